//! `rays`: a slider's attacks on the chess board by any of the chapter's
//! methods, and the magic numbers the chapter finds.
//!
//! ```text
//! cargo run -p ch07-rays --bin rays -- attacks --piece rook --square e4 --occupied 0x0010000000100040
//! cargo run -p ch07-rays --bin rays -- attacks --piece queen --square d5 --occupied 0x0022000000080000 --method walk
//! cargo run -p ch07-rays --bin rays -- magics
//! ```

use ch07_rays::classical::{bishop_attacks_classical, rook_attacks_classical};
use ch07_rays::hyperbola::{bishop_attacks_hyperbola, rook_attacks_hyperbola};
use ch07_rays::kogge_stone::{
    bishop_attacks_kogge_stone, rook_attacks_kogge_stone,
};
use ch07_rays::magic::{
    bishop_attacks_magic, magic_tables, rook_attacks_magic, Magic,
};
use ch07_rays::pext::{bishop_attacks_pext, rook_attacks_pext};
use ch07_rays::print::{draw_attacks, LEGEND};
use ch07_rays::squares::{parse_square, square_name, Square};
use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk};
use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

/// Sliding attacks on the chess board.
#[derive(Parser)]
#[command(name = "rays", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Draw the squares a rook, bishop or queen attacks, and print them as a
    /// 64-bit number (bit 0 = a1, bit 63 = h8).
    Attacks {
        /// The sliding piece.
        #[arg(long, value_enum)]
        piece: Piece,
        /// Its square, such as e4.
        #[arg(long)]
        square: String,
        /// Every occupied square, as a hexadecimal number of at most 64 bits
        /// (bit 0 = a1), such as 0x0000_0010_0010_0000: 0x is optional, and
        /// _ may group the digits.
        #[arg(long, default_value = "0x0")]
        occupied: String,
        /// How the attacks are found.
        #[arg(long, value_enum, default_value_t = Method::Magic)]
        method: Method,
    },
    /// Print the magic number, shift and table size of every square, and the
    /// size of all the tables together.
    Magics,
}

/// A sliding piece.
#[derive(Clone, Copy, ValueEnum)]
enum Piece {
    Rook,
    Bishop,
    Queen,
}

/// One of the chapter's ways to find a slider's attacks.
#[derive(Clone, Copy, ValueEnum)]
enum Method {
    /// Ray walking, one square at a time.
    Walk,
    /// A ray per direction, cut at the first blocker by a bit scan.
    Classical,
    /// Kogge-Stone occluded fills.
    KoggeStone,
    /// Hyperbola quintessence: a subtraction each way along each line.
    Hyperbola,
    /// Magic bitboards.
    Magic,
    /// PEXT: the index by parallel bit extract.
    Pext,
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
        Command::Attacks {
            piece,
            square,
            occupied,
            method,
        } => {
            let from = parse_square(&square).map_err(|e| e.to_string())?;
            let occupied = parse_board(&occupied)?;
            let found = attacks(piece, method, from, occupied);
            let letter = match piece {
                Piece::Rook => 'R',
                Piece::Bishop => 'B',
                Piece::Queen => 'Q',
            };
            Ok(format!(
                "{}{LEGEND}\nattacks: {found:#018x}\n",
                draw_attacks(letter, from, occupied, found)
            ))
        }
        Command::Magics => Ok(magics()),
    }
}

/// A slider's attacks, by one method: `fn(square, occupied) -> attacks`.
type Attacks = fn(Square, u64) -> u64;

/// The attacks of `piece` on `from`, found by `method`.
fn attacks(piece: Piece, method: Method, from: Square, occupied: u64) -> u64 {
    let (rook, bishop): (Attacks, Attacks) = match method {
        Method::Walk => (rook_attacks_walk, bishop_attacks_walk),
        Method::Classical => (rook_attacks_classical, bishop_attacks_classical),
        Method::KoggeStone => {
            (rook_attacks_kogge_stone, bishop_attacks_kogge_stone)
        }
        Method::Hyperbola => (rook_attacks_hyperbola, bishop_attacks_hyperbola),
        Method::Magic => (rook_attacks_magic, bishop_attacks_magic),
        Method::Pext => (rook_attacks_pext, bishop_attacks_pext),
    };
    match piece {
        Piece::Rook => rook(from, occupied),
        Piece::Bishop => bishop(from, occupied),
        Piece::Queen => rook(from, occupied) | bishop(from, occupied),
    }
}

/// Reads a board written as hex digits, after an optional `0x`, with `_`
/// allowed between them (bit 0 = a1), or says why not.
fn parse_board(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    let digits = trimmed
        .strip_prefix("0x")
        .or_else(|| trimmed.strip_prefix("0X"))
        .unwrap_or(trimmed)
        .replace('_', "");
    if digits.is_empty() {
        return Err(format!(
            "--occupied {text:?} has no hex digits: write the board as a hexadecimal number (bit 0 = a1), like 0x10000000 for e4"
        ));
    }
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!(
            "--occupied {text:?} is not hexadecimal: use only 0-9, a-f or A-F, and _ between digits, after an optional 0x"
        ));
    }
    u64::from_str_radix(&digits, 16).map_err(|_| {
        format!("--occupied {text:?} has more than 64 bits: a board is a number of at most 64 bits")
    })
}

/// Every square's magic number, shift and table size, rook and bishop, and
/// the size of all the tables together.
fn magics() -> String {
    let tables = magic_tables();
    let entries = |m: &Magic| 1usize << (64 - m.shift);
    let mut text = format!(
        "{:<6}  {:<18}  {:>5}  {:>7}  {:<18}  {:>5}  {:>7}\n",
        "square",
        "rook magic",
        "shift",
        "entries",
        "bishop magic",
        "shift",
        "entries"
    );
    let (mut rooks, mut bishops) = (0, 0);
    for square in 0..64 {
        let (rook, bishop) = (tables.rook(square), tables.bishop(square));
        text.push_str(&format!(
            "{:<6}  {:#018x}  {:>5}  {:>7}  {:#018x}  {:>5}  {:>7}\n",
            square_name(square),
            rook.magic,
            rook.shift,
            entries(rook),
            bishop.magic,
            bishop.shift,
            entries(bishop),
        ));
        rooks += entries(rook);
        bishops += entries(bishop);
    }
    text.push_str(&format!(
        "rook entries: {}, bishop entries: {}\n\
         total: {} entries of 8 bytes, {} bytes\n",
        with_commas(rooks),
        with_commas(bishops),
        with_commas(tables.len()),
        with_commas(tables.bytes()),
    ));
    text
}

/// A whole number with commas between groups of three digits.
fn with_commas(n: usize) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}
