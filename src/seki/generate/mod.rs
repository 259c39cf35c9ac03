//! Generation of a position for a Basic Seki encoding (SPEC-scoring 5.5,
//! "Generation"), as Wolf suggests: draw the graph large, the blocks along
//! its edges; fill between blocks of different colours with either colour
//! and between blocks of one colour with a living group of the other.
//!
//! The drawing puts the nodes on one row, each bundle between two nodes as
//! 1-3 lanes (straight along the row, or an arch above or below it), the
//! closing bundle of a cycle as arcs around the whole row:
//!
//! ```text
//!   . . . . . . . . .        0 1 _1: the white block (O) wraps round
//!   x x x x o o o o o        its eye A, shares B with the black block
//!   x O O x o X X X o        (X), which wraps round its eye C; every
//!   O A O O X B X C X        other point is a living group of the
//!   O O O x o X X X o        opposite colour (x, o) with two eyes.
//! ```
//!
//! Then (the same for every drawing):
//! 1. a free point next to blocks of both colours joins one of them;
//! 2. every other free point becomes a filler stone of the colour opposite
//!    to the blocks it touches, spreading from them;
//! 3. each filler group gets two one-point eyes;
//! 4. the position is recognised and kept only when it gives back the
//!    encoding, exact search confirms it seki with either side first, and
//!    every filler group is alive by Benson.
//!
//! The arc closing a cycle leaves its end node along the row, four points
//! out, where an arch of its colour starts there below the row (room for a
//! living group between their legs). After the drawings of growing size
//! come variants: one-block bundles two points wide next to a single
//! bundle of the other colour (`narrow`), and runs of one-block lanes
//! between two arches whose columns the arches close past their bars
//! (`cap`), so that no filler is shut in a strip one point wide.
//!
//! Drawings of growing size are tried until one fits the board; a path of
//! two-block bundles of alternating colours, which none of them fits past
//! three bundles, is drawn along the board's diagonal at last
//! (`diagonal`), a cycle of two-block bundles all of one colour but
//! one as a fan of single stones between two staircases (`fan`), and
//! any part slanted: nodes on the diagonal, a cycle closed by staircases
//! round them, a bundle of three hanging a living group below (`slanted`).
//! A path of two-block bundles with runs of one colour is then drawn
//! banded ([`banded`]): nodes on the diagonal, every point off it a living
//! group coloured by its band across the path.
//! Last come the turtle's drawings ([`ring`]): nodes placed one after the
//! other with turns, bundles of three as two single stones and a block
//! round a group on either side, the closing bundle routed round all of
//! it; many are drawn, from choices seeded by the encoding.

mod banded;
mod ring;

use thiserror::Error;

use super::{
    encoding::{Bundle, Encoding, Form, Part},
    recognize::{Verified, basic_seki},
};
use crate::{
    go::{Board, Color, PointSet, Setup},
    life::benson,
};

/// Why no position was generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GenerateError {
    /// No drawing tried fits the board.
    #[error("{0}: does not fit on {1}x{1}")]
    DoesNotFit(String, usize),
    /// Several parts (a cluster) are not generated.
    #[error("{0}: one part at a time (clusters of several parts are not generated)")]
    Parts(String),
    /// A board size past 2-19.
    #[error("board size {0}: must be 2-19")]
    Size(usize),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Cell {
    Free,
    Node,
    /// A stone of essential block `i`.
    Block(usize),
    Filler(Color),
    Eye,
}

/// An essential block being drawn: its colour and its two nodes.
#[derive(Copy, Clone, Debug)]
struct Edge {
    color: Color,
    nodes: [(i32, i32); 2],
}

#[derive(Clone, Debug)]
struct Grid {
    n: i32,
    cells: Vec<Cell>,
    edges: Vec<Edge>,
}

const DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

impl Grid {
    fn new(n: usize) -> Grid {
        Grid {
            n: n as i32,
            cells: vec![Cell::Free; n * n],
            edges: Vec::new(),
        }
    }

    fn on(&self, (x, y): (i32, i32)) -> bool {
        x >= 0 && y >= 0 && x < self.n && y < self.n
    }

    fn get(&self, p: (i32, i32)) -> Option<Cell> {
        self.on(p)
            .then(|| self.cells[(p.1 * self.n + p.0) as usize])
    }

    fn put(&mut self, p: (i32, i32), c: Cell) {
        let n = self.n;
        self.cells[(p.1 * n + p.0) as usize] = c;
    }

    fn around(&self, (x, y): (i32, i32)) -> impl Iterator<Item = (i32, i32)> + '_ {
        DIRS.iter()
            .map(move |&(dx, dy)| (x + dx, y + dy))
            .filter(|&q| self.on(q))
    }

    fn node(&mut self, p: (i32, i32)) -> Option<()> {
        match self.get(p)? {
            Cell::Free | Cell::Node => {
                self.put(p, Cell::Node);
                Some(())
            }
            _ => None,
        }
    }

    /// Whether a stone of block `b` may stand on `p`: free (or `b`'s), not
    /// next to another block of its colour nor to a node not its own.
    fn may_paint(&self, p: (i32, i32), b: usize) -> bool {
        match self.get(p) {
            Some(Cell::Free) => {}
            Some(Cell::Block(x)) if x == b => return true,
            _ => return false,
        }
        let e = self.edges[b];
        self.around(p).all(|q| match self.get(q) {
            Some(Cell::Block(x)) => x == b || self.edges[x].color != e.color,
            Some(Cell::Node) => e.nodes.contains(&q),
            _ => true,
        })
    }

    fn paint(&mut self, p: (i32, i32), b: usize) -> Option<()> {
        self.may_paint(p, b).then(|| self.put(p, Cell::Block(b)))
    }

    fn paint_all(&mut self, cells: impl IntoIterator<Item = (i32, i32)>, b: usize) -> Option<()> {
        for p in cells {
            self.paint(p, b)?;
        }
        Some(())
    }

    fn edge(&mut self, color: Color, a: (i32, i32), b: (i32, i32)) -> usize {
        self.edges.push(Edge {
            color,
            nodes: [a, b],
        });
        self.edges.len() - 1
    }

    /// A lane of block `b` from node `a` to node `z` on one row or column:
    /// straight (`side` 0) or an arch of height `h` on the left of the way
    /// from `a` to `z` (`side` 1) or on its right (-1).
    fn lane(&mut self, b: usize, a: (i32, i32), z: (i32, i32), side: i32, h: i32) -> Option<()> {
        let (u, len) = direction(a, z)?;
        let v = (-u.1, u.0);
        let at = |o: (i32, i32), k: i32, d: (i32, i32)| (o.0 + k * d.0, o.1 + k * d.1);
        let cells: Vec<(i32, i32)> = if side == 0 {
            (1..len).map(|t| at(a, t, u)).collect()
        } else {
            let sv = (side * v.0, side * v.1);
            let top = at(a, h, sv);
            (1..=h)
                .flat_map(|k| [at(a, k, sv), at(z, k, sv)])
                .chain((0..=len).map(|t| at(top, t, u)))
                .collect()
        };
        if cells.iter().any(|&q| !self.on(q)) {
            return None;
        }
        self.paint_all(cells, b)
    }

    /// A lane of block `b` closing a cycle: both `columns` over `rows`, and
    /// row `bar` between them.
    fn closing_lane(
        &mut self,
        b: usize,
        (left, right): (i32, i32),
        rows: std::ops::RangeInclusive<i32>,
        bar: i32,
    ) -> Option<()> {
        let legs = rows.flat_map(|y| [(left, y), (right, y)]);
        let cells: Vec<(i32, i32)> = legs.chain((left..=right).map(|x| (x, bar))).collect();
        self.paint_all(cells, b)
    }

    /// Covers the free neighbours of node `p` with stones of its blocks
    /// `owners` (in order of preference), through one more stone if needed.
    fn stubs(&mut self, p: (i32, i32), owners: &[usize]) -> Option<()> {
        let free: Vec<(i32, i32)> = self
            .around(p)
            .filter(|&q| self.get(q) == Some(Cell::Free))
            .collect();
        'next: for s in free {
            if self.get(s) != Some(Cell::Free) {
                continue;
            }
            // Up: the bundle to the node's right first; down: to its left
            // (consecutive blocks then meet only diagonally).
            let mut owners = owners.to_vec();
            let down = s.1 < p.1;
            owners.sort_by_key(|&b| {
                let e = self.edges[b];
                if down {
                    e.nodes[1] != p
                } else {
                    e.nodes[0] != p
                }
            });
            let owners = owners.as_slice();
            // Directly next to an owner's stone.
            for &b in owners {
                let touches = self
                    .around(s)
                    .any(|q| q != p && self.get(q) == Some(Cell::Block(b)));
                if touches && self.may_paint(s, b) {
                    self.paint(s, b)?;
                    continue 'next;
                }
            }
            // Through a connector.
            for &b in owners {
                let connectors: Vec<(i32, i32)> = self
                    .around(s)
                    .filter(|&c| c != p && self.get(c) == Some(Cell::Free))
                    .collect();
                for c in connectors {
                    let touches = self
                        .around(c)
                        .any(|q| q != s && self.get(q) == Some(Cell::Block(b)));
                    if touches && self.may_paint(s, b) {
                        self.put(s, Cell::Block(b));
                        if self.may_paint(c, b) {
                            self.put(c, Cell::Block(b));
                            continue 'next;
                        }
                        self.put(s, Cell::Free);
                    }
                }
            }
            return None;
        }
        Some(())
    }

    /// The blocks with a stone next to one of `cells`, in order.
    fn blocks_next_to(&self, cells: &[(i32, i32)]) -> Vec<usize> {
        let mut out: Vec<usize> = cells
            .iter()
            .flat_map(|&p| self.around(p))
            .filter_map(|q| match self.get(q) {
                Some(Cell::Block(b)) => Some(b),
                _ => None,
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The neighbours of `p` on the grid in the order `order` names: 0 up,
    /// down, left, right ([`DIRS`]); 1 left, right, up, down; from 2 on, a
    /// permutation drawn from the point and the order (a fixed hash).
    fn neighbours_in(
        &self,
        (x, y): (i32, i32),
        order: u8,
    ) -> impl Iterator<Item = (i32, i32)> + '_ {
        let mut dirs = DIRS;
        if order == 1 {
            dirs = [(-1, 0), (1, 0), (0, 1), (0, -1)];
        } else if order >= 2 {
            let h = u64::from(x as u32).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ u64::from(y as u32).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
                ^ u64::from(order).wrapping_mul(0x1656_67B1_9E37_79F9);
            let mut k = h ^ (h >> 29);
            for i in (1..4).rev() {
                dirs.swap(i, (k % (i as u64 + 1)) as usize);
                k /= 5;
            }
        }
        dirs.into_iter()
            .map(move |(dx, dy)| (x + dx, y + dy))
            .filter(|&q| self.on(q))
    }

    /// Wolf's "fill between different-colour edges with either colour": a
    /// free region next to blocks of both colours (enclosed, or any with
    /// `all`) becomes part of one of them, the one with no other block of its
    /// colour next to the region; with `grow`, the blocks grow into it
    /// breadth first, each free point joining the first block it may among
    /// its neighbours in `order` ([`Grid::neighbours_in`]).
    fn absorb(&mut self, all: bool, grow: bool, order: u8) {
        let n = self.n;
        let mut seen = vec![false; self.cells.len()];
        for i in 0..self.cells.len() {
            if seen[i] || self.cells[i] != Cell::Free {
                continue;
            }
            let mut region = vec![(i as i32 % n, i as i32 / n)];
            seen[i] = true;
            let mut k = 0;
            while k < region.len() {
                let p = region[k];
                k += 1;
                for q in self.around(p) {
                    let j = (q.1 * n + q.0) as usize;
                    if !seen[j] && self.cells[j] == Cell::Free {
                        seen[j] = true;
                        region.push(q);
                    }
                }
            }
            let edge = region
                .iter()
                .any(|&(x, y)| x == 0 || y == 0 || x == n - 1 || y == n - 1);
            if edge && !all {
                continue;
            }
            let touching = self.blocks_next_to(&region);
            let count = |c: Color| {
                touching
                    .iter()
                    .filter(|&&b| self.edges[b].color == c)
                    .count()
            };
            if count(Color::Black) == 0 || count(Color::White) == 0 {
                continue;
            }
            if !grow {
                // The one block with no other of its colour next to the
                // region takes it all.
                if let Some(b) = touching
                    .iter()
                    .copied()
                    .find(|&b| count(self.edges[b].color) == 1)
                {
                    for &p in &region {
                        self.put(p, Cell::Block(b));
                    }
                }
                continue;
            }
            // The blocks grow into the region together, breadth first, each
            // where it may (not next to another block of its colour).
            let mut frontier: Vec<(i32, i32)> = region.clone();
            loop {
                let mut grown = Vec::new();
                for &p in &frontier {
                    if self.get(p) != Some(Cell::Free) {
                        continue;
                    }
                    let b = self
                        .neighbours_in(p, order)
                        .find_map(|q| match self.get(q) {
                            Some(Cell::Block(b)) if self.may_paint(p, b) => Some(b),
                            _ => None,
                        });
                    if let Some(b) = b {
                        grown.push((p, b));
                    }
                }
                // Paint this layer, rechecking (two cells of one layer may
                // be next to each other).
                let mut any = false;
                for (p, b) in grown {
                    if self.may_paint(p, b) {
                        self.put(p, Cell::Block(b));
                        any = true;
                    }
                }
                if !any {
                    break;
                }
                frontier.retain(|&p| self.get(p) == Some(Cell::Free));
            }
        }
    }

    /// Goes over the free points until none changes: `pick`, given a point
    /// and the blocks next to it, names the block it joins (`Some(None)`:
    /// none yet; `None`: give up, and so does `settle`).
    fn settle(
        &mut self,
        pick: impl Fn(&Self, (i32, i32), &[usize]) -> Option<Option<usize>>,
    ) -> Option<()> {
        loop {
            let mut changed = false;
            for i in 0..self.cells.len() {
                let p = (i as i32 % self.n, i as i32 / self.n);
                if self.cells[i] != Cell::Free {
                    continue;
                }
                let touching = self.blocks_next_to(&[p]);
                if let Some(b) = pick(self, p, &touching)? {
                    self.put(p, Cell::Block(b));
                    changed = true;
                }
            }
            if !changed {
                return Some(());
            }
        }
    }

    /// Blocks of the colour opposite to `c` take every free point next to a
    /// block of colour `c` that they may, so that the fillers left there
    /// are of colour `c`, one wide group rather than strips of both colours.
    fn shield(&mut self, c: Color) {
        self.settle(|g, p, touching| {
            let near_c = touching.iter().any(|&b| g.edges[b].color == c);
            Some(
                touching
                    .iter()
                    .copied()
                    .find(|&b| near_c && g.edges[b].color != c && g.may_paint(p, b)),
            )
        });
    }

    /// Step 1: a free point next to blocks of both colours joins one of
    /// them (the first, or with `fewest` the one making the fewest new
    /// conflicts) (one it may join), until none is left.
    fn resolve(&mut self, fewest: bool) -> Option<()> {
        self.settle(|g, p, touching| {
            let colours = |c: Color| touching.iter().any(|&b| g.edges[b].color == c);
            if !(colours(Color::Black) && colours(Color::White)) {
                return Some(None);
            }
            // The block whose new stone makes the fewest new conflicts
            // (free neighbours next to the other colour).
            let conflicts = |b: usize| {
                let c = g.edges[b].color;
                g.around(p)
                    .filter(|&q| g.get(q) == Some(Cell::Free))
                    .filter(|&q| {
                        g.around(q).any(
                            |r| matches!(g.get(r), Some(Cell::Block(x)) if g.edges[x].color != c),
                        )
                    })
                    .count()
            };
            touching
                .iter()
                .copied()
                .filter(|&b| g.may_paint(p, b))
                .min_by_key(|&b| (if fewest { conflicts(b) } else { 0 }, b))
                .map(Some)
        })
    }

    /// Step 2: filler stones, the colour opposite to the blocks touched,
    /// spreading from them over every free point.
    fn fill(&mut self) {
        let mut frontier = Vec::new();
        for i in 0..self.cells.len() {
            let p = (i as i32 % self.n, i as i32 / self.n);
            if self.cells[i] != Cell::Free {
                continue;
            }
            if let Some(c) = self.forced(p) {
                self.put(p, Cell::Filler(c));
                frontier.push(p);
            }
        }
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for p in frontier {
                let Some(Cell::Filler(c)) = self.get(p) else {
                    continue;
                };
                let free: Vec<(i32, i32)> = self
                    .around(p)
                    .filter(|&q| self.get(q) == Some(Cell::Free))
                    .collect();
                for q in free {
                    self.put(q, Cell::Filler(c));
                    next.push(q);
                }
            }
            frontier = next;
        }
    }

    /// Between steps 2 and 3, where the fillers left a group with no room
    /// for two eyes (a strip, a pocket): the fillers round it take it when
    /// they may (none of it next to a block of their colour) and the groups
    /// there then lack fewer eyes; else it takes one filler of the other
    /// colour next to it that it may, when the groups there lack no more
    /// eyes (a pocket grows towards room). For at most `rounds` rounds.
    fn widen(&mut self, rounds: usize) {
        // Whether a filler of colour `c` may stand on `p`.
        let may = |g: &Self, p: (i32, i32), c: Color| {
            g.around(p).all(|r| match g.get(r) {
                Some(Cell::Block(b)) => g.edges[b].color != c,
                Some(Cell::Node) => false,
                _ => true,
            })
        };
        for _ in 0..rounds {
            let mut changed = false;
            let mut seen = vec![false; self.cells.len()];
            for i in 0..self.cells.len() {
                let Some((c, group)) = self.unseen_group(i, &mut seen) else {
                    continue;
                };
                if self.missing(&group, c) == 0 {
                    continue;
                }
                if group.iter().all(|&p| may(self, p, c.opponent())) {
                    let mut h = self.clone();
                    for &p in &group {
                        h.put(p, Cell::Filler(c.opponent()));
                    }
                    if h.missing_near(&group) < self.missing_near(&group) {
                        *self = h;
                        changed = true;
                        continue;
                    }
                }
                let takes: Vec<(i32, i32)> = group
                    .iter()
                    .flat_map(|&p| self.around(p))
                    .filter(|&q| self.get(q) == Some(Cell::Filler(c.opponent())))
                    .filter(|&q| may(self, q, c))
                    .collect();
                for q in takes {
                    let before = self.missing_near(&[q]);
                    self.put(q, Cell::Filler(c));
                    if self.missing_near(&[q]) <= before {
                        changed = true;
                        break;
                    }
                    self.put(q, Cell::Filler(c.opponent()));
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// How many eyes filler `group` of colour `c` lacks (0-2).
    fn missing(&self, group: &[(i32, i32)], c: Color) -> usize {
        let mut g = self.clone();
        for k in 0..2 {
            match g.eye_point(group, c) {
                Some(eye) => g.put(eye, Cell::Eye),
                None => return 2 - k,
            }
        }
        0
    }

    /// How many eyes the filler groups on and next to `points` lack
    /// together.
    fn missing_near(&self, points: &[(i32, i32)]) -> usize {
        let mut groups: Vec<(Color, Vec<(i32, i32)>)> = Vec::new();
        for q in points
            .iter()
            .flat_map(|&p| std::iter::once(p).chain(self.around(p)))
        {
            if let Some(Cell::Filler(c)) = self.get(q)
                && !groups.iter().any(|(_, g)| g.contains(&q))
            {
                groups.push((c, self.group(q, c)));
            }
        }
        groups.iter().map(|(c, g)| self.missing(g, *c)).sum()
    }

    /// Steps 1-2 by bands: a free point next to blocks of both colours joins
    /// one ([`Grid::resolve`]); one next to blocks of one colour is a filler
    /// of the other; every other point a filler of the colour `band` names.
    fn fill_bands(&mut self, band: impl Fn((i32, i32)) -> Color) -> Option<()> {
        self.resolve(false)?;
        for i in 0..self.cells.len() {
            let p = (i as i32 % self.n, i as i32 / self.n);
            if self.cells[i] == Cell::Free {
                let forced = self.forced(p);
                self.put(p, Cell::Filler(forced.unwrap_or_else(|| band(p))));
            }
        }
        Some(())
    }

    /// The colour a filler on `p` must have: the one opposite to the blocks
    /// next to it (the first one's), if any.
    fn forced(&self, p: (i32, i32)) -> Option<Color> {
        self.around(p).find_map(|q| match self.get(q) {
            Some(Cell::Block(b)) => Some(self.edges[b].color.opponent()),
            _ => None,
        })
    }

    /// Step 3: two eyes in every filler group; `None` when a group has no
    /// room for them.
    fn eyes(&mut self) -> Option<()> {
        let mut seen = vec![false; self.cells.len()];
        for i in 0..self.cells.len() {
            let Some((c, group)) = self.unseen_group(i, &mut seen) else {
                continue;
            };
            for _ in 0..2 {
                let eye = self.eye_point(&group, c)?;
                self.put(eye, Cell::Eye);
            }
        }
        Some(())
    }

    /// The filler group on cell `i` and its colour, unless `seen` has it
    /// already (or `i` is no filler); its stones marked in `seen`.
    fn unseen_group(&self, i: usize, seen: &mut [bool]) -> Option<(Color, Vec<(i32, i32)>)> {
        let Cell::Filler(c) = self.cells[i] else {
            return None;
        };
        if seen[i] {
            return None;
        }
        let group = self.group((i as i32 % self.n, i as i32 / self.n), c);
        for &p in &group {
            seen[(p.1 * self.n + p.0) as usize] = true;
        }
        Some((c, group))
    }

    fn group(&self, start: (i32, i32), c: Color) -> Vec<(i32, i32)> {
        let mut out = vec![start];
        let mut seen = vec![false; self.cells.len()];
        seen[(start.1 * self.n + start.0) as usize] = true;
        let mut k = 0;
        while k < out.len() {
            let p = out[k];
            k += 1;
            for q in self.around(p) {
                let j = (q.1 * self.n + q.0) as usize;
                if !seen[j] && self.cells[j] == Cell::Filler(c) {
                    seen[j] = true;
                    out.push(q);
                }
            }
        }
        out
    }

    /// A filler stone of `group` that can be an eye: every neighbour a
    /// stone of the group, none an eye, the rest still connected. Corners,
    /// then edges, then the points farthest from the blocks go first.
    fn eye_point(&self, group: &[(i32, i32)], c: Color) -> Option<(i32, i32)> {
        let mut candidates: Vec<(usize, (i32, i32))> = group
            .iter()
            .copied()
            .filter(|&p| self.get(p) == Some(Cell::Filler(c)))
            .filter(|&p| self.around(p).all(|q| self.get(q) == Some(Cell::Filler(c))))
            .map(|p| (self.around(p).count(), p))
            .collect();
        candidates.sort();
        for (_, p) in candidates {
            let rest: Vec<(i32, i32)> = group
                .iter()
                .copied()
                .filter(|&q| q != p && self.get(q) == Some(Cell::Filler(c)))
                .collect();
            if self.connected(&rest) {
                return Some(p);
            }
        }
        None
    }

    fn connected(&self, set: &[(i32, i32)]) -> bool {
        let Some(&start) = set.first() else {
            return true;
        };
        let index = |q: (i32, i32)| (q.1 * self.n + q.0) as usize;
        let mut inside = vec![false; self.cells.len()];
        for &q in set {
            inside[index(q)] = true;
        }
        let mut stack = vec![start];
        inside[index(start)] = false;
        let mut reached = 1;
        while let Some(p) = stack.pop() {
            for q in self.around(p) {
                if inside[index(q)] {
                    inside[index(q)] = false;
                    reached += 1;
                    stack.push(q);
                }
            }
        }
        reached == set.len()
    }

    fn board(&self) -> Option<Board> {
        let n = self.n as usize;
        let mut setup = Setup::new(n, n);
        for (i, &cell) in self.cells.iter().enumerate() {
            let (x, y) = (i % n, i / n);
            match cell {
                Cell::Block(b) => {
                    setup.add(self.edges[b].color, x, y);
                }
                Cell::Filler(c) => {
                    setup.add(c, x, y);
                }
                Cell::Free => return None,
                Cell::Node | Cell::Eye => {}
            }
        }
        setup.build().ok()
    }
}

/// The unit step and the distance from `a` to `z`, on one row or column.
fn direction(a: (i32, i32), z: (i32, i32)) -> Option<((i32, i32), i32)> {
    let (dx, dy) = (z.0 - a.0, z.1 - a.1);
    if (dx == 0) == (dy == 0) {
        return None;
    }
    Some(((dx.signum(), dy.signum()), dx.abs().max(dy.abs())))
}

/// The neighbours of its two nodes a lane takes: (at `a`, at `z`).
fn lane_ends(a: (i32, i32), z: (i32, i32), side: i32) -> Option<[(i32, i32); 2]> {
    let (u, _) = direction(a, z)?;
    let v = (-u.1, u.0);
    Some(if side == 0 {
        [(a.0 + u.0, a.1 + u.1), (z.0 - u.0, z.1 - u.1)]
    } else {
        [
            (a.0 + side * v.0, a.1 + side * v.1),
            (z.0 + side * v.0, z.1 + side * v.1),
        ]
    })
}

/// Draws `bundles` along `nodes` (bundle `i` from node `i` to node `i + 1`,
/// the last to node 0 when `cyclic`), each pair of nodes on one row or
/// column, trying the sides of the arches until one drawing fits.
fn draw_along(
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

fn paint_along(
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
fn width(bundles: &[Bundle], i: usize, cyclic: bool, closing: Option<Bundle>, p: Params) -> i32 {
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
fn snake_nodes(bundles: &[Bundle], k: usize, y2: i32, p: Params) -> Vec<(i32, i32)> {
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
fn ring_nodes(bundles: &[Bundle], k: usize, y2: i32, p: Params) -> Option<Vec<(i32, i32)>> {
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
struct Params {
    /// Distance between the nodes of a one-block bundle.
    d1: i32,
    /// Distance between the nodes of a bundle of 2 or 3 blocks.
    d2: i32,
    /// Height of an arch.
    h: i32,
    /// Extra room of the arcs closing a cycle, past the arches.
    gap: i32,
    /// Column of the first node.
    x0: i32,
    /// Row of the nodes.
    y: i32,
    /// Side of the first arch of a run of two-block bundles.
    flip: bool,
    /// Two-block bundles between adjacent nodes where they may be.
    pair: bool,
    /// One-block bundles 2 wide next to one bundle of the other colour.
    narrow: bool,
    /// One-block lanes between arches of the other colour capped (see
    /// [`draw`]); drawings without such a lane are not tried.
    cap: bool,
}

/// Draws `bundles` between nodes on row `p.y` (a path; for a cycle the
/// closing bundle is `closing`).
fn draw(n: usize, bundles: &[Bundle], closing: Option<Bundle>, p: Params) -> Option<Grid> {
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
    // Arch sides: a two-block bundle next to another alternates; next to a
    // closing bundle of 2 its arch goes below (the closing arc is above).
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
    }
    // Stubs: the free neighbours of each node.
    for (j, &v) in nodes.iter().enumerate() {
        g.stubs(v, &owners[j])?;
    }
    if p.cap {
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
                if columns.iter().any(Option::is_none) || columns[k as usize..].contains(&Some(rc))
                {
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
        if !capped {
            return None;
        }
    }
    Some(g)
}

/// A way to finish a drawing: (absorb every region, not only enclosed
/// ones; grow blocks into them; resolve conflicts making the fewest new
/// ones; the order of each point's neighbours the blocks grow by,
/// [`Grid::neighbours_in`]).
type Finish = (bool, bool, bool, u8);

/// The ways to finish a drawing, tried in turn on each drawing.
const FINISHES: [Finish; 6] = [
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
const OTHER_ORDERS: [Finish; 18] = {
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
fn finish(mut g: Grid, (all, grow, fewest, order): Finish) -> Option<Grid> {
    g.absorb(all, grow, order);
    g.resolve(fewest)?;
    g.fill();
    g.eyes()?;
    Some(g)
}

/// The first way of finishing `sketch` (of `ways`) that gives a position
/// holding exactly `want`.
fn finished(sketch: &Grid, want: &Part, ways: &[Finish]) -> Option<Board> {
    ways.iter().find_map(|&way| {
        finish(sketch.clone(), way)
            .and_then(|g| g.board())
            .filter(|board| recognised(board, want))
    })
}

/// The drawings tried, smallest first.
fn params(n: usize) -> Vec<Params> {
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

/// A position on an `size`x`size` board whose Basic Seki has the
/// encoding `e` (one part), every other block alive by Benson, no other
/// empty point than the seki's liberties and the other groups' eyes.
///
/// ```
/// use semeai::seki::{basic_seki, generate};
///
/// let board = generate(&"01_1".parse().unwrap(), 9).unwrap();
/// let seki = basic_seki(&board, None);
/// assert_eq!(seki[0].part.to_string(), "01_1");
/// ```
///
/// # Errors
/// [`GenerateError::DoesNotFit`] when no drawing fits the board,
/// [`GenerateError::Parts`] for an encoding of several parts.
pub fn generate(e: &Encoding, size: usize) -> Result<Board, GenerateError> {
    if !(2..=19).contains(&size) {
        return Err(GenerateError::Size(size));
    }
    let [part] = e.parts.as_slice() else {
        return Err(GenerateError::Parts(e.to_string()));
    };
    let want = part.canonical();
    let straight = params(size);
    let paired = straight.iter().map(|&p| Params { pair: true, ..p });
    let narrow = straight
        .iter()
        .filter(|p| p.d1 == 2)
        .map(|&p| Params { narrow: true, ..p });
    let capped = straight
        .iter()
        .filter(|p| p.d1 == 2)
        .map(|&p| Params { cap: true, ..p });
    let all: Vec<Params> = straight
        .iter()
        .copied()
        .chain(paired)
        .chain(narrow)
        .chain(capped)
        .collect();
    if let Some(board) = drawn(part, size, &want, &all, &FINISHES) {
        return Ok(board);
    }
    // A path of two-block bundles of alternating colours: the diagonal.
    if let Some(board) = diagonal(part, size)
        && recognised(&board, &want)
    {
        return Ok(board);
    }
    // A cycle of two-block bundles, all of one colour but one: the fan.
    if let Some(board) = fan(part, size)
        && recognised(&board, &want)
    {
        return Ok(board);
    }
    // The rest (runs of two-block bundles of one colour, bundles of
    // three): the slanted drawing.
    if let Some(board) = slanted(part, size, &FINISHES, false) {
        return Ok(board);
    }
    // The drawings along rows again, finished the other ways.
    if let Some(board) = drawn(part, size, &want, &all, &OTHER_ORDERS) {
        return Ok(board);
    }
    if let Some(board) = slanted(part, size, &OTHER_ORDERS, false) {
        return Ok(board);
    }
    // Slanted again, with some bundles of three hanging their group above
    // the diagonal (two of them below run into each other or the edge).
    let both: Vec<Finish> = FINISHES.iter().chain(&OTHER_ORDERS).copied().collect();
    if let Some(board) = slanted(part, size, &both, true) {
        return Ok(board);
    }
    // A path of two-block bundles of any colours: the banded drawing.
    if let Some(board) = banded::banded(part, size) {
        return Ok(board);
    }
    // The turtle's drawings (bundles of three on a cycle).
    if let Some(board) = ring::ring(part, size) {
        return Ok(board);
    }
    Err(GenerateError::DoesNotFit(want.to_string(), size))
}

/// The drawings along a row (all `params`), then the bent ones, each
/// finished by `ways`: the first position holding exactly `want`.
fn drawn(part: &Part, size: usize, want: &Part, all: &[Params], ways: &[Finish]) -> Option<Board> {
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
fn fan(part: &Part, size: usize) -> Option<Board> {
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
fn slanted(part: &Part, size: usize, ways: &[Finish], flipped: bool) -> Option<Board> {
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
                            finished(&g, &want, ways)
                        });
                    if found.is_some() {
                        return found;
                    }
                    if !flipped {
                        continue;
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
                        if let Some(board) = g.board().filter(|b| recognised(b, &want)) {
                            return Some(board);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Whether bundle `i` is a one-block bundle next to a bundle of three,
/// drawn as an L (it may take only one neighbour of each node).
fn bent_single(bundles: &[Bundle], i: usize) -> bool {
    bundles[i].count == 1
        && ((i > 0 && bundles[i - 1].count == 3)
            || bundles.get(i + 1).is_some_and(|b| b.count == 3))
}

/// The places of the nodes of [`slanted`] along the diagonal, from 0.
/// With `end`, the Ls of a path's first and last bundles take that many.
fn slanted_steps(
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

/// The blocks and nodes of [`slanted`], node 0 at (`s`, `s`).
fn slanted_sketch(
    size: usize,
    bundles: &[Bundle],
    closing: Option<Bundle>,
    (lower, upper): (i32, i32),
    (shape, solid, flip, end): ((i32, i32, i32), bool, u32, Option<i32>),
    s: i32,
) -> Option<Grid> {
    let mut g = Grid::new(size);
    let at = |(x, y): (i32, i32)| (s + x, s + y);
    // Bundles of three whose bit is set in `flip` hang their group above
    // the diagonal (the mirror image), their Ls below it.
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
        let mut blocks: Vec<Vec<(i32, i32)>> = Vec::new();
        match b.count {
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
fn diagonal(part: &Part, size: usize) -> Option<Board> {
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

/// The bundle sequences of bent drawings: a path and its reversal; every
/// rotation and reflection of a cycle.
fn bent(part: &Part) -> Vec<(Vec<Bundle>, bool)> {
    let cyclic = part.form == Form::Circular;
    part.equivalents()
        .into_iter()
        .map(|b| (b, cyclic))
        .collect()
}

/// The sizes of bent drawings, smallest first.
fn bent_params(n: usize) -> Vec<Params> {
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
fn drawings(part: &Part) -> Vec<(Vec<Bundle>, Option<Bundle>)> {
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

/// Whether `board` holds exactly the Basic Seki `want`, confirmed by
/// search, and every other block is alive by Benson.
fn recognised(board: &Board, want: &Part) -> bool {
    let budget = crate::search::Budget {
        nodes: 200_000,
        time: None,
    };
    let found = basic_seki(board, Some(budget));
    let [s] = found.as_slice() else {
        return false;
    };
    if s.part != *want || !s.negligible.is_empty() || !matches!(s.verified, Verified::Search(_)) {
        return false;
    }
    let seki = s.stones();
    let alive = benson(board, Color::Black).0 | benson(board, Color::White).0;
    let others: PointSet = board.occupied() - seki;
    others.is_subset(alive)
}
