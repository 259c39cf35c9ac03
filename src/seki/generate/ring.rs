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
    go::Board,
    seki::encoding::{Bundle, Part},
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

/// SplitMix64: the drawings' choices, the same for the same encoding.
struct Choices(u64);

impl Choices {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        (!xs.is_empty()).then(|| xs[self.below(xs.len())])
    }
}

/// How many drawings are tried for one order of the bundles.
const TRIALS: usize = 2000;

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
    let mut choices = Choices(seed);
    // From the canonical form, so that every way of writing the encoding
    // gives the same position.
    let orders: Vec<(Vec<Bundle>, Option<Bundle>)> = drawings(&want)
        .into_iter()
        .filter(|(_, closing)| closing.is_none_or(|c| c.count == 1))
        .collect();
    for _ in 0..TRIALS {
        for (bundles, closing) in &orders {
            let Some(sketch) = sketch(size, bundles, *closing, &mut choices) else {
                continue;
            };
            if let Some(board) = finished(&sketch, &want, &FINISHES)
                .or_else(|| finished(&sketch, &want, &OTHER_ORDERS))
            {
                return Some(board);
            }
        }
    }
    None
}

/// One turtle drawing: nodes and essential blocks, the rest free.
fn sketch(
    size: usize,
    bundles: &[Bundle],
    closing: Option<Bundle>,
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
        // Straight on when it may, else a turn.
        let d = if free[i].contains(&heading) && choices.below(3) > 0 {
            heading
        } else {
            choices.pick(&free[i])?
        };
        let square: Vec<Xy> = free[i]
            .iter()
            .copied()
            .filter(|&e| e.0 * d.0 + e.1 * d.1 == 0)
            .filter(|&e| b.count < 3 || free[i].contains(&minus(e)))
            .collect();
        let (q, blocks, used_p, used_q, next) = match b.count {
            1 => {
                let len = 2 + choices.pick(&[0, 0, 1, 1, 2, 3])?;
                let q = plus(p, times(d, len));
                let lane: Vec<Xy> = (1..len).map(|k| plus(p, times(d, k))).collect();
                (q, vec![lane], vec![d], vec![minus(d)], d)
            }
            2 => {
                let e = choices.pick(&square)?;
                let q = plus(plus(p, d), e);
                let next = if choices.below(2) == 0 { d } else { e };
                (
                    q,
                    vec![vec![plus(p, d)], vec![plus(p, e)]],
                    vec![d, e],
                    vec![minus(d), minus(e)],
                    next,
                )
            }
            _ => {
                let e = choices.pick(&square)?;
                let q = plus(plus(p, d), e);
                let (deep, wide) = choices.pick(&[(4, 5), (5, 4), (5, 5), (6, 6)])?;
                let at = |a: i32, c: i32| plus(plus(p, times(d, a)), times(e, c));
                let round: Vec<Xy> = (1..=deep)
                    .map(|k| at(0, -k))
                    .chain((1..=wide).map(|a| at(a, -deep)))
                    .chain((-deep + 1..=1).map(|c| at(wide, c)))
                    .chain((2..wide).map(|a| at(a, 1)))
                    .collect();
                (
                    q,
                    vec![vec![plus(p, d)], vec![plus(p, e)], round],
                    vec![d, e, minus(e)],
                    vec![minus(d), minus(e), d],
                    e,
                )
            }
        };
        // Off the board, or on a drawn stone: no drawing.
        g.node(q)?;
        nodes.push(q);
        owners.push(Vec::new());
        for cells in blocks {
            let e = g.edge(b.color, p, q);
            g.paint_all(cells, e)?;
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
        let e = g.edge(c.color, nodes[last], start);
        let path = route(&g, e, &nodes, &free, choices)?;
        g.paint_all(path, e)?;
        owners[last].push(e);
        owners[0].push(e);
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
