//! Mistakes in the source tutorial (`000_5129f4856ad7a535.txt`), each pinned by a test.
//!
//! The chapter shows these functions; `cargo test` and the book's snippet tests run them.

use ch01_cells::cells::{clear_cell, get_cell, set_cell, Grid};
use ch01_cells::pitfalls::c_int_one_hot;
use ch01_cells::print::bits_lsb_first;

#[test]
// ANCHOR: and_gives_the_bit_not_one
fn and_gives_the_bit_not_one() {
    // The source: "if it is equal to 1, the value at bitpos is 1".
    let board = 27; // bits 0, 1, 3, 4
    let cell = 1 << 3; // (x=0, y=1) on the 3 × 3 board
    assert_eq!(board & cell, 8); // the cell's own bit, not 1
    assert_ne!(board & cell, 1); // "== 1" would call this cell empty
    assert!(get_cell(board, cell)); // the right test is "!= 0"
}
// ANCHOR_END: and_gives_the_bit_not_one

#[test]
// ANCHOR: get_is_not_an_assignment
fn get_is_not_an_assignment() {
    // The source writes the read as `bitboard = bitboard ∧ (1 ≪ bitpos)`.
    let mut board: u64 = 27;
    board &= 1 << 3; // doing what the formula says...
    assert_eq!(board.count_ones(), 1); // ...throws away three pieces
}
// ANCHOR_END: get_is_not_an_assignment

#[test]
// ANCHOR: hard_coded_width
fn hard_coded_width() {
    // The source's get/set/clear compute `y*3+x`: right for 3 × 3 boards only.
    let (x, y) = (0, 1);
    let source_bit = y * 3 + x;
    let chess_bit = Grid::CHESS.bit_position(x, y).unwrap();
    assert_eq!(source_bit, 3); // on 8 × 8, bit 3 is the cell (x=3, y=0)...
    assert_eq!(chess_bit, 8); // ...while (x=0, y=1) is bit 8
}
// ANCHOR_END: hard_coded_width

#[test]
// ANCHOR: thirty_two_bit_one
fn thirty_two_bit_one() {
    // The source's `1 << (y*3+x)` shifts a 32-bit int: big boards break.
    assert_eq!(c_int_one_hot(30), 1 << 30); // still right
    assert_eq!(c_int_one_hot(31).count_ones(), 33); // sign-extended
    assert_eq!(c_int_one_hot(37), 1 << 5); // wrapped: the wrong cell
}
// ANCHOR_END: thirty_two_bit_one

#[test]
// ANCHOR: label_names_the_wrong_cell
fn label_names_the_wrong_cell() {
    // The source prints "value after clear at (x=1,y=1)" but reads (x=0, y=1).
    let grid = Grid::TIC_TAC_TOE;
    let cleared = clear_cell(27, grid.cell(0, 1).unwrap());
    assert!(!get_cell(cleared, grid.cell(0, 1).unwrap())); // read: 0
    assert!(get_cell(cleared, grid.cell(1, 1).unwrap())); // named: 1
}
// ANCHOR_END: label_names_the_wrong_cell

#[test]
// ANCHOR: set_alone_does_not_move
fn set_alone_does_not_move() {
    // "Shifting a bit" promises a move, then only repeats set_cell.
    let grid = Grid::TIC_TAC_TOE;
    let (from, to) = (grid.cell(0, 0).unwrap(), grid.cell(2, 2).unwrap());
    let board = from;
    assert_eq!(set_cell(board, to), from | to); // two pieces: nothing moved
    assert_eq!(board ^ (from | to), to); // a move clears `from` and sets `to`
}
// ANCHOR_END: set_alone_does_not_move

#[test]
// ANCHOR: bit_zero_first_is_not_binary
fn bit_zero_first_is_not_binary() {
    // The source's "Bitboard display" prints bit 0 first: 27 is 110110000.
    let shown = bits_lsb_first(27, Grid::TIC_TAC_TOE);
    assert_eq!(shown, "110110000");
    assert_eq!(u64::from_str_radix(&shown, 2), Ok(432)); // as binary: 432
}
// ANCHOR_END: bit_zero_first_is_not_binary
