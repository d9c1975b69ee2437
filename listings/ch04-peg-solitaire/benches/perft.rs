//! Perft 6 from the start, on the bitboard and on the array board, side by
//! side.
//!
//! `cargo bench -p ch04-peg-solitaire`, or `cargo book bench ch04-peg-solitaire`
//! for the table the chapter includes. The group is named after the crate.

use ch04_peg_solitaire::array::{perft_array, Grid};
use ch04_peg_solitaire::board::{ENGLISH, START};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::perft::perft;
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch04-peg-solitaire");
    group.throughput(Throughput::Elements(1));
    let work = "perft 6 from the start";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| perft(&ENGLISH_GEOMETRY, black_box(START), 6))
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        let start = Grid::from_boards(ENGLISH, START);
        b.iter(|| perft_array(black_box(start), 6))
    });
    group.finish();
}

criterion_group!(benches, perft_bench);
criterion_main!(benches);
