//! The chess board in a `u64`, little-endian rank-file: square a1 is bit 0,
//! h1 is bit 7, a2 is bit 8 and h8 is bit 63, so square = 8 · rank + file.

use std::fmt;

// ANCHOR: square
/// A square's bit index, 0 (a1) to 63 (h8): `8 · rank + file`.
pub type Square = usize;

/// The square on `file` (0 = a) and `rank` (0 = the first rank):
/// `8 · rank + file`.
///
/// ```
/// use ch07_rays::squares::square;
/// assert_eq!(square(4, 3), 28); // e4
/// assert_eq!(square(7, 7), 63); // h8
/// ```
pub const fn square(file: usize, rank: usize) -> Square {
    8 * rank + file
}

/// The file of a square, 0 (a) to 7 (h): `square mod 8`.
///
/// ```
/// use ch07_rays::squares::file_of;
/// assert_eq!(file_of(28), 4); // e4 is on the e-file
/// ```
pub const fn file_of(square: Square) -> usize {
    square % 8
}

/// The rank of a square, 0 (the first) to 7 (the eighth): `⌊square / 8⌋`.
///
/// ```
/// use ch07_rays::squares::rank_of;
/// assert_eq!(rank_of(28), 3); // e4 is on the fourth rank
/// ```
pub const fn rank_of(square: Square) -> usize {
    square / 8
}

/// The one-hot board of a square: `1 ≪ square`.
///
/// ```
/// use ch07_rays::squares::bit;
/// assert_eq!(bit(28), 0x0000_0000_1000_0000); // e4
/// ```
pub const fn bit(square: Square) -> u64 {
    1 << square
}
// ANCHOR_END: square

// ANCHOR: masks
/// The a-file: bits 0, 8, 16, …, 56.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// The h-file: the a-file moved 7 squares east, `FILE_A ≪ 7`.
pub const FILE_H: u64 = FILE_A << 7;
/// The first rank: bits 0 to 7.
pub const RANK_1: u64 = 0xFF;
/// The eighth rank: the first moved 7 ranks north, `RANK_1 ≪ 56`.
pub const RANK_8: u64 = RANK_1 << 56;

/// Every square of a file: `FILE_A ≪ file`.
///
/// ```
/// use ch07_rays::squares::{file_mask, FILE_H};
/// assert_eq!(file_mask(7), FILE_H);
/// assert_eq!(file_mask(4).count_ones(), 8);
/// ```
pub const fn file_mask(file: usize) -> u64 {
    FILE_A << file
}

/// Every square of a rank: `RANK_1 ≪ 8 · rank`.
///
/// ```
/// use ch07_rays::squares::{rank_mask, RANK_8};
/// assert_eq!(rank_mask(7), RANK_8);
/// assert_eq!(rank_mask(3), 0xFF00_0000);
/// ```
pub const fn rank_mask(rank: usize) -> u64 {
    RANK_1 << (8 * rank)
}
// ANCHOR_END: masks

/// Every square but the a-file: AND it in after a step east, so that no
/// square leaves the h-file and lands on the a-file of the next rank.
pub const NOT_FILE_A: u64 = !FILE_A;
/// Every square but the h-file: AND it in after a step west.
pub const NOT_FILE_H: u64 = !FILE_H;
/// Every square but the a- and b-files: for the knight's two steps east.
pub const NOT_FILES_AB: u64 = !(FILE_A | FILE_A << 1);
/// Every square but the g- and h-files: for the knight's two steps west.
pub const NOT_FILES_GH: u64 = !(FILE_H | FILE_H >> 1);

/// Why a square's name was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a square: a file a to h, then a rank 1 to 8, like e4",
            self.text
        )
    }
}

impl std::error::Error for SquareError {}

/// Reads a square's name, a file `a`–`h` then a rank `1`–`8` (`e4` → 28).
///
/// ```
/// use ch07_rays::squares::parse_square;
/// assert_eq!(parse_square("e4"), Ok(28));
/// assert_eq!(parse_square("h8"), Ok(63));
/// assert!(parse_square("z9").is_err());
/// ```
pub fn parse_square(text: &str) -> Result<Square, SquareError> {
    let error = || SquareError {
        text: text.to_string(),
    };
    match text.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            Ok(square((f - b'a') as usize, (r - b'1') as usize))
        }
        _ => Err(error()),
    }
}

/// Reads a board from square names separated by spaces (`"a1 c3"` → bits 0
/// and 18).
///
/// ```
/// use ch07_rays::squares::parse_squares;
/// assert_eq!(parse_squares("a1 c3"), Ok(1 | 1 << 18));
/// assert!(parse_squares("a1 z9").is_err());
/// ```
pub fn parse_squares(names: &str) -> Result<u64, SquareError> {
    names
        .split_whitespace()
        .try_fold(0, |board, name| Ok(board | bit(parse_square(name)?)))
}

/// A square's name: its file letter, then its rank digit (28 → `e4`).
///
/// ```
/// use ch07_rays::squares::square_name;
/// assert_eq!(square_name(0), "a1");
/// assert_eq!(square_name(28), "e4");
/// ```
pub fn square_name(square: Square) -> String {
    let file = (b'a' + file_of(square) as u8) as char;
    let rank = (b'1' + rank_of(square) as u8) as char;
    format!("{file}{rank}")
}

/// The squares of a board, lowest bit first.
///
/// ```
/// use ch07_rays::squares::squares_of;
/// assert_eq!(squares_of(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
/// ```
pub fn squares_of(mut board: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if board == 0 {
            return None;
        }
        let square = board.trailing_zeros() as Square;
        board &= board - 1; // clear the lowest set bit
        Some(square)
    })
}
