//! The diagrams chapter 6 draws: swap masks and the symmetries of a shape.

mod common;

use book_diagrams::Diagram;
use ch06_tak::geometry::{board_mask, Bitboard};
use ch06_tak::symmetry::{mirror_h_swaps, transpose_swaps, Symmetry};
use common::source_mirror_h5;

const FILES: [&str; 5] = ["a", "b", "c", "d", "e"];
const RANKS: [&str; 5] = ["5", "4", "3", "2", "1"];

/// A 5 × 5 Tak board, rank 5 on top, with one layer.
fn board(caption: &str, name: &str, bits: Bitboard) -> Diagram {
    Diagram::grid(caption, 5, 5, |x, y| Some((4 - y) * 5 + x))
        .labels(&FILES, &RANKS)
        .layer(name, bits.into())
}

/// An asymmetric shape: an F.
const SHAPE: Bitboard = 0b111 << 20 | 1 << 15 | 0b11 << 10 | 1 << 5 | 1;

#[test]
fn the_swap_masks() {
    let h = mirror_h_swaps(5);
    let diagrams: Vec<Diagram> = h.swaps[..h.count]
        .iter()
        .map(|swap| board(&format!("mask, δ = {}", swap.delta), "m", swap.mask))
        .collect();
    insta::assert_snapshot!("mirror_h_masks", Diagram::many_to_toml(&diagrams));
    let t = transpose_swaps(5);
    let diagrams: Vec<Diagram> = t.swaps[..t.count]
        .iter()
        .map(|swap| board(&format!("mask, δ = {}", swap.delta), "m", swap.mask))
        .collect();
    insta::assert_snapshot!(
        "transpose_masks",
        Diagram::many_to_toml(&diagrams)
    );
}

#[test]
fn the_symmetries_of_an_f() {
    let names = ["the F", "rotate 90", "rotate 180", "rotate 270"]
        .into_iter()
        .chain(["mirror h", "mirror v", "mirror diag", "mirror antidiag"]);
    let diagrams: Vec<Diagram> = Symmetry::ALL
        .into_iter()
        .zip(names)
        .map(|(s, name)| board(name, "F", s.apply(SHAPE, 5)).without_bits())
        .collect();
    insta::assert_snapshot!(
        "symmetries_of_an_f",
        Diagram::many_to_toml(&diagrams)
    );
}

#[test]
fn the_source_mirror_on_a_full_board() {
    let full = board_mask(5);
    let once = source_mirror_h5(full);
    let diagrams = [
        board("a full board", "1", full).without_bits(),
        board("source's mirror_h5", "1", once).without_bits(),
        board("applied twice", "1", source_mirror_h5(once)).without_bits(),
    ];
    insta::assert_snapshot!(
        "source_mirror_h5",
        Diagram::many_to_toml(&diagrams)
    );
}
