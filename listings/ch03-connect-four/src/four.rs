//! Four in a row by shifting: one shift and AND per step, in four directions.

use crate::layout::STRIDE;

// ANCHOR: shifts
/// The distance in bits between neighbours along each line: up a column (1),
/// along a row (7), and the two diagonals, down-right (6) and up-right (8).
pub const DIRECTIONS: [u32; 4] = [1, STRIDE, STRIDE - 1, STRIDE + 1];

/// The lowest cell of every four in a row along direction `d`:
/// `m & (m >> 2d)` with `m = b & (b >> d)`.
///
/// ```
/// use ch03_connect_four::four::fours;
/// let row = 1 | 1 << 7 | 1 << 14 | 1 << 21; // the bottom of columns 0 to 3
/// assert_eq!(fours(row, 7), 1);
/// ```
pub fn fours(board: u64, d: u32) -> u64 {
    let pairs = board & (board >> d);
    pairs & (pairs >> (2 * d))
}

/// Whether `board` holds four in a row, in any of the four directions.
///
/// ```
/// use ch03_connect_four::four::has_four;
/// assert!(has_four(0b1111)); // four at the bottom of column 0
/// assert!(!has_four(0b111)); // three
/// ```
pub fn has_four(board: u64) -> bool {
    DIRECTIONS.iter().any(|&d| fours(board, d) != 0)
}
// ANCHOR_END: shifts
