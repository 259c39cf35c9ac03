//! The exact reductions: plain outside liberties as counters, and
//! Benson's unconditional life inside the game (a bound and regions out of
//! play). Both are switched off by [`Solver::reductions`].

use super::{INF, Solver};
use crate::{
    go::{Board, ByColor, Color, PointSet},
    life::benson_local_with,
};

/// Plain outside liberties (see `plain_liberties`): `owned[c]` holds c's,
/// which c never fills; `groups` lists them by owner and block, each filled
/// by the opponent in index order only.
#[derive(Clone, Debug, Default)]
pub(super) struct Plain {
    pub(super) enabled: bool,
    pub(super) owned: ByColor<PointSet>,
    pub(super) groups: Vec<(Color, PointSet)>,
}

/// The plain outside liberties of the essential blocks, grouped by owner and
/// block: empty points whose stone neighbours are one essential block of the
/// owner and at least one opponent wall that has a liberty outside the game
/// (so no move inside the game can capture it), and whose empty neighbours
/// are plain liberties of the same owner.
///
/// ```text
/// x x x x x    x: safe walls of the attacker (liberties outside the game)
/// . . . a .    a, b: plain liberties of the block of O below them; any two
/// O O O O b    of one block are interchangeable, and a stone of x there
/// ```          joins the wall and takes one liberty, whichever it is.
///
/// Search treats a group as a counter: the attacker fills its lowest empty
/// point only, and the owner never fills its own (such a move is never
/// better than its best other move: an extra plain liberty never hurts its
/// owner). `tests/agreement.rs` checks this against search without it.
///
/// `anchored` holds the walls with a liberty outside the game
/// ([`anchored_walls`]).
pub(super) fn plain_liberties(
    board: &Board,
    game: PointSet,
    essential: ByColor<PointSet>,
    anchored: PointSet,
) -> Plain {
    let empty = board.empty_points();
    let mut plain = Plain {
        enabled: true,
        ..Plain::default()
    };
    for c in [Color::Black, Color::White] {
        let own = board.stones(c);
        let blocks = (essential[c] & own).flood_fill(own);
        let theirs = board.stones(c.opponent());
        let safe_walls = anchored & theirs;
        let mut cand: PointSet = (empty & game)
            .iter()
            .filter(|&p| {
                let n = board.border(PointSet::single(p));
                let stones = n & board.occupied();
                stones.is_subset(blocks | safe_walls)
                    && stones.intersects(blocks)
                    && stones.intersects(safe_walls)
                    && blocks.components().filter(|b| b.intersects(n)).count() == 1
            })
            .collect();
        loop {
            let keep: PointSet = cand
                .iter()
                .filter(|&p| (board.border(PointSet::single(p)) & empty).is_subset(cand))
                .collect();
            if keep == cand {
                break;
            }
            cand = keep;
        }
        plain.owned[c] = cand;
        for block in blocks.components() {
            let group = cand & board.border(block);
            if !group.is_empty() {
                plain.groups.push((c, group));
            }
        }
    }
    plain
}

/// The wall stones with a liberty outside `game`: moves inside the game
/// never take that liberty, so no block holding one can be captured.
pub(super) fn anchored_walls(board: &Board, game: PointSet) -> PointSet {
    let walls = board.occupied() - game;
    let outside_empty = board.empty_points() - game;
    let mut anchored = PointSet::EMPTY;
    for c in Color::ALL {
        let stones = board.stones(c);
        for w in (walls & stones).components() {
            if board.border(w).intersects(outside_empty) {
                anchored |= w;
            }
        }
    }
    anchored
}

/// Benson's verdict on a position: whether each colour's essential blocks
/// are alive, and the vital regions left out of play.
type Verdict = (ByColor<bool>, PointSet);

/// Benson's verdicts by position ([`Solver::benson_verdict`]): a
/// direct-mapped cache of at most [`BensonCache::MAX_SLOTS`] slots, a
/// position's slot chosen by its hash. A verdict depends on the position
/// alone, so a slot overwritten costs only its verdict worked out again:
/// answers and node counts are those of an unbounded map, in bounded memory
/// (at most 16 MiB). It starts with [`BensonCache::FIRST_SLOTS`] slots and
/// doubles, its verdicts moved over, each time it has taken as many
/// verdicts as it has slots, up to the size its search's budget asks: a
/// search of a few hundred nodes (most GTP questions) or one that ends
/// early does not clear 16 MiB first. An empty slot holds key 0, which is
/// also the hash of a board without stones: that position's verdict is
/// never kept, only worked out again.
pub(super) struct BensonCache {
    keys: Vec<u64>,
    /// A verdict as words: the vital regions' six, then the alive bits.
    verdicts: Vec<[u64; 7]>,
    /// The most slots it grows to, a power of two.
    size: usize,
    /// Verdicts taken since it last grew.
    taken: usize,
}

impl BensonCache {
    const MAX_SLOTS: usize = 1 << 18;
    /// Slots allocated at the first verdict kept.
    const FIRST_SLOTS: usize = 1 << 10;

    /// A cache for a search of at most `nodes` nodes (small searches get a
    /// small cache).
    pub(super) fn for_nodes(nodes: u64) -> BensonCache {
        Self::with_slots(
            usize::try_from(nodes)
                .unwrap_or(usize::MAX)
                .clamp(1 << 10, Self::MAX_SLOTS),
        )
    }

    /// A cache of `slots` slots, rounded up to a power of two (tests ask
    /// for one).
    pub(super) fn with_slots(slots: usize) -> BensonCache {
        BensonCache {
            keys: Vec::new(),
            verdicts: Vec::new(),
            size: slots.next_power_of_two(),
            taken: 0,
        }
    }

    /// The slot of a position: bits 40-63 of its hash (24 bits, more than
    /// the largest cache needs).
    fn slot(&self, hash: u64) -> usize {
        (hash >> 40) as usize & (self.keys.len() - 1)
    }

    fn get(&self, hash: u64) -> Option<Verdict> {
        if hash == 0 || self.keys.is_empty() {
            return None;
        }
        let i = self.slot(hash);
        if self.keys[i] != hash {
            return None;
        }
        let w = self.verdicts[i];
        let vital = PointSet::from_words([w[0], w[1], w[2], w[3], w[4], w[5]]);
        Some((ByColor::new(w[6] & 1 != 0, w[6] & 2 != 0), vital))
    }

    fn insert(&mut self, hash: u64, (alive, vital): Verdict) {
        if hash == 0 {
            return;
        }
        if self.keys.is_empty() {
            let first = Self::FIRST_SLOTS.min(self.size);
            self.keys = vec![0; first];
            self.verdicts = vec![[0; 7]; first];
        } else if self.taken >= self.keys.len() && self.keys.len() < self.size {
            self.grow();
        }
        self.taken += 1;
        let i = self.slot(hash);
        let v = vital.words();
        let bits = u64::from(alive.black) | (u64::from(alive.white) << 1);
        self.keys[i] = hash;
        self.verdicts[i] = [v[0], v[1], v[2], v[3], v[4], v[5], bits];
    }

    /// Doubles the slots, the verdicts kept moved to their new slots.
    fn grow(&mut self) {
        let slots = self.keys.len() * 2;
        let keys = std::mem::replace(&mut self.keys, vec![0; slots]);
        let verdicts = std::mem::replace(&mut self.verdicts, vec![[0; 7]; slots]);
        for (key, verdict) in keys.into_iter().zip(verdicts) {
            if key != 0 {
                let i = self.slot(key);
                self.keys[i] = key;
                self.verdicts[i] = verdict;
            }
        }
        self.taken = 0;
    }
}

impl Solver {
    /// The shared liberties of the essential blocks (when each colour's is
    /// one block) that are interchangeable: empty points of the game next to
    /// both, whose stone neighbours are all of those blocks and whose empty
    /// neighbours are such points too, and which no position of the line
    /// had occupied. Empty when fewer than two.
    ///
    /// ```text
    /// X X X X      s: three interchangeable shared liberties of X's and
    /// X s s X      O's blocks. A stone of either colour on any of them
    /// O O s X      joins its own block and takes one liberty from each;
    /// O O O O      the others stay such points, so which one is filled
    ///              never matters: search tries the lowest only.
    /// ```
    ///
    /// Every such point is a liberty of both blocks, and stays one of both
    /// until the race ends (blocks only grow until one is captured); a
    /// stone on it joins the mover's block and touches nothing else, so the
    /// positions after filling one or another differ only in which point
    /// of the set is filled: the same liberty counts, the same moves, the
    /// same captures. The stones on them are only taken with an essential
    /// block, which ends the line, so positions that differ in them never
    /// repeat one another; a point emptied by a capture earlier in the line
    /// is left out (a repetition could tell it apart). Outcome only: the
    /// local score counts where the stones stand.
    pub(super) fn interchangeable_shared(&self) -> PointSet {
        if !Color::ALL
            .into_iter()
            .all(|c| self.essential_is_one_block(c))
        {
            return PointSet::EMPTY;
        }
        let (a, b) = (
            self.essential_now(Color::Black),
            self.essential_now(Color::White),
        );
        let empty = self.board.empty_points();
        let mut cand = (a.neighbors() & b.neighbors() & empty & self.game) - self.emptied();
        if cand.len() < 2 {
            return PointSet::EMPTY;
        }
        let essential = a | b;
        let stones = self.board.occupied();
        loop {
            let keep: PointSet = cand
                .iter()
                .filter(|&p| {
                    let n = self.board.border(PointSet::single(p));
                    (n & stones).is_subset(essential) && (n & empty).is_subset(cand)
                })
                .collect();
            if keep == cand {
                break;
            }
            cand = keep;
        }
        if cand.len() > 1 {
            cand
        } else {
            PointSet::EMPTY
        }
    }

    /// Benson's unconditional life inside the game, for `c` to move: bounds
    /// on the node's value (a side whose essential blocks are all
    /// unconditionally alive cannot lose), and the vital regions of the
    /// alive blocks that hold no essential stone of the other side, where
    /// no move of either side changes the race: the other side's stones
    /// there can never capture anything and the owner never needs to
    /// capture them.
    pub(super) fn unconditional(&mut self, c: Color) -> (Option<(i32, i32)>, PointSet) {
        let hash = self.stones_key();
        let (safe, vital) = match self.benson.get(hash) {
            Some(found) => found,
            None => {
                let found = self.benson_verdict();
                self.benson.insert(hash, found);
                found
            }
        };
        // In the fight to live, a side whose essential stones were all
        // captured is not alive, and the other's life then wins.
        let (gone_c, gone_o) = (self.gone(c), self.gone(c.opponent()));
        let (safe_c, safe_o) = (safe[c] && !gone_c, safe[c.opponent()] && !gone_o);
        let bound = match (safe_c, safe_o) {
            (true, false) if gone_o => Some((1, 1)),
            (false, true) if gone_c => Some((-1, -1)),
            (true, true) => Some((0, 0)),
            (true, false) => Some((0, INF)),
            (false, true) => Some((-INF, 0)),
            (false, false) => None,
        };
        (bound, vital)
    }

    /// Whether each colour's essential blocks are unconditionally alive
    /// inside the game, and the vital regions that can be left out.
    pub(super) fn benson_verdict(&self) -> Verdict {
        let essential = ByColor::from_fn(|c| self.essential_now(c));
        let mut safe = ByColor::new(false, false);
        let mut vital = PointSet::EMPTY;
        for c in Color::ALL {
            // The essential block, when it is one inside the game, is
            // known: Benson need not fill it again.
            let known = if self.essential_is_one_block(c) && essential[c].is_subset(self.game) {
                essential[c]
            } else {
                PointSet::EMPTY
            };
            let (alive, regions) =
                benson_local_with(&self.board, c, self.game, known, Some(self.anchored));
            safe[c] = essential[c].is_subset(alive);
            // A vital region may hold the opponent's essential blocks (their
            // liberties there are the owner's to fill): only regions without
            // them are left out.
            let theirs = essential[c.opponent()];
            vital |= regions
                .components()
                .filter(|r| !r.intersects(theirs))
                .collect::<PointSet>();
        }
        (safe, vital)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{OUTSIDE_ONLY, problem};
    use super::*;

    fn set(points: &str) -> PointSet {
        points.parse().unwrap()
    }

    #[test]
    fn shared_liberties_between_two_blocks_alone_are_interchangeable() {
        use crate::{go::Move, limits::Budget};
        let board = crate::io::read_ascii(
            ". . . . . .
             X X X X X .
             X . . . X .
             O O O O O .",
        )
        .unwrap();
        let essential = ByColor::new(set("A3"), set("A1"));
        let solver = |board: &crate::Board| {
            Solver::new(board, board.points(), essential, Budget::nodes(300_000))
        };
        let mut s = solver(&board);
        assert_eq!(s.interchangeable_shared(), set("B2 C2 D2"));
        // A stone of either colour on one leaves the others so.
        s.play(Color::White, Move::Place("C2".parse().unwrap()))
            .unwrap();
        assert_eq!(s.interchangeable_shared(), set("B2 D2"));
        s.undo();
        // An empty neighbour that is no shared liberty spoils a point, and
        // that spreads: with C1 empty, C2 goes, then B2 and D2.
        let gap = crate::io::read_ascii(
            ". . . . . .
             X X X X X .
             X . . . X .
             O O . O O .",
        )
        .unwrap();
        let s = Solver::new(
            &gap,
            gap.points(),
            ByColor::new(set("A3"), set("A1 E1")),
            Budget::nodes(300_000),
        );
        assert_eq!(s.interchangeable_shared(), PointSet::EMPTY);
    }

    #[test]
    fn plain_liberties_are_counters_and_walls_are_anchored() {
        // D1-D3 (Black, liberties C1-C3) against E1-E3 (White, F2 F3); the
        // black wall F1-G4 and the white wall B1-D4 reach the open board.
        let (board, s) = problem(OUTSIDE_ONLY);
        let anchored = anchored_walls(&board, s.game);
        assert!(anchored.contains("F1".parse().unwrap()));
        assert!(anchored.contains("B4".parse().unwrap()));
        assert!(!anchored.intersects(s.game));
        let plain = plain_liberties(&board, s.game, s.essential, anchored);
        assert_eq!(plain.owned[Color::Black], set("C1 C2 C3"));
        assert_eq!(plain.owned[Color::White], set("F2 F3"));
        assert_eq!(plain.groups.len(), 2);
        assert!(!s.reductions(false).plain.enabled);
    }

    #[test]
    fn benson_bounds_a_side_whose_blocks_are_alive() {
        let (_, mut s) = problem(OUTSIDE_ONLY);
        // Nobody is unconditionally alive here.
        assert_eq!(s.unconditional(Color::Black).0, None);
    }
}
