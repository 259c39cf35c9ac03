//! [`PointSet`]: a set of points as a 384-bit bitboard.
//!
//! Point `(col, row)` is bit `row * 20 + col`. Column 19 of every row is never a
//! point, so a shift by one bit moves every point one column without wrapping onto
//! the next row, and a shift by 20 bits moves it one row. Neighbourhoods and flood
//! fills are then a handful of word operations:
//!
//! ```text
//! set          set.neighbors()   set.expand()     flood fill of the
//! . . . . .    . . X . .         . . X . .        X stones from C2
//! . . X . .    . X . X .         . X X X .        within X:
//! . . . . .    . . X . .         . . X . .
//! ```

use std::{
    fmt,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub, SubAssign},
};

use crate::go::{BoardSize, MAX_SIDE, NUM_INDICES, Point, STRIDE};

const WORDS: usize = 6;

/// A set of points of a board of at most 19x19.
///
/// ```
/// use semeai::PointSet;
///
/// let stones: PointSet = "B2 C2 C3 F6".parse().unwrap();
/// let c2 = "C2".parse().unwrap();
/// // The block of C2: a flood fill of C2 within the stones.
/// let block = PointSet::single(c2).flood_fill(stones);
/// assert_eq!(block.to_string(), "B2 C2 C3");
/// assert_eq!((block.neighbors() - block).len(), 7); // its liberties on an empty board
/// assert_eq!((stones - block).to_string(), "F6");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct PointSet([u64; WORDS]);

const fn valid_mask() -> [u64; WORDS] {
    let mut w = [0u64; WORDS];
    let mut i = 0;
    while i < NUM_INDICES {
        if i % STRIDE < MAX_SIDE {
            w[i / 64] |= 1 << (i % 64);
        }
        i += 1;
    }
    w
}

impl PointSet {
    /// The empty set.
    pub const EMPTY: PointSet = PointSet([0; WORDS]);

    /// Every point of a 19x19 board.
    pub const ALL: PointSet = PointSet(valid_mask());

    /// The set holding `p` alone.
    #[must_use]
    pub const fn single(p: Point) -> PointSet {
        let mut w = [0u64; WORDS];
        w[p.index() / 64] = 1 << (p.index() % 64);
        PointSet(w)
    }

    /// Every point of a board of `size`.
    #[must_use]
    pub const fn board(size: BoardSize) -> PointSet {
        let mut w = [0u64; WORDS];
        let mut row = 0;
        while row < size.height() {
            let mut col = 0;
            while col < size.width() {
                let i = row * STRIDE + col;
                w[i / 64] |= 1 << (i % 64);
                col += 1;
            }
            row += 1;
        }
        PointSet(w)
    }

    /// The set's bits, six words (for compact storage).
    pub(crate) const fn words(self) -> [u64; WORDS] {
        self.0
    }

    /// The set of bits `words` gives back (bits that are no point dropped).
    pub(crate) const fn from_words(words: [u64; WORDS]) -> PointSet {
        PointSet(words).intersection(PointSet::ALL)
    }

    /// Whether the set has no point.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        let mut i = 0;
        while i < WORDS {
            if self.0[i] != 0 {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Number of points.
    #[must_use]
    pub const fn len(self) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < WORDS {
            n += self.0[i].count_ones() as usize;
            i += 1;
        }
        n
    }

    /// Whether `p` is in the set.
    #[must_use]
    pub const fn contains(self, p: Point) -> bool {
        self.0[p.index() / 64] & (1 << (p.index() % 64)) != 0
    }

    /// The set with `p` added.
    #[must_use]
    pub const fn with(mut self, p: Point) -> PointSet {
        self.0[p.index() / 64] |= 1 << (p.index() % 64);
        self
    }

    /// The set with `p` removed.
    #[must_use]
    pub const fn without(mut self, p: Point) -> PointSet {
        self.0[p.index() / 64] &= !(1 << (p.index() % 64));
        self
    }

    /// Adds `p`; returns whether it was new.
    pub fn insert(&mut self, p: Point) -> bool {
        let had = self.contains(p);
        *self = self.with(p);
        !had
    }

    /// Removes `p`; returns whether it was there.
    pub fn remove(&mut self, p: Point) -> bool {
        let had = self.contains(p);
        *self = self.without(p);
        had
    }

    /// Union.
    #[must_use]
    pub const fn union(self, other: PointSet) -> PointSet {
        let mut w = self.0;
        let mut i = 0;
        while i < WORDS {
            w[i] |= other.0[i];
            i += 1;
        }
        PointSet(w)
    }

    /// Intersection.
    #[must_use]
    pub const fn intersection(self, other: PointSet) -> PointSet {
        let mut w = self.0;
        let mut i = 0;
        while i < WORDS {
            w[i] &= other.0[i];
            i += 1;
        }
        PointSet(w)
    }

    /// The points of `self` not in `other`.
    #[must_use]
    pub const fn difference(self, other: PointSet) -> PointSet {
        let mut w = self.0;
        let mut i = 0;
        while i < WORDS {
            w[i] &= !other.0[i];
            i += 1;
        }
        PointSet(w)
    }

    /// Whether the two sets share a point.
    #[must_use]
    pub const fn intersects(self, other: PointSet) -> bool {
        !self.intersection(other).is_empty()
    }

    /// Whether every point of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: PointSet) -> bool {
        self.difference(other).is_empty()
    }

    /// The point with the smallest index (lowest row, then leftmost), if any.
    #[must_use]
    pub const fn first(self) -> Option<Point> {
        let mut i = 0;
        while i < WORDS {
            if self.0[i] != 0 {
                return Point::from_index(i * 64 + self.0[i].trailing_zeros() as usize);
            }
            i += 1;
        }
        None
    }

    /// Every bit moved `n` places up (towards higher indices), `0 < n < 64`.
    const fn shift_up(self, n: u32) -> PointSet {
        let mut w = [0u64; WORDS];
        let mut i = WORDS;
        while i > 0 {
            i -= 1;
            w[i] = self.0[i] << n;
            if i > 0 {
                w[i] |= self.0[i - 1] >> (64 - n);
            }
        }
        PointSet(w)
    }

    /// Every bit moved `n` places down (towards lower indices), `0 < n < 64`.
    const fn shift_down(self, n: u32) -> PointSet {
        let mut w = [0u64; WORDS];
        let mut i = 0;
        while i < WORDS {
            w[i] = self.0[i] >> n;
            if i + 1 < WORDS {
                w[i] |= self.0[i + 1] << (64 - n);
            }
            i += 1;
        }
        PointSet(w)
    }

    /// The points adjacent (horizontally or vertically) to some point of the set.
    /// May include points of the set itself, and points past the edge of a
    /// board narrower or lower than 19 (intersect with the board's points).
    #[must_use]
    pub const fn neighbors(self) -> PointSet {
        self.adjacent().intersection(PointSet::ALL)
    }

    /// [`PointSet::neighbors`] before the mask of the board's points: it
    /// may hold bits that are no point (column 19, past the last row).
    /// Intersected with a set of points, it is that set's part of the
    /// neighbours.
    const fn adjacent(self) -> PointSet {
        self.shift_up(1)
            .union(self.shift_down(1))
            .union(self.shift_up(STRIDE as u32))
            .union(self.shift_down(STRIDE as u32))
    }

    /// The points next to at least two points of the set (for a set of
    /// empty points: where a stone would have two liberties or more).
    #[must_use]
    pub const fn neighbors_twice(self) -> PointSet {
        let a = self.shift_up(1);
        let b = self.shift_down(1);
        let c = self.shift_up(STRIDE as u32);
        let d = self.shift_down(STRIDE as u32);
        // Two of four: a pair among (a, b, c, d) both hold the point.
        let ab = a.intersection(b);
        let cd = c.intersection(d);
        let either_ab = a.union(b);
        let either_cd = c.union(d);
        ab.union(cd)
            .union(either_ab.intersection(either_cd))
            .intersection(PointSet::ALL)
    }

    /// The set and its neighbours: a one-step dilation.
    #[must_use]
    pub const fn expand(self) -> PointSet {
        self.union(self.neighbors())
    }

    /// The points adjacent to the set and outside it: for a block, its liberties
    /// and the opponent stones touching it.
    #[must_use]
    pub const fn border(self) -> PointSet {
        self.neighbors().difference(self)
    }

    /// Every point of `within` connected to `self` through points of `within`.
    /// Seeds outside `within` only start the fill.
    #[must_use]
    pub const fn flood_fill(self, within: PointSet) -> PointSet {
        // With `within` points only, the neighbours need no mask of their own.
        let within = within.intersection(PointSet::ALL);
        let mut region = self.intersection(within);
        let mut frontier = region;
        while !frontier.is_empty() {
            let grown = frontier.adjacent().intersection(within).difference(region);
            region = region.union(grown);
            frontier = grown;
        }
        region
    }

    /// [`PointSet::flood_fill`], given up as soon as the region grown so far
    /// is next to a point of `target`: `None` then (for a block and the
    /// empty points, it has a liberty), else the whole region.
    #[must_use]
    pub const fn flood_fill_unless_next_to(
        self,
        within: PointSet,
        target: PointSet,
    ) -> Option<PointSet> {
        // With `within` and `target` points only, the neighbours need no
        // mask of their own.
        let within = within.intersection(PointSet::ALL);
        let target = target.intersection(PointSet::ALL);
        let mut region = self.intersection(within);
        let mut frontier = region;
        while !frontier.is_empty() {
            let near = frontier.adjacent();
            if near.intersects(target) {
                return None;
            }
            let grown = near.intersection(within).difference(region);
            region = region.union(grown);
            frontier = grown;
        }
        Some(region)
    }

    /// The connected components of the set, each in order of its first point.
    pub fn components(self) -> impl Iterator<Item = PointSet> {
        let mut rest = self;
        std::iter::from_fn(move || {
            let p = rest.first()?;
            let comp = PointSet::single(p).flood_fill(rest);
            rest = rest.difference(comp);
            Some(comp)
        })
    }

    /// The points of the set in index order.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self)
    }

    /// The set under a map of points (for board symmetries).
    #[must_use]
    pub fn map(self, f: impl Fn(Point) -> Point) -> PointSet {
        self.iter().map(f).collect()
    }
}

/// Iterator over the points of a [`PointSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct Iter(PointSet);

impl Iterator for Iter {
    type Item = Point;
    fn next(&mut self) -> Option<Point> {
        for (i, w) in self.0.0.iter_mut().enumerate() {
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Point::from_index(i * 64 + bit);
            }
        }
        None
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for PointSet {
    type Item = Point;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        iter.into_iter().fold(PointSet::EMPTY, PointSet::with)
    }
}

/// The union of the sets.
///
/// ```
/// use semeai::PointSet;
///
/// let a: PointSet = "A1 B1".parse().unwrap();
/// let b: PointSet = "B1 C1".parse().unwrap();
/// assert_eq!([a, b].into_iter().collect::<PointSet>().len(), 3);
/// ```
impl FromIterator<PointSet> for PointSet {
    fn from_iter<I: IntoIterator<Item = PointSet>>(iter: I) -> Self {
        iter.into_iter().fold(PointSet::EMPTY, |s, set| s | set)
    }
}

impl Extend<Point> for PointSet {
    fn extend<I: IntoIterator<Item = Point>>(&mut self, iter: I) {
        for p in iter {
            self.insert(p);
        }
    }
}

/// Reads a list of GTP vertices separated by white space, e.g. `"A1 D4 T19"`.
impl std::str::FromStr for PointSet {
    type Err = crate::go::PointError;
    fn from_str(s: &str) -> Result<PointSet, Self::Err> {
        s.split_whitespace().map(Point::from_gtp).collect()
    }
}

/// Writes the points as GTP vertices separated by spaces, in index order
/// (`"A1 D4 T19"`): what [`FromStr`](std::str::FromStr) reads back.
impl fmt::Display for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl From<Point> for PointSet {
    fn from(p: Point) -> PointSet {
        PointSet::single(p)
    }
}

macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $fn:ident) => {
        impl $trait for PointSet {
            type Output = PointSet;
            fn $method(self, rhs: PointSet) -> PointSet {
                self.$fn(rhs)
            }
        }
        impl $assign_trait for PointSet {
            fn $assign_method(&mut self, rhs: PointSet) {
                *self = self.$fn(rhs);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, union);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, intersection);
set_operator!(Sub, sub, SubAssign, sub_assign, difference);
set_operator!(
    BitXor,
    bitxor,
    BitXorAssign,
    bitxor_assign,
    symmetric_difference
);

impl PointSet {
    /// The points in exactly one of the two sets.
    #[must_use]
    pub const fn symmetric_difference(self, other: PointSet) -> PointSet {
        let mut w = self.0;
        let mut i = 0;
        while i < WORDS {
            w[i] ^= other.0[i];
            i += 1;
        }
        PointSet(w)
    }
}

/// Draws the smallest board from A1 that holds every point of the set,
/// at least 5x5, `X` for members, top row first.
impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mut w, mut h) = (5, 5);
        for p in *self {
            w = w.max(p.col() + 1);
            h = h.max(p.row() + 1);
        }
        writeln!(f, "PointSet({} points)", self.len())?;
        for row in (0..h).rev() {
            write!(f, "{:>2} ", row + 1)?;
            for col in 0..w {
                let p = Point::new(col, row).expect("drawn points are below 19");
                let c = if self.contains(p) { 'X' } else { '.' };
                if col > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "   ")?;
        for col in 0..w {
            if col > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", crate::go::column_letter(col).unwrap_or('?'))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn set(points: &str) -> PointSet {
        points.parse().unwrap()
    }

    /// The flood fill computed step by step with whole-board neighbours.
    fn flood_by_neighbors(seed: PointSet, within: PointSet) -> PointSet {
        let mut region = seed & within;
        loop {
            let next = region | (region.neighbors() & within);
            if next == region {
                return region;
            }
            region = next;
        }
    }

    proptest::proptest! {
        /// The fill's steps on the frontier's words alone find what
        /// whole-board neighbours find, across the six words' seams.
        #[test]
        fn flood_fill_agrees_with_whole_board_neighbours(
            within in proptest::collection::vec(0..NUM_INDICES, 0..300),
            seeds in proptest::collection::vec(0..NUM_INDICES, 1..4),
            target in proptest::collection::vec(0..NUM_INDICES, 0..20),
        ) {
            let set = |v: &[usize]| v.iter().filter_map(|&i| Point::from_index(i)).collect::<PointSet>();
            let (within, seed, target) = (set(&within), set(&seeds), set(&target));
            let expected = flood_by_neighbors(seed, within);
            proptest::prop_assert_eq!(seed.flood_fill(within), expected);
            let unless = seed.flood_fill_unless_next_to(within, target);
            let near = expected.neighbors().intersects(target);
            proptest::prop_assert_eq!(unless, (!near).then_some(expected));
        }
    }

    #[test]
    fn all_has_361_points() {
        assert_eq!(PointSet::ALL.len(), 361);
        assert_eq!(PointSet::board(BoardSize::STANDARD), PointSet::ALL);
        assert_eq!(PointSet::board(BoardSize::new(5, 3).unwrap()).len(), 15);
    }

    #[test]
    fn neighbors_in_the_middle_edge_and_corner() {
        assert_eq!(PointSet::single(p("D4")).neighbors(), set("C4 E4 D3 D5"));
        assert_eq!(PointSet::single(p("A1")).neighbors(), set("A2 B1"));
        assert_eq!(PointSet::single(p("T19")).neighbors(), set("T18 S19"));
        assert_eq!(PointSet::single(p("T5")).neighbors(), set("T4 T6 S5"));
        assert_eq!(PointSet::single(p("A5")).neighbors(), set("A4 A6 B5"));
    }

    #[test]
    fn neighbors_twice_counts_two_of_four() {
        let s = set("C3 D4 E3");
        // D3 touches all three, C4 and E4 two each (C3+D4, E3+D4), D2 one.
        assert_eq!(s.neighbors_twice(), set("D3 C4 E4"));
        assert_eq!(set("A2 B1").neighbors_twice(), set("A1 B2"));
        let edge = set("T18");
        assert_eq!(edge.neighbors_twice(), PointSet::EMPTY);
    }

    #[test]
    fn flood_fill_follows_only_the_region() {
        let stones = set("C3 D3 D4 F4 F5");
        let block = PointSet::single(p("C3")).flood_fill(stones);
        assert_eq!(block, set("C3 D3 D4"));
        assert_eq!(stones.components().count(), 2);
        assert_eq!(block.border(), set("B3 C2 C4 D2 E3 E4 D5"));
    }

    #[test]
    fn iteration_is_sorted_and_exact() {
        let s = set("T19 A1 K10 B1");
        let v: Vec<String> = s.iter().map(|q| q.to_string()).collect();
        assert_eq!(v, ["A1", "B1", "K10", "T19"]);
        assert_eq!(s.iter().len(), 4);
    }

    #[test]
    fn vertex_lists() {
        assert_eq!("A1  b2\nT19".parse::<PointSet>().unwrap().len(), 3);
        assert_eq!("".parse::<PointSet>(), Ok(PointSet::EMPTY));
        assert!("A1 I5".parse::<PointSet>().is_err());
        let s: PointSet = "T19 a1 K10  B1".parse().unwrap();
        assert_eq!(s.to_string(), "A1 B1 K10 T19");
        assert_eq!(s.to_string().parse::<PointSet>(), Ok(s));
        assert_eq!(PointSet::EMPTY.to_string(), "");
    }

    #[test]
    fn operators() {
        let a = set("A1 B1 C1");
        let b = set("B1 C1 D1");
        assert_eq!(a | b, set("A1 B1 C1 D1"));
        assert_eq!(a & b, set("B1 C1"));
        assert_eq!(a - b, set("A1"));
        assert_eq!(a ^ b, set("A1 D1"));
        assert!(set("B1").is_subset(a));
        assert!(a.intersects(b));
    }

    #[test]
    fn debug_draws_the_set() {
        let s = format!("{:?}", set("A1 B2"));
        assert!(s.contains(" 2 . X . . ."), "{s}");
        assert!(s.contains(" 1 X . . . ."), "{s}");
    }
}
