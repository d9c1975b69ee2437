//! Roads found on a plain array, for comparison: one `bool` per square and a
//! depth-first search with a stack, the way one would write it without bits.
//!
//! Nothing in the chapter builds on this module; the book's speed appendix
//! measures it against the bitboard flood fill of [`roads`](crate::roads).

use crate::geometry::Bitboard;

/// The squares of a bitboard as an array of `size × size` flags, square
/// `size·row + column` at that index.
///
/// ```
/// use ch06_tak::array::to_array;
/// assert_eq!(to_array(0b101, 3)[..3], [true, false, true]);
/// ```
pub fn to_array(board: Bitboard, size: usize) -> Vec<bool> {
    (0..size * size)
        .map(|square| board >> square & 1 == 1)
        .collect()
}

/// Whether the road squares join the left and right edges, or the bottom
/// and top: a search from every square of one edge, step by step with
/// bounds checks, until it reaches the opposite edge.
///
/// ```
/// use ch06_tak::array::{has_road_array, to_array};
/// assert!(has_road_array(&to_array(0b000_111_000, 3), 3));
/// assert!(!has_road_array(&to_array(0b000_011_100, 3), 3));
/// ```
pub fn has_road_array(roads: &[bool], size: usize) -> bool {
    // Left to right, the lines are columns; bottom to top, they are rows.
    let across = |row: usize, column: usize| size * row + column;
    let up = |column: usize, row: usize| size * row + column;
    joins(roads, size, across) || joins(roads, size, up)
}

/// Whether a path of road squares leads from line 0 to line `size − 1`,
/// where `index(i, line)` is the square at position `i` along `line`.
fn joins(
    roads: &[bool],
    size: usize,
    index: impl Fn(usize, usize) -> usize,
) -> bool {
    let mut seen = vec![false; size * size];
    let mut stack: Vec<(usize, usize)> = (0..size)
        .filter(|&i| roads[index(i, 0)])
        .map(|i| (i, 0))
        .collect();
    while let Some((i, line)) = stack.pop() {
        if seen[index(i, line)] {
            continue;
        }
        seen[index(i, line)] = true;
        if line == size - 1 {
            return true;
        }
        let neighbours = [
            (i.wrapping_sub(1), line),
            (i + 1, line),
            (i, line.wrapping_sub(1)),
            (i, line + 1),
        ];
        for (ni, nline) in neighbours {
            if ni < size && nline < size && roads[index(ni, nline)] {
                stack.push((ni, nline));
            }
        }
    }
    false
}

/// `count` random 6 × 6 boards, each square a road with probability 5/8 (a
/// fixed xorshift sequence): the boards the speed comparison checks.
///
/// ```
/// use ch06_tak::array::sample_boards;
/// let boards = sample_boards(100);
/// assert!(boards.iter().all(|&b| b < 1 << 36));
/// assert_eq!(boards, sample_boards(100));
/// ```
pub fn sample_boards(count: usize) -> Vec<Bitboard> {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| (next() | next() & next()) & ((1 << 36) - 1))
        .collect()
}
