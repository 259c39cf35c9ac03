//! Step 2.4 of Müller's method: the semeai safety test (docs/method.md).
//!
//! Winning a race captures the opponent's essential blocks, and that does
//! not always secure the winner's own (snapback, oi-otoshi, a capture that
//! leaves one eye). Müller's two static rules show that it does:
//!
//! ```text
//! Rule 1, connection:           Rule 2, a second eye:
//! x x x x x x                   X X X X X X
//! x O O x . .   The two O       X . X O O X   X's block has an eye (left);
//! X X X X . .   stones touch    X X X O . X   capturing the O block leaves a
//! . . . . . .   X's block and   . . X X X X   region every point of which
//!               the safe x:                   touches X's block, enclosed by
//!               capturing them                X: a second eye.
//!               connects X to x
//!               in two places.
//! ```
//!
//! Rule 1: an essential block is safe after winning if two opponent
//! essential stones each touch both it and a safe block of its colour.
//! Rule 2: it is safe after winning if it has an eye and the region left by
//! capturing an adjacent opponent essential block is 1-vital for it: every
//! point of the region touches the block, and only its colour's stones
//! border the region (so, with the eye, Benson's two vital regions).
//! When neither rule applies, winning may still secure the block; the test
//! does not show it.

use crate::go::{Board, ByColor, Color, PointSet};

/// What the rules show for one side's essential blocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Safety {
    /// Some essential block is safe by Rule 1 (connection).
    pub connection: bool,
    /// Some essential block is safe by Rule 2 (a second eye).
    pub second_eye: bool,
    /// Every essential block is safe by one of the rules.
    pub shown: bool,
}

impl Safety {
    /// "rule 1", "rule 2", "rules 1 and 2", or `None` when not shown.
    #[must_use]
    pub fn rules(&self) -> Option<&'static str> {
        match (self.shown, self.connection, self.second_eye) {
            (false, _, _) => None,
            (true, true, true) => Some("rules 1 and 2"),
            (true, true, false) => Some("rule 1"),
            _ => Some("rule 2"),
        }
    }
}

/// The safety test for `c` in a local game: `essential` holds each
/// colour's essential stones, `safe` each colour's safe blocks, `eyes` the
/// points of c's eyes.
#[must_use]
pub fn safety_after_winning(
    board: &Board,
    c: Color,
    essential: ByColor<PointSet>,
    safe: ByColor<PointSet>,
    eyes: &[PointSet],
) -> Safety {
    let own = board.stones(c);
    let theirs = essential[c.opponent()];
    let blocks: Vec<PointSet> = (essential[c] & own).components().collect();
    if blocks.is_empty() || theirs.is_empty() {
        return Safety::default();
    }
    // The board after winning: the opponent's essential blocks captured.
    let empty_after = board.empty_points() | theirs;
    let mut out = Safety {
        shown: true,
        ..Safety::default()
    };
    for block in blocks {
        let around = board.border(block);
        let connectors = theirs & around & board.border(safe[c]);
        if connectors.len() >= 2 {
            out.connection = true;
            continue;
        }
        let has_eye = eyes.iter().any(|e| around.intersects(*e));
        let second_eye = has_eye
            && (theirs & around).components().any(|t| {
                let region = t.flood_fill(empty_after);
                !eyes.iter().any(|e| e.intersects(region))
                    && region.is_subset(around)
                    && board.border(region).is_subset(own)
            });
        if second_eye {
            out.second_eye = true;
        } else {
            out.shown = false;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::read_ascii;

    fn set(board: &Board, points: &str) -> PointSet {
        points
            .split_whitespace()
            .map(|p| board.size().parse_gtp(p).unwrap())
            .collect()
    }

    #[test]
    fn rule_1_two_captured_stones_connect_to_a_safe_block() {
        // X's block (row 2) touches the two O stones, which touch the
        // safe X block above them.
        let b = read_ascii(
            ". X X . . .
             . O O . . .
             X X X X . .
             . . . . . .",
        )
        .unwrap();
        let essential = ByColor::new(set(&b, "A2 B2 C2 D2"), set(&b, "B3 C3"));
        let safe = ByColor::new(set(&b, "B4 C4"), PointSet::EMPTY);
        let s = safety_after_winning(&b, Color::Black, essential, safe, &[]);
        assert_eq!(s.rules(), Some("rule 1"));
        // With one stone between the two blocks, Rule 1 fails.
        let safe = ByColor::new(set(&b, "B4"), PointSet::EMPTY);
        let b = read_ascii(
            ". X . . . .
             . O O . . .
             X X X X . .
             . . . . . .",
        )
        .unwrap();
        let s = safety_after_winning(&b, Color::Black, essential, safe, &[]);
        assert_eq!(s.rules(), None);
    }

    #[test]
    fn rule_2_capture_makes_a_second_eye() {
        let b = read_ascii(
            "X X X X X X
             X . X O O X
             X X X O . X
             . . X X X X",
        )
        .unwrap();
        let essential = ByColor::new(b.stones(Color::Black), set(&b, "D3 E3 D2"));
        let eye = set(&b, "B3");
        let none = ByColor::splat(PointSet::EMPTY);
        let s = safety_after_winning(&b, Color::Black, essential, none, &[eye]);
        assert_eq!(s.rules(), Some("rule 2"));
        // Without the eye, one region is not enough.
        let s = safety_after_winning(&b, Color::Black, essential, none, &[]);
        assert_eq!(s.rules(), None);
    }

    #[test]
    fn a_region_that_touches_the_opponent_is_no_second_eye() {
        // After capturing O's D3 block the region touches White's F2.
        let b = read_ascii(
            "X X X X X X
             X . X O O X
             X X X O . O
             . . X X X X",
        )
        .unwrap();
        let black = b.stones(Color::Black);
        let essential = ByColor::new(black, set(&b, "D3 E3 D2"));
        let eye = set(&b, "B3");
        let none = ByColor::splat(PointSet::EMPTY);
        let s = safety_after_winning(&b, Color::Black, essential, none, &[eye]);
        assert_eq!(s.rules(), None);
    }
}
