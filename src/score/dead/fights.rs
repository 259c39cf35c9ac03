//! Races between weak groups that the estimate settled, asked of search:
//! the fight to live ([`pair_fight`], GTP's `analyze_semeai`) and the
//! capture race.
//!
//! A block the estimate calls dead (fewer than two eyes, enclosed) is in a
//! race with an opponent block next to it or to its liberties (the one no
//! proof shows alive with the fewest liberties; else a proven one): the
//! estimate of that block's strength (eyes counted by shape) is what kills
//! it. The pair's local game ([`pair_game`]) takes every stone round it as
//! a safe wall, so a result stands only for a side whose walls are alive:
//!
//! - **confirmed**: the fight to live, the enclosed block moving first,
//!   within [`JUDGE_FIGHT_NODES`], exact (not an open race read near the
//!   racers, not the capture race in place of the fight), kills it, and the
//!   opponent's walls are judged alive: dead, by search;
//! - **overturned**: the enclosed block's walls are proven alive, and the
//!   capture race (within [`JUDGE_RACE_NODES`] a first mover) shows it
//!   capturing the opponent block whoever moves first: that block is dead,
//!   *disputed*, and the estimate is made again without it. When neither
//!   captures whoever moves first, they share a liberty and the opponent's
//!   walls are alive: seki, disputed;
//! - **unsettled**: walls proven, each side captures moving first. The
//!   count keeps the estimate (the enclosed block dead: both players
//!   passed, and the side round it is taken to answer the approach) and
//!   says so;
//! - **doubted**: the fight lets the enclosed block live moving first, but
//!   its walls are not proven: the estimate stands, disputed (the count is
//!   not sure of it).
//!
//! Past the budgets the estimate stands.

use std::collections::HashMap;

use super::{Judged, Reason, Verdict, view::first_mover_result};
use crate::{
    go::{Board, ByColor, Color, PointSet},
    limits::{Budget, JUDGE_FIGHT_NODES, JUDGE_RACE_NODES, Limits},
    race::{LocalGame, Outcome},
    search::{FightAnswer, Solver, pair_fight, pair_game},
    status::Status,
};

/// What the fights read so far decided, over the rounds of one judgement.
#[derive(Default)]
pub(super) struct Fought {
    /// Blocks the estimate kept alive that an enclosed block captures in
    /// their race whoever moves first.
    pub(super) dead: PointSet,
    /// Blocks in seki by their race (the estimate said otherwise).
    pub(super) seki: PointSet,
    /// Blocks the estimate called dead whose fight kills them too.
    pub(super) confirmed: PointSet,
    /// Blocks whose fight the first mover decides: the estimate stands.
    pub(super) unsettled: PointSet,
    /// Blocks the estimate called dead that live in their fight moving
    /// first, read with walls of theirs no proof shows alive: the estimate
    /// stands, disputed.
    pub(super) doubted: PointSet,
    /// The pairs' games, by the pair's blocks.
    games: HashMap<(PointSet, PointSet), Option<LocalGame>>,
    /// The fights and races read.
    known: FightsRead,
}

/// The fights and races read, by what decides them: the game's points, the
/// stones on them and next to them (and the first mover): a pass that
/// reads the estimate again meets most of them again.
#[derive(Default)]
struct FightsRead {
    fights: HashMap<(PointSet, ByColor<PointSet>, Color), Option<FightAnswer>>,
    races: HashMap<(PointSet, ByColor<PointSet>), ByColor<Outcome>>,
}

impl Fought {
    /// Blocks whose status a fight decided against the estimate.
    pub(super) fn disputed(&self) -> PointSet {
        self.dead | self.seki
    }

    /// Says which of `verdict`'s blocks estimated dead (enclosed) a fight
    /// confirmed, which a fight left unsettled, and which a fight doubts.
    pub(super) fn label(&self, verdict: &mut Verdict) {
        for b in &mut verdict.blocks {
            if b.reason == Reason::Enclosed && b.stones.intersects(self.confirmed) {
                b.reason = Reason::LosesFight;
            } else if b.reason == Reason::Enclosed && b.stones.intersects(self.unsettled) {
                b.reason = Reason::UnsettledFight;
            } else if b.reason == Reason::Enclosed && b.stones.intersects(self.doubted) {
                b.reason = Reason::DoubtedFight;
            }
        }
    }

    /// Reads the fight of every block `verdict` estimates dead (enclosed)
    /// and its partner ([`partner`]). Whether a decision changed what the
    /// estimate must start from (then it is made again).
    pub(super) fn read(&mut self, board: &Board, verdict: &Verdict, cap: Budget) -> bool {
        let before = (self.dead, self.seki);
        for a in &verdict.blocks {
            let decided = self.disputed() | self.confirmed | self.unsettled | self.doubted;
            if a.reason != Reason::Enclosed || a.stones.intersects(decided) {
                continue;
            }
            let Some(b) = partner(board, verdict, a) else {
                continue;
            };
            let pair = (a.stones, b.stones);
            let Some(game) = self
                .games
                .entry(pair)
                .or_insert_with(|| pair_game(board, a.stones.first()?, b.stones.first()?))
            else {
                continue;
            };
            let game = game.clone();
            self.read_enclosed(board, verdict, cap, a, b, &game);
        }
        before != (self.dead, self.seki)
    }

    /// An enclosed block `a` and its partner `b`: the fight confirms, the
    /// race overturns (see the module).
    fn read_enclosed(
        &mut self,
        board: &Board,
        verdict: &Verdict,
        cap: Budget,
        a: &Judged,
        b: &Judged,
        game: &LocalGame,
    ) {
        let (a_walls, b_walls) = (
            walls_alive(verdict, game, a.color, true),
            walls_alive(verdict, game, b.color, false),
        );
        if !a_walls && !b_walls {
            return;
        }
        let confirm = Limits {
            eye_games: JUDGE_FIGHT_NODES,
            ..Limits::default()
        }
        .at_most(Budget::nodes(JUDGE_FIGHT_NODES))
        .at_most(cap);
        let near = stones_near(board, game.points);
        let a_first = *self
            .known
            .fights
            .entry((game.points, near, a.color))
            .or_insert_with(|| {
                pair_fight(board, game, a.color, &confirm).filter(|f| f.method.exact())
            });
        match a_first.map(|f| f.codes.0) {
            // Dead even moving first, the opponent's walls alive.
            Some(0) if b_walls => {
                self.confirmed |= a.stones;
                return;
            }
            Some(0) => return,
            // It lives moving first, by a reading that counted on walls of
            // its own no proof shows alive.
            Some(_) if !a_walls => {
                self.doubted |= a.stones;
                return;
            }
            None if !a_walls => return,
            _ => {}
        }
        // A block in the enclosed block's own eye (its area bordered by no
        // other stone of that colour) is no racer: taking it is how the eye
        // is made or spoilt, which the fight reads, not the capture race
        // (four stones round a point, thrown into a big eye, are taken and
        // the cross of five they leave is killed).
        let area = b.stones.flood_fill(board.points() - board.stones(a.color));
        if (area.neighbors() & board.stones(a.color)).is_subset(a.stones) {
            return;
        }
        // Its walls proven: the capture race decides what it can overturn
        // (a capture is certain; the captor's life is judged again once the
        // captured block is off).
        let race = self.race(board, cap, game, near);
        let (o, x) = (a.color, b.color);
        let empty = board.empty_points();
        let shared = !(a.stones.neighbors() & b.stones.neighbors() & empty).is_empty();
        match (race[o], race[x]) {
            // A captures B even moving second.
            (_, r) if r == Outcome::win(o) => self.dead |= b.stones,
            // Neither captures: seki when they share a liberty.
            (Outcome::Seki, Outcome::Seki) if shared && b_walls => {
                self.seki |= a.stones | b.stones;
            }
            (r, s) if r == Outcome::win(o) && s == Outcome::win(x) => {
                self.unsettled |= a.stones;
            }
            _ => {}
        }
    }

    /// The capture race of `game` (`near`: the stones on its points and
    /// next to them), each side moving first, within [`JUDGE_RACE_NODES`]
    /// nodes a first mover.
    fn race(
        &mut self,
        board: &Board,
        cap: Budget,
        game: &LocalGame,
        near: ByColor<PointSet>,
    ) -> ByColor<Outcome> {
        *self
            .known
            .races
            .entry((game.points, near))
            .or_insert_with(|| {
                let budget = Budget::nodes(JUDGE_RACE_NODES).at_most(cap);
                let mut solver = Solver::new(board, game.points, game.essential(), budget);
                let mut first = |c| first_mover_result(&mut solver, c);
                let black = first(Color::Black);
                ByColor::new(black, first(Color::White))
            })
    }
}

/// The opponent block `a` races: next to it or to its liberties, alive,
/// one no proof shows alive first, the fewest liberties first, the
/// biggest first.
fn partner<'v>(board: &Board, verdict: &'v Verdict, a: &Judged) -> Option<&'v Judged> {
    let empty = board.empty_points();
    let neighbours = a.stones.neighbors();
    let reach = neighbours | (neighbours & empty).neighbors();
    verdict
        .blocks
        .iter()
        .filter(|b| b.color != a.color && b.status == Status::Alive && b.stones.intersects(reach))
        .min_by_key(|b| {
            (
                proven_alive(b),
                (b.stones.neighbors() & empty).len(),
                std::cmp::Reverse(b.stones.len()),
            )
        })
}

fn proven_alive(b: &Judged) -> bool {
    b.status == Status::Alive && matches!(b.reason, Reason::Proven(_))
}

/// Whether `c`'s walls of `game` (its blocks next to the game's points,
/// outside them), which a reading of the game counts on, are alive:
/// proven alive (`proven`), or judged alive.
fn walls_alive(verdict: &Verdict, game: &LocalGame, c: Color, proven: bool) -> bool {
    let points = game.points;
    let essential = game.essential()[c];
    verdict.blocks.iter().all(|w| {
        w.color != c
            || w.stones.intersects(essential)
            || !w.stones.intersects(points | points.neighbors())
            || if proven {
                proven_alive(w)
            } else {
                w.status == Status::Alive
            }
    })
}

/// The stones on `points` and next to them: with the points, what decides
/// a reading.
fn stones_near(board: &Board, points: PointSet) -> ByColor<PointSet> {
    let near = points | points.neighbors();
    ByColor::from_fn(|c| board.stones(c) & near)
}
