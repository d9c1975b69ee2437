//! Measures each step of the solver on the two test sets and writes
//! `measurements/solver.md`, which the chapter includes.
//!
//! ```text
//! cargo run -p ch03-connect-four --release --example solver_steps
//! ```
//!
//! Each position is solved from an empty table, as in Pascal Pons' tutorial.
//! A step stops on a set after 60 seconds, or at a position that needs more
//! than 100 million nodes; the table says how many positions it measured.

use book_tests::bench_report::{cpu_model, with_commas};
use ch03_connect_four::position::Position;
use ch03_connect_four::solver::{Config, Solver};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

const TIME_PER_SET: Duration = Duration::from_secs(60);
const NODES_PER_POSITION: u64 = 100_000_000;
/// A prime: small enough to clear quickly before every position.
const TABLE: usize = 1_048_573;

struct Cell {
    positions: usize,
    nodes: u64,
    time: Duration,
    all_right: bool,
}

fn measure(config: Config, set: &[(Position, i32)]) -> Cell {
    let mut solver = Solver::new(config, TABLE);
    let mut cell = Cell {
        positions: 0,
        nodes: 0,
        time: Duration::ZERO,
        all_right: true,
    };
    for (position, score) in set {
        solver.reset();
        let start = Instant::now();
        let found = solver.solve_within(position, NODES_PER_POSITION);
        let time = start.elapsed();
        let Some(found) = found else { break };
        cell.all_right &= found == *score;
        cell.positions += 1;
        cell.nodes += solver.nodes();
        cell.time += time;
        if cell.time > TIME_PER_SET {
            break;
        }
    }
    cell
}

fn test_set(text: &str) -> Vec<(Position, i32)> {
    text.lines()
        .map(|line| {
            let (moves, score) = line.split_once(' ').unwrap();
            (Position::from_moves(moves).unwrap(), score.parse().unwrap())
        })
        .collect()
}

fn time(d: Duration) -> String {
    let ns = d.as_secs_f64() * 1e9;
    if ns < 1e3 {
        format!("{ns:.0} ns")
    } else if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.1} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

fn column(cell: &Cell) -> String {
    if cell.positions == 0 {
        return "none within the limits | – | –".into();
    }
    let n = cell.positions as u64;
    let count = if n == 1000 {
        "1,000".to_string()
    } else {
        n.to_string()
    };
    let check = if cell.all_right {
        ""
    } else {
        " (wrong scores!)"
    };
    format!(
        "{count}{check} | {} | {}",
        with_commas(cell.nodes / n),
        time(cell.time / cell.positions as u32)
    )
}

/// The processor and its cores.
fn cpu() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{}, {cores} cores", cpu_model())
}

fn main() {
    let sets = [
        test_set(include_str!("../tests/data/Test_L3_R1")),
        test_set(include_str!("../tests/data/Test_L2_R1")),
    ];
    let mut text = format!(
        "Measured on {}, release build, one position at a time from an empty \
         table. Regenerate with `cargo run -p ch03-connect-four --release \
         --example solver_steps`.\n\n",
        cpu()
    );
    text += "| solver | L3: positions | mean nodes | mean time \
             | L2: positions | mean nodes | mean time |\n";
    text += "|---|---:|---:|---:|---:|---:|---:|\n";
    for (name, config) in Config::steps() {
        let cells: Vec<String> = sets
            .iter()
            .map(|set| column(&measure(config, set)))
            .collect();
        let _ = writeln!(text, "| {name} | {} |", cells.join(" | "));
        eprintln!("{name}: {}", cells.join(" | "));
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/measurements/solver.md");
    std::fs::write(path, &text).unwrap();
    println!("{text}");
}
