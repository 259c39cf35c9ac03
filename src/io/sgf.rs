//! SGF games, parsed by the `sgf-parse` crate.
//!
//! The position is the one at the end of the main line: the setup properties
//! `AB`, `AW`, `AE` of every node, the moves `B` and `W` (with captures; `B[]`
//! and, on boards up to 19x19, `B[tt]` are passes), `PL` for the side to move and
//! `SZ` (also `SZ[w:h]`). The game's moves are replayed without the superko test,
//! since records made under other rules may repeat positions. A node that sets up
//! stones starts a new line: the board forgets the moves before it.

use std::collections::HashSet;

use sgf_parse::{
    GameTree, SgfNode, SgfProp,
    go::{self, Prop},
};

use super::InputError;
use crate::go::{Board, BoardSize, Color, KoRule, Komi, Move, Point, Scoring, Setup, SetupError};

/// The SGF text of a parsed point (upper-case letters stand for 26 and up).
fn point_text(p: go::Point) -> String {
    let letter = |v: u8| {
        if v < 26 {
            (b'a' + v) as char
        } else {
            (b'A' + v - 26) as char
        }
    };
    format!("{}{}", letter(p.x), letter(p.y))
}

fn property_error(node: usize, property: &str, value: String, reason: String) -> InputError {
    InputError::SgfProperty {
        node,
        property: property.to_string(),
        value: one_line(&value),
        reason,
    }
}

/// `text` with its control characters escaped (`\n`, `\u{1}`...), so that an
/// error quoting it stays on one line.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The width and height of the raw `SZ`, which may be larger than semeai supports.
fn raw_size(root: &SgfNode<Prop>) -> Result<(usize, usize), InputError> {
    for prop in root.properties() {
        match prop {
            Prop::SZ((w, h)) => return Ok((*w as usize, *h as usize)),
            Prop::Invalid(id, values) if id == "SZ" => {
                return Err(property_error(
                    0,
                    "SZ",
                    values.join("]["),
                    "not a board size (a number, or columns:rows)".into(),
                ));
            }
            _ => {}
        }
    }
    Ok((19, 19))
}

/// Where to stop reading a record's main line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Until {
    /// At its end.
    End,
    /// Before move number n is played (the first move is number 1), as
    /// GTP's `loadsgf FILE n`; the side to move is that move's colour.
    MoveNumber(usize),
    /// Before the first move played at this point (GNU Go's `loadsgf FILE V`).
    Vertex(Point),
}

/// Reads the position at the end of the main line of the first game in `text`.
///
/// # Errors
/// [`InputError`]: a syntax error, or the node and property that cannot be used.
pub fn read_sgf(text: &str) -> Result<Board, InputError> {
    read_sgf_until(text, Until::End)
}

/// Reads the position of the main line of the first game in `text` where
/// `until` says.
///
/// ```
/// use semeai::{Color, io::{Until, read_sgf_until}};
///
/// let record = "(;GM[1]SZ[9];B[cc];W[dc];B[ee])";
/// let board = read_sgf_until(record, Until::MoveNumber(2)).unwrap();
/// assert_eq!(board.moves_played(), 1);
/// assert_eq!(board.to_move(), Color::White);
/// let board = read_sgf_until(record, Until::Vertex("E5".parse().unwrap())).unwrap();
/// assert_eq!(board.moves_played(), 2);
/// ```
///
/// # Errors
/// [`InputError`]: a syntax error, or the node and property that cannot be used.
pub fn read_sgf_until(text: &str, until: Until) -> Result<Board, InputError> {
    let trees = sgf_parse::parse(text)?;
    let tree = trees.into_iter().next().ok_or(InputError::NotGo)?;
    let root = match tree {
        GameTree::GoGame(root) => root,
        GameTree::Unknown(_) => return Err(InputError::NotGo),
    };
    let (width, height) = raw_size(&root)?;
    let size = BoardSize::new(width, height).ok_or(InputError::SgfSetup {
        node: 0,
        source: SetupError::BadSize { width, height },
    })?;
    let mut board = Board::empty(size);
    let rules = board.rules();
    let mut replay_rules = rules;
    replay_rules.ko = KoRule::Unchecked;
    // Tromp-Taylor and New Zealand rules allow the suicide of several
    // stones; a record made under them is replayed so.
    replay_rules.suicide = root.properties().any(|p| match p {
        Prop::RU(text) => {
            let name = text.text.to_ascii_lowercase();
            name.parse::<Scoring>() == Ok(Scoring::TrompTaylor)
                || name.starts_with("nz")
                || name.contains("zealand")
        }
        _ => false,
    });
    board.set_rules(replay_rules);

    let mut played = 0;
    for (node, sgf_node) in root.main_variation().enumerate() {
        let stopped;
        (board, stopped) = apply_node(board, size, node, sgf_node, until, &mut played)?;
        if stopped {
            break;
        }
    }
    board.set_rules(rules);
    Ok(board)
}

/// What a record's root says about how to count it: `KM`, `RU`, `HA`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// The komi (`KM`), when given.
    pub komi: Option<Komi>,
    /// The rules (`RU`) as written, when given.
    pub rules: Option<String>,
    /// The handicap (`HA`), 0 when not given.
    pub handicap: u32,
}

impl GameInfo {
    /// How `RU` counts: Japanese and Korean rules count territory; Chinese,
    /// AGA, New Zealand and Ing count area; Tromp-Taylor its own way.
    /// `None` when `RU` is absent or names no rules known here.
    #[must_use]
    pub fn scoring(&self) -> Option<Scoring> {
        self.rules.as_deref()?.parse().ok()
    }
}

/// Reads the game information of the first game in an SGF `text`.
///
/// ```
/// use semeai::{io::read_game_info, go::Scoring};
///
/// let info = read_game_info("(;GM[1]SZ[19]KM[6.5]RU[Japanese]HA[2])").unwrap();
/// assert_eq!(info.komi.unwrap().to_string(), "6.5");
/// assert_eq!(info.scoring(), Some(Scoring::Territory));
/// assert_eq!(info.handicap, 2);
/// ```
///
/// # Errors
/// [`InputError`]: a syntax error, or a `KM` that is not a whole or half
/// number of points.
pub fn read_game_info(text: &str) -> Result<GameInfo, InputError> {
    let trees = sgf_parse::parse(text)?;
    let tree = trees.into_iter().next().ok_or(InputError::NotGo)?;
    let root = match tree {
        GameTree::GoGame(root) => root,
        GameTree::Unknown(_) => return Err(InputError::NotGo),
    };
    let mut info = GameInfo::default();
    for prop in root.properties() {
        match prop {
            Prop::KM(k) => {
                info.komi = Some(k.to_string().parse().map_err(|_| {
                    property_error(
                        0,
                        "KM",
                        k.to_string(),
                        "not a whole or half number of points".into(),
                    )
                })?);
            }
            Prop::Invalid(id, values) if id == "KM" => {
                return Err(property_error(
                    0,
                    "KM",
                    values.join("]["),
                    "not a number".into(),
                ));
            }
            Prop::RU(text) => info.rules = Some(text.text.clone()),
            Prop::HA(n) => info.handicap = u32::try_from(*n).unwrap_or(0),
            _ => {}
        }
    }
    Ok(info)
}

/// Converts a parsed point to a board point, or names the property and node.
fn board_point(
    size: BoardSize,
    node: usize,
    property: &str,
    p: go::Point,
) -> Result<Point, InputError> {
    size.from_sgf_coords(p.x as usize, p.y as usize)
        .ok_or_else(|| {
            property_error(
                node,
                property,
                point_text(p),
                format!("point off the {size} board"),
            )
        })
}

/// Applies one node's setup and moves; `played` counts the moves so far.
/// Returns the board and whether `until` stopped the reading here.
fn apply_node(
    mut board: Board,
    size: BoardSize,
    node: usize,
    sgf_node: &SgfNode<Prop>,
    until: Until,
    played: &mut usize,
) -> Result<(Board, bool), InputError> {
    let mut setup: SetupLists<'_> = [
        ("AB", Some(Color::Black), HashSet::new()),
        ("AW", Some(Color::White), HashSet::new()),
        ("AE", None, HashSet::new()),
    ];
    let mut moves = Vec::new();
    let mut player = None;
    for prop in sgf_node.properties() {
        match prop {
            Prop::AB(points) | Prop::AW(points) | Prop::AE(points) => {
                let id = prop.identifier();
                let slot = setup
                    .iter_mut()
                    .find(|(name, _, _)| *name == id)
                    .expect("AB, AW and AE have slots");
                for &p in points {
                    slot.2.insert(board_point(size, node, &id, p)?);
                }
            }
            Prop::B(mv) | Prop::W(mv) => {
                let color = if matches!(prop, Prop::B(_)) {
                    Color::Black
                } else {
                    Color::White
                };
                let mv = match *mv {
                    go::Move::Pass => Move::Pass,
                    go::Move::Move(p)
                        if p.x == 19 && p.y == 19 && size.width() <= 19 && size.height() <= 19 =>
                    {
                        Move::Pass
                    }
                    go::Move::Move(p) => {
                        Move::Place(board_point(size, node, &prop.identifier(), p)?)
                    }
                };
                moves.push((color, mv));
            }
            Prop::PL(c) => {
                player = Some(match c {
                    sgf_parse::Color::Black => Color::Black,
                    sgf_parse::Color::White => Color::White,
                });
            }
            // Old files (after a slip in FF[3]'s property list) write 1
            // and 2 for Black and White, as GNU Go also reads them.
            Prop::Invalid(id, values)
                if id == "PL" && matches!(values.as_slice(), [v] if v == "1" || v == "2") =>
            {
                player = Some(if values[0] == "1" {
                    Color::Black
                } else {
                    Color::White
                });
            }
            Prop::Invalid(id, values)
                if matches!(id.as_str(), "AB" | "AW" | "AE" | "B" | "W" | "PL") =>
            {
                let reason = match id.as_str() {
                    "PL" => "not a colour (B or W)",
                    "B" | "W" => "not a move (two letters a-s, or empty for a pass)",
                    _ => "not a list of points",
                };
                return Err(property_error(node, id, values.join("]["), reason.into()));
            }
            _ => {}
        }
    }

    if setup.iter().any(|(_, _, points)| !points.is_empty()) {
        board = with_setup(&board, size, node, &setup)?;
    }

    for (color, mv) in moves {
        let stop = match until {
            Until::End => false,
            Until::MoveNumber(n) => *played + 1 >= n,
            Until::Vertex(p) => mv == Move::Place(p),
        };
        if stop {
            board.set_to_move(color);
            return Ok((board, true));
        }
        *played += 1;
        board
            .try_play(color, mv)
            .map_err(|source| InputError::SgfMove {
                node,
                color,
                mv,
                source,
            })?;
    }
    if let Some(color) = player {
        board.set_to_move(color);
    }
    Ok((board, false))
}

/// A node's setup: the points of `AB`, `AW` and `AE`.
type SetupLists<'a> = [(&'a str, Option<Color>, HashSet<Point>); 3];

/// `board` with a node's setup applied. A point in two of AB, AW, AE is an
/// error; otherwise the node's setup replaces what was on its points.
fn with_setup(
    board: &Board,
    size: BoardSize,
    node: usize,
    setup: &SetupLists<'_>,
) -> Result<Board, InputError> {
    // A point in two of AB, AW, AE is an error; otherwise the node's setup
    // replaces what was on its points.
    for i in 0..3 {
        for j in i + 1..3 {
            if let Some(&p) = setup[i].2.intersection(&setup[j].2).next() {
                if setup[i].1.is_some() && setup[j].1.is_some() {
                    return Err(InputError::SgfSetup {
                        node,
                        source: SetupError::BothColors { point: p },
                    });
                }
                return Err(property_error(
                    node,
                    setup[i].0,
                    size.sgf(p),
                    format!("{p} is also listed in {}", setup[j].0),
                ));
            }
        }
    }
    let mut edit = Setup::from_board(board);
    let touched: HashSet<Point> = setup.iter().flat_map(|s| s.2.iter().copied()).collect();
    edit.stones
        .retain(|&(_, col, row)| !touched.contains(&Point::new(col, row).expect("on board")));
    for (_, color, points) in setup {
        if let Some(color) = color {
            let mut sorted: Vec<Point> = points.iter().copied().collect();
            sorted.sort();
            for p in sorted {
                edit.add(*color, p.col(), p.row());
            }
        }
    }
    let mut out = edit
        .build()
        .map_err(|source| InputError::SgfSetup { node, source })?;
    out.set_captures(board.captures());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn setup_moves_and_captures() {
        // White's A4 takes the last liberty of Black's corner stone A5.
        let b = read_sgf("(;GM[1]FF[4]SZ[5]AB[aa]AW[ba];B[cc];W[ab])").unwrap();
        assert_eq!(b.size(), BoardSize::square(5).unwrap());
        assert_eq!(b.color_at(p("A5")), None);
        assert_eq!(b.color_at(p("A4")), Some(Color::White));
        assert_eq!(b.color_at(p("C3")), Some(Color::Black));
        assert_eq!(b.to_move(), Color::Black);
        assert_eq!(b.moves_played(), 2);
    }

    #[test]
    fn compressed_lists_rectangles_and_passes() {
        let b = read_sgf("(;FF[4]SZ[7:3]AB[aa:cb]PL[W];W[];B[tt])").unwrap();
        assert_eq!(b.size(), BoardSize::new(7, 3).unwrap());
        assert_eq!(b.stones(Color::Black).len(), 6);
        assert_eq!(b.to_move(), Color::White);
        assert_eq!(b.moves_played(), 2);
    }

    #[test]
    fn ff3_files() {
        let b = read_sgf("(;GM[1]FF[3]SZ[9]AddBlack[ee]AW[ef]\n;B[dd])").unwrap();
        assert_eq!(b.color_at(p("E5")), Some(Color::Black));
        assert_eq!(b.color_at(p("D6")), Some(Color::Black));
        assert_eq!(b.to_move(), Color::White);
    }

    #[test]
    fn errors_name_node_and_property() {
        let e = |t: &str| read_sgf(t).unwrap_err().to_string();
        assert_eq!(
            e("(;SZ[9]AB[jj])"),
            "node 0: AB[jj]: point off the 9x9 board"
        );
        assert_eq!(
            e("(;SZ[25])"),
            "node 0: board size 25x25 is not supported (each side must be 1 to 19)"
        );
        assert_eq!(
            e("(;SZ[9];B[ee];W[ee])"),
            "node 2: white E5: E5 is occupied"
        );
        assert_eq!(
            e("(;SZ[9]AB[ee]AW[ee])"),
            "node 0: E5 holds both a black and a white stone"
        );
        assert_eq!(
            e("(;SZ[3]AB[aa]AW[ba][ab])"),
            "node 0: the black block at A3 (1 stone) has no liberties"
        );
        assert!(e("(;SZ[9]AB[ee").starts_with("SGF syntax error"));
        assert!(e("(;GM[3])").contains("not Go"));
        assert_eq!(e("(;SZ[9]PL[Q])"), "node 0: PL[Q]: not a colour (B or W)");
        assert_eq!(
            e("(;SZ[9];B[e])"),
            "node 1: B[e]: not a move (two letters a-s, or empty for a pass)"
        );
    }

    #[test]
    fn old_files_write_pl_as_1_and_2() {
        let white = read_sgf("(;GM[1]SZ[9]AB[cc]PL[2])").unwrap();
        assert_eq!(white.to_move(), Color::White);
        let black = read_sgf("(;GM[1]SZ[9]AW[cc]PL[1])").unwrap();
        assert_eq!(black.to_move(), Color::Black);
        let err = read_sgf("(;GM[1]SZ[9]PL[3])").unwrap_err();
        assert_eq!(err.to_string(), "node 0: PL[3]: not a colour (B or W)");
    }

    #[test]
    fn suicide_in_a_record_is_an_error() {
        let e = read_sgf("(;SZ[3]AB[ba][ab];W[aa])").unwrap_err();
        assert_eq!(e.to_string(), "node 1: white A3: A3 is suicide");
    }

    #[test]
    fn a_later_setup_node_replaces_stones() {
        let b = read_sgf("(;SZ[5]AB[cc];AW[cc]AE[aa])").unwrap();
        assert_eq!(b.color_at(p("C3")), Some(Color::White));
        assert_eq!(b.stones(Color::Black).len(), 0);
    }
}
