//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch06_tak::array::{has_road_array, sample_boards, to_array};
use ch06_tak::roads::has_road;
use listing_support::workload::{main as run, Workload};

const ROADS: &str = "road check, 10,000 random 6×6 boards, 20 times";

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

fn main() {
    let works: [Workload; 2] = [
        (ROADS, "bitboard", bitboard_roads),
        (ROADS, "array", array_roads),
    ];
    run(&works);
}
