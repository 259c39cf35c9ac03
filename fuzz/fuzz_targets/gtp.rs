//! The GTP loop on any bytes as commands: an answer to each, never a
//! panic. A small search budget (200 nodes a question) keeps inputs fast
//! enough for ten million runs; the search itself is fuzzed deeper by the
//! `analyze` target.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::{Budget, Limits, gtp};

fuzz_target!(|data: &[u8]| {
    let limits = Limits::default().at_most(Budget::nodes(200));
    let engine = gtp::Engine::new().with_limits(limits);
    let mut out = Vec::new();
    let _ = gtp::serve(engine, data, &mut out);
});
