//! Printing a board: as a string of bits, and as a grid of `X` and `.`.
//!
//! Every printer shows all the set bits of the board. A bit beyond the grid's cells is
//! never dropped silently: the bit strings grow to include it and the pictures list it
//! under the grid.

use crate::cells::{Bitboard, Grid};

// ANCHOR: bits_msb_first
/// The board in binary, highest bit first, so bit 0 is the **last** character.
///
/// ```
/// use ch01_cells::{cells::Grid, print::bits_msb_first};
/// assert_eq!(bits_msb_first(27, Grid::TIC_TAC_TOE), "000011011");
/// ```
pub fn bits_msb_first(board: Bitboard, grid: Grid) -> String {
    let digits = grid.cell_count() as usize;
    format!("{board:0digits$b}")
}
// ANCHOR_END: bits_msb_first

// ANCHOR: bits_lsb_first
/// The board bit by bit from bit 0, so bit 0 is the **first** character.
///
/// That is the reading order of the cells: row 0 left to right, then row 1, …
///
/// ```
/// use ch01_cells::{cells::Grid, print::bits_lsb_first};
/// assert_eq!(bits_lsb_first(27, Grid::TIC_TAC_TOE), "110110000");
/// ```
pub fn bits_lsb_first(board: Bitboard, grid: Grid) -> String {
    bits_msb_first(board, grid).chars().rev().collect()
}
// ANCHOR_END: bits_lsb_first

// ANCHOR: picture
/// The board as a grid: `X` for a set bit, `.` for a clear one, row 0 on top.
///
/// ```
/// use ch01_cells::{cells::Grid, print::picture};
/// let text = picture(27, Grid::TIC_TAC_TOE);
/// assert!(text.contains("0 | X X . |"));
/// ```
pub fn picture(board: Bitboard, grid: Grid) -> String {
    let cell_text = |bitpos: u32| {
        let set = board & (1 << bitpos) != 0;
        String::from(if set { "X" } else { "." })
    };
    let mut text = render(grid, 1, cell_text);
    let outside = board & !grid.full();
    if outside != 0 {
        let list = bit_list(outside);
        text.push_str(&format!("bits beyond the board: {list}\n"));
    }
    text
}
// ANCHOR_END: picture

/// The bit position of every cell, drawn as a grid: the map from (x, y) to bits.
///
/// ```
/// use ch01_cells::{cells::Grid, print::bit_numbers};
/// assert!(bit_numbers(Grid::TIC_TAC_TOE).contains("2 | 6 7 8 |"));
/// ```
pub fn bit_numbers(grid: Grid) -> String {
    let widest = (grid.cell_count() - 1).to_string().len();
    render(grid, widest, |bitpos| bitpos.to_string())
}

/// Several pictures next to each other, each under its caption, `gap` spaces
/// apart (for comparing boards before and after an operation).
///
/// ```
/// use ch01_cells::print::side_by_side;
/// let text = side_by_side(&[("a", "1\n2\n".into()), ("b", "3\n".into())], 2);
/// assert_eq!(text, "a  b\n1  3\n2\n");
/// ```
pub fn side_by_side(pictures: &[(&str, String)], gap: usize) -> String {
    let columns: Vec<Vec<&str>> = pictures
        .iter()
        .map(|(caption, picture)| {
            std::iter::once(*caption).chain(picture.lines()).collect()
        })
        .collect();
    let widths: Vec<usize> = columns
        .iter()
        .map(|lines| lines.iter().map(|l| l.chars().count()).max().unwrap_or(0))
        .collect();
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    let mut text = String::new();
    for row in 0..rows {
        let mut line = String::new();
        for (column, width) in columns.iter().zip(&widths) {
            let cell = column.get(row).copied().unwrap_or("");
            line.push_str(&format!("{cell:width$}{:gap$}", ""));
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The positions of the set bits, lowest first, separated by commas.
///
/// ```
/// use ch01_cells::print::bit_list;
/// assert_eq!(bit_list(27), "0, 1, 3, 4");
/// assert_eq!(bit_list(0), "");
/// ```
pub fn bit_list(board: Bitboard) -> String {
    (0..64)
        .filter(|bit| board & (1 << bit) != 0)
        .map(|bit| bit.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Draws a grid with x across the top and y down the side; `cell_text(bitpos)` fills
/// each cell, right-aligned in at least `cell_width` characters.
///
/// ```
/// use ch01_cells::{cells::Grid, print::render};
/// let grid = Grid::new(2, 1)?;
/// let text = render(grid, 1, |bitpos| ["A", "B"][bitpos as usize].to_string());
/// assert_eq!(text, "    0 1  x\n  +-----+\n0 | A B |\ny +-----+\n");
/// # Ok::<(), ch01_cells::cells::BoardError>(())
/// ```
pub fn render(
    grid: Grid,
    cell_width: usize,
    cell_text: impl Fn(u32) -> String,
) -> String {
    let y_width = (grid.height() - 1).to_string().len();
    let cell_width = cell_width.max((grid.width() - 1).to_string().len());
    let mut header = format!("{:y_width$}  ", "");
    for x in 0..grid.width() {
        header.push_str(&format!(" {x:>cell_width$}"));
    }
    let rule = format!(
        "{:y_width$} +{}-+",
        "",
        "-".repeat((cell_width + 1) * grid.width() as usize)
    );
    let mut text = format!("{}  x\n{rule}\n", header.trim_end());
    for y in 0..grid.height() {
        let mut row = format!("{y:>y_width$} |");
        for x in 0..grid.width() {
            let bitpos = y * grid.width() + x;
            row.push_str(&format!(" {:>cell_width$}", cell_text(bitpos)));
        }
        text.push_str(&format!("{row} |\n"));
    }
    text.push_str(&format!("{:>y_width$}{}\n", "y", &rule[y_width..]));
    text
}
