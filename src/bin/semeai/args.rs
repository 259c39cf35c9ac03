//! The command line's arguments: one clap struct per subcommand.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use semeai::go::{Komi, Scoring};

/// Reads Go positions and analyses their capturing races (semeai).
#[derive(Debug, Parser)]
#[command(name = "semeai", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a position (SGF file or ASCII diagram) with coordinates and its blocks.
    Show(ShowArgs),
    /// Run a GTP version 2 engine on standard input and output (GNU Go's
    /// analyze_semeai, GoGui analyze commands).
    Gtp(GtpArgs),
    /// The status of every block (alive, dead, seki, unsettled, unknown) and
    /// how it was shown.
    Status(StatusArgs),
    /// Count a finished game: dead stones, seki and dame decided by the
    /// engine (or given), then the score under Japanese, Chinese or
    /// Tromp-Taylor rules.
    Score(ScoreArgs),
    /// Wolf's Basic Seki: recognise them on a position, read an encoding,
    /// generate a position for one, or count encodings.
    Seki(SekiArgs),
    /// Analyse every SGF file under folders (recursively) and the files
    /// given: one line per file (text or JSON), a progress bar on a
    /// terminal, a summary at the end; a file that fails is reported and the
    /// run goes on (exit code 1 when any failed).
    Batch(BatchArgs),
    /// Partition the position into local games and classify each race (Müller's classes 0-8).
    Analyze(AnalyzeArgs),
    /// The value of every local game (canonical form, mean, temperature)
    /// and of their sum, with each side moving first the result and the
    /// move (docs/values.md).
    Values(ValuesArgs),
}

#[derive(Debug, Args)]
pub struct ValuesArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The position before move number N of an SGF record (GTP's loadsgf).
    #[arg(long = "move", value_name = "N")]
    pub move_number: Option<usize>,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: PathBuf,
    /// Print the position as SGF instead.
    #[arg(long)]
    pub sgf: bool,
}

#[derive(Debug, Args)]
pub struct GtpArgs {
    /// Search budget of one analyze_semeai (the fight, then the race), in
    /// nodes (and as much again for its move), and of the other pair
    /// commands; it caps every other search too [default: 400000 for
    /// analyze_semeai, 30000 for a race past class 3 on over 20 points, the
    /// library's defaults elsewhere]
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Rules of final_score: japanese (territory), chinese (area) or tromp-taylor.
    #[arg(long, default_value = "japanese")]
    pub rules: Scoring,
    /// Komi until a komi command or a loaded record sets it.
    #[arg(long, default_value = "0")]
    pub komi: Komi,
    /// Answer analyze_semeai by search alone, without counting big eyes
    /// and outside regions (to check the counting changes no answer).
    #[arg(long)]
    pub no_counting: bool,
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: PathBuf,
    /// Print JSON (a `blocks` list) instead of text.
    #[arg(long)]
    pub json: bool,
    /// The position before move number N of an SGF record (GTP's loadsgf).
    #[arg(long = "move", value_name = "N")]
    pub move_number: Option<usize>,
}

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: PathBuf,
    /// Print JSON (docs/scoring.md) instead of text.
    #[arg(long)]
    pub json: bool,
    /// japanese (territory), chinese (area) or tromp-taylor; default: the
    /// record's RU, else japanese.
    #[arg(long)]
    pub rules: Option<Scoring>,
    /// Komi; default: the record's KM, else 0.
    #[arg(long, allow_hyphen_values = true)]
    pub komi: Option<Komi>,
    /// The dead stones, as vertices (one stone names its block), instead
    /// of the engine's judgement.
    #[arg(long, value_delimiter = ',', value_name = "V,...")]
    pub dead: Option<Vec<String>>,
    /// The position before move number N of an SGF record.
    #[arg(long = "move", value_name = "N")]
    pub move_number: Option<usize>,
    /// Also draw the count as an SVG picture.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("job").required(true).args(["file", "encode", "generate", "count"]))]
pub struct SekiArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: Option<PathBuf>,
    /// Print JSON (docs/seki.md) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Read an encoding (`01_1`, `(2_2)^2`, `_` before a black digit):
    /// check it, give its canonical form, topology and counts.
    #[arg(long, value_name = "ENC", allow_hyphen_values = true)]
    pub encode: Option<String>,
    /// Build a position whose Basic Seki has this encoding.
    #[arg(long, value_name = "ENC", allow_hyphen_values = true)]
    pub generate: Option<String>,
    /// Board size of --generate.
    #[arg(long, default_value_t = 19, value_name = "N")]
    pub size: usize,
    /// Print the generated position as SGF instead of ASCII.
    #[arg(long)]
    pub sgf: bool,
    /// The counts of encodings with N liberties (docs/seki.md).
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// Search budget of each seki's check, in nodes (0: no search).
    #[arg(long, default_value_t = semeai::Limits::default().seki.nodes)]
    pub nodes: u64,
    /// The position before move number N of an SGF record.
    #[arg(long = "move", value_name = "N")]
    pub move_number: Option<usize>,
    /// Also draw the position and its Basic Seki as an SVG picture.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct BatchArgs {
    /// Folders (searched recursively for .sgf files) and files.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// One JSON object per line instead of text (the summary last).
    #[arg(long)]
    pub json: bool,
    /// Files analysed at once (default: the machine's cores).
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
    /// Search budget per local game, and per safety proof, in nodes
    /// (default 200 000).
    #[arg(long)]
    pub nodes: Option<u64>,
}

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// The position: an SGF file, an ASCII diagram, or - for standard input.
    pub file: PathBuf,
    /// Print JSON (docs/json.md) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Pair mode: the race between the block at A and the block at B (GTP vertices).
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub pair: Option<Vec<String>>,
    /// Search budget per local game, in nodes (past it a figure is
    /// `unknown`); default 5 000 000 in pair mode, 200 000 in
    /// whole-board mode, where it also bounds each search of the
    /// safety proofs that make the partition.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Search time limit per local game, in seconds (none by default, so
    /// answers do not depend on the machine).
    #[arg(long)]
    pub seconds: Option<f64>,
    /// Also draw the analysis as an SVG picture.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Search the races without the search's exact reductions (plain
    /// liberties as counters, the pass rule, interchangeable shared
    /// liberties, Benson): the same figures with more nodes, to check
    /// that the reductions change no answer.
    #[arg(long)]
    pub no_reductions: bool,
}
