//! Tak on bitboards: count move sequences (perft) and show positions.
//!
//! ```text
//! cargo run -p ch06-tak --release -- perft --size 5 --depth 4
//! cargo run -p ch06-tak -- perft --size 5 --depth 2 --moves "d3 c3 c4 1d3< 1c4- Sc4"
//! cargo run -p ch06-tak -- show --size 5 --moves "d3 c3 c4 1d3< 1c4- Sc4"
//! ```

use ch06_tak::perft::perft;
use ch06_tak::position::Position;
use ch06_tak::print::show;
use ch06_tak::ptn::parse_move;
use clap::{Args, Parser, Subcommand};
use std::process::ExitCode;

/// Tak on bitboards.
#[derive(Parser)]
#[command(name = "tak", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the number of legal move sequences of a given length.
    Perft {
        #[command(flatten)]
        start: Start,
        /// The length of the sequences.
        #[arg(long)]
        depth: u32,
    },
    /// Print the board and whose turn it is.
    Show {
        #[command(flatten)]
        start: Start,
    },
}

/// Where to start: the empty board of a size, or a TPS, then some moves.
#[derive(Args)]
struct Start {
    /// The board size, 3 to 8 (not needed with --tps).
    #[arg(long)]
    size: Option<usize>,
    /// A position in TPS, such as "x5/x5/x5/x5/x5 1 1".
    #[arg(long)]
    tps: Option<String>,
    /// Moves in PTN played from there, separated by spaces.
    #[arg(long, default_value = "")]
    moves: String,
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Perft { start, depth } => {
            let position = reach(&start)?;
            Ok(format!("{}\n", perft(&position, depth)))
        }
        Command::Show { start } => Ok(show(&reach(&start)?)),
    }
}

/// The position the options describe, or why it cannot be reached.
fn reach(start: &Start) -> Result<Position, String> {
    let mut position = match (&start.tps, start.size) {
        (Some(tps), size) => {
            let position = Position::from_tps(tps)
                .map_err(|e| format!("bad TPS `{tps}`: {e}"))?;
            if size.is_some_and(|s| s != position.size()) {
                return Err(format!(
                    "--size {} does not match the TPS",
                    size.unwrap_or(0)
                ));
            }
            position
        }
        (None, Some(size)) => Position::new(size).map_err(|e| e.to_string())?,
        (None, None) => return Err("give --size or --tps".to_string()),
    };
    for (index, text) in start.moves.split_whitespace().enumerate() {
        let number = index + 1;
        let mv = parse_move(text, position.size())
            .map_err(|e| format!("move {number}: {e}"))?;
        position = position
            .play(mv)
            .map_err(|e| format!("move {number}, `{text}`, is illegal: {e}"))?;
    }
    Ok(position)
}
