//! Perft against the published values of established engines, and the move
//! counter against the move list.

mod common;

use ch06_tak::movegen::{count_moves, legal_moves};
use ch06_tak::perft::{
    perft, perft_copying_every_move, perft_making_every_move,
};
use ch06_tak::position::{Outcome, Position, Saved};
use ch06_tak::ptn::{move_to_ptn, parse_moves};
use ch06_tak::symmetry::Symmetry;
use common::{random_game, random_position};
use fast_tak::takparse::Tps;
use fast_tak::{perf_count, Game};
use proptest::prelude::*;

#[test]
fn a_copy_is_over_a_kilobyte_and_the_saved_fields_about_a_hundred_bytes() {
    // What part 6.2 says a copy of the position and `save` cost.
    let stacks = std::mem::size_of::<[u128; 64]>();
    assert_eq!(stacks, 1024);
    let position = std::mem::size_of::<Position>();
    assert!(position > 1024 && position < 2 * stacks, "{position} bytes");
    let saved = std::mem::size_of::<Saved>();
    assert!((90..=120).contains(&saved), "{saved} bytes");
}

#[test]
fn perft_from_the_empty_board() {
    let five = Position::new(5).unwrap();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&five, d)).collect();
    assert_eq!(counts, [25, 600, 43_320, 2_999_784]);
    let six = Position::new(6).unwrap();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&six, d)).collect();
    assert_eq!(counts, [36, 1_260, 132_720, 13_586_048]);
}

#[test]
fn perft_five_from_the_empty_five_by_five_board() {
    // The count Tiltak's perft gives for the same board and depth.
    assert_eq!(perft(&Position::new(5).unwrap(), 5), 187_855_252);
}

#[test]
fn making_every_move_counts_the_same() {
    for (size, depth) in [(5, 4), (6, 4)] {
        let start = Position::new(size).unwrap();
        let bulk = perft(&start, depth);
        assert_eq!(perft_making_every_move(&start, depth), bulk);
        assert_eq!(perft_copying_every_move(&start, depth), bulk);
    }
}

/// Perft as fast-tak counts it: a finished game is a leaf, counted once,
/// where the chapter's perft gives it no moves and counts nothing.
fn perft_finished_is_a_leaf(position: &Position, depth: u32) -> u64 {
    if depth == 0 || position.outcome().is_some() {
        return 1;
    }
    legal_moves(position)
        .into_iter()
        .map(|mv| {
            perft_finished_is_a_leaf(&position.play(mv).unwrap(), depth - 1)
        })
        .sum()
}

/// fast-tak's perft of `position`, read from its TPS.
fn fast_tak_perft(position: &Position, depth: u32) -> u64 {
    fn count<const N: usize>(tps: &str, depth: u32) -> u64
    where
        fast_tak::Reserves<N>: Default,
    {
        let game: Game<N, 0> = tps.parse::<Tps>().unwrap().into();
        perf_count(&game, depth as usize) as u64
    }
    let tps = position.to_tps();
    match position.size() {
        3 => count::<3>(&tps, depth),
        4 => count::<4>(&tps, depth),
        5 => count::<5>(&tps, depth),
        6 => count::<6>(&tps, depth),
        7 => count::<7>(&tps, depth),
        _ => count::<8>(&tps, depth),
    }
}

#[test]
fn fast_tak_counts_the_same_from_the_empty_board() {
    for (size, depth) in [(5, 4), (6, 4)] {
        let start = Position::new(size).unwrap();
        assert_eq!(fast_tak_perft(&start, depth), perft(&start, depth));
    }
    // On 3 × 3 a road can end the game at the fifth move, so the two
    // conventions part at depth 6.
    let small = Position::new(3).unwrap();
    let theirs = fast_tak_perft(&small, 6);
    assert_eq!(theirs, perft_finished_is_a_leaf(&small, 6));
    assert!(perft(&small, 6) < theirs);
}

#[test]
fn perft_from_a_middle_game_position() {
    let mut position = Position::new(5).unwrap();
    for mv in parse_moves("d3 c3 c4 1d3< 1c4- Sc4", 5).unwrap() {
        position = position.play(mv).unwrap();
    }
    assert_eq!(perft(&position, 1), 87);
    assert_eq!(perft(&position, 2), 6_155);
    assert_eq!(perft_making_every_move(&position, 2), 6_155);
    assert_eq!(fast_tak_perft(&position, 2), 6_155);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn counting_agrees_with_listing(size in 3usize..=8, seed: u64, moves in 0u32..120) {
        let position = random_position(size, seed, moves);
        let listed = legal_moves(&position);
        prop_assert_eq!(count_moves(&position), listed.len() as u64);
        // Every listed move is legal by the checked `play`, and distinct.
        for mv in &listed {
            prop_assert!(position.play(*mv).is_ok(), "{:?}", mv);
        }
        let distinct: std::collections::HashSet<_> = listed.iter().collect();
        prop_assert_eq!(distinct.len(), listed.len());
    }

    #[test]
    fn fast_tak_agrees_counting_finished_games_as_leaves(
        size in 3usize..=6, seed: u64, moves in 2u32..80,
    ) {
        let position = random_position(size, seed, moves);
        let depth = if size <= 4 { 3 } else { 2 };
        prop_assert_eq!(
            fast_tak_perft(&position, depth),
            perft_finished_is_a_leaf(&position, depth),
            "{}", position.to_tps()
        );
    }

    #[test]
    fn unmake_restores_every_position_of_a_random_game(
        size in 3usize..=8, seed: u64, moves in 1usize..150,
    ) {
        // A random game forwards, and what each move saved.
        let game = random_game(size, seed, moves as u32);
        let mut position = random_position(size, seed, moves as u32);
        // Backwards on one position: each unmake gives the position before.
        for (before, mv) in game.into_iter().rev() {
            let saved: Saved = before.save();
            position.unmake(mv, &saved);
            let ptn = move_to_ptn(mv, size);
            prop_assert_eq!(position.hashes(), before.hashes(), "{}", ptn);
            prop_assert_eq!(&position, &before, "{}", ptn);
        }
    }

    #[test]
    fn perft_is_the_same_from_every_image(size in 3usize..=6, seed: u64, moves in 2u32..40) {
        let position = random_position(size, seed, moves);
        let expected = perft(&position, 2);
        for symmetry in Symmetry::ALL {
            let image = position.transformed(symmetry);
            prop_assert_eq!(perft(&image, 2), expected, "{:?}", symmetry);
        }
    }
}

/// `make` looks only for the roads a move can make (none after a wall, the
/// owner's after a flat or capstone); reading the position back from TPS
/// looks for both players' and must decide the same, on every move of many
/// random games, including slides that give the opponent a road.
#[test]
fn outcomes_after_each_move_match_a_decision_from_scratch() {
    let (mut roads, mut roads_for_the_opponent) = (0, 0);
    for seed in 0..1000 {
        let size = 3 + seed as usize % 4;
        for (before, mv) in random_game(size, seed, 200) {
            let after = before.play(mv).unwrap();
            let again = Position::from_tps(&after.to_tps()).unwrap();
            assert_eq!(after.outcome(), again.outcome(), "{}", after.to_tps());
            if let Some(Outcome::Road(winner)) = after.outcome() {
                roads += 1;
                roads_for_the_opponent +=
                    usize::from(winner != before.to_move());
            }
        }
    }
    println!("{roads} roads, {roads_for_the_opponent} for the opponent");
    assert!(roads > 100 && roads_for_the_opponent > 0);
}
