//! Worked solutions to the exercises of the fourth part: the nodes of a
//! count, divide by the fast perft, the captures of the last ply counted
//! without playing them, and perft on several threads.

use crate::fast_perft::perft_fast;
use crate::movegen::{captures_into, legal_moves, MoveList};
use crate::perft::perft;
use crate::position::Position;
use crate::types::Move;

// ANCHOR: count_nodes
/// The positions whose moves a count to `depth` generates: those of plies
/// 0 to `depth − 1`, `perft(pos, 0) + … + perft(pos, depth − 1)`.
///
/// ```
/// use ch08_chess::exercises_speed::count_nodes;
/// use ch08_chess::position::Position;
/// assert_eq!(count_nodes(&Position::start(), 3), 1 + 20 + 400);
/// ```
pub fn count_nodes(pos: &Position, depth: u32) -> u64 {
    (0..depth).map(|ply| perft(pos, ply)).sum()
}
// ANCHOR_END: count_nodes

// ANCHOR: divide_fast
/// Divide by the fast perft: each legal move with the count of the
/// sequences it starts, sorted by the move's UCI text (none at depth 0).
///
/// ```
/// use ch08_chess::exercises_speed::divide_fast;
/// use ch08_chess::position::Position;
/// let split = divide_fast(&Position::start(), 3);
/// assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), 8_902);
/// ```
pub fn divide_fast(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut split: Vec<(Move, u64)> = legal_moves(pos)
        .iter()
        .map(|&m| (m, perft_fast(&pos.play(m), depth - 1)))
        .collect();
    split.sort_by_key(|(m, _)| m.to_string());
    split
}
// ANCHOR_END: divide_fast

// ANCHOR: last_ply_captures
/// The captures among the last moves of the sequences of `depth` plies (en
/// passant included), counted with the captures' generator at the last ply
/// instead of playing every move.
///
/// ```
/// use ch08_chess::exercises_speed::last_ply_captures;
/// use ch08_chess::position::Position;
/// assert_eq!(last_ply_captures(&Position::start(), 3), 34);
/// ```
pub fn last_ply_captures(pos: &Position, depth: u32) -> u64 {
    let mut list = MoveList::new();
    captures_below(pos, depth, &mut list)
}

/// `last_ply_captures`, with one list reused for the last ply.
fn captures_below(pos: &Position, depth: u32, list: &mut MoveList) -> u64 {
    match depth {
        0 => 0,
        1 => {
            captures_into(pos, list);
            list.len() as u64
        }
        _ => legal_moves(pos)
            .iter()
            .map(|&m| captures_below(&pos.play(m), depth - 1, list))
            .sum(),
    }
}
// ANCHOR_END: last_ply_captures

// ANCHOR: perft_threads
/// The fast perft on `threads` threads: the root's moves dealt out in turn,
/// each thread counting below its own, the counts added at the end.
///
/// ```
/// use ch08_chess::exercises_speed::perft_threads;
/// use ch08_chess::position::Position;
/// assert_eq!(perft_threads(&Position::start(), 4, 2), 197_281);
/// ```
pub fn perft_threads(pos: &Position, depth: u32, threads: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos);
    let threads = threads.max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                let moves = &moves;
                scope.spawn(move || {
                    moves
                        .iter()
                        .skip(first)
                        .step_by(threads)
                        .map(|&m| perft_fast(&pos.play(m), depth - 1))
                        .sum::<u64>()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| match worker.join() {
                Ok(nodes) => nodes,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .sum()
    })
}
// ANCHOR_END: perft_threads
