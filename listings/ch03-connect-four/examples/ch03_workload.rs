//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch03_connect_four::array::{perft_array, ArrayBoard};
use ch03_connect_four::game::Game;
use ch03_connect_four::perft::perft;
use ch03_connect_four::position::Position;
use ch03_connect_four::solver::Solver;
use connect_four_solver::{ConnectFour, Solver as Established};
use listing_support::workload::{main as run, Workload};

const PERFT: &str = "perft 7 from the empty board";
const SOLVE: &str = "solve Test_L2_R1, 1,000 positions";
const SET: &str = include_str!("../tests/data/Test_L2_R1");

/// The move sequences of length 7, counted on the two bitboards per player.
fn bitboard_perft() -> u64 {
    perft(&mut Game::new(), 7)
}

/// The same count on the 6 × 7 array.
fn array_perft() -> u64 {
    perft_array(&mut ArrayBoard::new(), 7)
}

/// The moves of each line of the test set.
fn lines() -> impl Iterator<Item = &'static str> {
    SET.lines().map(|line| line.split(' ').next().unwrap())
}

/// The chapter's solver on the whole set, one table for all.
fn our_solver() -> u64 {
    let mut solver = Solver::new();
    lines()
        .map(|moves| solver.solve(&Position::from_moves(moves).unwrap()))
        .map(|score| score.unsigned_abs() as u64)
        .sum()
}

/// The established solver on the same set.
fn established_solver() -> u64 {
    let mut solver = Established::new();
    lines()
        .map(|moves| solver.score(&ConnectFour::from_move_list(moves)))
        .map(|score| u64::from(score.unsigned_abs()))
        .sum()
}

fn main() {
    let works: [Workload; 4] = [
        (PERFT, "bitboard", bitboard_perft),
        (PERFT, "array", array_perft),
        (SOLVE, "bitboard", our_solver),
        (SOLVE, "connect-four-solver 0.2.4", established_solver),
    ];
    run(&works);
}
