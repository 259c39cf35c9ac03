//! Sums of local game values against whole-board search: on generated
//! 9x9 endgames (Black's living wall on the left, White's on the right, and
//! between them five rows of border, each a pocket of empty points or a
//! row of stones that separates them), each pocket is a local game
//! ([`semeai::search::local_value`]); the sum of their canonical values,
//! each side moving first, stops where whole-board alpha-beta (moves in
//! every pocket, passes, the game over at two passes, the same local
//! counting: captures and the territory of the pockets' points) ends.

use std::collections::HashMap;

use proptest::prelude::*;
use semeai::{
    Board, Color, Move, PointSet,
    cgt::{Game, Q},
    io,
    search::{LocalValueError, local_value},
};

/// The position: columns A-C Black's (eyes at A2, A4, A6, A8), G-J
/// White's (eyes at J2, J4, J6, J8); in row r of D-F, `rows[r]` =
/// (black stones from D, empty points after them); the rest White's.
/// Rows 2, 4, 6 and 8 have no empty point (they separate the pockets).
fn diagram(rows: &[(usize, usize); 9]) -> String {
    let mut out = String::new();
    for r in (0..9).rev() {
        let (black, empty) = rows[r];
        let eye_row = r % 2 == 1;
        let mut line = Vec::new();
        line.push(if eye_row { '.' } else { 'X' });
        line.extend(['X', 'X']);
        for i in 0..3 {
            line.push(if i < black {
                'X'
            } else if i < black + empty {
                '.'
            } else {
                'O'
            });
        }
        line.extend(['O', 'O']);
        line.push(if eye_row { '.' } else { 'O' });
        out.push_str(
            &line
                .iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        );
        out.push('\n');
    }
    out
}

fn layouts() -> impl Strategy<Value = [(usize, usize); 9]> {
    let pocket = (0usize..3).prop_flat_map(|black| (Just(black), 1usize..=(3 - black).min(2)));
    let wall = (0usize..=3).prop_map(|black| (black, 0));
    (
        pocket.clone(),
        wall.clone(),
        pocket.clone(),
        wall.clone(),
        pocket.clone(),
        wall.clone(),
        pocket.clone(),
        wall,
        pocket,
    )
        .prop_map(|(a, b, c, d, e, f, g, h, i)| [a, b, c, d, e, f, g, h, i])
}

/// Whole-board alpha-beta: `to_move` first, passes allowed, over at two
/// passes; the score (Black positive) of the captures from here on and of
/// the territory of `points` at the end. Own one-point eyes are not filled.
struct Whole {
    points: PointSet,
    table: HashMap<(u64, Color, bool), i64>,
}

impl Whole {
    fn score(&mut self, board: &mut Board, to_move: Color, passed: bool) -> Option<i64> {
        let key = (board.hash(), to_move, passed);
        if let Some(&v) = self.table.get(&key) {
            return Some(v);
        }
        let sign = if to_move == Color::Black { 1 } else { -1 };
        // Passing: the game ends after a pass answered by a pass.
        let mut best = if passed {
            territory(board, self.points)
        } else {
            self.score(board, to_move.opponent(), true)?
        };
        for p in (self.points & board.empty_points()).iter() {
            // The local reading's rule: no own one-point eye filled while
            // no block round it is in atari.
            let around = PointSet::single(p).neighbors() & board.points();
            let own_eye = around.is_subset(board.stones(to_move))
                && around
                    .iter()
                    .all(|q| board.block_at(q).is_some_and(|b| b.liberties.len() > 1));
            if own_eye {
                continue;
            }
            let Ok(played) = board.try_play(to_move, Move::Place(p)) else {
                continue;
            };
            let taken = sign * played.captured.len() as i64;
            let after = self.score(board, to_move.opponent(), false);
            board.undo();
            let v = taken + after?;
            if sign * v > sign * best {
                best = v;
            }
        }
        self.table.insert(key, best);
        Some(best)
    }
}

fn territory(board: &Board, points: PointSet) -> i64 {
    let mut count = 0i64;
    for area in board.empty_points().components() {
        let mine = (area & points).len() as i64;
        let around = area.neighbors() & board.points();
        match (
            around.intersects(board.stones(Color::Black)),
            around.intersects(board.stones(Color::White)),
        ) {
            (true, false) => count += mine,
            (false, true) => count -= mine,
            _ => {}
        }
    }
    count
}

/// Whether the sum of the pockets' values stops where whole-board search
/// ends, each side moving first; `None` when a pocket holds a ko (no short
/// game).
fn sum_stops_as_the_board_ends(rows: &[(usize, usize); 9]) -> Option<Result<(), String>> {
    let board = io::read_ascii(&diagram(rows)).expect("a position");
    let pockets: Vec<PointSet> = (0..9)
        .filter(|r| rows[*r].1 > 0)
        .map(|r| {
            board.empty_points()
                & (3..6)
                    .map(|c| semeai::Point::new(c, r).expect("on the board"))
                    .collect::<PointSet>()
        })
        .collect();
    let mut sum = Game::zero();
    for &pocket in &pockets {
        match local_value(&board, pocket, 100_000) {
            Ok(v) => sum = &sum + &v,
            Err(LocalValueError::Ko) => return None,
            Err(e) => return Some(Err(e.to_string())),
        }
    }
    let points = pockets.iter().fold(PointSet::EMPTY, |a, &b| a | b);
    let mut whole = Whole {
        points,
        table: HashMap::new(),
    };
    let mut position = board.rooted();
    let black = whole
        .score(&mut position, Color::Black, false)
        .expect("a score");
    let white = whole
        .score(&mut position, Color::White, false)
        .expect("a score");
    let stops = (sum.left_stop(), sum.right_stop());
    if stops == (Q::from_integer(black), Q::from_integer(white)) {
        Some(Ok(()))
    } else {
        Some(Err(format!(
            "sum {sum}: stops {stops:?}, the whole board {black} and {white}\n{}",
            diagram(rows)
        )))
    }
}

/// 500 generated endgames without a ko (of at most five pockets, ten
/// empty points), each checked.
#[test]
fn the_sum_of_local_values_stops_where_the_whole_board_ends() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut checked, mut kos) = (0, 0);
    while checked < 500 {
        let rows = layouts().new_tree(&mut runner).expect("a layout").current();
        match sum_stops_as_the_board_ends(&rows) {
            Some(Ok(())) => checked += 1,
            Some(Err(e)) => panic!("{e}"),
            None => kos += 1,
        }
        assert!(kos < 500, "too many kos");
    }
}
