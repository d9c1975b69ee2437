//! The solver of step 7 ([`crate::solver7_threats`]) for the command-line
//! program: the same search, which can also stop after a budget of
//! positions, report its progress, choose a move to play, and write down
//! every position it entered (for the chapter's drawing of a search).
//!
//! Scores are for the player to move: `22 − s` for a win with its `s`-th
//! disc, 0 for a draw, and the opponent's score negated for a loss.

use crate::layout::{column_mask, STRIDE, WIDTH};
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::solver4_table::MIN_SCORE;
use crate::solver5_null_window::null_windows;
use crate::solver7_threats::order;
use crate::table::Table;

/// A solver: its table, and what it has counted.
#[derive(Clone, Debug)]
pub struct Solver {
    table: Table,
    nodes: u64,
    limit: u64,
    stopped: bool,
    guess: i32,
    progress: Option<(u64, Report)>,
    trace: Option<Trace>,
}

/// A position a traced search entered ([`Solver::solve_traced`]).
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

/// The visits of a traced search, and the positions still open.
#[derive(Clone, Debug, Default)]
struct Trace {
    visits: Vec<Visit>,
    open: Vec<(usize, Position)>,
}

/// A progress report: the nodes searched so far and the score asked about.
pub type Report = fn(u64, i32);

/// Entries in the solver's table: a prime, about 8 million (about 67 MB, 64 MiB).
pub const TABLE_SIZE: usize = 8_388_593;

impl Solver {
    /// A solver with a table of `size` entries.
    ///
    /// ```
    /// use ch03_connect_four::solver::Solver;
    /// assert_eq!(Solver::new(1009).nodes(), 0);
    /// ```
    pub fn new(size: usize) -> Solver {
        Solver {
            table: Table::new(size),
            nodes: 0,
            limit: u64::MAX,
            stopped: false,
            guess: 0,
            progress: None,
            trace: None,
        }
    }

    /// Calls `report(nodes, guess)` every `2^shift` nodes, with the score
    /// the current null-window search asks about.
    ///
    /// ```
    /// use ch03_connect_four::solver::Solver;
    /// let mut solver = Solver::new(1009);
    /// solver.on_progress(20, |nodes, guess| eprintln!("{nodes} {guess}"));
    /// ```
    pub fn on_progress(&mut self, shift: u32, report: Report) {
        self.progress = Some(((1 << shift) - 1, report));
    }

    /// The positions searched so far (calls of `negamax`).
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let mut solver = Solver::new(1009);
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
    /// let mut solver = Solver::new(1009);
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
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new(1009).solve(&p), -1);
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
        // Step 5's null windows. Once the budget runs out, every search returns at
        // once and the windows close in a step or two; `solve_within` then
        // discards the score.
        null_windows(min, max, |alpha, beta| {
            self.guess = alpha;
            self.negamax(position, alpha, beta)
        })
    }

    /// The exact score of `position`, and every position the search entered,
    /// in the order entered: the same search as [`Solver::solve`].
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// let mut solver = Solver::new(1009);
    /// let (score, visits) = solver.solve_traced(&p);
    /// assert_eq!((score, visits.len() as u64), (-1, solver.nodes()));
    /// assert!(visits[0].path.is_empty());
    /// # Ok::<(), ch03_connect_four::notation::NotationError>(())
    /// ```
    pub fn solve_traced(&mut self, position: &Position) -> (i32, Vec<Visit>) {
        self.trace = Some(Trace::default());
        let score = self.solve(position);
        let trace = self.trace.take().unwrap_or_default();
        (score, trace.visits)
    }

    /// The score of `position`, unless it takes more than `budget` nodes.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let mut solver = Solver::new(1009);
    /// assert_eq!(solver.solve_within(&Position::new(), 1000), None);
    /// ```
    pub fn solve_within(
        &mut self,
        position: &Position,
        budget: u64,
    ) -> Option<i32> {
        self.limit = self.nodes.saturating_add(budget);
        self.stopped = false;
        let score = self.solve(position);
        self.limit = u64::MAX;
        (!self.stopped).then_some(score)
    }

    /// The move to play in `position` (which must have one), and its score
    /// when each move could be solved within `budget` nodes; otherwise the
    /// centre-most move that does not lose at once.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// let choice = Solver::new(1009).choose(&p, 1_000_000);
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

    /// [`Solver::search`], with each position entered written down when
    /// the search is traced.
    fn negamax(&mut self, position: &Position, alpha: i32, beta: i32) -> i32 {
        let Some(trace) = self.trace.as_mut() else {
            return self.search(position, alpha, beta);
        };
        let path = match trace.open.last() {
            Some(&(parent, before)) => {
                let cell = position.mask() ^ before.mask();
                let mut path = trace.visits[parent].path.clone();
                path.push(cell.trailing_zeros() / STRIDE);
                path
            }
            None => Vec::new(),
        };
        trace.open.push((trace.visits.len(), *position));
        trace.visits.push(Visit {
            path,
            window: (alpha, beta),
            score: 0,
            cut: Vec::new(),
        });
        let score = self.search(position, alpha, beta);
        if let Some(trace) = self.trace.as_mut() {
            if let Some((index, _)) = trace.open.pop() {
                trace.visits[index].score = score;
            }
        }
        score
    }

    /// Notes, when the search is traced, the columns a move reaching `beta`
    /// left unsearched in the position being searched.
    fn cut(&mut self, columns: &[u32]) {
        if let Some(trace) = self.trace.as_mut() {
            if let Some(&(index, _)) = trace.open.last() {
                trace.visits[index].cut = columns.to_vec();
            }
        }
    }

    /// Step 7's negamax, stopping when the budget runs out.
    fn search(
        &mut self,
        position: &Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if let Some((mask, report)) = self.progress {
            if self.nodes & mask == 0 {
                report(self.nodes, self.guess);
            }
        }
        if self.nodes > self.limit {
            self.stopped = true;
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
        let (columns, len) = order(position, next);
        for (i, &column) in columns[..len].iter().enumerate() {
            let score = -self.negamax(&position.play(column), -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                self.cut(&columns[i + 1..len]);
                return score;
            }
            alpha = alpha.max(score);
        }
        let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
        self.table.put(position.key(), bound as u8);
        alpha
    }
}

/// A move chosen by [`Solver::choose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The column, from 0.
    pub column: u32,
    /// Its exact score, if the solver found it within its budget.
    pub score: Option<i32>,
}
