//! Bitboards against a plain 2-D array: perft and checking for four in a row.
//!
//! `cargo bench -p ch03-connect-four`, or `cargo book bench ch03-connect-four`
//! for the table the chapter includes. The group is named after the crate.

use ch03_connect_four::array::{perft_array, ArrayBoard};
use ch03_connect_four::four::has_four;
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::notation::parse_moves;
use ch03_connect_four::perft::perft;
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

fn bitboard_vs_array(c: &mut Criterion) {
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

criterion_group!(benches, bitboard_vs_array);
criterion_main!(benches);
