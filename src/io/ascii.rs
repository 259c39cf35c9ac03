//! ASCII diagrams.
//!
//! ```text
//!    A B C D E          X x #  black stone
//!  5 . . . . .  5       O o    white stone
//!  4 . X O . .  4       . +    empty point
//!  3 . X O . .  3
//!  2 . . . . .  2       Labels (the letter line, row numbers at either
//!  1 . . . . .  1       end) are optional. The first row is the top one.
//!    A B C D E          A last line "white to play" sets the side to move.
//! ```
//!
//! Lines starting with `//` are comments.

use super::InputError;
use crate::go::{Color, Setup};

const LABELS: &str = "ABCDEFGHJKLMNOPQRST";

/// Whether a line is a column-label line such as `A B C D`.
fn is_label_line(line: &str) -> bool {
    let letters: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    !letters.is_empty() && LABELS.starts_with(&letters.to_ascii_uppercase())
}

/// The side-to-move line: `black to play`, `White to move`, `X to play`.
fn to_move_line(line: &str) -> Option<Color> {
    let words: Vec<String> = line
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    match words.as_slice() {
        [who, to, verb] if to == "to" && (verb == "play" || verb == "move") => match who.as_str() {
            "black" | "x" | "b" => Some(Color::Black),
            "white" | "o" | "w" => Some(Color::White),
            _ => None,
        },
        _ => None,
    }
}

fn cell(c: char) -> Option<Option<Color>> {
    match c {
        'X' | 'x' | '#' => Some(Some(Color::Black)),
        'O' | 'o' => Some(Some(Color::White)),
        '.' | '+' => Some(None),
        _ => None,
    }
}

/// Reads an ASCII diagram.
///
/// # Errors
/// [`InputError::Diagram`] with the line and column of a character that is no
/// point, or of a row of another width; [`InputError::DiagramSetup`] when the
/// diagram is no position (too large, a block without liberties).
pub fn read_ascii(text: &str) -> Result<crate::go::Board, InputError> {
    let mut rows: Vec<(usize, Vec<Option<Color>>)> = Vec::new();
    let mut to_move = None;
    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with("//") || is_label_line(line) {
            continue;
        }
        if let Some(color) = to_move_line(line) {
            to_move = Some(color);
            continue;
        }
        if to_move.is_some() {
            return Err(InputError::Diagram {
                line: line_no,
                column: 1,
                reason: "board row after the side-to-move line".into(),
            });
        }
        // Strip row numbers at either end.
        let offset = raw.len() - raw.trim_start().len();
        let digit = |c: char| c.is_ascii_digit();
        let body_start = line.len() - line.trim_start_matches(digit).len();
        let body_end = body_start.max(line.trim_end_matches(digit).len());
        let mut cells = Vec::new();
        for (i, c) in line[body_start..body_end].char_indices() {
            if c.is_whitespace() {
                continue;
            }
            let column = raw[..offset + body_start + i].chars().count() + 1;
            match cell(c) {
                Some(point) => cells.push(point),
                None => {
                    return Err(InputError::Diagram {
                        line: line_no,
                        column,
                        reason: format!("'{c}' is not a point (X x # black, O o white, . + empty)"),
                    });
                }
            }
        }
        if cells.is_empty() {
            return Err(InputError::Diagram {
                line: line_no,
                column: 1,
                reason: "a row with no points".into(),
            });
        }
        if let Some((_, first)) = rows.first()
            && first.len() != cells.len()
        {
            return Err(InputError::Diagram {
                line: line_no,
                column: 1,
                reason: format!(
                    "this row has {} points, the first row has {}",
                    cells.len(),
                    first.len()
                ),
            });
        }
        rows.push((line_no, cells));
    }
    if rows.is_empty() {
        return Err(InputError::Empty);
    }
    let height = rows.len();
    let width = rows[0].1.len();
    let mut setup = Setup::new(width, height);
    setup.to_move = to_move.unwrap_or(Color::Black);
    for (i, (_, cells)) in rows.iter().enumerate() {
        let row = height - 1 - i;
        for (col, c) in cells.iter().enumerate() {
            if let Some(color) = c {
                setup.add(*color, col, row);
            }
        }
    }
    setup.build().map_err(InputError::DiagramSetup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn plain_and_labelled_diagrams_agree() {
        let plain = read_ascii("..X\n.O.\n...").unwrap();
        let labelled = read_ascii(
            "   A B C
             3 . . X 3
             2 . O . 2
             1 . . . 1
               A B C",
        )
        .unwrap();
        assert_eq!(plain, labelled);
        assert_eq!(plain.color_at(p("C3")), Some(Color::Black));
        assert_eq!(plain.color_at(p("B2")), Some(Color::White));
        assert_eq!(plain.size().width(), 3);
    }

    #[test]
    fn all_stone_characters() {
        let b = read_ascii("X x # .\nO o + .").unwrap();
        assert_eq!(b.stones(Color::Black).len(), 3);
        assert_eq!(b.stones(Color::White).len(), 2);
    }

    #[test]
    fn comments() {
        let b = read_ascii("// a comment\n. X\n// another\nO .").unwrap();
        assert_eq!(b.size().height(), 2);
    }

    #[test]
    fn side_to_move() {
        let b = read_ascii(". X\nO .\nwhite to play").unwrap();
        assert_eq!(b.to_move(), Color::White);
        assert_eq!(read_ascii(". X\nO .").unwrap().to_move(), Color::Black);
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = read_ascii(". . .\n. Q .\n. . .").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: 'Q' is not a point (X x # black, O o white, . + empty)"
        );
        let e = read_ascii(". . .\n. .\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 1: this row has 2 points, the first row has 3"
        );
        let e = read_ascii("X O .\nO . .").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the black block at A2 (1 stone) has no liberties"
        );
        let e = read_ascii(&".\n".repeat(20)).unwrap_err();
        assert!(e.to_string().contains("1x20"), "{e}");
        assert!(matches!(read_ascii("  \n\n"), Err(InputError::Empty)));
    }
}

#[cfg(test)]
mod round_trip {
    use crate::{
        go::{Color, Setup},
        io::{read, write_ascii},
    };

    /// What `write_ascii` writes reads back, on every board size (a fuzz
    /// find: a 1x1 board's one-letter label line was not taken for labels).
    #[test]
    fn every_size_reads_back() {
        for w in 1..=19 {
            for h in 1..=19 {
                let mut setup = Setup::new(w, h);
                if w * h > 1 {
                    setup.add(Color::Black, 0, 0);
                }
                let board = setup.build().unwrap();
                let again = read(&write_ascii(&board)).unwrap_or_else(|e| panic!("{w}x{h}: {e}"));
                assert_eq!(again.size(), board.size(), "{w}x{h}");
                assert_eq!(
                    again.stones(Color::Black),
                    board.stones(Color::Black),
                    "{w}x{h}"
                );
            }
        }
    }
}
