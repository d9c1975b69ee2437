//! King safety: the enemy's attacks on the squares around each king,
//! counted by population count.

use crate::eval::{white_minus_black, Pair};
use crate::eval_mobility::{attacks, MOBILE};
use crate::eval_weights::Weights;
use ch08_chess::attacks::king;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::Color;

// ANCHOR: zone
/// The zone of the king of `color`: its square and the squares next to it,
/// `king_attacks(s) | {s}`.
///
/// ```
/// use ch09_chess_player::eval_king::king_zone;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // e1 and its five neighbours
/// assert_eq!(king_zone(&Position::start(), Color::White).count(), 6);
/// ```
pub fn king_zone(pos: &Position, color: Color) -> Bitboard {
    let square = pos.king(color);
    king(square) | Bitboard::from_square(square)
}

/// The attacks of the pieces of `color` on the enemy king's zone, White's
/// minus Black's: over every knight, bishop, rook and queen,
/// `weight(kind) · popcount(attacks & zone)`.
///
/// ```
/// use ch09_chess_player::eval_king::king_safety;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// // the rook on h1 attacks h7 and h8 of the zone around g8
/// let pos = Position::from_fen("6k1/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
/// assert_eq!(king_safety(&pos, &WEIGHTS), WEIGHTS.king_attack[2] * 2);
/// ```
pub fn king_safety(pos: &Position, w: &Weights) -> Pair {
    let occupied = pos.occupied();
    white_minus_black(|color| {
        let zone = king_zone(pos, color.other());
        let mut sum = Pair::default();
        for (i, piece) in MOBILE.into_iter().enumerate() {
            for square in pos.pieces(color, piece) {
                let hits = (attacks(piece, square, occupied) & zone).count();
                sum += w.king_attack[i] * hits as i32;
            }
        }
        sum
    })
}
// ANCHOR_END: zone
