//! Stage 2: a first move, which can only go to the bottom left.

use crate::stage1_empty::{Cell, Game};

// ANCHOR: code
/// What is in `row` of `column`: the cells are bits `7·column + row`.
///
/// ```
/// use ch03_connect_four::stage1_empty::Cell;
/// use ch03_connect_four::stage2_bottom_left::*;
/// assert_eq!(check_board_at(0, 0, [1, 0]), Cell::Red);
/// ```
pub fn check_board_at(row: u32, column: u32, boards: [u64; 2]) -> Cell {
    let bit = 7 * column + row;
    if boards[0] >> bit & 1 == 1 {
        Cell::Red
    } else if boards[1] >> bit & 1 == 1 {
        Cell::Yellow
    } else {
        Cell::Empty
    }
}

/// Plays `column`: faked, red's disc always lands bottom left.
///
/// ```
/// use ch03_connect_four::stage1_empty::Game;
/// use ch03_connect_four::stage2_bottom_left::*;
/// assert_eq!(make_move(0, Game::default()).boards, [1, 0]);
/// ```
pub fn make_move(_column: u32, game: Game) -> Game {
    Game {
        boards: [1, game.boards[1]],
    }
}
// ANCHOR_END: code
