//! Writing positions: an ASCII board with coordinates, and deterministic SGF.
//!
//! The SGF writer always writes the same bytes for the same position and
//! annotations: a fixed property order and points sorted by SGF text, so that
//! snapshots of annotated positions only change when the position does.

use std::{
    collections::BTreeMap,
    fmt::{self, Write},
};

use crate::go::{Board, Color, Point, PointSet, column_letter};

/// The board drawn with coordinates, first row on top: `X` black, `O` white,
/// `.` empty. [`crate::io::read_ascii`] reads it back.
///
/// ```text
///    A B C
///  3 . . X  3
///  2 . O .  2
///  1 . . .  1
///    A B C
/// ```
#[must_use]
pub fn write_ascii(board: &Board) -> String {
    write_ascii_marked(board, |_| None)
}

/// [`write_ascii`], with the glyph `mark` gives in place of a point's own
/// (`None` keeps `X`, `O` or `.`).
///
/// ```
/// let board = semeai::io::read_ascii("X .\n. O").unwrap();
/// let text = semeai::io::write_ascii_marked(&board, |p| (p.to_string() == "B2").then_some('+'));
/// assert!(text.contains("  2 X + 2"), "{text}");
/// ```
pub fn write_ascii_marked(board: &Board, mark: impl Fn(Point) -> Option<char>) -> String {
    let size = board.size();
    let letters: String = (0..size.width())
        .map(|c| column_letter(c).unwrap_or('?').to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = String::new();
    let _ = writeln!(out, "    {letters}");
    for row in (0..size.height()).rev() {
        let _ = write!(out, "{:>3} ", row + 1);
        for col in 0..size.width() {
            let p = Point::new(col, row).expect("board points are points");
            let c = mark(p).unwrap_or_else(|| board.color_at(p).map_or('.', Color::stone_char));
            if col > 0 {
                out.push(' ');
            }
            out.push(c);
        }
        let _ = writeln!(out, " {}", row + 1);
    }
    let _ = writeln!(out, "    {letters}");
    out
}

/// SGF markup kinds, written in this order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `CR`: circle.
    Circle,
    /// `SQ`: square.
    Square,
    /// `TR`: triangle.
    Triangle,
    /// `MA`: cross.
    Cross,
}

impl Mark {
    fn property(self) -> &'static str {
        match self {
            Mark::Circle => "CR",
            Mark::Square => "SQ",
            Mark::Triangle => "TR",
            Mark::Cross => "MA",
        }
    }
}

/// A position with annotations, written as a one-node SGF game.
///
/// ```
/// use semeai::io::{Mark, SgfWriter};
/// let board = semeai::io::read_ascii(". X .\n. O .\n. . .").unwrap();
/// let sgf = SgfWriter::new(&board)
///     .mark(Mark::Triangle, "A1".parse().unwrap())
///     .comment("a test")
///     .write();
/// assert_eq!(sgf, "(;GM[1]FF[4]CA[UTF-8]AP[semeai]SZ[3]PL[B]AB[ba]AW[bb]TR[ac]C[a test])\n");
/// ```
#[derive(Clone, Debug)]
pub struct SgfWriter<'a> {
    board: &'a Board,
    name: Option<String>,
    marks: BTreeMap<Mark, PointSet>,
    labels: BTreeMap<Point, String>,
    comment: Option<String>,
}

/// Escapes an SGF text value: `\` and `]` get a backslash.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\\' || c == ']' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl<'a> SgfWriter<'a> {
    /// A writer for `board` with no annotations.
    #[must_use]
    pub fn new(board: &'a Board) -> SgfWriter<'a> {
        SgfWriter {
            board,
            name: None,
            marks: BTreeMap::new(),
            labels: BTreeMap::new(),
            comment: None,
        }
    }

    /// Sets the game name (`GN`).
    #[must_use]
    pub fn name(mut self, name: &str) -> Self {
        self.name = Some(name.to_string());
        self
    }

    /// Marks a point.
    #[must_use]
    pub fn mark(mut self, mark: Mark, p: Point) -> Self {
        self.marks.entry(mark).or_default().insert(p);
        self
    }

    /// Marks every point of a set.
    #[must_use]
    pub fn mark_all(mut self, mark: Mark, points: PointSet) -> Self {
        *self.marks.entry(mark).or_default() |= points;
        self
    }

    /// Labels a point (`LB`); a later label of the same point replaces it.
    #[must_use]
    pub fn label(mut self, p: Point, text: &str) -> Self {
        self.labels.insert(p, text.to_string());
        self
    }

    /// Sets the comment (`C`).
    #[must_use]
    pub fn comment(mut self, text: &str) -> Self {
        self.comment = Some(text.to_string());
        self
    }

    fn points(&self, out: &mut String, property: &str, points: PointSet) {
        if points.is_empty() {
            return;
        }
        let size = self.board.size();
        let mut texts: Vec<String> = points.iter().map(|p| size.sgf(p)).collect();
        texts.sort();
        out.push_str(property);
        for t in texts {
            let _ = write!(out, "[{t}]");
        }
    }

    /// The SGF text, ending in a newline.
    #[must_use]
    pub fn write(&self) -> String {
        let board = self.board;
        let size = board.size();
        let mut out = String::from("(;GM[1]FF[4]CA[UTF-8]AP[semeai]");
        if size.width() == size.height() {
            let _ = write!(out, "SZ[{}]", size.width());
        } else {
            let _ = write!(out, "SZ[{}:{}]", size.width(), size.height());
        }
        if let Some(name) = &self.name {
            let _ = write!(out, "GN[{}]", escape(name));
        }
        let _ = write!(out, "PL[{}]", board.to_move().sgf_letter());
        self.points(&mut out, "AB", board.stones(Color::Black));
        self.points(&mut out, "AW", board.stones(Color::White));
        for (mark, points) in &self.marks {
            self.points(&mut out, mark.property(), *points);
        }
        if !self.labels.is_empty() {
            let mut labels: Vec<(String, &String)> =
                self.labels.iter().map(|(p, t)| (size.sgf(*p), t)).collect();
            labels.sort();
            out.push_str("LB");
            for (p, t) in labels {
                let _ = write!(out, "[{p}:{}]", escape(t));
            }
        }
        if let Some(c) = &self.comment {
            let _ = write!(out, "C[{}]", escape(c));
        }
        out.push_str(")\n");
        out
    }
}

/// The position as SGF, without annotations.
#[must_use]
pub fn write_sgf(board: &Board) -> String {
    SgfWriter::new(board).write()
}

impl fmt::Display for Board {
    /// The board as an ASCII diagram with coordinates (see [`write_ascii`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_ascii(self))
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {} ({} to move)", self.size(), self.to_move())?;
        f.write_str(&write_ascii(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::{read_ascii, read_sgf};

    #[test]
    fn ascii_round_trip() {
        let b = read_ascii(". X . .\nO O X .\n. . X .\nwhite to play").unwrap();
        let text = write_ascii(&b);
        let mut back = read_ascii(&text).unwrap();
        back.set_to_move(Color::White);
        assert_eq!(back, b);
        assert_eq!(
            text,
            "    A B C D\n  3 . X . . 3\n  2 O O X . 2\n  1 . . X . 1\n    A B C D\n"
        );
    }

    #[test]
    fn sgf_round_trip_and_order() {
        let b = read_ascii("X . . O .\n. . . . .\nO . X . .\nwhite to play").unwrap();
        let text = write_sgf(&b);
        assert_eq!(
            text,
            "(;GM[1]FF[4]CA[UTF-8]AP[semeai]SZ[5:3]PL[W]AB[aa][cc]AW[ac][da])\n"
        );
        assert_eq!(read_sgf(&text).unwrap(), b);
    }

    #[test]
    fn annotations_are_escaped_and_sorted() {
        let b = read_ascii("...\n...\n...").unwrap();
        let text = SgfWriter::new(&b)
            .label("C1".parse().unwrap(), "b")
            .label("A3".parse().unwrap(), "a]")
            .mark(Mark::Cross, "B2".parse().unwrap())
            .mark(Mark::Circle, "C3".parse().unwrap())
            .name("x\\y")
            .comment("see [1]")
            .write();
        assert_eq!(
            text,
            "(;GM[1]FF[4]CA[UTF-8]AP[semeai]SZ[3]GN[x\\\\y]PL[B]CR[ca]MA[bb]LB[aa:a\\]][cc:b]C[see [1\\]])\n"
        );
        assert!(read_sgf(&text).is_ok());
    }
}
