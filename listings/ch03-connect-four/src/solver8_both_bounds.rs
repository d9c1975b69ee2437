//! Solver step 8: the table remembers lower bounds too, from the moves that
//! reached `beta`.

use crate::layout::WIDTH;
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::solver7_threats::order;
use crate::table::Table;

// ANCHOR: bound
/// The highest score there is: a win with one's fourth disc, 18.
pub const MAX_SCORE: i32 = (CELLS + 1) / 2 - 3;

/// What the table knows of a position's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is at most this: every move was searched, none did better.
    AtMost(i32),
    /// The score is at least this: a move reached it, the others were cut.
    AtLeast(i32),
}

/// How many values an upper bound can take: −18 to 18.
const UPPER_VALUES: i32 = MAX_SCORE - MIN_SCORE + 1;

impl Bound {
    /// The bound as a table value: 1 to 37 for "at most", 38 to 74 for
    /// "at least" (0 is an empty entry).
    ///
    /// ```
    /// use ch03_connect_four::solver8_both_bounds::Bound;
    /// assert_eq!(Bound::AtMost(-18).to_value(), 1);
    /// assert_eq!(Bound::AtLeast(18).to_value(), 74);
    /// ```
    pub fn to_value(self) -> u8 {
        let value = match self {
            Bound::AtMost(score) => score - MIN_SCORE + 1,
            Bound::AtLeast(score) => UPPER_VALUES + score - MIN_SCORE + 1,
        };
        value as u8
    }

    /// The bound a table value stands for.
    ///
    /// ```
    /// use ch03_connect_four::solver8_both_bounds::Bound;
    /// assert_eq!(Bound::from_value(38), Bound::AtLeast(-18));
    /// let bound = Bound::AtMost(3);
    /// assert_eq!(Bound::from_value(bound.to_value()), bound);
    /// ```
    pub fn from_value(value: u8) -> Bound {
        let value = i32::from(value);
        if value > UPPER_VALUES {
            Bound::AtLeast(value - UPPER_VALUES + MIN_SCORE - 1)
        } else {
            Bound::AtMost(value + MIN_SCORE - 1)
        }
    }
}
// ANCHOR_END: bound

// ANCHOR: code
/// Step 7, with a lower bound stored for every position that cuts.
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
    /// use ch03_connect_four::position::Position;
    /// use ch03_connect_four::solver8_both_bounds::Solver;
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
    /// use ch03_connect_four::position::Position;
    /// use ch03_connect_four::solver8_both_bounds::Solver;
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new(1009).solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        let moves = position.moves() as i32;
        if (0..WIDTH)
            .any(|c| position.can_play(c) && position.is_winning_move(c))
        {
            return (CELLS + 1 - moves) / 2;
        }
        let (min, max) = (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
        null_windows(min, max, |alpha, beta| {
            self.negamax(position, alpha, beta)
        })
    }

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
            return -(CELLS - moves) / 2;
        }
        if moves >= CELLS - 2 {
            return 0;
        }
        // Step 6's bounds, narrowed by the table's, whichever it holds.
        let (mut low, mut high) =
            (-(CELLS - 2 - moves) / 2, (CELLS - 1 - moves) / 2);
        match self.table.get(position.key()).map(Bound::from_value) {
            Some(Bound::AtMost(score)) => high = high.min(score),
            Some(Bound::AtLeast(score)) => low = low.max(score),
            None => {}
        }
        alpha = alpha.max(low);
        if alpha >= beta {
            return alpha; // at least `low`: above the window
        }
        beta = beta.min(high);
        if alpha >= beta {
            return beta; // at most `high`: below the window
        }
        let (columns, len) = order(position, next);
        for &column in &columns[..len] {
            let score = -self.negamax(&position.play(column), -beta, -alpha);
            if score >= beta {
                let bound = Bound::AtLeast(score.min(MAX_SCORE));
                self.table.put(position.key(), bound.to_value());
                return score;
            }
            alpha = alpha.max(score);
        }
        let bound = Bound::AtMost(alpha.max(MIN_SCORE));
        self.table.put(position.key(), bound.to_value());
        alpha
    }
}
// ANCHOR_END: code

impl Solver {
    /// Empties the table and forgets the count, to measure a set of
    /// positions on its own. (Writing every entry also brings the table's
    /// memory in before the clock starts.)
    ///
    /// ```
    /// use ch03_connect_four::solver8_both_bounds::Solver;
    /// let mut solver = Solver::new(1009);
    /// solver.reset();
    /// assert_eq!(solver.nodes, 0);
    /// ```
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }
}
