//! A chess position: a bitboard per piece kind and per colour, a square
//! array beside them for "what stands here", and the rest of the state: side
//! to move, castling rights, en passant square, clocks and the Zobrist key.

use crate::attacks::pawn_attacks;
use crate::bitboard::Bitboard;
use crate::types::{Color, Piece, Square};
use crate::zobrist::KEYS;
use std::fmt;

// ANCHOR: castling_rights
/// White may still castle on the king's side (with the h1 rook).
pub const WHITE_KINGSIDE: u8 = 1;
/// White may still castle on the queen's side (with the a1 rook).
pub const WHITE_QUEENSIDE: u8 = 2;
/// Black may still castle on the king's side (with the h8 rook).
pub const BLACK_KINGSIDE: u8 = 4;
/// Black may still castle on the queen's side (with the a8 rook).
pub const BLACK_QUEENSIDE: u8 = 8;
// ANCHOR_END: castling_rights

// ANCHOR: position
/// A position: the sets of squares of each piece kind and of each colour,
/// the piece kind on each square, and the state that the board alone does
/// not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The squares of each piece kind, both colours: `by_piece[Piece::index]`.
    pub(crate) by_piece: [Bitboard; 6],
    /// The squares of each colour: `by_color[Color::index]`.
    pub(crate) by_color: [Bitboard; 2],
    /// The kind of piece on each square, two squares to a byte: square `s`
    /// in the low half of byte `s / 2` when `s` is even, the high half when
    /// odd; 0 for an empty square, `1 + Piece::index` for a piece (its colour
    /// is in `by_color`).
    pub(crate) board: [u8; 32],
    /// Whose turn it is.
    pub(crate) side: Color,
    /// The four castling rights, one bit each (`WHITE_KINGSIDE`, …).
    pub(crate) castling: u8,
    /// The square a pawn skipped with its double step on the last move.
    pub(crate) en_passant: Option<u8>,
    /// Half-moves since the last capture or pawn move (the fifty-move rule):
    /// at most 65,535 in a FEN, one more a ply, so no game reaches `u32::MAX`.
    pub(crate) halfmove: u32,
    /// The move number, counted up after Black moves (the same bound).
    pub(crate) fullmove: u32,
    /// The Zobrist key, kept up to date move by move.
    pub(crate) key: u64,
}
// ANCHOR_END: position

/// The piece kind of each half-byte code of the square array: 0 for none.
const KINDS: [Option<Piece>; 16] = {
    let mut kinds = [None; 16];
    let mut i = 0;
    while i < 6 {
        kinds[i + 1] = Some(Piece::ALL[i]);
        i += 1;
    }
    kinds
};

/// The starting position in FEN.
pub const START_FEN: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position {
    /// A board with nothing on it, White to move, no rights: the blank that
    /// FEN reading fills.
    pub(crate) fn empty() -> Position {
        Position {
            by_piece: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            board: [0; 32],
            side: Color::White,
            castling: 0,
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
            key: 0,
        }
    }

    /// The starting position.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().occupied().count(), 32);
    /// ```
    pub fn start() -> Position {
        match Position::from_fen(START_FEN) {
            Ok(position) => position,
            Err(error) => unreachable!("the start position is valid: {error}"),
        }
    }

    /// Whose turn it is.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// assert_eq!(Position::start().side_to_move(), Color::White);
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on a square and its colour, if any.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Color, Piece};
    /// let start = Position::start();
    /// assert_eq!(start.piece_at(4), Some((Color::White, Piece::King))); // e1
    /// assert_eq!(start.piece_at(28), None); // e4
    /// ```
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let piece = self.kind_at(square)?;
        let color = if self.by_color[0].contains(square) {
            Color::White
        } else {
            Color::Black
        };
        Some((color, piece))
    }

    /// The squares of one colour's pieces of one kind:
    /// `by_color[c] & by_piece[p]`.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Color, Piece};
    /// let pawns = Position::start().pieces(Color::Black, Piece::Pawn);
    /// assert_eq!(pawns.0, 0x00FF_0000_0000_0000);
    /// ```
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color.index()] & self.by_piece[piece.index()]
    }

    /// The squares of one colour's pieces.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// assert_eq!(Position::start().color(Color::White).0, 0xFFFF);
    /// ```
    #[inline]
    pub fn color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Every occupied square: `by_color[White] | by_color[Black]`.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().occupied().0, 0xFFFF_0000_0000_FFFF);
    /// ```
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The square of a side's king. Every position has one king a side:
    /// FEN refuses any other count and no legal move takes a king.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// assert_eq!(Position::start().king(Color::Black), 60); // e8
    /// ```
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        let kings = self.pieces(color, Piece::King);
        debug_assert!(kings.count() == 1, "{color:?} has not one king");
        kings.lowest()
    }

    /// The castling rights still held, one bit each (`WHITE_KINGSIDE` = 1,
    /// `WHITE_QUEENSIDE` = 2, `BLACK_KINGSIDE` = 4, `BLACK_QUEENSIDE` = 8).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().castling_rights(), 0b1111);
    /// ```
    #[inline]
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// The square a pawn skipped with a double step on the last move, where
    /// an enemy pawn may capture it en passant.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().en_passant(), None);
    /// ```
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant.map(Square::from)
    }

    /// Half-moves since the last capture or pawn move.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().halfmove_clock(), 0);
    /// ```
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number, from 1, counted up after each move of Black.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().fullmove_number(), 1);
    /// ```
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// True when the side to move is in check: some enemy piece attacks its
    /// king.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert!(!Position::start().in_check());
    /// let pos = Position::from_fen("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1")?;
    /// assert!(pos.in_check()); // the knight on f3
    /// # Ok::<(), ch08_chess::fen::FenError>(())
    /// ```
    #[inline]
    pub fn in_check(&self) -> bool {
        self.is_attacked(self.king(self.side), self.side.other())
    }

    /// The Zobrist key, as kept up to date move by move: the Polyglot key of
    /// the position.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// let start = Position::start();
    /// assert_eq!(start.key(), start.key_from_scratch());
    /// assert_eq!(start.key(), 0x463b_9618_1691_fc9c); // Polyglot's
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    // ANCHOR: key_from_scratch
    /// The Zobrist key computed from the whole position: the XOR of the keys
    /// of every piece on its square, of the side if White is to move, of the
    /// castling rights, and of the en passant file when a pawn of the side
    /// to move stands beside the pawn that passed.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// assert_eq!(Position::start().key_from_scratch(), 0x463b_9618_1691_fc9c);
    /// ```
    pub fn key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for color in Color::ALL {
            for piece in Piece::ALL {
                for square in self.pieces(color, piece) {
                    key ^= KEYS.pieces[color.index()][piece.index()][square];
                }
            }
        }
        if self.side == Color::White {
            key ^= KEYS.white_to_move;
        }
        key ^ KEYS.castling[usize::from(self.castling)] ^ self.en_passant_key()
    }

    /// The en passant part of the key: the file's key when a pawn of the
    /// side to move could capture on the en passant square (its pawn attacks
    /// seen from that square), else 0, as Polyglot's format has it.
    #[inline]
    pub(crate) fn en_passant_key(&self) -> u64 {
        match self.en_passant {
            Some(square) => {
                let square = Square::from(square);
                let capturers = pawn_attacks(self.side.other(), square)
                    & self.pieces(self.side, Piece::Pawn);
                if capturers.is_empty() {
                    0
                } else {
                    KEYS.en_passant[square % 8]
                }
            }
            None => 0,
        }
    }
    // ANCHOR_END: key_from_scratch

    // ANCHOR: square_array
    /// The kind of piece on a square, from the square array: the half byte
    /// `(board[s / 2] ≫ 4 · (s mod 2)) & 15`, 0 for none.
    #[inline]
    pub(crate) fn kind_at(&self, square: Square) -> Option<Piece> {
        let code = self.board[square / 2] >> (4 * (square & 1)) & 15;
        KINDS[code as usize]
    }

    /// Writes a square's half byte of the square array.
    #[inline]
    fn set_kind(&mut self, square: Square, code: u8) {
        let (byte, shift) = (square / 2, 4 * (square & 1));
        self.board[byte] = self.board[byte] & !(15 << shift) | code << shift;
    }
    // ANCHOR_END: square_array

    /// Puts a piece on an empty square, in every set and in the key.
    #[inline]
    pub(crate) fn put(&mut self, color: Color, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_piece[piece.index()] |= bit;
        self.by_color[color.index()] |= bit;
        self.set_kind(square, 1 + piece.index() as u8);
        self.key ^= KEYS.pieces[color.index()][piece.index()][square];
    }

    /// Takes a piece off its square, from every set and from the key.
    #[inline]
    pub(crate) fn remove(
        &mut self,
        color: Color,
        piece: Piece,
        square: Square,
    ) {
        let bit = Bitboard::from_square(square);
        self.by_piece[piece.index()] ^= bit;
        self.by_color[color.index()] ^= bit;
        self.set_kind(square, 0);
        self.key ^= KEYS.pieces[color.index()][piece.index()][square];
    }
}

/// The board with rank 8 on top: White's pieces in capitals, Black's in
/// small letters, `.` for an empty square, ranks 1–8 and files a–h labelled.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write!(f, "{}", rank + 1)?;
            for file in 0..8 {
                let mark = match self.piece_at(8 * rank + file) {
                    Some((Color::White, piece)) => {
                        piece.letter().to_ascii_uppercase()
                    }
                    Some((Color::Black, piece)) => piece.letter(),
                    None => '.',
                };
                write!(f, " {mark}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  a b c d e f g h")
    }
}
