//! A picture (SVG) of every curated problem, kept in `docs/pictures/` for
//! the README: the analysis of each race problem, the count of each scoring
//! problem (Japanese rules, the problem's komi), the Basic Seki of each seki
//! problem. Each picture is a snapshot: a test fails when the drawing
//! changes; `SEMEAI_BLESS=1 cargo test --release --test pictures` rewrites
//! them.

mod common;

use std::path::{Path, PathBuf};

use common::problems::{field, files_in, problems};
use semeai::{
    AnalyzeOptions, Limits, analyze,
    go::{Komi, Scoring},
    io, render, score, seki,
};

fn check(name: &str, svg: &str, seen: &mut Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/pictures");
    let path: PathBuf = dir.join(format!("{name}.svg"));
    seen.push(format!("{name}.svg"));
    assert!(
        svg.starts_with("<svg ") && svg.ends_with("</svg>\n"),
        "{name}"
    );
    if common::blessing() {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let kept = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (SEMEAI_BLESS=1 writes it)", path.display()));
    assert!(
        kept == svg,
        "{}: the picture changed (SEMEAI_BLESS=1 rewrites it)",
        path.display()
    );
}

#[test]
fn every_curated_problem_has_its_picture() {
    let mut seen = Vec::new();
    for p in problems() {
        let options = AnalyzeOptions {
            fight: false,
            ..AnalyzeOptions::for_pair(p.pair)
        };
        let a = analyze(&p.board, &options).unwrap();
        check(&format!("problem-{}", p.name), &a.svg(), &mut seen);
    }
    for path in files_in("tests/scoring") {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let (board, info) = io::load_record(&path, io::Until::End).unwrap();
        let komi = field(&text, "komi:")
            .map(|k| k.parse::<Komi>().unwrap())
            .or(info.komi)
            .unwrap_or(Komi::ZERO);
        let s = score::score(
            &board,
            Scoring::Territory,
            komi,
            score::DeadStones::Static,
            &Limits::default(),
        );
        check(&format!("score-{name}"), &s.svg(&board), &mut seen);
        if name.starts_with("seki-") {
            let found = seki::basic_seki(&board, None);
            check(
                &format!("seki-{name}"),
                &render::seki_svg(&board, &found),
                &mut seen,
            );
        }
    }
    // No picture left over from a problem that is gone.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/pictures");
    if !common::blessing() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            assert!(
                seen.contains(&name),
                "docs/pictures/{name}: no problem draws it"
            );
        }
    }
}
