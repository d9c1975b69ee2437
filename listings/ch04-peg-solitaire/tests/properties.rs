//! The bitboard rules against the array board, on random positions.

use ch04_peg_solitaire::array::Grid;
use ch04_peg_solitaire::board::{coordinates, Board, ENGLISH, FRENCH};
use ch04_peg_solitaire::masks::{Geometry, ENGLISH_GEOMETRY, FRENCH_GEOMETRY};
use ch04_peg_solitaire::moves::{checked_play, legal_moves, play, Order};
use ch04_peg_solitaire::symmetry::{canonical, images};
use proptest::prelude::*;

/// A random set of pegs in the holes: each hole filled with probability 1/2.
fn pegs_in(holes: Board) -> impl Strategy<Value = Board> {
    any::<u64>().prop_map(move |bits| bits & holes)
}

fn same_moves_as_the_array(geometry: &Geometry, pegs: Board) {
    let bitboard = legal_moves(pegs, geometry, Order::ByIndex);
    let array = Grid::from_boards(geometry.holes, pegs).moves();
    assert_eq!(bitboard, array);
}

/// The cell (x, y) mirrored, flipped and transposed by coordinates.
fn by_coordinates(b: Board, image: usize) -> Board {
    let mut out = 0;
    for i in 0..49 {
        if b >> i & 1 == 1 {
            let (mut x, mut y) = coordinates(i);
            if image & 1 == 1 {
                x = 6 - x;
            }
            if image & 2 == 2 {
                y = 6 - y;
            }
            if image & 4 == 4 {
                (x, y) = (y, x);
            }
            out |= 1 << (7 * y + x);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn moves_match_the_array_board(pegs in pegs_in(ENGLISH)) {
        same_moves_as_the_array(&ENGLISH_GEOMETRY, pegs);
    }

    #[test]
    fn moves_match_the_array_board_french(pegs in pegs_in(FRENCH)) {
        same_moves_as_the_array(&FRENCH_GEOMETRY, pegs);
    }

    #[test]
    fn playing_matches_the_array(pegs in pegs_in(ENGLISH)) {
        // Play every move both ways and compare the boards.
        let grid = Grid::from_boards(ENGLISH, pegs);
        for m in grid.moves() {
            let mut next = grid;
            next.play(m);
            prop_assert_eq!(play(pegs, m), next.to_board());
            let checked = checked_play(pegs, &ENGLISH_GEOMETRY, m);
            prop_assert_eq!(checked, Ok(next.to_board()));
        }
    }

    #[test]
    fn play_twice_is_no_move(pegs in pegs_in(ENGLISH)) {
        for m in legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex) {
            let after = play(pegs, m);
            prop_assert_eq!(after.count_ones() + 1, pegs.count_ones());
            prop_assert_eq!(play(after, m), pegs);
        }
    }

    #[test]
    fn both_orders_list_the_same_moves(pegs in pegs_in(ENGLISH)) {
        let mut by_index = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex);
        let mut by_direction =
            legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByDirection);
        let key = |m: &ch04_peg_solitaire::moves::Move| (m.from, m.direction);
        by_index.sort_by_key(key);
        by_direction.sort_by_key(key);
        prop_assert_eq!(by_index, by_direction);
    }

    #[test]
    fn symmetries_match_coordinates(b in pegs_in((1 << 49) - 1)) {
        let delta_swaps = images(b);
        for (image, &swapped) in delta_swaps.iter().enumerate() {
            // images() lists b, m, f, fm and then the transposes of those.
            prop_assert_eq!(swapped, by_coordinates(b, image));
        }
        prop_assert_eq!(canonical(delta_swaps[5]), canonical(b));
    }

    #[test]
    fn symmetric_positions_have_symmetric_moves(pegs in pegs_in(ENGLISH)) {
        // The number of moves is the same in all eight images.
        let n = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex).len();
        for image in images(pegs) {
            let moves = legal_moves(image, &ENGLISH_GEOMETRY, Order::ByIndex);
            prop_assert_eq!(moves.len(), n);
        }
    }
}
