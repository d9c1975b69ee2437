//! Shifts that go wrong (wrap-around at the edges, negative shift amounts), and a
//! position remembered by its board alone.

use ch02_neighbours::cells::Grid;
use ch02_neighbours::shifts::{shift, shift_board, Direction};
use ch02_neighbours::solver::Solver;
use ch02_neighbours::tictactoe::State;
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

#[test]
// ANCHOR: the_board_is_not_the_position
fn the_board_is_not_the_position() {
    let after = |moves: [(u32, u32); 4]| {
        moves
            .into_iter()
            .fold(State::new(), |state, (x, y)| state.play_at(x, y).unwrap())
    };
    // X on (0, 0) and (1, 1), O on (1, 0) and (2, 0): X to move wins on (2, 2).
    let x_threatens = after([(0, 0), (1, 0), (1, 1), (2, 0)]);
    // The same four cells, the tiles swapped: X to move must stop O on (2, 2).
    let o_threatens = after([(1, 0), (0, 0), (2, 0), (1, 1)]);
    assert_eq!(x_threatens.board(), o_threatens.board());
    let mut solver = Solver::new();
    assert_eq!(solver.value(&x_threatens), 5); // a win, four cells to spare
    assert_eq!(solver.value(&o_threatens), 0); // a draw

    // The solver's key holds the mover's tiles too: the two never meet.
    assert_ne!(x_threatens.key(), o_threatens.key());
}
// ANCHOR_END: the_board_is_not_the_position
