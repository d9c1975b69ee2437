//! A `Bitboard`: a `u64` with a name and a meaning (bit `s` set = square `s`
//! in the set), its operators, the squares it holds and its picture.

use crate::types::Square;
use std::fmt;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl,
    ShlAssign, Shr, ShrAssign,
};

// ANCHOR: bitboard
/// A set of squares: bit `s` of the `u64` is set when square `s` is in it
/// (a1 = bit 0, h1 = bit 7, a8 = bit 56); `repr(transparent)` makes it a
/// `u64` in memory and in calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Bitboard(pub u64);
// ANCHOR_END: bitboard

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const ALL: Bitboard = Bitboard(!0);

    /// The set of one square: `1 ≪ square`, for a square from 0 to 63 (a
    /// larger number panics in a debug build).
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert_eq!(Bitboard::from_square(28), Bitboard(1 << 28)); // e4
    /// ```
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        debug_assert!(square < 64, "a square is 0 to 63");
        Bitboard(1 << square)
    }

    /// True when no square is in the set: `b = 0`.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!(!Bitboard(1).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set: the population count of `b`.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert_eq!(Bitboard(0b1011).count(), 3);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// True when `square` is in the set: `b & (1 ≪ square) ≠ 0`, for a
    /// square from 0 to 63 (a larger number panics in a debug build).
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert!(Bitboard(1 << 28).contains(28));
    /// assert!(!Bitboard(1 << 28).contains(27));
    /// ```
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        debug_assert!(square < 64, "a square is 0 to 63");
        self.0 & (1 << square) != 0
    }

    /// True when the set has more than one square: `b & (b − 1) ≠ 0`.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert!(Bitboard(0b101).has_more_than_one());
    /// assert!(!Bitboard(0b100).has_more_than_one());
    /// ```
    #[inline]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square of the set (64 when it is empty): the trailing zeros.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// assert_eq!(Bitboard(0b1000).lowest(), 3);
    /// ```
    #[inline]
    pub const fn lowest(self) -> Square {
        self.0.trailing_zeros() as Square
    }

    /// The squares of the set, lowest first.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// let squares: Vec<usize> = Bitboard(0b1010_0001).iter().collect();
    /// assert_eq!(squares, vec![0, 5, 7]);
    /// ```
    #[inline]
    pub const fn iter(self) -> Squares {
        Squares(self.0)
    }
}

// ANCHOR: squares_iter
/// The squares of a bitboard, lowest first: each step takes the lowest set
/// bit (its trailing zeros) and clears it, `b & (b − 1)`.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros() as Square;
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        self.iter()
    }
}
// ANCHOR_END: squares_iter

// ANCHOR: operators
impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl Shl<u32> for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn shl(self, n: u32) -> Bitboard {
        Bitboard(self.0 << n)
    }
}

impl Shr<u32> for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn shr(self, n: u32) -> Bitboard {
        Bitboard(self.0 >> n)
    }
}
// ANCHOR_END: operators

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, other: Bitboard) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, other: Bitboard) {
        self.0 |= other.0;
    }
}

impl BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, other: Bitboard) {
        self.0 ^= other.0;
    }
}

impl ShlAssign<u32> for Bitboard {
    #[inline]
    fn shl_assign(&mut self, n: u32) {
        self.0 <<= n;
    }
}

impl ShrAssign<u32> for Bitboard {
    #[inline]
    fn shr_assign(&mut self, n: u32) {
        self.0 >>= n;
    }
}

// ANCHOR: display
/// The board with rank 8 on top: `x` for a square in the set, `.` for one
/// outside it, ranks labelled 1–8 on the left and files a–h below.
impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write!(f, "{}", rank + 1)?;
            for file in 0..8 {
                let mark = if self.contains(8 * rank + file) {
                    'x'
                } else {
                    '.'
                };
                write!(f, " {mark}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  a b c d e f g h")
    }
}
// ANCHOR_END: display

/// Every square but the a-file.
const NOT_A: u64 = !0x0101_0101_0101_0101;
/// Every square but the h-file.
const NOT_H: u64 = !0x8080_8080_8080_8080;
/// Every square but the a- and b-files.
const NOT_AB: u64 = !0x0303_0303_0303_0303;
/// Every square but the g- and h-files.
const NOT_GH: u64 = !0xC0C0_C0C0_C0C0_C0C0;

// ANCHOR: knight_fill
/// Every square a knight of `b` attacks, on a bare `u64`: the eight jumps as
/// shifts `±6, ±10, ±15, ±17`, each masked by the files it cannot land on.
///
/// ```
/// use ch08_chess::bitboard::knight_fill_u64;
/// assert_eq!(knight_fill_u64(1), 1 << 10 | 1 << 17); // a1: c2 and b3
/// ```
pub fn knight_fill_u64(b: u64) -> u64 {
    let one_east = (b << 17 | b >> 15) & NOT_A;
    let one_west = (b << 15 | b >> 17) & NOT_H;
    let two_east = (b << 10 | b >> 6) & NOT_AB;
    let two_west = (b << 6 | b >> 10) & NOT_GH;
    one_east | one_west | two_east | two_west
}

/// The same jumps on a `Bitboard`: the newtype's operators compile to the
/// same instructions as the bare `u64`'s.
///
/// ```
/// use ch08_chess::bitboard::{knight_fill, Bitboard};
/// assert_eq!(knight_fill(Bitboard(1)), Bitboard(1 << 10 | 1 << 17));
/// ```
pub fn knight_fill(b: Bitboard) -> Bitboard {
    let (a, h) = (Bitboard(NOT_A), Bitboard(NOT_H));
    let (ab, gh) = (Bitboard(NOT_AB), Bitboard(NOT_GH));
    let one_east = (b << 17 | b >> 15) & a;
    let one_west = (b << 15 | b >> 17) & h;
    let two_east = (b << 10 | b >> 6) & ab;
    let two_west = (b << 6 | b >> 10) & gh;
    one_east | one_west | two_east | two_west
}
// ANCHOR_END: knight_fill
