//! Block status on finished games: the 128 of `../shared/scoring/` and the
//! 57 of `../shared/gnugo/games/scoring/` (skipped without the shared
//! folder). Prints, per suite, the blocks by status and proof, the time per
//! game (median and worst); the judgement the scorer makes of every block
//! (alive, dead or seki, by reason); whole-board analysis (time per game,
//! the largest local game, games not searched or left unknown); and for
//! the KGS games, whose records list the players' agreed dead stones, how
//! often the proven and the judged dead stones are exactly theirs. Then
//! times one game with criterion.

use std::{
    collections::BTreeMap,
    hint::black_box,
    path::{Path, PathBuf},
    time::Instant,
};

use criterion::{Criterion, criterion_group, criterion_main};
use semeai::{
    AnalyzeOptions, Board, Limits, Point, PointSet, Status, analyze, block_status, io,
    race::Method,
    score::{Reason, judge},
    status::Proof,
};

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
    let mut judged: BTreeMap<String, usize> = BTreeMap::new();
    let mut times = Vec::new();
    let mut analysis_times = Vec::new();
    let (mut largest, mut not_searched, mut unknown, mut local_games) =
        ((0, String::new()), 0, 0, 0);
    let (mut kgs, mut agree, mut agree_judged, mut missed, mut wrong) = (0, 0, 0, 0, 0);
    let mut differ = Vec::new();
    for g in games {
        let t = Instant::now();
        let blocks = block_status(&g.board, &Limits::default());
        let verdict = judge(&g.board, &blocks, &Limits::default());
        times.push((t.elapsed(), g.name.clone()));
        for b in &blocks {
            let proof = match b.proof {
                Proof::Search(_) => "search".to_string(),
                p => p.to_string(),
            };
            *counts.entry(format!("{} ({proof})", b.status)).or_default() += 1;
        }
        for b in &verdict.blocks {
            let reason = match b.reason {
                Reason::Proven(Proof::Search(_)) => "proven: search".to_string(),
                r => r.to_string(),
            };
            *judged
                .entry(format!("{} ({reason})", b.status))
                .or_default() += 1;
        }
        let t = Instant::now();
        let a = analyze(&g.board, &AnalyzeOptions::for_pair(None)).expect("whole-board mode");
        analysis_times.push((t.elapsed(), g.name.clone()));
        for (game, result) in a.games.iter().zip(&a.results) {
            local_games += 1;
            if game.points.len() > largest.0 {
                largest = (game.points.len(), g.name.clone());
            }
            match result {
                Some(r) if matches!(r.method, Method::NotSearched { .. }) => not_searched += 1,
                Some(r)
                    if r.black_first == semeai::Outcome::Unknown
                        || r.white_first == semeai::Outcome::Unknown =>
                {
                    unknown += 1
                }
                _ => {}
            }
        }
        if let Some(theirs) = g.dead {
            kgs += 1;
            let ours = blocks
                .iter()
                .filter(|b| b.status == Status::Dead)
                .map(|b| b.stones)
                .collect::<PointSet>();
            if ours == theirs {
                agree += 1;
            }
            let ours = verdict.dead();
            missed += (theirs - ours).len();
            wrong += (ours - theirs).len();
            if ours == theirs {
                agree_judged += 1;
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
    let spread = |times: &mut Vec<(std::time::Duration, String)>| {
        times.sort();
        let median = times[times.len() / 2].0;
        let worst = times.last().unwrap().clone();
        format!("median {median:?}, worst {:?} ({})", worst.0, worst.1)
    };
    println!("{suite}: {} games", games.len());
    println!("  status and judgement: {}", spread(&mut times));
    for (k, n) in &counts {
        println!("  {n:5} {k}");
    }
    println!("  judged for the count:");
    for (k, n) in &judged {
        println!("  {n:5} {k}");
    }
    println!(
        "  whole-board analysis: {}; {local_games} local games, the largest {} points ({}), {not_searched} not searched (too big), {unknown} unknown past the budget",
        spread(&mut analysis_times),
        largest.0,
        largest.1
    );
    if kgs > 0 {
        println!(
            "  dead stones exactly the players': proven {agree}, judged {agree_judged} of {kgs} KGS games; judged: {missed} of their dead stones missed, {wrong} called dead that they left alive"
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
        b.iter(|| block_status(black_box(first), &Limits::default()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
