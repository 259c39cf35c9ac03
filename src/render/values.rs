//! The values of a position's local games and their sum, for people and
//! programs (docs/values.md).

use std::fmt::Write as _;

use crate::{
    cgt::{Game, Trajectory, number_text},
    endgame::Endgame,
    go::Color,
};

use super::list;

fn figures(g: &Game) -> String {
    let t = g.thermograph();
    format!(
        "{g}  (mean {}, temperature {})",
        number_text(t.mean),
        number_text(t.temperature)
    )
}

fn trajectory_json(t: &Trajectory) -> serde_json::Value {
    serde_json::json!({
        "points": t.points.iter().map(|(x, v)| [number_text(*x), number_text(*v)]).collect::<Vec<_>>(),
        "slope": number_text(t.slope),
    })
}

fn game_json(g: &Game) -> serde_json::Value {
    let t = g.thermograph();
    serde_json::json!({
        "value": g.to_string(),
        "mean": number_text(t.mean),
        "temperature": number_text(t.temperature),
        "thermograph": {"left": trajectory_json(&t.left), "right": trajectory_json(&t.right)},
    })
}

impl Endgame {
    /// Each local game's value, then the sum and, with each side moving
    /// first, the result and the move.
    #[must_use]
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (i, g) in self.games.iter().enumerate() {
            let value = match &g.value {
                Ok(v) => figures(v),
                Err(e) => format!("unknown: {e}"),
            };
            let _ = writeln!(out, "local game {}: {}: {value}", i + 1, list(g.points));
        }
        match &self.sum {
            Some(s) => {
                let _ = writeln!(out, "sum: {}", figures(s));
                for c in Color::ALL {
                    if let Some((result, mv)) = self.first[c] {
                        let _ = writeln!(
                            out,
                            "{} first: {} (Black positive), move {mv}",
                            c.name(),
                            number_text(result)
                        );
                    }
                }
            }
            None => out.push_str("sum: unknown (a local game has no value)\n"),
        }
        out
    }

    /// The JSON (docs/values.md): `games` (points, `value` in CGSuite's
    /// notation, `mean`, `temperature`, `thermograph`, or `unknown`), the
    /// `sum` likewise, and `black_first` / `white_first` (`result`,
    /// `move`).
    #[must_use]
    pub fn json(&self) -> serde_json::Value {
        let games: Vec<serde_json::Value> = self
            .games
            .iter()
            .map(|g| {
                let mut v = match &g.value {
                    Ok(value) => game_json(value),
                    Err(e) => serde_json::json!({"unknown": e.to_string()}),
                };
                v["points"] = g.points.iter().map(|p| p.to_string()).collect();
                v
            })
            .collect();
        let first = |c: Color| {
            self.first[c].map(|(result, mv)| {
                serde_json::json!({"result": number_text(result), "move": mv.to_string()})
            })
        };
        serde_json::json!({
            "games": games,
            "sum": self.sum.as_ref().map(game_json),
            "black_first": first(Color::Black),
            "white_first": first(Color::White),
        })
    }
}
