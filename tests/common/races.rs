//! A generator of class 0-2 style races along the bottom edge, for checking
//! the static evaluator against search.
//!
//! ```text
//! row H+2  . . . . . . . . . . .     empty: liberties of the walls
//! row H+1  o o o o o x x x x x x     walls: white over Black's side,
//! row H    . . o o o o x x x . .     black over White's; the gaps are
//! row H-1  X X X X X X O O O O O     outside liberties (plain)
//! ...      X X X X X X O O O O O     Black's block | gap column | White's
//! row 0    . . . X X . O O . . .     eye pockets in the corners (or one
//!                                    point in, or one row up); the gap
//!                                    column's lowest points are shared
//! ```
#![allow(dead_code)]

use semeai::{Board, Color, Point, Setup};

/// Where the eye pockets sit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// In the corners.
    Corner,
    /// On the edge, one point in from the side.
    Edge,
    /// One row up from the edge (the pocket touches no edge).
    Centre,
}

/// One side of a generated race.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SideSpec {
    /// Which of the pocket points (2 or 3 rows x 3 columns, bit = row * 3 +
    /// col, col counted from the side's own board edge) are eye points.
    pub eye: u16,
    /// Which eye points hold an opponent stone.
    pub stones: u16,
    /// Outside liberties (0-6; 0-8 in `random_big_race`'s).
    pub outside: usize,
    /// Over the outside liberties' columns (bit k: the k-th from the side's
    /// own edge; `random_dented_race`): where the block's top point is
    /// empty (`dents`) or an opponent stone (`posts`), and where the gap
    /// over it is an opponent stone (`plugs`) or the side's own (`towers`).
    pub dents: u16,
    /// See `dents`.
    pub posts: u16,
    /// See `dents`.
    pub plugs: u16,
    /// See `dents`.
    pub towers: u16,
}

/// A generated race.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RaceSpec {
    /// Pocket placement.
    pub variant: Variant,
    /// Black's side, then White's.
    pub sides: [SideSpec; 2],
    /// Shared liberties (0-3, or 0-4 for the centre variant).
    pub shared: usize,
    /// Rows of the eye pockets: 2, or 3 for big eyes (`random_big_race`).
    pub rows: usize,
}

impl RaceSpec {
    /// The position and the pair (a Black and a White essential stone), or
    /// `None` when the stones do not make a legal position.
    pub fn build(&self) -> Option<(Board, Point, Point)> {
        let (h, pocket_row, pocket_col, min_width) = match self.variant {
            Variant::Corner => (4, 0, 0, 4),
            Variant::Edge => (4, 0, 1, 5),
            Variant::Centre => (5, 1, 1, 5),
        };
        if self.shared > h - 1 {
            return None;
        }
        let bw = min_width.max(self.sides[0].outside);
        let ww = min_width.max(self.sides[1].outside + 1);
        let g = bw;
        let width = g + 1 + ww;
        let height = h + 3;
        if width > 19 {
            return None;
        }
        let mut setup = Setup::new(width, height);
        for c in Color::ALL {
            let spec = self.sides[c.index()];
            let (lo, hi) = if c == Color::Black {
                (0, bw)
            } else {
                (g + 1, width)
            };
            // Column of the side's own edge, counted inwards.
            let col = |k: usize| if c == Color::Black { k } else { width - 1 - k };
            for x in lo..hi {
                for y in 0..h {
                    let k = if c == Color::Black { x } else { width - 1 - x };
                    let in_pocket = (pocket_col..pocket_col + 3).contains(&k)
                        && (pocket_row..pocket_row + self.rows).contains(&y);
                    if in_pocket {
                        let bit = (y - pocket_row) * 3 + (k - pocket_col);
                        if spec.eye & (1 << bit) == 0 {
                            setup.add(c, x, y);
                        } else if spec.stones & (1 << bit) != 0 {
                            setup.add(c.opponent(), x, y);
                        }
                    } else if y == h - 1 && k < spec.outside && spec.dents & (1 << k) != 0 {
                        // A dent in the block's top row: left empty.
                    } else if y == h - 1 && k < spec.outside && spec.posts & (1 << k) != 0 {
                        setup.add(c.opponent(), x, y);
                    } else {
                        setup.add(c, x, y);
                    }
                }
            }
            // The wall over this side is the opponent's, with the outside liberties as gaps.
            for k in 0..(hi - lo) {
                if k >= spec.outside || spec.plugs & (1 << k) != 0 {
                    setup.add(c.opponent(), col(k), h);
                } else if spec.towers & (1 << k) != 0 {
                    setup.add(c, col(k), h);
                }
                setup.add(c.opponent(), col(k), h + 1);
            }
        }
        // The gap column: shared liberties at the bottom, Black above; the
        // white wall goes on over it.
        for y in self.shared..h {
            setup.add(Color::Black, g, y);
        }
        setup.add(Color::White, g, h);
        setup.add(Color::White, g, h + 1);
        let board = setup.build().ok()?;
        let a = Point::new(bw - 1, h - 1)?;
        let b = Point::new(g + 1, h - 1)?;
        // Each side's stones must be one block (an eye may cut a corner stone off).
        let region = |c: Color, cols: std::ops::Range<usize>| {
            cols.flat_map(|x| (0..h).filter_map(move |y| Point::new(x, y)))
                .filter(|&p| board.color_at(p) == Some(c))
                .count()
        };
        let black = board.block_at(a)?.stones.len();
        let white = board.block_at(b)?.stones.len();
        if black != region(Color::Black, 0..g + 1) || white != region(Color::White, g + 1..width) {
            return None;
        }
        Some((board, a, b))
    }
}

/// A small deterministic random source (xorshift64*).
pub struct Rng(u64);

impl Rng {
    /// Seeded.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    /// The next number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Whether the points of `mask` are connected in a pocket of `rows` x 3.
fn connected(mask: u16, rows: u16) -> bool {
    if mask == 0 {
        return true;
    }
    let start = mask.trailing_zeros() as u16;
    let mut seen = 1u16 << start;
    loop {
        let mut grown = seen;
        for bit in 0..rows * 3 {
            if seen & (1 << bit) == 0 {
                continue;
            }
            let (r, c) = (bit / 3, bit % 3);
            let mut nb = Vec::new();
            if c > 0 {
                nb.push(bit - 1);
            }
            if c < 2 {
                nb.push(bit + 1);
            }
            if r > 0 {
                nb.push(bit - 3);
            }
            if r + 1 < rows {
                nb.push(bit + 3);
            }
            for n in nb {
                if mask & (1 << n) != 0 {
                    grown |= 1 << n;
                }
            }
        }
        if grown == seen {
            return seen == mask;
        }
        seen = grown;
    }
}

/// A random connected eye in a pocket of `rows` x 3: its size drawn from
/// `sizes`, its points one by one.
fn random_eye(rng: &mut Rng, rows: usize, sizes: &[usize]) -> u16 {
    loop {
        let size = sizes[rng.below(sizes.len())];
        let mut mask = 0u16;
        while (mask.count_ones() as usize) < size {
            mask |= 1 << rng.below(rows * 3);
        }
        if connected(mask, rows as u16) {
            return mask;
        }
    }
}

/// Random opponent stones in `eye` (of a pocket of `rows` x 3): at most
/// `most`, and fewer than the eye's points; none in an eye of one point.
fn random_stones(rng: &mut Rng, eye: u16, rows: usize, most: usize) -> u16 {
    let n = eye.count_ones() as usize;
    let want = if n >= 2 {
        rng.below(n.min(most + 1))
    } else {
        0
    };
    let mut stones = 0u16;
    while (stones.count_ones() as usize) < want {
        stones |= eye & (1 << rng.below(rows * 3));
    }
    stones
}

/// A random race: eyes of 0-6 points (connected), holding 0-3 opponent
/// stones, 0-6 outside liberties, 0-4 shared.
pub fn random_race(rng: &mut Rng) -> RaceSpec {
    let variant = [Variant::Corner, Variant::Edge, Variant::Centre][rng.below(3)];
    let side = |rng: &mut Rng| {
        let eye = random_eye(rng, 2, &[0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 6]);
        SideSpec {
            eye,
            stones: random_stones(rng, eye, 2, 3),
            outside: rng.below(7),
            ..SideSpec::default()
        }
    };
    let sides = [side(rng), side(rng)];
    two_rows(rng, variant, sides)
}

/// A random race with a big eye: one side's eye of 6-9 points in a 3 x 3
/// pocket (connected), holding up to 6 opponent stones; the other side's
/// of 0-4 points holding up to 2, in a pocket of the same rows; 0-8 outside
/// liberties a side, 0-3 shared.
pub fn random_big_race(rng: &mut Rng) -> RaceSpec {
    let variant = [Variant::Corner, Variant::Edge, Variant::Centre][rng.below(3)];
    let eye = random_eye(rng, 3, &[6, 7, 7, 8, 9]);
    let big = SideSpec {
        eye,
        stones: random_stones(rng, eye, 3, 6),
        outside: rng.below(9),
        ..SideSpec::default()
    };
    let eye = random_eye(rng, 3, &[0, 1, 2, 3, 4]);
    let small = SideSpec {
        eye,
        stones: random_stones(rng, eye, 3, 2),
        outside: rng.below(9),
        ..SideSpec::default()
    };
    let sides = if rng.below(2) == 0 {
        [big, small]
    } else {
        [small, big]
    };
    RaceSpec {
        variant,
        sides,
        shared: rng.below(4),
        rows: 3,
    }
}

/// A random race whose outside liberties are not all plain: `random_race`'s
/// eyes and shared liberties, 2-6 outside liberties a side, over which the
/// block's top row and the gaps are drawn point by point (the block's
/// stone, empty or an opponent stone; a gap, an opponent stone or the
/// side's own). Most draws are no race of class 3; among those that are:
///
/// ```text
/// o o o o o o      d touches no o stone: O fills it only after c or e
/// o o e X o o      (next to o stones), and X playing c and e would make
/// b c d X X X      it an eye; the gap e is a liberty through the tower
/// X X X X X X      next to it.
/// ```
pub fn random_dented_race(rng: &mut Rng) -> RaceSpec {
    let variant = [Variant::Corner, Variant::Edge, Variant::Centre][rng.below(3)];
    let side = |rng: &mut Rng| {
        let eye = random_eye(rng, 2, &[0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 6]);
        let outside = 2 + rng.below(5);
        let mut spec = SideSpec {
            eye,
            stones: random_stones(rng, eye, 2, 3),
            outside,
            ..SideSpec::default()
        };
        // Each column's top point and gap: the block's stone and a gap (4 in
        // 15), or the opponent's stone over it (1), a dent under an
        // opponent's stone (3), under the side's own (2) or under a gap
        // (2), the side's own stone over its block (2), or the opponent's
        // wall coming down two points (1).
        for k in 0..outside {
            let (dent, post, plug, tower) = match rng.below(15) {
                0..=3 => (false, false, false, false),
                4 => (false, false, true, false),
                5..=7 => (true, false, true, false),
                8..=9 => (true, false, false, true),
                10..=11 => (true, false, false, false),
                12..=13 => (false, false, false, true),
                _ => (false, true, true, false),
            };
            for (bit, mask) in [
                (dent, &mut spec.dents),
                (post, &mut spec.posts),
                (plug, &mut spec.plugs),
                (tower, &mut spec.towers),
            ] {
                if bit {
                    *mask |= 1 << k;
                }
            }
        }
        spec
    };
    let sides = [side(rng), side(rng)];
    two_rows(rng, variant, sides)
}

/// A race of two-row pockets with `sides`, and its shared liberties (0-3,
/// 0-4 in the centre).
fn two_rows(rng: &mut Rng, variant: Variant, sides: [SideSpec; 2]) -> RaceSpec {
    let shared = rng.below(if variant == Variant::Centre { 5 } else { 4 });
    RaceSpec {
        variant,
        sides,
        shared,
        rows: 2,
    }
}
