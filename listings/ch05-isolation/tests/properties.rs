//! Properties of the encoding and the rules, on random games.

use ch05_isolation::action::{knight_jumps, Action};
use ch05_isolation::array::{random_playout_array, ArrayIsolation, JUMPS};
use ch05_isolation::board::{
    ind2xy, is_cell, xy2ind, BLANK_BOARD, HEIGHT, WIDTH,
};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{
    random_action, random_game_checked, random_playout, Rng,
};
use proptest::prelude::*;

/// The knight's targets of a cell, worked out on (x, y) with bounds checks,
/// with the array form's jumps: (dx, dy), x growing to the west (left) and y
/// to the north (up).
fn jumps_by_coordinates(x: u32, y: u32) -> u128 {
    let mut targets = 0;
    for (dx, dy) in JUMPS {
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        if (0..WIDTH as i32).contains(&nx) && (0..HEIGHT as i32).contains(&ny) {
            targets |= 1 << xy2ind(nx as u32, ny as u32).unwrap();
        }
    }
    targets
}

#[test]
fn border_bits_do_the_bounds_checks() {
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let cell = xy2ind(x, y).unwrap();
            assert_eq!(ind2xy(cell), (x, y));
            let by_bits = knight_jumps(1 << cell) & BLANK_BOARD;
            assert_eq!(by_bits, jumps_by_coordinates(x, y), "cell {cell}");
        }
    }
}

#[test]
fn the_offsets_are_knight_moves_in_the_original_order() {
    let steps = [
        (-1, 2),
        (-2, 1),
        (-2, -1),
        (-1, -2),
        (1, -2),
        (2, -1),
        (2, 1),
        (1, 2),
    ];
    for (action, (dx, dy)) in Action::ALL.into_iter().zip(steps) {
        // west is +1 and north +13: the offset is 13·dy + dx
        assert_eq!(action.offset(), 13 * dy + dx, "{action}");
    }
}

/// A position reached by `moves` random actions from the blank board.
fn random_position(seed: u64, moves: u32) -> Isolation {
    let mut rng = Rng::new(seed);
    let mut state = Isolation::new();
    for _ in 0..moves {
        if state.terminal_test() {
            break;
        }
        let action = random_action(&state, &mut rng).unwrap();
        state = state.result(action).unwrap();
    }
    state
}

proptest! {
    #[test]
    fn liberties_never_leave_the_board(seed: u64, moves in 0u32..60) {
        let state = random_position(seed, moves);
        for player in 0..2 {
            for cell in state.liberties(state.locs()[player]) {
                prop_assert!(is_cell(cell.into()), "liberty {} is off the board", cell);
                prop_assert!(state.board() >> cell & 1 == 1, "liberty {} is blocked", cell);
            }
        }
    }

    #[test]
    fn result_blocks_exactly_one_more_cell(seed: u64, moves in 0u32..60) {
        let state = random_position(seed, moves);
        for action in state.actions() {
            let next = state.result(action.into()).unwrap();
            let newly_blocked = state.board() & !next.board();
            prop_assert_eq!(newly_blocked.count_ones(), 1);
            prop_assert_eq!(next.board() & !state.board(), 0); // nothing reopens
            prop_assert_eq!(next.ply_count(), state.ply_count() + 1);
        }
    }

    #[test]
    fn every_other_action_is_refused(seed: u64, moves in 0u32..60, action in -200i64..200) {
        let state = random_position(seed, moves);
        let legal = state.actions().contains(&(action as i32));
        prop_assert_eq!(state.result(action).is_ok(), legal);
    }

    #[test]
    fn the_playout_plays_the_games_of_random_action_and_result(
        seed: u64,
        moves in 0u32..100,
        play_seed: u64,
    ) {
        // One move at a time, every liberty mask computed again and every
        // action checked by `result`: the playout must make the same moves.
        let start = random_position(seed, moves);
        let mut rng = Rng::new(play_seed);
        let state = random_game_checked(start, &mut rng);
        let mut playout_rng = Rng::new(play_seed);
        let end = random_playout(start, &mut playout_rng);
        prop_assert_eq!(end, state);
        prop_assert_eq!(playout_rng.next_u64(), rng.next_u64()); // same draws
    }

    #[test]
    fn a_finished_game_has_a_stuck_player(seed: u64) {
        let end = random_playout(Isolation::new(), &mut Rng::new(seed));
        prop_assert!(end.ply_count() <= 99);
        prop_assert!(!end.has_liberties(0) || !end.has_liberties(1));
        let (u0, u1) = (end.utility(0), end.utility(1));
        prop_assert!(u0.is_infinite() && u1 == -u0);
    }
}

#[test]
fn the_array_form_plays_the_same_random_games() {
    for seed in 1..=300 {
        let bits = random_playout(Isolation::new(), &mut Rng::new(seed));
        let array =
            random_playout_array(ArrayIsolation::new(), &mut Rng::new(seed));
        assert_eq!(array.board(), bits.board(), "seed {seed}");
        assert_eq!(array.ply_count(), bits.ply_count(), "seed {seed}");
    }
}
