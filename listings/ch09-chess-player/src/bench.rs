//! The bench: a fixed set of positions, each searched to a fixed depth by a
//! new searcher, so that the node count is the same on every machine.

use crate::search::{Searcher, Step};
use crate::time::Limits;
use ch08_chess::history::KeyHistory;
use ch08_chess::position::Position;

/// The bench positions: the Chess Programming Wiki's six perft positions
/// (as chapter 8 uses them), and Lasker–Reichhelm 1901 (Fine, *Basic Chess
/// Endings*, no. 70), a pawn ending won only by looking far ahead.
pub const POSITIONS: [(&str, &str); 7] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ),
    ("fine 70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"),
];

/// The depth of the bench, in plies.
pub const DEPTH: i32 = 10;

/// The table of the bench, in MiB.
pub const HASH: usize = 16;

/// One bench position's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchLine {
    /// The position's name.
    pub name: &'static str,
    /// The move found.
    pub best: String,
    /// Its score.
    pub score: i32,
    /// The nodes searched.
    pub nodes: u64,
}

/// Searches every bench position to `depth` with the steps up to `step`,
/// each with a new searcher.
///
/// ```
/// use ch09_chess_player::bench::bench;
/// use ch09_chess_player::search::Step;
/// let lines = bench(2, Step::LAST);
/// assert_eq!(lines.len(), 7);
/// assert!(lines.iter().all(|l| l.nodes > 0));
/// ```
pub fn bench(depth: i32, step: Step) -> Vec<BenchLine> {
    POSITIONS
        .iter()
        .map(|&(name, fen)| {
            let pos = match Position::from_fen(fen) {
                Ok(pos) => pos,
                Err(error) => panic!("bench position {name}: {error}"),
            };
            let mut searcher = Searcher::with_step(HASH, step);
            let limits = Limits {
                depth: Some(depth),
                ..Limits::default()
            };
            let outcome = searcher.search(
                &pos,
                &KeyHistory::new(&pos),
                &limits,
                &mut |_| {},
            );
            BenchLine {
                name,
                best: outcome
                    .best
                    .map_or("0000".to_string(), |m| m.to_string()),
                score: outcome.report.score,
                nodes: searcher.nodes(),
            }
        })
        .collect()
}
