//! Mistakes in the source's documentation, and the original's liberty test.

use ch05_isolation::action::Action;
use ch05_isolation::board::{ind2xy, BLANK_BOARD};
use ch05_isolation::isolation::Isolation;

// ANCHOR: first_action_until_the_end
/// Plays the first listed action until the game is over.
fn first_action_until_the_end() -> Isolation {
    let mut state = Isolation::new();
    while !state.terminal_test() {
        let first = state.actions()[0];
        state = state
            .result(first.into())
            .expect("a listed action is legal");
    }
    state
}
// ANCHOR_END: first_action_until_the_end

#[test]
// ANCHOR: not_84_plies
fn not_84_plies() {
    let end = first_action_until_the_end();
    // The source: board=36349881425809777517250506995532800, ply_count=84,
    // locs=(32, 21). What the rules it documents give:
    assert_eq!(end.ply_count(), 34);
    assert_eq!(end.locs(), [Some(106), Some(13)]);
    assert_eq!(end.board(), 41381167001018985136977239403530224);
    assert_eq!(end.utility(0), f64::INFINITY); // player 1 (index 0) wins
}
// ANCHOR_END: not_84_plies

#[test]
fn the_claimed_end_is_consistent() {
    let claimed: u128 = 36349881425809777517250506995532800;
    let blocked = BLANK_BOARD & !claimed;
    assert_eq!(blocked.count_ones(), 84); // one blocked cell per ply
    assert!(blocked >> 32 & 1 == 1 && blocked >> 21 & 1 == 1); // both knights
    let end = Isolation::from_parts(claimed, 84, [Some(32), Some(21)]);
    let end = end.expect("the knights stand on blocked cells");
    assert!(end.terminal_test()); // a finished game:
    assert_eq!(end.utility(0), f64::NEG_INFINITY); // player 1 (index 0) lost
}

/// The game the first listed action makes when the actions are listed in
/// `order`, as (board, ply count, locations).
fn game_in_order(order: &[i32; 8]) -> (u128, u32, [u32; 2]) {
    let mut state = Isolation::new();
    while !state.terminal_test() {
        let actions = state.actions();
        let first = match state.locs()[state.player()] {
            None => actions[0],
            Some(_) => *order.iter().find(|a| actions.contains(a)).unwrap(),
        };
        state = state.result(first.into()).unwrap();
    }
    let [a, b] = state.locs().map(Option::unwrap);
    (state.board(), state.ply_count(), [a, b])
}

#[test]
fn no_order_of_the_eight_actions_gives_the_claimed_game() {
    let claim = (36349881425809777517250506995532800, 84, [32, 21]);
    let mut order = Action::ALL.map(Action::offset);
    let mut orders = 0;
    // Every permutation, by Heap's algorithm.
    let mut counters = [0usize; 8];
    let mut i = 0;
    assert_ne!(game_in_order(&order), claim);
    orders += 1;
    while i < 8 {
        if counters[i] < i {
            let j = if i % 2 == 0 { 0 } else { counters[i] };
            order.swap(j, i);
            assert_ne!(game_in_order(&order), claim, "order {order:?}");
            orders += 1;
            counters[i] += 1;
            i = 0;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    assert_eq!(orders, 40_320);
}

#[test]
// ANCHOR: ind2xy_of_an_action
fn ind2xy_of_an_action() {
    let state = Isolation::new().result(57).unwrap().result(0).unwrap();
    let first = state.actions()[0]; // NNE, the offset 25
    assert_eq!(ind2xy(first as u32), (12, 1)); // a border bit's coordinates
    let target = 57 + first as u32; // the cell the jump lands on
    assert_eq!(ind2xy(target), (4, 6));
}
// ANCHOR_END: ind2xy_of_an_action
