//! Worked solutions of the exercises of "Walking, scanning and filling".

use crate::classical::{ray_classical, RAYS};
use crate::leapers::knight_attacks_all;
use crate::squares::{bit, Square, NOT_FILE_A, NOT_FILE_H};
use crate::walk::Direction;

// ANCHOR: pawn_attacks
/// Every square some pawn attacks, one step forward and one to the side:
/// `+7` and `+9` for white pawns, `−9` and `−7` for black ones, each masked.
///
/// ```
/// use ch07_rays::exercises_walking::pawn_attacks;
/// assert_eq!(pawn_attacks(1 << 12, true), 1 << 19 | 1 << 21); // e2: d3, f3
/// assert_eq!(pawn_attacks(1 << 48, false), 1 << 41); // a7: b6
/// ```
pub const fn pawn_attacks(pawns: u64, white: bool) -> u64 {
    if white {
        (pawns << 7) & NOT_FILE_H | (pawns << 9) & NOT_FILE_A
    } else {
        (pawns >> 9) & NOT_FILE_H | (pawns >> 7) & NOT_FILE_A
    }
}
// ANCHOR_END: pawn_attacks

// ANCHOR: between
/// The squares strictly between `a` and `b` when they share a rank, a file or
/// a diagonal, else none: `RAYS[d][a] ⊕ RAYS[d][b] ⊕ bit(b)` for the
/// direction `d` whose ray from `a` holds `b`.
///
/// ```
/// use ch07_rays::exercises_walking::between;
/// assert_eq!(between(0, 3), 0b110); // a1, d1: b1 and c1
/// assert_eq!(between(0, 63).count_ones(), 6); // the long diagonal
/// assert_eq!(between(0, 10), 0); // a1, c2: no line
/// ```
pub fn between(a: Square, b: Square) -> u64 {
    Direction::ALL
        .iter()
        .map(|&d| &RAYS[d as usize])
        .find(|rays| rays[a] & bit(b) != 0)
        .map_or(0, |rays| rays[a] ^ rays[b] ^ bit(b))
}
// ANCHOR_END: between

// ANCHOR: ray_without_branch
/// [`ray_classical`] without its branch: a sentinel bit on the far corner of
/// the scan (h8 for a forward scan, a1 for a backward one), whose own ray in
/// that direction is empty, stands in for "no blocker".
///
/// ```
/// use ch07_rays::{exercises_walking::ray_without_branch, walk::Direction};
/// let a_file = 0x0101_0101_0101_0101;
/// assert_eq!(ray_without_branch(0, Direction::North, 0), a_file ^ 1);
/// // From a8 south, a blocker on a3: a7 to a3.
/// let ray = ray_without_branch(56, Direction::South, 1 << 16);
/// assert_eq!(ray, 0x0001_0101_0101_0000);
/// ```
pub fn ray_without_branch(
    from: Square,
    direction: Direction,
    occupied: u64,
) -> u64 {
    let rays = &RAYS[direction as usize];
    let first = if direction.is_positive() {
        (rays[from] & occupied | bit(63)).trailing_zeros()
    } else {
        63 - (rays[from] & occupied | bit(0)).leading_zeros()
    };
    rays[from] ^ rays[first as Square]
}
// ANCHOR_END: ray_without_branch

// ANCHOR: knight_distance
/// The fewest knight moves from `from` to `to`: fill the squares reached
/// with `knight_attacks_all`, one move a round, until `to` is among them.
///
/// ```
/// use ch07_rays::exercises_walking::knight_distance;
/// assert_eq!(knight_distance(0, 0), 0);
/// assert_eq!(knight_distance(0, 17), 1); // a1 to b3
/// assert_eq!(knight_distance(0, 63), 6); // a1 to h8
/// ```
pub fn knight_distance(from: Square, to: Square) -> u32 {
    let (mut reached, mut moves) = (bit(from), 0);
    while reached & bit(to) == 0 {
        reached |= knight_attacks_all(reached); // every square is reachable
        moves += 1;
    }
    moves
}
// ANCHOR_END: knight_distance

// ANCHOR: pinned
/// The pieces of `own` pinned to the king on `king`: each is the first piece
/// on a ray from the king, and the next piece on that ray is an enemy slider
/// of that ray's kind (`rooks` on ranks and files, `bishops` on diagonals;
/// put queens in both).
///
/// ```
/// use ch07_rays::exercises_walking::pinned;
/// // King a1, own knight a3, enemy rook a8: the knight is pinned.
/// let (own, rook) = (1 | 1 << 16, 1 << 56);
/// assert_eq!(pinned(0, own, rook, 0, own | rook), 1 << 16);
/// // A bishop on a8 pins nothing.
/// assert_eq!(pinned(0, own, 0, rook, own | rook), 0);
/// ```
pub fn pinned(
    king: Square,
    own: u64,
    rooks: u64,
    bishops: u64,
    occupied: u64,
) -> u64 {
    let mut pinned = 0;
    for d in Direction::ALL {
        let pinners = if d.step().0 == 0 || d.step().1 == 0 {
            rooks
        } else {
            bishops
        };
        let first = ray_classical(king, d, occupied) & occupied & own;
        if first != 0 {
            let beyond = ray_classical(king, d, occupied ^ first) & occupied;
            if beyond & !first & pinners != 0 {
                pinned |= first;
            }
        }
    }
    pinned
}
// ANCHOR_END: pinned
