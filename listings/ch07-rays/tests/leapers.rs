//! Knights and kings by shifts, against their jumps on coordinates.

mod common;

use ch07_rays::leapers::{
    king_attacks, king_attacks_all, knight_attacks, knight_attacks_all,
};
use ch07_rays::squares::{bit, square};
use common::{jumps_by_coordinates, KING_STEPS, KNIGHT_JUMPS};

#[test]
fn knights_on_every_square_agree_with_coordinates() {
    for sq in 0..64 {
        assert_eq!(
            knight_attacks(sq),
            jumps_by_coordinates(sq, &KNIGHT_JUMPS),
            "{sq}"
        );
    }
}

#[test]
fn kings_on_every_square_agree_with_coordinates() {
    for sq in 0..64 {
        assert_eq!(
            king_attacks(sq),
            jumps_by_coordinates(sq, &KING_STEPS),
            "{sq}"
        );
    }
}

#[test]
fn knight_and_king_move_counts_on_the_empty_board() {
    // Summed over the 64 squares: 336 knight moves and 420 king moves, the
    // known totals, and the sums of the counts found on coordinates.
    let knights: u32 = (0..64).map(|sq| knight_attacks(sq).count_ones()).sum();
    let kings: u32 = (0..64).map(|sq| king_attacks(sq).count_ones()).sum();
    let knights_by_coordinates: u32 = (0..64)
        .map(|sq| jumps_by_coordinates(sq, &KNIGHT_JUMPS).count_ones())
        .sum();
    let kings_by_coordinates: u32 = (0..64)
        .map(|sq| jumps_by_coordinates(sq, &KING_STEPS).count_ones())
        .sum();
    assert_eq!((knights, kings), (336, 420));
    assert_eq!(
        (knights, kings),
        (knights_by_coordinates, kings_by_coordinates)
    );
    // Kings: 4 corners with 3, 24 other edge squares with 5, 36 inner with 8.
    assert_eq!(4 * 3 + 24 * 5 + 36 * 8, 420);
    // From a corner, a knight has 2 jumps; from the middle four, 8.
    assert_eq!(knight_attacks(square(0, 0)).count_ones(), 2);
    assert_eq!(knight_attacks(square(3, 3)).count_ones(), 8);
}

#[test]
fn many_leapers_at_once_are_the_union_of_each() {
    // A few scattered boards, including the full and the empty one.
    let boards = [
        0,
        u64::MAX,
        0x8100_0000_0000_0081,
        0x0042_0000_1800_2400,
        0xAAAA_5555_AAAA_5555,
    ];
    for board in boards {
        let each = |f: fn(usize) -> u64| {
            (0..64)
                .filter(|&sq| board & bit(sq) != 0)
                .fold(0, |a, sq| a | f(sq))
        };
        assert_eq!(knight_attacks_all(board), each(knight_attacks));
        assert_eq!(king_attacks_all(board), each(king_attacks));
    }
}
