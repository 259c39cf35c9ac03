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
//! one-point false eye) and 2 otherwise (Tenuki's eye count of docs/scoring.md
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
//! territory, docs/scoring.md) says whose area it is: a region holding
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

mod fights;
mod races;
mod view;

use crate::{
    go::{Board, ByColor, Color, Move, PointSet, Scoring},
    limits::{Budget, JUDGE_RACE_NODES, Limits},
    seki::{Verified, basic_seki},
    status::{BlockStatus, Proof, Status},
};
use fights::Fought;
use view::{Races, View};

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
    /// Estimated dead (enclosed), next to an opponent block no proof shows
    /// alive: the fight to live of that pair, searched, kills it even
    /// moving first.
    LosesFight,
    /// Estimated alive, but an enclosed block whose walls are proven alive
    /// captures it in their race whoever moves first (exact search): dead,
    /// disputed.
    CapturedInRace,
    /// An enclosed block whose walls are proven alive and an opponent block
    /// it shares a liberty with: neither captures the other in their race,
    /// whoever moves first (exact search): seki, disputed.
    RaceSekiDisputed,
    /// Estimated dead (enclosed), its walls proven alive: in its race with
    /// the opponent block next to it each side captures moving first:
    /// unsettled, counted dead as the estimate says.
    UnsettledFight,
    /// Estimated dead (enclosed); its fight to live with the opponent block
    /// next to it, read with walls of its colour that no proof shows alive,
    /// lets it live moving first: counted dead as the estimate says,
    /// disputed.
    DoubtedFight,
}

impl Reason {
    /// What decided: `proof`, `search` or `estimate`.
    #[must_use]
    pub fn decided_by(self) -> &'static str {
        match self {
            Reason::Proven(_) => "proof",
            Reason::LosesRace
            | Reason::TakenFromInside
            | Reason::RaceSeki
            | Reason::EvenFight
            | Reason::BasicSeki
            | Reason::LivesInside
            | Reason::LosesFight
            | Reason::CapturedInRace
            | Reason::RaceSekiDisputed => "search",
            Reason::Enclosed
            | Reason::NoRoom
            | Reason::SharesDame
            | Reason::Strong
            | Reason::ReachesTerritory
            | Reason::Unjudged
            | Reason::UnsettledFight
            | Reason::DoubtedFight => "estimate",
        }
    }

    /// Whether the estimate and a fight's search disagree on the block:
    /// the search decided against the estimate, or doubts it.
    #[must_use]
    pub fn disputed(self) -> bool {
        matches!(
            self,
            Reason::CapturedInRace | Reason::RaceSekiDisputed | Reason::DoubtedFight
        )
    }
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
            Reason::LosesFight => f.write_str("search: enclosed, loses its fight to live"),
            Reason::CapturedInRace => f.write_str(
                "search: captured in its race with an enclosed block, whoever moves first (the estimate said alive), disputed",
            ),
            Reason::RaceSekiDisputed => f.write_str(
                "search: neither captures in its race with an enclosed block, seki (the estimate said otherwise), disputed",
            ),
            Reason::UnsettledFight => f.write_str(
                "estimate: enclosed; the first mover wins its race, unsettled, counted dead",
            ),
            Reason::DoubtedFight => f.write_str(
                "estimate: enclosed, counted dead; disputed: its fight, read with its walls unproven, lets it live moving first",
            ),
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

    /// The stones of blocks the estimate and a fight's search disagree
    /// on ([`Reason::disputed`]).
    #[must_use]
    pub fn disputed(&self) -> PointSet {
        self.blocks
            .iter()
            .filter(|b| b.reason.disputed())
            .map(|b| b.stones)
            .collect()
    }

    /// The stones of blocks whose fight to live the first mover decides
    /// (counted as the estimate says).
    #[must_use]
    pub fn unsettled(&self) -> PointSet {
        self.blocks
            .iter()
            .filter(|b| b.reason == Reason::UnsettledFight)
            .map(|b| b.stones)
            .collect()
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
                    .map(|b| b.stones)
                    .collect::<PointSet>()
            });
            let territories = ByColor::from_fn(|c| {
                empty
                    .components()
                    .filter(|r| {
                        let around = r.neighbors();
                        !around.intersects(stones[c.opponent()]) && around.intersects(alive[c])
                    })
                    .collect::<PointSet>()
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
            .map(|b| b.stones)
            .collect::<PointSet>()
    }
}

/// Judges every block of `board` from its proven statuses `proven`: proofs
/// stand; the rest is estimated as the module says. Each search spends
/// at most its own budget and [`Limits::status`].
#[must_use]
pub fn judge(board: &Board, proven: &[BlockStatus], limits: &Limits) -> Verdict {
    let cap = limits.status;
    let board = &board.rooted();
    let joined = |mut v: Verdict| {
        v.join_territories(board);
        v
    };
    // As Carta (docs/scoring.md-4.8): the forced connections of the count
    // this judgement makes are filled and the blocks judged again; then
    // the open kos are connected and they are judged once more. The races
    // between weak groups are read on the last position only.
    let mut estimated = estimate(board, proven, cap, &Fought::default());
    let mut position = board.clone();
    for fill in [with_forced_connections, with_open_kos] {
        let filled = fill(&position, &joined(estimated.clone()));
        if filled.occupied() != position.occupied() {
            estimated = estimate(&filled, proven, cap, &Fought::default());
            position = filled;
        }
    }
    joined(with_fights(&position, proven, cap, estimated))
}

/// `estimated` (the estimate of `board`'s blocks) with the races between
/// weak groups it settled read ([`fights`]); when a fight overturns it, the
/// estimate is made again from what the fights decided.
fn with_fights(board: &Board, proven: &[BlockStatus], cap: Budget, estimated: Verdict) -> Verdict {
    let mut fought = Fought::default();
    let mut verdict = estimated;
    // Each pass decides at least one more block; a few always suffice.
    for _ in 0..4 {
        if !fought.read(board, &verdict, cap) {
            break;
        }
        verdict = estimate(board, proven, cap, &fought);
    }
    fought.label(&mut verdict);
    verdict
}

/// The estimate of every block not proven, from what `fought` decided.
fn estimate(board: &Board, proven: &[BlockStatus], cap: Budget, fought: &Fought) -> Verdict {
    let of = |status: Status| {
        proven
            .iter()
            .filter(|b| b.status == status)
            .map(|b| b.stones)
            .collect::<PointSet>()
    };
    let proven_alive = of(Status::Alive);
    let proven_dead = of(Status::Dead);
    // Basic Seki that search confirms (walls assumed safe): their essential
    // blocks are in seki, their negligible blocks dead, whatever the
    // estimate below would say.
    let budget = Budget::nodes(JUDGE_RACE_NODES).at_most(cap);
    let (mut basic, mut negligible) = (PointSet::EMPTY, PointSet::EMPTY);
    for s in basic_seki(board, Some(budget)) {
        if matches!(s.verified, Verified::Search(_)) {
            basic |= s.essential_stones();
            negligible |= s.negligible_stones();
        }
    }
    let mut dead = proven_dead | fought.dead;
    let mut raced_seki = fought.seki;
    let mut searched = PointSet::EMPTY;
    let mut taken = PointSet::EMPTY;
    let mut even = PointSet::EMPTY;
    let mut living = fought.seki;
    let mut view = View::new(board, dead, proven_alive | living, cap);
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
                _ if fought.dead.intersects(b.stones) => (Status::Dead, Reason::CapturedInRace),
                _ if fought.seki.intersects(b.stones) => (Status::Seki, Reason::RaceSekiDisputed),
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
/// (docs/scoring.md: a point of a side's territory where it must connect
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

/// `board` with its open kos connected (docs/scoring.md): an empty point
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

#[cfg(test)]
mod tests;
