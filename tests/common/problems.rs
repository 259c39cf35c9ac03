//! The curated problems under `tests/problems/` (the reader the problem
//! tests and the search bench share).

use std::path::{Path, PathBuf};

use semeai::{Board, Point, io};

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
}

fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let l = l.trim_start_matches("//").trim();
        l.strip_prefix(key)
            .map(|v| v.trim_end_matches(&[']', ')'][..]).trim())
    })
}

/// Every problem under tests/problems, sorted by file name.
pub fn problems() -> Vec<Problem> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/problems");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/problems")
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    paths
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
            Problem {
                name,
                board,
                pair,
                classes,
            }
        })
        .collect()
}
