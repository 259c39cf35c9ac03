//! The ways a sketch is finished into a position, tried in order until one gives back the encoding.

use super::*;

/// A way to finish a drawing: (absorb every region, not only enclosed
/// ones; grow blocks into them; resolve conflicts making the fewest new
/// ones; the order of each point's neighbours the blocks grow by,
/// [`Grid::neighbours_in`]).
pub(super) type Finish = (bool, bool, bool, u8);

/// The ways to finish a drawing, tried in turn on each drawing.
pub(super) const FINISHES: [Finish; 6] = [
    (false, false, false, 0),
    (true, false, false, 0),
    (false, true, false, 0),
    (true, true, false, 0),
    (false, false, true, 0),
    (true, false, true, 0),
];

/// The ways tried on every drawing again (along a row, bent, slanted)
/// once [`FINISHES`] fit none: the blocks grow breadth first as in
/// [`FINISHES`], but each free point joins the first block it may in
/// another order of its neighbours: along the row first (order 1), or an
/// order drawn from the point and the way (orders 2-9), so that a point
/// that no block may take when they grow up first (a lane of one colour
/// between two of the other leaves one under it) goes to a block that
/// grew the other way. Orders past 9 fitted nothing more up to 6
/// liberties.
pub(super) const OTHER_ORDERS: [Finish; 18] = {
    let mut out = [(false, true, false, 0); 18];
    let mut i = 0;
    while i < 18 {
        out[i] = (i % 2 == 1, true, false, (i / 2 + 1) as u8);
        i += 1;
    }
    out
};

/// Steps 1-3 on a drawing: regions between blocks of both colours become
/// part of one of them (only enclosed regions, or every region with
/// `all`), then conflicts, fillers and eyes.
pub(super) fn finish(mut g: Grid, (all, grow, fewest, order): Finish) -> Option<Grid> {
    g.absorb(all, grow, order);
    g.resolve(fewest)?;
    g.fill();
    g.eyes()?;
    Some(g)
}

/// The first way of finishing `sketch` (of `ways`) that gives a position
/// holding exactly `want`.
pub(super) fn finished(sketch: &Grid, want: &Part, ways: &[Finish]) -> Option<Board> {
    ways.iter().find_map(|&way| {
        finish(sketch.clone(), way)
            .and_then(|g| g.board())
            .filter(|board| recognised(board, want))
    })
}

#[cfg(test)]
mod tests {
    use super::{FINISHES, OTHER_ORDERS};

    /// The second ways are the first ways' other orders: no way is tried
    /// twice.
    #[test]
    fn every_way_of_finishing_is_tried_once() {
        let mut all: Vec<_> = FINISHES.iter().chain(&OTHER_ORDERS).collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
