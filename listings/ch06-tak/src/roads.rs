//! Roads: a chain of flats and capstones joining two opposite edges, found by a
//! flood fill over bitboards.

use crate::geometry::{column_mask, row_mask, step, Bitboard, Direction};

// ANCHOR: flood
/// One round of the fill: `reached` and its neighbours in the four
/// directions, kept to `roads`.
///
/// ```
/// use ch06_tak::roads::grow;
/// let roads = 0b011_010_110; // on 3×3
/// assert_eq!(grow(0b000_000_100, roads, 3), 0b000_000_110);
/// ```
pub fn grow(reached: Bitboard, roads: Bitboard, size: usize) -> Bitboard {
    Direction::ALL
        .into_iter()
        .fold(reached, |all, d| all | step(reached, size, d))
        & roads
}

/// The squares of `roads` connected to `seeds`: grow the seeds one round at
/// a time until nothing new is added.
///
/// ```
/// use ch06_tak::roads::flood;
/// let roads = 0b011_010_110; // on 3×3
/// assert_eq!(flood(0b000_000_100, roads, 3), 0b011_010_110);
/// ```
pub fn flood(seeds: Bitboard, roads: Bitboard, size: usize) -> Bitboard {
    let mut reached = seeds & roads;
    loop {
        let grown = grow(reached, roads, size);
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}
// ANCHOR_END: flood

/// The fill round by round: `seeds & roads`, then what each `grow` reaches,
/// up to the last round that adds a square; the last is `flood`'s answer.
///
/// ```
/// use ch06_tak::roads::{flood, flood_rounds};
/// let roads = 0b011_010_110; // on 3×3
/// let rounds = flood_rounds(0b000_000_100, roads, 3);
/// assert_eq!(rounds[..3], [0b000_000_100, 0b000_000_110, 0b000_010_110]);
/// assert_eq!(rounds.len(), 5); // then 0b010_010_110, and 0b011_010_110
/// assert_eq!(rounds.last(), Some(&flood(0b000_000_100, roads, 3)));
/// ```
pub fn flood_rounds(
    seeds: Bitboard,
    roads: Bitboard,
    size: usize,
) -> Vec<Bitboard> {
    let mut rounds = vec![seeds & roads];
    let mut reached = seeds & roads;
    loop {
        let grown = grow(reached, roads, size);
        if grown == reached {
            return rounds;
        }
        rounds.push(grown);
        reached = grown;
    }
}

// ANCHOR: has_road
/// Whether `roads` join the left and right edges, or the bottom and top.
///
/// ```
/// use ch06_tak::roads::has_road;
/// assert!(has_road(0b000_111_000, 3)); // a full rank
/// assert!(!has_road(0b000_011_100, 3)); // bent, but not across
/// ```
pub fn has_road(roads: Bitboard, size: usize) -> bool {
    // A road has a stone on every file or on every rank: at least `size`.
    if (roads.count_ones() as usize) < size {
        return false;
    }
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
