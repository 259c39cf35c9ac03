//! Every SGF of Ricard Vilà's semeai test suite (../shared/sts-rv, GPL data used
//! from there, never copied) loads, and gives the right position:
//! - the stones agree with an independent scan of the file's AB/AW lists;
//! - every `analyze_semeai A B` of the suite's .tst files names two stones of
//!   opposite colours, so rows and columns are the right way round;
//! - where GNU Go is installed, its `showboard` draws the same board.
//!
//! Skips when the shared folder is absent.

mod common;

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use semeai::{Board, Color, Point, PointSet, io};

/// The points listed after `AB` or `AW` in the raw text, as SGF coordinates.
fn raw_setup(text: &str, prop: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(at) = text[i..].find(prop) {
        let start = i + at;
        i = start + prop.len();
        // The identifier must stand alone (not the end of a longer one).
        if start > 0 && bytes[start - 1].is_ascii_uppercase() {
            continue;
        }
        let mut j = i;
        loop {
            while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                j += 1;
            }
            if j + 3 < bytes.len() && bytes[j] == b'[' && bytes[j + 3] == b']' {
                out.push((
                    (bytes[j + 1] - b'a') as usize,
                    (bytes[j + 2] - b'a') as usize,
                ));
                j += 4;
            } else {
                break;
            }
        }
    }
    out
}

fn load(path: &Path) -> Board {
    match io::load(path) {
        Ok(b) => b,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn every_game_loads_with_the_stones_of_its_file() {
    let Some(shared) = common::shared() else {
        return;
    };
    let files = common::sgf_files(&shared.join("sts-rv/games"));
    assert!(files.len() >= 40, "found {} files", files.len());
    for path in &files {
        let board = load(path);
        let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
        assert!(
            !text.contains(";B[") && !text.contains(";W["),
            "setup-only files"
        );
        let size = board.size();
        for (prop, color) in [("AB", Color::Black), ("AW", Color::White)] {
            let raw = raw_setup(&text, prop);
            let expected: Vec<Point> = raw
                .iter()
                .map(|&(x, y)| size.from_sgf_coords(x, y).expect("on the board"))
                .collect();
            assert_eq!(
                board.stones(color).len(),
                expected.len(),
                "{}",
                path.display()
            );
            for p in expected {
                assert_eq!(board.color_at(p), Some(color), "{} {p}", path.display());
            }
        }
    }
}

/// (sgf file, vertex A, vertex B) for every `analyze_semeai` of the .tst files.
fn tested_pairs(shared: &Path) -> Vec<(PathBuf, String, String)> {
    let mut out = Vec::new();
    for tst in ["STS-RV_0.tst", "STS-RV_1.tst"] {
        let path = shared.join("sts-rv").join(tst);
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let mut sgf = None;
        for line in text.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["loadsgf", file, ..] => sgf = Some(shared.join("sts-rv").join(file)),
                [_, "analyze_semeai", a, b] => {
                    out.push((
                        sgf.clone().expect("loadsgf first"),
                        a.to_string(),
                        b.to_string(),
                    ));
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn every_tested_pair_names_two_opposing_stones() {
    let Some(shared) = common::shared() else {
        return;
    };
    let pairs = tested_pairs(&shared);
    assert_eq!(pairs.len(), 234, "the suite has 234 tests");
    for (sgf, a, b) in pairs {
        let board = load(&sgf);
        let pa = board.size().parse_gtp(&a).unwrap();
        let pb = board.size().parse_gtp(&b).unwrap();
        let (ca, cb) = (board.color_at(pa), board.color_at(pb));
        assert!(
            ca.is_some() && cb.is_some() && ca != cb,
            "{} {a} {b}",
            sgf.display()
        );
    }
}

#[test]
fn gnugo_draws_the_same_boards() {
    let Some(shared) = common::shared() else {
        return;
    };
    let gnugo = Path::new("/usr/games/gnugo");
    if !gnugo.exists() {
        eprintln!("skipped: GNU Go is not installed");
        return;
    }
    let mut compared = BTreeMap::new();
    for path in common::sgf_files(&shared.join("sts-rv/games")) {
        let board = load(&path);
        let ours: Vec<String> = semeai::io::write_ascii(&board)
            .lines()
            .skip(1)
            .take(board.size().height())
            .map(|l| {
                l.split_whitespace()
                    .skip(1)
                    .take(board.size().width())
                    .collect()
            })
            .collect();
        let theirs = common::gnugo_board(gnugo, &path);
        let theirs: Vec<String> = theirs.into_iter().take(board.size().height()).collect();
        assert_eq!(ours.len(), board.size().height());
        assert!(ours.iter().all(|row| row.len() == board.size().width()));
        assert_eq!(ours, theirs, "{}", path.display());
        compared.insert(path, ());
    }
    assert!(compared.len() >= 40);
}

/// Whole-board mode finds every tested fight: both blocks of each
/// `analyze_semeai` pair lie in one local game. Pair mode puts both in its game.
#[test]
fn whole_board_partition_holds_every_tested_fight() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut misses = Vec::new();
    let pairs = tested_pairs(&shared);
    for (sgf, a, b) in &pairs {
        let board = load(sgf);
        let pa = board.size().parse_gtp(a).unwrap();
        let pb = board.size().parse_gtp(b).unwrap();
        let whole = semeai::race::partition(&board);
        if !whole.games.iter().any(|g| g.contains(pa) && g.contains(pb)) {
            misses.push(format!(
                "{} {a} {b}",
                sgf.file_name().unwrap().to_string_lossy()
            ));
        }
        let pair = semeai::race::partition_pair(&board, pa, pb).unwrap();
        assert!(pair.games[0].contains(pa) && pair.games[0].contains(pb));
    }
    assert!(
        misses.is_empty(),
        "{} of {} pairs not in one game: {misses:#?}",
        misses.len(),
        pairs.len()
    );
}

/// Pair mode gives every tested pair a class; the classes agree with the suite's
/// file names (C0: class 0; C1: class 1 or 2) for at least the counts measured
/// when this test was written. The rest are listed: most are outside liberty
/// regions of several points, which Müller's definition makes non-plain
/// (class 3) though the suite files them as class 0 or 1.
#[test]
fn pair_mode_classes_agree_with_the_suite() {
    let Some(shared) = common::shared() else {
        return;
    };
    let (mut c0, mut c0_agree, mut c1, mut c1_agree) = (0, 0, 0, 0);
    let mut others = Vec::new();
    for (sgf, a, b) in tested_pairs(&shared) {
        let board = load(&sgf);
        let (pa, pb) = (a.parse().unwrap(), b.parse().unwrap());
        let p = semeai::race::partition_pair(&board, pa, pb).unwrap();
        let g = semeai::race::classify(&board, &p, p.games[0], Some((pa, pb)));
        assert!(g.class.number() <= 8);
        let name = sgf.file_name().unwrap().to_string_lossy().into_owned();
        let agree = if name.contains("_C0_") {
            c0 += 1;
            g.class.number() == 0
        } else {
            c1 += 1;
            g.class.number() == 1 || g.class.number() == 2
        };
        c0_agree += usize::from(agree && name.contains("_C0_"));
        c1_agree += usize::from(agree && !name.contains("_C0_"));
        if !agree {
            others.push(format!("{name} {a} {b}: {}", g.class));
        }
    }
    eprintln!("C0: {c0_agree} of {c0} class 0; C1: {c1_agree} of {c1} class 1-2");
    eprintln!("{others:#?}");
    assert_eq!((c0, c1), (26, 208));
    assert!(c0_agree >= 24, "C0 agreement fell to {c0_agree}");
    assert!(c1_agree >= C1_AGREEMENT, "C1 agreement fell to {c1_agree}");
}

/// C1 problems classified 1 or 2 when the test was written.
const C1_AGREEMENT: usize = 138;

/// Where pair mode gives a C1 or C0 problem another class, the position shows
/// why, checked here from the board itself rather than from the classifier's
/// reason: class 3 has an outside liberty with no safe opponent stone next to
/// it (an approach move is needed) or an eye with an empty point that touches
/// no stone of its owner; class 4 has an eye of more than 7 points, two eyes,
/// or two opponent blocks in one eye. No other class is allowed.
#[test]
fn other_classes_are_shown_on_the_board() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut counts = [0usize; 9];
    for (sgf, a, b) in tested_pairs(&shared) {
        let board = load(&sgf);
        let (pa, pb) = (a.parse().unwrap(), b.parse().unwrap());
        let p = semeai::race::partition_pair(&board, pa, pb).unwrap();
        let g = semeai::race::classify(&board, &p, p.games[0], Some((pa, pb)));
        let name = sgf.file_name().unwrap().to_string_lossy().into_owned();
        let expected: &[u8] = if name.contains("_C0_") { &[0] } else { &[1, 2] };
        if expected.contains(&g.class.number()) {
            continue;
        }
        counts[usize::from(g.class.number())] += 1;
        let shown = match g.class.number() {
            3 => Color::ALL.iter().any(|&c| {
                let side = &g.sides[c];
                let walls = p.safe(c.opponent());
                let needs_approach = side.outside.iter().any(|q| {
                    board.color_at(q).is_none()
                        && !board.border(PointSet::single(q)).intersects(walls)
                });
                let odd_eye = side.eyes.iter().any(|e| {
                    let owner = board.border(e.points);
                    let blocks = owner.components().count();
                    blocks > 1
                        || (e.points & board.empty_points())
                            .iter()
                            .any(|q| !board.border(PointSet::single(q)).intersects(owner))
                });
                needs_approach || odd_eye
            }),
            4 => Color::ALL.iter().any(|&c| {
                let eyes = &g.sides[c].eyes;
                eyes.len() > 1
                    || eyes.iter().any(|e| {
                        e.points.len() > 7
                            || (e.points & board.stones(c.opponent())).components().count() > 1
                            || !semeai::life::is_nakade_eye(e.points)
                    })
            }),
            _ => false,
        };
        assert!(
            shown,
            "{name} {a} {b}: class {}: {}",
            g.class.number(),
            g.class
        );
    }
    eprintln!("other classes: {counts:?}");
}
