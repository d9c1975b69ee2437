//! Knights and kings: pieces that jump to fixed squares, found for every piece
//! of a board at once by shifts, each followed by the mask of the files it
//! must not land on.

use crate::squares::{
    bit, Square, NOT_FILES_AB, NOT_FILES_GH, NOT_FILE_A, NOT_FILE_H,
};

// ANCHOR: knight_attacks_all
/// Every square some knight attacks: the eight jumps `±6, ±10, ±15, ±17` as
/// shifts, each ANDed with the files a jump east or west cannot land on.
///
/// ```
/// use ch07_rays::leapers::knight_attacks_all;
/// assert_eq!(knight_attacks_all(1 << 0), 1 << 10 | 1 << 17); // a1: c2, b3
/// assert_eq!(knight_attacks_all(1 << 0 | 1 << 7).count_ones(), 4); // a1, h1
/// ```
pub const fn knight_attacks_all(knights: u64) -> u64 {
    let one_east = (knights << 17 | knights >> 15) & NOT_FILE_A;
    let one_west = (knights << 15 | knights >> 17) & NOT_FILE_H;
    let two_east = (knights << 10 | knights >> 6) & NOT_FILES_AB;
    let two_west = (knights << 6 | knights >> 10) & NOT_FILES_GH;
    one_east | one_west | two_east | two_west
}
// ANCHOR_END: knight_attacks_all

/// The squares a knight on `from` attacks: the jumps of a board of one knight.
///
/// ```
/// use ch07_rays::leapers::knight_attacks;
/// assert_eq!(knight_attacks(28).count_ones(), 8); // e4
/// assert_eq!(knight_attacks(31).count_ones(), 4); // h4
/// ```
pub const fn knight_attacks(from: Square) -> u64 {
    knight_attacks_all(bit(from))
}

// ANCHOR: king_attacks_all
/// Every square some king attacks: one step east and west (masked), then the
/// kings and those steps moved one rank up and one down, `±1, ±7, ±8, ±9`.
///
/// ```
/// use ch07_rays::leapers::king_attacks_all;
/// assert_eq!(king_attacks_all(1 << 0), 1 << 1 | 1 << 8 | 1 << 9); // a1
/// ```
pub const fn king_attacks_all(kings: u64) -> u64 {
    let east = (kings << 1) & NOT_FILE_A;
    let west = (kings >> 1) & NOT_FILE_H;
    let row = kings | east | west;
    east | west | row << 8 | row >> 8
}
// ANCHOR_END: king_attacks_all

/// The squares a king on `from` attacks.
///
/// ```
/// use ch07_rays::leapers::king_attacks;
/// assert_eq!(king_attacks(28).count_ones(), 8); // e4
/// assert_eq!(king_attacks(63).count_ones(), 3); // h8
/// ```
pub const fn king_attacks(from: Square) -> u64 {
    king_attacks_all(bit(from))
}
