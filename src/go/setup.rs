//! [`Setup`]: an unchecked description of a position, and its validation into a
//! [`Board`] or a [`SetupError`] that says what is wrong and where.
//!
//! ```
//! use semeai::{Color, Setup, SetupError};
//!
//! let mut setup = Setup::new(9, 9);
//! setup.add(Color::Black, 0, 0).add(Color::White, 1, 0).add(Color::White, 0, 1);
//! // Black's stone on A1 has no liberty: that is no position.
//! let err = setup.build().unwrap_err();
//! assert_eq!(err.to_string(), "the black block at A1 (1 stone) has no liberties");
//! ```

use thiserror::Error;

use super::ByColor;
use crate::go::{Board, BoardSize, Color, MAX_SIDE, Point, PointSet, Rules, column_letter};

/// A position as read, before it is checked: any size, any coordinates.
///
/// ```
/// use semeai::{Color, Setup};
///
/// let mut setup = Setup::new(9, 9);
/// setup.add(Color::Black, 2, 2).add(Color::White, 3, 2);
/// let board = setup.build().unwrap();
/// assert_eq!(board.color_at("C3".parse().unwrap()), Some(Color::Black));
/// // Black's stone on A1 with no liberty is no position.
/// let mut bad = Setup::new(9, 9);
/// bad.add(Color::Black, 0, 0).add(Color::White, 1, 0).add(Color::White, 0, 1);
/// assert_eq!(
///     bad.build().unwrap_err().to_string(),
///     "the black block at A1 (1 stone) has no liberties"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Number of columns.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
    /// Stones as (colour, column, row), rows counted from the bottom from 0.
    pub stones: Vec<(Color, usize, usize)>,
    /// The side to move.
    pub to_move: Color,
    /// The rules.
    pub rules: Rules,
}

/// Why a [`Setup`] is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A side is 0 or over 19.
    #[error("board size {width}x{height} is not supported (each side must be 1 to 19)")]
    BadSize {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
    /// A stone off the board.
    #[error("a {color} stone at {vertex} is off the {width}x{height} board")]
    OffBoard {
        /// The stone's colour.
        color: Color,
        /// Its place, as a vertex where it has one.
        vertex: String,
        /// Board width.
        width: usize,
        /// Board height.
        height: usize,
    },
    /// Two stones on one point.
    #[error("{point} holds both a black and a white stone")]
    BothColors {
        /// The point.
        point: Point,
    },
    /// A block with no liberty.
    #[error("the {color} block at {anchor} ({stones} stone{}) has no liberties", if *.stones == 1 { "" } else { "s" })]
    NoLiberties {
        /// Its colour.
        color: Color,
        /// Its lowest, leftmost stone.
        anchor: Point,
        /// How many stones it has.
        stones: usize,
    },
}

/// How a column/row pair is written in an error: a vertex where it is one.
fn vertex_text(col: usize, row: usize) -> String {
    match (column_letter(col), row < MAX_SIDE) {
        (Some(letter), true) => format!("{letter}{}", row + 1),
        _ => format!("column {}, row {}", col + 1, row + 1),
    }
}

impl Setup {
    /// An empty `width` x `height` setup, Black to move, default rules.
    #[must_use]
    pub fn new(width: usize, height: usize) -> Setup {
        Setup {
            width,
            height,
            stones: Vec::new(),
            to_move: Color::Black,
            rules: Rules::default(),
        }
    }

    /// Adds a stone at `col`, `row` (from the lower left, from 0).
    pub fn add(&mut self, color: Color, col: usize, row: usize) -> &mut Setup {
        self.stones.push((color, col, row));
        self
    }

    /// The setup of an existing board (stones, side to move, rules).
    #[must_use]
    pub fn from_board(board: &Board) -> Setup {
        let mut setup = Setup::new(board.size().width(), board.size().height());
        for color in Color::ALL {
            for p in board.stones(color) {
                setup.add(color, p.col(), p.row());
            }
        }
        setup.to_move = board.to_move();
        setup.rules = board.rules();
        setup
    }

    /// Checks the setup and builds the board.
    ///
    /// # Errors
    /// The first problem found, in this order: the size, stones off the board,
    /// points with stones of both colours, blocks without liberties (lowest first).
    pub fn build(&self) -> Result<Board, SetupError> {
        let size = BoardSize::new(self.width, self.height).ok_or(SetupError::BadSize {
            width: self.width,
            height: self.height,
        })?;
        let mut stones = ByColor::splat(PointSet::EMPTY);
        for &(color, col, row) in &self.stones {
            let p = size.point(col, row).ok_or_else(|| SetupError::OffBoard {
                color,
                vertex: vertex_text(col, row),
                width: self.width,
                height: self.height,
            })?;
            stones[color].insert(p);
        }
        if let Some(point) = (stones.black & stones.white).first() {
            return Err(SetupError::BothColors { point });
        }
        let board = Board::from_checked_parts(size, stones, self.to_move, self.rules);
        if let Some(block) = board.blocks().into_iter().find(|b| b.liberties.is_empty()) {
            return Err(SetupError::NoLiberties {
                color: block.color,
                anchor: block.anchor(),
                stones: block.stones.len(),
            });
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert!(Setup::new(19, 19).build().is_ok());
        assert!(Setup::new(7, 3).build().is_ok());
        assert_eq!(
            Setup::new(21, 21).build().unwrap_err().to_string(),
            "board size 21x21 is not supported (each side must be 1 to 19)"
        );
        assert!(Setup::new(0, 5).build().is_err());
    }

    #[test]
    fn off_board_stones_are_named() {
        let mut s = Setup::new(9, 9);
        s.add(Color::White, 9, 2);
        assert_eq!(
            s.build().unwrap_err().to_string(),
            "a white stone at K3 is off the 9x9 board"
        );
        let mut s = Setup::new(9, 9);
        s.add(Color::Black, 25, 30);
        assert_eq!(
            s.build().unwrap_err().to_string(),
            "a black stone at column 26, row 31 is off the 9x9 board"
        );
    }

    #[test]
    fn both_colours_on_one_point() {
        let mut s = Setup::new(9, 9);
        s.add(Color::White, 3, 3).add(Color::Black, 3, 3);
        assert_eq!(
            s.build().unwrap_err(),
            SetupError::BothColors {
                point: "D4".parse().unwrap()
            }
        );
    }

    #[test]
    fn a_block_without_liberties() {
        let mut s = Setup::new(3, 1);
        s.add(Color::Black, 0, 0)
            .add(Color::Black, 1, 0)
            .add(Color::White, 2, 0);
        let err = s.build().unwrap_err();
        assert_eq!(
            err.to_string(),
            "the black block at A1 (2 stones) has no liberties"
        );
    }

    #[test]
    fn round_trip_through_a_board() {
        let mut s = Setup::new(5, 4);
        s.add(Color::Black, 1, 1).add(Color::White, 2, 1);
        s.to_move = Color::White;
        let b = s.build().unwrap();
        assert_eq!(Setup::from_board(&b).build().unwrap(), b);
    }
}
