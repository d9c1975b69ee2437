//! The chapter's solver against an established one, on the same positions.
//!
//! `connect-four-solver` 0.2.4 (crates.io) is a bitboard solver in Rust
//! written after Pascal Pons' tutorial, where the test sets come from; it
//! answers positions of fewer than 7 discs from a precalculated table.
//! Both solve the 1,000 positions of each test set from an empty table, one
//! solver for the whole set, the table built inside the timed loop.
//! `cargo book bench ch03-connect-four` writes the tables the book includes.

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::{Solver, TABLE_SIZE};
use connect_four_solver::{ConnectFour, Solver as Established};
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

const ESTABLISHED: &str = "connect-four-solver 0.2.4";

/// A test set both ways: the chapter's positions, the established solver's
/// games, and the published scores.
struct TestSet {
    ours: Vec<Position>,
    theirs: Vec<ConnectFour>,
    scores: Vec<i32>,
}

fn test_set(text: &str) -> TestSet {
    let mut set = TestSet {
        ours: Vec::new(),
        theirs: Vec::new(),
        scores: Vec::new(),
    };
    for line in text.lines() {
        let (moves, score) = line.split_once(' ').unwrap();
        set.ours.push(Position::from_moves(moves).unwrap());
        set.theirs.push(ConnectFour::from_move_list(moves));
        set.scores.push(score.parse().unwrap());
    }
    set
}

/// Both solvers agree with the published scores: the chapter's exactly, the
/// established one in sign (it counts a win by the stones left, not by
/// Pons' `(43 − moves) / 2`). Checked before anything is timed.
fn check(set: &TestSet) {
    let mut ours = Solver::new(TABLE_SIZE);
    let mut theirs = Established::new();
    for ((position, game), &score) in
        set.ours.iter().zip(&set.theirs).zip(&set.scores)
    {
        assert_eq!(ours.solve(position), score);
        assert_eq!(i32::from(theirs.score(game)).signum(), score.signum());
    }
}

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("ch03-connect-four");
    group.sample_size(10);
    let sets = [
        (
            "solve Test_L3_R1, 1,000 positions",
            include_str!("../tests/data/Test_L3_R1"),
        ),
        (
            "solve Test_L2_R1, 1,000 positions",
            include_str!("../tests/data/Test_L2_R1"),
        ),
    ];
    for (work, text) in sets {
        let set = test_set(text);
        check(&set);
        group.throughput(Throughput::Elements(set.ours.len() as u64));
        group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
            b.iter(|| {
                let mut solver = Solver::new(TABLE_SIZE);
                black_box(&set.ours)
                    .iter()
                    .map(|p| solver.solve(p))
                    .sum::<i32>()
            })
        });
        group.bench_function(BenchmarkId::new(work, ESTABLISHED), |b| {
            b.iter(|| {
                let mut solver = Established::new();
                black_box(&set.theirs)
                    .iter()
                    .map(|g| i32::from(solver.score(g)))
                    .sum::<i32>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
