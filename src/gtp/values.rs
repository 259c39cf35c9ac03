//! The endgame commands: the values of the local games and their sum
//! (GoGui text), and `genmove`, which plays the sum's move.

use super::{Engine, Reply};
use crate::{endgame::values, go::Color, go::Move};

impl Engine {
    /// `semeai_values`: as `semeai values` prints it.
    pub(super) fn semeai_values(&mut self, _: &[&str]) -> Reply {
        Ok(values(&self.board, &self.limits)
            .text()
            .trim_end()
            .to_string())
    }

    /// `genmove COLOR`: the move that keeps the sum's result with `COLOR`
    /// moving first, played; an error when a local game has no value (a
    /// ko, past the budget): the engine plays only what it can prove.
    pub(super) fn genmove(&mut self, args: &[&str]) -> Reply {
        let [color] = args else {
            return Err("syntax error: genmove COLOR".into());
        };
        let color = Color::from_gtp(color).ok_or("syntax error: no such colour")?;
        let e = values(&self.board, &self.limits);
        let Some((_, mv)) = e.first[color] else {
            return Err("no move: a local game has no value (a ko, or past the budget)".into());
        };
        self.board
            .try_play(color, mv)
            .map_err(|err| format!("illegal move: {err}"))?;
        Ok(match mv {
            Move::Pass => "pass".to_string(),
            Move::Place(p) => p.to_string(),
        })
    }
}
