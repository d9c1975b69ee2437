//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.

use ch04_peg_solitaire::array::{perft_array, Grid};
use ch04_peg_solitaire::board::{ENGLISH, START};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::perft::perft;
use listing_support::workload::{main as run, Workload};

const PERFT: &str = "perft 9 from the start";

/// The move sequences of length 9 on the 49-bit board.
fn bitboard_perft() -> u64 {
    perft(&ENGLISH_GEOMETRY, START, 9)
}

/// The same count on the 7 × 7 arrays.
fn array_perft() -> u64 {
    perft_array(Grid::from_boards(ENGLISH, START), 9)
}

fn main() {
    let works: [Workload; 2] = [
        (PERFT, "bitboard", bitboard_perft),
        (PERFT, "array", array_perft),
    ];
    run(&works);
}
