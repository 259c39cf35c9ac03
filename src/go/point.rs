//! Points, board sizes and moves, with their GTP and SGF spellings.
//!
//! A [`Point`] is a column and a row counted from the lower left corner, as GTP
//! counts them: `A1` is column 0, row 0. Columns are lettered `A`..`T` without `I`.
//! SGF counts rows from the top, so turning a point into SGF text and back needs
//! the board's height, which [`BoardSize`] supplies.
//!
//! ```text
//!   A B C D      SGF: aa is the upper left point,
//! 4 . . . .  4        D1 on a 4x4 board is "dd".
//! 3 . . . .  3
//! 2 . . . .  2
//! 1 . . . X  1   <- D1
//!   A B C D
//! ```

use std::{fmt, str::FromStr};

use thiserror::Error;

/// The largest board side semeai handles.
pub const MAX_SIDE: usize = 19;

/// Distance between vertically adjacent points in the bit layout. One more than
/// [`MAX_SIDE`]: the extra column is never on the board, so shifting a set one
/// step east or west never wraps onto the next row.
pub const STRIDE: usize = MAX_SIDE + 1;

/// Number of bit positions a point index can take.
pub const NUM_INDICES: usize = STRIDE * MAX_SIDE;

const COLUMN_LETTERS: &[u8; MAX_SIDE] = b"ABCDEFGHJKLMNOPQRST";

/// A point of a board of at most 19x19: a column and a row from the lower left.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u16);

impl Point {
    /// The point at `col`, `row` (both from 0, row 0 at the bottom), if both are below 19.
    #[must_use]
    pub const fn new(col: usize, row: usize) -> Option<Point> {
        if col < MAX_SIDE && row < MAX_SIDE {
            Some(Point((row * STRIDE + col) as u16))
        } else {
            None
        }
    }

    /// The point with bit index `index`, if that index is a point.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < NUM_INDICES && index % STRIDE < MAX_SIDE {
            Some(Point(index as u16))
        } else {
            None
        }
    }

    /// The point's bit index in a [`crate::PointSet`].
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, from 0 at the left.
    #[must_use]
    pub const fn col(self) -> usize {
        self.0 as usize % STRIDE
    }

    /// Row, from 0 at the bottom.
    #[must_use]
    pub const fn row(self) -> usize {
        self.0 as usize / STRIDE
    }

    /// The GTP vertex, e.g. `D4`. It does not depend on the board's size.
    #[must_use]
    pub fn gtp(self) -> String {
        self.to_string()
    }

    /// Reads a GTP vertex such as `D4` or `t19` (no `I`, any case).
    ///
    /// # Errors
    /// [`PointError`] when the text is not a vertex of a 19x19 board.
    pub fn from_gtp(text: &str) -> Result<Point, PointError> {
        let bad = || PointError::BadVertex(shortened(text));
        let mut chars = text.trim().chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let col = COLUMN_LETTERS
            .iter()
            .position(|&c| c as char == letter)
            .ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let number: usize = digits.parse().map_err(|_| bad())?;
        if number == 0 {
            return Err(bad());
        }
        Point::new(col, number - 1).ok_or_else(bad)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            COLUMN_LETTERS[self.col()] as char,
            self.row() + 1
        )
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Point {
    type Err = PointError;
    fn from_str(s: &str) -> Result<Point, PointError> {
        Point::from_gtp(s)
    }
}

/// The letter GTP gives column `col` (0-based), if there is one.
#[must_use]
pub fn column_letter(col: usize) -> Option<char> {
    COLUMN_LETTERS.get(col).map(|&c| c as char)
}

/// A bad text as an error quotes it: whole up to 24 characters, else its
/// first 20 and an ellipsis (a line of hostile input stays one short line).
fn shortened(text: &str) -> String {
    if text.chars().count() <= 24 {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(20).collect::<String>())
    }
}

/// What is wrong with a vertex or point text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PointError {
    /// Not a GTP vertex at all.
    #[error("'{0}' is not a vertex (a letter A-T without I, then a row number 1-19)")]
    BadVertex(String),
    /// Not a two-letter SGF point.
    #[error("'{0}' is not an SGF point (two letters a-s)")]
    BadSgf(String),
    /// A well-formed point that is not on this board.
    #[error("{point} is off the {size} board")]
    OffBoard {
        /// The text as given.
        point: String,
        /// The board.
        size: BoardSize,
    },
}

/// The dimensions of a board: 1 to 19 columns and rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    width: u8,
    height: u8,
}

impl BoardSize {
    /// The standard 19x19 board.
    pub const STANDARD: BoardSize = BoardSize {
        width: 19,
        height: 19,
    };

    /// A `width` x `height` board, if both are between 1 and 19.
    #[must_use]
    pub const fn new(width: usize, height: usize) -> Option<BoardSize> {
        if width >= 1 && width <= MAX_SIDE && height >= 1 && height <= MAX_SIDE {
            Some(BoardSize {
                width: width as u8,
                height: height as u8,
            })
        } else {
            None
        }
    }

    /// A square board.
    #[must_use]
    pub const fn square(side: usize) -> Option<BoardSize> {
        BoardSize::new(side, side)
    }

    /// Number of columns.
    #[must_use]
    pub const fn width(self) -> usize {
        self.width as usize
    }

    /// Number of rows.
    #[must_use]
    pub const fn height(self) -> usize {
        self.height as usize
    }

    /// Number of points.
    #[must_use]
    pub const fn area(self) -> usize {
        self.width() * self.height()
    }

    /// Whether `p` lies on this board.
    #[must_use]
    pub const fn contains(self, p: Point) -> bool {
        p.col() < self.width() && p.row() < self.height()
    }

    /// The point at `col`, `row` if it is on this board.
    #[must_use]
    pub const fn point(self, col: usize, row: usize) -> Option<Point> {
        if col < self.width() && row < self.height() {
            Point::new(col, row)
        } else {
            None
        }
    }

    /// Reads a GTP vertex and checks that it is on this board.
    ///
    /// # Errors
    /// [`PointError`] for text that is no vertex or a vertex off this board.
    pub fn parse_gtp(self, text: &str) -> Result<Point, PointError> {
        let p = Point::from_gtp(text)?;
        if self.contains(p) {
            Ok(p)
        } else {
            Err(PointError::OffBoard {
                point: text.trim().to_string(),
                size: self,
            })
        }
    }

    /// The SGF text of `p` on this board (`aa` is the upper left corner).
    #[must_use]
    pub fn sgf(self, p: Point) -> String {
        let x = p.col() as u8;
        let y = (self.height() - 1 - p.row()) as u8;
        format!("{}{}", (b'a' + x) as char, (b'a' + y) as char)
    }

    /// The point of SGF coordinates `x` (from the left) and `y` (from the top), if on this board.
    #[must_use]
    pub const fn from_sgf_coords(self, x: usize, y: usize) -> Option<Point> {
        if y < self.height() {
            self.point(x, self.height() - 1 - y)
        } else {
            None
        }
    }

    /// Reads a two-letter SGF point such as `dd`.
    ///
    /// # Errors
    /// [`PointError`] for text that is no SGF point or a point off this board.
    pub fn parse_sgf(self, text: &str) -> Result<Point, PointError> {
        let b = text.as_bytes();
        if b.len() != 2 || !b.iter().all(u8::is_ascii_lowercase) {
            return Err(PointError::BadSgf(shortened(text)));
        }
        self.from_sgf_coords((b[0] - b'a') as usize, (b[1] - b'a') as usize)
            .ok_or_else(|| PointError::OffBoard {
                point: text.to_string(),
                size: self,
            })
    }

    /// All points of the board, row by row from A1.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (0..self.height())
            .flat_map(move |row| (0..self.width()).filter_map(move |col| Point::new(col, row)))
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// A move: a stone on a point, or a pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Put a stone on the point.
    Place(Point),
    /// Pass.
    Pass,
}

impl Move {
    /// The point played, if any.
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        }
    }

    /// Reads a GTP move: a vertex or `pass` (any case).
    ///
    /// # Errors
    /// [`PointError`] when the text is neither.
    pub fn from_gtp(text: &str) -> Result<Move, PointError> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            Point::from_gtp(text).map(Move::Place)
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Place(p)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => write!(f, "{p}"),
            Move::Pass => f.write_str("PASS"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_round_trip_on_every_point() {
        for p in BoardSize::STANDARD.points() {
            assert_eq!(Point::from_gtp(&p.gtp()), Ok(p));
        }
        assert_eq!(BoardSize::STANDARD.points().count(), 361);
    }

    #[test]
    fn gtp_spelling() {
        assert_eq!(Point::new(0, 0).unwrap().to_string(), "A1");
        assert_eq!(Point::new(8, 0).unwrap().to_string(), "J1");
        assert_eq!(Point::new(18, 18).unwrap().to_string(), "T19");
        assert_eq!("d4".parse::<Point>(), Ok(Point::new(3, 3).unwrap()));
        for bad in ["I5", "A0", "A20", "U1", "", "A", "4D", "A+1", "A01x"] {
            assert!(bad.parse::<Point>().is_err(), "{bad}");
        }
    }

    #[test]
    fn sgf_counts_rows_from_the_top() {
        let s = BoardSize::square(4).unwrap();
        let d1 = s.parse_gtp("D1").unwrap();
        assert_eq!(s.sgf(d1), "dd");
        assert_eq!(s.parse_sgf("aa").unwrap().to_string(), "A4");
        assert!(s.parse_sgf("ee").is_err());
        assert!(s.parse_sgf("aA").is_err());
        for p in s.points() {
            assert_eq!(s.parse_sgf(&s.sgf(p)), Ok(p));
        }
    }

    #[test]
    fn rectangular_boards() {
        let s = BoardSize::new(5, 3).unwrap();
        assert_eq!(s.area(), 15);
        assert!(s.parse_gtp("E3").is_ok());
        assert!(s.parse_gtp("F1").is_err());
        assert!(s.parse_gtp("A4").is_err());
        assert_eq!(BoardSize::new(20, 3), None);
        assert_eq!(BoardSize::new(0, 3), None);
    }

    #[test]
    fn moves() {
        assert_eq!(Move::from_gtp("PASS"), Ok(Move::Pass));
        assert_eq!(Move::from_gtp("c3").unwrap().to_string(), "C3");
    }

    #[test]
    fn a_long_bad_vertex_is_quoted_short() {
        let err = Point::from_gtp(&"A".repeat(100_000))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("'AAAAAAAAAAAAAAAAAAAA...' is not a vertex"),
            "{err}"
        );
        assert!(err.len() < 100);
        let err = Point::from_gtp("Z99").unwrap_err().to_string();
        assert!(err.starts_with("'Z99' is not"), "{err}");
    }
}
