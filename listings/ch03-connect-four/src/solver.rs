//! The program's solver: step 8's search on step 9's compact table, with
//! step 10's mirror keys and step 11's prefetching, each of which can be
//! switched off to measure it; and a budget of positions, progress reports
//! and the choice of a move, for the program.
//!
//! Scores are for the player to move: `22 − s` for a win with its `s`-th
//! disc, 0 for a draw, and the opponent's score negated for a loss.

use crate::compact_table::CompactTable;
use crate::layout::{column_mask, WIDTH};
use crate::mirror::canonical_key;
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::solver7_threats::order;
use crate::solver8_both_bounds::{Bound, MAX_SCORE};

/// A progress report: the nodes searched so far and the score asked about.
pub type Report = fn(u64, i32);

/// Positions with fewer discs than this are looked up by their canonical
/// key (step 10); later in a game a position's mirror image is rarely met.
pub const MIRROR_BELOW: u32 = 20;

// ANCHOR: solver
/// The solver of steps 9 to 11: step 8 on a [`CompactTable`], with two
/// switches.
#[derive(Clone, Debug)]
pub struct Solver {
    table: CompactTable,
    /// Step 10: one entry for a position and its mirror image.
    mirror: bool,
    /// Step 11: ask for the children's entries before searching them.
    prefetch: bool,
    nodes: u64,
    limit: u64,
    stopped: bool,
    guess: i32,
    progress: Option<(u64, Report)>,
}
// ANCHOR_END: solver

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// The program's solver: step 11, every idea on.
    ///
    /// ```
    /// use ch03_connect_four::solver::Solver;
    /// assert_eq!(Solver::new().nodes(), 0);
    /// ```
    pub fn new() -> Solver {
        Solver::step(11)
    }

    /// The solver of step `step`: 9 (step 8 on the compact table), 10 (and
    /// mirror keys) or 11 (and prefetching); below 9, step 9, above 11,
    /// step 11.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::step(9).solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn step(step: u32) -> Solver {
        Solver {
            table: CompactTable::new(),
            mirror: step >= 10,
            prefetch: step >= 11,
            nodes: 0,
            limit: u64::MAX,
            stopped: false,
            guess: 0,
            progress: None,
        }
    }

    /// Calls `report(nodes, guess)` every `2^shift` nodes, with the score
    /// the current null-window search asks about.
    ///
    /// ```
    /// use ch03_connect_four::solver::Solver;
    /// let mut solver = Solver::new();
    /// solver.on_progress(20, |nodes, guess| eprintln!("{nodes} {guess}"));
    /// ```
    pub fn on_progress(&mut self, shift: u32, report: Report) {
        self.progress = Some(((1 << shift) - 1, report));
    }

    /// The positions searched so far (calls of `negamax`).
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::Solver};
    /// let mut solver = Solver::new();
    /// solver.solve(&Position::from_moves("2252576253462244111563365343671351441")?);
    /// assert!(solver.nodes() > 0);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forgets the table and the count, to measure a position on its own.
    ///
    /// ```
    /// use ch03_connect_four::solver::Solver;
    /// let mut solver = Solver::new();
    /// solver.reset();
    /// assert_eq!(solver.nodes(), 0);
    /// ```
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }

    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new().solve(&p), -1);
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve(&mut self, position: &Position) -> i32 {
        self.stopped = false;
        let moves = position.moves() as i32;
        if moves == CELLS {
            return 0;
        }
        if (0..WIDTH)
            .any(|c| position.can_play(c) && position.is_winning_move(c))
        {
            return (CELLS + 1 - moves) / 2;
        }
        let (min, max) = (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
        // Once the budget runs out, every search returns at once and the
        // windows close in a step or two; `solve_within` then discards the
        // score.
        null_windows(min, max, |alpha, beta| {
            self.guess = alpha;
            self.negamax(position, alpha, beta)
        })
    }

    /// The score of `position`, unless it takes more than `budget` nodes.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::Solver};
    /// let mut solver = Solver::new();
    /// assert_eq!(solver.solve_within(&Position::new(), 1000), None);
    /// ```
    pub fn solve_within(
        &mut self,
        position: &Position,
        budget: u64,
    ) -> Option<i32> {
        self.limit = self.nodes.saturating_add(budget);
        let score = self.solve(position);
        self.limit = u64::MAX;
        (!self.stopped).then_some(score)
    }

    /// The move to play in `position` (which must have one), and its score
    /// when each move could be solved within `budget` nodes; otherwise the
    /// centre-most move that does not lose at once.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::Solver};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// let choice = Solver::new().choose(&p, 1_000_000);
    /// assert_eq!(choice.score, Some(-1));
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn choose(&mut self, position: &Position, budget: u64) -> Choice {
        let moves = position.moves() as i32;
        let playable: Vec<u32> = CENTRE_FIRST
            .into_iter()
            .filter(|&c| position.can_play(c))
            .collect();
        if let Some(&column) =
            playable.iter().find(|&&c| position.is_winning_move(c))
        {
            let score = Some((CELLS + 1 - moves) / 2);
            return Choice { column, score };
        }
        let mut best: Option<Choice> = None;
        for &column in &playable {
            let Some(score) = self.solve_within(&position.play(column), budget)
            else {
                let safe = position.non_losing_moves();
                let column = playable
                    .iter()
                    .copied()
                    .find(|&c| safe & column_mask(c) != 0)
                    .unwrap_or(playable[0]);
                return Choice {
                    column,
                    score: None,
                };
            };
            if best.is_none_or(|b| b.score < Some(-score)) {
                best = Some(Choice {
                    column,
                    score: Some(-score),
                });
            }
        }
        best.unwrap_or(Choice {
            column: 0,
            score: None,
        })
    }

    // ANCHOR: key
    /// The key the table knows `position` by: with step 10, the canonical
    /// key of a position with fewer than [`MIRROR_BELOW`] discs.
    fn key(&self, position: &Position) -> u64 {
        if self.mirror && position.moves() < MIRROR_BELOW {
            canonical_key(position)
        } else {
            position.key()
        }
    }
    // ANCHOR_END: key

    // ANCHOR: prefetch_children
    /// Step 11: asks for the entries of the positions after each of the
    /// `moves` (cells) before any of them is searched.
    fn prefetch_children(&self, position: &Position, moves: u64) {
        for column in 0..WIDTH {
            if moves & column_mask(column) != 0 {
                self.table.prefetch(self.key(&position.play(column)));
            }
        }
    }
    // ANCHOR_END: prefetch_children

    /// Counts a node, reports progress, and says whether the budget is spent.
    fn out_of_budget(&mut self) -> bool {
        self.nodes += 1;
        if let Some((mask, report)) = self.progress {
            if self.nodes & mask == 0 {
                report(self.nodes, self.guess);
            }
        }
        if self.nodes > self.limit {
            self.stopped = true;
        }
        self.stopped
    }

    // ANCHOR: negamax
    /// Step 8's negamax on the compact table, with the key of
    /// [`Solver::key`] and, with step 11, the children's entries prefetched.
    fn negamax(
        &mut self,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if self.out_of_budget() {
            return 0;
        }
        let moves = position.moves() as i32;
        let next = position.non_losing_moves();
        if next == 0 {
            return -(CELLS - moves) / 2;
        }
        if moves >= CELLS - 2 {
            return 0;
        }
        let key = self.key(position);
        let (mut low, mut high) =
            (-(CELLS - 2 - moves) / 2, (CELLS - 1 - moves) / 2);
        match self.table.get(key).map(Bound::from_value) {
            Some(Bound::AtMost(score)) => high = high.min(score),
            Some(Bound::AtLeast(score)) => low = low.max(score),
            None => {}
        }
        alpha = alpha.max(low);
        if alpha >= beta {
            return alpha;
        }
        beta = beta.min(high);
        if alpha >= beta {
            return beta;
        }
        if self.prefetch {
            self.prefetch_children(position, next);
        }
        let (columns, len) = order(position, next);
        for &column in &columns[..len] {
            let score = -self.negamax(&position.play(column), -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                let bound = Bound::AtLeast(score.min(MAX_SCORE));
                self.table.put(key, bound.to_value());
                return score;
            }
            alpha = alpha.max(score);
        }
        self.table
            .put(key, Bound::AtMost(alpha.max(MIN_SCORE)).to_value());
        alpha
    }
    // ANCHOR_END: negamax
}

/// A move chosen by [`Solver::choose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The column, from 0.
    pub column: u32,
    /// Its exact score, if the solver found it within its budget.
    pub score: Option<i32>,
}
