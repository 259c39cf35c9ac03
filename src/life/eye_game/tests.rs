//! The eye game's unit tests.

use super::*;

#[test]
fn a_repetition_is_won_by_the_ko_winner_and_barred_to_the_other() {
    // White's eye C4 D4 E3 E4 D5 E5 holds four black stones (Black has
    // just played E5, C1_023's T6): with White winning kos a line
    // repeats a position (it made the game fail before); each side
    // winning every ko and repetition, the eye counts 12 - 4 = 8.
    let board = crate::io::read_ascii(
        ". . . . .
         O O O O O
         O O O . X
         O O . X X
         O O O O X
         O O O O O
         O O O O O",
    )
    .expect("a position");
    let eye: PointSet = "E3 C4 D4 E4 D5 E5".parse().expect("points");
    let b = EyeBox::new(&board, Color::White, eye).expect("an eye box");
    let solve = |ko| {
        counted(
            b.open.clone(),
            Color::White,
            b.eye,
            b.sink,
            4,
            false,
            ko,
            &EyeNodes::unlimited(),
        )
    };
    let (found, ko) = solve(None);
    assert!(found.is_none() && ko);
    let eight = EyeCounter {
        liberties: 8,
        in_atari: false,
    };
    for winner in Color::ALL {
        assert_eq!(solve(Some(winner)).0, Some(eight), "{winner:?} winning kos");
    }
    assert_eq!(eye_as_counter(&board, Color::White, eye, 4), Some(8));
}

#[test]
fn eye_games_of_one_caller_share_its_budget() {
    let board = crate::io::read_ascii(
        ". . . . . . . . .
         X X X X X . X X X
         X . O . X . X . O
         X X X X X . X . .",
    )
    .expect("a position");
    let straight: PointSet = "B2 C2 D2".parse().expect("points");
    assert_eq!(eye_as_counter(&board, Color::Black, straight, 2), Some(2));
    // Ten nodes in all: the game gives up, and the budget is the
    // caller's only while it runs.
    let starved = eye_as_counter_within(&board, Color::Black, straight, 2, &EyeNodes::new(10));
    assert_eq!(starved, None);
    assert_eq!(eye_as_counter(&board, Color::Black, straight, 2), Some(2));
}
