//! PTN and TPS round trips on random positions of every size.

mod common;

use ch06_tak::movegen::legal_moves;
use ch06_tak::position::Position;
use ch06_tak::ptn::{move_to_ptn, parse_move};
use common::random_position;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn every_legal_move_round_trips_through_ptn(size in 3usize..=8, seed: u64, moves in 0u32..100) {
        let position = random_position(size, seed, moves);
        for mv in legal_moves(&position) {
            let text = move_to_ptn(mv, size);
            prop_assert_eq!(parse_move(&text, size), Ok(mv), "{}", text);
        }
    }

    #[test]
    fn every_position_round_trips_through_tps(size in 3usize..=8, seed: u64, moves in 0u32..100) {
        let position = random_position(size, seed, moves);
        let tps = position.to_tps();
        let back = Position::from_tps(&tps).unwrap();
        prop_assert_eq!(back.to_tps(), tps);
        prop_assert_eq!(back, position);
    }
}

/// A run of empty squares too long for any board, even one whose count overflows a
/// `usize` when added to the squares before it, is refused with the rank's length.
#[test]
fn a_huge_run_of_empty_squares_is_refused() {
    use ch06_tak::tps::TpsError;
    let tps = format!("x,x{}/x5/x5/x5/x5 1 1", usize::MAX);
    assert_eq!(
        Position::from_tps(&tps),
        Err(TpsError::RankLength {
            rank: 5,
            squares: usize::MAX,
            size: 5
        })
    );
}
