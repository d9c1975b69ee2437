//! Runs a test suite in EPD (Win at Chess, for one) through the player's
//! search: each problem searched for a fixed time or a fixed number of
//! nodes with a new searcher, solved when the move it plays is one of the
//! problem's best moves.
//!
//! ```text
//! cargo run --release -p ch09-chess-player --example suite -- wac.epd --movetime 1000 --record
//! cargo run --release -p ch09-chess-player --example suite -- wac.epd --nodes 200000 --step 7
//! cargo run --release -p ch09-chess-player --example suite -- wac.epd --list
//! ```
//!
//! `--list` prints each problem's best moves in UCI notation instead, to
//! check the reading of SAN against another program's; `--record` writes
//! the count into `measurements/wac.md`, which the chapter includes.

mod common;

use ch08_chess::history::KeyHistory;
use ch09_chess_player::search::{Searcher, Step};
use ch09_chess_player::time::Limits;
use common::{read_epd, san};
use listing_support::bench_report::{caption, load_average, stamp};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: suite FILE.epd [--movetime MS | --nodes N] [--step S] [--hash MB]");
        return ExitCode::FAILURE;
    };
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map(|v| v.parse::<u64>().expect("a whole number"))
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: {path}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let problems = match read_epd(&text) {
        Ok(problems) => problems,
        Err(error) => {
            eprintln!("error: {path}: {error}");
            return ExitCode::FAILURE;
        }
    };
    if args.iter().any(|a| a == "--list") {
        for problem in &problems {
            let best: Vec<String> =
                problem.best.iter().map(|m| m.to_string()).collect();
            println!("{} {}", problem.id, best.join(" "));
        }
        return ExitCode::SUCCESS;
    }
    let step = option("--step").map_or(Step::LAST, |n| {
        Step::from_number(n as usize).expect("a step")
    });
    let hash = option("--hash").unwrap_or(16) as usize;
    let limits = Limits {
        movetime: option("--movetime"),
        nodes: option("--nodes"),
        ..Limits::default()
    };
    let load_before = load_average();
    let mut solved = 0;
    for problem in &problems {
        let mut searcher = Searcher::with_step(hash, step);
        searcher.overhead = 0;
        let outcome = searcher.search(
            &problem.position,
            &KeyHistory::new(&problem.position),
            &limits,
            &mut |_| {},
        );
        let played = outcome.best.expect("every problem has a legal move");
        let ok = problem.best.contains(&played);
        solved += ok as usize;
        let best: Vec<String> = problem
            .best
            .iter()
            .map(|&m| san(&problem.position, m))
            .collect();
        println!(
            "{} {} {} (best {}) depth {} nodes {}",
            problem.id,
            if ok { "solved" } else { "missed" },
            san(&problem.position, played),
            best.join(" "),
            outcome.report.depth,
            searcher.nodes()
        );
    }
    println!("solved: {solved} of {}", problems.len());
    if args.iter().any(|a| a == "--record") {
        let limit = match (limits.movetime, limits.nodes) {
            (Some(ms), _) => format!("{ms} ms"),
            (None, Some(n)) => format!("{n} nodes"),
            (None, None) => "no limit".to_string(),
        };
        let search = match step.number() {
            n if n == Step::ALL.len() => {
                format!("the player's search (all {n} steps of part 9.2)")
            }
            n => format!("step {n} of part 9.2's search"),
        };
        let what = format!(
            "a new searcher with a {hash} MiB table for each problem, {search}; load average {load_before} before and {} after",
            load_average()
        );
        let table = format!(
            "| suite | limit a problem | solved |\n|---|---:|---:|\n| Win at Chess | {limit} | {solved} of {} |\n{}",
            problems.len(),
            caption(&stamp(), &what)
        );
        let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("measurements/wac.md");
        std::fs::write(out, table).expect("measurements/wac.md");
    }
    ExitCode::SUCCESS
}
