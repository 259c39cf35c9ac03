//! Soundness of the safe points, checked by exact search: on small boards
//! filled by random play, every point the static rules (and the status
//! module's whole safe set) call safe for a colour must stay that colour's
//! when the opponent moves first and the owner answers.
//!
//! The game checked: the opponent (the attacker) moves first; both sides may
//! play anywhere or pass; simple ko; the game ends when both sides have
//! passed in turn, and the attacker wins when a safe point is then its area
//! (its stone, or an empty point only its stones surround). Stones called
//! safe may be captured on the way (a stone inside its owner's territory
//! may be taken and the territory retaken): only the end counts. Both sides
//! play only on the safe points Benson's algorithm does not prove and their
//! neighbours (the attacker has no ko threats elsewhere). A line longer than the ply cap, or a cycle of
//! positions, counts as the attacker's failure; so does a position where
//! every safe point is in a block or vital region Benson's algorithm proves
//! (a theorem). A position whose search runs out of nodes is left
//! unchecked (counted, never called sound).

use std::collections::{HashMap, HashSet};

use semeai::{
    Board, Color, Limits, Move, PointSet,
    go::{BoardSize, KoRule, Rules},
    life::{benson, static_safety},
    status::{SafetySolver, safe_points},
};

/// The longest line searched.
const PLY_CAP: u32 = 40;
/// Nodes per colour and position before the position is left unchecked.
const NODES: u64 = 60_000;

/// A small reproducible random source (xorshift64*).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A position from random play on a small board, stopped when at most
/// `empty` points are left empty (or both sides have only eye fills left).
/// Neither side fills a point all of whose neighbours are its own stones.
fn random_position(rng: &mut Random, empty: usize) -> Board {
    let sizes = [(5, 5), (6, 5), (6, 6), (7, 5), (7, 6), (7, 7), (9, 5)];
    let (w, h) = sizes[rng.below(sizes.len())];
    let mut board = Board::empty(BoardSize::new(w, h).unwrap());
    let rules = Rules {
        ko: KoRule::Simple,
        ..Rules::default()
    };
    board.set_rules(rules);
    let mut color = Color::Black;
    let mut passes = 0;
    for _ in 0..400 {
        if board.empty_points().len() <= empty || passes >= 2 {
            break;
        }
        let own = board.stones(color);
        let candidates: Vec<_> = board
            .legal_points(color)
            .iter()
            .filter(|&p| !board.border(PointSet::single(p)).is_subset(own))
            .collect();
        if candidates.is_empty() {
            board.play(color, Move::Pass);
            passes += 1;
        } else {
            let p = candidates[rng.below(candidates.len())];
            board.play(color, Move::Place(p));
            passes = 0;
        }
        color = color.opponent();
    }
    let mut board = board.rooted();
    board.set_rules(rules);
    board
}

/// The exact game of the module doc for one colour's safe set.
struct Check {
    owner: Color,
    safe: PointSet,
    /// Where both sides may play: the safe points Benson's algorithm does
    /// not prove at the start, and their neighbours (a move in an
    /// unconditionally safe area changes nothing there: a pass does as much).
    arena: PointSet,
    memo: HashMap<(u64, u64, Color, u8), bool>,
    path: HashSet<(u64, u64, Color, u8)>,
    nodes: u64,
}

impl Check {
    fn new(board: &Board, owner: Color, safe: PointSet) -> Check {
        Check {
            owner,
            safe,
            arena: {
                let (alive, territory) = benson(board, owner);
                let open = safe - alive - territory;
                (open | board.border(open)) & board.points()
            },
            memo: HashMap::new(),
            path: HashSet::new(),
            nodes: 0,
        }
    }

    /// Whether the attacker, with `mover` to play, takes a safe point;
    /// `None` when the line runs past the cap, cycles or the budget is spent.
    fn attacker_wins(
        &mut self,
        board: &mut Board,
        mover: Color,
        passes: u8,
        ko: bool,
        depth: u32,
    ) -> Option<bool> {
        let attacker = self.owner.opponent();
        if passes >= 2 {
            let stones = board.stones(attacker);
            let area = board
                .empty_points()
                .components()
                .filter(|&r| board.border(r).is_subset(stones))
                .collect::<PointSet>();
            return Some((stones | area).intersects(self.safe));
        }
        // Benson's theorem: points in the owner's unconditionally alive
        // blocks and their vital regions stay the owner's.
        let (alive, territory) = benson(board, self.owner);
        if self.safe.is_subset(alive | territory) {
            return Some(false);
        }
        self.nodes += 1;
        if self.nodes > NODES {
            return None;
        }
        if depth >= PLY_CAP {
            return Some(false);
        }
        // The position before the last move matters only for a ko retake.
        let before = if ko {
            board
                .history_hashes()
                .iter()
                .rev()
                .nth(1)
                .copied()
                .unwrap_or(0)
        } else {
            0
        };
        let key = (board.hash(), before, mover, passes);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if !self.path.insert(key) {
            return Some(false);
        }
        let wanted = mover == attacker;
        let mut unknown = false;
        let mut result = None;
        let moves: Vec<Move> = (board.legal_points(mover) & self.arena)
            .iter()
            .map(Move::Place)
            .chain([Move::Pass])
            .collect();
        for mv in moves {
            let next_passes = if mv == Move::Pass { passes + 1 } else { 0 };
            let Ok(played) = board.try_play(mover, mv) else {
                continue;
            };
            let ko = played.captured.len() == 1;
            let r = self.attacker_wins(board, mover.opponent(), next_passes, ko, depth + 1);
            board.undo();
            match r {
                Some(x) if x == wanted => {
                    result = Some(wanted);
                    break;
                }
                Some(_) => {}
                None => unknown = true,
            }
        }
        self.path.remove(&key);
        let result = match result {
            Some(x) => Some(x),
            None if unknown => None,
            None => Some(!wanted),
        };
        if let Some(x) = result {
            self.memo.insert(key, x);
        }
        result
    }
}

/// Counts of a run.
#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    with_claims: usize,
    /// Positions where some claim is more than Benson proves.
    beyond_benson: usize,
    /// Positions with claims whose every claim the search confirmed.
    checked: usize,
    /// Of those, positions with a claim beyond Benson's.
    checked_beyond_benson: usize,
    unchecked: usize,
    safe_points: usize,
}

/// Checks `count` random positions with at most `empty` empty points; panics
/// on the first unsound point, drawing the position.
fn check_positions(seed: u64, count: usize, empty: usize, whole_status: bool) -> Tally {
    let mut rng = Random(seed | 1);
    let mut tally = Tally::default();
    let limits = Limits::default();
    while tally.positions < count {
        let left = 4 + rng.below(empty - 3);
        let board = random_position(&mut rng, left);
        tally.positions += 1;
        let claims = if whole_status {
            safe_points(&board, SafetySolver::Static, &limits)
        } else {
            static_safety(&board)
        };
        if claims.black.is_empty() && claims.white.is_empty() {
            continue;
        }
        tally.with_claims += 1;
        let beyond = Color::ALL.iter().any(|&c| {
            let (alive, territory) = benson(&board, c);
            !claims[c].is_subset(alive | territory)
        });
        tally.beyond_benson += usize::from(beyond);
        let mut all_known = true;
        for owner in Color::ALL {
            let safe = claims[owner];
            if safe.is_empty() {
                continue;
            }
            let mut check = Check::new(&board, owner, safe);
            let mut play = board.clone();
            match check.attacker_wins(&mut play, owner.opponent(), 0, false, 0) {
                Some(true) => panic!(
                    "unsound: {owner:?}'s safe points {safe} taken with {:?} first\n{}",
                    owner.opponent(),
                    semeai::io::write_ascii(&board)
                ),
                Some(false) => tally.safe_points += safe.len(),
                None => all_known = false,
            }
        }
        if all_known {
            tally.checked += 1;
            tally.checked_beyond_benson += usize::from(beyond);
        } else {
            tally.unchecked += 1;
        }
    }
    tally
}

#[test]
fn the_static_rules_are_sound_on_small_boards() {
    let tally = check_positions(0x5EED_0001, 600, 9, false);
    eprintln!("{tally:?}");
    assert!(
        tally.checked >= 250 && tally.checked_beyond_benson >= 25,
        "{tally:?}"
    );
}

#[test]
fn the_whole_safe_set_is_sound_on_small_boards() {
    let tally = check_positions(0x5EED_0002, 500, 9, true);
    eprintln!("{tally:?}");
    assert!(
        tally.checked >= 200 && tally.checked_beyond_benson >= 15,
        "{tally:?}"
    );
}

/// The measure: at least 10 000 positions with claims checked, for
/// the static rules and for the whole safe set. Run by CI.
#[test]
#[ignore = "minutes: run by .ci/run"]
fn ten_thousand_positions_are_sound() {
    let rules = check_positions(0x5EED_0003, 21_000, 10, false);
    eprintln!("static rules: {rules:?}");
    let whole = check_positions(0x5EED_0004, 21_000, 10, true);
    eprintln!("whole safe set: {whole:?}");
    assert!(
        rules.checked >= 10_000 && whole.checked >= 10_000,
        "{rules:?} {whole:?}"
    );
}
