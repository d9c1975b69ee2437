//! Random positions for the property tests (shared by several test files).

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
