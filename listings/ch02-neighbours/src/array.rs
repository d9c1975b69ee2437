//! The same game on a plain array, for comparison: nine cells that each hold
//! `Some(player)` or `None`, and every rule written as a loop over cells.
//!
//! Nothing in the chapter builds on this module; the book's speed appendix
//! measures it against the bitboard [`State`](crate::tictactoe::State).

use crate::tictactoe::Player;

/// The eight winning lines as triples of cell indices `3y + x`.
pub const LINE_CELLS: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A position as an array of nine cells, cell `3y + x`, and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrayState {
    cells: [Option<Player>; 9],
    player: Player,
}

impl Default for ArrayState {
    fn default() -> ArrayState {
        ArrayState::new()
    }
}

impl ArrayState {
    /// The empty board, X to move.
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// assert_eq!(ArrayState::new().empty_cells().count(), 9);
    /// ```
    pub fn new() -> ArrayState {
        ArrayState {
            cells: [None; 9],
            player: Player::X,
        }
    }

    /// The player on cell `3y + x`, if any (`None` off the board too).
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// let state = ArrayState::new().play(4).unwrap();
    /// assert_eq!(state.at(4), Some(ch02_neighbours::tictactoe::Player::X));
    /// assert_eq!(state.at(9), None);
    /// ```
    pub fn at(&self, index: usize) -> Option<Player> {
        self.cells.get(index).copied().flatten()
    }

    /// The player who completed a line, found by looking at every line's cells.
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// use ch02_neighbours::tictactoe::Player;
    /// let mut state = ArrayState::new();
    /// for index in [0, 3, 1, 4, 2] {
    ///     state = state.play(index).unwrap();
    /// }
    /// assert_eq!(state.winner(), Some(Player::X));
    /// ```
    pub fn winner(&self) -> Option<Player> {
        LINE_CELLS.iter().find_map(|&[a, b, c]| {
            let owner = self.cells[a]?;
            (self.cells[b] == Some(owner) && self.cells[c] == Some(owner))
                .then_some(owner)
        })
    }

    /// Whether the game has ended: a line is complete or no cell is empty.
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// assert!(!ArrayState::new().is_over());
    /// ```
    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.cells.iter().all(Option::is_some)
    }

    /// The indices of the empty cells, lowest first.
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// let state = ArrayState::new().play(0).unwrap();
    /// assert_eq!(state.empty_cells().next(), Some(1));
    /// ```
    pub fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..9).filter(|&index| self.cells[index].is_none())
    }

    /// The position after the player to move takes the empty cell `index`;
    /// `None` if the cell is taken, off the board, or the game is over.
    ///
    /// ```
    /// use ch02_neighbours::array::ArrayState;
    /// let state = ArrayState::new().play(4).unwrap();
    /// assert!(state.play(4).is_none());
    /// assert!(state.play(9).is_none());
    /// ```
    pub fn play(&self, index: usize) -> Option<ArrayState> {
        if self.is_over() || self.cells.get(index)?.is_some() {
            return None;
        }
        let mut next = *self;
        next.cells[index] = Some(self.player);
        next.player = self.player.other();
        Some(next)
    }
}

/// The number of complete games below `state`, every move made on a copy of
/// the array.
///
/// ```
/// use ch02_neighbours::array::{count_games_array, ArrayState};
/// assert_eq!(count_games_array(&ArrayState::new()), 255_168);
/// ```
pub fn count_games_array(state: &ArrayState) -> u64 {
    if state.is_over() {
        return 1;
    }
    state
        .empty_cells()
        .filter_map(|index| state.play(index))
        .map(|child| count_games_array(&child))
        .sum()
}
