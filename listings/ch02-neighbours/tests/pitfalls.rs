//! Shifts that go wrong: wrap-around at the edges, and negative shift amounts.

use ch02_neighbours::cells::Grid;
use ch02_neighbours::shifts::{shift, shift_board, Direction};
use std::hint::black_box;

#[test]
// ANCHOR: wrap_around_bug
fn wrap_around_bug() {
    let grid = Grid::TIC_TAC_TOE;
    let east_edge = grid.cell(2, 0).unwrap();
    let east = Direction::East.step(grid.width()); // that is, +1
    assert_eq!(east, 1);
    // Without a mask, the piece goes off the right edge into the next row:
    assert_eq!(shift(east_edge, east), grid.cell(0, 1).unwrap());
    // With the mask, a piece in the last column cannot step east at all:
    assert_eq!(shift_board(east_edge, grid, Direction::East), 0);
}
// ANCHOR_END: wrap_around_bug

#[test]
// ANCHOR: negative_shift_amount
fn negative_shift_amount() {
    let west: i32 = black_box(-1); // a step west, hidden from the compiler
    let shifted = std::panic::catch_unwind(|| 1u64 << west);
    if cfg!(debug_assertions) {
        assert!(shifted.is_err()); // "attempt to shift left with overflow"
    } else {
        assert_eq!(shifted.ok(), Some(1 << 63)); // release: −1 mod 64 = 63
    }
    assert_eq!(shift(1 << 5, west), 1 << 4); // the signed shift means it
}
// ANCHOR_END: negative_shift_amount
