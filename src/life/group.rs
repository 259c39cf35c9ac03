//! Groups for step 4 of the block status (group life): blocks of one
//! colour joined by the small regions they enclose, and the game that asks
//! whether such a group lives in its eye space (`status::group_lives`,
//! answered by [`super::eye_space`]). The fight to live asks the same of a
//! capturer ([`lives_beside_safe_walls`]).

use super::eye_space::{Answers, Life, MAX_EYE_SPACE};
use crate::go::{Board, ByColor, Color, PointSet, Symmetry};

/// The parts of the board outside `c`'s stones whose border is all `c`
/// stones, with at most `max` empty points and `max` opponent stones (the
/// rest of the board is such a part too, when `c`'s stones surround it).
pub(crate) fn enclosed_regions(board: &Board, c: Color, max: usize) -> Vec<PointSet> {
    let own = board.stones(c);
    (board.points() - own)
        .components()
        .filter(|&r| {
            // A part with no border at all (no stone of c on the board)
            // is enclosed by nothing.
            let border = board.border(r);
            !border.is_empty()
                && border.is_subset(own)
                && (r & board.empty_points()).len() <= max
                && (r & board.stones(c.opponent())).len() <= max
        })
        .collect()
}

/// Blocks of one colour joined by their (small) enclosed regions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    /// The stones of its blocks.
    pub(crate) blocks: PointSet,
    /// Its enclosed regions (each bordered by its blocks only).
    pub(crate) regions: PointSet,
}

/// The groups of `c`: blocks that share an enclosed region are one group.
pub(crate) fn groups(board: &Board, c: Color, max: usize) -> Vec<Group> {
    let own = board.stones(c);
    let regions = enclosed_regions(board, c, max);
    let mut groups: Vec<Group> = own
        .components()
        .map(|b| Group {
            blocks: b,
            regions: PointSet::EMPTY,
        })
        .collect();
    for r in regions {
        let border = board.border(r);
        let (joined, rest): (Vec<Group>, Vec<Group>) = groups
            .into_iter()
            .partition(|g| g.blocks.intersects(border));
        let merged = joined.into_iter().fold(
            Group {
                blocks: PointSet::EMPTY,
                regions: r,
            },
            |m, g| Group {
                blocks: m.blocks | g.blocks,
                regions: m.regions | g.regions,
            },
        );
        groups = rest;
        groups.push(merged);
    }
    groups.retain(|g| !g.regions.is_empty());
    groups
}

/// The game step 4 searches for a group: the board with the group's
/// outside liberties filled, its eye space and its blocks.
pub(crate) struct GroupGame {
    pub(crate) filled: Board,
    pub(crate) space: PointSet,
    pub(crate) blocks: PointSet,
}

/// The eye spaces step 4 tries for `group` of `c`: its smallest regions
/// without opponent stones while they hold at most `max_points` empty
/// points. Regions of one size are taken by their first point, in the
/// order each of the board's eight symmetries gives, so that which of them
/// fit does not depend on how the board is turned: the distinct spaces
/// those orders give (usually one), each of at least two empty points. A
/// region holding opponent stones could leave the group alive only in seki
/// with them, which is not life; such regions, like the others left out,
/// are outside the game (their points next to the group are filled like any
/// other liberty: in the opponent's favour).
fn eye_spaces(board: &Board, c: Color, group: &Group, max_points: usize) -> Vec<PointSet> {
    let regions: Vec<PointSet> = group
        .regions
        .components()
        .filter(|r| !r.intersects(board.stones(c.opponent())))
        .collect();
    let size = board.size();
    let mut spaces = Vec::new();
    for s in Symmetry::ALL {
        let mut sorted = regions.clone();
        sorted.sort_by_cached_key(|r| (r.len(), r.iter().map(|p| s.row_col(size, p)).min()));
        let mut eye_space = PointSet::EMPTY;
        for r in sorted {
            let more = eye_space | r;
            if (more & board.empty_points()).len() <= max_points {
                eye_space = more;
            }
        }
        if (eye_space & board.empty_points()).len() >= 2 && !spaces.contains(&eye_space) {
            spaces.push(eye_space);
        }
    }
    spaces
}

/// The [`GroupGame`]s of `group` of `c`, one for each of its eye spaces
/// ([`eye_spaces`]: the group lives if it lives in any), the blocks
/// holding `safe` stones never taken (their outside liberties are left as
/// they are); none where the group cannot live by step 4 whatever the
/// search (no eye space of two points, a block taken or an outside liberty
/// left by the fills).
pub(crate) fn group_games(
    board: &Board,
    c: Color,
    group: &Group,
    safe: PointSet,
    max_points: usize,
) -> Vec<GroupGame> {
    eye_spaces(board, c, group, max_points)
        .into_iter()
        .filter_map(|space| group_game(board, c, group.blocks, space, safe))
        .collect()
}

/// The [`GroupGame`] of the group of `c` whose blocks are `blocks` in the
/// eye space `eye_space`.
fn group_game(
    board: &Board,
    c: Color,
    blocks: PointSet,
    eye_space: PointSet,
    safe: PointSet,
) -> Option<GroupGame> {
    let o = c.opponent();
    let group = &Group {
        blocks,
        regions: eye_space,
    };
    // The opponent fills every outside liberty at once (an order of single
    // fills would depend on how the board is turned). Blocks of c left
    // without a liberty are captured, and the group has no life of its own
    // if one of them is its own; fills left without a liberty would be
    // suicide and stay empty.
    let on = board.points();
    let fragile = group.blocks - safe.flood_fill(group.blocks);
    let outside = (fragile.neighbors() & board.empty_points()) - group.regions;
    let mut stones = ByColor::from_fn(|x| board.stones(x));
    stones[o] |= outside;
    let empty = on - stones.black - stones.white;
    for b in stones[c].components() {
        if !b.neighbors().intersects(empty) {
            if b.intersects(group.blocks) {
                return None;
            }
            stones[c] -= b;
        }
    }
    let empty = on - stones.black - stones.white;
    for b in stones[o].components() {
        if !b.neighbors().intersects(empty) {
            stones[o] -= b & outside;
        }
    }
    // An outside liberty the opponent cannot fill is shared with opponent
    // blocks short of liberties: the group may survive only in seki with
    // them, which is not life.
    if !outside.is_subset(stones[o]) {
        return None;
    }
    let filled = Board::from_checked_parts(board.size(), stones, board.to_move(), board.rules());
    Some(GroupGame {
        filled,
        space: group.regions,
        blocks: group.blocks,
    })
}

/// Whether `c`'s `stones` (its essential stones in a fight to live) live by
/// their eye space, the blocks of `safe` (c's walls that keep a liberty
/// outside the fight's game) never taken: the stones lie in one group of
/// `c` (blocks joined by regions enclosed by `c`, at most
/// [`MAX_EYE_SPACE`] points), and the group lives in its eye
/// space with the opponent moving first, every liberty outside it of a
/// block that may be taken filled (the search over bitsets, within
/// `nodes`). `false` when not shown: dead, unknown, or past the budget.
/// The fight to live asks it after a capture (`search::negamax`).
pub(crate) fn lives_beside_safe_walls(
    board: &Board,
    c: Color,
    stones: PointSet,
    safe: PointSet,
    nodes: u64,
    answers: &mut Answers,
) -> bool {
    let max = MAX_EYE_SPACE;
    let Some(group) = groups(board, c, max)
        .into_iter()
        .find(|g| stones.is_subset(g.blocks))
    else {
        return false;
    };
    let safe = safe & group.blocks;
    group_games(board, c, &group, safe, max).iter().any(|game| {
        matches!(
            answers.lives_beside(&game.filled, game.space, game.blocks, safe, nodes),
            Some(Life {
                lives: Some(true),
                ..
            })
        )
    })
}
