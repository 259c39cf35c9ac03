//! The transposition table: entries of proven bounds, keyed by the
//! Zobrist hash of the position, the side to move, the free moves left,
//! whether the last move was a pass, and the question searched.

use std::{collections::HashMap, hash::BuildHasherDefault};

use super::{Objective, Repetition, Solver};
use crate::go::{ByColor, Color, KeyHasher, Move, PointSet, splitmix64};

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

    /// The hash of the position: its stones; the point of a ko just taken
    /// (the same stones with and without it have different moves: taking
    /// back at once is barred); and in the fight to live the essential
    /// stones too (the line goes on past captures there, and a position
    /// may be reached with other stones essential: a captured essential
    /// stone replayed on its point is not essential).
    pub(super) fn position_key(&self) -> u64 {
        self.stones_key() ^ self.line.last().expect("the start").ko_key
    }

    /// [`Solver::position_key`] without the ko: the stones, and in the
    /// fight to live the essential stones (what Benson's verdict and the
    /// death of a capturer depend on).
    pub(super) fn stones_key(&self) -> u64 {
        // Outside the fight a capture of essential stones ends the line:
        // the essential stones follow from the stones.
        if self.fight {
            self.board.hash() ^ self.line.last().expect("the start").essential_key
        } else {
            self.board.hash()
        }
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
        self.position_key()
            ^ (c.index() as u64).wrapping_mul(K[0])
            ^ (u64::from(free) + 1).wrapping_mul(K[1])
            ^ u64::from(last_pass).wrapping_mul(K[2])
            ^ (mode + 1u64).wrapping_mul(K[3]).rotate_left(17)
    }
}

/// A hash of a set of points.
fn fingerprint(set: PointSet) -> u64 {
    set.words()
        .iter()
        .fold(0x243F_6A88_85A3_08D3, |h, &w| splitmix64(h ^ w))
}

/// The part of a position's key that the essential stones `essential` give.
pub(super) fn essential_key(essential: ByColor<PointSet>) -> u64 {
    fingerprint(essential.black) ^ fingerprint(essential.white).rotate_left(31)
}

/// The part of a position's key that the point of a ko just taken gives.
pub(super) fn ko_key(ko: Option<PointSet>) -> u64 {
    ko.and_then(PointSet::first)
        .map_or(0, |p| splitmix64(0x5851_F42D_4C95_7F2D ^ p.index() as u64))
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

    /// A solver of every point of `diagram` (Black's stones and White's
    /// essential), in the fight to live when `fight`.
    fn solver_of(diagram: &str, fight: bool) -> Solver {
        let board = crate::io::read_ascii(diagram).expect("a position");
        let essential = ByColor::from_fn(|c| board.stones(c));
        let s = Solver::new(
            &board,
            board.points(),
            essential,
            super::super::Budget::nodes(1_000),
        );
        if fight { s.to_live() } else { s }
    }

    fn place(s: &mut Solver, c: Color, v: &str) {
        s.play(c, Move::Place(v.parse().expect("a point")))
            .expect("legal");
    }

    /// The same stones right after Black takes a ko (White may not take
    /// back at once) and set up as they are (White may) are different
    /// nodes: their keys differ, until a move elsewhere lifts the ban.
    #[test]
    fn a_ko_just_taken_is_in_the_key() {
        let before = ". X O . .
                      X O . O .
                      . X O . .";
        // Black C2 takes B2: C2 is left alone with that one liberty, a ko.
        let mut ko = solver_of(before, false);
        place(&mut ko, Color::Black, "C2");
        let after = ". X O . .
                     X . X O .
                     . X O . .";
        let mut plain = solver_of(after, false);
        assert_eq!(ko.board.hash(), plain.board.hash(), "the same stones");
        assert_ne!(
            ko.key(Color::White, 0, false),
            plain.key(Color::White, 0, false)
        );
        place(&mut ko, Color::White, "E3");
        place(&mut plain, Color::White, "E3");
        assert_eq!(
            ko.key(Color::Black, 0, false),
            plain.key(Color::Black, 0, false)
        );
    }

    /// In the fight to live the line goes on past a capture: White's
    /// essential stone B2 taken in a ko and a white stone played back on
    /// its point (not essential: the essential stone was taken) is another
    /// node than the same stones reached without the exchange. In the
    /// race a capture ends the line, and the stones alone are the key.
    #[test]
    fn the_fight_keys_the_essential_stones() {
        let diagram = ". X O . . .
                       X O . O . .
                       . X O . . .";
        let moves = |s: &mut Solver, line: &[(Color, &str)]| {
            for &(c, v) in line {
                place(s, c, v);
            }
        };
        let (b, w) = (Color::Black, Color::White);
        let exchange = [
            (b, "C2"),
            (w, "F3"),
            (b, "F1"),
            (w, "B2"),
            (b, "E3"),
            (w, "E1"),
        ];
        let direct = [(w, "F3"), (b, "F1"), (w, "E1"), (b, "E3")];
        for fight in [false, true] {
            let mut taken = solver_of(diagram, fight);
            moves(&mut taken, &exchange);
            let mut kept = solver_of(diagram, fight);
            moves(&mut kept, &direct);
            assert_eq!(taken.board.hash(), kept.board.hash(), "the same stones");
            let (a, b) = (taken.key(b, 0, false), kept.key(b, 0, false));
            assert_eq!(a != b, fight, "fight: {fight}");
        }
    }
}
