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

use super::hash::{ZOBRIST, zobrist};
use super::{BoardSize, ByColor, Color, KoRule, Move, Point, PointSet, Rules};

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

/// Whether a stone placed on `p` that took `captured` took a ko: one stone
/// taken, and the stone left alone (no stone of `own`, its colour's stones
/// after the move, beside it) with that point its one liberty (`empty`,
/// the empty points after the move). [`Board::is_ko_capture`] asks it of a
/// move to come, the search of a move just played.
pub(crate) fn took_ko(p: Point, captured: PointSet, own: PointSet, empty: PointSet) -> bool {
    let around = PointSet::single(p).neighbors();
    captured.len() == 1 && (around & own).is_empty() && around & empty == captured
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
        Board::from_checked_parts(
            sym.apply_size(self.size),
            self.stones.map(|s| sym.apply_set(self.size, s)),
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
mod tests;
