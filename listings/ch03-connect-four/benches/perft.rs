//! Perft 7 from the empty board, on the bitboards and on a plain 2-D array.
//!
//! `cargo bench -p ch03-connect-four`, or `cargo book bench ch03-connect-four`
//! for the table the chapter includes. The group is named after the crate.

use ch03_connect_four::array::{perft_array, ArrayBoard};
use ch03_connect_four::game::Game;
use ch03_connect_four::perft::perft;
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch03-connect-four");
    group.sample_size(20);
    let work = "perft 7 from the empty board";
    group.throughput(Throughput::Elements(perft(&mut Game::new(), 7)));
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| perft(black_box(&mut Game::new()), 7))
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| perft_array(black_box(&mut ArrayBoard::new()), 7))
    });
    group.finish();
}

criterion_group!(benches, perft_bench);
criterion_main!(benches);
