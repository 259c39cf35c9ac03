//! The search itself: negamax with alpha-beta over one local game, to the
//! end of the game (no heuristic evaluation), the table, the Benson bound
//! and superko's dependence on the line (see `ko`).

use super::ko::Dep;
use super::{INF, MAX_LINE, Objective, Repetition, Solver, UNLIMITED};
use crate::{
    go::{Block, Color, Move, MoveError, PointSet},
    life::NAKADE_POINTS,
    limits::{CHASE_NODES, FIGHT_EYE_NODES, FIGHT_EYE_POINTS, FIGHT_LIFE_NODES},
};

/// Why a move was not searched.
pub(super) enum Skip {
    /// Illegal (occupied or suicide).
    Illegal,
    /// Barred by superko: it would repeat the position at this line index.
    Superko(usize),
}

/// A search answer: the value from the searching side's point of view, and
/// how it depends on moves barred by superko.
pub(super) type Found = (i32, Dep);

/// What the table says of a node ([`Solver::probe`]).
enum Probe {
    /// Its value, known.
    Done(Found),
    /// The window narrowed by its bounds, and the move to try first.
    Window(i32, i32, Option<Move>),
}

impl Solver {
    pub(super) fn over_budget(&mut self) -> bool {
        if !self.aborted {
            let time_up = self.nodes.is_multiple_of(1024)
                && self.budget.time.is_some_and(|t| self.start.elapsed() > t);
            // A line deeper than MAX_LINE (long fights in an open area)
            // counts as past the budget: the stack stays bounded.
            self.aborted = self.nodes > self.budget.nodes || time_up || self.line.len() > MAX_LINE;
        }
        self.aborted
    }

    /// Negamax with alpha-beta: the value of the node for `c`, to move, with
    /// `free` moves in a row left after this one.
    pub(super) fn search(
        &mut self,
        c: Color,
        free: u8,
        last_pass: bool,
        alpha: i32,
        beta: i32,
    ) -> Found {
        self.nodes += 1;
        if self.over_budget() {
            return (0, Dep::NONE);
        }
        let key = self.key(c, free, last_pass);
        let (mut alpha, mut beta, first) = match self.probe(key, c, free, last_pass, alpha, beta) {
            Probe::Done(found) => return found,
            Probe::Window(alpha, beta, first) => (alpha, beta, first),
        };
        let mut pruned = PointSet::EMPTY;
        if self.plain.enabled && self.objective == Objective::Outcome {
            let (bound, vital) = self.unconditional(c);
            if let Some((lo, hi)) = bound {
                if let Some(e) = self.stored(key) {
                    e.lo = e.lo.max(lo);
                    e.hi = e.hi.min(hi);
                }
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
            if let Some(e) = self.stored(key) {
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
        }
        (best, dep)
    }

    /// The table's answer for the node `key` (`c` to move, `free` moves
    /// left): its value at once, or the window `alpha`..`beta` narrowed by
    /// its bounds and the move to try first.
    fn probe(&self, key: u64, c: Color, free: u8, last_pass: bool, alpha: i32, beta: i32) -> Probe {
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first = None;
        if let Some(e) = self.tt.get(&key) {
            let stored = Dep {
                since: usize::MAX,
                ko: e.ko,
            };
            if e.lo == e.hi || e.lo >= beta {
                return Probe::Done((e.lo, stored));
            }
            if e.hi <= alpha {
                return Probe::Done((e.hi, stored));
            }
            alpha = alpha.max(e.lo);
            beta = beta.min(e.hi);
            first = e.best;
        } else if let Some((e, taker)) = self.unbanned(key) {
            // A ko just taken bars the other side's taking back at once
            // (also after passes: the position before would recur). That
            // side has a move less than at the same stones without the ban,
            // and its opponent, the taker, loses nothing: the bounds found
            // there are an upper bound of the barred side's and a lower
            // bound of the taker's.
            let stored = Dep {
                since: usize::MAX,
                ko: e.ko,
            };
            if taker == c {
                if e.lo >= beta {
                    return Probe::Done((e.lo, stored));
                }
                alpha = alpha.max(e.lo);
            } else {
                if e.hi <= alpha {
                    return Probe::Done((e.hi, stored));
                }
                beta = beta.min(e.hi);
            }
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
                    return Probe::Done((lo, stored));
                }
                if hi <= alpha {
                    return Probe::Done((hi, stored));
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
                first = e.best;
            }
        }
        Probe::Window(alpha, beta, first)
    }

    /// The table's entry for the node `key` without the ban
    /// of a ko just taken, with the colour that took it, when there is
    /// such a ban and it bars the other side's taking back (under superko,
    /// simple ko, or the taker winning every repetition; when the other
    /// side wins them, taking back wins at once).
    fn unbanned(&self, key: u64) -> Option<(&super::table::Entry, Color)> {
        let now = self.line.last().expect("the start");
        let taker = now.ko_taker;
        if now.ko_key == 0 || self.ko == Repetition::WonBy(taker.opponent()) {
            return None;
        }
        self.tt.get(&(key ^ now.ko_key)).map(|e| (e, taker))
    }

    /// Whether `c`, having just captured `captured`, dies anyway: its
    /// essential stones are one block, the only eye space they enclose is
    /// the region the capture left (empty points bordered by that block
    /// alone), every other liberty of the block touches a wall of the
    /// opponent's (it is filled safely), and the block cannot live on that
    /// region with the opponent to move: a basic nakade shape (its vital
    /// point taken, or the square four as it is), or, up to seven points,
    /// what the eye game of the region alone says (`life::eye_life`:
    /// anything but alive). Unknown (past the eye game's nodes, a ko) or
    /// another shape: the capture wins, as in the race.
    ///
    /// ```text
    /// o o o o .    X took White's stones on A1, B1 and A2 (a bent three):
    /// X X X o .    White plays its vital point A1, and X, whose other
    /// . X X o .    liberties (none here) would touch White's wall, has
    /// . . X o .    one eye at most.
    /// ```
    pub(super) fn dies_after_capture(&mut self, c: Color, captured: PointSet) -> bool {
        let key = (self.stones_key(), c);
        if let Some(&dies) = self.deaths.get(&key) {
            return dies;
        }
        let dies = self.cannot_live(c, captured);
        self.deaths.insert(key, dies);
        dies
    }

    /// Whether `c`, having just captured `captured` (essential stones) in
    /// the fight to live, is safe by Müller's rules for a semeai's winner
    /// (1999, 2.4; `life::safety_after_winning` for the race): every
    /// essential block of c either touches two empty points that also
    /// touch one of c's walls with a liberty outside the game (rule 1: it
    /// connects to a wall the search never captures, whatever the opponent
    /// plays), or has an eye, an empty region bordered by the block alone
    /// whose every point is its liberty, and a second one left by the
    /// capture: a region bordered by the block alone (rule 2: the
    /// opponent can fill neither, each keeps the block a liberty).
    ///
    /// ```text
    /// O O O O O O O O    X took E1-F1 at G1: the two points are a region
    /// O X X X X X X O    bordered by its block alone, a second eye
    /// O X . X . . X O    besides C1 (rule 2).
    /// ```
    fn secured_by_capture(&self, c: Color, captured: PointSet) -> bool {
        let ess = self.essential_now(c);
        if ess.is_empty() {
            return false;
        }
        let empty = self.board.empty_points();
        let own = self.board.stones(c);
        let safe_walls = self.anchored & own;
        let freed = captured.flood_fill(empty);
        ess.components().all(|block| {
            let libs = self.board.border(block) & empty;
            if (libs & safe_walls.neighbors()).len() >= 2 {
                return true;
            }
            let bordered_by_block = |r: PointSet| self.board.border(r).is_subset(block);
            let Some(second) = freed
                .components()
                .find(|&r| r.intersects(libs) && bordered_by_block(r))
            else {
                return false;
            };
            // The eye: another empty region (regions are maximal, so it
            // misses `second`), every point a liberty of the block.
            (libs - second)
                .flood_fill(empty)
                .components()
                .any(|r| r.is_subset(libs) && bordered_by_block(r))
        })
    }

    /// Whether `c`, having just captured essential stones in the fight to
    /// live, is shown alive by its eye space: its essential stones lie in
    /// one group that lives with the opponent moving first after every
    /// outside liberty of its blocks that may be taken is filled, c's
    /// walls with a liberty outside the game never taken
    /// (`life::group::lives_beside_safe_walls`, the block status's step 4);
    /// remembered by position.
    fn lives_after_capture(&mut self, c: Color, captured: PointSet) -> bool {
        // The capture must leave a region of at least three points that
        // the capturer alone encloses (smaller ones are Müller's rule 2's).
        let freed = captured.flood_fill(self.board.empty_points());
        if freed.len() < 3 || !self.board.border(freed).is_subset(self.board.stones(c)) {
            return false;
        }
        if self.big_eyes_live && freed.len() > NAKADE_POINTS {
            return !self.essential_now(c).is_empty();
        }
        let key = (self.stones_key(), c);
        if let Some(&lives) = self.lives.get(&key) {
            return lives;
        }
        let ess = self.essential_now(c);
        let safe = self.anchored & self.board.stones(c);
        let lives = !ess.is_empty()
            && crate::life::group::lives_beside_safe_walls(
                &self.board,
                c,
                ess,
                safe,
                FIGHT_LIFE_NODES,
                &mut self.eye_answers,
            );
        self.lives.insert(key, lives);
        lives
    }

    /// Whether `c`'s move `mv`, just played, takes one of its racers out of
    /// the game with two liberties or fewer, and the opponent then
    /// captures it by ataris alone ([`Solver::reading_escapes`]; searching
    /// for the outcome only).
    fn runs_out_into_a_chase(&mut self, c: Color, mv: Move) -> bool {
        let Move::Place(p) = mv else {
            return false;
        };
        if self.chases.is_none() || self.objective != Objective::Outcome {
            return false;
        }
        let mine = self.essential_now(c);
        if !mine.contains(p) || !self.racer_liberty_outside(mine) {
            return false;
        }
        if !self
            .board
            .block_at(p)
            .is_some_and(|b| self.short_and_out(&b))
        {
            return false;
        }
        let chases = self.chases.as_mut().expect("reading escapes");
        chases.dies(&mut self.board, c.opponent(), p, true, CHASE_NODES) == Some(true)
    }

    /// Whether `c`'s move `mv`, just played, leaves a racer of the
    /// opponent next to it with two liberties or fewer, one of them outside
    /// the game, that cannot get away from a chase by ataris with its side
    /// to move ([`Solver::reading_escapes`]; searching for the outcome
    /// only).
    fn catches_a_racer_outside(&mut self, c: Color, mv: Move) -> bool {
        let Move::Place(p) = mv else {
            return false;
        };
        if self.chases.is_none() || self.objective != Objective::Outcome {
            return false;
        }
        let theirs = self.essential_now(c.opponent());
        if !self.racer_liberty_outside(theirs) {
            return false;
        }
        let mut next = PointSet::single(p).neighbors() & theirs;
        while let Some(q) = next.first() {
            let Some(block) = self.board.block_at(q) else {
                break;
            };
            next -= block.stones;
            if !self.short_and_out(&block) {
                continue;
            }
            let chases = self.chases.as_mut().expect("reading escapes");
            if chases.dies(&mut self.board, c, q, false, CHASE_NODES) == Some(true) {
                return true;
            }
        }
        false
    }

    /// Whether some stone of `racers` has a liberty outside the game: most
    /// positions have none, and the chases are skipped with this test of
    /// bitsets.
    fn racer_liberty_outside(&self, racers: PointSet) -> bool {
        !((racers.neighbors() & self.board.empty_points()) - self.game).is_empty()
    }

    /// Whether `block` has two liberties or fewer, one of them outside the
    /// game.
    fn short_and_out(&self, block: &Block) -> bool {
        block.liberties.len() <= 2 && !block.liberties.is_subset(self.game)
    }

    /// [`Solver::dies_after_capture`], not remembered.
    fn cannot_live(&self, c: Color, captured: PointSet) -> bool {
        let ess = self.essential_now(c);
        if ess.is_empty() || !self.essential_is_one_block(c) {
            return false;
        }
        let empty = self.board.empty_points();
        let region = captured.flood_fill(empty);
        let on = self.board.points();
        if !(region.border() & on).is_subset(ess) {
            return false;
        }
        let walls = self.walls & self.board.stones(c.opponent());
        let others = (ess.border() & empty) - region;
        if !others
            .iter()
            .all(|q| PointSet::single(q).neighbors().intersects(walls))
        {
            return false;
        }
        if crate::life::nakade_shape(region).is_some() {
            return true;
        }
        if region.len() > FIGHT_EYE_POINTS {
            return false;
        }
        let nodes = crate::life::EyeNodes::new(FIGHT_EYE_NODES);
        matches!(
            crate::life::eye_life_within(&self.board, c, region, 0, &nodes),
            Some(crate::life::EyeLife::Lives(_) | crate::life::EyeLife::Dies)
        )
    }

    /// The value for `c` of playing `mv` at a node with `free` moves left.
    pub(super) fn child(
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
                return Ok((self.after_passes(c), Dep::NONE));
            }
            // A pass ends c's moves in a row; the opponent may end the game by passing.
            let (v, d) = self.search(opp, 0, true, -beta, -alpha);
            return Ok((-v, d));
        }
        let played = match self.play(c, mv) {
            Ok(played) => played,
            Err(MoveError::Superko(_)) => {
                let since = self.board.repeats(c, mv).unwrap_or(0);
                return match self.ko {
                    // In the fight to live only a ko capture is the
                    // master's win; any other repetition (sending two and
                    // taking one back) is barred to both, as superko.
                    Repetition::WonBy(x)
                        if x == c && (!self.fight || self.board.is_ko_capture(c, mv)) =>
                    {
                        Ok((self.win_value(c, PointSet::EMPTY), Dep::barred(since)))
                    }
                    Repetition::Eternal if !self.board.takes_back(c, mv) => {
                        Ok((0, Dep::barred(since)))
                    }
                    _ => Err(Skip::Superko(since)),
                };
            }
            Err(_) => return Err(Skip::Illegal),
        };
        let captured = played.captured;
        let escape = self.escapes_by(c, captured);
        let ends = escape || captured.intersects(self.essential[opp]);
        let found = if ends && (!self.fight || escape) {
            (self.win_value(c, captured), Dep::NONE)
        } else if ends && self.gone(c) {
            // c's essential stones were captured before, and c takes the
            // capturer's back: the area is c's, as in the race.
            (self.win_value(c, captured), Dep::NONE)
        } else if ends
            && (self.secured_by_capture(c, captured) || self.lives_after_capture(c, captured))
        {
            // Müller's rules, then the eye space, show the capturer safe.
            (self.win_value(c, captured), Dep::NONE)
        } else if ends && self.dies_after_capture(c, captured) {
            (-self.win_value(c, captured), Dep::NONE)
        } else if !ends && self.runs_out_into_a_chase(c, mv) {
            // The racer ran out of the area only to be captured there.
            (-1, Dep::NONE)
        } else if !ends && self.catches_a_racer_outside(c, mv) {
            // The opponent's racer, out of the area, cannot get away.
            (1, Dep::NONE)
        } else {
            // In the fight to live a capture of essential stones goes on
            // (the capturer must still live: Benson's bound or the end
            // of the game decides, `Solver::after_passes`).
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
        self.undo();
        Ok(found)
    }

    /// Whether `c` to move (with `free` moves in a row) gets at least
    /// `target` under `objective` and one ko rule: one null-window search,
    /// with the [`Dep`] of its proof. `None` past the budget.
    pub(super) fn null_window(
        &mut self,
        ko: Repetition,
        objective: Objective,
        c: Color,
        free: u8,
        target: i32,
    ) -> Option<(bool, Dep)> {
        self.ko = ko;
        self.objective = objective;
        let (v, dep) = self.search(c, free, false, target - 1, target);
        (!self.aborted).then_some((v >= target, dep))
    }

    pub(super) fn run(
        &mut self,
        ko: Repetition,
        objective: Objective,
        c: Color,
        free: u8,
    ) -> Option<Found> {
        self.ko = ko;
        self.objective = objective;
        let (lo, hi) = match objective {
            Objective::Outcome => (-1, 1),
            Objective::Score => (-INF, INF),
        };
        let found = self.search(c, free, false, lo, hi);
        (!self.aborted).then_some(found)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{OUTSIDE_ONLY, problem};
    use super::*;
    use crate::go::Board;

    /// Whether Black's stones of `diagram`, having just taken `region`, die
    /// there (the game: Black's stones and the region; White's stones walls).
    fn dies_after_taking(diagram: &str, region: &str) -> bool {
        let board = crate::io::read_ascii(diagram).expect("a position");
        let black = board.stones(Color::Black);
        let region: PointSet = region.parse().expect("points");
        let essential = crate::go::ByColor::new(black, PointSet::EMPTY);
        let budget = crate::limits::Budget::nodes(1_000);
        Solver::new(&board, black | region, essential, budget)
            .to_live()
            .cannot_live(Color::Black, region)
    }

    /// The doc's diagram: after taking A1, B1 and A2 Black's only eye space
    /// is that bent three, White to move: dead. The same block round a
    /// straight four on the edge (A1-D1) lives.
    #[test]
    fn a_capture_that_leaves_a_dead_shape_does_not_live() {
        let bent = "o o o o .
                    X X X o .
                    . X X o .
                    . . X o .";
        assert!(dies_after_taking(bent, "A1 B1 A2"));
        let four = ". . . . . . .
                    o o o o o o .
                    X X X X X o .
                    . . . . X o .";
        assert!(!dies_after_taking(four, "A1 B1 C1 D1"));
    }

    /// Whether Black, playing `mv` in the fight to live of `diagram`
    /// (the game: rows 1 and 2 from B to G; Black's block and White's
    /// stones in it essential), captures and is safe by Müller's rules.
    fn secured_after(diagram: &str, mv: &str) -> bool {
        let board = crate::io::read_ascii(diagram).expect("a position");
        let game: PointSet = "B1 C1 D1 E1 F1 G1 B2 C2 D2 E2 F2 G2"
            .parse()
            .expect("points");
        let essential = crate::go::ByColor::from_fn(|c| board.stones(c) & game);
        let budget = crate::limits::Budget::nodes(1_000);
        let mut s = Solver::new(&board, game, essential, budget).to_live();
        let played = s.play(Color::Black, Move::Place(mv.parse().expect("a point")));
        let captured = played.expect("legal").captured;
        assert!(!captured.is_empty(), "{mv} captures");
        s.secured_by_capture(Color::Black, captured)
    }

    /// Black takes E1-F1 at G1: the two points are a region bordered by its
    /// block alone, and C1 is an eye already (rule 2). Without the eye at C1
    /// the capture leaves one eye space: not secured (the search goes on).
    #[test]
    fn a_capture_that_leaves_a_second_eye_is_secured() {
        let two_eyes = "O O O O O O O O .
                        O X X X X X X O .
                        O X . X O O . O .";
        assert!(secured_after(two_eyes, "G1"));
        let one_eye = "O O O O O O O O .
                       O X X X X X X O .
                       O X X X O O . O .";
        assert!(!secured_after(one_eye, "G1"));
    }

    #[test]
    fn the_search_proves_the_race_and_stores_it() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        let found = s.run(Repetition::Barred, Objective::Outcome, Color::White, 0);
        assert_eq!(found.map(|(v, _)| v), Some(-1), "White first loses");
        let nodes = s.nodes();
        // Asked again, the table answers at the root.
        s.run(Repetition::Barred, Objective::Outcome, Color::White, 0);
        assert_eq!(s.nodes(), nodes + 1);
    }

    /// A 19x19 board with Black's stones only, White to capture the block
    /// A6-H8 (the square C9-F12 a wall), the rest of the board in play:
    /// White plays in, is taken and plays again, lines hundreds of moves
    /// long. The search stops at `MAX_LINE` moves deep, as past its
    /// budget, well before its 2 000 nodes. (Without the cap the first line
    /// alone ran past them; with a budget of 200 000 nodes such a line,
    /// asked by a sacrifice check of a Basic Seki, overflowed a test
    /// thread's 2 MiB stack.)
    /// An open race read on a small area: Black's nine stones and White's
    /// C3, each with its liberties. Black first ataris at C4 and White
    /// runs out at D3 with two liberties, D4 outside the area: taken as
    /// escaped, Black kills nothing; read as a chase, the ladder runs to
    /// the edge and White dies.
    #[test]
    fn a_racer_that_runs_out_into_a_ladder_dies() {
        let board = crate::io::read_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . X O . . . . . .
             X X X X X . . . .
             . X X X . . . . .",
        )
        .expect("a position");
        let white: PointSet = "C3".parse().expect("points");
        let black = board.stones(Color::Black);
        let area = (black | white) | ((black | white).neighbors() & board.empty_points());
        assert_eq!(black_kills(&board, area, black, white), (Some(0), Some(1)));
    }

    /// Whether Black moving first kills White's racers `white` in the
    /// fight read on `area` (Black's racers `black`): taking racers with a
    /// liberty outside the area as escaped, then reading escapes.
    fn black_kills(
        board: &Board,
        area: PointSet,
        black: PointSet,
        white: PointSet,
    ) -> (Option<u8>, Option<u8>) {
        let essential = crate::go::ByColor::new(black, white);
        let budget = super::super::Budget::nodes(200_000);
        let kills = |s: Solver| s.to_live().ko_code(Color::Black, 1);
        (
            kills(Solver::new(board, area, essential, budget)),
            kills(Solver::new(board, area, essential, budget).reading_escapes()),
        )
    }

    /// White's C3-D3, mid-ladder: its liberties are E3 and D4, and D4 lies
    /// outside the area read. Black's E3 puts it in atari there: taken as
    /// escaped, it cannot be captured; read as a chase, White's D4 leaves
    /// two liberties and the ataris drive it to the edge.
    #[test]
    fn a_racer_put_in_atari_outside_the_area_is_chased_down() {
        let board = crate::io::read_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . X . . . . . .
             . X O O . . . . .
             X X X X X . . . .
             . X X X . . . . .",
        )
        .expect("a position");
        let white: PointSet = "C3 D3".parse().expect("points");
        let black = board.stones(Color::Black) - "C4".parse::<PointSet>().expect("points");
        let stones = board.occupied();
        let area = (stones | (stones.neighbors() & board.empty_points()))
            - "D4".parse::<PointSet>().expect("points");
        assert_eq!(black_kills(&board, area, black, white), (Some(0), Some(1)));
    }

    #[test]
    fn a_long_fight_stops_at_the_deepest_line() {
        let empty = ". . . . . . . . . . . . . . . . . . .\n";
        let board = crate::io::read(&format!(
            "{}{}{}",
            empty.repeat(7),
            "\
. . X X X X . . . . . . . . . . . . .
. . X X . X . . . . . . . . . . . . .
. . X . X X . . . . . . . . . . . . .
. . X X X X . . . . . . . . . . . . .
X . . . . . X X . . . . . . . . . . .
X X . . . . X X . . . . . . . . . . .
X X X X X X X X . . . . . . . . . . .
",
            empty.repeat(5)
        ))
        .expect("a position");
        let block: PointSet = "A8 A7 B7 A6 B6 C6 D6 E6 F6 G6 H6 G7 H7 G8 H8"
            .parse()
            .expect("points");
        let wall = board.stones(Color::Black) - block;
        let essential = crate::go::ByColor::from_fn(|c| match c {
            Color::Black => block,
            Color::White => PointSet::EMPTY,
        });
        let budget = super::super::Budget {
            nodes: 2_000,
            time: None,
        };
        let mut s = Solver::new(&board, board.points() - wall, essential, budget);
        let found = s.run(Repetition::Barred, Objective::Outcome, Color::White, 0);
        assert_eq!(found.map(|(v, _)| v), None);
        assert!(
            s.nodes() < 2_000,
            "stopped by depth, not nodes: {}",
            s.nodes()
        );
    }

    #[test]
    fn past_the_budget_the_answer_is_none() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        s.budget.nodes = 3;
        assert_eq!(
            s.run(Repetition::Barred, Objective::Outcome, Color::White, 0),
            None
        );
        assert!(s.exhausted());
        s.renew_budget(1_000_000);
        assert!(
            s.run(Repetition::Barred, Objective::Outcome, Color::White, 0)
                .is_some()
        );
    }

    #[test]
    fn a_capture_of_an_essential_block_ends_the_line() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        // Black fills White's liberties F2 and F3 in a row.
        let mut play = |c, v: &str| {
            let p = v.parse().unwrap();
            s.play(c, Move::Place(p)).expect("legal");
        };
        play(Color::Black, "F2");
        let (v, _) = s
            .child(
                Color::Black,
                Move::Place("F3".parse().unwrap()),
                0,
                false,
                -1,
                1,
            )
            .ok()
            .expect("legal");
        assert_eq!(v, 1, "capturing E1-E3 wins at once");
    }
}
