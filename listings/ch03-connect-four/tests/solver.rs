//! The solver against the published test sets, and every step of the
//! chapter against it.

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::Solver;
use ch03_connect_four::solver8_both_bounds;
use ch03_connect_four::{
    solver1_negamax, solver2_alpha_beta, solver3_centre_first,
};
use ch03_connect_four::{solver4_table, solver5_null_window};
use ch03_connect_four::{solver6_non_losing, solver7_threats};

/// How many of the hard beginnings the tests solve.
const HARD_ONES: usize = 3;

/// The lines of a test set: a position and its exact score.
fn test_set(text: &str) -> Vec<(Position, i32)> {
    text.lines()
        .map(|line| {
            let (moves, score) = line.split_once(' ').unwrap();
            (Position::from_moves(moves).unwrap(), score.parse().unwrap())
        })
        .collect()
}

/// The positions the solver scores wrongly.
fn wrong(solver: &mut Solver, set: &[(Position, i32)]) -> Vec<(Position, i32)> {
    set.iter()
        .filter(|(position, score)| solver.solve(position) != *score)
        .copied()
        .collect()
}

#[test]
fn solves_test_l3_r1() {
    let set = test_set(include_str!("data/Test_L3_R1"));
    assert_eq!(set.len(), 1000);
    for step in 9..=11 {
        let mut solver = Solver::step(step);
        assert_eq!(wrong(&mut solver, &set), [], "step {step}");
    }
}

#[test]
fn solves_test_l2_r1() {
    let set = test_set(include_str!("data/Test_L2_R1"));
    assert_eq!(set.len(), 1000);
    for step in 9..=11 {
        let mut solver = Solver::step(step);
        assert_eq!(wrong(&mut solver, &set), [], "step {step}");
    }
}

#[test]
fn solves_the_first_hard_beginnings_of_test_l1_r3() {
    let set = test_set(include_str!("data/Test_L1_R3"));
    assert_eq!(set.len(), 1000);
    // Each takes seconds: the first few check the search deep in a game.
    let mut solver = Solver::new();
    assert_eq!(wrong(&mut solver, &set[..HARD_ONES]), []);
}

/// Solves `position` with step `step` of the chapter (1 to 8), from an
/// empty table: its score and the positions it searched.
fn step(step: usize, position: &Position) -> (i32, u64) {
    const SIZE: usize = 1 << 16;
    match step {
        1 => {
            let mut s = solver1_negamax::Solver::default();
            (s.solve(position), s.nodes)
        }
        2 => {
            let mut s = solver2_alpha_beta::Solver::default();
            (s.solve(position), s.nodes)
        }
        3 => {
            let mut s = solver3_centre_first::Solver::default();
            (s.solve(position), s.nodes)
        }
        4 => {
            let mut s = solver4_table::Solver::new(SIZE);
            (s.solve(position), s.nodes)
        }
        5 => {
            let mut s = solver4_table::Solver::new(SIZE);
            (solver5_null_window::solve(&mut s, position), s.nodes)
        }
        6 => {
            let mut s = solver6_non_losing::Solver::new(SIZE);
            (s.solve(position), s.nodes)
        }
        7 => {
            let mut s = solver7_threats::Solver::new(SIZE);
            (s.solve(position), s.nodes)
        }
        8 => {
            let mut s = solver8_both_bounds::Solver::new(SIZE);
            (s.solve(position), s.nodes)
        }
        _ => unreachable!(),
    }
}

#[test]
fn every_step_finds_the_same_scores() {
    let l3 = test_set(include_str!("data/Test_L3_R1"));
    let l2 = test_set(include_str!("data/Test_L2_R1"));
    // Plain negamax is slow, and so are the first steps on L2: a few
    // positions are enough to check them. (Steps 9 to 11 are checked on
    // every position above.)
    for (n, l3_take, l2_take) in [
        (1, 5, 0),
        (2, 200, 5),
        (3, 200, 5),
        (4, 1000, 100),
        (5, 1000, 1000),
        (6, 1000, 1000),
        (7, 1000, 1000),
        (8, 1000, 1000),
    ] {
        for (position, score) in l3[..l3_take].iter().chain(&l2[..l2_take]) {
            assert_eq!(step(n, position).0, *score, "step {n}, {position:?}");
        }
    }
}

#[test]
fn prefetching_changes_nothing_in_the_search() {
    // Step 11 only warms the cache: the same questions, the same positions.
    let set = test_set(include_str!("data/Test_L2_R1"));
    let (mut step10, mut step11) = (Solver::step(10), Solver::step(11));
    for (position, _) in &set {
        assert_eq!(step10.solve(position), step11.solve(position));
        assert_eq!(step10.nodes(), step11.nodes(), "{position:?}");
    }
}

#[test]
fn a_budget_stops_the_search_without_harm() {
    let set = test_set(include_str!("data/Test_L2_R1"));
    let mut solver = Solver::new();
    let (position, score) = set[0];
    assert_eq!(solver.solve_within(&position, 5), None);
    // The interrupted search left nothing wrong in the table.
    assert_eq!(solver.solve(&position), score);
}
