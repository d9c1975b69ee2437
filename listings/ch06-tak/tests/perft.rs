//! Perft against the published values of established engines, and the move
//! counter against the move list.

mod common;

use ch06_tak::movegen::{count_moves, legal_moves};
use ch06_tak::perft::perft;
use ch06_tak::position::Position;
use ch06_tak::ptn::parse_moves;
use ch06_tak::symmetry::Symmetry;
use common::random_position;
use proptest::prelude::*;

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
fn perft_from_a_middle_game_position() {
    let mut position = Position::new(5).unwrap();
    for mv in parse_moves("d3 c3 c4 1d3< 1c4- Sc4", 5).unwrap() {
        position = position.play(mv).unwrap();
    }
    assert_eq!(perft(&position, 1), 87);
    assert_eq!(perft(&position, 2), 6_155);
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
    fn perft_is_the_same_from_every_image(size in 3usize..=6, seed: u64, moves in 2u32..40) {
        let position = random_position(size, seed, moves);
        let expected = perft(&position, 2);
        for symmetry in Symmetry::ALL {
            let image = position.transformed(symmetry);
            prop_assert_eq!(perft(&image, 2), expected, "{:?}", symmetry);
        }
    }
}
