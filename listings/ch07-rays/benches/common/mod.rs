//! What the benchmark (`benches/attacks.rs`) and the instruction-count
//! workloads (`examples/ch07_workload.rs`) share: the same fixed random boards.
#![allow(dead_code)] // each of the benchmark, the workloads and a test uses a part

use ch07_rays::squares::Square;

/// How many (square, occupied) pairs each measurement looks up.
pub const PAIRS: usize = 4_096;

/// The name of the established program measured beside the chapter's methods.
pub const COZY_CHESS: &str = "cozy-chess 0.3.4";

/// [`PAIRS`] (square, occupied) pairs from a seeded xorshift, the same on
/// every run: a square anywhere, and an occupancy that is the AND of two
/// random words, so about 16 occupied squares, as in a middle game.
pub fn random_pairs() -> Vec<(Square, u64)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..PAIRS)
        .map(|_| ((next() % 64) as Square, next() & next()))
        .collect()
}

/// Every attack set of `attacks` over the pairs, XORed together, so that
/// nothing can be skipped.
#[inline(always)]
pub fn look_up_all(
    pairs: &[(Square, u64)],
    attacks: impl Fn(Square, u64) -> u64,
) -> u64 {
    pairs.iter().fold(0, |all, &(square, occupied)| {
        all ^ attacks(square, occupied)
    })
}
