//! Solver step 2: negamax with alpha-beta pruning.

use crate::layout::WIDTH;
use crate::position::Position;
use crate::solver1_negamax::CELLS;

// ANCHOR: code
/// A negamax solver with alpha-beta pruning.
#[derive(Clone, Debug, Default)]
pub struct Solver {
    /// Positions searched so far (calls of `negamax`).
    pub nodes: u64,
}

impl Solver {
    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver2_alpha_beta::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::default().solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.negamax(position, -CELLS / 2, CELLS / 2)
    }

    /// The score if it lies in `alpha..=beta`; otherwise at most `alpha`
    /// if the score is lower, at least `beta` if it is higher.
    fn negamax(
        &mut self,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        let moves = position.moves() as i32;
        if moves == CELLS {
            return 0;
        }
        for column in 0..WIDTH {
            if position.can_play(column) && position.is_winning_move(column) {
                return (CELLS + 1 - moves) / 2;
            }
        }
        // No win now, so at best a win with the next disc but one.
        let best = (CELLS - 1 - moves) / 2;
        if beta > best {
            beta = best;
            if alpha >= beta {
                return beta;
            }
        }
        for column in 0..WIDTH {
            if position.can_play(column) {
                let score =
                    -self.negamax(&position.play(column), -beta, -alpha);
                if score >= beta {
                    return score; // good enough: the opponent avoids this
                }
                alpha = alpha.max(score);
            }
        }
        alpha
    }
}
// ANCHOR_END: code
