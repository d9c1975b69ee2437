//! The traps of chapter 8's pitfalls, each shown: the tempting shortcut
//! beside what the listing does. The chapter's pitfall sections run these
//! functions.

use ch08_chess::attacks::{between, pawn_attacks, rook};
use ch08_chess::bitboard::{self, Bitboard};
use ch08_chess::movegen::{check_mask, legal_moves, pinned, Placement};
use ch08_chess::perft_board::PerftBoard;
use ch08_chess::position::{Position, BLACK_QUEENSIDE, WHITE_QUEENSIDE};
use ch08_chess::types::{Color, Move, MoveKind, Piece};

#[test]
// ANCHOR: en_passant_square
fn the_en_passant_square_is_behind_the_pawn() {
    let after_e2e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq";
    // e3, the square the pawn skipped, not e4, where it stands
    assert!(Position::from_fen(&format!("{after_e2e4} e3 0 1")).is_ok());
    assert!(Position::from_fen(&format!("{after_e2e4} e4 0 1")).is_err());
    // the capture lands on d6 and takes the pawn on d5: to ⊕ 8
    let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
    let capture = Move::from_uci(&pos, "e5d6").unwrap();
    let (d6, d5) = (43, 35);
    assert_eq!(capture.to() ^ 8, d5);
    assert_eq!(pos.play(capture).piece_at(d5), None);
    assert_eq!(
        pos.play(capture).piece_at(d6),
        Some((Color::White, Piece::Pawn))
    );
}
// ANCHOR_END: en_passant_square

#[test]
// ANCHOR: double_step
fn a_double_step_crosses_its_first_square() {
    // A knight on e3 stands in front of the pawn on e2.
    let pos = Position::from_fen("4k3/8/8/8/8/4n3/4P3/K7 w - - 0 1").unwrap();
    let empty = !pos.occupied();
    let (e2, e4) = (Bitboard::from_square(12), Bitboard::from_square(28));
    // The shortcut: two ranks up in one shift, onto an empty square.
    let shortcut = (e2 << 16) & empty;
    // it jumps the knight
    assert_eq!(shortcut, e4);
    // Two steps, each onto an empty square: the first is blocked.
    let two_steps = (((e2 << 8) & empty) << 8) & empty;
    assert!(two_steps.is_empty());
    assert!(!legal_moves(&pos).iter().any(|m| m.to_string() == "e2e4"));
}
// ANCHOR_END: double_step

#[test]
// ANCHOR: king_hides
fn the_king_hides_the_square_behind_it() {
    // The rook on e1 checks the king on e2 along the e-file.
    let pos = Position::from_fen("8/8/8/8/8/8/4K3/4r2k w - - 0 1").unwrap();
    let (e1, e2, e3) = (4, 12, 20);
    // With the king on e2, the rook's look-up stops at the king:
    assert!(!rook(e1, pos.occupied()).contains(e3));
    // once the king has stepped to e3, the rook attacks it there.
    let without_king = pos.occupied() ^ Bitboard::from_square(e2);
    assert!(rook(e1, without_king).contains(e3));
    assert!(!legal_moves(&pos).iter().any(|m| m.to_string() == "e2e3"));
}
// ANCHOR_END: king_hides

#[test]
// ANCHOR: two_pawns
fn two_pawns_leave_the_rank_together() {
    // King a5, White pawn b5, Black pawn c5 (just moved), rook h5.
    let fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 2";
    let pos = Position::from_fen(fen).unwrap();
    // Neither pawn is pinned: each shields the king with the other.
    assert!(pinned(&pos).is_empty());
    // Yet b5c6 takes both off the fifth rank, and leaves the king to the rook.
    let listed: Vec<String> =
        legal_moves(&pos).iter().map(|m| m.to_string()).collect();
    assert!(!listed.contains(&"b5c6".into()));
    assert!(listed.contains(&"b5b6".into()));
}
// ANCHOR_END: two_pawns

#[test]
// ANCHOR: check_mask_en_passant
fn the_check_mask_lacks_the_en_passant_square() {
    // d2d4 has just checked the Black king on c5 (e4d3 answers it).
    let fen = "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1";
    let pos = Position::from_fen(fen).unwrap();
    let (d3, d4) = (19, 27);
    assert_eq!(check_mask(&pos), Bitboard::from_square(d4)); // the checker
    assert!(!check_mask(&pos).contains(d3)); // where the capture lands
    assert!(legal_moves(&pos).iter().any(|m| m.to_string() == "e4d3"));
}
// ANCHOR_END: check_mask_en_passant

#[test]
// ANCHOR: castling_right
fn a_castling_right_is_not_a_castling_move() {
    // White still has both rights; a rook on f8 attacks f1.
    let fen = "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1";
    let pos = Position::from_fen(fen).unwrap();
    assert_eq!(pos.castling_rights() & 0b11, 0b11);
    assert!(pos.is_attacked(5, Color::Black)); // f1, which the king crosses
    let listed: Vec<String> =
        legal_moves(&pos).iter().map(|m| m.to_string()).collect();
    assert!(!listed.contains(&"e1g1".into()));
    assert!(listed.contains(&"e1c1".into()));
}
// ANCHOR_END: castling_right

#[test]
// ANCHOR: captured_rook
fn a_captured_rook_takes_its_right_with_it() {
    let pos =
        Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    // The rook on h1 takes the rook on h8: White loses K, Black loses k.
    let after = pos.play(Move::from_uci(&pos, "h1h8").unwrap());
    assert_eq!(after.castling_rights(), WHITE_QUEENSIDE | BLACK_QUEENSIDE);
    // Without the capture's rule, Black would castle with a rook that is gone.
    assert!(!legal_moves(&after).iter().any(|m| m.to_string() == "e8g8"));
}
// ANCHOR_END: captured_rook

#[test]
// ANCHOR: unmake_needs
fn unmake_needs_what_the_move_destroyed() {
    // The same move takes a knight in one position and a bishop in the
    // other; after it, the two boards are the same.
    let with_knight =
        Position::from_fen("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1").unwrap();
    let with_bishop =
        Position::from_fen("4k3/8/8/3b4/8/8/8/3QK3 w - - 0 1").unwrap();
    let take = |pos: &Position| pos.play(Move::from_uci(pos, "d1d5").unwrap());
    assert_eq!(take(&with_knight).to_fen(), take(&with_bishop).to_fen());
    // So unmake restores from what make returned, not from the board.
    let mut pos = with_knight;
    let m = Move::from_uci(&pos, "d1d5").unwrap();
    let undo = pos.make(m);
    pos.unmake(m, undo);
    assert_eq!(pos, with_knight);
}
// ANCHOR_END: unmake_needs

#[test]
// ANCHOR: en_passant_key
fn the_en_passant_file_belongs_in_the_key_when_a_pawn_can_take() {
    let key = |fen: &str| Position::from_fen(fen).unwrap().key();
    // The d4 pawn can take on e3: a different position from the one without.
    assert_ne!(
        key("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"),
        key("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")
    );
    // No Black pawn beside e4: the same position, so the same key.
    assert_eq!(
        key("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"),
        key("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")
    );
    // Whether one can take is a look-up from the en passant square.
    let beside = pawn_attacks(Color::White, 20); // from e3: d4 and f4
    assert_eq!(beside, Bitboard(1 << 27 | 1 << 29));
}
// ANCHOR_END: en_passant_key

#[test]
// ANCHOR: pinned_queen
fn a_pinned_queen_moves_only_along_its_pin() {
    // White's queen on d2 is pinned by the bishop on a5, the knight on g3 by
    // the bishop on h4: two pins, each on its own diagonal.
    let pos =
        Position::from_fen("4k3/8/8/b7/7b/6N1/3Q4/4K3 w - - 0 1").unwrap();
    let (d2, e1, a5, h4, f2) = (11, 4, 32, 31, 13);
    let square = bitboard::Bitboard::from_square;
    let diagonal_rays =
        between(e1, a5) | square(a5) | between(e1, h4) | square(h4);
    // The shortcut: the queen's rook moves ANDed with the diagonal mask.
    let wrong = rook(d2, pos.occupied()) & diagonal_rays;
    // d2f2 would leave the king to the bishop on a5.
    assert!(wrong.contains(f2));
    let moves: Vec<String> =
        legal_moves(&pos).iter().map(|m| m.to_string()).collect();
    assert!(!moves.contains(&"d2f2".to_string()));
    assert!(moves.contains(&"d2c3".to_string()));
}
// ANCHOR_END: pinned_queen

#[test]
// ANCHOR: danger_without_king
fn the_king_hides_its_own_danger() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1").unwrap();
    let (a1, f1, e1) = (0, 5, 4);
    // With the king on the board, the rook's attack stops at it.
    assert!(!rook(a1, pos.occupied()).contains(f1));
    let without_king = pos.occupied() ^ bitboard::Bitboard::from_square(e1);
    assert!(rook(a1, without_king).contains(f1));
    let moves: Vec<String> =
        legal_moves(&pos).iter().map(|m| m.to_string()).collect();
    assert!(!moves.contains(&"e1f1".to_string()));
}
// ANCHOR_END: danger_without_king

#[test]
// ANCHOR: plain_move
fn a_plain_move_is_not_every_move() {
    let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
    let board = PerftBoard::from(&pos);
    let (e5, d6) = (36, 43);
    let plain = board.play_piece(Piece::Pawn, e5, d6);
    // The pawn on d5 is still there.
    assert_eq!(plain.of_color(Color::Black).count(), 2);
    let right = board.play(Move::new(e5, d6, MoveKind::EnPassant));
    assert_eq!(right.of_color(Color::Black).count(), 1);
}
// ANCHOR_END: plain_move
