//! The solver against the published test sets, and every step against it.

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::{Config, Solver};

// ANCHOR: test_set
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
// ANCHOR_END: test_set

#[test]
// ANCHOR: solves_test_l3_r1
fn solves_test_l3_r1() {
    let set = test_set(include_str!("data/Test_L3_R1"));
    assert_eq!(set.len(), 1000);
    let mut solver = Solver::new(Config::FULL, 1 << 20);
    assert_eq!(wrong(&mut solver, &set), []);
}
// ANCHOR_END: solves_test_l3_r1

#[test]
fn solves_test_l2_r1() {
    let set = test_set(include_str!("data/Test_L2_R1"));
    assert_eq!(set.len(), 1000);
    let mut solver = Solver::new(Config::FULL, 1 << 20);
    assert_eq!(wrong(&mut solver, &set), []);
}

#[test]
fn every_step_finds_the_same_scores() {
    let set = test_set(include_str!("data/Test_L3_R1"));
    for (name, config) in Config::steps() {
        // Plain negamax is slow: a few positions are enough to check it.
        let take = if config.alpha_beta { 200 } else { 5 };
        let mut solver = Solver::new(config, 1 << 16);
        assert_eq!(wrong(&mut solver, &set[..take]), [], "{name}");
    }
}

#[test]
fn a_budget_stops_the_search_without_harm() {
    let set = test_set(include_str!("data/Test_L2_R1"));
    let mut solver = Solver::new(Config::FULL, 1 << 16);
    let (position, score) = set[0];
    assert_eq!(solver.solve_within(&position, 5), None);
    // The interrupted search left nothing wrong in the table.
    assert_eq!(solver.solve(&position), score);
}
