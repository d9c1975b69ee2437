//! The source's tests, one stage at a time, and proof that each new test
//! fails on the code of the stage before it (so it forces the next step).

use ch03_connect_four::stage1_empty::{self as stage1, Cell, Game};
use ch03_connect_four::stage2_bottom_left as stage2;
use ch03_connect_four::stage3_any_column as stage3;
use ch03_connect_four::stage4_two_players as stage4;
use ch03_connect_four::stage5_next_bits as stage5;

#[test]
// ANCHOR: empty_board_is_empty
fn empty_board_is_empty() {
    let game = Game::default();
    for column in 0..7 {
        for row in 0..6 {
            assert_eq!(
                stage1::check_board_at(row, column, game.boards),
                Cell::Empty
            );
        }
    }
}
// ANCHOR_END: empty_board_is_empty

#[test]
// ANCHOR: first_move_bottom_left
fn first_move_bottom_left() {
    let game = stage2::make_move(0, Game::default());
    assert_eq!(stage2::check_board_at(0, 0, game.boards), Cell::Red);
}
// ANCHOR_END: first_move_bottom_left

#[test]
fn first_move_second_and_third_column() {
    let game = stage3::make_move(1, Game::default());
    assert_eq!(stage2::check_board_at(0, 0, game.boards), Cell::Empty);
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Red);
    let game = stage3::make_move(2, Game::default());
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Empty);
    assert_eq!(stage2::check_board_at(0, 2, game.boards), Cell::Red);
}

#[test]
fn second_player() {
    let game = stage4::make_move(1, stage4::make_move(0, Default::default()));
    assert_eq!(stage2::check_board_at(0, 0, game.boards), Cell::Red);
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Yellow);
}

#[test]
// ANCHOR: both_in_one_column
fn both_in_one_column() {
    let game = stage5::make_move(0, stage5::make_move(0, Default::default()));
    assert_eq!(stage2::check_board_at(0, 0, game.boards), Cell::Red);
    assert_eq!(stage2::check_board_at(1, 0, game.boards), Cell::Yellow);
}
// ANCHOR_END: both_in_one_column

#[test]
// ANCHOR: each_test_fails_on_the_stage_before
fn each_test_fails_on_the_stage_before() {
    // Stage 1 finds nothing even after a move: the first move test fails.
    let moved = stage2::make_move(0, Game::default());
    assert_eq!(stage1::check_board_at(0, 0, moved.boards), Cell::Empty);
    // Stage 2 puts every first move bottom left: column 1 finds no disc.
    let game = stage2::make_move(1, Game::default());
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Empty);
    // Stage 3 plays every move for red: the second disc is red too.
    let game = stage3::make_move(1, stage3::make_move(0, Game::default()));
    assert_eq!(stage2::check_board_at(0, 1, game.boards), Cell::Red);
    // Stage 4 puts both discs of one column on row 0: red and yellow
    // overlap on bit 0, and row 1 stays empty.
    let game = stage4::make_move(0, stage4::make_move(0, Default::default()));
    assert_eq!(game.boards, [1, 1]);
    assert_eq!(stage2::check_board_at(1, 0, game.boards), Cell::Empty);
}
// ANCHOR_END: each_test_fails_on_the_stage_before
