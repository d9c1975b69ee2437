//! Solves the empty board exactly with a step of the solver (7 to 11; 11
//! by default), with a progress line, and prints what it found; with
//! `--record` it also writes it into `measurements/empty-board/step<N>.md`,
//! the line the chapter includes.
//!
//! ```text
//! cargo run -p ch03-connect-four --release --example solve_empty_board -- 11
//! cargo run -p ch03-connect-four --release --example solve_empty_board -- 11 --record
//! ```
//!
//! When `PONS_C4SOLVER` names Pascal Pons' solver (`c4solver`, built with the
//! Makefile of <https://github.com/PascalPons/connect4> at commit `d6ba50d`,
//! without its opening book), it solves the empty board at the same time, on
//! the machine's other core, and its time is written beside ours.

#[path = "common/pons.rs"]
mod pons;

use ch03_connect_four::position::Position;
use ch03_connect_four::table::SIZE_64_MIB;
use ch03_connect_four::{solver, solver7_threats, solver8_both_bounds};
use listing_support::bench_report::{stamp, with_commas};
use listing_support::record::Recording;
use std::io::Write;
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

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

/// Solves the empty board with step `step`: the score and the positions
/// searched. Steps 7 and 8 have no progress line.
fn solve(step: u32) -> (i32, u64, &'static str) {
    let empty = Position::new();
    match step {
        7 => {
            let mut s = solver7_threats::Solver::new(SIZE_64_MIB);
            (s.solve(&empty), s.nodes, "8,388,593 entries of 8 bytes")
        }
        8 => {
            let mut s = solver8_both_bounds::Solver::new(SIZE_64_MIB);
            (s.solve(&empty), s.nodes, "8,388,593 entries of 8 bytes")
        }
        _ => {
            let mut s = solver::Solver::step(step);
            s.on_progress(24, progress);
            (s.solve(&empty), s.nodes(), "16,777,259 entries of 4 bytes")
        }
    }
}

/// Runs Pons' solver on the empty board: its output and its time.
fn pons(path: &str) -> Result<(String, Duration), String> {
    pons::run(path, "\n")
}

fn main() {
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    let step: u32 = match args.first().map(|s| s.parse()) {
        None if args.is_empty() => 11,
        Some(Ok(step @ 7..=11)) if args.len() == 1 => step,
        _ => {
            eprintln!("usage: solve_empty_board [7|8|9|10|11] [--record]");
            std::process::exit(2);
        }
    };
    let beside = std::env::var("PONS_C4SOLVER")
        .ok()
        .map(|path| thread::spawn(move || pons(&path)));
    START.set(Instant::now()).unwrap();
    let (score, nodes, table) = solve(step);
    let time = START.get().unwrap().elapsed();
    eprintln!();
    let mut text = format!(
        "The empty board, solved by step {step} with one table of {table} \
         (64 MiB): score {score}, {} positions searched, {:.0} seconds of \
         processor time ({:.0} s on the clock; release build, {}).",
        with_commas(nodes),
        cpu_seconds(),
        time.as_secs_f64(),
        stamp(),
    );
    if let Some(beside) = beside {
        match beside.join().expect("the thread running Pons' solver") {
            Ok((output, time)) => text.push_str(&format!(
                " At the same time, on the other core, Pascal Pons' c4solver \
                 (commit d6ba50d, without its opening book) found the score \
                 {} in {:.0} s on the clock.",
                output.split_whitespace().last().unwrap_or("(none)"),
                time.as_secs_f64()
            )),
            Err(message) => eprintln!("Pons' solver: {message}"),
        }
    }
    text.push('\n');
    print!("{text}");
    recording
        .keep(&format!("empty-board/step{step}.md"), &text)
        .expect("write the measurement");
    eprintln!("{}", recording.summary());
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
