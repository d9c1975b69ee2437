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
    halfmove: u16,
    fullmove: u16,
    key: u64,
}

/// The rook's squares when the king castles to `to`: (from, to).
#[inline]
fn castling_rook(to: Square) -> (Square, Square) {
    match to & 7 {
        6 => (to + 1, to - 1), // king side: h → f
        _ => (to - 2, to + 1), // queen side: a → d
    }
}

impl Position {
    // ANCHOR: apply
    /// Plays a legal move in place and returns the piece it captured: the
    /// pieces moved in every set and in the key, then the en passant square,
    /// castling rights, clocks and side to move brought up to date.
    #[inline]
    fn apply(&mut self, m: Move) -> Option<Piece> {
        let (from, to) = (m.from(), m.to());
        let Some(piece) = self.kind_at(from) else {
            return None; // not a move of this position: nothing to play
        };
        let us = self.side;
        let them = us.other();
        if let Some(square) = self.en_passant.take() {
            self.key ^= KEYS.en_passant[square as usize % 8];
        }
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
        match m.kind() {
            MoveKind::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                self.remove(us, Piece::Rook, rook_from);
                self.put(us, Piece::Rook, rook_to);
            }
            MoveKind::DoublePush => {
                let skipped = (from + to) / 2;
                self.en_passant = Some(skipped as u8);
                self.key ^= KEYS.en_passant[skipped % 8];
            }
            _ => {}
        }
        let rights = self.castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        self.key ^= KEYS.castling[self.castling as usize & 15]
            ^ KEYS.castling[rights as usize & 15];
        self.castling = rights;
        self.halfmove = if piece == Piece::Pawn || captured.is_some() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = them;
        self.key ^= KEYS.black_to_move;
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
    /// exactly.
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
        let Some(moved) = self.kind_at(to) else {
            return; // not the move that was made: nothing to take back
        };
        let them = self.side;
        let us = them.other();
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
