//! Isolation on a 115-bit board: trace games as JSON, play the agent, run a match.
//!
//! ```text
//! cargo run -p ch05-isolation --bin isolation -- trace "57 0 25"
//! echo "57 0 25" | cargo run -p ch05-isolation --bin isolation -- trace
//! cargo run --release -p ch05-isolation --bin isolation -- play
//! cargo run --release -p ch05-isolation --bin isolation -- match --games 100
//! ```

use ch05_isolation::action::Action;
use ch05_isolation::agent::{play_match, Agent};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::print::debug_grid;
use clap::{Parser, Subcommand};
use serde_json::{json, Value};
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// Knights Isolation on an 11 × 9 board, as bitboards.
#[derive(Parser)]
#[command(name = "isolation", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print every position of some games as JSON objects, one key a line.
    /// A game is a line of actions as the original's `result()` takes them.
    Trace {
        /// The games to trace, one an argument (quoted); without them, the
        /// games are read from stdin, one a line.
        games: Vec<String>,
    },
    /// Play against the search agent; you move first unless `--second`.
    Play {
        /// Let the agent move first.
        #[arg(long)]
        second: bool,
        /// Positions the agent may search per move.
        #[arg(long, default_value_t = 200_000)]
        budget: u64,
    },
    /// Play the agent against a random player and print the score.
    Match {
        /// Number of games; the agent moves first in every other one.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Positions the agent may search per move.
        #[arg(long, default_value_t = 20_000)]
        budget: u64,
        /// Seed of the random player.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Trace { games } if games.is_empty() => {
            trace(io::stdin().lock(), io::stdout().lock())
        }
        Command::Trace { games } => {
            let lines = games.join("\n");
            trace(io::Cursor::new(lines), io::stdout().lock())
        }
        Command::Play { second, budget } => {
            let echo = !io::stdin().is_terminal();
            let human = usize::from(second);
            play(human, budget, io::stdin().lock(), io::stdout().lock(), echo)
        }
        Command::Match {
            games,
            budget,
            seed,
        } => {
            let result = play_match(games, budget, seed);
            println!("games: {}", result.games);
            println!("agent-wins: {}", result.agent_wins);
            println!("random-wins: {}", result.random_wins);
            Ok(())
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

/// One position as the JSON object `trace` prints: the original's three
/// fields, then the player to move (1 or 2), the legal actions, whether the
/// game is over, and its result for player 1 and player 2 (1 a win, −1 a
/// loss, 0 while it goes on).
fn position_json(state: &Isolation) -> Value {
    let utility = |player| match state.utility(player) {
        u if u > 0.0 => 1,
        u if u < 0.0 => -1,
        _ => 0,
    };
    json!({
        "board": state.board().to_string(),
        "ply_count": state.ply_count(),
        "locs": state.locs(),
        "to_move": state.player() + 1,
        "actions": state.actions(),
        "terminal": state.terminal_test(),
        "utility": [utility(0), utility(1)],
    })
}

/// A JSON object written one key a line, each value on one line.
fn one_key_a_line(object: &Value) -> String {
    let fields: Vec<String> = object
        .as_object()
        .expect("a position is an object")
        .iter()
        .map(|(key, value)| format!("  {key:?}: {value}"))
        .collect();
    format!("{{\n{}\n}}", fields.join(",\n"))
}

/// Prints every position of every game read from `input`; a line that is
/// not text, or a move that is refused, is reported on stderr with its line
/// number, and the next line is still traced.
fn trace(input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    let mut failed = 0;
    for (index, bytes) in input.split(b'\n').enumerate() {
        let (positions, outcome) = match std::str::from_utf8(&bytes?) {
            Ok(line) => replay(line),
            Err(_) => (Vec::new(), Err("not UTF-8 text".to_string())),
        };
        for state in &positions {
            writeln!(out, "{}", one_key_a_line(&position_json(state)))?;
        }
        if let Err(message) = outcome {
            eprintln!("line {}: {message}", index + 1);
            failed += 1;
        }
    }
    if failed > 0 {
        let message = format!("{failed} line(s) could not be traced");
        return Err(io::Error::other(message));
    }
    Ok(())
}

/// The positions of the game on `line`, the blank board first, up to the
/// first move that is refused, and the refusal.
fn replay(line: &str) -> (Vec<Isolation>, Result<(), String>) {
    let mut positions = vec![Isolation::new()];
    for (index, word) in line.split_whitespace().enumerate() {
        let ply = index + 1;
        let Ok(action) = word.parse::<i64>() else {
            let error = format!("`{word}` at ply {ply} is not an integer");
            return (positions, Err(error));
        };
        let state = positions.last().expect("the blank board is there");
        match state.result(action) {
            Ok(next) => positions.push(next),
            Err(error) => return (positions, Err(error.to_string())),
        }
    }
    (positions, Ok(()))
}

/// Reads a move: a cell index, or on later moves a knight offset or name.
fn parse_action(text: &str) -> Option<i64> {
    text.parse::<i64>().ok().or_else(|| {
        let name = text.to_ascii_uppercase();
        let action = Action::ALL.into_iter().find(|a| a.name() == name)?;
        Some(i64::from(action.offset()))
    })
}

/// A game between a person, typing actions on `input`, and the agent.
fn play(
    human: usize,
    budget: u64,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<()> {
    let mut state = Isolation::new();
    writeln!(
        out,
        "You are player {}. Your first move is any open cell (0 to 114); \
         after it, a knight's move by name (NNE, ENE, ESE, SSE, SSW, WSW, \
         WNW, NNW) or offset.",
        human + 1
    )?;
    let mut agent = Agent::new(budget);
    while !state.terminal_test() {
        if state.player() != human {
            let Some(action) = agent.choose(&state) else {
                break;
            };
            state = state.result(action).map_err(io::Error::other)?;
            writeln!(out, "I play {action}.")?;
            continue;
        }
        write!(out, "{}your move> ", debug_grid(&state))?;
        out.flush()?;
        let mut line = Vec::new();
        if input.read_until(b'\n', &mut line)? == 0 {
            writeln!(out, "\nGame abandoned.")?;
            return Ok(());
        }
        if echo {
            writeln!(out, "{}", String::from_utf8_lossy(&line).trim())?;
        }
        let Ok(text) = std::str::from_utf8(&line).map(str::trim) else {
            writeln!(out, "that line is not UTF-8 text; try again.")?;
            continue;
        };
        let Some(action) = parse_action(text) else {
            writeln!(out, "`{text}` is not a move; try again.")?;
            continue;
        };
        match state.result(action) {
            Ok(next) => state = next,
            Err(error) => writeln!(out, "{error}; try again.")?,
        }
    }
    write!(out, "{}", debug_grid(&state))?;
    let won = state.utility(human) > 0.0;
    writeln!(out, "{}", if won { "You win." } else { "I win." })
}
