//! The second part's exercises, each against something independent of it:
//! coordinates, ray walking, or the chapter's own functions.

mod common;

use ch07_rays::exercises_magic::{
    attack_sets_by_rays, distinct_attack_sets, find_magic_32, index_32,
    pdep_portable, rook_xray_attacks, subsets_descending,
};
use ch07_rays::hyperbola::rook_attacks_hyperbola;
use ch07_rays::magic::{relevant_mask, rook_attacks_magic, subsets, Slider};
use ch07_rays::pext::pext;
use ch07_rays::squares::Square;
use ch07_rays::walk::rook_attacks_walk;
use common::{ray_squares, subset, BISHOP_STEPS, ROOK_STEPS};
use proptest::prelude::*;
use std::collections::HashSet;

#[test]
fn subsets_descending_are_the_carry_ripplers_reversed() {
    for square in 0..64 {
        for slider in [Slider::Rook, Slider::Bishop] {
            let mask = relevant_mask(slider, square);
            let mut up: Vec<u64> = subsets(mask).collect();
            up.reverse();
            assert_eq!(subsets_descending(mask).collect::<Vec<_>>(), up);
        }
    }
    assert_eq!(subsets_descending(0).collect::<Vec<_>>(), vec![0]);
}

#[test]
fn distinct_attack_sets_by_counting_and_by_rays() {
    let (mut rook, mut bishop) = (0, 0);
    for square in 0..64 {
        for (slider, steps, total) in [
            (Slider::Rook, &ROOK_STEPS, &mut rook),
            (Slider::Bishop, &BISHOP_STEPS, &mut bishop),
        ] {
            // The product of the rays' lengths, from coordinates.
            let by_coordinates: usize = steps
                .iter()
                .map(|&s| ray_squares(square, s).len().max(1))
                .product();
            assert_eq!(distinct_attack_sets(slider, square), by_coordinates);
            assert_eq!(attack_sets_by_rays(slider, square), by_coordinates);
            *total += by_coordinates;
        }
    }
    // Of 102,400 and 5,248 entries, this many are different.
    assert_eq!((rook, bishop), (4_900, 1_428));
}

#[test]
fn pdep_is_the_inverse_of_pext_and_picks_the_indexed_subset() {
    for square in 0..64 {
        let mask = relevant_mask(Slider::Rook, square);
        for index in 0..1u64 << mask.count_ones() {
            let blockers = pdep_portable(index, mask);
            assert_eq!(blockers, subset(mask, index));
            assert_eq!(pext(blockers, mask), index);
            // An index of more bits than the mask loses the higher ones.
            let longer = index | 1 << mask.count_ones();
            assert_eq!(pdep_portable(longer, mask), blockers);
        }
    }
}

/// X-rays by walking: past the first blocker of each ray, up to and
/// including the second.
fn xray_walked(from: Square, occupied: u64) -> u64 {
    let mut xray = 0;
    for step in ROOK_STEPS {
        let mut blockers_met = 0;
        for sq in ray_squares(from, step) {
            if blockers_met == 1 {
                xray |= 1 << sq;
            }
            if occupied >> sq & 1 == 1 {
                blockers_met += 1;
                if blockers_met == 2 {
                    break;
                }
            }
        }
    }
    xray
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn xrays_agree_with_walking(from in 0usize..64, occupied: u64, sparse: u64) {
        // Random boards, full and thinned out.
        for occupied in [occupied, occupied & sparse] {
            let expected = xray_walked(from, occupied);
            prop_assert_eq!(rook_xray_attacks(from, occupied, rook_attacks_magic), expected);
            prop_assert_eq!(rook_xray_attacks(from, occupied, rook_attacks_walk), expected);
            prop_assert_eq!(rook_xray_attacks(from, occupied, rook_attacks_hyperbola), expected);
        }
    }

    #[test]
    fn pdep_undoes_pext_on_random_numbers(value: u64, mask: u64) {
        prop_assert_eq!(pdep_portable(pext(value, mask), mask), value & mask);
    }
}

#[test]
fn thirty_two_bit_magics_for_every_square() {
    let mut distinct = HashSet::new();
    for (slider, steps) in
        [(Slider::Rook, &ROOK_STEPS), (Slider::Bishop, &BISHOP_STEPS)]
    {
        for square in 0..64 {
            let (magic, table) =
                find_magic_32(slider, square, 1 + square as u64);
            let mask = common::relevant_mask(square, steps);
            let bits = mask.count_ones();
            assert_eq!(table.len(), 1 << bits);
            for index in 0..1u64 << bits {
                let blockers = subset(mask, index);
                let found = table[index_32(blockers, mask, magic, bits)];
                assert_eq!(
                    found,
                    common::attacks_by_coordinates(square, blockers, steps)
                );
            }
            distinct.insert(magic);
        }
    }
    assert!(distinct.len() > 100);
}
