//! Shared by several test files: random positions for the property tests, and
//! the source's 5 × 5 mirrors, transcribed to show their mistakes.

#![allow(dead_code)]

use ch06_tak::movegen::legal_moves;
use ch06_tak::position::{Move, Position};

/// A game of up to `moves` random legal moves from the empty board of `size`
/// (fewer if the game ends), reproducible from `seed`: each move with the
/// position it was played in.
pub fn random_game(
    size: usize,
    seed: u64,
    moves: u32,
) -> Vec<(Position, Move)> {
    let mut state = seed | 1;
    let mut position = Position::new(size).expect("a Tak size");
    let mut game = Vec::new();
    for _ in 0..moves {
        let legal = legal_moves(&position);
        if legal.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = legal[(state % legal.len() as u64) as usize];
        let next = position.play(mv).expect("generated moves are legal");
        game.push((std::mem::replace(&mut position, next), mv));
    }
    game
}

/// The position reached by [`random_game`].
pub fn random_position(size: usize, seed: u64, moves: u32) -> Position {
    match random_game(size, seed, moves).last() {
        Some((before, mv)) => before.play(*mv).expect("a legal move"),
        None => Position::new(size).expect("a Tak size"),
    }
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
