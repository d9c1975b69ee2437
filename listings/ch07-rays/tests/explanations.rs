//! Traps of ray attacks that pass a quick test (the pitfalls of the first
//! part of the chapter): each is reproduced here and shown against walking.

use ch07_rays::classical::RAYS;
use ch07_rays::kogge_stone::{
    fill_round, landing_mask, occluded_fill, shift, shift_by,
};
use ch07_rays::squares::{bit, parse_square, Square};
use ch07_rays::walk::{walk_ray, Direction};

// ANCHOR: forward_scan_everywhere
/// A classical ray whose first blocker is always the lowest set bit.
fn ray_forward_scan(from: Square, d: Direction, occupied: u64) -> u64 {
    let (ray, blockers) =
        (RAYS[d as usize][from], RAYS[d as usize][from] & occupied);
    match blockers {
        0 => ray,
        _ => ray ^ RAYS[d as usize][blockers.trailing_zeros() as Square],
    }
}
// ANCHOR_END: forward_scan_everywhere

#[test]
// ANCHOR: forward_scan_everywhere_test
fn the_lowest_blocker_is_the_farthest_going_down() {
    let square = |name| parse_square(name).unwrap();
    let occupied = bit(square("a6")) | bit(square("a3"));
    // Looking north from a1 the lowest blocker, a3, is the nearest: right.
    let north = walk_ray(square("a1"), Direction::North, occupied);
    assert_eq!(
        ray_forward_scan(square("a1"), Direction::North, occupied),
        north
    );
    // Looking south from a8 it is the farthest: the ray runs through a6.
    let south = walk_ray(square("a8"), Direction::South, occupied);
    let wrong = ray_forward_scan(square("a8"), Direction::South, occupied);
    assert_eq!(south.count_ones(), 2); // a7, a6
    assert_eq!(wrong.count_ones(), 5); // a7 to a3
    assert_eq!(wrong & south, south);
}
// ANCHOR_END: forward_scan_everywhere_test

#[test]
// ANCHOR: fill_is_not_attacks
fn the_occluded_fill_is_not_the_attacks() {
    let (rook, blocker) =
        (parse_square("b2").unwrap(), parse_square("f2").unwrap());
    let occupied = bit(rook) | bit(blocker);
    let fill = occluded_fill(bit(rook), !occupied, Direction::East);
    let attacks = walk_ray(rook, Direction::East, occupied);
    // The fill holds the rook and stops short of the blocker…
    assert!(fill & bit(rook) != 0 && fill & bit(blocker) == 0);
    assert_ne!(fill, attacks);
    // …and one more step turns it into the attacks.
    assert_eq!(shift(fill, Direction::East), attacks);
}
// ANCHOR_END: fill_is_not_attacks

// ANCHOR: mask_every_shift
/// A fill that masks each shift with the one-step mask, not the open squares.
fn fill_masking_each_shift(sliders: u64, empty: u64, d: Direction) -> u64 {
    let mask = landing_mask(d);
    let (mut filled, mut open) = (sliders, empty);
    for steps in [1, 2, 4] {
        filled |= open & shift_by(filled, d, steps) & mask;
        open &= shift_by(open, d, steps);
    }
    filled
}
// ANCHOR_END: mask_every_shift

#[test]
// ANCHOR: mask_every_shift_test
fn the_one_step_mask_does_not_stop_longer_shifts() {
    let h3 = bit(parse_square("h3").unwrap());
    let wrong = fill_masking_each_shift(h3, !h3, Direction::East);
    // The shift by 1 is caught on a4, but the shift by 2 lands on b4, which
    // the mask lets through, and the shift by 4 carries that on to f4 and
    // h3 on to d4: three squares of another rank.
    assert_eq!(wrong & !h3, 0x2A00_0000); // b4, d4, f4
    assert_eq!(occluded_fill(h3, !h3, Direction::East), h3);
    // Masking the open squares once is right for every shift.
    let open = !h3 & landing_mask(Direction::East);
    assert_eq!(fill_round(h3, open, Direction::East, 1).0, h3);
}
// ANCHOR_END: mask_every_shift_test
