//! Perft: move sequences counted per second, the standard speed test of a move
//! generator, with and without bulk counting at the last ply.
//! `cargo bench -p ch06-tak` or `cargo book bench ch06-tak`.

use ch06_tak::perft::{perft, perft_making_every_move};
use ch06_tak::position::Position;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch06-tak");
    group.sample_size(10);
    for (size, depth) in [(5, 4), (5, 5), (6, 4)] {
        let start = Position::new(size).unwrap();
        let leaves = perft(&start, depth);
        group.throughput(Throughput::Elements(leaves));
        let name = format!("perft {size}×{size}, depth {depth}, bulk counting");
        group.bench_function(name, |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
        if depth == 4 {
            let name =
                format!("perft {size}×{size}, depth {depth}, every move made");
            group.bench_function(name, |b| {
                b.iter(|| perft_making_every_move(black_box(&start), depth))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
