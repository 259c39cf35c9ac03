//! The judge's view of a position: stones taken off, groups, eye spaces and
//! Bouzy's map (see the parent module for the rules).

use super::Status;
use crate::{
    go::{Board, ByColor, Color, PointSet},
    life::{EyeLife, EyeNodes, eye_life_within, nakade_shape},
    limits::{Budget, JUDGE_LIFE_NODES},
    race::Outcome,
    score::bouzy::{DILATIONS, EROSIONS, owners},
    search::Solver,
};

/// The position with some stones taken off, its groups and eye spaces.
#[derive(Clone)]
pub(super) struct View {
    pub(super) on: PointSet,
    pub(super) stones: ByColor<PointSet>,
    /// Each colour's groups.
    pub(super) groups: ByColor<Vec<Group>>,
    /// Each colour's eye spaces (regions without its stones and without a
    /// strong opponent group), with their eyes.
    pub(super) eye_spaces: ByColor<Vec<(PointSet, u32)>>,
    /// The most each search may spend.
    pub(super) cap: Budget,
    /// Bouzy's map of the position (Carta's territory): who owns each point.
    pub(super) bouzy: ByColor<PointSet>,
    /// Stones proven alive.
    pub(super) alive: PointSet,
    /// Whether only blocks of two stones or more decide a race (see
    /// [`View::decisive`]), as in [`View::wider_race`].
    pub(super) big_only: bool,
}

/// What decides a race of [`View::race`]: the inside stones, the short
/// blocks, and the Black and White stones of the game's points.
pub(super) type RaceKey = (PointSet, PointSet, PointSet, PointSet);

/// Races already searched, by what decides them: later rounds ask many
/// again.
#[derive(Default)]
pub(super) struct Races {
    /// [`View::race`]'s answers, by race and question (race or life).
    pub(super) outcomes: std::collections::HashMap<(RaceKey, bool, bool), Option<Status>>,
    /// [`View::captured_moving_first`]'s answers, by race and target block.
    pub(super) taken: std::collections::HashMap<(RaceKey, PointSet), bool>,
    /// [`View::taken_at_a_loss`]'s answers, by the fight's points and
    /// stones.
    pub(super) even: std::collections::HashMap<RaceKey, Option<PointSet>>,
    /// [`View::lives_inside`]'s searches, by race.
    pub(super) inside: std::collections::HashMap<RaceKey, Option<Status>>,
}

#[derive(Clone, Debug)]
pub(super) struct Group {
    pub(super) stones: PointSet,
    pub(super) eyes: u32,
    pub(super) strong: bool,
}

/// Empty points within reach of a group past which [`View::hopeless`] does
/// not judge it (it may still make eyes there).
pub(super) const ROOM: usize = 12;

/// Points of Bouzy territory that make a group stable (Carta, docs/scoring.md
/// 4.4).
pub(super) const BOUZY_LIFE: usize = 6;

/// Empty points of a race searched by [`View::race`], at most.
pub(super) const RACE_POINTS: usize = 24;
/// Liberties of a wall block that [`View::wider_race`] puts in play, at most.
pub(super) const WALL_LIBERTIES: usize = 4;
/// Empty points of the fight [`View::taken_at_a_loss`] searches, at most.
pub(super) const TRADE_POINTS: usize = 8;
/// The largest region holding opponent stones whose eyes exact search
/// counts ([`View::inside_eye_life`]).
pub(super) const EYE_LIFE_POINTS: usize = 7;

/// What one round of [`View::enclosed_weak`] found.
#[derive(Default)]
pub(super) struct Judgements {
    pub(super) dead: PointSet,
    pub(super) seki: PointSet,
    /// Stones taken off as dead earlier that killed the group around them.
    pub(super) revived: PointSet,
    /// Stones whose status search showed.
    pub(super) searched: PointSet,
    /// Wall blocks the stones they enclose capture ([`Reason::TakenFromInside`]).
    pub(super) taken: PointSet,
    /// Stones of a fight worth nothing to either side ([`Reason::EvenFight`]).
    pub(super) even: PointSet,
    /// Stones in an eye space that cannot be captured whoever moves first
    /// ([`Reason::LivesInside`]): they hold an eye space of their own.
    pub(super) living: PointSet,
}

/// Union-find over block indices.
pub(super) struct Sets {
    pub(super) parent: Vec<usize>,
}

impl Sets {
    pub(super) fn find(&mut self, i: usize) -> usize {
        let mut r = i;
        while self.parent[r] != r {
            r = self.parent[r];
        }
        self.parent[i] = r;
        r
    }
}

impl View {
    /// Regions are taken smallest first, for both colours at once: a region
    /// becomes an eye space of its colour unless a strong opponent group
    /// lies in it, and the groups around it take its eyes. A big region that
    /// holds the opponent's living groups comes after their own (smaller)
    /// eye spaces have made them strong, so it is spoiled; a territory with
    /// a few dead stones comes before, so it counts.
    pub(super) fn new(board: &Board, dead: PointSet, alive: PointSet, cap: Budget) -> View {
        let on = board.points();
        let stones = ByColor::from_fn(|c| board.stones(c) - dead);
        let mut view = View {
            on,
            stones,
            groups: ByColor::from_fn(|_| Vec::new()),
            eye_spaces: ByColor::from_fn(|_| Vec::new()),
            cap,
            bouzy: owners(on, stones, DILATIONS, EROSIONS),
            alive,
            big_only: false,
        };
        let blocks: ByColor<Vec<PointSet>> =
            ByColor::from_fn(|c| view.stones[c].components().collect());
        let mut sets = ByColor::from_fn(|c| Sets {
            parent: (0..blocks[c].len()).collect(),
        });
        let mut eyes: ByColor<Vec<u32>> = ByColor::from_fn(|c| vec![0; blocks[c].len()]);
        let mut strong: ByColor<Vec<bool>> =
            ByColor::from_fn(|c| blocks[c].iter().map(|b| b.intersects(alive)).collect());
        let empty = view.empty();
        let bouzy = view.bouzy;
        for c in Color::ALL {
            let o = c.opponent();
            let liberties: Vec<PointSet> =
                blocks[c].iter().map(|b| b.neighbors() & empty).collect();
            for i in 0..blocks[c].len() {
                for j in i + 1..blocks[c].len() {
                    let shared = liberties[i] & liberties[j];
                    let joined = shared.len() >= 2
                        || shared.iter().any(|p| !view.can_cut(o, p))
                        || view.diagonal_link(blocks[c][i], blocks[c][j]);
                    if joined {
                        union(&mut sets[c], &mut eyes[c], &mut strong[c], i, j);
                    }
                }
            }
        }
        let mut regions: Vec<(Color, PointSet)> = Color::ALL
            .iter()
            .flat_map(|&c| (on - view.stones[c]).components().map(move |r| (c, r)))
            .collect();
        regions.sort_by_key(|&(c, r)| (r.len(), r.first(), c.index()));
        for (c, region) in regions {
            let o = c.opponent();
            let spoiled = (0..blocks[o].len()).any(|i| {
                let r = sets[o].find(i);
                strong[o][r] && blocks[o][i].intersects(region)
            });
            let around: Vec<usize> = (0..blocks[c].len())
                .filter(|&i| blocks[c][i].neighbors().intersects(region))
                .collect();
            if around.is_empty() {
                continue;
            }
            if spoiled {
                // Living opponent groups lie in it, but c may still own a
                // stable area of it (Bouzy's map: six points, two eyes):
                // the c blocks around that area share two eyes.
                let mine = bouzy[c] & region & empty;
                if !view.stable_area(c, mine) {
                    continue;
                }
                let next: Vec<usize> = around
                    .iter()
                    .copied()
                    .filter(|&i| blocks[c][i].neighbors().intersects(mine))
                    .collect();
                for w in next.windows(2) {
                    union(&mut sets[c], &mut eyes[c], &mut strong[c], w[0], w[1]);
                }
                if let Some(&first) = next.first() {
                    let r = sets[c].find(first);
                    eyes[c][r] += 2;
                    strong[c][r] = true;
                }
                continue;
            }
            // Opponent stones here that own more of it than c does (Bouzy's
            // map), a stable area: their own, not c's eye space.
            if region.intersects(view.stones[o]) {
                let theirs = bouzy[o] & region & empty;
                if view.stable_area(o, theirs) && theirs.len() > (bouzy[c] & region & empty).len() {
                    continue;
                }
            }
            for w in around.windows(2) {
                union(&mut sets[c], &mut eyes[c], &mut strong[c], w[0], w[1]);
            }
            let value = view.eye_value(c, region);
            // Holding opponent stones, counted two: one only when exact
            // search shows the fight inside leaves c fewer (c's stones
            // round it could still be cut: two is never more than a guess).
            let value = if value >= 2
                && matches!(
                    view.inside_eye_life(board, c, region),
                    Some(EyeLife::Lives(_) | EyeLife::Dies)
                ) {
                1
            } else {
                value
            };
            let r = sets[c].find(around[0]);
            eyes[c][r] += value;
            strong[c][r] |= eyes[c][r] >= 2;
            view.eye_spaces[c].push((region, value));
        }
        for c in Color::ALL {
            view.groups[c] = groups_of(&blocks[c], &mut sets[c], &eyes[c], &strong[c]);
        }
        view
    }

    /// The view's stones (the dead taken off) on `board`'s grid and rules,
    /// `to_move` to play.
    pub(super) fn position(&self, board: &Board, to_move: Color) -> Board {
        Board::from_checked_parts(board.size(), self.stones, to_move, board.rules())
    }

    pub(super) fn empty(&self) -> PointSet {
        self.on - self.stones.black - self.stones.white
    }

    pub(super) fn strong(&self, c: Color) -> PointSet {
        self.groups[c]
            .iter()
            .filter(|g| g.strong)
            .map(|g| g.stones)
            .collect::<PointSet>()
    }

    /// Stones of `c` that are strong or reach a strong group of theirs
    /// through their own stones and empty points.
    pub(super) fn strong_or_anchored(&self, c: Color) -> PointSet {
        let strong = self.strong(c);
        strong.flood_fill(self.on - self.stones[c.opponent()]) & self.stones[c]
    }

    /// Eyes a region without c's stones is worth to c. Empty: 1 for one or
    /// two points or a basic nakade shape (the opponent, moving first,
    /// takes its vital point; the 2x2 square has none to take), 0 for a
    /// one-point false eye, else 2. Holding opponent stones: what is left once
    /// c has filled their liberties and taken them, 1 when that is at most
    /// two points or a basic nakade shape (the opponent plays it again),
    /// else 2.
    pub(super) fn eye_value(&self, c: Color, region: PointSet) -> u32 {
        let inside = region & self.stones[c.opponent()];
        if !inside.is_empty() {
            let after = inside | (region - self.stones[c.opponent()] - inside.neighbors());
            return match after.len() {
                0..=2 => 1,
                3..=6 if nakade_shape(after).is_some() => 1,
                _ => 2,
            };
        }
        let n = region.len();
        if n == 1 {
            let diagonals = diagonal_points(region) & self.on;
            let enemies = (diagonals & self.stones[c.opponent()]).len();
            let edge = diagonals.len() < 4;
            return u32::from(enemies < if edge { 1 } else { 2 });
        }
        if n <= 2 || nakade_shape(region).is_some() {
            1
        } else {
            2
        }
    }

    /// Whether `c`'s stones around `region` (a region without them that
    /// holds opponent stones) live on it alone, every other liberty filled
    /// ([`eye_life`]: exact search of the fight inside); `None` for empty
    /// regions, regions of more than [`EYE_LIFE_POINTS`] points, and where
    /// the search gives no answer (a ko, its limits).
    pub(super) fn inside_eye_life(
        &self,
        board: &Board,
        c: Color,
        region: PointSet,
    ) -> Option<EyeLife> {
        if region.len() > EYE_LIFE_POINTS || !region.intersects(self.stones[c.opponent()]) {
            return None;
        }
        eye_life_within(
            &self.position(board, c),
            c,
            region,
            0,
            &EyeNodes::new(JUDGE_LIFE_NODES),
        )
    }

    /// Whether the empty points `area` that Bouzy's map gives `c` make a
    /// stable area (Carta, docs/scoring.md): at least [`BOUZY_LIFE`]
    /// points, worth two eyes or more taken part by part.
    pub(super) fn stable_area(&self, c: Color, area: PointSet) -> bool {
        area.len() >= BOUZY_LIFE
            && area.components().map(|a| self.eye_value(c, a)).sum::<u32>() >= 2
    }

    /// Whether `o` playing at `p` keeps at least two liberties or captures.
    pub(super) fn can_cut(&self, o: Color, p: crate::go::Point) -> bool {
        let stone = PointSet::single(p);
        let own = self.stones[o].with(p);
        let block = stone.flood_fill(own);
        let empty = self.empty().without(p);
        let liberties = block.neighbors() & empty;
        if liberties.len() >= 2 {
            return true;
        }
        // A capture makes room.
        let them = self.stones[o.opponent()];
        (stone.neighbors() & them).iter().any(|q| {
            let b = PointSet::single(q).flood_fill(them);
            !(b.neighbors()).intersects(empty)
        })
    }

    /// Two blocks touching diagonally with both crossing points empty.
    pub(super) fn diagonal_link(&self, a: PointSet, b: PointSet) -> bool {
        let empty = self.empty();
        a.iter().any(|p| {
            let cross = PointSet::single(p).neighbors() & empty;
            cross
                .iter()
                .filter(|&q| PointSet::single(q).neighbors().intersects(b))
                .count()
                >= 2
        })
    }
}

/// `solver`'s result with `first` to move, a ko played out as the players of
/// a finished game would: the first to take a single ko fills it, a double
/// ko never ends (seki).
/// The groups the union-find `sets` makes of `blocks`, with their eyes and
/// strength (kept at each set's root).
fn groups_of(blocks: &[PointSet], sets: &mut Sets, eyes: &[u32], strong: &[bool]) -> Vec<Group> {
    let mut by_root: Vec<Option<Group>> = vec![None; blocks.len()];
    for (i, &block) in blocks.iter().enumerate() {
        let r = sets.find(i);
        let g = by_root[r].get_or_insert(Group {
            stones: PointSet::EMPTY,
            eyes: eyes[r],
            strong: strong[r],
        });
        g.stones |= block;
    }
    by_root.into_iter().flatten().collect()
}

pub(super) fn first_mover_result(solver: &mut Solver, first: Color) -> Outcome {
    match solver.result(first, 1) {
        Outcome::Ko => solver.result_eternal(first),
        r => r,
    }
}

/// Joins the sets of blocks `i` and `j`, adding their eyes.
pub(super) fn union(sets: &mut Sets, eyes: &mut [u32], strong: &mut [bool], i: usize, j: usize) {
    let (a, b) = (sets.find(i), sets.find(j));
    if a != b {
        sets.parent[a] = b;
        eyes[b] += eyes[a];
        strong[b] |= strong[a] || eyes[b] >= 2;
    }
}

/// The points diagonally next to some point of `set`.
pub(super) fn diagonal_points(set: PointSet) -> PointSet {
    let mut out = PointSet::EMPTY;
    for p in set {
        let n = PointSet::single(p).neighbors();
        // A diagonal point is a neighbour of two orthogonal neighbours.
        for q in n {
            for r in n {
                if q < r {
                    out |= PointSet::single(q).neighbors() & PointSet::single(r).neighbors();
                }
            }
        }
        out = out.without(p);
    }
    out - set
}
