//! Step 4 of Müller's method: exact search of one local game (SPEC 4 and 6).
//!
//! The search plays only inside the local game, or passes. A line ends when a
//! move captures an essential block (its capturer wins; capturing a wall, a
//! stone outside the game assumed safe, counts the same) or after two passes
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
//! Zobrist hash of the position, the side to move, the free moves left and
//! whether the last move was a pass. Moves are ordered: captures and saving
//! an essential block in atari first, then filling the opponent's liberties
//! (outside before shared), then the rest; filling one's own eye and
//! self-atari last, and pass after all; within each rank, moves that refuted
//! other moves more often first (the history heuristic).
//!
//! Two reductions, both exact and both switched off by
//! [`Solver::without_reduction`] for the check that they change no answer:
//! plain outside liberties are counters (see `plain_liberties`), and
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

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use crate::{
    cgt::{Q, Value},
    go::{Board, ByColor, Color, Move, MoveError, Point, PointSet},
    life::benson_local,
    race::{Method, Outcome, RaceResult},
};

/// How much a search may spend before it answers "unknown".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Nodes (positions visited, counted over all searches of one solver).
    pub nodes: u64,
    /// Wall-clock time, when set. Off by default, so that answers do not
    /// depend on the machine.
    pub time: Option<Duration>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            nodes: 300_000,
            time: None,
        }
    }
}

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

#[derive(Copy, Clone, Debug)]
struct Entry {
    lo: i32,
    hi: i32,
    best: Option<Move>,
    /// [`Dep::ko`] of the answers stored.
    ko: ByColor<bool>,
}

/// Why a move was not searched.
enum Skip {
    /// Illegal (occupied or suicide).
    Illegal,
    /// Barred by superko: it would repeat the position at this line index.
    Superko(usize),
}

/// An exact solver of one local game. It keeps its transposition table
/// between questions, so asking R(c, k) for growing k costs little more than
/// the largest.
pub struct Solver {
    board: Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    walls: PointSet,
    /// Wall stones with a liberty outside the game: no move inside the game
    /// can capture a block holding one.
    anchored: PointSet,
    tt: HashMap<u64, Entry>,
    /// Benson's verdict by position (see [`Solver::unconditional`]): whether
    /// Black's and White's essential blocks are alive, and the vital regions
    /// left out of play. A position recurs with other moves left to play.
    benson: HashMap<u64, (ByColor<bool>, PointSet)>,
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
}

const HISTORY: usize = crate::go::STRIDE * crate::go::MAX_SIDE + 1;

/// Plain outside liberties (see `plain_liberties`): `owned[c]` holds c's,
/// which c never fills; `groups` lists them by owner and block, each filled
/// by the opponent in index order only.
#[derive(Clone, Debug, Default)]
struct Plain {
    enabled: bool,
    owned: ByColor<PointSet>,
    groups: Vec<(Color, PointSet)>,
}

/// The plain outside liberties of the essential blocks, grouped by owner and
/// block: empty points whose stone neighbours are one essential block of the
/// owner and at least one opponent wall that has a liberty outside the game
/// (so no move inside the game can capture it), and whose empty neighbours
/// are plain liberties of the same owner.
///
/// ```text
/// x x x x x    x: safe walls of the attacker (liberties outside the game)
/// . . . a .    a, b: plain liberties of the block of O below them; any two
/// O O O O b    of one block are interchangeable, and a stone of x there
/// ```          joins the wall and takes one liberty, whichever it is.
///
/// Search treats a group as a counter: the attacker fills its lowest empty
/// point only, and the owner never fills its own (such a move is never
/// better than its best other move: an extra plain liberty never hurts its
/// owner). `tests/agreement.rs` checks this against search without it.
///
/// `anchored` holds the walls with a liberty outside the game
/// ([`anchored_walls`]).
fn plain_liberties(
    board: &Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    anchored: PointSet,
) -> Plain {
    let empty = board.empty_points();
    let mut plain = Plain {
        enabled: true,
        ..Plain::default()
    };
    for c in [Color::Black, Color::White] {
        let own = board.stones(c);
        let blocks = (essential[c] & own).flood_fill(own);
        let theirs = board.stones(c.opponent());
        let safe_walls = anchored & theirs;
        let mut cand: PointSet = (empty & game)
            .iter()
            .filter(|&p| {
                let n = board.border(PointSet::single(p));
                let stones = n & board.occupied();
                stones.is_subset(blocks | safe_walls)
                    && stones.intersects(blocks)
                    && stones.intersects(safe_walls)
                    && blocks.components().filter(|b| b.intersects(n)).count() == 1
            })
            .collect();
        loop {
            let keep: PointSet = cand
                .iter()
                .filter(|&p| (board.border(PointSet::single(p)) & empty).is_subset(cand))
                .collect();
            if keep == cand {
                break;
            }
            cand = keep;
        }
        plain.owned[c] = cand;
        for block in blocks.components() {
            let group = cand & board.border(block);
            if !group.is_empty() {
                plain.groups.push((c, group));
            }
        }
    }
    plain
}

/// The wall stones with a liberty outside `game`: moves inside the game
/// never take that liberty, so no block holding one can be captured.
fn anchored_walls(board: &Board, game: PointSet) -> PointSet {
    let walls = board.occupied() - game;
    let outside_empty = board.empty_points() - game;
    let mut anchored = PointSet::EMPTY;
    for c in Color::ALL {
        let stones = board.stones(c);
        for w in (walls & stones).components() {
            if board.border(w).intersects(outside_empty) {
                anchored |= w;
            }
        }
    }
    anchored
}

/// A search answer: the value from the searching side's point of view, and
/// how it depends on moves barred by superko.
type Found = (i32, Dep);

/// How a search answer depends on the line: `since` is the earliest line
/// index ([`Board::line_index`]) of a position that a barred move would have
/// repeated (`usize::MAX` for none); `ko[x]` whether, below the node, superko
/// barred a move of colour x at a node where x then fell short of the
/// window (no cutoff).
///
/// A node's answer depends on the line above it only when `since` is above
/// the node: a repetition of the node's own position or of one below it
/// happens on every line that reaches the node, so such answers are stored
/// (with `ko` kept) like any other. Without this, every node above a ko
/// fight would be searched again on each visit.
///
/// `ko` says which ko rule could change the answer. Giving x every ko (its
/// barred moves win) only adds moves for x, so it can only raise x's
/// value, and only where x fell short with a move barred: when `ko[x]` is
/// unset the proof found under superko stands with x winning every ko too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Dep {
    since: usize,
    ko: ByColor<bool>,
}

impl Dep {
    const NONE: Dep = Dep {
        since: usize::MAX,
        ko: ByColor::new(false, false),
    };

    /// A move barred because it repeats the position at line index `since`.
    fn barred(since: usize) -> Dep {
        Dep {
            since,
            ko: ByColor::new(false, false),
        }
    }

    fn join(self, other: Dep) -> Dep {
        Dep {
            since: self.since.min(other.since),
            ko: ByColor::new(
                self.ko.black || other.ko.black,
                self.ko.white || other.ko.white,
            ),
        }
    }
}

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
        Solver {
            board: board.clone(),
            game,
            essential,
            walls: board.occupied() - game,
            anchored,
            tt: HashMap::new(),
            benson: HashMap::new(),
            ko: Repetition::Barred,
            objective: Objective::Outcome,
            nodes: 0,
            budget,
            start: Instant::now(),
            aborted: false,
            plain: plain_liberties(board, game, essential, anchored),
            history: ByColor::from_fn(|_| Box::new([0; HISTORY])),
        }
    }

    /// Solves the results, status, seki_level and unconditional (as
    /// [`solve_results`]) with this solver.
    #[must_use]
    pub fn into_results(self) -> RaceResult {
        solve_with(self, false)
    }

    /// The solver without its reductions (every empty point of the game is a
    /// move for both sides, and no Benson bound): slower, and the check that
    /// the reductions change no answer.
    #[must_use]
    pub fn without_reduction(mut self) -> Solver {
        self.plain.enabled = false;
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

    /// Whether the budget ran out (every later answer is then `None`).
    #[must_use]
    pub fn exhausted(&self) -> bool {
        self.aborted
    }

    fn key(&self, c: Color, free: u8, last_pass: bool) -> u64 {
        self.key_under(self.ko, c, free, last_pass)
    }

    /// [`Solver::key`] under another ko rule.
    fn key_under(&self, ko: Repetition, c: Color, free: u8, last_pass: bool) -> u64 {
        const K: [u64; 4] = [
            0x9E37_79B9_7F4A_7C15,
            0xC2B2_AE3D_27D4_EB4F,
            0x1656_67B1_9E37_79F9,
            0x27D4_EB2F_1656_67C5,
        ];
        let mode = match (self.objective, ko) {
            (Objective::Outcome, Repetition::Barred) => 0,
            (Objective::Outcome, Repetition::WonBy(Color::Black)) => 1,
            (Objective::Outcome, Repetition::WonBy(Color::White)) => 2,
            (Objective::Score, Repetition::Barred) => 3,
            (Objective::Score, Repetition::WonBy(Color::Black)) => 4,
            (Objective::Score, Repetition::WonBy(Color::White)) => 5,
        };
        self.board.hash()
            ^ (c.index() as u64).wrapping_mul(K[0])
            ^ (u64::from(free) + 1).wrapping_mul(K[1])
            ^ u64::from(last_pass).wrapping_mul(K[2])
            ^ (mode + 1u64).wrapping_mul(K[3]).rotate_left(17)
    }

    /// The stones of `c`'s essential blocks now (the blocks holding the
    /// essential stones of the start).
    fn essential_now(&self, c: Color) -> PointSet {
        let stones = self.board.stones(c);
        (self.essential[c] & stones).flood_fill(stones)
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
            seeds.flood_fill(stones)
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

    /// Moves of `c` in search order: `first` (the table's best move) first,
    /// then by the ordering rules of the module documentation; pass last.
    fn moves(&self, c: Color, first: Option<Move>) -> Vec<Move> {
        self.ordered_moves(c, first, true)
    }

    /// [`Solver::moves`], with or without the history heuristic (without it,
    /// the order depends on the position only: best moves must not depend
    /// on which questions were searched before).
    fn ordered_moves(&self, c: Color, first: Option<Move>, history: bool) -> Vec<Move> {
        let opp = c.opponent();
        let empty = self.board.empty_points();
        let own = self.board.stones(c);
        let theirs = self.board.stones(opp);
        let mine_ess = self.essential_now(c);
        let their_ess = self.essential_now(opp);
        let mine_libs = mine_ess.neighbors() & empty;
        let their_libs = their_ess.neighbors() & empty;
        let mut allowed = empty & self.game;
        if self.plain.enabled {
            allowed -= self.plain.owned[c];
            for &(owner, group) in &self.plain.groups {
                if owner == opp {
                    let open = group & empty;
                    allowed -= open;
                    if let Some(p) = open.first() {
                        allowed.insert(p);
                    }
                }
            }
        }
        // The blocks next to the candidate points, once per node: the
        // opponent's in atari (their last liberty captures them) and c's
        // liberties (for self-atari). Blocks holding an anchored wall stone
        // have a liberty outside the game and are neither.
        let near = allowed.neighbors();
        let mut captures: Vec<(Point, i32)> = Vec::new();
        // c's blocks with their liberties (an anchored one: none needed).
        let mut own_blocks: Vec<(PointSet, Option<PointSet>)> = Vec::new();
        for (color, stones) in [(opp, theirs), (c, own)] {
            let mut rest = near & stones;
            while let Some(q) = rest.first() {
                let block = self.blocks_of(PointSet::single(q), stones);
                rest -= block;
                let anchored = block.intersects(self.anchored);
                let libs = block.neighbors() & empty;
                if color == c {
                    own_blocks.push((block, (!anchored).then_some(libs)));
                } else if !anchored && libs.len() == 1 {
                    let score = if block.intersects(their_ess) {
                        10_000
                    } else {
                        300 + block.len() as i32
                    };
                    captures.push((libs.first().expect("one liberty"), score));
                }
            }
        }
        let mut scored: Vec<(i32, Move)> = allowed
            .iter()
            .map(|p| {
                let single = PointSet::single(p);
                let nbrs = single.neighbors();
                let mut score: i32 = captures
                    .iter()
                    .filter(|&&(q, _)| q == p)
                    .map(|&(_, s)| s)
                    .sum();
                if their_libs.contains(p) {
                    score += if mine_libs.contains(p) { 60 } else { 100 };
                    score += 40 / (their_libs.len() as i32).max(1);
                }
                if mine_libs.len() == 1 && mine_libs.contains(p) {
                    score += 500;
                }
                // Liberties of the stone after the move (before captures); a
                // stone joining an anchored block has plenty.
                if score < 300 {
                    let joined = own_blocks.iter().filter(|&&(b, _)| b.intersects(nbrs));
                    let libs = joined
                        .clone()
                        .try_fold(nbrs & empty, |acc, &(_, l)| l.map(|l| acc | l));
                    if libs.is_some_and(|l| l.without(p).len() <= 1) {
                        score -= 200;
                    }
                }
                if (nbrs & self.board.points()).is_subset(own) {
                    score -= 300;
                }
                (score, Move::Place(p))
            })
            .collect();
        let refuted = &self.history[c];
        scored.sort_by_key(|&(s, mv)| {
            let h = match mv.point() {
                Some(p) if history => refuted[p.index()],
                _ => 0,
            };
            (-s, std::cmp::Reverse(h), mv.point())
        });
        let mut out: Vec<Move> = Vec::with_capacity(scored.len() + 1);
        if let Some(m) = first {
            out.push(m);
        }
        out.extend(
            scored
                .into_iter()
                .map(|(_, m)| m)
                .filter(|&m| Some(m) != first),
        );
        if first != Some(Move::Pass) {
            out.push(Move::Pass);
        }
        out
    }

    fn over_budget(&mut self) -> bool {
        if !self.aborted {
            let time_up = self.nodes.is_multiple_of(1024)
                && self.budget.time.is_some_and(|t| self.start.elapsed() > t);
            self.aborted = self.nodes > self.budget.nodes || time_up;
        }
        self.aborted
    }

    /// Negamax with alpha-beta: the value of the node for `c`, to move, with
    /// `free` moves in a row left after this one.
    fn search(&mut self, c: Color, free: u8, last_pass: bool, alpha: i32, beta: i32) -> Found {
        self.nodes += 1;
        if self.over_budget() {
            return (0, Dep::NONE);
        }
        let (mut alpha, mut beta) = (alpha, beta);
        let key = self.key(c, free, last_pass);
        let mut first = None;
        if let Some(e) = self.tt.get(&key) {
            let stored = Dep {
                since: usize::MAX,
                ko: e.ko,
            };
            if e.lo == e.hi || e.lo >= beta {
                return (e.lo, stored);
            }
            if e.hi <= alpha {
                return (e.hi, stored);
            }
            alpha = alpha.max(e.lo);
            beta = beta.min(e.hi);
            first = e.best;
        } else if let Repetition::WonBy(y) = self.ko {
            // The bounds found under superko hold with y winning every ko
            // where their proofs met no barred move of y's at a node where
            // y fell short (see Dep): a lower bound of y's always, an upper
            // bound of the other side's always.
            let plain = self.key_under(Repetition::Barred, c, free, last_pass);
            if let Some(e) = self.tt.get(&plain) {
                let stored = Dep {
                    since: usize::MAX,
                    ko: e.ko,
                };
                let sure = !e.ko[y];
                let lo = if y == c || sure { e.lo } else { -INF };
                let hi = if y != c || sure { e.hi } else { INF };
                if lo >= beta || lo == hi {
                    return (lo, stored);
                }
                if hi <= alpha {
                    return (hi, stored);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
                first = e.best;
            }
        }
        let mut pruned = PointSet::EMPTY;
        if self.plain.enabled && self.objective == Objective::Outcome {
            let (bound, vital) = self.unconditional(c);
            if let Some((lo, hi)) = bound {
                let e = self.tt.entry(key).or_insert(Entry {
                    lo: -INF,
                    hi: INF,
                    best: None,
                    ko: ByColor::new(false, false),
                });
                e.lo = e.lo.max(lo);
                e.hi = e.hi.min(hi);
                if lo == hi || lo >= beta {
                    return (lo, Dep::NONE);
                }
                if hi <= alpha {
                    return (hi, Dep::NONE);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
            pruned = vital;
        }
        let (a0, b0) = (alpha, beta);
        let mut best = -INF - 1;
        let mut best_move = None;
        let mut dep = Dep::NONE;
        let mut barred_here = false;
        for mv in self.moves(c, first) {
            if mv.point().is_some_and(|p| pruned.contains(p)) {
                continue;
            }
            let (v, d) = match self.child(c, mv, free, last_pass, alpha, beta) {
                Ok(found) => found,
                Err(Skip::Superko(since)) => {
                    dep = dep.join(Dep::barred(since));
                    barred_here = true;
                    continue;
                }
                Err(Skip::Illegal) => continue,
            };
            if self.aborted {
                return (0, Dep::NONE);
            }
            dep = dep.join(d);
            if v > best {
                best = v;
                best_move = Some(mv);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                if let Some(p) = mv.point() {
                    self.history[c][p.index()] += 1;
                }
                break;
            }
        }
        if barred_here && alpha < beta {
            // c fell short with a move barred: winning that ko might help.
            dep.ko[c] = true;
        }
        if dep.since >= self.board.line_index() {
            dep.since = usize::MAX;
            let e = self.tt.entry(key).or_insert(Entry {
                lo: -INF,
                hi: INF,
                best: None,
                ko: ByColor::new(false, false),
            });
            e.ko = Dep { since: 0, ko: e.ko }.join(dep).ko;
            if best <= a0 {
                e.hi = e.hi.min(best);
            } else if best >= b0 {
                e.lo = e.lo.max(best);
            } else {
                e.lo = best;
                e.hi = best;
            }
            e.best = best_move;
        }
        (best, dep)
    }

    /// Benson's unconditional life inside the game, for `c` to move: bounds
    /// on the node's value (a side whose essential blocks are all
    /// unconditionally alive cannot lose), and the vital regions of the
    /// alive blocks that hold no essential stone of the other side, where
    /// no move of either side changes the race: the other side's stones
    /// there can never capture anything and the owner never needs to
    /// capture them.
    fn unconditional(&mut self, c: Color) -> (Option<(i32, i32)>, PointSet) {
        let hash = self.board.hash();
        let (safe, vital) = match self.benson.get(&hash) {
            Some(&found) => found,
            None => {
                let found = self.benson_verdict();
                self.benson.insert(hash, found);
                found
            }
        };
        let (safe_c, safe_o) = (safe[c], safe[c.opponent()]);
        let bound = match (safe_c, safe_o) {
            (true, true) => Some((0, 0)),
            (true, false) => Some((0, INF)),
            (false, true) => Some((-INF, 0)),
            (false, false) => None,
        };
        (bound, vital)
    }

    /// Whether each colour's essential blocks are unconditionally alive
    /// inside the game, and the vital regions that can be left out.
    fn benson_verdict(&self) -> (ByColor<bool>, PointSet) {
        let essential = ByColor::from_fn(|c| self.essential_now(c));
        let mut safe = ByColor::new(false, false);
        let mut vital = PointSet::EMPTY;
        for c in Color::ALL {
            let (alive, regions) = benson_local(&self.board, c, self.game);
            safe[c] = essential[c].is_subset(alive);
            // A vital region may hold the opponent's essential blocks (their
            // liberties there are the owner's to fill): only regions without
            // them are left out.
            let theirs = essential[c.opponent()];
            vital |= regions
                .components()
                .filter(|r| !r.intersects(theirs))
                .fold(PointSet::EMPTY, |s, r| s | r);
        }
        (safe, vital)
    }

    /// The value for `c` of playing `mv` at a node with `free` moves left.
    fn child(
        &mut self,
        c: Color,
        mv: Move,
        free: u8,
        last_pass: bool,
        alpha: i32,
        beta: i32,
    ) -> Result<Found, Skip> {
        let opp = c.opponent();
        if mv == Move::Pass {
            if free == 0 && last_pass {
                return Ok((0, Dep::NONE));
            }
            // A pass ends c's moves in a row; the opponent may end the game by passing.
            let (v, d) = self.search(opp, 0, true, -beta, -alpha);
            return Ok((-v, d));
        }
        let played = match self.board.try_play(c, mv) {
            Ok(played) => played,
            Err(MoveError::Superko(_)) => {
                let since = self.board.repeats(c, mv).unwrap_or(0);
                return match self.ko {
                    Repetition::WonBy(x) if x == c => {
                        Ok((self.win_value(c, PointSet::EMPTY), Dep::barred(since)))
                    }
                    _ => Err(Skip::Superko(since)),
                };
            }
            Err(_) => return Err(Skip::Illegal),
        };
        let captured = played.captured;
        let found = if captured.intersects(self.essential[opp] | self.walls) {
            (self.win_value(c, captured), Dep::NONE)
        } else {
            let gain = match self.objective {
                Objective::Outcome => 0,
                Objective::Score => captured.len() as i32,
            };
            if free > 0 {
                let next = if free == UNLIMITED { free } else { free - 1 };
                let (v, d) = self.search(c, next, false, alpha - gain, beta - gain);
                (gain + v, d)
            } else {
                let (v, d) = self.search(opp, 0, false, gain - beta, gain - alpha);
                (gain - v, d)
            }
        };
        self.board.undo();
        Ok(found)
    }

    fn run(&mut self, ko: Repetition, objective: Objective, c: Color, free: u8) -> Option<Found> {
        self.ko = ko;
        self.objective = objective;
        let (lo, hi) = match objective {
            Objective::Outcome => (-1, 1),
            Objective::Score => (-INF, INF),
        };
        let found = self.search(c, free, false, lo, hi);
        (!self.aborted).then_some(found)
    }

    /// Whether R(c, k) under one ko rule gives `c` at least `at_least` (1 a
    /// win, 0 seki): one null-window search. With it, [`Dep::ko`] of the
    /// proof.
    fn at_least(&mut self, ko: Repetition, c: Color, k: u8, at_least: i32) -> Option<(bool, Dep)> {
        let free = if k == UNLIMITED { UNLIMITED } else { k - 1 };
        self.ko = ko;
        self.objective = Objective::Outcome;
        let (v, dep) = self.search(c, free, false, at_least - 1, at_least);
        (!self.aborted).then_some((v >= at_least, dep))
    }

    /// R(c, k) under one ko rule, from `c`'s point of view (1 win, 0 seki,
    /// -1 loss), and whether some ko rule could change it: the opponent
    /// winning every ko where the proof of c's lower bound met a barred move
    /// of the opponent's, or c where the proof of c's upper bound met one of
    /// c's (see [`Dep`]).
    ///
    /// Two null-window searches (can c win? can c get seki?) prove less than
    /// one search over the whole window: refuting a move needs only a seki,
    /// not a capture.
    fn r_value(&mut self, ko: Repetition, c: Color, k: u8) -> Option<(i32, bool)> {
        let (o, me) = (c.opponent(), c);
        let (win, dep_win) = self.at_least(ko, c, k, 1)?;
        if win {
            return Some((1, dep_win.ko[o]));
        }
        let (seki, dep_seki) = self.at_least(ko, c, k, 0)?;
        if seki {
            return Some((0, dep_seki.ko[o] || dep_win.ko[me]));
        }
        Some((-1, dep_seki.ko[me]))
    }

    /// R(c, k): the result when `c` makes `k` moves in a row (`k` >= 1;
    /// `u8::MAX` for as many as it likes) and then play alternates, the
    /// opponent to move. `Outcome::Ko` when the result depends on who wins a
    /// ko; `Outcome::Unknown` past the budget.
    pub fn result(&mut self, c: Color, k: u8) -> Outcome {
        let to_outcome = |v: i32| match v {
            1 => Outcome::win(c),
            0 => Outcome::Seki,
            _ => Outcome::win(c.opponent()),
        };
        let Some((v, ko)) = self.r_value(Repetition::Barred, c, k.max(1)) else {
            return Outcome::Unknown;
        };
        if !ko {
            return to_outcome(v);
        }
        let black = self.r_value(Repetition::WonBy(Color::Black), c, k.max(1));
        let white = self.r_value(Repetition::WonBy(Color::White), c, k.max(1));
        match (black, white) {
            (Some((b, _)), Some((w, _))) if b == w => to_outcome(v),
            (Some(_), Some(_)) => Outcome::Ko,
            _ => Outcome::Unknown,
        }
    }

    /// GNU Go's ko-aware code of whether `c`, moving first, gets at least
    /// `at_least` (1 a win, 0 seki): 1 whatever the kos, 2 if c wins a ko
    /// in which the opponent must find the first threat, 3 if c must find
    /// the first threat, 0 not at all. `None` past the budget.
    ///
    /// The opponent winning every ko can only lower c's result, c winning
    /// them only raise it, so one null-window search under superko decides,
    /// and a second under one of those rules only when the first proof met
    /// a barred move of the side that rule favours (see `Dep`).
    pub fn ko_code(&mut self, c: Color, at_least: i32) -> Option<u8> {
        let (literal, dep) = self.at_least(Repetition::Barred, c, 1, at_least)?;
        if literal {
            if !dep.ko[c.opponent()] {
                return Some(1);
            }
            let (theirs, _) = self.at_least(Repetition::WonBy(c.opponent()), c, 1, at_least)?;
            return Some(if theirs { 1 } else { 2 });
        }
        if !dep.ko[c] {
            return Some(0);
        }
        let (ours, _) = self.at_least(Repetition::WonBy(c), c, 1, at_least)?;
        Some(if ours { 3 } else { 0 })
    }

    /// A move of `c` that keeps R(c, 1) under `ko` at its value: PASS when
    /// the opponent moving first gives `c` as much (a move elsewhere loses
    /// nothing; inside the local game a pass would let the opponent end it
    /// by passing too, so the pass is judged by R(opponent, 1)), otherwise
    /// of the moves that keep it, those that keep it longest (the
    /// opponent, making k = 2, 3... moves in a row after them, still loses,
    /// then still gets no win), then an outside liberty, then the point farther
    /// from the edge, then the first in search order. When R(opponent, 1) is past the
    /// budget, a move that keeps the value (PASS is not shown good). `None`
    /// when R(c, 1) or every move is past the budget.
    pub fn best_move(&mut self, c: Color, ko: Repetition) -> Option<Move> {
        let (target, pass) = self.target(c, ko, false)?;
        if pass {
            return Some(Move::Pass);
        }
        let candidates: Vec<Move> = self
            .ordered_moves(c, None, false)
            .into_iter()
            .filter(|&m| m != Move::Pass)
            .collect();
        let mut good = Vec::new();
        for mv in candidates {
            let keeps = self.keeps(c, mv, target);
            if self.aborted {
                // Past the budget: the first good move, if one was found.
                return good.first().copied();
            }
            if keeps {
                good.push(mv);
            }
        }
        // Of the moves that keep the result, those that keep it by the most
        // moves: first against the opponent's win or seki (a win's margin),
        // then against its win alone (how safe a seki or a win is).
        if target == 1 {
            good = self.widest(c, ko, good, -1);
        }
        if target >= 0 {
            good = self.widest(c, ko, good, 0);
        }
        // Still equal: a plain outside liberty (an opponent's liberty next to
        // one of c's walls), then the point farther from the edge.
        let outside = (self.essential_now(c.opponent()).neighbors() & self.board.empty_points())
            & (self.walls & self.board.stones(c)).neighbors();
        let board = &self.board;
        good.sort_by_key(|m| {
            m.point().map(|p| {
                (
                    !outside.contains(p),
                    std::cmp::Reverse(board.border(PointSet::single(p)).len()),
                )
            })
        });
        Some(good.first().copied().unwrap_or(Move::Pass))
    }

    /// Of the moves `good` of `c`, those after which the opponent, making
    /// k = 2, 3... moves in a row, still gets no more than `bound` (-1 a
    /// loss, 0 seki) against some of them: the moves that stay ahead
    /// longest. Within the budget; order is kept.
    fn widest(&mut self, c: Color, ko: Repetition, mut good: Vec<Move>, bound: i32) -> Vec<Move> {
        let opp = c.opponent();
        self.ko = ko;
        self.objective = Objective::Outcome;
        for k in 2..MAX_K {
            if good.len() < 2 {
                break;
            }
            let mut still = Vec::new();
            for &mv in &good {
                let Ok(played) = self.board.try_play(c, mv) else {
                    continue;
                };
                let holds = played.captured.intersects(self.essential[opp] | self.walls)
                    || self.search(opp, k - 1, false, bound, bound + 1).0 <= bound;
                self.board.undo();
                if self.aborted {
                    return good;
                }
                if holds {
                    still.push(mv);
                }
            }
            if still.is_empty() {
                break;
            }
            good = still;
        }
        good
    }

    /// Every move of `c` that keeps R(c, 1) under `ko` at its value: PASS
    /// (judged as in [`Solver::best_move`]) and each point of the game, in
    /// index order. For regression files that accept any good answer.
    /// `None` past the budget.
    pub fn good_moves(&mut self, c: Color, ko: Repetition) -> Option<Vec<Move>> {
        let (target, pass) = self.target(c, ko, true)?;
        let mut out = Vec::new();
        if pass {
            out.push(Move::Pass);
        }
        for p in self.board.empty_points() & self.game {
            let keeps = self.keeps(c, Move::Place(p), target);
            if self.aborted {
                return None;
            }
            if keeps {
                out.push(Move::Place(p));
            }
        }
        Some(out)
    }

    /// R(c, 1) under `ko` from c's side, and whether PASS keeps it (the
    /// opponent moving first gives c as much). When R(opponent, 1) is past
    /// the budget, `strict` answers `None`; otherwise PASS is taken as not
    /// shown good and the budget left before that question is given back,
    /// for a move that keeps the target.
    fn target(&mut self, c: Color, ko: Repetition, strict: bool) -> Option<(i32, bool)> {
        let (target, _) = self.r_value(ko, c, 1)?;
        let left = self.budget.nodes.saturating_sub(self.nodes);
        let Some((theirs, _)) = self.r_value(ko, c.opponent(), 1) else {
            if strict {
                return None;
            }
            self.renew_budget(left);
            return Some((target, false));
        };
        Some((target, -theirs >= target))
    }

    /// Whether c's move `mv` keeps `target` (false when illegal or past the
    /// budget).
    fn keeps(&mut self, c: Color, mv: Move, target: i32) -> bool {
        let found = self.child(c, mv, 0, false, target - 1, target);
        !self.aborted && matches!(found, Ok((v, _)) if v >= target)
    }

    /// The stop of the local game with `c` to move first: the minimax of
    /// the local score (Black positive) under Japanese counting. A line
    /// ended by capturing an essential block gives the capturer every point
    /// of the game plus two for each opponent stone left in it (one for the
    /// point, one for the prisoner); a line ended by two passes counts no
    /// territory (the 1989 seki rule); stones captured on the way count one
    /// each for their captor. `None` past the budget.
    pub fn stop(&mut self, c: Color) -> Option<i64> {
        let (v, _) = self.run(Repetition::Barred, Objective::Score, c, 0)?;
        let v = i64::from(v);
        Some(if c == Color::Black { v } else { -v })
    }
}

/// How far R(c, k) is followed before status or seki_level are given up
/// (far beyond any race this program meets; a budget usually stops first).
const MAX_K: u8 = 60;

/// Solves every figure of a race: results, status, seki_level,
/// unconditional, best moves, stops and value.
#[must_use]
pub fn solve(
    board: &Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    budget: Budget,
) -> RaceResult {
    solve_with(Solver::new(board, game, essential, budget), true)
}

/// The results, status, seki_level and unconditional of a race, without the
/// best moves and the value (which [`solve`] adds).
#[must_use]
pub fn solve_results(
    board: &Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    budget: Budget,
) -> RaceResult {
    solve_with(Solver::new(board, game, essential, budget), false)
}

fn solve_with(mut s: Solver, full: bool) -> RaceResult {
    let black_first = s.result(Color::Black, 1);
    let white_first = s.result(Color::White, 1);
    let known = |o: Outcome| !matches!(o, Outcome::Ko | Outcome::Unknown);
    let winner = Outcome::winner(black_first, white_first);
    let mut status = None;
    let mut seki_level = None;
    let mut unconditional = false;
    if known(black_first) && known(white_first) {
        if let Some(w) = winner {
            let loser = w.opponent();
            let sign = if w == Color::Black { 1 } else { -1 };
            match s.result(loser, UNLIMITED) {
                o if o == Outcome::win(w) => unconditional = true,
                o if known(o) => {
                    let mut k = 1;
                    while k < MAX_K && s.result(loser, k + 1) == Outcome::win(w) {
                        k += 1;
                    }
                    if !s.exhausted() && k < MAX_K {
                        status = Some(sign * i64::from(k));
                    }
                }
                _ => {}
            }
        } else {
            status = Some(0);
            if black_first == Outcome::Black || white_first == Outcome::White {
                seki_level = Some(0);
            } else {
                let b = s.result(Color::Black, UNLIMITED);
                let w = s.result(Color::White, UNLIMITED);
                if b != Outcome::Black && w != Outcome::White && known(b) && known(w) {
                    unconditional = true;
                } else if known(b) && known(w) {
                    let mut k = 1;
                    while k < MAX_K
                        && s.result(Color::Black, k + 1) != Outcome::Black
                        && s.result(Color::White, k + 1) != Outcome::White
                    {
                        k += 1;
                    }
                    if !s.exhausted() && k < MAX_K {
                        seki_level = Some(u32::from(k));
                    }
                }
            }
        }
        if s.exhausted() {
            status = None;
            seki_level = None;
            unconditional = false;
        }
    }
    let best_move = if full {
        // In a ko, the move that wins when the side wins the ko (as GTP's
        // codes 2 and 3 do); otherwise under superko.
        let rule = |c: Color, first: Outcome| {
            if first == Outcome::Ko {
                Repetition::WonBy(c)
            } else {
                Repetition::Barred
            }
        };
        ByColor::new(
            s.best_move(Color::Black, rule(Color::Black, black_first)),
            s.best_move(Color::White, rule(Color::White, white_first)),
        )
    } else {
        ByColor::new(None, None)
    };
    let stops = if full {
        s.stop(Color::Black).zip(s.stop(Color::White))
    } else {
        None
    };
    let value = stops.map(|(l, r)| {
        if l == r {
            Value::integer(l)
        } else {
            Value::switch(Q::from_integer(l), Q::from_integer(r))
        }
    });
    RaceResult {
        black_first,
        white_first,
        status,
        seki_level,
        winner,
        unsettled: status == Some(0) && seki_level == Some(0),
        unconditional,
        best_move,
        value,
        method: Method::Search {
            nodes: s.nodes(),
            stops,
        },
    }
}
