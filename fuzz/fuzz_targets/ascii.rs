//! The ASCII reader on any text: a board or an error, never a panic; what
//! it reads writes back as a diagram that reads back to the same stones.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::io;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(board) = io::read(text) {
        let again = io::read(&io::write_ascii(&board)).expect("written diagram reads back");
        assert_eq!(again.stones(semeai::Color::Black), board.stones(semeai::Color::Black));
        assert_eq!(again.stones(semeai::Color::White), board.stones(semeai::Color::White));
    }
});
