//! The fan: a cycle of two-block bundles all of one colour but one, drawn as single stones between two staircases.

use super::*;

/// The fan drawing of a cycle of two-block bundles, k >= 2 of one colour X
/// and one of the other, O (`2(_2)^k`), which the other drawings miss
/// (`2_2_2` did not fit): nodes 0..k on a diagonal, each X bundle two single
/// stones at the two points next to both of its nodes, the O bundle two
/// staircases along the X stones on either side, from node 0 round to node
/// k; everything else one living X group (two one-point eyes in the
/// corners), which touches only the staircases. `None` for other parts, or
/// when the band does not fit (k + 5 <= size: fourteen X bundles on 19x19).
///
/// ```text
///   9 . X X X X X X X .    `2_2_2` on 9x9: nodes C3, D4, E5; the black
///   8 X X X X X X X X X    bundles are D3 C4 and E4 D5, single stones;
///   7 X X X X X X X X X    White's staircases B3-B5-C5-C6-E6 and
///   6 X X O O O X X X X    C2-E2-E3-F3-F5 reach C3 and E5 only; the
///   5 X O O X . O X X X    rest is a black group with the eyes A1,
///   4 X O X . X O X X X    J1, A9, J9.
///   3 X O . X O O X X X
///   2 X X O O O X X X X
///   1 . X X X X X X X .
///     A B C D E F G H J
/// ```
pub(super) fn fan(part: &Part, size: usize) -> Option<Board> {
    let bundles = &part.bundles;
    let m = bundles.len();
    if part.form != Form::Circular || m < 3 || bundles.iter().any(|b| b.count != 2) {
        return None;
    }
    // The lone bundle of its colour.
    let lone = (0..m).find(|&i| {
        bundles
            .iter()
            .filter(|b| b.color == bundles[i].color)
            .count()
            == 1
    })?;
    let o = bundles[lone].color;
    let x = o.opponent();
    let k = m - 1;
    if k + 5 > size {
        return None;
    }
    // Relative to node 0 at (0, 0); the band is shifted by 2 on the board.
    let node = |p: (i32, i32)| p.0 == p.1 && (0..=k as i32).contains(&p.0);
    let single = |(a, b): (i32, i32)| (a - b).abs() == 1 && a.min(b) >= 0 && a.max(b) <= k as i32;
    let stair = |(a, b): (i32, i32)| {
        let k = k as i32;
        // The lower staircase; the upper is its mirror image.
        let lower = |(a, b): (i32, i32)| {
            (a, b) == (0, -1)
                || (a, b) == (k + 1, k)
                || (0..k).any(|i| (a, b) == (i + 1, i - 1) || (a, b) == (i + 2, i - 1))
                || (a, b) == (k + 1, k - 1)
        };
        lower((a, b)) || lower((b, a))
    };
    let last = size as i32 - 1;
    let mut setup = Setup::new(size, size);
    for bx in 0..size {
        for by in 0..size {
            let p = (bx as i32 - 2, by as i32 - 2);
            let eye =
                [(0, 0), (0, last), (last, 0), (last, last)].contains(&(bx as i32, by as i32));
            let color = if node(p) || eye {
                continue;
            } else if single(p) {
                x
            } else if stair(p) {
                o
            } else {
                x
            };
            setup.add(color, bx, by);
        }
    }
    setup.build().ok()
}

#[cfg(test)]
mod tests {
    use super::super::{fan, part_of, recognised};

    /// A cycle of two-block bundles all of one colour but one is a fan;
    /// a path is not.
    #[test]
    fn cycles_of_one_colour_but_one_are_drawn_as_fans() {
        for text in ["2_2_2", "22_2"] {
            let want = part_of(text);
            let board = fan(&want, 19).expect("drawn");
            assert!(recognised(&board, &want), "{text}");
        }
        assert!(fan(&part_of("0(2_2)^4"), 19).is_none());
    }
}
