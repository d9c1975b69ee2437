//! The traps of the second part: a byte swap that does not reverse a rank, a
//! product taken without the mask, and a subtraction that overflows.

use ch07_rays::hyperbola::{line_attacks, rank_attacks};
use ch07_rays::magic::{find_magic, Slider, SEED};
use ch07_rays::squares::{bit, parse_square, rank_mask, RANK_1};
use ch07_rays::walk::rook_attacks_walk;

#[test]
// ANCHOR: swap_bytes_on_a_rank
fn swap_bytes_does_not_reverse_a_rank() {
    let d1 = parse_square("d1").unwrap();
    let occupied =
        bit(parse_square("b1").unwrap()) | bit(parse_square("g1").unwrap());
    // The file's formula on a rank: the byte swap moves the rank to the
    // eighth and keeps its order, so "down" is computed as a second "up",
    // and the XOR of the two cancels everything.
    let wrong = line_attacks(d1, occupied, rank_mask(0));
    let right = rank_attacks(d1, occupied);
    assert_eq!(right, 0b0111_0110); // b1 c1 . e1 f1 g1
    assert_eq!(wrong, 0);
    assert_eq!(right, rook_attacks_walk(d1, occupied) & RANK_1);
}
// ANCHOR_END: swap_bytes_on_a_rank

#[test]
// ANCHOR: forgotten_mask
fn the_index_needs_the_mask_first() {
    let d4 = parse_square("d4").unwrap();
    let (m, _) = find_magic(Slider::Rook, d4, SEED + d4 as u64);
    // A piece on a1, off the rook's lines, changes the index of the
    // product taken without the mask.
    let blockers = bit(parse_square("d7").unwrap());
    let a1 = bit(parse_square("a1").unwrap());
    let unmasked =
        |occupied: u64| (occupied.wrapping_mul(m.magic) >> m.shift) as usize;
    assert_eq!(m.index(blockers | a1), m.index(blockers));
    assert_ne!(unmasked(blockers | a1), unmasked(blockers));
}
// ANCHOR_END: forgotten_mask

#[test]
// ANCHOR: plain_subtraction
fn a_plain_subtraction_overflows_with_no_blocker_above() {
    let r = bit(parse_square("e4").unwrap());
    let o = r; // no piece above the rook
    let plain = std::panic::catch_unwind(|| {
        let (o, two_r) =
            (std::hint::black_box(o), std::hint::black_box(r << 1));
        o - two_r
    });
    // A debug build panics ("attempt to subtract with overflow"); a release
    // build wraps, as `wrapping_sub` does in both.
    assert_eq!(plain.is_err(), cfg!(debug_assertions));
    let wrapped = o.wrapping_sub(r << 1);
    assert_eq!(wrapped, !(r - 1)); // −r: the rook's bit and all above it
    assert_eq!(o ^ wrapped, !(r | (r - 1))); // every bit above the rook
}
// ANCHOR_END: plain_subtraction
