//! The values of a position's local games and their sum (Müller's
//! decomposition search, 1999): safe blocks and their territory cut away,
//! each connected part left is a local game; each one's canonical
//! value is read ([`local_value`]), and the sum gives, with each side
//! moving first, the result (its stop) and the move that reaches it.
//!
//! ```
//! use semeai::{Color, Limits, endgame::values, io};
//!
//! // Two border points between living walls, {1|*} each: whoever starts,
//! // each side takes one (miai), and Black ends a point up. Black's D3
//! // makes C3 its point.
//! let board = io::read_ascii(
//!     ". X . X X O O . O
//!      X X X X X O O O O
//!      . X . . O O . O .
//!      X X X X X O O O O
//!      . X . . O O . O .
//!      X X X X X O O O O
//!      . X . X O O O . O",
//! ).unwrap();
//! let e = values(&board, &Limits::default());
//! assert_eq!(e.games.len(), 2);
//! assert_eq!(e.games[0].value.as_ref().unwrap().to_string(), "{1|*}");
//! let (black, white) = (e.first[Color::Black].unwrap(), e.first[Color::White].unwrap());
//! assert_eq!((black.0, white.0), (1.into(), 1.into()));
//! assert_eq!(black.1.to_string(), "D3");
//! ```

use crate::{
    cgt::{Game, Q},
    go::{Board, ByColor, Color, Move, PointSet},
    limits::{Limits, VALUE_NODES},
    search::{LocalTree, LocalValueError, local_tree, local_value},
    status::{SafetySolver, safe_points},
};

/// One local game and its value.
#[derive(Clone, Debug)]
pub struct GameValue {
    /// Its points.
    pub points: PointSet,
    /// Its canonical value, or why there is none.
    pub value: Result<Game, LocalValueError>,
}

/// The local games of a position, their values and their sum.
#[derive(Clone, Debug)]
pub struct Endgame {
    /// The local games, by their first point.
    pub games: Vec<GameValue>,
    /// The sum of the values, when every game has one.
    pub sum: Option<Game>,
    /// With each side moving first: the result (Black positive, the
    /// sum's stop) and the move to it (`PASS` when the sum is a number).
    pub first: ByColor<Option<(Q, Move)>>,
}

/// The local games of `board` (the connected parts of what no proof of
/// safety gives either side: [`safe_points`] by the static solver), each
/// one's value within [`Limits::values`] (200 000 positions by default),
/// and their sum.
#[must_use]
pub fn values(board: &Board, limits: &Limits) -> Endgame {
    let board = &board.rooted();
    // What no proof gives either side, in connected parts.
    let safe = safe_points(board, SafetySolver::Static, limits);
    let open = board.points() - safe.black - safe.white;
    let games: Vec<GameValue> = open
        .components()
        .map(|points| GameValue {
            points,
            value: local_value(board, points, limits.values.nodes),
        })
        .collect();
    let sum = games
        .iter()
        .map(|g| g.value.clone().ok())
        .try_fold(Game::zero(), |s, v| Some(&s + &v?));
    let first = ByColor::from_fn(|c| {
        sum.as_ref()
            .map(|s| best_move(board, &games, s, c, limits.values.nodes))
    });
    Endgame { games, sum, first }
}

/// The tree [`values`] reads for the local game on `points` (its positions,
/// moves and ends: [`local_tree`]), within the default [`Limits::values`]: what
/// a second implementation of combinatorial games needs to check a value.
///
/// # Errors
/// As [`local_value`]: a ko, past the budget, or a wall open to the game.
pub fn tree(board: &Board, points: PointSet) -> Result<LocalTree, LocalValueError> {
    local_tree(&board.rooted(), points, VALUE_NODES)
}

/// `c`'s result moving first in the sum `sum` of `games` and the move to
/// it: each move of each game is played and valued again; the best one,
/// by the stop the sum then has with the other side to move, unless the
/// sum is a number (then passing).
fn best_move(board: &Board, games: &[GameValue], sum: &Game, c: Color, nodes: u64) -> (Q, Move) {
    let black = c == Color::Black;
    let stop = |g: &Game, black_first: bool| {
        if black_first {
            g.left_stop()
        } else {
            g.right_stop()
        }
    };
    let result = stop(sum, black);
    if sum.as_number().is_some() {
        return (result, Move::Pass);
    }
    for game in games {
        let Ok(value) = &game.value else { continue };
        let rest = sum - value;
        for p in (game.points & board.empty_points()).iter() {
            let mut after = board.clone();
            let Ok(played) = after.try_play(c, Move::Place(p)) else {
                continue;
            };
            if !played.suicided.is_empty() {
                continue;
            }
            let Ok(option) = local_value(&after, game.points, nodes) else {
                continue;
            };
            let taken = i64::try_from(played.captured.len()).expect("a few stones");
            let gain = Game::integer(if black { taken } else { -taken });
            let next = &(&rest + &gain) + &option;
            if stop(&next, !black) == result {
                return (result, Move::Place(p));
            }
        }
    }
    (result, Move::Pass)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;

    /// `Limits::values` bounds each local game's value: the seven-point
    /// corridors of examples/endgame-corridors.txt have values within the
    /// default, none within 100 positions (past the budget, and then no
    /// move), so `semeai gtp --nodes N`'s `genmove` spends no more.
    #[test]
    fn the_values_keep_to_their_limit() {
        let board = crate::io::load(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/endgame-corridors.txt"
        )))
        .expect("the shipped example");
        let full = values(&board, &Limits::default());
        assert!(!full.games.is_empty());
        assert!(full.games.iter().all(|g| g.value.is_ok()));
        assert!(full.first.black.is_some());
        let small = values(&board, &Limits::default().at_most(Budget::nodes(100)));
        assert_eq!(small.games.len(), full.games.len());
        assert!(
            small
                .games
                .iter()
                .all(|g| matches!(g.value, Err(LocalValueError::Unknown(100))))
        );
        assert!(small.first.black.is_none() && small.sum.is_none());
    }
}
