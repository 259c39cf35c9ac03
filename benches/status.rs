//! Block status on finished games: the 128 of `../shared/scoring/` and the
//! 57 of `../shared/gnugo/games/scoring/` (skipped without the shared
//! folder). Prints, per suite, the blocks by status and proof, the time per
//! game (median and worst), and for the KGS games, whose records list the
//! players' agreed dead stones, how often the stones shown dead are exactly
//! theirs; then times one game with criterion.

use std::{
    collections::BTreeMap,
    hint::black_box,
    path::{Path, PathBuf},
    time::Instant,
};

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::{Board, Point, PointSet, Proof, Status, StatusLimits, block_status, io};

fn shared() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    p.is_dir().then_some(p)
}

struct Game {
    name: String,
    board: Board,
    /// The players' dead stones, for KGS games.
    dead: Option<PointSet>,
}

fn scoring_games(shared: &Path) -> Vec<Game> {
    let dir = shared.join("scoring");
    let index = std::fs::read_to_string(dir.join("games.jsonl")).expect("games.jsonl");
    index
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let file = v["file"].as_str().expect("file");
            let board = io::load(&dir.join(file)).unwrap_or_else(|e| panic!("{e}"));
            let dead = v["dead_stones"].as_array().map(|list| {
                list.iter()
                    .map(|s| s.as_str().unwrap().parse::<Point>().unwrap())
                    .collect()
            });
            Game {
                name: file.to_string(),
                board,
                dead,
            }
        })
        .collect()
}

fn gnugo_games(shared: &Path) -> Vec<Game> {
    let dir = shared.join("gnugo/games/scoring");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("games")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let board = io::load(&path).ok()?;
            Some(Game {
                name: path.file_name()?.to_string_lossy().into_owned(),
                board,
                dead: None,
            })
        })
        .collect()
}

fn report(suite: &str, games: &[Game]) {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut times = Vec::new();
    let (mut kgs, mut agree, mut missed, mut wrong) = (0, 0, 0, 0);
    let mut differ = Vec::new();
    for g in games {
        let t = Instant::now();
        let blocks = block_status(&g.board, StatusLimits::default());
        times.push((t.elapsed(), g.name.clone()));
        for b in &blocks {
            let proof = match b.proof {
                Proof::Search(_) => "search".to_string(),
                p => p.to_string(),
            };
            *counts.entry(format!("{} ({proof})", b.status)).or_default() += 1;
        }
        if let Some(theirs) = g.dead {
            kgs += 1;
            let ours = blocks
                .iter()
                .filter(|b| b.status == Status::Dead)
                .fold(PointSet::EMPTY, |s, b| s | b.stones);
            missed += (theirs - ours).len();
            wrong += (ours - theirs).len();
            if ours == theirs {
                agree += 1;
            } else {
                differ.push(format!(
                    "{}: missed {} wrongly dead {}",
                    g.name,
                    (theirs - ours).len(),
                    (ours - theirs).len()
                ));
            }
        }
    }
    times.sort();
    let median = times[times.len() / 2].0;
    let worst = times.last().unwrap();
    println!(
        "{suite}: {} games, median {median:?}, worst {:?} ({})",
        games.len(),
        worst.0,
        worst.1
    );
    for (k, n) in &counts {
        println!("  {n:5} {k}");
    }
    if kgs > 0 {
        println!(
            "  dead stones exactly the players': {agree} of {kgs} KGS games; {missed} of their dead stones not shown dead, {wrong} shown dead that they left alive"
        );
        for d in differ.iter().take(8) {
            println!("    {d}");
        }
    }
}

fn bench(c: &mut Criterion) {
    let Some(shared) = shared() else {
        eprintln!("skipped: no ../shared");
        return;
    };
    let scoring = scoring_games(&shared);
    report("shared/scoring", &scoring);
    report("gnugo/games/scoring", &gnugo_games(&shared));
    let first = &scoring[0].board;
    c.bench_function("block_status_finished_19x19", |b| {
        b.iter(|| block_status(black_box(first), StatusLimits::default()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
