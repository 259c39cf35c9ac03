//! The score of a finished game (docs/scoring.md): dead stones
//! and seki decided from the block status and an estimate for what no proof
//! settles (the dead-stone judge, [`judge`]), then the count under territory (Japanese), area
//! (Chinese) or Tromp-Taylor rules.
//!
//! ```text
//! . X O . .    Area: Black 6 stones + A4, A2 = 8; White 4 stones
//! X X O . .    + 8 points = 12.
//! . X O . .    Territory: Black A4, A2 = 2; White 8.
//! X X O . .
//! ```

mod bouzy;
mod dead;

use crate::{
    go::{Board, ByColor, Color, Komi, PointSet, Scoring},
    limits::Limits,
    status::block_status,
};
pub use dead::{Judged, Reason, Verdict, judge};

/// Points of a region touching both colours from which it counts as an open
/// area (Bouzy's map shares it out) rather than as dame.
const OPEN_AREA: usize = 5;

/// Where the dead stones come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeadStones {
    /// Decided by the engine: proofs, then the estimate of [`judge`].
    Static,
    /// Given by the caller (the players' agreement), whole blocks.
    Given(PointSet),
    /// None: every stone counts as it stands (Tromp-Taylor's own count).
    Keep,
}

impl DeadStones {
    /// `static`, `given` or `none`, as JSON's `dead_from`.
    #[must_use]
    pub fn word(&self) -> &'static str {
        match self {
            DeadStones::Static => "static",
            DeadStones::Given(_) => "given",
            DeadStones::Keep => "none",
        }
    }
}

/// One side's count.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// Its stones left on the board (after the dead are taken off).
    pub stones: u32,
    /// Its territory: empty points (and the points of dead stones taken
    /// off) surrounded by its stones alone; under territory rules, not those
    /// of a group in seki.
    pub territory: u32,
    /// Stones it captured: in play (from the record) plus the opponent's
    /// dead stones. Counted under territory rules only.
    pub prisoners: u32,
    /// Its points: territory + prisoners (territory rules) or stones +
    /// territory (area and Tromp-Taylor rules).
    pub score: u32,
}

/// The count of a finished position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// The rules it was counted by.
    pub scoring: Scoring,
    /// The komi, which goes to White.
    pub komi: Komi,
    /// Where the dead stones came from.
    pub dead_from: &'static str,
    /// Stones taken off as dead.
    pub dead: PointSet,
    /// Stones in seki.
    pub seki: PointSet,
    /// Empty points of a seki group's eye space (no territory under
    /// territory rules).
    pub seki_points: PointSet,
    /// Empty points next to both colours' regions: nobody's.
    pub dame: PointSet,
    /// Points of a side's territory where it must connect once the dame
    /// are filled (territory rules only): nobody's.
    pub forced: PointSet,
    /// Each side's territory points.
    pub territory: ByColor<PointSet>,
    /// Each side's count.
    pub count: ByColor<Count>,
    /// The judgement of every block, when the engine decided the dead stones.
    pub verdict: Option<Verdict>,
    /// Handicap stones given to Black, counted for White under area rules
    /// (docs/scoring.md, as Carta and KGS do); 0 by default.
    pub handicap: u32,
    /// Borders not finished: open areas (regions of at least five points
    /// next to both colours, shared out by Bouzy's map, but for a seki's
    /// shared liberties) and the nobody's
    /// points where a stone of either side still closes territory of its
    /// own. Empty when the game is finished (a record that ends without
    /// two passes may hold them; the count takes them as they stand).
    pub unfinished: PointSet,
}

impl Score {
    /// The count with `stones` handicap stones: under area rules White gets
    /// a point for each (territory rules need nothing: Black's extra stones
    /// earn no territory by themselves).
    ///
    /// ```
    /// use semeai::{Limits, io, score::{DeadStones, score}, go::{Komi, Scoring}};
    ///
    /// let board = io::read_ascii("X . O\nX . O").unwrap();
    /// let limits = Limits::default();
    /// let s = score(&board, Scoring::Area, Komi::ZERO, DeadStones::Keep, &limits).with_handicap(2);
    /// assert_eq!((s.count.black.score, s.count.white.score), (2, 4));
    /// ```
    #[must_use]
    pub fn with_handicap(mut self, stones: u32) -> Score {
        if self.scoring == Scoring::Area {
            self.count.white.score = self.count.white.score - self.handicap + stones;
        }
        self.handicap = stones;
        self
    }

    /// Black's points minus White's minus komi, in half points.
    #[must_use]
    pub fn margin_halves(&self) -> i64 {
        2 * (i64::from(self.count.black.score) - i64::from(self.count.white.score))
            - i64::from(self.komi.halves())
    }

    /// Whether the game is finished: no border left open
    /// ([`Score::unfinished`]).
    #[must_use]
    pub fn finished(&self) -> bool {
        self.unfinished.is_empty()
    }

    /// The winner, `None` for a draw.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        match self.margin_halves() {
            0 => None,
            m if m > 0 => Some(Color::Black),
            _ => Some(Color::White),
        }
    }

    /// The result as GTP's `final_score` writes it: `B+3.5`, `W+0.5` or `0`.
    #[must_use]
    pub fn result(&self) -> String {
        let m = self.margin_halves();
        if m == 0 {
            return "0".to_string();
        }
        let side = if m > 0 { "B" } else { "W" };
        let points = Komi::from_halves(i32::try_from(m.abs()).unwrap_or(i32::MAX));
        format!("{side}+{points}")
    }
}

/// Counts `board` under `scoring` with `komi`; dead stones from `dead`
/// (with [`DeadStones::Static`], the searches behind the judgement spend
/// at most [`Limits::status`] each).
///
/// ```
/// use semeai::{Limits, go::{Komi, Scoring}, io, score::{DeadStones, score}};
///
/// let board = io::read_ascii(
///     ". X O . .
///      X X O . .
///      . X O . .
///      X X O . .",
/// ).unwrap();
/// let limits = Limits::default();
/// let s = score(&board, Scoring::Area, Komi::ZERO, DeadStones::Static, &limits);
/// assert_eq!((s.count.black.score, s.count.white.score), (8, 12));
/// assert_eq!(s.result(), "W+4");
/// let s = score(&board, Scoring::Territory, "0.5".parse().unwrap(), DeadStones::Static, &limits);
/// assert_eq!((s.count.black.score, s.count.white.score), (2, 8));
/// assert_eq!(s.result(), "W+6.5");
/// ```
#[must_use]
pub fn score(
    board: &Board,
    scoring: Scoring,
    komi: Komi,
    dead: DeadStones,
    limits: &Limits,
) -> Score {
    let dead_from = dead.word();
    let (dead, seki, verdict) = match dead {
        DeadStones::Keep => (PointSet::EMPTY, PointSet::EMPTY, None),
        DeadStones::Given(stones) => {
            let dead = stones_of_blocks(board, stones);
            (dead, PointSet::EMPTY, None)
        }
        DeadStones::Static => {
            let proven = block_status(board, limits);
            let verdict = dead::judge(board, &proven, limits);
            (verdict.dead(), verdict.seki(), Some(verdict))
        }
    };
    // Tromp-Taylor counts the board as it stands.
    let (dead, seki) = if scoring == Scoring::TrompTaylor {
        (PointSet::EMPTY, PointSet::EMPTY)
    } else {
        (dead, seki)
    };
    let stones = ByColor::from_fn(|c| board.stones(c) - dead);
    let Regions {
        mut territory,
        dame,
        seki_points,
        open,
    } = regions(board, stones, seki, scoring);
    let unfinished = if scoring == Scoring::TrompTaylor {
        PointSet::EMPTY
    } else {
        open | closing_points(board, stones, seki, scoring, dame, territory)
    };
    // Under territory rules a point where a side must connect once the dame
    // are filled (teire) is not its territory.
    let forced = if scoring == Scoring::Territory {
        forced_connections(board, stones, dame, territory)
    } else {
        PointSet::EMPTY
    };
    for c in Color::ALL {
        territory[c] -= forced;
    }
    let count = ByColor::from_fn(|c| {
        let o = c.opponent();
        let prisoners = board.captures()[c] + (dead & board.stones(o)).len() as u32;
        let t = territory[c].len() as u32;
        let s = stones[c].len() as u32;
        match scoring {
            Scoring::Territory => Count {
                stones: s,
                territory: t,
                prisoners,
                score: t + prisoners,
            },
            Scoring::Area | Scoring::TrompTaylor => Count {
                stones: s,
                territory: t,
                prisoners,
                score: s + t,
            },
        }
    });
    Score {
        scoring,
        komi,
        dead_from,
        dead,
        seki,
        seki_points,
        dame,
        forced,
        territory,
        count,
        verdict,
        handicap: 0,
        unfinished,
    }
}

/// The nobody's points (`dame`) where a stone of either side, legal and
/// not in atari, makes some empty point its territory that was not (a
/// border left open: a move there still changes the count). A stone in
/// atari there would be taken back.
fn closing_points(
    board: &Board,
    stones: ByColor<PointSet>,
    seki: PointSet,
    scoring: Scoring,
    dame: PointSet,
    territory: ByColor<PointSet>,
) -> PointSet {
    let on = board.points();
    dame.iter()
        .filter(|&p| {
            Color::ALL.into_iter().any(|c| {
                let mut s = stones;
                s[c].insert(p);
                let empty = on - s.black - s.white;
                let block = PointSet::single(p).flood_fill(s[c]);
                if (block.neighbors() & empty).len() < 2 {
                    return false;
                }
                let after = regions(board, s, seki, scoring);
                !(after.territory[c] - territory[c]).is_empty()
            })
        })
        .collect()
}

/// The empty points of a position as a count shares them out.
struct Regions {
    /// Each side's territory points.
    territory: ByColor<PointSet>,
    /// Points next to both colours: nobody's.
    dame: PointSet,
    /// Points of a seki group's eye space (territory rules).
    seki_points: PointSet,
    /// The open areas, shared out by Bouzy's map (not a seki's shared
    /// liberties).
    open: PointSet,
}

/// The empty points around `stones` (the dead taken off) under `scoring`:
/// a region touching one colour is its territory (under territory rules
/// not when it touches a block in `seki`), one touching both is dame, or,
/// when it is a large open area, shared out by Bouzy's map.
fn regions(board: &Board, stones: ByColor<PointSet>, seki: PointSet, scoring: Scoring) -> Regions {
    let empty = board.points() - stones.black - stones.white;
    let mut territory = ByColor::splat(PointSet::EMPTY);
    let mut dame = PointSet::EMPTY;
    let mut seki_points = PointSet::EMPTY;
    let mut owners: Option<ByColor<PointSet>> = None;
    let mut open = PointSet::EMPTY;
    for region in empty.components() {
        let around = region.neighbors() & board.points();
        let touches = ByColor::from_fn(|c| around.intersects(stones[c]));
        match (touches.black, touches.white) {
            (true, false) | (false, true) => {
                let c = if touches.black {
                    Color::Black
                } else {
                    Color::White
                };
                if scoring == Scoring::Territory && around.intersects(seki) {
                    seki_points |= region;
                } else {
                    territory[c] |= region;
                }
            }
            // An open area no wall closes (an unfinished game): each
            // point goes to the side Bouzy's map gives it.
            _ if scoring != Scoring::TrompTaylor && region.len() >= OPEN_AREA => {
                let owner = owners.get_or_insert_with(|| {
                    bouzy::owners(board.points(), stones, bouzy::DILATIONS, bouzy::EROSIONS)
                });
                // Shared liberties of a seki are finished.
                if !(around & (stones.black | stones.white)).is_subset(seki) {
                    open |= region;
                }
                for c in Color::ALL {
                    territory[c] |= region & owner[c];
                }
                dame |= region - owner.black - owner.white;
            }
            _ => dame |= region,
        }
    }
    Regions {
        territory,
        dame,
        seki_points,
        open,
    }
}

/// Carta's forced connections (docs/scoring.md): a point of c's
/// territory is forced when c must connect there both after the dame are
/// filled by the opponent and after they are filled by c itself (so only
/// connections that no order of dame filling avoids count).
fn forced_connections(
    board: &Board,
    stones: ByColor<PointSet>,
    dame: PointSet,
    territory: ByColor<PointSet>,
) -> PointSet {
    let mut forced = PointSet::EMPTY;
    for c in Color::ALL {
        forced |= connections_after_fill(board, stones, dame, territory[c], c, c.opponent())
            & connections_after_fill(board, stones, dame, territory[c], c, c);
    }
    forced
}

/// `filler` fills every dame it can without suicide, self-atari or a
/// capture, and its opponent those left that it can; then each block of `c` in atari with its last liberty in `own`
/// (c's territory) connects there, again while one is. The points c fills.
fn connections_after_fill(
    board: &Board,
    stones: ByColor<PointSet>,
    dame: PointSet,
    own: PointSet,
    c: Color,
    filler: Color,
) -> PointSet {
    let on = board.points();
    let mut s = stones;
    // The filler first; the dame it cannot fill safely, the other side;
    // then, as Carta fills every dame in one colour, the filler those left
    // even in self-atari (a block it puts in atari connects below).
    for (f, safe) in [(filler, 2), (filler.opponent(), 2), (filler, 1)] {
        for d in dame - s.black - s.white {
            let mut t = s;
            t[f].insert(d);
            let empty = on - t.black - t.white;
            let block = PointSet::single(d).flood_fill(t[f]);
            let other = f.opponent();
            let captures = (PointSet::single(d).neighbors() & t[other])
                .iter()
                .any(|q| {
                    !PointSet::single(q)
                        .flood_fill(t[other])
                        .neighbors()
                        .intersects(empty)
                });
            if (block.neighbors() & empty).len() >= safe && !captures {
                s = t;
            }
        }
    }
    let mut filled = PointSet::EMPTY;
    'connect: loop {
        let empty = on - s.black - s.white;
        for block in s[c].components() {
            let liberties = block.neighbors() & empty;
            if liberties.len() == 1 && liberties.is_subset(own) {
                s[c] |= liberties;
                filled |= liberties;
                continue 'connect;
            }
        }
        return filled;
    }
}

/// The whole blocks of the stones in `stones`.
fn stones_of_blocks(board: &Board, stones: PointSet) -> PointSet {
    Color::ALL.iter().fold(PointSet::EMPTY, |s, &c| {
        s | (stones & board.stones(c)).flood_fill(board.stones(c))
    })
}
