//! Step 2 of Müller's method: in one local game, classify blocks (essential,
//! nonessential, unknown) and points (outside liberties, plain or not; shared
//! liberties; eyes; unknown areas), then the race into classes 0-8, with the
//! rule that decided.
//!
//! ```text
//! x x x x x .     Class 1: X's plain eye A1-B1 holds one O stone (a
//! o o o o x .     nakade), O's block has the plain outside liberties
//! X X X o x .     A3... filled by the safe x wall without approach moves.
//! . O X o x .
//! ```
//!
//! Rules used here (docs/method.md):
//! - *eye region* of c: a part of the game outside c's stones whose border is
//!   all unsafe c stones of the game;
//! - *nonessential*: an unsafe block inside an eye region of its opponent;
//! - *essential*: in pair mode the two named blocks, and a block of the same
//!   colour that shares a liberty with one and touches an opponent essential
//!   block (a chain); in whole-board mode every other unsafe block that touches
//!   or shares a liberty with an unsafe opponent block that is not nonessential;
//! - *unknown*: the remaining unsafe blocks.

use super::{Class, Partition, class::class_of};
use crate::{
    go::{Block, Board, ByColor, Color, Point, PointSet},
    life::{
        NakadeShape, Safety, can_make_two_eyes, eye_liberties, eye_status, is_nakade_eye,
        nakade_shape, safety_after_winning, vital_point,
    },
    limits::{OPEN_POCKET_POINTS, OPEN_READING_STEPS, OPEN_WIDE_READING_STEPS},
};

/// What a block is to the race.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BlockKind {
    /// Must be saved: its capture decides the race.
    Essential,
    /// Can be captured without losing the race (e.g. inside the opponent's eye).
    Nonessential,
    /// Neither can be shown.
    Unknown,
}

/// A classified block of a local game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameBlock {
    /// Colour.
    pub color: Color,
    /// Stones.
    pub stones: PointSet,
    /// Liberties.
    pub liberties: PointSet,
    /// Its role.
    pub kind: BlockKind,
}

/// An eye of one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eye {
    /// Its points, empty or holding opponent stones.
    pub points: PointSet,
    /// Opponent stones inside.
    pub opponent_stones: usize,
    /// Number of opponent blocks inside.
    pub opponent_blocks: usize,
    /// One surrounding block, and every empty point next to it.
    pub plain: bool,
    /// The basic nakade shape of its points, if they form one.
    pub shape: Option<NakadeShape>,
    /// Müller's nakade: the opponent can fill all but one point with a basic shape.
    pub nakade: bool,
    /// The vital point, when the shape has one.
    pub vital: Option<Point>,
    /// Not yet reduced to one eye: the owner can still split it into two.
    pub unsettled: bool,
    /// Müller's eye status (Müller 1999, Table 1).
    pub status: u32,
    /// Liberties it gives its owner: Table 1 minus the opponent stones inside,
    /// when it is a nakade; `None` when the table does not apply.
    pub liberties: Option<u32>,
}

/// The figures of one side of the race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// Essential blocks' stones.
    pub essential: PointSet,
    /// Outside liberties.
    pub outside: PointSet,
    /// Plain outside liberties (next to a safe opponent block).
    pub plain_outside: PointSet,
    /// Eyes.
    pub eyes: Vec<Eye>,
    /// What Müller's safety rules (docs/method.md) show: whether winning the race
    /// secures these essential blocks.
    pub safety: Safety,
}

impl Side {
    /// Outside plus eye liberties, when every eye has a table value.
    #[must_use]
    pub fn liberties(&self) -> Option<u32> {
        let eyes: Option<u32> = self.eyes.iter().map(|e| e.liberties).sum();
        Some(self.outside.len() as u32 + eyes?)
    }
}

/// A classified local game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalGame {
    /// Its points.
    pub points: PointSet,
    /// Its unsafe blocks, ordered by anchor.
    pub blocks: Vec<GameBlock>,
    /// Black's side, then White's.
    pub sides: ByColor<Side>,
    /// Shared liberties.
    pub shared: PointSet,
    /// Empty points that are none of the above.
    pub unknown_area: PointSet,
    /// Müller's class, with the rule that decided it.
    pub class: Class,
    /// The stones whose capture decides the fight to live (GTP's
    /// `analyze_semeai`, [`crate::search::FightReader`]), Black's then
    /// White's: the essential blocks, but in pair mode for a chained block
    /// in atari. Such a block is cut off already: the opponent takes it
    /// whenever it likes, and taking it kills neither named block, so the
    /// fight goes on past its capture (docs/gtp.md). Müller's race still
    /// counts it essential.
    pub targets: ByColor<PointSet>,
}

impl LocalGame {
    /// The essential stones, Black's then White's.
    #[must_use]
    pub fn essential(&self) -> ByColor<PointSet> {
        self.sides.as_ref().map(|s| s.essential)
    }

    /// Where the fight to live of this race is read (GTP `analyze_semeai`,
    /// docs/gtp.md). A race enclosed by walls (classes 0-7) is read on all
    /// its points. An open race (class 8) can reach the rest of the board,
    /// and every wall out there would count: taking a far wall in atari
    /// would "win" the race. It is read near the racers instead: the points
    /// within two steps of their stones (their liberties and the points
    /// next to those), with any part of the game this cuts off that holds
    /// at most two points (a pocket, not a way out). A block the area cuts
    /// is left out whole: it is a wall, safe when it has a liberty outside
    /// the area, and a racer that gets a liberty outside the area has run
    /// out. The answer is the reading's, not a proof of the fight.
    ///
    /// ```
    /// use semeai::{io, race::{classify, partition_pair}};
    ///
    /// // Black's C8 block and White's F8 race in the top corner; the game
    /// // reaches the open area, where Black's A1 stands in atari.
    /// let board = io::read_ascii(
    ///     ". . . . . . . . .
    ///      . O X X X O O . X
    ///      . . O O X X X X .
    ///      . . . O O X . X X
    ///      . . X O O O O O O
    ///      . . . . . . . . .
    ///      . . . . . . . . .
    ///      O . . . . . . . .
    ///      X . . . . . . . .",
    /// ).unwrap();
    /// let pair = ("C8".parse().unwrap(), "F8".parse().unwrap());
    /// let p = partition_pair(&board, pair.0, pair.1).unwrap();
    /// let game = classify(&board, &p, p.games[0], Some(pair));
    /// assert_eq!(game.class.number(), 8);
    /// let area = game.reading_area(&board);
    /// assert!(area.contains("H9".parse().unwrap()));
    /// assert!(!area.contains("B1".parse().unwrap()), "far from the race");
    /// // Read first within four steps: more of the open area.
    /// let wide = game.wide_reading_area(&board);
    /// assert!(area.is_subset(wide) && wide.len() > area.len());
    /// assert!(!wide.contains("B1".parse().unwrap()));
    /// ```
    #[must_use]
    pub fn reading_area(&self, board: &Board) -> PointSet {
        self.reading_area_within(board, OPEN_READING_STEPS)
    }

    /// The wider area an open race is read on first, within a small budget
    /// (GTP `analyze_semeai`, docs/gtp.md): the points within four steps
    /// of the racers, cut as in [`LocalGame::reading_area`]. A racer that
    /// runs two steps out has not escaped yet there. A race enclosed by
    /// walls is read on all its points, as there.
    #[must_use]
    pub fn wide_reading_area(&self, board: &Board) -> PointSet {
        self.reading_area_within(board, OPEN_WIDE_READING_STEPS)
    }

    /// [`LocalGame::reading_area`] within `steps` steps of the racers.
    fn reading_area_within(&self, board: &Board, steps: usize) -> PointSet {
        if self.class != Class::Open {
            return self.points;
        }
        let essential = self.essential();
        let mut near = essential.black | essential.white;
        for _ in 0..steps {
            near |= near.neighbors();
        }
        let mut area = self.points & near;
        for part in (self.points - area).components() {
            if part.len() <= OPEN_POCKET_POINTS {
                area |= part;
            }
        }
        for c in Color::ALL {
            for block in (self.points & board.stones(c)).components() {
                if block.intersects(area) && !block.is_subset(area) {
                    area -= block;
                }
            }
        }
        area
    }
}

/// Classifies the local game `game` of `partition`. In pair mode, `pair` names
/// the two essential blocks.
///
/// ```
/// use semeai::{Color, io, race::{classify, partition_pair}};
///
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      . o o o x x x . .
///      . o . X O . x . .
///      . o . X O . x . .
///      . o . X O x x . .",
/// ).unwrap();
/// let pair = ("D1".parse().unwrap(), "E1".parse().unwrap());
/// let p = partition_pair(&board, pair.0, pair.1).unwrap();
/// let game = classify(&board, &p, p.games[0], Some(pair));
/// assert_eq!(game.class.number(), 0);
/// assert_eq!(game.sides[Color::White].outside.to_string(), "F2 F3");
/// ```
#[must_use]
pub fn classify(
    board: &Board,
    partition: &Partition,
    game: PointSet,
    pair: Option<(Point, Point)>,
) -> LocalGame {
    let empty = board.empty_points() & game;
    let safe = ByColor::from_fn(|c| partition.safe(c));
    let unsafe_blocks: Vec<Block> = board
        .blocks()
        .into_iter()
        .filter(|b| b.stones.is_subset(game) && !b.stones.intersects(safe[b.color]))
        .collect();
    let regions = eye_regions(board, game, &unsafe_blocks, pair);
    let kinds = block_kinds(&unsafe_blocks, &regions, pair);
    let blocks: Vec<GameBlock> = unsafe_blocks
        .iter()
        .zip(&kinds)
        .map(|(b, &kind)| GameBlock {
            color: b.color,
            stones: b.stones,
            liberties: b.liberties,
            kind,
        })
        .collect();
    let ess = ByColor::from_fn(|c| {
        blocks
            .iter()
            .filter(|b| b.color == c && b.kind == BlockKind::Essential)
            .map(|b| b.stones)
            .collect::<PointSet>()
    });
    let ess_libs = ess.map(|e| e.neighbors() & empty);
    let shared = ess_libs.black & ess_libs.white;

    // Eyes: eye regions bordered only by essential blocks of their owner.
    // Outside liberties that lie in an eye (Black's, for White's outside
    // liberties also White's) are eye points, not outside.
    let mut eye_points = PointSet::EMPTY;
    let sides = ByColor::from_fn(|c| {
        let eyes: Vec<Eye> = regions[c]
            .iter()
            .filter(|&&r| board.border(r).is_subset(ess[c]))
            .map(|&r| eye(board, r, c, empty))
            .collect();
        eye_points = eyes.iter().fold(eye_points, |s, e| s | e.points);
        let outside = (ess_libs[c] - ess_libs[c.opponent()]) - eye_points;
        let safe_opp = safe[c.opponent()];
        let plain_outside = outside
            .iter()
            .filter(|&p| PointSet::single(p).neighbors().intersects(safe_opp))
            .collect();
        let eye_sets: Vec<PointSet> = eyes.iter().map(|e| e.points).collect();
        let safety = safety_after_winning(board, c, ess, safe, &eye_sets);
        Side {
            essential: ess[c],
            outside,
            plain_outside,
            eyes,
            safety,
        }
    });
    // Empty points next to no unsafe stone (gaps between walls) do not take part.
    let all_unsafe =
        stones_of(&unsafe_blocks, Color::Black) | stones_of(&unsafe_blocks, Color::White);
    let unknown_area = (empty - eye_points - shared - sides.black.outside - sides.white.outside)
        & all_unsafe.neighbors();

    // A shared liberty next to a safe stone is not plain: that stone's owner
    // connects out by filling it.
    let walled_shared = shared & safe.both().neighbors();
    let class = class_of(
        partition.is_enclosed(game),
        &blocks,
        &sides,
        unknown_area,
        walled_shared,
    );
    let cut = cut_off(&blocks, pair);
    let targets = ess.map(|e| e - cut);
    LocalGame {
        points: game,
        blocks,
        sides,
        shared,
        unknown_area,
        class,
        targets,
    }
}

/// The essential blocks the fight leaves out of its targets
/// ([`LocalGame::targets`]): in pair mode, those in atari that hold neither
/// named point (the chained ones); none in whole-board mode.
fn cut_off(blocks: &[GameBlock], pair: Option<(Point, Point)>) -> PointSet {
    let Some((a, z)) = pair else {
        return PointSet::EMPTY;
    };
    blocks
        .iter()
        .filter(|b| b.kind == BlockKind::Essential && b.liberties.len() == 1)
        .filter(|b| !b.stones.contains(a) && !b.stones.contains(z))
        .map(|b| b.stones)
        .collect()
}

/// The stones of `c`'s blocks among `blocks`.
fn stones_of(blocks: &[Block], c: Color) -> PointSet {
    blocks
        .iter()
        .filter(|b| b.color == c)
        .map(|b| b.stones)
        .collect::<PointSet>()
}

/// Each colour's eye regions: parts of the game outside c's stones whose
/// border is all unsafe c stones. Racing blocks may enclose each other (each
/// one's region holds the other): the smaller region is the eye. A region is
/// no eye of c when it holds a named block, or an opponent block that borders
/// a candidate region of its own no larger than this one.
fn eye_regions(
    board: &Board,
    game: PointSet,
    unsafe_blocks: &[Block],
    pair: Option<(Point, Point)>,
) -> ByColor<Vec<PointSet>> {
    let candidates = ByColor::from_fn(|c| -> Vec<PointSet> {
        let own = stones_of(unsafe_blocks, c);
        (game - board.stones(c))
            .components()
            .filter(|&r| board.border(r).is_subset(own))
            .collect()
    });
    let named =
        |b: &Block| pair.is_some_and(|(pa, pb)| b.stones.contains(pa) || b.stones.contains(pb));
    let encloses_back = |b: &Block, size: usize| {
        candidates[b.color]
            .iter()
            .any(|&r| r.len() <= size && board.border(r).intersects(b.stones))
    };
    ByColor::from_fn(|c| {
        candidates[c]
            .iter()
            .copied()
            .filter(|&r| {
                unsafe_blocks
                    .iter()
                    .filter(|b| b.color != c && b.stones.is_subset(r))
                    .all(|b| !named(b) && !encloses_back(b, r.len()))
            })
            .collect()
    })
}

/// Each unsafe block's kind (docs/method.md): nonessential inside an eye region of
/// the opponent; essential when named (pair mode) or chained to a named
/// block, or (whole-board mode) facing an opponent block that is not
/// nonessential; unknown otherwise.
fn block_kinds(
    unsafe_blocks: &[Block],
    regions: &ByColor<Vec<PointSet>>,
    pair: Option<(Point, Point)>,
) -> Vec<BlockKind> {
    let in_eye_of = |c: Color, s: PointSet| regions[c].iter().any(|r| s.is_subset(*r));
    let mut kinds: Vec<BlockKind> = unsafe_blocks
        .iter()
        .map(|b| {
            if in_eye_of(b.color.opponent(), b.stones) {
                BlockKind::Nonessential
            } else {
                BlockKind::Unknown
            }
        })
        .collect();
    let touches = |a: &Block, b: &Block| {
        a.stones.neighbors().intersects(b.stones) || a.liberties.intersects(b.liberties)
    };
    match pair {
        Some((pa, pb)) => {
            for (i, b) in unsafe_blocks.iter().enumerate() {
                if b.stones.contains(pa) || b.stones.contains(pb) {
                    kinds[i] = BlockKind::Essential;
                }
            }
            // Chains: an unknown block sharing a liberty with an essential block
            // of its colour and touching an opponent essential block.
            loop {
                let mut changed = false;
                for i in 0..unsafe_blocks.len() {
                    if kinds[i] != BlockKind::Unknown {
                        continue;
                    }
                    let b = &unsafe_blocks[i];
                    let ess = |c: Color| {
                        (0..unsafe_blocks.len())
                            .filter(|&j| {
                                kinds[j] == BlockKind::Essential && unsafe_blocks[j].color == c
                            })
                            .collect::<Vec<_>>()
                    };
                    let chained = ess(b.color)
                        .iter()
                        .any(|&j| b.liberties.intersects(unsafe_blocks[j].liberties));
                    let facing = ess(b.color.opponent())
                        .iter()
                        .any(|&j| touches(b, &unsafe_blocks[j]));
                    if chained && facing {
                        kinds[i] = BlockKind::Essential;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        None => {
            let snapshot = kinds.clone();
            for (i, b) in unsafe_blocks.iter().enumerate() {
                if snapshot[i] == BlockKind::Nonessential {
                    continue;
                }
                let faces = unsafe_blocks.iter().enumerate().any(|(j, o)| {
                    o.color != b.color && snapshot[j] != BlockKind::Nonessential && touches(b, o)
                });
                if faces {
                    kinds[i] = BlockKind::Essential;
                }
            }
        }
    }
    kinds
}

/// The eye of `owner` on region `r` (docs/method.md): plain or not, its nakade
/// shape, vital point, whether it is settled, its status and liberties.
fn eye(board: &Board, r: PointSet, owner: Color, empty: PointSet) -> Eye {
    let opp = r & board.stones(owner.opponent());
    let surrounding = board
        .block_at(board.border(r).first().expect("an eye has a border"))
        .expect("a stone");
    let plain = board.border(r).is_subset(surrounding.stones)
        && (r & empty).is_subset(surrounding.stones.neighbors());
    let shape = nakade_shape(r);
    let unsettled = can_make_two_eyes(r, empty);
    // The shape's vital point, or for an unsettled eye of no basic
    // shape the one point that splits it in two (none when several
    // do: no choice among them would be symmetric).
    let vital = vital_point(r).or_else(|| {
        let splits: PointSet = (r & empty)
            .iter()
            .filter(|&v| unsettled && r.without(v).components().count() >= 2)
            .collect();
        (splits.len() == 1).then(|| splits.first()).flatten()
    });
    let nakade = is_nakade_eye(r);
    let size = r.len();
    let liberties = if nakade {
        eye_liberties(size).map(|l| l.saturating_sub(opp.len() as u32))
    } else {
        None
    };
    Eye {
        points: r,
        opponent_stones: opp.len(),
        opponent_blocks: opp.components().count(),
        plain,
        shape,
        nakade,
        vital,
        unsettled,
        status: eye_status(size),
        liberties,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        io::read_ascii,
        race::{partition, partition_pair},
    };

    fn whole(diagram: &str) -> LocalGame {
        let b = read_ascii(diagram).unwrap();
        let p = partition(&b);
        assert_eq!(p.games.len(), 1, "one local game");
        classify(&b, &p, p.games[0], None)
    }

    fn pair(diagram: &str, a: &str, b: &str) -> LocalGame {
        let board = read_ascii(diagram).unwrap();
        let (a, b) = (a.parse().unwrap(), b.parse().unwrap());
        let p = partition_pair(&board, a, b).unwrap();
        classify(&board, &p, p.games[0], Some((a, b)))
    }

    const CORNER: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X . . . . .
        O O O X . . . . .
        . . O X . . . . .
        X X O X . . . . .
        . X O X . . . . .";

    fn set(points: &str) -> PointSet {
        points.parse().unwrap()
    }

    #[test]
    fn class_1_one_point_eye_against_shared_liberties() {
        for g in [pair(CORNER, "B1", "C1"), whole(CORNER)] {
            assert_eq!(g.class.number(), 1, "{}", g.class);
            assert_eq!(g.shared, set("A3 B3"));
            let black = &g.sides[Color::Black];
            let white = &g.sides[Color::White];
            assert_eq!(black.essential, set("A2 B2 B1"));
            assert_eq!(white.essential, set("A4 B4 C4 C3 C2 C1"));
            assert_eq!(black.eyes.len(), 1);
            let eye = &black.eyes[0];
            assert_eq!(eye.points, set("A1"));
            assert!(eye.plain && eye.nakade && !eye.unsettled);
            assert_eq!((eye.status, eye.liberties), (1, Some(1)));
            assert_eq!(black.liberties(), Some(1));
            assert_eq!(white.liberties(), Some(0));
            assert!(white.eyes.is_empty() && white.outside.is_empty());
            assert!(g.unknown_area.is_empty());
        }
    }

    #[test]
    fn class_0_only_shared_liberties() {
        let g = pair(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X . . . . .
            O O O X . . . . .
            . . O X . . . . .
            X X O X . . . . .
            . O O X . . . . .",
            "A2",
            "C2",
        );
        // A1 touches Black's A2 and White's B1: every liberty is shared.
        assert_eq!(g.shared, set("A1 A3 B3"));
        assert!(
            g.sides
                .iter()
                .all(|s| s.eyes.is_empty() && s.outside.is_empty())
        );
        assert_eq!(g.class.number(), 0, "{}", g.class);
    }

    #[test]
    fn class_3_outside_liberty_not_next_to_a_safe_block() {
        // White's outside liberty F1 is next to no safe black stone: Black must
        // approach it first.
        let g = pair(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . X X X X X X
            . . . X . . O O O
            . . . X . . O . .
            . . . X . . O X X
            . . . X . . O X .",
            "J2",
            "G2",
        );
        assert_eq!(g.class.number(), 3, "{}", g.class);
        assert!(g.class.to_string().contains("F1"), "{}", g.class);
    }

    #[test]
    fn class_8_open_race() {
        let g = pair(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X . . . . . . .
            O O . . . . . . .",
            "A1",
            "A2",
        );
        assert_eq!(g.class.number(), 8, "{}", g.class);
    }
}
