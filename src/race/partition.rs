//! Step 1 of Müller's method: safe blocks, safe territory and local games.
//!
//! **Proven safe** blocks are those of Benson's unconditional life; their *vital*
//! regions (every empty point a liberty of one of them) are safe territory.
//!
//! **Assumed safe** blocks: textbook problems draw walls as lines of stones on an
//! otherwise empty board, and Benson cannot prove such walls alive. semeai
//! assumes a block safe when it touches an *open area*: an empty region holding
//! an *open point*, an empty point with no stone within two steps (a diamond of
//! 13 points, cut off by the board edge, all empty). The output marks such
//! blocks as assumed, not proven. A race block that reaches an open area is
//! thereby taken as safe: whole-board mode finds the races that walls enclose.
//!
//! ```text
//! . . . . . . . .     o: open points (and the open area around them);
//! . . . o o o . .     the X wall and the O wall touch it, so both are
//! X X X X . . . .     assumed safe. The corner below the walls, with
//! O O O X . . . .     its unsafe stones, is a local game.
//! ```
//!
//! **Local games** are the connected parts of the board once safe stones and safe
//! territory are taken away, that hold at least one unsafe stone. A game is
//! *enclosed* when it holds no open point; otherwise it is open (class 8).
//!
//! **Pair mode** (GNU Go's `analyze_semeai A B`): the caller names one block of
//! each colour; every other block is a wall, assumed safe, except blocks whose
//! liberties all lie inside the area the walls enclose with the pair (stones in
//! the pair's eyes, unsafe blocks in the race's liberty regions), and walls a
//! racing block may capture to escape (`Partition::capturable`): they join
//! the game with their liberties.

use crate::{
    go::{Block, Board, ByColor, Color, Point, PointSet},
    life::{benson, static_safety},
};

/// The open points: empty points with no stone within two steps.
#[must_use]
pub fn open_points(board: &Board) -> PointSet {
    // A point is open when its distance-2 diamond holds no stone: the points
    // within two steps of a stone are the stones expanded twice.
    let near_stones = board.occupied().expand().expand();
    board.empty_points() - near_stones
}

/// The empty regions that hold an open point.
#[must_use]
pub fn open_area(board: &Board) -> PointSet {
    open_points(board).flood_fill(board.empty_points())
}

/// A partition of the board into safe blocks, safe territory and local games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    /// Stones proven safe by Benson's algorithm, per colour (index by [`Color::index`]).
    pub proven: ByColor<PointSet>,
    /// Stones assumed safe (touching an open area, or walls in pair mode), per colour.
    pub assumed: ByColor<PointSet>,
    /// Stones of the safe points the caller gave that Müller's static rules
    /// prove and Benson's algorithm does not ([`crate::life::static_safety`]),
    /// per colour.
    pub ruled: ByColor<PointSet>,
    /// Stones shown safe by the other proofs past Benson's (GNU Go's
    /// unconditional analysis, exact search of a group's eye space:
    /// `crate::safe_points`), per colour; empty unless the caller gave them.
    pub shown: ByColor<PointSet>,
    /// Safe territory per colour: vital regions of proven blocks.
    pub territory: ByColor<PointSet>,
    /// Pair mode: walls the race may capture (see `weak_walls`), per colour.
    /// They are in the game, not safe.
    pub capturable: ByColor<PointSet>,
    /// The empty regions that hold an open point.
    pub open: PointSet,
    /// The local games, ordered by their first point.
    pub games: Vec<PointSet>,
}

impl Partition {
    /// The stones of `color` taken as safe, proven or assumed.
    #[must_use]
    pub fn safe(&self, color: Color) -> PointSet {
        self.proven[color] | self.assumed[color] | self.shown[color]
    }

    /// Whether the local game `game` is enclosed by safe stones (holds no open point).
    #[must_use]
    pub fn is_enclosed(&self, game: PointSet) -> bool {
        !game.intersects(self.open)
    }
}

/// Local games: the parts of the board outside safe stones and territory that
/// hold an unsafe stone.
fn local_games(board: &Board, safe: PointSet, territory: PointSet) -> Vec<PointSet> {
    let rest = board.points() - safe - territory;
    let unsafe_stones = board.occupied() & rest;
    rest.components()
        .filter(|g| g.intersects(unsafe_stones))
        .collect()
}

/// Whole-board mode: Benson, then the open-area rule, then local games.
///
/// ```
/// use semeai::{Color, io, race::partition};
///
/// let board = io::read_ascii(
///     ". . . . . . . .
///      . . . . . . . .
///      . . . . . . . .
///      X X X X . . . .
///      O O O X . . . .
///      . . O X . . . .
///      X X O X . . . .
///      . X O X . . . .",
/// ).unwrap();
/// let p = partition(&board);
/// assert_eq!(p.games.len(), 1);
/// assert!(p.assumed[Color::Black].contains("D1".parse().unwrap()));
/// assert!(p.is_enclosed(p.games[0]));
/// ```
#[must_use]
pub fn partition(board: &Board) -> Partition {
    partition_around(board, ByColor::splat(PointSet::EMPTY))
}

/// [`partition`], with points other proofs show safe for each colour
/// (`safe`: stones that cannot be captured, and the territory they keep,
/// dead opponent stones included, as `crate::safe_points` gives them): their
/// stones are safe and their territory is no local game's.
#[must_use]
pub fn partition_around(board: &Board, safe: ByColor<PointSet>) -> Partition {
    let benson = ByColor::from_fn(|c| benson(board, c));
    let proven = benson.map(|(safe, _)| safe);
    let given = ByColor::from_fn(|c| (safe[c] & board.stones(c)) - proven[c]);
    let rules = if given.any(|g| !g.is_empty()) {
        static_safety(board)
    } else {
        ByColor::splat(PointSet::EMPTY)
    };
    let ruled = ByColor::from_fn(|c| given[c] & rules[c]);
    let shown = ByColor::from_fn(|c| given[c] - ruled[c]);
    let territory = ByColor::from_fn(|c| benson[c].1 | (safe[c] - board.stones(c)));
    let open = open_area(board);
    let touching_open = open.neighbors();
    let mut assumed = ByColor::splat(PointSet::EMPTY);
    for block in board.blocks() {
        let i = block.color;
        if !block.stones.intersects(proven[i] | given[i]) && block.stones.intersects(touching_open)
        {
            assumed[i] |= block.stones;
        }
    }
    let safe = proven.both() | assumed.both() | given.both();
    let games = local_games(board, safe, territory.both());
    Partition {
        proven,
        assumed,
        ruled,
        shown,
        territory,
        capturable: ByColor::splat(PointSet::EMPTY),
        open,
        games,
    }
}

/// Why a pair cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    /// No stone on the vertex.
    #[error("{0} is empty: name a stone of each block of the race")]
    Empty(Point),
    /// Both vertices hold stones of one colour.
    #[error("{0} and {1} are stones of the same colour: name one block of each colour")]
    SameColor(Point, Point),
}

/// Pair mode: the local game of the race between the blocks at `a` and `b`.
/// Returns the partition, whose one game holds both blocks. A wall in atari
/// next to a block of the other colour inside the game (a racing block, or
/// a stone enclosed with them) joins the game, and so does a wall of a
/// racer's colour that shares a liberty with it and has at most three (see
/// `partition_pair_with`).
///
/// # Errors
/// [`PairError`] when a vertex is empty or both are of one colour.
pub fn partition_pair(board: &Board, a: Point, b: Point) -> Result<Partition, PairError> {
    partition_pair_with(board, a, b, |wall, _| wall.liberties.len() == 1)
}

/// [`partition_pair`], where `capturable(wall, racer)` decides whether a
/// wall short of liberties next to the racing block `racer` of the other
/// colour can be captured by `racer`'s side (`crate::analyze` asks exact
/// search); those that can join the game.
///
/// # Errors
/// [`PairError`] when a vertex is empty or both are of one colour.
pub(crate) fn partition_pair_with(
    board: &Board,
    a: Point,
    b: Point,
    capturable: impl Fn(&Block, &Block) -> bool,
) -> Result<Partition, PairError> {
    let block_a = board.block_at(a).ok_or(PairError::Empty(a))?;
    let block_b = board.block_at(b).ok_or(PairError::Empty(b))?;
    if block_a.color == block_b.color {
        return Err(PairError::SameColor(a, b));
    }
    let pair = block_a.stones | block_b.stones;
    let open = open_area(board);
    let mut walls = board.occupied() - pair;
    let mut game;
    let mut weak = PointSet::EMPTY;
    let blocks = board.blocks();
    loop {
        game = pair.flood_fill(board.points() - walls);
        if game.intersects(open) {
            break; // an open race (class 8): nothing more is enclosed
        }
        let inside = inside_blocks(&blocks, walls, game);
        if inside.is_empty() {
            break;
        }
        walls -= inside;
    }
    if !game.intersects(open) {
        // Walls next to the walls that joined are asked in turn (a wall of
        // the racer's colour short of liberties next to a joined one may
        // fall to the other side, or save it).
        let proven = benson(board, Color::Black).0 | benson(board, Color::White).0;
        // Every block inside the game, the named two and those enclosed
        // with them: a wall in atari next to a stone of the other colour
        // inside may fall to it as well as to a racer.
        let inside = board.occupied() - walls;
        let mut racers: Vec<Block> = blocks
            .iter()
            .filter(|b| b.stones.is_subset(inside))
            .cloned()
            .collect();
        loop {
            let more = weak_walls(&blocks, proven, &racers, walls - weak, open, &capturable);
            if more.is_empty() {
                break;
            }
            weak |= more;
            racers = blocks
                .iter()
                .filter(|b| b.stones.intersects(more))
                .cloned()
                .collect();
        }
        walls -= weak;
        game |= weak | (weak.neighbors() & board.empty_points());
        // Walls whose liberties all lie in the grown game are inside it
        // (a wall of three liberties between two that joined).
        loop {
            let inside = inside_blocks(&blocks, walls, game);
            if inside.is_empty() {
                break;
            }
            walls -= inside;
            game |= inside;
        }
    }
    let assumed = ByColor::from_fn(|c| walls & board.stones(c));
    Ok(Partition {
        proven: ByColor::splat(PointSet::EMPTY),
        assumed,
        ruled: ByColor::splat(PointSet::EMPTY),
        shown: ByColor::splat(PointSet::EMPTY),
        territory: ByColor::splat(PointSet::EMPTY),
        capturable: ByColor::from_fn(|c| weak & board.stones(c)),
        open,
        games: vec![game],
    })
}

/// The blocks of `walls` next to `game` whose liberties all lie in it: they
/// are inside the game, not round it.
fn inside_blocks(blocks: &[Block], walls: PointSet, game: PointSet) -> PointSet {
    blocks
        .iter()
        .filter(|blk| {
            blk.stones.is_subset(walls)
                && blk.stones.neighbors().intersects(game)
                && blk.liberties.is_subset(game)
        })
        .map(|blk| blk.stones)
        .collect()
}

/// The walls of an enclosed race that a racing block may capture to escape:
/// blocks touching a block of `pair` (every block inside the game, the
/// named two among them, then in later rounds the walls that joined) of
/// the other colour, not proven safe by Benson, in atari or with fewer
/// liberties than that block (so it can take them before it runs out
/// itself), in atari or with no liberty in the open area (a wall that
/// reaches the open area runs out), and that `capturable` confirms. A wall
/// of two liberties, one of them that block's, is asked whatever its
/// liberties: taking it gives the block that point (a second eye in
/// tests/problems/c8-short-wall-reaching-out.txt), and `capturable` says
/// whether it can run. Walls of the racer's own colour that it may join
/// and that are short of liberties join too ([`own_short_walls`]). They
/// join the game with their liberties, as unknown blocks (or chained
/// essential ones), and search decides whether capturing one changes the
/// race.
///
/// ```text
/// . o . X O O O x .    Black's F1-G1 has one liberty, H1, outside the
/// . o . X O x x . o    area of the race D1 / E1: it joins the game, and
/// A B C D E F G H J    White first captures it at H1
///                      (tests/problems/c5-capturable-wall.txt).
/// ```
fn weak_walls(
    blocks: &[Block],
    proven: PointSet,
    pair: &[Block],
    walls: PointSet,
    open: PointSet,
    capturable: &impl Fn(&Block, &Block) -> bool,
) -> PointSet {
    let in_atari = |w: &Block| w.liberties.len() == 1;
    let weak = blocks
        .iter()
        .filter(|w| {
            w.stones.is_subset(walls)
                && !w.stones.intersects(proven)
                && pair.iter().any(|p| {
                    // A wall of two liberties, one of them the racer's: its
                    // capture gives the racer that point, however it can run.
                    let short = w.liberties.len() <= 2 && w.liberties.intersects(p.liberties);
                    let asked = in_atari(w) || short;
                    p.color != w.color
                        && p.stones.neighbors().intersects(w.stones)
                        && (asked || !w.liberties.intersects(open))
                        && (asked || w.liberties.len() < p.liberties.len())
                        && capturable(w, p)
                })
        })
        .map(|w| w.stones)
        .collect::<PointSet>();
    // The walls they may connect to and still be short fall with them
    // (`wall_can_be_captured` reads them together): they join too.
    let joined = blocks
        .iter()
        .filter(|w| w.stones.intersects(weak))
        .map(|w| short_neighbours(blocks, w))
        .collect::<PointSet>();
    weak | (joined & (walls - proven)) | own_short_walls(blocks, proven, pair, walls, open)
}

/// The walls of a racing block's own colour that it may connect to and
/// that are no safe haven: blocks sharing a liberty with a block of `pair`
/// of their colour, not proven safe by Benson, with at most three
/// liberties, none in the open area. Taken as safe, one move would join
/// the racer to safety; the opponent may take them instead, and joining
/// one gains the racer only its liberties. They join the game with their
/// liberties, as unknown blocks.
///
/// ```text
/// o X O O O X o . o    Black's H2 shares G2 with Black's racing B1 and
/// o X O . O X . x o    has H1 and H3 besides (H3 in a pocket of White's
/// o X O O O X . . o    wall): it joins the game, and H3 with it.
/// A B C D E F G H J
/// ```
fn own_short_walls(
    blocks: &[Block],
    proven: PointSet,
    pair: &[Block],
    walls: PointSet,
    open: PointSet,
) -> PointSet {
    blocks
        .iter()
        .filter(|w| {
            w.stones.is_subset(walls)
                && !w.stones.intersects(proven)
                && w.liberties.len() <= 3
                && !w.liberties.intersects(open)
                && pair
                    .iter()
                    .any(|p| p.color == w.color && w.liberties.intersects(p.liberties))
        })
        .map(|w| w.stones)
        .collect()
}

/// The blocks of `wall`'s colour, other than it, that share a liberty with
/// it and have at most two liberties: the blocks it may connect to and
/// still be short.
pub(crate) fn short_neighbours(blocks: &[Block], wall: &Block) -> PointSet {
    blocks
        .iter()
        .filter(|b| {
            b.color == wall.color
                && b.stones != wall.stones
                && b.liberties.len() <= 2
                && b.liberties.intersects(wall.liberties)
        })
        .map(|b| b.stones)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::read_ascii;

    const TEXTBOOK: &str = "
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        X X X X X . . . . . .
        O O O O X . . . . . .
        . X X O X . . . . . .
        X . X O X . . . . . .
        . X X O X . . . . . .
        O O O O X . . . . . .";

    #[test]
    fn walls_touching_the_open_area_are_assumed_safe() {
        let b = read_ascii(TEXTBOOK).unwrap();
        let p = partition(&b);
        let wall = b.block_at("E1".parse().unwrap()).unwrap().stones;
        assert!(wall.is_subset(p.assumed[Color::Black]));
        assert_eq!(p.proven, ByColor::default());
        assert_eq!(p.games.len(), 1, "{:?}", p.games);
        let game = p.games[0];
        assert!(p.is_enclosed(game));
        // White's block A1-D5 and Black's eye-shaped group are in the game.
        assert!(game.contains("A1".parse().unwrap()));
        assert!(game.contains("B2".parse().unwrap()));
        assert!(game.contains("A3".parse().unwrap()));
        assert!(!game.intersects(wall));
    }

    #[test]
    fn pair_mode_takes_blocks_inside_the_area() {
        let b = read_ascii(TEXTBOOK).unwrap();
        let p = partition_pair(&b, "A1".parse().unwrap(), "B2".parse().unwrap()).unwrap();
        assert_eq!(p.games.len(), 1);
        let game = p.games[0];
        // The other black blocks inside (B4-C4, C3) join the game: all their liberties are inside.
        assert!(game.contains("C3".parse().unwrap()));
        assert!(game.contains("B4".parse().unwrap()));
        assert!(!game.contains("E1".parse().unwrap()));
        assert!(p.is_enclosed(game));
        assert_eq!(
            partition_pair(&b, "A1".parse().unwrap(), "F6".parse().unwrap()),
            Err(PairError::Empty("F6".parse().unwrap()))
        );
        assert!(matches!(
            partition_pair(&b, "B2".parse().unwrap(), "E1".parse().unwrap()),
            Err(PairError::SameColor(_, _))
        ));
    }

    #[test]
    fn capturable_walls_join_the_game() {
        // tests/problems/c5-capturable-wall.txt: Black's F1-G1 is in atari
        // (H1) next to White's racing E1; Black's H2 wall has four
        // liberties, more than E1's two.
        let b = read_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . o o o x x x x x
             . o . X O . . x .
             . o . X O O O x .
             . o . X O O O x .
             . o . X O x x . o",
        )
        .unwrap();
        let (d1, e1) = ("D1".parse().unwrap(), "E1".parse().unwrap());
        let f1g1: PointSet = "F1 G1".parse().unwrap();
        let p = partition_pair(&b, d1, e1).unwrap();
        assert_eq!(p.capturable[Color::Black], f1g1);
        assert_eq!(p.capturable[Color::White], PointSet::EMPTY);
        assert!(f1g1.is_subset(p.games[0]) && p.games[0].contains("H1".parse().unwrap()));
        assert!(!p.games[0].contains("H2".parse().unwrap()));
        assert!(!p.assumed[Color::Black].intersects(f1g1));
        // The judge decides: a wall it refuses stays a wall.
        let kept = partition_pair_with(&b, d1, e1, |_, _| false).unwrap();
        assert_eq!(kept.capturable, ByColor::splat(PointSet::EMPTY));
        assert!(f1g1.is_subset(kept.assumed[Color::Black]));
        assert!(!kept.games[0].intersects(f1g1));
    }

    /// Black's H2 is no safe wall for Black's racing B1: it shares G2 with
    /// it and has two more liberties (H1, and H3 in a pocket of White's
    /// wall), and no proof shows it alive. Connecting at G2 gains Black
    /// only its liberties, so it joins the game with H3.
    #[test]
    fn short_walls_of_the_racers_colour_join_the_game() {
        let b = read_ascii(
            ". . . . . . . . .
             o o o o o o o o o
             o X X X X X o o o
             o X O O O X o . o
             o X O . O X . x o
             o X O O O X . . o",
        )
        .unwrap();
        let (b1, c1) = ("B1".parse().unwrap(), "C1".parse().unwrap());
        let p = partition_pair(&b, b1, c1).unwrap();
        let h2: PointSet = "H2".parse().unwrap();
        assert_eq!(p.capturable[Color::Black], h2);
        assert!(!p.assumed[Color::Black].intersects(h2));
        assert!(p.games[0].contains("H3".parse().unwrap()));
        assert!(p.is_enclosed(p.games[0]));
    }

    /// Black's H9 (liberties G9, White's, and J9) is asked; it saves
    /// itself at J9 only by joining J8, which is short too (J9, J7): read
    /// with J8, White captures both (J7 then G9, or G9 then J7), and J8
    /// joins the game with it.
    #[test]
    fn walls_that_fall_together_join_together() {
        let b = read_ascii(WALLS_FALL_TOGETHER).unwrap();
        let (c9, d9) = ("C9".parse().unwrap(), "D9".parse().unwrap());
        let walls: PointSet = "H9 J8".parse().unwrap();
        let p = partition_pair_with(&b, c9, d9, |w, r| {
            crate::search::wall_can_be_captured(&b, w, r.color)
        })
        .unwrap();
        assert_eq!(p.capturable[Color::Black], walls);
        assert!(p.games[0].contains("J7".parse().unwrap()));
        // The fight (GTP analyze_semeai C9 D9, D9 C9): Black first keeps
        // the walls (J7, GNU Go's move too) and wins; White first lives and
        // kills (GNU Go's answer too), where the walls taken as safe gave
        // 0 0. In White's line Black can throw in at G9, White take two at
        // J9 and Black one back at H9, repeating the position: sending two
        // and returning one is no ko, so it does not make the answer a ko
        // (it was 1 2 while any repetition counted as the ko master's).
        let game = crate::search::pair_game(&b, c9, d9).unwrap();
        let limits = crate::Limits::default();
        let fight = |c| {
            crate::search::FightReader::default()
                .first(&b, &game, None, c, &limits)
                .unwrap()
        };
        assert_eq!(fight(Color::Black).to_string(), "1 1 J7");
        assert_eq!(fight(Color::White).to_string(), "1 1 A6");
    }

    const WALLS_FALL_TOGETHER: &str = "
        . . X O . O . X .
        . X X O O O O O X
        . X O X X X X X .
        . X O . . . . . .
        O O O . . . . . .
        . . O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .";

    #[test]
    fn open_points_need_an_empty_diamond() {
        let b = read_ascii(
            ". . . . .
             . . . . .
             . . . . .
             . . . . .
             X . . . .",
        )
        .unwrap();
        let open = open_points(&b);
        assert!(!open.contains("A1".parse().unwrap()));
        assert!(!open.contains("C1".parse().unwrap()));
        assert!(open.contains("D1".parse().unwrap()));
        assert!(open.contains("C3".parse().unwrap()));
    }
}
