//! The transposition table: entries of proven bounds, keyed by the
//! Zobrist hash of the position, the side to move, the free moves left,
//! whether the last move was a pass, and the question searched.

use super::{INF, Objective, Repetition, Solver};
use crate::go::{ByColor, Color, Move};

/// Memory a solver's tables may take together, at most, resizing included:
/// the transposition table and the cache of Benson verdicts.
pub const TABLE_BYTES: usize = 256 << 20;

/// The entry limits of the transposition table and the Benson cache within
/// `bytes`. Each is a hash table of a power-of-two number of buckets (a
/// slot: key, value and a control byte), filled to 7/8 at most (the load
/// factor of std's hash table), so it never grows past its buckets; while
/// one grows, its old and new buckets live at once (1.5 times its size).
/// The largest pair of bucket counts, equal if they can be, for which that
/// peak plus the other table stays within `bytes`.
pub(super) fn table_limits<E, B>(bytes: usize) -> (usize, usize) {
    let slot = |value: usize| (std::mem::size_of::<u64>() + value + 1) as u128;
    let (st, sb) = (
        slot(std::mem::size_of::<E>()),
        slot(std::mem::size_of::<B>()),
    );
    let fits = |t: u32, b: u32| {
        let (t, b) = ((1u128 << t) * st, (1u128 << b) * sb);
        (t * 3 / 2 + b).max(t + b * 3 / 2) <= bytes as u128
    };
    let mut best = None;
    for t in 0..48 {
        for b in 0..48 {
            if fits(t, b)
                && best.is_none_or(|(bt, bb): (u32, u32)| (t.min(b), t + b) > (bt.min(bb), bt + bb))
            {
                best = Some((t, b));
            }
        }
    }
    best.map_or((0, 0), |(t, b)| {
        ((1usize << t) / 8 * 7, (1usize << b) / 8 * 7)
    })
}

#[derive(Copy, Clone, Debug)]
pub(super) struct Entry {
    pub(super) lo: i32,
    pub(super) hi: i32,
    pub(super) best: Option<Move>,
    /// [`Dep::ko`] of the answers stored.
    pub(super) ko: ByColor<bool>,
}

impl Solver {
    /// The table's entry for `key`, made (with no bound yet) when the table
    /// has room for it; `None` when it is full and holds no such entry.
    pub(super) fn stored(&mut self, key: u64) -> Option<&mut Entry> {
        if self.tt.len() >= self.tt_limit && !self.tt.contains_key(&key) {
            return None;
        }
        Some(self.tt.entry(key).or_insert(Entry {
            lo: -INF,
            hi: INF,
            best: None,
            ko: ByColor::new(false, false),
        }))
    }

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
    fn tables_stay_within_their_bytes() {
        // Slots of 8 + 16 + 1 and 8 + 56 + 1 bytes: 2^21 buckets each take
        // 52 and 136 MB; the cache growing into them peaks at 52 + 204 MB,
        // within 256 MiB; one more doubling of either would not fit.
        type Cache = (ByColor<bool>, crate::go::PointSet);
        assert_eq!(
            (std::mem::size_of::<Entry>(), std::mem::size_of::<Cache>()),
            (16, 56)
        );
        let (tt, benson) = table_limits::<Entry, Cache>(TABLE_BYTES);
        assert_eq!((tt, benson), ((1 << 21) / 8 * 7, (1 << 21) / 8 * 7));
        // 1 000 bytes of 25- and 65-byte slots: 8 buckets each (the cache
        // growing: 200 + 780 bytes), 7 entries each.
        assert_eq!(table_limits::<Entry, Cache>(1_000), (7, 7));
        assert_eq!(table_limits::<Entry, Cache>(10), (0, 0));
    }

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
        ];
        for (i, k) in others.iter().enumerate() {
            assert_ne!(*k, base, "question {i}");
            assert!(others[..i].iter().all(|o| o != k), "question {i}");
        }
    }
}
