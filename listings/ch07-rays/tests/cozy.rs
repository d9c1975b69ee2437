//! cozy-chess 0.3.4, the established program the benchmark measures beside the
//! chapter's methods, gives the same attacks as ray walking: on every subset
//! of every square's relevant occupancy (so on every distinct answer), with
//! the rest of the board empty or full, and on the benchmark's random boards.

mod common;

#[path = "../benches/common/mod.rs"]
mod bench;

use ch07_rays::squares::Square;
use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk};
use common::{
    every_relevant_occupancy, relevant_mask, BISHOP_STEPS, BISHOP_SUBSETS,
    ROOK_STEPS, ROOK_SUBSETS,
};
use cozy_chess::{get_bishop_moves, get_rook_moves, BitBoard};

fn rook_cozy(from: Square, occupied: u64) -> u64 {
    get_rook_moves(cozy_chess::Square::index(from), BitBoard(occupied)).0
}

fn bishop_cozy(from: Square, occupied: u64) -> u64 {
    get_bishop_moves(cozy_chess::Square::index(from), BitBoard(occupied)).0
}

/// Checks cozy against walking on every relevant subset of every square, as
/// it is and with every square outside the relevant mask occupied too;
/// returns how many subsets were checked.
fn check_every_subset(
    steps: &'static [(i32, i32)],
    walk: fn(Square, u64) -> u64,
    cozy: fn(Square, u64) -> u64,
) -> usize {
    let mut checked = 0;
    for (from, occupied) in every_relevant_occupancy(steps) {
        let outside = !relevant_mask(from, steps);
        for board in [occupied, occupied | outside] {
            assert_eq!(
                cozy(from, board),
                walk(from, board),
                "square {from}, occupied {board:#018x}"
            );
        }
        checked += 1;
    }
    checked
}

#[test]
fn cozy_rooks_agree_on_every_relevant_occupancy() {
    let checked = check_every_subset(&ROOK_STEPS, rook_attacks_walk, rook_cozy);
    assert_eq!(checked, ROOK_SUBSETS);
}

#[test]
fn cozy_bishops_agree_on_every_relevant_occupancy() {
    let checked =
        check_every_subset(&BISHOP_STEPS, bishop_attacks_walk, bishop_cozy);
    assert_eq!(checked, BISHOP_SUBSETS);
}

#[test]
fn cozy_agrees_on_the_benchmark_boards() {
    let pairs = bench::random_pairs();
    assert_eq!(pairs.len(), bench::PAIRS);
    for (from, occupied) in pairs {
        assert_eq!(
            rook_cozy(from, occupied),
            rook_attacks_walk(from, occupied)
        );
        assert_eq!(
            bishop_cozy(from, occupied),
            bishop_attacks_walk(from, occupied)
        );
    }
}
