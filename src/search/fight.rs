//! The fight to live of a race, as GNU Go's `analyze_semeai` asks it: with
//! one side moving first, does it keep its group alive, does it kill the
//! other, and by which move. Müller's race (who captures first) is the
//! capture question inside it; winning the capture must also leave the
//! winner alive (docs/gtp.md states the rules).
//!
//! A race the static evaluation or counting answers keeps that answer when
//! Müller's safety test shows the capture secures the winner; otherwise,
//! and for every other race, the fight is searched
//! ([`Solver::to_live`]), within [`Limits::fight_for`]. An open race (class 8)
//! is read near the racers: first within four steps of them
//! ([`LocalGame::wide_reading_area`]) within a small budget, then within two
//! ([`LocalGame::reading_area`]); a racer that runs out of the area with two
//! liberties or fewer is chased by ataris ([`Solver::reading_escapes`]).
//! Either is an estimate.
//! Past the fight's budget the fight is read again with big eyes left by
//! captures taken as life, then the capture race answers (neither a proof
//! of the fight), then the paper's formula. [`FightAnswer::method`] says
//! which.
//!
//! ```
//! use semeai::{Color, Limits, io, race::{classify, partition_pair}, search::{FightMethod, FightReader}};
//!
//! // Black's nine stones take White's three E1-F1-E2 whoever moves first
//! // (the capture race), and are then dead: the capture leaves no second
//! // eye. Neither side gains by capturing: seki as a fight.
//! let board = io::read_ascii(
//!     ". . . . . . .
//!      O O O O O O O
//!      O O X X X X .
//!      O . X . O X X
//!      O O X X O O .",
//! ).unwrap();
//! let pair = ("C1".parse().unwrap(), "E1".parse().unwrap());
//! let p = partition_pair(&board, pair.0, pair.1).unwrap();
//! let game = classify(&board, &p, p.games[0], Some(pair));
//! let mut reader = FightReader::default();
//! let limits = Limits::default();
//! let black = reader.first(&board, &game, None, Color::Black, &limits).unwrap();
//! assert_eq!(black.to_string(), "1 0 PASS");
//! assert_eq!(black.method, FightMethod::Search { near: false });
//! let white = reader.first(&board, &game, None, Color::White, &limits).unwrap();
//! assert_eq!(white.to_string(), "1 0 PASS");
//! ```

use std::fmt;

use super::{Repetition, Solver};
use crate::{
    go::{Block, Board, ByColor, Color, Move, Point, PointSet},
    limits::{AHEAD_NODES, ASSUMED_LIFE, Budget, Limits, OPEN_WIDE_READING, SEKI_FIGHT, WALL},
    race::{
        FirstMovers, LocalGame, Outcome, RaceResult, classify, evaluate, first_movers,
        partition_pair_with, short_neighbours,
    },
};

/// GNU Go's answer to `analyze_semeai A B`, A's colour moving first: the
/// codes `RA RB` (does A live, does it kill B: 1 yes, 0 no, 2 if A wins a
/// ko in which the other side must find the first threat, 3 if A must) and
/// the move; with how it was found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FightAnswer {
    /// Whether the first mover's group lives, then whether it kills the
    /// other (GNU Go's codes).
    pub codes: (u8, u8),
    /// The move to that result (`PASS` when passing loses nothing, or
    /// when the first mover loses).
    pub mv: Move,
    /// How the answer was found.
    pub method: FightMethod,
}

impl fmt::Display for FightAnswer {
    /// GNU Go's form: `RA RB MOVE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.codes.0, self.codes.1, self.mv)
    }
}

/// How a [`FightAnswer`] was found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FightMethod {
    /// The race's answer (static evaluation or counting), which is the
    /// fight's: no side wins the capture, or Müller's safety test shows the
    /// capture secures the winner.
    Race,
    /// The fight searched to the end within the budget, on the race's
    /// points, or near the racers for an open race (`near`).
    Search {
        /// Whether the open race was read near the racers only
        /// ([`LocalGame::reading_area`]): an estimate.
        near: bool,
    },
    /// Past the fight's budget: the fight searched again taking as life a
    /// capture that leaves the capturer a region bigger than any nakade,
    /// bordered by its stones alone (`Solver::assuming_big_eyes_live`): an
    /// estimate.
    AssumedLife,
    /// Past the fight's budget: the capture race (a capture ends it,
    /// Müller's model), not a proof of the fight.
    CaptureRace,
    /// Past every budget: the paper's formula for the capture race.
    Formula,
}

impl FightMethod {
    /// Whether the answer is the fight's, proven (within the model of the
    /// race: walls assumed safe) rather than estimated.
    #[must_use]
    pub const fn exact(self) -> bool {
        matches!(
            self,
            FightMethod::Race | FightMethod::Search { near: false }
        )
    }

    /// The word of the JSON (docs/json.md): `race`, `search`, `near`,
    /// `assumed life`, `capture race`, `formula`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            FightMethod::Race => "race",
            FightMethod::Search { near: false } => "search",
            FightMethod::Search { near: true } => "near",
            FightMethod::AssumedLife => "assumed life",
            FightMethod::CaptureRace => "capture race",
            FightMethod::Formula => "formula",
        }
    }
}

/// Reads the fight of races, one side moving first at a time, keeping what
/// it learnt for the next question: the solver of the last race searched
/// (GNU Go's regression files ask `A B`, then `B A` of one position; the
/// second starts from the first's table, with the same answers) and the
/// first movers counted from its big eyes.
#[derive(Default)]
pub struct FightReader {
    /// Whether the first movers may be counted from big eyes and outside
    /// regions before searching (on by default; off: by search alone).
    no_counting: bool,
    /// Whether only exact answers are given: an open race (read near the
    /// racers) and a fight past its budget are errors, not estimates.
    exact_only: bool,
    /// The solvers of the last race searched: the fight's, and the one
    /// that takes big eyes as life (`FightMethod::AssumedLife`).
    kept: Vec<Solver>,
    counted: Option<Counted>,
}

/// First movers counted from a race's big eyes, by the stones of the
/// position and the race's points.
type Counted = (ByColor<PointSet>, PointSet, Option<FirstMovers>);

impl Clone for FightReader {
    /// A copy starts afresh: what was learnt is not copied.
    fn clone(&self) -> Self {
        FightReader {
            no_counting: self.no_counting,
            exact_only: self.exact_only,
            ..FightReader::default()
        }
    }
}

impl fmt::Debug for FightReader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FightReader")
            .field("counting", &!self.no_counting)
            .field("kept_nodes", &self.nodes())
            .finish()
    }
}

impl FightReader {
    /// A reader that counts the first movers from big eyes (`true`, the
    /// default) or reads by search alone (`false`: the check that counting
    /// changes no answer).
    #[must_use]
    pub fn counting(on: bool) -> FightReader {
        FightReader {
            no_counting: !on,
            ..FightReader::default()
        }
    }

    /// A reader that gives exact answers only ([`FightMethod::exact`]):
    /// an open race, which is read near the racers, and a fight past its
    /// budget are errors instead of estimates (the scorer's question).
    #[must_use]
    pub fn exact_only() -> FightReader {
        FightReader {
            exact_only: true,
            ..FightReader::default()
        }
    }

    /// The nodes the kept solvers have searched over all their questions.
    #[must_use]
    pub fn nodes(&self) -> Option<u64> {
        (!self.kept.is_empty()).then(|| self.kept.iter().map(Solver::nodes).sum())
    }

    /// The fight of `game` on `board` with `us` moving first. `race` is the
    /// race's static result when there is one (the analysis without
    /// search); it answers only when the fight's targets are the race's
    /// essential blocks ([`LocalGame::targets`]). An error past every
    /// budget, or when the race has no essential block on a side.
    pub fn first(
        &mut self,
        board: &Board,
        game: &LocalGame,
        race: Option<&RaceResult>,
        us: Color,
        limits: &Limits,
    ) -> Result<FightAnswer, String> {
        if self.exact_only && game.reading_area(board) != game.points {
            return Err("an open race: read near the racers only, an estimate".into());
        }
        // When the fight's targets are not the race's essential blocks (a
        // chained block in atari left out), neither the race's evaluation
        // nor its counts answer the fight: it is searched.
        let race_is_fight = game.targets == game.essential();
        if let Some(e) = race.filter(|_| race_is_fight) {
            return Ok(self.secured(
                board,
                game,
                e.first(us),
                us,
                first_mover_answer(e, us),
                limits,
            ));
        }
        // Big eyes that count as liberties: the first movers without
        // search (exact; `first_movers`).
        let stones = ByColor::from_fn(|c| board.stones(c));
        let f = match &self.counted {
            _ if self.no_counting || !race_is_fight => None,
            Some((s, points, f)) if *s == stones && *points == game.points => *f,
            _ => {
                let f = first_movers(board, game, limits);
                self.counted = Some((stones, game.points, f));
                f
            }
        };
        if let Some(f) = f {
            let counted = counted_answer(f.first[us], f.best_move[us], us);
            return Ok(self.secured(board, game, f.first[us], us, counted, limits));
        }
        let fallback = !self.exact_only;
        let found = search_fight(
            board,
            game,
            us,
            fight_budget(limits, board, game),
            &mut self.kept,
            fallback,
            None,
        )?;
        Ok(found.expect("an answer when no codes are given"))
    }

    /// The race's `answer` (`us` moving first, with the result `first`)
    /// when no side wins it, when its winner is secured by the capture
    /// (Müller's safety test), or when the fight to live, searched, gives
    /// the same codes (or runs past the budget); otherwise the fight's
    /// answer.
    fn secured(
        &mut self,
        board: &Board,
        game: &LocalGame,
        first: Outcome,
        us: Color,
        answer: FightAnswer,
        limits: &Limits,
    ) -> FightAnswer {
        let winner = Color::ALL.into_iter().find(|&c| first == Outcome::win(c));
        match winner {
            Some(w) if game.sides[w].safety.shown => return answer,
            // A seki may still be a ko only one side can start.
            None if first != Outcome::Seki => return answer,
            _ => {}
        }
        // A seki's fight is asked for a ko only one side can start, within
        // a small budget (the bent four in the corner needs a few hundred
        // nodes): past it, the seki stands.
        let fight = fight_budget(limits, board, game);
        let budget = match winner {
            Some(_) => fight,
            None => fight.at_most(SEKI_FIGHT),
        };
        let fight = search_fight(board, game, us, budget, &mut self.kept, false, Some(answer));
        match fight {
            Ok(Some(found)) => found,
            // Past the budget: the race's answer stands.
            _ => FightAnswer {
                method: FightMethod::CaptureRace,
                ..answer
            },
        }
    }
}

/// The fight's budget for `game` ([`Limits::fight_for`]: by its class and
/// the points it is read on).
fn fight_budget(limits: &Limits, board: &Board, game: &LocalGame) -> Budget {
    limits.fight_for(game.class.number(), game.reading_area(board).len())
}

/// The answer from a static evaluation, `us` moving first.
pub(super) fn first_mover_answer(e: &RaceResult, us: Color) -> FightAnswer {
    counted_answer(e.first(us), e.best_move[us].unwrap_or(Move::Pass), us)
}

/// The answer from `us`'s result moving first and its move.
fn counted_answer(outcome: Outcome, best: Move, us: Color) -> FightAnswer {
    let codes = if outcome == Outcome::win(us) {
        (1, 1)
    } else if outcome == Outcome::Seki {
        (1, 0)
    } else {
        (0, 0)
    };
    let mv = if codes.0 == 0 { Move::Pass } else { best };
    FightAnswer {
        codes,
        mv,
        method: FightMethod::Race,
    }
}

/// The fight searched ([`Solver::to_live`]), with GNU Go's ko codes: `us`
/// moves first. `kept` holds solvers kept from an earlier question: one
/// that solves the same race the same way is used, and this question's
/// solvers replace them. When
/// the fight's codes are those of `same` (the race's answer, known), that
/// answer stands, move and all, found by the fight's search; when the fight
/// runs past the budget while `same` is given, the answer is `None`. Past
/// the budget otherwise, the capture race answers (search with a capture
/// ending the race, Müller's model: not proven for the fight), then the
/// paper's formula on the race's counts (`search::estimate`, whatever the
/// class), when `fallback` allows these estimates.
fn search_fight(
    board: &Board,
    game: &LocalGame,
    us: Color,
    budget: Budget,
    kept: &mut Vec<Solver>,
    fallback: bool,
    same: Option<FightAnswer>,
) -> Result<Option<FightAnswer>, String> {
    let essential = game.targets;
    if essential.any(|s| s.is_empty()) {
        return Err("no race: a colour has no essential block".into());
    }
    // An open race is read near the racers (`LocalGame::reading_area`),
    // first on a wider area within a small budget.
    let points = game.reading_area(board);
    let wide = game.wide_reading_area(board);
    let near = points != game.points;
    kept.retain(|s| s.solves(board, points, essential) || s.solves(board, wide, essential));
    let unknown = || format!("class {} race: past the search budget", game.class.number());
    let same_codes = same.map(|a| a.codes);
    let answered = |found: Coded, method: FightMethod| match found {
        Coded::Answer(codes, mv) => Ok(Some(FightAnswer { codes, mv, method })),
        Coded::Same => Ok(same.map(|a| FightAnswer { method, ..a })),
        Coded::MovePastBudget => Err(unknown()),
    };
    if fallback && same.is_none() && wide != points {
        let quick = budget.at_most(OPEN_WIDE_READING);
        let fight = kept_solver(kept, board, wide, near, essential, false, quick);
        if let Some(found) = settled(codes_and_move(fight, us, quick, None), fallback) {
            return answered(found, FightMethod::Search { near });
        }
    }
    let solver = kept_solver(kept, board, points, near, essential, false, budget);
    if let Some(found) = settled(codes_and_move(solver, us, budget, same_codes), fallback) {
        return answered(found, FightMethod::Search { near });
    }
    if same.is_some() {
        // The race's answer is known already: it stands.
        return Ok(None);
    }
    // Past the fight's budget: the fight again, a capture that leaves the
    // capturer a region bigger than any nakade taken as life; then the
    // capture race (a capture ends it, as in Müller's model), then the
    // paper's formula on the race's counts (`formula_estimate`, whatever
    // the class).
    if !fallback {
        return Err(unknown());
    }
    let quick = budget.at_most(ASSUMED_LIFE);
    let assumed = kept_solver(kept, board, points, near, essential, true, quick);
    if let Some(found) = settled(codes_and_move(assumed, us, quick, same_codes), fallback) {
        return answered(found, FightMethod::AssumedLife);
    }
    let mut race = near_racers(Solver::new(board, points, essential, budget), near);
    if let Some(found) = settled(codes_and_move(&mut race, us, budget, same_codes), fallback) {
        return answered(found, FightMethod::CaptureRace);
    }
    Ok(Some(super::estimate::formula_answer(board, game, us)))
}

/// A reading's answer as `search_fight` takes it: when estimates may
/// follow (`fallback`), codes whose move ran past the budget are no answer,
/// and the next reading is asked.
fn settled(found: Option<Coded>, fallback: bool) -> Option<Coded> {
    found.filter(|f| !(fallback && matches!(f, Coded::MovePastBudget)))
}

/// `solver` reading escapes ([`Solver::reading_escapes`]) when it reads an
/// open race near the racers (`open`).
fn near_racers(solver: Solver, open: bool) -> Solver {
    if open {
        solver.reading_escapes()
    } else {
        solver
    }
}

/// The solver of `kept` that reads the fight to live of the race of
/// `essential` on `points` (an open race's reading area when `open`), with
/// big eyes left by captures taken as life when `assuming`
/// ([`Solver::assuming_big_eyes_live`]), its budget renewed to `budget`
/// (what it stored from the other side's question is kept); a new one,
/// kept, when there is none.
fn kept_solver<'a>(
    kept: &'a mut Vec<Solver>,
    board: &Board,
    points: PointSet,
    open: bool,
    essential: ByColor<PointSet>,
    assuming: bool,
    budget: Budget,
) -> &'a mut Solver {
    let found = kept.iter().position(|s| {
        s.solves(board, points, essential) && s.fights() && s.assumes_big_eyes() == assuming
    });
    let i = match found {
        Some(i) => {
            kept[i].renew(budget);
            i
        }
        None => {
            let s = near_racers(Solver::new(board, points, essential, budget), open);
            kept.push(if assuming {
                s.assuming_big_eyes_live()
            } else {
                s.to_live()
            });
            kept.len() - 1
        }
    };
    &mut kept[i]
}

/// What a solver answers for GNU Go's codes and move.
enum Coded {
    /// The codes and the move.
    Answer((u8, u8), Move),
    /// The codes are those asked to compare with: the race's answer stands.
    Same,
    /// The codes are known, the move past the budget.
    MovePastBudget,
}

/// GNU Go's codes for `us` moving first and the move, by `solver`; `None`
/// when the codes are past the budget.
///
/// A ko that only one side can start is that side's: when the killer's
/// own group is not at stake (it lives, code 1, whoever moves first, and
/// the other side kills it by no ko), and the killer, moving first, kills
/// by a ko it takes first (code 2, or 1), while the other, moving first,
/// lives only by a ko in which the killer still takes first (code 3), the
/// killer loses nothing by waiting. It starts the ko when it likes, after
/// every ko threat is gone, and wins it: the other side is dead whoever
/// moves first (`0 0 PASS`; the killer's answer `1 1 PASS`). This is the
/// ruling on the bent four in the corner (Japanese rules, 1989, and how
/// GNU Go reads it), stated for any such ko (docs/gtp.md).
fn codes_and_move(
    solver: &mut Solver,
    us: Color,
    budget: Budget,
    same: Option<(u8, u8)>,
) -> Option<Coded> {
    let (mut ra, mut rb) = solver.ko_code(us, 0).zip(solver.ko_code(us, 1))?;
    let them = us.opponent();
    // A ko only the opponent can start is the opponent's (see `postponed_codes`).
    let postponed = if matches!((ra, rb), (3, 0) | (1, 2)) {
        let theirs = (solver.ko_code(them, 0)?, solver.ko_code(them, 1)?);
        postponed_codes((ra, rb), theirs)
    } else {
        None
    };
    if let Some(codes) = postponed {
        (ra, rb) = codes;
    }
    // The same one move ahead: a move after which the opponent's ko is one
    // only the opponent can start kills outright.
    let ahead = if postponed.is_none() && (ra, rb) == (1, 2) {
        postponed_after_move(solver, us, budget)
    } else {
        None
    };
    if ahead.is_some() {
        rb = 1;
    }
    if same == Some((ra, rb)) {
        return Some(Coded::Same);
    }
    if let Some(mv) = ahead {
        return Some(Coded::Answer((ra, rb), mv));
    }
    if postponed.is_some() {
        return Some(Coded::Answer((ra, rb), Move::Pass));
    }
    // The move gets a budget of its own.
    solver.renew_budget(budget.nodes);
    // The move is read with `us` winning every ko where `us` succeeds only
    // by a ko the opponent takes first, with kos barred otherwise.
    let ko = if ra.max(rb) == 3 && ra != 1 && rb != 1 {
        Repetition::WonBy(us)
    } else {
        Repetition::Barred
    };
    let mv = match ra.max(rb) {
        0 => Some(Move::Pass),
        _ => match solver.best_move(us, ko) {
            Some(Move::Pass) if ra.max(rb) >= 2 => {
                Some(keeping_the_ko(solver, us, ko, (ra, rb)).unwrap_or(Move::Pass))
            }
            mv => mv,
        },
    };
    Some(mv.map_or(Coded::MovePastBudget, |mv| Coded::Answer((ra, rb), mv)))
}

/// In a fight that rests on a ko (`codes` 2 or 3), the best move of `us`
/// other than PASS under `ko` ([`Solver::best_play`]) when it keeps
/// `codes` and takes no ko: passing would give the opponent a move in the
/// ko fight for nothing (an outside liberty to fill, an approach move),
/// while taking the ko can wait, its codes say who takes it first (GNU
/// Go's semeai22 at move 7: Black fills White's outside liberty, `3 3 F1`;
/// White, whose only such move takes the ko, passes, `2 2 PASS`). `None`
/// when there is no such move.
fn keeping_the_ko(solver: &mut Solver, us: Color, ko: Repetition, codes: (u8, u8)) -> Option<Move> {
    let (target, _) = solver.r_value(ko, us, 1)?;
    let mv = solver
        .best_play(us, ko, target)
        .filter(|&m| m != Move::Pass && !solver.board.is_ko_capture(us, m))?;
    let kept = (
        solver.ko_code_of_move(us, mv, 0)?,
        solver.ko_code_of_move(us, mv, 1)?,
    ) == codes;
    kept.then_some(mv)
}

/// The codes of a side whose ko only one side can start (the rule of
/// [`codes_and_move`]), from its own codes moving first (`ours`) and the
/// other side's (`theirs`): `0 0` for the side that lives only by a ko it
/// must start (`3 0`) while the other lives and kills anyway, `1 1` for
/// that other side (`1 2` against `0 0` or `3 0`); `None` otherwise.
fn postponed_codes(ours: (u8, u8), theirs: (u8, u8)) -> Option<(u8, u8)> {
    match (ours, theirs) {
        ((3, 0), (1, 1 | 2)) => Some((0, 0)),
        ((1, 2), (0 | 3, 0)) => Some((1, 1)),
        _ => None,
    }
}

/// The move of `us` (who lives whatever the kos and kills by a ko the
/// opponent must start, codes `1 2`) that keeps the kill with every
/// repetition barred, when after it the opponent, to move, lives only by a
/// ko it must start itself and kills nothing (`3 0`), while `us`, moving
/// again, would still live and kill (`1 1` or `1 2`): the ko is then one
/// only the opponent can start, which the killer never needs to start
/// ([`postponed_codes`]), so the move kills outright. The position
/// after the move is read within `budget`, at most [`AHEAD_NODES`]. `None`
/// when it is not so, or past a budget.
fn postponed_after_move(solver: &mut Solver, us: Color, budget: Budget) -> Option<Move> {
    let them = us.opponent();
    let mv = solver.best_move(us, Repetition::Barred)?;
    let mut board = solver.board.clone();
    board.try_play(us, mv).ok()?;
    let budget = budget.at_most(Budget::nodes(AHEAD_NODES));
    let mut child = Solver::new(&board, solver.game, solver.essential, budget).to_live();
    let theirs = (child.ko_code(them, 0)?, child.ko_code(them, 1)?);
    // Only `3 0` can be postponed to `0 0`: no need to read ours otherwise.
    if theirs != (3, 0) {
        return None;
    }
    let ours = (child.ko_code(us, 0)?, child.ko_code(us, 1)?);
    (postponed_codes(theirs, ours) == Some((0, 0))).then_some(mv)
}

/// The local game of the blocks at `a` and `b` (of different colours) as
/// GTP's `analyze_semeai` builds it: the pair's game, walls short of
/// liberties that the racers capture joining it (every stone next to its
/// points and outside them is a wall its reading takes as safe). `None`
/// when the vertices make no pair or a side has no essential block.
#[must_use]
pub fn pair_game(board: &Board, a: Point, b: Point) -> Option<LocalGame> {
    let partition = partition_pair_with(board, a, b, |wall, racer| {
        wall_can_be_captured(board, wall, racer.color)
    })
    .ok()?;
    let game = classify(board, &partition, *partition.games.first()?, Some((a, b)));
    (!game.essential().any(|s| s.is_empty())).then_some(game)
}

/// The fight of a [`pair_game`] with `us` moving first, read as GTP's
/// `analyze_semeai` reads it: the game's static evaluation when there is
/// one, then [`FightReader::first`] within `limits`, exact answers only
/// ([`FightReader::exact_only`]). `None` past them or for an open race.
#[must_use]
pub fn pair_fight(
    board: &Board,
    game: &LocalGame,
    us: Color,
    limits: &Limits,
) -> Option<FightAnswer> {
    let known = evaluate(board, game);
    FightReader::exact_only()
        .first(board, game, known.as_ref(), us, limits)
        .ok()
}

/// Whether `attacker`, moving first, captures the block `wall` by play on
/// its liberties alone, the wall's owner answering there (exact search
/// within [`WALL`]; a stone the owner adds that reaches out of the
/// wall's liberties escapes). Pair mode asks it of walls short of liberties
/// next to a racing block. The question is asked of the position alone,
/// not of the line that led to it (as the classification it feeds): a ko
/// the line would forbid at once is the attacker's. `false` past the
/// budget: the wall stays a wall.
///
/// A wall that saves itself by connecting to another block short of
/// liberties saves nothing if the two are captured together: the blocks
/// of its colour that share a liberty with it and have at most two are
/// read with it, their liberties too (Black's S19 and T18 below, each of
/// two liberties, fall together to White's T17 or R19).
///
/// ```text
/// . O . X .    Black T19 after White R19 joins S19 to T18, in atari
/// . O O O X    at T17; after White T17 it leaves them R19.
/// . X X X .
///   P Q R S T
/// ```
pub(crate) fn wall_can_be_captured(board: &Board, wall: &Block, attacker: Color) -> bool {
    let joined = short_neighbours(&board.blocks(), wall);
    let game = wall.stones | wall.liberties | joined | (joined.neighbors() & board.empty_points());
    let essential = ByColor::from_fn(|c| {
        if c == wall.color {
            wall.stones
        } else {
            PointSet::EMPTY
        }
    });
    let mut solver = Solver::new(board, game, essential, WALL);
    solver.result(attacker, 1) == Outcome::win(attacker)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::race::{formula_estimate, partition_pair};

    /// Past every budget a race of any class gets the formula's estimate
    /// (`formula_estimate`): in tests/problems/c5-second-block-beside.txt
    /// (class 5: Black's A1-B1 is an unknown block) the counts give Black's
    /// A3-B3 three liberties against White's six, and the estimate has
    /// White win whoever moves first, as the capture race searched does.
    #[test]
    fn past_every_budget_a_race_of_any_class_gets_the_formulas_estimate() {
        let board = crate::io::read_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             O O O O X X X . .
             X X . . O . X . .
             . . . . O . X . .
             X X . . O . X . .",
        )
        .unwrap();
        let game = pair(&board, "B3", "E3");
        assert_eq!(game.class.number(), 5);
        let past = |c: Color| fight_within(&board, &game, c, 50);
        let (black, white) = (past(Color::Black), past(Color::White));
        assert_eq!(black.method, FightMethod::Formula);
        assert_eq!(white.method, FightMethod::Formula);
        assert_eq!((black.codes, white.codes), ((0, 0), (1, 1)));
        let mut solver = Solver::new(
            &board,
            game.points,
            game.essential(),
            Budget::nodes(2_000_000),
        );
        assert_eq!(solver.result(Color::Black, 1), Outcome::White);
        assert_eq!(solver.result(Color::White, 1), Outcome::White);
    }

    /// The estimate plays the race's vital point, the liberty where the two
    /// sides' plays differ most: Black's G5 and White's G2 have two outside
    /// liberties each and share H6, from which either extends to J6. The
    /// formula, past the budget, fills an outside liberty (Black J4,
    /// White H8); the estimate plays H6 either way. Searched: after Black
    /// J4 White, moving first, wins the race; after Black H6 it does not.
    #[test]
    fn past_the_budget_the_estimate_plays_where_the_swing_is_widest() {
        let board = crate::io::read_ascii(
            ". . . . . O O O O
             . . . . . O X . .
             . . . . . O X . .
             . . . . . O X . .
             . . . . . O X O .
             . . . . . X O O .
             . . . . . X O X X
             . . . . . X O X X
             . . . . . . X X X",
        )
        .unwrap();
        let game = pair(&board, "G5", "G4");
        assert_eq!(game.class.number(), 3);
        let h6 = Move::Place("H6".parse().unwrap());
        let formula = formula_estimate(&board, &game);
        let j4 = Move::Place("J4".parse().unwrap());
        assert_eq!(formula.best_move.black, Some(j4));
        for c in Color::ALL {
            let found = fight_within(&board, &game, c, 50);
            assert_eq!(found.method, FightMethod::Formula);
            assert_eq!((found.codes, found.mv), ((1, 1), h6), "{c:?}");
        }
        assert_eq!(white_first_after(&board, &game, h6), Outcome::Black);
        assert_eq!(white_first_after(&board, &game, j4), Outcome::White);
    }

    /// White's B8 has three outside liberties, none plain: each opens onto
    /// the empty corner, where White extends. The formula, past the
    /// budget, counts Black ahead with a move to spare and would pass; the
    /// estimate fills B7 instead, where White would gain most (A7, C7 and
    /// B6 beside it). The capture race, searched, agrees: after B7 Black
    /// still wins with White moving, after a Black pass it does not.
    #[test]
    fn past_the_budget_the_estimate_fills_where_the_racer_would_extend() {
        let board = crate::io::read_ascii(
            ". . . X O . . . .
             . O . X O . . . .
             . . . X O . . . .
             . . . X O . . . .
             . . . X O . . . .
             X X X X O . . . .
             O O O O O . . . .
             . . . . . . . . .
             . . . . . . . . .",
        )
        .unwrap();
        let game = pair(&board, "D9", "B8");
        assert_eq!(game.class.number(), 3);
        let b7 = Move::Place("B7".parse().unwrap());
        let found = fight_within(&board, &game, Color::Black, 50);
        assert_eq!(found.method, FightMethod::Formula);
        assert_eq!((found.codes, found.mv), ((1, 1), b7));
        assert_eq!(white_first_after(&board, &game, b7), Outcome::Black);
        assert_ne!(white_first_after(&board, &game, Move::Pass), Outcome::Black);
    }

    /// Past the fight's budget, the fight is read again with a capture
    /// that leaves the capturer a region bigger than any nakade taken as
    /// life. In tests/problems/c1-eye-against-eye.txt the side moving first
    /// captures the other's block (10 or 13 stones) and lives: the fight,
    /// read exactly, runs past 20 000 nodes (the eye space the capture
    /// leaves is searched inside the fight), and the rule answers within
    /// them. Both give `1 1` to either side moving first.
    #[test]
    fn past_the_budget_big_eyes_left_by_a_capture_are_taken_as_life() {
        let board = crate::io::read_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             o o o o x x x x x
             X X X X O O O O O
             . X X X O O O O .
             . X X X O O O O .",
        )
        .unwrap();
        let game = pair(&board, "D1", "E1");
        for c in Color::ALL {
            let read = |nodes| fight_within(&board, &game, c, nodes);
            let quick = read(20_000);
            assert_eq!(quick.method, FightMethod::AssumedLife, "{c:?}");
            let exact = read(1_000_000);
            assert_eq!(exact.method, FightMethod::Search { near: false }, "{c:?}");
            assert_eq!((quick.codes, exact.codes), ((1, 1), (1, 1)), "{c:?}");
        }
    }

    /// Codes whose move ran past the budget are no answer when estimates
    /// may follow (the next reading is asked: GTP answers instead of an
    /// error), and stay one when they may not (`FightReader::exact_only`).
    #[test]
    fn codes_without_a_move_give_way_to_the_next_reading() {
        let past = || Some(Coded::MovePastBudget);
        assert!(settled(past(), true).is_none());
        assert!(matches!(
            settled(past(), false),
            Some(Coded::MovePastBudget)
        ));
        let answer = || Some(Coded::Answer((1, 1), Move::Pass));
        assert!(matches!(settled(answer(), true), Some(Coded::Answer(..))));
        assert!(settled(None, true).is_none());
    }

    /// A chained block in atari is not at stake
    /// (tests/problems/c6-chained-stone-in-atari.txt): White's C9 is chained
    /// to E9 by D9, where it is in atari. Black takes it and lives, but
    /// White's F9 gives White's block a second eye at G9: with White first
    /// both live. With C9 at stake, Black's capture of it would end the
    /// fight and White, moving first, would lose. (The board below is the
    /// problem's top six rows: its row 9 is row 6 here.)
    #[test]
    fn a_chained_block_in_atari_is_not_at_stake() {
        let board = crate::io::read_ascii(
            ". X O . O . . O .
             X X X X X O O O X
             O O O O O O O O X
             . O X X X X X X X
             O O X . . . . . .
             X X X . . . . . .",
        )
        .unwrap();
        let game = pair(&board, "A4", "A5");
        let c9 = PointSet::single("C6".parse().unwrap());
        assert_eq!(game.essential().white - game.targets.white, c9);
        assert_eq!(game.essential().black, game.targets.black);
        let white = fight_within(&board, &game, Color::White, 400_000);
        assert_eq!((white.codes, white.mv.to_string()), ((1, 0), "F6".into()));
        assert_eq!(white.method, FightMethod::Search { near: false });
        let black = fight_within(&board, &game, Color::Black, 400_000);
        assert_eq!((black.codes, black.mv.to_string()), ((1, 1), "F6".into()));
        let at_stake = LocalGame {
            targets: game.essential(),
            ..game.clone()
        };
        let white = fight_within(&board, &at_stake, Color::White, 400_000);
        assert_eq!(white.codes, (0, 0), "taking C9 would kill");
    }

    /// The classified game of the race of the blocks at vertices `a` and
    /// `b` (`partition_pair`'s, without the walls GTP's `pair_game` joins).
    fn pair(board: &Board, a: &str, b: &str) -> LocalGame {
        let (a, b) = (a.parse().unwrap(), b.parse().unwrap());
        let partition = partition_pair(board, a, b).unwrap();
        classify(board, &partition, partition.games[0], Some((a, b)))
    }

    /// The fight of `game` with `c` moving first, read within `nodes` and
    /// every fallback past them.
    fn fight_within(board: &Board, game: &LocalGame, c: Color, nodes: u64) -> FightAnswer {
        search_fight(
            board,
            game,
            c,
            Budget::nodes(nodes),
            &mut Vec::new(),
            true,
            None,
        )
        .unwrap()
        .unwrap()
    }

    /// The capture race of `game` searched (within 2 000 000 nodes) with
    /// White moving first after Black's `mv`.
    fn white_first_after(board: &Board, game: &LocalGame, mv: Move) -> Outcome {
        let mut next = board.clone();
        next.play(Color::Black, mv);
        let budget = Budget::nodes(2_000_000);
        let mut solver = Solver::new(&next, game.points, game.essential(), budget);
        solver.result(Color::White, 1)
    }
}
