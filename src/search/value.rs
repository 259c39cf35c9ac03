//! The value of a local game as a combinatorial game
//! ([`crate::cgt::Game`]): the game tree played out on the local game's
//! points, turned into its canonical form (Müller's decomposition search
//! reads each local game so; Berlekamp and Wolfe, "Mathematical Go").
//!
//! The counting is territory counting, local to the game's points: the
//! stones each side captures in the line, plus, where neither side has a
//! move left, the empty points of the game whose empty area borders one
//! colour only (Black's count positive). Moves are the empty points of the
//! game, for both sides, but for filling one's own one-point eye (never
//! better than passing, and it would let the line run on through the
//! group's death). Every stone next to the game is a wall: a wall with no
//! liberty outside the game could be captured from inside, and the game is
//! then refused. A position repeated in a line, or a move that repetition
//! forbids, is a ko: kos are not short games, and the value is
//! [`LocalValueError::Ko`]. Past the node budget it is unknown.
//!
//! ```
//! use semeai::{io, search::local_value};
//!
//! // A dame between two walls is *; Black's one-point eye, 1; both, 1*.
//! let board = io::read_ascii(
//!     "X X X . O O O
//!      X . X X O O O
//!      X X X X O O O
//!      . . . . . . .",
//! ).unwrap();
//! let value = |points: &str| local_value(&board, points.parse().unwrap(), 10_000).unwrap();
//! assert_eq!(value("D4").to_string(), "*");
//! assert_eq!(value("B3").to_string(), "1");
//! assert_eq!(value("B3 D4").to_string(), "1*");
//! ```

use std::collections::HashMap;

use crate::{
    cgt::Game,
    go::{Board, Color, Move, PointSet},
};

/// Why a local game has no value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LocalValueError {
    /// A position repeats in a line: a ko, not a short game.
    #[error("a ko: not a short game")]
    Ko,
    /// Past the node budget.
    #[error("past the budget of {0} nodes")]
    Unknown(u64),
    /// A wall with no liberty outside the game: play inside could capture it.
    #[error("a wall at {0} has no liberty outside the game")]
    OpenWall(crate::go::Point),
}

/// The canonical value of the local game on `points` of `board` (its empty
/// points are the moves), within `nodes` positions read.
///
/// # Errors
/// [`LocalValueError`]: a ko, past the budget, or a wall play inside could
/// capture.
pub fn local_value(board: &Board, points: PointSet, nodes: u64) -> Result<Game, LocalValueError> {
    read(board, points, nodes, false).map(|(g, _)| g)
}

/// The local game on `points` of `board` as [`local_value`] reads it, before
/// any simplification: every position of the game's tree once (a graph:
/// lines that meet share their position), each with both sides' moves and
/// the position each leads to. Built in the same reading as the value, so a
/// second implementation of combinatorial games can check the value from it
/// (the Python tests do so with `pycgt`).
///
/// # Errors
/// As [`local_value`].
pub fn local_tree(
    board: &Board,
    points: PointSet,
    nodes: u64,
) -> Result<LocalTree, LocalValueError> {
    read(board, points, nodes, true).map(|(_, t)| t)
}

/// A local game's positions (see [`local_tree`]); the first is the start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LocalTree {
    /// The positions; a move's `next` indexes this list.
    pub positions: Vec<LocalPosition>,
}

/// One position of a [`LocalTree`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LocalPosition {
    /// Black's moves (Left's options).
    pub black: Vec<LocalMove>,
    /// White's moves (Right's options).
    pub white: Vec<LocalMove>,
    /// Where neither side has a move: the territory of the game's points,
    /// Black's positive (the position is then that integer).
    pub territory: Option<i64>,
}

/// A move of a [`LocalTree`]: worth `captured` (stones it takes, Black's
/// positive) plus the value of position `next`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalMove {
    /// Where the stone is played.
    pub at: crate::go::Point,
    /// The stones it captures, Black's count positive.
    pub captured: i64,
    /// The position it leads to.
    pub next: usize,
}

impl LocalTree {
    /// The tree in JSON: `{"positions": [{"black": [[point, captured, next],
    /// ...], "white": [...], "territory": n or null}, ...]}`, the first
    /// position the start.
    #[must_use]
    pub fn json(&self) -> serde_json::Value {
        let moves = |ms: &[LocalMove]| {
            ms.iter()
                .map(|m| serde_json::json!([m.at.to_string(), m.captured, m.next]))
                .collect::<Vec<_>>()
        };
        serde_json::json!({
            "positions": self
                .positions
                .iter()
                .map(|p| serde_json::json!({
                    "black": moves(&p.black),
                    "white": moves(&p.white),
                    "territory": p.territory,
                }))
                .collect::<Vec<_>>(),
        })
    }
}

/// The reading behind [`local_value`] and [`local_tree`] (the tree kept
/// when `keep`).
fn read(
    board: &Board,
    points: PointSet,
    nodes: u64,
    keep: bool,
) -> Result<(Game, LocalTree), LocalValueError> {
    let mut position = board.rooted();
    let inside = points & board.empty_points();
    let game_stones = points & board.occupied();
    for block in board.blocks() {
        let wall =
            !block.stones.intersects(game_stones) && block.stones.intersects(points.neighbors());
        if wall && block.liberties.is_subset(inside) {
            return Err(LocalValueError::OpenWall(
                block.stones.first().expect("a stone"),
            ));
        }
    }
    let mut reader = Reader {
        points: inside | game_stones,
        table: HashMap::new(),
        line: Vec::new(),
        nodes: 0,
        budget: nodes,
        tree: keep.then(Tree::default),
    };
    let g = reader.value(&mut position)?;
    let tree = reader.tree.map_or_else(LocalTree::default, |t| {
        // Positions were kept as their readings ended (children first):
        // the start, read last, becomes the first.
        let n = t.positions.len();
        let at = |i: usize| n - 1 - i;
        let mut positions: Vec<LocalPosition> = t.positions.into_iter().rev().collect();
        for p in &mut positions {
            for m in p.black.iter_mut().chain(p.white.iter_mut()) {
                m.next = at(m.next);
            }
        }
        LocalTree { positions }
    });
    Ok((g, tree))
}

/// Each side's options at a position, and the moves behind them (kept
/// only with the tree).
type Options = ([Vec<Game>; 2], [Vec<LocalMove>; 2]);

/// The tree as it is read: positions in the order their readings end.
#[derive(Default)]
struct Tree {
    positions: Vec<LocalPosition>,
    index: HashMap<u64, usize>,
}

struct Reader {
    /// The game's points.
    points: PointSet,
    /// Values found, by position.
    table: HashMap<u64, Game>,
    /// The positions of the line being read.
    line: Vec<u64>,
    nodes: u64,
    budget: u64,
    /// The tree, when kept.
    tree: Option<Tree>,
}

impl Reader {
    /// The value of `board`'s local game, captures from here on counted.
    fn value(&mut self, board: &mut Board) -> Result<Game, LocalValueError> {
        let key = board.hash();
        if self.line.contains(&key) {
            return Err(LocalValueError::Ko);
        }
        if let Some(g) = self.table.get(&key) {
            return Ok(g.clone());
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(LocalValueError::Unknown(self.budget));
        }
        self.line.push(key);
        let found = self.options(board);
        self.line.pop();
        let ([left, right], [black, white]) = found?;
        let g = if left.is_empty() && right.is_empty() {
            let territory = self.territory(board);
            self.keep(
                key,
                LocalPosition {
                    territory: Some(territory),
                    ..LocalPosition::default()
                },
            );
            Game::integer(territory)
        } else {
            self.keep(
                key,
                LocalPosition {
                    black,
                    white,
                    territory: None,
                },
            );
            Game::new(left, right)
        };
        self.table.insert(key, g.clone());
        Ok(g)
    }

    /// Keeps the position `key` in the tree, when one is kept.
    fn keep(&mut self, key: u64, position: LocalPosition) {
        if let Some(tree) = &mut self.tree {
            tree.index.insert(key, tree.positions.len());
            tree.positions.push(position);
        }
    }

    /// Each side's options: its moves, each worth the stones it captures
    /// plus the value of what follows; and, when the tree is kept, the
    /// moves themselves.
    fn options(&mut self, board: &mut Board) -> Result<Options, LocalValueError> {
        let mut sides = [Vec::new(), Vec::new()];
        let mut moves = [Vec::new(), Vec::new()];
        for (i, c) in Color::ALL.into_iter().enumerate() {
            for p in (self.points & board.empty_points()).iter() {
                let around = PointSet::single(p).neighbors() & board.points();
                let own_eye = around.is_subset(board.stones(c))
                    && around
                        .iter()
                        .all(|q| (board.block_at(q).map_or(2, |b| b.liberties.len())) > 1);
                if own_eye {
                    continue;
                }
                let played = match board.try_play(c, Move::Place(p)) {
                    Ok(played) => played,
                    Err(crate::go::MoveError::Ko(_) | crate::go::MoveError::Superko(_)) => {
                        return Err(LocalValueError::Ko);
                    }
                    Err(_) => continue,
                };
                if !played.suicided.is_empty() {
                    board.undo();
                    continue;
                }
                let taken = i64::try_from(played.captured.len()).expect("a few stones");
                let taken = if c == Color::Black { taken } else { -taken };
                let after = self.value(board);
                if let Some(tree) = &self.tree
                    && let Some(&next) = tree.index.get(&board.hash())
                {
                    moves[i].push(LocalMove {
                        at: p,
                        captured: taken,
                        next,
                    });
                }
                board.undo();
                sides[i].push(&Game::integer(taken) + &after?);
            }
        }
        Ok((sides, moves))
    }

    /// The territory of the game's empty points, Black's positive: an empty
    /// area bordering one colour only is that colour's.
    fn territory(&self, board: &Board) -> i64 {
        let empty = board.empty_points();
        let mut count = 0i64;
        for area in empty.components() {
            let mine = area & self.points;
            if mine.is_empty() {
                continue;
            }
            let around = area.neighbors() & board.points();
            let black = around.intersects(board.stones(Color::Black));
            let white = around.intersects(board.stones(Color::White));
            let n = i64::try_from(mine.len()).expect("a board's points");
            match (black, white) {
                (true, false) => count += n,
                (false, true) => count -= n,
                _ => {}
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(diagram: &str, points: &str) -> Result<String, LocalValueError> {
        let board = crate::io::read_ascii(diagram).expect("a position");
        local_value(&board, points.parse().expect("points"), 100_000).map(|g| g.to_string())
    }

    #[test]
    fn two_points_of_territory_are_two() {
        let board = ". . . . . . .
                     X X X X O O .
                     X . . X O O .
                     X X X X O O .
                     . . . . . . .";
        assert_eq!(value(board, "B3 C3").as_deref(), Ok("2"));
        // Colours swapped: -2.
        let swapped = board.replace('X', "x").replace('O', "X").replace('x', "O");
        assert_eq!(value(&swapped, "B3 C3").as_deref(), Ok("-2"));
    }

    /// B3-C3 between Black's wall and White's D3: Black's C3 makes B3 its
    /// point (1); Black's B3 leaves C3 a dame (*, dominated); White's C3
    /// leaves B3 a dame (*); White's B3 is taken at C3 (2, or 0 if White
    /// connects first: {2|0}, above *). So {1|*}: a one-point gote, mean
    /// and temperature 1/2.
    #[test]
    fn a_border_point_is_a_gote() {
        let board = ". . . . . . .
                     X X X X O O .
                     X . . O O O .
                     X X X X O O .
                     . . . . . . .";
        let board = crate::io::read_ascii(board).expect("a position");
        let g = local_value(&board, "B3 C3".parse().expect("points"), 100_000).expect("a value");
        assert_eq!(g.to_string(), "{1|*}");
        let half = crate::cgt::Q::new(1, 2);
        assert_eq!((g.mean(), g.temperature()), (half, half));
        // The 8 symmetries keep it; colours swapped negate it.
        for s in crate::go::Symmetry::ALL {
            let b = board.transformed(s);
            let points = "B3 C3"
                .parse::<PointSet>()
                .expect("points")
                .map(|p| s.apply(board.size(), p));
            assert_eq!(local_value(&b, points, 100_000), Ok(g.clone()), "{s:?}");
        }
        let swapped = board.color_swapped();
        assert_eq!(
            local_value(&swapped, "B3 C3".parse().expect("points"), 100_000),
            Ok(-g)
        );
    }

    /// The tree's positions, folded from the ends up (children come after
    /// their parents), give the value again.
    #[test]
    fn the_tree_folds_back_to_the_value() {
        let board = crate::io::read_ascii(
            ". . . . . . .
             X X X X O O .
             X . . . O O .
             X X X X O O .
             . . . . . . .",
        )
        .expect("a position");
        let points: PointSet = "B3 C3 D3".parse().expect("points");
        let tree = local_tree(&board, points, 100_000).expect("a tree");
        let mut games: Vec<Option<Game>> = vec![None; tree.positions.len()];
        for (i, p) in tree.positions.iter().enumerate().rev() {
            let options = |ms: &[LocalMove]| {
                ms.iter()
                    .map(|m| {
                        assert!(m.next > i, "a move leads to a later position");
                        &Game::integer(m.captured) + games[m.next].as_ref().expect("read")
                    })
                    .collect::<Vec<_>>()
            };
            games[i] = Some(match p.territory {
                Some(t) => Game::integer(t),
                None => Game::new(options(&p.black), options(&p.white)),
            });
        }
        let value = local_value(&board, points, 100_000).expect("a value");
        assert_eq!(games[0].as_ref(), Some(&value));
        assert_eq!(value.to_string(), "{2|{1|*}}");
        assert!(tree.positions.len() > 10);
        assert_eq!(
            tree.json()["positions"][0]["territory"],
            serde_json::Value::Null
        );
    }

    #[test]
    fn a_wall_play_inside_could_capture_is_refused() {
        // White's D3 block has its only liberty at C3, inside.
        let board = "X X X X O .
                     X . . O X .
                     X X X X . .";
        assert!(matches!(
            value(board, "B2 C2"),
            Err(LocalValueError::OpenWall(_))
        ));
    }

    #[test]
    fn a_ko_is_no_short_game() {
        // White B3 takes C3, Black C3 takes back B3: a ko.
        let board = ". . . . . .
                     . X O . . .
                     X . X O . .
                     . X O . . .
                     . . . . . .";
        assert_eq!(value(board, "B3 C3"), Err(LocalValueError::Ko));
    }
}
