//! The `diagrams` preprocessor for mdBook: ```` ```bitboard ```` blocks become board
//! diagrams (see `src/diagram.rs` for the format).

use book_tests::diagrams_preprocessor::DiagramsPreprocessor;
use clap::{Parser, Subcommand};
use mdbook_preprocessor::{parse_input, Preprocessor};
use std::io;
use std::process::ExitCode;

/// Our version and a hash of the sources it was built from (`src/source_hash.rs`).
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "+",
    env!("MDBOOK_DIAGRAMS_SOURCE_HASH")
);

/// Turns the book's `bitboard` blocks into diagrams (an mdBook preprocessor).
#[derive(Parser)]
#[command(name = "mdbook-diagrams", version = VERSION, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Tell mdBook whether a renderer is supported (exit status 0 if so).
    Supports {
        /// The renderer's name, such as `html`.
        renderer: String,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Some(Command::Supports { renderer }) => {
            match DiagramsPreprocessor.supports_renderer(&renderer) {
                Ok(true) => Ok(()),
                _ => Err(format!("the {renderer} renderer is not supported")),
            }
        }
        None => preprocess(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mdbook-diagrams: {message}");
            ExitCode::FAILURE
        }
    }
}

fn preprocess() -> Result<(), String> {
    let (ctx, book) = parse_input(io::stdin()).map_err(|e| format!("bad input: {e:#}"))?;
    let book = DiagramsPreprocessor
        .run(&ctx, book)
        .map_err(|e| format!("{e:#}"))?;
    serde_json::to_writer(io::stdout(), &book).map_err(|e| e.to_string())
}
