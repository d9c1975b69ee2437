//! Solver step 3: alpha-beta with the middle columns tried first.

use crate::position::Position;
use crate::solver1_negamax::CELLS;

// ANCHOR: code
/// The columns from the middle outwards.
pub const CENTRE_FIRST: [u32; 7] = [3, 2, 4, 1, 5, 0, 6];

/// Alpha-beta, trying the columns in the order of [`CENTRE_FIRST`].
#[derive(Clone, Debug, Default)]
pub struct Solver {
    /// Positions searched so far (calls of `negamax`).
    pub nodes: u64,
}

impl Solver {
    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::position::Position;
    /// use ch03_connect_four::solver3_centre_first::Solver;
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::default().solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.negamax(position, -CELLS / 2, CELLS / 2)
    }

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
        for column in CENTRE_FIRST {
            if position.can_play(column) && position.is_winning_move(column) {
                return (CELLS + 1 - moves) / 2;
            }
        }
        let best = (CELLS - 1 - moves) / 2;
        if beta > best {
            beta = best;
            if alpha >= beta {
                return beta;
            }
        }
        for column in CENTRE_FIRST {
            if position.can_play(column) {
                let score =
                    -self.negamax(&position.play(column), -beta, -alpha);
                if score >= beta {
                    return score;
                }
                alpha = alpha.max(score);
            }
        }
        alpha
    }
}
// ANCHOR_END: code
