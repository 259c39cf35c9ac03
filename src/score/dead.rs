//! Which stones of a finished game are dead, and which groups are in seki:
//! the proofs of [`crate::block_status`] first, then, for the blocks no
//! proof settles, an estimate in the way a player counts a finished game.
//!
//! The estimate works on *groups* and *regions*. For a colour c, a region is
//! a connected part of the board without c's stones (so its border is all c
//! stones); it is c's **eye space** when no strong opponent group lies in
//! it, and it is worth 1 eye when it is small (1 or 2 points, or a basic
//! nakade shape of 3 to 6 points: the 2x2 square, and the shapes whose vital
//! point the opponent, moving first in a finished game, takes; 0 for a
//! one-point false eye) and 2 otherwise (Tenuki's eye count of SPEC-scoring
//! 3.1 rounded down where it gives 1.5, as the opponent moving first
//! leaves it). A region of at most seven points that holds opponent
//! stones and would count 2 counts 1 when exact search of the fight
//! inside shows that c's stones round it, every other liberty filled,
//! do not live on it alone with the opponent moving first (four stones
//! round one point: taking them leaves a cross of five, killed by
//! nakade). A c group is c's blocks joined by a shared
//! eye space, by two shared liberties, by a shared liberty the opponent
//! cannot take without self-atari, or diagonally with both crossing points
//! empty. A group is **strong** with two eyes, or when a block of it is
//! proven alive. Strength and eye space depend on each other, so both are
//! recomputed until they settle.
//!
//! Where both sides' groups in a region are weak, Bouzy's map (Carta's
//! territory, SPEC-scoring 4.3) says whose area it is: a region holding
//! opponent stones is no eye space of c when the opponent owns a *stable
//! area* in it (six points or more of the map, two eyes part by part,
//! Carta's life rule) bigger than c's part; and a region spoiled by a
//! strong opponent group still gives two eyes to c's blocks around a stable
//! area of c's in it (a corner behind a wall with a gap).
//!
//! A group that is not strong and cannot reach a strong group of its colour
//! through its own stones and empty points is **dead** when every opponent
//! block around that area belongs to a strong group, or reaches one (it is
//! enclosed by living stones and cannot make two eyes). Dead stones are
//! taken off and everything is computed again, until nothing changes.
//!
//! ```text
//! . X O . O . .    O's two eyes make it strong; X's C5 is not strong,
//! X X O O O O O    cannot reach another X and is enclosed by O: dead.
//! . X . . . . .    X's A3-B4 group has one eye (A5): weak, but it
//! X X . . O . .    reaches the big X area below through empty points,
//! . . . . . . .    so it is not judged.
//! ```
//!
//! A group that counts two eyes only once opponent stones in its eye space
//! were taken off as dead is asked again with them put back, when it is
//! alone in its area among strong opponent groups: when exact search shows
//! it captured with its owner moving first, it is dead and those stones
//! live.
//!
//! Enclosed stones next to opponent blocks short of liberties are asked by
//! exact search of that race (the rest a wall); when it is too big, the race
//! with only the opponent blocks they shut in (every liberty inside their
//! area) may still show a seki: a ring with no eye around stones that share
//! all its liberties. When they win that race even moving second, each
//! short block of the wall round them (a block that touches points outside
//! their area) that they capture whoever moves first is dead:
//!
//! ```text
//! X X X X O O     O's B6-C6 and A4-E4 have no eye, but Black's wall blocks
//! X O O . X O     A6-D7 and E5-E6 have two liberties each, both next to
//! O . . . X O     them: White D6 takes one of them whoever moves first, so
//! O O O O O X     they are dead (tests/scoring/wall-short-of-liberties.txt).
//! ```
//!
//! When that race is too big to search and the stones inside hold a block
//! of the opponent's in atari that they shut in (its capture is an eye),
//! exact search asks whether they can be captured at all, every block
//! round them a wall that cannot be taken: when they cannot, whoever moves
//! first, they live, and the area round them is no eye space of the
//! opponent, whose blocks that counted on it are judged again (GNU Go's
//! score24: Black's three blocks at the top take F18 at F19 and live, so
//! White's 12 stones at C13, strong only through that area, die).
//!
//! A seki such a race finds (the rest a wall) is asked again with each weak
//! wall block in play: a block next to the stones inside with at most four
//! liberties, not all of them theirs, not proven alive; the empty points of
//! its owner's area next to that race are filled with its owner's stones.
//! When the stones inside then win even moving second, the blocks they take
//! with the wall's owner moving first are dead, and the next round sees the
//! wall without them (tests/scoring/weak-wall-taken.txt, from kgs
//! 2017-01-20-20: Black's centre takes White's H10 from the inside, and
//! White's eyeless centre E4, strong only while Black's stones counted as
//! dead, dies with it).
//!
//! Seki: a group that is not dead, has fewer than two eyes and touches a
//! dame (an empty point next to both colours) lives in seki; under
//! territory rules its eye space is not territory. A block a race puts in
//! seki that has a liberty in an area only its colour borders, beside its
//! living stones, is alive: it joins them through its own territory.

use super::bouzy::{DILATIONS, EROSIONS, owners};
use crate::{
    go::{Board, ByColor, Color, Move, PointSet, Scoring},
    life::{EyeLife, eye_life, nakade_shape, within_eye_nodes},
    race::Outcome,
    search::{Budget, Solver},
    seki::{Verified, basic_seki},
    status::{BlockStatus, Proof, Status},
};

/// Why a block got its status in a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A proof of the block status module.
    Proven(Proof),
    /// Estimated: fewer than two eyes, shut in by strong opponent groups.
    Enclosed,
    /// Enclosed, next to opponent blocks short of liberties, and exact
    /// search of that race (the rest a wall) shows them captured.
    LosesRace,
    /// A block of the wall round opponent stones short of liberties, which
    /// those stones capture whoever moves first (exact search of that race,
    /// the rest a wall).
    TakenFromInside,
    /// Exact search of the race with the blocks around (the rest a wall):
    /// neither side can capture.
    RaceSeki,
    /// Estimated: fewer than two eyes, cut off from its strong groups, little
    /// room, and only strong opponent groups around.
    NoRoom,
    /// Stones in an eye space that exact search of the fight (the rest a
    /// wall) shows can be taken only by giving up as many, while their
    /// owner gains nothing moving first: they stand, in seki with the
    /// blocks round them.
    EvenFight,
    /// Estimated: fewer than two eyes, next to a dame, not dead: seki.
    SharesDame,
    /// A Basic Seki (Wolf) confirmed by exact search with its walls
    /// assumed safe (a negligible block in it is dead).
    BasicSeki,
    /// Enclosed, in a race too big to search, but exact search of their
    /// capture alone (the blocks round them walls, the blocks they shut
    /// in, one of them in atari, in play) shows they cannot be captured
    /// whoever moves first: they live, and the area round them is no eye
    /// space of the opponent.
    LivesInside,
    /// Estimated: strong (two eyes) or reaching a strong group.
    Strong,
    /// Seki in its race, but a liberty of it lies in an empty area only its
    /// colour borders, next to its living stones: it is connected to them
    /// through its own territory, alive.
    ReachesTerritory,
    /// No estimate applied: counted as alive.
    Unjudged,
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::Proven(p) => write!(f, "proven: {p}"),
            Reason::Enclosed => f.write_str("estimate: fewer than two eyes, enclosed"),
            Reason::NoRoom => {
                f.write_str("estimate: fewer than two eyes, no room, strong groups around")
            }
            Reason::LosesRace => f.write_str("search: enclosed, loses its race"),
            Reason::TakenFromInside => {
                f.write_str("search: a wall short of liberties, taken by the stones it encloses")
            }
            Reason::RaceSeki => f.write_str("search: seki in its race"),
            Reason::EvenFight => f.write_str("search: taking them costs as many stones, seki"),
            Reason::SharesDame => f.write_str("estimate: fewer than two eyes, shares a dame"),
            Reason::BasicSeki => f.write_str("search: basic seki, walls assumed safe"),
            Reason::LivesInside => {
                f.write_str("search: enclosed, cannot be captured whoever moves first")
            }
            Reason::Strong => f.write_str("estimate: two eyes or connected to them"),
            Reason::ReachesTerritory => {
                f.write_str("estimate: seki race, but reaches its living stones' territory")
            }
            Reason::Unjudged => f.write_str("estimate: no rule applies, counted alive"),
        }
    }
}

/// One block of a finished game, as the scorer counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// Its colour.
    pub color: Color,
    /// Its stones.
    pub stones: PointSet,
    /// Alive, dead or seki (never unknown: a scorer must decide).
    pub status: Status,
    /// Why.
    pub reason: Reason,
}

/// The judgement of every block of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Every block, ordered as [`crate::block_status`] orders them.
    pub blocks: Vec<Judged>,
}

impl Verdict {
    /// The stones judged dead.
    #[must_use]
    pub fn dead(&self) -> PointSet {
        self.with(Status::Dead)
    }

    /// The stones judged in seki.
    #[must_use]
    pub fn seki(&self) -> PointSet {
        self.with(Status::Seki)
    }

    /// A block estimated in seki that has a liberty in an empty area only
    /// its colour borders, and that area also borders living stones of its
    /// colour, is connected to them through its own territory: alive. (A
    /// race search marks every short block next to the inside stones seki,
    /// and some of them are a living wall's outposts.) Repeated until
    /// nothing changes, as one block's life can carry another's.
    fn join_territories(&mut self, board: &Board) {
        let dead = self.dead();
        let stones = ByColor::from_fn(|c| board.stones(c) - dead);
        let empty = board.points() - stones.black - stones.white;
        loop {
            let alive = ByColor::from_fn(|c| {
                self.blocks
                    .iter()
                    .filter(|b| b.color == c && b.status == Status::Alive)
                    .fold(PointSet::EMPTY, |s, b| s | b.stones)
            });
            let territories = ByColor::from_fn(|c| {
                empty
                    .components()
                    .filter(|r| {
                        let around = r.neighbors();
                        !around.intersects(stones[c.opponent()]) && around.intersects(alive[c])
                    })
                    .fold(PointSet::EMPTY, |s, r| s | r)
            });
            let mut changed = false;
            for b in &mut self.blocks {
                let estimated = !matches!(b.reason, Reason::Proven(_));
                if b.status == Status::Seki
                    && estimated
                    && b.stones.neighbors().intersects(territories[b.color])
                {
                    b.status = Status::Alive;
                    b.reason = Reason::ReachesTerritory;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn with(&self, status: Status) -> PointSet {
        self.blocks
            .iter()
            .filter(|b| b.status == status)
            .fold(PointSet::EMPTY, |s, b| s | b.stones)
    }
}

/// Judges every block of `board` from its proven statuses `proven`: proofs
/// stand; the rest is estimated as the module says. Each search spends
/// at most its own budget and `cap`.
#[must_use]
pub fn judge(board: &Board, proven: &[BlockStatus], cap: Budget) -> Verdict {
    let board = &board.rooted();
    let judged = |position: &Board| {
        let mut v = judge_blocks(position, proven, cap);
        v.join_territories(board);
        v
    };
    // As Carta (SPEC-scoring 4.7-4.8): the forced connections of the count
    // this judgement makes are filled and the blocks judged again; then
    // the open kos are connected and they are judged once more.
    let mut verdict = judged(board);
    let mut position = board.clone();
    for fill in [with_forced_connections, with_open_kos] {
        let filled = fill(&position, &verdict);
        if filled.occupied() != position.occupied() {
            verdict = judged(&filled);
            position = filled;
        }
    }
    verdict
}

/// [`judge`] on `board` as it stands: `proven`'s blocks judged, before
/// [`Verdict::join_territories`].
fn judge_blocks(board: &Board, proven: &[BlockStatus], cap: Budget) -> Verdict {
    let of = |status: Status| {
        proven
            .iter()
            .filter(|b| b.status == status)
            .fold(PointSet::EMPTY, |s, b| s | b.stones)
    };
    let proven_alive = of(Status::Alive);
    let proven_dead = of(Status::Dead);
    // Basic Seki that search confirms (walls assumed safe): their essential
    // blocks are in seki, their negligible blocks dead, whatever the
    // estimate below would say.
    let budget = Budget {
        nodes: RACE_NODES,
        time: None,
    }
    .at_most(cap);
    let (mut basic, mut negligible) = (PointSet::EMPTY, PointSet::EMPTY);
    for s in basic_seki(board, Some(budget)) {
        if matches!(s.verified, Verified::Search(_)) {
            basic |= s.essential_stones();
            negligible |= s.negligible_stones();
        }
    }
    let mut dead = proven_dead;
    let mut raced_seki = PointSet::EMPTY;
    let mut searched = PointSet::EMPTY;
    let mut taken = PointSet::EMPTY;
    let mut even = PointSet::EMPTY;
    let mut view = View::new(board, dead, proven_alive, cap);
    let mut living = PointSet::EMPTY;
    // Each round takes off what the last one found dead; a board has fewer
    // blocks than rounds could ever need, but a handful always suffice.
    let mut hopeless = PointSet::EMPTY;
    let mut races = Races::default();
    for _ in 0..8 {
        let mut found = view.enclosed_weak(board, &mut races);
        let newly_living = !found.living.is_subset(living);
        living |= found.living;
        raced_seki |= found.seki;
        searched |= found.searched;
        taken |= found.taken;
        even |= found.even;
        if found.dead.is_empty() {
            let lost = view.hopeless(
                board,
                proven_alive | living | raced_seki | basic,
                &mut races,
            );
            raced_seki |= lost.seki;
            searched |= lost.searched;
            taken |= lost.taken;
            hopeless |= lost.dead - lost.searched - lost.taken - basic;
            found.dead = lost.dead;
            dead -= lost.revived;
        }
        found.dead -= basic;
        if found.dead.is_empty() && !newly_living {
            break;
        }
        dead |= found.dead;
        view = View::new(board, dead, proven_alive | living, cap);
    }
    let seki = (view.seki() | raced_seki) - dead;
    let blocks = proven
        .iter()
        .map(|b| {
            let (status, reason) = match b.status {
                Status::Alive | Status::Dead | Status::Seki => (b.status, Reason::Proven(b.proof)),
                _ if basic.intersects(b.stones) => (Status::Seki, Reason::BasicSeki),
                _ if negligible.intersects(b.stones) => (Status::Dead, Reason::BasicSeki),
                _ if dead.intersects(b.stones) && taken.intersects(b.stones) => {
                    (Status::Dead, Reason::TakenFromInside)
                }
                _ if dead.intersects(b.stones) && searched.intersects(b.stones) => {
                    (Status::Dead, Reason::LosesRace)
                }
                _ if hopeless.intersects(b.stones) => (Status::Dead, Reason::NoRoom),
                _ if dead.intersects(b.stones) => (Status::Dead, Reason::Enclosed),
                _ if even.intersects(b.stones) => (Status::Seki, Reason::EvenFight),
                _ if raced_seki.intersects(b.stones) => (Status::Seki, Reason::RaceSeki),
                _ if seki.intersects(b.stones) => (Status::Seki, Reason::SharesDame),
                _ if living.intersects(b.stones) => (Status::Alive, Reason::LivesInside),
                _ if view.strong_or_anchored(b.color).intersects(b.stones) => {
                    (Status::Alive, Reason::Strong)
                }
                _ => (Status::Alive, Reason::Unjudged),
            };
            Judged {
                color: b.color,
                stones: b.stones,
                status,
                reason,
            }
        })
        .collect();
    Verdict { blocks }
}

/// `board` with the forced connections of the count `verdict` makes
/// (SPEC-scoring 4.7: a point of a side's territory where it must connect
/// once the dame are filled, whichever side fills them) filled by their
/// owner. An open connection is no liberty to race with: with White's S1
/// and P7 open, Black's lower right in kgs 2017-01-20-20 seemed to make
/// seki (P6, in atari at P7, and R1, short of liberties at S1).
fn with_forced_connections(board: &Board, verdict: &Verdict) -> Board {
    let dead = verdict.dead();
    let stones = ByColor::from_fn(|c| board.stones(c) - dead);
    let regions = super::regions(board, stones, verdict.seki(), Scoring::Territory);
    let forced = super::forced_connections(board, stones, regions.dame, regions.territory);
    let mut out = board.clone();
    for c in Color::ALL {
        for p in (forced & regions.territory[c]).iter() {
            connect(&mut out, c, p);
        }
    }
    rooted_as(out, board)
}

/// Plays `c` at `p` when that is legal and captures nothing (a dead stone
/// taken off the board would lose its judgement).
fn connect(position: &mut Board, c: Color, p: crate::go::Point) {
    if let Ok(played) = position.try_play(c, Move::Place(p))
        && !played.captured.is_empty()
    {
        position.undo();
    }
}

/// `board` with its open kos connected (SPEC-scoring 4.8): an empty point
/// all of whose neighbours are stones of one colour, one of them a single
/// stone in atari there and none of them dead by `verdict`, is filled with
/// that colour when the block it makes has two liberties or more. The
/// opponent's stone there would take the single stone in a ko; once the
/// game is over its owner connects, and the point is no eye.
///
/// ```text
///   N O P
/// 2 O X .      Black connects at O1: White's O1 would take N1 in a ko.
/// 1 X . X
/// ```
fn with_open_kos(board: &Board, verdict: &Verdict) -> Board {
    let dead = verdict.dead();
    let on = board.points();
    let mut out = board.clone();
    for c in Color::ALL {
        for p in board.empty_points().iter() {
            let point = PointSet::single(p);
            let around = point.neighbors() & on;
            if !around.is_subset(out.stones(c)) {
                continue;
            }
            let empty = out.empty_points();
            let liberties = |stones: PointSet| (stones.neighbors() & empty) - stones;
            let mine = around.flood_fill(out.stones(c));
            let singles_in_atari = mine
                .components()
                .filter(|&b| b.len() == 1 && liberties(b).len() == 1)
                .count();
            let block = (mine | point).flood_fill(out.stones(c) | point);
            if singles_in_atari == 1 && !mine.intersects(dead) && liberties(block).len() >= 2 {
                connect(&mut out, c, p);
            }
        }
    }
    rooted_as(out, board)
}

/// `position` as a search root with `board`'s side to move.
fn rooted_as(position: Board, board: &Board) -> Board {
    let mut out = position.rooted();
    out.set_to_move(board.to_move());
    out
}

/// The position with some stones taken off, its groups and eye spaces.
#[derive(Clone)]
struct View {
    on: PointSet,
    stones: ByColor<PointSet>,
    /// Each colour's groups.
    groups: ByColor<Vec<Group>>,
    /// Each colour's eye spaces (regions without its stones and without a
    /// strong opponent group), with their eyes.
    eye_spaces: ByColor<Vec<(PointSet, u32)>>,
    /// The most each search may spend.
    cap: Budget,
    /// Bouzy's map of the position (Carta's territory): who owns each point.
    bouzy: ByColor<PointSet>,
    /// Stones proven alive.
    alive: PointSet,
    /// Whether only blocks of two stones or more decide a race (see
    /// [`View::decisive`]), as in [`View::wider_race`].
    big_only: bool,
}

/// What decides a race of [`View::race`]: the inside stones, the short
/// blocks, and the Black and White stones of the game's points.
type RaceKey = (PointSet, PointSet, PointSet, PointSet);

/// Races already searched, by what decides them: later rounds ask many
/// again.
#[derive(Default)]
struct Races {
    /// [`View::race`]'s answers, by race and question (race or life).
    outcomes: std::collections::HashMap<(RaceKey, bool, bool), Option<Status>>,
    /// [`View::captured_moving_first`]'s answers, by race and target block.
    taken: std::collections::HashMap<(RaceKey, PointSet), bool>,
    /// [`View::taken_at_a_loss`]'s answers, by the fight's points and
    /// stones.
    even: std::collections::HashMap<RaceKey, Option<PointSet>>,
    /// [`View::lives_inside`]'s searches, by race.
    inside: std::collections::HashMap<RaceKey, Option<Status>>,
}

#[derive(Clone, Debug)]
struct Group {
    stones: PointSet,
    eyes: u32,
    strong: bool,
}

/// Empty points within reach of a group past which [`View::hopeless`] does
/// not judge it (it may still make eyes there).
const ROOM: usize = 12;

/// Points of Bouzy territory that make a group stable (Carta, SPEC-scoring
/// 4.4).
const BOUZY_LIFE: usize = 6;

/// Empty points of a race searched by [`View::race`], at most.
const RACE_POINTS: usize = 24;
/// Node budget of a life question searched by [`View::race`] (can the
/// inside stones be captured at all), and of a race of
/// [`View::wider_race`].
const LIFE_NODES: u64 = 20_000;
/// Liberties of a wall block that [`View::wider_race`] puts in play, at most.
const WALL_LIBERTIES: usize = 4;
/// Node budget of a race searched by [`View::race`].
const RACE_NODES: u64 = 5_000;
/// Empty points of the fight [`View::taken_at_a_loss`] searches, at most.
const TRADE_POINTS: usize = 8;
/// Nodes [`View::lives_inside`] may search.
const INSIDE_LIFE_NODES: u64 = 250_000;
/// The largest region holding opponent stones whose eyes exact search
/// counts ([`View::inside_eye_life`]).
const EYE_LIFE_POINTS: usize = 7;

/// What one round of [`View::enclosed_weak`] found.
#[derive(Default)]
struct Judgements {
    dead: PointSet,
    seki: PointSet,
    /// Stones taken off as dead earlier that killed the group around them.
    revived: PointSet,
    /// Stones whose status search showed.
    searched: PointSet,
    /// Wall blocks the stones they enclose capture ([`Reason::TakenFromInside`]).
    taken: PointSet,
    /// Stones of a fight worth nothing to either side ([`Reason::EvenFight`]).
    even: PointSet,
    /// Stones in an eye space that cannot be captured whoever moves first
    /// ([`Reason::LivesInside`]): they hold an eye space of their own.
    living: PointSet,
}

/// Union-find over block indices.
struct Sets {
    parent: Vec<usize>,
}

impl Sets {
    fn find(&mut self, i: usize) -> usize {
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
    fn new(board: &Board, dead: PointSet, alive: PointSet, cap: Budget) -> View {
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
            let mut by_root: Vec<Option<Group>> = vec![None; blocks[c].len()];
            for i in 0..blocks[c].len() {
                let r = sets[c].find(i);
                let g = by_root[r].get_or_insert(Group {
                    stones: PointSet::EMPTY,
                    eyes: eyes[c][r],
                    strong: strong[c][r],
                });
                g.stones |= blocks[c][i];
            }
            view.groups[c] = by_root.into_iter().flatten().collect();
        }
        view
    }

    /// The view's stones (the dead taken off) on `board`'s grid and rules,
    /// `to_move` to play.
    fn position(&self, board: &Board, to_move: Color) -> Board {
        Board::from_checked_parts(board.size(), self.stones, to_move, board.rules())
    }

    fn empty(&self) -> PointSet {
        self.on - self.stones.black - self.stones.white
    }

    fn strong(&self, c: Color) -> PointSet {
        self.groups[c]
            .iter()
            .filter(|g| g.strong)
            .fold(PointSet::EMPTY, |s, g| s | g.stones)
    }

    /// Stones of `c` that are strong or reach a strong group of theirs
    /// through their own stones and empty points.
    fn strong_or_anchored(&self, c: Color) -> PointSet {
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
    fn eye_value(&self, c: Color, region: PointSet) -> u32 {
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
    fn inside_eye_life(&self, board: &Board, c: Color, region: PointSet) -> Option<EyeLife> {
        if region.len() > EYE_LIFE_POINTS || !region.intersects(self.stones[c.opponent()]) {
            return None;
        }
        within_eye_nodes(LIFE_NODES, || eye_life(&self.position(board, c), c, region))
    }

    /// Whether the empty points `area` that Bouzy's map gives `c` make a
    /// stable area (Carta, SPEC-scoring 4.4): at least [`BOUZY_LIFE`]
    /// points, worth two eyes or more taken part by part.
    fn stable_area(&self, c: Color, area: PointSet) -> bool {
        area.len() >= BOUZY_LIFE
            && area.components().map(|a| self.eye_value(c, a)).sum::<u32>() >= 2
    }

    /// Whether `o` playing at `p` keeps at least two liberties or captures.
    fn can_cut(&self, o: Color, p: crate::go::Point) -> bool {
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
    fn diagonal_link(&self, a: PointSet, b: PointSet) -> bool {
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

    /// The opponent's stones inside an eye space of c whose groups around
    /// are all strong: dead, unless they are next to a block of c short of
    /// liberties. Then exact search of the race between them (everything
    /// else a wall) decides: dead when they lose it moving first, seki when
    /// neither side can capture; otherwise they are left alive.
    fn enclosed_weak(&self, board: &Board, races: &mut Races) -> Judgements {
        let mut out = Judgements::default();
        for c in Color::ALL {
            let o = c.opponent();
            let strong = self.strong(c);
            for &(region, _) in &self.eye_spaces[c] {
                let inside = region & self.stones[o];
                if inside.is_empty() {
                    continue;
                }
                let around = region.neighbors() & self.stones[c];
                let groups_around = self.groups[c]
                    .iter()
                    .filter(|g| g.stones.intersects(around))
                    .fold(PointSet::EMPTY, |s, g| s | g.stones);
                if !groups_around.is_subset(strong) {
                    continue;
                }
                let empty = self.empty();
                let inside_liberties = (inside.neighbors() & empty).len();
                let short = self.short_blocks(c, inside, inside_liberties);
                if short.is_empty() {
                    if let Some(around) = self.taken_at_a_loss(board, c, region, races) {
                        out.seki |= inside | around;
                        out.even |= inside | around;
                    } else {
                        out.dead |= inside;
                    }
                    continue;
                }
                match self.race(board, c, inside, short, true, races) {
                    Some(Status::Dead | Status::Unsettled) => {
                        out.dead |= inside;
                        out.searched |= inside;
                    }
                    // Seki with the rest a wall; but a weak wall round
                    // them may be what they capture.
                    Some(Status::Seki) => match self.wider_race(board, c, inside, short, races) {
                        Some(taken) => {
                            out.dead |= taken;
                            out.taken |= taken;
                        }
                        None => {
                            out.seki |= inside | short;
                            out.searched |= inside | short;
                        }
                    },
                    // The inside stones capture even moving second: a
                    // short block of the enclosing wall (one that touches
                    // points outside the region) that they take whoever
                    // moves first is dead. A block shut inside the region
                    // (stones thrown in to spoil an eye) is left: taking
                    // it may leave the inside stones a single eye.
                    Some(Status::Alive) => {
                        for b in self.decisive(short).components() {
                            let wall = !((b.neighbors() & self.on) - b).is_subset(region);
                            if wall && self.captured_moving_first(board, c, inside, short, b, races)
                            {
                                out.dead |= b;
                                out.taken |= b;
                            }
                        }
                    }
                    // The first mover decides: not dead.
                    Some(_) => {}
                    // Past the search's limits, the race with only the
                    // blocks the inside stones shut in (every liberty in
                    // the region) may still show a seki; else the
                    // estimate stands.
                    None => {
                        let shut_in = self.shut_in(c, inside, region);
                        let narrowed = (!shut_in.is_empty() && shut_in != short)
                            .then(|| self.race(board, c, inside, shut_in, true, races))
                            .flatten();
                        if narrowed == Some(Status::Seki) {
                            out.seki |= inside | shut_in;
                            out.searched |= inside | shut_in;
                        } else if self.lives_inside(board, c, inside, shut_in, races) {
                            out.living |= inside;
                        } else {
                            out.dead |= inside;
                        }
                    }
                }
            }
        }
        out
    }

    /// A seki between `inside` (the opponent's stones in an eye space of
    /// `c`) and `c`'s blocks `short`, found with everything else a wall,
    /// asked again with the weak walls in play: `c`'s blocks next to the
    /// inside stones with at most [`WALL_LIBERTIES`] liberties, one of them
    /// away from the inside stones (not a stone they shut in), not proven
    /// alive, whose liberties join the game (the empty points of c's area
    /// next to it are filled with c's stones: an escape there dies). When
    /// the inside stones then capture even moving second, the blocks they
    /// take with `c` moving first are dead (kgs 2017-01-20-20: White's
    /// centre E4, eyeless with four liberties, is taken by the black
    /// stones it seemed to enclose). `None`: the seki stands.
    fn wider_race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        races: &mut Races,
    ) -> Option<PointSet> {
        let empty = self.empty();
        let mut taken = PointSet::EMPTY;
        for weak in self.blocks_next_to(c, inside) {
            let liberties = weak.neighbors() & empty;
            if weak.intersects(short)
                || weak.intersects(self.alive)
                || liberties.len() > WALL_LIBERTIES
                || liberties.is_subset(inside.neighbors())
            {
                continue;
            }
            let wider = short | weak;
            let mut view = self.clone();
            view.big_only = true;
            let Some(game) = view.race_game(c, inside, wider) else {
                continue;
            };
            view.stones[c] |= ((game.neighbors() & empty) - game) & self.bouzy[c];
            if view.race(board, c, inside, wider, true, races) != Some(Status::Alive) {
                continue;
            }
            taken |= view
                .decisive(wider)
                .components()
                .filter(|&b| view.captured_moving_first(board, c, inside, wider, b, races))
                .fold(PointSet::EMPTY, |s, b| s | b);
        }
        (!taken.is_empty()).then_some(taken)
    }

    /// Whether the fight for the opponent's stones in c's eye space
    /// `region` is worth nothing to either side: `c`, moving first, can
    /// take them only by giving up as many stones (and loses none for
    /// nothing), and the opponent moving first gains nothing. Then those
    /// stones stand, in seki with c's blocks of that fight (returned), as
    /// the players count them. The question is the local score of
    /// [`Solver::stop`] (stones captured, lines ending when both pass; c's
    /// blocks round the region essential) on the region, c's blocks round
    /// it, their liberties and the blocks those take in, every other stone
    /// a wall, at most [`TRADE_POINTS`] empty points.
    ///
    /// ```text
    ///   N O P Q R S T
    /// 4 . . X X O X X     White's S2 then T1 take Black's S1 and T2; but
    /// 3 . X X O O O O     after S2 Black throws in at Q2, White must take
    /// 2 . X O . O . X     at T1, and Black's Q1 takes P1-P2: two stones
    /// 1 . X O . O X .     each (kgs 2017-05-02-1; the players: seki).
    /// ```
    fn taken_at_a_loss(
        &self,
        board: &Board,
        c: Color,
        region: PointSet,
        races: &mut Races,
    ) -> Option<PointSet> {
        let empty = self.empty();
        let around = (region.neighbors() & self.stones[c]).flood_fill(self.stones[c]);
        let fight = region | around | (around.neighbors() & empty);
        // What the solver plays on (it takes in the same blocks itself).
        let game = self.capturable(fight);
        if (game & empty).len() > TRADE_POINTS {
            return None;
        }
        // The stones next to the fight are its walls: they are part of it.
        let key = self.race_key(region, around, game | game.neighbors());
        if let Some(&known) = races.even.get(&key) {
            return known;
        }
        let mut solver = self.race_solver(board, c, PointSet::EMPTY, around, LIFE_NODES, fight);
        // Both stops 0: c moving first neither gains nor loses, and the
        // opponent moving first gains nothing.
        let mut settled = || {
            let level = solver.score_at_least(c, 0)? && !solver.score_at_least(c, 1)?;
            Some(level && !solver.score_at_least(c.opponent(), 1)?)
        };
        let answer = (settled() == Some(true)).then_some(game & self.stones[c]);
        races.even.insert(key, answer);
        answer
    }

    /// Whether `inside` (the opponent's stones in an eye space of `c`, whose
    /// race with every block round them is too big to search) live there
    /// whoever moves first: exact search of their capture alone, with
    /// `c`'s blocks `shut_in` in play and every other block a wall that
    /// cannot be taken, on at most [`INSIDE_LIFE_NODES`] nodes.
    fn lives_inside(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        shut_in: PointSet,
        races: &mut Races,
    ) -> bool {
        if !self.short_blocks(c, inside, 1).intersects(shut_in) {
            return false;
        }
        let Some(game) = self.race_game(c, inside, shut_in) else {
            return false;
        };
        let key = self.race_key(inside, shut_in, game);
        let answer = *races.inside.entry(key).or_insert_with(|| {
            self.race_outcome(board, c, inside, PointSet::EMPTY, INSIDE_LIFE_NODES, game)
        });
        answer == Some(Status::Seki)
    }

    /// The blocks of `stones` whose capture decides a race: all but single
    /// stones in atari (a stone a ko or an eye's shape takes and gives back,
    /// like O17 below, whose capture by P17 decides nothing while the black
    /// group can take back), unless nothing else is left.
    ///
    /// ```text
    ///   N O P Q
    /// 18 O O X X
    /// 17 O X . X
    /// 16 O O X X
    /// ```
    fn decisive(&self, stones: PointSet) -> PointSet {
        let empty = self.empty();
        let kept = stones
            .components()
            .filter(|b| b.len() > 1 || (!self.big_only && (b.neighbors() & empty).len() > 1))
            .fold(PointSet::EMPTY, |s, b| s | b);
        if kept.is_empty() { stones } else { kept }
    }

    /// `game` with the blocks next to it whose every liberty is in it: the
    /// race can take them, so they are stones of the fight (not essential),
    /// not walls, whose capture would end the race. A dead stone in atari
    /// beside the race (a white stone in Black's territory next to a black
    /// racing block) is one.
    fn capturable(&self, game: PointSet) -> PointSet {
        let empty = self.empty();
        Color::ALL
            .into_iter()
            .flat_map(|c| self.blocks_next_to(c, game))
            .filter(|b| !b.intersects(game) && (b.neighbors() & empty).is_subset(game))
            .fold(game, |s, b| s | b)
    }

    /// Whether `stones` (of `c`) touch a region of empty points next to
    /// stones of `c` only: an eye.
    fn has_eye(&self, stones: PointSet, c: Color) -> bool {
        let empty = self.empty();
        (stones.neighbors() & empty)
            .flood_fill(empty)
            .components()
            .any(|r| (r.neighbors() & self.on).is_subset(self.stones[c] | r))
    }

    /// The blocks of `c` next to `stones`.
    fn blocks_next_to(&self, c: Color, stones: PointSet) -> impl Iterator<Item = PointSet> {
        (stones.neighbors() & self.stones[c])
            .flood_fill(self.stones[c])
            .components()
    }

    /// The blocks of `c` next to `stones` whose every liberty lies in
    /// `region`: shut in by them.
    fn shut_in(&self, c: Color, stones: PointSet, region: PointSet) -> PointSet {
        let empty = self.empty();
        self.blocks_next_to(c, stones)
            .filter(|b| (b.neighbors() & empty).is_subset(region))
            .fold(PointSet::EMPTY, |s, b| s | b)
    }

    /// The blocks of `short` (of `c`) that `inside` (the opponent's
    /// stones) shut in: no other stone of `c` is reachable from them but
    /// through the inside stones, or only other blocks of `short` with no
    /// empty point between them that none of them touches (stones played
    /// together into one eye). White's P3 below, in the eye of Black's
    /// group, is one: taking it would give Black an eye, not a race; so
    /// are White's four stones round E5 on the right (silverado's
    /// H6-J7-K6-J5): taking them leaves Black a cross-shaped eye of five,
    /// which White kills by nakade at E5.
    ///
    /// ```text
    ///   N O P Q R              C D E F G
    /// 4 O X . X O            6 X . O X X
    /// 3 O X O . X            5 X O . O X
    /// 2 O X . X X            4 X X O . X
    /// ```
    fn spoilers(&self, c: Color, inside: PointSet, short: PointSet) -> PointSet {
        let empty = self.empty();
        short
            .components()
            .filter(|&b| {
                let area = b.flood_fill(self.on - inside);
                let theirs = area & self.stones[c];
                theirs == b
                    || (theirs.is_subset(short) && (area & empty).is_subset(theirs.neighbors()))
            })
            .fold(PointSet::EMPTY, |s, b| s | b)
    }

    /// The blocks of `c` next to `stones` with at most `liberties` liberties.
    fn short_blocks(&self, c: Color, stones: PointSet, liberties: usize) -> PointSet {
        let empty = self.empty();
        self.blocks_next_to(c, stones)
            .filter(|b| (b.neighbors() & empty).len() <= liberties)
            .fold(PointSet::EMPTY, |s, b| s | b)
    }

    /// The race between `inside` (the opponent's stones in an eye space of
    /// `c`) and `c`'s blocks `short` next to them: `Dead` when the inside
    /// stones are captured moving first, `Unsettled` when they are captured
    /// moving second and the first mover decides (dead stones for stones
    /// inside the opponent's area: the game is over, and the side that
    /// surrounds answers any approach); `Alive` when they capture even moving second;
    /// `Seki` when the other side, moving first, gets only seki; `None` past
    /// the limits. A ko is played out by simple ko: the first to take a
    /// single ko wins it, a double ko is seki. With `race` false the blocks
    /// `short` are in play but taking them wins nothing: the question is
    /// only whether the inside stones can be captured (life, not a race).
    fn race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        race: bool,
        races: &mut Races,
    ) -> Option<Status> {
        let game = self.race_game(c, inside, short)?;
        let key = (self.race_key(inside, short, game), race, self.big_only);
        if let Some(&known) = races.outcomes.get(&key) {
            return known;
        }
        let answer = self.search_race(board, c, inside, short, race, game);
        races.outcomes.insert(key, answer);
        answer
    }

    /// What decides the race on the points `game` between `inside` and
    /// `short`.
    fn race_key(&self, inside: PointSet, short: PointSet, game: PointSet) -> RaceKey {
        (
            inside,
            short,
            game & self.stones.black,
            game & self.stones.white,
        )
    }

    /// [`View::race`]'s search, on the points `game`.
    fn search_race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        race: bool,
        game: PointSet,
    ) -> Option<Status> {
        let nodes = if race && !self.big_only {
            RACE_NODES
        } else {
            LIFE_NODES
        };
        if !race {
            return self.race_outcome(board, c, inside, PointSet::EMPTY, nodes, game);
        }
        // Blocks of c the inside stones shut in (stones played into their
        // eye) are in play, but taking them wins no race: it is how the
        // inside stones make their eyes, which the search plays out. Then
        // a seki may be the inside stones living by such a capture, which
        // the race with the capture a win tells (they win it even moving
        // second).
        let spoilers = self.spoilers(c, inside, short);
        let mine = self.decisive(short - spoilers);
        let outcome = self.race_outcome(board, c, inside, mine, nodes, game);
        if spoilers.is_empty() || outcome != Some(Status::Seki) {
            return outcome;
        }
        match self.race_outcome(board, c, inside, self.decisive(short), nodes, game) {
            alive @ Some(Status::Alive) => alive,
            _ => outcome,
        }
    }

    /// The race of [`View::search_race`] with the inside stones winning
    /// by capturing `mine` (none: they cannot win, only live).
    fn race_outcome(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        mine: PointSet,
        nodes: u64,
        game: PointSet,
    ) -> Option<Status> {
        let o = c.opponent();
        let mut solver = self.race_solver(board, c, self.decisive(inside), mine, nodes, game);
        let mut first = |x: Color| first_mover_result(&mut solver, x);
        let owner_first = first(o);
        if owner_first == Outcome::win(c) {
            return Some(Status::Dead);
        }
        let other_first = first(c);
        match (owner_first, other_first) {
            (Outcome::Unknown | Outcome::Ko, _) | (_, Outcome::Unknown | Outcome::Ko) => None,
            (_, w) if w == Outcome::win(o) => Some(Status::Alive),
            // The first mover decides.
            (_, w) if w == Outcome::win(c) => Some(Status::Unsettled),
            _ => Some(Status::Seki),
        }
    }

    /// Whether the inside stones (the opponent's, in an eye space of `c`)
    /// capture `c`'s block `target`, one of the blocks `short` of their
    /// race, with `c` moving first (exact search of that race, everything
    /// else a wall; false past its limits or when another of c's blocks is
    /// what they take). Answers are kept in `races`.
    fn captured_moving_first(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        target: PointSet,
        races: &mut Races,
    ) -> bool {
        let Some(game) = self.race_game(c, inside, short) else {
            return false;
        };
        let key = (self.race_key(inside, short, game), target);
        if let Some(&known) = races.taken.get(&key) {
            return known;
        }
        let mut solver =
            self.race_solver(board, c, self.decisive(inside), target, RACE_NODES, game);
        let taken = first_mover_result(&mut solver, c) == Outcome::win(c.opponent());
        races.taken.insert(key, taken);
        taken
    }

    /// The points of the race between `inside` (the opponent's stones in an
    /// eye space of `c`) and `c`'s blocks `short`: the inside stones' area,
    /// those blocks and their liberties; `None` past [`RACE_POINTS`] empty
    /// points.
    fn race_game(&self, c: Color, inside: PointSet, short: PointSet) -> Option<PointSet> {
        let empty = self.empty();
        let game =
            inside.flood_fill(self.on - self.stones[c]) | short | (short.neighbors() & empty);
        ((game & empty).len() <= RACE_POINTS).then_some(game)
    }

    /// A solver of the race on the points `game` between the opponent's
    /// blocks `theirs` (inside an eye space of `c`) and `c`'s blocks
    /// `mine`, the opponent to move, everything else a wall, with `nodes`
    /// (and the view's cap) to spend on each question.
    fn race_solver(
        &self,
        board: &Board,
        c: Color,
        theirs: PointSet,
        mine: PointSet,
        nodes: u64,
        game: PointSet,
    ) -> Solver {
        let o = c.opponent();
        let position = self.position(board, o);
        let essential = ByColor::from_fn(|x| if x == o { theirs } else { mine });
        let budget = Budget { nodes, time: None }.at_most(self.cap);
        Solver::new(
            &position,
            self.capturable(game & self.on),
            essential,
            budget,
        )
    }

    /// Groups with fewer than two eyes, reaching no strong group of theirs,
    /// with at most [`ROOM`] empty points within reach, whose opponent
    /// neighbours all belong to strong groups: they can neither live nor
    /// take a neighbour with them into seki. `spared`: stones not to judge.
    fn hopeless(&self, board: &Board, spared: PointSet, races: &mut Races) -> Judgements {
        let empty = self.empty();
        let mut out = Judgements::default();
        for c in Color::ALL {
            let o = c.opponent();
            let anchored = self.strong_or_anchored(c);
            let strong_them = self.strong(o);
            for g in &self.groups[c] {
                // A group estimated strong is asked too when it is alone in
                // its area and an eye space of it held opponent stones
                // (taken off as dead, which may be what makes it strong):
                // with them put back, can it be captured?
                let reach = g.stones.flood_fill(self.on - self.stones[o]);
                let alone = (reach & self.stones[c]) == g.stones;
                let put_back = (reach & board.stones(o)) - self.stones[o];
                let asked = if g.strong {
                    alone && !put_back.is_empty()
                } else {
                    !g.stones.intersects(anchored)
                };
                if !asked || g.stones.intersects(spared) {
                    continue;
                }
                let room = reach & empty;
                let around = g.stones.neighbors() & self.stones[o];
                if room.len() > ROOM || around.is_empty() || !around.is_subset(strong_them) {
                    continue;
                }
                let restored;
                let view = if g.strong {
                    let mut v = self.clone();
                    v.stones[o] |= put_back;
                    restored = v;
                    &restored
                } else {
                    self
                };
                // A neighbour short of liberties may be taken, or shared
                // liberties make a seki: exact search of that race decides.
                let liberties = (g.stones.neighbors() & view.empty()).len();
                let short = view.short_blocks(o, g.stones, liberties.min(2));
                if short.is_empty() && !g.strong {
                    out.dead |= g.stones;
                    continue;
                }
                // A group that counts two eyes is dead only when it is
                // captured with its owner moving first: its owner answers
                // an approach.
                match view.race(board, o, g.stones, short, false, races) {
                    Some(s @ (Status::Dead | Status::Unsettled))
                        if s == Status::Dead || !g.strong =>
                    {
                        out.dead |= g.stones;
                        out.searched |= g.stones;
                        out.revived |= put_back;
                    }
                    // Not captured: seki, unless it has an eye already and
                    // takes its short neighbours whoever moves first (the
                    // search above counted their capture as no win): the
                    // capture gives it a second eye, so they die and it
                    // lives. Without an eye, what the capture leaves may be
                    // an eye the opponent kills by nakade (kgs 2017-02-08-7:
                    // taking J9-K9-J10 leaves White a bent three, so seki).
                    Some(Status::Seki) if !g.strong => {
                        if let Some(taken) = view.wider_race(board, o, g.stones, short, races) {
                            out.dead |= taken;
                            out.taken |= taken;
                            continue;
                        }
                        let eyed = view.has_eye(g.stones, c);
                        match eyed.then(|| view.race(board, o, g.stones, short, true, races)) {
                            Some(Some(Status::Alive)) => out.dead |= short,
                            _ => out.seki |= g.stones | short,
                        }
                        out.searched |= g.stones | short;
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Stones of groups with fewer than two eyes, not dead, next to a dame,
    /// that reach no strong group of theirs.
    fn seki(&self) -> PointSet {
        let empty = self.empty();
        let dame = empty & self.stones.black.neighbors() & self.stones.white.neighbors();
        let mut seki = PointSet::EMPTY;
        for c in Color::ALL {
            let anchored = self.strong_or_anchored(c);
            for g in &self.groups[c] {
                if g.eyes < 2
                    && g.stones.neighbors().intersects(dame)
                    && !g.stones.intersects(anchored)
                {
                    seki |= g.stones;
                }
            }
        }
        seki
    }
}

/// `solver`'s result with `first` to move, a ko played out as the players of
/// a finished game would: the first to take a single ko fills it, a double
/// ko never ends (seki).
fn first_mover_result(solver: &mut Solver, first: Color) -> Outcome {
    match solver.result(first, 1) {
        Outcome::Ko => solver.result_eternal(first),
        r => r,
    }
}

/// Joins the sets of blocks `i` and `j`, adding their eyes.
fn union(sets: &mut Sets, eyes: &mut [u32], strong: &mut [bool], i: usize, j: usize) {
    let (a, b) = (sets.find(i), sets.find(j));
    if a != b {
        sets.parent[a] = b;
        eyes[b] += eyes[a];
        strong[b] |= strong[a] || eyes[b] >= 2;
    }
}

/// The points diagonally next to some point of `set`.
fn diagonal_points(set: PointSet) -> PointSet {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn set(points: &str) -> PointSet {
        points.parse().expect("points")
    }

    /// The position drawn in `diagram` and its view with no stone judged.
    fn unjudged(diagram: &str) -> (Board, View) {
        let board = crate::io::read(diagram).expect("a position");
        let view = View::new(&board, PointSet::EMPTY, PointSet::EMPTY, Budget::default());
        (board, view)
    }

    #[test]
    fn blocks_the_race_can_take_join_it_and_walls_stay_walls() {
        // Game A5 A4: Black's block (liberties A5 and A4 only) can be taken
        // inside it and joins; White's wall has liberties outside and stays.
        let (_, view) = unjudged(". X O . .\n. X O . .\nX X O . .\nO O O . .\n. . . . .\n");
        assert_eq!(
            view.capturable(set("A5 A4")),
            set("A5 A4 B5 B4 B3 A3"),
            "the black block joins, the white wall does not"
        );
        assert_eq!(view.capturable(set("D5")), set("D5"), "nothing to take");
    }

    /// Black's C1 is in atari at B1, a point all of whose neighbours are
    /// Black's (White's B1 would take it in a ko): an open ko Black
    /// connects, unless the stones are dead. White's F2, in atari at F3
    /// next to White's wall, is no ko (Black's F3 would have F4); both are
    /// forced connections of their owner's territory.
    #[test]
    fn open_kos_and_forced_connections_are_filled_by_their_owners() {
        let board = crate::io::read(
            "\
. . . . . . .
. . . . . . .
. . . . . . .
. . . . O . O
X X O . O . O
. X O . X O X
X . X O X X X
",
        )
        .expect("a position");
        let verdict = |dead: PointSet| Verdict {
            blocks: board
                .blocks()
                .into_iter()
                .map(|b| Judged {
                    color: b.color,
                    stones: b.stones,
                    status: if b.stones.is_subset(dead) {
                        Status::Dead
                    } else {
                        Status::Alive
                    },
                    reason: Reason::Unjudged,
                })
                .collect(),
        };
        let filled = |fill: fn(&Board, &Verdict) -> Board, dead: PointSet| {
            let c = fill(&board, &verdict(dead));
            assert_eq!(c.to_move(), board.to_move());
            Color::ALL.map(|x| c.stones(x) - board.stones(x))
        };
        let none = PointSet::EMPTY;
        assert_eq!(filled(with_open_kos, none), [set("B1"), none]);
        assert_eq!(filled(with_open_kos, set("A1 B2 B3 A3 C1")), [none, none]);
        assert_eq!(
            filled(with_forced_connections, none),
            [set("B1"), set("F3")]
        );
    }

    /// White's stones shut in Black's eye are no race to win. Above, E4 is
    /// in atari in Black's second eye: Black lives by taking it (alive, not
    /// seki, though taking it wins no race). Below, White's E3 sits on the
    /// vital point of Black's pyramid four with Black's outside liberties
    /// gone: White kills by playing more stones in for Black to take
    /// (dead; with taking them a win it looked like seki).
    #[test]
    fn stones_shut_in_an_eye_win_no_race() {
        let race = |diagram: &str| {
            let (board, view) = unjudged(diagram);
            let inside = board.stones(Color::Black);
            let short = view.short_blocks(Color::White, inside, 4)
                - set("A9").flood_fill(board.stones(Color::White));
            let game = view
                .race_game(Color::White, inside, short)
                .expect("a small race");
            let nodes = LIFE_NODES;
            let won_by_capture = view.decisive(short);
            (
                view.search_race(&board, Color::White, inside, short, true, game),
                view.race_outcome(&board, Color::White, inside, PointSet::EMPTY, nodes, game),
                view.race_outcome(&board, Color::White, inside, won_by_capture, nodes, game),
            )
        };
        let alive = race(
            "\
O O O O O O O . .
O O O O O O O . .
O O O O O O O . .
O X X X X X O . .
O X X X . X O . .
O X . X O X O . .
O X X X X X O . .
O O O O O O O . .
. . . . . . . . .
",
        );
        assert_eq!(
            alive,
            (Some(Status::Alive), Some(Status::Seki), Some(Status::Alive))
        );
        let dead = race(
            "\
O O O O O O O O O
O O O O . O O . O
O O O O O O O O O
O O O X O X O O O
O O X X X X X O .
O O O X . X O O .
O . O X O . X O O
O O O X . X X O .
O O X X X . O O .
",
        );
        assert_eq!(
            dead,
            (Some(Status::Dead), Some(Status::Dead), Some(Status::Seki))
        );
    }

    /// Black's stones in White's area hold White's E7 in atari: taking it
    /// at E6 makes a second eye beside C7, so they live whoever moves
    /// first (White can play neither E6 nor C7). With C7 filled, E6 is
    /// their last liberty: White takes them there, or at E7 once they
    /// have taken the stone; dead either way.
    #[test]
    fn stones_that_take_a_block_in_atari_for_an_eye_live_inside() {
        let lives = |diagram: &str| {
            let (board, view) = unjudged(diagram);
            let inside = board.stones(Color::Black);
            let mut races = Races::default();
            view.lives_inside(&board, Color::White, inside, set("E7"), &mut races)
        };
        let two_eyes = "\
O O O O O O O . .
O X X X X X O . .
O X . X O X O . .
O X X X . X O . .
O X X X X X O . .
O O O O O O O . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
";
        assert!(lives(two_eyes));
        assert!(!lives(&two_eyes.replacen("O X . X O", "O X X X O", 1)));
    }

    /// White's ring F4-J9 holds Black's G6-G8 and has no liberty but the
    /// four it shares with it (G5 F7 H6 H8): neither side can fill one
    /// without putting itself in atari, a seki. The race with Black's short
    /// wall blocks around (E4, J4, E9) costs more than 1 000 nodes; past that
    /// cap the race with only the stones White shuts in shows the seki,
    /// where the estimate alone called the ring dead.
    #[test]
    fn a_race_past_its_budget_is_narrowed_to_the_stones_shut_in() {
        let board = crate::io::read(
            "\
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . X X X X . . . .
. . . . X O O O O X . . .
. . . X O O X . O X . . .
. . . X O . X O O X . . .
. . . X O O X . O X . . .
. . . . X O . O O X X X X
. . . . X O O O X . O O O
. . . . . X X X . X O O .
. . . . . . . . . X O O O
. . . . . . . . . X O . .
",
        )
        .expect("a position");
        let proven = crate::block_status(&board, crate::status::StatusLimits::default());
        let cap = Budget {
            nodes: 1_000,
            time: None,
        };
        let verdict = judge(&board, &proven, cap);
        let ring = set("F4 G4 H4 F5 H5 J5 E6 F6 J6 E7 H7 J7 E8 F8 J8 F9 G9 H9 J9");
        assert_eq!(verdict.seki(), ring | set("G6 G7 G8"));
        assert!(verdict.dead().is_empty(), "dead: {}", verdict.dead());
    }
}
