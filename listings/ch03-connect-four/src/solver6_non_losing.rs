//! Solver step 6: search only the moves that do not lose at once.

use crate::layout::{column_mask, WIDTH};
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::table::Table;

// ANCHOR: code
/// Null windows on alpha-beta, centre first, with a table, searching only
/// the moves that do not hand the opponent a win.
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
    /// use ch03_connect_four::{position::Position, solver6_non_losing::Solver};
    /// let p = Position::from_moves("121212")?; // Red wins at once
    /// assert_eq!(Solver::new(1009).solve(&p), 18);
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
    /// use ch03_connect_four::{position::Position, solver6_non_losing::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new(1009).solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        let moves = position.moves() as i32;
        if (0..WIDTH)
            .any(|c| position.can_play(c) && position.is_winning_move(c))
        {
            return (CELLS + 1 - moves) / 2; // negamax needs no win now
        }
        let (min, max) = (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
        null_windows(min, max, |alpha, beta| {
            self.negamax(position, alpha, beta)
        })
    }

    /// Like step 4's, for a player who cannot win with its next disc.
    fn negamax(
        &mut self,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        let moves = position.moves() as i32;
        let next = position.non_losing_moves();
        if next == 0 {
            return -(CELLS - moves) / 2; // the opponent wins next move
        }
        if moves >= CELLS - 2 {
            return 0; // no one can win with the last two discs
        }
        // Nor can the opponent win with its next disc.
        let worst = -(CELLS - 2 - moves) / 2;
        if alpha < worst {
            alpha = worst;
            if alpha >= beta {
                return alpha;
            }
        }
        let mut best = (CELLS - 1 - moves) / 2;
        if let Some(value) = self.table.get(position.key()) {
            best = i32::from(value) + MIN_SCORE - 1;
        }
        if beta > best {
            beta = best;
            if alpha >= beta {
                return beta;
            }
        }
        for column in CENTRE_FIRST {
            if next & column_mask(column) != 0 {
                let score =
                    -self.negamax(&position.play(column), -beta, -alpha);
                if score >= beta {
                    return score;
                }
                alpha = alpha.max(score);
            }
        }
        let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
        self.table.put(position.key(), bound as u8);
        alpha
    }
}
// ANCHOR_END: code
