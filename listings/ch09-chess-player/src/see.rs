//! Static exchange evaluation: what a capture wins or loses when both sides
//! keep taking back on its square, cheapest piece first, found from the
//! set of attackers of the square with the pieces behind them (x-rays).

use crate::board::{captured, moving};
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move, MoveKind, Piece};

/// The values of the exchange, pawn to king: round numbers, the king more
/// than everything else together.
pub const SEE_VALUES: [i32; 6] = [100, 300, 300, 500, 900, 20_000];

// ANCHOR: see
/// The cheapest of `color`'s pieces among `attackers`, and its square.
///
/// ```
/// use ch09_chess_player::see::least_valuable;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::{Color, Piece};
/// let start = Position::start();
/// let attackers = start.attackers_to(21, start.occupied()); // f3
/// let cheapest = least_valuable(&start, attackers, Color::White);
/// assert_eq!(cheapest, Some((Piece::Pawn, 12)));
/// ```
pub fn least_valuable(
    pos: &Position,
    attackers: Bitboard,
    color: Color,
) -> Option<(Piece, usize)> {
    Piece::ALL.into_iter().find_map(|piece| {
        let mine = attackers & pos.pieces(color, piece);
        (!mine.is_empty()).then(|| (piece, mine.lowest()))
    })
}

/// The material a move wins (negative: loses) if each side then takes back
/// on its square with its cheapest attacker, or stops when that would lose:
/// the gains `g[0]`, `g[1]`, … of each capture in turn, then, from the
/// last, `g[i−1] = −max(−g[i−1], g[i])`. Each capture empties a square
/// of
/// the occupancy, so the sliders behind it join the attackers.
///
/// ```
/// use ch09_chess_player::see::see;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// // the rook takes a pawn defended by a pawn: +100 − 500
/// let pos = Position::from_fen("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
/// assert_eq!(see(&pos, Move::from_uci(&pos, "d1d5").unwrap()), -400);
/// ```
pub fn see(pos: &Position, m: Move) -> i32 {
    let to = m.to();
    let mut gains = [0i32; 32];
    gains[0] = captured(pos, m).map_or(0, |p| SEE_VALUES[p.index()]);
    let mut on_square = moving(pos, m);
    if let Some(promoted) = m.promotion() {
        gains[0] += SEE_VALUES[promoted.index()] - SEE_VALUES[0];
        on_square = promoted;
    }
    let mut occupied = pos.occupied() ^ Bitboard::from_square(m.from());
    if m.kind() == MoveKind::EnPassant {
        let taken = match pos.side_to_move() {
            Color::White => to - 8,
            Color::Black => to + 8,
        };
        occupied ^= Bitboard::from_square(taken);
    }
    let mut attackers = pos.attackers_to(to, occupied) & occupied;
    let mut side = pos.side_to_move().other();
    let mut depth = 0;
    while let Some((piece, square)) = least_valuable(pos, attackers, side) {
        // a king may take only where nothing takes it back
        if piece == Piece::King
            && !(attackers & pos.color(side.other())).is_empty()
        {
            break;
        }
        depth += 1;
        gains[depth] = SEE_VALUES[on_square.index()] - gains[depth - 1];
        on_square = piece;
        occupied ^= Bitboard::from_square(square);
        attackers = pos.attackers_to(to, occupied) & occupied;
        side = side.other();
        if depth == gains.len() - 1 {
            break;
        }
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}
// ANCHOR_END: see
