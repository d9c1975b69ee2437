//! Traps of a grid without border bits: the masks are the bounds checks.

use ch04_peg_solitaire::board::{Board, ENGLISH, START};
use ch04_peg_solitaire::direction::{pull, Direction};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::jumps;
use ch04_peg_solitaire::notation::square_name;

/// The names of the set bits of `b`, lowest first.
fn names(b: Board) -> Vec<String> {
    (0..64)
        .filter(|i| b >> i & 1 == 1)
        .map(square_name)
        .collect()
}

#[test]
// ANCHOR: masks_by_shifts
fn masks_made_by_shifts_wrap_around_rows() {
    // "A hole, with holes one and two steps to the left", by shifts only:
    let by_shifts = ENGLISH & pull(ENGLISH, 1) & pull(ENGLISH, 2);
    let by_coordinates = ENGLISH_GEOMETRY.starts[Direction::Left.index()];
    // Four cells too many: from a3 "one step left" is bit 21, which is g4.
    assert_eq!(names(by_shifts ^ by_coordinates), ["b3", "a3", "b4", "a4"]);
    assert_eq!(by_shifts & !by_coordinates, by_shifts ^ by_coordinates);
}
// ANCHOR_END: masks_by_shifts

#[test]
// ANCHOR: no_mask
fn without_the_mask_pegs_jump_off_the_board() {
    // With every hole allowed to start a jump, c2, d2 and e2 "jump down" over
    // row 1 and land below bit 0 (d2, bit 10, over d1, bit 3, onto bit
    // 3 − 7), where the shift brings in 0: empty. The others land on cells
    // that are not holes, and never hold a peg.
    let any_hole = ENGLISH;
    let unchecked = jumps(START, any_hole, Direction::Down);
    let checked = jumps(START, ENGLISH_GEOMETRY.starts[1], Direction::Down);
    let off = ["e2", "d2", "c2", "g4", "f4", "b4", "a4"];
    assert_eq!(names(unchecked & !checked), off);
    assert_eq!(names(checked), ["d6"]);
}
// ANCHOR_END: no_mask
