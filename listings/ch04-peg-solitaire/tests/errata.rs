//! The source's mistakes, each reproduced as written and set beside the fix.

use ch04_peg_solitaire::board::{Board, ENGLISH, START};
use ch04_peg_solitaire::direction::Direction;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::jumps;
use ch04_peg_solitaire::notation::square_name;
use ch04_peg_solitaire::source::{source_possible_moves, SOURCE_SHIFT};
use std::hint::black_box;
use std::panic::catch_unwind;

/// The numbers the source's bit map prints in bold, copied from it: the
/// playable holes, according to the map.
const SOURCE_BOLD: [u32; 32] = [
    46, 45, 44, 39, 38, 37, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22,
    21, 20, 19, 18, 17, 16, 15, 14, 10, 9, 4, 3, 2,
];

#[test]
// ANCHOR: bit_11
fn bit_11_is_a_hole() {
    let bold: Board = SOURCE_BOLD.iter().fold(0, |b, &i| b | 1 << i);
    assert_eq!(bold.count_ones(), 32); // but the board has 33 holes
    assert_eq!(ENGLISH.count_ones(), 33);
    assert_eq!(ENGLISH ^ bold, 1 << 11); // the one the map left out
    assert_eq!(square_name(11), "c2");
}
// ANCHOR_END: bit_11

#[test]
// ANCHOR: negative_shift
fn negative_shifts() {
    let down = ENGLISH_GEOMETRY.starts[Direction::Down.index()];
    // The source's formula with its shift for DOWN, -7, read at run time.
    let shift = black_box(SOURCE_SHIFT[Direction::Down.index()]);
    let as_written = catch_unwind(|| source_possible_moves(START, down, shift));
    if cfg!(debug_assertions) {
        // A debug build checks every shift: "shift right with overflow".
        assert!(as_written.is_err());
    } else {
        // A release build uses the amount modulo 64: -7 becomes 57.
        assert_eq!(as_written.ok(), Some(0)); // no move down, ever
    }
    // What the release build does, spelled out: -7, -14, -1, -2 as u32,
    // modulo 64, are 57, 50, 63, 62; a 49-bit board shifted by those is 0.
    let amounts = [-7, -14, -1, -2].map(|s: i32| s as u32 % 64);
    assert_eq!(amounts, [57, 50, 63, 62]);
    assert!(amounts.iter().all(|&a| START.wrapping_shr(a) == 0));
    // The fix: a left shift by 7 brings the cell above down to each cell.
    assert_eq!(jumps(START, down, Direction::Down), 1 << 38);
    assert_eq!(square_name(38), "d6"); // d6 jumps over d5 into d4
}
// ANCHOR_END: negative_shift
