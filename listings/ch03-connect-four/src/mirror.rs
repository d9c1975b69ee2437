//! Step 10's key: one key for a position and its mirror image.

use crate::layout::{STRIDE, WIDTH};
use crate::position::Position;

// ANCHOR: mirror
/// A bitboard of the layout mirrored left to right: the 7 bits of column
/// `c` moved to column `6 − c`.
///
/// ```
/// use ch03_connect_four::mirror::mirror;
/// assert_eq!(mirror(1), 1 << 42); // the bottom left cell to the bottom right
/// ```
pub fn mirror(bits: u64) -> u64 {
    let column = (1 << STRIDE) - 1;
    (0..WIDTH).fold(0, |mirrored, c| {
        let bits_of_c = (bits >> (STRIDE * c)) & column;
        mirrored | (bits_of_c << (STRIDE * (WIDTH - 1 - c)))
    })
}

/// One key for a position and its mirror image: the smaller of the two
/// keys, `min(key, mirror(key))`.
///
/// ```
/// use ch03_connect_four::{mirror::canonical_key, position::Position};
/// let left = Position::from_moves("1")?;
/// let right = Position::from_moves("7")?;
/// assert_eq!(canonical_key(&left), canonical_key(&right));
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn canonical_key(position: &Position) -> u64 {
    position.key().min(mirror(position.key()))
}
// ANCHOR_END: mirror
