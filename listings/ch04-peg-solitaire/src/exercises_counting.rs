//! The worked solutions of the exercises of chapter 4's second part:
//! counting.

use crate::board::Board;
use crate::count::successors;
use crate::masks::Geometry;
use crate::solutions::{levels, next_paths};
use crate::symmetry::orbit_size;

// ANCHOR: symmetric_classes
/// How many of `classes` stand for fewer than eight positions: those whose
/// position some symmetry other than the identity leaves unchanged.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::exercises_counting::symmetric_classes;
/// assert_eq!(symmetric_classes(&[START, 1 << 1]), 1);
/// ```
pub fn symmetric_classes(classes: &[Board]) -> usize {
    classes.iter().filter(|&&c| orbit_size(c) < 8).count()
}
// ANCHOR_END: symmetric_classes

// ANCHOR: dead_ends
/// How many of `classes` have no move at all: games that end there.
///
/// ```
/// use ch04_peg_solitaire::board::{GOAL, START};
/// use ch04_peg_solitaire::exercises_counting::dead_ends;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(dead_ends(&[START, GOAL], &ENGLISH_GEOMETRY), 1);
/// ```
pub fn dead_ends(classes: &[Board], geometry: &Geometry) -> usize {
    classes
        .iter()
        .filter(|&&c| successors(c, geometry).next().is_none())
        .count()
}
// ANCHOR_END: dead_ends

// ANCHOR: perft_by_classes
/// Perft from the symmetric `start`, counted over classes: the paths into
/// every class of the last level, added up.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::exercises_counting::perft_by_classes;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(perft_by_classes(&ENGLISH_GEOMETRY, START, 2), 12);
/// ```
pub fn perft_by_classes(geometry: &Geometry, start: Board, depth: u32) -> u128 {
    let levels = levels(geometry, start, depth);
    let mut paths = vec![1];
    for pair in levels.windows(2) {
        paths = next_paths(&pair[0], &paths, &pair[1], geometry);
    }
    paths.iter().sum()
}
// ANCHOR_END: perft_by_classes
