//! Any position the readers accept, through every analysis: whole-board
//! analysis, block status, Basic Seki, and the count under each rule; never
//! a panic. Small search budgets keep each input under a second.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::{Budget, Komi, Scoring, StatusLimits, io, score, seki};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(board) = io::read(text) else {
        return;
    };
    let budget = Budget {
        nodes: 2_000,
        time: None,
    };
    if let Ok(a) = semeai::analyze_with(&board, None, Some(budget)) {
        let _ = a.text();
        let _ = a.json();
    }
    let limits = StatusLimits {
        region_points: 8,
        budget,
    };
    let _ = semeai::block_status(&board, limits);
    let _ = seki::basic_seki(&board, Some(budget));
    for rules in [Scoring::Territory, Scoring::Area, Scoring::TrompTaylor] {
        let s = score::score(&board, rules, Komi::ZERO, score::DeadStones::Keep);
        let _ = s.text(&board);
    }
    let s = score::score_with(
        &board,
        Scoring::Territory,
        Komi::ZERO,
        score::DeadStones::Static,
        limits,
    );
    let _ = s.json(&board);
});
