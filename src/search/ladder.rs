//! Whether a block can be captured by ataris alone: the attacker puts it in
//! atari again and again, the defender extends or takes an attacking block
//! in atari, and the block dies when it is back in atari with the attacker
//! to move (a ladder, or a short chase into a wall or the edge). A block
//! that reaches three liberties has got away. Read on the whole board,
//! within a node budget.
//!
//! The fight of an open race is read near the racers, and a racer that gets
//! a liberty outside the reading area counts as escaped
//! ([`crate::race::LocalGame::reading_area`]). A racer that gets there with
//! two liberties or fewer and dies in such a chase has not escaped: the
//! fight's search asks this of every move that takes a racer out, and of
//! every move that leaves an opponent's racer out there with two liberties
//! or fewer, its side to move ([`Solver::reading_escapes`]).
//!
//! ```text
//! . . . . . . .    White's C3 has two liberties, C4 and D3. Black's
//! . . . . . . .    ataris drive it up and to the right, two liberties
//! . . . . . . .    at each step, until the edge: captured. With a white
//! . . . . . . .    stone on its path (F6), White reaches three
//! . X O . . . .    liberties and gets away.
//! . . X X . . .
//! . . . . . . .
//! ```
//!
//! Not read: nets (a move that leaves the block two liberties and no way
//! out), blocks of three liberties or more, and kos (the board's superko
//! rule bars a retake, so a ko the defender takes saves it).

use std::collections::HashMap;

use crate::go::{Board, Color, Move, Point, PointSet};

/// The reading of one chase: nodes spent and the budget.
pub(crate) struct Chase {
    nodes: u64,
    budget: u64,
}

/// A block with this many liberties or more has got away.
const AWAY: usize = 3;

impl Chase {
    fn tick(&mut self) -> Option<()> {
        self.nodes += 1;
        (self.nodes <= self.budget).then_some(())
    }

    /// The attacker to move: whether it captures the block at `target`.
    fn attack(&mut self, board: &mut Board, attacker: Color, target: Point) -> Option<bool> {
        self.tick()?;
        let Some(block) = board.block_at(target) else {
            return Some(true);
        };
        match block.liberties.len() {
            1 => Some(true),
            2 => {
                for p in block.liberties {
                    if board.try_play(attacker, Move::Place(p)).is_err() {
                        continue;
                    }
                    let saved = self.defend(board, attacker, target);
                    board.undo();
                    if !saved? {
                        return Some(true);
                    }
                }
                Some(false)
            }
            _ => Some(false),
        }
    }

    /// The defender to move, its block at `target` in atari: whether it
    /// gets away (extending on its liberty, or taking an attacking block in
    /// atari next to it).
    fn defend(&mut self, board: &mut Board, attacker: Color, target: Point) -> Option<bool> {
        self.tick()?;
        let Some(block) = board.block_at(target) else {
            return Some(false);
        };
        if block.liberties.len() >= 2 {
            // Not in atari: the attacker's move was no atari (a liberty
            // it filled gave the block another); read on.
            return Some(block.liberties.len() >= AWAY || !self.attack(board, attacker, target)?);
        }
        let theirs = board.stones(attacker);
        let mut moves = block.liberties;
        let mut next = block.stones.neighbors() & theirs;
        while let Some(q) = next.first() {
            let b = PointSet::single(q).flood_fill(theirs);
            next -= b;
            let libs = b.neighbors() & board.empty_points();
            if libs.len() == 1 {
                moves |= libs;
            }
        }
        let defender = attacker.opponent();
        for p in moves {
            if board.try_play(defender, Move::Place(p)).is_err() {
                continue;
            }
            let libs = board.block_at(target).map_or(0, |b| b.liberties.len());
            let away = libs >= AWAY || (libs == 2 && !self.attack(board, attacker, target)?);
            board.undo();
            if away {
                return Some(true);
            }
        }
        Some(false)
    }
}

/// Chases read, by position, block, attacker and who moves first
/// ([`Chases::dies`]).
#[derive(Default)]
pub(crate) struct Chases {
    known: HashMap<(u64, Point, Color, bool), Option<bool>>,
}

impl Chases {
    /// Whether the block at `target` dies in a chase by `attacker`'s
    /// ataris, the attacker to move when `attacker_first`, the block's
    /// side otherwise; `None` past `budget` nodes. Remembered by the
    /// board's hash; the board is left as it was.
    pub(crate) fn dies(
        &mut self,
        board: &mut Board,
        attacker: Color,
        target: Point,
        attacker_first: bool,
        budget: u64,
    ) -> Option<bool> {
        let key = (board.hash(), target, attacker, attacker_first);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let mut chase = Chase { nodes: 0, budget };
        let found = if attacker_first {
            chase.attack(board, attacker, target)
        } else {
            chase.defend(board, attacker, target).map(|saved| !saved)
        };
        self.known.insert(key, found);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn captured(diagram: &str, attacker: Color, target: &str) -> Option<bool> {
        let mut board = crate::io::read_ascii(diagram).expect("a diagram");
        let before = board.hash();
        let found =
            Chases::default().dies(&mut board, attacker, target.parse().unwrap(), true, 10_000);
        assert_eq!(board.hash(), before, "the board is left as it was");
        found
    }

    /// White's C3 has C4 and D3; Black's ataris drive it up and to the
    /// right, two liberties at each step, until the edge.
    const LADDER: &str = ". . . . . . .
                          . . . . . . .
                          . . . . . . .
                          . . . . . . .
                          . X O . . . .
                          . . X X . . .
                          . . . . . . .";

    #[test]
    fn a_ladder_to_the_edge_captures() {
        assert_eq!(captured(LADDER, Color::Black, "C3"), Some(true));
    }

    #[test]
    fn a_ladder_breaker_saves_the_block() {
        // The same ladder with a white stone on its path at F6.
        let broken = ". . . . . . .
                      . . . . . O .
                      . . . . . . .
                      . . . . . . .
                      . X O . . . .
                      . . X X . . .
                      . . . . . . .";
        assert_eq!(captured(broken, Color::Black, "C3"), Some(false));
    }

    #[test]
    fn three_liberties_get_away() {
        let free = ". . . . .
                    . . . . .
                    . . O . .
                    . . . . .
                    . . . . .";
        assert_eq!(captured(free, Color::Black, "C3"), Some(false));
    }

    #[test]
    fn taking_an_attacker_in_atari_saves_the_block() {
        // White's C3, put in atari at C4 or D3, takes Black's B3 at B2.
        let counter = ". . . . .
                       . O . . .
                       O X O . .
                       . . X X .
                       . . . . .";
        assert_eq!(captured(counter, Color::Black, "C3"), Some(false));
    }
}
