//! The pipeline for a whole position: the partition (step 1), every local
//! game classified (step 2), then each race evaluated statically (step 3) or
//! solved by search (step 4), with best moves and values (step 5). Nothing
//! else: the reports are in `render`.
//!
//! ```
//! use semeai::{analyze, io};
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
//! let a = analyze(&board, None).unwrap();
//! assert_eq!(a.games.len(), 1);
//! assert_eq!(a.games[0].class.number(), 1);
//! let json = a.json();
//! assert_eq!(json["games"][0]["black"]["eye"]["size"], 1);
//! ```

use crate::{
    go::{Block, Board, ByColor, Color, Point, PointSet},
    race::{
        LocalGame, Method, Outcome, PairError, Partition, RaceResult, classify, evaluate,
        first_movers, partition_pair_with, partition_with,
    },
    search::{Budget, Solver, solve},
    seki::basic_seki,
    status::{SafetySolver, StatusLimits, safe_points_with},
};

/// Local games with more empty points than this, or more than
/// [`SEARCH_LIMIT_POINTS`] points, are not searched (their figures are
/// reported unknown at once, instead of after the whole budget): the curated
/// open race c8-open-race has 77 empty points of 81, and is partly solved.
pub const SEARCH_LIMIT: usize = 80;

/// See [`SEARCH_LIMIT`].
pub const SEARCH_LIMIT_POINTS: usize = 100;

/// The search budget of each local game in whole-board mode: a survey of
/// the whole position, where every race found gets an answer in well under
/// a second; pair mode, for one race, searches 25 times deeper. The
/// curated whole-board problems need at most a few thousand nodes.
pub const WHOLE_BOARD_BUDGET: Budget = Budget {
    nodes: 200_000,
    time: None,
};

/// In whole-board mode, local games with more points than this (empty or
/// not) are not searched either. What is left of a real game once the proven-safe
/// blocks and their territory are cut away is a tangle of weak groups and
/// open areas, not a race: past this size exact search runs its budget out
/// (tens of seconds) and answers nothing. Every curated whole-board problem
/// is far below it.
pub const WHOLE_BOARD_SEARCH_LIMIT: usize = 40;

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
}

/// Partitions `board` (whole-board mode, or pair mode when `pair` names one
/// block of each colour), classifies every local game and evaluates or
/// solves each race (search within [`Budget::default`] in pair mode,
/// [`WHOLE_BOARD_BUDGET`] in whole-board mode).
///
/// ```
/// use semeai::{Color, analyze, io};
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
/// let pair = ("D1".parse().unwrap(), "E1".parse().unwrap());
/// let a = analyze(&board, Some(pair)).unwrap();
/// assert_eq!(a.games[0].class.number(), 0);
/// let result = a.results[0].as_ref().unwrap();
/// assert_eq!((result.winner, result.status), (Some(Color::Black), Some(1)));
/// assert!(a.text().contains("black wins"));
/// ```
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze(board: &Board, pair: Option<(Point, Point)>) -> Result<Analysis, PairError> {
    analyze_with(board, pair, Some(default_budget(pair.is_some())))
}

/// The search budget [`analyze`] gives each game: [`Budget::default`] in
/// pair mode, [`WHOLE_BOARD_BUDGET`] in whole-board mode.
pub(crate) fn default_budget(pair: bool) -> Budget {
    if pair {
        Budget::default()
    } else {
        WHOLE_BOARD_BUDGET
    }
}

/// [`analyze`], with the search budget of each game that needs search, or
/// no search at all (`None`: games without a static result get no solution).
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze_with(
    board: &Board,
    pair: Option<(Point, Point)>,
    budget: Option<Budget>,
) -> Result<Analysis, PairError> {
    analyze_searching(board, pair, budget, true)
}

/// [`analyze_with`], the races searched without the search's exact
/// reductions ([`solve_without_reduction`](crate::solve_without_reduction)):
/// the same figures with more nodes, for the check that the reductions
/// change no answer (`semeai analyze --no-reductions`).
///
/// # Errors
/// [`PairError`] when a named vertex is empty or both are of one colour.
pub fn analyze_without_reduction(
    board: &Board,
    pair: Option<(Point, Point)>,
    budget: Option<Budget>,
) -> Result<Analysis, PairError> {
    analyze_searching(board, pair, budget, false)
}

/// [`analyze_with`], the races searched with the reductions or without.
fn analyze_searching(
    board: &Board,
    pair: Option<(Point, Point)>,
    budget: Option<Budget>,
    reductions: bool,
) -> Result<Analysis, PairError> {
    let board = &board.rooted();
    let partition = match pair {
        Some((a, b)) => partition_pair_with(board, a, b, |wall, racer| {
            can_capture(board, wall, racer.color)
        })?,
        None => {
            // The safety proofs search with the games' budget when one is given.
            let limits = budget.map_or_else(StatusLimits::default, StatusLimits::with_budget);
            partition_with(board, safe_points_with(board, SafetySolver::Static, limits))
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
    let results = games
        .iter()
        .map(|g| {
            evaluate(board, g).or_else(|| {
                let seki = seki.get_or_init(|| basic_seki(board, None));
                if let Some(s) = seki.iter().find(|s| s.node_set() | s.stones() == g.points) {
                    return Some(RaceResult::basic_seki(s.part.to_string()));
                }
                let essential = g.essential();
                let budget = budget.filter(|_| essential.all(|s| !s.is_empty()))?;
                let empty_points = (g.points & board.empty_points()).len();
                let too_big = if pair.is_none() {
                    g.points.len() > WHOLE_BOARD_SEARCH_LIMIT
                } else {
                    empty_points > SEARCH_LIMIT || g.points.len() > SEARCH_LIMIT_POINTS
                };
                if too_big {
                    return Some(RaceResult::not_searched(empty_points));
                }
                let searched = if reductions {
                    solve(board, g.points, essential, budget)
                } else {
                    crate::search::solve_without_reduction(board, g.points, essential, budget)
                };
                Some(counted_past_budget(board, g, searched))
            })
        })
        .collect();
    Ok(Analysis {
        board: board.clone(),
        pair,
        partition,
        games,
        results,
    })
}

/// A search past its budget without its first-mover results gets them,
/// and the moves, from the race's big eyes when they count as liberties
/// ([`first_movers`]), with what follows from them alone: the winner when
/// one side wins whoever moves first; status 0 and sekiLevel 0 (unsettled)
/// when the first mover wins, or gets seki where the other side moving
/// first would win; status 0 for seki both ways (its sekiLevel unknown).
/// Anything else is left as search left it.
fn counted_past_budget(board: &Board, game: &LocalGame, searched: RaceResult) -> RaceResult {
    if searched.black_first != Outcome::Unknown && searched.white_first != Outcome::Unknown {
        return searched;
    }
    let Some(f) = first_movers(board, game) else {
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

/// The budget of the search that asks whether a wall can be captured.
const WALL_BUDGET: Budget = Budget {
    nodes: 20_000,
    time: None,
};

/// Whether `attacker`, moving first, captures the block `wall` by play on
/// its liberties alone, the wall's owner answering there (exact search
/// within [`WALL_BUDGET`]; a stone the owner adds that reaches out of the
/// wall's liberties escapes). Pair mode asks it of walls short of liberties
/// next to a racing block. The question is asked of the position alone,
/// not of the line that led to it (as the classification it feeds): a ko
/// the line would forbid at once is the attacker's. `false` past the
/// budget: the wall stays a wall.
fn can_capture(board: &Board, wall: &Block, attacker: Color) -> bool {
    let game = wall.stones | wall.liberties;
    let essential = ByColor::from_fn(|c| {
        if c == wall.color {
            wall.stones
        } else {
            PointSet::EMPTY
        }
    });
    let mut solver = Solver::new(board, game, essential, WALL_BUDGET);
    solver.result(attacker, 1) == Outcome::win(attacker)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Method, io};

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
        let tiny = Budget {
            nodes: 10,
            time: None,
        };
        let counted = &analyze_with(&board, pair, Some(tiny)).unwrap().results[0];
        let counted = counted.as_ref().unwrap();
        assert!(matches!(counted.method, Method::Counted { .. }));
        assert_eq!(
            (counted.black_first, counted.white_first),
            (Outcome::Black, Outcome::White)
        );
        assert_eq!((counted.status, counted.seki_level), (Some(0), Some(0)));
        assert!(counted.unsettled && counted.winner.is_none());
        let searched = &analyze_with(&board, pair, Some(Budget::default()))
            .unwrap()
            .results[0];
        let searched = searched.as_ref().unwrap();
        assert!(matches!(searched.method, Method::Search { .. }));
        assert_eq!(
            (searched.black_first, searched.white_first, searched.status),
            (counted.black_first, counted.white_first, counted.status)
        );
        assert_eq!(searched.unsettled, counted.unsettled);
    }
}
