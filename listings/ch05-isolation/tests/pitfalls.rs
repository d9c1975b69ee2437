//! Traps of a 115-bit board in a 128-bit integer, and of its numbers in JSON.

use ch05_isolation::board::{shift, BLANK_BOARD};
use std::hint::black_box;

#[test]
// ANCHOR: jumps_past_bit_127
fn jumps_past_bit_127() {
    let top_left: u32 = 114; // the highest cell
    let target = black_box(top_left + 27); // NNW: bit 141, past the u128
    let tested = std::panic::catch_unwind(|| BLANK_BOARD >> target & 1);
    if cfg!(debug_assertions) {
        assert!(tested.is_err()); // "attempt to shift right with overflow"
    } else {
        assert_eq!(tested.ok(), Some(BLANK_BOARD >> 13 & 1)); // bit 141 − 128!
    }
    // Shifting the knight instead of the board: the bit simply falls off.
    assert_eq!(shift(1 << top_left, 27), 0);
}
// ANCHOR_END: jumps_past_bit_127

#[test]
// ANCHOR: boards_are_strings_in_json
fn boards_are_strings_in_json() {
    let board: u128 = 41523161203939122082683632224299007;
    let as_double = board as f64; // what a JSON number becomes in most readers
    assert_ne!(as_double as u128, board); // 53 bits of precision are not 115
    let text = board.to_string(); // a string is exact
    assert_eq!(text.parse::<u128>(), Ok(board));
}
// ANCHOR_END: boards_are_strings_in_json
