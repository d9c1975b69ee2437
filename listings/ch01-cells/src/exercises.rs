//! The worked solutions of chapter 1's exercises.

use crate::cells::{
    clear_cell, get_cell, set_cell, Bitboard, BoardError, Grid,
};
use std::fmt;

// ANCHOR: count_pieces
/// The number of pieces on `board`, without a loop: its set bits, `count_ones`.
///
/// ```
/// use ch01_cells::exercises::count_pieces;
/// assert_eq!(count_pieces(27), 4);
/// ```
pub fn count_pieces(board: Bitboard) -> u32 {
    board.count_ones()
}
// ANCHOR_END: count_pieces

// ANCHOR: place
/// Why a piece could not be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// The cell is not on the board.
    OffBoard(BoardError),
    /// The cell (x, y) already holds a piece.
    Taken {
        /// Its column.
        x: u32,
        /// Its row.
        y: u32,
    },
}

/// Puts a piece on the empty cell (x, y): `board | cell`, after checking
/// that `board & cell == 0`.
///
/// ```
/// use ch01_cells::{cells::Grid, exercises::{place, PlaceError}};
/// let grid = Grid::TIC_TAC_TOE;
/// assert_eq!(place(27, grid, 2, 0), Ok(31));
/// assert_eq!(place(27, grid, 1, 1), Err(PlaceError::Taken { x: 1, y: 1 }));
/// ```
pub fn place(
    board: Bitboard,
    grid: Grid,
    x: u32,
    y: u32,
) -> Result<Bitboard, PlaceError> {
    let cell = grid.cell(x, y).map_err(PlaceError::OffBoard)?;
    if get_cell(board, cell) {
        return Err(PlaceError::Taken { x, y });
    }
    Ok(set_cell(board, cell))
}
// ANCHOR_END: place

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::OffBoard(error) => write!(f, "{error}"),
            PlaceError::Taken { x, y } => {
                write!(f, "cell (x={x}, y={y}) is taken")
            }
        }
    }
}

impl std::error::Error for PlaceError {}

// ANCHOR: is_one_cell
/// Whether `board` has exactly one bit set, without counting:
/// `b ≠ 0` and `b & (b − 1) = 0`.
///
/// ```
/// use ch01_cells::exercises::is_one_cell;
/// assert!(is_one_cell(8));
/// assert!(!is_one_cell(27));
/// assert!(!is_one_cell(0));
/// ```
pub fn is_one_cell(board: Bitboard) -> bool {
    board != 0 && board & (board - 1) == 0
}
// ANCHOR_END: is_one_cell

// ANCHOR: occupied_cells
/// The coordinates of every piece, lowest bit first: take the lowest set bit
/// (`trailing_zeros`), clear it, and repeat until the board is empty.
///
/// ```
/// use ch01_cells::{cells::Grid, exercises::occupied_cells};
/// let cells = occupied_cells(27, Grid::TIC_TAC_TOE);
/// assert_eq!(cells, Ok(vec![(0, 0), (1, 0), (0, 1), (1, 1)]));
/// assert!(occupied_cells(1 << 9, Grid::TIC_TAC_TOE).is_err()); // no cell 9
/// ```
pub fn occupied_cells(
    board: Bitboard,
    grid: Grid,
) -> Result<Vec<(u32, u32)>, BoardError> {
    let mut left = board;
    let mut cells = Vec::new();
    while left != 0 {
        let bitpos = left.trailing_zeros();
        cells.push(grid.coordinates(bitpos)?);
        left = clear_cell(left, 1 << bitpos);
    }
    Ok(cells)
}
// ANCHOR_END: occupied_cells

// ANCHOR: chess_picture
/// An 8 × 8 board drawn the way chess programmers draw it: bit `8y + x`,
/// row 0 (rank 1) at the **bottom**, files `a` to `h` from the left.
///
/// ```
/// use ch01_cells::exercises::chess_picture;
/// let text = chess_picture(0xff); // row 0 full
/// assert!(text.contains("1 | X X X X X X X X |"));
/// assert!(text.starts_with("  +-"));
/// ```
pub fn chess_picture(board: Bitboard) -> String {
    let grid = Grid::CHESS;
    let rule = "  +-----------------+\n";
    let mut text = String::from(rule);
    for y in (0..8).rev() {
        let mut row = format!("{} |", y + 1); // row y is rank y + 1
        for x in 0..8 {
            let cell = grid.cell(x, y).expect("on the 8 × 8 board");
            row.push_str(if get_cell(board, cell) { " X" } else { " ." });
        }
        text.push_str(&row);
        text.push_str(" |\n");
    }
    text.push_str(rule);
    text.push_str("    a b c d e f g h\n");
    text
}
// ANCHOR_END: chess_picture

// ANCHOR: winning_lines
/// The `2n + 2` lines of an `n × n` board, built from `Grid::cell`: its
/// rows, its columns, and its two diagonals, `(i, i)` and `(n − 1 − i, i)`.
///
/// ```
/// use ch01_cells::exercises::winning_lines;
/// let lines = winning_lines(3)?;
/// assert_eq!(lines.len(), 8);
/// assert_eq!(lines[0], 0b000_000_111); // row 0
/// assert!(winning_lines(9).is_err()); // 81 cells do not fit
/// # Ok::<(), ch01_cells::cells::BoardError>(())
/// ```
pub fn winning_lines(n: u32) -> Result<Vec<Bitboard>, BoardError> {
    let grid = Grid::new(n, n)?;
    let mut lines = Vec::new();
    for y in 0..n {
        let mut row = 0;
        for x in 0..n {
            row = set_cell(row, grid.cell(x, y)?);
        }
        lines.push(row);
    }
    for x in 0..n {
        let mut column = 0;
        for y in 0..n {
            column = set_cell(column, grid.cell(x, y)?);
        }
        lines.push(column);
    }
    let (mut diagonal, mut anti_diagonal) = (0, 0);
    for i in 0..n {
        diagonal = set_cell(diagonal, grid.cell(i, i)?);
        anti_diagonal = set_cell(anti_diagonal, grid.cell(n - 1 - i, i)?);
    }
    lines.push(diagonal);
    lines.push(anti_diagonal);
    Ok(lines)
}

/// Whether `tiles` hold a whole line: `tiles & line == line` for one of them.
///
/// ```
/// use ch01_cells::exercises::{has_won, winning_lines};
/// let lines = winning_lines(3)?;
/// assert!(has_won(0b100_010_001, &lines)); // a diagonal
/// assert!(!has_won(27, &lines)); // a square is no line
/// # Ok::<(), ch01_cells::cells::BoardError>(())
/// ```
pub fn has_won(tiles: Bitboard, lines: &[Bitboard]) -> bool {
    lines.iter().copied().any(|line| tiles & line == line)
}
// ANCHOR_END: winning_lines
