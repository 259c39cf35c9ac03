//! Hashes and random streams: SplitMix64 (its step, and a stream of
//! choices from a seed), the Zobrist keys of the board's positions, and
//! the hasher of maps whose keys are such hashes already.

use super::{Color, NUM_INDICES, PointSet};

/// The hasher of maps keyed by Zobrist hashes (the search's table, the
/// eye game's): such a key is uniform random bits already, so it is its
/// own hash (hashing it again with SipHash cost a tenth of the search).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used by a `u64` key; anything else is folded in.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// SplitMix64's increment.
pub(crate) const SPLITMIX_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's step: the output for `state` (the next state is `state`
/// plus [`SPLITMIX_GAMMA`]). The Zobrist keys and the Basic Seki drawings'
/// choices both draw from it.
pub(crate) const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(SPLITMIX_GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64's stream of choices from a seed, the same for the same
/// seed: the Basic Seki drawings' choices and the generated positions of
/// tests draw from it.
pub(crate) struct Choices(u64);

impl Choices {
    /// The stream whose first number is `splitmix64(seed)`.
    pub(crate) const fn new(seed: u64) -> Choices {
        Choices(seed)
    }

    /// The next number.
    pub(crate) fn next(&mut self) -> u64 {
        let z = splitmix64(self.0);
        self.0 = self.0.wrapping_add(SPLITMIX_GAMMA);
        z
    }

    /// A number in `0..n` (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One of `xs`, `None` when there is none.
    pub(crate) fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        (!xs.is_empty()).then(|| xs[self.below(xs.len())])
    }
}

const fn zobrist_keys() -> [[u64; NUM_INDICES]; 2] {
    let mut keys = [[0u64; NUM_INDICES]; 2];
    let mut state = 0x005E_3EA1_u64;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < NUM_INDICES {
            state = state.wrapping_add(SPLITMIX_GAMMA);
            keys[c][i] = splitmix64(state);
            i += 1;
        }
        c += 1;
    }
    keys
}

/// Zobrist keys of (colour, point), fixed at compile time.
pub(super) static ZOBRIST: [[u64; NUM_INDICES]; 2] = zobrist_keys();

/// The Zobrist hash of `color`'s `stones`.
pub(super) fn zobrist(color: Color, stones: PointSet) -> u64 {
    stones
        .iter()
        .fold(0, |h, p| h ^ ZOBRIST[color.index()][p.index()])
}
