//! The Isolation board in a `u128`: 9 rows of 11 cells, 2 border bits between rows.
//!
//! Row y (0 at the bottom) holds bits `13y` to `13y + 10`; cell x = 0 is at the
//! right, so a step east subtracts 1 and a step north adds 13. Bits `13y + 11` and
//! `13y + 12` are the border after row y: always 0, "blocked". The two border
//! bits after the last row are left out (every bit above 114 is 0 anyway),
//! which makes `(11 + 2) · 9 − 2 = 115` bits. A bit set to 1 is an open cell.

use std::fmt;

// ANCHOR: constants
/// A board: bit `13y + x` is 1 when the cell (x, y) is open.
pub type Board = u128;

/// Cells in a row.
pub const WIDTH: u32 = 11;
/// Rows.
pub const HEIGHT: u32 = 9;
/// Bits from one row to the next: the cells and 2 border bits, `W + 2 = 13`.
pub const STRIDE: u32 = WIDTH + 2;
/// Bits in the board: `(W + 2) · H − 2 = 115`.
pub const SIZE: u32 = STRIDE * HEIGHT - 2;

/// A step north (up): `+13`.
pub const NORTH: i32 = STRIDE as i32;
/// A step south (down): `−13`.
pub const SOUTH: i32 = -NORTH;
/// A step east (right): `−1`, because x = 0 is the rightmost cell.
pub const EAST: i32 = -1;
/// A step west (left): `+1`.
pub const WEST: i32 = 1;
// ANCHOR_END: constants

// ANCHOR: blank_board
/// Every cell open and every border bit closed: nine rows of eleven 1s,
/// 13 bits apart.
///
/// ```
/// use ch05_isolation::board::BLANK_BOARD;
/// assert_eq!(BLANK_BOARD, 41523161203939122082683632224299007);
/// assert_eq!(BLANK_BOARD.count_ones(), 99);
/// ```
pub const BLANK_BOARD: Board = blank_board();

const fn blank_board() -> Board {
    let row: Board = (1 << WIDTH) - 1; // eleven 1s
    let mut board = row;
    let mut y = 1;
    while y < HEIGHT {
        board = (board << STRIDE) | row; // two 0s, then the next row
        y += 1;
    }
    board
}
// ANCHOR_END: blank_board

/// Why a coordinate or a bit index was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The cell (x, y) is outside the 11 × 9 board.
    OffBoard {
        /// Its column, counted from the right.
        x: u32,
        /// Its row, counted from the bottom.
        y: u32,
    },
    /// The bit index is a border bit or lies beyond bit 114.
    NotACell {
        /// The index asked for.
        index: i64,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::OffBoard { x, y } => {
                write!(f, "({x}, {y}) is off the board (x < 11, y < 9)")
            }
            BoardError::NotACell { index } => {
                write!(f, "bit {index} is not a cell of the board")
            }
        }
    }
}

impl std::error::Error for BoardError {}

// ANCHOR: ind2xy
/// The original's `ind2xy`: `(index mod 13, ⌊index / 13⌋)`, x counted from
/// the right and y from the bottom. Like the original, it does not check that
/// the index is a cell: on a border bit it gives x = 11 or 12.
///
/// ```
/// use ch05_isolation::board::ind2xy;
/// assert_eq!(ind2xy(57), (5, 4));
/// ```
pub fn ind2xy(index: u32) -> (u32, u32) {
    (index % STRIDE, index / STRIDE)
}
// ANCHOR_END: ind2xy

// ANCHOR: xy2ind
/// The bit index of the cell (x, y): `13y + x`.
///
/// ```
/// use ch05_isolation::board::xy2ind;
/// assert_eq!(xy2ind(5, 4), Ok(57));
/// assert!(xy2ind(11, 0).is_err()); // x = 11 is a border bit
/// ```
pub fn xy2ind(x: u32, y: u32) -> Result<u32, BoardError> {
    if x >= WIDTH || y >= HEIGHT {
        return Err(BoardError::OffBoard { x, y });
    }
    Ok(STRIDE * y + x)
}
// ANCHOR_END: xy2ind

/// Whether a bit index names a cell: inside the 115 bits and not a border bit.
///
/// ```
/// use ch05_isolation::board::is_cell;
/// assert!(is_cell(57));
/// assert!(!is_cell(11) && !is_cell(-1) && !is_cell(115));
/// ```
pub fn is_cell(index: i64) -> bool {
    (0..i64::from(SIZE)).contains(&index) && BLANK_BOARD >> index & 1 == 1
}

/// The one-hot board of a cell index, checked: `1 << index`.
///
/// ```
/// use ch05_isolation::board::cell;
/// assert_eq!(cell(57), Ok(1 << 57));
/// assert!(cell(12).is_err());
/// ```
pub fn cell(index: i64) -> Result<Board, BoardError> {
    if is_cell(index) {
        Ok(1 << index)
    } else {
        Err(BoardError::NotACell { index })
    }
}

// ANCHOR: shift
/// Shifts by a signed amount: `board << amount` or `board >> −amount`. Bits
/// pushed past bit 0 or bit 127 are lost, as are all of them for 128 or more.
///
/// ```
/// use ch05_isolation::board::shift;
/// assert_eq!(shift(1 << 57, 25), 1 << 82);
/// assert_eq!(shift(1 << 10, -27), 0); // below bit 0: gone
/// ```
pub fn shift(board: Board, amount: i32) -> Board {
    let distance = amount.unsigned_abs();
    let shifted = if amount >= 0 {
        board.checked_shl(distance)
    } else {
        board.checked_shr(distance)
    };
    shifted.unwrap_or(0)
}
// ANCHOR_END: shift
