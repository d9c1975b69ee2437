//! Listing the moves of a middle-game position, on the bitboard and on the
//! array board, side by side.
//!
//! `cargo bench -p ch04-peg-solitaire`, or `cargo book bench ch04-peg-solitaire`
//! for the table the chapter includes. The group is named after the crate.

use ch04_peg_solitaire::array::Grid;
use ch04_peg_solitaire::board::{ENGLISH, START};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{legal_moves, play, Order};
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

/// A position from the middle of a game: the start after eight moves.
fn middle() -> u64 {
    let mut pegs = START;
    for _ in 0..8 {
        let moves = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex);
        pegs = play(pegs, moves[moves.len() / 2]);
    }
    pegs
}

fn moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch04-peg-solitaire");
    let pegs = middle();
    let grid = Grid::from_boards(ENGLISH, pegs);
    group.throughput(Throughput::Elements(1));
    let work = "list the moves of a middle-game position";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| {
            legal_moves(black_box(pegs), &ENGLISH_GEOMETRY, Order::ByIndex)
        })
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| black_box(&grid).moves())
    });
    group.finish();
}

criterion_group!(benches, moves);
criterion_main!(benches);
