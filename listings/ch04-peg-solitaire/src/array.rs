//! The same rules on an array of cells, one jump at a time, with explicit
//! bounds checks: the yardstick the bitboard is tested and timed against.

use crate::board::{bit, Board, SIDE};
use crate::direction::Direction;
use crate::moves::Move;

// ANCHOR: grid
/// Cells across and down the grid, as an array length.
const N: usize = SIDE as usize;

/// A board as two 7 × 7 arrays, indexed `[y][x]` (row from the bottom,
/// column from the right).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Which cells are holes.
    pub holes: [[bool; N]; N],
    /// Which holes hold a peg.
    pub pegs: [[bool; N]; N],
}

impl Grid {
    /// The grid of the bitboards `holes` and `pegs`.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{ENGLISH, START};
    /// use ch04_peg_solitaire::array::Grid;
    /// let grid = Grid::from_boards(ENGLISH, START);
    /// assert!(grid.holes[0][3] && !grid.pegs[3][3]);
    /// ```
    pub fn from_boards(holes: Board, pegs: Board) -> Grid {
        let cell = |b: Board, x: usize, y: usize| b >> (N * y + x) & 1 == 1;
        Grid {
            holes: std::array::from_fn(|y| {
                std::array::from_fn(|x| cell(holes, x, y))
            }),
            pegs: std::array::from_fn(|y| {
                std::array::from_fn(|x| cell(pegs, x, y))
            }),
        }
    }

    /// The pegs as a bitboard.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{ENGLISH, START};
    /// use ch04_peg_solitaire::array::Grid;
    /// assert_eq!(Grid::from_boards(ENGLISH, START).to_board(), START);
    /// ```
    pub fn to_board(&self) -> Board {
        let mut board = 0;
        for (y, row) in self.pegs.iter().enumerate() {
            for (x, &peg) in row.iter().enumerate() {
                if peg {
                    board |= 1 << bit(x as u32, y as u32);
                }
            }
        }
        board
    }

    /// Whether (x, y), which may be outside the grid, holds a peg, and
    /// whether it is a hole.
    fn cell(&self, x: i32, y: i32) -> Option<bool> {
        let inside = (0..N as i32).contains(&x) && (0..N as i32).contains(&y);
        let (x, y) = (x as usize, y as usize);
        (inside && self.holes[y][x]).then(|| self.pegs[y][x])
    }

    /// Every legal move, cell by cell and direction by direction, in the
    /// order of the jumping peg's bit.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{ENGLISH, START};
    /// use ch04_peg_solitaire::array::Grid;
    /// assert_eq!(Grid::from_boards(ENGLISH, START).moves().len(), 4);
    /// ```
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for y in 0..N as i32 {
            for x in 0..N as i32 {
                for direction in Direction::ALL {
                    let (dx, dy) = direction.step();
                    let peg = self.cell(x, y) == Some(true);
                    let over = self.cell(x + dx, y + dy) == Some(true);
                    let land = self.cell(x + 2 * dx, y + 2 * dy) == Some(false);
                    if peg && over && land {
                        let from = bit(x as u32, y as u32);
                        moves.push(Move { direction, from });
                    }
                }
            }
        }
        moves
    }
}
// ANCHOR_END: grid

impl Grid {
    /// Plays a move (assumed legal) by changing three cells.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{ENGLISH, START};
    /// use ch04_peg_solitaire::array::Grid;
    /// let mut grid = Grid::from_boards(ENGLISH, START);
    /// let first = grid.moves()[0];
    /// grid.play(first);
    /// assert_eq!(grid.to_board().count_ones(), 31);
    /// ```
    pub fn play(&mut self, m: Move) {
        let (dx, dy) = m.direction.step();
        let (x, y) = (m.from % SIDE, m.from / SIDE);
        for step in 0..3 {
            let cx = (x as i32 + step * dx) as usize;
            let cy = (y as i32 + step * dy) as usize;
            self.pegs[cy][cx] = !self.pegs[cy][cx];
        }
    }
}

/// Perft on the array board: sequences of `depth` moves; at the last level
/// the moves are counted, not played, as the bitboard's perft does.
///
/// ```
/// use ch04_peg_solitaire::board::{ENGLISH, START};
/// use ch04_peg_solitaire::array::{perft_array, Grid};
/// assert_eq!(perft_array(Grid::from_boards(ENGLISH, START), 1), 4);
/// ```
pub fn perft_array(grid: Grid, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = grid.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = grid;
            next.play(m);
            perft_array(next, depth - 1)
        })
        .sum()
}
