//! The core types of the game of Go, which know nothing of races: colours
//! and per-colour pairs, points and point sets, board sizes and symmetries,
//! the rules, and the validated position with its line of play.
//!
//! ```text
//! go ← io                    (readers and writers of positions)
//! go ← life ← race ← search ← analysis ← render, gtp, cli
//! ```

mod board;
mod color;
mod hash;
mod point;
mod pointset;
mod rules;
mod setup;
mod symmetry;

pub(crate) use board::took_ko;
pub use board::{Block, Board, MoveError, Played};
pub use color::{ByColor, Color};
pub(crate) use hash::{Choices, KeyHasher, splitmix64};
pub use point::{BoardSize, Move, Point, PointError};
pub(crate) use point::{MAX_SIDE, NUM_INDICES, STRIDE, column_letter};
pub use pointset::PointSet;
pub use rules::{KoRule, Komi, Rules, Scoring};
pub use setup::{Setup, SetupError};
pub use symmetry::Symmetry;
