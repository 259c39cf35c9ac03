//! The drawing board: cells, the blocks (edges of the seki's graph) painted on them, and the finishing steps every drawing shares (joining free points, fillers, eyes, widening).

use super::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Cell {
    Free,
    Node,
    /// A stone of essential block `i`.
    Block(usize),
    Filler(Color),
    Eye,
}

/// An essential block being drawn: its colour and its two nodes.
#[derive(Copy, Clone, Debug)]
pub(super) struct Edge {
    pub(super) color: Color,
    pub(super) nodes: [(i32, i32); 2],
}

#[derive(Clone, Debug)]
pub(super) struct Grid {
    pub(super) n: i32,
    pub(super) cells: Vec<Cell>,
    pub(super) edges: Vec<Edge>,
}

pub(super) const DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

impl Grid {
    pub(super) fn new(n: usize) -> Grid {
        Grid {
            n: n as i32,
            cells: vec![Cell::Free; n * n],
            edges: Vec::new(),
        }
    }

    pub(super) fn on(&self, (x, y): (i32, i32)) -> bool {
        x >= 0 && y >= 0 && x < self.n && y < self.n
    }

    pub(super) fn get(&self, p: (i32, i32)) -> Option<Cell> {
        self.on(p)
            .then(|| self.cells[(p.1 * self.n + p.0) as usize])
    }

    pub(super) fn put(&mut self, p: (i32, i32), c: Cell) {
        let n = self.n;
        self.cells[(p.1 * n + p.0) as usize] = c;
    }

    pub(super) fn around(&self, (x, y): (i32, i32)) -> impl Iterator<Item = (i32, i32)> + '_ {
        DIRS.iter()
            .map(move |&(dx, dy)| (x + dx, y + dy))
            .filter(|&q| self.on(q))
    }

    pub(super) fn node(&mut self, p: (i32, i32)) -> Option<()> {
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
    pub(super) fn may_paint(&self, p: (i32, i32), b: usize) -> bool {
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

    pub(super) fn paint(&mut self, p: (i32, i32), b: usize) -> Option<()> {
        self.may_paint(p, b).then(|| self.put(p, Cell::Block(b)))
    }

    pub(super) fn paint_all(
        &mut self,
        cells: impl IntoIterator<Item = (i32, i32)>,
        b: usize,
    ) -> Option<()> {
        for p in cells {
            self.paint(p, b)?;
        }
        Some(())
    }

    pub(super) fn edge(&mut self, color: Color, a: (i32, i32), b: (i32, i32)) -> usize {
        self.edges.push(Edge {
            color,
            nodes: [a, b],
        });
        self.edges.len() - 1
    }

    /// A lane of block `b` from node `a` to node `z` on one row or column:
    /// straight (`side` 0) or an arch of height `h` on the left of the way
    /// from `a` to `z` (`side` 1) or on its right (-1).
    pub(super) fn lane(
        &mut self,
        b: usize,
        a: (i32, i32),
        z: (i32, i32),
        side: i32,
        h: i32,
    ) -> Option<()> {
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
    pub(super) fn closing_lane(
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
    pub(super) fn stubs(&mut self, p: (i32, i32), owners: &[usize]) -> Option<()> {
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
    pub(super) fn blocks_next_to(&self, cells: &[(i32, i32)]) -> Vec<usize> {
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
    pub(super) fn neighbours_in(
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
    pub(super) fn absorb(&mut self, all: bool, grow: bool, order: u8) {
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
    pub(super) fn settle(
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
    pub(super) fn shield(&mut self, c: Color) {
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
    pub(super) fn resolve(&mut self, fewest: bool) -> Option<()> {
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
    pub(super) fn fill(&mut self) {
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
    pub(super) fn widen(&mut self, rounds: usize) {
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
    pub(super) fn missing(&self, group: &[(i32, i32)], c: Color) -> usize {
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
    pub(super) fn missing_near(&self, points: &[(i32, i32)]) -> usize {
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
    pub(super) fn fill_bands(&mut self, band: impl Fn((i32, i32)) -> Color) -> Option<()> {
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
    pub(super) fn forced(&self, p: (i32, i32)) -> Option<Color> {
        self.around(p).find_map(|q| match self.get(q) {
            Some(Cell::Block(b)) => Some(self.edges[b].color.opponent()),
            _ => None,
        })
    }

    /// Step 3: two eyes in every filler group; `None` when a group has no
    /// room for them.
    pub(super) fn eyes(&mut self) -> Option<()> {
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
    pub(super) fn unseen_group(
        &self,
        i: usize,
        seen: &mut [bool],
    ) -> Option<(Color, Vec<(i32, i32)>)> {
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

    pub(super) fn group(&self, start: (i32, i32), c: Color) -> Vec<(i32, i32)> {
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
    pub(super) fn eye_point(&self, group: &[(i32, i32)], c: Color) -> Option<(i32, i32)> {
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

    pub(super) fn connected(&self, set: &[(i32, i32)]) -> bool {
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

    pub(super) fn board(&self) -> Option<Board> {
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
pub(super) fn direction(a: (i32, i32), z: (i32, i32)) -> Option<((i32, i32), i32)> {
    let (dx, dy) = (z.0 - a.0, z.1 - a.1);
    if (dx == 0) == (dy == 0) {
        return None;
    }
    Some(((dx.signum(), dy.signum()), dx.abs().max(dy.abs())))
}

/// The neighbours of its two nodes a lane takes: (at `a`, at `z`).
pub(super) fn lane_ends(a: (i32, i32), z: (i32, i32), side: i32) -> Option<[(i32, i32); 2]> {
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
