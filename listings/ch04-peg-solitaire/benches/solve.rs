//! The full solve of the English board.
//!
//! `cargo bench -p ch04-peg-solitaire`, or `cargo book bench ch04-peg-solitaire`
//! for the table the chapter includes. The group is named after the crate.
//! The full count takes seconds a run, long for criterion's ten samples at the
//! least; `examples/measure.rs` times one run of it.

use ch04_peg_solitaire::board::{GOAL, START};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::solve::{best_search, Goal};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch04-peg-solitaire");
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    group.bench_function("solve the English board (best search)", |b| {
        b.iter(|| {
            best_search(ENGLISH_GEOMETRY)
                .run(black_box(START), Goal::Exactly(GOAL))
        })
    });
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
