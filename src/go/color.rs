//! The two players, and [`ByColor`], a value for each of them.

use std::{
    fmt,
    ops::{BitOr, Index, IndexMut, Not},
};

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

/// A value for each colour (shakmaty's `ByColor`, Fuego's `SgBWArray`):
/// indexed by [`Color`], swapped by [`ByColor::swapped`].
///
/// ```
/// use semeai::{ByColor, Color};
///
/// let liberties = ByColor::new(3, 5);
/// assert_eq!(liberties[Color::White], 5);
/// assert_eq!(liberties.swapped(), ByColor::new(5, 3));
/// assert_eq!(liberties.map(|l| l * 2).black, 6);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// Black's.
    pub black: T,
    /// White's.
    pub white: T,
}

impl<T> ByColor<T> {
    /// Black's and White's.
    #[must_use]
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor { black, white }
    }

    /// The value of each colour, from a function of the colour.
    #[must_use]
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        let black = f(Color::Black);
        ByColor {
            black,
            white: f(Color::White),
        }
    }

    /// The same value for both colours.
    #[must_use]
    pub fn splat(value: T) -> ByColor<T>
    where
        T: Clone,
    {
        ByColor {
            black: value.clone(),
            white: value,
        }
    }

    /// Each value mapped by `f`.
    #[must_use]
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            black: f(self.black),
            white: f(self.white),
        }
    }

    /// Black's value is White's and White's is Black's: the colour swap.
    #[must_use]
    pub fn swapped(self) -> ByColor<T> {
        ByColor {
            black: self.white,
            white: self.black,
        }
    }

    /// References to both values.
    #[must_use]
    pub const fn as_ref(&self) -> ByColor<&T> {
        ByColor {
            black: &self.black,
            white: &self.white,
        }
    }

    /// Both values, Black's first.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        [&self.black, &self.white].into_iter()
    }

    /// Both values, mutable, Black's first.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        [&mut self.black, &mut self.white].into_iter()
    }

    /// The colours with their values, Black first.
    pub fn with_colors(&self) -> impl Iterator<Item = (Color, &T)> {
        [(Color::Black, &self.black), (Color::White, &self.white)].into_iter()
    }

    /// Whether `f` holds for either colour's value.
    pub fn any(&self, mut f: impl FnMut(&T) -> bool) -> bool {
        f(&self.black) || f(&self.white)
    }

    /// Whether `f` holds for both colours' values.
    pub fn all(&self, mut f: impl FnMut(&T) -> bool) -> bool {
        f(&self.black) && f(&self.white)
    }
}

impl<T: BitOr<Output = T> + Copy> ByColor<T> {
    /// Both values joined (for point sets: the union of the two colours').
    #[must_use]
    pub fn both(&self) -> T {
        self.black | self.white
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, c: Color) -> &T {
        match c {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
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
    fn by_color_indexes_swaps_and_maps() {
        let mut pair = ByColor::from_fn(Color::index);
        assert_eq!(pair, ByColor::new(0, 1));
        pair[Color::White] += 5;
        assert_eq!(pair.swapped(), ByColor::new(6, 0));
        assert_eq!(pair.swapped().swapped(), pair);
        assert!(pair.any(|&v| v == 6) && !pair.all(|&v| v == 6));
        assert_eq!(
            pair.with_colors().map(|(c, &v)| (c, v)).collect::<Vec<_>>(),
            [(Color::Black, 0), (Color::White, 6)]
        );
    }

    #[test]
    fn gtp_words() {
        assert_eq!(Color::from_gtp("B"), Some(Color::Black));
        assert_eq!(Color::from_gtp("white"), Some(Color::White));
        assert_eq!(Color::from_gtp("red"), None);
    }
}
