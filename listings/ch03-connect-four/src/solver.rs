//! A perfect solver: negamax, then alpha-beta, centre-first move ordering, a
//! transposition table, null-window search, moves that do not lose at once,
//! and ordering by threats, each switched on by a [`Config`] to measure it.
//!
//! Scores are for the player to move: `22 − s` for a win with its `s`-th
//! disc, 0 for a draw, and the opponent's score negated for a loss.

use crate::layout::{column_mask, HEIGHT, WIDTH};
use crate::position::{winning_cells, Position};
use crate::table::Table;

/// Cells on the board: 42.
const CELLS: i32 = (WIDTH * HEIGHT) as i32;
/// The lowest score there is: a loss to the opponent's fourth disc, −18.
pub const MIN_SCORE: i32 = -CELLS / 2 + 3;
/// The highest score there is: a win with one's fourth disc, 18.
pub const MAX_SCORE: i32 = (CELLS + 1) / 2 - 3;

// ANCHOR: config
/// Which improvements the solver uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Cut the search when a move is good enough (alpha-beta).
    pub alpha_beta: bool,
    /// Try the middle columns first.
    pub centre_first: bool,
    /// Remember an upper bound for every position searched.
    pub table: bool,
    /// Find the score by a series of yes/no questions (null windows).
    pub null_window: bool,
    /// Search only moves that do not let the opponent win at once.
    pub non_losing: bool,
    /// Try first the moves that make the most winning cells.
    pub threat_order: bool,
}
// ANCHOR_END: config

impl Config {
    /// Every improvement switched on.
    pub const FULL: Config = Config {
        alpha_beta: true,
        centre_first: true,
        table: true,
        null_window: true,
        non_losing: true,
        threat_order: true,
    };

    /// The steps of the chapter, each adding one improvement to the last.
    ///
    /// ```
    /// use ch03_connect_four::solver::Config;
    /// assert_eq!(Config::steps().last().unwrap().1, Config::FULL);
    /// ```
    pub fn steps() -> Vec<(&'static str, Config)> {
        let mut config = Config {
            alpha_beta: false,
            centre_first: false,
            table: false,
            null_window: false,
            non_losing: false,
            threat_order: false,
        };
        let mut steps = vec![("negamax", config)];
        config.alpha_beta = true;
        steps.push(("+ alpha-beta", config));
        config.centre_first = true;
        steps.push(("+ centre first", config));
        config.table = true;
        steps.push(("+ transposition table", config));
        config.null_window = true;
        steps.push(("+ null window", config));
        config.non_losing = true;
        steps.push(("+ non-losing moves", config));
        config.threat_order = true;
        steps.push(("+ threats first", config));
        steps
    }
}

// ANCHOR: order
/// The columns from the middle outwards.
pub const CENTRE_FIRST: [u32; 7] = [3, 2, 4, 1, 5, 0, 6];
// ANCHOR_END: order

/// A solver: its improvements, its table, and what it has counted.
#[derive(Clone, Debug)]
pub struct Solver {
    config: Config,
    table: Table,
    nodes: u64,
    limit: u64,
    stopped: bool,
    guess: i32,
    progress: Option<(u64, Report)>,
}

/// A progress report: the nodes searched so far and the score asked about.
pub type Report = fn(u64, i32);

/// Entries in the solver's table: a prime, about 8 million (64 MB).
pub const TABLE_SIZE: usize = 8_388_593;

impl Solver {
    /// A solver with the improvements of `config` and a table of `size`.
    ///
    /// ```
    /// use ch03_connect_four::solver::{Config, Solver};
    /// assert_eq!(Solver::new(Config::FULL, 1009).nodes(), 0);
    /// ```
    pub fn new(config: Config, size: usize) -> Solver {
        Solver {
            config,
            table: Table::new(if config.table { size } else { 1 }),
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
    /// use ch03_connect_four::solver::{Config, Solver};
    /// let mut solver = Solver::new(Config::FULL, 1009);
    /// solver.on_progress(20, |nodes, guess| eprintln!("{nodes} {guess}"));
    /// ```
    pub fn on_progress(&mut self, shift: u32, report: Report) {
        self.progress = Some(((1 << shift) - 1, report));
    }

    /// The positions searched so far (calls of `negamax`).
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let mut solver = Solver::new(Config::FULL, 1009);
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
    /// use ch03_connect_four::solver::{Config, Solver};
    /// let mut solver = Solver::new(Config::FULL, 1009);
    /// solver.reset();
    /// assert_eq!(solver.nodes(), 0);
    /// ```
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }

    // ANCHOR: solve
    /// The exact score of `position` for the player to move.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let p = Position::from_moves("2252576253462244111563365343671351441")?;
    /// assert_eq!(Solver::new(Config::FULL, 1009).solve(&p), -1);
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
        if !self.config.null_window {
            return self.negamax(position, -CELLS / 2, CELLS / 2);
        }
        // ANCHOR: null_window
        let (mut min, mut max) =
            (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
        while min < max {
            // Ask "is the score above `guess`?", halving the interval; try
            // near 0 first, where the answers come cheapest.
            let mut guess = min + (max - min) / 2;
            if guess <= 0 && min / 2 < guess {
                guess = min / 2;
            } else if guess >= 0 && max / 2 > guess {
                guess = max / 2;
            }
            self.guess = guess;
            let score = self.negamax(position, guess, guess + 1);
            if self.stopped {
                break;
            }
            if score <= guess {
                max = score;
            } else {
                min = score;
            }
        }
        min
        // ANCHOR_END: null_window
    }
    // ANCHOR_END: solve

    /// The score of `position`, unless it takes more than `budget` nodes.
    ///
    /// ```
    /// use ch03_connect_four::{position::Position, solver::*};
    /// let mut solver = Solver::new(Config::FULL, 1009);
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
    /// let choice = Solver::new(Config::FULL, 1009).choose(&p, 1_000_000);
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

    // ANCHOR: negamax
    /// The score of `position` if it lies in `alpha..=beta`; otherwise a
    /// bound: at most `alpha` if the score is lower, at least `beta` if
    /// higher. The player to move cannot win with its next disc.
    fn negamax(
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
        let candidates = if self.config.non_losing {
            // ANCHOR: non_losing
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
            next
            // ANCHOR_END: non_losing
        } else if moves == CELLS {
            return 0; // a full board is a draw
        } else {
            position.possible()
        };
        // ANCHOR: bounds
        // The player to move cannot win now, so at best with its next disc
        // but one; with a table entry, at best that entry.
        let mut best = (CELLS - 1 - moves) / 2;
        if let Some(value) = self.table.get(position.key()) {
            best = i32::from(value) + MIN_SCORE - 1;
        }
        if self.config.alpha_beta && beta > best {
            beta = best;
            if alpha >= beta {
                return beta;
            }
        }
        // ANCHOR_END: bounds
        let mut score = -CELLS;
        let (columns, len) = self.order(position, candidates);
        for &column in &columns[..len] {
            let child = position.play(column);
            let value = if !self.config.non_losing && child_loses_now(&child) {
                -(CELLS - moves) / 2 // this move lets the opponent win
            } else {
                -self.negamax(&child, -beta, -alpha)
            };
            if self.stopped {
                return 0;
            }
            score = score.max(value);
            if self.config.alpha_beta {
                if value >= beta {
                    return value;
                }
                alpha = alpha.max(value);
            }
        }
        if !self.config.alpha_beta {
            return score;
        }
        if self.config.table {
            // No score is below MIN_SCORE, so this is still an upper bound.
            let bound = alpha.max(MIN_SCORE) - MIN_SCORE + 1;
            self.table.put(position.key(), bound as u8);
        }
        alpha
    }
    // ANCHOR_END: negamax

    // ANCHOR: ordering
    /// The columns of `candidates` (cells of the possible moves) in the
    /// order to try them, and how many there are.
    fn order(&self, position: &Position, candidates: u64) -> ([u32; 7], usize) {
        let (mut columns, mut threats, mut len) = ([0; 7], [0; 7], 0);
        for i in 0..WIDTH {
            let column = if self.config.centre_first {
                CENTRE_FIRST[i as usize]
            } else {
                i
            };
            let cell = candidates & column_mask(column);
            if cell == 0 {
                continue;
            }
            let score = if self.config.threat_order {
                let own = position.current() | cell;
                winning_cells(own, position.mask() | cell).count_ones()
            } else {
                0
            };
            // Insert by threats, after the equals: the centre stays first.
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
    // ANCHOR_END: ordering
}

/// A move chosen by [`Solver::choose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The column, from 0.
    pub column: u32,
    /// Its exact score, if the solver found it within its budget.
    pub score: Option<i32>,
}

/// Whether the player to move in `position` can win with its next disc.
fn child_loses_now(position: &Position) -> bool {
    position.winning_cells() & position.possible() != 0
}
