//! The diagonal drawing: a path of two-block bundles of alternating colours along the board's diagonal.

use super::*;

/// The diagonal drawing of a path whose bundles are all two blocks of
/// alternating colours (`0(2_2)^k`), which the drawings on a row cannot fit
/// past three bundles: node i at (i, i) from the corner, bundle i's two
/// blocks the rest of row i (to the right edge) and of column i (to the
/// top edge), so that rows touch rows and columns touch columns, and each
/// block only its two nodes. The last node is an eye of the last bundle,
/// whose blocks reach round it; the square beyond is a living group of the
/// other colour with two one-point eyes. `None` for other parts, or when
/// the square is too small for the group (fifteen bundles fit on 19x19).
///
/// ```text
///   8 O X O X O . O .    `02_22_2` on 8x8: nodes A1 B2 C3 D4 E5; bundle 0
///   7 O X O X O O O O    (white) is B1-H1 and A2-A8, bundle 1 (black)
///   6 O X O X X O O O    C2-H2 and B3-B8, bundle 2 D3-H3 and C4-C8; the
///   5 O X O X . X O O    last, E4-H4 and D5-D8, reaches round its eye E5
///   4 O X O . X X X X    (F5, E6); the square beyond is a white group
///   3 O X . O O O O O    with the eyes F8 and H8.
///   2 O . X X X X X X
///   1 . O O O O O O O
///     A B C D E F G H
/// ```
pub(super) fn diagonal(part: &Part, size: usize) -> Option<Board> {
    let bundles = &part.bundles;
    let k = bundles.len();
    let alternating = bundles.windows(2).all(|w| w[0].color != w[1].color);
    if part.form != Form::Linear || k < 2 || !alternating || bundles.iter().any(|b| b.count != 2) {
        return None;
    }
    // The living group's square: side at least 4 for its two eyes.
    if size < k + 4 {
        return None;
    }
    let last = bundles[k - 1].color;
    let mut setup = Setup::new(size, size);
    for x in 0..size {
        for y in 0..size {
            let color = if x == y && x <= k {
                continue; // a node
            } else if y < x && y < k {
                bundles[y].color // row y, right of its node
            } else if x < y && x < k {
                bundles[x].color // column x, above its node
            } else if (x, y) == (k + 1, k) || (x, y) == (k, k + 1) {
                last // the last bundle round its eye
            } else if (x, y) == (size - 1, size - 1) || (x, y) == (size - 3, size - 1) {
                continue; // the living group's eyes
            } else {
                last.opponent()
            };
            setup.add(color, x, y);
        }
    }
    setup.build().ok()
}

#[cfg(test)]
mod tests {
    use super::super::{diagonal, part_of, recognised};

    /// Two-block bundles of alternating colours along the diagonal; a part
    /// with a bundle of one block is not the diagonal's.
    #[test]
    fn alternating_two_block_paths_are_drawn_on_the_diagonal() {
        let want = part_of("0(2_2)^4");
        let board = diagonal(&want, 19).expect("drawn");
        assert!(recognised(&board, &want));
        assert!(diagonal(&part_of("01_1"), 19).is_none());
    }
}
