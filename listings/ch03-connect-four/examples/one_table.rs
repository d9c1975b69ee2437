//! Solves the positions of standard input, one a line (moves, then anything),
//! with one solver and one table of 64 MiB for all of them, as the program
//! does, by the step given: 7 or 8 (8-byte entries, 8,388,593 of them), or 9
//! to 11 (4-byte entries, 16,777,259). Prints each position's score, then the
//! positions searched and the seconds taken on standard error.
//!
//! ```text
//! head -10 tests/data/Test_L1_R3 | cargo run -p ch03-connect-four --release --example one_table -- 11
//! ```

#[path = "common/steps.rs"]
mod steps;

use ch03_connect_four::position::Position;
use listing_support::bench_report::with_commas;
use std::io::BufRead;
use std::process::ExitCode;
use std::time::Instant;
use steps::Step;

fn main() -> ExitCode {
    let step = std::env::args().nth(1).and_then(|n| n.parse().ok());
    let Some(mut step) = step.and_then(Step::new) else {
        eprintln!("usage: one_table 7|8|9|10|11 < positions");
        return ExitCode::FAILURE;
    };
    let start = Instant::now();
    let mut failed = false;
    for (number, line) in std::io::stdin().lock().split(b'\n').enumerate() {
        let line = match line.map(String::from_utf8) {
            Ok(Ok(line)) => line,
            Ok(Err(_)) => {
                eprintln!("line {}: not UTF-8 text", number + 1);
                failed = true;
                continue;
            }
            Err(error) => {
                eprintln!("line {}: {error}", number + 1);
                failed = true;
                continue;
            }
        };
        let moves = line.split_whitespace().next().unwrap_or("");
        match Position::from_moves(moves) {
            Ok(position) if position.last_mover_won() => {
                eprintln!("line {}: {moves}: the game is over", number + 1);
                failed = true;
            }
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
