//! Shift amounts of 64 or more: what Rust does with them; and how Rust and C
//! read `board & cell != 0`.

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

#[test]
// ANCHOR: and_binds_before_comparison
fn and_binds_before_comparison() {
    // Board 27: bit 0 is set, and cell (2, 0), bit 2, is empty.
    let (board, cell): (u64, u64) = (27, 1 << 2);
    // Rust reads `board & cell != 0` as `(board & cell) != 0`: empty.
    let as_rust_reads_it = board & cell != 0;
    assert!(!as_rust_reads_it);
    // C reads it as `board & (cell != 0)`, that is `board & 1`: bit 0 of the
    // board, which is set, whatever cell was asked for.
    let as_c_reads_it = board & u64::from(cell != 0) != 0;
    assert!(as_c_reads_it);
}
// ANCHOR_END: and_binds_before_comparison
