//! The board perft copies: what the generator reads and nothing else. No
//! Zobrist key, no square array, no clocks, so a move changes a few
//! bitboards and three small fields.

use crate::bitboard::Bitboard;
use crate::make::{castling_rook, CASTLING_KEPT};
use crate::movegen::Placement;
use crate::position::Position;
use crate::types::{Color, Move, MoveKind, Piece, Square};

// ANCHOR: perft_board
/// A position as perft copies it: the squares of each piece kind and of
/// each colour, the side to move, the castling rights and the en passant
/// square, 72 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerftBoard {
    by_piece: [Bitboard; 6],
    by_color: [Bitboard; 2],
    side: Color,
    castling: u8,
    en_passant: Option<u8>,
}

impl From<&Position> for PerftBoard {
    fn from(pos: &Position) -> PerftBoard {
        PerftBoard {
            by_piece: Piece::ALL.map(|piece| pos.of_kind(piece)),
            by_color: Color::ALL.map(|color| pos.of_color(color)),
            side: pos.side(),
            castling: pos.rights(),
            en_passant: pos.en_passant_square().map(|square| square as u8),
        }
    }
}
// ANCHOR_END: perft_board

impl Placement for PerftBoard {
    #[inline(always)]
    fn of_kind(&self, piece: Piece) -> Bitboard {
        self.by_piece[piece.index()]
    }
    #[inline(always)]
    fn of_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }
    #[inline(always)]
    fn side(&self) -> Color {
        self.side
    }
    #[inline(always)]
    fn rights(&self) -> u8 {
        self.castling
    }
    #[inline(always)]
    fn en_passant_square(&self) -> Option<Square> {
        self.en_passant.map(Square::from)
    }
}

impl PerftBoard {
    // ANCHOR: play_piece
    /// The board after a move or capture of the piece of kind `kind` on
    /// `from` to `to`, when it is no castling, en passant capture, promotion
    /// or double push (pawns go through `play_moving`):
    /// whatever stands on `to` leaves every set, so that a capture needs no
    /// test; the piece moves; the rights that survive `from` and `to` stay.
    ///
    /// ```
    /// use ch08_chess::perft_board::PerftBoard;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Piece;
    /// let start = PerftBoard::from(&Position::start());
    /// let after = start.play_piece(Piece::Knight, 6, 21); // g1f3
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 0 1";
    /// assert_eq!(after, PerftBoard::from(&Position::from_fen(fen)?));
    /// # Ok::<(), ch08_chess::fen::FenError>(())
    /// ```
    #[inline(always)]
    pub fn play_piece(&self, kind: Piece, from: Square, to: Square) -> Self {
        let mut next = *self;
        let (us, them) = (self.side, self.side.other());
        let to_bit = Bitboard::from_square(to);
        let moved = Bitboard::from_square(from) | to_bit;
        for set in &mut next.by_piece {
            *set &= !to_bit;
        }
        next.by_color[them.index()] &= !to_bit;
        next.by_piece[kind.index()] ^= moved;
        next.by_color[us.index()] ^= moved;
        next.castling &= CASTLING_KEPT[from] & CASTLING_KEPT[to];
        next.en_passant = None;
        next.side = them;
        next
    }
    // ANCHOR_END: play_piece

    /// The board after any legal move: `play_piece` for the piece on
    /// `m.from()`, and then what the move's kind adds: the en passant square
    /// after a double push, the pawn taken beside the target, the rook that
    /// castles, the pawn that becomes another piece.
    ///
    /// ```
    /// use ch08_chess::perft_board::PerftBoard;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let start = Position::start();
    /// let e4 = Move::new(12, 28, MoveKind::DoublePush);
    /// let after = PerftBoard::from(&start).play(e4);
    /// assert_eq!(after, PerftBoard::from(&start.play(e4)));
    /// ```
    pub fn play(&self, m: Move) -> Self {
        self.play_moving(self.kind_at(m.from()), m)
    }

    /// The board after the legal move `m` of a piece of kind `kind`.
    ///
    /// ```
    /// use ch08_chess::perft_board::PerftBoard;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind, Piece};
    /// let start = Position::start();
    /// let e4 = Move::new(12, 28, MoveKind::DoublePush);
    /// let after = PerftBoard::from(&start).play_moving(Piece::Pawn, e4);
    /// assert_eq!(after, PerftBoard::from(&start.play(e4)));
    /// ```
    #[inline(always)]
    pub fn play_moving(&self, kind: Piece, m: Move) -> Self {
        let (from, to) = (m.from(), m.to());
        let mut next = self.play_piece(kind, from, to);
        let (us, them) = (self.side.index(), self.side.other().index());
        match m.kind() {
            MoveKind::Normal => {}
            MoveKind::DoublePush => {
                next.en_passant = Some((from + to) as u8 / 2)
            }
            MoveKind::EnPassant => {
                let taken = Bitboard::from_square(to ^ 8);
                next.by_piece[Piece::Pawn.index()] ^= taken;
                next.by_color[them] ^= taken;
            }
            MoveKind::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                let rook = Bitboard::from_square(rook_from)
                    | Bitboard::from_square(rook_to);
                next.by_piece[Piece::Rook.index()] ^= rook;
                next.by_color[us] ^= rook;
            }
            MoveKind::Promotion(promotion) => {
                let square = Bitboard::from_square(to);
                next.by_piece[Piece::Pawn.index()] ^= square;
                next.by_piece[promotion.piece().index()] |= square;
            }
        }
        next
    }

    /// The kind of the piece on `square`, which must hold one: the one set
    /// of `by_piece` that has it.
    fn kind_at(&self, square: Square) -> Piece {
        let found = Piece::ALL
            .into_iter()
            .find(|piece| self.of_kind(*piece).contains(square));
        match found {
            Some(piece) => piece,
            None => panic!("no piece on square {square} to move"),
        }
    }
}
