//! `chess`: perft counts and legal moves of a chess position given in FEN.
//!
//! ```text
//! cargo run --release -p ch08-chess --bin chess -- perft --depth 5
//! cargo run --release -p ch08-chess --bin chess -- perft --depth 2 --divide --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//! cargo run --release -p ch08-chess --bin chess -- moves --fen "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"
//! cargo run --release -p ch08-chess --bin chess -- key --fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
//! ```

use ch08_chess::movegen::legal_moves;
use ch08_chess::perft::{divide, perft};
use ch08_chess::position::Position;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Legal chess moves and perft counts.
#[derive(Parser)]
#[command(name = "chess", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the legal move sequences of a given length; the last line is
    /// always `nodes: <count>`.
    Perft {
        /// The number of moves (plies) in each sequence.
        #[arg(long)]
        depth: u32,
        /// The position in FEN (the starting position if left out).
        #[arg(long)]
        fen: Option<String>,
        /// First print each legal move (UCI) with the count it starts.
        #[arg(long)]
        divide: bool,
    },
    /// Print the legal moves in UCI notation, one per line, sorted.
    Moves {
        /// The position in FEN (the starting position if left out).
        #[arg(long)]
        fen: Option<String>,
    },
    /// Print the position and, on the last line, its Zobrist key (the
    /// Polyglot key) as 16 hexadecimal digits: `key: 463b96181691fc9c`.
    Key {
        /// The position in FEN (the starting position if left out).
        #[arg(long)]
        fen: Option<String>,
    },
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

/// The position of `--fen`, or the starting position.
fn position(fen: Option<&str>) -> Result<Position, String> {
    match fen {
        Some(text) => Position::from_fen(text).map_err(|e| e.to_string()),
        None => Ok(Position::start()),
    }
}

fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Perft {
            depth,
            fen,
            divide: split,
        } => {
            let pos = position(fen.as_deref())?;
            let mut text = String::new();
            let nodes = if split && depth > 0 {
                let moves = divide(&pos, depth);
                for (m, count) in &moves {
                    text.push_str(&format!("{m}: {count}\n"));
                }
                moves.iter().map(|&(_, n)| n).sum()
            } else {
                perft(&pos, depth)
            };
            text.push_str(&format!("nodes: {nodes}\n"));
            Ok(text)
        }
        Command::Moves { fen } => {
            let pos = position(fen.as_deref())?;
            let mut moves: Vec<String> =
                legal_moves(&pos).iter().map(|m| m.to_string()).collect();
            moves.sort();
            Ok(moves.iter().map(|m| format!("{m}\n")).collect())
        }
        Command::Key { fen } => {
            let pos = position(fen.as_deref())?;
            Ok(format!("{pos}key: {:016x}\n", pos.key()))
        }
    }
}
