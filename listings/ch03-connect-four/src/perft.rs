//! Counting: move sequences (perft, and perft with the last ply counted in
//! bulk) and distinct positions after n plies.

use crate::four::has_four;
use crate::game::Game;
use crate::layout::WIDTH;
use crate::position::Position;
use std::collections::HashSet;

// ANCHOR: perft
/// The number of move sequences of `depth` moves from `game`, where a move
/// that wins ends its line of play.
///
/// ```
/// use ch03_connect_four::{game::Game, perft::perft};
/// assert_eq!(perft(&mut Game::new(), 2), 49);
/// ```
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.winner().is_some() {
        return 0;
    }
    count(game, depth)
}

/// `perft` below a position that nobody has won.
fn count(game: &mut Game, depth: u32) -> u64 {
    let mover = game.to_move();
    let mut total = 0;
    for column in 0..WIDTH {
        if game.is_open(column) {
            game.drop_disc(column);
            total += if depth == 1 {
                1
            } else if has_four(game.board(mover)) {
                0 // this move won: the line ends here
            } else {
                count(game, depth - 1)
            };
            game.undo();
        }
    }
    total
}
// ANCHOR_END: perft

// ANCHOR: bulk
/// `perft`, with the last ply counted in bulk: at depth 1 the number of
/// sequences is the number of open columns, counted without playing them.
///
/// ```
/// use ch03_connect_four::{game::Game, perft::perft_bulk};
/// assert_eq!(perft_bulk(&mut Game::new(), 2), 49);
/// ```
pub fn perft_bulk(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.winner().is_some() {
        return 0;
    }
    count_bulk(game, depth)
}

/// `perft_bulk` below a position that nobody has won.
fn count_bulk(game: &mut Game, depth: u32) -> u64 {
    if depth == 1 {
        // The last ply: one sequence for each open column, none played.
        return (0..WIDTH).filter(|&column| game.is_open(column)).count()
            as u64;
    }
    let mover = game.to_move();
    let mut total = 0;
    for column in 0..WIDTH {
        if game.is_open(column) {
            game.drop_disc(column);
            if !has_four(game.board(mover)) {
                total += count_bulk(game, depth - 1);
            }
            game.undo();
        }
    }
    total
}
// ANCHOR_END: bulk

// ANCHOR: distinct
/// The number of distinct positions after 0, 1, …, `plies` moves from the
/// empty board; a won position counts, but play does not go on from it.
///
/// ```
/// use ch03_connect_four::perft::distinct_positions;
/// assert_eq!(distinct_positions(3), [1, 7, 49, 238]);
/// ```
pub fn distinct_positions(plies: u32) -> Vec<usize> {
    let mut level = HashSet::from([Position::new()]);
    let mut counts = vec![1];
    for _ in 0..plies {
        level = level
            .iter()
            .filter(|p| !p.last_mover_won())
            .flat_map(|p| {
                (0..WIDTH).filter(|&c| p.can_play(c)).map(|c| p.play(c))
            })
            .collect();
        counts.push(level.len());
    }
    counts
}
// ANCHOR_END: distinct
