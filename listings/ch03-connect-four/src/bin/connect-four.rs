//! Connect Four on bitboards: show a position, count move sequences, solve
//! positions, or play against the solver.
//!
//! ```text
//! cargo run -p ch03-connect-four --bin connect-four -- show 4453
//! cargo run -p ch03-connect-four --bin connect-four --release -- perft 8
//! cargo run -p ch03-connect-four --release -- solve < listings/ch03-connect-four/tests/data/Test_L3_R1
//! cargo run -p ch03-connect-four --release -- play --budget 100000
//! ```
//!
//! `solve` reads one move string a line (digits 1 to 7; anything after a
//! space is ignored; an empty line is the empty board, which takes over two
//! minutes) and prints each with its score. `play --budget N` lets the solver
//! search N positions for each of its candidate moves (5,000,000 by default)
//! before it falls back on the most central move that does not lose at once.

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
    /// space is ignored; an empty line is the empty board), and print each
    /// with its exact score.
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
            Ok(answer) => {
                writeln!(out, "{answer}").map_err(|e| e.to_string())?;
            }
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

/// `moves score` for a line of moves (anything after a space is ignored).
/// An empty line is the empty board, as in Pons' solver: it prints ` 1`.
fn solve_line(solver: &mut Solver, line: &str) -> Result<String, String> {
    let (moves, position) = position_of(line)?;
    Ok(format!("{moves} {}", solver.solve(&position)))
}

/// The move string of a line and the position after it, if the game is
/// still on; the moves of an empty line are none, the empty board.
fn position_of(line: &str) -> Result<(&str, Position), String> {
    let moves = line.split(' ').next().unwrap_or("").trim_end();
    let position =
        Position::from_moves(moves).map_err(|e| format!("{moves}: {e}"))?;
    if position.last_mover_won() {
        return Err(format!("{moves}: the game is over: the last move won"));
    }
    Ok((moves, position))
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

#[cfg(test)]
mod tests {
    use super::*;

    // Solving the empty board takes minutes: these tests check that an empty
    // line reaches the solver as the empty board, and stop its search early.
    #[test]
    fn an_empty_line_is_the_empty_board() {
        for line in ["", "\t", " 1"] {
            assert_eq!(
                position_of(line),
                Ok(("", Position::new())),
                "{line:?}"
            );
        }
        let mut solver = Solver::new();
        assert_eq!(
            solver.solve_within(&position_of("").unwrap().1, 10_000),
            None
        );
        assert!(solver.nodes() >= 10_000);
    }

    #[test]
    fn a_line_is_its_moves_and_a_score() {
        let mut solver = Solver::new();
        let line = "7422341735647741166133573473242566 1";
        let answer = solve_line(&mut solver, line);
        assert_eq!(answer.as_deref(), Ok(line));
        assert!(position_of("1212121").is_err());
    }
}
