//! Stage 1 of the test-first game: a board that is empty, and nothing more.

// ANCHOR: code
/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A disc of the first player.
    Red,
    /// A disc of the second player.
    Yellow,
    /// No disc.
    Empty,
}

/// A game: one bitboard per player, red first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The players' discs, `[red, yellow]`.
    pub boards: [u64; 2],
}

/// What is in `row` of `column` (both from 0, row 0 at the bottom) of the
/// `boards`: for now, always nothing, the simplest code that passes.
///
/// ```
/// use ch03_connect_four::stage1_empty::*;
/// assert_eq!(check_board_at(0, 0, Game::default().boards), Cell::Empty);
/// ```
pub fn check_board_at(_row: u32, _column: u32, _boards: [u64; 2]) -> Cell {
    Cell::Empty
}
// ANCHOR_END: code
