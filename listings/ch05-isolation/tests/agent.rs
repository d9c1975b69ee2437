//! The agent's alpha-beta search gives the values of a plain minimax search.

use ch05_isolation::agent::{mobility, Agent};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{random_action, Rng};
use proptest::prelude::*;

const WIN: i32 = 1_000_000;

/// Minimax without pruning: the reference the agent must agree with.
fn minimax(state: &Isolation, depth: u32) -> i32 {
    if state.terminal_test() {
        let ply = state.ply_count() as i32;
        let won = state.utility(state.player()) > 0.0;
        return if won { WIN - ply } else { ply - WIN };
    }
    if depth == 0 {
        return mobility(state);
    }
    let children = state.actions().into_iter();
    let child = |a: i32| state.result(a.into()).unwrap();
    children
        .map(|a| -minimax(&child(a), depth - 1))
        .max()
        .unwrap()
}

fn random_position(seed: u64, moves: u32) -> Isolation {
    let mut rng = Rng::new(seed);
    let mut state = Isolation::new();
    for _ in 0..moves {
        match random_action(&state, &mut rng) {
            Some(action) if !state.terminal_test() => {
                state = state.result(action).unwrap();
            }
            _ => break,
        }
    }
    state
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn alpha_beta_scores_like_minimax(seed: u64, moves in 2u32..40, depth in 1u32..4) {
        let state = random_position(seed, moves);
        prop_assume!(!state.terminal_test());
        let actions = state.actions();
        let (action, score) = Agent::new(u64::MAX)
            .best_at_depth(&state, &actions, depth)
            .unwrap();
        let child = state.result(action).unwrap();
        prop_assert_eq!(score, -minimax(&child, depth - 1));
        let best = actions
            .iter()
            .map(|&a| -minimax(&state.result(a.into()).unwrap(), depth - 1))
            .max()
            .unwrap();
        prop_assert_eq!(score, best);
    }
}

#[test]
fn the_agent_takes_a_win_in_one() {
    // Find a random position where some move leaves the opponent stuck.
    for seed in 1..2000 {
        let state = random_position(seed, 30);
        if state.terminal_test() {
            continue;
        }
        let winning: Vec<i32> = state
            .actions()
            .into_iter()
            .filter(|&a| {
                let child = state.result(a.into()).unwrap();
                child.terminal_test() && child.utility(state.player()) > 0.0
            })
            .collect();
        if !winning.is_empty() {
            let chosen = Agent::new(100_000).choose(&state).unwrap();
            let child = state.result(chosen).unwrap();
            assert!(
                child.terminal_test() && child.utility(state.player()) > 0.0
            );
            return;
        }
    }
    panic!("no position with a win in one found");
}
