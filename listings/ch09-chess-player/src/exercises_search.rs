//! Worked solutions to the exercises of the search's part: captures in
//! MVV-LVA order, the principal variation read back from the table, an
//! exchange that stops as soon as its answer is known, and a search for
//! forced mates.

use crate::board::{captured, moving};
use crate::ordering::mvv_lva;
use crate::see::{least_valuable, SEE_VALUES};
use crate::table::Table;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::movegen::{captures_into, legal_moves, MoveList};
use ch08_chess::position::Position;
use ch08_chess::types::{Move, MoveKind, Piece};

// ANCHOR: captures_in_order
/// The captures of the side to move, most valuable victim first and, for
/// the same victim, least valuable attacker first.
///
/// ```
/// use ch09_chess_player::exercises_search::captures_in_order;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/3q4/4P3/8/8/3QK3 w - - 0 1").unwrap();
/// let order = captures_in_order(&pos);
/// assert_eq!(order[0].to_string(), "e4d5");
/// assert_eq!(order[1].to_string(), "d1d5");
/// ```
pub fn captures_in_order(pos: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    captures_into(pos, &mut list);
    let mut captures = list.to_vec();
    captures.sort_by_key(|&m| -mvv_lva(pos, m));
    captures
}
// ANCHOR_END: captures_in_order

// ANCHOR: table_line
/// The line the table holds from `pos`: its move for the position, then
/// its move for the next, and so on, for at most `plies` moves, stopping at
/// a position it holds no legal move for or one already on the line.
///
/// ```
/// use ch09_chess_player::exercises_search::table_line;
/// use ch09_chess_player::table::Table;
/// use ch08_chess::position::Position;
/// assert!(table_line(&Table::new(1), &Position::start(), 10).is_empty());
/// ```
pub fn table_line(table: &Table, pos: &Position, plies: usize) -> Vec<Move> {
    let mut line = Vec::new();
    let mut seen = vec![pos.key()];
    let mut pos = *pos;
    while line.len() < plies {
        let Some(m) = table.probe(pos.key(), 0).and_then(|e| e.best) else {
            break;
        };
        if !legal_moves(&pos).contains(&m) {
            break;
        }
        pos = pos.play(m);
        line.push(m);
        if seen.contains(&pos.key()) {
            break;
        }
        seen.push(pos.key());
    }
    line
}
// ANCHOR_END: table_line

// ANCHOR: see_at_least
/// True when the capture `m` wins at least `threshold` with both sides
/// taking back cheapest piece first: the exchange of `see`, stopped as
/// soon as the side to capture next would lose by capturing, whatever
/// followed.
///
/// ```
/// use ch09_chess_player::exercises_search::see_at_least;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// let pos = Position::from_fen("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
/// let m = Move::from_uci(&pos, "d1d5").unwrap();
/// assert!(see_at_least(&pos, m, -400));
/// assert!(!see_at_least(&pos, m, -399));
/// ```
pub fn see_at_least(pos: &Position, m: Move, threshold: i32) -> bool {
    let value = |p: Piece| SEE_VALUES[p.index()];
    let mut on_square = moving(pos, m);
    // what the mover is up, over the threshold, if nothing takes back
    let mut swap = captured(pos, m).map_or(0, value) - threshold;
    if let Some(promoted) = m.promotion() {
        swap += value(promoted) - value(Piece::Pawn);
        on_square = promoted;
    }
    if swap < 0 {
        return false;
    }
    // what the opponent is up if it takes the piece for nothing
    swap = value(on_square) - swap;
    if swap <= 0 {
        return true;
    }
    let to = m.to();
    let mut occupied = pos.occupied() ^ Bitboard::from_square(m.from());
    if m.kind() == MoveKind::EnPassant {
        let taken = if to > m.from() { to - 8 } else { to + 8 };
        occupied ^= Bitboard::from_square(taken);
    }
    let mut side = pos.side_to_move();
    // true while the mover comes out ahead of the threshold
    let mut mover_ahead = true;
    loop {
        side = side.other();
        let attackers = pos.attackers_to(to, occupied) & occupied;
        let Some((piece, square)) = least_valuable(pos, attackers, side) else {
            break;
        };
        mover_ahead = !mover_ahead;
        if piece == Piece::King {
            // the king takes only if nothing takes it back
            let defended = !(attackers & pos.color(side.other())).is_empty();
            return if defended { !mover_ahead } else { mover_ahead };
        }
        // what the side capturing now is up if its piece is taken back
        swap = value(piece) - swap;
        if swap < i32::from(mover_ahead) {
            break;
        }
        occupied ^= Bitboard::from_square(square);
    }
    mover_ahead
}
// ANCHOR_END: see_at_least

// ANCHOR: mate_search
/// A first move of a forced mate in at most `moves` moves of the side to
/// move, or `None` when there is none: every move tried, and each must
/// leave every reply a position with a mate in one move fewer.
///
/// ```
/// use ch09_chess_player::exercises_search::mate_search;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// assert_eq!(mate_search(&pos, 1).unwrap().to_string(), "a1a8");
/// assert_eq!(mate_search(&Position::start(), 1), None);
/// ```
pub fn mate_search(pos: &Position, moves: u32) -> Option<Move> {
    if moves == 0 {
        return None;
    }
    legal_moves(pos).iter().copied().find(|&m| {
        let after = pos.play(m);
        let replies = legal_moves(&after);
        if replies.is_empty() {
            return after.in_check();
        }
        moves > 1
            && replies
                .iter()
                .all(|&r| mate_search(&after.play(r), moves - 1).is_some())
    })
}
// ANCHOR_END: mate_search
