//! Every method against walking, on every square and every arrangement of the
//! blockers that can matter: 102,400 for a rook, 5,248 for a bishop.

mod common;

use ch07_rays::classical::{bishop_attacks_classical, rook_attacks_classical};
use ch07_rays::kogge_stone::{
    bishop_attacks_kogge_stone, rook_attacks_kogge_stone,
};
use ch07_rays::squares::bit;
use ch07_rays::walk::{
    bishop_attacks_walk, queen_attacks_walk, rook_attacks_walk, walk_ray,
    Direction,
};
use common::{
    agrees_on_every_case, attacks_by_coordinates, every_relevant_occupancy,
    relevant_mask, Attacks, BISHOP_STEPS, BISHOP_SUBSETS, ROOK_STEPS,
    ROOK_SUBSETS,
};

/// The methods of this part, by name, for a rook and for a bishop.
const ROOK_METHODS: [(&str, Attacks); 2] = [
    ("classical", rook_attacks_classical),
    ("kogge-stone", rook_attacks_kogge_stone),
];
const BISHOP_METHODS: [(&str, Attacks); 2] = [
    ("classical", bishop_attacks_classical),
    ("kogge-stone", bishop_attacks_kogge_stone),
];

#[test]
fn there_are_102_400_rook_and_5_248_bishop_cases() {
    assert_eq!(every_relevant_occupancy(&ROOK_STEPS).count(), ROOK_SUBSETS);
    assert_eq!(
        every_relevant_occupancy(&BISHOP_STEPS).count(),
        BISHOP_SUBSETS
    );
    // The masks have the sizes every magic-bitboard table is built on:
    // 12 squares for a rook in a corner, 10 in the middle, 5 to 9 for bishops.
    assert_eq!(relevant_mask(0, &ROOK_STEPS).count_ones(), 12);
    assert_eq!(relevant_mask(27, &ROOK_STEPS).count_ones(), 10);
    assert_eq!(relevant_mask(0, &BISHOP_STEPS).count_ones(), 6);
    assert_eq!(relevant_mask(27, &BISHOP_STEPS).count_ones(), 9);
}

#[test]
fn walking_agrees_with_coordinates_on_every_case() {
    for (square, occupied) in every_relevant_occupancy(&ROOK_STEPS) {
        let expected = attacks_by_coordinates(square, occupied, &ROOK_STEPS);
        assert_eq!(rook_attacks_walk(square, occupied), expected);
    }
    for (square, occupied) in every_relevant_occupancy(&BISHOP_STEPS) {
        let expected = attacks_by_coordinates(square, occupied, &BISHOP_STEPS);
        assert_eq!(bishop_attacks_walk(square, occupied), expected);
    }
}

#[test]
fn every_rook_method_agrees_with_walking() {
    agrees_on_every_case(&ROOK_STEPS, rook_attacks_walk, &ROOK_METHODS);
}

#[test]
fn every_bishop_method_agrees_with_walking() {
    agrees_on_every_case(&BISHOP_STEPS, bishop_attacks_walk, &BISHOP_METHODS);
}

#[test]
fn walking_does_not_care_about_its_own_square() {
    for steps in [&ROOK_STEPS, &BISHOP_STEPS] {
        for (square, occupied) in every_relevant_occupancy(steps) {
            let attacks = attacks_by_coordinates(square, occupied, steps);
            for (name, walk) in [
                ("rook", rook_attacks_walk as Attacks),
                ("bishop", bishop_attacks_walk),
            ] {
                assert_eq!(
                    walk(square, occupied),
                    walk(square, occupied | bit(square)),
                    "{name} on {square}"
                );
            }
            assert_eq!(
                attacks & bit(square),
                0,
                "a slider never attacks its own square"
            );
        }
    }
}

#[test]
fn a_queen_is_a_rook_and_a_bishop() {
    let cases = every_relevant_occupancy(&ROOK_STEPS)
        .chain(every_relevant_occupancy(&BISHOP_STEPS));
    for (square, occupied) in cases {
        // The queen walked in all eight directions, independently of the
        // rook and bishop functions.
        let all_eight = Direction::ALL
            .iter()
            .fold(0, |a, &d| a | walk_ray(square, d, occupied));
        assert_eq!(queen_attacks_walk(square, occupied), all_eight);
        let classical = rook_attacks_classical(square, occupied)
            | bishop_attacks_classical(square, occupied);
        let kogge_stone = rook_attacks_kogge_stone(square, occupied)
            | bishop_attacks_kogge_stone(square, occupied);
        assert_eq!(classical, all_eight);
        assert_eq!(kogge_stone, all_eight);
    }
}
