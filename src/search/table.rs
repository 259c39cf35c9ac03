//! The transposition table: entries of proven bounds, keyed by the
//! Zobrist hash of the position, the side to move, the free moves left,
//! whether the last move was a pass, and the question searched.

use std::{collections::HashMap, hash::BuildHasherDefault};

use super::{Objective, Repetition, Solver};
use crate::go::{ByColor, Color, KeyHasher, Move};

/// The table's map. Its keys are Zobrist hashes already (uniform random
/// bits), so they are their own hash: hashing them again with the standard
/// library's SipHash cost a tenth of the search's time.
pub(super) type Table = HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>;

#[derive(Copy, Clone, Debug)]
pub(super) struct Entry {
    pub(super) lo: i32,
    pub(super) hi: i32,
    pub(super) best: Option<Move>,
    /// [`Dep::ko`](super::ko::Dep) of the answers stored.
    pub(super) ko: ByColor<bool>,
}

/// The most entries the table holds: hashbrown keeps 2^22 buckets of 25
/// bytes for them (key, entry and control byte): 105 MiB, and 157 MiB while
/// it grows into them. With Benson's cache (16 MiB) a search stays under
/// 256 MB whatever its budget. Once full, the table keeps what it has and
/// stores no new position: answers stay exact, later nodes are searched
/// again. The default budgets stay well below it (5 M nodes store about
/// 2.8 M entries).
pub const TABLE_MAX_ENTRIES: usize = 3_600_000;

impl Solver {
    /// The entry of `key`, new if the table has room for it (`None` when
    /// it is full and the key is not in it).
    pub(super) fn stored(&mut self, key: u64) -> Option<&mut Entry> {
        if self.tt.len() >= self.table_max && !self.tt.contains_key(&key) {
            return None;
        }
        Some(self.tt.entry(key).or_insert(Entry {
            lo: -super::INF,
            hi: super::INF,
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
    use super::super::testing::{EYE_AGAINST_EYE, KO, OUTSIDE_ONLY, problem};
    use super::*;
    use crate::race::Outcome;

    /// R(c, k) for both colours and k = 1..3, and the nodes spent.
    fn results(s: &mut Solver) -> (Vec<Outcome>, u64) {
        let mut out = Vec::new();
        for c in Color::ALL {
            for k in 1..=3 {
                out.push(s.result(c, k));
            }
        }
        (out, s.nodes())
    }

    #[test]
    fn a_full_table_stores_nothing_new_and_the_answers_stay() {
        for text in [EYE_AGAINST_EYE, KO, OUTSIDE_ONLY] {
            let (_, mut free) = problem(text);
            let (_, mut small) = problem(text);
            small.table_max = 16;
            let (want, nodes) = results(&mut free);
            let (got, _) = results(&mut small);
            assert_eq!(got, want);
            assert!(free.tt.len() > 16, "the problem fills more than 16 entries");
            assert!(small.tt.len() <= 16, "{} entries", small.tt.len());
            assert!(nodes > 0);
        }
    }

    #[test]
    fn a_one_slot_benson_cache_changes_no_answer_and_no_node_count() {
        for text in [EYE_AGAINST_EYE, KO, OUTSIDE_ONLY] {
            let (_, mut wide) = problem(text);
            let (_, mut narrow) = problem(text);
            narrow.benson = crate::search::reduce::BensonCache::with_slots(1);
            assert_eq!(results(&mut narrow), results(&mut wide));
        }
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
            s.key_under(Repetition::Eternal, Color::Black, 0, false),
        ];
        for (i, k) in others.iter().enumerate() {
            assert_ne!(*k, base, "question {i}");
            assert!(others[..i].iter().all(|o| o != k), "question {i}");
        }
    }
}
