//! The drawing along rows: nodes on one row, each bundle as lanes (straight, or arches above and below), the closing bundle of a cycle as arcs round the whole row; the narrow and capped variants, and bundles of three bent.

use super::*;

/// Draws `bundles` along `nodes` (bundle `i` from node `i` to node `i + 1`,
/// the last to node 0 when `cyclic`), each pair of nodes on one row or
/// column, trying the sides of the arches until one drawing fits.
pub(super) fn draw_along(
    n: usize,
    bundles: &[Bundle],
    nodes: &[(i32, i32)],
    cyclic: bool,
    p: Params,
) -> Option<Grid> {
    let m = bundles.len();
    let end = |i: usize| if cyclic { (i + 1) % nodes.len() } else { i + 1 };
    let first = if p.flip { -1 } else { 1 };
    let adjacent = |i: usize| direction(nodes[i], nodes[end(i)]).is_some_and(|(_, len)| len == 1);
    let choices: Vec<Vec<Vec<i32>>> = bundles
        .iter()
        .enumerate()
        .map(|(i, b)| match b.count {
            1 => vec![vec![0]],
            2 if adjacent(i) => vec![vec![1, -1]],
            2 => vec![vec![0, first], vec![0, -first]],
            _ => vec![vec![0, 1, -1]],
        })
        .collect();
    let mut pick = vec![0usize; m];
    'combos: loop {
        // The neighbours of every node taken at most once.
        let mut used: Vec<(i32, i32)> = Vec::new();
        let mut ok = true;
        'check: for i in 0..m {
            for &side in &choices[i][pick[i]] {
                for q in lane_ends(nodes[i], nodes[end(i)], side)? {
                    if used.contains(&q) {
                        ok = false;
                        break 'check;
                    }
                    used.push(q);
                }
            }
        }
        if ok && let Some(g) = paint_along(n, bundles, nodes, &choices, &pick, cyclic, p) {
            return Some(g);
        }
        // Next combination.
        for i in 0..m {
            pick[i] += 1;
            if pick[i] < choices[i].len() {
                continue 'combos;
            }
            pick[i] = 0;
        }
        return None;
    }
}

pub(super) fn paint_along(
    n: usize,
    bundles: &[Bundle],
    nodes: &[(i32, i32)],
    choices: &[Vec<Vec<i32>>],
    pick: &[usize],
    cyclic: bool,
    p: Params,
) -> Option<Grid> {
    let mut g = Grid::new(n);
    for &v in nodes {
        g.node(v)?;
    }
    let end = |i: usize| if cyclic { (i + 1) % nodes.len() } else { i + 1 };
    let mut owners: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (i, b) in bundles.iter().enumerate() {
        let (a, z) = (nodes[i], nodes[end(i)]);
        let h = if direction(a, z)?.1 == 1 { 1 } else { p.h };
        for &side in &choices[i][pick[i]] {
            let e = g.edge(b.color, a, z);
            g.lane(e, a, z, side, h)?;
            if side == 0 {
                owners[i].insert(0, e);
                owners[end(i)].insert(0, e);
            } else {
                owners[i].push(e);
                owners[end(i)].push(e);
            }
        }
    }
    for (j, &v) in nodes.iter().enumerate() {
        g.stubs(v, &owners[j])?;
    }
    Some(g)
}

/// The width of bundle `i` along a row: one-block bundles 2 between
/// bundles of the other colour (with `d1` 2; with `narrow`, next to one
/// is enough: the point beside the lane joins that bundle's arch), else 3
/// (or `d1`); bundles of 2-3 blocks `d2`.
pub(super) fn width(
    bundles: &[Bundle],
    i: usize,
    cyclic: bool,
    closing: Option<Bundle>,
    p: Params,
) -> i32 {
    let m = bundles.len();
    let b = bundles[i];
    let neighbour = |j: isize| -> Option<Bundle> {
        if cyclic {
            Some(bundles[j.rem_euclid(m as isize) as usize])
        } else {
            usize::try_from(j)
                .ok()
                .and_then(|j| bundles.get(j))
                .copied()
                .or(closing)
        }
    };
    let (before, after) = (neighbour(i as isize - 1), neighbour(i as isize + 1));
    let other = |o: Option<Bundle>| o.is_none_or(|o| o.color != b.color);
    let single = |o: Option<Bundle>| o.is_none_or(|o| o.count == 1);
    match b.count {
        1 if p.d1 == 2
            && !(other(before) && other(after) || p.narrow && (other(before) || other(after))) =>
        {
            3
        }
        1 => p.d1,
        // Two blocks between adjacent nodes, one on each side (BS3): no
        // arch, when the nodes have no other bundle of two or more.
        2 if p.pair && single(before) && single(after) => 1,
        _ => p.d2,
    }
}

/// A path bent once: bundles `0..k` to the right along row `p.y`, bundle
/// `k` up to row `y2`, the rest back to the left.
pub(super) fn snake_nodes(bundles: &[Bundle], k: usize, y2: i32, p: Params) -> Vec<(i32, i32)> {
    let mut nodes = vec![(p.x0, p.y)];
    for i in 0..bundles.len() {
        let (x, y) = *nodes.last().expect("a node");
        nodes.push(match i.cmp(&k) {
            std::cmp::Ordering::Less => (x + width(bundles, i, false, None, p), y),
            std::cmp::Ordering::Equal => (x, y2),
            std::cmp::Ordering::Greater => (x - width(bundles, i, false, None, p), y),
        });
    }
    nodes
}

/// A cycle drawn as a rectangle: bundles `0..k` to the right along row
/// `p.y`, bundle `k` up to row `y2`, bundles `k+1..m-1` back to the left,
/// the last one down to node 0; the shorter row stretched to the longer.
pub(super) fn ring_nodes(
    bundles: &[Bundle],
    k: usize,
    y2: i32,
    p: Params,
) -> Option<Vec<(i32, i32)>> {
    let m = bundles.len();
    if k == 0 || k + 2 >= m {
        return None;
    }
    let mut w: Vec<i32> = (0..m).map(|i| width(bundles, i, true, None, p)).collect();
    let bottom: i32 = w[..k].iter().sum();
    let top: i32 = w[k + 1..m - 1].iter().sum();
    if bottom < top {
        w[k - 1] += top - bottom;
    } else {
        w[m - 2] += bottom - top;
    }
    let mut nodes = vec![(p.x0, p.y)];
    for (i, &wi) in w.iter().enumerate().take(m - 1) {
        let (x, y) = *nodes.last().expect("a node");
        nodes.push(match i.cmp(&k) {
            std::cmp::Ordering::Less => (x + wi, y),
            std::cmp::Ordering::Equal => (x, y2),
            std::cmp::Ordering::Greater => (x - wi, y),
        });
    }
    Some(nodes)
}

/// The sizes of a drawing.
#[derive(Copy, Clone, Debug)]
pub(super) struct Params {
    /// Distance between the nodes of a one-block bundle.
    pub(super) d1: i32,
    /// Distance between the nodes of a bundle of 2 or 3 blocks.
    pub(super) d2: i32,
    /// Height of an arch.
    pub(super) h: i32,
    /// Extra room of the arcs closing a cycle, past the arches.
    pub(super) gap: i32,
    /// Column of the first node.
    pub(super) x0: i32,
    /// Row of the nodes.
    pub(super) y: i32,
    /// Side of the first arch of a run of two-block bundles.
    pub(super) flip: bool,
    /// Two-block bundles between adjacent nodes where they may be.
    pub(super) pair: bool,
    /// One-block bundles 2 wide next to one bundle of the other colour.
    pub(super) narrow: bool,
    /// One-block lanes between arches of the other colour capped (see
    /// [`draw`]); drawings without such a lane are not tried.
    pub(super) cap: bool,
}

/// Draws `bundles` between nodes on row `p.y` (a path; for a cycle the
/// closing bundle is `closing`).
pub(super) fn draw(
    n: usize,
    bundles: &[Bundle],
    closing: Option<Bundle>,
    p: Params,
) -> Option<Grid> {
    let mut g = Grid::new(n);
    let m = bundles.len();
    let mut xs = vec![p.x0];
    let widths: Vec<i32> = (0..m)
        .map(|i| width(bundles, i, false, closing, p))
        .collect();
    for w in &widths {
        xs.push(xs.last()? + w);
    }
    let nodes: Vec<(i32, i32)> = xs.iter().map(|&x| (x, p.y)).collect();
    for &v in &nodes {
        g.node(v)?;
    }
    let sides = arch_sides(bundles, &widths, closing, p)?;
    // Blocks: every lane of every bundle.
    let mut owners: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    let mut arch_of: Vec<(usize, i32, usize)> = Vec::new();
    for (i, b) in bundles.iter().enumerate() {
        for &side in &sides[i] {
            let e = g.edge(b.color, nodes[i], nodes[i + 1]);
            arch_of.push((i, side, e));
            let h = if widths[i] == 1 { 1 } else { p.h };
            g.lane(e, nodes[i], nodes[i + 1], side, h)?;
            // Straight lanes own the node's stubs first.
            if side == 0 {
                owners[i].insert(0, e);
                owners[i + 1].insert(0, e);
            } else {
                owners[i].push(e);
                owners[i + 1].push(e);
            }
        }
    }
    if let Some(c) = closing {
        draw_closing(&mut g, bundles, &sides, &nodes, &mut owners, c, p)?;
    }
    // Stubs: the free neighbours of each node.
    for (j, &v) in nodes.iter().enumerate() {
        g.stubs(v, &owners[j])?;
    }
    if p.cap && !cap_lanes(&mut g, bundles, &nodes, &arch_of, p)? {
        return None;
    }
    Some(g)
}

/// The sides of each bundle's lanes (0 straight along the row, 1 an arch
/// above, -1 below). A two-block bundle next to another alternates; next
/// to a closing bundle of 2 its arch goes below (the closing arc is above).
pub(super) fn arch_sides(
    bundles: &[Bundle],
    widths: &[i32],
    closing: Option<Bundle>,
    p: Params,
) -> Option<Vec<Vec<i32>>> {
    let m = bundles.len();
    let mut sides: Vec<Vec<i32>> = Vec::new();
    let closing_up = closing.is_some_and(|c| c.count >= 2);
    for (i, b) in bundles.iter().enumerate() {
        sides.push(match b.count {
            1 => vec![0],
            2 if widths[i] == 1 => vec![1, -1],
            2 => {
                let prev = if i > 0 && bundles[i - 1].count == 2 {
                    Some(sides[i - 1][1])
                } else {
                    None
                };
                let s = match prev {
                    Some(s) => -s,
                    None if closing_up && i == 0 => -1,
                    None => {
                        if p.flip {
                            -1
                        } else {
                            1
                        }
                    }
                };
                if closing_up && (i == 0 || i == m - 1) && s == 1 {
                    return None;
                }
                vec![0, s]
            }
            _ => vec![0, 1, -1],
        });
    }
    Some(sides)
}

/// The closing bundle `c` of a cycle drawn round every node: lane A from
/// the first node's left round below to the last node's right, lane B round
/// above, lane C below inside lane A; each lane owns a stub at both ends.
pub(super) fn draw_closing(
    g: &mut Grid,
    bundles: &[Bundle],
    sides: &[Vec<i32>],
    nodes: &[(i32, i32)],
    owners: &mut [Vec<usize>],
    c: Bundle,
    p: Params,
) -> Option<()> {
    let m = bundles.len();
    let (a, z) = (nodes[0], nodes[m]);
    // Round the arches on each side (if any), with room for fillers.
    let arches = |side: i32| sides.iter().any(|v| v.contains(&side));
    let mut below = p.y - if arches(-1) { p.h } else { 0 } - p.gap;
    let above = p.y + if arches(1) { p.h } else { 0 } + p.gap;
    // Lane A from a's left round below to z's right; lane B from a's
    // top round above to z's top; lane C from a's bottom round below,
    // inside lane A, to z's bottom.
    // Lane C runs under the arches below, if any (not through them),
    // and lane A far enough under it for a living group between.
    let inner = if arches(-1) {
        p.y - p.h - 1
    } else {
        p.y - p.h.max(2)
    };
    if c.count == 3 && arches(-1) {
        below = below.min(inner - 4);
    }
    // Lane A leaves a (and reaches z) along the row first, far enough
    // out for a living group of the other colour between its leg and
    // a leg of its colour under the node: an arch below of an end
    // bundle of the closing colour, or lane C.
    let out = |i: usize| {
        let arch = bundles[i].color == c.color && sides[i].contains(&-1);
        if arch || c.count == 3 { 4 } else { 1 }
    };
    let (left, right) = (a.0 - out(0), z.0 + out(m - 1));
    let lanes = [
        ((left, right), below..=p.y, below),
        ((a.0, z.0), p.y + 1..=above, above),
        ((a.0, z.0), inner..=p.y - 1, inner),
    ];
    for (k, (columns, rows, bar)) in lanes.into_iter().take(usize::from(c.count)).enumerate() {
        let e = g.edge(c.color, a, z);
        if k == 0 {
            let along = (left..a.0).chain(z.0 + 1..=right).map(|x| (x, p.y));
            g.paint_all(along, e)?;
        }
        g.closing_lane(e, columns, rows, bar)?;
        owners[0].push(e);
        owners[m].push(e);
    }
    Some(())
}

/// One-block lanes between arches on both sides grow into the columns
/// between the arches' legs; the arches close those columns past their
/// bars, each the columns of lanes of the other colour next to it, so that
/// no filler is shut in a one-point-wide strip. Whether any was closed.
pub(super) fn cap_lanes(
    g: &mut Grid,
    bundles: &[Bundle],
    nodes: &[(i32, i32)],
    arch_of: &[(usize, i32, usize)],
    p: Params,
) -> Option<bool> {
    let m = bundles.len();
    // One-block lanes between arches on both sides grow into the
    // columns between the arches' legs; the arches close those columns
    // past their bars, each the columns of lanes of the other colour
    // next to it, so that no filler is shut in a one-point-wide strip.
    let mut capped = false;
    let mut i = 1;
    while i < m {
        if bundles[i].count != 1 || bundles[i - 1].count < 2 {
            i += 1;
            continue;
        }
        let mut j = i;
        while j + 1 < m && bundles[j + 1].count == 1 {
            j += 1;
        }
        if j + 1 >= m || bundles[j + 1].count < 2 {
            i = j + 1;
            continue;
        }
        for side in [1, -1] {
            let arch = |k: usize| {
                arch_of
                    .iter()
                    .find(|&&(b, s, _)| b == k && s == side)
                    .map(|&(_, _, e)| e)
            };
            let (Some(left), Some(right)) = (arch(i - 1), arch(j + 1)) else {
                continue;
            };
            let colour = |x: i32| match (g.get((x, p.y + side)), g.get((x, p.y))) {
                (Some(Cell::Block(b)), _) | (_, Some(Cell::Block(b))) => Some(g.edges[b].color),
                _ => None,
            };
            let (xl, xr) = (nodes[i].0, nodes[j + 1].0);
            // The colour of the lane (or stub) under each column.
            let columns: Vec<Option<Color>> = (xl + 1..xr).map(colour).collect();
            let (lc, rc) = (g.edges[left].color, g.edges[right].color);
            let k = columns
                .iter()
                .position(|&o| o == Some(lc))
                .unwrap_or(columns.len()) as i32;
            if columns.iter().any(Option::is_none) || columns[k as usize..].contains(&Some(rc)) {
                continue;
            }
            let y = p.y + side * (p.h + 1);
            g.paint_all((xl..=xl + k).map(|x| (x, y)), left)?;
            if (k as usize) < columns.len() {
                g.paint_all((xl + k + 1..=xr).map(|x| (x, y)), right)?;
            }
            capped = true;
        }
        i = j + 1;
    }
    Some(capped)
}

/// The drawings tried, smallest first.
pub(super) fn params(n: usize) -> Vec<Params> {
    let n = n as i32;
    let mut out = Vec::new();
    // An arch's lens holds a living group: 4x4, 3x5 or 5x3 inside.
    for (d1, d2, h, gap) in [
        (2, 5, 5, 2),
        (2, 5, 5, 4),
        (3, 5, 5, 3),
        (2, 4, 6, 3),
        (2, 6, 4, 3),
        (3, 4, 6, 4),
        (3, 6, 4, 4),
        (4, 6, 5, 5),
        (2, 5, 5, 1),
        (2, 4, 5, 1),
        (2, 4, 6, 1),
        (3, 5, 5, 1),
    ] {
        for x0 in [0, 1, 2, 3] {
            for dy in [0, -1, 1, -2, 2, -3, 3] {
                for flip in [false, true] {
                    out.push(Params {
                        d1,
                        d2,
                        h,
                        gap,
                        x0,
                        y: n / 2 + dy,
                        flip,
                        pair: false,
                        narrow: false,
                        cap: false,
                    });
                }
            }
        }
    }
    out
}

/// The drawings along a row (all `params`), then the bent ones, each
/// finished by `ways`: the first position holding exactly `want`.
pub(super) fn drawn(
    part: &Part,
    size: usize,
    want: &Part,
    all: &[Params],
    ways: &[Finish],
) -> Option<Board> {
    for (bundles, closing) in drawings(part) {
        for &p in all {
            let Some(sketch) = draw(size, &bundles, closing, p) else {
                continue;
            };
            if let Some(board) = finished(&sketch, want, ways) {
                return Some(board);
            }
        }
    }
    // Bent drawings: a path as a U, a cycle as a rectangle.
    for (bundles, cyclic) in bent(part) {
        let m = bundles.len();
        for p in bent_params(size) {
            for k in 1..m.saturating_sub(1) {
                for y2 in [
                    p.y + 2 * p.h + 3,
                    p.y + p.h + 4,
                    p.y + 2 * p.h + 2,
                    p.y + 2 * p.h + 5,
                ] {
                    let nodes = if cyclic {
                        match ring_nodes(&bundles, k, y2, p) {
                            Some(nodes) => nodes,
                            None => continue,
                        }
                    } else {
                        snake_nodes(&bundles, k, y2, p)
                    };
                    if nodes
                        .iter()
                        .any(|&(x, y)| x < 0 || y < 0 || x >= size as i32 || y >= size as i32)
                    {
                        continue;
                    }
                    let Some(sketch) = draw_along(size, &bundles, &nodes, cyclic, p) else {
                        continue;
                    };
                    if let Some(board) = finished(&sketch, want, ways) {
                        return Some(board);
                    }
                }
            }
        }
    }
    None
}

/// The bundle sequences of bent drawings: a path and its reversal; every
/// rotation and reflection of a cycle.
pub(super) fn bent(part: &Part) -> Vec<(Vec<Bundle>, bool)> {
    let cyclic = part.form == Form::Circular;
    part.equivalents()
        .into_iter()
        .map(|b| (b, cyclic))
        .collect()
}

/// The sizes of bent drawings, smallest first.
pub(super) fn bent_params(n: usize) -> Vec<Params> {
    let mut out = Vec::new();
    for (d1, d2, h) in [(2, 5, 5), (2, 4, 6), (2, 6, 4), (3, 5, 5)] {
        for x0 in [0, 1, 2, 4, 5] {
            for y in [0, 1, 2, h, h + 1] {
                for flip in [false, true] {
                    if y < n as i32 {
                        for pair in [false, true] {
                            out.push(Params {
                                d1,
                                d2,
                                h,
                                gap: 0,
                                x0,
                                y,
                                flip,
                                pair,
                                narrow: false,
                                cap: false,
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

/// The ways to draw a part: a path as it is (and reversed); a cycle opened
/// at each of its bundles (preferring one-block closing bundles).
pub(super) fn drawings(part: &Part) -> Vec<(Vec<Bundle>, Option<Bundle>)> {
    let mut out: Vec<(Vec<Bundle>, Option<Bundle>)> = part
        .equivalents()
        .into_iter()
        .map(|mut b| {
            let closing = (part.form == Form::Circular).then(|| b.pop()).flatten();
            (b, closing)
        })
        .collect();
    out.sort_by_key(|(_, c)| c.map_or(0, |c| c.count));
    out
}

#[cfg(test)]
mod tests {
    use super::super::{FINISHES, part_of};
    use super::{drawn, params};

    /// The simplest seki, two blocks sharing one liberty with an eye each,
    /// is drawn along a row; a board too small for any drawing fits none.
    #[test]
    fn short_paths_are_drawn_along_a_row() {
        let want = part_of("01_1");
        assert!(drawn(&want, 9, &want, &params(9), &FINISHES).is_some());
        assert!(drawn(&want, 3, &want, &params(3), &FINISHES).is_none());
    }
}
