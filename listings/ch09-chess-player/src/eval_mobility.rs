//! Mobility: how many squares each knight, bishop, rook and queen can go
//! to without landing on its own side's pieces or where an enemy pawn can
//! take it, counted by population count.

use crate::eval::{white_minus_black, Pair};
use crate::eval_weights::Weights;
use ch08_chess::attacks::{bishop, knight, pawn_attacks_all, queen, rook};
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece, Square};

// ANCHOR: attacks
/// The pieces whose moves mobility counts, in the weights' order.
pub const MOBILE: [Piece; 4] =
    [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen];

/// The squares a knight, bishop, rook or queen on `square` attacks, the
/// sliders stopped by the pieces of `occupied` (chapter 8's tables).
///
/// ```
/// use ch09_chess_player::eval_mobility::attacks;
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::types::Piece;
/// assert_eq!(attacks(Piece::Queen, 28, Bitboard::EMPTY).count(), 27); // e4
/// ```
pub fn attacks(piece: Piece, square: Square, occupied: Bitboard) -> Bitboard {
    match piece {
        Piece::Knight => knight(square),
        Piece::Bishop => bishop(square, occupied),
        Piece::Rook => rook(square, occupied),
        Piece::Queen => queen(square, occupied),
        Piece::Pawn | Piece::King => Bitboard::EMPTY,
    }
}

/// The squares a piece of `color` may count as its own: not held by its
/// side, not attacked by an enemy pawn, `¬ours & ¬pawn_attacks(theirs)`.
///
/// ```
/// use ch09_chess_player::eval_mobility::mobility_area;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // White's first two ranks are its own; Black's pawns attack the sixth
/// assert_eq!(mobility_area(&Position::start(), Color::White).count(), 40);
/// ```
pub fn mobility_area(pos: &Position, color: Color) -> Bitboard {
    let theirs = pos.pieces(color.other(), Piece::Pawn);
    !pos.color(color) & !pawn_attacks_all(color.other(), theirs)
}
// ANCHOR_END: attacks

// ANCHOR: mobility
/// Each kind's centre: the mobility it scores 0 for, the mean of the
/// positions the weights were tuned on, rounded (knight, bishop, rook,
/// queen).
pub const CENTRE: [i32; 4] = [4, 4, 6, 9];

/// Mobility, White's minus Black's: over every knight, bishop, rook and
/// queen, `weight(kind) · (popcount(attacks & area) − centre(kind))`.
///
/// ```
/// use ch09_chess_player::eval_mobility::{mobility, CENTRE};
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// // a knight in the corner reaches two squares
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").unwrap();
/// assert_eq!(mobility(&pos, &WEIGHTS), WEIGHTS.mobility[0] * (2 - CENTRE[0]));
/// ```
pub fn mobility(pos: &Position, w: &Weights) -> Pair {
    let occupied = pos.occupied();
    white_minus_black(|color| {
        let area = mobility_area(pos, color);
        let mut sum = Pair::default();
        for (i, piece) in MOBILE.into_iter().enumerate() {
            for square in pos.pieces(color, piece) {
                let count = (attacks(piece, square, occupied) & area).count();
                sum += w.mobility[i] * (count as i32 - CENTRE[i]);
            }
        }
        sum
    })
}
// ANCHOR_END: mobility
