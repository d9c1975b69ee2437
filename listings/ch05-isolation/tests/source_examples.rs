//! Every example of the source's documentation, run against the port.

use ch05_isolation::action::Action;
use ch05_isolation::board::{ind2xy, BLANK_BOARD, SIZE};
use ch05_isolation::isolation::{IllegalAction, Isolation};
use ch05_isolation::print::{bitboard_string, debug_grid};

fn centre_and_corner() -> Isolation {
    let state = Isolation::new().result(57).and_then(|s| s.result(0));
    state.expect("57 then 0 is legal")
}

#[test]
fn the_blank_board() {
    let state = Isolation::new();
    assert_eq!(state.board(), 41523161203939122082683632224299007);
    assert_eq!(BLANK_BOARD, state.board());
    assert_eq!(
        state.to_string(),
        "Isolation(board=41523161203939122082683632224299007, \
         ply_count=0, locs=(None, None))"
    );
    assert_eq!(SIZE, 115);
    assert_eq!(state.player(), 0);
    assert!(!state.terminal_test());
    assert_eq!(state.utility(state.player()), 0.0);
    insta::assert_snapshot!("blank_actions", format!("{:?}", state.actions()));
    insta::assert_snapshot!("blank_grid", debug_grid(&state));
}

#[test]
fn centre_then_corner() -> Result<(), IllegalAction> {
    assert_eq!(Isolation::new().result(57)?.player(), 1);
    let state = centre_and_corner();
    assert_eq!(state.board(), 41523161203939121938568444148443134);
    assert_eq!(state.ply_count(), 2);
    assert_eq!(state.locs(), [Some(57), Some(0)]);
    assert_eq!(
        state.to_string(),
        "Isolation(board=41523161203939121938568444148443134, \
         ply_count=2, locs=(57, 0))"
    );
    assert_eq!(
        bitboard_string(state.board()),
        "1111111111100111111111110011111111111001111111111100111110111110\
         011111111111001111111111100111111111110011111111110"
    );
    let names: Vec<&str> = state
        .actions()
        .into_iter()
        .map(|a| Action::from_offset(a).unwrap().name())
        .collect();
    assert_eq!(
        names,
        ["NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "NNW"]
    );
    assert_eq!(state.actions(), [25, 11, -15, -27, -25, -11, 15, 27]);
    insta::assert_snapshot!("centre_and_corner_grid", debug_grid(&state));
    Ok(())
}

#[test]
fn liberties_of_the_centre() {
    let liberties = Isolation::new().liberties(Some(57));
    assert_eq!(liberties, [82, 68, 42, 30, 32, 46, 72, 84]);
}

#[test]
fn coordinates() {
    assert_eq!(ind2xy(57), (5, 4));
    // The source also applies ind2xy to an action (see the errata).
    let first = centre_and_corner().actions()[0];
    assert_eq!(ind2xy(first as u32), (12, 1));
}
