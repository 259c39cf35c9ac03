//! Kos: how a proof depends on moves barred by superko, the R(c, k)
//! results with ko detection, and GNU Go's ko codes.

use super::{Objective, Repetition, Solver, UNLIMITED};
use crate::{
    go::{ByColor, Color, Move},
    race::Outcome,
};

/// How a search answer depends on the line: `since` is the earliest line
/// index ([`Board::line_index`](crate::go::Board::line_index)) of a
/// position that a barred move would have repeated (`usize::MAX` for
/// none); `ko[x]` whether, below the node, superko barred a move of
/// colour x at a node where x then fell short of the window (no cutoff).
///
/// A node's answer depends on the line above it only when `since` is above
/// the node: a repetition of the node's own position or of one below it
/// happens on every line that reaches the node, so such answers are stored
/// (with `ko` kept) like any other. Without this, every node above a ko
/// fight would be searched again on each visit.
///
/// `ko` says which ko rule could change the answer. Giving x every ko (its
/// barred moves win) only adds moves for x, so it can only raise x's
/// value, and only where x fell short with a move barred: when `ko[x]` is
/// unset the proof found under superko stands with x winning every ko too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Dep {
    pub(super) since: usize,
    pub(super) ko: ByColor<bool>,
}

impl Dep {
    pub(super) const NONE: Dep = Dep {
        since: usize::MAX,
        ko: ByColor::new(false, false),
    };

    /// A move barred because it repeats the position at line index `since`.
    pub(super) fn barred(since: usize) -> Dep {
        Dep {
            since,
            ko: ByColor::new(false, false),
        }
    }

    pub(super) fn join(self, other: Dep) -> Dep {
        Dep {
            since: self.since.min(other.since),
            ko: ByColor::new(
                self.ko.black || other.ko.black,
                self.ko.white || other.ko.white,
            ),
        }
    }
}

impl Solver {
    /// Whether R(c, k) under one ko rule gives `c` at least `at_least` (1 a
    /// win, 0 seki): one null-window search. With it, [`Dep::ko`] of the
    /// proof.
    pub(super) fn at_least(
        &mut self,
        ko: Repetition,
        c: Color,
        k: u8,
        at_least: i32,
    ) -> Option<(bool, Dep)> {
        let free = if k == UNLIMITED { UNLIMITED } else { k - 1 };
        self.null_window(ko, Objective::Outcome, c, free, at_least)
    }

    /// R(c, k) under one ko rule, from `c`'s point of view (1 win, 0 seki,
    /// -1 loss), and whether some ko rule could change it: the opponent
    /// winning every ko where the proof of c's lower bound met a barred move
    /// of the opponent's, or c where the proof of c's upper bound met one of
    /// c's (see [`Dep`]).
    ///
    /// Two null-window searches (can c win? can c get seki?) prove less than
    /// one search over the whole window: refuting a move needs only a seki,
    /// not a capture.
    pub(super) fn r_value(&mut self, ko: Repetition, c: Color, k: u8) -> Option<(i32, bool)> {
        let (o, me) = (c.opponent(), c);
        let (win, dep_win) = self.at_least(ko, c, k, 1)?;
        if win {
            return Some((1, dep_win.ko[o]));
        }
        let (seki, dep_seki) = self.at_least(ko, c, k, 0)?;
        if seki {
            return Some((0, dep_seki.ko[o] || dep_win.ko[me]));
        }
        Some((-1, dep_seki.ko[me]))
    }

    /// R(c, k): the result when `c` makes `k` moves in a row (`k` >= 1;
    /// `u8::MAX` for as many as it likes) and then play alternates, the
    /// opponent to move. `Outcome::Ko` when the result depends on who wins a
    /// ko; `Outcome::Unknown` past the budget.
    pub fn result(&mut self, c: Color, k: u8) -> Outcome {
        let to_outcome = |v: i32| outcome_of(c, v);
        let Some((v, ko)) = self.r_value(Repetition::Barred, c, k.max(1)) else {
            return Outcome::Unknown;
        };
        if !ko {
            return to_outcome(v);
        }
        let black = self.r_value(Repetition::WonBy(Color::Black), c, k.max(1));
        let white = self.r_value(Repetition::WonBy(Color::White), c, k.max(1));
        match (black, white) {
            (Some((b, _)), Some((w, _))) if b == w => to_outcome(v),
            (Some(_), Some(_)) => Outcome::Ko,
            _ => Outcome::Unknown,
        }
    }

    /// R(c, 1) as players of Japanese rules play a finished position out
    /// ([`Repetition::Eternal`]): a single ko goes to the side that takes
    /// it first and then fills it (the other has no threat left), a double
    /// ko is seki. `Outcome::Unknown` past the budget; never `Outcome::Ko`.
    pub fn result_eternal(&mut self, c: Color) -> Outcome {
        self.r_value(Repetition::Eternal, c, 1)
            .map_or(Outcome::Unknown, |(v, _)| outcome_of(c, v))
    }

    /// GNU Go's ko-aware code of whether `c`, moving first, gets at least
    /// `at_least` (1 a win, 0 seki): 1 whatever the kos, 2 if c wins a ko
    /// in which the opponent must find the first threat, 3 if c must find
    /// the first threat, 0 not at all. `None` past the budget.
    ///
    /// The opponent winning every ko can only lower c's result, c winning
    /// them only raise it, so one null-window search under superko decides,
    /// and a second under one of those rules only when the first proof met
    /// a barred move of the side that rule favours (see `Dep`).
    pub fn ko_code(&mut self, c: Color, at_least: i32) -> Option<u8> {
        self.code_by(c, |s, ko| s.at_least(ko, c, 1, at_least))
    }

    /// [`Solver::ko_code`] of `c` playing `mv` first (an illegal move: 0).
    /// The move is played on the line, so that a ko it takes bars the
    /// opponent's taking back at once.
    pub(super) fn ko_code_of_move(&mut self, c: Color, mv: Move, at_least: i32) -> Option<u8> {
        self.code_by(c, |s, ko| {
            s.ko = ko;
            s.objective = Objective::Outcome;
            let found = s.child(c, mv, 0, false, at_least - 1, at_least);
            if s.aborted {
                return None;
            }
            Some(found.map_or((false, Dep::NONE), |(v, dep)| (v >= at_least, dep)))
        })
    }

    /// GNU Go's code of `c` from `reaches`, whether `c` gets its target
    /// under one ko rule (with the proof's [`Dep`]).
    fn code_by(
        &mut self,
        c: Color,
        mut reaches: impl FnMut(&mut Solver, Repetition) -> Option<(bool, Dep)>,
    ) -> Option<u8> {
        let (literal, dep) = reaches(self, Repetition::Barred)?;
        if literal {
            if !dep.ko[c.opponent()] {
                return Some(1);
            }
            let (theirs, _) = reaches(self, Repetition::WonBy(c.opponent()))?;
            return Some(if theirs { 1 } else { 2 });
        }
        if !dep.ko[c] {
            return Some(0);
        }
        let (ours, _) = reaches(self, Repetition::WonBy(c))?;
        Some(if ours { 3 } else { 0 })
    }
}

/// The outcome of a value from `c`'s point of view (1 win, 0 seki, -1 loss).
fn outcome_of(c: Color, v: i32) -> Outcome {
    match v {
        1 => Outcome::win(c),
        0 => Outcome::Seki,
        _ => Outcome::win(c.opponent()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{KO, OUTSIDE_ONLY, problem};
    use super::*;

    #[test]
    fn a_dependence_joins_to_the_earliest_repetition_and_either_ko_flag() {
        let mut a = Dep::barred(7);
        a.ko[Color::Black] = true;
        let mut b = Dep::barred(3);
        b.ko[Color::White] = true;
        let j = a.join(b);
        assert_eq!(j.since, 3);
        assert_eq!(j.ko, ByColor::new(true, true));
        assert_eq!(Dep::NONE.join(Dep::NONE), Dep::NONE);
    }

    #[test]
    fn results_and_ko_codes() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        assert_eq!(s.result(Color::Black, 1), Outcome::Black);
        assert_eq!(s.result(Color::White, 1), Outcome::Black);
        // White is one move behind: with two moves in a row it wins.
        assert_eq!(s.result(Color::White, 2), Outcome::White);
        assert_eq!(s.ko_code(Color::White, 0), Some(0));
        // c4-ko: Black first captures; White first is a ko White must win
        // by finding the first threat (GNU Go's code 3).
        let (_, mut k) = problem(KO);
        assert_eq!(k.result(Color::Black, 1), Outcome::Black);
        assert_eq!(k.result(Color::White, 1), Outcome::Ko);
        assert_eq!(k.ko_code(Color::White, 1), Some(3));
        assert_eq!(k.ko_code(Color::Black, 1), Some(1));
        // Played out by simple ko without threats, Black takes the ko and
        // fills it: White first loses.
        assert_eq!(k.result_eternal(Color::White), Outcome::Black);
        assert_eq!(k.result_eternal(Color::Black), Outcome::Black);
    }

    #[test]
    fn a_double_ko_is_a_ko_under_superko_and_seki_under_simple_ko() {
        // tests/scoring/double-ko-seki.txt: Black's D8 and White's A8, one
        // eye each, share the kos at B7/C7 and C9/B9; the outer white wall
        // and its area are walls.
        let board = crate::io::read(include_str!("../../tests/scoring/double-ko-seki.txt"))
            .expect("a position");
        let at = |v: &str| {
            let block = board.block_at(v.parse().expect("a vertex"));
            block.expect("a block").stones
        };
        let essential = ByColor::new(at("D8"), at("A8"));
        let walls = at("G9");
        let empty = board.empty_points();
        let game = board.points() - walls - (walls.neighbors() & empty).flood_fill(empty);
        let mut s = Solver::new(
            &board,
            game,
            essential,
            crate::limits::Budget::nodes(300_000),
        );
        for c in Color::ALL {
            assert_eq!(s.result(c, 1), Outcome::Ko, "{c:?} first");
            assert_eq!(s.result_eternal(c), Outcome::Seki, "{c:?} first");
        }
    }
}
