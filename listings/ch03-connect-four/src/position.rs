//! The two-bitboard form: the discs of the player to move, and all discs.
//!
//! `current` holds the discs of the player to move and `mask` every disc, so
//! the opponent's discs are `current ^ mask`. A move swaps the roles by
//! flipping `current` and adds one disc to `mask`.

use crate::four::has_four;
use crate::game::{MoveError, PlayError};
use crate::layout::STRIDE;
use crate::layout::{bottom_cell, column_mask, top_cell, BOARD, BOTTOM};
use crate::notation::{parse_moves, NotationError};

// ANCHOR: position
/// A position: the discs of the player to move, all discs, and the number
/// of moves made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    current: u64,
    mask: u64,
    moves: u32,
}
// ANCHOR_END: position

impl Position {
    /// The empty board.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::new().moves(), 0);
    /// ```
    pub fn new() -> Position {
        Position::default()
    }

    /// The discs of the player to move.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::new().current(), 0);
    /// ```
    pub fn current(&self) -> u64 {
        self.current
    }

    /// Every disc on the board.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::new().mask(), 0);
    /// ```
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The number of moves made.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::from_moves("44")?.moves(), 2);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn moves(&self) -> u32 {
        self.moves
    }

    // ANCHOR: key
    /// A number that tells positions apart: `current + mask`. In each
    /// column, `mask + 1` is a single bit just above the discs, so
    /// `current + mask + BOTTOM` holds every column's height and the discs of
    /// the player to move; `BOTTOM` is the same for every position.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::from_moves("1")?.key(), 1);
    /// assert_eq!(Position::from_moves("11")?.key(), 0b100);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }
    // ANCHOR_END: key

    // ANCHOR: possible
    /// The cells where a disc can go now, one per open column:
    /// `(mask + BOTTOM) & BOARD`.
    ///
    /// ```
    /// use ch03_connect_four::{layout::BOTTOM, position::Position};
    /// assert_eq!(Position::new().possible(), BOTTOM);
    /// ```
    pub fn possible(&self) -> u64 {
        (self.mask + BOTTOM) & BOARD
    }
    // ANCHOR_END: possible

    // ANCHOR: play
    /// Whether `column` (from 0) has room: its top cell is empty.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert!(Position::new().can_play(0));
    /// ```
    pub fn can_play(&self, column: u32) -> bool {
        self.mask & top_cell(column) == 0
    }

    /// Plays `column`, which must have room: the player to move becomes the
    /// other one (`current ^ mask`), and adding the column's bottom bit to
    /// the mask fills its first free cell.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// let p = Position::new().play(3);
    /// assert_eq!((p.current(), p.mask()), (0, 1 << 21));
    /// ```
    pub fn play(&self, column: u32) -> Position {
        Position {
            current: self.current ^ self.mask,
            mask: self.mask | (self.mask + bottom_cell(column)),
            moves: self.moves + 1,
        }
    }
    // ANCHOR_END: play

    /// Whether the player who just moved has four in a row.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert!(Position::from_moves("1212121")?.last_mover_won());
    /// assert!(!Position::from_moves("121212")?.last_mover_won());
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn last_mover_won(&self) -> bool {
        has_four(self.current ^ self.mask)
    }

    /// The position after a move string such as `4453`, or what is wrong
    /// with it: a bad character, a full column, or a move after a win.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert_eq!(Position::from_moves("4453")?.moves(), 4);
    /// assert!(Position::from_moves("4x").is_err());
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn from_moves(text: &str) -> Result<Position, NotationError> {
        let mut position = Position::new();
        for (index, column) in parse_moves(text)?.into_iter().enumerate() {
            let error = if position.last_mover_won() {
                Some(MoveError::GameOver)
            } else if !position.can_play(column) {
                Some(MoveError::ColumnFull(column))
            } else {
                None
            };
            if let Some(error) = error {
                let number = index + 1;
                Err(PlayError {
                    number,
                    column,
                    error,
                })?;
            }
            position = position.play(column);
        }
        Ok(position)
    }

    // ANCHOR: winning
    /// The empty cells that would complete a four of the player to move.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// let p = Position::from_moves("121212")?; // three red discs in column 0
    /// assert_eq!(p.winning_cells(), 1 << 3);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn winning_cells(&self) -> u64 {
        winning_cells(self.current, self.mask)
    }

    /// The empty cells that would complete a four of the opponent.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// let p = Position::from_moves("12121")?; // Red has three in column 0
    /// assert_eq!(p.opponent_winning_cells(), 1 << 3);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn opponent_winning_cells(&self) -> u64 {
        winning_cells(self.current ^ self.mask, self.mask)
    }

    /// Whether playing `column` wins at once.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// assert!(Position::from_moves("121212")?.is_winning_move(0));
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn is_winning_move(&self, column: u32) -> bool {
        self.winning_cells() & self.possible() & column_mask(column) != 0
    }
    // ANCHOR_END: winning

    // ANCHOR: non_losing
    /// The possible moves that do not hand the opponent a win at once: none
    /// at all if the opponent has two immediate wins, only the block if one;
    /// and never the cell just below an opponent's winning cell.
    ///
    /// ```
    /// use ch03_connect_four::{layout::bottom_cell, position::Position};
    /// let p = Position::from_moves("12121")?; // Red threatens column 0
    /// assert_eq!(p.non_losing_moves(), bottom_cell(0) << 3);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn non_losing_moves(&self) -> u64 {
        let mut possible = self.possible();
        let threats = self.opponent_winning_cells();
        let forced = possible & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0; // two threats: one cannot block both
            }
            possible = forced;
        }
        possible & !(threats >> 1)
    }
    // ANCHOR_END: non_losing
}

// ANCHOR: winning_cells
/// The empty cells that would give `own` four in a row, in every direction
/// at once: a cell wins if three own discs lie on one side of it along a
/// line, two on one side and one on the other, or one and two.
///
/// ```
/// use ch03_connect_four::position::winning_cells;
/// let row = 1 << 7 | 1 << 14 | 1 << 21; // columns 1 to 3, bottom row
/// assert_eq!(winning_cells(row, row), 1 | 1 << 28);
/// ```
pub fn winning_cells(own: u64, mask: u64) -> u64 {
    // Up a column only three below can count: the cells above are empty.
    let mut cells = (own << 1) & (own << 2) & (own << 3);
    for d in [STRIDE, STRIDE - 1, STRIDE + 1] {
        let before = (own << d) & (own << (2 * d)); // the two cells behind
        cells |= before & (own << (3 * d)); // ...and a third behind them
        cells |= before & (own >> d); // ...and one ahead
        let after = (own >> d) & (own >> (2 * d)); // the two cells ahead
        cells |= after & (own << d); // ...and one behind
        cells |= after & (own >> (3 * d)); // ...and a third ahead
    }
    cells & (BOARD ^ mask)
}
// ANCHOR_END: winning_cells
