//! Each step of the pipeline on a full 19x19 board, timed alone, then the
//! whole of [`analyze`]:
//!
//! - `safe_points_19x19_*`: the safety proofs behind the partition (Benson,
//!   unconditional life, and the searches of `SafetySolver::Static`);
//! - `partition_19x19_*`: step 1, the safe blocks, territory and local games,
//!   given those safe points;
//! - `whole_board_classification_19x19_*`: step 2, the classification of
//!   every local game (blocks, points, Müller's class);
//! - `static_evaluation_19x19_*`: step 3, the formula on every game it
//!   answers exactly;
//! - `analyze_19x19_*`: all of it, search of the other races included.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::{
    AnalyzeOptions, Limits, analyze,
    race::{classify, evaluate, partition_around},
    status::{SafetySolver, safe_points},
};
mod common;

use common::dense_position;
use semeai::io;

fn bench(c: &mut Criterion) {
    let corners = io::load(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/four-corners.txt"
    )))
    .expect("the shipped example");
    let dense = dense_position();
    for (name, board) in [("four_corner_races", &corners), ("dense_random", &dense)] {
        let safe = safe_points(board, SafetySolver::Static, &Limits::default());
        let partition = partition_around(board, safe);
        let games: Vec<_> = partition
            .games
            .iter()
            .map(|&g| classify(board, &partition, g, None))
            .collect();
        let a = analyze(board, &AnalyzeOptions::for_pair(None)).unwrap();
        assert_eq!(
            a.games.len(),
            games.len(),
            "analyze partitions the same way"
        );
        eprintln!(
            "{name}: {} stones, {} local games, classes {:?}, {} answered statically",
            board.occupied().len(),
            games.len(),
            games.iter().map(|g| g.class.number()).collect::<Vec<_>>(),
            games
                .iter()
                .filter(|g| evaluate(board, g).is_some())
                .count()
        );
        c.bench_function(&format!("safe_points_19x19_{name}"), |b| {
            b.iter(|| safe_points(black_box(board), SafetySolver::Static, &Limits::default()))
        });
        c.bench_function(&format!("partition_19x19_{name}"), |b| {
            b.iter(|| partition_around(black_box(board), black_box(safe)))
        });
        c.bench_function(&format!("whole_board_classification_19x19_{name}"), |b| {
            b.iter(|| {
                partition
                    .games
                    .iter()
                    .map(|&g| classify(black_box(board), &partition, g, None))
                    .collect::<Vec<_>>()
            })
        });
        c.bench_function(&format!("static_evaluation_19x19_{name}"), |b| {
            b.iter(|| {
                games
                    .iter()
                    .map(|g| evaluate(black_box(board), g))
                    .collect::<Vec<_>>()
            })
        });
        c.bench_function(&format!("analyze_19x19_{name}"), |b| {
            b.iter(|| analyze(black_box(board), &AnalyzeOptions::for_pair(None)).unwrap())
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
