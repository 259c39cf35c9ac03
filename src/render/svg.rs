//! Board pictures (SVG): the grid, coordinates and stones, with what an
//! analysis, a count or a Basic Seki found drawn over them. The output is
//! deterministic (integer coordinates, a fixed order), so it can be
//! snapshot-tested.
//!
//! ```text
//!   analysis: each local game tinted by class, liberties lettered by kind
//!             (o outside, s shared, e eye), best moves ringed and lettered
//!   count:    territory as small squares, dead stones crossed, seki points
//!             and dame marked
//!   seki:     liberties numbered in the order of the encoding, the blocks'
//!             stones ringed in their bundle's colour
//! ```

use std::fmt::Write;

use crate::{
    analysis::Analysis,
    go::{Board, Color, Move, Point, PointSet},
    score::Score,
    seki::BasicSeki,
};

const CELL: usize = 28;
const MARGIN: usize = 32;

/// The tint of each class 0-8.
const CLASS_TINTS: [&str; 9] = [
    "#4caf50", "#2196f3", "#9c27b0", "#ff9800", "#f44336", "#00bcd4", "#795548", "#e91e63",
    "#607d8b",
];

/// A picture being drawn.
struct Picture {
    board: Board,
    out: String,
}

impl Picture {
    fn new(board: &Board, title: &str) -> Picture {
        let (w, h) = (board.size().width(), board.size().height());
        let (pw, ph) = (2 * MARGIN + (w - 1) * CELL, 2 * MARGIN + (h - 1) * CELL);
        let mut out = String::new();
        let _ = writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{pw}" height="{ph}" viewBox="0 0 {pw} {ph}" font-family="sans-serif">"#
        );
        let _ = writeln!(out, "<title>{}</title>", escape(title));
        let _ = writeln!(
            out,
            r##"<rect width="{pw}" height="{ph}" fill="#dcb35c"/>"##
        );
        let mut p = Picture {
            board: board.clone(),
            out,
        };
        p.grid();
        p
    }

    /// The centre of a point, from the top left.
    fn at(&self, p: Point) -> (usize, usize) {
        let h = self.board.size().height();
        (MARGIN + p.col() * CELL, MARGIN + (h - 1 - p.row()) * CELL)
    }

    fn grid(&mut self) {
        let (w, h) = (self.board.size().width(), self.board.size().height());
        let (x1, y1) = (MARGIN + (w - 1) * CELL, MARGIN + (h - 1) * CELL);
        let mut lines = String::new();
        for c in 0..w {
            let x = MARGIN + c * CELL;
            let _ = write!(lines, "M{x} {MARGIN}V{y1}");
        }
        for r in 0..h {
            let y = MARGIN + r * CELL;
            let _ = write!(lines, "M{MARGIN} {y}H{x1}");
        }
        let _ = writeln!(
            self.out,
            r##"<path d="{lines}" stroke="#000" stroke-width="1"/>"##
        );
        for p in self.board.size().points() {
            if is_star(self.board.size().width(), self.board.size().height(), p) {
                let (x, y) = self.at(p);
                let _ = writeln!(
                    self.out,
                    r##"<circle cx="{x}" cy="{y}" r="3" fill="#000"/>"##
                );
            }
        }
        for c in 0..w {
            let x = MARGIN + c * CELL;
            let letter = crate::go::column_letter(c).unwrap_or('?');
            for y in [MARGIN / 2 + 4, y1 + MARGIN / 2 + 6] {
                let _ = writeln!(
                    self.out,
                    r#"<text x="{x}" y="{y}" font-size="12" text-anchor="middle">{letter}</text>"#
                );
            }
        }
        for r in 0..h {
            let y = MARGIN + r * CELL + 4;
            let number = h - r;
            for x in [MARGIN / 2 - 2, x1 + MARGIN / 2 + 2] {
                let _ = writeln!(
                    self.out,
                    r#"<text x="{x}" y="{y}" font-size="12" text-anchor="middle">{number}</text>"#
                );
            }
        }
    }

    fn tint(&mut self, points: PointSet, colour: &str) {
        for p in points.iter() {
            let (x, y) = self.at(p);
            let (x, y) = (x - CELL / 2, y - CELL / 2);
            let _ = writeln!(
                self.out,
                r#"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{colour}" fill-opacity="0.35"/>"#
            );
        }
    }

    fn stones(&mut self) {
        for c in Color::ALL {
            for p in self.board.stones(c).iter() {
                let (x, y) = self.at(p);
                let (fill, stroke) = match c {
                    Color::Black => ("#000", "#000"),
                    Color::White => ("#fff", "#000"),
                };
                let _ = writeln!(
                    self.out,
                    r#"<circle cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="{stroke}"/>"#,
                    CELL / 2 - 1
                );
            }
        }
    }

    /// A short label on a point, in the colour that reads on it.
    fn label(&mut self, p: Point, text: &str, colour: &str) {
        let (x, y) = self.at(p);
        let colour = match self.board.color_at(p) {
            Some(Color::Black) if colour == "#000" => "#fff",
            _ => colour,
        };
        let _ = writeln!(
            self.out,
            r#"<text x="{x}" y="{}" font-size="13" font-weight="bold" text-anchor="middle" fill="{colour}">{}</text>"#,
            y + 5,
            escape(text)
        );
    }

    fn ring(&mut self, p: Point, colour: &str) {
        let (x, y) = self.at(p);
        let _ = writeln!(
            self.out,
            r#"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{colour}" stroke-width="3"/>"#,
            CELL / 2 - 2
        );
    }

    fn cross(&mut self, p: Point, colour: &str) {
        let (x, y) = self.at(p);
        let d = CELL / 4;
        let _ = writeln!(
            self.out,
            r#"<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{colour}" stroke-width="3"/>"#,
            x - d,
            y - d,
            x + d,
            y + d,
            x - d,
            y + d,
            x + d,
            y - d
        );
    }

    fn square(&mut self, p: Point, fill: &str) {
        let (x, y) = self.at(p);
        let d = CELL / 5;
        let _ = writeln!(
            self.out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="#000"/>"##,
            x - d,
            y - d,
            2 * d,
            2 * d
        );
    }

    fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Star points of the usual board sizes.
fn is_star(w: usize, h: usize, p: Point) -> bool {
    if w != h || !matches!(w, 9 | 13 | 19) {
        return false;
    }
    let lines: &[usize] = match w {
        9 => &[2, 4, 6],
        13 => &[3, 6, 9],
        _ => &[3, 9, 15],
    };
    lines.contains(&p.col()) && lines.contains(&p.row()) && (w != 9 || p.col() != 4 || p.row() == 4)
}

impl Analysis {
    /// The analysis as an SVG picture: each local game tinted by its class,
    /// its empty points lettered by kind (o outside liberty, s shared, e eye,
    /// ? unknown area), and each side's best move ringed in its colour and
    /// lettered B or W.
    #[must_use]
    pub fn svg(&self) -> String {
        let mut p = Picture::new(&self.board, "semeai analyze");
        for game in &self.games {
            let tint = CLASS_TINTS[usize::from(game.class.number()).min(8)];
            p.tint(game.points, tint);
        }
        p.stones();
        for game in &self.games {
            for side in [&game.sides.black, &game.sides.white] {
                for q in side.outside.iter() {
                    p.label(q, "o", "#000");
                }
                for eye in &side.eyes {
                    for q in (eye.points & self.board.empty_points()).iter() {
                        p.label(q, "e", "#000");
                    }
                }
            }
            for q in game.shared.iter() {
                p.label(q, "s", "#000");
            }
            for q in game.unknown_area.iter() {
                p.label(q, "?", "#000");
            }
        }
        for result in self.results.iter().flatten() {
            for (c, letter, colour) in [(Color::Black, "B", "#c00"), (Color::White, "W", "#06c")] {
                if let Some(Move::Place(q)) = result.best_move[c] {
                    p.ring(q, colour);
                    p.label(q, letter, colour);
                }
            }
        }
        p.finish()
    }
}

impl Score {
    /// The count as an SVG picture of `board`: territory as small squares
    /// of its owner's colour, dead stones crossed in red, seki stones ringed
    /// in green and seki points lettered `=`, dame dotted, forced
    /// connections lettered `!`.
    #[must_use]
    pub fn svg(&self, board: &Board) -> String {
        let title = format!("semeai score: {}", self.result());
        let mut p = Picture::new(board, &title);
        p.stones();
        for (c, fill) in [(Color::Black, "#000"), (Color::White, "#fff")] {
            for q in self.territory[c].iter() {
                p.square(q, fill);
            }
        }
        for q in self.dead.iter() {
            p.cross(q, "#d00");
        }
        for q in self.seki.iter() {
            p.ring(q, "#2a2");
        }
        for q in self.seki_points.iter() {
            p.label(q, "=", "#2a2");
        }
        for q in self.dame.iter() {
            p.label(q, "·", "#000");
        }
        for q in self.forced.iter() {
            p.label(q, "!", "#d00");
        }
        p.finish()
    }
}

/// The Basic Seki of `board` as an SVG picture: each part's liberties
/// numbered from 1 in the order of its encoding, its essential blocks
/// ringed block by block in red and blue by turns, negligible stones
/// crossed.
#[must_use]
pub fn seki_svg(board: &Board, seki: &[BasicSeki]) -> String {
    let codes: Vec<String> = seki.iter().map(|s| s.part.to_string()).collect();
    let mut p = Picture::new(board, &format!("semeai seki: {}", codes.join(" ")));
    for s in seki {
        p.tint(s.node_set() | s.stones(), CLASS_TINTS[0]);
    }
    p.stones();
    for s in seki {
        for (i, b) in s.blocks.iter().enumerate() {
            let colour = if i % 2 == 0 { "#c00" } else { "#06c" };
            for q in b.stones.iter() {
                p.ring(q, colour);
            }
        }
        for n in &s.negligible {
            for q in n.iter() {
                p.cross(q, "#d00");
            }
        }
        for (i, &q) in s.nodes.iter().enumerate() {
            p.label(q, &(i + 1).to_string(), "#000");
        }
    }
    p.finish()
}
