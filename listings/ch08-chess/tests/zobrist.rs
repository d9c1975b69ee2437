//! Zobrist keys: the key kept up to date move by move equals the key
//! computed from the whole position after every move of seeded random
//! games, by copy-make and by make/unmake; unmake restores the position
//! exactly. The keys are Polyglot's: equal to the format's published keys
//! and to shakmaty's Polyglot-compatible `zobrist_hash` (en passant hashed
//! pseudo-legally, as the format has it) on positions of random games.
//! Transpositions share a key; a null move keeps the key right.

mod common;

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::Move;
use common::{random_game, shakmaty_random_fens, Rng, PUBLISHED};
use shakmaty::fen::Fen;
use shakmaty::zobrist::{Zobrist64, ZobristHash};
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// The position after playing `moves` (UCI) from the start, by copy-make.
fn after(moves: &[&str]) -> Position {
    moves.iter().fold(Position::start(), |pos, text| {
        pos.play(Move::from_uci(&pos, text).unwrap())
    })
}

/// Shakmaty's Polyglot key of a FEN.
fn shakmaty_key(fen: &str) -> u64 {
    let pos: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0
}

/// The starting points of the random games: the six published positions,
/// rich in castling, en passant and promotions.
fn starts() -> Vec<Position> {
    PUBLISHED
        .iter()
        .map(|p| Position::from_fen(p.fen).unwrap())
        .collect()
}

#[test]
fn copy_make_keeps_the_key_of_the_whole_position() {
    let mut rng = Rng(0x2B0B_15C4_A11E);
    let mut checked = 0;
    for start in starts() {
        for _ in 0..100 {
            for pos in random_game(&start, 200, &mut rng) {
                assert_eq!(
                    pos.key(),
                    pos.key_from_scratch(),
                    "{}",
                    pos.to_fen()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "only {checked} positions");
}

#[test]
fn make_and_unmake_keep_the_key_and_restore_the_position() {
    let mut rng = Rng(0x0DD5_EED5);
    for start in starts() {
        for _ in 0..100 {
            let mut pos = start;
            for _ in 0..200 {
                let moves = legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                // every move made and unmade restores the position exactly
                for &m in moves.iter() {
                    let before = pos;
                    let undo = pos.make(m);
                    assert_eq!(
                        pos.key(),
                        pos.key_from_scratch(),
                        "{m} in {}",
                        before.to_fen()
                    );
                    assert_eq!(
                        pos,
                        before.play(m),
                        "{m} in {}",
                        before.to_fen()
                    );
                    pos.unmake(m, undo);
                    assert_eq!(pos, before, "{m} in {}", before.to_fen());
                }
                let m = moves[rng.below(moves.len())];
                pos.make(m);
            }
        }
    }
}

#[test]
fn the_key_tells_the_side_castling_and_en_passant_apart() {
    let fens = [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
        // the d4 pawn may take on e3: the en passant file counts
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
        "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1",
    ];
    let mut keys: Vec<u64> = fens
        .iter()
        .map(|f| Position::from_fen(f).unwrap().key())
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), fens.len());
}

#[test]
fn an_en_passant_square_no_pawn_can_use_leaves_the_key_alone() {
    // After e2e4 no Black pawn stands beside e4: the same position, for the
    // key, as without the en passant square.
    let with = Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    )
    .unwrap();
    let without = Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    )
    .unwrap();
    assert_eq!(with.key(), without.key());
    assert_eq!(with.key(), 0x823c_9b50_fd11_4196); // Polyglot's, after e2e4
}

#[test]
fn the_same_position_by_two_move_orders_has_one_key() {
    let a = after(&["g1f3", "g8f6", "b1c3", "b8c6"]);
    let b = after(&["b1c3", "b8c6", "g1f3", "g8f6"]);
    assert_eq!(a.key(), b.key());
    assert_ne!(a.key(), Position::start().key());
    // A pawn's double step in one order, not the last move in the other.
    let c = after(&["e2e4", "e7e5", "g1f3"]);
    let d = after(&["g1f3", "e7e5", "e2e4"]);
    assert_eq!(c.key(), d.key());
    assert_ne!(c.to_fen(), d.to_fen()); // FEN writes e3 after e2e4
}

/// The Polyglot format's test positions and keys, from its description
/// (<http://hgm.nubati.net/book_format.html>, "Test positions"): the moves
/// from the start and the key after them.
const POLYGLOT_KEYS: [(&str, u64); 9] = [
    ("", 0x463b_9618_1691_fc9c),
    ("e2e4", 0x823c_9b50_fd11_4196),
    ("e2e4 d7d5", 0x0756_b944_61c5_0fb0),
    ("e2e4 d7d5 e4e5", 0x662f_afb9_65db_29d4),
    ("e2e4 d7d5 e4e5 f7f5", 0x22a4_8b5a_8e47_ff78),
    ("e2e4 d7d5 e4e5 f7f5 e1e2", 0x652a_607c_a3f2_42c1),
    ("e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00fd_d303_c946_bdd9),
    ("a2a4 b7b5 h2h4 b5b4 c2c4", 0x3c81_23ea_7b06_7637),
    ("a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5c3f_9b82_9b27_9560),
];

#[test]
fn the_keys_are_the_polyglot_formats_published_keys() {
    for (moves, key) in POLYGLOT_KEYS {
        let moves: Vec<&str> = moves.split_whitespace().collect();
        let played = after(&moves);
        assert_eq!(played.key(), key, "{moves:?} by copy-make");
        assert_eq!(played.key_from_scratch(), key, "{moves:?} from scratch");
        let mut made = Position::start();
        for text in &moves {
            made.make(Move::from_uci(&made, text).unwrap());
        }
        assert_eq!(made.key(), key, "{moves:?} by make");
        let read = Position::from_fen(&played.to_fen()).unwrap();
        assert_eq!(read.key(), key, "{moves:?} read from FEN");
    }
}

#[test]
fn the_keys_are_shakmatys_polyglot_keys_on_random_games() {
    // positions chosen by shakmaty's games, read from FEN
    let fens = shakmaty_random_fens(5_000);
    for fen in &fens {
        let ours = Position::from_fen(fen).unwrap();
        assert_eq!(ours.key(), shakmaty_key(fen), "{fen}");
    }
    // positions of the listing's own games, their keys kept move by move
    let mut rng = Rng(0x0F0E_1A9C_4E75);
    let mut checked = 0;
    for start in starts() {
        for _ in 0..20 {
            for pos in random_game(&start, 150, &mut rng) {
                assert_eq!(
                    pos.key(),
                    shakmaty_key(&pos.to_fen()),
                    "{}",
                    pos.to_fen()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 5_000, "only {checked} positions");
}

#[test]
fn a_null_move_keeps_the_key_right_and_is_taken_back() {
    let mut rng = Rng(0x0A11_3055);
    let mut passed_en_passant = 0;
    for start in starts() {
        for _ in 0..20 {
            for pos in random_game(&start, 100, &mut rng) {
                if pos.in_check() {
                    continue;
                }
                let null = pos.play_null();
                assert_eq!(
                    null.key(),
                    null.key_from_scratch(),
                    "{}",
                    pos.to_fen()
                );
                assert_eq!(null.en_passant(), None);
                assert_eq!(null.side_to_move(), pos.side_to_move().other());
                passed_en_passant += usize::from(pos.en_passant().is_some());
                let mut made = pos;
                let undo = made.make_null();
                assert_eq!(made, null);
                made.unmake_null(undo);
                assert_eq!(made, pos);
            }
        }
    }
    assert!(passed_en_passant > 50, "only {passed_en_passant}");
}
