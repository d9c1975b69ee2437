//! Solver step 4: a transposition table remembers an upper bound of the
//! score of every position searched.

use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::table::Table;

// ANCHOR: code
/// The lowest score there is: a loss to the opponent's fourth disc, −18.
pub const MIN_SCORE: i32 = -CELLS / 2 + 3;

/// Alpha-beta, centre first, with a transposition table.
#[derive(Clone, Debug)]
pub struct Solver {
    /// Positions searched so far (calls of `negamax`).
    pub nodes: u64,
    table: Table,
}

impl Solver {
    /// A solver with an empty table of `size` entries.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver4_table::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new(1009).solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn new(size: usize) -> Solver {
        Solver {
            nodes: 0,
            table: Table::new(size),
        }
    }

    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver4_table::Solver};
    /// let p = Position::from_moves("121212")?; // Red wins at once
    /// assert_eq!(Solver::new(1009).solve(&p), 18);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.negamax(position, -CELLS / 2, CELLS / 2)
    }

    /// The score of `position` if it lies in `alpha..=beta`; otherwise at
    /// most `alpha` if it is lower, at least `beta` if it is higher.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver4_table::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert!(Solver::new(1009).negamax(&p, 0, 1) <= 0); // not above 0
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn negamax(
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
        let mut best = (CELLS - 1 - moves) / 2;
        if let Some(value) = self.table.get(position.key()) {
            best = i32::from(value) + MIN_SCORE - 1; // a bound found before
        }
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
        // No move scored above alpha: an upper bound, stored from 1 up
        // (0 marks an empty entry).
        let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
        self.table.put(position.key(), bound as u8);
        alpha
    }
}
// ANCHOR_END: code
