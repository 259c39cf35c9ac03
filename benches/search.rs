//! Search on curated class 3-6 problems: time to solve every figure
//! (criterion's time per iteration; the node count is printed once, so nodes
//! per second = nodes / time).

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::analysis::analyze_with;
use semeai::search::{Budget, solve};
use semeai::{Point, input};

const PROBLEMS: [&str; 4] = [
    "c3-outside-not-plain",
    "c3-corner-bulky-five",
    "c5-extra-block",
    "c6-chain",
];

fn bench(c: &mut Criterion) {
    for name in PROBLEMS {
        let path = format!("{}/tests/problems/{name}.txt", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("problem file");
        let board = input::load(std::path::Path::new(&path)).expect("problem");
        let pair = text
            .lines()
            .find_map(|l| l.trim_start_matches("//").trim().strip_prefix("pair:"))
            .map(|v| {
                let v: Vec<Point> = v.split_whitespace().map(|x| x.parse().unwrap()).collect();
                (v[0], v[1])
            });
        let analysis = analyze_with(&board, pair, None).expect("analysis");
        let game = analysis.games[0].clone();
        let essential = game.essential();
        let s = solve(&board, game.points, essential, Budget::default());
        println!("{name}: class {}, {} nodes", game.class, s.nodes);
        c.bench_function(&format!("solve {name}"), |bench| {
            bench.iter(|| solve(&board, game.points, essential, Budget::default()))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
