//! The key history: repetitions counted against the positions themselves,
//! compared field by field, on seeded random games in small endgames where
//! positions repeat often; null moves break repetitions; the fifty-move
//! rule at 100 plies.

mod common;

use ch08_chess::history::KeyHistory;
use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::Move;
use common::Rng;

/// A position as the rules of repetition compare it: the pieces, the side
/// to move, the castling rights, and the en passant square if a pawn of the
/// side to move stands beside the pawn that passed (the key's rule).
fn identity(pos: &Position) -> String {
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let en_passant = match pos.en_passant() {
        Some(square) => {
            let side = pos.side_to_move();
            let beside =
                ch08_chess::attacks::pawn_attacks(side.other(), square)
                    & pos.pieces(side, ch08_chess::types::Piece::Pawn);
            if beside.is_empty() {
                "-"
            } else {
                fields[3]
            }
        }
        None => "-",
    };
    format!("{} {} {} {en_passant}", fields[0], fields[1], fields[2])
}

#[test]
fn repetitions_are_the_earlier_equal_positions_since_the_last_irreversible_move(
) {
    let starts = [
        "r3k3/p7/8/8/8/8/7P/4K2R w Kq - 0 1",
        "4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1",
        "8/8/2k5/8/8/5N2/2K5/8 w - - 30 40",
    ];
    let mut rng = Rng(0x5E9E_A7ED);
    let (mut twice, mut three_times) = (0, 0);
    for start in starts {
        for _ in 0..50 {
            let mut pos = Position::from_fen(start).unwrap();
            let mut history = KeyHistory::new(&pos);
            // the positions since the last capture or pawn move
            let mut since: Vec<String> = vec![identity(&pos)];
            for _ in 0..200 {
                let moves = legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(moves[rng.below(moves.len())]);
                history.push(&pos);
                if pos.halfmove_clock() == 0 {
                    since.clear();
                }
                let me = identity(&pos);
                let before = since.iter().filter(|p| **p == me).count();
                since.push(me);
                assert_eq!(history.repetitions(), before, "{}", pos.to_fen());
                assert_eq!(history.is_threefold(), before >= 2);
                twice += usize::from(before == 1);
                three_times += usize::from(before >= 2);
            }
        }
    }
    assert!(twice > 100 && three_times > 20, "{twice} {three_times}");
}

#[test]
fn knights_out_and_back_repeat_the_start() {
    let mut pos = Position::start();
    let mut history = KeyHistory::new(&pos);
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for round in 1..=2 {
        for text in shuffle {
            pos = pos.play(Move::from_uci(&pos, text).unwrap());
            history.push(&pos);
        }
        assert_eq!(history.repetitions(), round);
    }
    assert!(history.is_threefold());
    assert_eq!(history.len(), 9);
    // taking the last move back: the position after f3g1, seen once before
    history.pop();
    assert_eq!(history.repetitions(), 1);
}

#[test]
fn a_null_move_breaks_repetitions() {
    let start = Position::start();
    let mut history = KeyHistory::new(&start);
    let mut pos = start;
    for text in ["g1f3", "g8f6"] {
        pos = pos.play(Move::from_uci(&pos, text).unwrap());
        history.push(&pos);
    }
    pos = pos.play_null();
    history.push_null(&pos);
    for text in ["f6g8", "f3g1"] {
        pos = pos.play(Move::from_uci(&pos, text).unwrap());
        history.push(&pos);
    }
    pos = pos.play_null();
    history.push_null(&pos);
    // the start position's pieces, White to move, reached across two passes
    assert_eq!(pos.key(), start.key());
    assert_eq!(history.repetitions(), 0);
}

#[test]
fn fifty_moves_are_a_hundred_plies_without_capture_or_pawn_move() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K2R w K - 99 80").unwrap();
    let mut history = KeyHistory::new(&pos);
    assert!(!history.fifty_moves());
    let rook_move = pos.play(Move::from_uci(&pos, "h1h5").unwrap());
    history.push(&rook_move);
    assert!(history.fifty_moves());
    history.pop();
    let pawn_move = pos.play(Move::from_uci(&pos, "e2e3").unwrap());
    history.push(&pawn_move);
    assert!(!history.fifty_moves());
}
