//! Move strings: one 1-based column digit a move, `4453`, the notation of
//! Connect Four solvers and their test sets.

use crate::game::{Game, PlayError};
use crate::layout::WIDTH;
use std::fmt;

/// What is wrong with a move string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A character that is not a column digit, with its place (from 1).
    BadCharacter {
        /// The character.
        character: char,
        /// Its place in the string, from 1.
        place: usize,
    },
    /// A column digit whose move cannot be made.
    BadMove(PlayError),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            NotationError::BadCharacter { character, place } => write!(
                f,
                "character {place}, {character:?}, is not a column from 1 to \
                 {WIDTH}"
            ),
            NotationError::BadMove(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

impl From<PlayError> for NotationError {
    fn from(error: PlayError) -> NotationError {
        NotationError::BadMove(error)
    }
}

// ANCHOR: parse_moves
/// The columns (from 0) of a move string of 1-based digits.
///
/// ```
/// use ch03_connect_four::notation::parse_moves;
/// assert_eq!(parse_moves("4453"), Ok(vec![3, 3, 4, 2]));
/// ```
pub fn parse_moves(text: &str) -> Result<Vec<u32>, NotationError> {
    text.chars()
        .enumerate()
        .map(|(index, character)| match character.to_digit(10) {
            Some(digit @ 1..=WIDTH) => Ok(digit - 1),
            _ => Err(NotationError::BadCharacter {
                character,
                place: index + 1,
            }),
        })
        .collect()
}
// ANCHOR_END: parse_moves

/// The game after a move string, or what is wrong with it.
///
/// ```
/// use ch03_connect_four::notation::game_from;
/// assert_eq!(game_from("44")?.moves(), [3, 3]);
/// assert!(game_from("4444444").is_err()); // column 4 holds six
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn game_from(text: &str) -> Result<Game, NotationError> {
    Ok(Game::play(&parse_moves(text)?)?)
}
