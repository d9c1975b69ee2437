//! The worked solutions of chapter 2's exercises.

use crate::cells::{Bitboard, Grid};
use crate::lines::all_lines;
use crate::shifts::{neighbours, shift, shift_board, Direction};
use std::collections::HashMap;
use std::fmt;

// ANCHOR: south
/// Every piece one row down, with a single shift and no column mask:
/// `(board << W) & full`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises::south};
/// assert_eq!(south(27, Grid::TIC_TAC_TOE), 216);
/// assert_eq!(south(0b111_000_000, Grid::TIC_TAC_TOE), 0); // off the bottom
/// ```
pub fn south(board: Bitboard, grid: Grid) -> Bitboard {
    shift(board, grid.width() as i32) & grid.full()
}
// ANCHOR_END: south

// ANCHOR: empty_next_to
/// The empty cells next to `tiles`, where `board` holds every tile:
/// `neighbours(tiles) & !board`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises::empty_next_to};
/// let x = 1 << 0; // X in the corner (0, 0), alone on the board
/// assert_eq!(empty_next_to(x, x, Grid::TIC_TAC_TOE), 0b000_011_010);
/// ```
pub fn empty_next_to(tiles: Bitboard, board: Bitboard, grid: Grid) -> Bitboard {
    neighbours(tiles, grid) & !board
}
// ANCHOR_END: empty_next_to

// ANCHOR: line_count
/// The number of lines of `k ≥ 2` cells on a `W × H` board, without building
/// them: `H(W − k + 1) + W(H − k + 1) + 2(W − k + 1)(H − k + 1)`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises::line_count};
/// assert_eq!(line_count(Grid::TIC_TAC_TOE, 3), 8);
/// assert_eq!(line_count(Grid::new(7, 6)?, 4), 69); // Connect Four
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn line_count(grid: Grid, length: u32) -> u32 {
    match length {
        0 => 0,
        1 => grid.cell_count(), // one cell has no direction: each counts once
        k => {
            let (w, h) = (grid.width(), grid.height());
            let across = (w + 1).saturating_sub(k); // starts of a row's lines
            let down = (h + 1).saturating_sub(k); // starts of a column's lines
            h * across + w * down + 2 * across * down
        }
    }
}
// ANCHOR_END: line_count

// ANCHOR: rook_attacks
/// The cells `sliders` reach going `direction` until the edge or a piece of
/// `occupied` stops them (that piece's cell included).
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises::slide, shifts::Direction};
/// let grid = Grid::CHESS;
/// let (rook, blocker) = (grid.cell(0, 0)?, grid.cell(3, 0)?);
/// assert_eq!(slide(rook, blocker, grid, Direction::East), 0b1110);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn slide(
    sliders: Bitboard,
    occupied: Bitboard,
    grid: Grid,
    direction: Direction,
) -> Bitboard {
    let mut reached = 0;
    let mut front = shift_board(sliders, grid, direction);
    while front != 0 {
        reached |= front;
        // Only the cells that are empty let the slide go on.
        front = shift_board(front & !occupied, grid, direction);
    }
    reached
}

/// The cells rooks attack: their slides north, east, south and west.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises::rook_attacks};
/// let rook = Grid::CHESS.cell(3, 3)?;
/// assert_eq!(rook_attacks(rook, rook, Grid::CHESS).count_ones(), 14);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn rook_attacks(
    rooks: Bitboard,
    occupied: Bitboard,
    grid: Grid,
) -> Bitboard {
    let straight = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    straight
        .into_iter()
        .fold(0, |all, d| all | slide(rooks, occupied, grid, d))
}
// ANCHOR_END: rook_attacks

// ANCHOR: knight_attacks
/// The squares a knight may jump from to go one file east: not file H.
pub const NOT_H: Bitboard = 0x7f7f_7f7f_7f7f_7f7f;
/// The squares a knight may jump from to go two files east: not G or H.
pub const NOT_GH: Bitboard = 0x3f3f_3f3f_3f3f_3f3f;
/// The squares a knight may jump from to go one file west: not file A.
pub const NOT_A: Bitboard = 0xfefe_fefe_fefe_fefe;
/// The squares a knight may jump from to go two files west: not A or B.
pub const NOT_AB: Bitboard = 0xfcfc_fcfc_fcfc_fcfc;

/// Every square the knights of an 8 × 8 board attack: eight shifts by
/// `8dy + dx`, each from the squares whose file can take the `dx`.
///
/// ```
/// use ch02_neighbours::exercises::knight_attacks;
/// assert_eq!(knight_attacks(1 << 0).count_ones(), 2); // a corner
/// assert_eq!(knight_attacks(1 << 27).count_ones(), 8); // (3, 3)
/// ```
pub fn knight_attacks(knights: Bitboard) -> Bitboard {
    let (east1, east2) = (knights & NOT_H, knights & NOT_GH);
    let (west1, west2) = (knights & NOT_A, knights & NOT_AB);
    (east1 << 17) | (east1 >> 15) // one file east, two rows down or up
        | (east2 << 10) | (east2 >> 6) // two files east, one row down or up
        | (west1 << 15) | (west1 >> 17) // one file west
        | (west2 << 6) | (west2 >> 10) // two files west
}
// ANCHOR_END: knight_attacks

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

/// Counts `n × n` tic-tac-toe (a line of `n` wins) one move at a time: each
/// position of the next level, with the number of games that reach it.
///
/// ```
/// use ch02_neighbours::exercises::tally;
/// let tally = tally(3)?;
/// assert_eq!((tally.games, tally.positions), (255_168, 5_478));
/// assert!(ch02_neighbours::exercises::tally(5).is_err()); // too big
/// # Ok::<(), ch02_neighbours::exercises::TooBig>(())
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
