//! Worked solutions to the exercises of the first part: the squares a side
//! attacks, the position seen from the other side, passed pawns by fills,
//! and the order in which a side's pieces can capture on a square.

use crate::attacks::{bishop, king, knight, pawn_attacks_all, rook};
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::types::{Color, Piece, Square};

// ANCHOR: attacked_by
/// Every square some piece of `color` attacks, the board as it stands: its
/// pawns all at once by shifts, its other pieces one by one.
///
/// ```
/// use ch08_chess::exercises_position::attacked_by;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// assert_eq!(attacked_by(&Position::start(), Color::White).count(), 22);
/// ```
pub fn attacked_by(pos: &Position, color: Color) -> Bitboard {
    let occupied = pos.occupied();
    let queens = pos.pieces(color, Piece::Queen);
    let mut attacked = pawn_attacks_all(color, pos.pieces(color, Piece::Pawn));
    for square in pos.pieces(color, Piece::Knight) {
        attacked |= knight(square);
    }
    for square in pos.pieces(color, Piece::Bishop) | queens {
        attacked |= bishop(square, occupied);
    }
    for square in pos.pieces(color, Piece::Rook) | queens {
        attacked |= rook(square, occupied);
    }
    attacked | king(pos.king(color))
}
// ANCHOR_END: attacked_by

// ANCHOR: flipped
/// The position seen from the other side: the board turned upside down
/// (`swap_bytes`, square `s` to `s ⊕ 56`), the colours exchanged, and the
/// side to move, the castling rights and the en passant square with them.
///
/// ```
/// use ch08_chess::exercises_position::flipped;
/// use ch08_chess::position::Position;
/// let start = Position::start();
/// let e5 = "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2";
/// let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2";
/// let after = Position::from_fen(e5).unwrap();
/// assert_eq!(flipped(&after).to_fen(), e4);
/// assert_eq!(flipped(&flipped(&start)), start);
/// ```
pub fn flipped(pos: &Position) -> Position {
    let mut flip = *pos;
    flip.by_piece = pos.by_piece.map(|b| Bitboard(b.0.swap_bytes()));
    flip.by_color =
        [pos.by_color[1], pos.by_color[0]].map(|b| Bitboard(b.0.swap_bytes()));
    // two squares to a byte: rank r's bytes are 4r to 4r + 3, so `s ⊕ 56`
    // is byte `i ⊕ 28`, the same half of it
    for byte in 0..32 {
        flip.board[byte] = pos.board[byte ^ 28];
    }
    flip.side = pos.side.other();
    // White's two rights are the low two bits, Black's the next two.
    flip.castling = (pos.castling & 0b0011) << 2 | (pos.castling & 0b1100) >> 2;
    flip.en_passant = pos.en_passant.map(|square| square ^ 56);
    flip.key = flip.key_from_scratch();
    flip
}
// ANCHOR_END: flipped

// ANCHOR: passed_pawns
/// The squares of every square of `b` and all those below it on its file:
/// `b | b ≫ 8 | b ≫ 16 | …`, in three doubling steps.
///
/// ```
/// use ch08_chess::exercises_position::fill_down;
/// use ch08_chess::bitboard::Bitboard;
/// // a3, a2 and a1
/// assert_eq!(fill_down(Bitboard(1 << 16)), Bitboard(1 << 16 | 1 << 8 | 1));
/// ```
pub fn fill_down(mut b: Bitboard) -> Bitboard {
    b |= b >> 8;
    b |= b >> 16;
    b | b >> 32
}

/// The squares of every square of `b` and all those above it on its file.
///
/// ```
/// use ch08_chess::exercises_position::fill_up;
/// use ch08_chess::bitboard::Bitboard;
/// assert_eq!(fill_up(Bitboard(1 << 48)).count(), 2); // a7: a7 and a8
/// ```
pub fn fill_up(mut b: Bitboard) -> Bitboard {
    b |= b << 8;
    b |= b << 16;
    b | b << 32
}

/// The pawns of `color` that no enemy pawn can stop: none stands ahead of
/// it on its own file or on a file beside it.
///
/// ```
/// use ch08_chess::exercises_position::passed_pawns;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // White's d5 is passed; its a2 is not, for the b4 pawn guards a3
/// let pos = Position::from_fen("4k3/8/8/3P4/1p6/8/P7/4K3 w - - 0 1").unwrap();
/// assert_eq!(passed_pawns(&pos, Color::White).0, 1 << 35);
/// ```
pub fn passed_pawns(pos: &Position, color: Color) -> Bitboard {
    let enemies = pos.pieces(color.other(), Piece::Pawn);
    // The squares ahead of each enemy pawn, seen from our side: below it
    // for White, above it for Black, on its file.
    let ahead = match color {
        Color::White => fill_down(enemies >> 8),
        Color::Black => fill_up(enemies << 8),
    };
    let not_a = Bitboard(!0x0101_0101_0101_0101);
    let not_h = Bitboard(!0x8080_8080_8080_8080);
    let guarded = ahead | (ahead << 1) & not_a | (ahead >> 1) & not_h;
    pos.pieces(color, Piece::Pawn) & !guarded
}
// ANCHOR_END: passed_pawns

// ANCHOR: capture_order
/// The pieces of `color` that can capture on `square`, in the order a
/// player would use them, cheapest first (pawn, knight, bishop, rook, queen,
/// king); each piece taken off the board may uncover another behind it.
///
/// ```
/// use ch08_chess::exercises_position::capture_order;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // on d5: the pawn e4, the rook d2, then the queen d1 behind the rook
/// let fen = "4k3/8/8/3p4/4P3/8/3R4/3QK3 w - - 0 1";
/// let pos = Position::from_fen(fen).unwrap();
/// assert_eq!(capture_order(&pos, 35, Color::White), vec![28, 11, 3]);
/// ```
pub fn capture_order(
    pos: &Position,
    square: Square,
    color: Color,
) -> Vec<Square> {
    let mut occupied = pos.occupied();
    let mut order = Vec::new();
    loop {
        let attackers =
            pos.attackers_to(square, occupied) & pos.color(color) & occupied;
        let cheapest = Piece::ALL
            .into_iter()
            .map(|piece| attackers & pos.pieces(color, piece))
            .find(|b| !b.is_empty());
        let Some(pieces) = cheapest else {
            return order;
        };
        let from = pieces.lowest();
        order.push(from);
        occupied ^= Bitboard::from_square(from);
    }
}
// ANCHOR_END: capture_order
