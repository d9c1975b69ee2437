//! The board with its stacks, readable: `tak show`.

use crate::geometry::Bitboard;
use crate::position::{Color, Outcome, Position};

/// The board with rank `S` on top, each square's stack written as in TPS
/// (colours from the bottom, `S` or `C` for the top stone, `.` if empty),
/// then who is to move and what the players have left.
///
/// ```
/// use ch06_tak::{position::Position, print::show};
/// let text = show(&Position::from_tps("x5/x,12C,x3/x5/x5/x5 2 5")?);
/// assert!(text.lines().nth(1).unwrap().contains("12C"));
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn show(position: &Position) -> String {
    let size = position.size();
    let texts: Vec<String> = (0..size * size)
        .map(|sq| match position.stack(sq).1 {
            0 => ".".to_string(),
            _ => position.stack_text(sq),
        })
        .collect();
    let width = texts.iter().map(String::len).max().unwrap_or(1).max(1);
    let mut text = String::new();
    for rank in (0..size).rev() {
        let cells: Vec<String> = (0..size)
            .map(|file| format!("{:^width$}", texts[rank * size + file]))
            .collect();
        let line = format!("{} | {}", rank + 1, cells.join("  "));
        text.push_str(line.trim_end());
        text.push('\n');
    }
    let files: Vec<String> = (0..size)
        .map(|f| format!("{:^width$}", ((b'a' + f as u8) as char).to_string()))
        .collect();
    let line = format!("    {}", files.join("  "));
    text.push_str(line.trim_end());
    text.push('\n');
    let status = match position.outcome() {
        Some(Outcome::Road(colour)) => {
            format!("Game over: {} has a road.", name(colour))
        }
        Some(Outcome::Flats(colour)) => {
            format!("Game over: {} has more flats.", name(colour))
        }
        Some(Outcome::Draw) => "Game over: a draw on flats.".to_string(),
        None => format!(
            "{} to move, move {} (ply {}).",
            name(position.to_move()),
            position.ply() / 2 + 1,
            position.ply()
        ),
    };
    text.push_str(&status);
    text.push('\n');
    for colour in [Color::White, Color::Black] {
        let (stones, caps) = position.reserves(colour);
        text.push_str(&format!(
            "{} has {} and {} left.\n",
            name(colour),
            count(stones, "stone"),
            count(caps, "capstone")
        ));
    }
    text
}

/// "1 stone", "2 stones".
fn count(n: u8, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

fn name(colour: Color) -> &'static str {
    match colour {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A bitboard drawn as the board, `X` for a set square, rank `S` on top.
///
/// ```
/// use ch06_tak::print::picture;
/// assert_eq!(picture(0b000_000_001, 3), "3 | . . .\n2 | . . .\n1 | X . .\n    a b c\n");
/// ```
pub fn picture(board: Bitboard, size: usize) -> String {
    let mut text = String::new();
    for rank in (0..size).rev() {
        let cells: Vec<&str> = (0..size)
            .map(|file| {
                if board >> (rank * size + file) & 1 == 1 {
                    "X"
                } else {
                    "."
                }
            })
            .collect();
        text.push_str(&format!("{} | {}\n", rank + 1, cells.join(" ")));
    }
    let files: Vec<String> = (0..size)
        .map(|f| ((b'a' + f as u8) as char).to_string())
        .collect();
    text.push_str(&format!("    {}\n", files.join(" ")));
    text
}
