//! The same game on a plain array, for comparison: an 11 × 9 grid of open
//! cells, knights as (x, y) pairs, and a bounds check on every jump.
//!
//! Nothing in the chapter builds on this module; the book's speed appendix
//! measures it against the 115-bit [`Isolation`](crate::isolation::Isolation).
//! Random games use the same generator and pick the same k-th liberty, so the
//! two forms play the very same games from the same seed.

use crate::board::{HEIGHT, STRIDE, WIDTH};
use crate::random::Rng;

/// The eight knight jumps as (dx, dy), x growing westwards as in the bits.
pub const JUMPS: [(i32, i32); 8] = [
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
    (2, 1),
    (1, 2),
];

/// A position as an array: `open[y][x]` for every cell, the knights' cells,
/// and the number of moves made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrayIsolation {
    open: [[bool; WIDTH as usize]; HEIGHT as usize],
    locs: [Option<(u32, u32)>; 2],
    ply_count: u32,
}

impl Default for ArrayIsolation {
    fn default() -> ArrayIsolation {
        ArrayIsolation::new()
    }
}

impl ArrayIsolation {
    /// The blank board: every cell open, no knight placed.
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// assert_eq!(ArrayIsolation::new().liberties(0).len(), 99);
    /// ```
    pub fn new() -> ArrayIsolation {
        ArrayIsolation {
            open: [[true; WIDTH as usize]; HEIGHT as usize],
            locs: [None, None],
            ply_count: 0,
        }
    }

    /// The index of the player to move: 0 (player 1) after an even number of
    /// moves, else 1 (player 2).
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// assert_eq!(ArrayIsolation::new().player(), 0);
    /// ```
    pub fn player(&self) -> usize {
        (self.ply_count % 2) as usize
    }

    /// The open cells the player of index `player` (0 for player 1, 1 for
    /// player 2) can move to, as (x, y), in the order of their
    /// bit indices `13y + x`: any open cell before the first move, else the
    /// knight's jumps that stay on the board and land on an open cell.
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// let state = ArrayIsolation::new().play((0, 0)).unwrap();
    /// assert_eq!(state.play((1, 2)).unwrap().liberties(0), [(2, 1)]);
    /// ```
    pub fn liberties(&self, player: usize) -> Vec<(u32, u32)> {
        let mut found = Vec::new();
        match self.locs[player] {
            None => {
                for y in 0..HEIGHT {
                    for x in 0..WIDTH {
                        if self.open[y as usize][x as usize] {
                            found.push((x, y));
                        }
                    }
                }
            }
            Some((x, y)) => {
                for (dx, dy) in JUMPS {
                    let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                    let on_board = (0..WIDTH as i32).contains(&nx)
                        && (0..HEIGHT as i32).contains(&ny);
                    if on_board && self.open[ny as usize][nx as usize] {
                        found.push((nx as u32, ny as u32));
                    }
                }
                found.sort_by_key(|&(x, y)| (y, x));
            }
        }
        found
    }

    /// Whether either player has no move left.
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// assert!(!ArrayIsolation::new().terminal_test());
    /// ```
    pub fn terminal_test(&self) -> bool {
        self.liberties(0).is_empty() || self.liberties(1).is_empty()
    }

    /// The position after the player to move goes to `cell`; `None` if
    /// `cell` is not one of their liberties.
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// let state = ArrayIsolation::new().play((4, 4)).unwrap();
    /// assert!(state.play((4, 4)).is_none()); // blocked now
    /// assert!(state.play((11, 0)).is_none()); // off the board
    /// ```
    pub fn play(&self, cell: (u32, u32)) -> Option<ArrayIsolation> {
        let player = self.player();
        if !self.liberties(player).contains(&cell) {
            return None;
        }
        let mut next = *self;
        next.open[cell.1 as usize][cell.0 as usize] = false;
        next.locs[player] = Some(cell);
        next.ply_count += 1;
        Some(next)
    }

    /// The open cells as the chapter's bits, `1 << (13y + x)` for each.
    ///
    /// ```
    /// use ch05_isolation::{array::ArrayIsolation, board::BLANK_BOARD};
    /// assert_eq!(ArrayIsolation::new().board(), BLANK_BOARD);
    /// ```
    pub fn board(&self) -> u128 {
        let mut board = 0;
        for y in 0..HEIGHT {
            for x in 0..WIDTH {
                if self.open[y as usize][x as usize] {
                    board |= 1 << (STRIDE * y + x);
                }
            }
        }
        board
    }

    /// The number of moves made.
    ///
    /// ```
    /// use ch05_isolation::array::ArrayIsolation;
    /// assert_eq!(ArrayIsolation::new().ply_count(), 0);
    /// ```
    pub fn ply_count(&self) -> u32 {
        self.ply_count
    }
}

/// Plays random moves until the game is over, picking the k-th liberty with
/// `k = rng.below(count)`, as the bitboard playout does.
///
/// ```
/// use ch05_isolation::array::{random_playout_array, ArrayIsolation};
/// use ch05_isolation::random::Rng;
/// let end = random_playout_array(ArrayIsolation::new(), &mut Rng::new(1));
/// assert!(end.terminal_test());
/// ```
pub fn random_playout_array(
    mut state: ArrayIsolation,
    rng: &mut Rng,
) -> ArrayIsolation {
    while !state.terminal_test() {
        let liberties = state.liberties(state.player());
        let pick = liberties[rng.below(liberties.len() as u32) as usize];
        match state.play(pick) {
            Some(next) => state = next,
            None => break, // cannot happen: the cell came from the list
        }
    }
    state
}
