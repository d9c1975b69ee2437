//! The eight symmetries of a square board, applied to bitboards cell by cell.
//!
//! Turning the board a quarter turn, or reflecting it, changes no game: the position
//! is the same up to the symmetry. A square has eight symmetries: four rotations and
//! four reflections.

use crate::bits::bits;
use crate::cells::{Bitboard, BoardError, Grid};

/// One of the eight symmetries of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves every cell where it is.
    Identity,
    /// A quarter turn anticlockwise, as angles turn in mathematics.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// A quarter turn clockwise.
    Rotate270,
    /// Left and right swapped (a vertical mirror).
    FlipX,
    /// Top and bottom swapped (a horizontal mirror).
    FlipY,
    /// Reflected in the diagonal from (0, 0): x and y swapped.
    Transpose,
    /// Reflected in the other diagonal.
    AntiTranspose,
}

impl Symmetry {
    /// All eight, the identity first.
    ///
    /// ```
    /// use ch02_neighbours::symmetry::Symmetry;
    /// assert_eq!(Symmetry::ALL.len(), 8);
    /// ```
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::FlipX,
        Symmetry::FlipY,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the cell (x, y) of an `n × n` board goes (`m = n − 1`):
    /// a quarter turn anticlockwise sends it to `(y, m − x)`.
    ///
    /// ```
    /// use ch02_neighbours::symmetry::Symmetry;
    /// assert_eq!(Symmetry::Rotate90.map(0, 0, 3), (0, 2)); // top left to bottom left
    /// ```
    pub fn map(self, x: u32, y: u32, n: u32) -> (u32, u32) {
        let m = n - 1;
        match self {
            Symmetry::Identity => (x, y),
            Symmetry::Rotate90 => (y, m - x),
            Symmetry::Rotate180 => (m - x, m - y),
            Symmetry::Rotate270 => (m - y, x),
            Symmetry::FlipX => (m - x, y),
            Symmetry::FlipY => (x, m - y),
            Symmetry::Transpose => (y, x),
            Symmetry::AntiTranspose => (m - y, m - x),
        }
    }
}

/// The board with every piece moved by `symmetry`, visiting the set bits one
/// by one; only a square grid has all eight symmetries.
///
/// ```
/// use ch02_neighbours::{cells::Grid, symmetry::{transform, Symmetry}};
/// let grid = Grid::TIC_TAC_TOE;
/// let top_row = 0b000_000_111;
/// assert_eq!(transform(top_row, grid, Symmetry::Rotate90), Ok(0b001_001_001));
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn transform(
    board: Bitboard,
    grid: Grid,
    symmetry: Symmetry,
) -> Result<Bitboard, BoardError> {
    if grid.width() != grid.height() {
        let (width, height) = (grid.width(), grid.height());
        return Err(BoardError::BadShape { width, height });
    }
    let mut moved = 0;
    for bitpos in bits(board) {
        let (x, y) = grid.coordinates(bitpos)?;
        let (x, y) = symmetry.map(x, y, grid.width());
        moved |= grid.cell(x, y)?;
    }
    Ok(moved)
}
