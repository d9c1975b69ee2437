//! The bare-u64 variant of `Bitboard`, for measuring the newtype's cost only.
#![allow(missing_docs, non_snake_case, dead_code)]
use crate::types::Square;
pub type Bitboard = u64;
#[inline(always)]
pub const fn Bitboard(bits: u64) -> u64 { bits }
pub const EMPTY: u64 = 0;
pub const ALL: u64 = !0;
#[inline(always)]
pub const fn from_square(square: Square) -> u64 { debug_assert!(square < 64, "a square is 0 to 63"); 1 << square }
pub trait BitboardOps: Sized {
    fn count(self) -> u32;
    fn contains(self, square: Square) -> bool;
    fn is_empty(self) -> bool;
    fn has_more_than_one(self) -> bool;
    fn lowest(self) -> Square;
    fn iter(self) -> Squares;
}
impl BitboardOps for u64 {
    #[inline(always)] fn count(self) -> u32 { self.count_ones() }
    #[inline(always)] fn contains(self, square: Square) -> bool { debug_assert!(square < 64, "a square is 0 to 63"); self & (1 << square) != 0 }
    #[inline(always)] fn is_empty(self) -> bool { self == 0 }
    #[inline(always)] fn has_more_than_one(self) -> bool { self & self.wrapping_sub(1) != 0 }
    #[inline(always)] fn lowest(self) -> Square { self.trailing_zeros() as Square }
    #[inline(always)] fn iter(self) -> Squares { Squares(self) }
}
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);
impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 { return None; }
        let square = self.0.trailing_zeros() as Square;
        self.0 &= self.0 - 1;
        Some(square)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) { let n = self.0.count_ones() as usize; (n, Some(n)) }
}
impl ExactSizeIterator for Squares {}
