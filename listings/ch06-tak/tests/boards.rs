//! Snapshots of the pictures the chapter shows.

use ch01_cells::print::side_by_side;
use ch06_tak::geometry::Bitboard;
use ch06_tak::print::picture;
use ch06_tak::symmetry::{
    mirror_h_swaps, transpose_swaps, Symmetry, SWAP_TABLE,
};

/// An asymmetric shape on 5×5: an F.
const SHAPE: Bitboard = 0b111 << 20 // a5 b5 c5
    | 1 << 15 // a4
    | 0b11 << 10 // a3 b3
    | 1 << 5 // a2
    | 1; // a1

fn row_of(pictures: &[(&str, String)]) -> String {
    side_by_side(pictures, 3)
}

#[test]
fn the_three_reflections_of_an_f() {
    let mut pictures = vec![("the F", picture(SHAPE, 5))];
    for (name, symmetry) in [
        ("mirror h", Symmetry::MirrorH),
        ("mirror v", Symmetry::MirrorV),
        ("mirror diag", Symmetry::MirrorDiag),
    ] {
        pictures.push((name, picture(symmetry.apply(SHAPE, 5), 5)));
    }
    insta::assert_snapshot!("reflections_of_an_f", row_of(&pictures));
}

#[test]
fn the_rotations_of_an_f() {
    let pictures: Vec<(&str, String)> = [
        ("rotate 90", Symmetry::Rotate90),
        ("rotate 180", Symmetry::Rotate180),
        ("rotate 270", Symmetry::Rotate270),
        ("mirror antidiag", Symmetry::MirrorAntidiag),
    ]
    .into_iter()
    .map(|(name, s)| (name, picture(s.apply(SHAPE, 5), 5)))
    .collect();
    insta::assert_snapshot!("rotations_of_an_f", row_of(&pictures));
}

#[test]
fn the_swap_masks_of_5x5() {
    let h = mirror_h_swaps(5);
    let mut pictures = Vec::new();
    let captions = ["a ↔ e, δ = 4", "b ↔ d, δ = 2"];
    for (swap, caption) in h.swaps[..h.count].iter().zip(captions) {
        pictures.push((caption, picture(swap.mask, 5)));
    }
    insta::assert_snapshot!("mirror_h_masks_5x5", row_of(&pictures));
    let t = transpose_swaps(5);
    let captions = ["δ = 4", "δ = 8", "δ = 12", "δ = 16"];
    let pictures: Vec<(&str, String)> = t.swaps[..t.count]
        .iter()
        .zip(captions)
        .map(|(swap, caption)| (caption, picture(swap.mask, 5)))
        .collect();
    assert_eq!(SWAP_TABLE[5].transpose, t);
    insta::assert_snapshot!("transpose_masks_5x5", row_of(&pictures));
}
