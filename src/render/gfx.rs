//! GoGui's analyze graphics (`gfx` commands of the GTP engine): `COLOR`,
//! `LABEL`, `MARK`, `SQUARE`, `TRIANGLE`, `BLACK`, `WHITE` and `TEXT`
//! lines over the board.

use crate::{
    analysis::Analysis,
    go::{Board, ByColor, Color, PointSet},
    score::Score,
    status::{BlockStatus, Status},
};

/// Points separated by spaces, in board order.
pub(crate) fn point_list(set: PointSet) -> String {
    set.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Each local game tinted by its class, labelled with it.
#[must_use]
pub fn gfx_games(a: &Analysis) -> String {
    const PALETTE: [&str; 9] = [
        "#00b000", "#70d040", "#c8c800", "#ff9900", "#ff6600", "#ff2200", "#d0007a", "#8040ff",
        "#909090",
    ];
    let mut out = Vec::new();
    let mut text = Vec::new();
    for (i, g) in a.games.iter().enumerate() {
        out.push(format!(
            "COLOR {} {}",
            PALETTE[usize::from(g.class.number().min(8))],
            g.points
        ));
        if let Some(p) = g.points.first() {
            out.push(format!("LABEL {p} {}", g.class.number()));
        }
        text.push(format!("game {}: class {}", i + 1, g.class.number()));
    }
    out.push(format!("TEXT {}", text.join("; ")));
    out.join("\n")
}

/// Every liberty of every local game, lettered by its kind.
#[must_use]
pub fn gfx_liberties(a: &Analysis) -> String {
    let mut out = Vec::new();
    for g in &a.games {
        for c in Color::ALL {
            let side = &g.sides[c];
            let tag = if c == Color::Black { "b" } else { "w" };
            for p in side.plain_outside.iter() {
                out.push(format!("LABEL {p} {tag}"));
            }
            for p in (side.outside - side.plain_outside).iter() {
                out.push(format!("LABEL {p} {tag}?"));
            }
            for eye in &side.eyes {
                for p in (eye.points & a.board.empty_points()).iter() {
                    out.push(format!("LABEL {p} E{tag}"));
                }
            }
        }
        for p in g.shared.iter() {
            out.push(format!("LABEL {p} s"));
        }
        for p in g.unknown_area.iter() {
            out.push(format!("LABEL {p} ?"));
        }
    }
    out.push(
        "TEXT b/w: plain outside liberty of Black/White, b?/w?: not plain, Eb/Ew: eye, s: shared, ?: unknown area"
            .into(),
    );
    out.join("\n")
}

/// Every block's status on the board: dead stones marked with a cross,
/// seki with a square, unsettled with a triangle, unknown with `?`;
/// alive blocks are left plain.
#[must_use]
pub fn gfx_status(blocks: &[BlockStatus]) -> String {
    let mut shapes: [(&str, Vec<String>); 3] = [
        ("MARK", Vec::new()),
        ("SQUARE", Vec::new()),
        ("TRIANGLE", Vec::new()),
    ];
    let mut out = Vec::new();
    for b in blocks {
        let slot = match b.status {
            Status::Dead => 0,
            Status::Seki => 1,
            Status::Unsettled => 2,
            Status::Unknown => {
                out.extend(b.stones.iter().map(|p| format!("LABEL {p} ?")));
                continue;
            }
            Status::Alive => continue,
        };
        shapes[slot]
            .1
            .extend(b.stones.iter().map(|p| p.to_string()));
    }
    for (shape, points) in shapes {
        if !points.is_empty() {
            out.push(format!("{shape} {}", points.join(" ")));
        }
    }
    let count = |s: Status| blocks.iter().filter(|b| b.status == s).count();
    out.push(format!(
        "TEXT blocks: {} alive, {} dead (x), {} seki (square), {} unsettled (triangle), {} unknown (?)",
        count(Status::Alive),
        count(Status::Dead),
        count(Status::Seki),
        count(Status::Unsettled),
        count(Status::Unknown)
    ));
    out.join("\n")
}

/// The count: territory as coloured squares, dead stones marked with a
/// cross, seki stones and points with a square.
#[must_use]
pub fn gfx_score(s: &Score) -> String {
    let mut lines = Vec::new();
    for (word, set) in [
        ("BLACK", s.territory.black),
        ("WHITE", s.territory.white),
        ("MARK", s.dead),
        ("SQUARE", s.seki | s.seki_points),
    ] {
        if !set.is_empty() {
            lines.push(format!("{word} {}", point_list(set)));
        }
    }
    lines.push(format!("TEXT {} ({})", s.result(), s.scoring.name()));
    lines.join("\n")
}

/// The safe points as territory, the proven dame in magenta, and the
/// counts on the status line (Fuego's `go_safe_gfx`).
#[must_use]
pub fn gfx_safe(board: &Board, solver: &str, safe: ByColor<PointSet>, dame: PointSet) -> String {
    let total = board.points().len();
    let (b, w) = (safe.black.len(), safe.white.len());
    format!(
        "BLACK {}\nWHITE {}\nCOLOR #980098 {}\nTEXT Solver: {solver}  B: {b} ({} %)  W: {w} ({} %)  Both: {} ({} %)",
        point_list(safe.black),
        point_list(safe.white),
        point_list(dame),
        100 * b / total,
        100 * w / total,
        b + w,
        100 * (b + w) / total
    )
}
