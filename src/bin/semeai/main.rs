//! The `semeai` command line: one function per subcommand, each reading its
//! arguments, calling the library and printing what `semeai::render` makes.

#![forbid(unsafe_code)]

mod args;
mod batch;

use std::{path::Path, process::ExitCode};

use clap::Parser;
use semeai::{
    AnalyzeOptions, Board, Budget, Color, Limits, PointSet, Rules, analyze,
    go::{Komi, Scoring},
    gtp, io, render,
    score::{DeadStones, score},
    seki,
};

use args::{
    AnalyzeArgs, Cli, Command, GtpArgs, ScoreArgs, SekiArgs, ShowArgs, StatusArgs, ValuesArgs,
};

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Gtp(args) => gtp_command(&args),
        Command::Analyze(args) => finish(analyze_report(&args)),
        Command::Status(args) => finish(status_report(&args)),
        Command::Score(args) => finish(score_report(&args)),
        Command::Seki(args) => finish(seki_command(&args)),
        Command::Batch(args) => batch::batch(&args),
        Command::Show(args) => finish(show_report(&args)),
        Command::Values(args) => finish(values_report(&args)),
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

/// JSON for people: indented, with a final newline.
fn pretty(v: &serde_json::Value) -> String {
    let mut text = serde_json::to_string_pretty(v).expect("JSON values print");
    text.push('\n');
    text
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

/// Where `--move N` stops reading a record (the end without it).
fn until(move_number: Option<usize>) -> Result<io::Until, String> {
    match move_number {
        Some(0) => Err("--move: moves are numbered from 1".into()),
        Some(n) => Ok(io::Until::MoveNumber(n)),
        None => Ok(io::Until::End),
    }
}

/// `semeai gtp`: the engine on standard input and output.
fn gtp_command(args: &GtpArgs) -> ExitCode {
    // Tromp-Taylor allows the suicide of several stones (a one-stone
    // suicide repeats the position: positional superko bars it).
    let rules = Rules {
        scoring: args.rules,
        komi: args.komi,
        suicide: args.rules == Scoring::TrompTaylor,
        ..Rules::default()
    };
    // `--nodes N`: analyze_semeai searches N nodes, and no other search more.
    let limits = args.nodes.map_or_else(Limits::default, |n| {
        Limits::pair_questions(Budget::nodes(n))
    });
    let engine = gtp::Engine::new()
        .with_limits(limits)
        .with_rules(rules)
        .counting(!args.no_counting);
    let stdin = std::io::stdin();
    match gtp::serve(engine, stdin.lock(), std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("semeai: gtp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `semeai analyze`: reads the position and the pair, and renders the analysis.
fn analyze_report(args: &AnalyzeArgs) -> Result<String, String> {
    let time = match args.seconds.map(std::time::Duration::try_from_secs_f64) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(e)) => return Err(format!("--seconds: {e}")),
    };
    let board = io::load(&args.file).map_err(|e| e.to_string())?;
    let place = args.file.display();
    let pair = match args.pair.as_deref() {
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
    let mut options = AnalyzeOptions {
        pair,
        reductions: !args.no_reductions,
        ..AnalyzeOptions::default()
    };
    let race = if pair.is_some() {
        &mut options.limits.pair
    } else {
        &mut options.limits.whole_board
    };
    *race = Budget {
        nodes: args.nodes.unwrap_or(race.nodes),
        time,
    };
    let analysis = analyze(&board, &options).map_err(|e| format!("{place}: --pair: {e}"))?;
    write_svg(args.svg.as_deref(), || analysis.svg())?;
    Ok(if args.json {
        pretty(&analysis.json())
    } else {
        analysis.text()
    })
}

/// `semeai status`: the status of every block, as text or JSON.
fn status_report(args: &StatusArgs) -> Result<String, String> {
    let board = io::load_until(&args.file, until(args.move_number)?).map_err(|e| e.to_string())?;
    let blocks = semeai::block_status(&board, &Limits::default());
    Ok(if args.json {
        pretty(&render::status_json(&blocks))
    } else {
        render::status_text(&board, &blocks)
    })
}

/// `semeai values`: the local games' values and their sum.
fn values_report(args: &ValuesArgs) -> Result<String, String> {
    let board = io::load_until(&args.file, until(args.move_number)?).map_err(|e| e.to_string())?;
    let e = semeai::endgame::values(&board, &Limits::default());
    Ok(if args.json {
        pretty(&e.json())
    } else {
        e.text()
    })
}

/// `semeai show`: the position and its blocks, or the position as SGF.
fn show_report(args: &ShowArgs) -> Result<String, String> {
    let board = io::load(&args.file).map_err(|e| e.to_string())?;
    Ok(if args.sgf {
        io::write_sgf(&board)
    } else {
        render::show_text(&board)
    })
}

/// `semeai score`: reads the record and renders its count.
fn score_report(args: &ScoreArgs) -> Result<String, String> {
    let file = &args.file;
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
        None => DeadStones::Static,
        Some(list) => DeadStones::Given(given_dead(&board, list)?),
    };
    let s = score(&board, scoring, komi, dead, &Limits::default()).with_handicap(info.handicap);
    write_svg(args.svg.as_deref(), || s.svg(&board))?;
    Ok(if args.json {
        pretty(&s.json(&board))
    } else {
        s.text(&board)
    })
}

/// The stones `--dead` names.
fn given_dead(board: &Board, list: &[String]) -> Result<PointSet, String> {
    let mut stones = PointSet::EMPTY;
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
    Ok(stones)
}

/// `semeai seki`: a position's Basic Seki, an encoding, a generated
/// position or the counts.
fn seki_command(args: &SekiArgs) -> Result<String, String> {
    let json = args.json;
    if let Some(file) = &args.file {
        let board = io::load_until(file, until(args.move_number)?).map_err(|e| e.to_string())?;
        return seki_of(&board, args);
    }
    if let Some(text) = &args.encode {
        let e: seki::Encoding = text.parse().map_err(|e| format!("--encode {e}"))?;
        return Ok(if json {
            pretty(&render::encoding_json(text, &e))
        } else {
            render::encoding_text(text, &e)
        });
    }
    if let Some(text) = &args.generate {
        let e: seki::Encoding = text.parse().map_err(|e| format!("--generate {e}"))?;
        let board = seki::generate(&e, args.size).map_err(|e| format!("--generate {e}"))?;
        if args.sgf {
            return Ok(io::write_sgf(&board));
        }
        return seki_of(&board, args);
    }
    if let Some(n) = args.count {
        let c = seki::count(n).ok_or_else(|| {
            format!(
                "--count {n}: liberties must be 1-{} (enumeration grows about 5 times a liberty)",
                seki::MAX_ENUMERATED
            )
        })?;
        return Ok(if json {
            pretty(&render::counts_json(&c))
        } else {
            render::counts_text(&c)
        });
    }
    Err("seki: give a FILE, --encode, --generate or --count".into())
}

/// The Basic Seki of `board`, checked by search within `--nodes`: the
/// picture written (with `--svg`), then the report.
fn seki_of(board: &Board, args: &SekiArgs) -> Result<String, String> {
    let budget = (args.nodes > 0).then_some(Budget::nodes(args.nodes));
    let found = seki::basic_seki(board, budget);
    write_svg(args.svg.as_deref(), || render::seki_svg(board, &found))?;
    Ok(if args.json {
        pretty(&render::seki_json(&found))
    } else {
        render::seki_text(board, &found)
    })
}
