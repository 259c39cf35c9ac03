//! The count of a finished game for people (a board with the dead stones,
//! territory, seki and dame marked, then each side's figures) and for
//! programs (docs/scoring.md).

use std::fmt::Write as _;

use crate::{
    go::{Board, Color, PointSet},
    io::write_ascii_marked,
    score::{Score, Verdict},
};

use super::list;

impl Score {
    /// The board with the count marked, each side's figures and the result.
    ///
    /// Glyphs: `x`/`o` dead stones, `+` Black's territory, `-` White's, `=`
    /// seki points (nobody's under territory rules), `.` dame.
    #[must_use]
    pub fn text(&self, board: &Board) -> String {
        let mut out = format!(
            "{} rules, komi {}{}, dead stones {}\n",
            self.scoring.name(),
            self.komi,
            if self.handicap > 0 && self.scoring == crate::go::Scoring::Area {
                format!(", handicap {} (a point each for White)", self.handicap)
            } else {
                String::new()
            },
            self.dead_from
        );
        out.push_str(&write_ascii_marked(board, |p| {
            if self.dead.contains(p) {
                board
                    .color_at(p)
                    .map(|c| c.stone_char().to_ascii_lowercase())
            } else if self.territory.black.contains(p) {
                Some('+')
            } else if self.territory.white.contains(p) {
                Some('-')
            } else if self.seki_points.contains(p) {
                Some('=')
            } else if self.forced.contains(p) {
                Some('!')
            } else {
                None
            }
        }));
        out.push_str("x o dead, + - territory, = seki point, ! forced connection, . dame\n");
        let _ = writeln!(out, "         stones  territory  prisoners  score");
        for c in Color::ALL {
            let n = self.count[c];
            let _ = writeln!(
                out,
                "  {:<5}  {:>6}  {:>9}  {:>9}  {:>5}",
                c.name(),
                n.stones,
                n.territory,
                n.prisoners,
                n.score
            );
        }
        let _ = writeln!(out, "dead: {}", list(self.dead));
        let _ = writeln!(out, "seki: {}", list(self.seki));
        for b in self.verdict.iter().flat_map(|v| v.blocks.iter()) {
            if b.status != crate::status::Status::Alive {
                let _ = writeln!(
                    out,
                    "  {} {} ({} stones): {}",
                    b.status,
                    b.stones.first().map(|p| p.to_string()).unwrap_or_default(),
                    b.stones.len(),
                    b.reason
                );
            }
        }
        let _ = writeln!(out, "dame: {}", list(self.dame));
        if !self.forced.is_empty() {
            let _ = writeln!(out, "forced connections: {}", list(self.forced));
        }
        if !self.finished() {
            let _ = writeln!(
                out,
                "not finished: borders open at {} (counted as they stand)",
                list(self.unfinished)
            );
        }
        let _ = writeln!(out, "result: {}", self.result());
        out
    }

    /// The count as JSON (docs/scoring.md).
    #[must_use]
    pub fn json(&self, board: &Board) -> serde_json::Value {
        let points = |s: PointSet| s.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        let side = |c: Color| {
            let n = self.count[c];
            serde_json::json!({
                "stones": n.stones,
                "territory": n.territory,
                "prisoners": n.prisoners,
                "score": n.score,
            })
        };
        let blocks: Vec<serde_json::Value> = self
            .verdict
            .iter()
            .flat_map(|v| v.blocks.iter())
            .map(|b| {
                serde_json::json!({
                    "vertex": b.stones.first().map(|p| p.to_string()),
                    "color": b.color.name(),
                    "stones": b.stones.len(),
                    "status": b.status.word(),
                    "decided_by": b.reason.decided_by(),
                    "reason": b.reason.to_string(),
                })
            })
            .collect();
        let margin = self.margin_halves() as f64 / 2.0;
        serde_json::json!({
            "size": board.size().to_string(),
            "rules": self.scoring.name(),
            "komi": self.komi.halves() as f64 / 2.0,
            "handicap": self.handicap,
            "dead_from": self.dead_from,
            "black": side(Color::Black),
            "white": side(Color::White),
            "dead": points(self.dead),
            "seki": points(self.seki),
            "dame": points(self.dame),
            "seki_points": points(self.seki_points),
            "filled": Vec::<String>::new(),
            "forced": points(self.forced),
            "disputed": points(self.verdict.as_ref().map_or(PointSet::EMPTY, Verdict::disputed)),
            "unsettled": points(self.verdict.as_ref().map_or(PointSet::EMPTY, Verdict::unsettled)),
            "finished": self.finished(),
            "unfinished": points(self.unfinished),
            "margin": margin,
            "winner": self.winner().map(Color::name),
            "result": self.result(),
            "blocks": blocks,
        })
    }
}
