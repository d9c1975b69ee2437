//! The two forms of the game, and the array, agree on random games.

use ch03_connect_four::array::ArrayBoard;
use ch03_connect_four::four::has_four;
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::layout::{BOARD, BOTTOM, STRIDE};
use ch03_connect_four::perft::distinct_positions;
use ch03_connect_four::position::{winning_cells, Position};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// A random game: each number picks one of the open columns, until the
/// numbers run out or someone wins.
fn play_out(picks: &[u8]) -> (Game, Position, ArrayBoard) {
    let mut game = Game::new();
    let mut position = Position::new();
    let mut array = ArrayBoard::new();
    for &pick in picks {
        let open = game.legal_columns();
        if open.is_empty() {
            break;
        }
        let column = open[pick as usize % open.len()];
        game.make_move(column).unwrap();
        position = position.play(column);
        array.make_move(column as usize).unwrap();
    }
    (game, position, array)
}

proptest! {
    #[test]
    fn the_forms_agree(picks in prop::collection::vec(any::<u8>(), 0..42)) {
        let (game, position, array) = play_out(&picks);
        let (red, yellow) = (game.board(Player::Red), game.board(Player::Yellow));
        prop_assert_eq!(position.mask(), red | yellow);
        prop_assert_eq!(position.current(), game.board(game.to_move()));
        prop_assert_eq!(game.winner(), array.winner());
        prop_assert_eq!(position.last_mover_won(), game.winner().is_some());
        prop_assert_eq!(array.last_move_won(), game.winner().is_some());
        // The possible moves are the columns' next free bits.
        let next: u64 = game.next_bits().iter().map(|&b| 1u64 << b).sum();
        prop_assert_eq!(position.possible(), next & BOARD);
    }

    #[test]
    fn winning_cells_are_the_cells_that_make_four(
        picks in prop::collection::vec(any::<u8>(), 0..42)
    ) {
        let (_, position, _) = play_out(&picks);
        let sides = [position.current(), position.current() ^ position.mask()];
        for own in sides.into_iter().filter(|&own| !has_four(own)) {
            let empty = BOARD & !position.mask();
            let expected = (0..64)
                .map(|bit| 1u64 << bit)
                .filter(|&cell| cell & empty != 0 && has_four(own | cell))
                .fold(0, |cells, cell| cells | cell);
            prop_assert_eq!(winning_cells(own, position.mask()), expected);
        }
    }
}

#[test]
fn keys_tell_positions_apart() {
    // Every position of up to 6 plies, found by playing every sequence.
    let mut seen: HashMap<u64, Position> = HashMap::new();
    let mut level = HashSet::from([Position::new()]);
    for _ in 0..=6 {
        for &p in &level {
            assert_eq!(*seen.entry(p.key()).or_insert(p), p, "key {}", p.key());
        }
        level = level
            .iter()
            .flat_map(|p| (0..7).map(move |c| p.play(c)))
            .collect();
    }
    let total: usize = distinct_positions(6).iter().sum();
    assert_eq!(seen.len(), total);
    // The key plus the bottom row marks each column's first free cell.
    let p = Position::from_moves("4453").unwrap();
    let marks = (p.key() + BOTTOM) & !p.current();
    assert_eq!(marks & (0b111_1111 << (3 * STRIDE)), 1 << (3 * STRIDE + 2));
}
