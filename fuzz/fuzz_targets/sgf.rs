//! The SGF reader on any text: a board or an error, never a panic; what it
//! reads writes back as SGF that reads back to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::io;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = io::read_game_info(text);
    if let Ok(board) = io::read_sgf(text) {
        let again = io::read_sgf(&io::write_sgf(&board)).expect("written SGF reads back");
        assert_eq!(again.stones(semeai::Color::Black), board.stones(semeai::Color::Black));
        assert_eq!(again.stones(semeai::Color::White), board.stones(semeai::Color::White));
    }
});
