//! Müller's classes 0-8 (1999 §2.3) and the rule that decides a game's
//! class, from the blocks, liberties and eyes that `classify` found.

use std::fmt;

use super::{BlockKind, GameBlock, LocalGame, Side};
use crate::go::{Board, ByColor, Color, Point, PointSet};

/// Müller's class of a local game (1999 §2.3), with the rule that decided
/// it. The classes are checked from the most general (8) down; a game is in
/// the first class whose condition holds.
///
/// ```text
/// 8 open           the game reaches an open area
/// 7 no race        a colour has no essential block
/// 6 chain          a colour has several essential blocks
/// 5 unknown block  an unsafe block neither essential nor nonessential
/// 4 complex        unknown area, several eyes, no nakade, blocks in an eye
/// 3 not plain      an outside liberty, eye or shared liberty is not plain
/// 2 unsettled      an eye can still become two
/// 1 eyes           one essential block each, plain liberties and eyes
/// 0 plain          outside and shared liberties only
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// Class 0: one essential block each, only plain outside and shared liberties.
    Plain,
    /// Class 1: one essential block each, plain liberties, plain settled eyes.
    Eyes,
    /// Class 2: `owner`'s eye at `at` is an unsettled nakade.
    UnsettledEye {
        /// The eye's owner.
        owner: Color,
        /// The eye's first point.
        at: Point,
    },
    /// Class 3: `owner`'s outside liberty `at` is not next to a safe opponent block.
    OutsideNotPlain {
        /// The liberty's owner.
        owner: Color,
        /// The liberty.
        at: Point,
    },
    /// Class 3: `owner`'s eye at `at` is not plain.
    EyeNotPlain {
        /// The eye's owner.
        owner: Color,
        /// The eye's first point.
        at: Point,
    },
    /// Class 3: the shared liberty `at` is next to a safe block.
    SharedNotPlain {
        /// The liberty.
        at: Point,
    },
    /// Class 4: empty points that are no liberty of a known kind.
    UnknownArea(PointSet),
    /// Class 4: `owner` has `eyes` eyes.
    ManyEyes {
        /// The side with the eyes.
        owner: Color,
        /// How many.
        eyes: usize,
    },
    /// Class 4: `owner`'s eye at `at` (`size` points) is no nakade.
    NoNakade {
        /// The eye's owner.
        owner: Color,
        /// The eye's first point.
        at: Point,
        /// Its points.
        size: usize,
    },
    /// Class 4: `owner`'s eye at `at` holds `blocks` opponent blocks.
    BlocksInEye {
        /// The eye's owner.
        owner: Color,
        /// The eye's first point.
        at: Point,
        /// Opponent blocks inside.
        blocks: usize,
    },
    /// Class 5: the `color` block at `at` is unsafe and neither essential nor nonessential.
    UnknownBlock {
        /// Its colour.
        color: Color,
        /// Its anchor.
        at: Point,
    },
    /// Class 6: `color` has `blocks` essential blocks, a chain the opponent may cut.
    Chain {
        /// The colour of the chain.
        color: Color,
        /// Its essential blocks.
        blocks: usize,
    },
    /// Class 7: `color` has no essential block: no race between two blocks.
    NoRace {
        /// The colour without an essential block.
        color: Color,
    },
    /// Class 8: the game reaches an open area (it is not enclosed by safe stones).
    Open,
}

impl Class {
    /// Müller's class number, 0-8.
    #[must_use]
    pub const fn number(&self) -> u8 {
        match self {
            Class::Plain => 0,
            Class::Eyes => 1,
            Class::UnsettledEye { .. } => 2,
            Class::OutsideNotPlain { .. }
            | Class::EyeNotPlain { .. }
            | Class::SharedNotPlain { .. } => 3,
            Class::UnknownArea(_)
            | Class::ManyEyes { .. }
            | Class::NoNakade { .. }
            | Class::BlocksInEye { .. } => 4,
            Class::UnknownBlock { .. } => 5,
            Class::Chain { .. } => 6,
            Class::NoRace { .. } => 7,
            Class::Open => 8,
        }
    }
}

impl fmt::Display for Class {
    /// The class and its reason: `class 3: outside liberty E5 is not plain: ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "class {}: ", self.number())?;
        match self {
            Class::Open => f.write_str(
                "the local game reaches an open area: it is not enclosed by safe stones",
            ),
            Class::NoRace { color } => write!(
                f,
                "{} has no essential block: no race between two blocks",
                color.title()
            ),
            Class::Chain { color, blocks } => write!(
                f,
                "{} has {blocks} essential blocks, a chain the opponent may cut",
                color.title()
            ),
            Class::UnknownBlock { color, at } => write!(
                f,
                "the {} block at {at} is unsafe and neither essential nor nonessential",
                color.name()
            ),
            Class::UnknownArea(area) => write!(f, "unknown area {area}"),
            Class::ManyEyes { owner, eyes } => write!(f, "{} has {eyes} eyes", owner.title()),
            Class::NoNakade { owner, at, size } => write!(
                f,
                "{}'s eye at {at} ({size} points) is no nakade",
                owner.title()
            ),
            Class::BlocksInEye { owner, at, blocks } => write!(
                f,
                "{}'s eye at {at} holds {blocks} opponent blocks",
                owner.title()
            ),
            Class::OutsideNotPlain { owner, at } => write!(
                f,
                "outside liberty {at} is not plain: not adjacent to a safe {} block",
                owner.opponent().name()
            ),
            Class::EyeNotPlain { owner, at } => {
                write!(f, "{}'s eye at {at} is not plain", owner.title())
            }
            Class::SharedNotPlain { at } => {
                write!(
                    f,
                    "shared liberty {at} is not plain: it is next to a safe block"
                )
            }
            Class::UnsettledEye { owner, at } => write!(
                f,
                "{}'s eye at {at} is an unsettled nakade: {} can still make two eyes there",
                owner.title(),
                owner.title()
            ),
            Class::Eyes => f.write_str("one essential block each, plain liberties, plain eyes"),
            Class::Plain => f.write_str(
                "one essential block each, only plain outside and shared liberties, no eyes",
            ),
        }
    }
}

/// The class `game` would have with every outside liberty plain.
pub(super) fn class_with_plain_outside(board: &Board, game: &LocalGame) -> Class {
    let sides = ByColor::from_fn(|c| Side {
        plain_outside: game.sides[c].outside,
        ..game.sides[c].clone()
    });
    class_of_sides(board, game, &sides)
}

/// The class of an enclosed `game` from its figures as they are now (after
/// a caller changed some).
pub(super) fn reclassified(board: &Board, game: &LocalGame) -> Class {
    class_of_sides(board, game, &game.sides)
}

fn class_of_sides(board: &Board, game: &LocalGame, sides: &ByColor<Side>) -> Class {
    // The stones next to the game and outside it are its safe walls.
    let walled_shared = game.shared & (board.occupied() - game.points).neighbors();
    class_of(true, &game.blocks, sides, game.unknown_area, walled_shared)
}

/// Müller's class, checked from the most general class down.
pub(super) fn class_of(
    enclosed: bool,
    blocks: &[GameBlock],
    sides: &ByColor<Side>,
    unknown_area: PointSet,
    walled_shared: PointSet,
) -> Class {
    if !enclosed {
        return Class::Open;
    }
    for c in Color::ALL {
        if sides[c].essential.is_empty() {
            return Class::NoRace { color: c };
        }
    }
    for c in Color::ALL {
        let n = blocks
            .iter()
            .filter(|b| b.color == c && b.kind == BlockKind::Essential)
            .count();
        if n > 1 {
            return Class::Chain {
                color: c,
                blocks: n,
            };
        }
    }
    if let Some(b) = blocks.iter().find(|b| b.kind == BlockKind::Unknown) {
        let at = b.stones.first().expect("a block has stones");
        return Class::UnknownBlock { color: b.color, at };
    }
    if !unknown_area.is_empty() {
        return Class::UnknownArea(unknown_area);
    }
    for c in Color::ALL {
        let side = &sides[c];
        if side.eyes.len() > 1 {
            return Class::ManyEyes {
                owner: c,
                eyes: side.eyes.len(),
            };
        }
        if let Some(eye) = side.eyes.first() {
            let at = eye.points.first().expect("an eye has points");
            if !eye.nakade || eye.liberties.is_none() {
                return Class::NoNakade {
                    owner: c,
                    at,
                    size: eye.points.len(),
                };
            }
            if eye.opponent_blocks > 1 {
                return Class::BlocksInEye {
                    owner: c,
                    at,
                    blocks: eye.opponent_blocks,
                };
            }
        }
    }
    for c in Color::ALL {
        let side = &sides[c];
        if let Some(at) = (side.outside - side.plain_outside).first() {
            return Class::OutsideNotPlain { owner: c, at };
        }
        if let Some(eye) = side.eyes.iter().find(|e| !e.plain) {
            let at = eye.points.first().expect("points");
            return Class::EyeNotPlain { owner: c, at };
        }
    }
    if let Some(at) = walled_shared.first() {
        return Class::SharedNotPlain { at };
    }
    for c in Color::ALL {
        if let Some(eye) = sides[c].eyes.iter().find(|e| e.unsettled) {
            let at = eye.points.first().expect("points");
            return Class::UnsettledEye { owner: c, at };
        }
    }
    if sides.any(|s| !s.eyes.is_empty()) {
        return Class::Eyes;
    }
    Class::Plain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_names_its_number_and_reason() {
        let (c, at) = (Color::White, "C3".parse().unwrap());
        let all = [
            Class::Plain,
            Class::Eyes,
            Class::UnsettledEye { owner: c, at },
            Class::OutsideNotPlain { owner: c, at },
            Class::EyeNotPlain { owner: c, at },
            Class::SharedNotPlain { at },
            Class::UnknownArea(PointSet::single(at)),
            Class::ManyEyes { owner: c, eyes: 2 },
            Class::NoNakade {
                owner: c,
                at,
                size: 8,
            },
            Class::BlocksInEye {
                owner: c,
                at,
                blocks: 2,
            },
            Class::UnknownBlock { color: c, at },
            Class::Chain {
                color: c,
                blocks: 2,
            },
            Class::NoRace { color: c },
            Class::Open,
        ];
        let numbers: Vec<u8> = all.iter().map(Class::number).collect();
        assert_eq!(numbers, [0, 1, 2, 3, 3, 3, 4, 4, 4, 4, 5, 6, 7, 8]);
        for class in &all {
            let text = class.to_string();
            assert!(
                text.starts_with(&format!("class {}: ", class.number())),
                "{text}"
            );
            assert!(text.len() > 12, "{text}");
        }
        assert_eq!(
            Class::OutsideNotPlain { owner: c, at }.to_string(),
            "class 3: outside liberty C3 is not plain: not adjacent to a safe black block"
        );
    }
}
