//! Moving one piece with a single XOR, and undoing the move with the same XOR.
//!
//! A move empties the cell `from` and fills the cell `to`: two bits flip. XOR with
//! the mask `from | to` flips exactly those two, and flipping them again puts the
//! board back, because `b ^ m ^ m == b` for every `b` and `m`.

use crate::cells::Bitboard;
use std::fmt;

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// `from` or `to` is not a single cell (a one-hot bitboard).
    NotACell,
    /// `from` and `to` are the same cell.
    SameCell,
    /// There is no piece on `from`.
    NoPiece,
    /// `to` already holds a piece.
    Occupied,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveError::NotACell => "a move goes from one cell to one cell",
            MoveError::SameCell => "a move must go to another cell",
            MoveError::NoPiece => "there is no piece to move on that cell",
            MoveError::Occupied => "the cell moved to is not empty",
        })
    }
}

impl std::error::Error for MoveError {}

// ANCHOR: move_piece
/// Moves the piece on `from` to the empty cell `to`: `board ^ (from | to)`.
///
/// ```
/// use ch02_neighbours::moving::move_piece;
/// assert_eq!(move_piece(0b0001, 1 << 0, 1 << 2), Ok(0b0100));
/// assert!(move_piece(0b0001, 1 << 1, 1 << 2).is_err()); // nothing on bit 1
/// ```
pub fn move_piece(
    board: Bitboard,
    from: Bitboard,
    to: Bitboard,
) -> Result<Bitboard, MoveError> {
    if from.count_ones() != 1 || to.count_ones() != 1 {
        return Err(MoveError::NotACell);
    }
    if from == to {
        return Err(MoveError::SameCell);
    }
    if board & from == 0 {
        return Err(MoveError::NoPiece);
    }
    if board & to != 0 {
        return Err(MoveError::Occupied);
    }
    Ok(board ^ (from | to))
}
// ANCHOR_END: move_piece

// ANCHOR: undo_move
/// Takes back the move from `from` to `to`: the same XOR, `board ^ (from|to)`.
///
/// ```
/// use ch02_neighbours::moving::{move_piece, undo_move};
/// let moved = move_piece(0b0001, 1 << 0, 1 << 2)?;
/// assert_eq!(undo_move(moved, 1 << 0, 1 << 2), Ok(0b0001));
/// # Ok::<(), ch02_neighbours::moving::MoveError>(())
/// ```
pub fn undo_move(
    board: Bitboard,
    from: Bitboard,
    to: Bitboard,
) -> Result<Bitboard, MoveError> {
    move_piece(board, to, from)
}
// ANCHOR_END: undo_move
