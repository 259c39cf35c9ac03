//! A GTP version 2 engine: the standard board commands, GNU Go's
//! `analyze_semeai A B` (so GNU Go's regression files run unchanged), the JSON
//! analysis of a race, block status and scoring, Fuego's safety commands,
//! and GoGui's analyze commands. Every command is one row of one table
//! (name, arguments, what it answers, handler); `docs/gtp.md` lists them.
//!
//! ```
//! use semeai::gtp::Engine;
//!
//! let mut engine = Engine::new();
//! assert_eq!(engine.run("1 boardsize 9"), Some("=1 \n\n".to_string()));
//! assert_eq!(engine.run("protocol_version"), Some("= 2\n\n".to_string()));
//! assert_eq!(engine.run("frobnicate"), Some("? unknown command\n\n".to_string()));
//! ```

mod board;
mod commands;
mod race;
mod score;
mod values;

use std::cell::RefCell;

use crate::{
    go::{Board, BoardSize, ByColor, PointSet, Rules},
    limits::Limits,
    score::Score,
    search::FightReader,
};
pub use commands::{COMMANDS, Command};

/// A GTP engine: a board, the rules (komi included) and the search limits.
///
/// ```
/// use semeai::gtp::Engine;
///
/// let mut engine = Engine::new();
/// assert_eq!(engine.run("1 boardsize 9"), Some("=1 \n\n".to_string()));
/// assert_eq!(engine.run("komi 6.5"), Some("= \n\n".to_string()));
/// assert_eq!(engine.rules().komi.to_string(), "6.5");
/// assert_eq!(engine.run("frobnicate"), Some("? unknown command\n\n".to_string()));
/// ```
#[derive(Clone, Debug)]
pub struct Engine {
    board: Board,
    limits: Limits,
    rules: Rules,
    /// Handicap stones of the loaded record (`HA`), for area counting.
    handicap: u32,
    quit: bool,
    /// The last count and what it was made of (GoGui and the regression
    /// files ask `final_score` and `final_status_list` of one position
    /// again and again).
    scored: RefCell<Option<(ScoreKey, Score)>>,
    /// The fight reader of `analyze_semeai`, with the solver of the last
    /// race searched and its table: the regression files ask
    /// `analyze_semeai A B` and then `B A` of one position, and a GUI asks
    /// again; a later question about the same race (same position, rules,
    /// game and essential blocks) starts from what the table learnt.
    /// Answers do not change, only their cost.
    fights: RefCell<FightReader>,
    /// The last safe points (Fuego's commands ask `go_safe static black`,
    /// then `white`, then the dame, of one position), by the position's
    /// hash, the solver and the limits.
    safe: RefCell<Option<(SafeKey, ByColor<PointSet>)>>,
}

/// What safe points depend on.
type SafeKey = (u64, crate::status::SafetySolver, Limits);

/// What a count depends on: the position (its hash and the prisoners),
/// the rules and the handicap.
type ScoreKey = (u64, ByColor<u32>, Rules, u32);

impl Default for Engine {
    fn default() -> Self {
        Self::new()
    }
}

/// A command's answer: its text after `=`, or the error after `?`.
type Reply = Result<String, String>;

impl Engine {
    /// An engine with an empty 19x19 board, default rules and
    /// [`Limits::default`].
    #[must_use]
    pub fn new() -> Engine {
        Engine {
            board: Board::empty(BoardSize::STANDARD),
            limits: Limits::default(),
            rules: Rules::default(),
            handicap: 0,
            quit: false,
            scored: RefCell::new(None),
            fights: RefCell::new(FightReader::default()),
            safe: RefCell::new(None),
        }
    }

    /// The engine with other search limits (`semeai gtp --nodes N` gives
    /// [`Limits::pair`] N nodes and caps every other budget at N).
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Engine {
        self.limits = limits;
        self.scored = RefCell::new(None);
        let fresh = self.fights.borrow().clone();
        self.fights = RefCell::new(fresh);
        self
    }

    /// The engine with `analyze_semeai` answered with the counting of big
    /// eyes and outside regions ([`crate::race::first_movers`], the
    /// default) or by search alone (`false`), so that a suite can check the
    /// counting changes no answer.
    #[must_use]
    pub fn counting(mut self, on: bool) -> Engine {
        self.fights = RefCell::new(FightReader::counting(on));
        self
    }

    /// The engine with other rules (komi, ko rule, suicide, scoring) for
    /// every position it sets up or loads.
    #[must_use]
    pub fn with_rules(mut self, rules: Rules) -> Engine {
        self.rules = rules;
        self.board.set_rules(rules);
        self
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The search limits in force.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Whether `quit` was received.
    #[must_use]
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Runs one line of GTP input; returns the full response (`=id ...` or
    /// `?id ...`, ending in an empty line), or `None` for an empty or comment
    /// line.
    pub fn run(&mut self, line: &str) -> Option<String> {
        let line: String = line
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        let mut words = line.split_whitespace();
        let first = words.next()?;
        let (id, command) = if first.chars().all(|c| c.is_ascii_digit()) {
            (first.to_string(), words.next().unwrap_or(""))
        } else {
            (String::new(), first)
        };
        let args: Vec<&str> = words.collect();
        let reply = match COMMANDS.iter().find(|c| c.name == command) {
            Some(c) => (c.run)(self, &args),
            None if command.is_empty() => Err("syntax error: no command".into()),
            None => Err("unknown command".into()),
        };
        Some(match reply {
            Ok(text) => format!("={id} {}\n\n", one_response(&text)),
            Err(text) => format!("?{id} {}\n\n", one_response(&text)),
        })
    }
}

/// `text` as the body of one GTP response: an empty line ends a response,
/// so the empty lines inside a multi-line text (the paragraphs of
/// `semeai_text`) are left out, and so are the newlines at its end.
fn one_response(text: &str) -> String {
    let text = text.trim_end_matches('\n');
    let mut lines = text.split('\n');
    let first = lines.next().unwrap_or("");
    lines
        .filter(|l| !l.is_empty())
        .fold(first.to_string(), |mut out, l| {
            out.push('\n');
            out.push_str(l);
            out
        })
}

/// Runs `engine` on `input` until `quit` or the end, writing responses to
/// `output` (`Engine::new()` for the defaults).
///
/// # Errors
/// When reading the input or writing the output fails.
pub fn serve(
    mut engine: Engine,
    mut input: impl std::io::BufRead,
    mut output: impl std::io::Write,
) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&bytes);
        if let Some(reply) = engine.run(&line) {
            output.write_all(reply.as_bytes())?;
            output.flush()?;
        }
        if engine.has_quit() {
            break;
        }
    }
    Ok(())
}
