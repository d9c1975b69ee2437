//! Part 8.4's steps against the Chess Programming Wiki's published counts
//! (<https://www.chessprogramming.org/Perft_Results>): every step on the
//! six positions, the last step to the deepest published depth; and the
//! board for counting, move by move, against the position it comes from.

mod common;

use ch08_chess::fast_perft::{perft_fast, perft_step, STEPS};
use ch08_chess::movegen::legal_moves;
use ch08_chess::perft_board::PerftBoard;
use ch08_chess::position::Position;
use common::{random_game, Rng, PUBLISHED};

#[test]
fn every_step_gives_the_published_counts() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        for step in 0..=STEPS {
            for (d, &count) in published.counts.iter().enumerate().take(4) {
                let depth = d as u32 + 1;
                assert_eq!(
                    perft_step(&pos, depth, step),
                    count,
                    "{} depth {depth}, step {step}",
                    published.name
                );
            }
            assert_eq!(perft_step(&pos, 0, step), 1);
        }
    }
}

/// Every published count, the deepest included (position 3 to depth 7,
/// position 4 both ways to depth 6), by the last step.
#[test]
fn the_last_step_gives_every_published_count() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        for (d, &count) in published.counts.iter().enumerate() {
            let depth = d as u32 + 1;
            assert_eq!(
                perft_fast(&pos, depth),
                count,
                "{} depth {depth}",
                published.name
            );
        }
    }
}

#[test]
fn the_board_for_counting_plays_every_move_as_the_position_does() {
    let mut rng = Rng(0x00B0_A2D0_FC0F_FEE1);
    let mut moves = 0;
    for published in &PUBLISHED {
        let start = Position::from_fen(published.fen).unwrap();
        for pos in random_game(&start, 80, &mut rng) {
            let board = PerftBoard::from(&pos);
            for &m in legal_moves(&pos).iter() {
                let expected = PerftBoard::from(&pos.play(m));
                assert_eq!(board.play(m), expected, "{m} in {}", pos.to_fen());
                moves += 1;
            }
        }
    }
    assert!(moves > 10_000, "{moves} moves");
}
