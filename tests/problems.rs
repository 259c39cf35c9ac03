//! The curated problems under `tests/problems/`: each is a position drawn as
//! an ASCII diagram (or an SGF file) with its expected classes, and an insta
//! snapshot of its analysis in `snapshots/`.
//!
//! A problem's comments say what it shows, and give
//! - `pair: A B` to analyse the race of the blocks at A and B (pair mode);
//!   without it, whole-board mode;
//! - `class: N ...`, the class of each local game in order.
//!
//! Every problem is also checked under the 8 symmetries and the colour swap:
//! every figure maps to the transformed position, with Black's and White's
//! swapped.

mod common;

use std::path::{Path, PathBuf};

use common::figures;
use semeai::analysis::analyze;
use semeai::{Board, Point, Symmetry, input};

/// A curated problem.
struct Problem {
    name: String,
    board: Board,
    pair: Option<(Point, Point)>,
    classes: Vec<u8>,
}

fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let l = l.trim_start_matches("//").trim();
        l.strip_prefix(key)
            .map(|v| v.trim_end_matches(&[']', ')'][..]).trim())
    })
}

fn problems() -> Vec<Problem> {
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
            let board = input::load(&path).unwrap_or_else(|e| panic!("{e}"));
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

#[test]
fn at_least_forty_problems_cover_every_class() {
    let all = problems();
    assert!(all.len() >= 40, "{} problems", all.len());
    for class in 0..=8 {
        assert!(
            all.iter().any(|p| p.classes.contains(&class)),
            "no problem of class {class}"
        );
    }
    assert!(all.iter().any(|p| p.pair.is_none()) && all.iter().any(|p| p.pair.is_some()));
}

#[test]
fn problems_have_their_classes_and_snapshots() {
    for p in problems() {
        let a = analyze(&p.board, p.pair).unwrap();
        let got: Vec<u8> = a.games.iter().map(|g| g.class).collect();
        assert_eq!(
            got,
            p.classes,
            "{}: {:?}",
            p.name,
            a.games.iter().map(|g| &g.reason).collect::<Vec<_>>()
        );
        snapshot!(format!("problem-{}", p.name), a.text());
    }
}

#[test]
fn symmetries_and_colour_swap_change_no_figure() {
    for p in problems() {
        let a = analyze(&p.board, p.pair).unwrap();
        for sym in Symmetry::ALL {
            for swap in [false, true] {
                let size = p.board.size();
                let map = |q: Point| sym.apply(size, q);
                let mut board = p.board.transformed(sym);
                if swap {
                    board = board.color_swapped();
                }
                let pair = p.pair.map(|(x, y)| (map(x), map(y)));
                let b = analyze(&board, pair).unwrap();
                assert_eq!(
                    figures(&b, &|q| q, false),
                    figures(&a, &map, swap),
                    "{} under {sym:?}, colours swapped: {swap}",
                    p.name
                );
            }
        }
    }
}

/// SPEC 7 on the curated problems: wherever the static evaluator answers,
/// exact search without static leaves finds the same results, status (or
/// unconditional) and sekiLevel.
#[test]
fn static_results_agree_with_search() {
    use semeai::search::{Budget, solve_results};
    let mut compared = 0;
    for p in problems() {
        let a = analyze(&p.board, p.pair).unwrap();
        for (g, e) in a.games.iter().zip(&a.results) {
            let Some(e) = e else { continue };
            let s = solve_results(&p.board, g.points, g.essential(), Budget::default());
            let status = (!e.unconditional).then_some(e.status);
            assert_eq!(
                (s.black_first, s.white_first, s.status, s.unconditional),
                (e.black_first, e.white_first, status, e.unconditional),
                "{}",
                p.name
            );
            if e.status == 0 {
                assert_eq!(s.seki_level, Some(e.seki_level), "{}", p.name);
            }
            compared += 1;
        }
    }
    assert!(compared >= 20, "{compared} static results compared");
}
