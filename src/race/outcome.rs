//! The result of a race (docs/search.md): who wins when a side moves first, or seki,
//! ko, unknown. The static evaluator and the search both answer in it.

use crate::go::Color;

/// The result of a race: who wins, or seki, ko, unknown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Black captures an essential white block (or lives while White dies).
    Black,
    /// White captures an essential black block.
    White,
    /// Neither can capture: seki, or both alive.
    Seki,
    /// The result depends on a ko.
    Ko,
    /// Not known (past a search budget, or not evaluated).
    Unknown,
}

impl Outcome {
    /// The word used in JSON and text: `black`, `white`, `seki`, `ko`, `unknown`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Outcome::Black => "black",
            Outcome::White => "white",
            Outcome::Seki => "seki",
            Outcome::Ko => "ko",
            Outcome::Unknown => "unknown",
        }
    }

    /// The win of `color`.
    #[must_use]
    pub const fn win(color: Color) -> Outcome {
        match color {
            Color::Black => Outcome::Black,
            Color::White => Outcome::White,
        }
    }

    /// How good the outcome is for `color`: win 2, seki 1, loss 0.
    #[must_use]
    pub fn rank(self, color: Color) -> u8 {
        if self == Outcome::win(color) {
            2
        } else if self == Outcome::Seki {
            1
        } else {
            0
        }
    }
}

impl Outcome {
    /// The side that wins whoever moves first, from the two first-mover results.
    #[must_use]
    pub fn winner(black_first: Outcome, white_first: Outcome) -> Option<Color> {
        match (black_first, white_first) {
            (Outcome::Black, Outcome::Black) => Some(Color::Black),
            (Outcome::White, Outcome::White) => Some(Color::White),
            _ => None,
        }
    }
}
