//! Developer probe: solve R(c, 1) of a pair after a few moves.
//! `cargo run --release --example probe -- FILE A B NODES [b|w] [MOVES...]`
use semeai::analysis::analyze_with;
use semeai::search::{Budget, Leaves, Solver};
use semeai::{Color, input};
use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut board = input::load(Path::new(&args[1])).unwrap();
    let size = board.size();
    let a = size.parse_gtp(&args[2]).unwrap();
    let b = size.parse_gtp(&args[3]).unwrap();
    let nodes: u64 = args[4].parse().unwrap();
    let first = if args[5] == "b" {
        Color::Black
    } else {
        Color::White
    };
    let an = analyze_with(&board, Some((a, b)), None).unwrap();
    let game = an.games[0].clone();
    let mut c = first;
    for m in &args[6..] {
        let mv = if m == "pass" {
            semeai::Move::Pass
        } else {
            semeai::Move::Place(size.parse_gtp(m).unwrap())
        };
        board.play(c, mv);
        c = c.opponent();
    }
    let leaves = Leaves {
        partition: an.partition.clone(),
        pair: an.pair,
    };
    let mut s = Solver::new(
        &board,
        game.points,
        game.essential(),
        Budget { nodes, time: None },
    );
    if std::env::var_os("NOLEAF").is_none() {
        s = s.with_static_leaves(leaves);
    }
    let t = std::time::Instant::now();
    let r = s.result(c, 1);
    println!("{c:?} first: {r:?}  nodes {}  {:?}", s.nodes(), t.elapsed());
}
