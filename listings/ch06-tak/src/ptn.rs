//! Moves in Portable Tak Notation (PTN): `a1`, `Sc3`, `Cd4`, `3c3>12`.
//!
//! A placement is a square, after `S` for a wall or `C` for a capstone (or `F` for a
//! flat, which is the default). A slide is the number of stones picked up (1 if left
//! out), the square, the direction (`+` up, `-` down, `<` left, `>` right) and the
//! number dropped on each square (all of them on the first if left out). A slide may
//! end with `*` when a capstone flattens a wall, and any move with the annotation
//! marks `'`, `"`, `!` and `?`, which the parser accepts and ignores.

use crate::geometry::{parse_square, square_name, Direction};
use crate::position::{Move, Stone};
use crate::slides::{pack, unpack};
use std::fmt;

/// Why a text is not a move in PTN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtnError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for PtnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a move: {}", self.text, self.reason)
    }
}

impl std::error::Error for PtnError {}

// ANCHOR: parse_move
/// Reads a move in PTN for a board of `size`.
///
/// ```
/// use ch06_tak::ptn::{parse_move, move_to_ptn};
/// let mv = parse_move("3c3>12", 5)?;
/// assert_eq!(move_to_ptn(mv, 5), "3c3>12");
/// assert!(parse_move("3c3>13", 5).is_err()); // drops add up to 4, not 3
/// assert_eq!(parse_move("d3<", 5)?, parse_move("1d3<", 5)?); // a count of 1
/// # Ok::<(), ch06_tak::ptn::PtnError>(())
/// ```
pub fn parse_move(text: &str, size: usize) -> Result<Move, PtnError> {
    let error = |reason: &str| PtnError {
        text: text.to_string(),
        reason: reason.to_string(),
    };
    let body = text.trim().trim_end_matches(['\'', '"', '!', '?']);
    let body = body.strip_suffix('*').unwrap_or(body);
    // A placement: an optional stone letter, then a square.
    let (stone, rest) = match body.chars().next() {
        Some('F') => (Some(Stone::Flat), &body[1..]),
        Some('S') => (Some(Stone::Wall), &body[1..]),
        Some('C') => (Some(Stone::Cap), &body[1..]),
        _ => (None, body),
    };
    let direction_at = rest.find(['+', '-', '<', '>']);
    let Some(at) = direction_at else {
        let square =
            parse_square(size, rest).map_err(|e| error(&e.to_string()))?;
        let stone = stone.unwrap_or(Stone::Flat);
        return Ok(Move::Place {
            square: square as u8,
            stone,
        });
    };
    if stone.is_some() {
        return Err(error("a slide has no stone letter"));
    }
    // A slide: [count] square direction [drops].
    let (head, tail) = rest.split_at(at);
    let digits = head.len()
        - head.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (count, square) = head.split_at(digits);
    let pickup: usize = if count.is_empty() {
        1
    } else {
        count.parse().map_err(|_| error("bad stone count"))?
    };
    if pickup == 0 || pickup > size {
        return Err(error(&format!("1 to {size} stones can be carried")));
    }
    let from = parse_square(size, square).map_err(|e| error(&e.to_string()))?;
    let direction = Direction::from_symbol(tail.chars().next().unwrap_or(' '))
        .ok_or_else(|| error("no direction"))?;
    let drop_text = &tail[1..];
    let drops: Vec<u32> = if drop_text.is_empty() {
        vec![pickup as u32]
    } else {
        drop_text
            .chars()
            .map(|c| c.to_digit(10).filter(|&d| d > 0))
            .collect::<Option<_>>()
            .ok_or_else(|| error("drops are digits from 1 to 8"))?
    };
    if drops.iter().sum::<u32>() as usize != pickup {
        return Err(error(&format!("the drops do not add up to {pickup}")));
    }
    Ok(Move::Slide {
        from: from as u8,
        direction,
        pickup: pickup as u8,
        drops: pack(&drops),
    })
}
// ANCHOR_END: parse_move

/// Writes a move in PTN, in its shortest form: no count or drops when they
/// say nothing, no `F` for a flat.
///
/// ```
/// use ch06_tak::position::{Move, Stone};
/// use ch06_tak::ptn::move_to_ptn;
/// let wall = Move::Place { square: 17, stone: Stone::Wall };
/// assert_eq!(move_to_ptn(wall, 5), "Sc4");
/// ```
pub fn move_to_ptn(mv: Move, size: usize) -> String {
    match mv {
        Move::Place { square, stone } => {
            let letter = match stone {
                Stone::Flat => "",
                Stone::Wall => "S",
                Stone::Cap => "C",
            };
            format!("{letter}{}", square_name(size, square as usize))
        }
        Move::Slide {
            from,
            direction,
            pickup,
            drops,
        } => {
            let count = if pickup == 1 {
                String::new()
            } else {
                pickup.to_string()
            };
            let drops = unpack(drops);
            let drop_text = if drops.len() == 1 {
                String::new()
            } else {
                drops.iter().map(|d| d.to_string()).collect()
            };
            let square = square_name(size, from as usize);
            format!("{count}{square}{}{drop_text}", direction.symbol())
        }
    }
}

/// Reads moves separated by spaces, such as `d3 c3 c4 1d3<`.
///
/// ```
/// use ch06_tak::ptn::parse_moves;
/// assert_eq!(parse_moves("a1 e5", 5)?.len(), 2);
/// # Ok::<(), ch06_tak::ptn::PtnError>(())
/// ```
pub fn parse_moves(text: &str, size: usize) -> Result<Vec<Move>, PtnError> {
    text.split_whitespace()
        .map(|m| parse_move(m, size))
        .collect()
}
