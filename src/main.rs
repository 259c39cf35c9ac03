//! The `semeai` command line.

#![forbid(unsafe_code)]

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use clap::{Parser, Subcommand};
use semeai::{Board, Budget, Color, Komi, Scoring, analyze_with, io};

/// Reads Go positions and analyses their capturing races (semeai).
#[derive(Debug, Parser)]
#[command(name = "semeai", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print a position (SGF file or ASCII diagram) with coordinates and its blocks.
    Show {
        /// The position: an SGF file, an ASCII diagram, or - for standard input.
        file: PathBuf,
        /// Print the position as SGF instead.
        #[arg(long)]
        sgf: bool,
    },
    /// Run a GTP version 2 engine on standard input and output (GNU Go's
    /// analyze_semeai, GoGui analyze commands).
    Gtp {
        /// Search budget of one analyze_semeai, in nodes (and as much again
        /// for its move); below the library's defaults it caps every other
        /// search too.
        #[arg(long, default_value_t = semeai::gtp::GTP_BUDGET.nodes)]
        nodes: u64,
        /// Rules of final_score: japanese (territory), chinese (area) or tromp-taylor.
        #[arg(long, default_value = "japanese")]
        rules: Scoring,
        /// Komi until a komi command or a loaded record sets it.
        #[arg(long, default_value = "0")]
        komi: Komi,
        /// Answer analyze_semeai by search alone, without counting big eyes
        /// and outside regions (to check the counting changes no answer).
        #[arg(long)]
        no_counting: bool,
    },
    /// The status of every block (alive, dead, seki, unsettled, unknown) and
    /// how it was shown.
    Status {
        /// The position: an SGF file, an ASCII diagram, or - for standard input.
        file: PathBuf,
        /// Print JSON (a `blocks` list) instead of text.
        #[arg(long)]
        json: bool,
        /// The position before move number N of an SGF record (GTP's loadsgf).
        #[arg(long = "move", value_name = "N")]
        move_number: Option<usize>,
    },
    /// Count a finished game: dead stones, seki and dame decided by the
    /// engine (or given), then the score under Japanese, Chinese or
    /// Tromp-Taylor rules.
    Score {
        /// The position: an SGF file, an ASCII diagram, or - for standard input.
        file: PathBuf,
        /// Print JSON (SPEC-scoring section 6) instead of text.
        #[arg(long)]
        json: bool,
        /// japanese (territory), chinese (area) or tromp-taylor; default: the
        /// record's RU, else japanese.
        #[arg(long)]
        rules: Option<Scoring>,
        /// Komi; default: the record's KM, else 0.
        #[arg(long, allow_hyphen_values = true)]
        komi: Option<Komi>,
        /// The dead stones, as vertices (one stone names its block), instead
        /// of the engine's judgement.
        #[arg(long, value_delimiter = ',', value_name = "V,...")]
        dead: Option<Vec<String>>,
        /// The position before move number N of an SGF record.
        #[arg(long = "move", value_name = "N")]
        move_number: Option<usize>,
        /// Also draw the count as an SVG picture.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Wolf's Basic Seki: recognise them on a position, read an encoding,
    /// generate a position for one, or count encodings.
    #[command(group = clap::ArgGroup::new("job").required(true).args(["file", "encode", "generate", "count"]))]
    Seki {
        /// The position: an SGF file, an ASCII diagram, or - for standard input.
        file: Option<PathBuf>,
        /// Print JSON (SPEC-scoring section 6) instead of text.
        #[arg(long)]
        json: bool,
        /// Read an encoding (`01_1`, `(2_2)^2`, `_` before a black digit):
        /// check it, give its canonical form, topology and counts.
        #[arg(long, value_name = "ENC", allow_hyphen_values = true)]
        encode: Option<String>,
        /// Build a position whose Basic Seki has this encoding.
        #[arg(long, value_name = "ENC", allow_hyphen_values = true)]
        generate: Option<String>,
        /// Board size of --generate.
        #[arg(long, default_value_t = 19, value_name = "N")]
        size: usize,
        /// Print the generated position as SGF instead of ASCII.
        #[arg(long)]
        sgf: bool,
        /// The counts of encodings with N liberties (SPEC-scoring 5.4).
        #[arg(long, value_name = "N")]
        count: Option<usize>,
        /// Search budget of each seki's check, in nodes (0: no search).
        #[arg(long, default_value_t = 1_000_000)]
        nodes: u64,
        /// The position before move number N of an SGF record.
        #[arg(long = "move", value_name = "N")]
        move_number: Option<usize>,
        /// Also draw the position and its Basic Seki as an SVG picture.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Analyse every SGF file under folders (recursively) and the files
    /// given: one line per file (text or JSON), a progress bar on a
    /// terminal, a summary at the end; a file that fails is reported and the
    /// run goes on (exit code 1 when any failed).
    Batch {
        /// Folders (searched recursively for .sgf files) and files.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// One JSON object per line instead of text (the summary last).
        #[arg(long)]
        json: bool,
        /// Files analysed at once (default: the machine's cores).
        #[arg(long, value_name = "N")]
        jobs: Option<usize>,
        /// Search budget per local game, and per safety proof, in nodes
        /// (default 200 000).
        #[arg(long)]
        nodes: Option<u64>,
    },
    /// Partition the position into local games and classify each race (Müller's classes 0-8).
    Analyze {
        /// The position: an SGF file, an ASCII diagram, or - for standard input.
        file: PathBuf,
        /// Print JSON (SPEC section 8) instead of text.
        #[arg(long)]
        json: bool,
        /// Pair mode: the race between the block at A and the block at B (GTP vertices).
        #[arg(long, num_args = 2, value_names = ["A", "B"])]
        pair: Option<Vec<String>>,
        /// Search budget per local game, in nodes (past it a figure is
        /// `unknown`); default 5 000 000 in pair mode, 200 000 in
        /// whole-board mode, where it also bounds each search of the
        /// safety proofs that make the partition.
        #[arg(long)]
        nodes: Option<u64>,
        /// Search time limit per local game, in seconds (none by default, so
        /// answers do not depend on the machine).
        #[arg(long)]
        seconds: Option<f64>,
        /// Also draw the analysis as an SVG picture.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
        /// Search the races without the search's exact reductions (plain
        /// liberties as counters, the pass rule, interchangeable shared
        /// liberties, Benson): the same figures with more nodes, to check
        /// that the reductions change no answer.
        #[arg(long)]
        no_reductions: bool,
    },
}

fn show(board: &Board) -> String {
    let mut out = format!(
        "{} board, {} to move\n",
        board.size(),
        match board.to_move() {
            Color::Black => "Black",
            Color::White => "White",
        }
    );
    out.push_str(&io::write_ascii(board));
    let blocks = board.blocks();
    out.push_str(&format!("{} blocks\n", blocks.len()));
    if !blocks.is_empty() {
        out.push_str("  colour  block  stones  liberties\n");
    }
    for block in blocks {
        out.push_str(&format!(
            "  {:<6}  {:<5}  {:>6}  {:>9}\n",
            block.color.name(),
            block.anchor().to_string(),
            block.stones.len(),
            block.liberties.len()
        ));
    }
    out
}

/// The status of every block, as text or JSON.
fn status_report(board: &Board, json: bool) -> String {
    let blocks = semeai::block_status(board, semeai::StatusLimits::default());
    if json {
        let list: Vec<serde_json::Value> = blocks
            .iter()
            .map(|b| {
                serde_json::json!({
                    "vertex": b.anchor().to_string(),
                    "color": b.color.name(),
                    "stones": b.stones.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
                    "status": b.status.word(),
                    "reason": b.proof.to_string(),
                    "moves": {
                        "black": b.moves.black.map(|m| m.to_string()),
                        "white": b.moves.white.map(|m| m.to_string()),
                    },
                })
            })
            .collect();
        return pretty(&serde_json::json!({ "blocks": list }));
    }
    let mut out = format!(
        "{} board, {} to move\n",
        board.size(),
        board.to_move().title()
    );
    out.push_str(&io::write_ascii(board));
    out.push_str(&format!("{} blocks\n", blocks.len()));
    if !blocks.is_empty() {
        out.push_str("  colour  block  stones  status     shown by\n");
    }
    for b in &blocks {
        out.push_str(&format!(
            "  {:<6}  {:<5}  {:>6}  {:<9}  {}\n",
            b.color.name(),
            b.anchor().to_string(),
            b.stones.len(),
            b.status.word(),
            b.proof
        ));
    }
    out
}

/// Writes the picture to `path` when one is given (before any report is
/// printed, so a failure leaves nothing half-written).
fn write_svg(path: Option<&Path>, svg: impl FnOnce() -> String) -> Result<(), String> {
    match path {
        Some(path) => {
            std::fs::write(path, svg()).map_err(|e| format!("--svg {}: {e}", path.display()))
        }
        None => Ok(()),
    }
}

/// Reads the position and the pair, and renders the analysis.
fn analyze(
    file: &Path,
    json: bool,
    pair: Option<&[String]>,
    budget: Budget,
    svg: Option<&Path>,
    reductions: bool,
) -> Result<String, String> {
    let board = io::load(file).map_err(|e| e.to_string())?;
    let place = file.display();
    let pair = match pair {
        Some([a, b]) => {
            let vertex = |v: &str| {
                board
                    .size()
                    .parse_gtp(v)
                    .map_err(|e| format!("{place}: --pair: {e}"))
            };
            Some((vertex(a)?, vertex(b)?))
        }
        _ => None,
    };
    let analysis = if reductions {
        analyze_with(&board, pair, Some(budget))
    } else {
        semeai::analyze_without_reduction(&board, pair, Some(budget))
    }
    .map_err(|e| format!("{place}: --pair: {e}"))?;
    write_svg(svg, || analysis.svg())?;
    Ok(if json {
        pretty(&analysis.json())
    } else {
        analysis.text()
    })
}

/// Options of `semeai seki`.
struct SekiArgs {
    json: bool,
    size: usize,
    sgf: bool,
    nodes: u64,
    move_number: Option<usize>,
    svg: Option<PathBuf>,
}

/// JSON for people: indented, with a final newline.
fn pretty(v: &serde_json::Value) -> String {
    let mut text = serde_json::to_string_pretty(v).expect("JSON values print");
    text.push('\n');
    text
}

/// `semeai seki FILE`: the Basic Seki of a position.
fn seki_report(file: &Path, args: &SekiArgs) -> Result<String, String> {
    let board = io::load_until(file, until(args.move_number)?).map_err(|e| e.to_string())?;
    seki_of(&board, args)
}

/// The Basic Seki of `board`, checked by search within `--nodes`: the
/// picture written (with `--svg`), then the report.
fn seki_of(board: &Board, args: &SekiArgs) -> Result<String, String> {
    let budget = (args.nodes > 0).then_some(Budget {
        nodes: args.nodes,
        time: None,
    });
    let found = semeai::seki::basic_seki(board, budget);
    write_svg(args.svg.as_deref(), || semeai::seki_svg(board, &found))?;
    Ok(if args.json {
        pretty(&semeai::seki_json(&found))
    } else {
        semeai::seki_text(board, &found)
    })
}

/// `semeai seki --encode ENC`.
fn encode_report(text: &str, json: bool) -> Result<String, String> {
    let e: semeai::seki::Encoding = text.parse().map_err(|e| format!("--encode {e}"))?;
    Ok(if json {
        pretty(&semeai::encoding_json(text, &e))
    } else {
        semeai::encoding_text(text, &e)
    })
}

/// `semeai seki --count N`.
fn count_report(n: usize, json: bool) -> Result<String, String> {
    let c = semeai::seki::count(n).ok_or_else(|| {
        format!(
            "--count {n}: liberties must be 1-{} (enumeration grows about 5 times a liberty)",
            semeai::seki::MAX_ENUMERATED
        )
    })?;
    Ok(if json {
        pretty(&semeai::counts_json(&c))
    } else {
        semeai::counts_text(&c)
    })
}

/// `semeai seki --generate ENC`.
fn generate_report(text: &str, args: &SekiArgs) -> Result<String, String> {
    let e: semeai::seki::Encoding = text.parse().map_err(|e| format!("--generate {e}"))?;
    let board = semeai::seki::generate(&e, args.size).map_err(|e| format!("--generate {e}"))?;
    if args.sgf {
        return Ok(io::write_sgf(&board));
    }
    seki_of(&board, args)
}

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
fn batch_file(file: &Path, budget: Budget) -> FileReport {
    let start = std::time::Instant::now();
    let result = io::load(file).map_err(|e| e.to_string()).map(|board| {
        let a = analyze_with(&board, None, Some(budget)).expect("whole-board mode has no pair");
        let mut stats = BatchStats {
            size: board.size().to_string(),
            ..BatchStats::default()
        };
        for (game, result) in a.games.iter().zip(&a.results) {
            stats.classes[usize::from(game.class.number()).min(8)] += 1;
            let answered = result.as_ref().is_some_and(|r| {
                r.black_first != semeai::Outcome::Unknown
                    && r.white_first != semeai::Outcome::Unknown
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
fn batch(paths: &[PathBuf], json: bool, jobs: Option<usize>, budget: Budget) -> ExitCode {
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
                let r = batch_file(f, budget);
                bar.inc(1);
                r
            })
            .collect()
    });
    bar.finish_and_clear();
    reports.extend(listing_errors);
    let mut total = BatchStats::default();
    let mut errors = 0;
    for r in &reports {
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

/// Where `--move N` stops reading a record (the end without it).
fn until(move_number: Option<usize>) -> Result<io::Until, String> {
    match move_number {
        Some(0) => Err("--move: moves are numbered from 1".into()),
        Some(n) => Ok(io::Until::MoveNumber(n)),
        None => Ok(io::Until::End),
    }
}

/// Prints a report, or its error on one line with exit code 1.
fn finish(report: Result<String, String>) -> ExitCode {
    match report {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("semeai: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Options of `semeai score`.
struct ScoreArgs {
    json: bool,
    rules: Option<Scoring>,
    komi: Option<Komi>,
    dead: Option<Vec<String>>,
    move_number: Option<usize>,
    svg: Option<PathBuf>,
}

/// Reads the record and renders its count.
fn score_report(file: &Path, args: &ScoreArgs) -> Result<String, String> {
    let (board, info) =
        io::load_record(file, until(args.move_number)?).map_err(|e| e.to_string())?;
    let scoring = args
        .rules
        .or_else(|| info.scoring())
        .unwrap_or(Scoring::Territory);
    let komi = args.komi.or(info.komi).unwrap_or(Komi::ZERO);
    if scoring == Scoring::TrompTaylor
        && let Some((i, earlier)) = board.first_repetition()
    {
        let (color, mv) = board.line().nth(i - 1).expect("a move of the line");
        return Err(format!(
            "{}: move {i} ({} {mv}): repeats the position after move {earlier} (Tromp-Taylor's positional superko)",
            file.display(),
            if color == Color::Black { "B" } else { "W" },
        ));
    }
    let dead = match &args.dead {
        None => semeai::score::DeadStones::Static,
        Some(list) => {
            let mut stones = semeai::PointSet::EMPTY;
            for v in list.iter().filter(|v| !v.trim().is_empty()) {
                let p = board
                    .size()
                    .parse_gtp(v.trim())
                    .map_err(|e| format!("--dead {v}: {e}"))?;
                if board.color_at(p).is_none() {
                    return Err(format!("--dead {v}: no stone at {p}"));
                }
                stones.insert(p);
            }
            semeai::score::DeadStones::Given(stones)
        }
    };
    let s = semeai::score::score(&board, scoring, komi, dead).with_handicap(info.handicap);
    write_svg(args.svg.as_deref(), || s.svg(&board))?;
    Ok(if args.json {
        pretty(&s.json(&board))
    } else {
        s.text(&board)
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Gtp {
            nodes,
            rules,
            komi,
            no_counting,
        } => {
            let stdin = std::io::stdin();
            // Tromp-Taylor allows the suicide of several stones (a one-stone
            // suicide repeats the position: positional superko bars it).
            let rules = semeai::Rules {
                scoring: rules,
                komi,
                suicide: rules == Scoring::TrompTaylor,
                ..semeai::Rules::default()
            };
            let mut engine = semeai::gtp::Engine::new()
                .with_budget(Budget { nodes, time: None })
                .with_rules(rules);
            if no_counting {
                engine = engine.without_counting();
            }
            match semeai::gtp::serve_engine(engine, stdin.lock(), std::io::stdout().lock()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("semeai: gtp: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Analyze {
            file,
            json,
            pair,
            nodes,
            seconds,
            svg,
            no_reductions,
        } => {
            let time = match seconds.map(std::time::Duration::try_from_secs_f64) {
                None => None,
                Some(Ok(t)) => Some(t),
                Some(Err(e)) => {
                    eprintln!("semeai: --seconds: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let nodes = nodes.unwrap_or(if pair.is_some() {
                semeai::gtp::GTP_BUDGET.nodes
            } else {
                semeai::WHOLE_BOARD_BUDGET.nodes
            });
            finish(analyze(
                &file,
                json,
                pair.as_deref(),
                Budget { nodes, time },
                svg.as_deref(),
                !no_reductions,
            ))
        }
        Command::Status {
            file,
            json,
            move_number,
        } => finish(until(move_number).and_then(|until| {
            let board = io::load_until(&file, until).map_err(|e| e.to_string())?;
            Ok(status_report(&board, json))
        })),
        Command::Score {
            file,
            json,
            rules,
            komi,
            dead,
            move_number,
            svg,
        } => {
            let args = ScoreArgs {
                json,
                rules,
                komi,
                dead,
                move_number,
                svg,
            };
            finish(score_report(&file, &args))
        }
        Command::Seki {
            file,
            json,
            encode,
            generate,
            size,
            sgf,
            count,
            nodes,
            move_number,
            svg,
        } => {
            let args = SekiArgs {
                json,
                size,
                sgf,
                nodes,
                move_number,
                svg,
            };
            finish(match (file, encode, generate, count) {
                (Some(file), ..) => seki_report(&file, &args),
                (_, Some(e), ..) => encode_report(&e, json),
                (_, _, Some(g), _) => generate_report(&g, &args),
                (_, _, _, Some(n)) => count_report(n, json),
                _ => Err("seki: give a FILE, --encode, --generate or --count".into()),
            })
        }
        Command::Batch {
            paths,
            json,
            jobs,
            nodes,
        } => batch(
            &paths,
            json,
            jobs,
            Budget {
                nodes: nodes.unwrap_or(semeai::WHOLE_BOARD_BUDGET.nodes),
                time: None,
            },
        ),
        Command::Show { file, sgf } => finish(
            io::load(&file)
                .map(|board| {
                    if sgf {
                        io::write_sgf(&board)
                    } else {
                        show(&board)
                    }
                })
                .map_err(|e| e.to_string()),
        ),
    }
}
