//! Perft: the number of move sequences of a given length, a check on the
//! move generator.

use crate::board::Board;
use crate::direction::Direction;
use crate::masks::Geometry;
use crate::moves::{bits, jumps, play, Move};

// ANCHOR: perft
/// The number of sequences of `depth` moves from `pegs`; at the last level
/// the moves are counted, not played.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::perft::perft;
/// assert_eq!(perft(&ENGLISH_GEOMETRY, START, 1), 4);
/// ```
pub fn perft(geometry: &Geometry, pegs: Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for direction in Direction::ALL {
        let movers = jumps(pegs, geometry.starts[direction.index()], direction);
        if depth == 1 {
            total += u64::from(movers.count_ones());
            continue;
        }
        for from in bits(movers) {
            let next = play(pegs, Move { direction, from });
            total += perft(geometry, next, depth - 1);
        }
    }
    total
}
// ANCHOR_END: perft
