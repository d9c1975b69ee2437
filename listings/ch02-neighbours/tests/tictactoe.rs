//! The rules, the solver and the census of tic-tac-toe.

use ch02_neighbours::census::census;
use ch02_neighbours::solver::Solver;
use ch02_neighbours::tictactoe::{has_line, PlayError, Player, State, LINES};

/// Plays a list of (x, y) moves from the empty board.
fn after(moves: &[(u32, u32)]) -> State {
    moves
        .iter()
        .fold(State::new(), |state, &(x, y)| state.play_at(x, y).unwrap())
}

#[test]
fn a_line_wins_and_only_a_line() {
    for line in LINES {
        assert!(has_line(line));
        for cell in [1, 2, 4, 8, 16, 32, 64, 128, 256] {
            if line & cell != 0 {
                assert!(!has_line(line ^ cell), "{line:09b} without one cell");
            }
        }
    }
    // Two tiles of every line and nothing else: no line.
    let state = after(&[
        (0, 0),
        (2, 0),
        (1, 1),
        (2, 2),
        (2, 1),
        (0, 1),
        (1, 0),
        (1, 2),
        (0, 2),
    ]);
    assert_eq!(state.board(), 0b111_111_111);
    assert_eq!(state.winner(), None);
    assert!(state.is_over());
}

#[test]
fn the_player_to_move_alternates_and_the_tiles_are_split_right() {
    let state = after(&[(1, 1), (0, 0), (2, 2)]);
    assert_eq!(state.player(), Player::O);
    assert_eq!(state.tiles(Player::X), 1 << 4 | 1 << 8);
    assert_eq!(state.tiles(Player::O), 1 << 0);
    assert_eq!(
        state.tiles(Player::X) | state.tiles(Player::O),
        state.board()
    );
}

#[test]
fn bad_moves_get_errors_not_panics() {
    let state = after(&[(1, 1)]);
    assert_eq!(state.play_at(1, 1), Err(PlayError::Occupied { x: 1, y: 1 }));
    assert!(matches!(state.play_at(3, 1), Err(PlayError::OffBoard(_))));
    assert!(matches!(state.play(1 << 9), Err(PlayError::OffBoard(_))));
    assert_eq!(state.play(0b11), Err(PlayError::NotACell));
    assert_eq!(state.play(0), Err(PlayError::NotACell));
    let won = after(&[(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]);
    assert_eq!(won.winner(), Some(Player::X));
    assert_eq!(won.legal_moves(), 0);
    assert_eq!(won.play_at(2, 2), Err(PlayError::GameOver));
}

#[test]
fn perfect_play_is_a_draw() {
    let mut solver = Solver::new();
    assert_eq!(solver.value(&State::new()), 0);
    assert_eq!(
        solver.evaluated(),
        5478,
        "each reachable position solved once"
    );
    // Every first move draws, so all nine are best.
    assert_eq!(solver.best_moves(&State::new()), (0..9).collect::<Vec<_>>());
    // After a corner, only the centre holds the draw for O.
    let corner = after(&[(0, 0)]);
    assert_eq!(solver.best_moves(&corner), vec![4]);
}

#[test]
fn the_solver_wins_what_can_be_won_and_sooner_rather_than_later() {
    let mut solver = Solver::new();
    // X to move with two open rows of two: X wins at once, worth 1 + 4 empty cells.
    let state = after(&[(0, 0), (0, 1), (1, 0), (1, 1)]);
    assert_eq!(solver.value(&state), 5);
    assert_eq!(solver.best_moves(&state), vec![2]); // (2, 0) completes row 0
}

#[test]
fn the_census_matches_the_published_counts() {
    // The counts published for tic-tac-toe (see the chapter for the sources).
    let counts = census();
    assert_eq!(counts.games, 255_168);
    assert_eq!(counts.x_wins, 131_184);
    assert_eq!(counts.o_wins, 77_904);
    assert_eq!(counts.draws, 46_080);
    assert_eq!(counts.x_wins + counts.o_wins + counts.draws, counts.games);
    assert_eq!(counts.positions, 5_478);
    assert_eq!(counts.terminal_positions, 958);
    assert_eq!(counts.positions_up_to_symmetry, 765);
    assert_eq!(counts.terminal_positions_up_to_symmetry, 138);
}
