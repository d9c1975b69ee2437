//! Perft: move sequences counted per second, the standard speed test of a move
//! generator: counting the last ply in bulk, making every move and taking it
//! back, and making every move on a copy of the position.
//!
//! `fast-tak` 0.4.2 (crates.io, MIT) is a Tak library in Rust written for
//! engines; its `perf_count` also counts the last ply without playing it, so
//! it is measured on the same bulk-counting work. It counts a finished game
//! as one leaf where the chapter's perft counts nothing; from the empty board
//! no game ends within four moves, and the counts are checked equal before
//! anything is timed. `cargo book bench ch06-tak` writes the tables the book
//! includes.

use ch06_tak::perft::{
    perft, perft_copying_every_move, perft_making_every_move,
};
use ch06_tak::position::Position;
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use fast_tak::{perf_count, Game, Reserves};
use std::hint::black_box;

const FAST_TAK: &str = "fast-tak 0.4.2";

/// Measures fast-tak's perft of the empty `N` × `N` board beside ours.
fn bench_fast_tak<const N: usize>(
    group: &mut criterion::BenchmarkGroup<criterion::measurement::WallTime>,
    work: &str,
    depth: u32,
    leaves: u64,
) where
    Reserves<N>: Default,
{
    let game = Game::<N, 0>::default();
    assert_eq!(perf_count(&game, depth as usize) as u64, leaves);
    group.bench_function(BenchmarkId::new(work, FAST_TAK), |b| {
        b.iter(|| perf_count(black_box(&game), depth as usize))
    });
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch06-tak");
    group.sample_size(10);
    for (size, depth) in [(5, 4), (5, 5), (6, 4)] {
        let start = Position::new(size).unwrap();
        let leaves = perft(&start, depth);
        group.throughput(Throughput::Elements(leaves));
        let work = format!("perft {size}×{size}, depth {depth}, bulk counting");
        group.bench_function(BenchmarkId::new(&work, "bitboard"), |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
        if depth != 4 {
            continue;
        }
        match size {
            5 => bench_fast_tak::<5>(&mut group, &work, depth, leaves),
            _ => bench_fast_tak::<6>(&mut group, &work, depth, leaves),
        }
        assert_eq!(perft_making_every_move(&start, depth), leaves);
        let name =
            format!("perft {size}×{size}, depth {depth}, every move made and taken back");
        group.bench_function(name, |b| {
            b.iter(|| perft_making_every_move(black_box(&start), depth))
        });
        let name = format!(
            "perft {size}×{size}, depth {depth}, every move made on a copy"
        );
        group.bench_function(name, |b| {
            b.iter(|| perft_copying_every_move(black_box(&start), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
