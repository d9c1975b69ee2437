//! Solver step 7: try first the moves that make the most winning cells.

use crate::layout::{column_mask, STRIDE, WIDTH};
use crate::position::{winning_cells, Position};
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::table::Table;

// ANCHOR: order
/// The columns of `candidates` (cells of possible moves) in the order to
/// try them: most winning cells made first, the centre first among equals.
///
/// ```
/// use ch03_connect_four::{position::Position, solver7_threats::order};
/// // Red can make two winning cells by playing the third or sixth column,
/// // one with the second or the seventh.
/// let p = Position::from_moves("4455")?;
/// let (columns, len) = order(&p, p.possible());
/// assert_eq!(columns[..len], [2, 5, 1, 6, 3, 4, 0]);
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn order(position: &Position, candidates: u64) -> ([u32; 7], usize) {
    let (mut columns, mut threats, mut len) = ([0; 7], [0; 7], 0);
    if candidates.is_power_of_two() {
        // One move (often a forced block): nothing to count or sort.
        columns[0] = candidates.trailing_zeros() / STRIDE;
        return (columns, 1);
    }
    for column in CENTRE_FIRST {
        let cell = candidates & column_mask(column);
        if cell == 0 {
            continue;
        }
        let own = position.current() | cell;
        let score = winning_cells(own, position.mask() | cell).count_ones();
        // After the columns with as many threats: the centre stays first.
        let mut j = len;
        while j > 0 && threats[j - 1] < score {
            (columns[j], threats[j]) = (columns[j - 1], threats[j - 1]);
            j -= 1;
        }
        (columns[j], threats[j]) = (column, score);
        len += 1;
    }
    (columns, len)
}
// ANCHOR_END: order

// ANCHOR: code
/// Step 6 with the moves tried in the order of [`order`].
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
    /// use ch03_connect_four::{position::Position, solver7_threats::Solver};
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
    /// use ch03_connect_four::{position::Position, solver7_threats::Solver};
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
        let (columns, len) = order(position, next); // the one change
        for &column in &columns[..len] {
            let score = -self.negamax(&position.play(column), -beta, -alpha);
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
        self.table.put(position.key(), bound as u8);
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
    /// use ch03_connect_four::solver7_threats::Solver;
    /// let mut solver = Solver::new(1009);
    /// solver.reset();
    /// assert_eq!(solver.nodes, 0);
    /// ```
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }
}
