//! Mistakes in the source's design notes (`001_0e9a654a2d78c8e7.txt`).

mod common;

use ch06_tak::geometry::{board_mask, MAX_SIZE, MIN_SIZE};
use ch06_tak::slides::{any_pickups, drops_from_bits, full_pickups};
use ch06_tak::symmetry::{mirror_h, mirror_v, mirror_v_index, Symmetry};
use common::{source_mirror_h5, source_mirror_v5};

#[test]
// ANCHOR: source_mirrors_are_not_involutions
fn source_mirrors_are_not_involutions() {
    let full = board_mask(5);
    // A mirror applied twice must give the board back; these lose squares.
    assert_ne!(source_mirror_h5(source_mirror_h5(full)), full);
    assert_ne!(source_mirror_v5(source_mirror_v5(full)), full);
    // Two mistakes in each: the last swap goes the wrong way (>> for <<),
    // and the middle file (rank) is never copied.
    let b1 = 1 << 1;
    assert_eq!(source_mirror_h5(b1), 0); // should be d1, 1 << 3
    let c1 = 1 << 2;
    assert_eq!(source_mirror_h5(c1), 0); // should stay c1
    assert_eq!(mirror_h(b1, 5), 1 << 3);
    assert_eq!(mirror_h(mirror_h(full, 5), 5), full);
    assert_eq!(mirror_v(mirror_v(full, 5), 5), full);
}
// ANCHOR_END: source_mirrors_are_not_involutions

// ANCHOR: source_vertical_formula
/// The source's vertical mirror formula: `n + 2s·d(n) + s·e(s)`.
fn source_mirror_v_index(n: i64, s: i64) -> i64 {
    let e = 1 - s % 2;
    let d = s / 2 - n / s;
    n + 2 * s * d + s * e
}
// ANCHOR_END: source_vertical_formula

#[test]
// ANCHOR: vertical_formula_fails_on_even_sizes
fn vertical_formula_fails_on_even_sizes() {
    let wrong: Vec<usize> = (MIN_SIZE..=MAX_SIZE)
        .filter(|&s| {
            (0..s * s).any(|n| {
                let source = source_mirror_v_index(n as i64, s as i64);
                source != mirror_v_index(n, s) as i64
            })
        })
        .collect();
    assert_eq!(wrong, [4, 6, 8]);
    // On even sizes it lands 2S too far: a1 of 6×6 goes to square 42, off
    // the board, instead of a6 (square 30).
    assert_eq!(source_mirror_v_index(0, 6), 42);
    assert_eq!(mirror_v_index(0, 6), 30);
}
// ANCHOR_END: vertical_formula_fails_on_even_sizes

#[test]
// ANCHOR: rotation_table_contradicts_itself
fn rotation_table_contradicts_itself() {
    use Symmetry::*;
    let size = 5;
    let same = |a: &[Symmetry], b: &[Symmetry]| {
        let apply = |list: &[Symmetry], sq| {
            list.iter().fold(sq, |sq, s| s.map_square(sq, size))
        };
        (0..size * size).all(|sq| apply(a, sq) == apply(b, sq))
    };
    // Read "a + b" as "a, then b", and try +90 both ways round: either way
    // two of the six rows are false, the first and third (+90 anticlockwise)
    // or the fourth and sixth (+90 clockwise), counted from 0 below.
    let ways = [(Rotate90, Rotate270, [0, 2]), (Rotate270, Rotate90, [3, 5])];
    for (plus_90, minus_90, false_rows) in ways {
        let rows = [
            same(&[plus_90], &[MirrorAntidiag, MirrorH]),
            same(&[Rotate180], &[MirrorV, MirrorH]),
            same(&[minus_90], &[MirrorDiag, MirrorH]),
            same(&[MirrorH, plus_90], &[MirrorAntidiag]),
            same(&[MirrorH, Rotate180], &[MirrorV]),
            same(&[MirrorH, minus_90], &[MirrorDiag]),
        ];
        let false_ones: Vec<usize> = (0..6).filter(|&i| !rows[i]).collect();
        assert_eq!(false_ones, false_rows);
    }
}
// ANCHOR_END: rotation_table_contradicts_itself

#[test]
// ANCHOR: range_includes_one_too_many
fn range_includes_one_too_many() {
    let h = 4;
    // The source iterates over [0, 2^(h−1)], both ends included:
    let lists: Vec<Vec<u32>> =
        (0..=1 << (h - 1)).map(|b| drops_from_bits(b, h)).collect();
    assert_eq!(lists.len(), 9); // one more than the 8 slides
    assert_eq!(lists[8], lists[0]); // 2^(h−1) has no gap bit: [4] again
}
// ANCHOR_END: range_includes_one_too_many

#[test]
// ANCHOR: pascal_rows
fn pascal_rows() {
    // The note's row for h = 5 counts whole-stack slides: C(h − 1, n − 1).
    let whole: Vec<usize> = (1..=5).map(|n| full_pickups(5, n)).collect();
    assert_eq!(whole, [1, 4, 6, 4, 1]);
    // With 1 to h stones picked up, the counts are the next row, C(h, n).
    let any: Vec<usize> = (1..=5).map(|n| any_pickups(5, n)).collect();
    assert_eq!(any, [5, 10, 10, 5, 1]);
}
// ANCHOR_END: pascal_rows
