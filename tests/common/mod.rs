//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod problems;
pub mod races;

use std::{
    io::Write,
    path::PathBuf,
    process::{Command, Output, Stdio},
};

use semeai::{Analysis, Color, Point, PointSet};

/// Whether this run rewrites expected answers (`SEMEAI_BLESS=1`) instead of
/// checking them; the diff is then for a person to review.
pub fn blessing() -> bool {
    std::env::var_os("SEMEAI_BLESS").is_some()
}

/// The shared folder beside the repository (`../shared`), or `$SEMEAI_SHARED`,
/// if it is there. Tests that need it skip when it is not: a fresh clone has no
/// shared folder.
pub fn shared() -> Option<PathBuf> {
    let dir = std::env::var_os("SEMEAI_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    if dir.join("sts-rv").is_dir() {
        Some(dir)
    } else {
        eprintln!("skipped: no shared folder at {}", dir.display());
        None
    }
}

/// Every SGF file under `dir`, sorted.
pub fn sgf_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("readable folder") {
            let path = entry.expect("folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "sgf") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Runs the `semeai` binary in the repository with `args`, feeding `stdin`.
pub fn run_semeai(args: &[&str], stdin: &str) -> Output {
    run_semeai_bytes(args, stdin.as_bytes())
}

/// [`run_semeai`] with any bytes on standard input.
pub fn run_semeai_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_semeai"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // A program that fails before reading its input closes the pipe: the
    // write may fail then, and the output tells what happened.
    let _ = child.stdin.take().expect("stdin").write_all(stdin);
    child.wait_with_output().expect("the binary ends")
}

/// Runs an insta assertion with snapshots kept in the top-level `snapshots/`.
#[macro_export]
macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        insta::with_settings!({
            snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!($name, $value);
        })
    };
}

/// Everything the analysis says about a local game, as sets and numbers.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Figures {
    points: Vec<Point>,
    class: u8,
    blocks: Vec<(Vec<Point>, Color, String)>,
    sides: Vec<SideFigures>,
    shared: Vec<Point>,
    unknown: Vec<Point>,
}

/// An eye: points, opponent stones, plain, nakade, unsettled, status,
/// liberties, vital point.
pub type EyeFigures = (
    Vec<Point>,
    usize,
    bool,
    bool,
    bool,
    u32,
    Option<u32>,
    Option<Point>,
);

/// The figures of one side.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SideFigures {
    essential: Vec<Point>,
    targets: Vec<Point>,
    outside: Vec<Point>,
    plain: Vec<Point>,
    liberties: Option<u32>,
    eyes: Vec<EyeFigures>,
}

/// The figures of `a`, with points mapped by `f` and colours swapped if `swap`.
pub fn figures(a: &Analysis, f: &dyn Fn(Point) -> Point, swap: bool) -> Vec<Figures> {
    let set = |s: PointSet| {
        let mut v: Vec<Point> = s.iter().map(f).collect();
        v.sort();
        v
    };
    let color = |c: Color| if swap { c.opponent() } else { c };
    let mut out: Vec<Figures> = a
        .games
        .iter()
        .map(|g| {
            let mut sides: Vec<SideFigures> = Color::ALL
                .iter()
                .map(|&c| {
                    let s = &g.sides[c];
                    let mut eyes: Vec<_> = s
                        .eyes
                        .iter()
                        .map(|e| {
                            (
                                set(e.points),
                                e.opponent_stones,
                                e.plain,
                                e.nakade,
                                e.unsettled,
                                e.status,
                                e.liberties,
                                e.vital.map(f),
                            )
                        })
                        .collect();
                    eyes.sort();
                    SideFigures {
                        essential: set(s.essential),
                        targets: set(g.targets[c]),
                        outside: set(s.outside),
                        plain: set(s.plain_outside),
                        liberties: s.liberties(),
                        eyes,
                    }
                })
                .collect();
            if swap {
                sides.reverse();
            }
            let mut blocks: Vec<_> = g
                .blocks
                .iter()
                .map(|b| (set(b.stones), color(b.color), format!("{:?}", b.kind)))
                .collect();
            blocks.sort();
            Figures {
                points: set(g.points),
                class: g.class.number(),
                blocks,
                sides,
                shared: set(g.shared),
                unknown: set(g.unknown_area),
            }
        })
        .collect();
    out.sort();
    out
}

/// Runs the GTP engine `program args...` on `commands` (end them with
/// `quit`); its standard output, then its standard error.
pub fn gtp_transcript(program: &std::path::Path, args: &[&str], commands: &str) -> String {
    use std::{
        io::Write,
        process::{Command, Stdio},
    };
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(commands.as_bytes())?;
            child.wait_with_output()
        })
        .expect("the engine runs");
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// The rows of the boards `showboard` drew in `text`, top row first, `.`
/// for an empty point (GNU Go's `+` too), every board after the other.
pub fn board_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let first: usize = words.first()?.parse().ok()?;
            let cells: String = words[1..]
                .iter()
                .take_while(|w| w.parse::<usize>().is_err())
                .map(|w| match *w {
                    "+" => ".",
                    other => other,
                })
                .collect();
            (first >= 1 && !cells.is_empty()).then_some(cells)
        })
        .collect()
}

/// GNU Go's `showboard` of `sgf` as rows of characters, top row first.
pub fn gnugo_board(gnugo: &std::path::Path, sgf: &std::path::Path) -> Vec<String> {
    let commands = format!("loadsgf {}\nshowboard\nquit\n", sgf.display());
    board_rows(&gtp_transcript(gnugo, &["--mode", "gtp"], &commands))
}

/// GNU Go, when it is installed.
pub fn gnugo() -> Option<PathBuf> {
    let path = PathBuf::from("/usr/games/gnugo");
    path.exists().then_some(path)
}

/// Runs `semeai gtp` on `diagram` (loaded with `loadsgf` from a temporary
/// file named after `name`) and then `commands`; the replies, split at the
/// blank lines that end them.
pub fn gtp_on(diagram: &str, name: &str, commands: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("semeai-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.txt");
    std::fs::write(&file, diagram).unwrap();
    let out = run_semeai(&["gtp"], &format!("loadsgf {}\n{commands}", file.display()));
    std::fs::remove_dir_all(dir).unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.split("\n\n").map(String::from).collect()
}
