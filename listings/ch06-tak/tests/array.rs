//! The array road search agrees with the bitboard flood fill.

use ch06_tak::array::{has_road_array, to_array};
use ch06_tak::roads::has_road;
use proptest::prelude::*;

proptest! {
    #[test]
    fn both_road_tests_agree(size in 3usize..=8, bits: u64) {
        let squares = size * size;
        let board = if squares == 64 { bits } else { bits & ((1 << squares) - 1) };
        prop_assert_eq!(
            has_road_array(&to_array(board, size), size),
            has_road(board, size)
        );
    }
}

#[test]
fn both_agree_on_every_3_by_3_board() {
    for board in 0..1u64 << 9 {
        assert_eq!(has_road_array(&to_array(board, 3), 3), has_road(board, 3));
    }
}
