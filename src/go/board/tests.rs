//! The board's unit tests: moves, captures, suicide, superko, undo and
//! the line of play.

use super::*;
use crate::io::read_ascii;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

#[test]
fn a_ko_capture_takes_one_stone_and_leaves_one_liberty() {
    // X at C2 takes B2 and is left alone with B2: a ko. X at C5 takes
    // B5 but keeps C4 and D5; X at D1 takes nothing: no ko.
    let board = read_ascii(
        "X O . . . .
         . X . . . .
         . X O . . .
         X O . O . .
         . X O . . .",
    )
    .unwrap();
    let black = |v: &str| board.is_ko_capture(Color::Black, Move::Place(p(v)));
    assert!(black("C2"));
    assert!(!black("C5"));
    assert!(!black("D1"));
    assert!(!board.is_ko_capture(Color::Black, Move::Pass));
    // O at E2 takes two stones: no ko.
    let two = read_ascii(
        ". O X X .
         . . O O .",
    )
    .unwrap();
    assert!(!two.is_ko_capture(Color::White, Move::Place(p("E2"))));
}
fn at(s: &str) -> Move {
    Move::Place(p(s))
}

#[test]
fn the_line_remembers_the_points_a_capture_emptied() {
    let mut b = read_ascii(
        ". . .
         . . .
         O X .",
    )
    .unwrap();
    assert_eq!(b.occupied_in_line(), b.occupied());
    b.play(Color::Black, at("A2"));
    assert_eq!((b.occupied_in_line() - b.occupied()).to_string(), "A1");
    b.undo();
    assert_eq!(b.occupied_in_line(), b.occupied());
}

#[test]
fn capture_in_the_corner() {
    let mut b = read_ascii(
        ". . .
         . . .
         O X .",
    )
    .unwrap();
    assert_eq!(
        b.try_play(Color::Black, at("B1")),
        Err(MoveError::Occupied(p("B1")))
    );
    assert_eq!(
        b.try_play(Color::Black, at("D2")),
        Err(MoveError::OffBoard(p("D2")))
    );
    let played = b.play(Color::Black, at("A2"));
    assert_eq!(played.captured, PointSet::single(p("A1")));
    assert_eq!(b.color_at(p("A1")), None);
    assert_eq!(b.to_move(), Color::White);
    b.undo();
    assert_eq!(b.color_at(p("A1")), Some(Color::White));
}

#[test]
fn capture_of_a_large_block_and_multiple_blocks() {
    // Black A3 takes the last liberty of both white blocks.
    let mut b = read_ascii(
        ". X . .
         . O X .
         O X . .
         O X . .",
    )
    .unwrap();
    // White A1-A2 has liberty A3; white B3 has liberty A3 too.
    let played = b.play(Color::Black, at("A3"));
    assert_eq!(played.captured.len(), 3);
    assert_eq!(b.stones(Color::White), PointSet::EMPTY);
}

#[test]
fn suicide_is_illegal_unless_allowed() {
    let mut b = read_ascii(
        "O . X
         X X .
         . . .",
    )
    .unwrap();
    assert_eq!(
        b.try_play(Color::White, at("B3")),
        Err(MoveError::Suicide(p("B3")))
    );
    b.set_rules(Rules {
        suicide: true,
        ..Rules::default()
    });
    // A one-stone suicide recreates the position, which superko forbids.
    let mut single = read_ascii(". X\nX .").unwrap();
    single.set_rules(b.rules());
    assert_eq!(
        single.try_play(Color::White, at("A2")),
        Err(MoveError::Superko(p("A2")))
    );
    // A two-stone suicide removes both stones: a new position.
    let played = b.play(Color::White, at("B3"));
    assert_eq!(played.suicided.len(), 2);
    assert_eq!(b.stones(Color::White), PointSet::EMPTY);
    assert_eq!(b.moves_played(), 1);
}

#[test]
fn capturing_is_not_suicide() {
    // A2 has no empty neighbour. For Black it captures three white blocks;
    // for White it joins them into a block without liberties.
    let b = read_ascii(
        "O X . .
         . O X .
         O X . .",
    )
    .unwrap();
    let mut black = b.clone();
    let played = black.play(Color::Black, at("A2"));
    assert_eq!(played.captured.len(), 3);
    assert_eq!(black.stones(Color::White), PointSet::EMPTY);
    let mut white = b.clone();
    assert_eq!(
        white.try_play(Color::White, at("A2")),
        Err(MoveError::Suicide(p("A2")))
    );
    assert_eq!(white, b, "an illegal move leaves the board unchanged");
}

#[test]
fn simple_ko_is_forbidden_by_superko() {
    // . X O .
    // X O . O
    // . X O .
    let mut b = read_ascii(
        ". X O .
         X O . O
         . X O .",
    )
    .unwrap();
    assert_eq!(b.line_index(), 0);
    let played = b.play(Color::Black, at("C2"));
    assert_eq!(played.captured, PointSet::single(p("B2")));
    assert_eq!(
        b.try_play(Color::White, at("B2")),
        Err(MoveError::Superko(p("B2")))
    );
    assert_eq!(b.line_index(), 1);
    assert_eq!(b.repeats(Color::White, at("B2")), Some(0), "the start");
    assert_eq!(b.repeats(Color::White, at("D1")), None);
    // After a pass pair the ko may still not be retaken: the position repeats.
    b.play(Color::White, Move::Pass);
    b.play(Color::Black, Move::Pass);
    assert_eq!(
        b.try_play(Color::White, at("B2")),
        Err(MoveError::Superko(p("B2")))
    );
    assert_eq!(b.line_index(), 3);
    assert_eq!(b.repeats(Color::White, at("B2")), Some(0));
    // Elsewhere first, then the recapture is a new position... only if the board differs.
    b.play(Color::White, at("D1"));
    b.play(Color::Black, at("A1"));
    assert!(b.try_play(Color::White, at("B2")).is_ok());
    // Without superko the immediate recapture is legal.
    let mut b = read_ascii(
        ". X O .
         X O . O
         . X O .",
    )
    .unwrap();
    b.set_rules(Rules {
        ko: KoRule::Unchecked,
        ..Rules::default()
    });
    b.play(Color::Black, at("C2"));
    let mut simple = b.clone();
    assert!(b.try_play(Color::White, at("B2")).is_ok());
    // Under simple ko it is not; a retake after a move elsewhere is.
    simple.set_rules(Rules {
        ko: KoRule::Simple,
        ..Rules::default()
    });
    assert_eq!(
        simple.try_play(Color::White, at("B2")),
        Err(MoveError::Ko(p("B2")))
    );
    simple.play(Color::White, at("D1"));
    simple.play(Color::Black, at("A1"));
    assert!(simple.try_play(Color::White, at("B2")).is_ok());
}

#[test]
fn blocks_and_liberties() {
    let b = read_ascii(
        ". . . . .
         . X X O .
         . X O O .
         . . . . .",
    )
    .unwrap();
    let blocks = b.blocks();
    assert_eq!(blocks.len(), 2);
    let black = b.block_at(p("B2")).unwrap();
    assert_eq!(black.color, Color::Black);
    assert_eq!(black.stones.len(), 3);
    assert_eq!(black.liberties.len(), 5);
    let white = b.block_at(p("C2")).unwrap();
    assert_eq!(white.stones.len(), 3);
    assert_eq!(white.liberties.len(), 5);
    assert_eq!(b.block_at(p("A1")), None);
    assert_eq!(blocks[0].anchor(), p("B2"));
}

#[test]
fn undo_restores_everything() {
    let mut b = Board::empty(BoardSize::square(5).unwrap());
    let start = b.clone();
    let h = b.hash();
    b.play(Color::Black, at("C3"));
    b.play(Color::White, at("C4"));
    b.play(Color::Black, Move::Pass);
    assert_eq!(b.moves_played(), 3);
    while b.undo().is_some() {}
    assert_eq!(b, start);
    assert_eq!(b.hash(), h);
    assert_eq!(b.undo(), None);
}
