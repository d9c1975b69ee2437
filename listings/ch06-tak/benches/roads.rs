//! Road detection on the same random boards, by bitboard flood fill and by a
//! search over an array (parameters `bitboard` and `array`).

use ch06_tak::array::{has_road_array, sample_boards, to_array};
use ch06_tak::roads::has_road;
use criterion::Throughput;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn roads(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch06-tak");
    let bits = sample_boards(1000);
    let arrays: Vec<Vec<bool>> = bits.iter().map(|&b| to_array(b, 6)).collect();
    let work = "road check, 1,000 random 6×6 boards";
    group.throughput(Throughput::Elements(1000));
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| bits.iter().filter(|&&r| has_road(black_box(r), 6)).count())
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| {
            arrays
                .iter()
                .filter(|r| has_road_array(black_box(r), 6))
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, roads);
criterion_main!(benches);
