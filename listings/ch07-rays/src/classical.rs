//! Classical rays: the ray of every square and direction on the empty board,
//! computed once, and cut at the first blocker, found by a bit scan.

use crate::squares::{bit, Square};
use crate::walk::Direction;

// ANCHOR: empty_ray
/// The squares from `from` to the edge in `direction` on the empty board,
/// `from` itself left out: step by step on the coordinates.
///
/// ```
/// use ch07_rays::{classical::empty_ray, walk::Direction};
/// assert_eq!(empty_ray(0, Direction::East), 0xFE); // a1: b1 to h1
/// assert_eq!(empty_ray(7, Direction::East), 0); // h1: nothing east
/// ```
pub const fn empty_ray(from: Square, direction: Direction) -> u64 {
    let (files, ranks) = direction.step();
    let (mut file, mut rank) = ((from % 8) as isize, (from / 8) as isize);
    let mut ray = 0;
    loop {
        file += files;
        rank += ranks;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            return ray;
        }
        ray |= bit((8 * rank + file) as Square);
    }
}
// ANCHOR_END: empty_ray

// ANCHOR: rays
/// Every empty-board ray, `RAYS[direction as usize][square]`: 8 × 64 words,
/// 4 KiB, computed while the program compiles.
pub const RAYS: [[u64; 64]; 8] = all_rays();

/// The table of [`RAYS`], one [`empty_ray`] per direction and square.
const fn all_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut square = 0;
        while square < 64 {
            rays[d][square] = empty_ray(square, Direction::ALL[d]);
            square += 1;
        }
        d += 1;
    }
    rays
}
// ANCHOR_END: rays

// ANCHOR: ray_classical
/// A slider's attacks in one direction: the empty-board ray, minus the ray
/// that starts at its first blocker, `ray ⊕ RAYS[d][first]`; the first
/// blocker is the lowest set bit of the ray's blockers in a direction that
/// adds to the index, the highest in one that subtracts.
///
/// ```
/// use ch07_rays::{classical::ray_classical, walk::Direction};
/// // A rook on a1 looking north, blockers on a3 and a6: a2 and a3.
/// let occupied = 1 << 16 | 1 << 40;
/// assert_eq!(ray_classical(0, Direction::North, occupied), 1 << 8 | 1 << 16);
/// // Looking south from a8 at the same blockers: a7 and a6.
/// let south = ray_classical(56, Direction::South, occupied);
/// assert_eq!(south, 1 << 48 | 1 << 40);
/// ```
pub fn ray_classical(from: Square, direction: Direction, occupied: u64) -> u64 {
    let ray = RAYS[direction as usize][from];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray; // nothing in the way: all of it, to the edge
    }
    let first = if direction.is_positive() {
        blockers.trailing_zeros() // the nearest is the lowest bit
    } else {
        63 - blockers.leading_zeros() // the nearest is the highest bit
    };
    ray ^ RAYS[direction as usize][first as Square]
}
// ANCHOR_END: ray_classical

// ANCHOR: classical_pieces
/// A rook's attacks, by classical rays: the union of its four cut rays.
///
/// ```
/// use ch07_rays::classical::rook_attacks_classical;
/// assert_eq!(rook_attacks_classical(28, 0).count_ones(), 14); // e4, alone
/// ```
pub fn rook_attacks_classical(from: Square, occupied: u64) -> u64 {
    Direction::ROOK
        .iter()
        .fold(0, |attacks, &d| attacks | ray_classical(from, d, occupied))
}

/// A bishop's attacks, by classical rays: the union of its four cut diagonals.
///
/// ```
/// use ch07_rays::classical::bishop_attacks_classical;
/// assert_eq!(bishop_attacks_classical(28, 0).count_ones(), 13); // e4
/// ```
pub fn bishop_attacks_classical(from: Square, occupied: u64) -> u64 {
    Direction::BISHOP
        .iter()
        .fold(0, |attacks, &d| attacks | ray_classical(from, d, occupied))
}
// ANCHOR_END: classical_pieces
