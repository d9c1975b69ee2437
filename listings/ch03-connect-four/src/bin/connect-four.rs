//! Connect Four on bitboards: show a position, count move sequences, solve
//! positions, or play against the solver.
//!
//! ```text
//! cargo run -p ch03-connect-four --bin connect-four -- show 4453
//! cargo run -p ch03-connect-four --bin connect-four --release -- perft 8
//! echo 4453 | cargo run -p ch03-connect-four --release -- solve
//! cargo run -p ch03-connect-four --release -- play
//! ```

use ch03_connect_four::game::Game;
use ch03_connect_four::notation::{game_from, parse_moves};
use ch03_connect_four::perft::perft;
use ch03_connect_four::position::Position;
use ch03_connect_four::print::{ascii, emoji};
use ch03_connect_four::solver::Solver;
use clap::{Parser, Subcommand};
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// Connect Four on bitboards.
#[derive(Parser)]
#[command(name = "connect-four", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the position after a move string of 1-based columns, like 4453.
    Show {
        /// The moves, one column digit (1 to 7) each.
        moves: String,
        /// Draw the discs as emoji, as the source does.
        #[arg(long)]
        emoji: bool,
    },
    /// Count the move sequences of a length from the empty board (a move
    /// that wins ends its line).
    Perft {
        /// The number of moves.
        depth: u32,
    },
    /// Read move strings from stdin, one a line (anything after the first
    /// space is ignored), and print each with its exact score.
    Solve,
    /// Play against the solver; you move first unless `--second`.
    Play {
        /// Let the solver move first.
        #[arg(long)]
        second: bool,
        /// Positions the solver may search for each of its candidate moves.
        #[arg(long, default_value_t = 5_000_000)]
        budget: u64,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Show { moves, emoji } => show(&moves, emoji),
        Command::Perft { depth } => {
            println!("{}", perft(&mut Game::new(), depth));
            Ok(())
        }
        Command::Solve => solve(io::stdin().lock(), io::stdout().lock()),
        Command::Play { second, budget } => {
            let echo = !io::stdin().is_terminal();
            let (input, output) = (io::stdin().lock(), io::stdout().lock());
            play(second, budget, input, output, echo)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn show(moves: &str, with_emoji: bool) -> Result<(), String> {
    let game = game_from(moves).map_err(|e| format!("{moves}: {e}"))?;
    let board = if with_emoji {
        emoji(&game)
    } else {
        ascii(&game)
    };
    print!("{board}");
    match game.winner() {
        Some(player) => println!("{player:?} has won"),
        None if game.is_full() => println!("a draw"),
        None => println!("{:?} to move", game.to_move()),
    }
    Ok(())
}

/// Solves every line; a bad line (not text, or not a position to solve)
/// gets an error on stderr with its number, and the others are still solved.
fn solve(input: impl BufRead, mut out: impl Write) -> Result<(), String> {
    let mut solver = Solver::new();
    let mut failed = 0;
    for (index, bytes) in input.split(b'\n').enumerate() {
        let bytes = bytes.map_err(|e| format!("cannot read stdin: {e}"))?;
        match text_of(&bytes).and_then(|line| solve_line(&mut solver, line)) {
            Ok(Some(answer)) => {
                writeln!(out, "{answer}").map_err(|e| e.to_string())?;
            }
            Ok(None) => {}
            Err(message) => {
                eprintln!("line {}: {message}", index + 1);
                failed += 1;
            }
        }
    }
    if failed > 0 {
        return Err(format!("{failed} line(s) could not be solved"));
    }
    Ok(())
}

/// The text of a line split off at `\n`, without a `\r` before it.
fn text_of(bytes: &[u8]) -> Result<&str, String> {
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())
}

/// `moves score` for a line of moves (anything after a space is ignored),
/// nothing for a blank line.
fn solve_line(
    solver: &mut Solver,
    line: &str,
) -> Result<Option<String>, String> {
    let moves = line.split(' ').next().unwrap_or("").trim_end();
    if moves.is_empty() {
        return Ok(None);
    }
    let position = solvable(moves).map_err(|e| format!("{moves}: {e}"))?;
    Ok(Some(format!("{moves} {}", solver.solve(&position))))
}

/// The position after `moves`, if the game is still on.
fn solvable(moves: &str) -> Result<Position, String> {
    let position = Position::from_moves(moves).map_err(|e| e.to_string())?;
    if position.last_mover_won() {
        return Err("the game is over: the last move won".into());
    }
    Ok(position)
}

fn play(
    second: bool,
    budget: u64,
    input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> Result<(), String> {
    let mut game = Game::new();
    let mut position = Position::new();
    let mut solver = Solver::new();
    let mut lines = input.split(b'\n');
    let mut say = |text: String| {
        write!(out, "{text}").map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())
    };
    let human_moves_first = !second;
    loop {
        if let Some(player) = game.winner() {
            return say(format!("{}{player:?} wins.\n", ascii(&game)));
        }
        if game.is_full() {
            return say(format!("{}A draw.\n", ascii(&game)));
        }
        let human_to_move =
            game.moves().len().is_multiple_of(2) == human_moves_first;
        let column = if human_to_move {
            say(format!("{}Your move (1-7): ", ascii(&game)))?;
            let Some(line) = lines.next() else {
                return say("\nbye\n".into());
            };
            let bytes = line.map_err(|e| e.to_string())?;
            if echo {
                say(format!("{}\n", String::from_utf8_lossy(&bytes).trim()))?;
            }
            let line = match text_of(&bytes) {
                Ok(text) => text.trim(),
                Err(message) => {
                    say(format!("that line is {message}\n"))?;
                    continue;
                }
            };
            match parse_moves(line).as_deref() {
                Ok([column]) => *column,
                _ => {
                    say(format!("{line:?} is not a column from 1 to 7\n"))?;
                    continue;
                }
            }
        } else {
            let choice = solver.choose(&position, budget);
            let how = match choice.score {
                Some(score) => format!("score {score}"),
                None => "not solved within the budget".to_string(),
            };
            say(format!("I play {} ({how}).\n", choice.column + 1))?;
            choice.column
        };
        match game.make_move(column) {
            Ok(()) => position = position.play(column),
            Err(error) => say(format!("{error}\n"))?,
        }
    }
}
