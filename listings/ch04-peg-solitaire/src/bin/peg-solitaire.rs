//! Peg solitaire on the English board: solve it, count its positions, perft.
//!
//! ```text
//! cargo run -p ch04-peg-solitaire --release -- solve
//! cargo run -p ch04-peg-solitaire --release -- solve --moves "d2-d4 f3-d3"
//! cargo run -p ch04-peg-solitaire --release -- count
//! cargo run -p ch04-peg-solitaire --release -- count --solutions
//! cargo run -p ch04-peg-solitaire --release -- perft 5
//! ```

use ch04_peg_solitaire::board::{Board, ENGLISH, GOAL, START};
use ch04_peg_solitaire::count::count_levels;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{checked_play, Order};
use ch04_peg_solitaire::notation::{parse_board, parse_move, picture};
use ch04_peg_solitaire::perft::perft;
use ch04_peg_solitaire::solutions::count_solutions;
use ch04_peg_solitaire::solve::{best_search, Goal};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Peg solitaire on the English board, as a 49-bit bitboard.
#[derive(Parser)]
#[command(name = "peg-solitaire", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Find moves that leave a single peg in the centre, and print them.
    Solve {
        #[command(flatten)]
        position: Position,
        /// The order the search tries moves in.
        #[arg(long, value_enum, default_value_t = OrderArg::Index)]
        order: OrderArg,
    },
    /// Count the positions reachable from the start, level by level.
    Count {
        /// Stop after this many jumps (default: count them all).
        #[arg(long, conflicts_with = "solutions")]
        max_jumps: Option<u32>,
        /// Count instead the move sequences that end with one peg in the
        /// centre.
        #[arg(long)]
        solutions: bool,
    },
    /// Count the sequences of `depth` moves from the position.
    Perft {
        /// The number of moves in each sequence.
        depth: u32,
        #[command(flatten)]
        position: Position,
    },
}

/// Where to start: a board, then moves played on it.
#[derive(Args)]
struct Position {
    /// The board as seven rows of 0s and 1s, top row first, joined by `/`
    /// (default: every hole but the centre).
    #[arg(long)]
    board: Option<String>,
    /// Moves to play first, such as "d2-d4 f3-d3".
    #[arg(long, default_value = "")]
    moves: String,
}

#[derive(Clone, Copy, ValueEnum)]
enum OrderArg {
    /// By the jumping peg's bit, lowest first.
    Index,
    /// Up, then down, left, right.
    Direction,
}

impl Position {
    /// The board after the moves, or a message saying what is wrong.
    fn pegs(&self) -> Result<Board, String> {
        let mut pegs = match &self.board {
            Some(rows) => {
                parse_board(rows, ENGLISH).map_err(|e| e.to_string())?
            }
            None => START,
        };
        for (n, text) in self.moves.split_whitespace().enumerate() {
            let m =
                parse_move(text).map_err(|e| format!("move {}: {e}", n + 1))?;
            pegs = checked_play(pegs, &ENGLISH_GEOMETRY, m).map_err(|e| {
                format!("move {} ({text}) is illegal: {e}", n + 1)
            })?;
        }
        Ok(pegs)
    }
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Solve { position, order } => solve(&position, order),
        Command::Count {
            solutions: true, ..
        } => {
            let count = count_solutions(&ENGLISH_GEOMETRY, START, GOAL);
            println!("solutions: {count}");
            Ok(())
        }
        Command::Count { max_jumps, .. } => {
            count(max_jumps.unwrap_or(u32::MAX))
        }
        Command::Perft { depth, position } => position.pegs().map(|pegs| {
            println!("{}", perft(&ENGLISH_GEOMETRY, pegs, depth));
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn solve(position: &Position, order: OrderArg) -> Result<(), String> {
    let pegs = position.pegs()?;
    let mut search = best_search(ENGLISH_GEOMETRY);
    search.order = match order {
        OrderArg::Index => Order::ByIndex,
        OrderArg::Direction => Order::ByDirection,
    };
    let outcome = search.run(pegs, Goal::Exactly(GOAL));
    let moves = outcome
        .solution
        .ok_or("no sequence of moves leaves a single peg in the centre")?;
    let mut board = pegs;
    for (n, m) in moves.iter().enumerate() {
        println!("{:>2}. {m}", n + 1);
        board = checked_play(board, &ENGLISH_GEOMETRY, *m)
            .map_err(|e| format!("the solver's move {m} is illegal: {e}"))?;
    }
    println!();
    print!("{}", picture(board, ENGLISH));
    Ok(())
}

fn count(max_jumps: u32) -> Result<(), String> {
    let started = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let levels = count_levels(&ENGLISH_GEOMETRY, START, max_jumps, |level| {
        let mut stderr = std::io::stderr().lock();
        let line = format!(
            "counting: {} jumps, {} positions, {} up to symmetry, {:.1} s",
            level.jumps,
            level.positions,
            level.up_to_symmetry,
            started.elapsed().as_secs_f64()
        );
        let _ = if terminal {
            write!(stderr, "\r\x1b[2K{line}")
        } else {
            writeln!(stderr, "{line}")
        };
        let _ = stderr.flush();
    });
    if terminal {
        eprintln!();
    }
    let positions: u64 = levels.iter().map(|l| l.positions).sum();
    let classes: u64 = levels.iter().map(|l| l.up_to_symmetry).sum();
    println!("positions: {positions}");
    println!("positions-up-to-symmetry: {classes}");
    Ok(())
}
