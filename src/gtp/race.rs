//! The race commands: GNU Go's `analyze_semeai`, the analysis as JSON or
//! text, and its GoGui graphics.

use super::{Engine, Reply};
use crate::{
    analysis::{Analysis, AnalyzeOptions, analyze},
    render::{gfx_games, gfx_liberties},
};

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

    /// GNU Go's answer: `RA RB MOVE`, A's colour moving first: the fight
    /// to live ([`crate::search::FightReader`]).
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
        let us = self.board.color_at(pair.0).ok_or("vertex A is empty")?;
        let answer =
            self.fights
                .borrow_mut()
                .first(&self.board, game, result.as_ref(), us, &self.limits)?;
        Ok(answer.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Engine;

    /// Nodes the engine's kept solver has searched, over all its questions.
    fn kept_nodes(engine: &Engine) -> Option<u64> {
        engine.fights.borrow().nodes()
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
                fight_complex: crate::Budget::nodes(5_000_000),
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
