//! Lines of cells built from shifts: the rows, columns and diagonals of a board.

use crate::cells::{Bitboard, Grid};
use crate::shifts::{shift_board, Direction};

// ANCHOR: line
/// The `length` cells from the one-hot `start` going `direction`, or `None`
/// if the line would leave the board.
///
/// ```
/// use ch02_neighbours::{cells::Grid, lines::line, shifts::Direction};
/// let grid = Grid::TIC_TAC_TOE;
/// let diagonal = line(grid, grid.cell(0, 0)?, Direction::SouthEast, 3);
/// assert_eq!(diagonal, Some(0b100_010_001));
/// assert_eq!(line(grid, grid.cell(1, 0)?, Direction::SouthEast, 3), None);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn line(
    grid: Grid,
    start: Bitboard,
    direction: Direction,
    length: u32,
) -> Option<Bitboard> {
    if length == 0 {
        return Some(0);
    }
    let mut cells = start;
    let mut tip = start;
    for _ in 1..length {
        tip = shift_board(tip, grid, direction);
        if tip == 0 {
            return None; // the next cell is off the board
        }
        cells |= tip;
    }
    Some(cells)
}
// ANCHOR_END: line

// ANCHOR: all_lines
/// Every line of `length` cells on the grid: rows, columns and both
/// diagonals, each once (they are drawn east, south, south-east, south-west).
///
/// ```
/// use ch02_neighbours::{cells::Grid, lines::all_lines};
/// assert_eq!(all_lines(Grid::TIC_TAC_TOE, 3).len(), 8);
/// assert_eq!(all_lines(Grid::new(7, 6)?, 4).len(), 69); // Connect Four
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn all_lines(grid: Grid, length: u32) -> Vec<Bitboard> {
    if length < 2 {
        // A one-cell line has no direction: each cell once, not four times.
        let cells = (0..grid.cell_count()).map(|bitpos| 1 << bitpos);
        return cells.filter(|_| length == 1).collect();
    }
    let directions = [
        Direction::East,
        Direction::South,
        Direction::SouthEast,
        Direction::SouthWest,
    ];
    let mut lines = Vec::new();
    for direction in directions {
        for bitpos in 0..grid.cell_count() {
            lines.extend(line(grid, 1 << bitpos, direction, length));
        }
    }
    lines
}
// ANCHOR_END: all_lines
