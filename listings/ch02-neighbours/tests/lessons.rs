//! Small worked examples that the chapter shows as they are.

use ch02_neighbours::cells::Grid;
use ch02_neighbours::moving::{move_piece, undo_move};
use ch02_neighbours::shifts::{neighbours, shift_board, Direction};

#[test]
// ANCHOR: move_one_step
fn move_one_step() {
    let grid = Grid::TIC_TAC_TOE;
    let board = 27; // four pieces in the top left corner
    let from = grid.cell(1, 1).unwrap();
    let to = shift_board(from, grid, Direction::SouthEast); // (2, 2)
    let moved = move_piece(board, from, to).unwrap();
    assert_eq!(moved, board ^ (from | to));
    assert_eq!(moved, 0b100_001_011);
    assert_eq!(undo_move(moved, from, to), Ok(board)); // the same XOR again
}
// ANCHOR_END: move_one_step

#[test]
// ANCHOR: neighbours_of_a_corner
fn neighbours_of_a_corner() {
    let grid = Grid::TIC_TAC_TOE;
    let corner = grid.cell(0, 0).unwrap();
    // Eight shifts, of which five fall off the board: three neighbours.
    assert_eq!(neighbours(corner, grid), 0b000_011_010);
}
// ANCHOR_END: neighbours_of_a_corner
