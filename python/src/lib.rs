//! The native half of the `semeai` Python package: a board type, the
//! analyses as JSON (the same JSON the command line prints, which the
//! package's Python half turns into typed objects), the text and SVG
//! reports, and the GTP engine. Every analysis runs with the GIL released.

#![forbid(unsafe_code)]

use std::path::Path;

use pyo3::{create_exception, exceptions::PyException, prelude::*};
use semeai::{
    AnalyzeOptions, Budget, Limits, PointSet, analyze,
    go::{Komi, Scoring},
    gtp, io, render,
    score::{DeadStones, score},
    seki,
};

create_exception!(
    _semeai,
    SemeaiError,
    PyException,
    "Bad input or a bad request, with the message the command line prints."
);

fn error(message: impl std::fmt::Display) -> PyErr {
    SemeaiError::new_err(message.to_string())
}

fn pretty(v: &serde_json::Value) -> String {
    serde_json::to_string(v).expect("JSON values print")
}

/// A Go position, with what its record says of the game (komi, rules,
/// handicap) when it came from one.
#[pyclass(module = "semeai._semeai", frozen)]
#[derive(Clone)]
struct Board {
    board: semeai::Board,
    info: io::GameInfo,
}

fn until(move_number: Option<usize>) -> PyResult<io::Until> {
    match move_number {
        Some(0) => Err(error("--move: moves are numbered from 1")),
        Some(n) => Ok(io::Until::MoveNumber(n)),
        None => Ok(io::Until::End),
    }
}

#[pymethods]
impl Board {
    /// A position from an SGF record (its text, or the path of a file),
    /// before move number `move` when given, else at the end.
    #[staticmethod]
    #[pyo3(signature = (source, r#move = None))]
    fn from_sgf(source: &str, r#move: Option<usize>) -> PyResult<Board> {
        let until = until(r#move)?;
        if source.trim_start().starts_with('(') {
            let board = io::read_until(source, until).map_err(error)?;
            let info = io::read_game_info(source).map_err(error)?;
            return Ok(Board { board, info });
        }
        let (board, info) = io::load_record(Path::new(source), until).map_err(error)?;
        Ok(Board { board, info })
    }

    /// A position from an ASCII diagram (`X` black, `O` white, `.` empty,
    /// an optional last line `white to play`).
    #[staticmethod]
    fn from_ascii(text: &str) -> PyResult<Board> {
        let board = io::read_ascii(text).map_err(error)?;
        Ok(Board {
            board,
            info: io::GameInfo::default(),
        })
    }

    /// A position from a file, SGF or ASCII diagram, as the command line
    /// reads it.
    #[staticmethod]
    #[pyo3(signature = (path, r#move = None))]
    fn load(path: &str, r#move: Option<usize>) -> PyResult<Board> {
        let (board, info) = io::load_record(Path::new(path), until(r#move)?).map_err(error)?;
        Ok(Board { board, info })
    }

    /// `(width, height)`.
    #[getter]
    fn size(&self) -> (usize, usize) {
        let s = self.board.size();
        (s.width(), s.height())
    }

    /// `"black"` or `"white"`.
    #[getter]
    fn to_move(&self) -> &'static str {
        self.board.to_move().name()
    }

    /// The record's komi (`KM`), when it gave one.
    #[getter]
    fn komi(&self) -> Option<String> {
        self.info.komi.map(|k| k.to_string())
    }

    /// The record's rules (`RU`) as written, when it gave them.
    #[getter]
    fn rules(&self) -> Option<String> {
        self.info.rules.clone()
    }

    /// The stones of `color` (`"black"` or `"white"`), as GTP vertices.
    fn stones(&self, color: &str) -> PyResult<Vec<String>> {
        let c = semeai::Color::from_gtp(color).ok_or_else(|| error("no such colour"))?;
        Ok(self.board.stones(c).iter().map(|p| p.to_string()).collect())
    }

    /// The colour of the stone at `vertex`, or `None`.
    fn color_at(&self, vertex: &str) -> PyResult<Option<&'static str>> {
        let p = self.board.size().parse_gtp(vertex).map_err(error)?;
        Ok(self.board.color_at(p).map(|c| c.name()))
    }

    /// The position as SGF.
    fn to_sgf(&self) -> String {
        io::write_sgf(&self.board)
    }

    fn __str__(&self) -> String {
        io::write_ascii(&self.board)
    }

    fn __repr__(&self) -> String {
        let (w, h) = self.size();
        format!("<semeai.Board {w}x{h}, {} to move>", self.to_move())
    }

    fn __eq__(&self, other: &Board) -> bool {
        self.board.occupied() == other.board.occupied()
            && self.board.stones(semeai::Color::Black) == other.board.stones(semeai::Color::Black)
            && self.board.to_move() == other.board.to_move()
    }

    /// Pickled as SGF.
    fn __reduce__(slf: &Bound<'_, Self>) -> PyResult<(Py<PyAny>, (String,))> {
        let py = slf.py();
        let from_sgf = py.get_type::<Board>().getattr("from_sgf")?;
        Ok((from_sgf.unbind(), (slf.get().to_sgf(),)))
    }
}

/// The analysis of `board` (pair mode when `pair` names two vertices):
/// `(json, text, svg)`.
#[pyfunction]
#[pyo3(signature = (board, pair = None, pair_nodes = None, whole_board_nodes = None, seconds = None, search = true, reductions = true))]
#[allow(clippy::too_many_arguments)]
fn analyze_board(
    py: Python<'_>,
    board: &Board,
    pair: Option<(String, String)>,
    pair_nodes: Option<u64>,
    whole_board_nodes: Option<u64>,
    seconds: Option<f64>,
    search: bool,
    reductions: bool,
) -> PyResult<(String, String, String)> {
    let b = &board.board;
    let pair = match pair {
        Some((a, c)) => {
            let vertex = |v: &str| {
                b.size()
                    .parse_gtp(v)
                    .map_err(|e| error(format!("--pair: {e}")))
            };
            Some((vertex(&a)?, vertex(&c)?))
        }
        None => None,
    };
    let time = match seconds.map(std::time::Duration::try_from_secs_f64) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(e)) => return Err(error(format!("--seconds: {e}"))),
    };
    let mut options = AnalyzeOptions {
        pair,
        search,
        reductions,
        ..AnalyzeOptions::default()
    };
    let limits = &mut options.limits;
    limits.pair = Budget {
        nodes: pair_nodes.unwrap_or(limits.pair.nodes),
        time,
    };
    limits.whole_board = Budget {
        nodes: whole_board_nodes.unwrap_or(limits.whole_board.nodes),
        time,
    };
    let a = py
        .detach(|| analyze(b, &options))
        .map_err(|e| error(format!("--pair: {e}")))?;
    Ok((pretty(&a.json()), a.text(), a.svg()))
}

/// The status of every block: the JSON `{"blocks": [...]}`.
#[pyfunction]
#[pyo3(signature = (board, status_nodes = None))]
fn block_status(py: Python<'_>, board: &Board, status_nodes: Option<u64>) -> String {
    let mut limits = Limits::default();
    if let Some(n) = status_nodes {
        limits.status = Budget::nodes(n);
    }
    let blocks = py.detach(|| semeai::block_status(&board.board, &limits));
    pretty(&render::status_json(&blocks))
}

/// The count of a finished game: `(json, text, svg)`. `rules` and `komi`
/// default to the record's, else Japanese and 0; `dead` names dead
/// stones (a stone names its block) instead of the engine's judgement.
#[pyfunction]
#[pyo3(signature = (board, rules = None, komi = None, dead = None))]
fn score_board(
    py: Python<'_>,
    board: &Board,
    rules: Option<&str>,
    komi: Option<&str>,
    dead: Option<Vec<String>>,
) -> PyResult<(String, String, String)> {
    let b = &board.board;
    let scoring = match rules {
        Some(r) => r
            .parse::<Scoring>()
            .map_err(|e| error(format!("--rules {r}: {e}")))?,
        None => board.info.scoring().unwrap_or(Scoring::Territory),
    };
    let komi = match komi {
        Some(k) => k
            .parse::<Komi>()
            .map_err(|e| error(format!("--komi {k}: {e}")))?,
        None => board.info.komi.unwrap_or(Komi::ZERO),
    };
    let dead = match dead {
        None => DeadStones::Static,
        Some(list) => {
            let mut stones = PointSet::EMPTY;
            for v in list.iter().filter(|v| !v.trim().is_empty()) {
                let p = b
                    .size()
                    .parse_gtp(v.trim())
                    .map_err(|e| error(format!("--dead {v}: {e}")))?;
                if b.color_at(p).is_none() {
                    return Err(error(format!("--dead {v}: no stone at {p}")));
                }
                stones.insert(p);
            }
            DeadStones::Given(stones)
        }
    };
    let handicap = board.info.handicap;
    let s = py.detach(|| score(b, scoring, komi, dead, &Limits::default()).with_handicap(handicap));
    Ok((pretty(&s.json(b)), s.text(b), s.svg(b)))
}

/// The values of `board`'s local games and their sum: `(json, text)`.
#[pyfunction]
fn endgame_values(py: Python<'_>, board: &Board) -> (String, String) {
    let e = py.detach(|| semeai::endgame::values(&board.board, &Limits::default()));
    (pretty(&e.json()), e.text())
}

/// The tree `endgame_values` reads for the local game on `points` (a
/// space-separated list of vertices), as JSON.
#[pyfunction]
fn local_tree(py: Python<'_>, board: &Board, points: &str) -> PyResult<String> {
    let points: PointSet = points
        .parse()
        .map_err(|e| error(format!("points {points}: {e}")))?;
    let tree = py
        .detach(|| semeai::endgame::tree(&board.board, points))
        .map_err(|e| error(format!("the local game at {points}: {e}")))?;
    Ok(pretty(&tree.json()))
}

/// Wolf's Basic Seki on `board`, each checked by search within `nodes`
/// (0: no search): `(json, text)`.
#[pyfunction]
#[pyo3(signature = (board, nodes = None))]
fn basic_seki(py: Python<'_>, board: &Board, nodes: Option<u64>) -> (String, String) {
    let nodes = nodes.unwrap_or(Limits::default().seki.nodes);
    let budget = (nodes > 0).then_some(Budget::nodes(nodes));
    let found = py.detach(|| seki::basic_seki(&board.board, budget));
    (
        pretty(&render::seki_json(&found)),
        render::seki_text(&board.board, &found),
    )
}

/// The GTP engine: `run` takes one line of GTP and gives the full response
/// (`=id ...` or `?id ...`), or `None` for an empty or comment line.
/// Not shared between threads (its caches are per engine).
#[pyclass(module = "semeai._semeai", unsendable)]
struct Engine {
    engine: gtp::Engine,
}

#[pymethods]
impl Engine {
    /// An engine with an empty 19x19 board; `nodes` caps every search
    /// (analyze_semeai gets that many).
    #[new]
    #[pyo3(signature = (nodes = None))]
    fn new(nodes: Option<u64>) -> Engine {
        let mut engine = gtp::Engine::new();
        if let Some(n) = nodes {
            engine = engine.with_limits(Limits::pair_questions(Budget::nodes(n)));
        }
        Engine { engine }
    }

    fn run(&mut self, py: Python<'_>, line: &str) -> Option<String> {
        let engine = &mut self.engine;
        py.detach(|| engine.run(line))
    }

    /// Whether `quit` was received.
    #[getter]
    fn has_quit(&self) -> bool {
        self.engine.has_quit()
    }
}

/// The native module.
#[pymodule]
fn _semeai(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SemeaiError", m.py().get_type::<SemeaiError>())?;
    m.add_class::<Board>()?;
    m.add_class::<Engine>()?;
    m.add_function(wrap_pyfunction!(analyze_board, m)?)?;
    m.add_function(wrap_pyfunction!(block_status, m)?)?;
    m.add_function(wrap_pyfunction!(score_board, m)?)?;
    m.add_function(wrap_pyfunction!(basic_seki, m)?)?;
    m.add_function(wrap_pyfunction!(endgame_values, m)?)?;
    m.add_function(wrap_pyfunction!(local_tree, m)?)?;
    Ok(())
}
