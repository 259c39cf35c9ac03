//! The fight's answer past every budget (`search::fight`): the paper's
//! formula on the race's counts ([`formula_estimate`], whatever the class),
//! its first mover's move moved to where the counts say least: the liberty
//! the opponent would extend through instead of a PASS, and the race's
//! vital point (the liberty with the widest swing) instead of a plain fill.

use super::fight::{FightAnswer, FightMethod, first_mover_answer};
use crate::{
    go::{Board, Color, Move, Point, PointSet},
    race::{LocalGame, formula_estimate},
};

/// The formula's answer for `us` moving first in `game`, its move chosen
/// as the module says (`FightMethod::Formula`).
pub(super) fn formula_answer(board: &Board, game: &LocalGame, us: Color) -> FightAnswer {
    let e = formula_estimate(board, game);
    let mut answer = first_mover_answer(&e, us);
    if answer.codes == (1, 1)
        && answer.mv == Move::Pass
        && let Some(p) = where_it_would_extend(board, game, us.opponent())
    {
        answer.mv = Move::Place(p);
    }
    let unsettled = game.sides.iter().flat_map(|s| &s.eyes).any(|e| e.unsettled);
    if answer.codes.0 == 1
        && !unsettled
        && let Move::Place(m) = answer.mv
        && let Some((p, widest)) = widest_swing(board, game, us)
        && swing(board, game, us, m).is_none_or(|s| widest > s)
    {
        answer.mv = Move::Place(p);
    }
    FightAnswer {
        method: FightMethod::Formula,
        ..answer
    }
}

/// The outside liberty of `o`'s essential blocks that is not plain (`o`
/// could extend there and gain liberties) with the most empty points beside
/// it (one at least: the stone filling it is no suicide), the first of
/// those in point order; `None` when there is none.
///
/// The formula counts liberties as they stand, which holds for plain ones
/// only (Müller's classes 0-2): past the budget of a class 3 race it is an
/// estimate, and its first mover's PASS (the race won with a move to
/// spare) would let `o` extend and gain liberties. The winner fills the
/// liberty `o` would extend through instead, where `o` would gain most:
/// to approach from the open side is the Go rule for a race against
/// liberties that can grow.
fn where_it_would_extend(board: &Board, game: &LocalGame, o: Color) -> Option<Point> {
    let side = &game.sides[o];
    let empty = board.empty_points();
    (side.outside - side.plain_outside)
        .iter()
        .map(|p| ((board.border(PointSet::single(p)) & empty).len(), p))
        .filter(|&(room, _)| room > 0)
        .max_by_key(|&(room, p)| (room, std::cmp::Reverse(p.index())))
        .map(|(_, p)| p)
}

/// The liberties of the blocks of `c` holding some of `stones` on `board`;
/// `None` when none is left.
fn liberties_of(board: &Board, stones: PointSet, c: Color) -> Option<i32> {
    let own = board.stones(c);
    let blocks = (stones & own).flood_fill(own);
    (!blocks.is_empty()).then(|| (board.border(blocks) & board.empty_points()).len() as i32)
}

/// `c`'s liberty difference after `x` plays at `p` (its essential blocks'
/// liberties less the opponent's, a capture of either side's counting as
/// far beyond any count); `None` when the move is illegal.
fn difference_after(board: &Board, game: &LocalGame, c: Color, x: Color, p: Point) -> Option<i32> {
    const GONE: i32 = 1_000;
    let mut after = board.clone();
    after.try_play(x, Move::Place(p)).ok()?;
    let ess = game.essential();
    let mine = liberties_of(&after, ess[c], c).unwrap_or(-GONE);
    let theirs = liberties_of(&after, ess[c.opponent()], c.opponent()).unwrap_or(-GONE);
    Some(mine - theirs)
}

/// The swing of `p` for `c`: how much more `c`'s liberty difference is
/// after `c` plays at `p` than after the opponent does; `None` when either
/// move is illegal.
fn swing(board: &Board, game: &LocalGame, c: Color, p: Point) -> Option<i32> {
    let ours = difference_after(board, game, c, c, p)?;
    let theirs = difference_after(board, game, c, c.opponent(), p)?;
    Some(ours - theirs)
}

/// The liberty of either side's essential blocks with the widest swing for
/// `c` ([`swing`]), the first in point order of equals, with its swing.
///
/// The formula counts liberties as they stand. A point whose play changes
/// them more than one liberty's worth (a shared liberty the racer extends
/// from, gaining a liberty while taking one; an outside liberty the
/// opponent would extend through) is worth more to either side than its
/// count says: the race's vital point is the point where the two sides'
/// plays differ most, and past the budget the estimate plays there rather
/// than where the formula fills a liberty. (At an unsettled eye the vital
/// point decides instead, which liberty counts do not see: the formula's
/// move stands.)
fn widest_swing(board: &Board, game: &LocalGame, c: Color) -> Option<(Point, i32)> {
    let ess = game.essential();
    let libs = board.border(ess.black | ess.white) & board.empty_points();
    libs.iter()
        .filter_map(|p| swing(board, game, c, p).map(|s| (p, s)))
        .max_by_key(|&(p, s)| (s, std::cmp::Reverse(p.index())))
}
