//! [`Board`]: a validated position with its line of play, legal moves with
//! captures, suicide and positional superko, and cheap undo.
//!
//! Stones are two [`PointSet`]s. A move costs a few flood fills of bitsets;
//! undo restores a saved copy of the two sets, so a search can play and take
//! back moves at a rate of millions a second.
//!
//! ```
//! use semeai::{Board, Color, Move, Point};
//!
//! // White's stone on A1 has one liberty left, A2; Black takes it.
//! let mut board: Board = ". . .\n. . .\nO X .".parse().unwrap();
//! let a2: Point = "A2".parse().unwrap();
//! let played = board.play(Color::Black, Move::Place(a2));
//! assert_eq!(played.captured.len(), 1);
//! board.undo();
//! assert_eq!(board.stones(Color::White).len(), 1);
//! ```

use thiserror::Error;

use super::{BoardSize, ByColor, Color, KoRule, Move, NUM_INDICES, Point, PointSet, Rules};

/// Why a move is illegal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The point is not on the board.
    #[error("{0} is off the board")]
    OffBoard(Point),
    /// The point holds a stone.
    #[error("{0} is occupied")]
    Occupied(Point),
    /// The move would leave its own block without liberties.
    #[error("{0} is suicide")]
    Suicide(Point),
    /// The move would retake a ko at once (simple ko).
    #[error("{0} retakes the ko at once")]
    Ko(Point),
    /// The move would repeat an earlier position of the line (positional superko).
    #[error("{0} repeats an earlier position (superko)")]
    Superko(Point),
}

/// A block: a maximal connected set of stones of one colour, with its liberties.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// Its colour.
    pub color: Color,
    /// Its stones.
    pub stones: PointSet,
    /// The empty points next to it.
    pub liberties: PointSet,
}

impl Block {
    /// The stone that names the block: its lowest row, then leftmost.
    #[must_use]
    pub fn anchor(&self) -> Point {
        self.stones.first().expect("a block has at least one stone")
    }
}

/// What a legal move did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Opponent stones removed by the move.
    pub captured: PointSet,
    /// Own stones removed by a suicide (only when [`Rules::suicide`] allows it).
    pub suicided: PointSet,
}

#[derive(Copy, Clone, Debug)]
struct Undo {
    stones: ByColor<PointSet>,
    captures: ByColor<u32>,
    to_move: Color,
    hash: u64,
    color: Color,
    mv: Move,
}

/// A position: board size, stones, side to move, rules, and the line of play
/// that led here (for superko and undo). Built from a [`crate::Setup`], which
/// checks it, or from a diagram or SGF file by [`crate::io`].
///
/// ```
/// use semeai::{Board, Color, Move, Point, go::MoveError};
///
/// // White's stone on A1 has one liberty left, A2; Black takes it.
/// let mut board: Board = ". . .\n. . .\nO X .".parse().unwrap();
/// let a2: Point = "A2".parse().unwrap();
/// let played = board.play(Color::Black, Move::Place(a2));
/// assert_eq!(played.captured.len(), 1);
/// // White cannot play back into A1 at once: that is suicide here.
/// let a1 = Move::Place("A1".parse().unwrap());
/// assert_eq!(board.try_play(Color::White, a1), Err(MoveError::Suicide("A1".parse().unwrap())));
/// board.undo();
/// assert_eq!(board.stones(Color::White).len(), 1);
/// ```
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    on_board: PointSet,
    stones: ByColor<PointSet>,
    to_move: Color,
    rules: Rules,
    hash: u64,
    history: Vec<u64>,
    undo: Vec<Undo>,
    captures: ByColor<u32>,
}

/// The hasher of maps keyed by Zobrist hashes (the search's table, the
/// eye game's): such a key is uniform random bits already, so it is its
/// own hash (hashing it again with SipHash cost a tenth of the search).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used by a `u64` key; anything else is folded in.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// SplitMix64's increment.
pub(crate) const SPLITMIX_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's step: the output for `state` (the next state is `state`
/// plus [`SPLITMIX_GAMMA`]). The Zobrist keys and the Basic Seki drawings'
/// choices both draw from it.
pub(crate) const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(SPLITMIX_GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64's stream of choices from a seed, the same for the same
/// seed: the Basic Seki drawings' choices and the generated positions of
/// tests draw from it.
pub(crate) struct Choices(u64);

impl Choices {
    /// The stream whose first number is `splitmix64(seed)`.
    pub(crate) const fn new(seed: u64) -> Choices {
        Choices(seed)
    }

    /// The next number.
    pub(crate) fn next(&mut self) -> u64 {
        let z = splitmix64(self.0);
        self.0 = self.0.wrapping_add(SPLITMIX_GAMMA);
        z
    }

    /// A number in `0..n` (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One of `xs`, `None` when there is none.
    pub(crate) fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        (!xs.is_empty()).then(|| xs[self.below(xs.len())])
    }
}

/// Whether a stone placed on `p` that took `captured` took a ko: one stone
/// taken, and the stone left alone (no stone of `own`, its colour's stones
/// after the move, beside it) with that point its one liberty (`empty`,
/// the empty points after the move). [`Board::is_ko_capture`] asks it of a
/// move to come, the search of a move just played.
pub(crate) fn took_ko(p: Point, captured: PointSet, own: PointSet, empty: PointSet) -> bool {
    let around = PointSet::single(p).neighbors();
    captured.len() == 1 && (around & own).is_empty() && around & empty == captured
}

const fn zobrist_keys() -> [[u64; NUM_INDICES]; 2] {
    let mut keys = [[0u64; NUM_INDICES]; 2];
    let mut state = 0x005E_3EA1_u64;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < NUM_INDICES {
            state = state.wrapping_add(SPLITMIX_GAMMA);
            keys[c][i] = splitmix64(state);
            i += 1;
        }
        c += 1;
    }
    keys
}

/// Zobrist keys of (colour, point), fixed at compile time.
static ZOBRIST: [[u64; NUM_INDICES]; 2] = zobrist_keys();

fn zobrist(color: Color, stones: PointSet) -> u64 {
    stones
        .iter()
        .fold(0, |h, p| h ^ ZOBRIST[color.index()][p.index()])
}

impl Board {
    /// An empty board with Black to move and default rules.
    #[must_use]
    pub fn empty(size: BoardSize) -> Board {
        Board::from_checked_parts(size, ByColor::default(), Color::Black, Rules::default())
    }

    /// Assembles a board whose stones are known to be valid (on the board, disjoint,
    /// every block with a liberty). [`crate::Setup`] checks that first.
    pub(crate) fn from_checked_parts(
        size: BoardSize,
        stones: ByColor<PointSet>,
        to_move: Color,
        rules: Rules,
    ) -> Board {
        let hash = zobrist(Color::Black, stones.black) ^ zobrist(Color::White, stones.white);
        Board {
            size,
            on_board: PointSet::board(size),
            stones,
            to_move,
            rules,
            hash,
            history: vec![hash],
            undo: Vec::new(),
            captures: ByColor::splat(0),
        }
    }

    /// The stones each colour has captured in the line of play that led
    /// here (its prisoners under territory scoring, before dead stones are
    /// removed); a suicide's stones count for the opponent.
    ///
    /// ```
    /// use semeai::{Color, Move, io};
    ///
    /// let mut board = io::read_ascii("X O .\n. . .").unwrap();
    /// assert_eq!(board.captures().white, 0);
    /// board.play(Color::White, Move::Place("A1".parse().unwrap()));
    /// assert_eq!(board.captures().white, 1);
    /// board.undo();
    /// assert_eq!(board.captures().white, 0);
    /// ```
    #[must_use]
    pub fn captures(&self) -> ByColor<u32> {
        self.captures
    }

    /// Sets the captures counted so far (a reader that rebuilds the board
    /// for a setup node keeps them).
    pub(crate) fn set_captures(&mut self, captures: ByColor<u32>) {
        self.captures = captures;
    }

    /// The board's dimensions.
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Every point of the board.
    #[must_use]
    pub fn points(&self) -> PointSet {
        self.on_board
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sets the side to move.
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules for the moves played from now on.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The points of the board next to `set` and outside it. Unlike
    /// [`PointSet::border`], never a point past the edge of a small board.
    #[must_use]
    pub fn border(&self, set: PointSet) -> PointSet {
        set.border() & self.on_board
    }

    /// The stones of `color`.
    #[must_use]
    pub fn stones(&self, color: Color) -> PointSet {
        self.stones[color]
    }

    /// Every stone of both colours.
    #[must_use]
    pub fn occupied(&self) -> PointSet {
        self.stones.black | self.stones.white
    }

    /// The empty points.
    #[must_use]
    pub fn empty_points(&self) -> PointSet {
        self.on_board - self.occupied()
    }

    /// The colour of the stone on `p`, if any.
    #[must_use]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.stones[c].contains(p))
    }

    /// The Zobrist hash of the stones (not of the side to move): equal positions
    /// have equal hashes, and this is what positional superko compares.
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of moves (passes included) played since the board was set up.
    #[must_use]
    pub fn moves_played(&self) -> usize {
        self.undo.len()
    }

    /// The moves played since set-up, in order, with their colours.
    pub fn line(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.undo.iter().map(|u| (u.color, u.mv))
    }

    /// The first move of the line (not a pass) that recreated an earlier
    /// position of it, as (its index, the index of the position it repeats),
    /// indices counted as in [`Board::line_index`]: the move that makes
    /// position i is move i. Under positional superko (Tromp-Taylor) such a
    /// move is illegal.
    ///
    /// ```
    /// use semeai::{Color, Move, Rules, io, go::KoRule};
    ///
    /// let mut board = io::read_ascii(". X O .\nX O . O").unwrap();
    /// board.set_rules(Rules { ko: KoRule::Unchecked, ..Rules::default() });
    /// let at = |v: &str| Move::Place(v.parse().unwrap());
    /// board.play(Color::Black, at("C1")); // takes B1
    /// board.play(Color::White, at("B1")); // takes C1 back: the start again
    /// assert_eq!(board.first_repetition(), Some((2, 0)));
    /// ```
    #[must_use]
    pub fn first_repetition(&self) -> Option<(usize, usize)> {
        (1..self.history.len()).find_map(|i| {
            if self.undo[i - 1].mv == Move::Pass {
                return None;
            }
            let earlier = self.history[..i]
                .iter()
                .position(|&h| h == self.history[i])?;
            Some((i, earlier))
        })
    }

    /// The points occupied in some position of the line (now or earlier):
    /// with [`Board::occupied`], the empty points that a capture emptied.
    #[must_use]
    pub fn occupied_in_line(&self) -> PointSet {
        self.undo
            .iter()
            .fold(self.occupied(), |s, u| s | u.stones.black | u.stones.white)
    }

    /// The hashes of the positions of the line, the start first and the
    /// current position last (what positional superko compares with).
    #[must_use]
    pub fn history_hashes(&self) -> &[u64] {
        &self.history
    }

    /// The same position as the start of a new line ([`Board::clear_history`]
    /// on a copy). Every analysis (classification, search, block status,
    /// Basic Seki, scoring) reads the position this way: its answers do not
    /// depend on the moves that led to it.
    #[must_use]
    pub fn rooted(&self) -> Board {
        // Field by field: a clone would copy the whole line first.
        Board {
            size: self.size,
            on_board: self.on_board,
            stones: self.stones,
            to_move: self.to_move,
            rules: self.rules,
            hash: self.hash,
            history: vec![self.hash],
            undo: Vec::new(),
            captures: self.captures,
        }
    }

    /// Forgets the line played: the current position becomes the start for
    /// superko and undo (a search root).
    pub fn clear_history(&mut self) {
        self.history.clear();
        self.history.push(self.hash);
        self.undo.clear();
    }

    /// The block holding the stone on `p`, if there is one.
    #[must_use]
    pub fn block_at(&self, p: Point) -> Option<Block> {
        let color = self.color_at(p)?;
        let stones = PointSet::single(p).flood_fill(self.stones[color]);
        Some(Block {
            color,
            stones,
            liberties: stones.neighbors() & self.empty_points(),
        })
    }

    /// Every block on the board, ordered by anchor (lowest row, then leftmost).
    #[must_use]
    pub fn blocks(&self) -> Vec<Block> {
        let empty = self.empty_points();
        let mut blocks: Vec<Block> = Color::ALL
            .into_iter()
            .flat_map(|color| {
                self.stones[color].components().map(move |stones| Block {
                    color,
                    stones,
                    liberties: stones.neighbors() & empty,
                })
            })
            .collect();
        blocks.sort_by_key(Block::anchor);
        blocks
    }

    /// Whether `color` may play `mv` now.
    #[must_use]
    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        self.evaluate(color, mv).is_ok()
    }

    /// The points where `color` may play now.
    #[must_use]
    pub fn legal_points(&self, color: Color) -> PointSet {
        self.empty_points()
            .iter()
            .filter(|&p| self.is_legal(color, Move::Place(p)))
            .collect()
    }

    /// The index in the line (0 for the start, [`Board::line_index`] for
    /// now) of the earliest position that `color` playing `mv` would repeat,
    /// if the move is otherwise legal and repeats one.
    #[must_use]
    pub fn repeats(&self, color: Color, mv: Move) -> Option<usize> {
        let (_, _, hash) = self.outcome(color, mv).ok()?;
        self.history.iter().position(|&h| h == hash)
    }

    /// Whether `color` playing `mv` recreates the position before the
    /// opponent's last move: takes back a ko at once, what simple ko forbids.
    #[must_use]
    pub fn takes_back(&self, color: Color, mv: Move) -> bool {
        let Some(&before) = self.history.iter().rev().nth(1) else {
            return false;
        };
        self.outcome(color, mv)
            .is_ok_and(|(_, _, hash)| hash == before)
    }

    /// Whether `color` playing `mv` is a ko capture: it takes one stone and
    /// leaves the capturing stone alone, with that point its one liberty
    /// (the opponent could take back at once).
    #[must_use]
    pub(crate) fn is_ko_capture(&self, color: Color, mv: Move) -> bool {
        let Move::Place(p) = mv else {
            return false;
        };
        self.outcome(color, mv).is_ok_and(|(played, stones, _)| {
            let empty = self.on_board - stones.black - stones.white;
            took_ko(p, played.captured, stones[color], empty)
        })
    }

    /// The index of the current position in the line: 0 at the start (or
    /// after [`Board::clear_history`]), one more after each move or pass.
    #[must_use]
    pub fn line_index(&self) -> usize {
        self.history.len() - 1
    }

    /// Works out the position after `color` plays `mv`, without changing the board.
    fn evaluate(
        &self,
        color: Color,
        mv: Move,
    ) -> Result<(Played, ByColor<PointSet>, u64), MoveError> {
        let found = self.outcome(color, mv)?;
        if let Move::Place(p) = mv {
            match self.rules.ko {
                KoRule::Unchecked => {}
                KoRule::Simple => {
                    let before = self.history.len().checked_sub(2).map(|i| self.history[i]);
                    if before == Some(found.2) {
                        return Err(MoveError::Ko(p));
                    }
                }
                KoRule::PositionalSuperko => {
                    if self.history.contains(&found.2) {
                        return Err(MoveError::Superko(p));
                    }
                }
            }
        }
        Ok(found)
    }

    /// [`Board::evaluate`] without the superko test.
    fn outcome(
        &self,
        color: Color,
        mv: Move,
    ) -> Result<(Played, ByColor<PointSet>, u64), MoveError> {
        let p = match mv {
            Move::Pass => {
                let none = Played {
                    captured: PointSet::EMPTY,
                    suicided: PointSet::EMPTY,
                };
                return Ok((none, self.stones, self.hash));
            }
            Move::Place(p) => p,
        };
        if !self.on_board.contains(p) {
            return Err(MoveError::OffBoard(p));
        }
        let occupied = self.occupied();
        if occupied.contains(p) {
            return Err(MoveError::Occupied(p));
        }
        let me = color;
        let them = color.opponent();
        let stone = PointSet::single(p);
        let mut own = self.stones[me] | stone;
        let mut opp = self.stones[them];
        let mut empty = self.on_board - own - opp;
        let mut hash = self.hash ^ ZOBRIST[me.index()][p.index()];

        let mut captured = PointSet::EMPTY;
        let mut checked = PointSet::EMPTY;
        let adjacent = stone.neighbors();
        for q in adjacent & opp {
            if checked.contains(q) {
                continue;
            }
            // Quick test first: a stone with an empty neighbour has a liberty.
            if PointSet::single(q).neighbors().intersects(empty) {
                continue;
            }
            // A block with a liberty is left as soon as one is seen.
            if let Some(block) = PointSet::single(q).flood_fill_unless_next_to(opp, empty) {
                checked |= block;
                captured |= block;
            }
        }
        if !captured.is_empty() {
            opp -= captured;
            empty |= captured;
            hash ^= zobrist(color.opponent(), captured);
        }

        let mut suicided = PointSet::EMPTY;
        // Quick test first: an empty neighbour is a liberty of the new block.
        if !adjacent.intersects(empty)
            && let Some(block) = stone.flood_fill_unless_next_to(own, empty)
        {
            if !self.rules.suicide {
                return Err(MoveError::Suicide(p));
            }
            suicided = block;
            own -= block;
            hash ^= zobrist(color, block);
        }

        let mut stones = ByColor::splat(PointSet::EMPTY);
        stones[me] = own;
        stones[them] = opp;
        Ok((Played { captured, suicided }, stones, hash))
    }

    /// Plays `mv` for `color` if it is legal; the opponent of `color` is then to move.
    ///
    /// # Errors
    /// [`MoveError`] says why the move is illegal; the board is then unchanged.
    pub fn try_play(&mut self, color: Color, mv: Move) -> Result<Played, MoveError> {
        let (played, stones, hash) = self.evaluate(color, mv)?;
        self.undo.push(Undo {
            stones: self.stones,
            captures: self.captures,
            to_move: self.to_move,
            hash: self.hash,
            color,
            mv,
        });
        self.stones = stones;
        self.hash = hash;
        self.captures[color] += played.captured.len() as u32;
        self.captures[color.opponent()] += played.suicided.len() as u32;
        self.history.push(hash);
        self.to_move = color.opponent();
        Ok(played)
    }

    /// Plays `mv` for `color`.
    ///
    /// # Panics
    /// If the move is illegal; use [`Board::try_play`] for moves not known to be legal.
    pub fn play(&mut self, color: Color, mv: Move) -> Played {
        match self.try_play(color, mv) {
            Ok(played) => played,
            Err(e) => panic!("illegal move {mv} for {color}: {e}"),
        }
    }

    /// Takes back the last move; returns it with its colour, or `None` at the start of the line.
    pub fn undo(&mut self) -> Option<(Color, Move)> {
        let u = self.undo.pop()?;
        self.history.pop();
        self.stones = u.stones;
        self.captures = u.captures;
        self.to_move = u.to_move;
        self.hash = u.hash;
        Some((u.color, u.mv))
    }

    /// The board with colours swapped (and the side to move too); the line is forgotten.
    #[must_use]
    pub fn color_swapped(&self) -> Board {
        Board::from_checked_parts(
            self.size,
            self.stones.swapped(),
            self.to_move.opponent(),
            self.rules,
        )
    }

    /// The board under a symmetry; the line is forgotten.
    #[must_use]
    pub fn transformed(&self, sym: super::Symmetry) -> Board {
        let map = |s: PointSet| s.map(|p| sym.apply(self.size, p));
        Board::from_checked_parts(
            sym.apply_size(self.size),
            self.stones.map(map),
            self.to_move,
            self.rules,
        )
    }
}

impl PartialEq for Board {
    /// Boards are equal when size, stones, side to move and rules are; the
    /// line of play that led to them does not count.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size
            && self.stones == other.stones
            && self.to_move == other.to_move
            && self.rules == other.rules
    }
}

impl Eq for Board {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::read_ascii;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn a_ko_capture_takes_one_stone_and_leaves_one_liberty() {
        // X at C2 takes B2 and is left alone with B2: a ko. X at C5 takes
        // B5 but keeps C4 and D5; X at D1 takes nothing: no ko.
        let board = read_ascii(
            "X O . . . .
             . X . . . .
             . X O . . .
             X O . O . .
             . X O . . .",
        )
        .unwrap();
        let black = |v: &str| board.is_ko_capture(Color::Black, Move::Place(p(v)));
        assert!(black("C2"));
        assert!(!black("C5"));
        assert!(!black("D1"));
        assert!(!board.is_ko_capture(Color::Black, Move::Pass));
        // O at E2 takes two stones: no ko.
        let two = read_ascii(
            ". O X X .
             . . O O .",
        )
        .unwrap();
        assert!(!two.is_ko_capture(Color::White, Move::Place(p("E2"))));
    }
    fn at(s: &str) -> Move {
        Move::Place(p(s))
    }

    #[test]
    fn the_line_remembers_the_points_a_capture_emptied() {
        let mut b = read_ascii(
            ". . .
             . . .
             O X .",
        )
        .unwrap();
        assert_eq!(b.occupied_in_line(), b.occupied());
        b.play(Color::Black, at("A2"));
        assert_eq!((b.occupied_in_line() - b.occupied()).to_string(), "A1");
        b.undo();
        assert_eq!(b.occupied_in_line(), b.occupied());
    }

    #[test]
    fn capture_in_the_corner() {
        let mut b = read_ascii(
            ". . .
             . . .
             O X .",
        )
        .unwrap();
        assert_eq!(
            b.try_play(Color::Black, at("B1")),
            Err(MoveError::Occupied(p("B1")))
        );
        assert_eq!(
            b.try_play(Color::Black, at("D2")),
            Err(MoveError::OffBoard(p("D2")))
        );
        let played = b.play(Color::Black, at("A2"));
        assert_eq!(played.captured, PointSet::single(p("A1")));
        assert_eq!(b.color_at(p("A1")), None);
        assert_eq!(b.to_move(), Color::White);
        b.undo();
        assert_eq!(b.color_at(p("A1")), Some(Color::White));
    }

    #[test]
    fn capture_of_a_large_block_and_multiple_blocks() {
        // Black A3 takes the last liberty of both white blocks.
        let mut b = read_ascii(
            ". X . .
             . O X .
             O X . .
             O X . .",
        )
        .unwrap();
        // White A1-A2 has liberty A3; white B3 has liberty A3 too.
        let played = b.play(Color::Black, at("A3"));
        assert_eq!(played.captured.len(), 3);
        assert_eq!(b.stones(Color::White), PointSet::EMPTY);
    }

    #[test]
    fn suicide_is_illegal_unless_allowed() {
        let mut b = read_ascii(
            "O . X
             X X .
             . . .",
        )
        .unwrap();
        assert_eq!(
            b.try_play(Color::White, at("B3")),
            Err(MoveError::Suicide(p("B3")))
        );
        b.set_rules(Rules {
            suicide: true,
            ..Rules::default()
        });
        // A one-stone suicide recreates the position, which superko forbids.
        let mut single = read_ascii(". X\nX .").unwrap();
        single.set_rules(b.rules());
        assert_eq!(
            single.try_play(Color::White, at("A2")),
            Err(MoveError::Superko(p("A2")))
        );
        // A two-stone suicide removes both stones: a new position.
        let played = b.play(Color::White, at("B3"));
        assert_eq!(played.suicided.len(), 2);
        assert_eq!(b.stones(Color::White), PointSet::EMPTY);
        assert_eq!(b.moves_played(), 1);
    }

    #[test]
    fn capturing_is_not_suicide() {
        // A2 has no empty neighbour. For Black it captures three white blocks;
        // for White it joins them into a block without liberties.
        let b = read_ascii(
            "O X . .
             . O X .
             O X . .",
        )
        .unwrap();
        let mut black = b.clone();
        let played = black.play(Color::Black, at("A2"));
        assert_eq!(played.captured.len(), 3);
        assert_eq!(black.stones(Color::White), PointSet::EMPTY);
        let mut white = b.clone();
        assert_eq!(
            white.try_play(Color::White, at("A2")),
            Err(MoveError::Suicide(p("A2")))
        );
        assert_eq!(white, b, "an illegal move leaves the board unchanged");
    }

    #[test]
    fn simple_ko_is_forbidden_by_superko() {
        // . X O .
        // X O . O
        // . X O .
        let mut b = read_ascii(
            ". X O .
             X O . O
             . X O .",
        )
        .unwrap();
        assert_eq!(b.line_index(), 0);
        let played = b.play(Color::Black, at("C2"));
        assert_eq!(played.captured, PointSet::single(p("B2")));
        assert_eq!(
            b.try_play(Color::White, at("B2")),
            Err(MoveError::Superko(p("B2")))
        );
        assert_eq!(b.line_index(), 1);
        assert_eq!(b.repeats(Color::White, at("B2")), Some(0), "the start");
        assert_eq!(b.repeats(Color::White, at("D1")), None);
        // After a pass pair the ko may still not be retaken: the position repeats.
        b.play(Color::White, Move::Pass);
        b.play(Color::Black, Move::Pass);
        assert_eq!(
            b.try_play(Color::White, at("B2")),
            Err(MoveError::Superko(p("B2")))
        );
        assert_eq!(b.line_index(), 3);
        assert_eq!(b.repeats(Color::White, at("B2")), Some(0));
        // Elsewhere first, then the recapture is a new position... only if the board differs.
        b.play(Color::White, at("D1"));
        b.play(Color::Black, at("A1"));
        assert!(b.try_play(Color::White, at("B2")).is_ok());
        // Without superko the immediate recapture is legal.
        let mut b = read_ascii(
            ". X O .
             X O . O
             . X O .",
        )
        .unwrap();
        b.set_rules(Rules {
            ko: KoRule::Unchecked,
            ..Rules::default()
        });
        b.play(Color::Black, at("C2"));
        let mut simple = b.clone();
        assert!(b.try_play(Color::White, at("B2")).is_ok());
        // Under simple ko it is not; a retake after a move elsewhere is.
        simple.set_rules(Rules {
            ko: KoRule::Simple,
            ..Rules::default()
        });
        assert_eq!(
            simple.try_play(Color::White, at("B2")),
            Err(MoveError::Ko(p("B2")))
        );
        simple.play(Color::White, at("D1"));
        simple.play(Color::Black, at("A1"));
        assert!(simple.try_play(Color::White, at("B2")).is_ok());
    }

    #[test]
    fn blocks_and_liberties() {
        let b = read_ascii(
            ". . . . .
             . X X O .
             . X O O .
             . . . . .",
        )
        .unwrap();
        let blocks = b.blocks();
        assert_eq!(blocks.len(), 2);
        let black = b.block_at(p("B2")).unwrap();
        assert_eq!(black.color, Color::Black);
        assert_eq!(black.stones.len(), 3);
        assert_eq!(black.liberties.len(), 5);
        let white = b.block_at(p("C2")).unwrap();
        assert_eq!(white.stones.len(), 3);
        assert_eq!(white.liberties.len(), 5);
        assert_eq!(b.block_at(p("A1")), None);
        assert_eq!(blocks[0].anchor(), p("B2"));
    }

    #[test]
    fn undo_restores_everything() {
        let mut b = Board::empty(BoardSize::square(5).unwrap());
        let start = b.clone();
        let h = b.hash();
        b.play(Color::Black, at("C3"));
        b.play(Color::White, at("C4"));
        b.play(Color::Black, Move::Pass);
        assert_eq!(b.moves_played(), 3);
        while b.undo().is_some() {}
        assert_eq!(b, start);
        assert_eq!(b.hash(), h);
        assert_eq!(b.undo(), None);
    }
}
