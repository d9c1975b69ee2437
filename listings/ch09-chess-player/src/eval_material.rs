//! Material: each side's pieces counted by population count, times the
//! value of the kind.

use crate::eval::Pair;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

// ANCHOR: values
/// Each kind's value in the middlegame and the endgame, pawn to king:
/// PeSTO's, by Ronald Friederich, as printed on the Chess Programming
/// Wiki's page "PeSTO's Evaluation Function" (`mg_value`, `eg_value`).
pub const VALUES: [Pair; 6] = [
    Pair::new(82, 94),
    Pair::new(337, 281),
    Pair::new(365, 297),
    Pair::new(477, 512),
    Pair::new(1025, 936),
    Pair::new(0, 0),
];

/// White's material minus Black's: `Σ value(kind) · (popcount(white kind)
/// − popcount(black kind))`.
///
/// ```
/// use ch09_chess_player::eval_material::material;
/// use ch08_chess::position::Position;
/// let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
/// let extra_rook = Position::from_fen(fen).unwrap();
/// assert_eq!(material(&extra_rook).mg, 477);
/// ```
pub fn material(pos: &Position) -> Pair {
    let mut sum = Pair::default();
    for piece in Piece::ALL {
        let white = pos.pieces(Color::White, piece).count() as i32;
        let black = pos.pieces(Color::Black, piece).count() as i32;
        let value = VALUES[piece.index()];
        sum +=
            Pair::new(value.mg * (white - black), value.eg * (white - black));
    }
    sum
}
// ANCHOR_END: values
