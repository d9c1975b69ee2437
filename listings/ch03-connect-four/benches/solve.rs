//! The chapter's solver against an established one, on the same positions.
//!
//! `connect-four-solver` 0.2.4 (crates.io) is a bitboard solver in Rust
//! written after Pascal Pons' tutorial, where the test sets come from; it
//! answers positions of fewer than 7 discs from a precalculated table.
//! Both solve the 1,000 positions of each test set from an empty table, one
//! solver for the whole set, the table built inside the timed loop; and the
//! first ten hard beginnings of `Test_L1_R3`, which take seconds each.
//! `cargo book bench ch03-connect-four` writes the tables the book includes.
//!
//! Pascal Pons' C++ solver, whose tutorial the chapter follows, is measured
//! too when `PONS_C4SOLVER` names its binary (`c4solver`, built with the
//! Makefile of <https://github.com/PascalPons/connect4> at commit `d6ba50d`,
//! without its opening book): one process per run, the set's moves on its
//! standard input, its scores checked first. Without it, its rows are skipped.

#[path = "../examples/common/pons.rs"]
mod pons;

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::Solver;
use connect_four_solver::{ConnectFour, Solver as Established};
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const ESTABLISHED: &str = "connect-four-solver 0.2.4";
const PONS: &str = "Pons' c4solver d6ba50d";

/// The path of Pons' solver, from `PONS_C4SOLVER`, or a note that its rows
/// are skipped.
fn pons_solver() -> Option<PathBuf> {
    let path = std::env::var_os("PONS_C4SOLVER").map(PathBuf::from);
    if path.is_none() {
        eprintln!(
            "PONS_C4SOLVER is not set: the rows of Pons' C++ solver are skipped \
             (build c4solver from github.com/PascalPons/connect4 at commit \
             d6ba50d and set PONS_C4SOLVER to its path)"
        );
    }
    path
}

/// Runs Pons' solver once on `moves` (one position a line) and returns what
/// it printed: each line again, followed by its score.
fn run_pons(solver: &Path, moves: &str) -> String {
    let path = solver.to_str().expect("PONS_C4SOLVER is a path in UTF-8");
    pons::run(path, moves).expect("Pons' solver runs").0
}

/// Pons' solver gives every published score, before it is timed.
fn check_pons(solver: &Path, moves: &str, scores: &[i32]) {
    let printed = run_pons(solver, moves);
    let found: Vec<i32> = printed
        .lines()
        .map(|line| line.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(found, scores, "Pons' solver disagrees with the test set");
}

/// The first `n` lines of `text`.
fn first_lines(text: &'static str, n: usize) -> &'static str {
    let end = text
        .match_indices('\n')
        .nth(n - 1)
        .map_or(text.len(), |(i, _)| i + 1);
    &text[..end]
}

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
    let mut ours = Solver::new();
    let mut theirs = Established::new();
    for ((position, game), &score) in
        set.ours.iter().zip(&set.theirs).zip(&set.scores)
    {
        assert_eq!(ours.solve(position), score);
        assert_eq!(i32::from(theirs.score(game)).signum(), score.signum());
    }
}

fn solve(c: &mut Criterion) {
    // A part of its own: part 3.3 shows the solvers' table, part 3.1 the rest.
    let mut group = c.benchmark_group("ch03-connect-four: solvers");
    group.sample_size(10);
    let pons = pons_solver();
    let sets = [
        (
            "solve Test_L3_R1, 1,000 positions",
            include_str!("../tests/data/Test_L3_R1"),
        ),
        (
            "solve Test_L2_R1, 1,000 positions",
            include_str!("../tests/data/Test_L2_R1"),
        ),
        (
            "solve the first 10 of Test_L1_R3",
            first_lines(include_str!("../tests/data/Test_L1_R3"), 10),
        ),
    ];
    for (work, text) in sets {
        if work.contains("L1") {
            // Tens of seconds a run: ten runs are the samples, no warm-up.
            group.warm_up_time(Duration::from_millis(1));
        }
        let set = test_set(text);
        check(&set);
        let moves: String = text
            .lines()
            .map(|line| format!("{}\n", line.split(' ').next().unwrap()))
            .collect();
        if let Some(pons) = &pons {
            check_pons(pons, &moves, &set.scores);
        }
        group.throughput(Throughput::Elements(set.ours.len() as u64));
        group.bench_function(BenchmarkId::new(work, "bitboard"), |b| {
            b.iter(|| {
                let mut solver = Solver::new();
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
        if let Some(pons) = &pons {
            group.bench_function(BenchmarkId::new(work, PONS), |b| {
                b.iter_custom(|runs| {
                    let mut total = Duration::ZERO;
                    for _ in 0..runs {
                        let start = Instant::now();
                        black_box(run_pons(pons, &moves));
                        total += start.elapsed();
                    }
                    total
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
