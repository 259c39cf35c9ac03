//! The transposition table: entries of proven bounds, keyed by the
//! Zobrist hash of the position, the side to move, the free moves left,
//! whether the last move was a pass, and the question searched.

use super::{Objective, Repetition, Solver};
use crate::go::{ByColor, Color, Move};

#[derive(Copy, Clone, Debug)]
pub(super) struct Entry {
    pub(super) lo: i32,
    pub(super) hi: i32,
    pub(super) best: Option<Move>,
    /// [`Dep::ko`] of the answers stored.
    pub(super) ko: ByColor<bool>,
}

impl Solver {
    pub(super) fn key(&self, c: Color, free: u8, last_pass: bool) -> u64 {
        self.key_under(self.ko, c, free, last_pass)
    }

    /// [`Solver::key`] under another ko rule.
    pub(super) fn key_under(&self, ko: Repetition, c: Color, free: u8, last_pass: bool) -> u64 {
        const K: [u64; 4] = [
            0x9E37_79B9_7F4A_7C15,
            0xC2B2_AE3D_27D4_EB4F,
            0x1656_67B1_9E37_79F9,
            0x27D4_EB2F_1656_67C5,
        ];
        let mode = match (self.objective, ko) {
            (Objective::Outcome, Repetition::Barred) => 0,
            (Objective::Outcome, Repetition::WonBy(Color::Black)) => 1,
            (Objective::Outcome, Repetition::WonBy(Color::White)) => 2,
            (Objective::Score, Repetition::Barred) => 3,
            (Objective::Score, Repetition::WonBy(Color::Black)) => 4,
            (Objective::Score, Repetition::WonBy(Color::White)) => 5,
            (Objective::Outcome, Repetition::Eternal) => 6,
            (Objective::Score, Repetition::Eternal) => 7,
        };
        self.board.hash()
            ^ (c.index() as u64).wrapping_mul(K[0])
            ^ (u64::from(free) + 1).wrapping_mul(K[1])
            ^ u64::from(last_pass).wrapping_mul(K[2])
            ^ (mode + 1u64).wrapping_mul(K[3]).rotate_left(17)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{OUTSIDE_ONLY, problem};
    use super::*;

    #[test]
    fn the_key_tells_every_question_apart() {
        let (_, s) = problem(OUTSIDE_ONLY);
        let base = s.key(Color::Black, 0, false);
        assert_eq!(
            base,
            s.key(Color::Black, 0, false),
            "same question, same key"
        );
        let others = [
            s.key(Color::White, 0, false),
            s.key(Color::Black, 1, false),
            s.key(Color::Black, u8::MAX, false),
            s.key(Color::Black, 0, true),
            s.key_under(Repetition::WonBy(Color::Black), Color::Black, 0, false),
            s.key_under(Repetition::WonBy(Color::White), Color::Black, 0, false),
            s.key_under(Repetition::Eternal, Color::Black, 0, false),
        ];
        for (i, k) in others.iter().enumerate() {
            assert_ne!(*k, base, "question {i}");
            assert!(others[..i].iter().all(|o| o != k), "question {i}");
        }
    }
}
