//! Block status on real positions (`semeai::block_status`, GTP
//! `final_status_list`, `block_status`).

mod common;

use semeai::{Limits, Status, block_status, io, status::Proof};

/// A finished KGS game whose lower right corner is a semeai that the first
/// mover decides (Black Q2 gets a seki, White S2 kills): the black stones
/// S1 and T2 are not dead, though White's corner group, searched alone with
/// the black stones inside taken as harmless, survives. Skipped without the
/// shared folder.
#[test]
fn stones_in_a_seki_capable_corner_are_not_dead() {
    let Some(shared) = common::shared() else {
        return;
    };
    let path = shared.join("scoring/games/kgs-japanese/2017-05-02-1.sgf");
    let board = io::load(&path).unwrap();
    let blocks = block_status(&board, &Limits::default());
    for v in ["S1", "T2"] {
        let p = v.parse().unwrap();
        let b = blocks.iter().find(|b| b.stones.contains(p)).unwrap();
        assert_ne!(b.status, Status::Dead, "{v}: {}", b.proof);
    }
}

/// X lives (Benson: the regions A6 and C6-F6); O's stone D6 inside is dead;
/// O's wall A4-H6 is shown neither way.
const DEAD_STONE: &str = ". X . O . . X O . .
                          X X X X X X X O . .
                          O O O O O O O O . .
                          . . . . . . . . . .
                          . . . . . . . . . .
                          . . . . . . . . . .";

/// The GTP engine's replies after `loadsgf` of `diagram` (through a file of
/// its own) and `commands`; the `loadsgf` reply first.

#[test]
fn final_status_list_gives_proven_dead_stones_a_block_a_line() {
    let replies = common::gtp_on(
        DEAD_STONE,
        "status",
        "final_status_list dead\nblock_status D6\nblock_status B6\nfinal_status_list seki\nfinal_status_list nonsense\n",
    );
    assert_eq!(replies[1], "= D6");
    assert_eq!(replies[2], "= dead benson");
    assert_eq!(replies[3], "= alive benson");
    assert_eq!(replies[4], "= ");
    assert!(replies[5].starts_with('?'), "{}", replies[5]);
}

#[test]
fn gogui_shows_the_status_of_every_block() {
    let text = common::gtp_on(DEAD_STONE, "gfx", "semeai_gfx_status\n").join("\n\n");
    assert!(text.contains("\nMARK D6\n"), "{text}");
    assert!(text.contains("LABEL H6 ?\n"), "{text}");
    assert!(
        text.contains(
            "TEXT blocks: 1 alive, 1 dead (x), 0 seki (square), 0 unsettled (triangle), 1 unknown (?)"
        ),
        "{text}"
    );
}

/// A corner group whose only liberties are a bare room of 2x5 or 2x6
/// points (no outside liberty: the opponent's wall has filled them) lives:
/// no static rule shows it (the room is one region, and its edge points
/// touch no black stone), the exact search of the room does (in thousands
/// of nodes: docs/benchmarks.md, "Safe points against Fuego"). Finished
/// games hold such corners; a smaller room limit or group-life budget
/// would leave them unknown, and this test says so.
#[test]
fn a_corner_group_lives_in_a_bare_room_of_ten_or_twelve_points() {
    for diagram in [
        ". . . . . . . .
         O O O O O O O .
         X X X X X X O .
         . . . . . X O .
         . . . . . X O .",
        ". . . . . . . . .
         O O O O O O O O .
         X X X X X X X O .
         . . . . . . X O .
         . . . . . . X O .",
    ] {
        let board = io::read_ascii(diagram).unwrap();
        let blocks = block_status(&board, &Limits::default());
        let black = blocks
            .iter()
            .find(|b| b.stones.contains("A3".parse().unwrap()))
            .unwrap();
        assert_eq!(black.status, Status::Alive, "{diagram}\n{}", black.proof);
        assert!(
            matches!(black.proof, Proof::Search(_)),
            "{diagram}\n{}",
            black.proof
        );
    }
}
