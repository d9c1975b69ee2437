//! Counting the set bits of a board and visiting them one at a time.

use crate::cells::Bitboard;

// ANCHOR: count
/// The number of pieces: `board.count_ones()`, the population count.
///
/// ```
/// use ch02_neighbours::bits::count;
/// assert_eq!(count(0b11011), 4);
/// ```
pub fn count(board: Bitboard) -> u32 {
    board.count_ones()
}
// ANCHOR_END: count

// ANCHOR: lowest
/// The position of the lowest set bit (`trailing_zeros`), or `None` if the
/// board is empty.
///
/// ```
/// use ch02_neighbours::bits::lowest;
/// assert_eq!(lowest(0b11000), Some(3));
/// assert_eq!(lowest(0), None);
/// ```
pub fn lowest(board: Bitboard) -> Option<u32> {
    (board != 0).then(|| board.trailing_zeros())
}
// ANCHOR_END: lowest

// ANCHOR: without_lowest
/// The board without its lowest set bit: `b & (b − 1)`.
///
/// Subtracting 1 turns the lowest 1 into 0 and the 0s below it into 1s, so
/// the AND keeps every bit above it and none at or below it.
///
/// ```
/// use ch02_neighbours::bits::without_lowest;
/// assert_eq!(without_lowest(0b10110), 0b10100);
/// assert_eq!(without_lowest(0), 0);
/// ```
pub fn without_lowest(board: Bitboard) -> Bitboard {
    board & board.wrapping_sub(1)
}
// ANCHOR_END: without_lowest

// ANCHOR: count_by_clearing
/// Counts the set bits by clearing the lowest one until none is left: one
/// turn of the loop per piece, however wide the board.
///
/// ```
/// use ch02_neighbours::bits::count_by_clearing;
/// assert_eq!(count_by_clearing(0b11011), 4);
/// ```
pub fn count_by_clearing(mut board: Bitboard) -> u32 {
    let mut pieces = 0;
    while board != 0 {
        board &= board - 1;
        pieces += 1;
    }
    pieces
}
// ANCHOR_END: count_by_clearing

// ANCHOR: bits
/// The positions of the set bits of a board, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits(Bitboard);

impl Iterator for Bits {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let position = self.0.trailing_zeros();
        self.0 &= self.0 - 1; // clear the bit just visited
        Some(position)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.0.count_ones() as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Bits {}

/// Iterates over the positions of the set bits of `board`, lowest first.
///
/// ```
/// use ch02_neighbours::bits::bits;
/// assert_eq!(bits(0b11011).collect::<Vec<_>>(), [0, 1, 3, 4]);
/// ```
pub fn bits(board: Bitboard) -> Bits {
    Bits(board)
}
// ANCHOR_END: bits
