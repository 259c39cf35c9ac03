//! Recognition of Basic Seki on a board (docs/seki.md).
//!
//! 1. blocks and liberties; the safe blocks S (Benson);
//! 2. negligible blocks (fewer than 3 stones, alone in a one-point eye of
//!    one opponent block); candidates: not in S, not negligible, exactly two
//!    liberties, neither next to S;
//! 3. the graph of the candidates (nodes: liberties; edges: blocks), one
//!    component at a time: every node touches only the component's blocks,
//!    negligible blocks or other nodes; both colours; a path or a cycle of
//!    one-colour bundles of 1-3 blocks (or two nodes joined by both colours);
//!    every legal move on a node captures only negligible blocks, fills a
//!    one-colour node keeping at most two liberties, or is a self-atari that
//!    captures nothing;
//! 4. the seki checked by exact search (walls assumed safe): with either
//!    side first neither captures an essential block; then, cluster by
//!    cluster, the sacrifice check: no side gives up a block the opponent
//!    must take and then captures a block of the taker's;
//! 5. the walk along the path or cycle gives the encoding.

use crate::{
    go::{Block, Board, ByColor, Color, Move, Point, PointSet},
    life::benson,
    limits::{Budget, SEKI_SACRIFICE},
    race::Outcome,
    search::Solver,
};

use super::encoding::{Bundle, Encoding, Form, Part};

/// An essential block of a Basic Seki: an edge of its graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SekiBlock {
    /// Its colour.
    pub color: Color,
    /// Its stones.
    pub stones: PointSet,
    /// Its two liberties (nodes of the graph).
    pub liberties: [Point; 2],
}

/// How a Basic Seki was confirmed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verified {
    /// Only by its structure (the theorem; walls assumed safe).
    Structure,
    /// Also by exact search: with either side first neither captures an
    /// essential block (walls assumed safe), in so many nodes.
    Search(u64),
    /// The search ran out of its budget.
    Unknown,
}

impl Verified {
    /// `structure`, `search` or `unknown`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Verified::Structure => "structure",
            Verified::Search(_) => "search",
            Verified::Unknown => "unknown",
        }
    }
}

/// One Basic Seki part found on a board: a connected graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BasicSeki {
    /// Its encoding in canonical form (colours kept).
    pub part: Part,
    /// Its liberties, in the order of the canonical encoding: node `i` and
    /// node `i + 1` (for a cycle, modulo the count) are joined by bundle `i`.
    pub nodes: Vec<Point>,
    /// Its essential blocks, bundle by bundle in the same order.
    pub blocks: Vec<SekiBlock>,
    /// Negligible blocks in its eyes.
    pub negligible: Vec<PointSet>,
    /// The cluster it belongs to (parts whose blocks touch), from 0.
    pub cluster: usize,
    /// How it was confirmed.
    pub verified: Verified,
    /// What the sacrifice check of its cluster found (the cluster is left
    /// out when a sacrifice wins).
    pub sacrifices: Sacrifices,
}

/// The sacrifice check of a cluster (docs/seki.md step 4): a side
/// gives up a block, the opponent must take it, and exact search asks
/// whether the giver then captures a block of the taker's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sacrifices {
    /// Not run (recognition without search).
    NotRun,
    /// Every sacrifice followed to the end, none wins.
    Held,
    /// None found winning, but some were not followed to the end within the
    /// check's budget.
    Unfinished,
}

impl Sacrifices {
    /// `"not run"`, `"held"` or `"unfinished"`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Sacrifices::NotRun => "not run",
            Sacrifices::Held => "held",
            Sacrifices::Unfinished => "unfinished",
        }
    }
}

impl BasicSeki {
    /// The topology: canonical form up to the colour switch.
    #[must_use]
    pub fn topology(&self) -> Part {
        self.part.topology()
    }

    /// All its stones: essential and negligible blocks.
    #[must_use]
    pub fn stones(&self) -> PointSet {
        self.essential_stones() | self.negligible_stones()
    }

    /// Its essential stones, both colours.
    #[must_use]
    pub fn essential_stones(&self) -> PointSet {
        self.blocks.iter().map(|b| b.stones).collect::<PointSet>()
    }

    /// The stones of its negligible blocks.
    #[must_use]
    pub fn negligible_stones(&self) -> PointSet {
        self.negligible.iter().copied().collect::<PointSet>()
    }

    /// Its essential stones of one colour.
    #[must_use]
    pub fn essential(&self, c: Color) -> PointSet {
        self.blocks
            .iter()
            .filter(|b| b.color == c)
            .map(|b| b.stones)
            .collect::<PointSet>()
    }

    /// Its liberties as a set.
    #[must_use]
    pub fn node_set(&self) -> PointSet {
        self.nodes.iter().copied().collect()
    }
}

/// The encodings of the clusters of `seki` (parts joined by `;`, in the
/// order found), one per cluster.
#[must_use]
pub fn clusters(seki: &[BasicSeki]) -> Vec<Encoding> {
    let mut out: Vec<Encoding> = Vec::new();
    for s in seki {
        if out.len() <= s.cluster {
            out.resize_with(s.cluster + 1, || Encoding { parts: Vec::new() });
        }
        out[s.cluster].parts.push(s.part.clone());
    }
    out
}

/// Every Basic Seki of `board`, in scan order of its first stone. With a
/// budget, each is checked by exact search and those the search refutes are
/// left out; without, `verified` is [`Verified::Structure`].
///
/// ```
/// use semeai::{Budget, io, seki::basic_seki};
///
/// // BS1 of docs/seki.md: two blocks sharing D8 and D6.
/// let board = io::read_ascii(
///     "O O O . X X X o
///      O O O O X X X o
///      O O O . X X X o
///      O O O O X X X o
///      x x x x o o o o
///      . x . x o . o .
///      x x x x o o o o
///      . x . x o . o .",
/// ).unwrap();
/// let seki = basic_seki(&board, Some(Budget::nodes(300_000)));
/// assert_eq!(seki.len(), 1);
/// assert_eq!(seki[0].part.to_string(), "1_1");
/// assert_eq!(seki[0].verified.word(), "search");
/// ```
#[must_use]
pub fn basic_seki(board: &Board, verify: Option<Budget>) -> Vec<BasicSeki> {
    let board = &board.rooted();
    let blocks = board.blocks();
    let safe = benson(board, Color::Black).0 | benson(board, Color::White).0;
    let negligible: Vec<PointSet> = blocks
        .iter()
        .filter(|b| is_negligible(board, b.stones, b.liberties))
        .map(|b| b.stones)
        .collect();
    let negligible_stones = negligible.iter().copied().collect::<PointSet>();
    let candidates: Vec<usize> = (0..blocks.len())
        .filter(|&i| {
            let b = &blocks[i];
            b.liberties.len() == 2
                && !b.stones.intersects(safe)
                && !b.stones.intersects(negligible_stones)
                && !b.liberties.neighbors().intersects(safe)
        })
        .collect();
    // Components: candidates joined by a shared liberty.
    let mut seen = vec![false; candidates.len()];
    let mut found = Vec::new();
    for start in 0..candidates.len() {
        if seen[start] {
            continue;
        }
        let mut members = vec![start];
        seen[start] = true;
        let mut libs = blocks[candidates[start]].liberties;
        let mut grew = true;
        while grew {
            grew = false;
            for j in 0..candidates.len() {
                if !seen[j] && blocks[candidates[j]].liberties.intersects(libs) {
                    seen[j] = true;
                    members.push(j);
                    libs |= blocks[candidates[j]].liberties;
                    grew = true;
                }
            }
        }
        let edges: Vec<SekiBlock> = members
            .iter()
            .map(|&j| {
                let b = &blocks[candidates[j]];
                let mut it = b.liberties.iter();
                let a = it.next().expect("two liberties");
                let c = it.next().expect("two liberties");
                SekiBlock {
                    color: b.color,
                    stones: b.stones,
                    liberties: [a, c],
                }
            })
            .collect();
        if let Some(seki) = component(board, &edges, libs, &negligible) {
            found.push(seki);
        }
    }
    if let Some(budget) = verify {
        found.retain_mut(|s| match search(board, s, budget) {
            Some(verified) => {
                s.verified = verified;
                true
            }
            None => false,
        });
    }
    found.sort_by_key(|s| s.stones().first());
    let n = found.len();
    let roots = cluster_roots(&found);
    // Step 4's sacrifice check, cluster by cluster: a cluster where a side
    // gives up a block and the taker is then captured is no seki.
    if let Some(budget) = verify {
        // The verdict of each cluster, at its root's index.
        let mut verdicts: Vec<Option<Sacrifice>> = vec![None; n];
        for &r in &roots {
            if verdicts[r].is_none() {
                let parts: Vec<&BasicSeki> = (0..n)
                    .filter(|&i| roots[i] == r)
                    .map(|i| &found[i])
                    .collect();
                verdicts[r] = Some(sacrifice_check(
                    board,
                    &parts,
                    budget.at_most(SEKI_SACRIFICE),
                ));
            }
        }
        let mut kept = Vec::new();
        let mut kept_roots = Vec::new();
        for (s, &r) in found.drain(..).zip(&roots) {
            let sacrifices = match verdicts[r] {
                Some(Sacrifice::Refutes) => continue,
                Some(Sacrifice::Unknown) => Sacrifices::Unfinished,
                _ => Sacrifices::Held,
            };
            kept.push(BasicSeki { sacrifices, ..s });
            kept_roots.push(r);
        }
        found = kept;
        return number_clusters(found, &kept_roots);
    }
    number_clusters(found, &roots)
}

/// Numbers the clusters of `found` (parts with the same root) from 0 in
/// order of appearance and puts the parts of one cluster next to each
/// other.
fn number_clusters(mut found: Vec<BasicSeki>, roots: &[usize]) -> Vec<BasicSeki> {
    let mut numbers: Vec<usize> = Vec::new();
    for (s, &r) in found.iter_mut().zip(roots) {
        s.cluster = match numbers.iter().position(|&x| x == r) {
            Some(k) => k,
            None => {
                numbers.push(r);
                numbers.len() - 1
            }
        };
    }
    // Parts of one cluster next to each other.
    found.sort_by_key(|s| s.cluster);
    found
}

/// Clusters: parts whose stones touch. Each part's cluster, named by the
/// lowest index of its parts.
fn cluster_roots(found: &[BasicSeki]) -> Vec<usize> {
    fn root(c: &mut [usize], mut i: usize) -> usize {
        while c[i] != i {
            c[i] = c[c[i]];
            i = c[i];
        }
        i
    }
    let n = found.len();
    let mut cluster: Vec<usize> = (0..n).collect();
    for i in 0..n {
        for j in i + 1..n {
            if found[i].stones().neighbors().intersects(found[j].stones()) {
                let (a, b) = (root(&mut cluster, i), root(&mut cluster, j));
                cluster[a.max(b)] = a.min(b);
            }
        }
    }
    (0..n).map(|i| root(&mut cluster, i)).collect()
}

/// The most a sacrifice check's searches spend for a whole cluster, in
/// nodes (each taking at most `SEKI_SACRIFICE` of `crate::limits`): a
/// sacrifice whose win is not proven within them is not followed further
/// (the part keeps its verification). A refutation like C1_008's takes a
/// few hundred; proving that none exists can take far more (the taker's
/// block in the area a big capture opens: 250 000 nodes for a `2_2_2`), and
/// a cluster as big as the board has a hundred sacrifices to try, at a far
/// higher cost per node.
const SACRIFICE_TOTAL: u64 = 10_000;

/// What the sacrifice check found for a cluster.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Sacrifice {
    /// No sacrifice breaks it.
    Holds,
    /// A side gives up a block, the opponent must take it, and the taker is
    /// then captured.
    Refutes,
    /// Some search ran past its budget and none refuted it.
    Unknown,
}

/// Step 4's sacrifice check (docs/seki.md) on one cluster (its parts'
/// nodes and blocks; the rest walls assumed safe). A side X plays on a node
/// a move that captures nothing and leaves its own block there in atari
/// while an opponent block is in atari too, so the opponent Y must take.
/// After each way Y takes an X block, exact search with X to move asks
/// whether X then captures a Y block (the blocks holding the cluster's
/// essential stones essential). When every taking loses a block so, the sacrifice breaks
/// the seki. STS-RV C1_008: Black fills B19, White must take the four
/// stones at B18 and is left a dead pyramid four.
fn sacrifice_check(board: &Board, parts: &[&BasicSeki], budget: Budget) -> Sacrifice {
    let nodes = parts.iter().map(|p| p.node_set()).collect::<PointSet>();
    let stones = parts.iter().map(|p| p.stones()).collect::<PointSet>();
    let game = nodes | stones;
    let original = ByColor::from_fn(|c| parts.iter().map(|p| p.essential(c)).collect::<PointSet>());
    let mut board = board.clone();
    let mut unknown = false;
    let mut left = SACRIFICE_TOTAL;
    // The last liberties of each colour's blocks of the cluster in atari.
    let lasts = |blocks: &[Block], c: Color| {
        blocks
            .iter()
            .filter(|b| b.color == c && b.stones.intersects(game) && b.liberties.len() == 1)
            .map(|b| b.liberties)
            .collect::<PointSet>()
    };
    for v in nodes {
        for x in Color::ALL {
            let y = x.opponent();
            let before = board.stones(y);
            if board.try_play(x, Move::Place(v)).is_err() {
                continue;
            }
            // The blocks are listed only for a move that captures nothing
            // and leaves its own block in atari.
            let forcing = (board.stones(y) == before
                && board.block_at(v).is_some_and(|b| b.liberties.len() == 1))
            .then(|| board.blocks())
            .filter(|blocks| !lasts(blocks, y).is_empty());
            if forcing.is_some() && left == 0 {
                unknown = true;
            } else if let Some(blocks) = forcing {
                let budget = budget.at_most(Budget {
                    nodes: left,
                    time: None,
                });
                let taken = lasts(&blocks, x);
                let (found, spent) = takings(&mut board, x, taken, game, original, budget);
                left = left.saturating_sub(spent);
                match found {
                    Sacrifice::Refutes => return Sacrifice::Refutes,
                    Sacrifice::Unknown => unknown = true,
                    Sacrifice::Holds => {}
                }
            }
            board.undo();
        }
    }
    if unknown {
        Sacrifice::Unknown
    } else {
        Sacrifice::Holds
    }
}

/// After X's sacrifice on `board` (Y to move): `Refutes` when every way Y
/// takes an X block of `game` in atari (at a point of `lasts`, their last
/// liberties) lets X, moving next, capture a Y block holding `original`
/// essential stones; `Holds` when one way does not (or Y has no taking).
fn takings(
    board: &mut Board,
    x: Color,
    lasts: PointSet,
    game: PointSet,
    original: ByColor<PointSet>,
    budget: Budget,
) -> (Sacrifice, u64) {
    let y = x.opponent();
    let mut unknown = false;
    let mut any = false;
    let mut spent = 0;
    for last in lasts {
        let before = board.stones(x);
        if board.try_play(y, Move::Place(last)).is_err() {
            continue;
        }
        if board.stones(x) != before {
            any = true;
            // The blocks holding the seki's essential stones still on the
            // board: a lone taking stone is not one (BS4: White gives up
            // A5-A7, Black takes at A8, White takes A8 back, and Black's
            // big block still takes B8-C8).
            let essential =
                ByColor::from_fn(|c| (board.stones(c) & original[c]).flood_fill(board.stones(c)));
            // The taker's blocks unconditionally alive: safe, no search.
            let answer = if essential[y].is_subset(benson(board, y).0) {
                Some(0)
            } else {
                let mut solver = Solver::new(board, game, essential, budget);
                let answer = solver.ko_code(x, 1);
                spent += solver.nodes();
                answer
            };
            board.undo();
            match answer {
                // X captures whatever the kos.
                Some(1) => {}
                Some(0) => return (Sacrifice::Holds, spent),
                // Past the budget, or X captures only by winning a ko.
                _ => unknown = true,
            }
        } else {
            board.undo();
        }
    }
    let found = match (any, unknown) {
        (false, _) => Sacrifice::Holds,
        (true, true) => Sacrifice::Unknown,
        (true, false) => Sacrifice::Refutes,
    };
    (found, spent)
}

/// A block of fewer than 3 stones whose only liberty makes, with it, a
/// one-point eye of one opponent block.
fn is_negligible(board: &Board, stones: PointSet, liberties: PointSet) -> bool {
    if stones.len() >= 3 || liberties.len() != 1 {
        return false;
    }
    let eye = stones | liberties;
    let around = eye.border() & board.points();
    let Some(p) = around.first() else {
        return false;
    };
    board
        .block_at(p)
        .is_some_and(|b| around.is_subset(b.stones) && !stones.intersects(b.stones))
}

/// A component's form, its nodes in order and its bundles between them.
type Walk = (Form, Vec<Point>, Vec<Vec<usize>>);

/// The nodes of a component of three or more, walked from an end (a path)
/// or from the first (a cycle), with the bundles between them in that
/// order; `None` when the graph is neither, or a bundle mixes colours or
/// holds more than three blocks.
fn walk(
    edges: &[SekiBlock],
    node_list: &[Point],
    pairs: &[([Point; 2], Vec<usize>)],
) -> Option<Walk> {
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); node_list.len()];
    let index = |p: Point| node_list.iter().position(|&q| q == p).expect("a node");
    for (pair, members) in pairs {
        let color = edges[members[0]].color;
        if members.len() > 3 || members.iter().any(|&i| edges[i].color != color) {
            return None;
        }
        let (a, b) = (index(pair[0]), index(pair[1]));
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    if neighbours.iter().any(|n| n.is_empty() || n.len() > 2) {
        return None;
    }
    let ends: Vec<usize> = (0..node_list.len())
        .filter(|&i| neighbours[i].len() == 1)
        .collect();
    let form = match ends.len() {
        0 => Form::Circular,
        2 => Form::Linear,
        _ => return None,
    };
    let start = ends.first().copied().unwrap_or(0);
    let mut order = vec![start];
    let mut prev = usize::MAX;
    let mut at = start;
    while let Some(&next) = neighbours[at].iter().find(|&&n| n != prev) {
        if next == start || order.len() > node_list.len() {
            break;
        }
        order.push(next);
        prev = at;
        at = next;
    }
    if order.len() != node_list.len() {
        return None;
    }
    let steps = match form {
        Form::Linear => order.len() - 1,
        Form::Circular => order.len(),
    };
    let mut bundles = Vec::new();
    for i in 0..steps {
        let (a, b) = (node_list[order[i]], node_list[order[(i + 1) % order.len()]]);
        let key = if a < b { [a, b] } else { [b, a] };
        let (_, members) = pairs.iter().find(|(p, _)| *p == key)?;
        bundles.push(members.clone());
    }
    let order = order.into_iter().map(|i| node_list[i]).collect();
    Some((form, order, bundles))
}

/// Steps 3 and 5 for one component.
fn component(
    board: &Board,
    edges: &[SekiBlock],
    nodes: PointSet,
    negligible: &[PointSet],
) -> Option<BasicSeki> {
    let essential = edges.iter().map(|b| b.stones).collect::<PointSet>();
    let touching: Vec<PointSet> = negligible
        .iter()
        .copied()
        .filter(|&n| n.neighbors().intersects(nodes))
        .collect();
    let allowed = touching.iter().fold(essential | nodes, |s, &n| s | n);
    for v in nodes.iter() {
        let around = PointSet::single(v).neighbors() & board.points();
        if !around.is_subset(allowed) {
            return None;
        }
    }
    let colors = ByColor::from_fn(|c| edges.iter().any(|e| e.color == c));
    if !colors.black || !colors.white {
        return None;
    }
    // Bundles: edges by their pair of nodes.
    let mut pairs: Vec<([Point; 2], Vec<usize>)> = Vec::new();
    for (i, e) in edges.iter().enumerate() {
        match pairs.iter_mut().find(|(p, _)| *p == e.liberties) {
            Some((_, v)) => v.push(i),
            None => pairs.push((e.liberties, vec![i])),
        }
    }
    let node_list: Vec<Point> = nodes.iter().collect();
    let (form, order, bundles) = if node_list.len() == 2 {
        // Two nodes: a cycle of a white and a black bundle.
        let [(_, all)] = pairs.as_slice() else {
            return None;
        };
        let by = |c: Color| -> Vec<usize> {
            all.iter()
                .copied()
                .filter(|&i| edges[i].color == c)
                .collect()
        };
        let (w, b) = (by(Color::White), by(Color::Black));
        if w.len() + b.len() > 4 {
            return None;
        }
        (Form::Circular, node_list.clone(), vec![w, b])
    } else {
        walk(edges, &node_list, &pairs)?
    };
    // The degree of a node is at most 4 on a board; the sums follow.
    if !moves_are_captured(board, edges, nodes, &touching) {
        return None;
    }
    let part_of = |bundles: &[Vec<usize>]| Part {
        form,
        bundles: bundles
            .iter()
            .map(|m| Bundle {
                count: u8::try_from(m.len()).unwrap_or(u8::MAX),
                color: edges[m[0]].color,
            })
            .collect(),
    };
    // The orientation of the canonical form.
    let mut best: Option<(Part, Vec<Point>, Vec<Vec<usize>>)> = None;
    let m = bundles.len();
    let mut consider = |nodes: Vec<Point>, bundles: Vec<Vec<usize>>| {
        let part = part_of(&bundles);
        if best.as_ref().is_none_or(|(b, _, _)| part.keys() > b.keys()) {
            best = Some((part, nodes, bundles));
        }
    };
    match form {
        Form::Linear => {
            consider(order.clone(), bundles.clone());
            consider(
                order.iter().rev().copied().collect(),
                bundles.iter().rev().cloned().collect(),
            );
        }
        Form::Circular => {
            for r in 0..m {
                let mut o = order.clone();
                o.rotate_left(r);
                let mut b = bundles.clone();
                b.rotate_left(r);
                consider(o, b);
                let rev_nodes: Vec<Point> = (0..m).map(|i| order[(m - i + r) % m]).collect();
                let rev_bundles: Vec<Vec<usize>> = (0..m)
                    .map(|i| bundles[(2 * m - 1 - i + r) % m].clone())
                    .collect();
                consider(rev_nodes, rev_bundles);
            }
        }
    }
    let (part, nodes, bundles) = best?;
    debug_assert!(part.is_canonical());
    Some(BasicSeki {
        part,
        nodes,
        blocks: bundles.iter().flatten().map(|&i| edges[i]).collect(),
        negligible: touching,
        cluster: 0,
        verified: Verified::Structure,
        sacrifices: Sacrifices::NotRun,
    })
}

/// Step 3's board check: every legal move on a node captures only
/// negligible blocks, or fills a one-colour node keeping at most two
/// liberties, or leaves its block one liberty and captures nothing.
fn moves_are_captured(
    board: &Board,
    edges: &[SekiBlock],
    nodes: PointSet,
    negligible: &[PointSet],
) -> bool {
    let negligible = negligible.iter().copied().collect::<PointSet>();
    let mut board = board.clone();
    for v in nodes.iter() {
        let around = PointSet::single(v).neighbors();
        for c in Color::ALL {
            let before = board.stones(c.opponent());
            let Ok(_) = board.try_play(c, Move::Place(v)) else {
                continue;
            };
            let captured = before - board.stones(c.opponent());
            let libs = board.block_at(v).map_or(0, |b| b.liberties.len());
            let one_colour = edges
                .iter()
                .filter(|e| e.stones.intersects(around))
                .all(|e| e.color == c);
            let ok = if captured.is_empty() {
                (one_colour && libs == 2) || (libs == 1 && captured_at_once(&mut board, v))
            } else {
                captured.is_subset(negligible)
            };
            board.undo();
            if !ok {
                return false;
            }
        }
    }
    true
}

/// Whether the block at `v`, left one liberty, is captured there at once
/// without a profitable recapture: an intruder in a two-point eye is
/// captured, but when the capture leaves the eye's owner in atari the
/// intruder's side takes back more stones than it lost (not a seki).
fn captured_at_once(board: &mut Board, v: Point) -> bool {
    let Some(block) = board.block_at(v) else {
        return false;
    };
    let Some(last) = block.liberties.first() else {
        return false;
    };
    let (c, o) = (block.color, block.color.opponent());
    if board.try_play(o, Move::Place(last)).is_err() {
        return false;
    }
    let mut ok = board.color_at(v).is_none();
    let in_atari = board
        .block_at(last)
        .filter(|capturer| capturer.liberties.len() == 1);
    if ok && let Some(back) = in_atari.and_then(|capturer| capturer.liberties.first()) {
        let before = board.stones(o).len();
        if board.try_play(c, Move::Place(back)).is_ok() {
            ok = before - board.stones(o).len() <= block.stones.len();
            board.undo();
        }
    }
    board.undo();
    ok
}

/// Step 4: exact search of the seki (its nodes, essential and negligible
/// blocks; the walls assumed safe) with each side first; `None` when it
/// refutes the seki.
fn search(board: &Board, seki: &BasicSeki, budget: Budget) -> Option<Verified> {
    let game = seki.node_set() | seki.stones();
    let essential = ByColor::from_fn(|c| seki.essential(c));
    let mut solver = Solver::new(board, game, essential, budget);
    let firsts = Color::ALL.map(|c| solver.result(c, 1));
    verdict(firsts, solver.nodes())
}

/// The seki's verdict from the results with Black first and White first: a
/// result other than seki (or unknown) refutes it, whatever the other one
/// is; two seki confirm it (`nodes` searched); otherwise it is unknown.
fn verdict(firsts: [Outcome; 2], nodes: u64) -> Option<Verified> {
    let refuted = |o: &Outcome| !matches!(o, Outcome::Seki | Outcome::Unknown);
    if firsts.iter().any(refuted) {
        None
    } else if firsts.contains(&Outcome::Unknown) {
        Some(Verified::Unknown)
    } else {
        Some(Verified::Search(nodes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refutation_wins_over_an_unknown() {
        use Outcome::{Black, Ko, Seki, Unknown, White};
        assert_eq!(verdict([Seki, Seki], 30), Some(Verified::Search(30)));
        // One side first breaks the seki: refuted, even when the other
        // question ran out of budget (or was asked first).
        assert_eq!(verdict([Black, Unknown], 30), None);
        assert_eq!(verdict([Unknown, White], 30), None);
        assert_eq!(verdict([Seki, Ko], 30), None);
        assert_eq!(verdict([Unknown, Seki], 30), Some(Verified::Unknown));
        assert_eq!(verdict([Seki, Unknown], 30), Some(Verified::Unknown));
    }
}
