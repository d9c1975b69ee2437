//! Drawing the board: with emoji discs as the source does, and in plain ASCII.

use crate::game::{Game, Player};
use crate::layout::{HEIGHT, WIDTH};

// ANCHOR: pictures
/// The board as the source prints it: a header of column numbers, then each
/// row from the top, `🔴` for red, `🟡` for yellow and `..` for an empty cell.
///
/// ```
/// use ch03_connect_four::{game::Game, print::emoji};
/// let game = Game::play(&[0])?;
/// assert!(emoji(&game).ends_with("(🔴 .. .. .. .. .. ..)\n"));
/// # Ok::<(), ch03_connect_four::game::PlayError>(())
/// ```
pub fn emoji(game: &Game) -> String {
    let header: Vec<String> = (1..=WIDTH).map(|c| format!(" {c}")).collect();
    let mut text = format!("[{}]\n", header.join(" "));
    for row in (0..HEIGHT).rev() {
        let cells: Vec<&str> = (0..WIDTH)
            .map(|column| match game.cell(row, column) {
                Some(Player::Red) => "🔴",
                Some(Player::Yellow) => "🟡",
                None => "..",
            })
            .collect();
        text += &format!("({})\n", cells.join(" "));
    }
    text
}

/// The board in plain ASCII, top row first: `R` for Red (the first player),
/// `Y` for Yellow, `.` for empty, and the column numbers underneath.
///
/// ```
/// use ch03_connect_four::{game::Game, print::ascii};
/// let game = Game::play(&[3, 3])?;
/// assert!(ascii(&game).ends_with(". . . R . . .\n1 2 3 4 5 6 7\n"));
/// # Ok::<(), ch03_connect_four::game::PlayError>(())
/// ```
pub fn ascii(game: &Game) -> String {
    let mut text = String::new();
    for row in (0..HEIGHT).rev() {
        let cells: Vec<&str> = (0..WIDTH)
            .map(|column| match game.cell(row, column) {
                Some(Player::Red) => "R",
                Some(Player::Yellow) => "Y",
                None => ".",
            })
            .collect();
        text += &cells.join(" ");
        text.push('\n');
    }
    let numbers: Vec<String> = (1..=WIDTH).map(|c| c.to_string()).collect();
    text + &numbers.join(" ") + "\n"
}
// ANCHOR_END: pictures
