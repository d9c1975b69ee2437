//! The steps of the solver from 7 on, each with one table of 64 MiB: 8-byte
//! entries for steps 7 and 8, 4-byte entries from step 9. Shared by the
//! examples `one_table` and `faster_steps`.

use ch03_connect_four::position::Position;
use ch03_connect_four::table::SIZE_64_MIB;
use ch03_connect_four::{solver, solver7_threats, solver8_both_bounds};

/// Step 7, step 8, or one of steps 9 to 11, each with its own table.
pub enum Step {
    Seven(solver7_threats::Solver),
    Eight(solver8_both_bounds::Solver),
    Later(solver::Solver),
}

impl Step {
    /// The solver of step `n`, if it is one of 7 to 11.
    pub fn new(n: u32) -> Option<Step> {
        match n {
            7 => Some(Step::Seven(solver7_threats::Solver::new(SIZE_64_MIB))),
            8 => {
                Some(Step::Eight(solver8_both_bounds::Solver::new(SIZE_64_MIB)))
            }
            9..=11 => Some(Step::Later(solver::Solver::step(n))),
            _ => None,
        }
    }

    /// The exact score of `position`.
    pub fn solve(&mut self, position: &Position) -> i32 {
        match self {
            Step::Seven(solver) => solver.solve(position),
            Step::Eight(solver) => solver.solve(position),
            Step::Later(solver) => solver.solve(position),
        }
    }

    /// The positions searched so far.
    pub fn nodes(&self) -> u64 {
        match self {
            Step::Seven(solver) => solver.nodes,
            Step::Eight(solver) => solver.nodes,
            Step::Later(solver) => solver.nodes(),
        }
    }

    /// Empties the table (writing all of its memory) and the count.
    #[allow(dead_code)] // `one_table` starts from a new table instead
    pub fn reset(&mut self) {
        match self {
            Step::Seven(solver) => solver.reset(),
            Step::Eight(solver) => solver.reset(),
            Step::Later(solver) => solver.reset(),
        }
    }
}
