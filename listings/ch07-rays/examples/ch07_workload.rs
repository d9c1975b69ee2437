//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.
//!
//! Each method looks up the attacks of a rook and of a bishop on the
//! benchmark's 4,096 random boards, 1,000 times. Callgrind counts the whole
//! program, so each method also runs without the look-ups: making the boards
//! and building its tables, which for magic bitboards includes the search for
//! every square's magic number.

#[path = "../benches/common/mod.rs"]
mod common;

use ch07_rays::classical::{bishop_attacks_classical, rook_attacks_classical};
use ch07_rays::hyperbola::{bishop_attacks_hyperbola, rook_attacks_hyperbola};
use ch07_rays::kogge_stone::{
    bishop_attacks_kogge_stone, rook_attacks_kogge_stone,
};
use ch07_rays::magic::magic_tables;
use ch07_rays::pext::pext_tables;
use ch07_rays::squares::Square;
use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk};
use common::{look_up_all, random_pairs, COZY_CHESS};
use cozy_chess::{get_bishop_moves, get_rook_moves, BitBoard};
use listing_support::workload::{main as run, Workload};
use std::hint::black_box;

const WORK: &str = "rook and bishop attacks, 4,096 random boards, 1,000 times";
const SETUP: &str = "the same program without the look-ups";

/// The rook's and the bishop's attacks on every pair, 1,000 times over.
fn rounds(
    rook: impl Fn(Square, u64) -> u64 + Copy,
    bishop: impl Fn(Square, u64) -> u64 + Copy,
) -> u64 {
    let pairs = random_pairs();
    (0..1_000).fold(0u64, |sum, _| {
        // black_box: each round must look the pairs up again.
        let pairs = black_box(&pairs);
        sum.wrapping_add(look_up_all(pairs, rook))
            .wrapping_add(look_up_all(pairs, bishop))
    })
}

/// The boards alone, for the methods without tables to build.
fn boards() -> u64 {
    look_up_all(&random_pairs(), |square, occupied| occupied ^ square as u64)
}

/// A square of cozy-chess for one of ours (both number a1 = 0, h8 = 63).
fn cozy(square: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(square)
}

fn main() {
    let works: [Workload; 15] = [
        (WORK, "ray walking", || {
            rounds(rook_attacks_walk, bishop_attacks_walk)
        }),
        (WORK, "classical", || {
            rounds(rook_attacks_classical, bishop_attacks_classical)
        }),
        (WORK, "Kogge-Stone", || {
            rounds(rook_attacks_kogge_stone, bishop_attacks_kogge_stone)
        }),
        (WORK, "hyperbola", || {
            rounds(rook_attacks_hyperbola, bishop_attacks_hyperbola)
        }),
        (WORK, "magic", || {
            let t = magic_tables();
            rounds(|s, o| t.rook_attacks(s, o), |s, o| t.bishop_attacks(s, o))
        }),
        (WORK, "PEXT", || {
            let t = pext_tables();
            rounds(|s, o| t.rook_attacks(s, o), |s, o| t.bishop_attacks(s, o))
        }),
        (WORK, "PEXT, portable", || {
            let t = pext_tables();
            rounds(
                |s, o| t.rook_attacks_portable(s, o),
                |s, o| t.bishop_attacks_portable(s, o),
            )
        }),
        (WORK, COZY_CHESS, || {
            rounds(
                |s, o| get_rook_moves(cozy(s), BitBoard(o)).0,
                |s, o| get_bishop_moves(cozy(s), BitBoard(o)).0,
            )
        }),
        (SETUP, "ray walking", boards),
        (SETUP, "classical", boards),
        (SETUP, "Kogge-Stone", boards),
        (SETUP, "hyperbola", boards),
        (SETUP, "magic", || boards() ^ magic_tables().len() as u64),
        (SETUP, "PEXT", || boards() ^ pext_tables().len() as u64),
        (SETUP, COZY_CHESS, boards),
    ];
    run(&works);
}
