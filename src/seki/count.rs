//! Counting Basic Seki encodings (docs/seki.md): Wolf's recurrence and
//! exact counts by enumeration.

use super::encoding::{Bundle, Form, Part};
use crate::go::Color;

/// The largest number of liberties [`count`] enumerates (n = 12 takes a
/// few seconds; each step multiplies the work by about 5).
pub const MAX_ENUMERATED: usize = 12;

/// The counts of docs/seki.md for one number of liberties.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Liberties n.
    pub liberties: usize,
    /// a_n by Wolf's recurrence (OEIS A006356): digit sequences of a path.
    pub recurrence: u128,
    /// a_n by enumeration: sequences of n - 1 digits 1-3 whose neighbours
    /// sum to at most 4.
    pub sequences: u64,
    /// Linear encodings, colours kept (up to reversal).
    pub linear: u64,
    /// Wolf's estimate of `linear`: a_n (2^(n-2) - 1).
    pub estimate: u128,
    /// Linear encodings up to the colour switch too.
    pub linear_topologies: u64,
    /// Circular encodings, colours kept (up to rotation and reversal).
    pub circular: u64,
    /// Circular encodings up to the colour switch too.
    pub circular_topologies: u64,
}

/// a_n by the recurrence a_1 = 1, a_2 = 3, a_3 = 6,
/// a_(n+1) = 2 a_n + a_(n-1) - a_(n-2); `None` past u128 (n > 100 or so)
/// or for n = 0.
#[must_use]
pub fn recurrence(n: usize) -> Option<u128> {
    let mut a: [u128; 3] = [1, 3, 6];
    match n {
        0 => None,
        1..=3 => Some(a[n - 1]),
        _ => {
            for _ in 3..n {
                let next = (2 * a[2]).checked_add(a[1])?.checked_sub(a[0])?;
                a = [a[1], a[2], next];
            }
            Some(a[2])
        }
    }
}

/// Every count for `n` liberties, by enumeration; `None` past
/// [`MAX_ENUMERATED`] or for n = 0.
#[must_use]
pub fn count(n: usize) -> Option<Counts> {
    if n == 0 || n > MAX_ENUMERATED {
        return None;
    }
    let mut c = Counts {
        liberties: n,
        recurrence: recurrence(n)?,
        sequences: 0,
        linear: 0,
        estimate: if n >= 2 {
            recurrence(n)? * ((1u128 << (n - 2)) - 1)
        } else {
            0
        },
        linear_topologies: 0,
        circular: 0,
        circular_topologies: 0,
    };
    for digits in digit_sequences(n - 1, false) {
        c.sequences += 1;
        each_colouring(&digits, |keys| {
            if is_greatest(keys, Form::Linear, false) {
                c.linear += 1;
            }
            if is_greatest(keys, Form::Linear, true) {
                c.linear_topologies += 1;
            }
        });
    }
    if n >= 2 {
        for digits in digit_sequences(n, true) {
            each_colouring(&digits, |keys| {
                if is_greatest(keys, Form::Circular, false) {
                    c.circular += 1;
                }
                if is_greatest(keys, Form::Circular, true) {
                    c.circular_topologies += 1;
                }
            });
        }
    }
    Some(c)
}

/// Every canonical part with `n` liberties (colours kept), linear then
/// circular, for round trips and tests; `None` past [`MAX_ENUMERATED`].
#[must_use]
pub fn canonical_parts(n: usize) -> Option<Vec<Part>> {
    if n == 0 || n > MAX_ENUMERATED {
        return None;
    }
    let mut out = Vec::new();
    for (form, len) in [(Form::Linear, n - 1), (Form::Circular, n)] {
        if form == Form::Circular && n < 2 {
            continue;
        }
        for digits in digit_sequences(len, form == Form::Circular) {
            each_colouring(&digits, |keys| {
                if is_greatest(keys, form, false) {
                    out.push(Part {
                        form,
                        bundles: keys
                            .iter()
                            .map(|&k| Bundle {
                                count: k / 2,
                                color: if k % 2 == 1 {
                                    Color::White
                                } else {
                                    Color::Black
                                },
                            })
                            .collect(),
                    });
                }
            });
        }
    }
    Some(out)
}

/// Sequences of `len` digits 1-3 whose neighbours sum to at most 4 (and,
/// when `cyclic`, the last and the first too).
fn digit_sequences(len: usize, cyclic: bool) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut seq = Vec::with_capacity(len);
    fn grow(seq: &mut Vec<u8>, len: usize, cyclic: bool, out: &mut Vec<Vec<u8>>) {
        if seq.len() == len {
            if !cyclic || len < 2 || seq[0] + seq[len - 1] <= 4 {
                out.push(seq.clone());
            }
            return;
        }
        for d in 1..=3u8 {
            if seq.last().is_none_or(|&l| l + d <= 4) {
                seq.push(d);
                grow(seq, len, cyclic, out);
                seq.pop();
            }
        }
    }
    if len > 0 {
        grow(&mut seq, len, cyclic, &mut out);
    }
    out
}

/// Calls `f` with the keys (digit * 2 + 1 for white) of every colouring of
/// `digits` that has both colours.
fn each_colouring(digits: &[u8], mut f: impl FnMut(&[u8])) {
    let len = digits.len();
    let mut keys = vec![0u8; len];
    for mask in 1..(1u32 << len) - 1 {
        for (i, &d) in digits.iter().enumerate() {
            keys[i] = d * 2 + u8::from(mask >> i & 1 == 1);
        }
        f(&keys);
    }
}

/// Whether `keys` is the greatest of its equivalents (reversal; for a cycle
/// rotations too; with `switch`, the colour switch too).
fn is_greatest(keys: &[u8], form: Form, switch: bool) -> bool {
    let n = keys.len();
    let swaps: &[bool] = if switch { &[false, true] } else { &[false] };
    for &swap in swaps {
        let other = |i: usize| if swap { keys[i] ^ 1 } else { keys[i] };
        let rotations = if form == Form::Circular { n } else { 1 };
        for r in 0..rotations {
            for reverse in [false, true] {
                let at = |i: usize| {
                    if reverse {
                        other((n + r - 1 - i + n) % n)
                    } else {
                        other((i + r) % n)
                    }
                };
                for (i, &k) in keys.iter().enumerate() {
                    let o = at(i);
                    if o > k {
                        return false;
                    }
                    if o < k {
                        break;
                    }
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recurrence_is_a006356() {
        let a: Vec<u128> = (1..=10).filter_map(recurrence).collect();
        assert_eq!(a, [1, 3, 6, 14, 31, 70, 157, 353, 793, 1782]);
    }

    #[test]
    fn small_counts_match_the_table() {
        let c = count(4).unwrap();
        assert_eq!(
            (
                c.sequences,
                c.linear,
                c.estimate,
                c.linear_topologies,
                c.circular,
                c.circular_topologies
            ),
            (14, 48, 42, 24, 70, 39)
        );
        let parts = canonical_parts(3).unwrap();
        assert_eq!(parts.len(), 6 + 16);
        assert!(parts.iter().all(Part::is_canonical));
    }
}
