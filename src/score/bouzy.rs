//! Bouzy's dilation and erosion (as GNU Go describes them, docs/scoring.md
//! 4.3): the owner of each point of an open area that no wall closes yet.
//!
//! Stones start at +128 (Black) and -128 (White), empty points at 0. A
//! *dilation* adds to each point >= 0 with no negative neighbour the number
//! of its positive neighbours (the mirror for White); an *erosion* takes
//! from each positive point the number of its neighbours <= 0, stopping at
//! 0 (the mirror for White). Updates are simultaneous. The sign of what is
//! left gives the owner; 0 is nobody's.
//!
//! ```text
//! X X . . . . O O     after 8 dilations and 21 erosions the points
//! X X . . . . O O     next to each wall are its own; the middle
//! X X . . . . O O     columns stay 0
//! ```

use crate::go::{ByColor, NUM_INDICES, PointSet};

/// Dilations of Carta's territory map.
pub(crate) const DILATIONS: usize = 8;
/// Erosions of Carta's territory map.
pub(crate) const EROSIONS: usize = 21;

/// The points each colour owns on the board `on` with `stones`, after
/// `dilations` dilations and `erosions` erosions.
#[must_use]
pub(crate) fn owners(
    on: PointSet,
    stones: ByColor<PointSet>,
    dilations: usize,
    erosions: usize,
) -> ByColor<PointSet> {
    let points: Vec<_> = on.iter().collect();
    let neighbors: Vec<Vec<usize>> = points
        .iter()
        .map(|&p| {
            (PointSet::single(p).neighbors() & on)
                .iter()
                .map(|q| q.index())
                .collect()
        })
        .collect();
    let mut value = vec![0i32; NUM_INDICES];
    for p in stones.black {
        value[p.index()] = 128;
    }
    for p in stones.white {
        value[p.index()] = -128;
    }
    for _ in 0..dilations {
        let old = value.clone();
        for (i, p) in points.iter().enumerate() {
            let v = old[p.index()];
            let n = &neighbors[i];
            if v >= 0 && n.iter().all(|&q| old[q] >= 0) {
                value[p.index()] += n.iter().filter(|&&q| old[q] > 0).count() as i32;
            }
            if v <= 0 && n.iter().all(|&q| old[q] <= 0) {
                value[p.index()] -= n.iter().filter(|&&q| old[q] < 0).count() as i32;
            }
        }
    }
    for _ in 0..erosions {
        let old = value.clone();
        for (i, p) in points.iter().enumerate() {
            let v = old[p.index()];
            let n = &neighbors[i];
            if v > 0 {
                let minus = n.iter().filter(|&&q| old[q] <= 0).count() as i32;
                value[p.index()] = (v - minus).max(0);
            } else if v < 0 {
                let plus = n.iter().filter(|&&q| old[q] >= 0).count() as i32;
                value[p.index()] = (v + plus).min(0);
            }
        }
    }
    let mut out = ByColor::splat(PointSet::EMPTY);
    for &p in &points {
        match value[p.index()] {
            v if v > 0 => out.black.insert(p),
            v if v < 0 => out.white.insert(p),
            _ => false,
        };
    }
    out
}
