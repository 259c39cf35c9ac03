//! `semeai batch`: every SGF file under folders, analysed in parallel.

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use semeai::{AnalyzeOptions, Budget, Outcome, analyze, io};

use crate::args::BatchArgs;

/// What one file of a batch gave.
struct FileReport {
    file: String,
    ms: f64,
    result: Result<BatchStats, String>,
}

/// The local games of one position: their classes and how many stay
/// unanswered (unknown, or too big to search).
#[derive(Default)]
struct BatchStats {
    size: String,
    classes: [usize; 9],
    unknown: usize,
}

impl BatchStats {
    fn games(&self) -> usize {
        self.classes.iter().sum()
    }
}

fn class_counts_text(classes: &[usize; 9]) -> String {
    let parts: Vec<String> = (0..9)
        .filter(|&k| classes[k] > 0)
        .map(|k| format!("class {k}: {}", classes[k]))
        .collect();
    parts.join(", ")
}

fn class_counts_json(classes: &[usize; 9]) -> serde_json::Value {
    let mut map = serde_json::Map::new();
    for (k, &n) in classes.iter().enumerate().filter(|&(_, &n)| n > 0) {
        map.insert(k.to_string(), n.into());
    }
    serde_json::Value::Object(map)
}

/// The SGF files under `path` (itself when it is a file), sorted.
fn sgf_files(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        if p.is_dir() {
            sgf_files(&p, out)?;
        } else if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
            out.push(p);
        }
    }
    Ok(())
}

/// One file of a batch: the final position, analysed in whole-board mode.
fn batch_file(file: &Path, options: &AnalyzeOptions) -> FileReport {
    let start = std::time::Instant::now();
    let result = io::load(file).map_err(|e| e.to_string()).map(|board| {
        let a = analyze(&board, options).expect("whole-board mode has no pair");
        let mut stats = BatchStats {
            size: board.size().to_string(),
            ..BatchStats::default()
        };
        for (game, result) in a.games.iter().zip(&a.results) {
            stats.classes[usize::from(game.class.number()).min(8)] += 1;
            let answered = result.as_ref().is_some_and(|r| {
                r.black_first != Outcome::Unknown && r.white_first != Outcome::Unknown
            });
            if !answered {
                stats.unknown += 1;
            }
        }
        stats
    });
    FileReport {
        file: file.display().to_string(),
        ms: start.elapsed().as_secs_f64() * 1000.0,
        result,
    }
}

/// `semeai batch`: every file, in order, then the summary.
pub fn batch(args: &BatchArgs) -> ExitCode {
    let (paths, json, jobs) = (&args.paths, args.json, args.jobs);
    let mut options = AnalyzeOptions::default();
    if let Some(nodes) = args.nodes {
        options.limits.whole_board = Budget::nodes(nodes);
    }
    use rayon::prelude::*;
    let start = std::time::Instant::now();
    let mut files = Vec::new();
    let mut listing_errors = Vec::new();
    for p in paths {
        if let Err(e) = sgf_files(p, &mut files) {
            listing_errors.push(FileReport {
                file: p.display().to_string(),
                ms: 0.0,
                result: Err(e.to_string()),
            });
        }
    }
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .build()
    {
        Ok(pool) => pool,
        Err(e) => {
            eprintln!("semeai: --jobs: {e}");
            return ExitCode::FAILURE;
        }
    };
    let threads = pool.current_num_threads();
    let bar = indicatif::ProgressBar::new(files.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} files, {elapsed} ({eta} left)",
        )
        .expect("a valid template"),
    );
    let mut reports: Vec<FileReport> = pool.install(|| {
        files
            .par_iter()
            .map(|f| {
                let r = batch_file(f, &options);
                bar.inc(1);
                r
            })
            .collect()
    });
    bar.finish_and_clear();
    reports.extend(listing_errors);
    let (total, errors) = print_reports(&reports, json);
    let seconds = start.elapsed().as_secs_f64();
    if json {
        println!(
            "{}",
            serde_json::json!({ "summary": {
                "files": reports.len(), "errors": errors, "games": total.games(),
                "classes": class_counts_json(&total.classes), "unknown": total.unknown,
                "seconds": (seconds * 100.0).round() / 100.0, "jobs": threads,
            }})
        );
    } else {
        println!(
            "batch: {} files, {} errors, {} local games ({}), {} unknown, {:.2} s on {} thread{}",
            reports.len(),
            errors,
            total.games(),
            class_counts_text(&total.classes),
            total.unknown,
            seconds,
            threads,
            if threads == 1 { "" } else { "s" }
        );
    }
    if errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Prints each file's line; returns the totals and the number of errors.
fn print_reports(reports: &[FileReport], json: bool) -> (BatchStats, usize) {
    let mut total = BatchStats::default();
    let mut errors = 0;
    for r in reports {
        match &r.result {
            Ok(s) => {
                for k in 0..9 {
                    total.classes[k] += s.classes[k];
                }
                total.unknown += s.unknown;
                if json {
                    println!(
                        "{}",
                        serde_json::json!({
                            "file": r.file, "size": s.size, "games": s.games(),
                            "classes": class_counts_json(&s.classes), "unknown": s.unknown,
                            "ms": (r.ms * 10.0).round() / 10.0,
                        })
                    );
                } else {
                    println!(
                        "{}: {}, {} local game{}{}, {} unknown, {:.1} ms",
                        r.file,
                        s.size,
                        s.games(),
                        if s.games() == 1 { "" } else { "s" },
                        if s.games() > 0 {
                            format!(" ({})", class_counts_text(&s.classes))
                        } else {
                            String::new()
                        },
                        s.unknown,
                        r.ms
                    );
                }
            }
            Err(e) => {
                errors += 1;
                if json {
                    println!("{}", serde_json::json!({ "file": r.file, "error": e }));
                } else {
                    println!("{}: error: {e}", r.file);
                }
            }
        }
    }
    (total, errors)
}
