//! The solve loop: every figure of a race (docs/search.md) from R(c, k) for
//! growing k, then best moves, stops and value.

use super::{MAX_K, Repetition, Solver, UNLIMITED};
use crate::{
    cgt::{Q, Value},
    go::{Board, ByColor, Color, PointSet},
    limits::Budget,
    race::{Method, Outcome, RaceResult},
};

/// Solves every figure of a race: results, status, seki_level,
/// unconditional, best moves, stops and value, by exact search of the local
/// game `game`, in which capturing any stone of `essential` ends the race.
///
/// ```
/// use semeai::{Budget, ByColor, Color, Outcome, io, search::solve};
///
/// // D1-D3 (3 liberties) against E1-E3 (2); the walls reach outside.
/// let board = io::read_ascii(
///     ". . . . . . . . .
///      . o o o x x x . .
///      . o . X O . x . .
///      . o . X O . x . .
///      . o . X O x x . .",
/// ).unwrap();
/// let game = "C1 C2 C3 D1 D2 D3 E1 E2 E3 F2 F3".parse().unwrap();
/// let essential = ByColor::new("D1".parse().unwrap(), "E1".parse().unwrap());
/// let r = solve(&board, game, essential, Budget::nodes(300_000));
/// assert_eq!((r.black_first, r.white_first), (Outcome::Black, Outcome::Black));
/// assert_eq!(r.status, Some(1));
/// assert!(r.nodes().unwrap() > 0);
/// ```
#[must_use]
pub fn solve(
    board: &Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    budget: Budget,
) -> RaceResult {
    Solver::new(board, game, essential, budget).into_solution()
}

impl Solver {
    /// Solves the results, status, seki_level and unconditional of the
    /// race, without the best moves and the value (which
    /// [`Solver::into_solution`] adds).
    #[must_use]
    pub fn into_results(mut self) -> RaceResult {
        self.figures()
    }

    /// Solves every figure (as [`solve`]) with this solver.
    #[must_use]
    pub fn into_solution(mut self) -> RaceResult {
        let mut result = self.figures();
        self.add_moves_and_value(&mut result);
        result
    }

    /// R(c, 1) for both sides, then status, sekiLevel and unconditional
    /// from R(c, k) for growing k (docs/search.md); no moves, no value.
    fn figures(&mut self) -> RaceResult {
        let s = self;
        let black_first = s.result(Color::Black, 1);
        let white_first = s.result(Color::White, 1);
        let known = |o: Outcome| !matches!(o, Outcome::Ko | Outcome::Unknown);
        let winner = Outcome::winner(black_first, white_first);
        let mut status = None;
        let mut seki_level = None;
        let mut unconditional = false;
        if known(black_first) && known(white_first) {
            if let Some(w) = winner {
                let loser = w.opponent();
                let sign = if w == Color::Black { 1 } else { -1 };
                match s.result(loser, UNLIMITED) {
                    o if o == Outcome::win(w) => unconditional = true,
                    o if known(o) => {
                        let mut k = 1;
                        while k < MAX_K && s.result(loser, k + 1) == Outcome::win(w) {
                            k += 1;
                        }
                        if !s.exhausted() && k < MAX_K {
                            status = Some(sign * i64::from(k));
                        }
                    }
                    _ => {}
                }
            } else {
                status = Some(0);
                if black_first == Outcome::Black || white_first == Outcome::White {
                    seki_level = Some(0);
                } else {
                    let b = s.result(Color::Black, UNLIMITED);
                    let w = s.result(Color::White, UNLIMITED);
                    if b != Outcome::Black && w != Outcome::White && known(b) && known(w) {
                        unconditional = true;
                    } else if known(b) && known(w) {
                        let mut k = 1;
                        while k < MAX_K
                            && s.result(Color::Black, k + 1) != Outcome::Black
                            && s.result(Color::White, k + 1) != Outcome::White
                        {
                            k += 1;
                        }
                        if !s.exhausted() && k < MAX_K {
                            seki_level = Some(u32::from(k));
                        }
                    }
                }
            }
            if s.exhausted() {
                status = None;
                seki_level = None;
                unconditional = false;
            }
        }
        RaceResult {
            black_first,
            white_first,
            status,
            seki_level,
            winner,
            unsettled: status == Some(0) && seki_level == Some(0),
            unconditional,
            best_move: ByColor::new(None, None),
            value: None,
            method: Method::Search {
                nodes: s.nodes(),
                stops: None,
            },
        }
    }

    /// Each side's best move (in a ko, the move that wins when the side wins
    /// the ko, as GTP's codes 2 and 3 do; otherwise under superko), the
    /// stops and the value.
    fn add_moves_and_value(&mut self, r: &mut RaceResult) {
        let rule = |c: Color, first: Outcome| {
            if first == Outcome::Ko {
                Repetition::WonBy(c)
            } else {
                Repetition::Barred
            }
        };
        r.best_move = ByColor::from_fn(|c| self.best_move(c, rule(c, r.first(c))));
        let stops = self.stop(Color::Black).zip(self.stop(Color::White));
        r.value = stops.map(|(l, r)| {
            if l == r {
                Value::integer(l)
            } else {
                Value::switch(Q::from_integer(l), Q::from_integer(r))
            }
        });
        r.method = Method::Search {
            nodes: self.nodes(),
            stops,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{EYE_AGAINST_EYE, OUTSIDE_ONLY, problem};
    use super::*;

    #[test]
    fn figures_of_a_won_race_and_of_an_unsettled_one() {
        let (_, s) = problem(OUTSIDE_ONLY);
        let r = s.into_results();
        assert_eq!(
            (r.black_first, r.white_first),
            (Outcome::Black, Outcome::Black)
        );
        assert_eq!((r.status, r.winner), (Some(1), Some(Color::Black)));
        assert_eq!(r.best_move, ByColor::new(None, None), "results only");
        let (_, s) = problem(EYE_AGAINST_EYE);
        let r = s.into_solution();
        assert_eq!(
            (r.status, r.seki_level, r.unsettled),
            (Some(0), Some(0), true)
        );
        assert_eq!(r.value.map(|v| v.to_string()).as_deref(), Some("{28|-22}"));
        assert!(matches!(
            r.method,
            Method::Search {
                stops: Some((28, -22)),
                ..
            }
        ));
    }
}
