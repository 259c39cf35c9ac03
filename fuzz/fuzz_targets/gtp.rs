//! The GTP loop on any bytes as commands: an answer to each, never a
//! panic. A small search budget keeps each input under a second.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::{Budget, gtp};

fuzz_target!(|data: &[u8]| {
    let engine = gtp::Engine::new().with_budget(Budget {
        nodes: 2_000,
        time: None,
    });
    let mut out = Vec::new();
    let _ = gtp::serve_engine(engine, data, &mut out);
});
