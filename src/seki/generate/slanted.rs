//! The slanted drawing: nodes on the diagonal, a cycle closed by staircases round them, a bundle of three hanging a living group below (or above, in the second ways).

use super::*;

/// The slanted drawing: the nodes on the board's diagonal, each two-block
/// bundle the two single stones next to both of its nodes (one step along
/// the diagonal), each one-block bundle a plus round the point between its
/// nodes (two steps; or a band three points wide over three steps) or,
/// next to a bundle of three, an L above the diagonal (up from one node,
/// right to the next: it takes one neighbour of each; or filled, taking
/// the square under it); a bundle of three the two single stones and a
/// block round a living group hanging below them. A path's end nodes are
/// wrapped by their bundles' stones; a cycle's closing bundle runs round
/// the others at distance `lower` below the diagonal and `upper` above it,
/// as a staircase two points thick on each side (two blocks), both joined
/// round node 0 (one block), or only the one above (one block; `lower` 0,
/// the side below open for the groups under bundles of three). Then the
/// steps every drawing shares, also with the blocks of either colour
/// shielded first ([`Grid::shield`]). It fits runs of two-block bundles of
/// one colour, which no row can hold (`22_21_1`: a white stone between two
/// white arches shuts a black filler in), and most parts with bundles of
/// three. With `flipped` (tried after every drawing along rows), the other
/// ways of a part with bundles of three: some of them hanging their group
/// above the diagonal (the mirror image, their Ls below it), where two
/// groups below run into each other or the board's edge, and a path's end
/// Ls three or four steps long, so that node 0 keeps off the group under
/// bundle 1 (`013_11_3_1_1` fits only so); and where the steps every
/// drawing shares leave a drawing's filler groups without room, the
/// fillers by bands across the diagonal (between nodes i and i + 1 the
/// colour opposite to bundle i's), widened ([`Grid::widen`]):
/// `0_1_31_11_3_1`, whose one-block bundles of alternating colours between
/// its bundles of three leave strips and pockets otherwise.
///
/// ```text
///  13 . O O O O O O O X X O O .    `22_21_1` on 13x13: nodes E5 F6 G7
///  12 O O O O O O O X X X O . O    H8 and K10; the white bundles F4 D6
///  11 O O O O O O X X O X O O O    and G6 F7 (single stones grown by a
///  10 O O O O O X X O O . X X X    point or two), the black bundle H7
///   9 O O O O X X O O O O O X X    G8; the white `1` J7 (the plus round
///   8 O O O X X O X . O O X X O    J9, grown to 11 stones); the closing
///   7 O O X X X O . X O X X O O    `_1` the two staircases joined at
///   6 O X X O O . O O X X O O O    D4, 45 stones from E2; the rest
///   5 O X X X . O X X X O O O O    white fillers with eyes in the
///   4 O O O X X O X X O O O O O    corners.
///   3 O O O O X X X O O O O O O
///   2 O O O O X X O O O O O O O
///   1 . O O O O O O O O O O O O
///     A B C D E F G H J K L M N
/// ```
pub(super) fn slanted(part: &Part, size: usize, ways: &[Finish], flipped: bool) -> Option<Board> {
    let want = part.canonical();
    if flipped && part.bundles.iter().all(|b| b.count != 3) {
        return None;
    }
    let cyclic = part.form == Form::Circular;
    let n = size as i32;
    let distances: &[(i32, i32)] = if cyclic {
        &[
            (2, 2),
            (3, 3),
            (2, 3),
            (3, 2),
            (4, 4),
            (2, 4),
            (4, 2),
            (3, 4),
            (4, 3),
            (5, 5),
            // A one-block closing bundle above only.
            (0, 4),
            (0, 5),
            (0, 3),
            (0, 6),
        ]
    } else {
        &[(0, 0)]
    };
    // The second time: each bundle of three's group above or below, and a
    // path's end Ls as drawn or longer (room between node 0 and the group
    // under bundle 1), all but the first time's way.
    let ways_to_bend = |bundles: &[Bundle]| -> Vec<(u32, Option<i32>)> {
        let threes = bundles.iter().filter(|b| b.count == 3).count() as u32;
        match flipped {
            false => vec![(0, None)],
            true => (0..1 << threes)
                .flat_map(|f| [None, Some(3), Some(4)].map(|end| (f, end)))
                .skip(1)
                .collect(),
        }
    };
    for (bundles, closing, (flip, end)) in drawings(part)
        .into_iter()
        .flat_map(|(b, c)| ways_to_bend(&b).into_iter().map(move |w| (b.clone(), c, w)))
    {
        if closing.is_some_and(|c| c.count > 2) {
            continue;
        }
        // (length of an L, depth of the group under a bundle of three,
        // length of the other one-block bundles).
        let threes = bundles.iter().any(|b| b.count == 3);
        let shapes: &[(i32, i32, i32)] = if threes {
            &[
                (4, 4, 2),
                (5, 4, 2),
                (4, 5, 2),
                (3, 4, 2),
                (2, 4, 2),
                (5, 5, 2),
                (4, 4, 3),
            ]
        } else {
            &[(2, 4, 2), (2, 4, 3)]
        };
        // Ls as drawn, then filled.
        let solids: &[bool] = if threes { &[false, true] } else { &[false] };
        for (&solid, &shape) in solids
            .iter()
            .flat_map(|f| shapes.iter().map(move |s| (f, s)))
        {
            let pos = slanted_steps(&bundles, shape, end);
            let len = pos.last().copied()?;
            for &(lower, upper) in distances {
                // Node 0's place: the middle first, then out from it; the
                // first three where the drawing fits the board.
                let reach = lower.max(upper);
                let mid = reach + (n - len - 2 * reach).max(0) / 2;
                let mut starts: Vec<i32> = (0..n - len).collect();
                starts.sort_by_key(|&s| (s - mid).abs());
                let sketches = starts
                    .into_iter()
                    .filter_map(|s| {
                        slanted_sketch(
                            size,
                            &bundles,
                            closing,
                            (lower, upper),
                            (shape, solid, flip, end),
                            s,
                        )
                        .map(|g| (s, g))
                    })
                    .take(3);
                for (s, sketch) in sketches {
                    let found = finished_slanted(&sketch, s, &pos, &bundles, &want, ways, flipped);
                    if found.is_some() {
                        return found;
                    }
                }
            }
        }
    }
    None
}

/// A slanted sketch drawn with node 0 at `s` finished: as it is, or with
/// the blocks of one colour shielded by the other's, so that fillers round a
/// diagonal of both colours are wide groups of one colour, not strips; the
/// second time (`flipped`) also with the fillers by bands across the
/// diagonal (between nodes i and i + 1 the colour opposite to bundle i's;
/// at a node the one before, or after), then widened.
fn finished_slanted(
    sketch: &Grid,
    s: i32,
    pos: &[i32],
    bundles: &[Bundle],
    want: &Part,
    ways: &[Finish],
    flipped: bool,
) -> Option<Board> {
    // Also with the blocks of one colour shielded by the
    // other's, so that fillers round a diagonal of both
    // colours are wide groups of one colour, not strips.
    let found = [None, Some(Color::Black), Some(Color::White)]
        .into_iter()
        .find_map(|shield| {
            let mut g = sketch.clone();
            if let Some(c) = shield {
                g.shield(c);
            }
            finished(&g, want, ways)
        });
    if found.is_some() {
        return found;
    }
    if !flipped {
        return None;
    }
    // The fillers by bands across the diagonal (between
    // nodes i and i + 1 the colour opposite to bundle i's;
    // at a node the one before, or after), then widened.
    for after in [false, true] {
        let band = |(x, y): (i32, i32)| {
            let t = x + y - 2 * s;
            let i = pos
                .iter()
                .rposition(|&p| 2 * p < t || (after && 2 * p == t))
                .unwrap_or(0)
                .min(bundles.len() - 1);
            bundles[i].color.opponent()
        };
        let mut g = sketch.clone();
        if g.fill_bands(band).is_none() {
            continue;
        }
        g.widen(16);
        if g.eyes().is_none() {
            continue;
        }
        if let Some(board) = g.board().filter(|b| recognised(b, want)) {
            return Some(board);
        }
    }
    None
}

/// Whether bundle `i` is a one-block bundle next to a bundle of three,
/// drawn as an L (it may take only one neighbour of each node).
pub(super) fn bent_single(bundles: &[Bundle], i: usize) -> bool {
    bundles[i].count == 1
        && ((i > 0 && bundles[i - 1].count == 3)
            || bundles.get(i + 1).is_some_and(|b| b.count == 3))
}

/// The places of the nodes of [`slanted`] along the diagonal, from 0.
/// With `end`, the Ls of a path's first and last bundles take that many.
pub(super) fn slanted_steps(
    bundles: &[Bundle],
    (bend, _, stretch): (i32, i32, i32),
    end: Option<i32>,
) -> Vec<i32> {
    let mut pos = vec![0];
    let last = bundles.len() - 1;
    for (i, b) in bundles.iter().enumerate() {
        let step = match b.count {
            1 if bent_single(bundles, i) && (i == 0 || i == last) => end.unwrap_or(bend),
            1 if bent_single(bundles, i) => bend,
            1 => stretch,
            _ => 1,
        };
        pos.push(pos[i] + step);
    }
    pos
}

/// Which bundles are drawn mirrored (above the diagonal): the bundles of
/// three whose bit is set in `flip` hang their group above the diagonal,
/// and the Ls next to them follow; `None` when an L lies between a bundle
/// of three drawn each way.
fn mirrored(bundles: &[Bundle], flip: u32) -> Option<Vec<bool>> {
    let mut up = Vec::new();
    let mut threes = 0;
    for b in bundles {
        up.push(b.count == 3 && flip >> threes & 1 == 1);
        threes += u32::from(b.count == 3);
    }
    let mut mirrored = up.clone();
    for (i, m) in mirrored.iter_mut().enumerate() {
        if bent_single(bundles, i) {
            let sides: Vec<bool> = [i.checked_sub(1), Some(i + 1)]
                .into_iter()
                .flatten()
                .filter(|&j| bundles.get(j).is_some_and(|b| b.count == 3))
                .map(|j| up[j])
                .collect();
            if sides.windows(2).any(|w| w[0] != w[1]) {
                return None;
            }
            *m = sides[0];
        }
    }
    Some(mirrored)
}

/// The cells of each block of a bundle of `count` blocks between the nodes
/// at `p` and `q` on the diagonal (node 0 at the origin, below the
/// diagonal: mirror them for a bundle drawn above).
fn bundle_cells(count: u8, p: i32, q: i32, bent: bool, depth: i32) -> Vec<Vec<(i32, i32)>> {
    let mut blocks: Vec<Vec<(i32, i32)>> = Vec::new();
    match count {
        // Up from node p's top, then right to node q's left.
        1 if bent => blocks.push(
            (p + 1..=q)
                .map(|y| (p, y))
                .chain((p + 1..q).map(|x| (x, q)))
                .collect(),
        ),
        // A band three points wide between the nodes (two steps: a
        // plus round the point between them).
        1 => blocks.push(
            (p..=q)
                .flat_map(|x| (x - 1..=x + 1).map(move |y| (x, y)))
                .filter(|&(x, y)| x + y > 2 * p && x + y < 2 * q)
                .collect(),
        ),
        2 => blocks.extend([vec![(p + 1, p)], vec![(p, p + 1)]]),
        _ => {
            // The two single stones, and a block round a living group
            // hanging below them, 3 wide and `depth` deep inside: down
            // from node p's bottom, round, up to node q's right.
            blocks.extend([vec![(p + 1, p)], vec![(p, p + 1)]]);
            let (right, bottom) = (p + 4, p - depth - 1);
            blocks.push(
                (bottom..p)
                    .map(|y| (p, y))
                    .chain((p + 1..right).map(|x| (x, bottom)))
                    .chain((bottom..=q).map(|y| (right, y)))
                    .chain((q + 1..right).map(|x| (x, q)))
                    .collect(),
            );
        }
    }
    blocks
}

/// The blocks and nodes of [`slanted`], node 0 at (`s`, `s`).
pub(super) fn slanted_sketch(
    size: usize,
    bundles: &[Bundle],
    closing: Option<Bundle>,
    (lower, upper): (i32, i32),
    (shape, solid, flip, end): ((i32, i32, i32), bool, u32, Option<i32>),
    s: i32,
) -> Option<Grid> {
    let mut g = Grid::new(size);
    let at = |(x, y): (i32, i32)| (s + x, s + y);
    let mirrored = mirrored(bundles, flip)?;
    let swap = |(x, y): (i32, i32)| (y, x);
    let pos = slanted_steps(bundles, shape, end);
    let depth = shape.1;
    for &p in &pos {
        g.node(at((p, p)))?;
    }
    let mut owners: Vec<Vec<usize>> = vec![Vec::new(); pos.len()];
    // The Ls: (block, node p, node q).
    let mut ls: Vec<(usize, i32, i32)> = Vec::new();
    for (i, b) in bundles.iter().enumerate() {
        let (p, q) = (pos[i], pos[i + 1]);
        let bent = b.count == 1 && bent_single(bundles, i);
        let blocks = bundle_cells(b.count, p, q, bent, depth);
        for cells in blocks {
            let e = g.edge(b.color, at((p, p)), at((q, q)));
            let flip = |c: (i32, i32)| if mirrored[i] { swap(c) } else { c };
            g.paint_all(cells.into_iter().map(|c| at(flip(c))), e)?;
            owners[i].push(e);
            owners[i + 1].push(e);
            if bent {
                ls.push((e, p, q));
            }
        }
    }
    if solid {
        // The Ls filled: each takes the points of the square under it that
        // it may (not next to another block of its colour), so that no
        // filler is shut in there.
        for (e, p, q) in ls {
            let square: Vec<(i32, i32)> = (p + 1..q)
                .flat_map(|x| (p + 1..q).map(move |y| at((x, y))))
                .collect();
            while let Some(c) = square.iter().copied().find(|&c| {
                g.get(c) == Some(Cell::Free)
                    && g.around(c).any(|n| g.get(n) == Some(Cell::Block(e)))
                    && g.may_paint(c, e)
            }) {
                g.put(c, Cell::Block(e));
            }
        }
    }
    let last = *pos.last()?;
    // Nodes with a neighbour left free (next to an L).
    for j in 1..pos.len() - 1 {
        g.stubs(at((pos[j], pos[j])), &owners[j])?;
    }
    match closing {
        None => {
            // A path: its end nodes are eyes of their bundles.
            g.stubs(at((0, 0)), &owners[0])?;
            g.stubs(at((last, last)), &owners[pos.len() - 1])?;
        }
        // Only a one-block closing bundle runs above the diagonal alone.
        Some(c) if lower == 0 && c.count == 2 => return None,
        Some(c) => {
            // The lower staircase from node 0's bottom to node k's right;
            // the upper one its mirror image.
            let stair = |d: i32| -> Vec<(i32, i32)> {
                (-d..0)
                    .map(|y| (0, y))
                    .chain((-d..last).flat_map(|y| [(y + d, y), (y + d + 1, y)]))
                    .chain((last + 1..=last + d).map(|x| (x, last)))
                    .collect()
            };
            let down = || stair(lower).into_iter().map(at);
            let up = stair(upper).into_iter().map(|(x, y)| at((y, x)));
            let e = g.edge(c.color, at((0, 0)), at((last, last)));
            if lower == 0 {
                // One staircase above, the side below open (for groups
                // hanging under bundles of three); the nodes' other
                // neighbours taken by their blocks.
                g.paint_all(up, e)?;
                let k = pos.len() - 1;
                for (j, v) in [(0, 0), (k, last)] {
                    let owners: Vec<usize> = owners[j].iter().copied().chain([e]).collect();
                    g.stubs(at((v, v)), &owners)?;
                }
            } else if c.count == 2 {
                g.paint_all(down(), e)?;
                let e = g.edge(c.color, at((0, 0)), at((last, last)));
                g.paint_all(up, e)?;
            } else {
                g.paint_all(down().chain(up).chain([at((-1, -1))]), e)?;
            }
        }
    }
    Some(g)
}

#[cfg(test)]
mod tests {
    use super::super::{FINISHES, part_of, slanted};

    /// Runs of two-block bundles of one colour in a cycle, and a bundle of
    /// three between one-block bundles, are drawn slanted (a drawing comes
    /// back only when it reads back as the part).
    #[test]
    fn runs_of_one_colour_and_bundles_of_three_are_drawn_slanted() {
        for text in ["22_21_1", "01_21_13_1"] {
            assert!(
                slanted(&part_of(text), 19, &FINISHES, false).is_some(),
                "{text}"
            );
        }
    }
}
