//! Random games per second, and the cost of the steps of a move; random
//! games on the 115-bit board and on a plain array, side by side (parameters
//! `bitboard` and `array`), and the same games one checked move at a time
//! (`checked moves`).
//!
//! `cargo bench -p ch05-isolation`, or `cargo book bench` for every chapter and the
//! tables the book includes. The group is named after the crate, so that the
//! report knows which chapter the figures belong to.

use ch05_isolation::array::{random_playout_array, ArrayIsolation};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{
    random_action, random_game_checked, random_playout, Rng,
};
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch05-isolation");
    group.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(1);
    let work = "random game from the blank board";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| random_playout(black_box(Isolation::new()), &mut rng))
    });
    group.bench_function(BenchmarkId::new(work, "checked moves"), |b| {
        b.iter(|| random_game_checked(black_box(Isolation::new()), &mut rng))
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| {
            random_playout_array(black_box(ArrayIsolation::new()), &mut rng)
        })
    });
    let middle = Isolation::new().result(57).unwrap().result(0).unwrap();
    group.bench_function("actions() after 57, 0 (a list)", |b| {
        b.iter(|| black_box(&middle).actions())
    });
    group.bench_function("random_action() after 57, 0 (a mask)", |b| {
        b.iter(|| random_action(black_box(&middle), &mut rng))
    });
    group.bench_function("terminal_test() after 57, 0", |b| {
        b.iter(|| black_box(&middle).terminal_test())
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
