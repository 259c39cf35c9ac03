//! Search on curated class 3-6 problems: time to solve every figure
//! (criterion's time per iteration; the node count is printed once, so nodes
//! per second = nodes / time); and the first movers counted without search
//! (`first_movers`: the eye and region games) on the curated problems the
//! static evaluator declines and it answers.

#[path = "../tests/common/problems.rs"]
#[allow(dead_code)]
mod problems;

use criterion::{Criterion, criterion_group, criterion_main};
use problems::problems;
use semeai::{AnalyzeOptions, Budget, Limits, analyze, race::first_movers, search::solve};

const PROBLEMS: [&str; 4] = [
    "c3-outside-not-plain",
    "c3-corner-bulky-five",
    "c5-extra-block",
    "c6-chain",
];

fn bench(c: &mut Criterion) {
    for p in problems()
        .into_iter()
        .filter(|p| PROBLEMS.contains(&p.name.as_str()))
    {
        let (name, board, pair) = (p.name, p.board, p.pair);
        let analysis =
            analyze(&board, &AnalyzeOptions::for_pair(pair).static_only()).expect("analysis");
        let game = analysis.games[0].clone();
        let essential = game.essential();
        let s = solve(&board, game.points, essential, Budget::nodes(300_000));
        println!(
            "{name}: class {}, {} nodes",
            game.class.number(),
            s.nodes().unwrap_or(0)
        );
        c.bench_function(&format!("solve {name}"), |bench| {
            bench.iter(|| solve(&board, game.points, essential, Budget::nodes(300_000)))
        });
    }
}

fn counted(c: &mut Criterion) {
    for p in problems() {
        let (name, board, pair) = (p.name, p.board, p.pair);
        let Ok(analysis) = analyze(&board, &AnalyzeOptions::for_pair(pair).static_only()) else {
            continue;
        };
        let Some(game) = analysis.games.first().cloned() else {
            continue;
        };
        if analysis.results[0].is_some()
            || first_movers(&board, &game, &Limits::default()).is_none()
        {
            continue;
        }
        c.bench_function(&format!("first_movers {name}"), |bench| {
            bench.iter(|| first_movers(&board, &game, &Limits::default()))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench, counted
}
criterion_main!(benches);
