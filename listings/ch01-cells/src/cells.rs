//! Cells as one-hot integers.
//!
//! A board of at most 64 cells is a `u64` with one bit per cell: 1 means "a piece is
//! here", 0 means "empty". A single cell is a board too: a `u64` with exactly one bit
//! set (a *one-hot* integer). On a board `W` cells wide, cell (x, y) is bit
//! `y · W + x`, where x counts columns from 0 on the left and y counts rows from 0 at
//! the top, in the order the printers of [`crate::print`] draw them.

use std::fmt;

// ANCHOR: bitboard
/// A set of cells, one bit per cell: bit `n` is 1 when cell `n` is occupied.
pub type Bitboard = u64;
// ANCHOR_END: bitboard

// ANCHOR: grid
/// The shape of a board: `width × height` cells, numbered row by row from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    width: u32,
    height: u32,
}
// ANCHOR_END: grid

/// Why a shape, a coordinate or a bit position was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A grid needs between 1 and 64 cells to fit in a [`Bitboard`].
    BadShape {
        /// The requested number of columns.
        width: u32,
        /// The requested number of rows.
        height: u32,
    },
    /// The cell (x, y) lies outside the grid.
    OffBoard {
        /// The column asked for.
        x: u32,
        /// The row asked for.
        y: u32,
        /// The grid it is not on.
        grid: Grid,
    },
    /// The bit position names no cell of the grid.
    NoSuchBit {
        /// The bit position asked for.
        bitpos: u32,
        /// The grid it is not on.
        grid: Grid,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::BadShape { width, height } => write!(
                f,
                "a {width}×{height} board does not fit in 64 bits (it needs 1 to 64 cells)"
            ),
            BoardError::OffBoard { x, y, grid } => write!(
                f,
                "cell (x={x}, y={y}) is off the {grid} board (x < {}, y < {})",
                grid.width, grid.height
            ),
            BoardError::NoSuchBit { bitpos, grid } => write!(
                f,
                "bit {bitpos} is not a cell of the {grid} board (bits 0 to {})",
                grid.cell_count() - 1
            ),
        }
    }
}

impl std::error::Error for BoardError {}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

impl Grid {
    /// The 3 × 3 board of tic-tac-toe.
    pub const TIC_TAC_TOE: Grid = Grid {
        width: 3,
        height: 3,
    };

    /// The 8 × 8 board of chess and draughts: exactly 64 cells.
    pub const CHESS: Grid = Grid {
        width: 8,
        height: 8,
    };

    /// A grid of `width × height` cells; it must have 1 to 64 cells.
    ///
    /// ```
    /// use ch01_cells::cells::Grid;
    /// assert_eq!(Grid::new(3, 3), Ok(Grid::TIC_TAC_TOE));
    /// assert!(Grid::new(9, 9).is_err()); // 81 cells need more than 64 bits
    /// ```
    pub fn new(width: u32, height: u32) -> Result<Grid, BoardError> {
        match width.checked_mul(height) {
            Some(1..=64) => Ok(Grid { width, height }),
            _ => Err(BoardError::BadShape { width, height }),
        }
    }

    /// The number of columns, `W`.
    ///
    /// ```
    /// assert_eq!(ch01_cells::cells::Grid::CHESS.width(), 8);
    /// ```
    pub fn width(self) -> u32 {
        self.width
    }

    /// The number of rows, `H`.
    ///
    /// ```
    /// assert_eq!(ch01_cells::cells::Grid::TIC_TAC_TOE.height(), 3);
    /// ```
    pub fn height(self) -> u32 {
        self.height
    }

    /// The number of cells, `W · H`.
    ///
    /// ```
    /// assert_eq!(ch01_cells::cells::Grid::TIC_TAC_TOE.cell_count(), 9);
    /// ```
    pub fn cell_count(self) -> u32 {
        self.width * self.height
    }

    // ANCHOR: bit_position
    /// The bit of cell (x, y): `bitpos = y · W + x`.
    ///
    /// ```
    /// use ch01_cells::cells::Grid;
    /// assert_eq!(Grid::TIC_TAC_TOE.bit_position(1, 2), Ok(7));
    /// assert!(Grid::TIC_TAC_TOE.bit_position(3, 0).is_err()); // off the board
    /// ```
    pub fn bit_position(self, x: u32, y: u32) -> Result<u32, BoardError> {
        if x >= self.width || y >= self.height {
            return Err(BoardError::OffBoard { x, y, grid: self });
        }
        Ok(y * self.width + x)
    }
    // ANCHOR_END: bit_position

    // ANCHOR: coordinates
    /// The cell of bit `bitpos`: `x = bitpos mod W`, `y = ⌊bitpos / W⌋`.
    ///
    /// ```
    /// use ch01_cells::cells::Grid;
    /// assert_eq!(Grid::TIC_TAC_TOE.coordinates(7), Ok((1, 2)));
    /// assert!(Grid::TIC_TAC_TOE.coordinates(9).is_err()); // bits 0 to 8 only
    /// ```
    pub fn coordinates(self, bitpos: u32) -> Result<(u32, u32), BoardError> {
        if bitpos >= self.cell_count() {
            return Err(BoardError::NoSuchBit { bitpos, grid: self });
        }
        Ok((bitpos % self.width, bitpos / self.width))
    }
    // ANCHOR_END: coordinates

    // ANCHOR: cell
    /// The one-hot bitboard of cell (x, y): `1 << (y · W + x)`.
    ///
    /// ```
    /// use ch01_cells::cells::Grid;
    /// assert_eq!(Grid::TIC_TAC_TOE.cell(1, 2), Ok(0b010_000_000));
    /// ```
    pub fn cell(self, x: u32, y: u32) -> Result<Bitboard, BoardError> {
        let bitpos = self.bit_position(x, y)?;
        Ok(1 << bitpos)
    }
    // ANCHOR_END: cell

    /// Every cell of the grid at once: the lowest `W · H` bits set.
    ///
    /// ```
    /// use ch01_cells::cells::Grid;
    /// assert_eq!(Grid::TIC_TAC_TOE.full(), 0b111_111_111);
    /// assert_eq!(Grid::CHESS.full(), u64::MAX);
    /// ```
    pub fn full(self) -> Bitboard {
        // cell_count is 1..=64, so the shift is 0..=63 and cannot overflow.
        u64::MAX >> (64 - self.cell_count())
    }
}

// ANCHOR: get_cell
/// Reads a cell: `board & cell != 0` (the cell is a one-hot bitboard).
///
/// ```
/// use ch01_cells::cells::get_cell;
/// assert!(get_cell(0b11011, 1 << 3)); // bit 3 of 27 is set
/// assert!(!get_cell(0b11011, 1 << 2)); // bit 2 is not
/// ```
pub fn get_cell(board: Bitboard, cell: Bitboard) -> bool {
    board & cell != 0
}
// ANCHOR_END: get_cell

// ANCHOR: set_cell
/// Puts a piece on a cell: `board | cell`.
///
/// ```
/// use ch01_cells::cells::set_cell;
/// assert_eq!(set_cell(0b11011, 1 << 2), 0b11111);
/// assert_eq!(set_cell(0b11011, 1 << 3), 0b11011); // already set: no change
/// ```
pub fn set_cell(board: Bitboard, cell: Bitboard) -> Bitboard {
    board | cell
}
// ANCHOR_END: set_cell

// ANCHOR: clear_cell
/// Empties a cell: `board & !cell`.
///
/// ```
/// use ch01_cells::cells::clear_cell;
/// assert_eq!(clear_cell(0b11011, 1 << 3), 0b10011);
/// assert_eq!(clear_cell(0b11011, 1 << 2), 0b11011); // already empty
/// ```
pub fn clear_cell(board: Bitboard, cell: Bitboard) -> Bitboard {
    board & !cell
}
// ANCHOR_END: clear_cell

// ANCHOR: toggle_cell
/// Flips a cell, empty to full or full to empty: `board ^ cell`.
///
/// ```
/// use ch01_cells::cells::toggle_cell;
/// assert_eq!(toggle_cell(0b11011, 1 << 3), 0b10011);
/// assert_eq!(toggle_cell(0b10011, 1 << 3), 0b11011); // twice is no change
/// ```
pub fn toggle_cell(board: Bitboard, cell: Bitboard) -> Bitboard {
    board ^ cell
}
// ANCHOR_END: toggle_cell
