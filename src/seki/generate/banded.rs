//! The banded drawing of a path of two-block bundles of any colours: the
//! nodes on the diagonal, each bundle the two single stones between its
//! nodes, and every other point a living group, coloured by its
//! anti-diagonal (`x + y`): bands square to the path, one colour each.
//!
//! Between two bundles of one colour the point in the notch of their
//! stones (`T`, one on each side of the path) is a stone of the other
//! colour, alive through the band beyond it; between bundles of different
//! colours it joins the bundle's stone of the colour opposite to the bands
//! beyond it, which are then of one colour. The ends of the path wrap its
//! end nodes. So the bands' colours only have to meet, notch by notch,
//! "one of the two bands beyond a notch of the other colour" or "both
//! bands beyond a joined notch of one colour"; each colouring that does,
//! with bands wide enough for two eyes, is tried until one is read back.
//!
//! ```text
//!     A B C D E F G H J K L M N O P   `022_2_222_2` on 15x15: nodes E5 to
//!  15 X X . X X O O . O O O O O O .   M12; bundle 0 (white) is F5 F4 E4
//!  14 O X X X X X O O O O O O O O O   and its mirror image E6 D6 D5,
//!  13 O O X . X X X O O O X X O O O   wrapping round E5; bundle 1
//!  12 . O O X X X X X O X X . X O O   (white) G6 and F7, the notch G5
//!  11 O O O O X X X X X O . X X O O   between them black; the notch H6
//!  10 X O . O O X X O O . O X O O O   between bundles 1 and 2 (black)
//!   9 X X O O O O O X . O X O O O O   joins bundle 2, as the bands
//!   8 X X X O O X X . X O X X O O O   beyond it (H5, J6) are white; and
//!   7 X X X X X O . X O X X X X O O   so on. Off the path, the colour
//!   6 X X X O O . O X O X . X X X O   of a point is its band's (x + y):
//!   5 X X X O . O X O O O X X X X X   black at the foot, then white,
//!   4 X X X X O O X O . O O X X X X   black, white, each band a living
//!   3 . X X X X X X X O O O O X X .   group on either side of the path,
//!   2 X X X X X X X X X O O O O X X   with two eyes.
//!   1 . X X X X X X X X X O . O O X
//! ```

use super::{Cell, Grid, recognised};
use crate::{
    go::{Board, Color},
    seki::encoding::{Form, Part},
};

type Xy = (i32, i32);

/// A position for `part`, a path of two-block bundles, from the first
/// banded drawing that is read back; `None` for other parts or when none
/// fits.
pub(super) fn banded(part: &Part, size: usize) -> Option<Board> {
    let linear_twos = part.form == Form::Linear && part.bundles.iter().all(|b| b.count == 2);
    if !linear_twos || part.bundles.len() < 2 {
        return None;
    }
    let want = part.canonical();
    let n = size as i32;
    for bundles in want.equivalents() {
        let colors: Vec<Color> = bundles.iter().map(|b| b.color).collect();
        let k = colors.len() as i32;
        // Node 0 at (s, s), the middle of the board first: two points of
        // room round the wrapped ends for the bands' groups.
        let mut starts: Vec<i32> = (2..n - k - 2).collect();
        let mid = (n - k) / 2;
        starts.sort_by_key(|&s| ((s - mid).abs(), s));
        for bands in colourings(&colors) {
            for &s in starts.iter().take(3) {
                let Some(mut g) = sketch(size, &colors, &bands, s) else {
                    continue;
                };
                if g.eyes().is_none() {
                    continue;
                }
                if let Some(board) = g.board().filter(|b| recognised(b, &want)) {
                    return Some(board);
                }
            }
        }
    }
    None
}

/// The bands' colours that meet every notch, as lists over `t = x + y - 2s`
/// for `t` in `0..=2k` (before: the colour opposite to bundle 0; after: the
/// one opposite to the last), each run of one colour at least three bands
/// wide; the widest narrowest run first.
fn colourings(colors: &[Color]) -> Vec<Vec<Color>> {
    let k = colors.len();
    let first = colors[0].opponent();
    let last = colors[k - 1].opponent();
    // Bands 2..=2k-2 are free; 0, 1 are `first`, 2k-1, 2k `last`.
    let free = 2 * k - 3;
    if free > 20 {
        return Vec::new();
    }
    let mut out: Vec<(usize, Vec<Color>)> = Vec::new();
    for bits in 0u32..1 << free {
        let band: Vec<Color> = (0..=2 * k)
            .map(|t| match t {
                0 | 1 => first,
                t if t >= 2 * k - 1 => last,
                t => match bits >> (t - 2) & 1 {
                    0 => Color::Black,
                    _ => Color::White,
                },
            })
            .collect();
        // Notch i (between bundles i and i + 1) has the bands 2i + 1 and
        // 2i + 3 beyond it.
        let meets = (0..k - 1).all(|i| {
            let (a, b) = (band[2 * i + 1], band[2 * i + 3]);
            if colors[i] == colors[i + 1] {
                a != colors[i] || b != colors[i]
            } else {
                a == b
            }
        });
        // Runs: the first and last reach past the ends, so count as wide.
        let mut narrowest = usize::MAX;
        let mut run = 0;
        for t in 0..=2 * k {
            run += 1;
            if t == 2 * k || band[t + 1] != band[t] {
                let open = t + 1 == run || t == 2 * k;
                if !open {
                    narrowest = narrowest.min(run);
                }
                run = 0;
            }
        }
        if meets && narrowest >= 3 {
            out.push((narrowest, band));
        }
    }
    out.sort_by_key(|(narrowest, _)| std::cmp::Reverse(*narrowest));
    out.into_iter().map(|(_, band)| band).collect()
}

/// The drawing with node 0 at (`s`, `s`): nodes, blocks (the notches
/// joined where the bands ask it), and every other point a filler of its
/// band's colour; `None` when it does not fit the board.
fn sketch(size: usize, colors: &[Color], bands: &[Color], s: i32) -> Option<Grid> {
    let k = colors.len() as i32;
    let mut g = Grid::new(size);
    let at = |(x, y): Xy| (s + x, s + y);
    let mirror = |(x, y): Xy| (y, x);
    for j in 0..=k {
        g.node(at((j, j)))?;
    }
    // Each bundle's two blocks: the lower one (right of the diagonal) and
    // its mirror image.
    let mut lower = Vec::new();
    let mut upper = Vec::new();
    for (i, &c) in colors.iter().enumerate() {
        let i = i as i32;
        for side in [&mut lower, &mut upper] {
            side.push(g.edge(c, at((i, i)), at((i + 1, i + 1))));
        }
    }
    let band = |t: i32| bands[t.clamp(0, 2 * k) as usize];
    // The lower side's stones of block `i` (the upper's are their mirror
    // image): its stone between the nodes, its notches, the wrapped ends.
    let mut cells: Vec<Vec<Xy>> = (0..k).map(|i| vec![(i + 1, i)]).collect();
    cells[0].extend([(1, -1), (0, -1)]);
    cells[k as usize - 1].extend([(k + 1, k - 1), (k + 1, k)]);
    let mut notches = Vec::new();
    for i in 0..k - 1 {
        let (a, b) = (colors[i as usize], colors[i as usize + 1]);
        let t = (i + 2, i);
        if a == b {
            notches.push((t, a.opponent()));
        } else {
            // The block of the colour opposite to the bands beyond.
            let j = if a != band(2 * i + 1) { i } else { i + 1 };
            cells[j as usize].push(t);
        }
    }
    for (i, stones) in cells.iter().enumerate() {
        for &p in stones {
            g.paint(at(p), lower[i])?;
            g.paint(at(mirror(p)), upper[i])?;
        }
    }
    for (t, c) in notches {
        for p in [at(t), at(mirror(t))] {
            (g.get(p)? == Cell::Free).then_some(())?;
            g.put(p, Cell::Filler(c));
        }
    }
    for y in 0..size as i32 {
        for x in 0..size as i32 {
            if g.get((x, y)) == Some(Cell::Free) {
                g.put((x, y), Cell::Filler(band(x + y - 2 * s)));
            }
        }
    }
    Some(g)
}
