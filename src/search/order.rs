//! Move ordering: captures and saving an essential block in atari first,
//! then filling the opponent's liberties (outside before shared), then the
//! rest; filling one's own eye and self-atari last, pass after all; within
//! a rank, the history heuristic.
//!
//! PASS is left out where the mover can fill a plain outside liberty of the
//! opponent (searching for the outcome, with the reductions on). Filling it
//! is never worse: after a pass the opponent may end the game (seki) or
//! play m; after the fill the opponent's pass lets the mover end it too,
//! and each m meets a position that differs only by one plain liberty less
//! for the opponent, which never helps it (the argument of the plain
//! liberties' counter, `plain_liberties`). The stone joins a wall with a
//! liberty outside the game, so it is legal, never captured, and repeats no
//! earlier position (the point was empty in all of them). Free moves in a
//! row (R(c, k)) change nothing: after the fill the mover may still pass.
//! `tests/agreement.rs` checks it with the other reductions against search
//! without them.

use super::{HISTORY, Objective, Solver};
use crate::go::{Color, Move, Point, PointSet};

/// Added to minus a move's score to make its sort rank non-negative (scores
/// stay far inside +-2^21).
const SCORE_OFFSET: i64 = 1 << 21;

/// Capturing an essential block of the opponent (the race is won).
const CAPTURE_ESSENTIAL: i32 = 10_000;
/// Capturing another block of the opponent, plus its size; a score below
/// this is no capture.
const CAPTURE_BLOCK: i32 = 300;
/// Saving an essential block in atari by playing on its last liberty.
const SAVE_IN_ATARI: i32 = 500;
/// Filling a liberty of the opponent's essential blocks that is not c's.
const FILL_OUTSIDE: i32 = 100;
/// Filling a shared liberty.
const FILL_SHARED: i32 = 60;
/// Spread over the opponent's liberties: filling one counts more the fewer
/// it has.
const FEW_LIBERTIES: i32 = 40;
/// A move that leaves its stone in atari (self-atari).
const SELF_ATARI: i32 = -200;
/// A move into c's own eye.
const OWN_EYE: i32 = -300;

/// Bits of a packed sort key that hold the point's index (below 512).
const POINT_BITS: u32 = 9;

/// Move ordering's working lists ([`Solver::ordered`]), cleared at each
/// node and kept between nodes.
#[derive(Default)]
pub(super) struct Scratch {
    /// Last liberties of the opponent's blocks in atari, with their scores.
    captures: Vec<(Point, i32)>,
    /// The mover's blocks found so far, with their liberties (none when
    /// anchored).
    own_blocks: Vec<(PointSet, Option<PointSet>)>,
    /// The moves' sort keys.
    scored: Vec<u64>,
}

impl Solver {
    /// Moves of `c` in search order: `first` (the table's best move) first,
    /// then by the ordering rules of the module documentation; pass last.
    pub(super) fn moves(&self, c: Color, first: Option<Move>) -> Vec<Move> {
        self.ordered(c, first, Some(&self.history[c]))
    }

    /// The moves of `c` by the ordering rules alone, without the history
    /// heuristic: the order depends on the position only, so best moves do
    /// not depend on which questions were searched before. Pass last.
    pub(super) fn static_moves(&self, c: Color) -> Vec<Move> {
        self.ordered(c, None, None)
    }

    /// Moves in order, `first` first, ties broken by how often a move
    /// refuted others (`refuted`, by point index) when given.
    fn ordered(
        &self,
        c: Color,
        first: Option<Move>,
        refuted: Option<&[u32; HISTORY]>,
    ) -> Vec<Move> {
        let opp = c.opponent();
        let empty = self.board.empty_points();
        let own = self.board.stones(c);
        let mine_ess = self.essential_now(c);
        let their_ess = self.essential_now(opp);
        let mine_libs = mine_ess.neighbors() & empty;
        let their_libs = their_ess.neighbors() & empty;
        let (allowed, can_fill) = self.allowed(c);
        let pass = !(can_fill && self.objective == Objective::Outcome);
        let first = first.filter(|&m| pass || m != Move::Pass);
        // The blocks next to the candidate points, once per node: the
        // opponent's in atari (their last liberty captures them) and c's
        // liberties (for self-atari). Blocks holding an anchored wall stone
        // have a liberty outside the game and are neither.
        let near = allowed.neighbors();
        // Per node, for every point at once: where a stone has two empty
        // neighbours (never self-atari, and a block holding such a stone is
        // not in atari), and c's own eyes (every neighbour c's).
        let two_liberties = empty.neighbors_twice();
        let mut scratch = self.scratch.borrow_mut();
        let Scratch {
            captures,
            own_blocks,
            scored,
        } = &mut *scratch;
        captures.clear();
        own_blocks.clear();
        scored.clear();
        self.captures(opp, near, two_liberties, captures);
        // c's blocks with their liberties (an anchored one: none needed),
        // found when a move's self-atari test first needs them.
        let own_blocks = std::cell::RefCell::new(own_blocks);
        let mine_one = self.essential_is_one_block(c);
        let blocks_next_to = |nbrs: PointSet| -> Option<PointSet> {
            let mut known = own_blocks.borrow_mut();
            let mut libs = PointSet::EMPTY;
            let mut todo = nbrs & own;
            while let Some(q) = todo.first() {
                if self.anchored.contains(q) {
                    return None;
                }
                let i = match known.iter().position(|&(b, _)| b.contains(q)) {
                    Some(i) => i,
                    None => {
                        let block = if mine_one && mine_ess.contains(q) {
                            mine_ess
                        } else {
                            self.blocks_of(PointSet::single(q), own)
                        };
                        let anchored = block.intersects(self.anchored);
                        let l = block.neighbors() & empty;
                        known.push((block, (!anchored).then_some(l)));
                        known.len() - 1
                    }
                };
                let (block, l) = known[i];
                todo -= block;
                libs |= l?;
            }
            Some(libs)
        };
        let own_eyes = self.board.points() - (self.board.points() - own).neighbors();
        let their_lib_bonus = FEW_LIBERTIES / (their_libs.len() as i32).max(1);
        let mine_in_atari = mine_libs.len() == 1;
        // Each move's sort key packed in one integer, computed once: the
        // score (higher first), then the history count (higher first), then
        // the point (lower first); points are distinct, so an unstable sort
        // of the keys gives the one order.
        let key = |score: i32, p: Point| -> u64 {
            let rank = (SCORE_OFFSET - i64::from(score)).clamp(0, (1 << 22) - 1) as u64;
            let h = refuted.map_or(0, |r| r[p.index()]);
            (rank << (32 + POINT_BITS)) | (u64::from(u32::MAX - h) << POINT_BITS) | p.index() as u64
        };
        scored.extend(allowed.iter().map(|p| {
            let mut score: i32 = captures
                .iter()
                .filter(|&&(q, _)| q == p)
                .map(|&(_, s)| s)
                .sum();
            if their_libs.contains(p) {
                score += if mine_libs.contains(p) {
                    FILL_SHARED
                } else {
                    FILL_OUTSIDE
                };
                score += their_lib_bonus;
            }
            if mine_in_atari && mine_libs.contains(p) {
                score += SAVE_IN_ATARI;
            }
            // Liberties of the stone after the move (before captures); a
            // stone joining an anchored block has plenty, and one with
            // two empty neighbours has at least two.
            if score < CAPTURE_BLOCK && !two_liberties.contains(p) {
                let nbrs = PointSet::single(p).neighbors();
                let libs = blocks_next_to(nbrs).map(|l| l | (nbrs & empty));
                if libs.is_some_and(|l| l.without(p).len() <= 1) {
                    score += SELF_ATARI;
                }
            }
            if own_eyes.contains(p) {
                score += OWN_EYE;
            }
            key(score, p)
        }));
        scored.sort_unstable();
        in_order(scored, first, pass)
    }

    /// The points `c` may play, and whether `c` can fill a plain outside
    /// liberty of the opponent (then PASS is never better, see the module
    /// documentation). With the reductions: none of `c`'s own plain
    /// liberties, one point of each plain region of the opponent's, and the
    /// lowest of the interchangeable shared liberties (see
    /// `interchangeable_shared`).
    fn allowed(&self, c: Color) -> (PointSet, bool) {
        let empty = self.board.empty_points();
        let mut allowed = empty & self.game;
        let mut can_fill = false;
        let reduce = self.plain.enabled && !self.past_capture();
        if reduce {
            allowed -= self.plain.owned[c];
            for &(owner, group) in &self.plain.groups {
                if owner == c.opponent() {
                    let open = group & empty;
                    allowed -= open;
                    if let Some(p) = open.first() {
                        allowed.insert(p);
                        can_fill = true;
                    }
                }
            }
        }
        if reduce && self.objective == Objective::Outcome {
            let shared = self.interchangeable_shared();
            if shared.len() > 1 {
                allowed -= shared;
                allowed.insert(shared.first().expect("two points"));
            }
        }
        (allowed, can_fill)
    }

    /// The last liberties of `opp`'s blocks in atari next to `near`, with
    /// what taking each is worth. Only blocks of stones with one empty
    /// neighbour at most can be in atari, and none holding a wall stone
    /// with a liberty outside the game: the others are not followed.
    fn captures(
        &self,
        opp: Color,
        near: PointSet,
        two_liberties: PointSet,
        captures: &mut Vec<(Point, i32)>,
    ) {
        let empty = self.board.empty_points();
        let theirs = self.board.stones(opp);
        let their_ess = self.essential_now(opp);
        let mut rest = (near & theirs) - two_liberties - self.anchored;
        let their_one = self.essential_is_one_block(opp);
        while let Some(q) = rest.first() {
            let block = if their_one && their_ess.contains(q) {
                their_ess
            } else {
                self.blocks_of(PointSet::single(q), theirs)
            };
            rest -= block;
            if block.intersects(two_liberties) || block.intersects(self.anchored) {
                continue;
            }
            let libs = block.neighbors() & empty;
            if libs.len() == 1 {
                let score = if block.intersects(their_ess) {
                    CAPTURE_ESSENTIAL
                } else {
                    CAPTURE_BLOCK + block.len() as i32
                };
                captures.push((libs.first().expect("one liberty"), score));
            }
        }
    }
}

/// The moves of sorted keys, `first` first, PASS last when `pass`.
fn in_order(scored: &[u64], first: Option<Move>, pass: bool) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(scored.len() + 1);
    if let Some(m) = first {
        out.push(m);
    }
    out.extend(
        scored
            .iter()
            .map(|&k| {
                let index = (k & ((1 << POINT_BITS) - 1)) as usize;
                Move::Place(Point::from_index(index).expect("a point"))
            })
            .filter(|&m| Some(m) != first),
    );
    if pass && first != Some(Move::Pass) {
        out.push(Move::Pass);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testing::{EYE_AGAINST_EYE, OUTSIDE_ONLY, problem};
    use super::*;

    fn at(v: &str) -> Move {
        Move::Place(v.parse().unwrap())
    }

    #[test]
    fn liberties_first_pass_last_and_history_only_in_search() {
        // Black D1-D3 has liberties C1-C3, White E1-E3 has F2 and F3.
        let (_, mut s) = problem(OUTSIDE_ONLY);
        let black = s.static_moves(Color::Black);
        assert!(
            !black.contains(&Move::Pass),
            "Black can fill White's plain liberty F2: PASS is never better"
        );
        // White's liberties come first, the plain ones as a counter: one of them.
        assert_eq!(black[0], at("F2"));
        assert!(
            !black.contains(&at("F3")),
            "one point of a plain group at a time"
        );
        assert!(
            !black.contains(&at("C1")),
            "Black never fills its own plain liberties"
        );
        // The table's move goes first; a PASS from the table is left out too.
        assert_eq!(s.moves(Color::Black, Some(at("B2")))[0], at("B2"));
        assert!(
            !s.moves(Color::Black, Some(Move::Pass))
                .contains(&Move::Pass)
        );
        // Counting the score, a pass may be better than a point: kept, last.
        s.objective = Objective::Score;
        assert_eq!(s.static_moves(Color::Black).last(), Some(&Move::Pass));
    }

    #[test]
    fn history_reorders_a_rank_in_search_only() {
        // Black fills White's two-point eye J1-J2: both moves of one rank.
        let (_, mut s) = problem(EYE_AGAINST_EYE);
        let black = s.static_moves(Color::Black);
        assert_eq!(black[..2], [at("J1"), at("J2")]);
        s.history[Color::Black][black[1].point().unwrap().index()] = 1_000;
        assert_eq!(s.static_moves(Color::Black), black);
        assert_eq!(s.moves(Color::Black, None)[..2], [at("J2"), at("J1")]);
    }
}
