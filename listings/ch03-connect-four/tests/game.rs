//! The finished game: next free bits, XOR moves, parity, undo, errors.

use ch03_connect_four::game::{Game, MoveError, PlayError, Player};
use ch03_connect_four::layout::{bit, BOARD, SENTINEL_ROW};
use ch03_connect_four::notation::{game_from, parse_moves, NotationError};

#[test]
// ANCHOR: a_move_is_one_xor
fn a_move_is_one_xor() {
    let mut game = Game::new();
    game.make_move(3).unwrap(); // Red, in the middle column (code column 3)
    game.make_move(3).unwrap(); // Yellow, on top of it
    assert_eq!(game.board(Player::Red), 1 << bit(3, 0));
    assert_eq!(game.board(Player::Yellow), 1 << bit(3, 1));
    assert_eq!(game.next_bits()[3], bit(3, 2));
    assert_eq!(game.to_move(), Player::Red);
}
// ANCHOR_END: a_move_is_one_xor

#[test]
// ANCHOR: undo_restores_everything
fn undo_restores_everything() {
    let mut game = Game::play(&[3, 3, 4, 2, 2]).unwrap();
    let before = game.clone();
    game.make_move(6).unwrap();
    assert_eq!(game.undo(), Some(6));
    assert_eq!(game, before);
    while game.undo().is_some() {}
    assert_eq!(game, Game::new());
}
// ANCHOR_END: undo_restores_everything

#[test]
fn cells_read_back_what_was_played() {
    let game = Game::play(&[0, 0, 1, 2, 3, 2, 4]).unwrap();
    assert_eq!(game.cell(0, 0), Some(Player::Red));
    assert_eq!(game.cell(1, 0), Some(Player::Yellow));
    assert_eq!(game.cell(0, 1), Some(Player::Red));
    assert_eq!(game.cell(1, 2), Some(Player::Yellow));
    assert_eq!(game.cell(2, 0), None);
    // No disc ever lands in the sentinel row or off the board.
    let both = game.board(Player::Red) | game.board(Player::Yellow);
    assert_eq!(both & !BOARD, 0);
}

#[test]
// ANCHOR: bad_moves_are_errors
fn bad_moves_are_errors() {
    let mut game = Game::play(&[0; 6]).unwrap();
    assert_eq!(game.make_move(0), Err(MoveError::ColumnFull(0)));
    assert_eq!(game.make_move(7), Err(MoveError::NoSuchColumn(7)));
    assert_eq!(game.board(Player::Red) & SENTINEL_ROW, 0);
    let won = [0, 1, 0, 1, 0, 1, 0]; // four red discs in column 0
    let error = Game::play(&[&won[..], &[2]].concat()).unwrap_err();
    assert_eq!(
        error,
        PlayError {
            number: 8,
            column: 2,
            error: MoveError::GameOver
        }
    );
    assert_eq!(error.to_string(), "move 8 (3): the game is already won");
}
// ANCHOR_END: bad_moves_are_errors

#[test]
fn legal_columns_come_from_the_top_mask() {
    let game = Game::play(&[2; 6]).unwrap();
    assert_eq!(game.legal_columns(), [0, 1, 3, 4, 5, 6]);
    let won = Game::play(&[0, 1, 0, 1, 0, 1, 0]).unwrap();
    assert_eq!(won.winner(), Some(Player::Red));
    assert!(won.legal_columns().is_empty());
}

#[test]
fn move_strings_are_checked() {
    assert_eq!(parse_moves(""), Ok(vec![]));
    assert_eq!(
        parse_moves("4480"),
        Err(NotationError::BadCharacter {
            character: '8',
            place: 3
        })
    );
    let error = game_from("4444444").unwrap_err();
    assert_eq!(error.to_string(), "move 7 (4): column 4 is full");
    let error = game_from("12a").unwrap_err();
    assert_eq!(
        error.to_string(),
        "character 3, 'a', is not a column from 1 to 7"
    );
}
