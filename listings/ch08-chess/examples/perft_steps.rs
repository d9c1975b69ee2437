//! Measures each step of part 8.4 (`perft_step`, 0 being part 8.3's perft
//! with the side to move a value)
//! on the start position to depth 6 and Kiwipete to depth 5, and prints the
//! table of `measurements/perft-steps.md`: the time of each count (the
//! fastest of 5 runs, the steps taken in turn) and, when valgrind is
//! installed, the instructions of each (`valgrind --tool=callgrind`, which
//! runs this program on one step and one position, `--run STEP WORK`), both
//! also per node, a node being a position whose moves the count generates
//! (every position of the tree but those of the last ply), and the caption
//! under it. It writes no file.
//!
//! ```console
//! cargo run --release -p ch08-chess --example perft_steps
//! RUSTFLAGS="-C target-cpu=native" cargo run --release -p ch08-chess --example perft_steps --target-dir target/native
//! ```

use ch08_chess::fast_perft::{perft_step, STEPS};
use ch08_chess::perft::perft;
use ch08_chess::position::Position;
use listing_support::bench_report::{
    caption, load_average, stamp, with_commas,
};
use std::process::Command;
use std::time::Instant;

/// Runs of each step on each position, the steps in turn.
const RUNS: usize = 5;

/// What each step adds, as the table names it.
const NAMES: [&str; STEPS as usize + 1] = [
    "0: part 8.3's perft, the side a value",
    "1: a board for counting",
    "2: moves played where they are found",
    "3: the side to move a type",
    "4: pins as two masks",
    "5: the enemy's attacks at once",
];

/// The works: a name, a FEN, a depth and the published count.
const WORKS: [(&str, &str, u32, u64); 2] = [
    (
        "start position, depth 6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "Kiwipete, depth 5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

/// The positions whose moves a count to `depth` generates: those of plies
/// 0 to `depth − 1`.
fn nodes(pos: &Position, depth: u32) -> u64 {
    (0..depth).map(|d| perft(pos, d)).sum()
}

/// The instructions of one step on one work, counted by callgrind running
/// this program, or `None` without valgrind (or with instructions it cannot
/// run, as those of AVX-512 in a native build).
fn instructions(step: u32, work: usize) -> Option<u64> {
    let program = std::env::current_exe().ok()?;
    let output = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(program)
        .args(["--run", &step.to_string(), &work.to_string()])
        .output()
        .ok()
        .filter(|output| output.status.success())?;
    let text = String::from_utf8_lossy(&output.stderr);
    let refs = text.lines().find_map(|l| l.split("I   refs:").nth(1))?;
    refs.trim().replace(',', "").parse().ok()
}

/// Runs one step on one work once and prints its count (under callgrind).
fn run(step: &str, work: &str) {
    let step: u32 = step.parse().expect("a step number");
    let (_, fen, depth, published) =
        WORKS[work.parse::<usize>().expect("0 or 1")];
    let pos = Position::from_fen(fen).expect("a published position");
    let count = perft_step(&pos, depth, step);
    assert_eq!(count, published);
    println!("{count}");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, step, work] = args.as_slice() {
        if flag == "--run" {
            return run(step, work);
        }
    }
    let load_before = load_average();
    let mut best = [[f64::INFINITY; 2]; STEPS as usize + 1];
    for _ in 0..RUNS {
        for (w, &(_, fen, depth, published)) in WORKS.iter().enumerate() {
            let pos = Position::from_fen(fen).expect("a published position");
            for step in 0..=STEPS {
                let start = Instant::now();
                assert_eq!(perft_step(&pos, depth, step), published);
                let seconds = start.elapsed().as_secs_f64();
                let cell = &mut best[step as usize][w];
                *cell = cell.min(seconds);
            }
        }
    }
    let load_after = load_average();
    let node_counts: Vec<u64> = WORKS
        .iter()
        .map(|&(_, fen, depth, _)| {
            nodes(&Position::from_fen(fen).unwrap(), depth)
        })
        .collect();
    println!(
        "| step | start, time | start, ns a node | start, instructions a node | \
         Kiwipete, time | Kiwipete, ns a node | Kiwipete, instructions a node |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for step in 0..=STEPS {
        let mut row = format!("| {} |", NAMES[step as usize]);
        for w in 0..WORKS.len() {
            let seconds = best[step as usize][w];
            let per_node = seconds * 1e9 / node_counts[w] as f64;
            let count = match instructions(step, w) {
                Some(n) => format!("{:.0}", n as f64 / node_counts[w] as f64),
                None => "–".to_string(),
            };
            row.push_str(&format!(
                " {:.0} ms | {per_node:.1} | {count} |",
                seconds * 1e3
            ));
        }
        println!("{row}");
    }
    let what = format!(
        "time: the fastest of {RUNS} runs, the steps in turn, load average \
         {load_before} before and {load_after} after; instructions: \
         callgrind, one run"
    );
    print!("{}", caption(&stamp(), &what));
    for (w, &(name, ..)) in WORKS.iter().enumerate() {
        eprintln!("{name}: {} nodes", with_commas(node_counts[w]));
    }
}
