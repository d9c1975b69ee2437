//! The worked solutions of the exercises of the second part: hyperbolas,
//! magics and PEXT.

use crate::magic::{relevant_mask, subsets, Slider, XorShift};
use crate::squares::Square;
use crate::walk::step;
use std::collections::HashSet;

// ANCHOR: subsets_descending
/// Every subset of `mask`, from the whole mask down to 0:
/// `next = (sub − 1) & mask`.
///
/// ```
/// use ch07_rays::exercises_magic::subsets_descending;
/// let all: Vec<u64> = subsets_descending(0b1010).collect();
/// assert_eq!(all, vec![0b1010, 0b1000, 0b0010, 0b0000]);
/// ```
pub fn subsets_descending(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        let sub = next?;
        next = (sub != 0).then(|| (sub - 1) & mask);
        Some(sub)
    })
}
// ANCHOR_END: subsets_descending

// ANCHOR: distinct_attack_sets
/// How many different attack sets a slider on `square` has, over every
/// subset of its relevant mask, counted one by one.
///
/// ```
/// use ch07_rays::exercises_magic::distinct_attack_sets;
/// use ch07_rays::magic::Slider;
/// // e4: 4 · 3 · 3 · 4
/// assert_eq!(distinct_attack_sets(Slider::Rook, 28), 144);
/// ```
pub fn distinct_attack_sets(slider: Slider, square: Square) -> usize {
    let mask = relevant_mask(slider, square);
    let sets: HashSet<u64> = subsets(mask)
        .map(|blockers| slider.walk(square, blockers))
        .collect();
    sets.len()
}

/// The same count as a product: a ray of `n` squares ends on one of its
/// `n` squares, and a direction with no square counts 1.
///
/// ```
/// use ch07_rays::exercises_magic::attack_sets_by_rays;
/// use ch07_rays::magic::Slider;
/// assert_eq!(attack_sets_by_rays(Slider::Rook, 0), 49); // a1: 7 · 7
/// ```
pub fn attack_sets_by_rays(slider: Slider, square: Square) -> usize {
    slider
        .directions()
        .iter()
        .map(|&direction| {
            let (mut length, mut from) = (0, square);
            while let Some(next) = step(from, direction) {
                (length, from) = (length + 1, next);
            }
            length.max(1)
        })
        .product()
}
// ANCHOR_END: distinct_attack_sets

// ANCHOR: pdep
/// Parallel bits deposit, the inverse of `pext`: bit `i` of `index` goes to
/// the `i`-th lowest set bit of `mask`.
///
/// ```
/// use ch07_rays::exercises_magic::pdep_portable;
/// assert_eq!(pdep_portable(0b1011, 0b1111_0000), 0b1011_0000);
/// assert_eq!(pdep_portable(0b10, 0b0101_0000), 0b0100_0000);
/// ```
pub fn pdep_portable(index: u64, mask: u64) -> u64 {
    let (mut result, mut mask, mut i) = (0, mask, 0);
    while mask != 0 {
        let square = mask.trailing_zeros();
        result |= (index >> i & 1) << square;
        mask &= mask - 1; // the next mask bit
        i += 1;
    }
    result
}
// ANCHOR_END: pdep

// ANCHOR: xray
/// The squares a rook on `from` attacks through the first blocker of each
/// ray, up to the second: the attacks with those blockers taken away, minus
/// the attacks with them. `attacks` is any method, such as the magic one.
///
/// ```
/// use ch07_rays::exercises_magic::rook_xray_attacks;
/// use ch07_rays::magic::rook_attacks_magic;
/// // A rook on a1, pieces on a3 and a6: through a3, it sees a4, a5 and a6.
/// let occupied = 1 << 16 | 1 << 40;
/// let xray = rook_xray_attacks(0, occupied, rook_attacks_magic);
/// assert_eq!(xray, 1 << 24 | 1 << 32 | 1 << 40);
/// ```
pub fn rook_xray_attacks(
    from: Square,
    occupied: u64,
    attacks: fn(Square, u64) -> u64,
) -> u64 {
    let direct = attacks(from, occupied);
    let first_blockers = direct & occupied;
    let through = attacks(from, occupied & !first_blockers);
    through & !direct
}
// ANCHOR_END: xray

// ANCHOR: magic_32
/// A magic index for 32-bit processors, two 32-bit products of the halves
/// of the relevant blockers: `((lo · m_lo) ⊕ (hi · m_hi)) ≫ (32 − bits)`.
///
/// ```
/// use ch07_rays::exercises_magic::index_32;
/// // One relevant bit, bit 0: lo = 1, and 1 · 2^31 ≫ 31 = 1.
/// assert_eq!(index_32(1, 1, (1 << 31, 0), 1), 1);
/// ```
pub fn index_32(
    occupied: u64,
    mask: u64,
    magic: (u32, u32),
    bits: u32,
) -> usize {
    let relevant = occupied & mask;
    let (lo, hi) = (relevant as u32, (relevant >> 32) as u32);
    let mixed = lo.wrapping_mul(magic.0) ^ hi.wrapping_mul(magic.1);
    (mixed >> (32 - bits)) as usize
}

/// Searches a 32-bit magic pair for one square, as `find_magic` does, and
/// returns it with its table.
///
/// ```
/// use ch07_rays::exercises_magic::{find_magic_32, index_32};
/// use ch07_rays::magic::{relevant_mask, Slider};
/// let (magic, table) = find_magic_32(Slider::Bishop, 0, 1);
/// let mask = relevant_mask(Slider::Bishop, 0);
/// assert_eq!(table[index_32(0, mask, magic, 6)], Slider::Bishop.walk(0, 0));
/// ```
pub fn find_magic_32(
    slider: Slider,
    square: Square,
    seed: u64,
) -> ((u32, u32), Vec<u64>) {
    let mask = relevant_mask(slider, square);
    let bits = mask.count_ones();
    let cases: Vec<(u64, u64)> = subsets(mask)
        .map(|blockers| (blockers, slider.walk(square, blockers)))
        .collect();
    let mut rng = XorShift::new(seed);
    let (mut table, mut filled_by) = (vec![0; 1 << bits], vec![0; 1 << bits]);
    let mut candidate = 0;
    loop {
        candidate += 1;
        let sparse = rng.sparse();
        let magic = (sparse as u32, (sparse >> 32) as u32);
        let fits = cases.iter().all(|&(blockers, attacks)| {
            let i = index_32(blockers, mask, magic, bits);
            if filled_by[i] != candidate {
                (filled_by[i], table[i]) = (candidate, attacks);
            }
            table[i] == attacks
        });
        if fits {
            return (magic, table);
        }
    }
}
// ANCHOR_END: magic_32
