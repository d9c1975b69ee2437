//! The worked solutions of part 2.2's exercises: tic-tac-toe's game tree and
//! negamax.

use crate::cells::Grid;
use crate::lines::all_lines;
use crate::solver::Solver;
use crate::symmetry::{transform, Symmetry};
use crate::tictactoe::{Player, State, GRID};
use std::collections::{HashMap, HashSet};
use std::fmt;

// ANCHOR: positions_by_ply
/// The number of distinct positions after each number of plies, from the
/// empty board: each level is the set of the children of the level before.
///
/// ```
/// use ch02_neighbours::exercises_tictactoe::positions_by_ply;
/// let levels = positions_by_ply();
/// assert_eq!(levels[..3], [1, 9, 72]);
/// assert_eq!(levels.iter().sum::<u64>(), 5478);
/// ```
pub fn positions_by_ply() -> Vec<u64> {
    let mut counts = Vec::new();
    let mut level = HashSet::from([State::new()]);
    while !level.is_empty() {
        counts.push(level.len() as u64);
        level = level
            .iter()
            .flat_map(|state| state.children().map(|(_, child)| child))
            .collect(); // a set: a position reached twice is kept once
    }
    counts
}
// ANCHOR_END: positions_by_ply

// ANCHOR: plies_to_end
/// How many plies the game lasts from `state` if both sides play perfectly:
/// a value of `±(1 + e)` ends with `e` cells empty, a draw of 0 with none.
///
/// ```
/// use ch02_neighbours::{exercises_tictactoe::plies_to_end, solver::Solver};
/// use ch02_neighbours::tictactoe::State;
/// assert_eq!(plies_to_end(&mut Solver::new(), &State::new()), 9); // a draw
/// ```
pub fn plies_to_end(solver: &mut Solver, state: &State) -> u32 {
    let empty = 9 - state.board().count_ones();
    let empty_at_the_end = solver.value(state).unsigned_abs().saturating_sub(1);
    empty - empty_at_the_end
}
// ANCHOR_END: plies_to_end

// ANCHOR: plain_value
/// Negamax with every win worth 1 and every loss −1, however late it comes:
/// `max` over the moves of `−plain_value(child)`, remembered in `known`.
///
/// ```
/// use ch02_neighbours::exercises_tictactoe::plain_value;
/// use ch02_neighbours::tictactoe::State;
/// use std::collections::HashMap;
/// assert_eq!(plain_value(&State::new(), &mut HashMap::new()), 0); // a draw
/// ```
pub fn plain_value(state: &State, known: &mut HashMap<State, i32>) -> i32 {
    if let Some(&value) = known.get(state) {
        return value;
    }
    let value = if state.winner().is_some() {
        -1 // the player to move has lost, early or late
    } else {
        let children: Vec<State> = state.children().map(|(_, c)| c).collect();
        children
            .iter()
            .map(|child| -plain_value(child, known))
            .max()
            .unwrap_or(0) // a full board without a line
    };
    known.insert(*state, value);
    value
}

/// The positions in which the plain score calls a move best that the
/// chapter's score, which counts the empty cells, does not.
///
/// ```
/// use ch02_neighbours::exercises_tictactoe::dawdling_positions;
/// assert!(dawdling_positions() > 0);
/// ```
pub fn dawdling_positions() -> usize {
    let (mut solver, mut known) = (Solver::new(), HashMap::new());
    let mut dawdling = 0;
    let mut seen = HashSet::new();
    let mut stack = vec![State::new()];
    while let Some(state) = stack.pop() {
        if !seen.insert(state) {
            continue;
        }
        let children: Vec<State> = state.children().map(|(_, c)| c).collect();
        let plain = plain_value(&state, &mut known);
        let best = solver.value(&state);
        let slower = children.iter().any(|child| {
            -plain_value(child, &mut known) == plain
                && -solver.value(child) != best
        });
        dawdling += usize::from(slower);
        stack.extend(children);
    }
    dawdling
}
// ANCHOR_END: plain_value

// ANCHOR: games_up_to_symmetry
/// A key shared by a position and its eight images: the smallest image of
/// (X's tiles, O's tiles), each image made cell by cell.
fn class_key(state: &State) -> (u64, u64) {
    let (x, o) = (state.tiles(Player::X), state.tiles(Player::O));
    let image =
        |tiles, symmetry| transform(tiles, GRID, symmetry).expect("3 × 3");
    Symmetry::ALL
        .into_iter()
        .map(|symmetry| (image(x, symmetry), image(o, symmetry)))
        .min()
        .expect("eight images")
}

/// The games below `state` when moves that lead to images of one another
/// count once: one child for each class of children, remembered by class.
fn games_below(state: &State, known: &mut HashMap<(u64, u64), u64>) -> u64 {
    let key = class_key(state);
    if let Some(&games) = known.get(&key) {
        return games;
    }
    let mut classes = HashMap::new();
    for (_, child) in state.children() {
        classes.entry(class_key(&child)).or_insert(child);
    }
    let games = if classes.is_empty() {
        1 // the game is over
    } else {
        classes
            .values()
            .map(|child| games_below(child, known))
            .sum()
    };
    known.insert(key, games);
    games
}

/// The number of games of tic-tac-toe when moves that lead to images of one
/// another under the eight symmetries count as one.
///
/// ```
/// use ch02_neighbours::exercises_tictactoe::games_up_to_symmetry;
/// assert!(games_up_to_symmetry() < 255_168);
/// ```
pub fn games_up_to_symmetry() -> u64 {
    games_below(&State::new(), &mut HashMap::new())
}
// ANCHOR_END: games_up_to_symmetry

// ANCHOR: tally
/// What the game tree of `n × n` tic-tac-toe holds, from the empty board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Complete games: move sequences from the empty board to a finished game.
    pub games: u64,
    /// Games the first player (X) wins.
    pub x_wins: u64,
    /// Games the second player (O) wins.
    pub o_wins: u64,
    /// Games that fill the board without a line.
    pub draws: u64,
    /// Distinct positions reachable in play, the empty board included.
    pub positions: u64,
    /// Distinct positions in which the game is over.
    pub finished: u64,
}

/// Counts `n × n` tic-tac-toe (a line of `n` wins) one ply at a time: each
/// position of the next level, with the number of games that reach it.
///
/// ```
/// use ch02_neighbours::exercises_tictactoe::tally;
/// let tally = tally(3)?;
/// assert_eq!((tally.games, tally.positions), (255_168, 5_478));
/// assert!(ch02_neighbours::exercises_tictactoe::tally(5).is_err()); // too big
/// # Ok::<(), ch02_neighbours::exercises_tictactoe::TooBig>(())
/// ```
pub fn tally(n: u32) -> Result<Tally, TooBig> {
    if !(1..=4).contains(&n) {
        return Err(TooBig { n });
    }
    let grid = Grid::new(n, n).expect("1 to 16 cells");
    let lines = all_lines(grid, n);
    let has_line =
        |tiles| lines.iter().copied().any(|line| tiles & line == line);
    let mut tally = Tally::default();
    // Key: the mover's tiles in bits 16 and up, the other player's below.
    let mut level: HashMap<u64, u64> = HashMap::from([(0, 1)]);
    let mut x_to_move = true;
    while !level.is_empty() {
        let mut next = HashMap::with_capacity(2 * level.len());
        for (&key, &games) in &level {
            tally.positions += 1;
            let (mover, other) = (key >> 16, key & 0xffff);
            let board = mover | other;
            let won = has_line(other); // by the player who has just moved
            if won || board == grid.full() {
                tally.finished += 1;
                tally.games += games;
                match (won, x_to_move) {
                    (false, _) => tally.draws += games,
                    (true, true) => tally.o_wins += games, // O just moved
                    (true, false) => tally.x_wins += games,
                }
                continue;
            }
            let mut empty = !board & grid.full();
            while empty != 0 {
                let cell = 1 << empty.trailing_zeros(); // the lowest empty cell
                let child = (other << 16) | mover | cell;
                *next.entry(child).or_insert(0) += games;
                empty &= empty - 1;
            }
        }
        level = next;
        x_to_move = !x_to_move;
    }
    Ok(tally)
}
// ANCHOR_END: tally

/// A board too big (or too small) for [`tally`]: it counts `n` from 1 to 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBig {
    /// The side asked for.
    pub n: u32,
}

impl fmt::Display for TooBig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.n;
        write!(f, "tally counts boards of side 1 to 4, not {n} × {n}")
    }
}

impl std::error::Error for TooBig {}
