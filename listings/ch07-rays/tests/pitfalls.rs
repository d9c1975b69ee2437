//! The traps of this part: a shift without its wrap mask, a bit scan of an
//! empty ray, and a fill whose open squares were not masked.

use ch07_rays::classical::RAYS;
use ch07_rays::kogge_stone::{fill_round, ray_kogge_stone, shift};
use ch07_rays::leapers::knight_attacks;
use ch07_rays::squares::{parse_square, FILE_A, FILE_H};
use ch07_rays::walk::{walk_ray, Direction};

// ANCHOR: knight_without_masks
/// The eight knight jumps as bare shifts, with no masks.
fn knight_without_masks(knights: u64) -> u64 {
    knights << 17
        | knights >> 15
        | knights << 15
        | knights >> 17
        | knights << 10
        | knights >> 6
        | knights << 6
        | knights >> 10
}
// ANCHOR_END: knight_without_masks

#[test]
// ANCHOR: knight_without_masks_test
fn a_knight_on_the_h_file_without_masks() {
    let h4 = parse_square("h4").unwrap();
    let wrong = knight_without_masks(1 << h4);
    // Four of its eight "jumps" land on the a- and b-files, across the board.
    let a_and_b = FILE_A | FILE_A << 1;
    assert_eq!((wrong & a_and_b).count_ones(), 4);
    assert_eq!(wrong & !a_and_b, knight_attacks(h4));
}
// ANCHOR_END: knight_without_masks_test

#[test]
// ANCHOR: empty_scan
fn a_bit_scan_of_an_empty_ray_is_no_square() {
    // No blocker: both scans count all 64 bits, and `63 − leading_zeros`
    // would be −1, which a `u32` cannot hold.
    let blockers = 0u64;
    assert_eq!(blockers.trailing_zeros(), 64);
    assert_eq!(blockers.leading_zeros(), 64);
    assert_eq!(63u32.checked_sub(blockers.leading_zeros()), None);
    assert!(RAYS[Direction::North as usize].get(64).is_none());
}
// ANCHOR_END: empty_scan

// ANCHOR: unmasked_fill
/// The fill with the open squares left unmasked: every empty square, a-file
/// included.
fn fill_without_landing_mask(sliders: u64, empty: u64, d: Direction) -> u64 {
    let (filled, open) = fill_round(sliders, empty, d, 1);
    let (filled, open) = fill_round(filled, open, d, 2);
    fill_round(filled, open, d, 4).0
}
// ANCHOR_END: unmasked_fill

#[test]
// ANCHOR: unmasked_fill_test
fn a_fill_without_its_landing_mask_wraps() {
    let h3 = 1 << parse_square("h3").unwrap();
    let fill = fill_without_landing_mask(h3, !h3, Direction::East);
    // A rook on h3 has nothing east of it, but the fill runs on along rank 4.
    assert_eq!(walk_ray(23, Direction::East, h3), 0);
    assert_eq!(fill, 0x7F80_0000); // h3 and a4 to g4
    assert_eq!(shift(fill, Direction::East), 0xFE00_0000); // b4 to h4
    assert_eq!(ray_kogge_stone(h3, !h3, Direction::East), 0);
    assert_eq!(fill & FILE_H, h3);
}
// ANCHOR_END: unmasked_fill_test
