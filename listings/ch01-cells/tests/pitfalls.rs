//! Shift amounts of 64 or more: what Rust does with them.

use ch01_cells::pitfalls::one_hot;
use std::hint::black_box;

#[test]
// ANCHOR: shift_by_64_panics
fn shift_by_64_panics() {
    let bitpos: u32 = black_box(64); // hidden from the compiler
    let shifted = std::panic::catch_unwind(|| 1u64 << bitpos);
    if cfg!(debug_assertions) {
        let panic = shifted.expect_err("a debug build checks shifts");
        let message = panic.downcast_ref::<&str>().copied().unwrap_or_default();
        assert_eq!(message, "attempt to shift left with overflow");
    } else {
        assert_eq!(shifted.ok(), Some(1)); // release: shifted by 64 mod 64
    }
}
// ANCHOR_END: shift_by_64_panics

#[test]
// ANCHOR: shift_by_64_checked
fn shift_by_64_checked() {
    let bitpos: u32 = black_box(64);
    assert_eq!(1u64.checked_shl(bitpos), None); // says "no such bit"
    assert_eq!(one_hot(bitpos), None); // the same, by name
    assert_eq!(1u64.wrapping_shl(bitpos), 1); // silently bit 64 mod 64 = 0
    assert_eq!(1u64.wrapping_shl(black_box(65)), 2); // silently bit 1
}
// ANCHOR_END: shift_by_64_checked
