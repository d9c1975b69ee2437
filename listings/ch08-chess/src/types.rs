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
    Promotion(Piece),
}

/// A move in three bytes: from, to and its kind as a code (0 normal,
/// 1 double push, 2 en passant, 3 castling, 4 + the piece for a promotion),
/// so that a list of moves starts as zero bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    from: u8,
    to: u8,
    kind: u8,
}
// ANCHOR_END: move

impl Move {
    /// A move of the given kind (castling is the king's move, `e1g1`).
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// let m = Move::new(12, 28, MoveKind::DoublePush);
    /// assert_eq!(m.to_string(), "e2e4");
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        let code = match kind {
            MoveKind::Normal => 0,
            MoveKind::DoublePush => 1,
            MoveKind::EnPassant => 2,
            MoveKind::Castle => 3,
            MoveKind::Promotion(piece) => 4 + piece as u8,
        };
        Move {
            from: (from & 63) as u8,
            to: (to & 63) as u8,
            kind: code,
        }
    }

    /// The square the piece leaves.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(12, 28, MoveKind::Normal).from(), 12);
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        self.from as Square
    }

    /// The square the piece lands on.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(12, 28, MoveKind::Normal).to(), 28);
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        self.to as Square
    }

    /// What the move does besides moving a piece.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind};
    /// assert_eq!(Move::new(4, 6, MoveKind::Castle).kind(), MoveKind::Castle);
    /// ```
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.kind {
            0 => MoveKind::Normal,
            1 => MoveKind::DoublePush,
            2 => MoveKind::EnPassant,
            3 => MoveKind::Castle,
            4 => MoveKind::Promotion(Piece::Pawn),
            5 => MoveKind::Promotion(Piece::Knight),
            6 => MoveKind::Promotion(Piece::Bishop),
            7 => MoveKind::Promotion(Piece::Rook),
            8 => MoveKind::Promotion(Piece::Queen),
            _ => MoveKind::Promotion(Piece::King),
        }
    }

    /// The piece a pawn becomes, if the move is a promotion.
    ///
    /// ```
    /// use ch08_chess::types::{Move, MoveKind, Piece};
    /// let m = Move::new(52, 60, MoveKind::Promotion(Piece::Queen));
    /// assert_eq!(m.promotion(), Some(Piece::Queen));
    /// ```
    #[inline]
    pub const fn promotion(self) -> Option<Piece> {
        match self.kind() {
            MoveKind::Promotion(piece) => Some(piece),
            _ => None,
        }
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
