//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch06_tak::array::{has_road_array, sample_boards, to_array};
use ch06_tak::perft::{
    perft, perft_copying_every_move, perft_making_every_move,
};
use ch06_tak::position::Position;
use ch06_tak::roads::has_road;
use fast_tak::{perf_count, Game};
use listing_support::workload::{main as run, Workload};

const ROADS: &str = "road check, 10,000 random 6×6 boards, 20 times";
const PERFT: &str = "perft 5×5, depth 4, bulk counting";
const MADE: &str = "perft 5×5, depth 4, every move made and taken back";
const ON_A_COPY: &str = "on a copy";
const FAST_TAK: &str = "fast-tak 0.4.2";

/// Roads found by flood fill: the boards are made once, checked 20 times.
fn bitboard_roads() -> u64 {
    let boards = sample_boards(10_000);
    let count = || boards.iter().filter(|&&b| has_road(b, 6)).count();
    (0..20).map(|_| count() as u64).sum()
}

/// Roads found by search on arrays, made once from the same boards.
fn array_roads() -> u64 {
    let arrays: Vec<Vec<bool>> = sample_boards(10_000)
        .into_iter()
        .map(|b| to_array(b, 6))
        .collect();
    let count = || arrays.iter().filter(|a| has_road_array(a, 6)).count();
    (0..20).map(|_| count() as u64).sum()
}

/// The chapter's perft, the last ply counted in bulk.
fn bitboard_perft() -> u64 {
    perft(&Position::new(5).unwrap(), 4)
}

/// fast-tak's perft of the same depth, which also counts the last ply
/// without playing it.
fn fast_tak_perft() -> u64 {
    perf_count(&Game::<5, 0>::default(), 4) as u64
}

/// The chapter's perft that makes every move and takes it back.
fn make_unmake_perft() -> u64 {
    perft_making_every_move(&Position::new(5).unwrap(), 4)
}

/// The chapter's perft that makes every move on a copy of the position.
fn copy_make_perft() -> u64 {
    perft_copying_every_move(&Position::new(5).unwrap(), 4)
}

fn main() {
    let works: [Workload; 6] = [
        (ROADS, "bitboard", bitboard_roads),
        (ROADS, "array", array_roads),
        (PERFT, "bitboard", bitboard_perft),
        (PERFT, FAST_TAK, fast_tak_perft),
        (MADE, "bitboard", make_unmake_perft),
        (MADE, ON_A_COPY, copy_make_perft),
    ];
    run(&works);
}
