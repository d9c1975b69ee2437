//! Roads: a chain of flats and capstones joining two opposite edges, found by a
//! flood fill over bitboards.

use crate::geometry::{column_mask, row_mask, step, Bitboard, Direction};

// ANCHOR: flood
/// The squares of `roads` connected to `seeds`: grow the seeds by one step
/// in the four directions, keep what is road, until nothing new is added.
///
/// ```
/// use ch06_tak::roads::flood;
/// let roads = 0b011_010_110; // on 3×3
/// assert_eq!(flood(0b000_000_100, roads, 3), 0b011_010_110);
/// ```
pub fn flood(seeds: Bitboard, roads: Bitboard, size: usize) -> Bitboard {
    let mut reached = seeds & roads;
    loop {
        let grown = Direction::ALL
            .into_iter()
            .fold(reached, |all, d| all | step(reached, size, d))
            & roads;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}
// ANCHOR_END: flood

// ANCHOR: has_road
/// Whether `roads` join the left and right edges, or the bottom and top.
///
/// ```
/// use ch06_tak::roads::has_road;
/// assert!(has_road(0b000_111_000, 3)); // a full rank
/// assert!(!has_road(0b000_011_100, 3)); // bent, but not across
/// ```
pub fn has_road(roads: Bitboard, size: usize) -> bool {
    // A road across must touch every file, and one up every rank: two cheap
    // tests that spare most flood fills.
    let every = |mask: fn(usize, usize) -> Bitboard| {
        (0..size).all(|i| roads & mask(size, i) != 0)
    };
    let across = every(column_mask) && {
        let (left, right) = (column_mask(size, 0), column_mask(size, size - 1));
        flood(roads & left, roads, size) & right != 0
    };
    across
        || every(row_mask) && {
            let (bottom, top) = (row_mask(size, 0), row_mask(size, size - 1));
            flood(roads & bottom, roads, size) & top != 0
        }
}
// ANCHOR_END: has_road
