//! Basic nakade shapes and Müller's eye status table (docs/method.md).
//!
//! An eye is a *nakade* when its points form one of these shapes, in any
//! rotation or reflection, anywhere on the board (edges and corners included):
//!
//! ```text
//! 1-3 points     4: square   4: T       5: bulky   5: cross   6: rabbity
//! X  XX  XXX        XX          XXX        XX         .X.        .X.
//!        XX.        XX          .v.        vX         XvX        XvX
//!                                          X.         .X.        .XX
//! ```
//!
//! `v` marks the vital point: the point next to most others of the shape. The
//! attacker's stone there keeps the eye to one; the defender's makes two eyes.
//! One- and two-point eyes and the square four have no vital point.

use crate::go::{Point, PointSet};

/// The most points of a nakade shape (the rabbity six): in a region of
/// more points bordered by one colour alone, the opponent's stones placed
/// inside do not leave it one eye (a shortage of the border's liberties or
/// a ko still might).
pub const NAKADE_POINTS: usize = 6;

/// The name of a basic nakade shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NakadeShape {
    /// One point.
    One,
    /// Two points.
    Two,
    /// Three in a row.
    StraightThree,
    /// Three in an L.
    BentThree,
    /// A 2x2 square.
    SquareFour,
    /// Three in a row and one next to the middle (pyramid four).
    TFour,
    /// A square with one more point (bulky five).
    BulkyFive,
    /// A plus sign.
    Cross,
    /// A cross with one point filled between two arms (rabbity six).
    RabbitySix,
}

impl NakadeShape {
    /// The lower-case name used in the output.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            NakadeShape::One => "one",
            NakadeShape::Two => "two",
            NakadeShape::StraightThree => "straight three",
            NakadeShape::BentThree => "bent three",
            NakadeShape::SquareFour => "square four",
            NakadeShape::TFour => "T four",
            NakadeShape::BulkyFive => "bulky five",
            NakadeShape::Cross => "cross",
            NakadeShape::RabbitySix => "rabbity six",
        }
    }
}

/// Number of points of `p` in `shape` that are next to `p`.
fn degree(shape: PointSet, p: Point) -> usize {
    (PointSet::single(p).neighbors() & shape).len()
}

/// The shape of a set of points, if it is a basic nakade shape.
#[must_use]
pub fn nakade_shape(shape: PointSet) -> Option<NakadeShape> {
    let n = shape.len();
    if n == 0 || shape.components().count() != 1 {
        return None;
    }
    let mut degrees: Vec<usize> = shape.iter().map(|p| degree(shape, p)).collect();
    degrees.sort_unstable();
    let (min_col, max_col, min_row, max_row) =
        shape
            .iter()
            .fold((usize::MAX, 0, usize::MAX, 0), |(a, b, c, d), p| {
                (
                    a.min(p.col()),
                    b.max(p.col()),
                    c.min(p.row()),
                    d.max(p.row()),
                )
            });
    let (w, h) = (max_col - min_col + 1, max_row - min_row + 1);
    let long = w.max(h);
    // Connected shapes of up to six points are told apart by their sorted
    // degrees and their bounding box.
    match (n, degrees.as_slice(), long, w.min(h)) {
        (1, _, _, _) => Some(NakadeShape::One),
        (2, _, _, _) => Some(NakadeShape::Two),
        (3, _, 3, 1) => Some(NakadeShape::StraightThree),
        (3, _, 2, 2) => Some(NakadeShape::BentThree),
        (4, [2, 2, 2, 2], _, _) => Some(NakadeShape::SquareFour),
        (4, [1, 1, 1, 3], _, _) => Some(NakadeShape::TFour),
        (5, [1, 2, 2, 2, 3], 3, 2) => Some(NakadeShape::BulkyFive),
        (5, [1, 1, 1, 1, 4], _, _) => Some(NakadeShape::Cross),
        (6, [1, 1, 2, 2, 2, 4], 3, 3) => Some(NakadeShape::RabbitySix),
        _ => None,
    }
}

/// The vital point of a nakade shape: the unique point next to most others,
/// for shapes of three or more points other than the square four.
#[must_use]
pub fn vital_point(shape: PointSet) -> Option<Point> {
    match nakade_shape(shape)? {
        NakadeShape::One | NakadeShape::Two | NakadeShape::SquareFour => None,
        _ => shape.iter().max_by_key(|&p| degree(shape, p)),
    }
}

/// Whether an eye area is a *nakade* in Müller's sense: the opponent can fill all
/// but one of its points with a basic nakade shape. A one-point eye is one; so is
/// any eye of up to 7 points that, less one point, is a basic shape.
#[must_use]
pub fn is_nakade_eye(eye: PointSet) -> bool {
    match eye.len() {
        0 => false,
        1 => true,
        2..=7 => eye.iter().any(|q| nakade_shape(eye.without(q)).is_some()),
        _ => false,
    }
}

/// Whether the eye's owner can still make two eyes in it with one move: an
/// empty point of `empty` whose occupation splits the eye in two.
#[must_use]
pub fn can_make_two_eyes(eye: PointSet, empty: PointSet) -> bool {
    (eye & empty)
        .iter()
        .any(|v| eye.without(v).components().count() >= 2)
}

/// Müller's eye status of an eye of `size` points (Müller 1999, Table 1): 0 for no eye,
/// 1 for 1-3 points, then the size itself up to 7. Larger eyes are capped at 7.
#[must_use]
pub const fn eye_status(size: usize) -> u32 {
    match size {
        0 => 0,
        1..=3 => 1,
        4..=7 => size as u32,
        _ => 7,
    }
}

/// The liberties an eye of `size` points gives its owner when it holds no
/// opponent stones (Müller 1999, Table 1): 0, 1, then (n² - 3n)/2 + 3 for n from 2.
/// `None` past 7 points, where the table stops.
#[must_use]
pub const fn eye_liberties(size: usize) -> Option<u32> {
    match size {
        0 => Some(0),
        1 => Some(1),
        2..=7 => Some(((size * size + 6 - 3 * size) / 2) as u32),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{BoardSize, Symmetry};

    /// The points drawn as `X` or `v`, with the first row on top, placed with
    /// its lower left corner at `col`, `row`.
    fn shape(drawing: &str, col: usize, row: usize) -> (PointSet, Option<Point>) {
        let lines: Vec<&str> = drawing
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let mut set = PointSet::EMPTY;
        let mut vital = None;
        for (i, line) in lines.iter().enumerate() {
            let r = row + lines.len() - 1 - i;
            for (c, ch) in line.chars().enumerate() {
                let p = Point::new(col + c, r).unwrap();
                match ch {
                    'X' => set.insert(p),
                    'v' => {
                        vital = Some(p);
                        set.insert(p)
                    }
                    _ => false,
                };
            }
        }
        (set, vital)
    }

    const SHAPES: &[(&str, Option<NakadeShape>)] = &[
        ("X", Some(NakadeShape::One)),
        ("XX", Some(NakadeShape::Two)),
        ("XvX", Some(NakadeShape::StraightThree)),
        ("X.\nvX", Some(NakadeShape::BentThree)),
        ("XX\nXX", Some(NakadeShape::SquareFour)),
        ("XvX\n.X.", Some(NakadeShape::TFour)),
        ("XX\nvX\nX.", Some(NakadeShape::BulkyFive)),
        (".X.\nXvX\n.X.", Some(NakadeShape::Cross)),
        (".X.\nXvX\n.XX", Some(NakadeShape::RabbitySix)),
        // Shapes that can make two eyes, or are too big: not nakade.
        ("XXXX", None),
        ("XXX\nX..", None),
        ("XX.\n.XX", None),
        ("XXXXX", None),
        ("XXX\nXX.", None), // bulky five is this shape: see below
        ("XXX\nX.X", None),
        ("XXX\nXXX", None),
        ("X.X", None),
    ];

    #[test]
    fn every_shape_in_every_orientation_and_place() {
        let board = BoardSize::STANDARD;
        for &(drawing, expected) in SHAPES {
            for (col, row) in [(0, 0), (7, 7), (14, 0), (0, 16), (5, 0)] {
                let (set, vital) = shape(drawing, col, row);
                for sym in Symmetry::ALL {
                    let image = set.map(|p| sym.apply(board, p));
                    let got = nakade_shape(image);
                    // "XXX/XX." is the bulky five in another orientation.
                    let want = if drawing == "XXX\nXX." {
                        Some(NakadeShape::BulkyFive)
                    } else {
                        expected
                    };
                    assert_eq!(got, want, "{drawing:?} at {col},{row} under {sym:?}");
                    if want.is_some() && drawing != "XXX\nXX." {
                        assert_eq!(
                            vital_point(image),
                            vital.map(|v| sym.apply(board, v)),
                            "vital point of {drawing:?} under {sym:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn disconnected_sets_are_no_shape() {
        let (set, _) = shape("X.X", 3, 3);
        assert_eq!(nakade_shape(set), None);
        assert_eq!(nakade_shape(PointSet::EMPTY), None);
    }

    #[test]
    fn nakade_eyes_are_a_basic_shape_plus_one_point() {
        let (straight_four, _) = shape("XXXX", 3, 3);
        assert!(
            is_nakade_eye(straight_four),
            "less an end it is a straight three"
        );
        let (seven, _) = shape(".X.\nXXX\n.XXX", 3, 3);
        assert!(
            is_nakade_eye(seven),
            "less the last point it is a rabbity six"
        );
        let (eight, _) = shape("XXXX\nXXXX", 3, 3);
        assert!(!is_nakade_eye(eight));
        let (u, _) = shape("X.X\nXXX", 3, 3);
        assert!(
            !is_nakade_eye(u),
            "less any point, the U five is a bent four or split"
        );
        let (ring_free, _) = shape("XXX\n.X.\nXXX", 3, 3);
        assert!(!is_nakade_eye(ring_free));
    }

    #[test]
    fn two_eyes_need_a_splitting_point() {
        let (three, _) = shape("XXX", 3, 3);
        assert!(can_make_two_eyes(three, three));
        let middle = Point::new(4, 3).unwrap();
        assert!(
            !can_make_two_eyes(three, three.without(middle)),
            "the middle is taken"
        );
        let (square, _) = shape("XX\nXX", 3, 3);
        assert!(!can_make_two_eyes(square, square));
    }

    #[test]
    fn table_one() {
        let status: Vec<u32> = (0..=7).map(eye_status).collect();
        assert_eq!(status, [0, 1, 1, 1, 4, 5, 6, 7]);
        let libs: Vec<u32> = (0..=7).map(|n| eye_liberties(n).unwrap()).collect();
        assert_eq!(libs, [0, 1, 2, 3, 5, 8, 12, 17]);
        assert_eq!(eye_liberties(8), None);
    }
}
