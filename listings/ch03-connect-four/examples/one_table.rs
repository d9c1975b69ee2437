//! Solves the positions of standard input, one a line (moves, then anything),
//! with one solver and one table of `TABLE_SIZE` entries for all of them, as
//! the program does, by step 7 (the program's search) or step 8. Prints each
//! position's score, then the positions searched and the seconds taken on
//! standard error: the figures the chapter quotes for "Is it worth keeping?".
//!
//! ```text
//! head -10 tests/data/Test_L1_R3 | cargo run -p ch03-connect-four --release --example one_table -- 8
//! ```

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::TABLE_SIZE;
use ch03_connect_four::{solver7_threats, solver8_both_bounds};
use listing_support::bench_report::with_commas;
use std::io::BufRead;
use std::process::ExitCode;
use std::time::Instant;

/// Step 7 or step 8, each with its own table.
enum Step {
    Seven(solver7_threats::Solver),
    Eight(solver8_both_bounds::Solver),
}

impl Step {
    fn solve(&mut self, position: &Position) -> i32 {
        match self {
            Step::Seven(solver) => solver.solve(position),
            Step::Eight(solver) => solver.solve(position),
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            Step::Seven(solver) => solver.nodes,
            Step::Eight(solver) => solver.nodes,
        }
    }
}

fn main() -> ExitCode {
    let mut step = match std::env::args().nth(1).as_deref() {
        Some("7") => Step::Seven(solver7_threats::Solver::new(TABLE_SIZE)),
        Some("8") => Step::Eight(solver8_both_bounds::Solver::new(TABLE_SIZE)),
        _ => {
            eprintln!("usage: one_table 7|8 < positions");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let mut failed = false;
    for (number, line) in std::io::stdin().lock().lines().enumerate() {
        let line = match line {
            Ok(line) => line,
            Err(error) => {
                eprintln!("line {}: {error}", number + 1);
                failed = true;
                continue;
            }
        };
        let moves = line.split_whitespace().next().unwrap_or("");
        match Position::from_moves(moves) {
            Ok(position) => println!("{moves} {}", step.solve(&position)),
            Err(error) => {
                eprintln!("line {}: {error}", number + 1);
                failed = true;
            }
        }
    }
    eprintln!(
        "{} positions searched in {:.1} s",
        with_commas(step.nodes()),
        start.elapsed().as_secs_f64()
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
