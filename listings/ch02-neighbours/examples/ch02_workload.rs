//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch02_neighbours::array::{count_games_array, ArrayState};
use ch02_neighbours::census::count_games;
use ch02_neighbours::tictactoe::State;
use listing_support::workload::{main as run, Workload};

const GAMES: &str = "count all 255,168 games";

fn main() {
    let works: [Workload; 2] = [
        (GAMES, "bitboard", || count_games(&State::new())),
        (GAMES, "array", || count_games_array(&ArrayState::new())),
    ];
    run(&works);
}
