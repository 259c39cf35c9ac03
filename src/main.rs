//! The `semeai` command line.

#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use semeai::{Board, Color, input, output};

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
    out.push_str(&output::ascii(board));
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Show { file, sgf } => match input::load(&file) {
            Ok(board) => {
                if sgf {
                    print!("{}", output::sgf(&board));
                } else {
                    print!("{}", show(&board));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("semeai: {e}");
                ExitCode::FAILURE
            }
        },
    }
}
