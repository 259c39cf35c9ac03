//! The race commands: GNU Go's `analyze_semeai`, the analysis as JSON or
//! text, and its GoGui graphics.

use super::{Engine, Reply};
use crate::{
    analysis::{Analysis, AnalyzeOptions, analyze},
    go::{Board, ByColor, Color, Move},
    limits::{Budget, SEKI_FIGHT},
    race::{LocalGame, Outcome, RaceResult, first_movers, formula_evaluation},
    render::{gfx_games, gfx_liberties},
    search::{Repetition, Solver},
};

/// GNU Go's answer to `analyze_semeai`: the codes `RA RB` and the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Answer {
    codes: (u8, u8),
    mv: Move,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} {}", self.codes.0, self.codes.1, self.mv)
    }
}

/// `analyze_semeai`'s answer from a static evaluation, `us` moving first.
fn first_mover_answer(e: &RaceResult, us: Color) -> Answer {
    counted_answer(e.first(us), e.best_move[us].unwrap_or(Move::Pass), us)
}

/// `analyze_semeai`'s answer from `us`'s result moving first and its move.
fn counted_answer(outcome: Outcome, best: Move, us: Color) -> Answer {
    let codes = if outcome == Outcome::win(us) {
        (1, 1)
    } else if outcome == Outcome::Seki {
        (1, 0)
    } else {
        (0, 0)
    };
    let mv = if codes.0 == 0 { Move::Pass } else { best };
    Answer { codes, mv }
}

/// `analyze_semeai` by search of the fight to live ([`Solver::to_live`]),
/// with GNU Go's ko codes: `us` moves first. `kept` is a solver kept from
/// an earlier question: used when it solves the same race, and replaced by
/// this one's solver. When the fight's codes are `same` (the race's
/// answer, known), or the fight runs past the budget while `same` is
/// given, the answer is `None`: the race's stands, move and all. Past the
/// budget otherwise, the capture race answers (search with a capture
/// ending the race, Müller's model: not proven for the fight), then for a
/// class 0-3 race the paper's formula when `fallback` allows it.
fn search_semeai(
    board: &Board,
    game: &LocalGame,
    us: Color,
    budget: Budget,
    kept: &mut Option<Solver>,
    fallback: bool,
    same: Option<(u8, u8)>,
) -> Result<Option<Answer>, String> {
    let essential = game.essential();
    if essential.any(|s| s.is_empty()) {
        return Err("no race: a colour has no essential block".into());
    }
    // An open race is read near the racers (`LocalGame::reading_area`).
    let points = game.reading_area(board);
    let solver = match kept.take() {
        Some(mut s) if s.solves(board, points, essential) && s.fights() => {
            s.renew(budget);
            s
        }
        _ => Solver::new(board, points, essential, budget).to_live(),
    };
    let solver = kept.insert(solver);
    let unknown = || format!("class {} race: past the search budget", game.class.number());
    let answered = |found: Coded| match found {
        Coded::Answer(a) => Ok(Some(a)),
        Coded::Same => Ok(None),
        Coded::MovePastBudget => Err(unknown()),
    };
    if let Some(found) = codes_and_move(solver, us, budget, same) {
        return answered(found);
    }
    if same.is_some() {
        // The race's answer is known already: it stands.
        return Ok(None);
    }
    // Past the fight's budget: the capture race (a capture ends it, as in
    // Müller's model), then for a class 0-3 race the paper's formula.
    let mut race = Solver::new(board, points, essential, budget);
    if let Some(found) = codes_and_move(&mut race, us, budget, same) {
        return answered(found);
    }
    if !fallback {
        return Err(unknown());
    }
    let e = formula_evaluation(board, game).ok_or_else(unknown)?;
    Ok(Some(first_mover_answer(&e, us)))
}

/// What a solver answers for GNU Go's codes and move.
enum Coded {
    /// The codes and the move.
    Answer(Answer),
    /// The codes are those asked to compare with: the race's answer stands.
    Same,
    /// The codes are known, the move past the budget.
    MovePastBudget,
}

/// GNU Go's codes for `us` moving first and the move, by `solver`; `None`
/// when the codes are past the budget.
///
/// A ko that only one side can start is that side's: when the killer's
/// own group is not at stake (it lives, code 1, whoever moves first, and
/// the other side kills it by no ko), and the killer, moving first, kills
/// by a ko it takes first (code 2, or 1), while the other, moving first,
/// lives only by a ko in which the killer still takes first (code 3), the
/// killer loses nothing by waiting. It starts the ko when it likes, after
/// every ko threat is gone, and wins it: the other side is dead whoever
/// moves first (`0 0 PASS`; the killer's answer `1 1 PASS`). This is the
/// ruling on the bent four in the corner (Japanese rules, 1989, and how
/// GNU Go reads it), stated for any such ko (docs/gtp.md).
fn codes_and_move(
    solver: &mut Solver,
    us: Color,
    budget: Budget,
    same: Option<(u8, u8)>,
) -> Option<Coded> {
    let (mut ra, mut rb) = solver.ko_code(us, 0).zip(solver.ko_code(us, 1))?;
    let them = us.opponent();
    // A ko only the opponent can start is the opponent's (see `postponed`).
    let postponed = if matches!((ra, rb), (3, 0) | (1, 2)) {
        let their = (solver.ko_code(them, 0)?, solver.ko_code(them, 1)?);
        match ((ra, rb), their) {
            ((3, 0), (1, 1 | 2)) => Some((0, 0)),
            ((1, 2), (0 | 3, 0)) => Some((1, 1)),
            _ => None,
        }
    } else {
        None
    };
    if let Some(codes) = postponed {
        (ra, rb) = codes;
    }
    if same == Some((ra, rb)) {
        return Some(Coded::Same);
    }
    if postponed.is_some() {
        return Some(Coded::Answer(Answer {
            codes: (ra, rb),
            mv: Move::Pass,
        }));
    }
    // The move gets a budget of its own.
    solver.renew_budget(budget.nodes);
    let mv = match ra.max(rb) {
        0 => Some(Move::Pass),
        3 if ra != 1 && rb != 1 => solver.best_move(us, Repetition::WonBy(us)),
        _ => solver.best_move(us, Repetition::Barred),
    };
    Some(mv.map_or(Coded::MovePastBudget, |mv| {
        Coded::Answer(Answer {
            codes: (ra, rb),
            mv,
        })
    }))
}

impl Engine {
    /// Pair mode when two vertices are given, whole-board mode when none.
    fn analysis(&self, args: &[&str]) -> Result<Analysis, String> {
        let pair = match args {
            [] => None,
            [a, b] => Some((self.vertex(a)?, self.vertex(b)?)),
            _ => return Err("syntax error: give two vertices or none".into()),
        };
        let options = AnalyzeOptions {
            pair,
            limits: self.limits,
            ..AnalyzeOptions::default()
        };
        analyze(&self.board, &options).map_err(|e| e.to_string())
    }

    pub(super) fn semeai_json(&mut self, args: &[&str]) -> Reply {
        let a = self.analysis(args)?;
        Ok(serde_json::to_string(&a.json()).expect("JSON prints"))
    }

    pub(super) fn semeai_text(&mut self, args: &[&str]) -> Reply {
        Ok(self.analysis(args)?.text().trim_end().to_string())
    }

    pub(super) fn semeai_gfx_games(&mut self, _: &[&str]) -> Reply {
        Ok(gfx_games(&self.analysis(&[])?))
    }

    pub(super) fn semeai_gfx_liberties(&mut self, _: &[&str]) -> Reply {
        Ok(gfx_liberties(&self.analysis(&[])?))
    }

    /// GNU Go's answer: `RA RB MOVE`, A's colour moving first.
    pub(super) fn analyze_semeai(&mut self, args: &[&str]) -> Reply {
        if args.len() != 2 {
            return Err("syntax error: analyze_semeai A B".into());
        }
        let pair = (self.vertex(args[0])?, self.vertex(args[1])?);
        let options = AnalyzeOptions {
            pair: Some(pair),
            limits: self.limits,
            search: false,
            ..AnalyzeOptions::default()
        };
        let a = analyze(&self.board, &options).map_err(|e| e.to_string())?;
        let (Some(game), Some(result)) = (a.games.first(), a.results.first()) else {
            return Err("no local game".into());
        };
        let us = self
            .board
            .color_at(self.vertex(args[0])?)
            .ok_or("vertex A is empty")?;
        let Some(e) = result else {
            // Big eyes that count as liberties: the first movers without
            // search (exact; `first_movers`).
            let stones = ByColor::from_fn(|c| self.board.stones(c));
            let mut counted = self.counted.borrow_mut();
            let f = match &*counted {
                _ if !self.counting => None,
                Some((s, points, f)) if *s == stones && *points == game.points => *f,
                _ => {
                    let f = first_movers(&self.board, game, &self.limits);
                    *counted = Some((stones, game.points, f));
                    f
                }
            };
            if let Some(f) = f {
                let counted = counted_answer(f.first[us], f.best_move[us], us);
                return Ok(self.secured(game, f.first[us], us, counted).to_string());
            }
            let mut kept = self.solver.0.borrow_mut();
            let found = search_semeai(
                &self.board,
                game,
                us,
                self.limits.fight,
                &mut kept,
                true,
                None,
            )?;
            return Ok(found.expect("an answer when no codes are kept").to_string());
        };
        Ok(self
            .secured(game, e.first(us), us, first_mover_answer(e, us))
            .to_string())
    }

    /// The race's `answer` (`us` moving first, with the result `first`)
    /// when no side wins it, when its winner is secured by the capture
    /// (Müller's safety test), or when the fight to live, searched, gives
    /// the same codes (or runs past the budget); otherwise the fight's
    /// answer.
    fn secured(&self, game: &LocalGame, first: Outcome, us: Color, answer: Answer) -> Answer {
        let winner = Color::ALL.into_iter().find(|&c| first == Outcome::win(c));
        match winner {
            Some(w) if game.sides[w].safety.shown => return answer,
            // A seki may still be a ko only one side can start.
            None if first != Outcome::Seki => return answer,
            _ => {}
        }
        // A seki's fight is asked for a ko only one side can start, within
        // a small budget (the bent four in the corner needs a few hundred
        // nodes): past it, the seki stands.
        let budget = match winner {
            Some(_) => self.limits.fight,
            None => self.limits.fight.at_most(SEKI_FIGHT),
        };
        let mut kept = self.solver.0.borrow_mut();
        let fight = search_semeai(
            &self.board,
            game,
            us,
            budget,
            &mut kept,
            false,
            Some(answer.codes),
        );
        fight.ok().flatten().unwrap_or(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Engine;

    /// Nodes the engine's kept solver has searched, over all its questions.
    fn kept_nodes(engine: &Engine) -> Option<u64> {
        engine
            .solver
            .0
            .borrow()
            .as_ref()
            .map(crate::search::Solver::nodes)
    }

    fn answer(engine: &mut Engine, command: &str) -> String {
        engine.run(command).expect("an answer")
    }

    #[test]
    fn counting_big_eyes_changes_no_answer_only_the_search() {
        // c4-big-eye: Black's eight-point eye is alive, counted without
        // searching the race; without counting, search gives the same
        // answers.
        for question in ["analyze_semeai E1 F1", "analyze_semeai F1 E1"] {
            let mut counting = Engine::new();
            let mut searching = Engine::new().counting(false);
            for e in [&mut counting, &mut searching] {
                assert!(answer(e, "loadsgf tests/tst/c4-big-eye.sgf").starts_with('='));
            }
            assert_eq!(
                answer(&mut counting, question),
                answer(&mut searching, question)
            );
            // Counted, the race's winner is still asked whether the capture
            // secures it (the fight's search); by search alone, every node.
            assert!(kept_nodes(&searching).is_some_and(|n| n > 100));
        }
    }

    #[test]
    fn a_race_asked_again_reuses_the_table_and_answers_the_same() {
        let load = "loadsgf tests/tst/c5-second-block-beside.sgf";
        // Budgets that the questions never reach: within them the answers
        // do not depend on what the table learnt before.
        let engine = || {
            Engine::new().with_limits(crate::Limits {
                fight: crate::Budget::nodes(5_000_000),
                ..crate::Limits::default()
            })
        };
        let (ab, ba) = ("analyze_semeai B3 E3", "analyze_semeai E3 B3");
        // A fresh engine for each question: the answers and their cost.
        let fresh = |question: &str| {
            let mut e = engine();
            assert!(answer(&mut e, load).starts_with('='));
            let a = answer(&mut e, question);
            (a, kept_nodes(&e).expect("searched"))
        };
        let (ab_alone, ab_nodes) = fresh(ab);
        let (ba_alone, ba_nodes) = fresh(ba);
        assert!(ba_nodes > 100, "the race needs search: {ba_nodes} nodes");
        // One engine, both questions: the second starts from the first's table.
        let mut e = engine();
        answer(&mut e, load);
        assert_eq!(answer(&mut e, ab), ab_alone);
        assert_eq!(kept_nodes(&e), Some(ab_nodes));
        assert_eq!(answer(&mut e, ba), ba_alone);
        let second = kept_nodes(&e).expect("kept") - ab_nodes;
        assert!(second < ba_nodes, "{second} nodes, {ba_nodes} alone");
        // Asked once more, the table answers at once.
        let before = kept_nodes(&e).expect("kept");
        assert_eq!(answer(&mut e, ba), ba_alone);
        assert!(kept_nodes(&e).expect("kept") - before < second);
        // Another position: a new solver (its count starts again, as a
        // fresh engine's).
        assert!(answer(&mut e, "play black A9").starts_with('='));
        answer(&mut e, ba);
        let mut f = engine();
        answer(&mut f, load);
        answer(&mut f, "play black A9");
        answer(&mut f, ba);
        assert_eq!(kept_nodes(&e), kept_nodes(&f));
    }
}
