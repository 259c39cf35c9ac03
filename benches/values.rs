//! `semeai values` on examples/endgame-corridors.txt: six corridors of
//! seven points between living walls (42 empty points, six local games),
//! each valued as a canonical form, summed, and each side's move found;
//! the memo of sums and comparisons cleared before each run.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::{Limits, cgt::Game, endgame::values, io};

fn bench(c: &mut Criterion) {
    let board = io::load(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/endgame-corridors.txt"
    )))
    .expect("the shipped example");
    let limits = Limits::default();
    c.bench_function("values_corridors_42_points", |b| {
        b.iter(|| {
            Game::forget_memo();
            black_box(values(black_box(&board), &limits))
        });
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
