//! The bitboard game against the plain array on the same work.
//!
//! `cargo book bench ch02-neighbours` runs it and writes the tables the book
//! includes. The group is named after the crate; each piece of work is
//! measured twice, with the parameter `bitboard` and `array`, so that the
//! report can put the two side by side.

use ch02_neighbours::array::{count_games_array, ArrayState};
use ch02_neighbours::census::count_games;
use ch02_neighbours::tictactoe::State;
use criterion::Throughput;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch02-neighbours");
    let work = "count all 255,168 games";
    group.throughput(Throughput::Elements(255_168));
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| count_games(black_box(&State::new())))
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| count_games_array(black_box(&ArrayState::new())))
    });
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
