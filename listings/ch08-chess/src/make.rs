//! Playing a move: on a copy of the position (copy-make), or in place with
//! what is needed to take it back (make/unmake); both keep the Zobrist key
//! up to date with a few XORs. And a move read from UCI notation.

use crate::movegen::legal_moves;
use crate::position::Position;
use crate::types::{Color, Move, MoveKind, Piece, Square};
use crate::zobrist::KEYS;
use ch07_rays::squares::parse_square;
use std::fmt;

// ANCHOR: castling_masks
/// The castling rights that survive a move from or to each square: a move
/// of the king clears its side's two, a move from or onto a rook's corner
/// clears that corner's one:
/// `rights & CASTLING_KEPT[from] & CASTLING_KEPT[to]`.
const CASTLING_KEPT: [u8; 64] = {
    let mut kept = [0b1111u8; 64];
    kept[0] = !2 & 0b1111; // a1: White's queen side
    kept[4] = !3 & 0b1111; // e1: both of White's
    kept[7] = !1 & 0b1111; // h1: White's king side
    kept[56] = !8 & 0b1111; // a8: Black's queen side
    kept[60] = !12 & 0b1111; // e8: both of Black's
    kept[63] = !4 & 0b1111; // h8: Black's king side
    kept
};
// ANCHOR_END: castling_masks

/// What `make` changed that `unmake` cannot work out from the move alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Piece>,
    castling: u8,
    en_passant: Option<u8>,
    halfmove: u32,
    fullmove: u32,
    key: u64,
}

/// The rook's squares when the king castles to `to`: (from, to).
#[inline]
pub(crate) fn castling_rook(to: Square) -> (Square, Square) {
    match to {
        6 | 62 => (to + 1, to - 1), // king side: h → f
        2 | 58 => (to - 2, to + 1), // queen side: a → d
        _ => unreachable!("a king castles to c1, g1, c8 or g8"),
    }
}

impl Position {
    // ANCHOR: apply
    /// Plays a move in place and returns the piece it captured: the pieces
    /// moved in every set and in the key, then the en passant square,
    /// castling rights, clocks and side to move brought up to date. The move
    /// must be legal, or at least pseudo-legal (one that may leave the
    /// mover's king attacked, for make-and-test): a move from an empty
    /// square panics, and in a debug build any other move does too.
    #[inline]
    fn apply(&mut self, m: Move) -> Option<Piece> {
        debug_assert!(
            self.is_pseudo_legal(m),
            "{m:?} is not a move of {}",
            self.to_fen()
        );
        let (from, to) = (m.from(), m.to());
        let Some(piece) = self.kind_at(from) else {
            panic!("{m:?} moves no piece in {}", self.to_fen());
        };
        let us = self.side;
        let them = us.other();
        self.key ^= self.en_passant_key();
        self.en_passant = None;
        let captured = match m.kind() {
            MoveKind::EnPassant => {
                // The pawn beside `from`.
                self.remove(them, Piece::Pawn, to ^ 8);
                Some(Piece::Pawn)
            }
            _ => {
                let captured = self.kind_at(to);
                if let Some(victim) = captured {
                    self.remove(them, victim, to);
                }
                captured
            }
        };
        self.remove(us, piece, from);
        self.put(us, m.promotion().unwrap_or(piece), to);
        if m.kind() == MoveKind::Castle {
            let (rook_from, rook_to) = castling_rook(to);
            self.remove(us, Piece::Rook, rook_from);
            self.put(us, Piece::Rook, rook_to);
        }
        let rights = self.castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        self.key ^= KEYS.castling[usize::from(self.castling)]
            ^ KEYS.castling[usize::from(rights)];
        self.castling = rights;
        self.halfmove = if piece == Piece::Pawn || captured.is_some() {
            0
        } else {
            self.halfmove + 1
        };
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.side = them;
        self.key ^= KEYS.white_to_move;
        if m.kind() == MoveKind::DoublePush {
            self.en_passant = Some(((from + to) / 2) as u8);
            self.key ^= self.en_passant_key();
        }
        captured
    }
    // ANCHOR_END: apply

    // ANCHOR: play
    /// Copy-make: the position after a legal move, the original untouched.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let e4 = Move::new(12, 28, MoveKind::DoublePush);
    /// let after = Position::start().play(e4);
    /// let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    /// assert_eq!(after.to_fen(), fen);
    /// ```
    #[inline]
    pub fn play(&self, m: Move) -> Position {
        let mut next = *self;
        next.apply(m);
        next
    }
    // ANCHOR_END: play

    // ANCHOR: make_unmake
    /// Make: plays a legal move in place and returns what `unmake` needs.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let mut pos = Position::start();
    /// let m = Move::new(6, 21, MoveKind::Normal); // g1f3
    /// let undo = pos.make(m);
    /// pos.unmake(m, undo);
    /// assert_eq!(pos, Position::start());
    /// ```
    #[inline]
    pub fn make(&mut self, m: Move) -> Undo {
        let undo = Undo {
            captured: None,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            key: self.key,
        };
        let captured = self.apply(m);
        Undo { captured, ..undo }
    }

    /// Unmake: takes back the move `make` played, restoring the position
    /// exactly. A move whose landing square holds no piece of the side that
    /// made it panics.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let mut pos = Position::start();
    /// let m = Move::new(12, 28, MoveKind::DoublePush); // e2e4
    /// let undo = pos.make(m);
    /// pos.unmake(m, undo);
    /// assert_eq!(pos.to_fen(), Position::start().to_fen());
    /// ```
    #[inline]
    pub fn unmake(&mut self, m: Move, undo: Undo) {
        let (from, to) = (m.from(), m.to());
        let them = self.side;
        let us = them.other();
        let moved = match self.piece_at(to) {
            Some((color, piece)) if color == us => piece,
            _ => {
                panic!("{m:?} was not the last move made in {}", self.to_fen())
            }
        };
        let original = if m.promotion().is_some() {
            Piece::Pawn
        } else {
            moved
        };
        self.remove(us, moved, to);
        self.put(us, original, from);
        match m.kind() {
            MoveKind::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                self.remove(us, Piece::Rook, rook_to);
                self.put(us, Piece::Rook, rook_from);
            }
            MoveKind::EnPassant => self.put(them, Piece::Pawn, to ^ 8),
            _ => {
                if let Some(victim) = undo.captured {
                    self.put(them, victim, to);
                }
            }
        }
        self.side = us;
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.fullmove = undo.fullmove;
        self.key = undo.key;
    }
    // ANCHOR_END: make_unmake

    // ANCHOR: null_move
    /// A null move: the side to move passes. The en passant square goes
    /// (and its part of the key), the halfmove clock counts one more ply,
    /// the move number stays, and the other side is to move. A side in check
    /// may not pass (a debug build panics).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// let mut pos = Position::start();
    /// let undo = pos.make_null();
    /// assert_eq!(pos.side_to_move(), Color::Black);
    /// assert_eq!(pos.key(), pos.key_from_scratch());
    /// pos.unmake_null(undo);
    /// assert_eq!(pos, Position::start());
    /// ```
    #[inline]
    pub fn make_null(&mut self) -> NullUndo {
        debug_assert!(
            !self.in_check(),
            "a side in check passes in {}",
            self.to_fen()
        );
        let undo = NullUndo {
            en_passant: self.en_passant,
            halfmove: self.halfmove,
            key: self.key,
        };
        self.key ^= self.en_passant_key() ^ KEYS.white_to_move;
        self.en_passant = None;
        self.halfmove += 1;
        self.side = self.side.other();
        undo
    }

    /// Takes back a null move: the side, the en passant square, the clock
    /// and the key as they were.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// let mut pos = Position::start();
    /// let undo = pos.make_null();
    /// pos.unmake_null(undo);
    /// assert_eq!(pos.key(), Position::start().key());
    /// ```
    #[inline]
    pub fn unmake_null(&mut self, undo: NullUndo) {
        self.side = self.side.other();
        self.en_passant = undo.en_passant;
        self.halfmove = undo.halfmove;
        self.key = undo.key;
    }
    // ANCHOR_END: null_move

    /// The position after a null move, the original untouched (copy-make).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// let passed = Position::start().play_null();
    /// assert_eq!(passed.play_null().key(), Position::start().key());
    /// ```
    #[inline]
    pub fn play_null(&self) -> Position {
        let mut next = *self;
        next.make_null();
        next
    }
}

/// What `make_null` changed: the en passant square, the clock and the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NullUndo {
    en_passant: Option<u8>,
    halfmove: u32,
    key: u64,
}

/// Why a move in UCI notation was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not two squares and an optional promotion letter.
    Notation(String),
    /// Well formed, but not a legal move in the position.
    Illegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The text in backticks, or its first 40 characters and its length.
        let quote = |text: &str| -> String {
            match text.char_indices().nth(40) {
                Some((end, _)) => {
                    format!(
                        "`{}…` ({} characters)",
                        &text[..end],
                        text.chars().count()
                    )
                }
                None => format!("`{text}`"),
            }
        };
        match self {
            MoveError::Notation(text) => write!(
                f,
                "{} is not a move in UCI notation: two squares, then a \
                 promotion letter if any, like e2e4 or e7e8q",
                quote(text)
            ),
            MoveError::Illegal(text) => {
                write!(
                    f,
                    "{} is not a legal move in this position",
                    quote(text)
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl Move {
    /// The legal move of `pos` written `text` in UCI notation (`e2e4`,
    /// `e7e8q`, castling as the king's move `e1g1`).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Move;
    /// let start = Position::start();
    /// assert_eq!(Move::from_uci(&start, "g1f3")?.to_string(), "g1f3");
    /// assert!(Move::from_uci(&start, "e2e5").is_err());
    /// # Ok::<(), ch08_chess::make::MoveError>(())
    /// ```
    pub fn from_uci(pos: &Position, text: &str) -> Result<Move, MoveError> {
        let notation = || MoveError::Notation(text.to_string());
        let (from, to, promotion) =
            match (text.get(..2), text.get(2..4), text.get(4..)) {
                (Some(from), Some(to), Some(rest)) if rest.len() <= 1 => {
                    (from, to, rest)
                }
                _ => return Err(notation()),
            };
        let from = parse_square(from).map_err(|_| notation())?;
        let to = parse_square(to).map_err(|_| notation())?;
        let promotion = match promotion.chars().next() {
            None => None,
            Some(c @ ('n' | 'b' | 'r' | 'q')) => Piece::from_letter(c),
            Some(_) => return Err(notation()),
        };
        legal_moves(pos)
            .iter()
            .copied()
            .find(|m| {
                m.from() == from && m.to() == to && m.promotion() == promotion
            })
            .ok_or_else(|| MoveError::Illegal(text.to_string()))
    }
}
