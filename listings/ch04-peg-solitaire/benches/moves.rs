//! Move generation on the bitboard and on the array board, side by side, and
//! the full solve.
//!
//! `cargo bench -p ch04-peg-solitaire`, or `cargo book bench ch04-peg-solitaire`
//! for the table the chapter includes. The group is named after the crate.
//! The full count takes about three minutes a run, too long for criterion's ten
//! samples at the least; `examples/measure.rs` times one run of it.

use ch04_peg_solitaire::board::{ENGLISH, GOAL, START};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{legal_moves, play, Order};
use ch04_peg_solitaire::naive::{naive_perft, Grid};
use ch04_peg_solitaire::perft::perft;
use ch04_peg_solitaire::solve::{best_search, Goal};
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
    let work = "perft 6 from the start";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| perft(&ENGLISH_GEOMETRY, black_box(START), 6))
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        let start = Grid::from_boards(ENGLISH, START);
        b.iter(|| naive_perft(black_box(start), 6))
    });
    group.sample_size(10);
    group.bench_function("solve the English board (best search)", |b| {
        b.iter(|| {
            best_search(ENGLISH_GEOMETRY)
                .run(black_box(START), Goal::Exactly(GOAL))
        })
    });
    group.finish();
}

criterion_group!(benches, moves);
criterion_main!(benches);
