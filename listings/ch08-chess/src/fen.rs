//! Forsyth–Edwards Notation: a position as one line of six fields, read
//! with every field checked and written back.
//!
//! `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`: the pieces
//! rank by rank from the eighth, the side to move, the castling rights, the
//! en passant square, the halfmove clock and the fullmove number. The first
//! four alone (as EPD and the published perft positions write them) are
//! read with the clocks at 0 and 1.

use crate::attacks::line;
use crate::bitboard::Bitboard;
use crate::position::{
    Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE,
};
use crate::types::{Color, Piece, Square};
use ch07_rays::squares::{parse_square, square_name};
use std::fmt;

/// What is wrong with a position given in FEN; each message names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not six fields separated by spaces, nor the first four alone.
    Fields(usize),
    /// A placement with more or fewer than eight ranks.
    Ranks(usize),
    /// A rank (counted from 1) with more or fewer than eight files.
    RankLength {
        /// The rank, counted from 1.
        rank: usize,
        /// How many files it describes (9 when it already runs past h).
        files: usize,
    },
    /// A character of the placement that is neither a piece letter nor a
    /// count of empty squares from 1 to 8.
    PieceLetter(char),
    /// A pawn on the first or the eighth rank, where no pawn can stand.
    PawnOnLastRank(Square),
    /// A side with no king or more than one.
    Kings {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: u32,
    },
    /// A side with more than 16 pieces, more than 8 pawns, or more queens,
    /// rooks, bishops and knights than its missing pawns could have become.
    Material(Color),
    /// A side to move other than `w` or `b`.
    Side(String),
    /// A castling field that is not `-` or some of `KQkq`, each once.
    Castling(String),
    /// A castling right whose king or rook is not on its starting square.
    CastlingRight(char),
    /// An en passant field that is not `-` or a square's name.
    EnPassant(String),
    /// An en passant square off the rank it must be on for the side to
    /// move: the sixth with White to move, the third with Black.
    EnPassantRank(Square, Color),
    /// An en passant square with no enemy pawn in front of it that could have
    /// just moved two squares, or with the squares it passed not empty.
    EnPassantPawn(Square),
    /// A halfmove clock that is not a whole number from 0 to 65,535.
    Halfmove(String),
    /// A fullmove number that is not a whole number from 1 to 65,535.
    Fullmove(String),
    /// The side that has just moved is in check: its last move was illegal.
    OpponentInCheck(Color),
    /// The side to move is in check from more than two pieces: one move
    /// uncovers at most one line and gives check with at most one piece.
    Checkers(Color, u32),
    /// Two checks no single move gives: from two pawns or knights (a pawn or
    /// a knight checks only by moving, and one piece moves), or from both
    /// sides along one line through the king (a move uncovers one side).
    DoubleCheck {
        /// The side in check.
        color: Color,
        /// True for the two sides of one line, false for pawns and knights.
        on_one_line: bool,
    },
    /// A check that the pawn which has just made its double step (on this
    /// square, beyond the en passant square) neither gives nor uncovers.
    EnPassantCheck(Square),
}

/// A value as a message quotes it, in backticks: whole if it has at most 40
/// characters, else its first 40, then `…` and how long it is, so that a long
/// bad value is named briefly and never repeated whole.
fn quote(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((end, _)) => {
            format!("`{}…` ({} characters)", &text[..end], text.chars().count())
        }
        None => format!("`{text}`"),
    }
}

/// A colour's name, capitalised.
fn name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Fields(n) => write!(
                f,
                "FEN has {n} fields, not 4 or 6 (placement, side, castling, \
                 en passant, clocks)"
            ),
            FenError::Ranks(n) => write!(
                f,
                "FEN placement field: {n} ranks, not 8 (separated by `/`)"
            ),
            FenError::RankLength { rank, files } if *files > 8 => write!(
                f,
                "FEN placement field: rank {rank} has more than 8 files"
            ),
            FenError::RankLength { rank, files } => write!(
                f,
                "FEN placement field: rank {rank} has {files} files, not 8"
            ),
            FenError::PieceLetter(c) => write!(
                f,
                "FEN placement field: `{c}` is not a piece (PNBRQK, pnbrqk) \
                 or 1 to 8"
            ),
            FenError::PawnOnLastRank(square) => write!(
                f,
                "FEN placement field: a pawn on {}, where no pawn can stand",
                square_name(*square)
            ),
            FenError::Kings { color, count } => write!(
                f,
                "FEN placement field: {} has {count} kings, not 1",
                name(*color)
            ),
            FenError::Material(color) => write!(
                f,
                "FEN placement field: {} has more material than a game \
                 can give",
                name(*color)
            ),
            FenError::Side(text) => write!(
                f,
                "FEN side to move field: {} is not `w` or `b`",
                quote(text)
            ),
            FenError::Castling(text) => write!(
                f,
                "FEN castling field: {} is not `-` or some of `KQkq`, each once",
                quote(text)
            ),
            FenError::CastlingRight(right) => {
                let (king, rook) = match right {
                    'K' => ("e1", "h1"),
                    'Q' => ("e1", "a1"),
                    'k' => ("e8", "h8"),
                    _ => ("e8", "a8"),
                };
                write!(
                    f,
                    "FEN castling field: `{right}` needs the king on {king} \
                     and a rook on {rook}"
                )
            }
            FenError::EnPassant(text) => write!(
                f,
                "FEN en passant field: {} is not `-` or a square",
                quote(text)
            ),
            FenError::EnPassantRank(square, side) => write!(
                f,
                "FEN en passant field: {} is not on the {} rank ({} to move)",
                square_name(*square),
                if *side == Color::White { "sixth" } else { "third" },
                name(*side)
            ),
            FenError::EnPassantPawn(square) => write!(
                f,
                "FEN en passant field: no pawn can just have moved past {}",
                square_name(*square)
            ),
            FenError::Halfmove(text) => write!(
                f,
                "FEN halfmove clock field: {} is not a whole number from 0 to 65535",
                quote(text)
            ),
            FenError::Fullmove(text) => write!(
                f,
                "FEN fullmove number field: {} is not a whole number from 1 to 65535",
                quote(text)
            ),
            FenError::OpponentInCheck(color) => write!(
                f,
                "FEN side to move field: {} is in check but not to move",
                name(*color)
            ),
            FenError::Checkers(color, count) => write!(
                f,
                "FEN placement field: {} is in check from {count} pieces; a \
                 move gives 2 at most",
                name(*color)
            ),
            FenError::DoubleCheck {
                color,
                on_one_line: false,
            } => write!(
                f,
                "FEN placement field: {} is in check from two pawns or \
                 knights at once",
                name(*color)
            ),
            FenError::DoubleCheck {
                color,
                on_one_line: true,
            } => write!(
                f,
                "FEN placement field: {} is in check from both ends of one \
                 line at once",
                name(*color)
            ),
            FenError::EnPassantCheck(square) => write!(
                f,
                "FEN en passant field: the {} pawn neither gives nor uncovers \
                 the check",
                square_name(*square)
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// Reads the placement field into `position`: ranks from the eighth down,
/// files from a to h, a digit for that many empty squares.
fn read_placement(
    position: &mut Position,
    field: &str,
) -> Result<(), FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::Ranks(ranks.len()));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0;
        for c in text.chars() {
            match c {
                '1'..='8' => file += c as usize - '0' as usize,
                _ => {
                    let piece = Piece::from_letter(c)
                        .ok_or(FenError::PieceLetter(c))?;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    if file < 8 {
                        position.put(color, piece, 8 * rank + file);
                    }
                    file += 1;
                }
            }
            if file > 8 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    files: file,
                });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank + 1,
                files: file,
            });
        }
    }
    Ok(())
}

/// Checks the pieces: one king a side, no more material than a game can
/// give, no pawn on the first or last rank.
fn check_pieces(position: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        let count = position.pieces(color, Piece::King).count();
        if count != 1 {
            return Err(FenError::Kings { color, count });
        }
    }
    for color in Color::ALL {
        let count = |piece: Piece| position.pieces(color, piece).count();
        let promoted = count(Piece::Queen).saturating_sub(1)
            + count(Piece::Rook).saturating_sub(2)
            + count(Piece::Bishop).saturating_sub(2)
            + count(Piece::Knight).saturating_sub(2);
        let pawns = count(Piece::Pawn);
        if position.color(color).count() > 16 || pawns + promoted > 8 {
            return Err(FenError::Material(color));
        }
    }
    let last_ranks = Bitboard(0xFF00_0000_0000_00FF);
    let pawns = position.by_piece[Piece::Pawn.index()] & last_ranks;
    match pawns.iter().next() {
        Some(square) => Err(FenError::PawnOnLastRank(square)),
        None => Ok(()),
    }
}

/// The castling rights of the field, each checked against the king and
/// rook it needs.
fn read_castling(position: &Position, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let malformed = || FenError::Castling(field.to_string());
    let mut rights = 0;
    for c in field.chars() {
        let (bit, color, king, rook) = match c {
            'K' => (WHITE_KINGSIDE, Color::White, 4, 7),
            'Q' => (WHITE_QUEENSIDE, Color::White, 4, 0),
            'k' => (BLACK_KINGSIDE, Color::Black, 60, 63),
            'q' => (BLACK_QUEENSIDE, Color::Black, 60, 56),
            _ => return Err(malformed()),
        };
        if rights & bit != 0 {
            return Err(malformed());
        }
        let has_king = position.pieces(color, Piece::King).contains(king);
        let has_rook = position.pieces(color, Piece::Rook).contains(rook);
        if !has_king || !has_rook {
            return Err(FenError::CastlingRight(c));
        }
        rights |= bit;
    }
    Ok(rights)
}

/// The en passant square of the field: on the sixth rank with White to
/// move (the third with Black), an enemy pawn just in front of it, and the
/// square it passed and the one it came from empty.
fn read_en_passant(
    position: &Position,
    field: &str,
) -> Result<Option<u8>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let square = parse_square(field)
        .map_err(|_| FenError::EnPassant(field.to_string()))?;
    let side = position.side;
    let rank = match side {
        Color::White => 5,
        Color::Black => 2,
    };
    if square / 8 != rank {
        return Err(FenError::EnPassantRank(square, side));
    }
    // The pawn stands one square further from the side to move, and came
    // from one square nearer to it.
    let (pawn, origin) = match side {
        Color::White => (square - 8, square + 8),
        Color::Black => (square + 8, square - 8),
    };
    let has_pawn = position.pieces(side.other(), Piece::Pawn).contains(pawn);
    let empty = (position.occupied()
        & (Bitboard::from_square(square) | Bitboard::from_square(origin)))
    .is_empty();
    if !has_pawn || !empty {
        return Err(FenError::EnPassantPawn(square));
    }
    Ok(Some(square as u8))
}

// ANCHOR: check_checks
/// Checks the checks on the side to move against what one move can give:
/// at most two checkers; two only if one of them is a slider and they do
/// not stand on one line through the king; and after a double step (an en
/// passant square), only the pawn's check or one its step uncovered, found
/// by putting the pawn back.
fn check_checks(position: &Position) -> Result<(), FenError> {
    let us = position.side;
    let king = position.king(us);
    let enemy = position.color(us.other());
    let checkers = position.attackers_to(king, position.occupied()) & enemy;
    let count = checkers.count();
    if count > 2 {
        return Err(FenError::Checkers(us, count));
    }
    if let (Some(square), true) = (position.en_passant(), count > 0) {
        let (pawn, origin) = match us {
            Color::White => (square - 8, square + 8),
            Color::Black => (square + 8, square - 8),
        };
        let before = position.occupied() ^ Bitboard::from_square(pawn)
            | Bitboard::from_square(origin);
        let still = !(position.attackers_to(king, before) & enemy).is_empty();
        if count == 2 || (!checkers.contains(pawn) && still) {
            return Err(FenError::EnPassantCheck(pawn));
        }
    }
    if count == 2 {
        let steppers = position.by_piece[Piece::Pawn.index()]
            | position.by_piece[Piece::Knight.index()];
        let (a, b) =
            (checkers.lowest(), 63 - checkers.0.leading_zeros() as usize);
        if (checkers & steppers).has_more_than_one() {
            return Err(FenError::DoubleCheck {
                color: us,
                on_one_line: false,
            });
        }
        if line(a, b).contains(king) {
            return Err(FenError::DoubleCheck {
                color: us,
                on_one_line: true,
            });
        }
    }
    Ok(())
}
// ANCHOR_END: check_checks

impl Position {
    // ANCHOR: from_fen
    /// Reads a position from FEN, checking every field: the placement (8
    /// ranks of 8 files, known letters, one king a side, no pawn on the
    /// first or last rank), the side to move, castling rights that have their
    /// king and rook, an en passant square a pawn has just passed, the two
    /// clocks, and the side that has just moved not left in check.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/\
    ///                 1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(kiwipete)?.to_fen(), kiwipete);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// # Ok::<(), ch08_chess::fen::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let (placement, side, castling, en_passant, clocks) = match fields[..] {
            [placement, side, castling, en_passant] => {
                (placement, side, castling, en_passant, ["0", "1"])
            }
            [placement, side, castling, en_passant, halfmove, fullmove] => {
                (placement, side, castling, en_passant, [halfmove, fullmove])
            }
            _ => return Err(FenError::Fields(fields.len())),
        };
        let mut position = Position::empty();
        read_placement(&mut position, placement)?;
        check_pieces(&position)?;
        position.side = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::Side(side.to_string())),
        };
        position.castling = read_castling(&position, castling)?;
        position.en_passant = read_en_passant(&position, en_passant)?;
        let [halfmove, fullmove] = clocks;
        position.halfmove = halfmove
            .parse::<u16>()
            .map_err(|_| FenError::Halfmove(halfmove.to_string()))?
            .into();
        position.fullmove = match fullmove.parse::<u16>() {
            Ok(number) if number > 0 => number.into(),
            _ => return Err(FenError::Fullmove(fullmove.to_string())),
        };
        let waiting = position.side.other();
        if position.is_attacked(position.king(waiting), position.side) {
            return Err(FenError::OpponentInCheck(waiting));
        }
        check_checks(&position)?;
        position.key = position.key_from_scratch();
        Ok(position)
    }
    // ANCHOR_END: from_fen

    /// The position in FEN: the ranks from the eighth, a digit for each run
    /// of empty squares; then side, castling rights (`KQkq` order), en
    /// passant square and the two clocks.
    ///
    /// ```
    /// use ch08_chess::position::{Position, START_FEN};
    /// assert_eq!(Position::start().to_fen(), START_FEN);
    /// ```
    pub fn to_fen(&self) -> String {
        let mut ranks = Vec::new();
        for rank in (0..8).rev() {
            let mut text = String::new();
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(8 * rank + file) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(match color {
                            Color::White => piece.letter().to_ascii_uppercase(),
                            Color::Black => piece.letter(),
                        });
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            ranks.push(text);
        }
        let side = match self.side {
            Color::White => "w",
            Color::Black => "b",
        };
        let rights: String = [
            (WHITE_KINGSIDE, 'K'),
            (WHITE_QUEENSIDE, 'Q'),
            (BLACK_KINGSIDE, 'k'),
            (BLACK_QUEENSIDE, 'q'),
        ]
        .iter()
        .filter(|(bit, _)| self.castling & bit != 0)
        .map(|&(_, c)| c)
        .collect();
        let rights = if rights.is_empty() {
            "-".to_string()
        } else {
            rights
        };
        let en_passant = self.en_passant().map_or("-".to_string(), square_name);
        format!(
            "{} {side} {rights} {en_passant} {} {}",
            ranks.join("/"),
            self.halfmove,
            self.fullmove
        )
    }
}
