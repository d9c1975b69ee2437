//! One-hot masks that go wrong, and the Rust that gets them right.
//!
//! C code often writes a cell as `1 << bitpos`. The literal `1` is a 32-bit `int`, so
//! on a board of more than 31 cells the mask is wrong before it ever reaches the
//! 64-bit board. In Rust, a shift of 64 or more is an overflow: a panic in a debug
//! build, so the checked form is the one to reach for.

use crate::cells::Bitboard;

// ANCHOR: c_int_one_hot
/// What C's `(uint64_t)(1 << bitpos)` gives on x86-64: `1` is a 32-bit `int`.
///
/// The processor takes the shift count mod 32, and the `int` result is
/// sign-extended when it becomes 64 bits wide. (The C standard calls both
/// cases undefined behaviour, which is worse: the compiler may assume that
/// they never happen.)
///
/// ```
/// use ch01_cells::pitfalls::c_int_one_hot;
/// assert_eq!(c_int_one_hot(5), 1 << 5); // fine below bit 31
/// assert_eq!(c_int_one_hot(37), 1 << 5); // bit 37 lands on bit 5
/// assert_eq!(c_int_one_hot(31), 0xFFFF_FFFF_8000_0000); // 33 bits set
/// ```
pub fn c_int_one_hot(bitpos: u32) -> Bitboard {
    let int_result: i32 = 1i32.wrapping_shl(bitpos); // shift count mod 32
    i64::from(int_result) as u64 // sign extension to 64 bits
}
// ANCHOR_END: c_int_one_hot

// ANCHOR: one_hot
/// The one-hot bitboard `1 << bitpos`, or `None` if `bitpos ≥ 64`: no such bit.
///
/// ```
/// use ch01_cells::pitfalls::one_hot;
/// assert_eq!(one_hot(37), Some(1 << 37));
/// assert_eq!(one_hot(64), None); // `1u64 << 64` would overflow
/// ```
pub fn one_hot(bitpos: u32) -> Option<Bitboard> {
    1u64.checked_shl(bitpos)
}
// ANCHOR_END: one_hot
