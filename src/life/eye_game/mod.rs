//! A big eye as a game of its own: the fight inside an eye, solved once on
//! a board where nothing else happens, and summed up as a number of
//! liberties when it plays like one.
//!
//! ```text
//! X X X X X X      The eye of X (B2-D3, holding O's C3 and D2) is cut
//! X . O . X X      out: every other point becomes X's, so X's block has
//! X . . O X X      no liberty but the eye, and O gets a counter of n
//! X X X X X X      liberties somewhere else, which X fills one a move.
//! ```
//!
//! X's block may also hold m other liberties, which O fills one a move (a
//! point far from the eye stands for them while m > 0, so that X's moves
//! in the eye are exactly as safe as in the race). The eye *counts as L
//! liberties* when, for every such m up to the race's and every n, X moving
//! first wins exactly when n <= L + m and O moving first exactly when
//! n >= L + m, never seki (results only improve for X as n falls or m
//! grows, so the thresholds decide, and only they are searched): the
//! eye then behaves in the race like L plain liberties, whatever the owner
//! does inside it (capture the stones in atari, or not) and whatever the
//! opponent fills first. An eye the owner can still split into two, or
//! where the stones inside can be taken with profit, does not count:
//! `None`. A ko shape (one stone taken by one stone left in atari) or a
//! repetition is played out twice, each side in turn winning every ko (it
//! may retake at once, the other side only after another move) and every
//! repetition (its move that repeats a position of the line wins, the
//! other's is barred); the eye counts only when both give the same
//! answer, which any other way of winning the kos then gives too. A value
//! found through a repetition of a position above it in the line depends
//! on that line and is not remembered.
//!
//! Alternating play only: R(c, k)'s moves in a row fill an eye faster than
//! this count says (the owner answers no stone before the last), so a race
//! summed from these counts gives who wins moving first, not the semeai
//! status; see `race::first_movers`.

use std::{cell::Cell, collections::HashMap};

mod game;

use crate::{
    go::{Board, ByColor, Color, KoRule, Move, Point, PointSet, Rules, Setup},
    limits::EYE_GAME_NODES,
};
use game::{ENDLESS, EyeGame, Value};

/// The nodes several eye games may search together: a caller that asks
/// many (one per move in a living eye, each up to three times for its kos)
/// is bounded so as a whole. Past them each game gives up (`None`), as past
/// its own budget ([`EYE_GAME_NODES`]).
#[derive(Debug)]
pub(crate) struct EyeNodes(Cell<u64>);

impl EyeNodes {
    /// A pool of `nodes` nodes.
    pub(crate) fn new(nodes: u64) -> EyeNodes {
        EyeNodes(Cell::new(nodes))
    }

    /// No shared bound: each game stops at its own budget alone.
    pub(crate) fn unlimited() -> EyeNodes {
        EyeNodes::new(u64::MAX)
    }

    /// Takes one node; false when none is left.
    fn spend(&self) -> bool {
        match self.0.get() {
            0 => false,
            n => {
                self.0.set(n - 1);
                true
            }
        }
    }
}

/// Liberties no race on the board outlasts with an eye of `points`
/// points: 3 a point and more (Table 1 gives a 7-point eye 17).
pub(crate) fn longest_race(points: usize) -> u32 {
    3 * points as u32 + 6
}

/// How many liberties the eye `eye` of `owner` counts for in a race (see
/// the module documentation), when it plays like that many plain
/// liberties with the owner's block holding up to `others` liberties
/// besides (outside and shared ones, which the opponent fills one a move);
/// `None` when it does not, or its fight is too big to solve.
///
/// ```
/// use semeai::{Color, io, life::eye_as_counter};
///
/// // A straight three holding a white stone at its vital point counts
/// // 3 - 1 = 2 liberties, as Table 1 says. The square four H1-J2 holding
/// // J2 counts 2, not Table 1's 5 - 1 = 4: J1 touches no black stone, and
/// // White's H1 leaves Black one liberty, H2.
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      X X X X X . X X X
///      X . O . X . X . O
///      X X X X X . X . .",
/// ).unwrap();
/// let straight = "B2 C2 D2".parse().unwrap();
/// assert_eq!(eye_as_counter(&board, Color::Black, straight, 0), Some(2));
/// let square = "H1 J1 H2 J2".parse().unwrap();
/// assert_eq!(eye_as_counter(&board, Color::Black, square, 0), Some(2));
/// ```
#[must_use]
pub fn eye_as_counter(board: &Board, owner: Color, eye: PointSet, others: u32) -> Option<u32> {
    eye_counter(board, owner, eye, others)
        .filter(|k| !k.in_atari)
        .map(|k| k.liberties)
}

/// [`eye_as_counter`], its games within `nodes`.
#[cfg(test)]
fn eye_as_counter_within(
    board: &Board,
    owner: Color,
    eye: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<u32> {
    eye_counter_within(board, owner, eye, others, nodes)
        .filter(|k| !k.in_atari)
        .map(|k| k.liberties)
}

/// What an eye counts for in a race: [`eye_as_counter`]'s count, or an
/// eye *in atari*.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EyeCounter {
    /// L: the plain liberties the eye plays like.
    pub liberties: u32,
    /// The eye holds opponent stones in atari whose last liberty is the
    /// owner's too: once the owner's other liberties are gone, the
    /// opponent moving first takes the owner's block whatever its counter
    /// (the owner moving first takes the stones, and the eye counts L).
    /// Everything else plays like L plain liberties.
    pub in_atari: bool,
}

/// [`eye_as_counter`], with eyes in atari counted too: they play like L
/// plain liberties but for the opponent moving first when the owner has no
/// other liberty, who then captures.
///
/// ```
/// use semeai::{Color, io, life::{EyeCounter, eye_counter}};
///
/// // White's three stones in Black's eye B1-C1-B2-C2 have one liberty,
/// // C1, Black's last but for its outside liberty E3 (L = 5 - 3 = 2).
/// let board = io::read_ascii(
///     ". . . . . .
///      O O O O O O
///      X X X X . O
///      X O O X O O
///      X O . X O O",
/// ).unwrap();
/// let eye = "B1 C1 B2 C2".parse().unwrap();
/// let k = eye_counter(&board, Color::Black, eye, 1);
/// assert_eq!(k, Some(EyeCounter { liberties: 2, in_atari: true }));
/// ```
#[must_use]
pub fn eye_counter(board: &Board, owner: Color, eye: PointSet, others: u32) -> Option<EyeCounter> {
    eye_counter_within(board, owner, eye, others, &EyeNodes::unlimited())
}

/// [`eye_counter`], its games within `nodes`.
pub(crate) fn eye_counter_within(
    board: &Board,
    owner: Color,
    eye: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<EyeCounter> {
    let b = EyeBox::new(board, owner, eye)?;
    ko_free(owner, |ko| {
        counted(
            b.open.clone(),
            owner,
            b.eye,
            b.sink,
            others,
            false,
            ko,
            nodes,
        )
    })
}

/// A result of the eye game that no ko changes: the game's own when it
/// meets no ko shape; else the same under both extremes, the owner
/// winning every ko and the opponent winning every ko (any other way of
/// winning kos lies between them).
fn ko_free<T: PartialEq>(
    owner: Color,
    solve: impl Fn(Option<Color>) -> (Option<T>, bool),
) -> Option<T> {
    let (found, ko) = solve(None);
    if !ko {
        return found;
    }
    let (a, _) = solve(Some(owner));
    let a = a?;
    let (b, _) = solve(Some(owner.opponent()));
    (b.as_ref() == Some(&a)).then_some(a)
}

/// The eye game's board for an eye: the eye and two points round it, every
/// point outside the eye the owner's but the sink.
struct EyeBox {
    open: Board,
    /// The eye, on `open`.
    eye: PointSet,
    sink: Point,
    /// Where `open`'s A1 lies on the board.
    corner: (usize, usize),
}

impl EyeBox {
    fn new(board: &Board, owner: Color, eye: PointSet) -> Option<EyeBox> {
        // The eye and two points round it are all the game needs (the owner's
        // block is one block round the eye whatever lies further): a board cut
        // to that box keeps every flood fill small.
        let (cols, rows) = (eye.iter().map(Point::col), eye.iter().map(Point::row));
        let (w, h) = (board.size().width(), board.size().height());
        let (x0, x1) = (
            cols.clone().min()?.saturating_sub(2),
            (cols.max()? + 2).min(w - 1),
        );
        let (y0, y1) = (
            rows.clone().min()?.saturating_sub(2),
            (rows.max()? + 2).min(h - 1),
        );
        let mut setup = Setup::new(x1 - x0 + 1, y1 - y0 + 1);
        let cut = |p: Point| Point::new(p.col() - x0, p.row() - y0).expect("inside the box");
        let eye_in_box = eye.map(cut);
        let points: PointSet = crate::go::BoardSize::new(x1 - x0 + 1, y1 - y0 + 1)?
            .points()
            .collect();
        // The sink: a point two steps or more from the eye that leaves the
        // owner's stones one block (a stone it would cut off, between the
        // eye and the sink, must not be).
        let sink = (points - eye_in_box.expand())
            .iter()
            .find(|&q| (points - eye_in_box).without(q).components().count() == 1)?;
        for p in board.points().iter() {
            if !(x0..=x1).contains(&p.col()) || !(y0..=y1).contains(&p.row()) {
                continue;
            }
            let q = cut(p);
            let color = if eye.contains(p) {
                board.color_at(p)
            } else {
                Some(owner)
            };
            if let Some(c) = color
                && q != sink
            {
                setup.add(c, q.col(), q.row());
            }
        }
        let eye = eye_in_box;
        let open = setup.build().ok()?;
        // The owner's stones outside the eye must be one block (the racing one).
        let outside = open.block_at((points - eye - sink.into()).first()?)?;
        if outside.stones != points - eye - sink.into() {
            return None;
        }
        Some(EyeBox {
            open,
            eye,
            sink,
            corner: (x0, y0),
        })
    }

    /// The board's point of the box's `q`.
    fn on_board(&self, q: Point) -> Point {
        Point::new(q.col() + self.corner.0, q.row() + self.corner.1).expect("on the board")
    }
}

/// Whether the owner of an eye can be captured through it alone, with no
/// other liberty (see [`eye_life`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EyeLife {
    /// Never, whoever moves first.
    Alive,
    /// Not when the owner moves first, at any of these points; the opponent
    /// moving first can.
    Lives(PointSet),
    /// Whoever moves first.
    Dies,
}

/// Whether `owner`'s block, with no liberty but its eye `eye`, lives: the
/// eye game of [`eye_as_counter`] with no other liberties and a counter the
/// owner never fills, so that the owner at best is never captured (two
/// passes in a row end the game). `None` where the answer depends on who
/// wins a ko or a repetition, or the fight is too big to solve.
///
/// ```
/// use semeai::{Color, io, life::{EyeLife, eye_life}};
///
/// // A straight three (B2-D2) dies when White plays C2 first, and lives
/// // when Black does; a straight four (F2-J2) is alive.
/// let board = io::read_ascii(
///     ". . . . . . . . . . .
///      X X X X X X X X X X X
///      X . . . X . . . . X X
///      X X X X X X X X X X X",
/// ).unwrap();
/// let three = "B2 C2 D2".parse().unwrap();
/// let c2 = "C2".parse().unwrap();
/// assert_eq!(eye_life(&board, Color::Black, three), Some(EyeLife::Lives(c2)));
/// let four = "F2 G2 H2 J2".parse().unwrap();
/// assert_eq!(eye_life(&board, Color::Black, four), Some(EyeLife::Alive));
/// ```
#[must_use]
pub fn eye_life(board: &Board, owner: Color, eye: PointSet) -> Option<EyeLife> {
    eye_life_within(board, owner, eye, 0, &EyeNodes::unlimited())
}

/// [`eye_life`] with the owner's block holding `others` liberties besides
/// the eye, which the opponent fills one a move (the last of them once
/// filled, the block has the eye alone). An eye may die with none and live
/// with one: the owner can take the stones inside only while it has
/// another liberty.
///
/// ```
/// use semeai::{Color, io, life::{EyeLife, eye_life_beside}};
///
/// // White's five stones in Black's eye B1-D3 have two liberties, B1 and
/// // D2, Black's last but for F4. With no other liberty Black's block
/// // dies; with F4, Black at B1 or D2 takes them and lives.
/// let board = io::read_ascii(
///     ". . . . . . .
///      O O O O O O O
///      X X X X X . O
///      X X O O X X O
///      X O O . X X O
///      X . O X X X O",
/// ).unwrap();
/// let eye = "B1 C1 B2 C2 D2 C3 D3".parse().unwrap();
/// assert_eq!(eye_life_beside(&board, Color::Black, eye, 0), Some(EyeLife::Dies));
/// let vital = "B1 D2".parse().unwrap();
/// assert_eq!(eye_life_beside(&board, Color::Black, eye, 1), Some(EyeLife::Lives(vital)));
/// ```
#[must_use]
pub fn eye_life_beside(board: &Board, owner: Color, eye: PointSet, others: u32) -> Option<EyeLife> {
    eye_life_within(board, owner, eye, others, &EyeNodes::unlimited())
}

/// [`eye_life_beside`], its games within `nodes`.
pub(crate) fn eye_life_within(
    board: &Board,
    owner: Color,
    eye: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<EyeLife> {
    let b = EyeBox::new(board, owner, eye)?;
    let solve = |ko| life_of(&b, owner, others, ko, nodes);
    let (found, ko) = solve(None);
    if !ko {
        return found;
    }
    // As `ko_free`, with the extremes' order: alive when the opponent wins
    // every ko is alive whoever wins them, dead when the owner does, dead.
    let (worst, _) = solve(Some(owner.opponent()));
    if worst == Some(EyeLife::Alive) {
        return worst;
    }
    let (best, _) = solve(Some(owner));
    if best == Some(EyeLife::Dies) {
        return best;
    }
    worst.filter(|w| best.as_ref() == Some(w))
}

/// [`eye_life_beside`] with `ko_winner` winning every ko, and whether a ko
/// shape or a repetition was met.
fn life_of(
    b: &EyeBox,
    owner: Color,
    others: u32,
    ko_winner: Option<Color>,
    nodes: &EyeNodes,
) -> (Option<EyeLife>, bool) {
    let Some((open, shut)) = boards(b.open.clone(), owner, b.sink) else {
        return (None, false);
    };
    let mut board = if others == 0 { shut } else { open };
    let mut game = EyeGame::new(owner, b.eye, b.sink, false, ko_winner, nodes);
    let opp = owner.opponent();
    let safe = |v: Value| v >= Value::Seki;
    let life = if safe(
        game.value(&mut board, opp, ENDLESS, others, false)
            .negated(),
    ) {
        EyeLife::Alive
    } else {
        let mut points = PointSet::EMPTY;
        for q in (b.eye & board.empty_points()).iter() {
            if game
                .after_move(&mut board, owner, q, ENDLESS, others)
                .is_some_and(safe)
            {
                points.insert(b.on_board(q));
            }
        }
        if points.is_empty() {
            EyeLife::Dies
        } else {
            EyeLife::Lives(points)
        }
    };
    ((!game.failed).then_some(life), game.ko_seen)
}

/// How many liberties `region`, outside liberties of `owner`'s block in
/// the local game `game` and the empty points beyond them, counts for in a
/// race with the owner's block holding up to `others` liberties besides;
/// `None` when it does not play like a number of plain liberties, or its
/// fight is too big to solve.
///
/// The region must be closed (its empty neighbours are its own), and its
/// stone neighbours one block of the owner and opponent walls outside the
/// game, each with a liberty outside it (no move in the game captures
/// them). Unlike plain liberties, a point of it may touch no wall: the
/// opponent fills it only after a point next to it, or its stone there can
/// be taken; and the owner may try to make an eye in it. A point of it may
/// also be no liberty at all: a gap in the wall beyond a liberty, next to
/// the walls only, which the opponent may have to fill first.
///
/// The same game as an eye's ([`eye_as_counter`]), on the whole board:
/// every other point of the local game becomes the owner's (the owner's
/// block then has no liberty but the region and the sink), the walls stay
/// as they are. An empty point of the region with only the owner's stones
/// round it counts as a win for the owner (in the race it may be a second
/// eye): the count then says the owner cannot afford to make one.
///
/// ```
/// use semeai::{Color, PointSet, io, life::outside_as_counter};
///
/// // The region of the black block's liberties and the empty points
/// // beyond them, and its count with no other liberties.
/// let count = |diagram: &str, region: &str| {
///     let board = io::read_ascii(diagram).unwrap();
///     let region: PointSet = region.parse().unwrap();
///     let block = board.block_at("E2".parse().unwrap()).unwrap().stones;
///     outside_as_counter(&board, Color::Black, region, region | block, 0)
/// };
/// // C3 touches no white stone, but White fills B3 or C4 first and then
/// // C3 safely, and Black, playing in the region, makes no eye: 3.
/// let corner = ". . . . . . . . . .
///               O O O O O O O O O O
///               O O . X X X X X X O
///               O . . X X X X X X O
///               O X X X X X X X X O
///               O X X X X X X X X O";
/// assert_eq!(count(corner, "C4 B3 C3"), Some(3));
/// // The gap C4 in the wall is no liberty, and C3 touches no white stone:
/// // White fills B3 and C4 from the wall, then C3: 2.
/// let gap = ". . . . . . . . .
///            O O O O O O O O O
///            O O . O O O O O O
///            O . . X X X X X O
///            O X X X X X X X O
///            O X X X X X X X O";
/// assert_eq!(count(gap, "B3 C3 C4"), Some(2));
/// ```
#[must_use]
pub fn outside_as_counter(
    board: &Board,
    owner: Color,
    region: PointSet,
    game: PointSet,
    others: u32,
) -> Option<u32> {
    outside_as_counter_within(board, owner, region, game, others, &EyeNodes::unlimited())
}

/// [`outside_as_counter`], its games within `nodes`.
pub(crate) fn outside_as_counter_within(
    board: &Board,
    owner: Color,
    region: PointSet,
    game: PointSet,
    others: u32,
    nodes: &EyeNodes,
) -> Option<u32> {
    let empty = board.empty_points();
    if region.is_empty() || !region.is_subset(empty & game) {
        return None;
    }
    let border = board.border(region);
    if border.intersects(empty) {
        return None;
    }
    let opp = owner.opponent();
    let own = border & board.stones(owner);
    if own.is_empty() || own.flood_fill(board.stones(owner)).components().count() != 1 {
        return None;
    }
    for w in (border & board.stones(opp)).components() {
        let wall = w.flood_fill(board.stones(opp));
        if wall.intersects(game) || (board.border(wall) & empty).is_subset(game) {
            return None;
        }
    }
    // The owner's block loses every liberty but the region: they are
    // filled with its stones, again for the liberties those bring, and an
    // opponent block left without liberties is taken off.
    let mut stones = ByColor::new(board.stones(Color::Black), board.stones(Color::White));
    let on_board = board.points();
    let block = loop {
        let block = own.flood_fill(stones[owner]);
        let libs = (block.border() & on_board) - stones[owner] - stones[opp] - region;
        if libs.is_empty() {
            break block;
        }
        stones[owner] |= libs;
        let taken: PointSet = stones[opp]
            .components()
            .filter(|b| ((b.border() & on_board) - stones[owner] - stones[opp]).is_empty())
            .collect::<PointSet>();
        stones[opp] -= taken;
    };
    // The walls keep a liberty off the region.
    for w in (border & board.stones(opp)).components() {
        let wall = w.flood_fill(stones[opp]);
        if ((wall.border() & on_board) - stones[owner] - stones[opp]).is_subset(region) {
            return None;
        }
    }
    // The sink: a point of the block two steps or more from the region,
    // every neighbour in the block.
    let sink = (block - region.expand())
        .iter()
        .find(|&p| (PointSet::single(p).border() & on_board).is_subset(block))?;
    let size = board.size();
    let mut setup = Setup::new(size.width(), size.height());
    for c in Color::ALL {
        for p in (stones[c] - sink.into()).iter() {
            setup.add(c, p.col(), p.row());
        }
    }
    let open = setup.build().ok()?;
    // Its liberties: the sink and points of the region (a point of the
    // region may be a gap beyond a liberty, next to the walls only).
    let libs = open.block_at(own.first()?)?.liberties;
    if !libs.contains(sink) || !libs.is_subset(region.with(sink)) {
        return None;
    }
    ko_free(owner, |ko| {
        counted(open.clone(), owner, region, sink, others, true, ko, nodes)
    })
    .filter(|k| !k.in_atari)
    .map(|k| k.liberties)
}

/// The count of `eye` on `open`, a board where `owner`'s block has no
/// liberty but `eye` and `sink` (see the module documentation). The eight
/// arguments are the eye game's own (see [`EyeGame::new`]) and the board.
#[allow(clippy::too_many_arguments)]
fn counted(
    open: Board,
    owner: Color,
    eye: PointSet,
    sink: Point,
    others: u32,
    eyes_win: bool,
    ko_winner: Option<Color>,
    nodes: &EyeNodes,
) -> (Option<EyeCounter>, bool) {
    let Some((mut open, mut shut)) = boards(open, owner, sink) else {
        return (None, false);
    };
    let mut game = EyeGame::new(owner, eye, sink, eyes_win, ko_winner, nodes);
    let l = count(&mut game, &mut open, &mut shut, others);
    (l, game.ko_seen)
}

/// The eye game's two boards from `open`: itself with the owner's other
/// liberties (m > 0) and `shut`, the sink filled (m = 0); repetitions are
/// the game's own business (see [`EyeGame::line`]), so the board checks
/// none.
fn boards(mut open: Board, owner: Color, sink: Point) -> Option<(Board, Board)> {
    open.set_rules(Rules {
        ko: KoRule::Unchecked,
        suicide: false,
        ..open.rules()
    });
    let mut shut = open.clone();
    shut.try_play(owner, Move::Place(sink)).ok()?;
    shut.clear_history();
    Some((open, shut))
}

/// The count of [`counted`]'s game.
fn count(
    game: &mut EyeGame<'_>,
    open: &mut Board,
    shut: &mut Board,
    others: u32,
) -> Option<EyeCounter> {
    let (owner, eye) = (game.owner, game.eye);
    // Results are monotonic in both counters (fewer liberties for the
    // opponent, or more for the owner, never hurt the owner: it keeps its
    // strategy, and the counter's last point still ends the race), so the
    // thresholds alone decide: L is the largest n the owner wins moving
    // first with m = 0 (by bisection up to 3 liberties a point and more),
    // then for each m the owner moving first wins at n = L + m and loses
    // at L + m + 1, the opponent moving first wins at L + m and loses at
    // L + m - 1.
    let mut first = |game: &mut EyeGame<'_>, mover: Color, n: u32, m: u32| {
        let b = if m == 0 { &mut *shut } else { &mut *open };
        game.value(b, mover, n, m, false)
    };
    let opp = owner.opponent();
    if first(game, owner, 1, 0) != Value::Win {
        return None;
    }
    let (mut lo, mut hi) = (1, longest_race(eye.len()));
    if first(game, owner, hi, 0) == Value::Win {
        return None;
    }
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if first(game, owner, mid, 0) == Value::Win {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let l = lo;
    // An eye in atari: with m = 0 the opponent moving first wins at n = 1,
    // and so at every n.
    let in_atari = l > 1 && first(game, opp, 1, 0) == Value::Win;
    for m in 0..=others {
        let t = l + m;
        let counts = first(game, owner, t, m) == Value::Win
            && first(game, owner, t + 1, m) == Value::Loss
            && first(game, opp, t, m) == Value::Win
            && (t == 1 || (m == 0 && in_atari) || first(game, opp, t - 1, m) == Value::Loss);
        if !counts || game.failed {
            return None;
        }
    }
    (!game.failed).then_some(EyeCounter {
        liberties: l,
        in_atari,
    })
}

#[cfg(test)]
mod tests;
