//! The two players.

use std::fmt;
use std::ops::Not;

/// A player's colour. Black moves first and is Left (positive) in game values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player.
    Black,
    /// The second player.
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    #[must_use]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English name, as GTP and the JSON output spell it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The capitalised name, for sentences: `Black`, `White`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }

    /// The stone character of ASCII diagrams: `X` for Black, `O` for White.
    #[must_use]
    pub const fn stone_char(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    /// The SGF letter: `B` or `W`.
    #[must_use]
    pub const fn sgf_letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Reads GTP's colour words: `b`, `black`, `w`, `white`, in any case.
    #[must_use]
    pub fn from_gtp(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_is_an_involution() {
        for c in Color::ALL {
            assert_ne!(c, !c);
            assert_eq!(c, !!c);
        }
    }

    #[test]
    fn gtp_words() {
        assert_eq!(Color::from_gtp("B"), Some(Color::Black));
        assert_eq!(Color::from_gtp("white"), Some(Color::White));
        assert_eq!(Color::from_gtp("red"), None);
    }
}
