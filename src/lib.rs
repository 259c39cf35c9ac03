//! # semeai
//!
//! Reads a Go position and analyses its capturing races (semeai) by Martin
//! Müller's method ("Race to Capture: Analyzing Semeai in Go", 1999).
//!
//! This crate is built as a pipeline; each step has its module:
//!
//! | step | module |
//! |---|---|
//! | core types: colours, points, point sets | [`Color`], [`Point`], [`PointSet`] |
//! | the board: blocks, liberties, legal moves, superko | [`board`] |
//! | input: SGF and ASCII diagrams, validated | [`setup`], [`input`] |
//! | output: ASCII boards and deterministic SGF | [`output`] |
//! | 1. partition: safe blocks, territory, local games | [`partition`] |
//! | 2. classification: blocks, liberties, eyes, classes 0-8 | [`nakade`], [`classify`] |
//! | steps 1-2 for a whole position, as text and JSON | [`analysis`] |
//!
//! ```
//! use semeai::{Color, input};
//!
//! let board = input::read_ascii(
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

pub mod analysis;
pub mod board;
pub mod classify;
pub mod color;
pub mod evaluate;
pub mod gtp;
pub mod input;
pub mod nakade;
pub mod output;
pub mod partition;
pub mod point;
pub mod pointset;
pub mod safety;
pub mod search;
pub mod setup;
pub mod symmetry;
pub mod values;

/// The README's examples, compiled and run as doc tests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use board::{Block, Board, MoveError, Played, Rules};
pub use color::Color;
pub use point::{BoardSize, Move, Point, PointError};
pub use pointset::PointSet;
pub use setup::{Setup, SetupError};
pub use symmetry::Symmetry;
