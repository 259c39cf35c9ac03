//! The curated problems under `tests/problems/` (the reader the problem
//! tests and the search bench share).

use std::path::{Path, PathBuf};

use semeai::{Board, Point, RaceResult, io};

/// A curated problem.
pub struct Problem {
    /// File name without extension.
    pub name: String,
    /// The position.
    pub board: Board,
    /// The pair, in pair mode.
    pub pair: Option<(Point, Point)>,
    /// Expected class of each local game.
    pub classes: Vec<u8>,
    /// The expected figures of each local game, one `expect:` line each
    /// (see [`expected_line`]).
    pub expect: Vec<String>,
    /// Where the problem is.
    pub path: PathBuf,
}

/// A local game's figures as its problem file states them: who wins when
/// each side moves first, then the status (with sekiLevel when 0), e.g.
/// `black first black; white first white; status 0, sekiLevel 0`, or
/// `no race` when the game has no race to evaluate.
pub fn expected_line(result: Option<&RaceResult>) -> String {
    let Some(r) = result else {
        return "no race".into();
    };
    let status = match (r.status, r.seki_level) {
        _ if r.unconditional && r.winner.is_some() => "unconditional".to_string(),
        (Some(0), Some(level)) => format!("0, sekiLevel {level}"),
        (Some(0), None) if r.unconditional => "0, seki for good".to_string(),
        (Some(s), _) => s.to_string(),
        (None, _) => "unknown".to_string(),
    };
    format!(
        "black first {}; white first {}; status {status}",
        r.black_first.word(),
        r.white_first.word()
    )
}

/// The problem's text with `lines` as its `expect:` lines (after the class
/// line; replacing any there were).
pub fn with_expect_lines(text: &str, lines: &[String]) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        let bare = line.trim_start_matches("//").trim();
        if bare.starts_with("expect:") {
            // In an SGF comment the last expect line may close it: the
            // lines written in its place close it instead.
            if !line.starts_with("//")
                && line.trim_end().ends_with(']')
                && let Some(last) = out.last_mut()
                && !last.ends_with(']')
            {
                last.push(']');
            }
            continue;
        }
        if bare.starts_with("class:") {
            let (prefix, closing) = if line.starts_with("//") {
                ("// ", "")
            } else if let Some(l) = line.strip_suffix(']') {
                out.push(l.to_string());
                let n = lines.len();
                for (i, e) in lines.iter().enumerate() {
                    out.push(format!("expect: {e}{}", if i + 1 == n { "]" } else { "" }));
                }
                continue;
            } else {
                ("", "")
            };
            out.push(line.to_string());
            for e in lines {
                out.push(format!("{prefix}expect: {e}{closing}"));
            }
            continue;
        }
        out.push(line.to_string());
    }
    let mut joined = out.join("\n");
    joined.push('\n');
    joined
}

/// The value of a problem file's `// key value` comment line, if any.
pub fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let l = l.trim_start_matches("//").trim();
        l.strip_prefix(key)
            .map(|v| v.trim_end_matches(&[']', ')'][..]).trim())
    })
}

/// The files of the project folder `folder` (such as `tests/problems`),
/// sorted by name.
pub fn files_in(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect(folder)
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    paths
}

/// Every problem under tests/problems, sorted by file name.
pub fn problems() -> Vec<Problem> {
    files_in("tests/problems")
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable problem");
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let board = io::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let pair = field(&text, "pair:").map(|p| {
                let v: Vec<Point> = p.split_whitespace().map(|v| v.parse().unwrap()).collect();
                (v[0], v[1])
            });
            let classes = field(&text, "class:")
                .unwrap_or_else(|| panic!("{name}: no class line"))
                .split_whitespace()
                .map(|c| c.parse().unwrap())
                .collect();
            let expect = text
                .lines()
                .filter_map(|l| l.trim_start_matches("//").trim().strip_prefix("expect:"))
                .map(|e| e.trim_end_matches(']').trim().to_string())
                .collect();
            Problem {
                name,
                board,
                pair,
                classes,
                expect,
                path,
            }
        })
        .collect()
}
