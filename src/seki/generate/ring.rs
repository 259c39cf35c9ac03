//! The turtle drawing: the nodes placed one after the other by a turtle
//! that turns where it may, the bundles drawn as they come, the closing
//! bundle of a cycle routed round everything drawn; many such drawings,
//! of lengths and turns drawn from a generator seeded by the encoding, are
//! tried until one is finished into the seki.
//!
//! A bundle is drawn from node `p`, leaving by a free side `d`:
//! - one block: a lane of 1-5 stones straight out, node `q` at its end;
//! - two blocks: `q` diagonal to `p` (`p + d + e`, `e` square to `d`),
//!   the blocks the two single stones next to both;
//! - three blocks: the same two stones, and a third block round a living
//!   group of the other colour: out of `p` backwards (`-e`), along `d`,
//!   and back to `q`'s far side, so that `p` keeps one side free (the
//!   bundle before) and `q` one (the bundle after, along `e`):
//!
//! ```text
//!   . . . . . . . .      `31_1_3_1` needs two of them: drawn by hand
//!   . . . n * o o o      this way it fitted at once (the white bundle
//!   . . . ` * ' . o      of three: ` and ' the single stones between
//!   . . . . o . . o      nodes *, the third white block o round a
//!   . . . . o . . o      black group to be, n the bundle after)
//!   . . . . o o o o
//! ```
//!
//! Tried after every other drawing, so that no position those give
//! changes; it fits cycles with bundles of three that the drawings along
//! one row or one diagonal do not (the closing bundle is routed round the
//! groups the bundles of three hang out, on either side).

use super::{Cell, FINISHES, Grid, OTHER_ORDERS, drawings, finished};
use crate::{
    go::{Board, Choices, Color},
    seki::encoding::{Bundle, Form, Part},
};

type Xy = (i32, i32);

const SIDES: [Xy; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

fn plus(a: Xy, b: Xy) -> Xy {
    (a.0 + b.0, a.1 + b.1)
}

fn times(a: Xy, k: i32) -> Xy {
    (a.0 * k, a.1 * k)
}

fn minus(a: Xy) -> Xy {
    (-a.0, -a.1)
}

/// How many drawings are tried for one order of the bundles.
const TRIALS: usize = 2000;
/// How many drawings of a path are tried for one order of its bundles in
/// the rounds that place each bundle where it fits.
const PATH_TRIALS: usize = 50 * TRIALS;

/// A position for `part` from the first turtle drawing that finishes
/// into it.
pub(super) fn ring(part: &Part, size: usize) -> Option<Board> {
    if size < 5 {
        return None;
    }
    let want = part.canonical();
    let seed = want
        .to_string()
        .bytes()
        .fold(0xCBF2_9CE4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
        });
    let mut choices = Choices::new(seed);
    // From the canonical form, so that every way of writing the encoding
    // gives the same position.
    //
    // Three rounds, each only when the ones before fit nothing (so that no
    // position they give changes): cycles closed by a one-block bundle, each
    // bundle placed as first drawn (or the drawing dropped); then each
    // bundle placed at the first of its ways (sides, turns and sizes in
    // random order) that fits what is drawn; then also cycles closed by a
    // two-block bundle, two lanes routed one after the other.
    let all = drawings(&want);
    for (retry, closing_blocks) in [(false, &[1][..]), (true, &[1][..]), (true, &[1, 2][..])] {
        let orders: Vec<&(Vec<Bundle>, Option<Bundle>)> = all
            .iter()
            .filter(|(_, closing)| closing.is_none_or(|c| closing_blocks.contains(&c.count)))
            .collect();
        // A path's drawing fails fast (a bundle that fits nowhere drops
        // it), so the later rounds try many more of them.
        let trials = match retry && part.form == Form::Linear {
            true => PATH_TRIALS,
            false => TRIALS,
        };
        for _ in 0..trials {
            for (bundles, closing) in &orders {
                let Some(sketch) = sketch(size, bundles, *closing, retry, &mut choices) else {
                    continue;
                };
                if let Some(board) = finished(&sketch, &want, &FINISHES)
                    .or_else(|| finished(&sketch, &want, &OTHER_ORDERS))
                {
                    return Some(board);
                }
            }
        }
    }
    None
}

/// Where a bundle's blocks go: the next node, the blocks' stones, the sides
/// of the two nodes they take, and the turtle's heading after it.
struct Placed {
    q: Xy,
    blocks: Vec<Vec<Xy>>,
    used_p: Vec<Xy>,
    used_q: Vec<Xy>,
    next: Xy,
}

/// A one-block bundle's lengths (a lane of 1-5 stones), drawn with these
/// odds.
const LANES: [i32; 6] = [2, 2, 3, 3, 4, 5];
/// A bundle of three's loop: depth and width round the group inside.
const LOOPS: [(i32, i32); 4] = [(4, 5), (5, 4), (5, 5), (6, 6)];

/// A bundle of `count` blocks from node `p` leaving by side `d`, turning to
/// `e` (two and three blocks), of size `k`: an index into [`LANES`] (one
/// block) or [`LOOPS`] (three); for two blocks, even: heading on along `d`
/// after it, odd: along `e`.
fn place(p: Xy, d: Xy, e: Xy, count: u8, k: usize) -> Placed {
    match count {
        1 => {
            let len = LANES[k];
            Placed {
                q: plus(p, times(d, len)),
                blocks: vec![(1..len).map(|j| plus(p, times(d, j))).collect()],
                used_p: vec![d],
                used_q: vec![minus(d)],
                next: d,
            }
        }
        2 => Placed {
            q: plus(plus(p, d), e),
            blocks: vec![vec![plus(p, d)], vec![plus(p, e)]],
            used_p: vec![d, e],
            used_q: vec![minus(d), minus(e)],
            next: if k.is_multiple_of(2) { d } else { e },
        },
        _ => {
            let (deep, wide) = LOOPS[k];
            let at = |a: i32, c: i32| plus(plus(p, times(d, a)), times(e, c));
            let round: Vec<Xy> = (1..=deep)
                .map(|j| at(0, -j))
                .chain((1..=wide).map(|a| at(a, -deep)))
                .chain((-deep + 1..=1).map(|c| at(wide, c)))
                .chain((2..wide).map(|a| at(a, 1)))
                .collect();
            Placed {
                q: plus(plus(p, d), e),
                blocks: vec![vec![plus(p, d)], vec![plus(p, e)], round],
                used_p: vec![d, e, minus(e)],
                used_q: vec![minus(d), minus(e), d],
                next: e,
            }
        }
    }
}

/// How many sizes a bundle of `count` blocks has (the `k` of [`place`]).
fn sizes(count: u8) -> usize {
    match count {
        1 => LANES.len(),
        2 => 2,
        _ => LOOPS.len(),
    }
}

/// Draws `placed` from node `p` on `g`: its node, then one block of
/// `color` per stone list; `None` (the grid part drawn) when the node's
/// point is taken or off the board, or a stone may not stand where it goes.
fn draw(g: &mut Grid, p: Xy, placed: &Placed, color: Color) -> Option<()> {
    g.node(placed.q)?;
    for cells in &placed.blocks {
        let e = g.edge(color, p, placed.q);
        g.paint_all(cells.iter().copied(), e)?;
    }
    Some(())
}

/// The sides square to `d` that a bundle of `count` blocks may turn to
/// among the free sides `free` (a bundle of three also takes the opposite
/// one).
fn squares(free: &[Xy], d: Xy, count: u8) -> Vec<Xy> {
    free.iter()
        .copied()
        .filter(|&e| e.0 * d.0 + e.1 * d.1 == 0)
        .filter(|&e| count < 3 || free.contains(&minus(e)))
        .collect()
}

/// One turtle drawing: nodes and essential blocks, the rest free. With
/// `retry`, each bundle goes where it first fits among its ways in random
/// order; without, where it is first drawn, or nowhere.
fn sketch(
    size: usize,
    bundles: &[Bundle],
    closing: Option<Bundle>,
    retry: bool,
    choices: &mut Choices,
) -> Option<Grid> {
    let mut g = Grid::new(size);
    let start = (
        2 + choices.below(size - 4) as i32,
        2 + choices.below(size - 4) as i32,
    );
    g.node(start)?;
    let mut nodes = vec![start];
    let mut free: Vec<Vec<Xy>> = vec![SIDES.to_vec()];
    let mut owners: Vec<Vec<usize>> = vec![Vec::new()];
    let mut heading = choices.pick(&SIDES)?;
    for b in bundles {
        let i = nodes.len() - 1;
        let p = nodes[i];
        let placed = if retry {
            let (placed, drawn) = fit(&g, p, &free[i], heading, *b, choices)?;
            g = drawn;
            placed
        } else {
            // Straight on when it may, else a turn.
            let d = if free[i].contains(&heading) && choices.below(3) > 0 {
                heading
            } else {
                choices.pick(&free[i])?
            };
            let e = match b.count {
                1 => (0, 0),
                _ => choices.pick(&squares(&free[i], d, b.count))?,
            };
            let placed = place(p, d, e, b.count, choices.below(sizes(b.count)));
            // Off the board, or on a drawn stone: no drawing.
            draw(&mut g, p, &placed, b.color)?;
            placed
        };
        let Placed {
            q,
            blocks,
            used_p,
            used_q,
            next,
        } = placed;
        nodes.push(q);
        owners.push(Vec::new());
        for e in g.edges.len() - blocks.len()..g.edges.len() {
            owners[i].push(e);
            owners[i + 1].push(e);
        }
        free[i].retain(|s| !used_p.contains(s));
        free.push(
            SIDES
                .iter()
                .copied()
                .filter(|s| !used_q.contains(s))
                .collect(),
        );
        heading = next;
    }
    let last = nodes.len() - 1;
    if let Some(c) = closing {
        // Each lane its own block: the second keeps off the first (a stone
        // of its colour may not touch another block of it).
        for _ in 0..c.count {
            let e = g.edge(c.color, nodes[last], start);
            let path = route(&g, e, &nodes, &free, choices)?;
            g.paint_all(path, e)?;
            owners[last].push(e);
            owners[0].push(e);
        }
    }
    // No node next to another; every free neighbour of a node taken by
    // one of its blocks.
    for (j, &v) in nodes.iter().enumerate() {
        if g.around(v).any(|q| g.get(q) == Some(Cell::Node)) {
            return None;
        }
        g.stubs(v, &owners[j])?;
    }
    Some(g)
}

/// The first way of drawing bundle `b` from node `p` (free sides `free`)
/// that fits the grid `g`, its sides, turns and sizes in random order (on
/// along `heading` first, two times in three): where it goes and the grid
/// with it drawn.
fn fit(
    g: &Grid,
    p: Xy,
    free: &[Xy],
    heading: Xy,
    b: Bundle,
    choices: &mut Choices,
) -> Option<(Placed, Grid)> {
    let mut sides = free.to_vec();
    shuffle(&mut sides, choices);
    if let Some(h) = sides.iter().position(|&s| s == heading)
        && choices.below(3) > 0
    {
        sides[..=h].rotate_right(1);
    }
    for d in sides {
        let mut turns = match b.count {
            1 => vec![(0, 0)],
            _ => squares(free, d, b.count),
        };
        shuffle(&mut turns, choices);
        for e in turns {
            let mut ks: Vec<usize> = (0..sizes(b.count)).collect();
            shuffle(&mut ks, choices);
            for k in ks {
                let placed = place(p, d, e, b.count, k);
                let mut h = g.clone();
                if draw(&mut h, p, &placed, b.color).is_some() {
                    return Some((placed, h));
                }
            }
        }
    }
    None
}

/// Fisher-Yates with the drawings' choices.
fn shuffle<T>(xs: &mut [T], choices: &mut Choices) {
    for i in (1..xs.len()).rev() {
        xs.swap(i, choices.below(i + 1));
    }
}

/// The closing block `e`'s stones: the cheapest way from a free side of
/// the last node to a free side of node 0 over points it may take, each
/// point costing 1, more next to what is drawn (room for the groups
/// between), plus a random part.
fn route(
    g: &Grid,
    e: usize,
    nodes: &[Xy],
    free: &[Vec<Xy>],
    choices: &mut Choices,
) -> Option<Vec<Xy>> {
    let n = g.n;
    let last = nodes.len() - 1;
    let near = [0, 2, 4][choices.below(3)];
    let jitter = 1 + choices.below(4);
    let index = |p: Xy| (p.1 * n + p.0) as usize;
    let cost: Vec<u32> = (0..n * n)
        .map(|i| {
            let p = (i % n, i / n);
            let crowded = g.around(p).any(|q| g.get(q) != Some(Cell::Free));
            1 + if crowded { near } else { 0 } + choices.below(jitter) as u32
        })
        .collect();
    // Block `e` has no stone yet: it may take only free points.
    let ok = |p: Xy| g.may_paint(p, e);
    let targets: Vec<Xy> = free[0]
        .iter()
        .map(|&s| plus(nodes[0], s))
        .filter(|&p| ok(p))
        .collect();
    let mut dist = vec![u32::MAX; (n * n) as usize];
    let mut from = vec![usize::MAX; (n * n) as usize];
    let mut heap = std::collections::BinaryHeap::new();
    for s in &free[last] {
        let p = plus(nodes[last], *s);
        if ok(p) {
            dist[index(p)] = cost[index(p)];
            heap.push(std::cmp::Reverse((cost[index(p)], index(p))));
        }
    }
    while let Some(std::cmp::Reverse((d, i))) = heap.pop() {
        if d > dist[i] {
            continue;
        }
        let p = (i as i32 % n, i as i32 / n);
        if targets.contains(&p) {
            let mut path = vec![p];
            let mut j = i;
            while from[j] != usize::MAX {
                j = from[j];
                path.push((j as i32 % n, j as i32 / n));
            }
            return Some(path);
        }
        for q in g.around(p) {
            if !ok(q) {
                continue;
            }
            let nd = d + cost[index(q)];
            if nd < dist[index(q)] {
                dist[index(q)] = nd;
                from[index(q)] = i;
                heap.push(std::cmp::Reverse((nd, index(q))));
            }
        }
    }
    None
}
