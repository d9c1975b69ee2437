//! Shared by several test files: random positions for the property tests, and
//! the source's 5 × 5 mirrors, transcribed to show their mistakes.

#![allow(dead_code)]

use ch06_tak::movegen::legal_moves;
use ch06_tak::position::Position;

/// A position reached from the empty board of `size` by `moves` random legal
/// moves (fewer if the game ends), reproducible from `seed`.
pub fn random_position(size: usize, seed: u64, moves: u32) -> Position {
    let mut state = seed | 1;
    let mut position = Position::new(size).expect("a Tak size");
    for _ in 0..moves {
        let legal = legal_moves(&position);
        if legal.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = legal[(state % legal.len() as u64) as usize];
        position = position.play(mv).expect("generated moves are legal");
    }
    position
}

// ANCHOR: source_mirrors
/// The source's `mirror_h5`, transcribed (the masks are binary literals).
pub fn source_mirror_h5(n: u64) -> u64 {
    (n & 0b1000010000100001000010000) >> 4
        | (n & 0b0000100001000010000100001) << 4
        | (n & 0b0100001000010000100001000) >> 2
        | (n & 0b0001000010000100001000010) >> 2
}

/// The source's `mirror_v5`, transcribed.
pub fn source_mirror_v5(n: u64) -> u64 {
    (n & 0b1111100000000000000000000) >> 20
        | (n & 0b0000000000000000000011111) << 20
        | (n & 0b0000011111000000000000000) >> 10
        | (n & 0b0000000000000001111100000) >> 10
}
// ANCHOR_END: source_mirrors
