//! Step 4 of Müller's method: exact search of one local game (docs/search.md and 6),
//! and the fight to live that GNU Go's `analyze_semeai` asks ([`FightReader`]).
//!
//! The search plays only inside the local game, or passes. A line ends when a
//! move captures an essential block (its capturer wins; capturing a wall, a
//! stone outside the game assumed safe, counts the same when it frees a
//! racer, see `Solver::escapes_by`) or after two passes
//! in a row (seki, or both alive). Suicide is illegal and a move that repeats
//! a whole-board position of the line is illegal (positional superko).
//!
//! ```text
//! . O X X x .    R(c, k): c makes k moves in a row (the opponent passes
//! O O X . X x    in between), then play alternates, opponent to move.
//! X X X X x x    black_first = R(black, 1), white_first = R(white, 1);
//! x x x x x .    status and seki_level come from R(c, k) for k = 2, 3...
//! ```
//!
//! It is a depth-first alpha-beta search to the end of the game (there is no
//! heuristic evaluation to deepen towards) over a three-valued result (win,
//! seki, loss) or the local score, with a transposition table keyed by the
//! Zobrist hash of the position, the point of a ko just taken, the side to
//! move, the free moves left and whether the last move was a pass (in the
//! fight to live, the essential stones too). Moves are ordered: captures and saving
//! an essential block in atari first, then filling the opponent's liberties
//! (outside before shared), then the rest; filling one's own eye and
//! self-atari last, and pass after all; within each rank, moves that refuted
//! other moves more often first (the history heuristic).
//!
//! Four reductions, all exact and all switched off by
//! [`Solver::reductions`] for the check that they change no answer:
//! plain outside liberties are counters (see `plain_liberties`), PASS is
//! not tried where the mover can fill one of the opponent's (see `order`),
//! shared liberties touching nothing but the two essential blocks and each
//! other are filled lowest first (see `interchangeable_shared`), and
//! Benson's unconditional life inside the game
//! ([`crate::life::benson_local`]) bounds a node (a side whose
//! essential blocks are alive cannot lose) and takes the alive blocks'
//! vital regions out of play.
//!
//! Superko makes a result depend on the line. A node whose value depended on
//! a move barred because it repeats a position *above* the node is never
//! stored in the table; a repetition of the node's own position or of one
//! below it happens on every line through the node, so that value is stored.
//! A race is a ko when its result changes with who wins every repetition
//! (as with unlimited ko threats). Giving a side every ko only adds moves
//! for it, so it can only raise its result, and only where the proof found
//! under superko met a barred move of that side at a node where the side
//! fell short (`Dep`); only then is the question searched again under
//! that rule, and that search reuses every bound of the superko table that
//! the same argument keeps valid.
//!
//! Past the node or time budget a search answers `None` (shown as
//! `unknown`), never a guess.

use std::time::Instant;

use crate::{
    go::{Board, ByColor, Color, KoRule, Move, MoveError, Played, PointSet, Rules, took_ko},
    limits::Budget,
};

mod choose;
mod estimate;
mod fight;
mod ko;
mod ladder;
mod negamax;
mod order;
mod reduce;
mod solve;
mod table;
mod value;

pub(crate) use fight::wall_can_be_captured;
pub use fight::{FightAnswer, FightMethod, FightReader, pair_fight, pair_game};
use reduce::{Plain, anchored_walls, plain_liberties};
pub use solve::solve;
use table::Table;
pub use value::{LocalMove, LocalPosition, LocalTree, LocalValueError, local_tree, local_value};

/// How the search treats a move that repeats a position of its line. The
/// board's rule ([`crate::Rules::ko`]) is positional superko; a ko's result
/// is found by asking who wins when one side wins every repetition.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// Positional superko: a move that repeats a position of the line is illegal.
    Barred,
    /// The colour wins every repetition: its move barred by superko wins
    /// (it has unlimited ko threats); the other's is illegal.
    WonBy(Color),
    /// As players of Japanese rules play a finished position out: taking
    /// back a ko at once is illegal (simple ko), and a move that repeats an
    /// older position of the line (a double ko, a triple ko) leaves the
    /// fight without result, scored as seki: nobody can end it.
    Eternal,
}

/// What a search maximises.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Objective {
    /// Win 1, seki 0, loss -1.
    Outcome,
    /// The local score under Japanese counting (see [`Solver::stop`]).
    Score,
}

/// Free moves left that never run out: R(c, infinity).
const UNLIMITED: u8 = u8::MAX;
const INF: i32 = 10_000;
/// The deepest line searched: past it a search stops as past its budget
/// (`Unknown`), so that long fights in an open area keep the stack within a
/// test thread's 2 MiB.
const MAX_LINE: usize = 200;

/// How far R(c, k) is followed before status or seki_level are given up
/// (far beyond any race this program meets; a budget usually stops first).
const MAX_K: u8 = 60;

/// An exact solver of one local game.
///
/// ```
/// use semeai::{Budget, ByColor, Color, Outcome, io, search::{Repetition, Solver}};
///
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      . o o o x x x . .
///      . o . X O . x . .
///      . o . X O . x . .
///      . o . X O x x . .",
/// ).unwrap();
/// let game = "C1 C2 C3 D1 D2 D3 E1 E2 E3 F2 F3".parse().unwrap();
/// let essential = ByColor::new("D1".parse().unwrap(), "E1".parse().unwrap());
/// let mut solver = Solver::new(&board, game, essential, Budget::nodes(300_000));
/// // White, one move behind, wins with two moves in a row.
/// assert_eq!(solver.result(Color::White, 1), Outcome::Black);
/// assert_eq!(solver.result(Color::White, 2), Outcome::White);
/// assert_eq!(solver.best_move(Color::White, Repetition::Barred), Some(semeai::Move::Pass));
/// ```
/// It keeps its transposition table
/// between questions, so asking R(c, k) for growing k costs little more than
/// the largest.
pub struct Solver {
    board: Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    /// The essential blocks' stones now, and the empty points that were
    /// occupied in some position of the line, one entry per position of the
    /// line searched (the last is the current one): kept as moves are played
    /// and taken back, instead of a flood fill at every node.
    line: Vec<LineState>,
    walls: PointSet,
    /// The blocks of the wall stones at the start (a line adds no wall; a
    /// wall captured on it, `Solver::escapes_by`, leaves its points empty).
    wall_blocks: Vec<PointSet>,
    /// Wall stones with a liberty outside the game: no move inside the game
    /// can capture a block holding one.
    anchored: PointSet,
    tt: Table,
    /// The most entries `tt` holds ([`table::TABLE_MAX_ENTRIES`]).
    table_max: usize,
    /// Benson's verdict by position (see [`Solver::unconditional`]): whether
    /// Black's and White's essential blocks are alive, and the vital regions
    /// left out of play. A position recurs with other moves left to play.
    benson: reduce::BensonCache,
    ko: Repetition,
    objective: Objective,
    nodes: u64,
    budget: Budget,
    start: Instant,
    aborted: bool,
    plain: Plain,
    /// History heuristic: how often a move of each colour on each point
    /// refuted the other moves of its node.
    history: ByColor<Box<[u32; HISTORY]>>,
    /// Move ordering's working lists, kept between nodes so that a node
    /// allocates only the list of moves it returns.
    scratch: std::cell::RefCell<order::Scratch>,
    /// The rules of the board given (the search's own ko rule is superko).
    rules: Rules,
    /// The fight to live ([`Solver::to_live`]) rather than the capture race.
    fight: bool,
    /// A capture that leaves the capturer a region bigger than any nakade
    /// is taken as life ([`Solver::assuming_big_eyes_live`]): an estimate.
    big_eyes_live: bool,
    /// A racer that a move takes out of the game with two liberties or
    /// fewer is chased by ataris on the whole board
    /// ([`Solver::reading_escapes`]): the chases read, when on.
    chases: Option<ladder::Chases>,
    /// Whether a capturer dies after its capture, by position and colour
    /// (see `Solver::dies_after_capture`).
    deaths: std::collections::HashMap<(u64, Color), bool>,
    /// Whether a capturer lives by its eye space, by position and colour
    /// (see `Solver::lives_after_capture`).
    lives: std::collections::HashMap<(u64, Color), bool>,
    /// The eye-space searches of `lives`, by eye space: the same space met
    /// with other stones elsewhere is not searched again.
    eye_answers: crate::life::eye_space::Answers,
}

/// What the search follows along its line, per position (see `Solver::line`).
#[derive(Copy, Clone, Debug)]
struct LineState {
    essential: ByColor<PointSet>,
    /// Whether a colour's essential stones are one block (then it is a
    /// block, with its liberties, without a flood fill; blocks only join).
    one_block: ByColor<bool>,
    emptied: PointSet,
    /// A hash of `essential` (see `Solver::position_key`).
    essential_key: u64,
    /// A hash of the point of a ko just taken, 0 when the last move that
    /// placed a stone took none (see `Solver::position_key`).
    ko_key: u64,
    /// Who took that ko.
    ko_taker: Color,
}

/// Whether `stones` (not empty) are one block.
fn is_one_block(stones: PointSet) -> bool {
    stones
        .first()
        .is_some_and(|p| PointSet::single(p).flood_fill(stones) == stones)
}

const HISTORY: usize = crate::go::STRIDE * crate::go::MAX_SIDE + 1;

impl Solver {
    /// A solver for the local game `game` of `board`, in which capturing any
    /// stone of `essential[c]` (Black's, then White's) ends the race.
    /// Stones outside `game` are walls.
    #[must_use]
    pub fn new(
        board: &Board,
        game: PointSet,
        essential: ByColor<PointSet>,
        budget: Budget,
    ) -> Solver {
        let anchored = anchored_walls(board, game);
        // The search's own repetition rule is positional superko, whatever
        // the game's: a ko's result is then found by `Repetition::WonBy`.
        let rules = board.rules();
        // The line starts here: the figures are the position's, whatever
        // line of play led to it (a ko retaken at once is the search's
        // `Ko`, not an answer that depends on the game's record).
        let mut board = board.rooted();
        board.set_rules(Rules {
            ko: KoRule::PositionalSuperko,
            ..board.rules()
        });
        let plain = plain_liberties(&board, game, essential, anchored);
        let now_essential = ByColor::from_fn(|c| {
            let stones = board.stones(c);
            (essential[c] & stones).flood_fill(stones)
        });
        let now = LineState {
            essential: now_essential,
            one_block: now_essential.map(is_one_block),
            emptied: board.occupied_in_line() - board.occupied(),
            essential_key: table::essential_key(now_essential),
            ko_key: 0,
            ko_taker: Color::Black,
        };
        let walls = board.occupied() - game;
        let wall_blocks = Color::ALL
            .into_iter()
            .flat_map(|c| (walls & board.stones(c)).components())
            .collect();
        Solver {
            line: vec![now],
            wall_blocks,
            walls,
            board,
            game,
            essential,
            anchored,
            tt: Table::default(),
            table_max: table::TABLE_MAX_ENTRIES,
            benson: reduce::BensonCache::for_nodes(budget.nodes),
            ko: Repetition::Barred,
            objective: Objective::Outcome,
            nodes: 0,
            budget,
            start: Instant::now(),
            aborted: false,
            plain,
            history: ByColor::from_fn(|_| Box::new([0; HISTORY])),
            scratch: std::cell::RefCell::default(),
            rules,
            fight: false,
            big_eyes_live: false,
            chases: None,
            deaths: std::collections::HashMap::new(),
            lives: std::collections::HashMap::new(),
            eye_answers: crate::life::eye_space::Answers::default(),
        }
    }

    /// Whether this solver reads the fight to live ([`Solver::to_live`]).
    #[must_use]
    pub fn fights(&self) -> bool {
        self.fight
    }

    /// Whether this solver takes big eyes left by captures as life
    /// ([`Solver::assuming_big_eyes_live`]).
    #[must_use]
    pub(crate) fn assumes_big_eyes(&self) -> bool {
        self.big_eyes_live
    }

    /// The solver of the fight to live (GNU Go's `analyze_semeai`) rather
    /// than the capture race: a capture after which the capturer cannot
    /// live, its only eye space the region the capture left and the
    /// opponent to move, is no win but a loss (see
    /// `Solver::dies_after_capture`); every other capture of essential
    /// stones wins as in the race.
    #[must_use]
    pub fn to_live(mut self) -> Solver {
        self.fight = true;
        self
    }

    /// The fight to live read with one rule of thumb, not a proof: a
    /// capture of essential stones that leaves the capturer a region of
    /// more than [`crate::life::NAKADE_POINTS`] points, every point of its
    /// border the capturer's, makes the capturer alive. No nakade is that big, so the
    /// opponent cannot kill the capturer by playing inside it; it might by
    /// a shortage of liberties or a ko, which the rule does not read. The
    /// answers of such a solver are estimates (`FightMethod::AssumedLife`).
    #[must_use]
    pub(crate) fn assuming_big_eyes_live(mut self) -> Solver {
        self.fight = true;
        self.big_eyes_live = true;
        self
    }

    /// The solver of an open race read near the racers
    /// ([`crate::race::LocalGame::reading_area`]), where a racer with a
    /// liberty outside the game has escaped: a move that takes a racer out
    /// with two liberties or fewer loses when the opponent then captures it
    /// by ataris alone, read on the whole board (a ladder or a chase into a
    /// wall, `search::ladder`), and a move that leaves an opponent's racer
    /// out there with two liberties or fewer wins when that racer, its side
    /// to move, cannot get away. An estimate, as the area is.
    #[must_use]
    pub(crate) fn reading_escapes(mut self) -> Solver {
        self.chases = Some(ladder::Chases::default());
        self
    }

    /// The solver with its exact reductions (the default) or without them
    /// (`false`: every empty point of the game is a move for both sides,
    /// and no Benson bound): slower, and the check that the reductions
    /// change no answer.
    #[must_use]
    pub fn reductions(mut self, on: bool) -> Solver {
        self.plain.enabled = on;
        self
    }

    /// Nodes visited so far, over every question asked.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Allows `nodes` more nodes from now, after the budget ran out or not
    /// (what the table learnt is kept; an aborted search stored nothing).
    pub fn renew_budget(&mut self, nodes: u64) {
        self.budget.nodes = self.nodes + nodes;
        self.aborted = false;
    }

    /// A whole new budget from now, nodes and time, for a solver kept to
    /// answer later questions about the same game (what the table learnt is
    /// kept, so they cost less; the answers are the same).
    pub fn renew(&mut self, budget: Budget) {
        self.budget.time = budget.time;
        self.start = Instant::now();
        self.renew_budget(budget.nodes);
    }

    /// Whether the `board`, game and essential stones are those this
    /// solver was made for (the same position and rules; the line that led
    /// to the position does not count, the search starting its own there).
    #[must_use]
    pub fn solves(&self, board: &Board, game: PointSet, essential: ByColor<PointSet>) -> bool {
        self.game == game
            && self.essential == essential
            && self.board.stones(Color::Black) == board.stones(Color::Black)
            && self.board.stones(Color::White) == board.stones(Color::White)
            && self.rules == board.rules()
    }

    /// Whether the budget ran out (every later answer is then `None`).
    #[must_use]
    pub fn exhausted(&self) -> bool {
        self.aborted
    }

    /// The stones of `c`'s essential blocks now (the blocks holding the
    /// essential stones of the start).
    fn essential_now(&self, c: Color) -> PointSet {
        self.line.last().expect("the start").essential[c]
    }

    /// Whether `x`'s essential stones were all captured: only in the fight
    /// to live, where a capture does not end the line.
    fn gone(&self, x: Color) -> bool {
        self.fight && self.essential_now(x).is_empty()
    }

    /// Whether the line captured essential stones in the fight to live, or
    /// a wall away from the racers (`Solver::escapes_by`): the line goes
    /// on past the capture, and the reductions that hold for a race
    /// between essential blocks (plain liberties as counters,
    /// interchangeable shared liberties) no longer do. A function of the
    /// position: essential stones and walls leave the board only when
    /// captured.
    fn past_capture(&self) -> bool {
        (self.fight
            && Color::ALL
                .into_iter()
                .any(|x| !self.essential[x].is_subset(self.essential_now(x))))
            || !self.walls.is_subset(self.board.occupied())
    }

    /// Whether `c`'s capture of `captured` takes a wall that frees a racer,
    /// and so ends the line as `c`'s escape: the wall touched one of c's
    /// racing stones (they break out of the walls assumed safe round
    /// them), or the capture gives a liberty to a wall of c's in atari
    /// next to the opponent's racer (it saves the wall that shuts that
    /// racer in). A wall taken away from the racers frees neither: the
    /// line goes on with its points empty, outside the game, as liberties
    /// no move fills (`tests/problems/c8-wall-taken-away-from-the-racers.txt`).
    fn escapes_by(&self, c: Color, captured: PointSet) -> bool {
        let taken = captured & self.walls;
        if taken.is_empty() {
            return false;
        }
        let near = taken.neighbors();
        if near.intersects(self.essential_now(c)) {
            return true;
        }
        let theirs = self.essential_now(c.opponent());
        let own = self.board.stones(c);
        let empty = self.board.empty_points();
        let mut rest = near & own & self.walls;
        while let Some(q) = rest.first() {
            let wall = PointSet::single(q).flood_fill(own);
            rest -= wall;
            let saved = ((wall.neighbors() & empty) - taken).len() <= 1;
            if saved && wall.neighbors().intersects(theirs) {
                return true;
            }
        }
        false
    }

    /// The value for `c` of the end of the game by two passes: in the race,
    /// 0 (seki, or both alive); in the fight to live, a win for the side
    /// whose essential stones are left when the other's were captured.
    fn after_passes(&self, c: Color) -> i32 {
        if self.objective != Objective::Outcome {
            return 0;
        }
        match (self.gone(c), self.gone(c.opponent())) {
            (false, true) => 1,
            (true, false) => -1,
            _ => 0,
        }
    }

    /// Whether c's essential stones are one block now.
    fn essential_is_one_block(&self, c: Color) -> bool {
        self.line.last().expect("the start").one_block[c]
    }

    /// The empty points now that were occupied in some position of the line.
    fn emptied(&self) -> PointSet {
        self.line.last().expect("the start").emptied
    }

    /// Plays `mv` for `c` on the search's board and follows the essential
    /// blocks (a stone next to one joins it, with any block it connects;
    /// captured stones leave theirs) and the points emptied.
    fn play(&mut self, c: Color, mv: Move) -> Result<Played, MoveError> {
        let played = self.board.try_play(c, mv)?;
        let mut now = *self.line.last().expect("the start");
        if let Move::Place(p) = mv {
            let own = self.board.stones(c);
            let stone = PointSet::single(p);
            let before = now.essential;
            let mine = now.essential[c];
            if stone.neighbors().intersects(mine) {
                let joined = (stone | (stone.neighbors() & own)) - mine;
                now.essential[c] = mine | joined.flood_fill(own - mine);
                if !now.one_block[c] {
                    now.one_block[c] = is_one_block(now.essential[c]);
                }
            }
            now.essential[c] -= played.suicided;
            now.essential[c.opponent()] -= played.captured;
            now.emptied = (now.emptied | played.captured | played.suicided).without(p);
            let ko = took_ko(p, played.captured, own, self.board.empty_points())
                .then_some(played.captured);
            now.ko_key = table::ko_key(ko);
            now.ko_taker = c;
            if now.essential != before {
                now.essential_key = table::essential_key(now.essential);
            }
        }
        self.line.push(now);
        Ok(played)
    }

    /// Takes back the last move of [`Solver::play`].
    fn undo(&mut self) {
        self.board.undo();
        self.line.pop();
    }

    /// The blocks of `stones` holding `seeds`, or their part within one step
    /// of the game when that part holds an anchored wall stone (the rest
    /// does not matter then: such a block cannot be captured). A part inside
    /// the game is a whole block: every stone joined to it is within one
    /// step of the game.
    fn blocks_of(&self, seeds: PointSet, stones: PointSet) -> PointSet {
        let part = seeds.flood_fill(stones & self.game.expand());
        if part.is_subset(self.game) || part.intersects(self.anchored) {
            part
        } else {
            // A wall without a liberty outside the game: its blocks as they
            // were at the start, less any stone captured since, seed the
            // fill, which then only follows the stones played.
            let walls = self
                .wall_blocks
                .iter()
                .filter(|w| w.intersects(part))
                .fold(part, |s, &w| s | (w & stones));
            walls.flood_fill(stones)
        }
    }

    /// The value of a win for `c`, who has just captured `captured`.
    fn win_value(&self, c: Color, captured: PointSet) -> i32 {
        match self.objective {
            Objective::Outcome => 1,
            Objective::Score => {
                let empty = (self.board.empty_points() & self.game).len();
                let dead = (self.board.stones(c.opponent()) & self.game).len();
                (empty + 2 * dead + captured.len()) as i32
            }
        }
    }
}

/// Curated problems as solvers, for the unit tests of the search's parts.
#[cfg(test)]
pub(super) mod testing {
    use super::{Budget, Solver};
    use crate::{
        go::{Board, Point},
        race::{classify, partition_pair},
    };

    /// The board of a curated problem file and a solver of its pair.
    pub(in crate::search) fn problem(text: &str) -> (Board, Solver) {
        let board = crate::io::read(text).expect("a problem");
        let pair: Vec<Point> = text
            .lines()
            .find_map(|l| l.trim_start_matches("//").trim().strip_prefix("pair:"))
            .expect("a pair line")
            .split_whitespace()
            .map(|v| v.parse().expect("a vertex"))
            .collect();
        let partition = partition_pair(&board, pair[0], pair[1]).expect("a pair");
        let game = classify(
            &board,
            &partition,
            partition.games[0],
            Some((pair[0], pair[1])),
        );
        let solver = Solver::new(
            &board,
            game.points,
            game.essential(),
            Budget::nodes(300_000),
        );
        (board, solver)
    }

    pub(in crate::search) const OUTSIDE_ONLY: &str =
        include_str!("../../tests/problems/c0-outside-only.txt");
    pub(in crate::search) const KO: &str = include_str!("../../tests/problems/c4-ko.txt");
    pub(in crate::search) const EYE_AGAINST_EYE: &str =
        include_str!("../../tests/problems/c1-eye-against-eye.txt");
}
