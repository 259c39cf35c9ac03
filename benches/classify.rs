//! What steps 1 and 2 cost on a full 19x19 board: Benson, the assumed-safe
//! rule, the local games, and the classification of every one of them.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::analyze;
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
        let a = analyze(board, None).unwrap();
        eprintln!(
            "{name}: {} stones, {} local games, classes {:?}",
            board.occupied().len(),
            a.games.len(),
            a.games.iter().map(|g| g.class.number()).collect::<Vec<_>>()
        );
        c.bench_function(&format!("whole_board_classification_19x19_{name}"), |b| {
            b.iter(|| analyze(black_box(board), None).unwrap())
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
