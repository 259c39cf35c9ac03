//! # semeai
//!
//! Reads a Go position and analyses its capturing races (semeai) by Martin
//! Müller's method ("Race to Capture: Analyzing Semeai in Go", 1999): who
//! wins, by how many moves, whether it is seki, each side's best move and
//! what the race is worth as a combinatorial game. The same engine gives the
//! status of every block, Wolf's Basic Seki and the score of a finished game.
//!
//! ```
//! use semeai::{AnalyzeOptions, Color, analyze, io};
//!
//! // D1-D3 (3 liberties) against E1-E3 (2 liberties); the walls are safe.
//! let board = io::read_ascii(
//!     ". . . . . . . . .
//!      . o o o x x x . .
//!      . o . X O . x . .
//!      . o . X O . x . .
//!      . o . X O x x . .",
//! ).unwrap();
//! let options = AnalyzeOptions::pair("D1".parse().unwrap(), "E1".parse().unwrap());
//! let analysis = analyze(&board, &options).unwrap();
//! let race = analysis.results[0].as_ref().unwrap();
//! assert_eq!(race.winner, Some(Color::Black));
//! assert!(analysis.text().contains("black wins"));
//! ```
//!
//! The crate is a pipeline; each step has its module, and a module uses only
//! the steps before it (`docs/architecture.md`):
//!
//! | step | module | entry points |
//! |---|---|---|
//! | core types: colours, points, point sets, rules, the board | [`go`] | [`Board`], [`Setup`], [`PointSet`], [`ByColor`], [`Rules`] |
//! | reading and writing positions (SGF, ASCII) | [`io`] | [`io::read`], [`io::load`], [`io::write_ascii`] |
//! | every search budget | (root) | [`Limits`], [`Budget`] |
//! | life: Benson, eye shapes and eye games, safety rules | [`life`] | [`life::benson`], [`life::nakade_shape`] |
//! | 1-3. partition, classification (classes 0-8), static evaluation | [`race`] | [`race::partition`], [`race::classify`], [`race::evaluate`] |
//! | 4. exact search of any class | [`search`] | [`search::solve`], [`search::Solver`] |
//! | game values | [`cgt`] | [`Value`] |
//! | Wolf's Basic Seki | [`seki`] | [`seki::basic_seki`], [`seki::Encoding`] |
//! | the status of every block | [`status`] | [`block_status`], [`BlockStatus`] |
//! | steps 1-5 for a whole position | (root) | [`analyze`], [`AnalyzeOptions`], [`Analysis`] |
//! | the score of a finished game | [`score`] | [`score::score`], [`Score`] |
//! | text, JSON and SVG reports | [`render`] | [`Analysis::text`], [`Analysis::json`] |
//! | GTP engine | [`gtp`] | [`gtp::Engine`] |

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod analysis;
pub mod cgt;
pub mod endgame;
pub mod go;
pub mod gtp;
pub mod io;
pub mod life;
mod limits;
pub mod race;
pub mod render;
pub mod score;
pub mod search;
pub mod seki;
pub mod status;

/// The README's examples, compiled and run as doc tests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use analysis::{Analysis, AnalyzeOptions, analyze};
pub use cgt::Value;
pub use go::{Board, ByColor, Color, Move, Point, PointSet, Rules, Setup, SetupError};
pub use limits::{Budget, Limits};
pub use race::{Class, Outcome, PairError, RaceResult};
pub use score::Score;
pub use status::{BlockStatus, Status, block_status};
