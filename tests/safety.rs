//! Fuego's safety and static-score GTP commands (`go_safe`,
//! `go_safe_gfx`, `go_safe_dame_static`, `static_score`) on positions
//! built for them, each answer checked exactly.

mod common;

use common::gtp_on;

/// Black's corner has two eyes (A7, C7): Benson-safe, with its eyes. White
/// has one eye (F7) and an open side: nothing of White's is safe.
const CORNERS: &str = "
. X . X O . O
X X X X O O O
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .";

#[test]
fn go_safe_benson_lists_safe_stones_and_their_eyes() {
    let r = gtp_on(
        CORNERS,
        "safe-corners",
        "go_safe benson\ngo_safe benson black\ngo_safe benson white\ngo_safe static w\ngo_safe\ngo_safe benson purple\ngo_safe magic\n",
    );
    assert_eq!(r[1], "= 8 A6 B6 C6 D6 A7 B7 C7 D7");
    assert_eq!(r[2], "= 8 A6 B6 C6 D6 A7 B7 C7 D7");
    assert_eq!(r[3], "= 0");
    assert_eq!(r[4], "= 0");
    assert!(r[5].starts_with("? syntax error"), "{}", r[5]);
    assert!(r[6].starts_with("? syntax error"), "{}", r[6]);
    assert_eq!(r[7], "? invalid safety solver: magic");
}

/// SPEC-scoring 5.7 BS1: the walls (x, o) are Benson-safe with their eyes;
/// the seki blocks O and X and their shared liberties D8, D6 are not safe
/// by any static rule, and static safety claims none of them.
const SEKI: &str = "
O O O . X X X o
O O O O X X X o
O O O . X X X o
O O O O X X X o
x x x x o o o o
. x . x o . o .
x x x x o o o o
. x . x o . o .";

#[test]
fn a_seki_is_not_statically_safe() {
    let r = gtp_on(
        SEKI,
        "safe-seki",
        "go_safe benson\ngo_safe static\ngo_safe_dame_static\n",
    );
    let points = |reply: &str| -> Vec<String> {
        reply
            .trim_start_matches("= ")
            .split(' ')
            .skip(1)
            .map(String::from)
            .collect()
    };
    let benson = points(&r[1]);
    let static_ = points(&r[2]);
    assert_eq!(benson.len(), 36, "{}", r[1]);
    assert_eq!(static_, benson);
    for seki in ["A8", "D8", "E8", "H8", "D6", "A5", "D5", "G5"] {
        let color_of_h = seki == "H8"; // the o column is part of White's wall
        assert_eq!(
            static_.contains(&seki.to_string()),
            color_of_h,
            "{seki}: {}",
            r[2]
        );
    }
    // D8 and D6 touch only the seki blocks, which are not safe: no proven dame.
    assert_eq!(r[3], "= ");
}

/// A Black group with two eyes, one of them the straight three B4-D4 with a
/// White stone on its vital point: Benson counts the dead stone as Black's.
/// White's wall on the second line lives on its seven-point edge: every
/// edge point is a liberty of the wall and B1 to F1 each split the edge in
/// two, so Müller's static rules find it 2-vital (two eyes whatever Black
/// plays first) and static safety claims White's stones and the edge.
const NAKADE: &str = "
X X X X X X X
X . O . X . X
X X X X X X X
O O O O O O O
. . . . . . .";

#[test]
fn a_dead_nakade_stone_is_safe_for_the_eye_owner() {
    let r = gtp_on(
        NAKADE,
        "safe-nakade",
        "go_safe benson white\ngo_safe benson black\ngo_safe static white\n",
    );
    assert_eq!(r[1], "= 0");
    assert_eq!(
        r[2],
        "= 21 A3 B3 C3 D3 E3 F3 G3 A4 B4 C4 D4 E4 F4 G4 A5 B5 C5 D5 E5 F5 G5"
    );
    assert_eq!(r[3], "= 14 A1 B1 C1 D1 E1 F1 G1 A2 B2 C2 D2 E2 F2 G2");
}

/// Two Benson-safe groups and the empty column between them: three proven
/// dame. Tromp-Taylor counts stones and eyes (12 to 9), Japanese rules the
/// eyes (4 to 2): with komi 0.5, B+2.5 and B+1.5. Black filling the dame
/// E2 gains a point under Tromp-Taylor (B+3.5), none under Japanese rules.
const DAME: &str = "
. X . X . O . O
X X X X . O O O
. X . X . O . O";

#[test]
fn proven_dame_and_the_two_static_scores() {
    let r = gtp_on(
        DAME,
        "safe-dame",
        "go_safe_dame_static\nkomi 0.5\nstatic_score tromp_taylor_score\nstatic_score japanese_score\nstatic_score area\ngo_safe_gfx benson\nplay b E2\nstatic_score tromp_taylor_score\nstatic_score japanese_score\n",
    );
    assert_eq!(r[1], "= E1 E2 E3");
    assert_eq!(r[3], "= B+2.5");
    assert_eq!(r[4], "= B+1.5");
    assert!(r[5].starts_with("? syntax error"), "{}", r[5]);
    assert!(r[6].contains("COLOR #980098 E1 E2 E3"), "{}", r[6]);
    assert!(
        r[6].contains("TEXT Solver: benson  B: 12 (50 %)  W: 9 (37 %)"),
        "{}",
        r[6]
    );
    assert_eq!(r[7], "= ");
    assert_eq!(r[8], "= B+3.5");
    assert_eq!(r[9], "= B+1.5");
}

#[test]
fn the_commands_are_listed_and_offered_to_gogui() {
    let r = gtp_on(DAME, "safe-list", "list_commands\ngogui-analyze_commands\n");
    for c in [
        "go_safe",
        "go_safe_gfx",
        "go_safe_dame_static",
        "static_score",
    ] {
        assert!(r[1].lines().any(|l| l.trim_start_matches("= ") == c), "{c}");
    }
    for c in [
        "gfx/Go Safe Benson/go_safe_gfx benson",
        "gfx/Go Safe Static/go_safe_gfx static",
        "plist/Go Safe Dame Static/go_safe_dame_static",
        "string/Static Score Tromp-Taylor/static_score tromp_taylor_score",
        "string/Static Score Japanese/static_score japanese_score",
    ] {
        assert!(r[2].contains(c), "{c}");
    }
}
