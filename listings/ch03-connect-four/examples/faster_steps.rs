//! Measures steps 7 to 11 of the solver on the three test sets, one solver
//! and one 64 MiB table per set as the program has, and prints the table; with
//! `--record` it also writes `measurements/faster.md` (the whole table) and
//! `measurements/faster-steps/stepN.md` (steps 8 to 11, each beside the one
//! before), which the chapter includes.
//!
//! ```text
//! cargo run -p ch03-connect-four --release --example faster_steps
//! cargo run -p ch03-connect-four --release --example faster_steps -- --record
//! ```
//!
//! When `PONS_C4SOLVER` names Pascal Pons' solver (`c4solver`, built with the
//! Makefile of <https://github.com/PascalPons/connect4> at commit `d6ba50d`,
//! without its opening book), it solves the same sets in the same run, one
//! process per set, and gets a row of its own. Its program clears its table
//! when it starts; that start, measured on no input at all, is taken off its
//! times.

#[path = "common/pons.rs"]
mod pons;
#[path = "common/steps.rs"]
mod steps;

use ch03_connect_four::position::Position;
use listing_support::bench_report::{caption, stamp, with_commas};
use listing_support::record::Recording;
use std::time::{Duration, Instant};
use steps::Step;

/// How many of the hard beginnings of `Test_L1_R3` are measured.
const BEGINNINGS: usize = 10;

/// How many times the short sets, `L3` and `L2`, are solved: their times
/// are a few milliseconds, so each cell gives the median of these runs.
const RUNS: usize = 5;

const NAMES: [&str; 5] = [
    "7. threats first",
    "8. + both bounds",
    "9. + four-byte entries",
    "10. + mirror keys",
    "11. + prefetching",
];

/// A test set: each position's moves, the position, and its score.
type Set = Vec<(String, Position, i32)>;

/// `Test_L3_R1`, `Test_L2_R1` and the first beginnings of `Test_L1_R3`.
fn test_sets() -> [Set; 3] {
    let read = |text: &str, take: usize| -> Set {
        text.lines()
            .take(take)
            .map(|line| {
                let (moves, score) = line.split_once(' ').unwrap();
                let position = Position::from_moves(moves).unwrap();
                (moves.to_string(), position, score.parse().unwrap())
            })
            .collect()
    };
    [
        read(include_str!("../tests/data/Test_L3_R1"), 1000),
        read(include_str!("../tests/data/Test_L2_R1"), 1000),
        read(include_str!("../tests/data/Test_L1_R3"), BEGINNINGS),
    ]
}

/// What a solver did on a set: mean nodes (if known) and mean time per
/// position, and whether every score was right.
struct Cell {
    nodes: Option<u64>,
    time: Duration,
    right: bool,
}

/// How many times to solve `set`: once for the long beginnings.
fn runs(set: &Set) -> usize {
    if set.len() == BEGINNINGS {
        1
    } else {
        RUNS
    }
}

/// The median of some times.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Step `n` on `set`, from an empty table whose memory is written first
/// (the median time of `runs(set)` runs).
fn measure(n: u32, set: &Set) -> Cell {
    let mut step = Step::new(n).unwrap();
    let (mut times, mut right) = (Vec::new(), true);
    for _ in 0..runs(set) {
        step.reset();
        let start = Instant::now();
        right &= set.iter().all(|(_, p, score)| step.solve(p) == *score);
        times.push(start.elapsed());
    }
    let count = set.len() as u64;
    Cell {
        nodes: Some(step.nodes() / count),
        time: median(times) / count as u32,
        right,
    }
}

/// Runs Pons' solver once on `input`: what it printed and how long it took.
fn run_pons(path: &str, input: &str) -> (String, Duration) {
    pons::run(path, input).expect("PONS_C4SOLVER names a program that runs")
}

/// Pons' solver on `set`, its start (`started`) taken off (the median
/// time of `runs(set)` runs).
fn measure_pons(path: &str, set: &Set, started: Duration) -> Cell {
    let input: String = set.iter().map(|(m, _, _)| format!("{m}\n")).collect();
    let (mut times, mut right) = (Vec::new(), true);
    for _ in 0..runs(set) {
        let (output, time) = run_pons(path, &input);
        let scores = output
            .lines()
            .map(|line| line.rsplit(' ').next().unwrap().parse::<i32>().ok());
        right &= scores.eq(set.iter().map(|(_, _, s)| Some(*s)));
        times.push(time);
    }
    Cell {
        nodes: None,
        time: median(times).saturating_sub(started) / set.len() as u32,
        right,
    }
}

fn time(duration: Duration) -> String {
    let ns = duration.as_nanos() as f64;
    if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.1} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

fn column(cell: &Cell) -> String {
    let check = if cell.right { "" } else { " (wrong scores!)" };
    match cell.nodes {
        Some(nodes) => {
            format!("{} nodes, {}{check}", with_commas(nodes), time(cell.time))
        }
        None => format!("{}{check}", time(cell.time)),
    }
}

const HEADER: &str = "| solver | ends (`L3`) | middles (`L2`) \
                      | beginnings (`L1`) |\n\
                      |---|---:|---:|---:|\n";

fn main() {
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    if !args.is_empty() {
        eprintln!("usage: faster_steps [--record]");
        std::process::exit(2);
    }
    let sets = test_sets();
    let mut rows = Vec::new();
    for (n, name) in (7..).zip(NAMES) {
        let cells = sets.iter().map(|set| column(&measure(n, set)));
        let row =
            format!("| {name} | {} |\n", cells.collect::<Vec<_>>().join(" | "));
        eprint!("{row}");
        rows.push(row);
    }
    let mut pons_note = String::new();
    if let Ok(path) = std::env::var("PONS_C4SOLVER") {
        // Its start: reading no position at all, the median of a few runs.
        let started =
            median((0..RUNS).map(|_| run_pons(&path, "").1).collect());
        let cells = sets
            .iter()
            .map(|set| column(&measure_pons(&path, set, started)));
        let row = format!(
            "| Pons' c4solver `d6ba50d` | {} |\n",
            cells.collect::<Vec<_>>().join(" | ")
        );
        eprint!("{row}");
        rows.push(row);
        pons_note = format!(
            " Pascal Pons' c4solver (commit `d6ba50d`, built with its Makefile, \
             no opening book) solved each set in one process; it does not count \
             nodes, and its start, {}, is taken off its times.",
            time(started)
        );
    }
    let what = format!(
        "release build; mean nodes and time a position, one \
         solver and one 64 MiB table for each set, emptied before the clock \
         starts: 8,388,593 entries of 8 bytes for steps 7 and 8, 16,777,259 of \
         4 bytes from step 9. `L1` is the first {BEGINNINGS} positions of \
         `Test_L1_R3`, solved once; `L3` and `L2` are solved {RUNS} times, \
         and each of their cells gives the median time.{pons_note}"
    );
    let text = format!("{HEADER}{}{}", rows.concat(), caption(&stamp(), &what));
    println!("{text}");
    recording.keep("faster.md", &text).expect("write the table");
    for n in 8..=11 {
        let i = n - 7;
        let table = format!("{HEADER}{}{}", rows[i - 1], rows[i]);
        recording
            .keep(&format!("faster-steps/step{n}.md"), &table)
            .expect("write the table");
    }
    eprintln!("{}", recording.summary());
}
