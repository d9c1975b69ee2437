//! Stage 3: a first move in any column.

use crate::stage1_empty::Game;

/// Plays `column` for red: one XOR with its bottom bit, `1 << 7·column`.
///
/// ```
/// use ch03_connect_four::stage1_empty::Game;
/// use ch03_connect_four::stage3_any_column::*;
/// assert_eq!(make_move(2, Game::default()).boards, [1 << 14, 0]);
/// ```
pub fn make_move(column: u32, game: Game) -> Game {
    let mut boards = game.boards;
    boards[0] ^= 1 << (7 * column);
    Game { boards }
}
