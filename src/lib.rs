//! # semeai
//!
//! Reads a Go position and analyses its capturing races (semeai) by Martin
//! Müller's method ("Race to Capture: Analyzing Semeai in Go", 1999).
//!
//! The crate is a pipeline; each step has its module, and a module uses only
//! the steps before it (`go ← io`; `go ← life ← race ← search ← seki ←
//! status ← analysis ← render, gtp`):
//!
//! | step | module | entry points |
//! |---|---|---|
//! | core types: colours, points, point sets, rules, the board | `go` | [`Board`], [`Setup`], [`PointSet`], [`ByColor`], [`Rules`] |
//! | reading and writing positions (SGF, ASCII) | [`io`] | [`io::read`], [`io::load`], [`io::write_ascii`] |
//! | life: Benson, eye shapes, safety rules | `life` | [`benson`], [`nakade_shape`] |
//! | 1. partition: safe blocks, territory, local games | `race` | [`partition`], [`partition_pair`] |
//! | 2. classification: blocks, liberties, eyes, classes 0-8 | `race` | [`classify`], [`Class`] |
//! | 3. static evaluation of classes 0-2 | `race` | [`evaluate`], [`RaceResult`] |
//! | 4. exact search of any class | `search` | [`solve`], [`Solver`] |
//! | game values | `cgt` | [`Value`] |
//! | Wolf's Basic Seki: encoding, counting, recognition, generation | [`seki`] | [`seki::basic_seki`], [`seki::Encoding`] |
//! | steps 1-5 for a whole position | `analysis` | [`analyze`], [`Analysis`] |
//! | text and JSON reports | `render` | [`Analysis::text`], [`Analysis::json`] |
//! | GTP engine | [`gtp`] | [`gtp::Engine`] |
//!
//! ```
//! use semeai::{Color, io};
//!
//! let board = io::read_ascii(
//!     ". X O .
//!      X X O .
//!      O O O .",
//! ).unwrap();
//! let black = board.block_at("A2".parse().unwrap()).unwrap();
//! assert_eq!(black.color, Color::Black);
//! assert_eq!(black.liberties.len(), 1); // A3
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod analysis;
mod cgt;
mod go;
pub mod gtp;
pub mod io;
mod life;
mod race;
mod render;
pub use render::{
    counts_json, counts_text, encoding_json, encoding_text, seki_json, seki_svg, seki_text,
};
pub mod score;
mod search;
pub mod seki;
mod status;

/// The README's examples, compiled and run as doc tests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use analysis::{
    Analysis, WHOLE_BOARD_BUDGET, analyze, analyze_with, analyze_without_reduction,
};
pub use cgt::{Q, Value, ValueError};
pub use go::{
    Block, Board, BoardSize, ByColor, Color, KoRule, Komi, Move, MoveError, Played, Point,
    PointError, PointSet, Rules, Scoring, Setup, SetupError, Symmetry,
};
pub use life::{
    EyeCounter, EyeLife, NakadeShape, Safety, Unconditional, UnconditionalLife, benson,
    benson_local, eye_as_counter, eye_counter, eye_life, eye_life_with, is_nakade_eye,
    nakade_shape, outside_as_counter, unconditional_life, unconditional_status,
};
pub use race::{
    BlockKind, Class, Eye, EyeCount, FirstMovers, Formula, GameBlock, LocalGame, Method, Outcome,
    PairError, Partition, Race, RaceResult, Side, classify, evaluate, first_movers,
    formula_evaluation, partition, partition_pair, partition_pair_with, partition_with,
};
pub use search::{Budget, Repetition, Solver, solve, solve_results, solve_without_reduction};
pub use status::{
    BlockStatus, Proof, SafetySolver, Status, StatusLimits, block_status, dame_points, safe_points,
    safe_points_with,
};
