//! The pipeline for a whole position: the partition (step 1), every local
//! game classified (step 2), then each race evaluated statically (step 3) or
//! solved by search (step 4), with best moves and values (step 5). Nothing
//! else: the reports are in `render`.
//!
//! ```
//! use semeai::{AnalyzeOptions, analyze, io};
//!
//! let board = io::read_ascii(
//!     ". . . . . . . . .
//!      . . . . . . . . .
//!      . . . . . . . . .
//!      . . . . . . . . .
//!      X X X X . . . . .
//!      O O O X . . . . .
//!      . . O X . . . . .
//!      X X O X . . . . .
//!      . X O X . . . . .",
//! ).unwrap();
//! let a = analyze(&board, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(a.games.len(), 1);
//! assert_eq!(a.games[0].class.number(), 1);
//! let json = a.json();
//! assert_eq!(json["games"][0]["black"]["eye"]["size"], 1);
//! ```

use crate::{
    go::{Board, ByColor, Color, Point},
    limits::{Budget, Limits, PAIR_SEARCH_EMPTY, PAIR_SEARCH_POINTS, WHOLE_BOARD_SEARCH_POINTS},
    race::{
        LocalGame, Method, Outcome, PairError, Partition, RaceResult, classify, evaluate,
        first_movers, partition_around, partition_pair_with,
    },
    search::{FightAnswer, FightReader, Solver, wall_can_be_captured},
    seki::basic_seki,
    status::{SafetySolver, safe_points},
};

/// What [`analyze`] is asked: the whole board or one pair of blocks, the
/// budgets, and the checks that switch the engine's exact shortcuts off.
///
/// ```
/// use semeai::{AnalyzeOptions, Budget};
///
/// let mut options = AnalyzeOptions::pair("D1".parse().unwrap(), "E1".parse().unwrap());
/// options.limits.pair = Budget::nodes(100_000);
/// assert!(options.search && options.reductions);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AnalyzeOptions {
    /// Pair mode: the race between the block at the first point and the
    /// block at the second (one of each colour). `None`: whole-board mode,
    /// every race of the position.
    pub pair: Option<(Point, Point)>,
    /// The search budgets ([`Limits::pair`] or [`Limits::whole_board`] for
    /// each race that needs search).
    pub limits: Limits,
    /// Whether races the formula does not answer are searched (`false`:
    /// they get no result).
    pub search: bool,
    /// Whether the search uses its exact reductions (plain liberties as
    /// counters, the pass rule, interchangeable shared liberties, Benson);
    /// `false` gives the same figures with more nodes, the check that the
    /// reductions change no answer (`semeai analyze --no-reductions`).
    pub reductions: bool,
    /// Pair mode with search: whether the fight to live is read too, with
    /// each side moving first ([`FightReader`], GNU Go's `analyze_semeai`
    /// question), within [`Limits::fight`].
    pub fight: bool,
}

impl Default for AnalyzeOptions {
    /// Whole-board mode, default limits, search with its reductions.
    fn default() -> Self {
        AnalyzeOptions {
            pair: None,
            limits: Limits::default(),
            search: true,
            reductions: true,
            fight: true,
        }
    }
}

impl AnalyzeOptions {
    /// Pair mode for the blocks at `a` and `b`, the rest default.
    #[must_use]
    pub fn pair(a: Point, b: Point) -> AnalyzeOptions {
        AnalyzeOptions {
            pair: Some((a, b)),
            ..AnalyzeOptions::default()
        }
    }

    /// Pair mode when `pair` names two blocks, whole-board mode when it is
    /// `None`; the rest default.
    #[must_use]
    pub fn for_pair(pair: Option<(Point, Point)>) -> AnalyzeOptions {
        AnalyzeOptions {
            pair,
            ..AnalyzeOptions::default()
        }
    }

    /// These options with no search: races the formula does not answer get
    /// no result.
    #[must_use]
    pub fn static_only(self) -> AnalyzeOptions {
        AnalyzeOptions {
            search: false,
            ..self
        }
    }

    /// These options with `budget` for each race, in pair mode and in
    /// whole-board mode alike ([`Limits::pair`] and [`Limits::whole_board`]).
    #[must_use]
    pub fn race_budget(mut self, budget: Budget) -> AnalyzeOptions {
        self.limits.pair = budget;
        self.limits.whole_board = budget;
        self
    }

    /// The search budget of each race: `None` without search.
    fn budget(&self) -> Option<Budget> {
        self.search.then(|| self.limits.race(self.pair.is_some()))
    }
}

/// A position with its partition and classified local games.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position analysed.
    pub board: Board,
    /// The blocks named in pair mode.
    pub pair: Option<(Point, Point)>,
    /// Safe blocks and territories, and the local games' points.
    pub partition: Partition,
    /// The local games, classified, in the order of `partition.games`.
    pub games: Vec<LocalGame>,
    /// The result of each game: static for the class 0-2 races the formula
    /// answers exactly, by search for the other races (those with essential
    /// blocks of both colours) when a budget is given; `None` for the rest.
    pub results: Vec<Option<RaceResult>>,
    /// The fight to live of each game, with each side moving first (pair
    /// mode with search and [`AnalyzeOptions::fight`]; `None` otherwise, or
    /// when a side has no essential block): GNU Go's `analyze_semeai`
    /// answers, or why there is none.
    pub fights: Vec<Option<ByColor<Result<FightAnswer, String>>>>,
}

/// Partitions `board` (whole-board mode, or pair mode when `options.pair`
/// names one block of each colour), classifies every local game and
/// evaluates or solves each race (search within [`Limits::pair`] in pair
/// mode, [`Limits::whole_board`] in whole-board mode, where that budget
/// also bounds each search of the safety proofs that make the partition).
///
/// ```
/// use semeai::{AnalyzeOptions, Color, analyze, io};
///
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      . . . . . . . . .
///      . . . . . . . . .
///      . o o o x x x . .
///      . o . X O . x . .
///      . o . X O . x . .
///      . o . X O x x . .",
/// ).unwrap();
/// let options = AnalyzeOptions::pair("D1".parse().unwrap(), "E1".parse().unwrap());
/// let a = analyze(&board, &options).unwrap();
/// assert_eq!(a.games[0].class.number(), 0);
/// let result = a.results[0].as_ref().unwrap();
/// assert_eq!((result.winner, result.status), (Some(Color::Black), Some(1)));
/// assert!(a.text().contains("black wins"));
/// ```
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze(board: &Board, options: &AnalyzeOptions) -> Result<Analysis, PairError> {
    let board = &board.rooted();
    let pair = options.pair;
    let budget = options.budget();
    let partition = match pair {
        Some((a, b)) => partition_pair_with(board, a, b, |wall, racer| {
            wall_can_be_captured(board, wall, racer.color)
        })?,
        None => {
            // The safety proofs search with the games' budget when one is given.
            let limits = Limits {
                status: budget.unwrap_or(options.limits.status),
                ..options.limits
            };
            partition_around(board, safe_points(board, SafetySolver::Static, &limits))
        }
    };
    let games = partition
        .games
        .iter()
        .map(|&g| classify(board, &partition, g, pair))
        .collect::<Vec<_>>();
    // Wolf's Basic Seki: a local game that is exactly one (its liberties,
    // essential and negligible blocks) is seki without search.
    // Recognised once, and only when the formula leaves a game open.
    let seki = std::cell::OnceCell::new();
    let statics: Vec<Option<RaceResult>> = games
        .iter()
        .map(|g| {
            evaluate(board, g).or_else(|| {
                let seki = seki.get_or_init(|| basic_seki(board, None));
                let s = seki
                    .iter()
                    .find(|s| s.node_set() | s.stones() == g.points)?;
                Some(RaceResult::basic_seki(s.part.to_string()))
            })
        })
        .collect();
    let results = games
        .iter()
        .zip(&statics)
        .map(|(g, known)| {
            known.clone().or_else(|| {
                let essential = g.essential();
                let budget = budget.filter(|_| essential.all(|s| !s.is_empty()))?;
                let empty_points = (g.points & board.empty_points()).len();
                let too_big = if pair.is_none() {
                    g.points.len() > WHOLE_BOARD_SEARCH_POINTS
                } else {
                    empty_points > PAIR_SEARCH_EMPTY || g.points.len() > PAIR_SEARCH_POINTS
                };
                if too_big {
                    return Some(RaceResult::not_searched(empty_points));
                }
                let solver =
                    Solver::new(board, g.points, essential, budget).reductions(options.reductions);
                let searched = solver.into_solution();
                Some(counted_past_budget(board, g, searched, &options.limits))
            })
        })
        .collect();
    // The fight to live, read as GTP's `analyze_semeai` reads it: from the
    // race's static result only.
    let read_fights = pair.is_some() && options.search && options.fight;
    let fights = games
        .iter()
        .zip(&statics)
        .map(|(g, known)| {
            if !read_fights || g.essential().any(|s| s.is_empty()) {
                return None;
            }
            let mut reader = FightReader::default();
            let mut first = |c| reader.first(board, g, known.as_ref(), c, &options.limits);
            let black = first(Color::Black);
            Some(ByColor::new(black, first(Color::White)))
        })
        .collect();
    Ok(Analysis {
        board: board.clone(),
        pair,
        partition,
        games,
        results,
        fights,
    })
}

/// A search past its budget without its first-mover results gets them,
/// and the moves, from the race's big eyes when they count as liberties
/// ([`first_movers`]), with what follows from them alone: the winner when
/// one side wins whoever moves first; status 0 and sekiLevel 0 (unsettled)
/// when the first mover wins, or gets seki where the other side moving
/// first would win; status 0 for seki both ways (its sekiLevel unknown).
/// Anything else is left as search left it.
fn counted_past_budget(
    board: &Board,
    game: &LocalGame,
    searched: RaceResult,
    limits: &Limits,
) -> RaceResult {
    if searched.black_first != Outcome::Unknown && searched.white_first != Outcome::Unknown {
        return searched;
    }
    let Some(f) = first_movers(board, game, limits) else {
        return searched;
    };
    let (b, w) = (f.first.black, f.first.white);
    let winner = Outcome::winner(b, w);
    let unsettled = winner.is_none() && (b == Outcome::Black || w == Outcome::White);
    let status = if winner.is_none() { Some(0) } else { None };
    RaceResult {
        black_first: b,
        white_first: w,
        status,
        seki_level: unsettled.then_some(0),
        winner,
        unsettled,
        unconditional: false,
        best_move: f.best_move.map(Some),
        value: None,
        method: Method::Counted {
            nodes: searched.nodes().unwrap_or(0),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{io, race::Method};

    /// A race with a big eye whose search runs out of its budget: the first
    /// movers and the moves come from counting the eyes, with what follows
    /// from them (here the first mover wins: status 0, unsettled); the
    /// whole search finds the same.
    #[test]
    fn a_search_past_its_budget_counts_the_big_eyes() {
        let board = io::read_ascii(
            ". . . . . . . . . . . .
             O O O O O O O X X X X X
             . . . . . . O X X X . .
             X X X X X X X O O O O O
             X X X X X X X O O O O O
             X X X X X X X O . X . O
             X . X X X X . O O . O O",
        )
        .unwrap();
        let pair = Some(("F4".parse().unwrap(), "H4".parse().unwrap()));
        let mut options = AnalyzeOptions {
            pair,
            ..AnalyzeOptions::default()
        };
        options.limits.pair = Budget::nodes(10);
        let counted = &analyze(&board, &options).unwrap().results[0];
        let counted = counted.as_ref().unwrap();
        assert!(matches!(counted.method, Method::Counted { .. }));
        assert_eq!(
            (counted.black_first, counted.white_first),
            (Outcome::Black, Outcome::White)
        );
        assert_eq!((counted.status, counted.seki_level), (Some(0), Some(0)));
        assert!(counted.unsettled && counted.winner.is_none());
        options.limits.pair = Budget::nodes(300_000);
        let searched = &analyze(&board, &options).unwrap().results[0];
        let searched = searched.as_ref().unwrap();
        assert!(matches!(searched.method, Method::Search { .. }));
        assert_eq!(
            (searched.black_first, searched.white_first, searched.status),
            (counted.black_first, counted.white_first, counted.status)
        );
        assert_eq!(searched.unsettled, counted.unsettled);
    }
}
