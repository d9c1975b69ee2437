//! The layout: 7 bits a column, bottom row first, the seventh always empty.
//!
//! Cell (column, row), both from 0 and row 0 at the bottom, is bit
//! `7·column + row`. Bits `7·column + 6` form the sentinel row: no disc is ever
//! put there, so a run of discs cannot continue from the top of one column into
//! the bottom of the next.

// ANCHOR: numbering
/// Columns.
pub const WIDTH: u32 = 7;
/// Rows.
pub const HEIGHT: u32 = 6;
/// Bits a column: its six cells and the sentinel bit above them, `H + 1 = 7`.
pub const STRIDE: u32 = HEIGHT + 1;

/// The bit of the cell in `column` and `row`: `7·column + row`.
///
/// ```
/// use ch03_connect_four::layout::bit;
/// assert_eq!(bit(3, 2), 23);
/// ```
pub const fn bit(column: u32, row: u32) -> u32 {
    STRIDE * column + row
}
// ANCHOR_END: numbering

// ANCHOR: all_masks
/// The bottom cell of every column: bits 0, 7, 14, …, 42.
pub const BOTTOM: u64 = {
    let mut mask = 0;
    let mut column = 0;
    while column < WIDTH {
        mask |= 1 << bit(column, 0);
        column += 1;
    }
    mask
};

/// Every cell of the board, the 42 bits without the sentinel row:
/// `BOTTOM · (2⁶ − 1)`.
pub const BOARD: u64 = BOTTOM * ((1 << HEIGHT) - 1);

/// The sentinel row, bits `7·column + 6`: always empty.
pub const SENTINEL_ROW: u64 = BOTTOM << HEIGHT;

/// The six cells of `column`: `(2⁶ − 1) << 7·column`.
///
/// ```
/// use ch03_connect_four::layout::column_mask;
/// assert_eq!(column_mask(1), 0b111111 << 7);
/// ```
pub const fn column_mask(column: u32) -> u64 {
    ((1 << HEIGHT) - 1) << (STRIDE * column)
}

/// The bottom cell of `column`: `1 << 7·column`.
///
/// ```
/// use ch03_connect_four::layout::bottom_cell;
/// assert_eq!(bottom_cell(2), 1 << 14);
/// ```
pub const fn bottom_cell(column: u32) -> u64 {
    1 << (STRIDE * column)
}

/// The top cell of `column`: `1 << (7·column + 5)`.
///
/// ```
/// use ch03_connect_four::layout::top_cell;
/// assert_eq!(top_cell(0), 1 << 5);
/// ```
pub const fn top_cell(column: u32) -> u64 {
    1 << (STRIDE * column + HEIGHT - 1)
}
// ANCHOR_END: all_masks
