//! The judge's unit tests: positions drawn beside what is judged.

use super::*;

fn set(points: &str) -> PointSet {
    points.parse().expect("points")
}

/// The position drawn in `diagram` and its view with no stone judged.
fn unjudged(diagram: &str) -> (Board, View) {
    let board = crate::io::read(diagram).expect("a position");
    let view = View::new(
        &board,
        PointSet::EMPTY,
        PointSet::EMPTY,
        Budget::nodes(300_000),
    );
    (board, view)
}

#[test]
fn blocks_the_race_can_take_join_it_and_walls_stay_walls() {
    // Game A5 A4: Black's block (liberties A5 and A4 only) can be taken
    // inside it and joins; White's wall has liberties outside and stays.
    let (_, view) = unjudged(". X O . .\n. X O . .\nX X O . .\nO O O . .\n. . . . .\n");
    assert_eq!(
        view.capturable(set("A5 A4")),
        set("A5 A4 B5 B4 B3 A3"),
        "the black block joins, the white wall does not"
    );
    assert_eq!(view.capturable(set("D5")), set("D5"), "nothing to take");
}

/// Black's C1 is in atari at B1, a point all of whose neighbours are
/// Black's (White's B1 would take it in a ko): an open ko Black
/// connects, unless the stones are dead. White's F2, in atari at F3
/// next to White's wall, is no ko (Black's F3 would have F4); both are
/// forced connections of their owner's territory.
#[test]
fn open_kos_and_forced_connections_are_filled_by_their_owners() {
    let board = crate::io::read(
        "\
. . . . . . .
. . . . . . .
. . . . . . .
. . . . O . O
X X O . O . O
. X O . X O X
X . X O X X X
",
    )
    .expect("a position");
    let verdict = |dead: PointSet| Verdict {
        blocks: board
            .blocks()
            .into_iter()
            .map(|b| Judged {
                color: b.color,
                stones: b.stones,
                status: if b.stones.is_subset(dead) {
                    Status::Dead
                } else {
                    Status::Alive
                },
                reason: Reason::Unjudged,
            })
            .collect(),
    };
    let filled = |fill: fn(&Board, &Verdict) -> Board, dead: PointSet| {
        let c = fill(&board, &verdict(dead));
        assert_eq!(c.to_move(), board.to_move());
        Color::ALL.map(|x| c.stones(x) - board.stones(x))
    };
    let none = PointSet::EMPTY;
    assert_eq!(filled(with_open_kos, none), [set("B1"), none]);
    assert_eq!(filled(with_open_kos, set("A1 B2 B3 A3 C1")), [none, none]);
    assert_eq!(
        filled(with_forced_connections, none),
        [set("B1"), set("F3")]
    );
}

/// White's stones shut in Black's eye are no race to win. Above, E4 is
/// in atari in Black's second eye: Black lives by taking it (alive, not
/// seki, though taking it wins no race). Below, White's E3 sits on the
/// vital point of Black's pyramid four with Black's outside liberties
/// gone: White kills by playing more stones in for Black to take
/// (dead; with taking them a win it looked like seki).
#[test]
fn stones_shut_in_an_eye_win_no_race() {
    let race = |diagram: &str| {
        let (board, view) = unjudged(diagram);
        let inside = board.stones(Color::Black);
        let short = view.short_blocks(Color::White, inside, 4)
            - set("A9").flood_fill(board.stones(Color::White));
        let game = view
            .race_game(Color::White, inside, short)
            .expect("a small race");
        let nodes = crate::limits::JUDGE_LIFE_NODES;
        let won_by_capture = view.decisive(short);
        (
            view.search_race(&board, Color::White, inside, short, true, game),
            view.race_outcome(&board, Color::White, inside, PointSet::EMPTY, nodes, game),
            view.race_outcome(&board, Color::White, inside, won_by_capture, nodes, game),
        )
    };
    let alive = race(
        "\
O O O O O O O . .
O O O O O O O . .
O O O O O O O . .
O X X X X X O . .
O X X X . X O . .
O X . X O X O . .
O X X X X X O . .
O O O O O O O . .
. . . . . . . . .
",
    );
    assert_eq!(
        alive,
        (Some(Status::Alive), Some(Status::Seki), Some(Status::Alive))
    );
    let dead = race(
        "\
O O O O O O O O O
O O O O . O O . O
O O O O O O O O O
O O O X O X O O O
O O X X X X X O .
O O O X . X O O .
O . O X O . X O O
O O O X . X X O .
O O X X X . O O .
",
    );
    assert_eq!(
        dead,
        (Some(Status::Dead), Some(Status::Dead), Some(Status::Seki))
    );
}

/// Black's stones in White's area hold White's E7 in atari: taking it
/// at E6 makes a second eye beside C7, so they live whoever moves
/// first (White can play neither E6 nor C7). With C7 filled, E6 is
/// their last liberty: White takes them there, or at E7 once they
/// have taken the stone; dead either way.
#[test]
fn stones_that_take_a_block_in_atari_for_an_eye_live_inside() {
    let lives = |diagram: &str| {
        let (board, view) = unjudged(diagram);
        let inside = board.stones(Color::Black);
        let mut races = Races::default();
        view.lives_inside(&board, Color::White, inside, set("E7"), &mut races)
    };
    let two_eyes = "\
O O O O O O O . .
O X X X X X O . .
O X . X O X O . .
O X X X . X O . .
O X X X X X O . .
O O O O O O O . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
";
    assert!(lives(two_eyes));
    assert!(!lives(&two_eyes.replacen("O X . X O", "O X X X O", 1)));
}

/// White's ring F4-J9 holds Black's G6-G8 and has no liberty but the
/// four it shares with it (G5 F7 H6 H8): neither side can fill one
/// without putting itself in atari, a seki. The race with Black's short
/// wall blocks around (E4, J4, E9) costs more than 1 000 nodes; past that
/// cap the race with only the stones White shuts in shows the seki,
/// where the estimate alone called the ring dead.
#[test]
fn a_race_past_its_budget_is_narrowed_to_the_stones_shut_in() {
    let board = crate::io::read(
        "\
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . X X X X . . . .
. . . . X O O O O X . . .
. . . X O O X . O X . . .
. . . X O . X O O X . . .
. . . X O O X . O X . . .
. . . . X O . O O X X X X
. . . . X O O O X . O O O
. . . . . X X X . X O O .
. . . . . . . . . X O O O
. . . . . . . . . X O . .
",
    )
    .expect("a position");
    let proven = crate::block_status(&board, &crate::Limits::default());
    let limits = crate::Limits {
        status: Budget::nodes(1_000),
        ..crate::Limits::default()
    };
    let verdict = judge(&board, &proven, &limits);
    let ring = set("F4 G4 H4 F5 H5 J5 E6 F6 J6 E7 H7 J7 E8 F8 J8 F9 G9 H9 J9");
    assert_eq!(verdict.seki(), ring | set("G6 G7 G8"));
    assert!(verdict.dead().is_empty(), "dead: {}", verdict.dead());
}

/// The judgement of `diagram` (its own block statuses proven first).
fn judged(diagram: &str) -> Verdict {
    let board = crate::io::read(diagram).expect("a position");
    let limits = Limits::default();
    judge(&board, &crate::block_status(&board, &limits), &limits)
}

fn reason_at(verdict: &Verdict, vertex: &str) -> Reason {
    let p = vertex.parse().expect("a vertex");
    verdict
        .blocks
        .iter()
        .find(|b| b.stones.contains(p))
        .expect("a block there")
        .reason
}

/// White's ring A6-D9 has no eye, and its inner area, which the estimate
/// counts as two eyes of White's, holds Black's one-eyed corner: with
/// Black's wall proven alive, the capture race shows Black taking the ring
/// whoever moves first. The ring is dead, disputed; the corner lives.
#[test]
fn an_enclosed_corner_whose_walls_are_proven_overturns_the_estimate() {
    let verdict = judged(
        "\
. X . O . . . X .
X X . O X X X X X
. . . O X . X . X
O O O O X X X X X
X X X . X . X . X
X . X X X X X X X
X X X X X X X X X
. . . . . . . . .
. . . . . . . . .
",
    );
    assert_eq!(reason_at(&verdict, "D9"), Reason::CapturedInRace);
    assert_eq!(verdict.disputed(), set("A6 B6 C6 D6 D7 D8 D9"));
    assert_eq!(verdict.dead(), set("A6 B6 C6 D6 D7 D8 D9"));
    assert_eq!(Reason::CapturedInRace.decided_by(), "search");
    assert!(verdict.unsettled().is_empty());
}

/// The same corner with the ring one line closer: the estimate calls the
/// ring dead already, and the fight to live, searched with Black's proven
/// wall round it, confirms it.
#[test]
fn a_fight_confirms_what_the_estimate_said() {
    let verdict = judged(
        "\
. X . O . . . . X
X X . O X . . . X
O O O O X X X X X
X X X . X . X . X
X . X X X X X X X
X X X . X . X . X
X X X X X X X X X
. . . . . . . . .
. . . . . . . . .
",
    );
    assert_eq!(reason_at(&verdict, "D9"), Reason::LosesFight);
    assert_eq!(Reason::LosesFight.decided_by(), "search");
    assert!(verdict.disputed().is_empty());
}
