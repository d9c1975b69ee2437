//! Perft: the number of move paths of a given length from a position, the
//! standard test of a move generator, and its breakdown by first move.

use crate::movegen::{count_legal_moves, legal_moves};
use crate::position::Position;
use crate::types::Move;

// ANCHOR: perft
/// The number of legal move sequences of `depth` plies: the sum over the
/// legal moves of the count one ply shorter, with the last ply counted,
/// not played (bulk counting).
///
/// ```
/// use ch08_chess::perft::perft;
/// use ch08_chess::position::Position;
/// assert_eq!(perft(&Position::start(), 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal_moves(pos),
        _ => legal_moves(pos)
            .iter()
            .map(|&m| perft(&pos.play(m), depth - 1))
            .sum(),
    }
}
// ANCHOR_END: perft

// ANCHOR: perft_make_unmake
/// The same count with make/unmake: one position changed in place and
/// changed back, instead of a copy per move.
///
/// ```
/// use ch08_chess::perft::perft_make_unmake;
/// use ch08_chess::position::Position;
/// assert_eq!(perft_make_unmake(&mut Position::start(), 3), 8_902);
/// ```
pub fn perft_make_unmake(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal_moves(pos),
        _ => {
            let mut nodes = 0;
            for &m in legal_moves(pos).iter() {
                let undo = pos.make(m);
                nodes += perft_make_unmake(pos, depth - 1);
                pos.unmake(m, undo);
            }
            nodes
        }
    }
}
// ANCHOR_END: perft_make_unmake

/// Perft split by first move: each legal move with the count of the
/// sequences it starts, sorted by the move's UCI text (none at depth 0).
///
/// ```
/// use ch08_chess::perft::divide;
/// use ch08_chess::position::Position;
/// let split = divide(&Position::start(), 2);
/// assert_eq!(split.len(), 20);
/// assert_eq!(split[0].0.to_string(), "a2a3");
/// assert!(split.iter().all(|&(_, n)| n == 20));
/// ```
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut split: Vec<(Move, u64)> = legal_moves(pos)
        .iter()
        .map(|&m| (m, perft(&pos.play(m), depth - 1)))
        .collect();
    split.sort_by_key(|(m, _)| m.to_string());
    split
}
