//! The JSON report (docs/json.md).

use serde::Serialize;
use serde_json::{Value, json};

use super::kind_name;
use crate::{
    analysis::Analysis,
    go::{Color, PointSet},
    race::{Eye, GameBlock, Method, RaceResult, Side},
    search::FightAnswer,
};

fn points_json(s: PointSet) -> Value {
    Value::Array(s.iter().map(|p| Value::String(p.to_string())).collect())
}

/// Vertices as a JSON list of strings.
pub(super) fn vertices(s: PointSet) -> Vec<String> {
    s.iter().map(|p| p.to_string()).collect()
}

/// An eye as docs/json.md writes it (the fields in this order).
#[derive(Serialize)]
struct EyeJson {
    size: usize,
    opponent_stones: usize,
    status: u32,
    liberties: Option<u32>,
    points: Vec<String>,
    plain: bool,
    shape: Option<&'static str>,
    nakade: bool,
    vital: Option<String>,
    unsettled: bool,
}

impl From<&Eye> for EyeJson {
    fn from(eye: &Eye) -> EyeJson {
        EyeJson {
            size: eye.points.len(),
            opponent_stones: eye.opponent_stones,
            status: eye.status,
            liberties: eye.liberties,
            points: vertices(eye.points),
            plain: eye.plain,
            shape: eye.shape.map(|s| s.name()),
            nakade: eye.nakade,
            vital: eye.vital.map(|p| p.to_string()),
            unsettled: eye.unsettled,
        }
    }
}

/// A block of a local game.
#[derive(Serialize)]
struct BlockJson {
    color: &'static str,
    anchor: Option<String>,
    stones: Vec<String>,
    liberties: usize,
    kind: &'static str,
}

impl From<&GameBlock> for BlockJson {
    fn from(b: &GameBlock) -> BlockJson {
        BlockJson {
            color: b.color.name(),
            anchor: b.stones.first().map(|p| p.to_string()),
            stones: vertices(b.stones),
            liberties: b.liberties.len(),
            kind: kind_name(b.kind),
        }
    }
}

fn eye_json(eye: &Eye) -> Value {
    serde_json::to_value(EyeJson::from(eye)).expect("an eye serialises")
}

fn side_json(side: &Side) -> Value {
    json!({
        "outside": side.outside.len(),
        "plain_outside": side.plain_outside.len(),
        "eye": side.eyes.first().map(eye_json),
        "liberties": side.liberties(),
        "outside_points": points_json(side.outside),
        "plain_outside_points": points_json(side.plain_outside),
        "eyes": side.eyes.iter().map(eye_json).collect::<Vec<_>>(),
        "safe_after_winning": side.safety.rules(),
    })
}

fn result_json(r: &RaceResult) -> Value {
    let (method, nodes, stops) = match &r.method {
        Method::Static { .. } => {
            let stops = r
                .value
                .map(|v| (v.left_stop().to_string(), v.right_stop().to_string()));
            ("static", None, stops)
        }
        Method::NotSearched { empty_points } => {
            return json!({ "method": "not searched", "empty_points": empty_points });
        }
        Method::Search { nodes, stops } => (
            "search",
            Some(*nodes),
            stops.map(|(l, r)| (l.to_string(), r.to_string())),
        ),
        Method::BasicSeki { .. } => ("basic seki", None, Some(("0".into(), "0".into()))),
        Method::Counted { nodes } => ("counted", Some(*nodes), None),
    };
    let mut out = json!({
        "method": method,
        "black_first": r.black_first.word(),
        "white_first": r.white_first.word(),
        "status": r.status,
        "seki_level": r.seki_level,
        "winner": r.winner.map(Color::name),
        "unsettled": r.unsettled,
        "unconditional": r.unconditional,
        "best_move": {
            "black": r.best_move.black.map(|m| m.to_string()),
            "white": r.best_move.white.map(|m| m.to_string()),
        },
        "value": r.value.map(|v| v.to_string()),
        "mean": r.value.map(|v| v.mean().to_string()),
        "temperature": r.value.map(|v| v.temperature().to_string()),
        "nodes": nodes,
        "left_stop": stops.as_ref().map(|(l, _)| l),
        "right_stop": stops.as_ref().map(|(_, r)| r),
    });
    if let Method::Static { formula: f, .. } = &r.method {
        out["liberties"] = json!({ "black": f.liberties.black, "white": f.liberties.white });
        out["attacker"] = json!(f.attacker.map(Color::name));
        out["d"] = json!(f.d);
        out["forced"] = json!(f.forced);
    }
    if let Method::BasicSeki { encoding } = &r.method {
        out["encoding"] = json!(encoding);
    }
    out
}

/// One side's fight to live moving first (docs/json.md).
fn fight_json(answer: &Result<FightAnswer, String>) -> Value {
    match answer {
        Ok(a) => json!({
            "lives": a.codes.0,
            "kills": a.codes.1,
            "move": a.mv.to_string(),
            "method": a.method.word(),
            "exact": a.method.exact(),
        }),
        Err(e) => json!({ "unknown": e }),
    }
}

impl Analysis {
    /// The JSON of docs/json.md (without `result`, which static evaluation
    /// adds), with a few more fields: the reason for the class, the points of
    /// each liberty kind, every eye, and every block of the game.
    #[must_use]
    pub fn json(&self) -> Value {
        let board = &self.board;
        let size = board.size();
        let safe = |c: Color| {
            json!({
                "proven": points_json(self.partition.proven[c]),
                "assumed": points_json(self.partition.assumed[c]),
                "rules": points_json(self.partition.ruled[c]),
                "shown": points_json(self.partition.shown[c]),
                "capturable": points_json(self.partition.capturable[c]),
            })
        };
        let games: Vec<Value> = self
            .games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let mut game = json!({
                    "id": i + 1,
                    "points": points_json(g.points),
                    "class": g.class.number(),
                    "reason": g.class.to_string(),
                    "enclosed": self.partition.is_enclosed(g.points),
                    "black_essential": points_json(g.sides.black.essential),
                    "white_essential": points_json(g.sides.white.essential),
                    "black": side_json(&g.sides.black),
                    "white": side_json(&g.sides.white),
                    "shared": g.shared.len(),
                    "shared_points": points_json(g.shared),
                    "unknown_area": points_json(g.unknown_area),
                    "blocks": g.blocks.iter().map(BlockJson::from).collect::<Vec<_>>(),
                });
                if let Some(r) = &self.results[i] {
                    game["result"] = result_json(r);
                }
                if let Some(fight) = &self.fights[i] {
                    game["fight"] = json!({
                        "black_targets": points_json(g.targets.black),
                        "white_targets": points_json(g.targets.white),
                        "black_first": fight_json(&fight.black),
                        "white_first": fight_json(&fight.white),
                    });
                }
                game
            })
            .collect();
        json!({
            "size": [size.width(), size.height()],
            "to_move": board.to_move().name(),
            "mode": if self.pair.is_some() { "pair" } else { "whole" },
            "safe": { "black": safe(Color::Black), "white": safe(Color::White) },
            "games": games,
        })
    }
}
