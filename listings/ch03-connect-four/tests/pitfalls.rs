//! Traps of this layout and of Rust's operators.

use ch03_connect_four::four::has_four;
use ch03_connect_four::game::Game;
use ch03_connect_four::layout::SENTINEL_ROW;

#[test]
fn and_binds_tighter_than_eq_in_rust() {
    // Column 0 is empty: its next free bit is bit 0.
    let next_bit = Game::new().next_bits()[0];
    // Rust reads this as `(SENTINEL_ROW & (1 << next_bit)) == 0`: open.
    let rust = SENTINEL_ROW & 1 << next_bit == 0;
    assert!(rust);
    // C and Java read `TOP & (1L << h) == 0` as `TOP & ((1L << h) == 0)`:
    // C ANDs with 0 and finds no column open, ever; Java rejects it.
    let as_c_reads_it = SENTINEL_ROW & u64::from((1u64 << next_bit) == 0) != 0;
    assert!(!as_c_reads_it);
}

// ANCHOR: packed_has_four
/// Four in a row on a board packed without the sentinel row: 6 bits a
/// column, so the steps are 1, 6, 5 and 7.
fn packed_has_four(board: u64) -> bool {
    [1, 6, 5, 7].iter().any(|&d| {
        let pairs = board & (board >> d);
        pairs & (pairs >> (2 * d)) != 0
    })
}
// ANCHOR_END: packed_has_four

#[test]
// ANCHOR: without_the_sentinel_row_fours_wrap
fn without_the_sentinel_row_fours_wrap() {
    // Rows 3, 4 and 5 of the first column and row 0 of the second: no line.
    let packed = 1 << 3 | 1 << 4 | 1 << 5 | 1 << 6;
    assert!(packed_has_four(packed)); // wrongly: the bits are in a row
    let with_sentinel = 1 << 3 | 1 << 4 | 1 << 5 | 1 << 7;
    assert!(!has_four(with_sentinel)); // bit 6 is always empty
}
// ANCHOR_END: without_the_sentinel_row_fours_wrap
