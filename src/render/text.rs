//! The text report.

use super::{anchors, kind_name, list, opt};
use crate::{
    analysis::Analysis,
    go::{Board, ByColor, Color},
    race::{Eye, LocalGame, Method, RaceResult, Side},
    search::{FightAnswer, FightMethod},
};

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

fn result_text(out: &mut String, r: &RaceResult) {
    match &r.method {
        Method::Static { race, formula: f } => out.push_str(&format!(
            "  result (static): L_B {} L_W {} S {}, eye status {} / {}, attacker {}, D {}, F {}\n",
            f.liberties.black,
            f.liberties.white,
            race.shared,
            f.eye_status.black,
            f.eye_status.white,
            f.attacker.map_or("either", Color::name),
            f.d,
            f.forced
        )),
        Method::Search { nodes, .. } => {
            out.push_str(&format!("  result (search, {nodes} nodes):\n"));
        }
        Method::Counted { nodes } => {
            out.push_str(&format!(
                "  result (search past its budget, {nodes} nodes; first movers counted from the big eyes):\n"
            ));
        }
        Method::BasicSeki { encoding } => {
            out.push_str(&format!(
                "  result (Basic Seki {encoding}, without search):\n"
            ));
        }
        Method::NotSearched { empty_points } => {
            out.push_str(&format!(
                "  result: not searched: {empty_points} empty points (a search covers {} in {} points); unknown\n",
                crate::limits::PAIR_SEARCH_EMPTY,
                crate::limits::PAIR_SEARCH_POINTS
            ));
            return;
        }
    }
    // The static evaluator always knows every figure; it says "wins" and
    // "seki" where search, which also tells a win or seki that lasts
    // whatever the loser does, says "unconditionally" and "for good".
    let verdict = match (r.winner, r.unsettled, r.status) {
        (Some(w), _, _) if r.unconditional && !r.is_static() => {
            format!("; {} wins unconditionally", w.name())
        }
        (Some(w), _, _) => format!("; {} wins", w.name()),
        (None, true, _) => "; unsettled".to_string(),
        _ if r.is_static() => "; seki".to_string(),
        (None, false, Some(0)) if r.unconditional => "; seki for good".to_string(),
        (None, false, Some(0)) => "; seki".to_string(),
        _ => String::new(),
    };
    out.push_str(&format!(
        "    black first: {}; white first: {}; status {}, sekiLevel {}{}\n",
        r.black_first.word(),
        r.white_first.word(),
        if r.unconditional && r.winner.is_some() {
            "unconditional".to_string()
        } else {
            opt(r.status)
        },
        if r.winner.is_some() && !r.is_static() {
            "-".to_string()
        } else {
            opt(r.seki_level)
        },
        verdict
    ));
    let value = match &r.value {
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
        opt(r.best_move.black),
        opt(r.best_move.white)
    ));
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
            Some((a, b)) => {
                out.push_str(&format!(
                    "pair mode: the race of {a} and {b}; every other block is a wall assumed safe"
                ));
                let capturable = self.partition.capturable.both();
                if !capturable.is_empty() {
                    let anchors = board
                        .blocks()
                        .into_iter()
                        .filter(|b| b.stones.is_subset(capturable))
                        .map(|b| b.anchor().to_string())
                        .collect::<Vec<_>>();
                    out.push_str(&format!(
                        ", but for {} (short of liberties next to the race: in the game)",
                        anchors.join(" ")
                    ));
                }
                out.push('\n');
            }
            None => out.push_str(
                "whole-board mode: proven safe by Benson or Müller's static rules; assumed safe when touching an open area\n",
            ),
        }
        for c in Color::ALL {
            let shown = self.partition.shown[c];
            let ruled = self.partition.ruled[c];
            out.push_str(&format!(
                "  {} safe blocks: proven {}{}; assumed {}{}\n",
                c.title(),
                list(anchors(board, self.partition.proven[c])),
                if ruled.is_empty() {
                    String::new()
                } else {
                    format!(", by the static rules {}", list(anchors(board, ruled)))
                },
                list(anchors(board, self.partition.assumed[c])),
                if shown.is_empty() {
                    String::new()
                } else {
                    format!("; shown by search {}", list(anchors(board, shown)))
                }
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
                g.class.number(),
                g.points.len(),
                g.class
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
            match &self.results[i] {
                Some(r) => result_text(&mut out, r),
                None => out.push_str(
                    "  result: none (the game has no essential block of one colour: no race)\n",
                ),
            }
            if let Some(fight) = &self.fights[i] {
                fight_text(&mut out, &self.board, g, fight);
            }
        }
        out
    }
}

/// The fight to live with each side moving first: GNU Go's codes (the
/// first mover lives, it kills) and the move, with how it was found.
fn fight_text(
    out: &mut String,
    board: &Board,
    game: &LocalGame,
    fight: &ByColor<Result<FightAnswer, String>>,
) {
    out.push_str("  fight to live (lives, kills, move; GNU Go's analyze_semeai):\n");
    let left_out = game.essential().both() - game.targets.both();
    if !left_out.is_empty() {
        out.push_str(&format!(
            "    not at stake: {} (chained blocks in atari: taking them kills no named block)\n",
            list(anchors(board, left_out))
        ));
    }
    for c in Color::ALL {
        let answer = match &fight[c] {
            Ok(a) => {
                let how = match a.method {
                    FightMethod::Race => "the race's answer",
                    FightMethod::Search { near: false } => "search",
                    FightMethod::Search { near: true } => "search near the racers, an estimate",
                    FightMethod::AssumedLife => {
                        "search past the budget, big eyes left by captures taken as life, an estimate"
                    }
                    FightMethod::CaptureRace => "the capture race past the budget, an estimate",
                    FightMethod::Formula => "the formula past the budget, an estimate",
                };
                format!("{a} ({how})")
            }
            Err(e) => format!("unknown ({e})"),
        };
        out.push_str(&format!("    {} first: {answer}\n", c.name()));
    }
}
