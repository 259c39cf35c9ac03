//! Move choice: the best move of a side (of the moves that keep the
//! result, those that keep it longest), every good move, and the stops of
//! the local score.

use super::{MAX_K, Objective, Repetition, Solver};
use crate::go::{Color, Move, PointSet};

impl Solver {
    /// A move of `c` that keeps R(c, 1) under `ko` at its value: PASS when
    /// the opponent moving first gives `c` as much (a move elsewhere loses
    /// nothing; inside the local game a pass would let the opponent end it
    /// by passing too, so the pass is judged by R(opponent, 1)), otherwise
    /// of the moves that keep it, those that keep it longest (the
    /// opponent, making k = 2, 3... moves in a row after them, still loses,
    /// then still gets no win), then an outside liberty, then the point farther
    /// from the edge, then the first in search order. When R(opponent, 1) is past the
    /// budget, a move that keeps the value (PASS is not shown good). Under
    /// `Barred`, a PASS or a move that keeps the value only because the
    /// opponent may not retake a ko at once gives way to the first in that
    /// order that keeps it whatever the kos, when one does
    /// (`tests/problems/c6-seki-kept-without-a-ko.txt`). `None` when R(c, 1)
    /// or every move is past the budget.
    pub fn best_move(&mut self, c: Color, ko: Repetition) -> Option<Move> {
        let (target, _) = self.r_value(ko, c, 1)?;
        let left = self.budget.nodes.saturating_sub(self.nodes);
        let pass = self.pass_keeps(c, ko, target).unwrap_or_else(|| {
            // Past the budget: PASS is not shown good, and the budget spent
            // on the question is given back for a move that keeps the target.
            self.renew_budget(left);
            false
        });
        if pass {
            // A pass that keeps the result only while the opponent's ko
            // is barred gives way to a move that keeps it whatever the kos.
            if kos_matter(ko, target)
                && self.keeps_whatever_the_kos(c, Move::Pass, target) == Some(false)
            {
                let good = self.good_plays(c, ko, target);
                if let Some(mv) = self.first_sure(c, target, &good) {
                    return Some(mv);
                }
            }
            return Some(Move::Pass);
        }
        self.best_play(c, ko, target)
    }

    /// [`Solver::best_move`] without PASS: of the moves of `c` that keep
    /// R(c, 1) under `ko` at `target`, the best by the same order; PASS
    /// when there is none.
    pub(super) fn best_play(&mut self, c: Color, ko: Repetition, target: i32) -> Option<Move> {
        let good = self.good_plays(c, ko, target);
        if self.aborted && good.is_empty() {
            return None;
        }
        // A move that gets `target` only by winning a ko (GNU Go's code 2)
        // is no answer while another gets it outright.
        let checked = kos_matter(ko, target) && good.len() > 1 && !self.aborted;
        let sure = if checked {
            self.first_sure(c, target, &good)
        } else {
            None
        };
        Some(sure.or(good.first().copied()).unwrap_or(Move::Pass))
    }

    /// The first of `good` (moves of `c` that keep `target` with every
    /// repetition barred) that keeps it whatever the kos; `None` when none
    /// does, or past the budget.
    fn first_sure(&mut self, c: Color, target: i32, good: &[Move]) -> Option<Move> {
        for &mv in good {
            match self.keeps_whatever_the_kos(c, mv, target) {
                Some(true) => return Some(mv),
                Some(false) => {}
                None => return None,
            }
        }
        None
    }

    /// The moves of `c` other than PASS that keep R(c, 1) under `ko` at
    /// `target`, best first by [`Solver::best_play`]'s order; past the
    /// budget, the first good move found, if any.
    fn good_plays(&mut self, c: Color, ko: Repetition, target: i32) -> Vec<Move> {
        let candidates: Vec<Move> = self
            .static_moves(c)
            .into_iter()
            .filter(|&m| m != Move::Pass)
            .collect();
        let mut good = Vec::new();
        for mv in candidates {
            let keeps = self.keeps(c, mv, target);
            if self.aborted {
                // Past the budget: the first good move, if one was found.
                good.truncate(1);
                return good;
            }
            if keeps {
                good.push(mv);
            }
        }
        // Of the moves that keep the result, those that keep it by the most
        // moves: first against the opponent's win or seki (a win's margin),
        // then against its win alone (how safe a seki or a win is).
        if target == 1 {
            good = self.widest(c, ko, good, -1);
        }
        if target >= 0 {
            good = self.widest(c, ko, good, 0);
        }
        // Still equal: a plain outside liberty (an opponent's liberty next to
        // one of c's walls), then the point farther from the edge.
        let outside = (self.essential_now(c.opponent()).neighbors() & self.board.empty_points())
            & (self.walls & self.board.stones(c)).neighbors();
        let board = &self.board;
        good.sort_by_key(|m| {
            m.point().map(|p| {
                (
                    !outside.contains(p),
                    std::cmp::Reverse(board.border(PointSet::single(p)).len()),
                )
            })
        });
        good
    }

    /// Of the moves `good` of `c`, those after which the opponent, making
    /// k = 2, 3... moves in a row, still gets no more than `bound` (-1 a
    /// loss, 0 seki) against some of them: the moves that stay ahead
    /// longest. Within the budget; order is kept.
    pub(super) fn widest(
        &mut self,
        c: Color,
        ko: Repetition,
        mut good: Vec<Move>,
        bound: i32,
    ) -> Vec<Move> {
        let opp = c.opponent();
        self.ko = ko;
        self.objective = Objective::Outcome;
        for k in 2..MAX_K {
            if good.len() < 2 {
                break;
            }
            let mut still = Vec::new();
            for &mv in &good {
                let Ok(played) = self.play(c, mv) else {
                    continue;
                };
                let holds = played.captured.intersects(self.essential[opp])
                    || self.escapes_by(c, played.captured)
                    || self.search(opp, k - 1, false, bound, bound + 1).0 <= bound;
                self.undo();
                if self.aborted {
                    return good;
                }
                if holds {
                    still.push(mv);
                }
            }
            if still.is_empty() {
                break;
            }
            good = still;
        }
        good
    }

    /// Every move of `c` that keeps R(c, 1) under `ko` at its value: PASS
    /// (judged as in [`Solver::best_move`]) and each point of the game, in
    /// index order. For regression files that accept any good answer.
    /// `None` past the budget.
    pub fn good_moves(&mut self, c: Color, ko: Repetition) -> Option<Vec<Move>> {
        let (target, _) = self.r_value(ko, c, 1)?;
        let pass = self.pass_keeps(c, ko, target)?;
        let mut out = Vec::new();
        if pass {
            out.push(Move::Pass);
        }
        for p in self.board.empty_points() & self.game {
            let keeps = self.keeps(c, Move::Place(p), target);
            if self.aborted {
                return None;
            }
            if keeps {
                out.push(Move::Place(p));
            }
        }
        // Where some of them keep it whatever the kos, only those.
        if kos_matter(ko, target) {
            let mut sure = Vec::new();
            for &mv in &out {
                if self.keeps_whatever_the_kos(c, mv, target)? {
                    sure.push(mv);
                }
            }
            if !sure.is_empty() {
                out = sure;
            }
        }
        Some(out)
    }

    /// Whether c's move `mv` (PASS: the opponent moving first) keeps
    /// `target` whatever the kos: the opponent winning every ko gets no
    /// more. `None` past the budget.
    fn keeps_whatever_the_kos(&mut self, c: Color, mv: Move, target: i32) -> Option<bool> {
        let ko = self.ko;
        let sure = match mv {
            Move::Pass => self.ko_code(c.opponent(), 1 - target).map(|code| code == 0),
            Move::Place(_) => self.ko_code_of_move(c, mv, target).map(|code| code == 1),
        };
        self.ko = ko;
        sure
    }

    /// Whether PASS keeps `target`, c's R(c, 1) under `ko`: the opponent
    /// moving first gives c as much. `None` when R(opponent, 1) is past the
    /// budget.
    fn pass_keeps(&mut self, c: Color, ko: Repetition, target: i32) -> Option<bool> {
        // -theirs >= target, i.e. the opponent does not get 1 - target: one
        // null-window search, not the two of its whole R value.
        let (more, _) = self.at_least(ko, c.opponent(), 1, 1 - target)?;
        Some(!more)
    }

    /// Whether c's move `mv` keeps `target` (false when illegal or past the
    /// budget).
    pub(super) fn keeps(&mut self, c: Color, mv: Move, target: i32) -> bool {
        let found = self.child(c, mv, 0, false, target - 1, target);
        !self.aborted && matches!(found, Ok((v, _)) if v >= target)
    }

    /// The stop of the local game with `c` to move first: the minimax of
    /// the local score (Black positive) under Japanese counting. A line
    /// ended by capturing an essential block gives the capturer every point
    /// of the game plus two for each opponent stone left in it (one for the
    /// point, one for the prisoner); a line ended by two passes counts no
    /// territory (the 1989 seki rule); stones captured on the way count one
    /// each for their captor. `None` past the budget.
    pub fn stop(&mut self, c: Color) -> Option<i64> {
        let (v, _) = self.run(Repetition::Barred, Objective::Score, c, 0)?;
        let v = i64::from(v);
        Some(if c == Color::Black { v } else { -v })
    }

    /// Whether the local score with `c` to move first is at least `target`
    /// for `c` (the score of [`Solver::stop`], from c's side): one
    /// null-window search. `None` past the budget.
    pub fn score_at_least(&mut self, c: Color, target: i32) -> Option<bool> {
        self.null_window(Repetition::Barred, Objective::Score, c, 0, target)
            .map(|(more, _)| more)
    }
}

/// Whether a move keeping `target` under `ko` may still keep it only by a
/// ko (see [`Solver::best_move`]): under `Barred` (under a rule where one
/// side wins the kos, a ko's result is already what is asked), for a
/// result of seki or better (every move keeps a loss).
fn kos_matter(ko: Repetition, target: i32) -> bool {
    ko == Repetition::Barred && target >= 0
}

#[cfg(test)]
mod tests {
    use super::super::testing::{EYE_AGAINST_EYE, KO, OUTSIDE_ONLY, problem};
    use super::*;

    fn at(v: &str) -> Move {
        Move::Place(v.parse().unwrap())
    }

    #[test]
    fn the_winner_whoever_moves_passes_and_the_loser_has_no_move() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        assert_eq!(
            s.best_move(Color::Black, Repetition::Barred),
            Some(Move::Pass)
        );
        assert_eq!(
            s.best_move(Color::White, Repetition::Barred),
            Some(Move::Pass)
        );
        let good = s.good_moves(Color::Black, Repetition::Barred).unwrap();
        assert_eq!(good[0], Move::Pass);
        assert!(good.contains(&at("F2")) && good.contains(&at("F3")));
    }

    #[test]
    fn in_an_unsettled_race_the_mover_takes_the_eye() {
        // Two-point eyes A1-A2 (Black) and J1-J2 (White): whoever moves
        // first fills the other's eye.
        let (_, mut s) = problem(EYE_AGAINST_EYE);
        let black = s.best_move(Color::Black, Repetition::Barred).unwrap();
        assert!([at("J1"), at("J2")].contains(&black), "{black}");
        let white = s.best_move(Color::White, Repetition::Barred).unwrap();
        assert!([at("A1"), at("A2")].contains(&white), "{white}");
        let good = s.good_moves(Color::Black, Repetition::Barred).unwrap();
        assert_eq!(good, [at("J1"), at("J2")], "PASS loses the race");
        assert_eq!(s.stop(Color::Black), Some(28));
        assert_eq!(s.stop(Color::White), Some(-22));
    }

    #[test]
    fn a_pass_that_keeps_the_result_only_while_a_ko_is_barred_gives_way() {
        // tests/problems/c4-ko.txt: Black first captures; White first
        // leads to a ko. With every repetition barred Black's PASS keeps
        // the win (White may not retake), but it leaves White the ko:
        // Black's B1 captures whatever the kos, and is the only good move.
        let (_, mut s) = problem(KO);
        assert_eq!(
            s.best_move(Color::Black, Repetition::Barred),
            Some(at("B1"))
        );
        let good = s.good_moves(Color::Black, Repetition::Barred).unwrap();
        assert_eq!(good, [at("B1")]);
    }
}
