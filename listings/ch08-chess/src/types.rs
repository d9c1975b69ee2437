//! Squares, colours, pieces and moves: the small words of chess.

use ch07_rays::squares::square_name;
use std::fmt;

/// A square's index, 0 (a1) to 63 (h8): `8 · rank + file`, as in chapter 7.
pub type Square = usize;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first; its pawns go up the board.
    White,
    /// Moves second; its pawns go down the board.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    ///
    /// ```
    /// use ch08_chess::types::Color;
    /// assert_eq!(Color::White.other(), Color::Black);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Its index in the position's arrays: 0 for White, 1 for Black.
    ///
    /// ```
    /// use ch08_chess::types::Color;
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The six kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Pushes forward, captures diagonally.
    Pawn,
    /// Jumps.
    Knight,
    /// Slides along diagonals.
    Bishop,
    /// Slides along files and ranks.
    Rook,
    /// Slides both ways.
    Queen,
    /// Steps one square, and must never stand in check.
    King,
}

impl Piece {
    /// The six kinds, in index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// Its index in the position's arrays: pawn 0 to king 5.
    ///
    /// ```
    /// use ch08_chess::types::Piece;
    /// assert_eq!(Piece::King.index(), 5);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its letter in lower case, as FEN writes Black's pieces and UCI a
    /// promotion: `p n b r q k`.
    ///
    /// ```
    /// use ch08_chess::types::Piece;
    /// assert_eq!(Piece::Knight.letter(), 'n');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Piece::Pawn => 'p',
            Piece::Knight => 'n',
            Piece::Bishop => 'b',
            Piece::Rook => 'r',
            Piece::Queen => 'q',
            Piece::King => 'k',
        }
    }

    /// The piece of a letter of either case (`N` or `n` → knight).
    ///
    /// ```
    /// use ch08_chess::types::Piece;
    /// assert_eq!(Piece::from_letter('Q'), Some(Piece::Queen));
    /// assert_eq!(Piece::from_letter('x'), None);
    /// ```
    pub fn from_letter(letter: char) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .find(|p| p.letter() == letter.to_ascii_lowercase())
    }
}

// ANCHOR: move
/// The four pieces a pawn may become: a pawn or a king it cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// Becomes a knight.
    Knight,
    /// Becomes a bishop.
    Bishop,
    /// Becomes a rook.
    Rook,
    /// Becomes a queen.
    Queen,
}

/// What a move does besides moving a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture that needs nothing more.
    Normal,
    /// A pawn's two-square first step: it leaves an en passant square.
    DoublePush,
    /// A pawn captures the pawn that has just passed it.
    EnPassant,
    /// The king moves two squares and the rook jumps over it.
    Castle,
    /// A pawn reaches the last rank and becomes another piece.
    Promotion(Promotion),
}

/// A move in 16 bits: the square it leaves in bits 0–5, the square it
/// lands on in bits 6–11, and its kind in bits 12–15 (0 normal, 1 double
/// push, 2 en passant, 3 castling, 4 to 7 a promotion to a knight, bishop,
/// rook or queen): `from | to ≪ 6 | kind ≪ 12`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Move(u16);
// ANCHOR_END: move

impl Promotion {
    /// The four, in the order of their codes: knight, bishop, rook, queen.
    pub const ALL: [Promotion; 4] = [
        Promotion::Knight,
        Promotion::Bishop,
        Promotion::Rook,
        Promotion::Queen,
    ];

    /// The piece the pawn becomes.
    ///
    /// ```
    /// use ch08_chess::types::{Piece, Promotion};
    /// assert_eq!(Promotion::Queen.piece(), Piece::Queen);
    /// ```
    #[inline]
    pub const fn piece(self) -> Piece {
        match self {
            Promotion::Knight => Piece::Knight,
            Promotion::Bishop => Piece::Bishop,
            Promotion::Rook => Piece::Rook,
            Promotion::Queen => Piece::Queen,
        }
    }

    /// The promotion to a piece, if a pawn may become it (not a pawn or a
    /// king).
    ///
    /// ```
    /// use ch08_chess::types::{Piece, Promotion};
    /// assert_eq!(Promotion::from_piece(Piece::Rook), Some(Promotion::Rook));
    /// assert_eq!(Promotion::from_piece(Piece::King), None);
    /// ```
    pub const fn from_piece(piece: Piece) -> Option<Promotion> {
        match piece {
            Piece::Knight => Some(Promotion::Knight),
            Piece::Bishop => Some(Promotion::Bishop),
            Piece::Rook => Some(Promotion::Rook),
            Piece::Queen => Some(Promotion::Queen),
            Piece::Pawn | Piece::King => None,
        }
    }
}

impl Move {
    // ANCHOR: move_bits
    /// A move of the given kind (castling is the king's move, `e1g1`). The
    /// squares must be two different squares from 0 to 63.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// let m = Move::new(12, 28, MoveKind::DoublePush);
    /// assert_eq!(m.to_string(), "e2e4");
    /// assert_eq!(m.to_bits(), 12 | 28 << 6 | 1 << 12);
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        debug_assert!(from < 64 && to < 64 && from != to, "not a move");
        let code = match kind {
            MoveKind::Normal => 0,
            MoveKind::DoublePush => 1,
            MoveKind::EnPassant => 2,
            MoveKind::Castle => 3,
            MoveKind::Promotion(piece) => 4 + piece as u16,
        };
        Move(from as u16 | (to as u16) << 6 | code << 12)
    }

    /// The move of 16 bits from a table, or `None` when they are not a move:
    /// a kind code above 7, or the same square twice.
    ///
    /// ```
    /// use ch08_chess::types::Move;
    /// let e2e4 = Move::from_bits(12 | 28 << 6 | 1 << 12).unwrap();
    /// assert_eq!(e2e4.to_string(), "e2e4");
    /// assert_eq!(Move::from_bits(12 | 28 << 6 | 8 << 12), None); // kind 8
    /// assert_eq!(Move::from_bits(0), None); // a1 to a1
    /// ```
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Move> {
        let (from, to, code) = (bits & 63, bits >> 6 & 63, bits >> 12);
        if code > 7 || from == to {
            None
        } else {
            Some(Move(bits))
        }
    }

    /// The move's 16 bits, as a table stores them.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// let m = Move::new(4, 6, MoveKind::Castle); // e1g1
    /// assert_eq!(Move::from_bits(m.to_bits()), Some(m));
    /// ```
    #[inline]
    pub const fn to_bits(self) -> u16 {
        self.0
    }
    // ANCHOR_END: move_bits

    /// The square the piece leaves.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(12, 28, MoveKind::Normal).from(), 12);
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        (self.0 & 63) as Square
    }

    /// The square the piece lands on.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(12, 28, MoveKind::Normal).to(), 28);
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        (self.0 >> 6 & 63) as Square
    }

    /// What the move does besides moving a piece.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(4, 6, MoveKind::Castle).kind(), MoveKind::Castle);
    /// ```
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            0 => MoveKind::Normal,
            1 => MoveKind::DoublePush,
            2 => MoveKind::EnPassant,
            3 => MoveKind::Castle,
            code => MoveKind::Promotion(Promotion::ALL[(code - 4) as usize]),
        }
    }

    /// The piece a pawn becomes, if the move is a promotion.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind, Piece, Promotion};
    /// let m = Move::new(52, 60, MoveKind::Promotion(Promotion::Queen));
    /// assert_eq!(m.promotion(), Some(Piece::Queen));
    /// ```
    #[inline]
    pub const fn promotion(self) -> Option<Piece> {
        match self.kind() {
            MoveKind::Promotion(piece) => Some(piece.piece()),
            _ => None,
        }
    }
}

/// The move in UCI with its kind, `Move(e2e4, DoublePush)`.
impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self}, {:?})", self.kind())
    }
}

/// UCI notation: from and to squares, then the promotion's letter
/// (`e2e4`, `e7e8q`, castling as the king's move `e1g1`).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", square_name(self.from()), square_name(self.to()))?;
        match self.promotion() {
            Some(piece) => write!(f, "{}", piece.letter()),
            None => Ok(()),
        }
    }
}
