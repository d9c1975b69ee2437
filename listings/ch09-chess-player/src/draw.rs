//! A draw the board shows without a move to play: too little material for
//! either side ever to mate. (A position seen before and the fifty-move
//! rule need the game's history: chapter 8's `KeyHistory` keeps it.)

use crate::board::DARK_SQUARES;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

// ANCHOR: insufficient
/// True when no sequence of legal moves can end in mate: no pawn, rook or
/// queen, and either at most one knight or bishop, or only bishops, all on
/// squares of one colour.
///
/// ```
/// use ch09_chess_player::draw::is_insufficient_material;
/// use ch08_chess::position::Position;
/// let bishop = Position::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").unwrap();
/// assert!(is_insufficient_material(&bishop));
/// let rook = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert!(!is_insufficient_material(&rook));
/// ```
pub fn is_insufficient_material(pos: &Position) -> bool {
    let both = |piece| {
        pos.pieces(Color::White, piece) | pos.pieces(Color::Black, piece)
    };
    let heavy = both(Piece::Pawn) | both(Piece::Rook) | both(Piece::Queen);
    if !heavy.is_empty() {
        return false;
    }
    let knights = both(Piece::Knight);
    let bishops = both(Piece::Bishop);
    let minors = (knights | bishops).count();
    minors <= 1
        || (knights.is_empty()
            && ((bishops & DARK_SQUARES).is_empty()
                || (bishops & !DARK_SQUARES).is_empty()))
}
// ANCHOR_END: insufficient
