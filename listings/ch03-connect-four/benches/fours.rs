//! Checking for four in a row, on the bitboards and on a plain 2-D array.
//!
//! `cargo bench -p ch03-connect-four`, or `cargo book bench ch03-connect-four`
//! for the table the chapter includes. The group is named after the crate.

use ch03_connect_four::array::ArrayBoard;
use ch03_connect_four::four::has_four;
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::notation::parse_moves;
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

/// The 1,000 positions of the test set `Test_L2_R1`, both ways.
fn positions() -> (Vec<Game>, Vec<ArrayBoard>) {
    let text = include_str!("../tests/data/Test_L2_R1");
    let mut games = Vec::new();
    let mut arrays = Vec::new();
    for line in text.lines() {
        let moves = parse_moves(line.split(' ').next().unwrap()).unwrap();
        games.push(Game::play(&moves).unwrap());
        let mut array = ArrayBoard::new();
        for &column in &moves {
            array.make_move(column as usize).unwrap();
        }
        arrays.push(array);
    }
    (games, arrays)
}

fn fours(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch03-connect-four");
    let (games, arrays) = positions();
    group.sample_size(50);
    group.throughput(Throughput::Elements(games.len() as u64));
    let work = "four in a row anywhere? 1,000 positions";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| {
            black_box(&games)
                .iter()
                .filter(|g| {
                    has_four(g.board(Player::Red))
                        || has_four(g.board(Player::Yellow))
                })
                .count()
        })
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| {
            black_box(&arrays)
                .iter()
                .filter(|a| a.winner().is_some())
                .count()
        })
    });
    let work = "did the last move win? 1,000 positions";
    group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
        b.iter(|| {
            black_box(&games)
                .iter()
                .filter(|g| has_four(g.board(g.to_move().other())))
                .count()
        })
    });
    group.bench_function(BenchmarkId::new(work, "array"), |b| {
        b.iter(|| {
            black_box(&arrays)
                .iter()
                .filter(|a| a.last_move_won())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, fours);
criterion_main!(benches);
