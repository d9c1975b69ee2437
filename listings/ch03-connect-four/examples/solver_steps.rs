//! Measures each step of the solver on the three test sets and prints the
//! table; with `--record` it also writes `measurements/solver.md` (the whole
//! table) and `measurements/solver-steps/stepN.md` (each step beside the one
//! before), which the chapter includes.
//!
//! ```text
//! cargo run -p ch03-connect-four --release --example solver_steps
//! cargo run -p ch03-connect-four --release --example solver_steps -- --record
//! ```
//!
//! Each position is solved by a new solver with an empty table, as in Pascal
//! Pons' tutorial. Each step and set runs in a child process (this program,
//! called as `solver_steps <step> <set>`), which prints one line per position;
//! after a minute the child is stopped, and the table says how many positions
//! it measured, always the first ones of the set. The hard beginnings of
//! `Test_L1_R3` are measured only for the steps that finished every position
//! of `Test_L2_R1`.

use ch03_connect_four::position::Position;
use ch03_connect_four::{
    solver1_negamax, solver2_alpha_beta, solver3_centre_first,
};
use ch03_connect_four::{solver4_table, solver5_null_window};
use ch03_connect_four::{
    solver6_non_losing, solver7_threats, solver8_both_bounds,
};
use listing_support::bench_report::{caption, stamp, with_commas};
use listing_support::record::Recording;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write as _};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const TIME_PER_SET: Duration = Duration::from_secs(60);
/// A prime, about a million entries (8 MB).
const TABLE: usize = 1_048_573;

const STEPS: [&str; 8] = [
    "1. negamax",
    "2. + alpha-beta",
    "3. + centre first",
    "4. + transposition table",
    "5. + null window",
    "6. + non-losing moves",
    "7. + threats first",
    "8. + both bounds",
];

/// Solves `position` with step `step` (1 to 8) from an empty table: its
/// score, the positions searched, and the time taken.
fn solve(step: usize, position: &Position) -> (i32, u64, Duration) {
    macro_rules! timed {
        ($solver:expr, $solve:expr) => {{
            let mut s = $solver;
            let start = Instant::now();
            let score = $solve(&mut s, position);
            (score, s.nodes, start.elapsed())
        }};
    }
    match step {
        1 => timed!(
            solver1_negamax::Solver::default(),
            |s: &mut solver1_negamax::Solver, p| s.solve(p)
        ),
        2 => timed!(
            solver2_alpha_beta::Solver::default(),
            |s: &mut solver2_alpha_beta::Solver, p| s.solve(p)
        ),
        3 => timed!(
            solver3_centre_first::Solver::default(),
            |s: &mut solver3_centre_first::Solver, p| s.solve(p)
        ),
        4 => timed!(
            solver4_table::Solver::new(TABLE),
            |s: &mut solver4_table::Solver, p| s.solve(p)
        ),
        5 => timed!(
            solver4_table::Solver::new(TABLE),
            |s: &mut solver4_table::Solver, p| solver5_null_window::solve(s, p)
        ),
        6 => timed!(
            solver6_non_losing::Solver::new(TABLE),
            |s: &mut solver6_non_losing::Solver, p| s.solve(p)
        ),
        7 => timed!(
            solver7_threats::Solver::new(TABLE),
            |s: &mut solver7_threats::Solver, p| s.solve(p)
        ),
        8 => timed!(
            solver8_both_bounds::Solver::new(TABLE),
            |s: &mut solver8_both_bounds::Solver, p| s.solve(p)
        ),
        _ => panic!("no step {step}"),
    }
}

/// `Test_L3_R1`, `Test_L2_R1` and `Test_L1_R3`: ends of games, middles, and
/// hard beginnings.
fn test_sets() -> [Vec<(Position, i32)>; 3] {
    [
        include_str!("../tests/data/Test_L3_R1"),
        include_str!("../tests/data/Test_L2_R1"),
        include_str!("../tests/data/Test_L1_R3"),
    ]
    .map(|text| {
        text.lines()
            .map(|line| {
                let (moves, score) = line.split_once(' ').unwrap();
                (Position::from_moves(moves).unwrap(), score.parse().unwrap())
            })
            .collect()
    })
}

/// The child: solves the set's positions one by one, a line for each.
fn child(step: usize, set: usize) {
    let set = &test_sets()[set];
    let mut out = std::io::stdout().lock();
    for (position, score) in set {
        let (found, nodes, time) = solve(step, position);
        let right = u8::from(found == *score);
        writeln!(out, "{nodes} {} {right}", time.as_nanos()).unwrap();
        out.flush().unwrap();
    }
}

#[derive(Default)]
struct Cell {
    positions: u64,
    nodes: u64,
    nanos: u128,
    all_right: bool,
}

/// Runs a child for `step` on `set` for at most a minute.
fn measure(step: usize, set: usize) -> Cell {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([step.to_string(), set.to_string()])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if send.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + TIME_PER_SET;
    let mut cell = Cell {
        all_right: true,
        ..Cell::default()
    };
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        let Ok(line) = receive.recv_timeout(left) else {
            break;
        };
        let fields: Vec<u128> =
            line.split(' ').map(|f| f.parse().unwrap()).collect();
        cell.positions += 1;
        cell.nodes += fields[0] as u64;
        cell.nanos += fields[1];
        cell.all_right &= fields[2] == 1;
    }
    let _ = child.kill();
    let _ = child.wait();
    cell
}

fn time(nanos: u128) -> String {
    let ns = nanos as f64;
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

/// A table cell: mean nodes and mean time per position, with how many
/// positions were solved when the minute ran out before the last.
fn column(cell: &Cell) -> String {
    let n = cell.positions;
    if n == 0 {
        return "none in a minute".into();
    }
    let check = if cell.all_right {
        ""
    } else {
        " (wrong scores!)"
    };
    let part = if n < 1000 {
        format!("{} of 1,000: ", with_commas(n))
    } else {
        String::new()
    };
    format!(
        "{part}{} nodes, {}{check}",
        with_commas(cell.nodes / n),
        time(cell.nanos / u128::from(n))
    )
}

const HEADER: &str = "| solver | ends (`L3`) | middles (`L2`) \
                      | beginnings (`L1`) |\n\
                      |---|---:|---:|---:|\n";

fn main() {
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    let numbers: Vec<Option<usize>> =
        args.iter().map(|a| a.parse().ok()).collect();
    match numbers[..] {
        [Some(step), Some(set)] => return child(step, set),
        [] => {}
        _ => {
            eprintln!("usage: solver_steps [--record]");
            std::process::exit(2);
        }
    }
    let mut rows = Vec::new();
    for (i, name) in STEPS.iter().enumerate() {
        let (l3, l2) = (measure(i + 1, 0), measure(i + 1, 1));
        // The hard beginnings only for a step that finished all the middles.
        let l1 = (l2.positions == 1000).then(|| measure(i + 1, 2));
        let cells = [
            column(&l3),
            column(&l2),
            l1.map_or("not run".into(), |l1| column(&l1)),
        ];
        let row = format!("| {name} | {} |\n", cells.join(" | "));
        eprint!("{row}");
        rows.push(row);
    }
    let what = format!(
        "release build, each position by a new solver with an empty table \
         ({} entries from step 4 on); a step stops on a set after a minute",
        with_commas(TABLE as u64)
    );
    let text = format!("{HEADER}{}{}", rows.concat(), caption(&stamp(), &what));
    println!("{text}");
    recording.keep("solver.md", &text).expect("write the table");
    for i in 0..rows.len() {
        let mut step = HEADER.to_string();
        let _ = write!(
            step,
            "{}{}",
            if i > 0 { &rows[i - 1] } else { "" },
            rows[i]
        );
        recording
            .keep(&format!("solver-steps/step{}.md", i + 1), &step)
            .expect("write the table");
    }
    eprintln!("{}", recording.summary());
}
