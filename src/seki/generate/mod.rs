//! Generation of a position for a Basic Seki encoding (docs/seki.md,
//! "Generation"), as Wolf suggests: draw the graph large, the blocks along
//! its edges; fill between blocks of different colours with either colour
//! and between blocks of one colour with a living group of the other.
//!
//! The drawing puts the nodes on one row, each bundle between two nodes as
//! 1-3 lanes (straight along the row, or an arch above or below it), the
//! closing bundle of a cycle as arcs around the whole row:
//!
//! ```text
//!   . . . . . . . . .        0 1 _1: the white block (O) wraps round
//!   x x x x o o o o o        its eye A, shares B with the black block
//!   x O O x o X X X o        (X), which wraps round its eye C; every
//!   O A O O X B X C X        other point is a living group of the
//!   O O O x o X X X o        opposite colour (x, o) with two eyes.
//! ```
//!
//! Then (the same for every drawing):
//! 1. a free point next to blocks of both colours joins one of them;
//! 2. every other free point becomes a filler stone of the colour opposite
//!    to the blocks it touches, spreading from them;
//! 3. each filler group gets two one-point eyes;
//! 4. the position is recognised and kept only when it gives back the
//!    encoding, exact search confirms it seki with either side first, and
//!    every filler group is alive by Benson.
//!
//! The arc closing a cycle leaves its end node along the row, four points
//! out, where an arch of its colour starts there below the row (room for a
//! living group between their legs). After the drawings of growing size
//! come variants: one-block bundles two points wide next to a single
//! bundle of the other colour (`narrow`), and runs of one-block lanes
//! between two arches whose columns the arches close past their bars
//! (`cap`), so that no filler is shut in a strip one point wide.
//!
//! Drawings of growing size are tried until one fits the board; a path of
//! two-block bundles of alternating colours, which none of them fits past
//! three bundles, is drawn along the board's diagonal at last
//! (`diagonal`), a cycle of two-block bundles all of one colour but
//! one as a fan of single stones between two staircases (`fan`), and
//! any part slanted: nodes on the diagonal, a cycle closed by staircases
//! round them, a bundle of three hanging a living group below (`slanted`).
//! A path of two-block bundles with runs of one colour is then drawn
//! banded ([`banded`]): nodes on the diagonal, every point off it a living
//! group coloured by its band across the path.
//! Last come the turtle's drawings ([`ring`]): nodes placed one after the
//! other with turns, bundles of three as two single stones and a block
//! round a group on either side, the closing bundle routed round all of
//! it; many are drawn, from choices seeded by the encoding.

mod banded;
mod diagonal;
mod fan;
mod finish;
mod grid;
mod ring;
mod rows;
mod slanted;

use diagonal::diagonal;
use fan::fan;
use finish::{FINISHES, Finish, OTHER_ORDERS, finished};
use grid::{Cell, Grid, direction, lane_ends};
use rows::{Params, drawings, drawn, params};
use slanted::slanted;

use thiserror::Error;

use super::{
    encoding::{Bundle, Encoding, Form, Part},
    recognize::{Verified, basic_seki},
};
use crate::{
    go::{Board, Color, PointSet, Setup},
    life::benson,
    limits::SEKI_GENERATED,
};

/// Why no position was generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GenerateError {
    /// No drawing tried fits the board.
    #[error("{0}: does not fit on {1}x{1}")]
    DoesNotFit(String, usize),
    /// Several parts (a cluster) are not generated.
    #[error("{0}: one part at a time (clusters of several parts are not generated)")]
    Parts(String),
    /// A board size past 2-19.
    #[error("board size {0}: must be 2-19")]
    Size(usize),
}

/// A position on an `size`x`size` board whose Basic Seki has the
/// encoding `e` (one part), every other block alive by Benson, no other
/// empty point than the seki's liberties and the other groups' eyes.
///
/// ```
/// use semeai::seki::{basic_seki, generate};
///
/// let board = generate(&"01_1".parse().unwrap(), 9).unwrap();
/// let seki = basic_seki(&board, None);
/// assert_eq!(seki[0].part.to_string(), "01_1");
/// ```
///
/// # Errors
/// [`GenerateError::DoesNotFit`] when no drawing fits the board,
/// [`GenerateError::Parts`] for an encoding of several parts.
pub fn generate(e: &Encoding, size: usize) -> Result<Board, GenerateError> {
    if !(2..=19).contains(&size) {
        return Err(GenerateError::Size(size));
    }
    let [part] = e.parts.as_slice() else {
        return Err(GenerateError::Parts(e.to_string()));
    };
    let want = part.canonical();
    let straight = params(size);
    let paired = straight.iter().map(|&p| Params { pair: true, ..p });
    let narrow = straight
        .iter()
        .filter(|p| p.d1 == 2)
        .map(|&p| Params { narrow: true, ..p });
    let capped = straight
        .iter()
        .filter(|p| p.d1 == 2)
        .map(|&p| Params { cap: true, ..p });
    let all: Vec<Params> = straight
        .iter()
        .copied()
        .chain(paired)
        .chain(narrow)
        .chain(capped)
        .collect();
    if let Some(board) = drawn(part, size, &want, &all, &FINISHES) {
        return Ok(board);
    }
    // A path of two-block bundles of alternating colours: the diagonal.
    if let Some(board) = diagonal(part, size)
        && recognised(&board, &want)
    {
        return Ok(board);
    }
    // A cycle of two-block bundles, all of one colour but one: the fan.
    if let Some(board) = fan(part, size)
        && recognised(&board, &want)
    {
        return Ok(board);
    }
    // The rest (runs of two-block bundles of one colour, bundles of
    // three): the slanted drawing.
    if let Some(board) = slanted(part, size, &FINISHES, false) {
        return Ok(board);
    }
    // The drawings along rows again, finished the other ways.
    if let Some(board) = drawn(part, size, &want, &all, &OTHER_ORDERS) {
        return Ok(board);
    }
    if let Some(board) = slanted(part, size, &OTHER_ORDERS, false) {
        return Ok(board);
    }
    // Slanted again, with some bundles of three hanging their group above
    // the diagonal (two of them below run into each other or the edge).
    let both: Vec<Finish> = FINISHES.iter().chain(&OTHER_ORDERS).copied().collect();
    if let Some(board) = slanted(part, size, &both, true) {
        return Ok(board);
    }
    // A path of two-block bundles of any colours: the banded drawing.
    if let Some(board) = banded::banded(part, size) {
        return Ok(board);
    }
    // The turtle's drawings (bundles of three on a cycle).
    if let Some(board) = ring::ring(part, size) {
        return Ok(board);
    }
    Err(GenerateError::DoesNotFit(want.to_string(), size))
}

/// Whether `board` holds exactly the Basic Seki `want`, confirmed by
/// search, and every other block is alive by Benson.
fn recognised(board: &Board, want: &Part) -> bool {
    let found = basic_seki(board, Some(SEKI_GENERATED));
    let [s] = found.as_slice() else {
        return false;
    };
    if s.part != *want || !s.negligible.is_empty() || !matches!(s.verified, Verified::Search(_)) {
        return false;
    }
    let seki = s.stones();
    let alive = benson(board, Color::Black).0 | benson(board, Color::White).0;
    let others: PointSet = board.occupied() - seki;
    others.is_subset(alive)
}

/// The part of a one-part encoding, canonical.
#[cfg(test)]
fn part_of(text: &str) -> Part {
    let e: Encoding = text.parse().expect("an encoding");
    e.parts[0].canonical()
}
