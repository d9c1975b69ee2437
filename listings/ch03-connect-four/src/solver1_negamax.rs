//! Solver step 1: plain negamax, every move searched to the end of the game.
//!
//! Scores are for the player to move: `22 − s` for a win with its `s`-th
//! disc, 0 for a draw, and the opponent's score negated for a loss.

use crate::layout::{HEIGHT, WIDTH};
use crate::position::Position;

// ANCHOR: code
/// Cells on the board: 42.
pub const CELLS: i32 = (WIDTH * HEIGHT) as i32;

/// A negamax solver that counts the positions it searches.
#[derive(Clone, Debug, Default)]
pub struct Solver {
    /// Positions searched so far (calls of `negamax`).
    pub nodes: u64,
}

impl Solver {
    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver1_negamax::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::default().solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.negamax(position)
    }

    fn negamax(&mut self, position: &Position) -> i32 {
        self.nodes += 1;
        let moves = position.moves() as i32;
        if moves == CELLS {
            return 0; // a full board is a draw
        }
        for column in 0..WIDTH {
            if position.can_play(column) && position.is_winning_move(column) {
                return (CELLS + 1 - moves) / 2; // a win with this disc
            }
        }
        let mut best = -CELLS;
        for column in 0..WIDTH {
            if position.can_play(column) {
                best = best.max(-self.negamax(&position.play(column)));
            }
        }
        best
    }
}
// ANCHOR_END: code
