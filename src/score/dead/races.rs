//! The judge's races: enclosed weak groups, the races they fight with the
//! blocks round them, fights worth nothing, stones that live inside, and
//! groups without room for two eyes.

use super::{
    Status,
    view::{
        Judgements, RACE_POINTS, ROOM, RaceKey, Races, TRADE_POINTS, View, WALL_LIBERTIES,
        first_mover_result,
    },
};
use crate::{
    go::{Board, ByColor, Color, PointSet},
    limits::{Budget, JUDGE_INSIDE_NODES, JUDGE_LIFE_NODES, JUDGE_RACE_NODES},
    race::Outcome,
    search::Solver,
};

impl View {
    /// The opponent's stones inside an eye space of c whose groups around
    /// are all strong: dead, unless they are next to a block of c short of
    /// liberties. Then exact search of the race between them (everything
    /// else a wall) decides: dead when they lose it moving first, seki when
    /// neither side can capture; otherwise they are left alive.
    pub(super) fn enclosed_weak(&self, board: &Board, races: &mut Races) -> Judgements {
        let mut out = Judgements::default();
        for c in Color::ALL {
            let o = c.opponent();
            let strong = self.strong(c);
            for &(region, _) in &self.eye_spaces[c] {
                let inside = region & self.stones[o];
                if inside.is_empty() {
                    continue;
                }
                let around = region.neighbors() & self.stones[c];
                let groups_around = self.groups[c]
                    .iter()
                    .filter(|g| g.stones.intersects(around))
                    .map(|g| g.stones)
                    .collect::<PointSet>();
                if !groups_around.is_subset(strong) {
                    continue;
                }
                let empty = self.empty();
                let inside_liberties = (inside.neighbors() & empty).len();
                let short = self.short_blocks(c, inside, inside_liberties);
                if short.is_empty() {
                    if let Some(around) = self.taken_at_a_loss(board, c, region, races) {
                        out.seki |= inside | around;
                        out.even |= inside | around;
                    } else {
                        out.dead |= inside;
                    }
                    continue;
                }
                match self.race(board, c, inside, short, true, races) {
                    Some(Status::Dead | Status::Unsettled) => {
                        out.dead |= inside;
                        out.searched |= inside;
                    }
                    // Seki with the rest a wall; but a weak wall round
                    // them may be what they capture.
                    Some(Status::Seki) => match self.wider_race(board, c, inside, short, races) {
                        Some(taken) => {
                            out.dead |= taken;
                            out.taken |= taken;
                        }
                        None => {
                            out.seki |= inside | short;
                            out.searched |= inside | short;
                        }
                    },
                    // The inside stones capture even moving second: a
                    // short block of the enclosing wall (one that touches
                    // points outside the region) that they take whoever
                    // moves first is dead. A block shut inside the region
                    // (stones thrown in to spoil an eye) is left: taking
                    // it may leave the inside stones a single eye.
                    Some(Status::Alive) => {
                        for b in self.decisive(short).components() {
                            let wall = !((b.neighbors() & self.on) - b).is_subset(region);
                            if wall && self.captured_moving_first(board, c, inside, short, b, races)
                            {
                                out.dead |= b;
                                out.taken |= b;
                            }
                        }
                    }
                    // The first mover decides: not dead.
                    Some(_) => {}
                    // Past the search's limits, the race with only the
                    // blocks the inside stones shut in (every liberty in
                    // the region) may still show a seki; else the
                    // estimate stands.
                    None => {
                        let shut_in = self.shut_in(c, inside, region);
                        let narrowed = (!shut_in.is_empty() && shut_in != short)
                            .then(|| self.race(board, c, inside, shut_in, true, races))
                            .flatten();
                        if narrowed == Some(Status::Seki) {
                            out.seki |= inside | shut_in;
                            out.searched |= inside | shut_in;
                        } else if self.lives_inside(board, c, inside, shut_in, races) {
                            out.living |= inside;
                        } else {
                            out.dead |= inside;
                        }
                    }
                }
            }
        }
        out
    }

    /// A seki between `inside` (the opponent's stones in an eye space of
    /// `c`) and `c`'s blocks `short`, found with everything else a wall,
    /// asked again with the weak walls in play: `c`'s blocks next to the
    /// inside stones with at most [`WALL_LIBERTIES`] liberties, one of them
    /// away from the inside stones (not a stone they shut in), not proven
    /// alive, whose liberties join the game (the empty points of c's area
    /// next to it are filled with c's stones: an escape there dies). When
    /// the inside stones then capture even moving second, the blocks they
    /// take with `c` moving first are dead (kgs 2017-01-20-20: White's
    /// centre E4, eyeless with four liberties, is taken by the black
    /// stones it seemed to enclose). `None`: the seki stands.
    pub(super) fn wider_race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        races: &mut Races,
    ) -> Option<PointSet> {
        let empty = self.empty();
        let mut taken = PointSet::EMPTY;
        for weak in self.blocks_next_to(c, inside) {
            let liberties = weak.neighbors() & empty;
            if weak.intersects(short)
                || weak.intersects(self.alive)
                || liberties.len() > WALL_LIBERTIES
                || liberties.is_subset(inside.neighbors())
            {
                continue;
            }
            let wider = short | weak;
            let mut view = self.clone();
            view.big_only = true;
            let Some(game) = view.race_game(c, inside, wider) else {
                continue;
            };
            view.stones[c] |= ((game.neighbors() & empty) - game) & self.bouzy[c];
            if view.race(board, c, inside, wider, true, races) != Some(Status::Alive) {
                continue;
            }
            taken |= view
                .decisive(wider)
                .components()
                .filter(|&b| view.captured_moving_first(board, c, inside, wider, b, races))
                .collect::<PointSet>();
        }
        (!taken.is_empty()).then_some(taken)
    }

    /// Whether the fight for the opponent's stones in c's eye space
    /// `region` is worth nothing to either side: `c`, moving first, can
    /// take them only by giving up as many stones (and loses none for
    /// nothing), and the opponent moving first gains nothing. Then those
    /// stones stand, in seki with c's blocks of that fight (returned), as
    /// the players count them. The question is the local score of
    /// [`Solver::stop`] (stones captured, lines ending when both pass; c's
    /// blocks round the region essential) on the region, c's blocks round
    /// it, their liberties and the blocks those take in, every other stone
    /// a wall, at most [`TRADE_POINTS`] empty points.
    ///
    /// ```text
    ///   N O P Q R S T
    /// 4 . . X X O X X     White's S2 then T1 take Black's S1 and T2; but
    /// 3 . X X O O O O     after S2 Black throws in at Q2, White must take
    /// 2 . X O . O . X     at T1, and Black's Q1 takes P1-P2: two stones
    /// 1 . X O . O X .     each (kgs 2017-05-02-1; the players: seki).
    /// ```
    pub(super) fn taken_at_a_loss(
        &self,
        board: &Board,
        c: Color,
        region: PointSet,
        races: &mut Races,
    ) -> Option<PointSet> {
        let empty = self.empty();
        let around = (region.neighbors() & self.stones[c]).flood_fill(self.stones[c]);
        let fight = region | around | (around.neighbors() & empty);
        // What the solver plays on (it takes in the same blocks itself).
        let game = self.capturable(fight);
        if (game & empty).len() > TRADE_POINTS {
            return None;
        }
        // The stones next to the fight are its walls: they are part of it.
        let key = self.race_key(region, around, game | game.neighbors());
        if let Some(&known) = races.even.get(&key) {
            return known;
        }
        let mut solver =
            self.race_solver(board, c, PointSet::EMPTY, around, JUDGE_LIFE_NODES, fight);
        // Both stops 0: c moving first neither gains nor loses, and the
        // opponent moving first gains nothing.
        let mut settled = || {
            let level = solver.score_at_least(c, 0)? && !solver.score_at_least(c, 1)?;
            Some(level && !solver.score_at_least(c.opponent(), 1)?)
        };
        let answer = (settled() == Some(true)).then_some(game & self.stones[c]);
        races.even.insert(key, answer);
        answer
    }

    /// Whether `inside` (the opponent's stones in an eye space of `c`, whose
    /// race with every block round them is too big to search) live there
    /// whoever moves first: exact search of their capture alone, with
    /// `c`'s blocks `shut_in` in play and every other block a wall that
    /// cannot be taken, on at most [`JUDGE_INSIDE_NODES`] nodes.
    pub(super) fn lives_inside(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        shut_in: PointSet,
        races: &mut Races,
    ) -> bool {
        if !self.short_blocks(c, inside, 1).intersects(shut_in) {
            return false;
        }
        let Some(game) = self.race_game(c, inside, shut_in) else {
            return false;
        };
        let key = self.race_key(inside, shut_in, game);
        let answer = *races.inside.entry(key).or_insert_with(|| {
            self.race_outcome(board, c, inside, PointSet::EMPTY, JUDGE_INSIDE_NODES, game)
        });
        answer == Some(Status::Seki)
    }

    /// The blocks of `stones` whose capture decides a race: all but single
    /// stones in atari (a stone a ko or an eye's shape takes and gives back,
    /// like O17 below, whose capture by P17 decides nothing while the black
    /// group can take back), unless nothing else is left.
    ///
    /// ```text
    ///   N O P Q
    /// 18 O O X X
    /// 17 O X . X
    /// 16 O O X X
    /// ```
    pub(super) fn decisive(&self, stones: PointSet) -> PointSet {
        let empty = self.empty();
        let kept = stones
            .components()
            .filter(|b| b.len() > 1 || (!self.big_only && (b.neighbors() & empty).len() > 1))
            .collect::<PointSet>();
        if kept.is_empty() { stones } else { kept }
    }

    /// `game` with the blocks next to it whose every liberty is in it: the
    /// race can take them, so they are stones of the fight (not essential),
    /// not walls, whose capture would end the race. A dead stone in atari
    /// beside the race (a white stone in Black's territory next to a black
    /// racing block) is one.
    pub(super) fn capturable(&self, game: PointSet) -> PointSet {
        let empty = self.empty();
        Color::ALL
            .into_iter()
            .flat_map(|c| self.blocks_next_to(c, game))
            .filter(|b| !b.intersects(game) && (b.neighbors() & empty).is_subset(game))
            .fold(game, |s, b| s | b)
    }

    /// Whether `stones` (of `c`) touch a region of empty points next to
    /// stones of `c` only: an eye.
    pub(super) fn has_eye(&self, stones: PointSet, c: Color) -> bool {
        let empty = self.empty();
        (stones.neighbors() & empty)
            .flood_fill(empty)
            .components()
            .any(|r| (r.neighbors() & self.on).is_subset(self.stones[c] | r))
    }

    /// The blocks of `c` next to `stones`.
    pub(super) fn blocks_next_to(
        &self,
        c: Color,
        stones: PointSet,
    ) -> impl Iterator<Item = PointSet> {
        (stones.neighbors() & self.stones[c])
            .flood_fill(self.stones[c])
            .components()
    }

    /// The blocks of `c` next to `stones` whose every liberty lies in
    /// `region`: shut in by them.
    pub(super) fn shut_in(&self, c: Color, stones: PointSet, region: PointSet) -> PointSet {
        let empty = self.empty();
        self.blocks_next_to(c, stones)
            .filter(|b| (b.neighbors() & empty).is_subset(region))
            .collect::<PointSet>()
    }

    /// The blocks of `short` (of `c`) that `inside` (the opponent's
    /// stones) shut in: no other stone of `c` is reachable from them but
    /// through the inside stones, or only other blocks of `short` with no
    /// empty point between them that none of them touches (stones played
    /// together into one eye). White's P3 below, in the eye of Black's
    /// group, is one: taking it would give Black an eye, not a race; so
    /// are White's four stones round E5 on the right (silverado's
    /// H6-J7-K6-J5): taking them leaves Black a cross-shaped eye of five,
    /// which White kills by nakade at E5.
    ///
    /// ```text
    ///   N O P Q R              C D E F G
    /// 4 O X . X O            6 X . O X X
    /// 3 O X O . X            5 X O . O X
    /// 2 O X . X X            4 X X O . X
    /// ```
    pub(super) fn spoilers(&self, c: Color, inside: PointSet, short: PointSet) -> PointSet {
        let empty = self.empty();
        short
            .components()
            .filter(|&b| {
                let area = b.flood_fill(self.on - inside);
                let theirs = area & self.stones[c];
                theirs == b
                    || (theirs.is_subset(short) && (area & empty).is_subset(theirs.neighbors()))
            })
            .collect::<PointSet>()
    }

    /// The blocks of `c` next to `stones` with at most `liberties` liberties.
    pub(super) fn short_blocks(&self, c: Color, stones: PointSet, liberties: usize) -> PointSet {
        let empty = self.empty();
        self.blocks_next_to(c, stones)
            .filter(|b| (b.neighbors() & empty).len() <= liberties)
            .collect::<PointSet>()
    }

    /// The race between `inside` (the opponent's stones in an eye space of
    /// `c`) and `c`'s blocks `short` next to them: `Dead` when the inside
    /// stones are captured moving first, `Unsettled` when they are captured
    /// moving second and the first mover decides (dead stones for stones
    /// inside the opponent's area: the game is over, and the side that
    /// surrounds answers any approach); `Alive` when they capture even moving second;
    /// `Seki` when the other side, moving first, gets only seki; `None` past
    /// the limits. A ko is played out by simple ko: the first to take a
    /// single ko wins it, a double ko is seki. With `race` false the blocks
    /// `short` are in play but taking them wins nothing: the question is
    /// only whether the inside stones can be captured (life, not a race).
    pub(super) fn race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        race: bool,
        races: &mut Races,
    ) -> Option<Status> {
        let game = self.race_game(c, inside, short)?;
        let key = (self.race_key(inside, short, game), race, self.big_only);
        if let Some(&known) = races.outcomes.get(&key) {
            return known;
        }
        let answer = self.search_race(board, c, inside, short, race, game);
        races.outcomes.insert(key, answer);
        answer
    }

    /// What decides the race on the points `game` between `inside` and
    /// `short`.
    pub(super) fn race_key(&self, inside: PointSet, short: PointSet, game: PointSet) -> RaceKey {
        (
            inside,
            short,
            game & self.stones.black,
            game & self.stones.white,
        )
    }

    /// [`View::race`]'s search, on the points `game`.
    pub(super) fn search_race(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        race: bool,
        game: PointSet,
    ) -> Option<Status> {
        let nodes = if race && !self.big_only {
            JUDGE_RACE_NODES
        } else {
            JUDGE_LIFE_NODES
        };
        if !race {
            return self.race_outcome(board, c, inside, PointSet::EMPTY, nodes, game);
        }
        // Blocks of c the inside stones shut in (stones played into their
        // eye) are in play, but taking them wins no race: it is how the
        // inside stones make their eyes, which the search plays out. Then
        // a seki may be the inside stones living by such a capture, which
        // the race with the capture a win tells (they win it even moving
        // second).
        let spoilers = self.spoilers(c, inside, short);
        let mine = self.decisive(short - spoilers);
        let outcome = self.race_outcome(board, c, inside, mine, nodes, game);
        if spoilers.is_empty() || outcome != Some(Status::Seki) {
            return outcome;
        }
        match self.race_outcome(board, c, inside, self.decisive(short), nodes, game) {
            alive @ Some(Status::Alive) => alive,
            _ => outcome,
        }
    }

    /// The race of [`View::search_race`] with the inside stones winning
    /// by capturing `mine` (none: they cannot win, only live).
    pub(super) fn race_outcome(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        mine: PointSet,
        nodes: u64,
        game: PointSet,
    ) -> Option<Status> {
        let o = c.opponent();
        let mut solver = self.race_solver(board, c, self.decisive(inside), mine, nodes, game);
        let mut first = |x: Color| first_mover_result(&mut solver, x);
        let owner_first = first(o);
        if owner_first == Outcome::win(c) {
            return Some(Status::Dead);
        }
        let other_first = first(c);
        match (owner_first, other_first) {
            (Outcome::Unknown | Outcome::Ko, _) | (_, Outcome::Unknown | Outcome::Ko) => None,
            (_, w) if w == Outcome::win(o) => Some(Status::Alive),
            // The first mover decides.
            (_, w) if w == Outcome::win(c) => Some(Status::Unsettled),
            _ => Some(Status::Seki),
        }
    }

    /// Whether the inside stones (the opponent's, in an eye space of `c`)
    /// capture `c`'s block `target`, one of the blocks `short` of their
    /// race, with `c` moving first (exact search of that race, everything
    /// else a wall; false past its limits or when another of c's blocks is
    /// what they take). Answers are kept in `races`.
    pub(super) fn captured_moving_first(
        &self,
        board: &Board,
        c: Color,
        inside: PointSet,
        short: PointSet,
        target: PointSet,
        races: &mut Races,
    ) -> bool {
        let Some(game) = self.race_game(c, inside, short) else {
            return false;
        };
        let key = (self.race_key(inside, short, game), target);
        if let Some(&known) = races.taken.get(&key) {
            return known;
        }
        let mut solver = self.race_solver(
            board,
            c,
            self.decisive(inside),
            target,
            JUDGE_RACE_NODES,
            game,
        );
        let taken = first_mover_result(&mut solver, c) == Outcome::win(c.opponent());
        races.taken.insert(key, taken);
        taken
    }

    /// The points of the race between `inside` (the opponent's stones in an
    /// eye space of `c`) and `c`'s blocks `short`: the inside stones' area,
    /// those blocks and their liberties; `None` past [`RACE_POINTS`] empty
    /// points.
    pub(super) fn race_game(
        &self,
        c: Color,
        inside: PointSet,
        short: PointSet,
    ) -> Option<PointSet> {
        let empty = self.empty();
        let game =
            inside.flood_fill(self.on - self.stones[c]) | short | (short.neighbors() & empty);
        ((game & empty).len() <= RACE_POINTS).then_some(game)
    }

    /// A solver of the race on the points `game` between the opponent's
    /// blocks `theirs` (inside an eye space of `c`) and `c`'s blocks
    /// `mine`, the opponent to move, everything else a wall, with `nodes`
    /// (and the view's cap) to spend on each question.
    pub(super) fn race_solver(
        &self,
        board: &Board,
        c: Color,
        theirs: PointSet,
        mine: PointSet,
        nodes: u64,
        game: PointSet,
    ) -> Solver {
        let o = c.opponent();
        let position = self.position(board, o);
        let essential = ByColor::from_fn(|x| if x == o { theirs } else { mine });
        let budget = Budget::nodes(nodes).at_most(self.cap);
        Solver::new(
            &position,
            self.capturable(game & self.on),
            essential,
            budget,
        )
    }

    /// Groups with fewer than two eyes, reaching no strong group of theirs,
    /// with at most [`ROOM`] empty points within reach, whose opponent
    /// neighbours all belong to strong groups: they can neither live nor
    /// take a neighbour with them into seki. `spared`: stones not to judge.
    pub(super) fn hopeless(
        &self,
        board: &Board,
        spared: PointSet,
        races: &mut Races,
    ) -> Judgements {
        let empty = self.empty();
        let mut out = Judgements::default();
        for c in Color::ALL {
            let o = c.opponent();
            let anchored = self.strong_or_anchored(c);
            let strong_them = self.strong(o);
            for g in &self.groups[c] {
                // A group estimated strong is asked too when it is alone in
                // its area and an eye space of it held opponent stones
                // (taken off as dead, which may be what makes it strong):
                // with them put back, can it be captured?
                let reach = g.stones.flood_fill(self.on - self.stones[o]);
                let alone = (reach & self.stones[c]) == g.stones;
                let put_back = (reach & board.stones(o)) - self.stones[o];
                let asked = if g.strong {
                    alone && !put_back.is_empty()
                } else {
                    !g.stones.intersects(anchored)
                };
                if !asked || g.stones.intersects(spared) {
                    continue;
                }
                let room = reach & empty;
                let around = g.stones.neighbors() & self.stones[o];
                if room.len() > ROOM || around.is_empty() || !around.is_subset(strong_them) {
                    continue;
                }
                let restored;
                let view = if g.strong {
                    let mut v = self.clone();
                    v.stones[o] |= put_back;
                    restored = v;
                    &restored
                } else {
                    self
                };
                // A neighbour short of liberties may be taken, or shared
                // liberties make a seki: exact search of that race decides.
                let liberties = (g.stones.neighbors() & view.empty()).len();
                let short = view.short_blocks(o, g.stones, liberties.min(2));
                if short.is_empty() && !g.strong {
                    out.dead |= g.stones;
                    continue;
                }
                // A group that counts two eyes is dead only when it is
                // captured with its owner moving first: its owner answers
                // an approach.
                match view.race(board, o, g.stones, short, false, races) {
                    Some(s @ (Status::Dead | Status::Unsettled))
                        if s == Status::Dead || !g.strong =>
                    {
                        out.dead |= g.stones;
                        out.searched |= g.stones;
                        out.revived |= put_back;
                    }
                    // Not captured: seki, unless it has an eye already and
                    // takes its short neighbours whoever moves first (the
                    // search above counted their capture as no win): the
                    // capture gives it a second eye, so they die and it
                    // lives. Without an eye, what the capture leaves may be
                    // an eye the opponent kills by nakade (kgs 2017-02-08-7:
                    // taking J9-K9-J10 leaves White a bent three, so seki).
                    Some(Status::Seki) if !g.strong => {
                        if let Some(taken) = view.wider_race(board, o, g.stones, short, races) {
                            out.dead |= taken;
                            out.taken |= taken;
                            continue;
                        }
                        let eyed = view.has_eye(g.stones, c);
                        match eyed.then(|| view.race(board, o, g.stones, short, true, races)) {
                            Some(Some(Status::Alive)) => out.dead |= short,
                            _ => out.seki |= g.stones | short,
                        }
                        out.searched |= g.stones | short;
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Stones of groups with fewer than two eyes, not dead, next to a dame,
    /// that reach no strong group of theirs.
    pub(super) fn seki(&self) -> PointSet {
        let empty = self.empty();
        let dame = empty & self.stones.black.neighbors() & self.stones.white.neighbors();
        let mut seki = PointSet::EMPTY;
        for c in Color::ALL {
            let anchored = self.strong_or_anchored(c);
            for g in &self.groups[c] {
                if g.eyes < 2
                    && g.stones.neighbors().intersects(dame)
                    && !g.stones.intersects(anchored)
                {
                    seki |= g.stones;
                }
            }
        }
        seki
    }
}
