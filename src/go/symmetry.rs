//! The eight symmetries of a board (the dihedral group of the square).
//!
//! Nothing semeai reports may change under them: properties tests map a position
//! through each one and compare the answers. On a rectangular board the four
//! symmetries that swap rows and columns also swap width and height.

use crate::go::{BoardSize, Move, Point, PointSet};

/// One of the eight symmetries of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves every point where it is.
    Identity,
    /// Mirror left-right.
    FlipColumns,
    /// Mirror top-bottom.
    FlipRows,
    /// Half turn.
    Rotate180,
    /// Mirror in the diagonal through A1: column and row swap.
    Transpose,
    /// Mirror in the other diagonal.
    AntiTranspose,
    /// Quarter turn one way.
    Rotate90,
    /// Quarter turn the other way.
    Rotate270,
}

impl Symmetry {
    /// All eight.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::FlipColumns,
        Symmetry::FlipRows,
        Symmetry::Rotate180,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
        Symmetry::Rotate90,
        Symmetry::Rotate270,
    ];

    /// Whether the symmetry swaps rows and columns.
    #[must_use]
    pub const fn swaps_axes(self) -> bool {
        matches!(
            self,
            Symmetry::Transpose
                | Symmetry::AntiTranspose
                | Symmetry::Rotate90
                | Symmetry::Rotate270
        )
    }

    /// The size of the image of a board of `size`.
    #[must_use]
    pub fn apply_size(self, size: BoardSize) -> BoardSize {
        if self.swaps_axes() {
            BoardSize::new(size.height(), size.width()).expect("a transposed size is a size")
        } else {
            size
        }
    }

    /// Where `p` of a board of `size` goes.
    ///
    /// # Panics
    /// If `p` is not on a board of `size`.
    #[must_use]
    pub fn apply(self, size: BoardSize, p: Point) -> Point {
        assert!(size.contains(p), "{p} is off the {size} board");
        let (x, y) = (p.col(), p.row());
        let (w, h) = (size.width(), size.height());
        let (nx, ny) = match self {
            Symmetry::Identity => (x, y),
            Symmetry::FlipColumns => (w - 1 - x, y),
            Symmetry::FlipRows => (x, h - 1 - y),
            Symmetry::Rotate180 => (w - 1 - x, h - 1 - y),
            Symmetry::Transpose => (y, x),
            Symmetry::AntiTranspose => (h - 1 - y, w - 1 - x),
            Symmetry::Rotate90 => (y, w - 1 - x),
            Symmetry::Rotate270 => (h - 1 - y, x),
        };
        Point::new(nx, ny).expect("the image of a point is a point")
    }

    /// Where the points of `set` on a board of `size` go.
    ///
    /// # Panics
    /// If a point of `set` is not on a board of `size`.
    #[must_use]
    pub fn apply_set(self, size: BoardSize, set: PointSet) -> PointSet {
        set.map(|p| self.apply(size, p))
    }

    /// Where `mv` on a board of `size` goes (a pass stays a pass).
    ///
    /// # Panics
    /// If its point is not on a board of `size`.
    #[must_use]
    pub fn apply_move(self, size: BoardSize, mv: Move) -> Move {
        match mv {
            Move::Place(p) => Move::Place(self.apply(size, p)),
            Move::Pass => Move::Pass,
        }
    }

    /// The symmetry that takes every image back: the quarter turns undo
    /// each other, the other six themselves.
    #[must_use]
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// The row and column of `p`'s image: ordering points by it is the
    /// board's own order seen through the symmetry. Searches whose move
    /// order breaks ties by point take the orders of all eight to answer
    /// the same whichever way the board is turned.
    #[must_use]
    pub(crate) fn row_col(self, size: BoardSize, p: Point) -> (usize, usize) {
        let q = self.apply(size, p);
        (q.row(), q.col())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_inverse_takes_every_image_back() {
        let size = BoardSize::new(5, 3).unwrap();
        for sym in Symmetry::ALL {
            let to = sym.apply_size(size);
            assert_eq!(sym.inverse().apply_size(to), size);
            for p in size.points() {
                assert_eq!(sym.inverse().apply(to, sym.apply(size, p)), p, "{sym:?}");
            }
        }
    }

    #[test]
    fn eight_distinct_bijections_on_a_rectangle() {
        let size = BoardSize::new(5, 3).unwrap();
        let mut images = HashSet::new();
        for sym in Symmetry::ALL {
            let to = sym.apply_size(size);
            let image: Vec<Point> = size.points().map(|p| sym.apply(size, p)).collect();
            let distinct: HashSet<Point> = image.iter().copied().collect();
            assert_eq!(distinct.len(), size.area(), "{sym:?} is one-to-one");
            assert!(
                image.iter().all(|&p| to.contains(p)),
                "{sym:?} stays on the board"
            );
            images.insert(image);
        }
        assert_eq!(images.len(), 8);
    }

    #[test]
    fn neighbours_stay_neighbours() {
        let size = BoardSize::new(4, 6).unwrap();
        for sym in Symmetry::ALL {
            for p in size.points() {
                for q in crate::go::PointSet::single(p).neighbors() {
                    if size.contains(q) {
                        let (a, b) = (sym.apply(size, p), sym.apply(size, q));
                        assert!(crate::go::PointSet::single(a).neighbors().contains(b));
                    }
                }
            }
        }
    }
}
