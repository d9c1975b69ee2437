//! Measures each step of the search and prints its rows; with `--record`
//! it writes `measurements/search.md` (the whole table) and
//! `measurements/search-steps/stepN.md` (each step beside the one before),
//! which the chapter includes.
//!
//! ```text
//! cargo run --release -p ch09-chess-player --example search_steps -- wac.epd --record
//! ```
//!
//! Two measures, both counts that do not depend on the machine: the nodes a
//! search needs to complete depth 6 on each bench position (a new searcher
//! for each, stopped at 10 million nodes), and the problems of a tactical
//! suite (Win at Chess, given by its path: its licence keeps it out of the
//! repository) whose best move a new searcher plays after 250,000 nodes.

mod common;

use ch08_chess::history::KeyHistory;
use ch08_chess::position::Position;
use ch09_chess_player::bench::POSITIONS;
use ch09_chess_player::search::{Searcher, Step};
use ch09_chess_player::time::Limits;
use common::{read_epd, Problem};
use listing_support::bench_report::{caption, stamp, with_commas};
use listing_support::record::Recording;

/// The depth every step must complete.
const DEPTH: i32 = 6;
/// The nodes after which a search to that depth is given up.
const CAP: u64 = 10_000_000;
/// The nodes each problem of the suite gets.
const BUDGET: u64 = 250_000;
/// The table each search gets, in MiB.
const HASH: usize = 16;

/// The nodes `step` needs to complete `DEPTH` on `pos`, or `None` past
/// `CAP`.
fn nodes_to_depth(step: Step, pos: &Position) -> Option<u64> {
    let mut searcher = Searcher::with_step(HASH, step);
    let limits = Limits {
        depth: Some(DEPTH),
        nodes: Some(CAP),
        ..Limits::default()
    };
    let outcome =
        searcher.search(pos, &KeyHistory::new(pos), &limits, &mut |_| {});
    (outcome.report.depth == DEPTH).then_some(searcher.nodes())
}

/// The problems `step` solves with `BUDGET` nodes each.
fn solved(step: Step, problems: &[Problem]) -> usize {
    let limits = Limits {
        nodes: Some(BUDGET),
        ..Limits::default()
    };
    problems
        .iter()
        .filter(|p| {
            let mut searcher = Searcher::with_step(HASH, step);
            let outcome = searcher.search(
                &p.position,
                &KeyHistory::new(&p.position),
                &limits,
                &mut |_| {},
            );
            outcome.best.is_some_and(|m| p.best.contains(&m))
        })
        .count()
}

/// A row of the table: the step, the nodes to depth summed over the bench
/// positions, and the problems solved.
fn row(
    step: Step,
    nodes: &[Option<u64>],
    solved: Option<usize>,
    suite: usize,
) -> String {
    let total: u64 = nodes.iter().map(|n| n.unwrap_or(CAP)).sum();
    let capped = nodes.iter().filter(|n| n.is_none()).count();
    let nodes = match capped {
        0 => with_commas(total),
        _ => {
            format!("over {} ({capped} stopped at the cap)", with_commas(total))
        }
    };
    let solved = match solved {
        Some(n) => format!("{n} of {suite}"),
        None => "not run".to_string(),
    };
    format!(
        "| {}. {} | {nodes} | {solved} |\n",
        step.number(),
        step.name()
    )
}

fn header() -> String {
    format!(
        "| step | nodes to depth {DEPTH}, {} positions | Win at Chess solved at {} nodes |\n|---|---:|---:|\n",
        POSITIONS.len(),
        with_commas(BUDGET)
    )
}

fn main() {
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    if args.len() > 1 {
        eprintln!("usage: search_steps [SUITE.epd] [--record]");
        std::process::exit(2);
    }
    let suite: Vec<Problem> = match args.first() {
        Some(path) => {
            let text = std::fs::read_to_string(path).expect("the suite's file");
            read_epd(&text).expect("a suite in EPD")
        }
        None => Vec::new(),
    };
    let positions: Vec<Position> = POSITIONS
        .iter()
        .map(|(_, fen)| Position::from_fen(fen).expect("a bench position"))
        .collect();
    let caption = caption(
        &stamp(),
        &format!(
            "each search by a new searcher with a {HASH} MiB table; a search to depth {DEPTH} stopped at {} nodes",
            with_commas(CAP)
        ),
    );
    let mut table = header();
    let mut previous = String::new();
    for step in Step::ALL {
        let nodes: Vec<Option<u64>> =
            positions.iter().map(|p| nodes_to_depth(step, p)).collect();
        let solved = (!suite.is_empty()).then(|| solved(step, &suite));
        let line = row(step, &nodes, solved, suite.len());
        eprint!("{line}");
        table += &line;
        let beside = format!("{}{previous}{line}{caption}", header());
        recording
            .keep(&format!("search-steps/step{}.md", step.number()), &beside)
            .expect("a measurement file");
        previous = line;
    }
    table += &caption;
    recording
        .keep("search.md", &table)
        .expect("a measurement file");
    eprintln!("{}", recording.summary());
}
