//! What the player asks of a position beyond chapter 8's rules: what a
//! move takes, what moves, whether a side has pieces besides its pawns.

use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Move, MoveKind, Piece};

/// The piece a move takes, if any: the piece on the target square, or a
/// pawn for en passant.
///
/// ```
/// use ch09_chess_player::board::captured;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::{Move, Piece};
/// let pos = Position::from_fen("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1").unwrap();
/// let exd5 = Move::from_uci(&pos, "e4d5").unwrap();
/// assert_eq!(captured(&pos, exd5), Some(Piece::Queen));
/// ```
#[inline]
pub fn captured(pos: &Position, m: Move) -> Option<Piece> {
    match m.kind() {
        MoveKind::EnPassant => Some(Piece::Pawn),
        _ => pos.piece_at(m.to()).map(|(_, piece)| piece),
    }
}

/// True when a move takes a piece.
///
/// ```
/// use ch09_chess_player::board::is_capture;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// let start = Position::start();
/// assert!(!is_capture(&start, Move::from_uci(&start, "e2e4").unwrap()));
/// ```
#[inline]
pub fn is_capture(pos: &Position, m: Move) -> bool {
    captured(pos, m).is_some()
}

/// The piece that moves.
///
/// ```
/// use ch09_chess_player::board::moving;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::{Move, Piece};
/// let start = Position::start();
/// let g1f3 = Move::from_uci(&start, "g1f3").unwrap();
/// assert_eq!(moving(&start, g1f3), Piece::Knight);
/// ```
#[inline]
pub fn moving(pos: &Position, m: Move) -> Piece {
    match pos.piece_at(m.from()) {
        Some((_, piece)) => piece,
        None => panic!("no piece on the square {m} leaves"),
    }
}

// ANCHOR: has_pieces
/// True when the side to move has a piece other than pawns and its king:
/// where a pass is rarely the best move, so null-move pruning is safe
/// enough.
///
/// ```
/// use ch09_chess_player::board::has_pieces;
/// use ch08_chess::position::Position;
/// let fen = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1";
/// let pawns = Position::from_fen(fen).unwrap();
/// assert!(!has_pieces(&pawns));
/// assert!(has_pieces(&Position::start()));
/// ```
#[inline]
pub fn has_pieces(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let pawns_and_king =
        pos.pieces(us, Piece::Pawn) | pos.pieces(us, Piece::King);
    !(pos.color(us) & !pawns_and_king).is_empty()
}
// ANCHOR_END: has_pieces

/// The squares of one colour of the board: the dark squares (a1, c1, …).
pub const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);
