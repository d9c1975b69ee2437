//! What the benchmark (`benches/movegen.rs`) and the instruction-count
//! workloads (`examples/ch08_workload.rs`) share: the same positions, and
//! cozy-chess's perft written as its own example writes it.
#![allow(dead_code)] // the benchmark and the workloads each use a part

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use cozy_chess::Board;

/// The name of the established program measured beside the chapter's.
pub const COZY_CHESS: &str = "cozy-chess 0.3.4";

/// The form the listing's own code is measured as.
pub const BITBOARD: &str = "bitboard";

/// The form of the mailbox generator of `src/array.rs`, the same rules on a
/// plain array.
pub const ARRAY: &str = "array";

/// The start position.
pub const START: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Kiwipete, the Chess Programming Wiki's second perft position.
pub const KIWIPETE: &str =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The published perft counts measured: start position depth 5, Kiwipete
/// depth 4 (Chess Programming Wiki, "Perft Results").
pub const START_PERFT_5: u64 = 4_865_609;
/// Kiwipete's perft 4, published on the same page.
pub const KIWIPETE_PERFT_4: u64 = 4_085_603;

/// How many positions the legal-move benchmark generates the moves of.
pub const POSITIONS: usize = 1_000;

/// [`POSITIONS`] positions from seeded random games from the start position
/// (xorshift, the same on every run): every third position of games of up
/// to 90 plies, so openings, middle games and endings, as FEN.
pub fn random_fens() -> Vec<String> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut fens = Vec::with_capacity(POSITIONS);
    while fens.len() < POSITIONS {
        let mut pos = Position::start();
        for ply in 0..90 {
            let moves = legal_moves(&pos);
            if moves.is_empty() || fens.len() == POSITIONS {
                break;
            }
            if ply % 3 == 0 {
                fens.push(pos.to_fen());
            }
            pos = pos.play(moves[(next() % moves.len() as u64) as usize]);
        }
    }
    fens
}

/// cozy-chess's board of a FEN (standard castling, not Shredder-FEN).
pub fn cozy_board(fen: &str) -> Board {
    Board::from_fen(fen, false)
        .unwrap_or_else(|e| panic!("cozy-chess refuses {fen}: {e:?}"))
}

/// The number of cozy-chess's legal moves of a board, collected one by one
/// into a fixed array, as a move list is used.
#[inline(always)]
pub fn cozy_collect(
    board: &Board,
    list: &mut [cozy_chess::Move; 256],
) -> usize {
    let mut len = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            list[len] = mv;
            len += 1;
        }
        false
    });
    len
}

/// An empty move list for [`cozy_collect`].
pub fn cozy_list() -> [cozy_chess::Move; 256] {
    let a1 = cozy_chess::Square::A1;
    [cozy_chess::Move {
        from: a1,
        to: a1,
        promotion: None,
    }; 256]
}

/// cozy-chess's perft as its example `examples/perft.rs` writes it
/// (`perft_bulk`): bulk counting at the last ply, a copy of the board per
/// move.
pub fn cozy_perft(board: &Board, depth: u8) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes += 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut board = board.clone();
                    board.play_unchecked(mv);
                    let child_nodes = cozy_perft(&board, depth - 1);
                    nodes += child_nodes;
                }
                false
            });
        }
    }
    nodes
}
