//! What several of the listing's test files share: a small random number
//! generator, random games, and move strings.

#![allow(dead_code)] // each test file uses a part of it

use ch03_connect_four::game::Game;
use ch03_connect_four::layout::{bit, HEIGHT, WIDTH};
use ch03_connect_four::position::Position;

/// A small deterministic random number generator (xorshift64).
pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random game, played to its end (a win or a full board), as the
    /// columns played: each move picks one of the legal columns.
    pub fn game(&mut self) -> Vec<u32> {
        let mut game = Game::new();
        loop {
            let open = game.legal_columns();
            if open.is_empty() {
                return game.moves().to_vec();
            }
            let column = open[self.next() as usize % open.len()];
            game.make_move(column).unwrap();
        }
    }
}

/// Every prefix of 500 random games.
pub fn random_games() -> Vec<Vec<u32>> {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let mut games = Vec::new();
    for _ in 0..500 {
        let game = random.game();
        for length in 0..=game.len() {
            games.push(game[..length].to_vec());
        }
    }
    games
}

/// The move string (columns from 1) of a list of columns from 0.
pub fn string(columns: &[u32]) -> String {
    columns.iter().map(|c| (c + 1).to_string()).collect()
}

/// Whether a position is its own mirror image, cell by cell (without the
/// listing's `mirror`).
pub fn symmetric(position: &Position) -> bool {
    let cell = |b: u64, c, r| b >> bit(c, r) & 1;
    (0..WIDTH).all(|c| {
        (0..HEIGHT).all(|r| {
            let m = WIDTH - 1 - c;
            cell(position.mask(), c, r) == cell(position.mask(), m, r)
                && cell(position.current(), c, r)
                    == cell(position.current(), m, r)
        })
    })
}
