//! Tic-tac-toe on bitboards: count the game tree, watch perfect play, or play.
//!
//! ```text
//! cargo run -p ch02-neighbours --release --bin tic-tac-toe -- stats
//! cargo run -p ch02-neighbours --bin tic-tac-toe -- game
//! cargo run -p ch02-neighbours --bin tic-tac-toe -- play   # you are X; add --as o to be O
//! ```

use ch02_neighbours::census::census;
use ch02_neighbours::solver::Solver;
use ch02_neighbours::tictactoe::{PlayError, Player, State, GRID};
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// Tic-tac-toe on bitboards, with a perfect player.
#[derive(Parser)]
#[command(name = "tic-tac-toe", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Walk the whole game tree and print its counts as `name: value` lines.
    Stats,
    /// Print a game between two perfect players, move by move.
    Game,
    /// Play against the perfect player; moves are typed as x,y.
    Play {
        /// The side you play; X moves first.
        #[arg(long = "as", value_enum, default_value = "x")]
        side: Side,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    X,
    O,
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Stats => {
            print!("{}", census().lines());
            Ok(())
        }
        Command::Game => {
            print!("{}", perfect_game());
            Ok(())
        }
        Command::Play { side } => {
            let human = match side {
                Side::X => Player::X,
                Side::O => Player::O,
            };
            // Typed moves are echoed by the terminal; piped ones are echoed here, so
            // that a transcript of the game reads the same.
            let echo = !io::stdin().is_terminal();
            play(human, io::stdin().lock(), io::stdout().lock(), echo)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A game in which both players take the first of their best moves.
fn perfect_game() -> String {
    let mut solver = Solver::new();
    let mut state = State::new();
    let mut text =
        format!("The empty board is worth {}.\n", solver.value(&state));
    for turn in 1.. {
        let Some(&bitpos) = solver.best_moves(&state).first() else {
            break;
        };
        let (x, y) = GRID.coordinates(bitpos).expect("a move is on the board");
        let mover = state.player();
        state = state.play(1 << bitpos).expect("a best move is legal");
        text.push_str(&format!("\n{turn}. {mover} plays ({x}, {y})\n"));
        text.push_str(&state.picture());
    }
    text.push_str(&format!("\n{}\n", result(&state)));
    text
}

/// The result of a finished game, in words.
fn result(state: &State) -> String {
    match state.winner() {
        Some(player) => format!("{player} wins."),
        None => "A draw.".to_string(),
    }
}

/// Reads one move `x,y`; `Ok(None)` at the end of the input.
fn read_move(
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> ReadMove {
    let mut line = Vec::new();
    if input.read_until(b'\n', &mut line)? == 0 {
        return Ok(None);
    }
    if echo {
        writeln!(out, "{}", String::from_utf8_lossy(&line).trim())?;
    }
    let Ok(text) = std::str::from_utf8(&line).map(str::trim) else {
        return Ok(Some(Err(
            "that line is not UTF-8 text: type x,y, such as 1,1".into(),
        )));
    };
    let numbers: Vec<Option<u32>> = text
        .split([',', ' '])
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().ok())
        .collect();
    Ok(Some(match numbers[..] {
        [Some(x), Some(y)] => Ok((x, y)),
        _ => Err(format!("`{text}` is not a move: type x,y, such as 1,1")),
    }))
}

/// A move read from the input: none at its end, or the coordinates, or a message.
type ReadMove = io::Result<Option<Result<(u32, u32), String>>>;

/// A game between a person, typing moves on `input`, and the solver.
fn play(
    human: Player,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<()> {
    let mut solver = Solver::new();
    let mut state = State::new();
    writeln!(
        out,
        "You are {human}. Type your moves as x,y: 0,0 is the top left."
    )?;
    while !state.is_over() {
        if state.player() != human {
            let bitpos = solver.best_moves(&state)[0];
            let (x, y) =
                GRID.coordinates(bitpos).expect("a move is on the board");
            state = state.play(1 << bitpos).expect("a best move is legal");
            writeln!(out, "I play {x},{y}.")?;
            continue;
        }
        write!(out, "{}your move> ", state.picture())?;
        out.flush()?;
        let (x, y) = match read_move(&mut input, &mut out, echo)? {
            None => {
                writeln!(out, "\nGame abandoned.")?;
                return Ok(());
            }
            Some(Err(message)) => {
                writeln!(out, "{message}")?;
                continue;
            }
            Some(Ok(xy)) => xy,
        };
        match state.play_at(x, y) {
            Ok(next) => state = next,
            Err(
                error @ (PlayError::OffBoard(_) | PlayError::Occupied { .. }),
            ) => {
                writeln!(out, "{error}; try again.")?;
            }
            Err(error) => return Err(io::Error::other(error)),
        }
    }
    write!(out, "{}", state.picture())?;
    writeln!(out, "{}", result(&state))
}
