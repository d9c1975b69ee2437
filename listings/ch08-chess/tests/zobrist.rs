//! Zobrist keys: the key kept up to date move by move equals the key
//! computed from the whole position after every move of seeded random
//! games, by copy-make and by make/unmake; unmake restores the position
//! exactly.

mod common;

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use common::{random_game, Rng, PUBLISHED};

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
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
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
fn the_same_position_by_two_move_orders_has_one_key() {
    let start = Position::start();
    let play = |moves: &[&str]| {
        moves.iter().fold(start, |pos, text| {
            let m = ch08_chess::types::Move::from_uci(&pos, text).unwrap();
            pos.play(m)
        })
    };
    let a = play(&["g1f3", "g8f6", "b1c3", "b8c6"]);
    let b = play(&["b1c3", "b8c6", "g1f3", "g8f6"]);
    assert_eq!(a.key(), b.key());
    assert_ne!(a.key(), start.key());
}
