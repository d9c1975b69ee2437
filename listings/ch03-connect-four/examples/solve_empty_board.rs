//! Solves the empty board exactly, with a progress display, and writes
//! `measurements/empty_board.md`.
//!
//! ```text
//! cargo run -p ch03-connect-four --release --example solve_empty_board
//! ```

use ch03_connect_four::position::Position;
use ch03_connect_four::solver::{Solver, TABLE_SIZE};
use listing_support::bench_report::{stamp, with_commas};
use std::io::Write;
use std::sync::OnceLock;
use std::time::Instant;

static START: OnceLock<Instant> = OnceLock::new();

/// One line, rewritten in place: nodes so far, time, rate, the question.
fn progress(nodes: u64, guess: i32) {
    let seconds = START.get().unwrap().elapsed().as_secs_f64();
    let rate = nodes as f64 / seconds / 1e6;
    eprint!(
        "\r{:.2} G positions, {seconds:.0} s, {rate:.1} M/s; \
         is the score above {guess}?   ",
        nodes as f64 / 1e9
    );
    let _ = std::io::stderr().flush();
}

fn main() {
    START.set(Instant::now()).unwrap();
    let mut solver = Solver::new(TABLE_SIZE);
    solver.on_progress(24, progress);
    let score = solver.solve(&Position::new());
    let time = START.get().unwrap().elapsed();
    eprintln!();
    let text = format!(
        "The empty board, solved by the program's search (step 7) with a \
         table of {} entries: score {score}, {} positions searched, {:.0} \
         seconds of processor time ({:.0} seconds on the clock, on a shared \
         machine; release build, {}). Regenerate with `cargo run -p \
         ch03-connect-four --release --example solve_empty_board`.\n",
        with_commas(TABLE_SIZE as u64),
        with_commas(solver.nodes()),
        cpu_seconds(),
        time.as_secs_f64(),
        stamp(),
    );
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/measurements/empty_board.md");
    std::fs::write(path, &text).unwrap();
    print!("{text}");
}

/// The processor time this process has used (Linux; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name, which ends with ')'.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
    // utime and stime are fields 14 and 15 of the line, 11 and 12 here,
    // in clock ticks of 1/100 s.
    (ticks(11).unwrap_or(0.0) + ticks(12).unwrap_or(0.0)) / 100.0
}
