//! Worked solutions to the exercises of the second part: the end of the
//! game, pieces that can give a discovered check, mates in one, and legal
//! moves the slow way, by making each move and testing the king.

use crate::attacks::{between, bishop, king, knight, pawn_attacks, rook};
use crate::bitboard::Bitboard;
use crate::movegen::{checkers, count_legal_moves, legal_moves};
use crate::position::{
    Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE,
};
use crate::types::{Color, Move, MoveKind, Piece, Promotion, Square};

// ANCHOR: game_end
/// How a game ends when the side to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// In check with no legal move: the side to move has lost.
    Checkmate,
    /// Not in check with no legal move: a draw.
    Stalemate,
}

/// Checkmate or stalemate when the side to move has no legal move, else
/// nothing.
///
/// ```
/// use ch08_chess::exercises_legal::{game_end, GameEnd};
/// use ch08_chess::position::Position;
/// let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
/// let pos = Position::from_fen(mate).unwrap();
/// assert_eq!(game_end(&pos), Some(GameEnd::Checkmate));
/// assert_eq!(game_end(&Position::start()), None);
/// ```
pub fn game_end(pos: &Position) -> Option<GameEnd> {
    if count_legal_moves(pos) > 0 {
        None
    } else if checkers(pos).is_empty() {
        Some(GameEnd::Stalemate)
    } else {
        Some(GameEnd::Checkmate)
    }
}
// ANCHOR_END: game_end

// ANCHOR: discoverers
/// The pieces of the side to move that stand alone between one of its own
/// sliders and the enemy king: moving one off the line gives check.
///
/// ```
/// use ch08_chess::exercises_legal::discoverers;
/// use ch08_chess::position::Position;
/// // the knight on e4 stands between the rook on e1 and the king on e8
/// let pos = Position::from_fen("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1").unwrap();
/// assert_eq!(discoverers(&pos).0, 1 << 28);
/// ```
pub fn discoverers(pos: &Position) -> Bitboard {
    let us = pos.side_to_move();
    let target = pos.king(us.other());
    let occupied = pos.occupied();
    let queens = pos.pieces(us, Piece::Queen);
    // Our sliders that would attack the king on an empty board.
    let snipers = bishop(target, Bitboard::EMPTY)
        & (pos.pieces(us, Piece::Bishop) | queens)
        | rook(target, Bitboard::EMPTY)
            & (pos.pieces(us, Piece::Rook) | queens);
    let mut found = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = between(target, sniper) & occupied;
        if blockers.count() == 1 && !(blockers & pos.color(us)).is_empty() {
            found |= blockers;
        }
    }
    found
}
// ANCHOR_END: discoverers

// ANCHOR: mates_in_one
/// The legal moves of the side to move that checkmate at once.
///
/// ```
/// use ch08_chess::exercises_legal::mates_in_one;
/// use ch08_chess::position::Position;
/// // the back-rank mate a1a8
/// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// let mates = mates_in_one(&pos);
/// assert_eq!(mates.len(), 1);
/// assert_eq!(mates[0].to_string(), "a1a8");
/// ```
pub fn mates_in_one(pos: &Position) -> Vec<Move> {
    legal_moves(pos)
        .iter()
        .copied()
        .filter(|&m| game_end(&pos.play(m)) == Some(GameEnd::Checkmate))
        .collect()
}
// ANCHOR_END: mates_in_one

// ANCHOR: make_and_test
/// Every pseudo-legal move of the side to move: each piece's moves by the
/// rules of its kind, with no thought for its own king, except that castling
/// needs the king's path unattacked (a move cannot test that afterwards).
///
/// ```
/// use ch08_chess::exercises_legal::pseudo_legal_moves;
/// use ch08_chess::position::Position;
/// assert_eq!(pseudo_legal_moves(&Position::start()).len(), 20);
/// ```
pub fn pseudo_legal_moves(pos: &Position) -> Vec<Move> {
    let (us, them) = (pos.side_to_move(), pos.side_to_move().other());
    let (own, enemies, occupied) =
        (pos.color(us), pos.color(them), pos.occupied());
    let mut moves = Vec::new();
    for from in own {
        let targets = match pos.piece_at(from) {
            Some((_, Piece::Knight)) => knight(from),
            Some((_, Piece::Bishop)) => bishop(from, occupied),
            Some((_, Piece::Rook)) => rook(from, occupied),
            Some((_, Piece::Queen)) => {
                bishop(from, occupied) | rook(from, occupied)
            }
            Some((_, Piece::King)) => king(from),
            _ => Bitboard::EMPTY,
        };
        for to in targets & !own {
            moves.push(Move::new(from, to, MoveKind::Normal));
        }
    }
    pawn_moves(pos, us, enemies, occupied, &mut moves);
    castlings(pos, us, occupied, &mut moves);
    moves
}

/// The pawns' pushes, captures and en passant captures, each move to the
/// last rank once for each of the four pieces a pawn can become.
fn pawn_moves(
    pos: &Position,
    us: Color,
    enemies: Bitboard,
    occupied: Bitboard,
    moves: &mut Vec<Move>,
) {
    let (step, start_rank, last_rank): (isize, usize, usize) = match us {
        Color::White => (8, 1, 7),
        Color::Black => (-8, 6, 0),
    };
    let mut add = |from: Square, to: Square, kind: MoveKind| {
        if to / 8 == last_rank {
            for piece in Promotion::ALL {
                moves.push(Move::new(from, to, MoveKind::Promotion(piece)));
            }
        } else {
            moves.push(Move::new(from, to, kind));
        }
    };
    for from in pos.pieces(us, Piece::Pawn) {
        let one = from.wrapping_add_signed(step);
        if !occupied.contains(one) {
            add(from, one, MoveKind::Normal);
            let two = one.wrapping_add_signed(step);
            if from / 8 == start_rank && !occupied.contains(two) {
                add(from, two, MoveKind::DoublePush);
            }
        }
        for to in pawn_attacks(us, from) & enemies {
            add(from, to, MoveKind::Normal);
        }
        if let Some(square) = pos.en_passant() {
            if pawn_attacks(us, from).contains(square) {
                add(from, square, MoveKind::EnPassant);
            }
        }
    }
}

/// The castlings whose right is held, whose squares between king and rook
/// are empty, and whose king neither stands on, crosses nor lands on an
/// attacked square.
fn castlings(
    pos: &Position,
    us: Color,
    occupied: Bitboard,
    moves: &mut Vec<Move>,
) {
    let sides = match us {
        Color::White => [(WHITE_KINGSIDE, 4, 6, 7), (WHITE_QUEENSIDE, 4, 2, 0)],
        Color::Black => {
            [(BLACK_KINGSIDE, 60, 62, 63), (BLACK_QUEENSIDE, 60, 58, 56)]
        }
    };
    for (right, from, to, rook_square) in sides {
        let path_empty = (between(from, rook_square) & occupied).is_empty();
        let king_path = between(from, to)
            | Bitboard::from_square(from)
            | Bitboard::from_square(to);
        let safe = king_path.iter().all(|s| !pos.is_attacked(s, us.other()));
        if pos.castling_rights() & right != 0 && path_empty && safe {
            moves.push(Move::new(from, to, MoveKind::Castle));
        }
    }
}

/// The legal moves by make-and-test: every pseudo-legal move, played on a
/// copy, kept if it leaves its own king unattacked.
///
/// ```
/// use ch08_chess::exercises_legal::make_and_test_moves;
/// use ch08_chess::position::Position;
/// // in check from the rook on e8, the king on e1 has four squares
/// let pos = Position::from_fen("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(make_and_test_moves(&pos).len(), 4);
/// ```
pub fn make_and_test_moves(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    pseudo_legal_moves(pos)
        .into_iter()
        .filter(|&m| {
            let after = pos.play(m);
            !after.is_attacked(after.king(us), us.other())
        })
        .collect()
}
// ANCHOR_END: make_and_test
