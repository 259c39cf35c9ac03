//! The eye game itself: the owner's value of an eye at each pair of
//! counters, searched with memoised facts (see the parent module).

use super::*;

/// An opponent's counter the owner never fills: the owner wins no race, at
/// best it is never captured ([`eye_life`]).
pub(super) const ENDLESS: u32 = u32::MAX;

/// The result for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Value {
    Loss,
    Seki,
    Win,
}

impl Value {
    pub(super) fn negated(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
            Value::Seki => Value::Seki,
        }
    }
}

/// A position of the eye game in one word: the board's Zobrist hash mixed
/// with the opponent's counter, the owner's other liberties, whether the
/// owner moves and whether the last move was a pass (each times its own
/// odd constant; the search's table keys positions the same way).
pub(super) type Key = u64;

/// The game's maps: a key is its own hash.
pub(super) type Hashed = std::hash::BuildHasherDefault<crate::go::KeyHasher>;

pub(super) fn key(hash: u64, n: u32, m: u32, owner_moves: bool, passed: bool) -> Key {
    hash ^ u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(m).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ u64::from(owner_moves).wrapping_mul(0x1656_67B1_9E37_79F9)
        ^ u64::from(passed).wrapping_mul(0x27D4_EB2F_1656_67C5)
}

pub(super) struct EyeGame<'n> {
    pub(super) owner: Color,
    pub(super) eye: PointSet,
    /// An empty point far from the eye, every neighbour the owner's: the
    /// owner's block keeps a liberty there while it has other liberties
    /// (so its moves in the eye are as safe as in the race), and the
    /// owner fills it when the opponent has taken the last of them.
    pub(super) sink: Point,
    /// What is known of each position (keyed without the counters): the
    /// owner's value at some counters. Results are monotonic in both (see
    /// [`counted`]), so a value at (n, m) bounds the owner's value from
    /// below wherever the counter is no larger and the other liberties no
    /// fewer, and from above the other way.
    pub(super) memo: HashMap<Key, Facts, Hashed>,
    /// The positions of the line being searched, with their depth in it:
    /// one met again is a repetition. With no ko winner the eye then does
    /// not count; with one, the winner's move that repeats wins and the
    /// other's is barred (it loses no more than a pass).
    pub(super) line: HashMap<Key, usize, Hashed>,
    /// The shallowest position of the line a repetition met since the
    /// node being searched began: its value depends on the line above it
    /// when that lies above the node, and is then not remembered.
    pub(super) since: usize,
    pub(super) nodes: u64,
    /// A repetition or a ko shape was met, or the node budget ran out.
    pub(super) failed: bool,
    /// Whether an empty point of `eye` with only the owner's stones round
    /// it wins for the owner ([`outside_as_counter`]: an eye made in an
    /// outside-liberty region may be the owner's second).
    pub(super) eyes_win: bool,
    /// Who wins every ko: `None`, a ko shape or a repetition fails the
    /// game; `Some(x)`, x may retake a ko at once and the other side may
    /// not (simple ko), and x wins every repetition.
    pub(super) ko_winner: Option<Color>,
    /// A ko shape or a repetition was met.
    pub(super) ko_seen: bool,
    /// The nodes this game shares with the caller's other games.
    pub(super) shared: &'n EyeNodes,
}

/// The owner's values known at some counters of one position, each list
/// kept to the facts no other one of it implies: `lows` bound the value
/// from below (a value at (n, m) holds at least wherever the counter is no
/// larger and the other liberties no fewer), `highs` from above.
#[derive(Default)]
pub(super) struct Facts {
    lows: Vec<(u32, u32, Value)>,
    highs: Vec<(u32, u32, Value)>,
}

impl Facts {
    /// The owner's value at counters (n, m), when the facts decide it.
    pub(super) fn known(&self, n: u32, m: u32) -> Option<Value> {
        let lo = self
            .lows
            .iter()
            .filter(|&&(at_n, at_m, _)| at_n >= n && at_m <= m)
            .map(|&(_, _, v)| v)
            .fold(Value::Loss, Value::max);
        let hi = self
            .highs
            .iter()
            .filter(|&&(at_n, at_m, _)| at_n <= n && at_m >= m)
            .map(|&(_, _, v)| v)
            .fold(Value::Win, Value::min);
        (lo == hi).then_some(lo)
    }

    /// Learns the owner's value `v` at (n, m).
    pub(super) fn add(&mut self, n: u32, m: u32, v: Value) {
        // A bound from below at (n, m) implies every one at a counter no
        // larger, other liberties no fewer and a value no larger.
        let below = |(an, am, av): (u32, u32, Value), (bn, bm, bv): (u32, u32, Value)| {
            an >= bn && am <= bm && av >= bv
        };
        let above = |(an, am, av): (u32, u32, Value), (bn, bm, bv): (u32, u32, Value)| {
            an <= bn && am >= bm && av <= bv
        };
        let fact = (n, m, v);
        for (list, implies) in [
            (&mut self.lows, &below as &dyn Fn(_, _) -> bool),
            (&mut self.highs, &above),
        ] {
            if !list.iter().any(|&f| implies(f, fact)) {
                list.retain(|&f| !implies(fact, f));
                list.push(fact);
            }
        }
    }
}

impl<'n> EyeGame<'n> {
    pub(super) fn new(
        owner: Color,
        eye: PointSet,
        sink: Point,
        eyes_win: bool,
        ko_winner: Option<Color>,
        shared: &'n EyeNodes,
    ) -> Self {
        EyeGame {
            owner,
            eye,
            sink,
            memo: HashMap::default(),
            line: HashMap::default(),
            since: usize::MAX,
            nodes: 0,
            failed: false,
            eyes_win,
            ko_winner,
            ko_seen: false,
            shared,
        }
    }

    /// The value for `c` to move with the opponent's counter at `n` and
    /// the owner's other liberties at `m`.
    pub(super) fn value(&mut self, b: &mut Board, c: Color, n: u32, m: u32, passed: bool) -> Value {
        self.value_banned(b, c, n, m, passed, None)
    }

    /// [`EyeGame::value`] with `ban`, a ko `c` may not retake at once.
    pub(super) fn value_banned(
        &mut self,
        b: &mut Board,
        c: Color,
        n: u32,
        m: u32,
        passed: bool,
        ban: Option<Point>,
    ) -> Value {
        let owner_moves = c == self.owner;
        let banned = ban
            .map_or(0, |p| p.index() as u64 + 1)
            .wrapping_mul(0x5851_F42D_4C95_7F2D);
        let here = key(b.hash(), n, m, owner_moves, passed) ^ banned;
        let position = key(b.hash(), 0, 0, owner_moves, passed) ^ banned;
        let for_mover = move |v: Value| if owner_moves { v } else { v.negated() };
        if let Some(v) = self.memo.get(&position).and_then(|facts| facts.known(n, m)) {
            return for_mover(v);
        }
        self.nodes += 1;
        if self.failed || self.nodes > EYE_GAME_NODES || !self.shared.spend() {
            self.failed = true;
            return Value::Seki;
        }
        if let Some(&depth) = self.line.get(&here) {
            // A repetition, made by the side not to move.
            self.ko_seen = true;
            self.since = self.since.min(depth);
            return match self.ko_winner {
                None => {
                    self.failed = true;
                    Value::Seki
                }
                // The winner's repetition wins; the other's is barred: a
                // loss for it, no worse than the pass it also has.
                Some(x) if x != c => Value::Loss,
                Some(_) => Value::Win,
            };
        }
        let depth = self.line.len();
        self.line.insert(here, depth);
        let outer = std::mem::replace(&mut self.since, usize::MAX);
        let o = c.opponent();
        // Filling a counter first, then the eye, a pass last: the likelier
        // wins first (the value does not depend on the order).
        let mut best = Value::Loss;
        if c == self.owner {
            // The owner fills one of the opponent's counter liberties; the
            // last one captures (never, when the counter is endless).
            if n != ENDLESS {
                best = if n <= 1 {
                    Value::Win
                } else {
                    self.value(b, o, n - 1, m, false).negated()
                };
            }
        } else if m > 1 {
            best = self.value(b, o, n, m - 1, false).negated();
        } else if m == 1 {
            // The owner's last other liberty: the sink goes too, and the
            // owner's block lives on its eye alone, or is taken.
            best = if b.try_play(self.owner, Move::Place(self.sink)).is_ok() {
                let v = self.value(b, o, n, 0, false).negated();
                b.undo();
                v
            } else {
                Value::Win
            };
        }
        for p in (self.eye & b.empty_points()).iter() {
            if best == Value::Win {
                break;
            }
            if ban == Some(p) {
                continue;
            }
            if let Some(v) = self.after_move(b, c, p, n, m) {
                best = best.max(v);
            }
        }
        // A pass; two in a row end the game with nobody captured.
        if best != Value::Win {
            best = best.max(if passed {
                Value::Seki
            } else {
                self.value(b, o, n, m, true).negated()
            });
        }
        self.line.remove(&here);
        let since = std::mem::replace(&mut self.since, outer);
        self.since = self.since.min(since);
        if since >= depth {
            self.memo
                .entry(position)
                .or_default()
                .add(n, m, for_mover(best));
        }
        best
    }

    /// The value for `c` of playing `p` in the eye; `None` when illegal.
    pub(super) fn after_move(
        &mut self,
        b: &mut Board,
        c: Color,
        p: Point,
        n: u32,
        m: u32,
    ) -> Option<Value> {
        let o = c.opponent();
        let before = b.stones(o);
        b.try_play(c, Move::Place(p)).ok()?;
        let captured = before - b.stones(o);
        let v = if c != self.owner && !captured.is_subset(self.eye) {
            // The opponent took the owner's block.
            Value::Win
        } else if c == self.owner && self.eyes_win && self.eye_made(b) {
            Value::Win
        } else {
            // One stone taken by one stone left in atari: a ko shape.
            let ko = captured.len() == 1
                && b.block_at(p)
                    .is_some_and(|k| k.stones.len() == 1 && k.liberties.len() == 1);
            let mut next_ban = None;
            if ko {
                self.ko_seen = true;
                match self.ko_winner {
                    None => self.failed = true,
                    // The ko's winner took it: the other may not retake.
                    Some(x) if x == c => next_ban = captured.first(),
                    Some(_) => {}
                }
            }
            self.value_banned(b, o, n, m, false, next_ban).negated()
        };
        b.undo();
        Some(v)
    }

    /// Whether an empty point of the eye has only the owner's stones (and
    /// the edge) round it.
    pub(super) fn eye_made(&self, b: &Board) -> bool {
        let own = b.stones(self.owner);
        (self.eye & b.empty_points())
            .iter()
            .any(|q| b.border(PointSet::single(q)).is_subset(own))
    }
}
