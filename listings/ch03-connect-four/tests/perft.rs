//! Counting: perft against a plain 2-D array, and the distinct positions
//! after n plies against OEIS A212693.

use ch03_connect_four::array::{perft_array, ArrayBoard};
use ch03_connect_four::game::Game;
use ch03_connect_four::perft::{distinct_positions, perft, perft_bulk};

#[test]
// ANCHOR: perft_small_depths
fn perft_small_depths() {
    // Until the seventh move nothing can be won, and no move meets a full
    // column: a column holds six discs.
    for depth in 0..=6 {
        assert_eq!(perft(&mut Game::new(), depth), 7u64.pow(depth));
    }
    // Seven moves into one column do not fit: 7 sequences fewer.
    assert_eq!(perft(&mut Game::new(), 7), 7u64.pow(7) - 7);
}
// ANCHOR_END: perft_small_depths

#[test]
// ANCHOR: bitboard_and_array_agree
fn bitboard_and_array_agree() {
    for depth in 0..=8 {
        let bitboard = perft(&mut Game::new(), depth);
        assert_eq!(bitboard, perft_array(&mut ArrayBoard::new(), depth));
    }
}
// ANCHOR_END: bitboard_and_array_agree

#[test]
fn bulk_counting_counts_the_same() {
    for depth in 0..=8 {
        assert_eq!(
            perft_bulk(&mut Game::new(), depth),
            perft(&mut Game::new(), depth)
        );
    }
    // From positions near the end, where wins and full columns cut lines.
    for moves in [&[0, 1, 0, 1, 0, 1][..], &[3, 3, 3, 3, 3, 2, 2, 4, 4, 4]] {
        let game = Game::play(moves).unwrap();
        for depth in 0..=5 {
            let (mut a, mut b) = (game.clone(), game.clone());
            assert_eq!(perft_bulk(&mut a, depth), perft(&mut b, depth));
        }
    }
}

#[test]
fn perft_8_is_the_number_the_text_gives() {
    assert_eq!(perft(&mut Game::new(), 8), 5_673_234);
}

#[test]
fn perft_from_a_won_position_is_zero() {
    let mut won = Game::play(&[0, 1, 0, 1, 0, 1, 0]).unwrap();
    assert_eq!(perft(&mut won, 0), 1);
    assert_eq!(perft(&mut won, 1), 0);
    assert_eq!(perft_bulk(&mut won, 1), 0);
}

#[test]
// ANCHOR: distinct_positions_match_oeis
fn distinct_positions_match_oeis() {
    // OEIS A212693: positions after n plies.
    let a212693 = [1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275];
    assert_eq!(distinct_positions(8), a212693);
}
// ANCHOR_END: distinct_positions_match_oeis
