//! Müller's static safety rules ("Playing it safe: Recognizing secure
//! territories in computer Go by using static rules and search", 1997),
//! with Niu and Müller's two-disjoint-connection improvement (2004): the
//! points each colour keeps whatever the opponent does, found without
//! search. Fuego's `GoSafetySolver` implements the same paper; the steps
//! below follow the paper's order.
//!
//! For a colour c:
//! 1. **Regions** are the maximal connected areas free of c's stones; their
//!    **boundary** is c's blocks next to them.
//! 2. **Chains**: blocks joined through a region that gives them two
//!    connections (two free common liberties there, each pair kept for that
//!    one connection) are one chain.
//! 3. A region is **healthy** for a chain next to it when every empty point
//!    in it is a liberty of the chain (Benson), or when it is *1-vital*: it
//!    gives every block around it an eye the opponent cannot take (small
//!    regions whose boundary is one block or whose blocks share two
//!    connection points; corridors whose cutting points are empty; regions
//!    whose every inner point has two liberties of the block reserved).
//! 4. **Alive** chains, by Benson's iteration on healthy regions: a chain
//!    lives with two healthy regions that only living chains surround.
//! 5. **2-vital regions** (two intersection points, every inner point with
//!    two reserved connections) give their boundary two eyes at once.
//! 6. **Surrounded areas**: a region next to a safe block, whose boundary is
//!    safe or joins the safe stones by two reserved liberties each, and in
//!    which the opponent cannot make two eyes (fewer than two separate
//!    points that could become an eye, an eye space of its own inside that
//!    the eye game shows dead counting as none), is territory; then pairs
//!    of regions sharing an unsafe block, taken together.
//!
//! ```text
//! . O . X . X    X lives by Benson (eyes E3, E1), but A3 is no liberty of
//! . . . X X X    X's: the region A3-C2 is not Benson's. O cannot make two
//! X X X X . X    eyes there (A3 is its one point away from X): X's
//!                territory, O's B3 dead (step 6).
//! ```

use crate::go::{Board, ByColor, Color, Point, PointSet, Symmetry};

/// The points each colour is proven to keep by the static rules: its safe
/// stones and the regions they make territory (opponent stones there
/// included, being dead).
///
/// ```
/// use semeai::{io, life::{benson, static_safety}, Color};
///
/// let board = io::read_ascii(
///     ". O . X . X
///      . . . X X X
///      X X X X . X",
/// ).unwrap();
/// let safe = static_safety(&board);
/// assert_eq!(safe.black, board.points()); // O's B3 dead, A3-C2 territory
/// assert!(safe.white.is_empty());
/// let (alive, territory) = benson(&board, Color::Black);
/// assert!(!(alive | territory).contains("A3".parse().unwrap()));
/// ```
#[must_use]
pub fn static_safety(board: &Board) -> ByColor<PointSet> {
    let mut solver = ByColor::from_fn(|c| Colour::new(board, c));
    let mut safe = ByColor::splat(PointSet::EMPTY);
    for c in Color::ALL {
        solver[c].merge_chains();
        safe[c] |= solver[c].alive();
    }
    // A point both colours claim cannot come from sound rules; keep neither.
    let both = safe.black & safe.white;
    safe = safe.map(|s| s - both);
    for c in Color::ALL {
        for r in 0..solver[c].regions.len() {
            let points = solver[c].regions[r].points;
            if !points.intersects(safe.black | safe.white) && solver[c].two_vital(r) {
                let boundary = solver[c].regions[r].boundary;
                safe[c] |= points | boundary;
            }
        }
    }
    for c in Color::ALL {
        surrounded_areas(board, &solver, &mut safe, c);
    }
    safe
}

/// One colour's regions and chains.
struct Colour<'b> {
    board: &'b Board,
    color: Color,
    /// The colour's blocks: stones and liberties.
    blocks: Vec<(PointSet, PointSet)>,
    regions: Vec<Region>,
    chains: Vec<Chain>,
}

/// A maximal connected area free of the colour's stones.
#[derive(Clone, Copy, Debug)]
struct Region {
    points: PointSet,
    /// The stones of the colour's blocks next to it.
    boundary: PointSet,
    /// How many blocks those are.
    blocks: usize,
    /// Gives every block around it an eye the opponent cannot take.
    one_vital: bool,
    /// Small, and connects its blocks (one block, or two empty points next
    /// to every block).
    one_vital_connected: bool,
    /// Every point has at most two neighbours that are empty or the
    /// opponent's, and at least one of the colour's.
    corridor: bool,
}

/// Blocks joined by connections that cannot be cut.
#[derive(Clone, Copy, Debug)]
struct Chain {
    stones: PointSet,
    liberties: PointSet,
    /// Liberties not reserved for a connection inside the chain.
    free: PointSet,
}

impl<'b> Colour<'b> {
    fn new(board: &'b Board, color: Color) -> Colour<'b> {
        let own = board.stones(color);
        let blocks: Vec<(PointSet, PointSet)> = board
            .blocks()
            .into_iter()
            .filter(|b| b.color == color)
            .map(|b| (b.stones, b.liberties))
            .collect();
        let chains = blocks
            .iter()
            .map(|&(stones, liberties)| Chain {
                stones,
                liberties,
                free: liberties,
            })
            .collect();
        let mut colour = Colour {
            board,
            color,
            blocks,
            regions: Vec::new(),
            chains,
        };
        colour.regions = (board.points() - own)
            .components()
            .map(|points| colour.region(points))
            .collect();
        colour
    }

    fn region(&self, points: PointSet) -> Region {
        let board = self.board;
        let own = board.stones(self.color);
        let empty = board.empty_points();
        let opponent = board.stones(self.color.opponent());
        let around = board.border(points) & own;
        let blocks: Vec<&(PointSet, PointSet)> = self
            .blocks
            .iter()
            .filter(|(b, _)| b.intersects(around))
            .collect();
        let boundary = blocks.iter().map(|(b, _)| *b).collect::<PointSet>();
        let inner = points - board.border(around);
        let small = inner.is_subset(opponent);
        let one_vital_connected = small
            && (blocks.len() <= 1
                || blocks.len() < 5
                    && (points & empty)
                        .iter()
                        .filter(|&p| blocks.iter().all(|(_, libs)| libs.contains(p)))
                        .nth(1)
                        .is_some());
        let corridor = points.iter().all(|p| {
            let near = board.border(PointSet::single(p));
            (near & (empty | opponent)).len() <= 2 && near.intersects(own)
        });
        let mut region = Region {
            points,
            boundary,
            blocks: blocks.len(),
            one_vital: false,
            one_vital_connected,
            corridor,
        };
        region.one_vital = one_vital_connected
            || !blocks.is_empty()
                && blocks.iter().all(|(_, libs)| libs.intersects(points))
                && (self.protected_cuts(&region, &blocks) || self.inner_points_connect(&region));
        region
    }

    /// A corridor whose cutting points (next to two of its blocks) are all
    /// empty.
    fn protected_cuts(&self, region: &Region, blocks: &[&(PointSet, PointSet)]) -> bool {
        if !region.corridor {
            return false;
        }
        let board = self.board;
        let empty = board.empty_points();
        for (i, (a, _)) in blocks.iter().enumerate() {
            for (b, _) in &blocks[i + 1..] {
                let cuts = board.border(*a) & board.border(*b) & region.points;
                if !cuts.is_subset(empty) {
                    return false;
                }
            }
        }
        true
    }

    /// One block around the region, and every inner empty point (not its
    /// liberty) gets two liberties of its own, reserved for it alone.
    fn inner_points_connect(&self, region: &Region) -> bool {
        if region.blocks != 1 {
            return false;
        }
        let empty = self.board.empty_points() & region.points;
        let liberties = self.board.border(region.boundary) & empty;
        let inner = empty - liberties;
        reserve_two_each(inner, liberties, PointSet::EMPTY).is_some()
    }

    /// Step 2: joins chains through regions that give them two connections,
    /// until none does.
    fn merge_chains(&mut self) {
        loop {
            let mut merged = false;
            for r in 0..self.regions.len() {
                let region = self.regions[r];
                let around: Vec<usize> = (0..self.chains.len())
                    .filter(|&k| self.chains[k].stones.intersects(region.boundary))
                    .collect();
                let pair = if region.one_vital_connected && around.len() == 2 {
                    Some((around[0], around[1]))
                } else if region.one_vital && region.corridor {
                    pairs(&around).find(|&(a, b)| self.connections(region, a, b).len() >= 2)
                } else {
                    None
                };
                let Some((a, b)) = pair else { continue };
                let common = self.connections(region, a, b);
                if common.len() < 2 {
                    continue;
                }
                let reserved = first_two(common);
                let (x, y) = (self.chains[a], self.chains[b]);
                self.chains[a] = Chain {
                    stones: x.stones | y.stones,
                    liberties: x.liberties | y.liberties,
                    free: (x.free | y.free) - reserved,
                };
                self.chains.swap_remove(b);
                merged = true;
                break;
            }
            if !merged {
                return;
            }
        }
    }

    /// The free liberties chains `a` and `b` share inside `region`.
    fn connections(&self, region: Region, a: usize, b: usize) -> PointSet {
        region.points & self.chains[a].free & self.chains[b].free
    }

    /// Steps 3-4: the living chains and their healthy regions.
    fn alive(&self) -> PointSet {
        let empty = self.board.empty_points();
        let healthy = |r: &Region, k: &Chain| {
            k.stones.intersects(r.boundary)
                && (r.one_vital || (r.points & empty).is_subset(k.liberties))
        };
        let mut living: Vec<bool> = vec![true; self.chains.len()];
        loop {
            let stones: PointSet = (0..self.chains.len())
                .filter(|&k| living[k])
                .map(|k| self.chains[k].stones)
                .collect();
            let enclosed: Vec<&Region> = self
                .regions
                .iter()
                .filter(|r| !r.boundary.is_empty() && r.boundary.is_subset(stones))
                .collect();
            let mut changed = false;
            for (k, chain) in self.chains.iter().enumerate() {
                if living[k]
                    && enclosed
                        .iter()
                        .filter(|r| healthy(r, chain))
                        .nth(1)
                        .is_none()
                {
                    living[k] = false;
                    changed = true;
                }
            }
            if !changed {
                let mut safe = stones;
                for r in enclosed {
                    if self
                        .chains
                        .iter()
                        .enumerate()
                        .any(|(k, chain)| living[k] && healthy(r, chain))
                    {
                        safe |= r.points;
                    }
                }
                return safe;
            }
        }
    }

    /// Step 5: the region gives its boundary two sure eyes: two
    /// intersection points (liberties of every block around it whose play
    /// splits the region), and every inner empty point joined by two
    /// reserved connections.
    fn two_vital(&self, r: usize) -> bool {
        let region = self.regions[r];
        if region.blocks == 0 {
            return false;
        }
        let board = self.board;
        let empty = board.empty_points() & region.points;
        let joint = self.joint_liberties(region);
        let splits = |p: Point| region.points.without(p).components().nth(1).is_some();
        let inner = empty - board.border(region.boundary);
        let ips: PointSet = joint
            .iter()
            .filter(|&p| splits(p))
            .map(PointSet::single)
            .collect();
        // Few inner points: two intersection points next to all of them.
        if inner.len() <= 2
            && ips
                .iter()
                .filter(|&p| inner.is_subset(board.border(PointSet::single(p))))
                .nth(1)
                .is_some()
        {
            return true;
        }
        let liberties = empty - inner;
        let Some(used) = reserve_two_each(inner, liberties, ips) else {
            return false;
        };
        (ips - used).len() >= 2
    }

    /// The liberties inside the region that every block around it has (none
    /// when a block has fewer than two liberties).
    fn joint_liberties(&self, region: Region) -> PointSet {
        let mut joint = region.points & self.board.empty_points();
        for (stones, libs) in &self.blocks {
            if stones.intersects(region.boundary) {
                if region.blocks > 1 && libs.len() < 2 {
                    return PointSet::EMPTY;
                }
                joint &= *libs;
            }
        }
        joint
    }

    /// The colour's blocks next to `points` whose every empty or opponent
    /// neighbour lies in `points`: stones inside the area.
    fn interior_blocks(&self, points: PointSet) -> PointSet {
        let own = self.board.stones(self.color);
        self.blocks
            .iter()
            .filter(|(b, _)| {
                let outside = self.board.border(*b) - own;
                outside.intersects(points) && outside.is_subset(points)
            })
            .map(|(b, _)| *b)
            .collect()
    }
}

/// The first two points of `set` (fewer when it has fewer).
fn first_two(set: PointSet) -> PointSet {
    set.iter().take(2).map(PointSet::single).collect()
}

/// Every unordered pair of `items`.
fn pairs(items: &[usize]) -> impl Iterator<Item = (usize, usize)> + '_ {
    items
        .iter()
        .enumerate()
        .flat_map(move |(i, &a)| items[i + 1..].iter().map(move |&b| (a, b)))
}

/// Reserves two points of `joined` for each point of `inner` next to them,
/// growing `joined` with each point served (Niu and Müller's recursive
/// miai paths): the reserved points when every inner point is served,
/// `None` otherwise. A point next to more than two joined points takes
/// first those not in `avoid`, then those no other unserved point could
/// use; once all are served, a reserved point of `avoid` is traded for a
/// served or joined neighbour left unreserved.
fn reserve_two_each(inner: PointSet, joined: PointSet, avoid: PointSet) -> Option<PointSet> {
    let mut open = inner;
    let mut joined = joined;
    let mut used = PointSet::EMPTY;
    let mut pairs: Vec<(Point, PointSet)> = Vec::new();
    while !open.is_empty() {
        let mut served = false;
        for p in open.iter() {
            let near = PointSet::single(p).neighbors() & joined;
            if near.len() < 2 {
                continue;
            }
            let others = open.without(p).neighbors();
            let mut order: Vec<Point> = near.iter().collect();
            order.sort_by_key(|&q| (avoid.contains(q), others.contains(q)));
            let pick: PointSet = order.into_iter().take(2).map(PointSet::single).collect();
            used |= pick;
            pairs.push((p, pick));
            joined = (joined - pick).with(p);
            open = open.without(p);
            served = true;
        }
        if !served {
            return None;
        }
    }
    for (p, pick) in pairs {
        let mut rest = PointSet::single(p).neighbors() & joined;
        for q in (pick & avoid).iter() {
            let Some(t) = rest.first() else { break };
            rest = rest.without(t);
            used = used.without(q).with(t);
            joined = joined.with(q).without(t);
        }
    }
    Some(used)
}

/// Step 6 for colour `c`: regions next to a safe block in which the
/// opponent cannot make two eyes, one at a time, then in pairs.
fn surrounded_areas(
    board: &Board,
    solver: &ByColor<Colour<'_>>,
    safe: &mut ByColor<PointSet>,
    c: Color,
) {
    while let Some(area) = surrounded_region(board, solver, safe, c)
        .or_else(|| surrounded_pair(board, solver, safe, c))
    {
        safe[c] |= area;
    }
}

/// A region of `c`'s, free of safe points and next to a safe block, that is
/// `c`'s territory: its points and boundary.
fn surrounded_region(
    board: &Board,
    solver: &ByColor<Colour<'_>>,
    safe: &ByColor<PointSet>,
    c: Color,
) -> Option<PointSet> {
    let own = &solver[c];
    let taken = safe.black | safe.white;
    own.regions
        .iter()
        .find(|r| {
            !r.points.intersects(taken)
                && r.boundary.intersects(safe[c])
                && extended_territory(
                    board,
                    solver,
                    r.points | own.interior_blocks(r.points),
                    safe[c],
                    c,
                )
        })
        .map(|r| r.points | r.boundary)
}

/// Two regions of `c`'s, free of safe points, the first next to a safe
/// block, sharing an unsafe block, that together are `c`'s territory.
fn surrounded_pair(
    board: &Board,
    solver: &ByColor<Colour<'_>>,
    safe: &ByColor<PointSet>,
    c: Color,
) -> Option<PointSet> {
    let own = &solver[c];
    let taken = safe.black | safe.white;
    let free: Vec<&Region> = own
        .regions
        .iter()
        .filter(|r| !r.points.intersects(taken))
        .collect();
    for a in free.iter().filter(|a| a.boundary.intersects(safe[c])) {
        for b in &free {
            if std::ptr::eq(*a, *b) {
                continue;
            }
            let shared = own
                .blocks
                .iter()
                .any(|(s, _)| s.is_subset(a.boundary & b.boundary) && !s.is_subset(safe[c]));
            if shared && is_territory(board, a.points | b.points, safe[c], c) {
                return Some(a.points | b.points | a.boundary | b.boundary);
            }
        }
    }
    None
}

/// The area is `c`'s territory, knowing the opponent's own eye spaces
/// inside it: a region of the opponent's inside the area that is a dead
/// eye shape gives it at most one eye.
fn extended_territory(
    board: &Board,
    solver: &ByColor<Colour<'_>>,
    area: PointSet,
    safe: PointSet,
    c: Color,
) -> bool {
    if board.border(area).is_subset(safe)
        && !extended_might_live(board, solver, area, safe, c.opponent())
    {
        return true;
    }
    is_territory(board, area, safe, c)
}

/// Whether `o` might make two eyes in `area`, enclosed by `safe` stones of
/// the other colour, counting `o`'s own enclosed regions inside the area.
fn extended_might_live(
    board: &Board,
    solver: &ByColor<Colour<'_>>,
    area: PointSet,
    safe: PointSet,
    o: Color,
) -> bool {
    let inside: Vec<&Region> = solver[o]
        .regions
        .iter()
        .filter(|r| r.points.is_subset(area) && r.boundary.is_subset(area))
        .collect();
    match inside.as_slice() {
        [] => might_live(board, area, safe, o),
        [r] if dead_eye_shape(board, r, o) => {
            let rest = (area - r.points - r.boundary - board.border(safe)) - board.stones(o);
            rest.iter().any(|p| single_point_eye(board, p, safe))
        }
        _ => true,
    }
}

/// A region of `o`'s that gives `o` at most one eye whoever plays first:
/// one block of `o`'s round it, at most seven points, and the eye game
/// (`life::eye_life`, exact) says the block dies whoever moves first (with
/// no other liberty: it cannot make two eyes there, nor a seki).
fn dead_eye_shape(board: &Board, region: &Region, o: Color) -> bool {
    region.blocks == 1
        && region.points.len() <= 7
        && matches!(
            crate::life::eye_life_within(
                board,
                o,
                region.points,
                0,
                &crate::life::EyeNodes::new(crate::limits::STATIC_EYE_NODES)
            ),
            Some(crate::life::EyeLife::Dies)
        )
}

/// Whether `o` might make two eyes in `area`, whose safe neighbours
/// (`safe`) belong to the other colour: it needs two points that could
/// become eyes and are not next to each other.
pub(crate) fn might_live(board: &Board, area: PointSet, safe: PointSet, o: Color) -> bool {
    let eye_points = (area - board.border(safe)) - board.stones(o);
    if eye_points.len() <= 1 {
        return false;
    }
    let candidates: Vec<Point> = eye_points
        .iter()
        .filter(|&p| single_point_eye(board, p, safe))
        .collect();
    match candidates.as_slice() {
        [] | [_] => false,
        [a, b] => !PointSet::single(*a).neighbors().contains(*b),
        _ => true,
    }
}

/// `p` could become an eye of the colour not in `safe`: no safe neighbour,
/// and at most one safe diagonal (none on the edge).
fn single_point_eye(board: &Board, p: Point, safe: PointSet) -> bool {
    let one = PointSet::single(p);
    let near = board.border(one);
    if near.intersects(safe) {
        return false;
    }
    let diagonals = [(0, 0), (2, 0), (0, 2), (2, 2)]
        .into_iter()
        .filter_map(|(dc, dr)| {
            Point::new(
                (p.col() + dc).checked_sub(1)?,
                (p.row() + dr).checked_sub(1)?,
            )
        })
        .filter(|&q| board.points().contains(q) && safe.contains(q))
        .count();
    diagonals == 0 || diagonals == 1 && near.len() == 4
}

/// `c`'s territory: safe around and no two eyes for the opponent inside, or
/// every unsafe block around joined to safe stones by two reserved
/// liberties and (all but one) inner points by two reserved connections.
fn is_territory(board: &Board, area: PointSet, safe: PointSet, c: Color) -> bool {
    let o = c.opponent();
    let boundary = board.border(area);
    if boundary.is_subset(safe) && !might_live(board, area, safe, o) {
        return true;
    }
    boundary.is_subset(board.stones(c)) && connects_all(board, area, safe, c)
}

/// Joins every unsafe block around or inside `area` to the safe stones by
/// two reserved liberties each; then the opponent may not live in the inner
/// points, or each of them (all but one) has two reserved connections.
///
/// The reservations are greedy, so what they find depends on the order in
/// which blocks and points are taken: every order that one of the board's
/// eight symmetries gives is tried, and any that joins them all will do
/// (each is a proof), so that turning the board changes no answer.
fn connects_all(board: &Board, area: PointSet, safe: PointSet, c: Color) -> bool {
    if !might_connect_all(board, area, safe, c) {
        return false;
    }
    let size = board.size();
    Symmetry::ALL
        .into_iter()
        .any(|s| connects_all_in_order(board, area, safe, c, &|p: Point| s.row_col(size, p)))
}

/// The liberties in `area` of the `safe` stones, and the blocks of `c`'s
/// that [`connects_all`] must join to them: those round `area` that are not
/// safe and those of its inner points.
fn blocks_to_join(
    board: &Board,
    area: PointSet,
    safe: PointSet,
    c: Color,
) -> (PointSet, Vec<PointSet>) {
    let own = board.stones(c);
    let libs = area & board.empty_points() & board.border(safe);
    let inner_own = (area - libs - board.stones(c.opponent())) & own;
    let unsafe_stones = (board.border(area) - safe) | inner_own;
    let blocks = own
        .components()
        .filter(|b| b.intersects(unsafe_stones))
        .collect();
    (libs, blocks)
}

/// [`connects_all`] without reservations: liberties are never used up.
/// Whatever the order, the reserved liberties are a part of these, so when
/// this fails every order fails (and the eight orders need not be tried).
fn might_connect_all(board: &Board, area: PointSet, safe: PointSet, c: Color) -> bool {
    let empty = board.empty_points();
    let mut safe = safe;
    let (mut libs, mut unsafe_blocks) = blocks_to_join(board, area, safe, c);
    loop {
        let before = unsafe_blocks.len();
        unsafe_blocks.retain(|&b| {
            let mine = board.border(b) & empty;
            if (mine & libs).len() < 2 {
                return true;
            }
            safe |= b;
            libs |= mine;
            false
        });
        if unsafe_blocks.is_empty() {
            break;
        }
        if unsafe_blocks.len() == before {
            return false;
        }
    }
    let inner = (area & empty) - board.border(safe);
    !might_live(board, inner, safe, c.opponent())
        || inner
            .iter()
            .filter(|&p| (PointSet::single(p).neighbors() & libs).len() < 2)
            .nth(1)
            .is_none()
}

/// [`connects_all`] with blocks and points taken in the order of `key`.
fn connects_all_in_order(
    board: &Board,
    area: PointSet,
    safe: PointSet,
    c: Color,
    key: &dyn Fn(Point) -> (usize, usize),
) -> bool {
    let first_two = |set: PointSet| -> PointSet {
        let mut points: Vec<Point> = set.iter().collect();
        points.sort_by_key(|&p| key(p));
        points.into_iter().take(2).map(PointSet::single).collect()
    };
    let empty = board.empty_points();
    let mut safe = safe;
    let (mut libs, mut unsafe_blocks) = blocks_to_join(board, area, safe, c);
    unsafe_blocks.sort_by_key(|b| b.iter().map(key).min());
    let mut used = PointSet::EMPTY;
    loop {
        if unsafe_blocks.is_empty() || libs.len() < 2 {
            break;
        }
        let before = unsafe_blocks.len();
        unsafe_blocks.retain(|&b| {
            let mine = board.border(b) & empty;
            let two = first_two(mine & libs);
            if two.len() < 2 {
                return true;
            }
            safe |= b;
            used |= two;
            libs = (libs | mine) - used;
            false
        });
        if unsafe_blocks.len() == before {
            break;
        }
    }
    if !unsafe_blocks.is_empty() {
        return false;
    }
    let inner = (area & empty) - board.border(safe);
    if !might_live(board, inner, safe, c.opponent()) {
        return true;
    }
    let mut omissions = 1;
    let mut inner_points: Vec<Point> = inner.iter().collect();
    inner_points.sort_by_key(|&p| key(p));
    for p in inner_points {
        let two = first_two(PointSet::single(p).neighbors() & libs);
        if two.len() == 2 {
            libs -= two;
        } else if omissions == 0 {
            return false;
        } else {
            omissions -= 1;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{io::read_ascii, life::benson};

    fn points(text: &str) -> PointSet {
        text.split_whitespace()
            .map(|v| PointSet::single(v.parse().unwrap()))
            .collect()
    }

    #[test]
    fn a_region_whose_inner_points_have_two_liberties_each_is_an_eye() {
        // X's corner region A6-C5 holds A6 and B6, no liberties of X's block
        // (Benson fails); B6 keeps B5 and C6, A6 keeps A5 and B6 once B6 is
        // joined: the region is 1-vital. With the eye E5 X is safe.
        let board = read_ascii(
            ". . . O . O
             . . . O O O
             O O O O X X
             X X X X X .
             . . . . . .",
        )
        .unwrap();
        let safe = static_safety(&board);
        let white = board.stones(Color::White);
        assert!(benson(&board, Color::White).0.is_empty());
        assert_eq!(safe.white, white | points("A5 B5 C5 A4 B4 C4 E5"));
    }

    #[test]
    fn a_region_with_two_intersection_points_gives_two_eyes() {
        // X's one region A1-B4: A2 and A1 are no liberties. A4 and A3 are
        // intersection points (each splits the region when played): if O
        // takes one, X takes the other and has two eyes. A2 and A1 keep
        // B2 and B1 (and each other) for their connections.
        let board = read_ascii(
            "X X X O .
             . . X O .
             . X X O .
             . . X O .
             . . X O .",
        )
        .unwrap();
        let safe = static_safety(&board);
        let region = points("A4 B4 A3 A2 B2 A1 B1");
        assert_eq!(safe.black, board.stones(Color::Black) | region);
    }

    #[test]
    fn a_dead_stone_in_a_surrounded_area_is_territory() {
        // X lives by Benson (eyes E3, E1); A3 is no liberty of X, so the
        // region A3-C2 with O's B3 is not Benson's. O cannot make two eyes
        // there (A3 is its only point not next to X): X's territory, B3 dead.
        let board = read_ascii(
            ". O . X . X
             . . . X X X
             X X X X . X",
        )
        .unwrap();
        let safe = static_safety(&board);
        assert_eq!(safe.black, board.points());
        assert!(safe.white.is_empty());
    }

    #[test]
    fn an_area_where_the_opponent_might_live_is_not_territory() {
        // The same shape a row larger: O has A5, B5 and A4 that could become
        // eyes, two of them apart: the area stays unproven.
        let board = read_ascii(
            ". . . X . X
             . O . X X X
             . . . X . X
             X X X X X X",
        )
        .unwrap();
        let safe = static_safety(&board);
        let (alive, territory) = benson(&board, Color::Black);
        assert_eq!(safe.black, alive | territory);
        assert!(!safe.black.contains("A4".parse().unwrap()));
    }

    #[test]
    fn a_dead_eye_shape_of_the_opponent_is_no_eye() {
        // X lives (eyes A7, C7, B1, J1). O's ring inside X's area has its
        // own eye space D4-E4-F4 with X's E4 on the vital point: the eye
        // game says the ring dies whoever moves first, so O has no eye
        // there, and no point elsewhere in the area: X's territory.
        let board = read_ascii(
            ". X . X X X X X X
             X X X X X X X X X
             X X O O O O O X X
             X X O . X . O X X
             X X O O O O O X X
             X X X X X X X X X
             X . X X X X X X .",
        )
        .unwrap();
        let safe = static_safety(&board);
        assert_eq!(safe.black, board.points());
        // Without X's stone on the vital point, O's straight three lives
        // when O plays first: the area is not proven.
        let board = read_ascii(
            ". X . X X X X X X
             X X X X X X X X X
             X X O O O O O X X
             X X O . . . O X X
             X X O O O O O X X
             X X X X X X X X X
             X . X X X X X X .",
        )
        .unwrap();
        let safe = static_safety(&board);
        assert!(!safe.black.contains("E4".parse().unwrap()));
    }

    #[test]
    fn a_colour_swap_swaps_the_safe_points() {
        let board = read_ascii(
            ". O . X . X
             . . . X X X
             X X X X . X",
        )
        .unwrap();
        let safe = static_safety(&board);
        assert_eq!(static_safety(&board.color_swapped()), safe.swapped());
    }
}
