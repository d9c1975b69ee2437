//! Measures what each idea of the solver is worth, and times the full count,
//! and prints the tables the chapter includes:
//!
//! ```text
//! cargo run -p ch04-peg-solitaire --release --example measure
//! cargo run -p ch04-peg-solitaire --release --example measure -- --record
//! ```
//!
//! prints (and with `--record` writes) `measurements/solve.md`,
//! `measurements/count.md` (the count and the solutions, on two threads),
//! `measurements/count_steps.md` (what each step of the count is worth) and
//! `measurements/french.md` (`-- solve`, `-- count`, `-- count-steps` or
//! `-- french` for one of them).

use ch04_peg_solitaire::board::Board;
use ch04_peg_solitaire::board::{FRENCH, GOAL, START};
use ch04_peg_solitaire::count::{
    count_levels, next_level, next_level_in_parallel, successor_keys,
    successors,
};
use ch04_peg_solitaire::hash::board_set;
use ch04_peg_solitaire::masks::{ENGLISH_GEOMETRY, FRENCH_GEOMETRY};
use ch04_peg_solitaire::moves::{bits, Order};
use ch04_peg_solitaire::notation::{parse_square, square_name};
use ch04_peg_solitaire::parity::signature;
use ch04_peg_solitaire::solutions::count_solutions;
use ch04_peg_solitaire::solve::{Goal, Memory, Search};
use ch04_peg_solitaire::symmetry::canonical;
use listing_support::bench_report::{
    caption, cpu_model, rustc_release, today, with_commas,
};
use listing_support::record::Recording;
use std::fmt::Write as _;
use std::time::Instant;

/// The budget of the searches without memory: they would run for hours.
const BUDGET: u64 = 1_000_000_000;

/// The budget of each search on the French board.
const FRENCH_BUDGET: u64 = 400_000_000;

/// The processor with the cores or threads used, the compiler and the date,
/// for the caption under a table.
fn machine_with(cores: &str) -> String {
    format!(
        "{}, {cores} · {} · {} · release build",
        cpu_model(),
        rustc_release(),
        today()
    )
}

fn solve_table() -> String {
    // Positions only: a single run's time says little about a search of a
    // few milliseconds (the criterion benchmark `benches/solve.rs` times
    // the best search), and the counts are the same on every machine.
    let mut text = String::from(
        "| move order | remembers | positions visited | failed positions kept | solved |\n\
         |---|---|---:|---:|---|\n",
    );
    for memory in [Memory::Nothing, Memory::Failed, Memory::FailedUpToSymmetry]
    {
        for order in [Order::ByIndex, Order::ByDirection] {
            let search = Search {
                geometry: ENGLISH_GEOMETRY,
                order,
                memory,
                budget: BUDGET,
            };
            let started = Instant::now();
            let outcome = search.run(START, Goal::Exactly(GOAL));
            let seconds = started.elapsed().as_secs_f64();
            let solved = match (&outcome.solution, outcome.gave_up) {
                (Some(_), _) => "yes".to_string(),
                (None, true) => {
                    format!("gave up after {}", with_commas(BUDGET))
                }
                (None, false) => "no".to_string(),
            };
            let order = match order {
                Order::ByIndex => "by index",
                Order::ByDirection => "by direction",
            };
            let memory = match memory {
                Memory::Nothing => "nothing",
                Memory::Failed => "failed positions",
                Memory::FailedUpToSymmetry => {
                    "failed positions, up to symmetry"
                }
            };
            eprintln!(
                "{order}, {memory}: {} nodes, {seconds:.3} s",
                outcome.nodes
            );
            let _ = writeln!(
                text,
                "| {order} | {memory} | {} | {} | {solved} |",
                with_commas(outcome.nodes),
                with_commas(outcome.remembered as u64),
            );
        }
    }
    // Counts only, the same on every machine: the caption says what was run.
    text + &format!(
        "\n*Each search from the start to the goal; those that remember nothing \
         had a budget of {} positions*\n",
        with_commas(BUDGET)
    )
}

fn format_seconds(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{:.1} ms", seconds * 1000.0)
    } else {
        format!("{seconds:.1} s")
    }
}

fn count_table() -> String {
    let started = Instant::now();
    let levels = count_levels(&ENGLISH_GEOMETRY, START, u32::MAX, |level| {
        eprintln!(
            "{} jumps: {} classes, {} positions ({:.1} s)",
            level.jumps,
            level.up_to_symmetry,
            level.positions,
            started.elapsed().as_secs_f64()
        );
    });
    let seconds = started.elapsed().as_secs_f64();
    let started = Instant::now();
    let solutions = count_solutions(&ENGLISH_GEOMETRY, START, GOAL);
    let solutions_seconds = started.elapsed().as_secs_f64();
    eprintln!("{solutions} solutions ({solutions_seconds:.1} s)");
    let mut text =
        String::from("| jumps | pegs | up to symmetry | positions |\n|---:|---:|---:|---:|\n");
    for level in &levels {
        let _ = writeln!(
            text,
            "| {} | {} | {} | {} |",
            level.jumps,
            32 - level.jumps,
            with_commas(level.up_to_symmetry),
            with_commas(level.positions)
        );
    }
    let classes: u64 = levels.iter().map(|l| l.up_to_symmetry).sum();
    let positions: u64 = levels.iter().map(|l| l.positions).sum();
    let _ = writeln!(
        text,
        "| all | | **{}** | **{}** |",
        with_commas(classes),
        with_commas(positions)
    );
    let took = format!(
        "the count {}; every solution, counted as the next section does, {}",
        format_seconds(seconds),
        format_seconds(solutions_seconds)
    );
    text + &caption(&machine_with("two threads"), &took)
}

/// The levels counted by each step of the count's table.
const STEP_JUMPS: u32 = 16;

/// One level of the count, as each step of the chapter computes it.
type NextLevel = fn(&[Board]) -> Vec<Board>;

/// The first count: a hash set, `canonical` of every successor, one core.
fn hash_set_level(frontier: &[Board]) -> Vec<Board> {
    let mut next = board_set(frontier.len() * 4);
    for &pegs in frontier {
        next.extend(successors(pegs, &ENGLISH_GEOMETRY).map(canonical));
    }
    next.into_iter().collect()
}

/// A sorted list instead: every successor's key, sorted, each kept once.
fn sorted_level(frontier: &[Board]) -> Vec<Board> {
    let mut keys: Vec<Board> = frontier
        .iter()
        .flat_map(|&pegs| successors(pegs, &ENGLISH_GEOMETRY).map(canonical))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// The keys from the parent's images.
fn parent_images_level(frontier: &[Board]) -> Vec<Board> {
    let mut keys: Vec<Board> = frontier
        .iter()
        .flat_map(|&pegs| successor_keys(pegs, &ENGLISH_GEOMETRY))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

fn count_steps_table() -> String {
    let steps: [(&str, NextLevel); 5] = [
        ("a hash set, `canonical` of every successor", hash_set_level),
        ("a sorted list instead of the hash set", sorted_level),
        (
            "a successor's images from its parent's",
            parent_images_level,
        ),
        ("a radix sort instead of `sort_unstable`", |f| {
            next_level(f, &ENGLISH_GEOMETRY)
        }),
        ("two threads", |f| {
            next_level_in_parallel(f, &ENGLISH_GEOMETRY)
        }),
    ];
    let mut text = String::from("| step | classes | time |\n|---|---:|---:|\n");
    for (name, next) in steps {
        let started = Instant::now();
        let mut frontier = vec![START];
        let mut classes = 1;
        for _ in 0..STEP_JUMPS {
            frontier = next(&frontier);
            classes += frontier.len() as u64;
        }
        let seconds = started.elapsed().as_secs_f64();
        eprintln!("{name}: {classes} classes, {seconds:.1} s");
        let _ = writeln!(
            text,
            "| {name} | {} | {} |",
            with_commas(classes),
            format_seconds(seconds)
        );
    }
    text + &caption(
        &machine_with("one core, then two threads"),
        &format!(
            "each step counts the classes of the first {STEP_JUMPS} jumps"
        ),
    )
}

fn french_table() -> String {
    let mut text = String::from(
        "| vacancy | move order | positions visited | time | last peg |\n\
         |---|---|---:|---:|---|\n",
    );
    for vacancy in ["e1", "d2", "d3"] {
        let start = FRENCH & !(1 << parse_square(vacancy).unwrap());
        assert!(bits(FRENCH).any(|i| signature(1 << i) == signature(start)));
        for order in [Order::ByIndex, Order::ByDirection] {
            let search = Search {
                geometry: FRENCH_GEOMETRY,
                order,
                memory: Memory::FailedUpToSymmetry,
                budget: FRENCH_BUDGET,
            };
            let started = Instant::now();
            let outcome = search.run(start, Goal::OnePeg);
            let seconds = started.elapsed().as_secs_f64();
            let last = match (&outcome.solution, outcome.gave_up) {
                (Some(moves), _) => {
                    let last = moves.last().expect("35 moves").to();
                    format!("on {}", square_name(last))
                }
                (None, true) => "gave up".to_string(),
                (None, false) => "none: no solution".to_string(),
            };
            let order = match order {
                Order::ByIndex => "by index",
                Order::ByDirection => "by direction",
            };
            eprintln!(
                "{vacancy} {order}: {} nodes, {seconds:.1} s",
                outcome.nodes
            );
            let _ = writeln!(
                text,
                "| {vacancy} | {order} | {} | {} | {last} |",
                with_commas(outcome.nodes),
                format_seconds(seconds)
            );
        }
    }
    text + &caption(
        &machine_with("one core"),
        &format!(
            "each search had a budget of {} positions",
            with_commas(FRENCH_BUDGET)
        ),
    )
}

fn main() {
    const TABLES: [&str; 4] = ["solve", "french", "count", "count-steps"];
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    if args.len() > 1 || args.iter().any(|a| !TABLES.contains(&a.as_str())) {
        eprintln!("usage: measure [solve|french|count|count-steps] [--record]");
        std::process::exit(2);
    }
    let wanted = |name: &str| args.first().is_none_or(|w| w == name);
    let mut write = |name: &str, text: String| {
        println!("measurements/{name}.md:\n\n{text}");
        recording
            .keep(&format!("{name}.md"), &text)
            .expect("write a table");
    };
    if wanted("solve") {
        write("solve", solve_table());
    }
    if wanted("french") {
        write("french", french_table());
    }
    if wanted("count") {
        write("count", count_table());
    }
    if wanted("count-steps") {
        write("count_steps", count_steps_table());
    }
    eprintln!("{}", recording.summary());
}
