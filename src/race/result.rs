//! The figures of a race (docs/search.md), in one type for both ways of finding
//! them: Müller's formula on the counts (classes 0-2) and exact search (any
//! class). Each figure is defined by optimal play, so the two can be checked
//! against each other; what search could not reach within its budget is
//! [`Outcome::Unknown`] or `None`.

use super::{Formula, Outcome, Race};
use crate::cgt::Value;
use crate::go::{ByColor, Color, Move};

/// How a result was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Müller's formula on the counts of a class 0-2 race.
    Static {
        /// The counts the formula sees.
        race: Race,
        /// The formula's intermediate figures.
        formula: Formula,
    },
    /// Not searched: the local game has more empty points than a search
    /// could cover ([`RaceResult::not_searched`]); every figure is unknown.
    NotSearched {
        /// The game's empty points.
        empty_points: usize,
    },
    /// Wolf's Basic Seki, recognised on the board (its graph and the
    /// moves on its liberties): seki with either side first, sekiLevel 1
    /// (two moves in a row capture a block), value 0, both best moves PASS.
    /// `tests/seki.rs` checks every figure against search.
    BasicSeki {
        /// The part's encoding.
        encoding: String,
    },
    /// Search ran past its budget; the first-mover results and moves are
    /// counted from the race's big eyes ([`first_movers`](crate::race::first_movers):
    /// exact, as `tests/agreement.rs` checks), the status and the value
    /// are unknown.
    Counted {
        /// Nodes searched before the budget ran out.
        nodes: u64,
    },
    /// Exact search of the local game.
    Search {
        /// Nodes searched for all the figures.
        nodes: u64,
        /// Left and right stops of the local score (`None` when unknown).
        stops: Option<(i64, i64)>,
    },
}

/// Who wins a race, by how much, whether it is seki, the best moves and the
/// game value.
///
/// ```
/// use semeai::{AnalyzeOptions, Color, Outcome, analyze, io};
///
/// // Black's eye A1 against White's A2-C4 block, sharing A3 and B3.
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      . . . . . . . . .
///      . . . . . . . . .
///      . . . . . . . . .
///      X X X X . . . . .
///      O O O X . . . . .
///      . . O X . . . . .
///      X X O X . . . . .
///      . X O X . . . . .",
/// ).unwrap();
/// let a = analyze(&board, &AnalyzeOptions::default()).unwrap();
/// let result = a.results[0].as_ref().unwrap();
/// assert_eq!(result.first(Color::White), Outcome::Black);
/// assert_eq!(result.winner, Some(Color::Black));
/// assert!(result.unconditional && result.is_static());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceResult {
    /// R(black, 1): the result when Black moves first.
    pub black_first: Outcome,
    /// R(white, 1): the result when White moves first.
    pub white_first: Outcome,
    /// Semeai status: > 0 Black is that many moves ahead, < 0 White, 0 seki
    /// or unsettled. `None` when the loser can never win (`unconditional`),
    /// in a ko, or past the search budget.
    pub status: Option<i64>,
    /// sekiLevel when status is 0 (the static evaluator gives 0 otherwise);
    /// `None` when unknown or when nobody can ever win.
    pub seki_level: Option<u32>,
    /// The side that wins whoever moves first.
    pub winner: Option<Color>,
    /// Status 0 and sekiLevel 0: the first mover gets a better result.
    pub unsettled: bool,
    /// The loser cannot win however many moves in a row it makes (or, when
    /// nobody wins, nobody can ever win).
    pub unconditional: bool,
    /// Each side's best move (`None` when unknown).
    pub best_move: ByColor<Option<Move>>,
    /// The game value under Japanese counting, Black positive: the stops'
    /// number when they agree, else the switch between them.
    pub value: Option<Value>,
    /// How the figures were found.
    pub method: Method,
}

impl RaceResult {
    /// Whether Müller's formula found it.
    #[must_use]
    pub fn is_static(&self) -> bool {
        matches!(self.method, Method::Static { .. })
    }

    /// The nodes searched, for a search result.
    #[must_use]
    pub fn nodes(&self) -> Option<u64> {
        match self.method {
            Method::Search { nodes, .. } => Some(nodes),
            Method::Counted { nodes } => Some(nodes),
            Method::Static { .. } | Method::NotSearched { .. } | Method::BasicSeki { .. } => None,
        }
    }

    /// The result of a game too big to search: every figure unknown.
    #[must_use]
    pub fn not_searched(empty_points: usize) -> RaceResult {
        RaceResult {
            black_first: Outcome::Unknown,
            white_first: Outcome::Unknown,
            status: None,
            seki_level: None,
            winner: None,
            unsettled: false,
            unconditional: false,
            best_move: ByColor::new(None, None),
            value: None,
            method: Method::NotSearched { empty_points },
        }
    }

    /// The figures of a Basic Seki ([`Method::BasicSeki`]).
    #[must_use]
    pub fn basic_seki(encoding: String) -> RaceResult {
        RaceResult {
            black_first: Outcome::Seki,
            white_first: Outcome::Seki,
            status: Some(0),
            seki_level: Some(1),
            winner: None,
            unsettled: false,
            unconditional: false,
            best_move: ByColor::new(Some(Move::Pass), Some(Move::Pass)),
            value: Some(Value::integer(0)),
            method: Method::BasicSeki { encoding },
        }
    }

    /// The result when `c` moves first.
    #[must_use]
    pub fn first(&self, c: Color) -> Outcome {
        match c {
            Color::Black => self.black_first,
            Color::White => self.white_first,
        }
    }
}
