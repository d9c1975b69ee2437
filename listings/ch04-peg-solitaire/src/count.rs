//! Counting the positions reachable from the start, a level (a jump) at a
//! time, up to symmetry and in all.

use crate::board::{Board, CELLS};
use crate::direction::Direction;
use crate::hash::board_set;
use crate::masks::Geometry;
use crate::moves::{bits, jump_bits, jumps, play, Move};
use crate::radix::radix_sort;
use crate::symmetry::{canonical, images, orbit_size};

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

/// The classes one jump away from the classes `frontier`: the successors'
/// canonical keys, sorted, each once.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::next_level;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(next_level(&[START], &ENGLISH_GEOMETRY).len(), 1);
/// ```
pub fn next_level(frontier: &[Board], geometry: &Geometry) -> Vec<Board> {
    let mut keys = Vec::with_capacity(frontier.len() * 8);
    for &pegs in frontier {
        keys.extend(successor_keys(pegs, geometry));
    }
    radix_sort(&mut keys);
    keys.dedup();
    keys
}
// ANCHOR_END: count

// ANCHOR: jump_images
/// The eight images of the three bits of every jump, by direction and
/// starting bit (zero where the landing bit falls outside the 49 bits).
const JUMP_IMAGES: [[[Board; 8]; CELLS as usize]; 4] = {
    let mut table = [[[0; 8]; CELLS as usize]; 4];
    let mut d = 0;
    while d < 4 {
        let direction = Direction::ALL[d];
        let mut from = 0;
        while from < CELLS {
            let to = from as i32 + 2 * direction.shift();
            if to >= 0 && to < CELLS as i32 {
                table[d][from as usize] =
                    images(jump_bits(Move { direction, from }));
            }
            from += 1;
        }
        d += 1;
    }
    table
};

/// The canonical keys of the positions one jump away from `pegs`. A
/// symmetry $g$ moves bits, so $g(p \oplus m) = g(p) \oplus g(m)$: the
/// images of a successor are the images of `pegs`, computed once, each
/// XORed with the same image of the jump's three bits.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::{successor_keys, successors};
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::symmetry::canonical;
/// let keys: Vec<u64> = successor_keys(START, &ENGLISH_GEOMETRY).collect();
/// let slow: Vec<u64> =
///     successors(START, &ENGLISH_GEOMETRY).map(canonical).collect();
/// assert_eq!(keys, slow);
/// ```
pub fn successor_keys(
    pegs: Board,
    geometry: &Geometry,
) -> impl Iterator<Item = Board> + '_ {
    let seen = images(pegs);
    Direction::ALL.into_iter().flat_map(move |direction| {
        let d = direction.index();
        bits(jumps(pegs, geometry.starts[d], direction)).map(move |from| {
            let jump = &JUMP_IMAGES[d][from as usize];
            let mut key = seen[0] ^ jump[0];
            for g in 1..8 {
                key = key.min(seen[g] ^ jump[g]);
            }
            key
        })
    })
}
// ANCHOR_END: jump_images

// ANCHOR: levels
/// Counts the positions reachable from `start` level by level, keeping one
/// key (the smallest image) per class; a class of size $k$
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
        frontier = next_level_in_parallel(&frontier, geometry);
    }
    levels
}
// ANCHOR_END: levels

/// [`next_level`] on two threads, each on half of `frontier`, then the two
/// sorted halves merged.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::{next_level, next_level_in_parallel};
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// let two = next_level(&[START], &ENGLISH_GEOMETRY);
/// let three = next_level(&two, &ENGLISH_GEOMETRY);
/// assert_eq!(next_level_in_parallel(&two, &ENGLISH_GEOMETRY), three);
/// ```
pub fn next_level_in_parallel(
    frontier: &[Board],
    geometry: &Geometry,
) -> Vec<Board> {
    let (first, second) = frontier.split_at(frontier.len() / 2);
    let (a, b) = std::thread::scope(|scope| {
        let other = scope.spawn(|| next_level(second, geometry));
        let mine = next_level(first, geometry);
        (
            mine,
            other
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
        )
    });
    merge(&a, &b)
}

/// The union of two sorted lists without duplicates, sorted.
///
/// ```
/// use ch04_peg_solitaire::count::merge;
/// assert_eq!(merge(&[1, 3, 5], &[2, 3, 6]), [1, 2, 3, 5, 6]);
/// ```
pub fn merge(a: &[Board], b: &[Board]) -> Vec<Board> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let smaller = a[i].min(b[j]);
        out.push(smaller);
        i += usize::from(a[i] == smaller);
        j += usize::from(b[j] == smaller);
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

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
