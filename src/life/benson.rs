//! Benson's unconditional life (Benson 1976; Müller 1999 §2, step 1 of the
//! method): blocks that can never be captured, however the opponent plays and
//! even if their owner always passes, and their vital regions.
//!
//! ```text
//! . X . X O .     X has two healthy regions (A4, C4), each vital to
//! X X X X O .     its block: it is unconditionally alive. O has none.
//! O O O O O .
//! ```

use crate::go::{Board, Color, PointSet};

/// Benson's unconditional life for `color`: the safe stones and the safe
/// territory (the vital regions of the safe blocks, opponent stones included).
///
/// ```
/// use semeai::{Color, io, life::benson};
///
/// let board = io::read_ascii(
///     ". X . X O .
///      X X X X O .
///      O O O O O .
///      . . . . . .",
/// ).unwrap();
/// let (safe, territory) = benson(&board, Color::Black);
/// assert_eq!(safe, board.stones(Color::Black));
/// assert_eq!(territory.to_string(), "A4 C4");
/// assert!(benson(&board, Color::White).0.is_empty());
/// ```
#[must_use]
pub fn benson(board: &Board, color: Color) -> (PointSet, PointSet) {
    let stones = board.stones(color);
    let blocks: Vec<PointSet> = stones.components().collect();
    let regions: Vec<PointSet> = (board.points() - stones).components().collect();
    let (alive, territory) = benson_iterate(board, &blocks, &vec![false; blocks.len()], &regions);
    let safe = (0..blocks.len())
        .filter(|&b| alive[b])
        .map(|b| blocks[b])
        .collect::<PointSet>();
    (safe, territory)
}

/// The iteration of Benson's algorithm over `blocks` of one colour and the
/// `regions` around them: which blocks stay alive, and the union of the
/// regions that stay healthy and are vital to an alive block that is not
/// `permanent`. A region is vital to a block when every empty point in it
/// is a liberty of the block; a block dies with fewer than two healthy
/// vital regions unless it is `permanent` (a wall taken as safe), and a
/// region touching a dead block is no longer healthy.
fn benson_iterate(
    board: &Board,
    blocks: &[PointSet],
    permanent: &[bool],
    regions: &[PointSet],
) -> (Vec<bool>, PointSet) {
    let empty = board.empty_points();
    // Each region's neighbours once, and the stones of the blocks it is
    // vital to (blocks are disjoint: a block is in the set when any of its
    // stones is).
    let near: Vec<PointSet> = regions.iter().map(|r| board.border(*r)).collect();
    let block_libs: Vec<PointSet> = blocks.iter().map(|b| b.neighbors()).collect();
    let vital: Vec<PointSet> = regions
        .iter()
        .zip(&near)
        .map(|(&r, &n)| {
            let r_empty = r & empty;
            blocks
                .iter()
                .zip(&block_libs)
                .filter(|&(&b, &libs)| n.intersects(b) && r_empty.is_subset(libs))
                .map(|(&b, _)| b)
                .collect()
        })
        .collect();
    let mut alive = vec![true; blocks.len()];
    let mut healthy = vec![true; regions.len()];
    let mut dead = PointSet::EMPTY;
    loop {
        let mut changed = false;
        for b in 0..blocks.len() {
            if alive[b] && !permanent[b] {
                let eyes = (0..regions.len())
                    .filter(|&r| healthy[r] && vital[r].intersects(blocks[b]))
                    .take(2)
                    .count();
                if eyes < 2 {
                    alive[b] = false;
                    dead |= blocks[b];
                    changed = true;
                }
            }
        }
        for r in 0..regions.len() {
            if healthy[r] && near[r].intersects(dead) {
                healthy[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let living = (0..blocks.len())
        .filter(|&b| alive[b] && !permanent[b])
        .map(|b| blocks[b])
        .collect::<PointSet>();
    let vital_regions = (0..regions.len())
        .filter(|&r| healthy[r] && vital[r].intersects(living))
        .map(|r| regions[r])
        .collect::<PointSet>();
    (alive, vital_regions)
}

/// Benson's unconditional life inside the local game `game`, with every
/// block of `color` that reaches outside the game (a wall) taken as safe:
/// the stones of `color` that can never be captured however the opponent
/// plays inside `game`, and their vital regions there.
///
/// A region is a connected part of `game` without stones of `color` whose
/// border is all stones of `color` (so it holds no opponent wall and no
/// empty point outside the game). It is vital to a block when every empty
/// point in it is a liberty of that block; a block is safe when two regions
/// are vital to it and every block around those regions is safe too.
///
/// ```text
/// X X X X X     The X block has two vital regions (the single points):
/// X . X . X     it is safe whatever O does. Moves inside them change
/// O O O O O     nothing in a race, so the search leaves them out.
/// ```
#[must_use]
pub fn benson_local(board: &Board, color: Color, game: PointSet) -> (PointSet, PointSet) {
    benson_local_with(board, color, game, PointSet::EMPTY, None)
}

/// [`benson_local`], given `block`: one block of `color` inside `game`
/// already known (a search follows its racing block move by move), which
/// is then not flood-filled again. Any other set gives wrong answers.
/// With `anchored` (the wall stones with a liberty outside the game), only
/// the walls holding one are permanent: any other wall next to a region
/// needs two vital regions like a block inside, as the search may capture
/// it and play on (a wall taken away from the racers,
/// `search::Solver::escapes_by`).
#[must_use]
pub(crate) fn benson_local_with(
    board: &Board,
    color: Color,
    game: PointSet,
    block: PointSet,
    anchored: Option<PointSet>,
) -> (PointSet, PointSet) {
    let all_stones = board.stones(color);
    if !all_stones.intersects(game) {
        return (PointSet::EMPTY, PointSet::EMPTY);
    }
    // The regions open to a point outside the game that is not `color`'s
    // stone, found with one flood fill; the rest are enclosed (usually a
    // few small eyes, often fewer than two, and then nothing is safe).
    let inside = game - all_stones;
    let open = (board.points() - game - all_stones)
        .neighbors()
        .flood_fill(inside);
    let enclosed = inside - open;
    // A region counts only if it can be vital to a block: every empty
    // point in it next to a stone of `color` (a big eye's inner points are
    // no block's liberties, so such an eye is no vital region).
    let empty = board.empty_points();
    let touched = all_stones.neighbors();
    // The regions holding an untouched empty point go in one flood fill;
    // every component left is a region that counts.
    let untouched = (enclosed & empty) - touched;
    let regions: Vec<PointSet> = (enclosed - untouched.flood_fill(enclosed))
        .components()
        .collect();
    if regions.len() < 2 {
        return (PointSet::EMPTY, PointSet::EMPTY);
    }
    // Blocks are only followed within one step of the game: a wall may fall
    // into pieces there, but every piece reaches outside the game, so it is
    // permanent like the wall, and a block inside the game is whole (any
    // stone joined to it lies within one step of the game).
    let stones = all_stones & game.expand();
    // Only blocks next to a region matter: any other has no vital region
    // (so it is not alive unless it is a wall) and borders none.
    let near = regions.iter().copied().collect::<PointSet>().neighbors();
    let mut blocks: Vec<PointSet> = Vec::new();
    // With `anchored` given, the walls that can be captured (the other
    // pieces next to a region) are followed too: they are not permanent.
    let mut rest = match anchored {
        Some(anchored) => (stones & near) - anchored,
        None => stones & game & near,
    };
    while let Some(p) = rest.first() {
        let found = if block.contains(p) {
            block
        } else {
            PointSet::single(p).flood_fill(stones)
        };
        rest -= found;
        blocks.push(found);
    }
    let wall: Vec<bool> = blocks.iter().map(|b| !b.is_subset(game)).collect();
    let permanent: Vec<bool> = blocks
        .iter()
        .zip(&wall)
        .map(|(b, &w)| w && anchored.is_none_or(|a| b.intersects(a)))
        .collect();
    let (alive, vital) = benson_iterate(board, &blocks, &permanent, &regions);
    let safe = (0..blocks.len())
        .filter(|&b| alive[b] && !wall[b])
        .map(|b| blocks[b])
        .collect::<PointSet>();
    (safe, vital)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::read_ascii;

    fn set(points: &str) -> PointSet {
        points.parse().unwrap()
    }

    #[test]
    fn benson_two_eyes_live_one_eye_does_not() {
        let b = read_ascii(
            ". X . X O .
             X X X X O .
             O O O O O .
             . . . . . .",
        )
        .unwrap();
        let (black, black_t) = benson(&b, Color::Black);
        assert_eq!(black, b.stones(Color::Black));
        assert_eq!(black_t, set("A4 C4"));
        let (white, _) = benson(&b, Color::White);
        assert_eq!(white, PointSet::EMPTY, "white has no eyes");

        let one_eye = read_ascii(
            ". . X O .
             X X X O .
             O O O O .
             . . . . .",
        )
        .unwrap();
        assert_eq!(benson(&one_eye, Color::Black).0, PointSet::EMPTY);
    }

    #[test]
    fn benson_local_takes_walls_as_safe_and_keeps_to_the_game() {
        // The race of A1 (X) and G1 (O), every other block a wall. Once X's
        // outside liberties are filled, O's eye J2 and the region of X's
        // block with the shared liberties F1-F3 are both vital to O: X can
        // never fill F1-F3 without taking its own last liberty.
        let b = read_ascii(
            ". . . . . . . . . . .
             O O O O O O X X X X X
             O O O O O O X X X X X
             X X X X X X O O O O O
             X X X X X X O O O O O
             X X X X X . O O O O O
             X X X X X . O O . O O
             X X X X X . O O O O O",
        )
        .unwrap();
        let race = b.block_at(set("A1").first().unwrap()).unwrap().stones
            | b.block_at(set("G1").first().unwrap()).unwrap().stones;
        let game = race | set("F1 F2 F3 J2");
        let (white, vital) = benson_local(&b, Color::White, game);
        assert_eq!(
            white,
            b.block_at(set("G1").first().unwrap()).unwrap().stones
        );
        assert_eq!(
            vital,
            set("J2 F1 F2 F3") | b.block_at(set("A1").first().unwrap()).unwrap().stones
        );
        let (black, _) = benson_local(&b, Color::Black, game);
        assert_eq!(black, PointSet::EMPTY, "X has no eye");
        // With an outside liberty of X left (A6), that region is not vital.
        let c = read_ascii(
            ". . . . . . . . . . .
             O O O O O O X X X X X
             . O O O O O X X X X X
             X X X X X X O O O O O
             X X X X X X O O O O O
             X X X X X . O O O O O
             X X X X X . O O . O O
             X X X X X . O O O O O",
        )
        .unwrap();
        assert_eq!(
            benson_local(&c, Color::White, game | set("A6")).0,
            PointSet::EMPTY
        );
    }

    #[test]
    fn benson_one_point_regions_everywhere_are_alive() {
        // Every empty point is a one-point region next to black stones only:
        // White can play nowhere, so all of Black is unconditionally alive.
        let b = read_ascii(
            ". X . X .
             X . X . X
             . X . X .",
        )
        .unwrap();
        assert_eq!(benson(&b, Color::Black).0, b.stones(Color::Black));
    }

    #[test]
    fn benson_a_region_with_an_inner_point_is_not_vital() {
        // A5 is an eye; the 3x3 area has D4, which is no liberty, so the block
        // has one vital region only.
        let b = read_ascii(
            ". X . . . X O .
             X X . . . X O .
             X X . . . X O .
             X X X X X X O .
             O O O O O O O .",
        )
        .unwrap();
        assert_eq!(benson(&b, Color::Black), (PointSet::EMPTY, PointSet::EMPTY));
    }
}
