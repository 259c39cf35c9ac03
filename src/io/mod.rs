//! Reading and writing positions: SGF files (through the `sgf-parse` crate)
//! and ASCII diagrams. `Board`'s `FromStr` and `Display` live here, so the
//! core types in `go` know nothing of formats.
//!
//! Every reader ends in [`crate::Setup::build`], so a position that comes in is
//! always a valid one; anything else is an [`InputError`] that names the place:
//! the node and property of an SGF file, the line and column of a diagram, the
//! vertex of a stone. [`load`] adds the file name.

mod ascii;
mod sgf;
mod write;

use std::{io::Read, path::Path, str::FromStr};

pub use ascii::read_ascii;
pub use sgf::{GameInfo, Until, read_game_info, read_sgf, read_sgf_until};
use thiserror::Error;
pub use write::{Mark, SgfWriter, write_ascii, write_ascii_marked, write_sgf};

use crate::go::{Board, Color, Move, MoveError, SetupError};

/// Why a text is not a position.
#[derive(Debug, Error)]
pub enum InputError {
    /// The file could not be read.
    #[error("cannot read: {0}")]
    Io(#[from] std::io::Error),
    /// Nothing but white space.
    #[error("no position: the input is empty")]
    Empty,
    /// The SGF text does not parse.
    #[error("SGF syntax error: {0}")]
    SgfSyntax(#[from] sgf_parse::SgfParseError),
    /// An SGF collection of some other game.
    #[error("the SGF game is not Go")]
    NotGo,
    /// An SGF property value that cannot be used.
    #[error("node {node}: {property}[{value}]: {reason}")]
    SgfProperty {
        /// Node on the main line, the root being node 0.
        node: usize,
        /// The property identifier.
        property: String,
        /// Its value as written.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An illegal move on the main line.
    #[error("node {node}: {color} {mv}: {source}")]
    SgfMove {
        /// Node on the main line, the root being node 0.
        node: usize,
        /// Who played it.
        color: Color,
        /// The move.
        mv: Move,
        /// Why it is illegal.
        #[source]
        source: MoveError,
    },
    /// A setup (or board size) that is not a position.
    #[error("node {node}: {source}")]
    SgfSetup {
        /// Node on the main line, the root being node 0.
        node: usize,
        /// What is wrong.
        #[source]
        source: SetupError,
    },
    /// A diagram line that cannot be read.
    #[error("line {line}, column {column}: {reason}")]
    Diagram {
        /// Line number, from 1.
        line: usize,
        /// Column (character) number, from 1.
        column: usize,
        /// What is wrong.
        reason: String,
    },
    /// A diagram that reads but is not a position.
    #[error("{0}")]
    DiagramSetup(#[source] SetupError),
}

/// An [`InputError`] with the name of the file it came from.
#[derive(Debug, Error)]
#[error("{path}: {error}")]
pub struct FileError {
    /// The file as named by the caller (`<stdin>` for standard input).
    pub path: String,
    /// What went wrong.
    #[source]
    pub error: InputError,
}

impl FromStr for Board {
    type Err = InputError;
    /// Reads an SGF game or an ASCII diagram, as [`read`] does.
    fn from_str(s: &str) -> Result<Board, Self::Err> {
        read(s)
    }
}

/// Reads an SGF game (text starting with `(`) or else an ASCII diagram.
///
/// ```
/// use semeai::{Color, io};
///
/// let sgf = io::read("(;GM[1]SZ[9];B[cc];W[dc])").unwrap();
/// assert_eq!(sgf.to_move(), Color::Black);
/// assert_eq!(sgf.color_at("D7".parse().unwrap()), Some(Color::White));
/// let diagram = io::read(". X\nO .").unwrap();
/// assert_eq!(diagram.size().to_string(), "2x2");
/// let err = io::read(". X\nO ?").unwrap_err();
/// assert!(err.to_string().starts_with("line 2, column 3"), "{err}");
/// ```
///
/// # Errors
/// [`InputError`] naming the place of the first problem.
pub fn read(text: &str) -> Result<Board, InputError> {
    read_until(text, Until::End)
}

/// [`read`], stopping an SGF record where `until` says (a diagram has no
/// moves: `until` is then ignored).
///
/// # Errors
/// [`InputError`] naming the place of the first problem.
pub fn read_until(text: &str, until: Until) -> Result<Board, InputError> {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        Err(InputError::Empty)
    } else if trimmed.starts_with('(') {
        read_sgf_until(text, until)
    } else {
        read_ascii(text)
    }
}

/// Reads a position from a file, or from standard input when `path` is `-`.
/// Bytes that are not UTF-8 (old SGF files in Latin-1) are replaced; they can
/// only occur in comments and names, which semeai does not use.
///
/// ```
/// let board = semeai::io::load(std::path::Path::new("examples/corner-race.txt")).unwrap();
/// assert_eq!(board.size().to_string(), "9x9");
/// let err = semeai::io::load(std::path::Path::new("no/such.sgf")).unwrap_err();
/// assert!(err.to_string().starts_with("no/such.sgf: cannot read"), "{err}");
/// ```
///
/// # Errors
/// [`FileError`]: the file name and what went wrong.
pub fn load(path: &Path) -> Result<Board, FileError> {
    load_until(path, Until::End)
}

/// [`load`], stopping an SGF record where `until` says (a diagram has no
/// moves: `until` is then ignored).
///
/// # Errors
/// [`FileError`]: the file name and what went wrong.
pub fn load_until(path: &Path, until: Until) -> Result<Board, FileError> {
    load_record(path, until).map(|(board, _)| board)
}

/// [`load_until`], with the record's game information (the default, all
/// unknown, for a diagram).
///
/// # Errors
/// [`FileError`]: the file name and what went wrong.
pub fn load_record(path: &Path, until: Until) -> Result<(Board, GameInfo), FileError> {
    let name = if path == Path::new("-") {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    };
    let wrap = |error| FileError {
        path: name.clone(),
        error,
    };
    let mut bytes = Vec::new();
    if path == Path::new("-") {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| wrap(e.into()))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| wrap(e.into()))?;
    }
    let text = String::from_utf8_lossy(&bytes);
    let board = read_until(&text, until).map_err(wrap)?;
    let info = if text.trim_start().starts_with('(') {
        read_game_info(&text).map_err(wrap)?
    } else {
        GameInfo::default()
    };
    Ok((board, info))
}
