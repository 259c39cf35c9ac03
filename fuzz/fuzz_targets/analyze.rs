//! Any position the readers accept, through every analysis: whole-board
//! and pair-mode analysis (the fight to live with it), block status, Basic
//! Seki, and the count under each rule; never a panic. Small search budgets
//! keep each input under a second.
#![no_main]

use libfuzzer_sys::fuzz_target;
use semeai::{
    AnalyzeOptions, Budget, Limits,
    go::{Komi, Scoring},
    io, score, seki,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(board) = io::read(text) else {
        return;
    };
    let budget = Budget::nodes(2_000);
    let limits = Limits {
        status_region_points: 8,
        eye_games: 20_000,
        ..Limits::default().at_most(budget)
    };
    let options = AnalyzeOptions {
        limits,
        ..AnalyzeOptions::default()
    };
    if let Ok(a) = semeai::analyze(&board, &options) {
        let _ = a.text();
        let _ = a.json();
    }
    // Pair mode, which reads the fight to live too: the first block of
    // each colour.
    let blocks = board.blocks();
    let first = |c: semeai::Color| {
        blocks
            .iter()
            .find(|b| b.color == c)
            .and_then(|b| b.stones.first())
    };
    if let (Some(a), Some(b)) = (first(semeai::Color::Black), first(semeai::Color::White)) {
        let pair = AnalyzeOptions {
            pair: Some((a, b)),
            ..options.clone()
        };
        if let Ok(a) = semeai::analyze(&board, &pair) {
            let _ = a.text();
            let _ = a.json();
        }
    }
    let _ = semeai::block_status(&board, &limits);
    let _ = seki::basic_seki(&board, Some(budget));
    for rules in [Scoring::Territory, Scoring::Area, Scoring::TrompTaylor] {
        let s = score::score(&board, rules, Komi::ZERO, score::DeadStones::Keep, &limits);
        let _ = s.text(&board);
    }
    let s = score::score(
        &board,
        Scoring::Territory,
        Komi::ZERO,
        score::DeadStones::Static,
        &limits,
    );
    let _ = s.json(&board);
});
