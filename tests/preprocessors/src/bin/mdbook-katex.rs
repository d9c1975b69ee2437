//! The `mdbook-katex` preprocessor, built from the mdbook-katex library pinned in this
//! workspace's Cargo.lock.
//!
//! It does what the upstream binary's `main` does. The difference is the lockfile:
//! mdbook-katex 0.10.0 publishes a lockfile with mdbook-preprocessor 0.5.3, and its
//! binary warns on every build run by mdBook 0.5.4. Built here, against
//! mdbook-preprocessor 0.5.4, it matches the pinned mdBook and warns only when it has a
//! reason to.

/// The library's version, marked as this workspace's build of it.
const VERSION: &str = "0.10.0+bitboard-book";
use clap::{Parser, Subcommand};
use mdbook_katex::preprocess::KatexProcessor;
use mdbook_preprocessor::{parse_input, Preprocessor, MDBOOK_VERSION};
use std::io;
use std::process::ExitCode;

/// Renders the book's KaTeX math to HTML at build time (an mdBook preprocessor).
#[derive(Parser)]
#[command(name = "mdbook-katex", version = VERSION, about)]
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
    mdbook_katex::init_tracing();
    let result = match Cli::parse().command {
        Some(Command::Supports { renderer }) => supports(&renderer),
        None => preprocess(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mdbook-katex: {message}");
            ExitCode::FAILURE
        }
    }
}

fn supports(renderer: &str) -> Result<(), String> {
    match KatexProcessor.supports_renderer(renderer) {
        Ok(true) => Ok(()),
        _ => Err(format!("the {renderer} renderer is not supported")),
    }
}

fn preprocess() -> Result<(), String> {
    let (ctx, book) = parse_input(io::stdin()).map_err(|e| format!("bad input: {e:#}"))?;
    if ctx.mdbook_version != MDBOOK_VERSION {
        tracing::warn!(
            "built against mdBook {MDBOOK_VERSION}, run by mdBook {}",
            ctx.mdbook_version
        );
    }
    let book = KatexProcessor
        .run(&ctx, book)
        .map_err(|e| format!("{e:#}"))?;
    serde_json::to_writer(io::stdout(), &book).map_err(|e| e.to_string())
}
