//! Two terms about where the pieces are: rooks on open and half-open files,
//! and the pair of bishops.

use crate::board::DARK_SQUARES;
use crate::eval::{white_minus_black, Pair};
use crate::eval_pawns::file_fill;
use crate::eval_weights::Weights;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

// ANCHOR: files
/// The open files, with no pawn on them: `¬file_fill(pawns)`.
///
/// ```
/// use ch09_chess_player::eval_pieces::open_files;
/// use ch08_chess::position::Position;
/// assert!(open_files(&Position::start()).is_empty());
/// ```
pub fn open_files(pos: &Position) -> Bitboard {
    let pawns = pos.pieces(Color::White, Piece::Pawn)
        | pos.pieces(Color::Black, Piece::Pawn);
    !file_fill(pawns)
}

/// The files half-open for `color`: none of its pawns, some of the
/// enemy's, `¬file_fill(ours) & file_fill(theirs)`.
///
/// ```
/// use ch09_chess_player::eval_pieces::half_open_files;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // White has taken on d5: the d-file is half-open for White
/// let pos = Position::from_fen("4k3/3p4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(half_open_files(&pos, Color::White).0, 0x0808_0808_0808_0808);
/// ```
pub fn half_open_files(pos: &Position, color: Color) -> Bitboard {
    let ours = pos.pieces(color, Piece::Pawn);
    let theirs = pos.pieces(color.other(), Piece::Pawn);
    !file_fill(ours) & file_fill(theirs)
}

/// The rooks on open and half-open files, White's minus Black's:
/// `open · popcount(rooks & open) + half · popcount(rooks & half-open)`.
///
/// ```
/// use ch09_chess_player::eval_pieces::rooks_on_files;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert_eq!(rooks_on_files(&pos, &WEIGHTS), WEIGHTS.rook_open);
/// ```
pub fn rooks_on_files(pos: &Position, w: &Weights) -> Pair {
    let open = open_files(pos);
    white_minus_black(|color| {
        let rooks = pos.pieces(color, Piece::Rook);
        let half_open = half_open_files(pos, color);
        w.rook_open * (rooks & open).count() as i32
            + w.rook_half_open * (rooks & half_open).count() as i32
    })
}
// ANCHOR_END: files

// ANCHOR: bishop_pair
/// True when `color` has bishops on both colours of square: `bishops &
/// DARK ≠ 0` and `bishops & ¬DARK ≠ 0`.
///
/// ```
/// use ch09_chess_player::eval_pieces::has_bishop_pair;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// assert!(has_bishop_pair(&Position::start(), Color::Black));
/// ```
pub fn has_bishop_pair(pos: &Position, color: Color) -> bool {
    let bishops = pos.pieces(color, Piece::Bishop);
    !(bishops & DARK_SQUARES).is_empty()
        && !(bishops & !DARK_SQUARES).is_empty()
}

/// The bishop pair's weight, for White if White has it, minus Black's.
///
/// ```
/// use ch09_chess_player::eval_pieces::bishop_pair;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").unwrap();
/// assert_eq!(bishop_pair(&pos, &WEIGHTS), WEIGHTS.bishop_pair);
/// ```
pub fn bishop_pair(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|color| {
        w.bishop_pair * has_bishop_pair(pos, color) as i32
    })
}
// ANCHOR_END: bishop_pair
