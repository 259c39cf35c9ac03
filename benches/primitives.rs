//! What the board primitives cost: blocks and liberties of a dense 19x19
//! position, and play + undo of a move.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
mod common;

use common::dense_position;
use semeai::{Board, Color, Move, Point, go::BoardSize};

fn bench(c: &mut Criterion) {
    let board = dense_position();
    let blocks = board.blocks();
    eprintln!(
        "dense position: {} stones, {} blocks, {} empty points",
        board.occupied().len(),
        blocks.len(),
        board.empty_points().len()
    );

    c.bench_function("blocks_and_liberties_19x19_dense", |b| {
        b.iter(|| black_box(&board).blocks())
    });

    let probe = blocks[blocks.len() / 2].anchor();
    c.bench_function("block_at_19x19_dense", |b| {
        b.iter(|| black_box(&board).block_at(black_box(probe)))
    });

    let color = board.to_move();
    let moves: Vec<Move> = board.legal_points(color).iter().map(Move::Place).collect();
    let mut group = c.benchmark_group("play_undo_19x19_dense");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("every_legal_move", |b| {
        let mut board = board.clone();
        b.iter(|| {
            for &mv in &moves {
                board.play(color, mv);
                board.undo();
            }
        })
    });
    group.finish();

    let mut group = c.benchmark_group("play_undo_line");
    // A 40-move line on an empty board, then taken back: the search's pattern.
    let mut line = Vec::new();
    {
        let mut b = Board::empty(BoardSize::STANDARD);
        let mut state = 7u64;
        let mut color = Color::Black;
        while line.len() < 40 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let p = Point::new(((state >> 33) % 9) as usize, ((state >> 45) % 9) as usize).unwrap();
            if b.try_play(color, Move::Place(p)).is_ok() {
                line.push((color, Move::Place(p)));
                color = !color;
            }
        }
    }
    group.throughput(Throughput::Elements(line.len() as u64));
    group.bench_function("40_moves_9x9_corner", |b| {
        let mut board = Board::empty(BoardSize::STANDARD);
        b.iter(|| {
            for &(color, mv) in &line {
                board.play(color, mv);
            }
            for _ in &line {
                board.undo();
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
