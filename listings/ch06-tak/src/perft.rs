//! Perft: the number of move sequences of a given length, the standard test of a
//! move generator against other engines.

use crate::movegen::{count_moves, legal_moves};
use crate::position::Position;

// ANCHOR: perft
/// The number of legal move sequences of `depth` plies from `position`; a
/// finished game has no moves. The last ply is counted, not played.
///
/// ```
/// use ch06_tak::{perft::perft, position::Position};
/// let start = Position::new(5)?;
/// assert_eq!(perft(&start, 2), 600);
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if position.outcome().is_some() => 0,
        1 => count_moves(position),
        _ => legal_moves(position)
            .into_iter()
            .map(|mv| perft(&position.play_unchecked(mv), depth - 1))
            .sum(),
    }
}
// ANCHOR_END: perft

/// The same count, making every move, the last ply's too: what a search
/// that looks at the positions (not just their number) would pay. Each
/// move is made on a copy of the position.
///
/// ```
/// use ch06_tak::perft::{perft, perft_copying_every_move};
/// use ch06_tak::position::Position;
/// let start = Position::new(5)?;
/// assert_eq!(perft_copying_every_move(&start, 3), perft(&start, 3));
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn perft_copying_every_move(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if position.outcome().is_some() => 0,
        _ => legal_moves(position)
            .into_iter()
            .map(|mv| {
                perft_copying_every_move(
                    &position.play_unchecked(mv),
                    depth - 1,
                )
            })
            .sum(),
    }
}

/// The same count, making every move on one position and taking it back:
/// no copies.
///
/// ```
/// use ch06_tak::perft::{perft, perft_making_every_move};
/// use ch06_tak::position::Position;
/// let start = Position::new(5)?;
/// assert_eq!(perft_making_every_move(&start, 3), perft(&start, 3));
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn perft_making_every_move(position: &Position, depth: u32) -> u64 {
    make_and_unmake(&mut position.clone(), depth)
}

/// Perft on `position` itself, which every move leaves as it found it.
fn make_and_unmake(position: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if position.outcome().is_some() => 0,
        _ => {
            let saved = position.save();
            let mut total = 0;
            for mv in legal_moves(position) {
                position.make(mv);
                total += match depth {
                    1 => 1, // the last ply: made, counted, taken back
                    _ => make_and_unmake(position, depth - 1),
                };
                position.unmake(mv, &saved);
            }
            total
        }
    }
}
