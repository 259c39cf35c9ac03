//! Step 3 of Müller's method: static evaluation of class 0-2 races (docs/method.md,
//! sections 4-5): liberty counts, attacker, D and F, semeai status,
//! sekiLevel, winner, who wins when each side moves first, the game value,
//! and each side's best move.
//!
//! ```text
//! . o o o x x x x .    Class 0: L_B = 3 (C1-C3), L_W = 3 (G1-G3), S = 3.
//! . o . X . O . x .    Equal eye status (none), dBW = 0, F = S - 1 = 2:
//! . o . X . O . x .    |dBW| < F, so seki whoever moves, sekiLevel 2.
//! . o . X . O . x .
//! ```
//!
//! The race is abstracted to counts (outside liberties, shared liberties, one
//! eye per side with its size, nakade stones and whether it is unsettled), and
//! Müller's formula is applied to those counts. An unsettled eye (class 2) is
//! played out on the counts: its owner moving first makes two eyes at the vital
//! point; the opponent moving first must take the vital point, after which the
//! eye is a settled nakade holding one more stone. A block in atari whose last
//! liberty the opponent can fill at once loses when the opponent moves first
//! (the contract's big eye in atari).

use super::{LocalGame, Method, Outcome, RaceResult};
use crate::{
    cgt::{Q, Value},
    go::{Board, ByColor, Color, Move, Point, PointSet},
    life::{eye_liberties, eye_status, nakade_shape},
};

/// An eye reduced to counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EyeCount {
    /// Points of the eye.
    pub size: u32,
    /// Opponent stones inside.
    pub stones: u32,
    /// Not yet settled: the owner can still make two eyes at the vital point.
    pub unsettled: bool,
}

impl EyeCount {
    /// Table 1's liberties minus the stones inside.
    #[must_use]
    pub fn liberties(self) -> u32 {
        eye_liberties(self.size as usize)
            .unwrap_or(0)
            .saturating_sub(self.stones)
    }

    /// Müller's eye status.
    #[must_use]
    pub fn status(self) -> u32 {
        eye_status(self.size as usize)
    }
}

/// A race reduced to counts: what the formula sees.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Race {
    /// Outside liberties, Black's then White's.
    pub outside: ByColor<u32>,
    /// Shared liberties.
    pub shared: u32,
    /// At most one eye per side.
    pub eyes: ByColor<Option<EyeCount>>,
    /// Sides that have made two eyes.
    pub alive: ByColor<bool>,
    /// Sides whose block is in atari with its last liberty open to the
    /// opponent: the opponent moving first captures.
    pub in_atari: ByColor<bool>,
}

/// What Müller's formula says of a settled race (docs/method.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Formula {
    /// L_B and L_W: outside plus eye liberties.
    pub liberties: ByColor<u32>,
    /// Eye status of each side (0: no eye).
    pub eye_status: ByColor<u32>,
    /// The side with the poorer eye, or with more liberties on equal eyes;
    /// `None` when both are equal.
    pub attacker: Option<Color>,
    /// D = L_attacker - L_defender (0 when there is no attacker).
    pub d: i64,
    /// Forced liberties F.
    pub forced: u32,
    /// Semeai status: > 0 Black is that many moves ahead.
    pub status: i64,
    /// sekiLevel (status 0 only).
    pub seki_level: u32,
}

impl Race {
    /// L of `c`: outside plus eye liberties.
    #[must_use]
    pub fn liberties(&self, c: Color) -> u32 {
        self.outside[c] + self.eyes[c].map_or(0, EyeCount::liberties)
    }

    /// Müller's formula on the counts.
    #[must_use]
    pub fn formula(&self) -> Formula {
        let lb = i64::from(self.liberties(Color::Black));
        let lw = i64::from(self.liberties(Color::White));
        let es = |c: Color| self.eyes[c].map_or(0, EyeCount::status);
        let (eb, ew) = (es(Color::Black), es(Color::White));
        let attacker = if eb != ew {
            Some(if eb < ew { Color::Black } else { Color::White })
        } else if lb != lw {
            Some(if lb > lw { Color::Black } else { Color::White })
        } else {
            None
        };
        // With equal status and liberties either side may be the attacker;
        // both have an eye or neither, so F does not depend on the choice.
        let defender = attacker.map_or(Color::White, Color::opponent);
        let s = i64::from(self.shared);
        let forced = if self.eyes[defender].is_some() || s == 0 {
            s
        } else {
            s - 1
        };
        let d = attacker.map_or(0, |a| {
            i64::from(self.liberties(a)) - i64::from(self.liberties(a.opponent()))
        });
        let dbw = lb - lw;
        let (status, seki_level) = if eb == ew {
            if dbw.abs() < forced {
                (0, forced - dbw.abs())
            } else if dbw.abs() == forced {
                (0, 0)
            } else if dbw > 0 {
                (dbw - forced, 0)
            } else {
                (dbw + forced, 0)
            }
        } else if eb > ew {
            (dbw + forced, 0)
        } else {
            (dbw - forced, 0)
        };
        Formula {
            liberties: ByColor::new(lb as u32, lw as u32),
            eye_status: ByColor::new(eb, ew),
            attacker,
            d,
            forced: forced as u32,
            status,
            seki_level: seki_level as u32,
        }
    }

    /// The result when `c` moves first.
    #[must_use]
    pub fn first(&self, c: Color) -> Outcome {
        let o = c.opponent();
        let unsettled = |x: Color| self.eyes[x].is_some_and(|e| e.unsettled);
        match (self.alive[c], self.alive[o]) {
            (true, true) => return Outcome::Seki,
            // The living side to move kills the other's unsettled eye first.
            (true, false) => return Outcome::win(c),
            // Facing a living group, the mover can still make its own two eyes.
            (false, true) if unsettled(c) => return Outcome::Seki,
            (false, true) => return Outcome::win(o),
            (false, false) => {}
        }
        if self.in_atari[o] {
            return Outcome::win(c);
        }
        let mut options = Vec::new();
        if self.eyes[c].is_some_and(|e| e.unsettled) {
            let mut next = *self;
            next.alive[c] = true;
            options.push(next.first(o));
        }
        if self.eyes[o].is_some_and(|e| e.unsettled) {
            let mut next = *self;
            next.kill(o);
            options.push(next.first(o));
        }
        if !options.is_empty() {
            return options
                .into_iter()
                .max_by_key(|r| r.rank(c))
                .expect("an option");
        }
        let f = self.formula();
        if self.in_atari[c] {
            // The owner must save the block at once; the formula judges the rest.
            return if f.status != 0 {
                Outcome::win(if f.status > 0 {
                    Color::Black
                } else {
                    Color::White
                })
            } else {
                Outcome::win(c)
            };
        }
        if f.status > 0 {
            Outcome::Black
        } else if f.status < 0 {
            Outcome::White
        } else if f.seki_level > 0 {
            Outcome::Seki
        } else if f.eye_status.black == f.eye_status.white && f.forced > 0 {
            // Attacker first kills, defender first gets seki.
            match f.attacker {
                Some(a) if a != c => Outcome::Seki,
                _ => Outcome::win(c),
            }
        } else {
            Outcome::win(c)
        }
    }

    /// The opponent takes the vital point of `owner`'s unsettled eye: it is a
    /// settled nakade holding one more stone.
    fn kill(&mut self, owner: Color) {
        if let Some(e) = &mut self.eyes[owner] {
            e.stones += 1;
            e.unsettled = false;
        }
    }

    /// Status and sekiLevel by docs/search.md's definitions on the counts: the
    /// formula's for a settled race; for one unsettled eye, derived from the
    /// race after the opponent kills it.
    #[must_use]
    pub fn status(&self) -> (i64, u32) {
        let unsettled: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| self.eyes[c].is_some_and(|e| e.unsettled))
            .collect();
        let sign = |c: Color| if c == Color::Black { 1 } else { -1 };
        match unsettled.as_slice() {
            [] if self.in_atari.any(|&a| a) => {
                let (b, w) = (self.first(Color::Black), self.first(Color::White));
                let f = self.formula();
                match (b, w) {
                    (Outcome::Black, Outcome::Black) => (f.status.max(1), 0),
                    (Outcome::White, Outcome::White) => (f.status.min(-1), 0),
                    _ => (0, 0),
                }
            }
            [] => {
                let f = self.formula();
                (f.status, f.seki_level)
            }
            [owner] => {
                let mut killed = *self;
                killed.kill(*owner);
                // R(o, 1): the opponent kills, then the owner moves.
                if killed.first(*owner) == Outcome::win(*owner) {
                    let ahead = killed.formula().status * sign(*owner);
                    (sign(*owner) * (1 + ahead.max(0)), 0)
                } else {
                    (0, 0)
                }
            }
            _ => (0, 0),
        }
    }
}

/// ```
/// use semeai::{Color, io, race::{classify, evaluate, partition_pair}};
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
/// let r = evaluate(&board, &game).unwrap();
/// assert_eq!((r.winner, r.status), (Some(Color::Black), Some(1)));
/// assert!(r.is_static());
/// ```
///
/// Evaluates a classified local game of class 0-2 on `board`; `None` for
/// other classes, and for races with an eye of more than 3 points: there
/// Table 1's liberties count alternating play (the owner recaptures), while
/// status is defined by the attacker's moves in a row, and search found the
/// formula wrong (see the README); search answers those. It declines races
/// where both eyes are unsettled too (the formula gives no sekiLevel there).
#[must_use]
pub fn evaluate(board: &Board, game: &LocalGame) -> Option<RaceResult> {
    let eyes = || game.sides.iter().flat_map(|s| &s.eyes);
    let both_unsettled = eyes().count() == 2 && eyes().all(|e| e.unsettled);
    if game.class.number() > 2 || eyes().any(|e| e.points.len() > 3) || both_unsettled {
        return None;
    }
    formula_evaluation(board, game)
}

/// Müller's formula applied to any class 0-3 race, also where search showed
/// it wrong (eyes over 3 points, both eyes unsettled) and counting class 3's
/// liberties as plain: the paper's estimate, which `semeai gtp` falls back on
/// when search runs out of budget. [`evaluate`] is the exact part of it.
#[must_use]
pub fn formula_evaluation(board: &Board, game: &LocalGame) -> Option<RaceResult> {
    if game.class.number() > 3 {
        return None;
    }
    Some(formula_estimate(board, game))
}

/// The formula's estimate of a race of any class: [`formula_evaluation`]
/// for classes 0-3, and past them each side's essential blocks counted as
/// one block (their outside liberties together, the side's first eye),
/// its other eyes, unknown blocks and unknown areas left out. Not a figure
/// of the paper: the last estimate of the fight to live past every budget
/// (`analyze_semeai`, method `formula`; docs/gtp.md).
#[must_use]
pub fn formula_estimate(board: &Board, game: &LocalGame) -> RaceResult {
    let board = &board.rooted();
    evaluation_of(board, game, race_of(board, game))
}

/// The formula's figures of `game` seen as the counts `race`.
pub(super) fn evaluation_of(board: &Board, game: &LocalGame, race: Race) -> RaceResult {
    let formula = race.formula();
    let (status, seki_level) = race.status();
    let black_first = race.first(Color::Black);
    let white_first = race.first(Color::White);
    let winner = Outcome::winner(black_first, white_first);
    let unsettled = black_first != white_first;
    let status = match winner {
        Some(_) if status == 0 => {
            // The counts say one side wins whoever moves: at least one move ahead.
            if winner == Some(Color::Black) { 1 } else { -1 }
        }
        _ => status,
    };
    let seki_level = if unsettled { 0 } else { seki_level };
    let unconditional = winner.is_some_and(|w| {
        let l = w.opponent();
        race.eyes[l].is_none() && race.outside[l] == 0 && race.shared > 0 && race.eyes[w].is_some()
    });
    let best_move = ByColor::from_fn(|c| best_move(board, game, &race, c));
    let value = value_of(game, &race, status, black_first, white_first, winner);
    RaceResult {
        black_first,
        white_first,
        // Where the loser can never win, the formula's figure is not reported.
        status: (!unconditional).then_some(status),
        seki_level: Some(seki_level),
        winner,
        unsettled,
        unconditional,
        best_move: best_move.map(Some),
        value: Some(value),
        method: Method::Static { race, formula },
    }
}

/// The counts of a classified game.
#[must_use]
pub fn race_of(board: &Board, game: &LocalGame) -> Race {
    let board = &board.rooted();
    let mut race = Race {
        outside: ByColor::default(),
        shared: game.shared.len() as u32,
        eyes: ByColor::default(),
        alive: ByColor::default(),
        in_atari: ByColor::default(),
    };
    for c in Color::ALL {
        let side = &game.sides[c];
        race.outside[c] = side.outside.len() as u32;
        race.eyes[c] = side.eyes.first().map(|e| EyeCount {
            size: e.points.len() as u32,
            stones: e.opponent_stones as u32,
            unsettled: e.unsettled,
        });
        // A block in atari whose last liberty the opponent can take at once.
        let libs = board.border(side.essential) & board.empty_points();
        if libs.len() == 1 {
            let last = libs.first().expect("one liberty");
            // Filling a block's only liberty, when legal, captures it.
            if board.is_legal(c.opponent(), Move::Place(last)) {
                race.in_atari[c] = true;
            }
        }
    }
    race
}

/// The candidate moves of `c`, in order of preference on equal results:
/// PASS, plain outside liberties, vital points, eye points, shared liberties.
fn candidates(board: &Board, game: &LocalGame, race: &Race, c: Color) -> Vec<(Move, Race)> {
    let o = c.opponent();
    let mut out = vec![(Move::Pass, *race)];
    let legal = |p: Point| board.is_legal(c, Move::Place(p));
    let theirs = &game.sides[o];
    let mine = &game.sides[c];
    // Take the last liberty of an opponent in atari, or save own block.
    for side in [theirs, mine] {
        let libs = board.border(side.essential) & board.empty_points();
        if libs.len() == 1 {
            let p = libs.first().expect("one");
            if legal(p) {
                let mut next = *race;
                if side.essential == theirs.essential {
                    // Captures: as good as two eyes against a group with none.
                    next.alive[c] = true;
                    next.eyes[o] = None;
                } else {
                    next.in_atari[c] = false;
                }
                out.push((Move::Place(p), next));
            }
        }
    }
    let first_legal = |s: PointSet| s.iter().find(|&p| legal(p));
    if race.outside[o] > 0
        && let Some(p) = first_legal(theirs.plain_outside).or_else(|| first_legal(theirs.outside))
    {
        let mut next = *race;
        next.outside[o] -= 1;
        out.push((Move::Place(p), next));
    }
    for (owner, side) in [(c, mine), (o, theirs)] {
        if let Some(eye) = side.eyes.first()
            && eye.unsettled
            && let Some(v) = eye.vital.filter(|&v| legal(v))
        {
            let mut next = *race;
            if owner == c {
                next.alive[c] = true;
            } else {
                next.kill(o);
            }
            out.push((Move::Place(v), next));
        }
    }
    if let Some(eye) = theirs.eyes.first() {
        let empty = eye.points & board.empty_points();
        // Fill so that the stones inside keep a basic nakade shape: a stone
        // that leaves them in no killing shape gives the owner a second eye.
        let inside = eye.points & board.stones(c);
        let killing: PointSet = empty
            .iter()
            .filter(|&p| nakade_shape(inside.with(p)).is_some())
            .collect();
        if empty.len() > 1
            && let Some(p) = first_legal(killing).or_else(|| first_legal(empty))
        {
            let mut next = *race;
            if let Some(e) = &mut next.eyes[o] {
                e.stones += 1;
                e.unsettled = false;
            }
            out.push((Move::Place(p), next));
        }
    }
    if race.shared > 0
        && let Some(p) = first_legal(game.shared)
    {
        let mut next = *race;
        next.shared -= 1;
        out.push((Move::Place(p), next));
    }
    out
}

/// The move that reaches `c`'s best result, preferring PASS, then plain
/// outside liberties, when several are equally good.
fn best_move(board: &Board, game: &LocalGame, race: &Race, c: Color) -> Move {
    let o = c.opponent();
    let mut best: Option<(u8, Move)> = None;
    for (mv, next) in candidates(board, game, race, c) {
        let result = next.first(o);
        let rank = result.rank(c);
        if best.is_none_or(|(r, _)| rank > r) {
            best = Some((rank, mv));
        }
    }
    best.map_or(Move::Pass, |(_, m)| m)
}

/// docs/method.md's value: WinnerScore for a decided race, SekiScore (0 under the
/// 1989 Japanese rule: no points in seki) for seki, the switch between the two
/// first-mover results for an unsettled race.
fn value_of(
    game: &LocalGame,
    race: &Race,
    status: i64,
    black_first: Outcome,
    white_first: Outcome,
    winner: Option<Color>,
) -> Value {
    let seki = Q::from_integer(0);
    let winner_score = |p: Color| {
        let o = p.opponent();
        let shared = i64::from(race.shared);
        let ext = |c: Color| i64::from(race.outside[c]);
        let stones = game.sides[o].essential.len() as i64;
        let defensive = (ext(p) + 1 - status.abs())
            .min(i64::from(race.liberties(o)) + shared)
            .max(0);
        let score = shared + ext(o) + 2 * stones - defensive;
        Q::from_integer(if p == Color::Black { score } else { -score })
    };
    match winner {
        Some(p) => Value::Number(winner_score(p)),
        None if black_first == white_first => Value::Number(seki),
        None => {
            let left = if black_first == Outcome::Black {
                winner_score(Color::Black)
            } else {
                seki
            };
            let right = if white_first == Outcome::White {
                winner_score(Color::White)
            } else {
                seki
            };
            Value::switch(left, right)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn race(outside: [u32; 2], shared: u32, eyes: [Option<(u32, u32)>; 2]) -> Race {
        let [eb, ew] = eyes;
        Race {
            outside: ByColor::new(outside[0], outside[1]),
            shared,
            eyes: ByColor::new(eb, ew).map(|e| {
                e.map(|(size, stones)| EyeCount {
                    size,
                    stones,
                    unsettled: false,
                })
            }),
            alive: ByColor::default(),
            in_atari: ByColor::default(),
        }
    }

    /// The paper's example: a 5-point black eye holding one white stone and
    /// no outside liberties, against a 4-point white eye with 6 outside
    /// liberties and 2 shared: White is the attacker, D = 4, F = 2, and White
    /// wins 2 moves ahead.
    #[test]
    fn the_papers_example() {
        let r = race([0, 6], 2, [Some((5, 1)), Some((4, 0))]);
        let f = r.formula();
        assert_eq!(f.liberties, ByColor::new(7, 11));
        assert_eq!(f.eye_status, ByColor::new(5, 4));
        assert_eq!(f.attacker, Some(Color::White));
        assert_eq!((f.d, f.forced), (4, 2));
        assert_eq!(f.status, -2);
        assert_eq!(r.first(Color::Black), Outcome::White);
        assert_eq!(r.first(Color::White), Outcome::White);
    }

    #[test]
    fn equal_eyes_seki_unsettled_and_won() {
        // No eyes, S = 3, F = 2: dBW 0 -> seki level 2.
        let f = race([3, 3], 3, [None, None]).formula();
        assert_eq!((f.status, f.seki_level), (0, 2));
        // dBW = 2 = F: unsettled, attacker (Black, more liberties) first kills.
        let r = race([4, 2], 3, [None, None]);
        assert_eq!((r.formula().status, r.formula().seki_level), (0, 0));
        assert_eq!(r.first(Color::Black), Outcome::Black);
        assert_eq!(r.first(Color::White), Outcome::Seki);
        // No shared liberties: the first mover wins an even race.
        let r = race([3, 3], 0, [None, None]);
        assert_eq!(r.first(Color::Black), Outcome::Black);
        assert_eq!(r.first(Color::White), Outcome::White);
        // One liberty ahead, no shared: Black wins either way by one move.
        assert_eq!(race([4, 3], 0, [None, None]).formula().status, 1);
    }

    #[test]
    fn eye_beats_no_eye_with_shared_liberties() {
        // Black has a one-point eye, White none, two shared liberties: the
        // shared liberties count for the eye owner (F = S when the defender,
        // Black, has an eye).
        let f = race([0, 1], 2, [Some((1, 0)), None]).formula();
        assert_eq!(f.attacker, Some(Color::White));
        assert_eq!(f.forced, 2);
        assert_eq!(f.status, 2);
    }

    #[test]
    fn an_unsettled_eye_goes_to_the_first_mover() {
        let mut r = race([0, 3], 0, [Some((3, 0)), None]);
        r.eyes.black.as_mut().unwrap().unsettled = true;
        assert_eq!(r.first(Color::Black), Outcome::Black);
        // White kills at the vital point: the eye gives 3 - 1 = 2 liberties
        // against 3, Black to move: dBW = -1, F = 0, Black's better eye gives
        // status -1: White wins. So the first mover wins.
        assert_eq!(r.first(Color::White), Outcome::White);
        assert_eq!(r.status(), (0, 0));
        // With one more outside liberty White's kill is too slow.
        r.outside.black = 2;
        assert_eq!(r.first(Color::White), Outcome::Black);
        assert_eq!(r.status(), (2, 0));
    }

    /// Both eyes unsettled (STS-RV C1_006): the first mover kills the other's
    /// eye rather than make its own two eyes, which would only give seki.
    #[test]
    fn both_unsettled_the_first_mover_kills() {
        let mut r = race([2, 0], 2, [Some((3, 0)), Some((3, 0))]);
        for e in r.eyes.iter_mut().flatten() {
            e.unsettled = true;
        }
        assert_eq!(r.first(Color::Black), Outcome::Black);
        // White first: killing Black's eye loses the race (2 + 2 against 2);
        // making its own two eyes, then Black makes his: seki.
        assert_eq!(r.first(Color::White), Outcome::Seki);
    }
}
