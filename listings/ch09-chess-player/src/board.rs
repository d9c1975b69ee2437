//! What the player asks of chapter 8's rules beyond its legal moves, in one
//! place: captures, checks, a pass (the null move), and moves packed into
//! 16 bits for the transposition table.

use ch08_chess::bitboard::Bitboard;
use ch08_chess::movegen::{checkers, legal_moves_into, MoveList};
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move, MoveKind, Piece};

/// True when the side to move is in check.
///
/// ```
/// use ch09_chess_player::board::in_check;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1").unwrap();
/// assert!(in_check(&pos));
/// ```
#[inline]
pub fn in_check(pos: &Position) -> bool {
    !checkers(pos).is_empty()
}

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

/// True when the move puts the other side in check.
///
/// ```
/// use ch09_chess_player::board::gives_check;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert!(gives_check(&pos, Move::from_uci(&pos, "a1a8").unwrap()));
/// assert!(!gives_check(&pos, Move::from_uci(&pos, "a1a7").unwrap()));
/// ```
pub fn gives_check(pos: &Position, m: Move) -> bool {
    in_check(&pos.play(m))
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

// ANCHOR: captures
/// The captures (en passant and capturing promotions included), written
/// into `list` after emptying it.
///
/// ```
/// use ch09_chess_player::board::captures_into;
/// use ch08_chess::movegen::MoveList;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1").unwrap();
/// let mut list = MoveList::new();
/// captures_into(&pos, &mut list);
/// assert_eq!(list.len(), 1);
/// ```
pub fn captures_into(pos: &Position, list: &mut MoveList) {
    let mut all = MoveList::new();
    legal_moves_into(pos, &mut all);
    list.clear();
    for &m in all.iter() {
        if is_capture(pos, m) {
            list.push(m);
        }
    }
}
// ANCHOR_END: captures

// ANCHOR: is_legal
/// True when `m` is a legal move here: how a move read from the
/// transposition table, which may belong to another position with the same
/// slot, is checked before it is played.
///
/// ```
/// use ch09_chess_player::board::is_legal;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::{Move, MoveKind};
/// let start = Position::start();
/// assert!(is_legal(&start, Move::new(12, 28, MoveKind::DoublePush)));
/// assert!(!is_legal(&start, Move::new(12, 36, MoveKind::Normal)));
/// ```
pub fn is_legal(pos: &Position, m: Move) -> bool {
    let mut all = MoveList::new();
    legal_moves_into(pos, &mut all);
    all.contains(&m)
}
// ANCHOR_END: is_legal

// ANCHOR: has_pieces
/// True when the side to move has a piece other than pawns and its king:
/// where a pass is not the best move, so null-move pruning is safe enough.
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

// ANCHOR: null_move
/// The position after the side to move passes: the same board, the other
/// side to move, no en passant square, and the halfmove clock back to 0, so
/// that no repetition is counted across a pass.
///
/// ```
/// use ch09_chess_player::board::null_move;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// let passed = null_move(&Position::start());
/// assert_eq!(passed.side_to_move(), Color::Black);
/// assert_eq!(passed.occupied(), Position::start().occupied());
/// ```
pub fn null_move(pos: &Position) -> Position {
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let side = match pos.side_to_move() {
        Color::White => "b",
        Color::Black => "w",
    };
    let passed =
        format!("{} {side} {} - 0 {}", fields[0], fields[2], fields[5]);
    match Position::from_fen(&passed) {
        Ok(position) => position,
        Err(error) => panic!("a pass leaves a valid position: {error}"),
    }
}
// ANCHOR_END: null_move

/// A move in 16 bits, for the transposition table: 6 bits from, 6 bits to,
/// 4 bits of kind (0 normal, 1 double push, 2 en passant, 3 castling,
/// 4–7 a promotion to knight, bishop, rook, queen).
///
/// ```
/// use ch09_chess_player::board::{from_bits, to_bits};
/// use ch08_chess::types::{Move, MoveKind, Piece};
/// let m = Move::new(52, 60, MoveKind::Promotion(Piece::Queen));
/// assert_eq!(from_bits(to_bits(m)), Some(m));
/// ```
pub fn to_bits(m: Move) -> u16 {
    let kind = match m.kind() {
        MoveKind::Normal => 0,
        MoveKind::DoublePush => 1,
        MoveKind::EnPassant => 2,
        MoveKind::Castle => 3,
        MoveKind::Promotion(piece) => 3 + piece.index() as u16,
    };
    m.from() as u16 | (m.to() as u16) << 6 | kind << 12
}

/// The move of 16 bits written by [`to_bits`], or `None` for a code no move
/// has.
///
/// ```
/// use ch09_chess_player::board::from_bits;
/// assert_eq!(from_bits(12 | 28 << 6 | 1 << 12).unwrap().to_string(), "e2e4");
/// assert_eq!(from_bits(15 << 12), None);
/// ```
pub fn from_bits(bits: u16) -> Option<Move> {
    let from = (bits & 63) as usize;
    let to = (bits >> 6 & 63) as usize;
    let kind = match bits >> 12 {
        0 => MoveKind::Normal,
        1 => MoveKind::DoublePush,
        2 => MoveKind::EnPassant,
        3 => MoveKind::Castle,
        code @ 4..=7 => MoveKind::Promotion(Piece::ALL[code as usize - 3]),
        _ => return None,
    };
    Some(Move::new(from, to, kind))
}

/// The squares of one colour of the board: the dark squares (a1, c1, …).
pub const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);
