//! Every budget the engine's searches spend, in one place.
//!
//! A search that runs past its budget answers `unknown`, never a guess, so
//! a budget decides only how much gets answered, not what. The defaults are
//! counted in nodes, not seconds, so that an answer does not depend on the
//! machine. [`Limits`] carries the budgets a caller may want to change; the
//! sizes and small budgets below are the engine's own (they bound the
//! questions it asks on its way, and change no figure it reports as known).
//!
//! | budget | default | spent by |
//! |---|---|---|
//! | [`Limits::pair`] | 5 000 000 nodes | one race in pair mode (`analyze --pair`, `semeai_json A B` and GTP's other pair commands) |
//! | [`Limits::fight`] | 400 000 nodes | GTP `analyze_semeai` of a race of class 0-3 or on at most 20 points: the fight to live, then (past it) the fight with big eyes left by captures taken as life, at most 30 000 nodes, and the capture race, each with as much again for its move |
//! | [`Limits::fight_complex`] | 30 000 nodes | the same for a race of class 4-8 on more than 20 points; an open race (class 8) is read first within four steps of the racers, within at most 20 000 nodes |
//! | [`Limits::whole_board`] | 200 000 nodes | each local game in whole-board mode, and each safety proof of its partition |
//! | [`Limits::status`] | 200 000 nodes | each search of the block status, of the safe points (`go_safe`), and at most each question of the dead-stone judge |
//! | [`Limits::status_region_points`] | 12 empty points | regions past which the block status tries no search |
//! | [`Limits::eye_games`] | 8 000 000 nodes | all the eye games of one count of big eyes ([`crate::race::first_movers`]) together; each game also stops at 2 000 000 |
//! | [`Limits::seki`] | 1 000 000 nodes | the check by search of each Basic Seki (`semeai seki`) |
//! | [`Limits::values`] | 200 000 positions | each local game's value ([`crate::endgame::values`]: `semeai values`, GTP `semeai_values` and `genmove`) |

use std::time::Duration;

/// How much one search may spend before it answers "unknown".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Nodes (positions visited, counted over all searches of one solver).
    pub nodes: u64,
    /// Wall-clock time, when set. Off by default, so that answers do not
    /// depend on the machine.
    pub time: Option<Duration>,
}

impl Budget {
    /// A budget of `nodes` nodes and no time limit.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Budget {
        Budget { nodes, time: None }
    }

    /// The smaller of two budgets: fewer nodes, and the shorter time when
    /// either has one.
    #[must_use]
    pub fn at_most(self, cap: Budget) -> Budget {
        let time = match (self.time, cap.time) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Budget {
            nodes: self.nodes.min(cap.nodes),
            time,
        }
    }
}

/// The budgets of every search the engine makes for a caller (the command
/// line, the GTP engine and the library share these defaults):
///
/// | budget | default | spent by |
/// |---|---|---|
/// | [`Limits::pair`] | 5 000 000 nodes | one race in pair mode (`analyze --pair`, `semeai_json A B` and GTP's other pair commands) |
/// | [`Limits::fight`] | 400 000 nodes | GTP `analyze_semeai` of a race of class 0-3 or on at most 20 points: the fight to live, then (past it) the fight with big eyes left by captures taken as life, at most 30 000 nodes, and the capture race, each with as much again for its move |
/// | [`Limits::fight_complex`] | 30 000 nodes | the same for a race of class 4-8 on more than 20 points; an open race (class 8) is read first within four steps of the racers, within at most 20 000 nodes |
/// | [`Limits::whole_board`] | 200 000 nodes | each local game in whole-board mode, and each safety proof of its partition |
/// | [`Limits::status`] | 200 000 nodes | each search of the block status, of the safe points (`go_safe`), and at most each question of the dead-stone judge |
/// | [`Limits::status_region_points`] | 12 empty points | regions past which the block status tries no search |
/// | [`Limits::eye_games`] | 8 000 000 nodes | all the eye games of one count of big eyes ([`crate::race::first_movers`]) together; each game also stops at 2 000 000 |
/// | [`Limits::seki`] | 1 000 000 nodes | the check by search of each Basic Seki (`semeai seki`) |
/// | [`Limits::values`] | 200 000 positions | each local game's value ([`crate::endgame::values`]: `semeai values`, GTP `semeai_values` and `genmove`) |
///
/// ```
/// use semeai::{Budget, Limits};
///
/// let l = Limits::default();
/// assert_eq!(l.pair, Budget::nodes(5_000_000));
/// // A GTP engine started with `--nodes 1000` spends at most that anywhere.
/// let small = Limits::default().at_most(Budget::nodes(1_000));
/// assert_eq!((small.pair.nodes, small.whole_board.nodes, small.status.nodes), (1_000, 1_000, 1_000));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// One race in pair mode.
    pub pair: Budget,
    /// GTP `analyze_semeai` of a race of Müller's classes 0-3 (one
    /// essential block a side, every empty point a liberty of a known
    /// kind): the fight to live, and the capture race when the fight runs
    /// past it; enough for every race of Ricard Vilà's suite.
    pub fight: Budget,
    /// The same for a race of classes 4-8 (unknown areas, several eyes,
    /// chains, unknown blocks, open races) read on more than 20 points
    /// ([`Limits::fight_for`]): the fights of a real game's weak
    /// groups, which search seldom reads to the end; past this budget the
    /// formula's estimate answers (docs/gtp.md; docs/benchmarks.md has the
    /// figures).
    pub fight_complex: Budget,
    /// Each local game in whole-board mode, and each search of the safety
    /// proofs that make its partition.
    pub whole_board: Budget,
    /// Each search of the block status and of the safe points; it also caps
    /// each question the dead-stone judge of scoring asks.
    pub status: Budget,
    /// Empty points of a group's enclosed regions (or of a region holding
    /// the opponent's stones) past which the block status tries no search.
    pub status_region_points: usize,
    /// Nodes all the eye games of one count of big eyes search together.
    pub eye_games: u64,
    /// The check by search of each Basic Seki.
    pub seki: Budget,
    /// The positions read for each local game's value (its nodes; a value
    /// has no time limit, so that it does not depend on the machine).
    pub values: Budget,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            pair: Budget::nodes(5_000_000),
            fight: Budget::nodes(400_000),
            fight_complex: Budget::nodes(30_000),
            whole_board: Budget::nodes(200_000),
            status: Budget::nodes(200_000),
            status_region_points: 12,
            eye_games: 8_000_000,
            seki: Budget::nodes(1_000_000),
            values: Budget::nodes(VALUE_NODES),
        }
    }
}

impl Limits {
    /// The search budget of each race: [`Limits::pair`] in pair mode,
    /// [`Limits::whole_board`] in whole-board mode.
    #[must_use]
    pub fn race(&self, pair: bool) -> Budget {
        if pair { self.pair } else { self.whole_board }
    }

    /// The budget of the fight to live of a race of Müller's class
    /// `class` read on `points` points: [`Limits::fight`] for classes 0-3
    /// and for a fight on at most 20 points (a corner's: on GNU Go's
    /// `semeai.tst` every such fight finished within it), and
    /// [`Limits::fight_complex`] for any other.
    #[must_use]
    pub fn fight_for(&self, class: u8, points: usize) -> Budget {
        if class <= 3 || points <= FIGHT_SMALL_POINTS {
            self.fight
        } else {
            self.fight_complex
        }
    }

    /// The limits of `semeai gtp --nodes N` (and of the Python engine's
    /// `nodes`): each pair question (the race in pair mode, the fight to
    /// live of any race) gets `cap`, and no other search more.
    #[must_use]
    pub fn pair_questions(cap: Budget) -> Limits {
        Limits {
            pair: cap,
            fight: cap,
            fight_complex: cap,
            ..Limits::default().at_most(cap)
        }
    }

    /// These limits with every search budget at most `cap` (nodes and time
    /// apart); the eye games' shared count and the region size are kept.
    #[must_use]
    pub fn at_most(self, cap: Budget) -> Limits {
        Limits {
            pair: self.pair.at_most(cap),
            fight: self.fight.at_most(cap),
            fight_complex: self.fight_complex.at_most(cap),
            whole_board: self.whole_board.at_most(cap),
            status: self.status.at_most(cap),
            seki: self.seki.at_most(cap),
            values: self.values.at_most(cap),
            ..self
        }
    }
}

// The engine's own sizes and budgets: the questions it asks on its way.

/// Pair mode: local games with more empty points than this, or more points
/// than [`PAIR_SEARCH_POINTS`], are not searched (their figures are unknown
/// at once instead of after the whole budget); the curated open race
/// c8-open-race has 77 empty points of 81, and is partly solved.
pub(crate) const PAIR_SEARCH_EMPTY: usize = 80;
/// See [`PAIR_SEARCH_EMPTY`].
pub(crate) const PAIR_SEARCH_POINTS: usize = 100;
/// Whole-board mode: local games with more points than this (empty or not)
/// are not searched. What is left of a real game once the proven-safe
/// blocks and their territory are cut away is a tangle of weak groups and
/// open areas, not a race: past this size exact search runs its budget out
/// and answers nothing. Every curated whole-board problem is far below it.
pub(crate) const WHOLE_BOARD_SEARCH_POINTS: usize = 40;
/// The fight one move ahead, when a kill by a ko the opponent must start
/// may be one only the opponent can start (`search::fight`).
pub(crate) const AHEAD_NODES: u64 = 100_000;
/// Whether a wall short of liberties next to a racing block can be captured
/// (pair mode's partition).
pub(crate) const WALL: Budget = Budget::nodes(20_000);
/// Each eye game on its own (besides [`Limits::eye_games`]).
pub(crate) const EYE_GAME_NODES: u64 = 2_000_000;
/// Nodes of the eye game the static rules ask of an opponent's eye space
/// inside an area they test (at most seven points: a dead shape or not).
pub(crate) const STATIC_EYE_NODES: u64 = 20_000;
/// The check that a Basic Seki's sacrifices are not needed.
pub(crate) const SEKI_SACRIFICE: Budget = Budget::nodes(2_000);
/// The check by search of a generated Basic Seki.
pub(crate) const SEKI_GENERATED: Budget = Budget::nodes(200_000);
/// The dead-stone judge: a group's life by its eye space, a region's eye
/// value, or a fight worth nothing (each at most [`Limits::status`]).
pub(crate) const JUDGE_LIFE_NODES: u64 = 20_000;
/// The dead-stone judge: a race between an enclosed group and its
/// enclosers, and each Basic Seki's check.
pub(crate) const JUDGE_RACE_NODES: u64 = 5_000;
/// The dead-stone judge: each question of the fight to live of an enclosed
/// block and an opponent block next to it that no proof shows alive.
pub(crate) const JUDGE_FIGHT_NODES: u64 = 1_000;
/// The dead-stone judge: whether stones inside a group that is too big to
/// race can be captured at all.
pub(crate) const JUDGE_INSIDE_NODES: u64 = 250_000;
/// The positions read for one local game's canonical value
/// ([`crate::endgame::values`]).
pub(crate) const VALUE_NODES: u64 = 200_000;
/// A fight to live read on at most this many points (the race's points,
/// or an open race's reading area) gets [`Limits::fight`] whatever its
/// class: on GNU Go's `semeai.tst` every such fight finished within it (30
/// of 30), against 45 of 88 larger ones.
pub(crate) const FIGHT_SMALL_POINTS: usize = 20;
/// GTP `analyze_semeai` past the fight's budget: the fight read again with
/// big eyes left by captures taken as life, within at most this
/// (`FightMethod::AssumedLife`).
pub(crate) const ASSUMED_LIFE: Budget = Budget::nodes(30_000);
/// GTP `analyze_semeai` of a race the analysis calls seki: the fight asked
/// for a ko only one side can start (at most [`Limits::fight`]).
pub(crate) const SEKI_FIGHT: Budget = Budget::nodes(20_000);
/// The fight to live (GTP `analyze_semeai`): the largest region a capture
/// leaves whose life the eye game is asked, and that game's nodes.
pub(crate) const FIGHT_EYE_POINTS: usize = 7;
/// See [`FIGHT_EYE_POINTS`].
pub(crate) const FIGHT_EYE_NODES: u64 = 20_000;
/// The search of a capturer's eye space after a capture in the fight to
/// live (`status::lives_beside_safe_walls`): past it the fight goes on.
pub(crate) const FIGHT_LIFE_NODES: u64 = 5_000;
/// The chase by ataris of a racer that a move takes out of an open race's
/// reading area (`search::ladder`): past it the racer has escaped.
pub(crate) const CHASE_NODES: u64 = 2_000;
/// The fight of an open race (class 8, GTP `analyze_semeai`) is read within
/// this many steps of the racers' stones: their liberties and the points
/// next to them ([`crate::race::LocalGame::reading_area`]).
pub(crate) const OPEN_READING_STEPS: usize = 2;
/// Before that, the fight of an open race is read within this many steps
/// of the racers ([`crate::race::LocalGame::wide_reading_area`]), within
/// at most [`OPEN_WIDE_READING`]: fewer liberties at the area's edge count
/// as a way out. Four steps: on GNU Go's `semeai.tst` five lose two answers
/// that four keep (walls in atari farther out come into the area).
pub(crate) const OPEN_WIDE_READING_STEPS: usize = 4;
/// See [`OPEN_WIDE_READING_STEPS`]: the fight, then the capture race, each
/// within at most this; past it the open race is read within
/// [`OPEN_READING_STEPS`].
pub(crate) const OPEN_WIDE_READING: Budget = Budget::nodes(20_000);
/// A part of an open race's game the reading area cuts off is read with it
/// when it has at most this many points: a pocket, not a way out.
pub(crate) const OPEN_POCKET_POINTS: usize = 2;
