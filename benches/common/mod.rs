//! Positions shared by the benchmarks.

use semeai::{Board, Color, Move, Point, go::BoardSize};

/// A dense 19x19 position from a fixed pseudo-random game.
pub fn dense_position() -> Board {
    let mut board = Board::empty(BoardSize::STANDARD);
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut color = Color::Black;
    for _ in 0..2000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let p = Point::new((state % 19) as usize, ((state >> 8) % 19) as usize).unwrap();
        if board.try_play(color, Move::Place(p)).is_ok() {
            color = !color;
        }
        if board.occupied().len() >= 260 {
            break;
        }
    }
    board.clear_history();
    board
}
