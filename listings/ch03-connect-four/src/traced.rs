//! Step 7's search ([`crate::solver7_threats`]), writing down every
//! position it enters: the chapter's drawing of a search.

use crate::layout::{STRIDE, WIDTH};
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::solver7_threats::order;
use crate::table::Table;

/// A position a traced search entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The columns (from 0) played from the position solved to reach it;
    /// empty for the root of each null-window search.
    pub path: Vec<u32>,
    /// The window `alpha..beta` on entry.
    pub window: (i32, i32),
    /// The score the search returned: exact inside the window, else a bound.
    pub score: i32,
    /// The columns left unsearched, in the order they would have been tried,
    /// because a move reached `beta`.
    pub cut: Vec<u32>,
}

/// Step 7's solver, with the positions it entered, in the order entered.
#[derive(Clone, Debug)]
pub struct TracedSolver {
    table: Table,
    visits: Vec<Visit>,
    /// The positions entered and not yet left: index in `visits`, position.
    open: Vec<(usize, Position)>,
}

impl TracedSolver {
    /// A solver with an empty table of `size` entries.
    ///
    /// ```
    /// use ch03_connect_four::traced::TracedSolver;
    /// assert!(TracedSolver::new(1009).visits().is_empty());
    /// ```
    pub fn new(size: usize) -> TracedSolver {
        TracedSolver {
            table: Table::new(size),
            visits: Vec::new(),
            open: Vec::new(),
        }
    }

    /// The positions entered so far, in the order entered.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, traced::TracedSolver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// let mut solver = TracedSolver::new(1009);
    /// assert_eq!(solver.solve(&p), -1);
    /// assert!(solver.visits()[0].path.is_empty());
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn visits(&self) -> &[Visit] {
        &self.visits
    }

    /// The exact score of `position`, as step 7 finds it.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, traced::TracedSolver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// let mut solver = TracedSolver::new(1009);
    /// assert_eq!(solver.solve(&p), -1);
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

    /// Step 7's negamax, writing down the position on entry, its score on
    /// leaving, and the moves a cut left unsearched.
    fn negamax(
        &mut self,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let path = match self.open.last() {
            Some(&(parent, before)) => {
                let cell = position.mask() ^ before.mask();
                let mut path = self.visits[parent].path.clone();
                path.push(cell.trailing_zeros() / STRIDE);
                path
            }
            None => Vec::new(),
        };
        let index = self.visits.len();
        self.open.push((index, *position));
        self.visits.push(Visit {
            path,
            window: (alpha, beta),
            score: 0,
            cut: Vec::new(),
        });
        let moves = position.moves() as i32;
        let next = position.non_losing_moves();
        let score = 'search: {
            if next == 0 {
                break 'search -(CELLS - moves) / 2;
            }
            if moves >= CELLS - 2 {
                break 'search 0;
            }
            let worst = -(CELLS - 2 - moves) / 2;
            if alpha < worst {
                alpha = worst;
                if alpha >= beta {
                    break 'search alpha;
                }
            }
            let mut best = (CELLS - 1 - moves) / 2;
            if let Some(value) = self.table.get(position.key()) {
                best = i32::from(value) + MIN_SCORE - 1;
            }
            if beta > best {
                beta = best;
                if alpha >= beta {
                    break 'search beta;
                }
            }
            let (columns, len) = order(position, next);
            for (i, &column) in columns[..len].iter().enumerate() {
                let score =
                    -self.negamax(&position.play(column), -beta, -alpha);
                if score >= beta {
                    self.visits[index].cut = columns[i + 1..len].to_vec();
                    break 'search score;
                }
                alpha = alpha.max(score);
            }
            let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
            self.table.put(position.key(), bound as u8);
            alpha
        };
        self.open.pop();
        self.visits[index].score = score;
        score
    }
}
