//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch05_isolation::array::{random_playout_array, ArrayIsolation};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{random_game_checked, random_playout, Rng};
use listing_support::workload::{main as run, Workload};

const GAMES: &str = "1,000 random games from the blank board";

/// The plies of 1,000 random games from seed 1, on the 115-bit board.
fn bitboard_games() -> u64 {
    let mut rng = Rng::new(1);
    (0..1000)
        .map(|_| random_playout(Isolation::new(), &mut rng).ply_count())
        .map(u64::from)
        .sum()
}

/// The same games, one `random_action` and one checked `result` a ply.
fn checked_games() -> u64 {
    let mut rng = Rng::new(1);
    (0..1000)
        .map(|_| random_game_checked(Isolation::new(), &mut rng).ply_count())
        .map(u64::from)
        .sum()
}

/// The same games on the array.
fn array_games() -> u64 {
    let mut rng = Rng::new(1);
    (0..1000)
        .map(|_| random_playout_array(ArrayIsolation::new(), &mut rng))
        .map(|end| u64::from(end.ply_count()))
        .sum()
}

fn main() {
    let works: [Workload; 3] = [
        (GAMES, "bitboard", bitboard_games),
        (GAMES, "checked moves", checked_games),
        (GAMES, "array", array_games),
    ];
    run(&works);
}
