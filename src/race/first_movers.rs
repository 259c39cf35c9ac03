//! Müller's formula where big eyes count (docs/method.md): who wins when each side
//! moves first, and each side's move, for a class 0-2 race whose big eyes
//! play as many plain liberties as Table 1 gives them, each eye's fight
//! solved on its own (the eye games of `life`).

use super::{
    LocalGame, Outcome,
    class::{Class, class_with_plain_outside, reclassified},
    formula::{evaluation_of, race_of},
};
use crate::{
    go::{Board, ByColor, Color, Move, Point, PointSet},
    life::{
        EyeLife, EyeNodes, eye_counter_within, eye_liberties, eye_life_within, longest_race,
        outside_as_counter_within,
    },
    limits::Limits,
};

/// Who wins when each side moves first, and each side's move, for a race
/// [`evaluate`](super::evaluate) declines only for its big eyes ([`first_movers`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FirstMovers {
    /// `black_first` and `white_first` (docs/search.md).
    pub first: ByColor<Outcome>,
    /// Each side's move to that result (PASS when it loses anyway).
    pub best_move: ByColor<Move>,
}

/// The first-mover results and moves of a class 0-2 race with an eye of
/// more than 3 points, whose every eye is settled and whose every big eye
/// plays as many plain liberties as Table 1 gives it (its fight solved on
/// its own, [`eye_as_counter`](crate::life::eye_as_counter)): then the formula's
/// results and moves are exact when each side moves first. A side's only
/// eye that does not count so may still be known from its own fight
/// ([`eye_life`](crate::life::eye_life)(crate::life::eye_life)): one in which its owner can never be captured makes the
/// formula's living side, one its owner moving first makes live (with no
/// other liberty, or only with one, [`eye_life_beside`](crate::life::eye_life_beside)), and whose best
/// reduction by the opponent at the same point leaves an eye holding one
/// more stone that counts as Table 1 says, the formula's unsettled eye
/// (class 2; one no move of the opponent keeps from living, the living
/// side while its owner has another liberty); a
/// reduction after which the owner, to move, makes the eye live again
/// (with no other liberty, or with one when it has some:
/// [`eye_life_beside`](crate::life::eye_life_beside)) is no better for the opponent. An eye *in atari*
/// ([`eye_counter`](crate::life::eye_counter): stones inside whose last liberty is the owner's too)
/// counts while its owner, its only eye, has another liberty. Not the
/// status or the sekiLevel: R(c, k)'s moves in a row fill a big eye faster
/// than alternating play, so those are search's (`tests/agreement.rs`
/// checks both: the results and moves agree with search on every
/// generated race, the status often does not). `None` for any other race.
///
/// ```
/// use semeai::{Color, Limits, Outcome, io, race::{classify, evaluate, first_movers, partition_pair}};
///
/// // White's eye J2-L2 and K1 holds a black stone (Table 1: 5 - 1 = 4
/// // liberties, and so it plays on its own); Black has 6 outside
/// // liberties and the eye B1, White 2 outside: 7 against 6, and the
/// // bigger eye is White's.
/// let board = io::read_ascii(
///     ". . . . . . . . . . . .
///      O O O O O O O X X X X X
///      . . . . . . O X X X . .
///      X X X X X X X O O O O O
///      X X X X X X X O O O O O
///      X X X X X X X O . X . O
///      X . X X X X . O O . O O",
/// ).unwrap();
/// let pair = ("F4".parse().unwrap(), "H4".parse().unwrap());
/// let p = partition_pair(&board, pair.0, pair.1).unwrap();
/// let game = classify(&board, &p, p.games[0], Some(pair));
/// assert!(evaluate(&board, &game).is_none(), "an eye over 3 points");
/// let f = first_movers(&board, &game, &Limits::default()).unwrap();
/// assert_eq!((f.first.black, f.first.white), (Outcome::Black, Outcome::White));
/// assert_eq!(f.best_move.black.to_string(), "L5");
/// ```
///
/// The eye games of one call share [`Limits::eye_games`] nodes; past them
/// the call declines.
#[must_use]
pub fn first_movers(board: &Board, game: &LocalGame, limits: &Limits) -> Option<FirstMovers> {
    counted_first_movers(board, game, &EyeNodes::new(limits.eye_games))
}

/// [`first_movers`] within its eye games' budget.
fn counted_first_movers(board: &Board, game: &LocalGame, nodes: &EyeNodes) -> Option<FirstMovers> {
    // Class 3 by outside liberties or an eye that are not plain, class 4 by
    // an eye's shape: known when those liberties and that eye are.
    let eye_fault = matches!(
        game.class,
        Class::NoNakade { .. } | Class::BlocksInEye { .. } | Class::EyeNotPlain { .. }
    );
    let not_plain = matches!(game.class, Class::OutsideNotPlain { .. });
    if game.class.number() > 2 && !not_plain && !eye_fault {
        return None;
    }
    // An eye that does not count may be one in which its owner can never be
    // captured (two eyes made: the formula's living side), or one its owner
    // moving first makes live and the opponent moving first kills (the
    // formula's unsettled eye of class 2, with a vital point both sides'
    // searches agree on).
    let board = &board.rooted();
    let mut game = std::borrow::Cow::Borrowed(game);
    let mut alive = ByColor::new(false, false);
    let mut lives_at = ByColor::new(None, None);
    for c in Color::ALL {
        let (lives, vital) = side_eyes(board, &game, c, nodes)?;
        alive[c] = lives;
        if let Some(v) = vital {
            let e = &mut game.to_mut().sides[c].eyes[0];
            e.unsettled = true;
            e.vital = Some(v);
        }
        lives_at[c] = vital;
    }
    if eye_fault || not_plain {
        // Every eye is known now: the class they leave.
        let g = game.to_mut();
        for e in g.sides.iter_mut().flat_map(|s| s.eyes.iter_mut()) {
            e.plain = true;
            e.nakade = true;
            e.opponent_blocks = e.opponent_blocks.min(1);
            // An eye its owner lives in (no count): the longest race.
            e.liberties = e.liberties.or(Some(longest_race(e.points.len())));
        }
        g.class = reclassified(board, g);
    }
    let not_plain = matches!(game.class, Class::OutsideNotPlain { .. });
    if game.class.number() > 2 && !(not_plain && outside_counts(board, &game, nodes)) {
        return None;
    }
    moves_of(board, &game, alive, lives_at)
}

/// The formula's first movers and moves of a race whose eyes all count
/// (`alive`: the formula's living sides; `lives_at`: the vital points of
/// unsettled eyes); `None` when a move it gives fills a liberty that is not
/// plain.
fn moves_of(
    board: &Board,
    game: &LocalGame,
    alive: ByColor<bool>,
    lives_at: ByColor<Option<Point>>,
) -> Option<FirstMovers> {
    let mut race = race_of(board, game);
    race.alive = alive;
    let e = evaluation_of(board, game, race);
    // Filling a liberty that is not plain may be no liberty taken.
    let filled_not_plain = |c: Color| {
        let theirs = &game.sides[c.opponent()];
        e.best_move[c].is_some_and(
            |m| matches!(m, Move::Place(p) if (theirs.outside - theirs.plain_outside).contains(p)),
        )
    };
    if Color::ALL.into_iter().any(filled_not_plain) {
        return None;
    }
    // A side that wins as well by making its eye live plays there rather
    // than fill a liberty (the formula's order on equal results): a win
    // nothing can undo. PASS, where it loses nothing, stays.
    let lives_as_well = |c: Color| {
        let mut made = race;
        made.alive[c] = true;
        made.first(c.opponent()) == e.first(c)
    };
    let best_move = ByColor::from_fn(|c| match (lives_at[c], e.best_move[c]) {
        (Some(v), Some(m)) if m != Move::Pass && lives_as_well(c) => Move::Place(v),
        (_, m) => m.unwrap_or(Move::Pass),
    });
    Some(FirstMovers {
        first: ByColor::new(e.black_first, e.white_first),
        best_move,
    })
}

/// What `c`'s eyes of a race [`first_movers`] may count are worth: whether
/// one makes `c` the formula's living side, and the vital point of an eye
/// that is the formula's unsettled eye; `None` when an eye does not count.
fn side_eyes(
    board: &Board,
    game: &LocalGame,
    c: Color,
    nodes: &EyeNodes,
) -> Option<(bool, Option<Point>)> {
    let mut alive = false;
    let side = &game.sides[c];
    let others = (side.outside.len() + game.shared.len()) as u32;
    let mut vital = None;
    for e in &side.eyes {
        // An eye that is not plain: one block round it still, and big
        // enough for its own fight to say what it is worth.
        let one_block = || {
            let around = board.border(e.points);
            around
                .first()
                .and_then(|p| board.block_at(p))
                .is_some_and(|b| around.is_subset(b.stones))
        };
        if !e.plain && (e.points.len() <= 3 || !one_block()) {
            return None;
        }
        let counter = if e.points.len() <= 3 || e.unsettled || e.liberties.is_none() {
            None
        } else {
            eye_counter_within(board, c, e.points, others, nodes)
        };
        let counts = !e.unsettled
            && e.liberties.is_some()
            && (e.points.len() <= 3 || counter.map(|k| k.liberties) == e.liberties);
        if counts {
            // An eye in atari counts while its owner has another
            // liberty, which the opponent must fill first.
            if counter.is_some_and(|k| k.in_atari) && (others == 0 || side.eyes.len() != 1) {
                return None;
            }
            continue;
        }
        // A small unsettled eye of class 2 is the formula's own.
        if e.unsettled
            && e.points.len() <= 3
            && e.plain
            && e.nakade
            && e.opponent_blocks <= 1
            && e.liberties.is_some()
        {
            continue;
        }
        if side.eyes.len() != 1 || e.points.len() <= 3 {
            return None;
        }
        // An eye its owner makes live only while it has another
        // liberty: the opponent filling the last one leaves it settled,
        // with as many liberties as its kill would.
        let (life, with_none) = match owner_life(board, c, e.points, others, nodes)? {
            (EyeLife::Alive, false) => {
                alive = true;
                continue;
            }
            (EyeLife::Lives(life), needs_one) => (life, !needs_one),
            (EyeLife::Alive, true) | (EyeLife::Dies, _) => return None,
        };
        match living_eye(board, c, e, life, others, nodes)? {
            Living::Vital(v) => vital = Some(v),
            // The owner lives whenever it moves there, with no other
            // liberty too; the opponent can take it only when the
            // owner has none left and it is the opponent's move, so
            // the owner, while it has one, takes its time.
            Living::Unkillable if others > 0 && with_none => alive = true,
            Living::Unkillable => return None,
        }
    }
    Some((alive, vital))
}

/// The vital point of `owner`'s eye `e` when it is unsettled as the
/// formula's class 2 says: the owner moving first makes it live at the
/// points `life` ([`eye_life`](crate::life::eye_life), with no other liberties), and the
/// opponent's best move in it leaves a settled eye holding one more stone,
/// which counts as Table 1 says
/// ([`eye_as_counter`](crate::life::eye_as_counter)); its other moves leave an
/// eye that counts no less, or that the owner still makes live. The point
/// is one where both happen: `Living::Vital`. When every move of the
/// opponent in it leaves an eye the owner still makes live (or it has
/// none), the eye is `Living::Unkillable`. `None` otherwise.
///
/// ```text
/// X X X X X X      X's eye B2-D3 holding O's C2: X at C3 makes two
/// X . . . X X      eyes; O at C3 leaves a settled eye of six points
/// X . O . X X      holding two stones, which counts 12 - 2 = 10, and
/// X X X X X X      after O's other moves there X still makes two eyes.
/// ```
fn living_eye(
    board: &Board,
    owner: Color,
    e: &super::Eye,
    life: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<Living> {
    let o = owner.opponent();
    let after_kill = eye_liberties(e.points.len())?.checked_sub(e.opponent_stones as u32 + 1)?;
    let mut kills = PointSet::EMPTY;
    let mut reduced = false;
    for p in (e.points & board.empty_points()).iter() {
        let mut child = board.clone();
        if child.try_play(o, Move::Place(p)).is_err() {
            continue;
        }
        // An eye in atari counts while the owner has another liberty.
        let counter = eye_counter_within(&child, owner, e.points, others, nodes)
            .filter(|k| !k.in_atari || others > 0)
            .map(|k| k.liberties);
        match counter {
            Some(n) if n < after_kill => return None,
            Some(n) if n == after_kill => kills.insert(p),
            Some(_) => {
                reduced = true;
                true
            }
            // The owner, to move, may still make it live, with no other
            // liberty or (when it has some) with one.
            None => match owner_life(&child, owner, e.points, others, nodes)?.0 {
                EyeLife::Alive | EyeLife::Lives(_) => true,
                EyeLife::Dies => return None,
            },
        };
    }
    if kills.is_empty() && !reduced {
        return Some(Living::Unkillable);
    }
    (kills & life).first().map(Living::Vital)
}

/// Whether `owner` lives in its eye `eye` ([`eye_life`](crate::life::eye_life)(crate::life::eye_life)), or, when it
/// dies there with no other liberty but has `others`, with one
/// ([`eye_life_beside`](crate::life::eye_life_beside)); and whether that liberty was needed.
fn owner_life(
    board: &Board,
    owner: Color,
    eye: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<(EyeLife, bool)> {
    match eye_life_within(board, owner, eye, 0, nodes)? {
        EyeLife::Dies if others > 0 => Some((eye_life_within(board, owner, eye, 1, nodes)?, true)),
        life => Some((life, false)),
    }
}

/// What [`living_eye`] finds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Living {
    /// The formula's unsettled eye, with this vital point.
    Vital(Point),
    /// No move of the opponent in the eye keeps the owner from living:
    /// the owner lives whenever it moves there.
    Unkillable,
}

/// Whether a class 3 race whose only fault is outside liberties that are not
/// plain is a class 0-2 race once they count as plain, and every region of
/// them plays like as many plain liberties as it has points
/// ([`outside_as_counter`]).
fn outside_counts(board: &Board, game: &LocalGame, nodes: &EyeNodes) -> bool {
    if class_with_plain_outside(board, game).number() > 2 {
        return false;
    }
    Color::ALL.into_iter().all(|c| {
        let side = &game.sides[c];
        let Some(eyes) = side.eyes.iter().map(|e| e.liberties).sum::<Option<u32>>() else {
            return false;
        };
        let others = side.outside.len() as u32 + game.shared.len() as u32 + eyes;
        let empty = board.empty_points() & game.points;
        side.outside
            .components()
            .filter(|r| !r.is_subset(side.plain_outside))
            .all(|r| {
                // The closed region: the liberties and the empty points
                // beyond them (a gap in the wall over a liberty).
                let region = r.flood_fill(empty);
                let n = (region & side.outside).len() as u32;
                outside_as_counter_within(board, c, region, game.points, others - n, nodes)
                    == Some(n)
            })
    })
}
