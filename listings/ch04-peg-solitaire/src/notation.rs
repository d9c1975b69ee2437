//! Writing and reading boards and moves: squares `a1` to `g7`, moves
//! `d2-d4`, pictures of boards, and boards as seven rows of 0s and 1s.

use crate::board::{bit, coordinates, Board, SIDE};
use crate::direction::Direction;
use crate::moves::Move;
use std::fmt;

/// The name of bit `index`: its column as a letter, `a` on the left, and
/// its row as a digit, `1` at the bottom.
///
/// ```
/// use ch04_peg_solitaire::notation::square_name;
/// assert_eq!(square_name(24), "d4"); // the centre
/// assert_eq!(square_name(48), "a7"); // top left
/// ```
pub fn square_name(index: u32) -> String {
    let (x, y) = coordinates(index);
    let column = char::from(b'a' + (SIDE - 1 - x) as u8);
    format!("{column}{}", y + 1)
}

/// What is wrong with a move or a board given as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A move that is not two squares joined by `-`.
    MalformedMove(String),
    /// A square that is not a letter `a`–`g` and a digit `1`–`7`.
    BadSquare(String),
    /// Two squares that are not two apart on a row or a column.
    NotAJump(String),
    /// A board that is not seven rows of seven 0s and 1s joined by `/`.
    MalformedBoard(String),
    /// A board with a peg outside the holes.
    PegOffTheBoard(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::MalformedMove(text) => {
                write!(f, "`{text}` is not a move: write it like d2-d4")
            }
            NotationError::BadSquare(text) => write!(
                f,
                "`{text}` is not a square: files a to g, ranks 1 to 7"
            ),
            NotationError::NotAJump(text) => {
                write!(f, "`{text}` is not a jump of two squares in a line")
            }
            NotationError::MalformedBoard(why) => write!(f, "bad board: {why}"),
            NotationError::PegOffTheBoard(square) => {
                write!(f, "bad board: a peg on {square}, which is not a hole")
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// Reads a square such as `d4` as its bit.
///
/// ```
/// use ch04_peg_solitaire::notation::parse_square;
/// assert_eq!(parse_square("d4"), Ok(24));
/// assert!(parse_square("h1").is_err());
/// ```
pub fn parse_square(text: &str) -> Result<u32, NotationError> {
    let bad = || NotationError::BadSquare(text.to_string());
    let mut chars = text.chars();
    let (Some(column), Some(row), None) =
        (chars.next(), chars.next(), chars.next())
    else {
        return Err(bad());
    };
    if !('a'..='g').contains(&column) || !('1'..='7').contains(&row) {
        return Err(bad());
    }
    let x = SIDE - 1 - (column as u32 - 'a' as u32);
    let y = row as u32 - '1' as u32;
    Ok(bit(x, y))
}

/// Reads a move written as the square it starts from and the square it
/// lands on, such as `d2-d4`.
///
/// ```
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::moves::Move;
/// use ch04_peg_solitaire::notation::parse_move;
/// let up = Move { direction: Direction::Up, from: 10 };
/// assert_eq!(parse_move("d2-d4"), Ok(up));
/// assert!(parse_move("d2-d5").is_err());
/// ```
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    let Some((from, to)) = text.split_once('-') else {
        return Err(NotationError::MalformedMove(text.to_string()));
    };
    let (from, to) = (parse_square(from)?, parse_square(to)?);
    let direction = Direction::ALL.into_iter().find(|d| {
        let (x, y) = coordinates(from);
        let (dx, dy) = d.step();
        let (x, y) = (x as i32 + 2 * dx, y as i32 + 2 * dy);
        (0..SIDE as i32).contains(&x)
            && (0..SIDE as i32).contains(&y)
            && bit(x as u32, y as u32) == to
    });
    match direction {
        Some(direction) => Ok(Move { direction, from }),
        None => Err(NotationError::NotAJump(text.to_string())),
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", square_name(self.from), square_name(self.to()))
    }
}

/// Draws `pegs` on the board `holes`, top row first: `o` for a peg, `.` for
/// an empty hole, a blank where the grid has no hole, with the squares'
/// letters and digits around.
///
/// ```
/// use ch04_peg_solitaire::board::{ENGLISH, GOAL};
/// use ch04_peg_solitaire::notation::picture;
/// assert!(picture(GOAL, ENGLISH).contains("4 . . . o . . ."));
/// ```
pub fn picture(pegs: Board, holes: Board) -> String {
    let mut text = String::from("  a b c d e f g\n");
    for y in (0..SIDE).rev() {
        let mut line = format!("{}", y + 1);
        for x in (0..SIDE).rev() {
            let i = bit(x, y);
            line.push(' ');
            line.push(match (holes >> i & 1, pegs >> i & 1) {
                (0, _) => ' ',
                (_, 1) => 'o',
                _ => '.',
            });
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Draws a board as the source does: seven rows of seven 0s and 1s, top
/// row first, bit 48 first.
///
/// ```
/// use ch04_peg_solitaire::board::GOAL;
/// use ch04_peg_solitaire::notation::binary_rows;
/// assert_eq!(binary_rows(GOAL).lines().nth(3), Some("0001000"));
/// ```
pub fn binary_rows(board: Board) -> String {
    let mut text = String::new();
    for y in (0..SIDE).rev() {
        for x in (0..SIDE).rev() {
            text.push(if board >> bit(x, y) & 1 == 1 {
                '1'
            } else {
                '0'
            });
        }
        text.push('\n');
    }
    text
}

/// Reads a board written as the source draws it, seven rows of seven 0s and
/// 1s, top row first, joined by `/` (or by new lines); every 1 must be a
/// hole of `holes`.
///
/// ```
/// use ch04_peg_solitaire::board::{ENGLISH, START};
/// use ch04_peg_solitaire::notation::parse_board;
/// let rows = "0011100/0011100/1111111/1110111/1111111/0011100/0011100";
/// assert_eq!(parse_board(rows, ENGLISH), Ok(START));
/// assert!(parse_board("1111111/0011100", ENGLISH).is_err());
/// ```
pub fn parse_board(text: &str, holes: Board) -> Result<Board, NotationError> {
    let bad = |why: String| NotationError::MalformedBoard(why);
    let rows: Vec<&str> = text.trim().split(['/', '\n']).collect();
    if rows.len() != SIDE as usize {
        return Err(bad(format!("{} rows instead of 7", rows.len())));
    }
    let mut pegs = 0;
    for (r, row) in rows.iter().enumerate() {
        let y = SIDE - 1 - r as u32;
        let cells: Vec<char> = row.trim().chars().collect();
        if cells.len() != SIDE as usize {
            let n = cells.len();
            return Err(bad(format!(
                "row {} has {n} cells instead of 7",
                y + 1
            )));
        }
        for (c, cell) in cells.into_iter().enumerate() {
            let i = bit(SIDE - 1 - c as u32, y);
            match cell {
                '0' => {}
                '1' if holes >> i & 1 == 1 => pegs |= 1 << i,
                '1' => {
                    return Err(NotationError::PegOffTheBoard(square_name(i)))
                }
                other => {
                    let why =
                        format!("`{other}` in row {}: use 0 and 1", y + 1);
                    return Err(bad(why));
                }
            }
        }
    }
    Ok(pegs)
}

/// Lays pictures out side by side, `per_row` across, each under its title.
///
/// ```
/// use ch04_peg_solitaire::board::{ENGLISH, GOAL, START};
/// use ch04_peg_solitaire::notation::side_by_side;
/// let text = side_by_side(&[("start", START), ("goal", GOAL)], ENGLISH, 2);
/// assert!(text.starts_with("start"));
/// ```
pub fn side_by_side(
    boards: &[(&str, Board)],
    holes: Board,
    per_row: usize,
) -> String {
    const WIDTH: usize = 18;
    let mut text = String::new();
    for (n, group) in boards.chunks(per_row.max(1)).enumerate() {
        if n > 0 {
            text.push('\n');
        }
        let pictures: Vec<Vec<String>> = group
            .iter()
            .map(|(title, pegs)| {
                let mut lines = vec![title.to_string()];
                lines.extend(picture(*pegs, holes).lines().map(String::from));
                lines
            })
            .collect();
        for line in 0..pictures[0].len() {
            let mut out = String::new();
            for picture in &pictures {
                out.push_str(&format!("{:WIDTH$}", picture[line]));
            }
            text.push_str(out.trim_end());
            text.push('\n');
        }
    }
    text
}
