//! Mistakes in the source (`002_9726dc4bba98b3d5.txt`), each reproduced as the
//! source has it, next to the fix.

use ch03_connect_four::game::{Game, MoveError, Player};
use ch03_connect_four::stage1_empty::{self as stage1, Cell};
use ch03_connect_four::stage2_bottom_left as stage2;
use ch03_connect_four::stage5_next_bits as stage5;

#[test]
// ANCHOR: the_first_test_is_the_second
fn the_first_test_is_the_second() {
    // The tests printed under "An empty board is empty" and under "A first
    // move in the first column", word for word:
    let empty_board = "(deftest player-one-move-at-column-one-results-in-\
        red-at-bottom-left (testing \"A first move of player 1 in column 1.\" \
        (is (= RED (check-board-at 0 0 (make-move 0 GAME))))))";
    let first_move = "(deftest player-one-move-at-column-one-results-in-\
        red-at-bottom-left (testing \"A first move of player 1 in column 1.\" \
        (is (= RED (check-board-at 0 0 (make-move 0 GAME))))))";
    assert_eq!(empty_board, first_move);
    // The code said to pass it answers EMPTY, where that test wants RED:
    let moved = stage2::make_move(0, Default::default());
    assert_eq!(stage1::check_board_at(0, 0, moved.boards), Cell::Empty);
}
// ANCHOR_END: the_first_test_is_the_second

// ANCHOR: source_make_move
/// The source's second `make-move`, as printed: its `let` has four forms
/// in its body, `assoc game current-player [1 0]`, and returns the last.
/// A game is `[red yellow counter]`.
fn source_make_move(_column: u64, _game: &[u64]) -> Vec<u64> {
    vec![1, 0]
}

/// With the parentheses around `(assoc game current-player …)`.
fn fixed_make_move(_column: u64, game: &[u64]) -> Vec<u64> {
    let mut next = game.to_vec();
    next[game[2] as usize] = 1;
    next
}
// ANCHOR_END: source_make_move

#[test]
// ANCHOR: make_move_returns_its_last_form
fn make_move_returns_its_last_form() {
    let game = [0, 0, 0];
    // The game's counter is gone, and a second move changes nothing.
    assert_eq!(source_make_move(0, &game), [1, 0]);
    let twice = source_make_move(3, &source_make_move(0, &game));
    assert_eq!(twice, source_make_move(0, &game));
    assert_eq!(fixed_make_move(0, &game), [1, 0, 0]);
}
// ANCHOR_END: make_move_returns_its_last_form

// ANCHOR: bit_position
/// The source's `bit-position`: `row + column · TOTAL_COLUMNS`.
fn source_bit_position(row: u32, column: u32, columns: u32) -> u32 {
    row + column * columns
}

/// What it means: `row + column · (TOTAL_ROWS + 1)`, the bits in a column.
fn bit_position(row: u32, column: u32, rows: u32) -> u32 {
    row + column * (rows + 1)
}
// ANCHOR_END: bit_position

#[test]
// ANCHOR: bit_position_uses_the_wrong_constant
fn bit_position_uses_the_wrong_constant() {
    // On the 7 × 6 board, 7 columns happen to equal 6 rows + 1.
    for (row, column) in (0..6).flat_map(|r| (0..7).map(move |c| (r, c))) {
        assert_eq!(
            source_bit_position(row, column, 7),
            bit_position(row, column, 6)
        );
    }
    // On 6 columns of 7 rows, two cells share a bit.
    assert_eq!(source_bit_position(6, 0, 6), 6);
    assert_eq!(source_bit_position(0, 1, 6), 6);
    assert_ne!(bit_position(6, 0, 7), bit_position(0, 1, 7));
}
// ANCHOR_END: bit_position_uses_the_wrong_constant

// ANCHOR: source_play
/// The source's `play-connect-4`: play the first move, and stop when it was
/// the only one. An empty list asks `make-move` for column `nil`, and the
/// vector of the columns' next free bits, called with `nil`, throws.
fn source_play(moves: &[u32], game: Game) -> Result<Game, String> {
    let mut game = game;
    let column = moves.first().ok_or("Key must be integer")?;
    game.make_move(*column).map_err(|e| e.to_string())?;
    if moves.len() == 1 {
        Ok(game)
    } else {
        source_play(&moves[1..], game)
    }
}
// ANCHOR_END: source_play

#[test]
// ANCHOR: an_empty_list_of_moves
fn an_empty_list_of_moves() {
    assert!(source_play(&[], Game::new()).is_err());
    assert_eq!(Game::play(&[]), Ok(Game::new()));
    // Both agree on every list that is not empty.
    let moves = [0, 0, 1, 2, 3, 2, 4];
    assert_eq!(
        source_play(&moves, Game::new()),
        Ok(Game::play(&moves).unwrap())
    );
}
// ANCHOR_END: an_empty_list_of_moves

// ANCHOR: picture
/// The source's picture, top row first: `R` for 🔴, `Y` for 🟡.
const PICTURE: [&str; 6] = [
    ".......", //
    "..Y....", //
    "..RY...", //
    ".YRYR..", //
    ".RRRY..", //
    ".RYYYR.",
];
// ANCHOR_END: picture

#[test]
// ANCHOR: the_picture_is_another_position
fn the_picture_is_another_position() {
    // "then player one the second" says the comment of the fifth move,
    // but the fifth move of the list is column index 3, the fourth column.
    let moves = [0, 0, 1, 2, 3, 2, 4];
    assert_eq!(moves[4], 3);
    let game = Game::play(&moves).unwrap();
    let discs = |line: &&str| line.chars().filter(|&c| c != '.').count();
    assert_eq!(PICTURE.iter().map(discs).sum::<usize>(), 16);
    assert_eq!(game.moves().len(), 7);
    // Column 1 holds two discs after the moves, none in the picture.
    assert_eq!(game.cell(1, 0), Some(Player::Yellow));
    assert!(PICTURE.iter().all(|line| line.starts_with('.')));
}
// ANCHOR_END: the_picture_is_another_position

#[test]
// ANCHOR: a_full_column_spills_over
fn a_full_column_spills_over() {
    // The source's make-move has no check: the seventh disc of column 0
    // goes to the sentinel bit, the eighth to the bottom of column 1.
    let mut game = stage5::Game::default();
    for _ in 0..8 {
        game = stage5::make_move(0, game);
    }
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Yellow);
    // The finished game refuses the seventh disc.
    let mut game = Game::play(&[0; 6]).unwrap();
    assert_eq!(game.make_move(0), Err(MoveError::ColumnFull(0)));
}
// ANCHOR_END: a_full_column_spills_over
