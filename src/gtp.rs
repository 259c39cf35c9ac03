//! A GTP version 2 engine: the standard board commands, GNU Go's
//! `analyze_semeai A B` (so GNU Go's regression files run unchanged), the JSON
//! analysis of a race, and GoGui's analyze commands.
//!
//! ```
//! use semeai::gtp::Engine;
//!
//! let mut engine = Engine::new();
//! assert_eq!(engine.run("1 boardsize 9"), Some("=1 \n\n".to_string()));
//! assert_eq!(engine.run("protocol_version"), Some("= 2\n\n".to_string()));
//! assert_eq!(engine.run("frobnicate"), Some("? unknown command\n\n".to_string()));
//! ```

use std::path::Path;

use crate::{
    analysis::{Analysis, analyze_with, default_budget},
    go::{Board, BoardSize, ByColor, Color, Move, Point, PointSet, Rules, Scoring},
    io::Until,
    life::unconditional_status,
    race::{FirstMovers, LocalGame, Outcome, RaceResult, first_movers, formula_evaluation},
    score::{DeadStones, Score, score_with},
    search::{Budget, Repetition, Solver},
    status::{SafetySolver, Status, StatusLimits, block_status, dame_points, safe_points_with},
};

/// The commands this engine knows, in `list_commands` order.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "loadsgf",
    "showboard",
    "unconditional_status",
    "final_status_list",
    "final_score",
    "go_safe",
    "go_safe_gfx",
    "go_safe_dame_static",
    "static_score",
    "block_status",
    "analyze_semeai",
    "semeai_json",
    "semeai_text",
    "semeai_gfx_games",
    "semeai_gfx_liberties",
    "semeai_gfx_status",
    "semeai_gfx_score",
    "gogui-analyze_commands",
];

/// A GTP engine: a board and the rules (komi included).
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
    budget: Budget,
    rules: Rules,
    /// Handicap stones of the loaded record (`HA`), for area counting.
    handicap: u32,
    quit: bool,
    /// The last count and what it was made of (GoGui and the regression
    /// files ask `final_score` and `final_status_list` of one position
    /// again and again).
    scored: std::cell::RefCell<Option<(ScoreKey, Score)>>,
    /// The solver of the last race searched, with its table: the
    /// regression files ask `analyze_semeai A B` and then `B A` of one
    /// position, and a GUI asks again; a later question about the same
    /// race (same position, rules, game and essential blocks) starts from
    /// what the table learnt. Answers do not change, only their cost.
    solver: SolverCache,
    /// The last race's first movers counted from its big eyes
    /// ([`first_movers`], `None` when they do not count), by the stones of
    /// the position and the race's points: asked again for `B A`.
    counted: std::cell::RefCell<Option<Counted>>,
    /// Whether `analyze_semeai` may count the first movers from big eyes
    /// and outside regions ([`first_movers`]) before it searches.
    counting: bool,
}

/// A race's first movers counted from its big eyes, by the stones of the
/// position and the race's points (see [`Engine`]).
type Counted = (ByColor<PointSet>, PointSet, Option<FirstMovers>);

/// The engine's kept solver (see [`Engine`]); a copy of the engine starts
/// without one.
#[derive(Default)]
struct SolverCache(std::cell::RefCell<Option<Solver>>);

impl Clone for SolverCache {
    fn clone(&self) -> Self {
        SolverCache::default()
    }
}

impl std::fmt::Debug for SolverCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.borrow().is_some() {
            "SolverCache(kept)"
        } else {
            "SolverCache(empty)"
        })
    }
}

/// What a count depends on: the position (its hash and the prisoners),
/// the rules and the handicap.
type ScoreKey = (u64, crate::go::ByColor<u32>, Rules, u32);

impl Default for Engine {
    fn default() -> Self {
        Self::new()
    }
}

type Reply = Result<String, String>;

/// The default node budget of one `analyze_semeai` answered by search (and
/// as much again for its move).
pub const GTP_BUDGET: Budget = Budget {
    nodes: 5_000_000,
    time: None,
};

/// A GTP colour: `b`, `black`, `w`, `white`, in any case.
fn parse_color(text: &str) -> Option<Color> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

/// Points separated by spaces, in board order.
fn point_list(set: crate::go::PointSet) -> String {
    set.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `benson` or `static`.
fn safety_solver(kind: &str) -> Result<SafetySolver, String> {
    match kind {
        "benson" => Ok(SafetySolver::Benson),
        "static" => Ok(SafetySolver::Static),
        _ => Err(format!("invalid safety solver: {kind}")),
    }
}

/// `analyze_semeai`'s answer from a static evaluation, `us` moving first.
fn first_mover_answer(e: &RaceResult, us: Color) -> String {
    counted_answer(e.first(us), e.best_move[us].unwrap_or(Move::Pass), us)
}

/// `analyze_semeai`'s answer from `us`'s result moving first and its move.
fn counted_answer(outcome: Outcome, best: Move, us: Color) -> String {
    let (ra, rb) = if outcome == Outcome::win(us) {
        (1, 1)
    } else if outcome == Outcome::Seki {
        (1, 0)
    } else {
        (0, 0)
    };
    let mv = if ra == 0 { Move::Pass } else { best };
    format!("{ra} {rb} {mv}")
}

/// `analyze_semeai` by search, with GNU Go's ko codes: `us` moves first.
/// `kept` is a solver kept from an earlier question: used when it solves
/// the same race, and replaced by this one's solver.
fn search_semeai(
    board: &Board,
    game: &LocalGame,
    us: Color,
    budget: Budget,
    kept: &mut Option<Solver>,
) -> Reply {
    let essential = game.essential();
    if essential.any(|s| s.is_empty()) {
        return Err("no race: a colour has no essential block".into());
    }
    let solver = match kept.take() {
        Some(mut s) if s.solves(board, game.points, essential) => {
            s.renew(budget);
            s
        }
        _ => Solver::new(board, game.points, essential, budget),
    };
    let solver = kept.insert(solver);
    let unknown = || format!("class {} race: past the search budget", game.class.number());
    let codes = solver.ko_code(us, 0).zip(solver.ko_code(us, 1));
    let Some((ra, rb)) = codes else {
        // Past the budget: a class 0-3 race gets the paper's formula.
        let e = formula_evaluation(board, game).ok_or_else(unknown)?;
        return Ok(first_mover_answer(&e, us));
    };
    // The move gets a budget of its own.
    solver.renew_budget(budget.nodes);
    let mv = match ra.max(rb) {
        0 => Move::Pass,
        3 if ra != 1 && rb != 1 => solver
            .best_move(us, Repetition::WonBy(us))
            .ok_or_else(unknown)?,
        _ => solver
            .best_move(us, Repetition::Barred)
            .ok_or_else(unknown)?,
    };
    Ok(format!("{ra} {rb} {mv}"))
}

impl Engine {
    /// An engine with an empty 19x19 board.
    #[must_use]
    pub fn new() -> Engine {
        Engine {
            board: Board::empty(BoardSize::STANDARD),
            budget: GTP_BUDGET,
            rules: Rules::default(),
            handicap: 0,
            quit: false,
            scored: std::cell::RefCell::new(None),
            solver: SolverCache::default(),
            counted: std::cell::RefCell::new(None),
            counting: true,
        }
    }

    /// The engine with another search budget for `analyze_semeai`. A
    /// budget below the library's defaults also caps every other search
    /// the engine makes (whole-board and pair analysis, block status, the
    /// count's dead stones, safety).
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Engine {
        self.budget = budget;
        self.scored = std::cell::RefCell::new(None);
        self.solver = SolverCache::default();
        self
    }

    /// The engine with `analyze_semeai` answered by search alone (no
    /// counting of big eyes and outside regions, [`first_movers`]), so
    /// that a suite can check the counting changes no answer.
    #[must_use]
    pub fn without_counting(mut self) -> Engine {
        self.counting = false;
        self
    }

    /// `default`, or the engine's budget where that is smaller (nodes and
    /// time apart).
    fn capped(&self, default: Budget) -> Budget {
        default.at_most(self.budget)
    }

    /// The limits of block-status searches: the default, capped.
    fn limits(&self) -> StatusLimits {
        StatusLimits::with_budget(self.capped(StatusLimits::default().budget))
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
        let reply = self.command(command, &args);
        Some(match reply {
            Ok(text) => format!("={id} {text}\n\n"),
            Err(text) => format!("?{id} {text}\n\n"),
        })
    }

    fn command(&mut self, command: &str, args: &[&str]) -> Reply {
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("semeai".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(args
                .first()
                .is_some_and(|c| COMMANDS.contains(c))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.handicap = 0;
                self.board = self.empty_board(self.board.size());
                Ok(String::new())
            }
            "komi" => {
                let k = args.first().ok_or("syntax error: komi needs a number")?;
                self.rules.komi = k.parse().map_err(|e| format!("syntax error: {e}"))?;
                self.board.set_rules(self.rules);
                Ok(String::new())
            }
            "play" => self.play(args),
            "loadsgf" => self.loadsgf(args),
            "showboard" => Ok(format!(
                "\n{}",
                crate::io::write_ascii(&self.board).trim_end()
            )),
            "unconditional_status" => self.unconditional_status(args),
            "final_status_list" => self.final_status_list(args),
            "final_score" => Ok(self.score().result()),
            "go_safe" => self.go_safe(args),
            "go_safe_gfx" => self.go_safe_gfx(args),
            "go_safe_dame_static" => {
                if !args.is_empty() {
                    return Err("syntax error: go_safe_dame_static takes no argument".into());
                }
                let safe = safe_points_with(&self.board, SafetySolver::Static, self.limits());
                Ok(point_list(dame_points(&self.board, safe)))
            }
            "static_score" => self.static_score(args),
            "block_status" => self.block_status(args),
            "analyze_semeai" => self.analyze_semeai(args),
            "semeai_json" => {
                let a = self.analysis(args)?;
                Ok(serde_json::to_string(&a.json()).expect("JSON prints"))
            }
            "semeai_text" => Ok(self.analysis(args)?.text().trim_end().to_string()),
            "semeai_gfx_games" => Ok(self.gfx_games(&self.analysis(&[])?)),
            "semeai_gfx_liberties" => Ok(self.gfx_liberties(&self.analysis(&[])?)),
            "semeai_gfx_status" => Ok(self.gfx_status()),
            "semeai_gfx_score" => Ok(self.gfx_score()),
            "gogui-analyze_commands" => Ok([
                "gfx/Semeai: local games by class/semeai_gfx_games",
                "gfx/Semeai: liberties by kind/semeai_gfx_liberties",
                "gfx/Semeai: block status/semeai_gfx_status",
                "gfx/Semeai: score (territory, dead, seki)/semeai_gfx_score",
                "gfx/Go Safe Benson/go_safe_gfx benson",
                "gfx/Go Safe Static/go_safe_gfx static",
                "plist/Go Safe Dame Static/go_safe_dame_static",
                "string/Static Score Tromp-Taylor/static_score tromp_taylor_score",
                "string/Static Score Japanese/static_score japanese_score",
                "string/Semeai: analysis/semeai_text",
            ]
            .join("\n")),
            "" => Err("syntax error: no command".into()),
            _ => Err("unknown command".into()),
        }
    }

    fn boardsize(&mut self, args: &[&str]) -> Reply {
        let n: usize = args
            .first()
            .and_then(|n| n.parse().ok())
            .ok_or("syntax error: boardsize needs a number")?;
        let size = BoardSize::new(n, n).ok_or("unacceptable size")?;
        self.handicap = 0;
        self.board = self.empty_board(size);
        Ok(String::new())
    }

    /// An empty board of `size` under the engine's rules.
    fn empty_board(&self, size: BoardSize) -> Board {
        let mut board = Board::empty(size);
        board.set_rules(self.rules);
        board
    }

    fn vertex(&self, text: &str) -> Result<Point, String> {
        self.board
            .size()
            .parse_gtp(text)
            .map_err(|e| format!("syntax error: {e}"))
    }

    fn play(&mut self, args: &[&str]) -> Reply {
        let [color, vertex] = args else {
            return Err("syntax error: play COLOR VERTEX".into());
        };
        let color = Color::from_gtp(color).ok_or("syntax error: no such colour")?;
        let mv = if vertex.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            Move::Place(self.vertex(vertex)?)
        };
        self.board
            .try_play(color, mv)
            .map(|_| String::new())
            .map_err(|e| format!("illegal move: {e}"))
    }

    /// `loadsgf FILE [N|V]`: the position before move number N (GTP 2), or
    /// before the first move at vertex V (GNU Go), or at the end.
    fn loadsgf(&mut self, args: &[&str]) -> Reply {
        let (file, until) = match args {
            [file] => (file, Until::End),
            [file, n] if n.starts_with(|c: char| c.is_ascii_digit()) => {
                let n = n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("syntax error: loadsgf FILE [MOVE_NUMBER|VERTEX]")?;
                (file, Until::MoveNumber(n))
            }
            [file, v] => (
                file,
                Until::Vertex(Point::from_gtp(v).map_err(|e| format!("syntax error: {e}"))?),
            ),
            _ => return Err("syntax error: loadsgf FILE [MOVE_NUMBER|VERTEX]".into()),
        };
        let (board, info) = crate::io::load_record(Path::new(file), until)
            .map_err(|e| format!("cannot load file: {e}"))?;
        // As GNU Go: the record's komi holds until a `komi` command.
        if let Some(komi) = info.komi {
            self.rules.komi = komi;
        }
        self.handicap = info.handicap;
        self.board = board;
        self.board.set_rules(self.rules);
        Ok(self.board.to_move().name().to_string())
    }

    /// GNU Go's `unconditional_status V`: `alive`, `dead`, `black_territory`,
    /// `white_territory` or `undecided`.
    fn unconditional_status(&self, args: &[&str]) -> Reply {
        let [v] = args else {
            return Err("syntax error: unconditional_status VERTEX".into());
        };
        let p = self.vertex(v)?;
        Ok(unconditional_status(&self.board)(p).word().to_string())
    }

    /// Fuego's `go_safe benson|static [black|white]`: the number of points
    /// proven safe, then the points, for both colours or the one named.
    fn go_safe(&self, args: &[&str]) -> Reply {
        let usage = "syntax error: go_safe benson|static [black|white]";
        let (kind, color) = match args {
            [kind] => (*kind, None),
            [kind, color] => (*kind, Some(parse_color(color).ok_or(usage)?)),
            _ => return Err(usage.into()),
        };
        let safe = safe_points_with(&self.board, safety_solver(kind)?, self.limits());
        let set = color.map_or(safe.black | safe.white, |c| safe[c]);
        let list = point_list(set);
        Ok(if list.is_empty() {
            "0".to_string()
        } else {
            format!("{} {list}", set.len())
        })
    }

    /// Fuego's `go_safe_gfx benson|static`: the safe points as territory,
    /// the proven dame in magenta, and the counts on the status line.
    fn go_safe_gfx(&self, args: &[&str]) -> Reply {
        let [kind] = args else {
            return Err("syntax error: go_safe_gfx benson|static".into());
        };
        let safe = safe_points_with(&self.board, safety_solver(kind)?, self.limits());
        let dame = dame_points(&self.board, safe);
        let total = self.board.points().len();
        let (b, w) = (safe.black.len(), safe.white.len());
        Ok(format!(
            "BLACK {}\nWHITE {}\nCOLOR #980098 {}\nTEXT Solver: {kind}  B: {b} ({} %)  W: {w} ({} %)  Both: {} ({} %)",
            point_list(safe.black),
            point_list(safe.white),
            point_list(dame),
            100 * b / total,
            100 * w / total,
            b + w,
            100 * (b + w) / total
        ))
    }

    /// Fuego's `static_score tromp_taylor_score|japanese_score`: the score
    /// of the position as it stands (Tromp-Taylor: nothing removed) or under
    /// Japanese rules (dead stones and seki decided by the engine, prisoners
    /// from the record), with the current komi.
    fn static_score(&self, args: &[&str]) -> Reply {
        let (scoring, dead) = match args {
            ["tromp_taylor_score"] => (Scoring::TrompTaylor, DeadStones::Keep),
            ["japanese_score"] => (Scoring::Territory, DeadStones::Static),
            _ => {
                return Err("syntax error: static_score tromp_taylor_score|japanese_score".into());
            }
        };
        let limits = self.limits();
        Ok(score_with(&self.board, scoring, self.rules.komi, dead, limits).result())
    }

    /// The count of the current position by the engine's rules and komi,
    /// dead stones decided by the engine.
    fn score(&self) -> Score {
        let key = (
            self.board.hash(),
            self.board.captures(),
            self.rules,
            self.handicap,
        );
        if let Some((k, s)) = &*self.scored.borrow()
            && *k == key
        {
            return s.clone();
        }
        let s = score_with(
            &self.board,
            self.rules.scoring,
            self.rules.komi,
            DeadStones::Static,
            self.limits(),
        )
        .with_handicap(self.handicap);
        *self.scored.borrow_mut() = Some((key, s.clone()));
        s
    }

    /// `final_status_list alive|dead|seki`: the stones of the blocks of that
    /// status, a block a line, as the scorer counts them (`final_score`):
    /// proven statuses first, the estimate of [`crate::score::dead`] for the
    /// rest, so every block is alive, dead or in seki.
    fn final_status_list(&self, args: &[&str]) -> Reply {
        let [wanted] = args else {
            return Err("syntax error: final_status_list alive|dead|seki".into());
        };
        let wanted = match *wanted {
            "dead" => Status::Dead,
            "seki" => Status::Seki,
            "alive" => Status::Alive,
            _ => return Err("syntax error: final_status_list alive|dead|seki".to_string()),
        };
        let Some(verdict) = self.score().verdict else {
            return Err("no judgement of the dead stones".into());
        };
        let lines: Vec<String> = verdict
            .blocks
            .iter()
            .filter(|b| b.status == wanted)
            .map(|b| b.stones.to_string())
            .collect();
        Ok(lines.join("\n"))
    }

    /// `block_status V`: the status of the block at V and how it was shown
    /// (`alive benson`, `dead search (12 nodes)`, `unknown none`).
    fn block_status(&self, args: &[&str]) -> Reply {
        let [v] = args else {
            return Err("syntax error: block_status VERTEX".into());
        };
        let p = self.vertex(v)?;
        let blocks = block_status(&self.board, self.limits());
        let b = blocks
            .iter()
            .find(|b| b.stones.contains(p))
            .ok_or("vertex is empty")?;
        Ok(format!("{} {}", b.status, b.proof))
    }

    /// Pair mode when two vertices are given, whole-board mode when none.
    fn analysis(&self, args: &[&str]) -> Result<Analysis, String> {
        let pair = match args {
            [] => None,
            [a, b] => Some((self.vertex(a)?, self.vertex(b)?)),
            _ => return Err("syntax error: give two vertices or none".into()),
        };
        let budget = self.capped(default_budget(pair.is_some()));
        analyze_with(&self.board, pair, Some(budget)).map_err(|e| e.to_string())
    }

    /// GNU Go's answer: `RA RB MOVE`, A's colour moving first.
    fn analyze_semeai(&self, args: &[&str]) -> Reply {
        if args.len() != 2 {
            return Err("syntax error: analyze_semeai A B".into());
        }
        let pair = (self.vertex(args[0])?, self.vertex(args[1])?);
        let a = analyze_with(&self.board, Some(pair), None).map_err(|e| e.to_string())?;
        let (Some(game), Some(result)) = (a.games.first(), a.results.first()) else {
            return Err("no local game".into());
        };
        let us = self
            .board
            .color_at(self.vertex(args[0])?)
            .ok_or("vertex A is empty")?;
        let Some(e) = result else {
            // Big eyes that count as liberties: the first movers without
            // search (exact; `first_movers`).
            let stones = ByColor::from_fn(|c| self.board.stones(c));
            let mut counted = self.counted.borrow_mut();
            let f = match &*counted {
                _ if !self.counting => None,
                Some((s, points, f)) if *s == stones && *points == game.points => *f,
                _ => {
                    let f = first_movers(&self.board, game);
                    *counted = Some((stones, game.points, f));
                    f
                }
            };
            if let Some(f) = f {
                return Ok(counted_answer(f.first[us], f.best_move[us], us));
            }
            let mut kept = self.solver.0.borrow_mut();
            return search_semeai(&self.board, game, us, self.budget, &mut kept);
        };
        Ok(first_mover_answer(e, us))
    }

    fn gfx_games(&self, a: &Analysis) -> String {
        const PALETTE: [&str; 9] = [
            "#00b000", "#70d040", "#c8c800", "#ff9900", "#ff6600", "#ff2200", "#d0007a", "#8040ff",
            "#909090",
        ];
        let mut out = Vec::new();
        let mut text = Vec::new();
        for (i, g) in a.games.iter().enumerate() {
            out.push(format!(
                "COLOR {} {}",
                PALETTE[usize::from(g.class.number().min(8))],
                g.points
            ));
            if let Some(p) = g.points.first() {
                out.push(format!("LABEL {p} {}", g.class.number()));
            }
            text.push(format!("game {}: class {}", i + 1, g.class.number()));
        }
        out.push(format!("TEXT {}", text.join("; ")));
        out.join("\n")
    }

    /// Every block's status on the board: dead stones marked with a cross,
    /// seki with a square, unsettled with a triangle, unknown with `?`;
    /// alive blocks are left plain.
    /// GoGui's picture of the count: territory as coloured squares, dead
    /// stones marked with a cross, seki stones and points with a square.
    fn gfx_score(&self) -> String {
        let s = self.score();
        let list = |set: crate::go::PointSet| {
            set.iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut lines = Vec::new();
        for (word, set) in [
            ("BLACK", s.territory.black),
            ("WHITE", s.territory.white),
            ("MARK", s.dead),
            ("SQUARE", s.seki | s.seki_points),
        ] {
            if !set.is_empty() {
                lines.push(format!("{word} {}", list(set)));
            }
        }
        lines.push(format!("TEXT {} ({})", s.result(), s.scoring.name()));
        lines.join("\n")
    }

    fn gfx_status(&self) -> String {
        let blocks = block_status(&self.board, self.limits());
        let mut shapes: [(&str, Vec<String>); 3] = [
            ("MARK", Vec::new()),
            ("SQUARE", Vec::new()),
            ("TRIANGLE", Vec::new()),
        ];
        let mut out = Vec::new();
        for b in &blocks {
            let slot = match b.status {
                Status::Dead => 0,
                Status::Seki => 1,
                Status::Unsettled => 2,
                Status::Unknown => {
                    out.extend(b.stones.iter().map(|p| format!("LABEL {p} ?")));
                    continue;
                }
                Status::Alive => continue,
            };
            shapes[slot]
                .1
                .extend(b.stones.iter().map(|p| p.to_string()));
        }
        for (shape, points) in shapes {
            if !points.is_empty() {
                out.push(format!("{shape} {}", points.join(" ")));
            }
        }
        let count = |s: Status| blocks.iter().filter(|b| b.status == s).count();
        out.push(format!(
            "TEXT blocks: {} alive, {} dead (x), {} seki (square), {} unsettled (triangle), {} unknown (?)",
            count(Status::Alive),
            count(Status::Dead),
            count(Status::Seki),
            count(Status::Unsettled),
            count(Status::Unknown)
        ));
        out.join("\n")
    }

    fn gfx_liberties(&self, a: &Analysis) -> String {
        let mut out = Vec::new();
        for g in &a.games {
            for c in Color::ALL {
                let side = &g.sides[c];
                let tag = if c == Color::Black { "b" } else { "w" };
                for p in side.plain_outside.iter() {
                    out.push(format!("LABEL {p} {tag}"));
                }
                for p in (side.outside - side.plain_outside).iter() {
                    out.push(format!("LABEL {p} {tag}?"));
                }
                for eye in &side.eyes {
                    for p in (eye.points & self.board.empty_points()).iter() {
                        out.push(format!("LABEL {p} E{tag}"));
                    }
                }
            }
            for p in g.shared.iter() {
                out.push(format!("LABEL {p} s"));
            }
            for p in g.unknown_area.iter() {
                out.push(format!("LABEL {p} ?"));
            }
        }
        out.push(
            "TEXT b/w: plain outside liberty of Black/White, b?/w?: not plain, Eb/Ew: eye, s: shared, ?: unknown area"
                .into(),
        );
        out.join("\n")
    }
}

/// Runs the engine on `input` until `quit` or the end, writing responses to `output`.
///
/// # Errors
/// An I/O error of either stream.
pub fn serve(input: impl std::io::BufRead, output: impl std::io::Write) -> std::io::Result<()> {
    serve_engine(Engine::new(), input, output)
}

/// [`serve`] with a given engine (e.g. [`Engine::with_budget`]).
///
/// # Errors
/// When reading the input or writing the output fails.
pub fn serve_engine(
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

#[cfg(test)]
mod tests {
    use super::Engine;

    /// Nodes the engine's kept solver has searched, over all its questions.
    fn kept_nodes(engine: &Engine) -> Option<u64> {
        engine.solver.0.borrow().as_ref().map(super::Solver::nodes)
    }

    fn answer(engine: &mut Engine, command: &str) -> String {
        engine.run(command).expect("an answer")
    }

    #[test]
    fn counting_big_eyes_changes_no_answer_only_the_search() {
        // c4-big-eye: Black's eight-point eye is alive, counted without
        // search; without counting, search gives the same answers.
        for question in ["analyze_semeai E1 F1", "analyze_semeai F1 E1"] {
            let mut counting = Engine::new();
            let mut searching = Engine::new().without_counting();
            for e in [&mut counting, &mut searching] {
                assert!(answer(e, "loadsgf tests/tst/c4-big-eye.sgf").starts_with('='));
            }
            assert_eq!(
                answer(&mut counting, question),
                answer(&mut searching, question)
            );
            assert_eq!(kept_nodes(&counting), None, "counted, not searched");
            assert!(kept_nodes(&searching).is_some_and(|n| n > 100));
        }
    }

    #[test]
    fn a_race_asked_again_reuses_the_table_and_answers_the_same() {
        let load = "loadsgf tests/tst/c5-second-block-beside.sgf";
        let (ab, ba) = ("analyze_semeai B3 E3", "analyze_semeai E3 B3");
        // A fresh engine for each question: the answers and their cost.
        let fresh = |question: &str| {
            let mut e = Engine::new();
            assert!(answer(&mut e, load).starts_with('='));
            let a = answer(&mut e, question);
            (a, kept_nodes(&e).expect("searched"))
        };
        let (ab_alone, ab_nodes) = fresh(ab);
        let (ba_alone, ba_nodes) = fresh(ba);
        assert!(ba_nodes > 100, "the race needs search: {ba_nodes} nodes");
        // One engine, both questions: the second starts from the first's table.
        let mut e = Engine::new();
        answer(&mut e, load);
        assert_eq!(answer(&mut e, ab), ab_alone);
        assert_eq!(kept_nodes(&e), Some(ab_nodes));
        assert_eq!(answer(&mut e, ba), ba_alone);
        let second = kept_nodes(&e).expect("kept") - ab_nodes;
        assert!(second < ba_nodes, "{second} nodes, {ba_nodes} alone");
        // Asked once more, the table answers at once.
        let before = kept_nodes(&e).expect("kept");
        assert_eq!(answer(&mut e, ba), ba_alone);
        assert!(kept_nodes(&e).expect("kept") - before < second);
        // Another position: a new solver (its count starts again).
        assert!(answer(&mut e, "play black A9").starts_with('='));
        answer(&mut e, ba);
        assert!(kept_nodes(&e).expect("kept") < before);
    }
}
