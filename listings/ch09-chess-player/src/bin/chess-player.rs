//! `chess-player`: a chess player that speaks the Universal Chess Interface.
//!
//! ```text
//! cargo run --release -p ch09-chess-player --bin chess-player
//! cargo run --release -p ch09-chess-player --bin chess-player -- eval --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//! cargo run --release -p ch09-chess-player --bin chess-player -- bench
//! ```

use ch08_chess::position::Position;
use ch09_chess_player::bench::{bench, DEPTH};
use ch09_chess_player::eval::{evaluate, phase, taper, terms_sum, TERMS};
use ch09_chess_player::eval_weights::WEIGHTS;
use ch09_chess_player::search::Step;
use ch09_chess_player::uci::{run, Output};
use clap::{Parser, Subcommand};
use std::io::{stdin, stdout};
use std::process::ExitCode;
use std::time::Instant;

/// A chess player: UCI on standard input and output, or one of its tools.
#[derive(Parser)]
#[command(name = "chess-player", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the Universal Chess Interface on standard input and output
    /// (what the program does with no command).
    Uci {
        /// Use the search's steps up to this one only (1 to 13).
        #[arg(long, default_value_t = Step::LAST.number())]
        step: usize,
    },
    /// Print each term of the evaluation of a position; the last line is
    /// `eval: N`, in centipawns for the side to move.
    Eval {
        /// The position in FEN.
        #[arg(long)]
        fen: String,
    },
    /// Search a fixed set of positions to a fixed depth; the last line is
    /// `nodes: N nps: M`.
    Bench {
        /// The depth, in plies.
        #[arg(long, default_value_t = DEPTH)]
        depth: i32,
        /// Use the search's steps up to this one only (1 to 13).
        #[arg(long, default_value_t = Step::LAST.number())]
        step: usize,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        None => {
            run(stdin().lock(), Output::new(stdout()), Step::LAST);
            ExitCode::SUCCESS
        }
        Some(Command::Uci { step }) => match Step::from_number(step) {
            Some(step) => {
                run(stdin().lock(), Output::new(stdout()), step);
                ExitCode::SUCCESS
            }
            None => {
                eprintln!("error: the step is from 1 to 13");
                ExitCode::FAILURE
            }
        },
        Some(Command::Eval { fen }) => match Position::from_fen(&fen) {
            Ok(pos) => {
                print!("{}", eval_text(&pos));
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Bench { depth, step }) => {
            match Step::from_number(step) {
                Some(step) if depth >= 1 => {
                    print!("{}", bench_text(depth, step));
                    ExitCode::SUCCESS
                }
                _ => {
                    eprintln!("error: the step is from 1 to 13 and the depth at least 1");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// Each term's middlegame and endgame values, their sum, the phase, and
/// the evaluation for the side to move.
fn eval_text(pos: &Position) -> String {
    let mut text =
        format!("{:<14}{:>11}{:>9}\n", "term", "middlegame", "endgame");
    for (name, term) in TERMS {
        let pair = term(pos, &WEIGHTS);
        text += &format!("{name:<14}{:>11}{:>9}\n", pair.mg, pair.eg);
    }
    let sum = terms_sum(pos);
    text += &format!("{:<14}{:>11}{:>9}\n", "total (White)", sum.mg, sum.eg);
    let p = phase(pos);
    text += &format!("phase: {p} of 24, tapered: {}\n", taper(sum, p));
    text += &format!("eval: {}\n", evaluate(pos));
    text
}

/// Each bench position's move, score and nodes, then the total and the
/// speed.
fn bench_text(depth: i32, step: Step) -> String {
    let start = Instant::now();
    let lines = bench(depth, step);
    let elapsed = start.elapsed();
    let mut text = String::new();
    for line in &lines {
        text += &format!(
            "{:<12} bestmove {:<6} score {:>6} nodes {}\n",
            line.name, line.best, line.score, line.nodes
        );
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64;
    text += &format!("nodes: {nodes} nps: {nps}\n");
    text
}
