//! The source's move formula, transcribed as written, for the errata.

// ANCHOR: source
/// The source's shifts, indexed UP, DOWN, LEFT, RIGHT: `+7, −7, +1, −1`.
pub const SOURCE_SHIFT: [i32; 4] = [7, -7, 1, -1];

/// The source's formula, as written: `marbles & mask[d]
/// & (marbles >> shift[d]) & ~(marbles >> (2 * shift[d]))`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::source::{source_possible_moves, SOURCE_SHIFT};
/// let up = ENGLISH_GEOMETRY.starts[0];
/// assert_eq!(source_possible_moves(START, up, SOURCE_SHIFT[0]), 1 << 10);
/// ```
pub fn source_possible_moves(marbles: u64, mask: u64, shift: i32) -> u64 {
    marbles & mask & (marbles >> shift) & !(marbles >> (2 * shift))
}
// ANCHOR_END: source
