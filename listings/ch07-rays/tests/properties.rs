//! Random full-board occupancies: every method against walking, and the
//! board's own symmetries.

mod common;

use ch07_rays::classical::{
    bishop_attacks_classical, ray_classical, rook_attacks_classical,
};
use ch07_rays::hyperbola::{bishop_attacks_hyperbola, rook_attacks_hyperbola};
use ch07_rays::kogge_stone::{
    bishop_attacks_all, bishop_attacks_kogge_stone, occluded_fill,
    ray_kogge_stone, rook_attacks_all, rook_attacks_kogge_stone,
};
use ch07_rays::leapers::{
    king_attacks, king_attacks_all, knight_attacks, knight_attacks_all,
};
use ch07_rays::magic::{bishop_attacks_magic, rook_attacks_magic};
use ch07_rays::pext::{bishop_attacks_pext, rook_attacks_pext};
use ch07_rays::squares::{bit, squares_of};
use ch07_rays::walk::{
    bishop_attacks_walk, rook_attacks_walk, walk_ray, Direction,
};
use common::{relevant_mask, BISHOP_STEPS, ROOK_STEPS};
use proptest::prelude::*;

/// A square moved to the other side of the board, rank 1 ↔ rank 8.
fn flip_square(sq: usize) -> usize {
    sq ^ 56
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn every_method_agrees_with_walking(square in 0usize..64, occupied: u64) {
        let rook = rook_attacks_walk(square, occupied);
        let bishop = bishop_attacks_walk(square, occupied);
        prop_assert_eq!(rook_attacks_classical(square, occupied), rook);
        prop_assert_eq!(rook_attacks_kogge_stone(square, occupied), rook);
        prop_assert_eq!(bishop_attacks_classical(square, occupied), bishop);
        prop_assert_eq!(bishop_attacks_kogge_stone(square, occupied), bishop);
        prop_assert_eq!(rook_attacks_hyperbola(square, occupied), rook);
        prop_assert_eq!(rook_attacks_magic(square, occupied), rook);
        prop_assert_eq!(rook_attacks_pext(square, occupied), rook);
        prop_assert_eq!(bishop_attacks_hyperbola(square, occupied), bishop);
        prop_assert_eq!(bishop_attacks_magic(square, occupied), bishop);
        prop_assert_eq!(bishop_attacks_pext(square, occupied), bishop);
        for d in Direction::ALL {
            let walked = walk_ray(square, d, occupied);
            prop_assert_eq!(ray_classical(square, d, occupied), walked);
            prop_assert_eq!(ray_kogge_stone(bit(square), !occupied, d), walked);
        }
    }

    #[test]
    fn only_the_relevant_squares_matter(square in 0usize..64, occupied: u64) {
        let rook_mask = relevant_mask(square, &ROOK_STEPS);
        let bishop_mask = relevant_mask(square, &BISHOP_STEPS);
        prop_assert_eq!(
            rook_attacks_walk(square, occupied),
            rook_attacks_walk(square, occupied & rook_mask)
        );
        prop_assert_eq!(
            bishop_attacks_walk(square, occupied),
            bishop_attacks_walk(square, occupied & bishop_mask)
        );
    }

    #[test]
    fn the_fill_holds_the_slider_and_stops_before_the_blocker(square in 0usize..64, occupied: u64) {
        for d in Direction::ALL {
            let fill = occluded_fill(bit(square), !occupied, d);
            let attacks = walk_ray(square, d, occupied);
            // The fill is the slider and its attacked empty squares.
            prop_assert_eq!(fill, bit(square) | attacks & !occupied);
        }
    }

    #[test]
    fn many_sliders_at_once_are_the_union_of_each(sliders: u64, others: u64) {
        let occupied = sliders | others;
        let rooks = squares_of(sliders).fold(0, |a, sq| a | rook_attacks_walk(sq, occupied));
        let bishops = squares_of(sliders).fold(0, |a, sq| a | bishop_attacks_walk(sq, occupied));
        prop_assert_eq!(rook_attacks_all(sliders, occupied), rooks);
        prop_assert_eq!(bishop_attacks_all(sliders, occupied), bishops);
    }

    #[test]
    fn many_leapers_at_once_are_the_union_of_each(pieces: u64) {
        let knights = squares_of(pieces).fold(0, |a, sq| a | knight_attacks(sq));
        let kings = squares_of(pieces).fold(0, |a, sq| a | king_attacks(sq));
        prop_assert_eq!(knight_attacks_all(pieces), knights);
        prop_assert_eq!(king_attacks_all(pieces), kings);
    }

    #[test]
    fn flipping_the_board_flips_the_attacks(square in 0usize..64, occupied: u64) {
        // Rank 1 ↔ rank 8 is a byte swap of the board.
        let (sq, occ) = (flip_square(square), occupied.swap_bytes());
        prop_assert_eq!(
            rook_attacks_kogge_stone(sq, occ),
            rook_attacks_kogge_stone(square, occupied).swap_bytes()
        );
        prop_assert_eq!(
            bishop_attacks_classical(sq, occ),
            bishop_attacks_classical(square, occupied).swap_bytes()
        );
    }
}
