//! Prints any board: its bits both ways round and its picture.
//!
//! ```text
//! cargo run -p ch01-cells --bin show-board -- 27
//! cargo run -p ch01-cells --bin show-board -- 0x8000000000 --width 8 --height 8
//! cargo run -p ch01-cells --bin show-board -- 0 --cell 2,1 --cell 0,0
//! ```

use ch01_cells::cells::{set_cell, Bitboard, Grid};
use ch01_cells::print::{bit_list, bits_lsb_first, bits_msb_first, picture};
use clap::Parser;
use std::num::IntErrorKind;
use std::process::ExitCode;

/// Print a bitboard as bits and as a grid.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// The board as an integer: decimal, or with a 0x, 0o or 0b prefix.
    #[arg(value_parser = parse_board)]
    board: Bitboard,
    /// Number of columns.
    #[arg(long, default_value_t = 3)]
    width: u32,
    /// Number of rows.
    #[arg(long, default_value_t = 3)]
    height: u32,
    /// Also set the cell at X,Y (repeatable).
    #[arg(long = "cell", value_name = "X,Y", value_parser = parse_xy)]
    cells: Vec<(u32, u32)>,
}

/// Parses a board written in decimal, hexadecimal (0x), octal (0o) or binary (0b).
fn parse_board(text: &str) -> Result<Bitboard, String> {
    let clean = text.replace('_', "");
    let (digits, radix) = match clean.get(..2) {
        Some("0x" | "0X") => (&clean[2..], 16),
        Some("0o" | "0O") => (&clean[2..], 8),
        Some("0b" | "0B") => (&clean[2..], 2),
        _ => (clean.as_str(), 10),
    };
    u64::from_str_radix(digits, radix).map_err(|e| match e.kind() {
        IntErrorKind::PosOverflow => "more than 64 bits".to_string(),
        IntErrorKind::Empty => "no digits".to_string(),
        _ => format!("not a whole number in base {radix}"),
    })
}

/// Parses `X,Y`.
fn parse_xy(text: &str) -> Result<(u32, u32), String> {
    let parse = |part: &str| part.trim().parse::<u32>().ok();
    let (x, y) = text.split_once(',').ok_or("expected X,Y")?;
    match (parse(x), parse(y)) {
        (Some(x), Some(y)) => Ok((x, y)),
        _ => Err("not whole numbers".to_string()),
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
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

fn run(args: &Args) -> Result<String, Box<dyn std::error::Error>> {
    let grid = Grid::new(args.width, args.height)?;
    let mut board = args.board;
    for &(x, y) in &args.cells {
        board = set_cell(board, grid.cell(x, y)?);
    }
    Ok(format!(
        "board {board} on the {grid} grid\nset bits: {}\nbinary, bit 0 last:  {}\nbit 0 first:         {}\n\n{}",
        bit_list(board),
        bits_msb_first(board, grid),
        bits_lsb_first(board, grid),
        picture(board, grid),
    ))
}
