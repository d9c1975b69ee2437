//! Counting the positions reachable from the start, a level (a jump) at a
//! time, up to symmetry and in all.

use crate::board::Board;
use crate::direction::Direction;
use crate::hash::board_set;
use crate::masks::Geometry;
use crate::moves::{bits, jumps, play, Move};
use crate::symmetry::{canonical, orbit_size};

/// The positions reachable in exactly `jumps` jumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// How many jumps were made.
    pub jumps: u32,
    /// Classes of positions under the eight symmetries.
    pub up_to_symmetry: u64,
    /// Positions: the sum of the classes' sizes.
    pub positions: u64,
}

// ANCHOR: count
/// Every position one jump away from `pegs`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::successors;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(successors(START, &ENGLISH_GEOMETRY).count(), 4);
/// ```
pub fn successors(
    pegs: Board,
    geometry: &Geometry,
) -> impl Iterator<Item = Board> + '_ {
    Direction::ALL.into_iter().flat_map(move |direction| {
        let movers = jumps(pegs, geometry.starts[direction.index()], direction);
        bits(movers).map(move |from| play(pegs, Move { direction, from }))
    })
}

/// Counts the positions reachable from `start` level by level, keeping one
/// representative (the smallest image) per class; a class of size $k$
/// stands for $k$ positions. `start` and the board must be symmetric.
/// `report` is called after each level; the count stops after `max_jumps`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::count_levels;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// let levels = count_levels(&ENGLISH_GEOMETRY, START, 2, |_| {});
/// let classes: Vec<u64> = levels.iter().map(|l| l.up_to_symmetry).collect();
/// assert_eq!(classes, [1, 1, 2]);
/// ```
pub fn count_levels(
    geometry: &Geometry,
    start: Board,
    max_jumps: u32,
    mut report: impl FnMut(&Level),
) -> Vec<Level> {
    let mut levels = Vec::new();
    let mut frontier = vec![canonical(start)];
    for jumps in 0..=max_jumps {
        if frontier.is_empty() {
            break;
        }
        let level = Level {
            jumps,
            up_to_symmetry: frontier.len() as u64,
            positions: frontier.iter().map(|&b| orbit_size(b)).sum(),
        };
        report(&level);
        levels.push(level);
        if jumps == max_jumps {
            break;
        }
        let mut next = board_set(frontier.len() * 4);
        for &pegs in &frontier {
            next.extend(successors(pegs, geometry).map(canonical));
        }
        frontier = next.into_iter().collect();
    }
    levels
}
// ANCHOR_END: count

/// Counts the positions reachable in exactly 0, 1, … `max_jumps` jumps by
/// keeping every position: slower, and a check on [`count_levels`].
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::count_every_position;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(count_every_position(&ENGLISH_GEOMETRY, START, 2), [1, 4, 12]);
/// ```
pub fn count_every_position(
    geometry: &Geometry,
    start: Board,
    max_jumps: u32,
) -> Vec<u64> {
    let mut counts = Vec::new();
    let mut frontier = vec![start];
    for jumps in 0..=max_jumps {
        if frontier.is_empty() {
            break;
        }
        counts.push(frontier.len() as u64);
        if jumps == max_jumps {
            break;
        }
        let mut next = board_set(frontier.len() * 4);
        for &pegs in &frontier {
            next.extend(successors(pegs, geometry));
        }
        frontier = next.into_iter().collect();
    }
    counts
}
