//! Properties of shifts and moves, on random boards of every shape.

use ch02_neighbours::array::{count_games_array, ArrayState};
use ch02_neighbours::bits::{bits, count_by_clearing};
use ch02_neighbours::cells::Grid;
use ch02_neighbours::census::count_games;
use ch02_neighbours::moving::{move_piece, undo_move};
use ch02_neighbours::shifts::{shift_board, Direction};
use ch02_neighbours::tictactoe::{Player, State};
use proptest::prelude::*;

/// Any grid that fits in 64 bits.
fn grid() -> impl Strategy<Value = Grid> {
    (1u32..=64, 1u32..=64)
        .prop_filter_map("fits in 64 bits", |(w, h)| Grid::new(w, h).ok())
}

fn direction() -> impl Strategy<Value = Direction> {
    (0..8usize).prop_map(|i| Direction::ALL[i])
}

/// The shift done the slow way: every piece moved by its (dx, dy), if it stays on.
fn shift_cell_by_cell(board: u64, grid: Grid, direction: Direction) -> u64 {
    let (dx, dy) = direction.offset();
    let mut moved = 0;
    for bitpos in bits(board & grid.full()) {
        let (x, y) = grid.coordinates(bitpos).unwrap();
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        if let (Ok(nx), Ok(ny)) = (u32::try_from(nx), u32::try_from(ny)) {
            if let Ok(cell) = grid.cell(nx, ny) {
                moved |= cell;
            }
        }
    }
    moved
}

proptest! {
    #[test]
    fn shift_board_moves_each_piece_one_step_and_drops_the_ones_that_fall_off(
        board: u64, grid in grid(), direction in direction()
    ) {
        let board = board & grid.full();
        prop_assert_eq!(
            shift_board(board, grid, direction),
            shift_cell_by_cell(board, grid, direction)
        );
    }

    #[test]
    fn a_move_and_its_undo_give_back_the_board(board: u64, from in 0u32..64, to in 0u32..64) {
        let (from, to) = (1u64 << from, 1u64 << to);
        let board = (board | from) & !to; // a piece on `from`, nothing on `to`
        prop_assume!(from != to);
        let moved = move_piece(board, from, to).unwrap();
        prop_assert_eq!(moved.count_ones(), board.count_ones());
        prop_assert!(moved & to != 0 && moved & from == 0);
        prop_assert_eq!(moved & !(from | to), board & !(from | to)); // nothing else moved
        prop_assert_eq!(undo_move(moved, from, to), Ok(board));
        prop_assert_eq!(moved ^ (from | to), board); // the undo is the same XOR
    }

    #[test]
    fn illegal_moves_are_refused(board: u64, from in 0u32..64, to in 0u32..64) {
        let (from, to) = (1u64 << from, 1u64 << to);
        prop_assume!(from != to);
        prop_assert!(move_piece(board & !from, from, to).is_err()); // no piece
        prop_assert!(move_piece(board | from | to, from, to).is_err()); // occupied
        prop_assert!(move_piece(board, from | to, to).is_err()); // not one cell
    }

    #[test]
    fn the_three_ways_of_counting_agree(board: u64) {
        prop_assert_eq!(count_by_clearing(board), board.count_ones());
        prop_assert_eq!(bits(board).count() as u32, board.count_ones());
        prop_assert_eq!(bits(board).fold(0u64, |b, bit| b | 1 << bit), board);
    }
}

/// Plays the same cells on the bitboard state and on the array, while both
/// accept them.
fn play_both(cells: &[usize]) -> (State, ArrayState) {
    let (mut state, mut array) = (State::new(), ArrayState::new());
    for &index in cells {
        match (state.play(1 << index), array.play(index)) {
            (Ok(s), Some(a)) => (state, array) = (s, a),
            (Err(_), None) => break,
            (s, a) => panic!("bitboard {s:?} but array {a:?} at {index}"),
        }
    }
    (state, array)
}

proptest! {
    #[test]
    fn the_array_game_agrees_with_the_bitboard_game(
        cells in proptest::collection::vec(0..9usize, 0..12)
    ) {
        let (state, array) = play_both(&cells);
        prop_assert_eq!(state.winner(), array.winner());
        prop_assert_eq!(state.is_over(), array.is_over());
        let empty: u64 = array.empty_cells().map(|i| 1 << i).sum();
        prop_assert_eq!(state.legal_moves(), if array.is_over() { 0 } else { empty });
        for index in 0..9 {
            let owner = array.at(index);
            prop_assert_eq!(owner == Some(Player::X), state.tiles(Player::X) >> index & 1 == 1);
            prop_assert_eq!(owner == Some(Player::O), state.tiles(Player::O) >> index & 1 == 1);
        }
    }
}

#[test]
fn both_forms_count_the_same_games() {
    assert_eq!(
        count_games(&State::new()),
        count_games_array(&ArrayState::new())
    );
}
