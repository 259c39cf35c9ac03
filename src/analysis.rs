//! Steps 1 and 2 put together for a whole position: the partition, then every
//! local game classified, rendered as text for people and as the JSON of SPEC
//! section 8 for programs.
//!
//! ```
//! use semeai::{analyze, io};
//!
//! let board = io::read_ascii(
//!     ". . . . . . . . .
//!      . . . . . . . . .
//!      . . . . . . . . .
//!      . . . . . . . . .
//!      X X X X . . . . .
//!      O O O X . . . . .
//!      . . O X . . . . .
//!      X X O X . . . . .
//!      . X O X . . . . .",
//! ).unwrap();
//! let a = analyze(&board, None).unwrap();
//! assert_eq!(a.games.len(), 1);
//! assert_eq!(a.games[0].class, 1);
//! let json = a.json();
//! assert_eq!(json["games"][0]["black"]["eye"]["size"], 1);
//! ```

use serde_json::{Value, json};

use crate::{
    go::{Board, Color, Point, PointSet},
    race::{
        BlockKind, Evaluation, Eye, LocalGame, PairError, Partition, Side, classify, evaluate,
        partition, partition_pair,
    },
    search::{Budget, Solution, solve},
};

/// A position with its partition and classified local games.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position analysed.
    pub board: Board,
    /// The blocks named in pair mode.
    pub pair: Option<(Point, Point)>,
    /// Safe blocks and territories, and the local games' points.
    pub partition: Partition,
    /// The local games, classified, in the order of `partition.games`.
    pub games: Vec<LocalGame>,
    /// The static evaluation of each game of class 0-2 (`None` for the others).
    pub results: Vec<Option<Evaluation>>,
    /// The search's solution of each game without a static result that has
    /// essential blocks of both colours (`None` for the others).
    pub solutions: Vec<Option<Solution>>,
}

/// Partitions `board` (whole-board mode, or pair mode when `pair` names one
/// block of each colour) and classifies every local game.
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze(board: &Board, pair: Option<(Point, Point)>) -> Result<Analysis, PairError> {
    analyze_with(board, pair, Some(Budget::default()))
}

/// [`analyze`], with the search budget of each game that needs search, or
/// no search at all (`None`: games without a static result get no solution).
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze_with(
    board: &Board,
    pair: Option<(Point, Point)>,
    budget: Option<Budget>,
) -> Result<Analysis, PairError> {
    let partition = match pair {
        Some((a, b)) => partition_pair(board, a, b)?,
        None => partition(board),
    };
    let games = partition
        .games
        .iter()
        .map(|&g| classify(board, &partition, g, pair))
        .collect::<Vec<_>>();
    let results: Vec<_> = games.iter().map(|g| evaluate(board, g)).collect();
    let solutions = games
        .iter()
        .zip(&results)
        .map(|(g, r)| {
            let essential = g.essential();
            let budget = budget.filter(|_| r.is_none() && essential.all(|s| !s.is_empty()))?;
            Some(solve(board, g.points, essential, budget))
        })
        .collect();
    Ok(Analysis {
        board: board.clone(),
        pair,
        partition,
        games,
        results,
        solutions,
    })
}

fn list(s: PointSet) -> String {
    if s.is_empty() {
        "-".into()
    } else {
        s.to_string()
    }
}

fn points_json(s: PointSet) -> Value {
    Value::Array(s.iter().map(|p| Value::String(p.to_string())).collect())
}

fn kind_name(k: BlockKind) -> &'static str {
    match k {
        BlockKind::Essential => "essential",
        BlockKind::Nonessential => "nonessential",
        BlockKind::Unknown => "unknown",
    }
}

/// The anchors (first points) of the blocks that make up `stones`.
fn anchors(board: &Board, stones: PointSet) -> PointSet {
    stones
        .components()
        .filter_map(|s| s.first())
        .filter(|&p| board.color_at(p).is_some())
        .collect()
}

fn eye_text(eye: &Eye, owner: Color) -> String {
    let mut words = vec![format!(
        "{} point{}",
        eye.points.len(),
        if eye.points.len() == 1 { "" } else { "s" }
    )];
    words.push(format!(
        "{} {} stone{}",
        eye.opponent_stones,
        owner.opponent().name(),
        if eye.opponent_stones == 1 { "" } else { "s" }
    ));
    words.push(if eye.plain { "plain" } else { "not plain" }.into());
    match (eye.nakade, eye.shape) {
        (true, Some(shape)) => words.push(format!("nakade ({})", shape.name())),
        (true, None) => words.push("nakade".into()),
        (false, _) => words.push("no nakade".into()),
    }
    if let Some(v) = eye.vital {
        words.push(format!("vital point {v}"));
    }
    words.push(
        if eye.unsettled {
            "unsettled"
        } else {
            "settled"
        }
        .into(),
    );
    words.push(format!("status {}", eye.status));
    words.push(match eye.liberties {
        Some(l) => format!("liberties {l}"),
        None => "liberties unknown".into(),
    });
    format!("eye {}: {}", list(eye.points), words.join(", "))
}

fn side_text(out: &mut String, c: Color, side: &Side) {
    let eye_libs: Option<u32> = side.eyes.iter().map(|e| e.liberties).sum();
    let libs = match (side.liberties(), eye_libs) {
        (Some(l), Some(e)) => format!("liberties {l} = outside {} + eyes {e}", side.outside.len()),
        _ => "liberties unknown (an eye is outside the table)".into(),
    };
    out.push_str(&format!("  {}: {libs}\n", c.title()));
    out.push_str(&format!(
        "    outside: {} (plain: {})\n",
        list(side.outside),
        list(side.plain_outside)
    ));
    for eye in &side.eyes {
        out.push_str(&format!("    {}\n", eye_text(eye, c)));
    }
    let safety = side.safety.rules().map_or_else(
        || "not shown by rules 1-2 (winning may not secure it)".to_string(),
        |r| format!("safe by {r}"),
    );
    out.push_str(&format!("    after winning: {safety}\n"));
}

fn eye_json(eye: &Eye) -> Value {
    json!({
        "size": eye.points.len(),
        "opponent_stones": eye.opponent_stones,
        "status": eye.status,
        "liberties": eye.liberties,
        "points": points_json(eye.points),
        "plain": eye.plain,
        "shape": eye.shape.map(|s| s.name()),
        "nakade": eye.nakade,
        "vital": eye.vital.map(|p| p.to_string()),
        "unsettled": eye.unsettled,
    })
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

fn result_text(out: &mut String, e: &Evaluation) {
    let f = &e.formula;
    out.push_str(&format!(
        "  result (static): L_B {} L_W {} S {}, eye status {} / {}, attacker {}, D {}, F {}\n",
        f.liberties.black,
        f.liberties.white,
        e.race.shared,
        f.eye_status.black,
        f.eye_status.white,
        f.attacker.map_or("either", Color::name),
        f.d,
        f.forced
    ));
    out.push_str(&format!(
        "    black first: {}; white first: {}; status {}, sekiLevel {}{}\n",
        e.black_first.word(),
        e.white_first.word(),
        if e.unconditional {
            "unconditional".to_string()
        } else {
            e.status.to_string()
        },
        e.seki_level,
        match (e.winner, e.unsettled) {
            (Some(w), _) => format!("; {} wins", w.name()),
            (None, true) => "; unsettled".to_string(),
            (None, false) => "; seki".to_string(),
        }
    ));
    out.push_str(&format!(
        "    best move: black {}, white {}; value {} (mean {}, temperature {}, stops {} / {})\n",
        e.best_move.black,
        e.best_move.white,
        e.value,
        e.value.mean(),
        e.value.temperature(),
        e.value.left_stop(),
        e.value.right_stop()
    ));
}

fn result_json(e: &Evaluation) -> Value {
    let f = &e.formula;
    json!({
        "method": "static",
        "black_first": e.black_first.word(),
        "white_first": e.white_first.word(),
        "status": (!e.unconditional).then_some(e.status),
        "seki_level": e.seki_level,
        "winner": e.winner.map(Color::name),
        "unsettled": e.unsettled,
        "unconditional": e.unconditional,
        "best_move": { "black": e.best_move.black.to_string(), "white": e.best_move.white.to_string() },
        "value": e.value.to_string(),
        "mean": e.value.mean().to_string(),
        "temperature": e.value.temperature().to_string(),
        "nodes": null,
        "left_stop": e.value.left_stop().to_string(),
        "right_stop": e.value.right_stop().to_string(),
        "liberties": { "black": f.liberties.black, "white": f.liberties.white },
        "attacker": f.attacker.map(Color::name),
        "d": f.d,
        "forced": f.forced,
    })
}

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map_or_else(|| "unknown".to_string(), |v| v.to_string())
}

fn solution_text(out: &mut String, s: &Solution) {
    out.push_str(&format!("  result (search, {} nodes):\n", s.nodes));
    let verdict = match (s.winner, s.unsettled, s.status) {
        (Some(w), _, _) if s.unconditional => format!("; {} wins unconditionally", w.name()),
        (Some(w), _, _) => format!("; {} wins", w.name()),
        (None, true, _) => "; unsettled".to_string(),
        (None, false, Some(0)) if s.unconditional => "; seki for good".to_string(),
        (None, false, Some(0)) => "; seki".to_string(),
        _ => String::new(),
    };
    out.push_str(&format!(
        "    black first: {}; white first: {}; status {}, sekiLevel {}{}\n",
        s.black_first.word(),
        s.white_first.word(),
        if s.unconditional && s.winner.is_some() {
            "unconditional".to_string()
        } else {
            opt(s.status)
        },
        if s.winner.is_some() {
            "-".to_string()
        } else {
            opt(s.seki_level)
        },
        verdict
    ));
    let value = match &s.value {
        Some(v) => format!(
            "value {v} (mean {}, temperature {}, stops {} / {})",
            v.mean(),
            v.temperature(),
            v.left_stop(),
            v.right_stop()
        ),
        None => "value unknown".to_string(),
    };
    out.push_str(&format!(
        "    best move: black {}, white {}; {value}\n",
        opt(s.best_move.black),
        opt(s.best_move.white)
    ));
}

fn solution_json(s: &Solution) -> Value {
    json!({
        "method": "search",
        "black_first": s.black_first.word(),
        "white_first": s.white_first.word(),
        "status": s.status,
        "seki_level": s.seki_level,
        "winner": s.winner.map(Color::name),
        "unsettled": s.unsettled,
        "unconditional": s.unconditional,
        "best_move": {
            "black": s.best_move.black.map(|m| m.to_string()),
            "white": s.best_move.white.map(|m| m.to_string()),
        },
        "value": s.value.map(|v| v.to_string()),
        "mean": s.value.map(|v| v.mean().to_string()),
        "temperature": s.value.map(|v| v.temperature().to_string()),
        "nodes": s.nodes,
        "left_stop": s.stops.map(|(l, _)| l.to_string()),
        "right_stop": s.stops.map(|(_, r)| r.to_string()),
    })
}

impl Analysis {
    /// The report for people: the board, what is taken as safe, and each local
    /// game with its blocks, liberties, eyes and class.
    #[must_use]
    pub fn text(&self) -> String {
        let board = &self.board;
        let mut out = format!(
            "{} board, {} to move\n",
            board.size(),
            board.to_move().title()
        );
        out.push_str(&crate::io::write_ascii(board));
        match self.pair {
            Some((a, b)) => out.push_str(&format!(
                "pair mode: the race of {a} and {b}; every other block is a wall assumed safe\n"
            )),
            None => out.push_str(
                "whole-board mode: proven safe by Benson; assumed safe when touching an open area\n",
            ),
        }
        for c in Color::ALL {
            out.push_str(&format!(
                "  {} safe blocks: proven {}; assumed {}\n",
                c.title(),
                list(anchors(board, self.partition.proven[c])),
                list(anchors(board, self.partition.assumed[c]))
            ));
        }
        out.push_str(&format!(
            "{} local game{}\n",
            self.games.len(),
            if self.games.len() == 1 { "" } else { "s" }
        ));
        for (i, g) in self.games.iter().enumerate() {
            out.push_str(&format!(
                "\ngame {}: class {}, {} points\n  {}\n",
                i + 1,
                g.class,
                g.points.len(),
                g.reason
            ));
            out.push_str("  blocks:\n");
            for b in &g.blocks {
                out.push_str(&format!(
                    "    {:<5}  {:<4}  {:>2} stone{}  {:>2} {:<9}  {}\n",
                    b.color.name(),
                    b.stones.first().expect("stones").to_string(),
                    b.stones.len(),
                    if b.stones.len() == 1 { " " } else { "s" },
                    b.liberties.len(),
                    if b.liberties.len() == 1 {
                        "liberty"
                    } else {
                        "liberties"
                    },
                    kind_name(b.kind)
                ));
            }
            for c in Color::ALL {
                side_text(&mut out, c, &g.sides[c]);
            }
            out.push_str(&format!("  shared: {}\n", list(g.shared)));
            out.push_str(&format!("  unknown area: {}\n", list(g.unknown_area)));
            match (&self.results[i], &self.solutions[i]) {
                (Some(e), _) => result_text(&mut out, e),
                (None, Some(s)) => solution_text(&mut out, s),
                (None, None) => out.push_str(
                    "  result: none (the game has no essential block of one colour: no race)\n",
                ),
            }
        }
        out
    }

    /// The JSON of SPEC section 8 (without `result`, which static evaluation
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
                    "class": g.class,
                    "reason": g.reason,
                    "enclosed": self.partition.is_enclosed(g.points),
                    "black_essential": points_json(g.sides.black.essential),
                    "white_essential": points_json(g.sides.white.essential),
                    "black": side_json(&g.sides.black),
                    "white": side_json(&g.sides.white),
                    "shared": g.shared.len(),
                    "shared_points": points_json(g.shared),
                    "unknown_area": points_json(g.unknown_area),
                    "blocks": g.blocks.iter().map(|b| json!({
                        "color": b.color.name(),
                        "anchor": b.stones.first().map(|p| p.to_string()),
                        "stones": points_json(b.stones),
                        "liberties": b.liberties.len(),
                        "kind": kind_name(b.kind),
                    })).collect::<Vec<_>>(),
                });
                if let Some(e) = &self.results[i] {
                    game["result"] = result_json(e);
                } else if let Some(s) = &self.solutions[i] {
                    game["result"] = solution_json(s);
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
