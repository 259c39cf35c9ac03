//! Unconditional status as GNU Go defines it (its GTP command
//! `unconditional_status`): the blocks that can never be captured even when
//! the opponent makes any number of moves in a row, the opponent blocks
//! that are then dead for good, and the empty points that are territory for
//! good. It is a procedure, not a search: the opponent plays out what it can
//! (GNU Go's documentation of `unconditional_life` states the steps; this is
//! our own code of them), so its answers are those of GNU Go's regression
//! file `unconditional.tst`.
//!
//! For a colour c, with o the opponent:
//! 1. o captures every c block it can by filling its liberties (a block left
//!    in atari is captured, even through a ko); the blocks left cannot be
//!    captured. Isolated two-stone c blocks (no c stone of another block
//!    among their eight neighbours) are left out of this: they may hold a
//!    seki in an eye, and are decided last.
//! 2. o fills every liberty of the c blocks left and extends its own blocks
//!    in atari while it can; an isolated two-stone c block in the shape of
//!    the critical seki below is extended by a third stone first.
//! 3. o fills the liberties of the two-stone c blocks, then plays one of two
//!    adjacent liberties of each of its blocks that has just those two.
//! 4. c's stones left are alive and their liberties territory; o's blocks in
//!    atari, with their last liberty, are territory (o's stones there dead).
//!
//! ```text
//! . O O O O O .    X's eye holds the two O stones a-b of one block: O
//! O O X X X O .    cannot capture X under alternating play, so the
//! O X X . X O O    points are not X's territory for good (a seki is
//! O X . O b X O    possible). When a and b are separate blocks, X lives.
//! O X a O . X O
//! O O X . X X O
//! . O X X X O O
//! ```

use crate::go::{Board, ByColor, Color, KoRule, Move, Point, PointSet, Rules};

/// The unconditional status of a point (GNU Go's words).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unconditional {
    /// A stone that can never be captured.
    Alive,
    /// A stone on the opponent's unconditional territory.
    Dead,
    /// An empty point that is unconditional territory of the colour.
    Territory(Color),
    /// None of these.
    Undecided,
}

impl Unconditional {
    /// GNU Go's word: `alive`, `dead`, `black_territory`, `white_territory`,
    /// `undecided`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Unconditional::Alive => "alive",
            Unconditional::Dead => "dead",
            Unconditional::Territory(Color::Black) => "black_territory",
            Unconditional::Territory(Color::White) => "white_territory",
            Unconditional::Undecided => "undecided",
        }
    }
}

/// What one colour's analysis marks: its uncapturable stones, and the points
/// it holds for good (its stones' liberties, opponent blocks left in atari
/// and their last liberty, once the opponent has played everything out).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct UnconditionalLife {
    /// Stones of the colour that can never be captured.
    pub alive: PointSet,
    /// Points that are the colour's for good (empty points and opponent stones).
    pub territory: PointSet,
}

impl UnconditionalLife {
    /// Every point marked.
    #[must_use]
    pub fn marked(&self) -> PointSet {
        self.alive | self.territory
    }
}

/// The unconditional status of every point of `board`: both colours'
/// analyses, White's first, Black's overriding where both mark a point (as
/// GNU Go does).
///
/// ```
/// use semeai::{Color, io, life::{Unconditional, unconditional_status}};
///
/// let board = io::read_ascii(
///     ". X . X O .
///      X X X X O .
///      O O O O O .
///      . . . . . .",
/// ).unwrap();
/// let status = unconditional_status(&board);
/// let at = |v: &str| status(v.parse().unwrap());
/// assert_eq!(at("A3"), Unconditional::Alive);
/// assert_eq!(at("A4"), Unconditional::Territory(Color::Black));
/// assert_eq!(at("E2"), Unconditional::Undecided);
/// ```
pub fn unconditional_status(board: &Board) -> impl Fn(Point) -> Unconditional + use<> {
    let life = ByColor::from_fn(|c| unconditional_life(board, c));
    let board = board.clone();
    move |p| {
        let mut status = Unconditional::Undecided;
        for c in [Color::White, Color::Black] {
            if life[c].marked().contains(p) {
                status = match board.color_at(p) {
                    Some(s) if s == c => Unconditional::Alive,
                    Some(_) => Unconditional::Dead,
                    None => Unconditional::Territory(c),
                };
            }
        }
        status
    }
}

/// A board on which the opponent plays things out, move by move, and which
/// counts its moves so that a batch can be taken back.
struct Playout {
    board: Board,
    moves: usize,
    /// The points in GNU Go's scan order: top row first, left to right.
    order: Vec<Point>,
    /// Each point's place in `order`, by point index.
    rank: Vec<usize>,
    /// Blocks found since the board last changed, with their liberties and
    /// their first stone in scan order (a pass over the board asks each
    /// block once per stone).
    blocks: std::cell::RefCell<Vec<(PointSet, PointSet, Point)>>,
}

impl Playout {
    fn new(board: &Board) -> Playout {
        let mut board = board.rooted();
        board.set_rules(Rules {
            ko: KoRule::Simple,
            suicide: false,
            ..board.rules()
        });
        let size = board.size();
        let order: Vec<Point> = (0..size.height())
            .rev()
            .flat_map(|row| (0..size.width()).filter_map(move |col| size.point(col, row)))
            .collect();
        let mut rank = vec![usize::MAX; crate::go::NUM_INDICES];
        for (i, p) in order.iter().enumerate() {
            rank[p.index()] = i;
        }
        Playout {
            board,
            moves: 0,
            order,
            rank,
            blocks: std::cell::RefCell::default(),
        }
    }

    /// Plays if legal (no suicide, no immediate ko recapture).
    fn try_move(&mut self, c: Color, p: Point) -> bool {
        let ok = self.board.try_play(c, Move::Place(p)).is_ok();
        self.moves += usize::from(ok);
        if ok {
            self.blocks.get_mut().clear();
        }
        ok
    }

    /// The block at `p` (its stones, liberties and first stone in scan
    /// order), `None` on an empty point.
    fn block(&self, p: Point) -> Option<(PointSet, PointSet, Point)> {
        let mut known = self.blocks.borrow_mut();
        if let Some(&found) = known.iter().find(|(stones, _, _)| stones.contains(p)) {
            return Some(found);
        }
        let b = self.board.block_at(p)?;
        let origin = b
            .stones
            .iter()
            .min_by_key(|q| self.rank[q.index()])
            .expect("a block has a stone");
        known.push((b.stones, b.liberties, origin));
        Some((b.stones, b.liberties, origin))
    }

    /// Plays if legal but for the ko rule.
    fn try_ko(&mut self, c: Color, p: Point) -> bool {
        let rules = self.board.rules();
        self.board.set_rules(Rules {
            ko: KoRule::Unchecked,
            ..rules
        });
        let ok = self.try_move(c, p);
        self.board.set_rules(rules);
        ok
    }

    fn take_back_to(&mut self, moves: usize) {
        while self.moves > moves {
            self.board.undo();
            self.moves -= 1;
            self.blocks.get_mut().clear();
        }
    }

    /// The liberties of the block at `p`, in scan order.
    fn liberties(&self, p: Point) -> Vec<Point> {
        let libs = self.block(p).map_or(PointSet::EMPTY, |(_, libs, _)| libs);
        let mut out: Vec<Point> = libs.iter().collect();
        out.sort_unstable_by_key(|q| self.rank[q.index()]);
        out
    }

    fn liberty_count(&self, p: Point) -> usize {
        self.block(p).map_or(0, |(_, libs, _)| libs.len())
    }

    /// Whether `p` holds a stone of `c` that is the first of its block in
    /// scan order (GNU Go visits each block at its origin).
    fn is_origin(&self, p: Point, c: Color) -> bool {
        self.board.color_at(p) == Some(c) && self.block(p).is_some_and(|(_, _, first)| first == p)
    }

    /// The liberties a stone of `c` on `p` would have (its block's, captures
    /// ignored), counted up to 4.
    fn approx_liberties(&self, p: Point, c: Color) -> usize {
        let stones = self.board.stones(c);
        let block = PointSet::single(p).neighbors() & stones;
        let joined = block.flood_fill(stones) | PointSet::single(p);
        let libs = (joined.neighbors() & self.board.empty_points()).without(p);
        libs.len().min(4)
    }

    /// Step 1: `o` captures every block of `c` it can, except `exceptions`.
    /// Returns whether no other block of `c` was left.
    fn capture_non_invincible(&mut self, c: Color, exceptions: PointSet) -> bool {
        let o = c.opponent();
        let mut captured = true;
        let mut found = false;
        while captured {
            captured = false;
            found = false;
            for i in 0..self.order.len() {
                let p = self.order[i];
                if !self.is_origin(p, c) || exceptions.contains(p) {
                    continue;
                }
                found = true;
                let before = self.moves;
                for lib in self.liberties(p) {
                    self.try_move(o, lib);
                }
                if self.board.color_at(p).is_none() {
                    captured = true;
                } else if let [last] = self.liberties(p)[..] {
                    // In atari: the capture stands, through a ko if need be.
                    let ok = self.try_ko(o, last);
                    debug_assert!(ok, "the last liberty of a block in atari");
                    captured = true;
                } else {
                    self.take_back_to(before);
                }
            }
        }
        !found
    }

    /// `o` fills every liberty of the blocks of `c` at `starts`.
    fn fill_liberties(&mut self, c: Color, starts: &[Point]) {
        for &p in starts {
            if self.board.color_at(p) == Some(c) {
                for lib in self.liberties(p) {
                    self.try_move(c.opponent(), lib);
                }
            }
        }
    }

    /// `o` extends its blocks in atari while it can.
    fn extend_in_atari(&mut self, o: Color) {
        let mut found = true;
        while found {
            found = false;
            for i in 0..self.order.len() {
                let p = self.order[i];
                if self.board.color_at(p) != Some(o) || self.liberty_count(p) > 1 {
                    continue;
                }
                if let Some(&lib) = self.liberties(p).first()
                    && self.try_move(o, lib)
                {
                    found = true;
                }
            }
        }
    }

    /// A two-stone block of `c` at `p` (the other stone at `p + up`) in the
    /// critical seki shape: `o` stones on both sides of it in one block.
    /// Extends the block with a third stone, so that it cannot form that seki.
    fn break_critical_seki(&mut self, c: Color, p: Point) {
        let size = self.board.size();
        let step = |q: Point, (dc, dr): (isize, isize)| {
            let col = q.col().checked_add_signed(dc)?;
            let row = q.row().checked_add_signed(dr)?;
            size.point(col, row)
        };
        let empty = |q: Option<Point>, b: &Board| q.is_some_and(|q| b.color_at(q).is_none());
        let o = c.opponent();
        // GNU Go's four directions in its order: south, west, north, east.
        const DIRS: [(isize, isize); 4] = [(0, -1), (-1, 0), (0, 1), (1, 0)];
        for r in 0..4 {
            let up = DIRS[r];
            let neg = |(a, b): (isize, isize)| (-a, -b);
            let Some(p_up) = step(p, up) else { continue };
            if self.board.color_at(p_up) != Some(c)
                || !empty(step(p_up, up), &self.board)
                || !empty(step(p, neg(up)), &self.board)
            {
                continue;
            }
            let mut right = DIRS[(r + 1) % 4];
            for k in 0..2 {
                if k == 1 {
                    right = neg(right);
                }
                if !empty(step(p, right), &self.board)
                    || !empty(step(p_up, neg(right)), &self.board)
                {
                    continue;
                }
                let before = self.moves;
                let a = step(p, neg(right));
                let b = step(p_up, right);
                for q in [a, b].into_iter().flatten() {
                    if self.board.color_at(q).is_none() {
                        self.try_move(o, q);
                    }
                }
                let one_block = match (a, b) {
                    (Some(a), Some(b)) => {
                        self.board.color_at(a) == Some(o)
                            && self
                                .board
                                .block_at(a)
                                .is_some_and(|blk| blk.stones.contains(b))
                    }
                    _ => false,
                };
                self.take_back_to(before);
                if one_block {
                    if let Some(q) = step(p, neg(up)) {
                        self.try_move(c, q);
                    }
                    break;
                }
            }
            if self.board.block_at(p).is_some_and(|b| b.stones.len() > 2) {
                break;
            }
        }
    }
}

/// GNU Go's unconditional analysis for `c` (see the module documentation).
#[must_use]
pub fn unconditional_life(board: &Board, c: Color) -> UnconditionalLife {
    let o = c.opponent();
    let mut play = Playout::new(board);
    // Isolated two-stone blocks: no stone of another block of c among the
    // eight neighbours of either stone, and none off the board.
    let own = board.stones(c);
    let mut potential_sekis = PointSet::EMPTY;
    for block in board.blocks() {
        if block.color != c || block.stones.len() != 2 {
            continue;
        }
        let isolated = block.stones.iter().all(|s| {
            (-1isize..=1).all(|dc| {
                (-1isize..=1).all(|dr| {
                    if dc == 0 && dr == 0 {
                        return true;
                    }
                    let q = s
                        .col()
                        .checked_add_signed(dc)
                        .zip(s.row().checked_add_signed(dr))
                        .and_then(|(col, row)| board.size().point(col, row));
                    q.is_some_and(|q| !own.contains(q) || block.stones.contains(q))
                })
            })
        });
        if isolated {
            potential_sekis |= block.stones;
        }
    }
    if play.capture_non_invincible(c, potential_sekis) {
        return UnconditionalLife::default();
    }
    // Step 2: o fills the liberties of the uncapturable blocks, extends in atari.
    let order = play.order.clone();
    let origins: Vec<Point> = order
        .iter()
        .copied()
        .filter(|&p| !potential_sekis.contains(p) && play.is_origin(p, c))
        .collect();
    play.fill_liberties(c, &origins);
    play.extend_in_atari(o);
    for &p in &order {
        if potential_sekis.contains(p) && play.is_origin(p, c) {
            play.break_critical_seki(c, p);
        }
    }
    // Step 3: the two-stone blocks' liberties, then one of two adjacent
    // liberties of each o block with just those.
    let seki_stones: Vec<Point> = order
        .iter()
        .copied()
        .filter(|&p| potential_sekis.contains(p))
        .collect();
    play.fill_liberties(c, &seki_stones);
    for &p in &order {
        if play.board.color_at(p) != Some(o) || play.liberty_count(p) != 2 {
            continue;
        }
        let libs = play.liberties(p);
        let (a, b) = (libs[0], libs[1]);
        if a.col().abs_diff(b.col()) + a.row().abs_diff(b.row()) != 1 {
            continue;
        }
        // Play the one that leaves c fewer open points; on a tie, the one
        // that gives o more liberties.
        let (a_open, b_open) = (play.approx_liberties(a, c), play.approx_liberties(b, c));
        let (a_libs, b_libs) = (play.approx_liberties(a, o), play.approx_liberties(b, o));
        let pick = if a_open > b_open || (a_open == b_open && a_libs >= b_libs) {
            a
        } else {
            b
        };
        play.try_move(o, pick);
    }
    // Step 4: what is left.
    let mut life = UnconditionalLife::default();
    for &p in &order {
        match play.board.color_at(p) {
            Some(s) if s == c && !potential_sekis.contains(p) => {
                life.alive.insert(p);
                if let Some(b) = play.board.block_at(p) {
                    life.territory |= b.liberties;
                }
            }
            Some(s) if s == o && play.liberty_count(p) == 1 => {
                life.territory.insert(p);
                if let Some(b) = play.board.block_at(p) {
                    life.territory |= b.liberties;
                }
            }
            _ => {}
        }
    }
    // A stone c played to break a seki marks a point that was empty.
    life.territory |= life.alive - own;
    life.alive &= own;
    life
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::read_ascii;

    fn status_of(diagram: &str) -> impl Fn(&str) -> &'static str {
        let board = read_ascii(diagram).unwrap();
        let status = unconditional_status(&board);
        move |v: &str| status(v.parse().unwrap()).word()
    }

    #[test]
    fn two_eyes_are_alive_and_their_eyes_territory() {
        let at = status_of(
            ". X . X O .
             X X X X O .
             O O O O O .
             . . . . . .",
        );
        assert_eq!(at("B4"), "alive");
        assert_eq!(at("C4"), "black_territory");
        assert_eq!(at("E4"), "undecided", "White has no eyes");
        assert_eq!(at("F1"), "undecided");
    }

    #[test]
    fn a_stone_in_an_alive_groups_eye_is_dead() {
        // X lives with the eyes A4 and C5-C4; O's stone on C4 is dead.
        let at = status_of(
            ". X . X . .
             X X O X . .
             X X X X . .
             . . . . . .
             . . . . . .",
        );
        assert_eq!(at("A5"), "black_territory");
        assert_eq!(at("B5"), "alive");
        assert_eq!(at("C4"), "dead");
        assert_eq!(at("C5"), "black_territory");
    }

    #[test]
    fn nothing_is_settled_on_an_open_board() {
        let at = status_of(
            ". . .
             . X .
             . . O",
        );
        for v in ["A1", "B2", "C1", "C3"] {
            assert_eq!(at(v), "undecided", "{v}");
        }
    }
}
