//! The command line every preprocessor of the book shares, as mdBook calls it:
//! `NAME supports RENDERER` (exit status 0 if supported), or `NAME` with the book as
//! JSON on standard input and the processed book as JSON on standard output.

use clap::{Arg, Command};
use mdbook_preprocessor::{parse_input, Preprocessor};
use std::io;
use std::process::ExitCode;

/// Runs `preprocessor` as mdBook's command `name`; errors go to stderr, one line.
pub fn main(name: &'static str, about: &'static str, preprocessor: &dyn Preprocessor) -> ExitCode {
    let matches = Command::new(name)
        .about(about)
        .version(env!("CARGO_PKG_VERSION"))
        .subcommand(
            Command::new("supports")
                .about("Tell mdBook whether a renderer is supported (exit status 0 if so)")
                .arg(
                    Arg::new("renderer")
                        .required(true)
                        .help("The renderer's name, such as `html`"),
                ),
        )
        .get_matches();
    let result = match matches.subcommand() {
        Some(("supports", args)) => {
            let renderer: &String = args.get_one("renderer").expect("required");
            match preprocessor.supports_renderer(renderer) {
                Ok(true) => Ok(()),
                _ => Err(format!("the {renderer} renderer is not supported")),
            }
        }
        _ => preprocess(preprocessor),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{name}: {message}");
            ExitCode::FAILURE
        }
    }
}

fn preprocess(preprocessor: &dyn Preprocessor) -> Result<(), String> {
    let (ctx, book) = parse_input(io::stdin()).map_err(|e| format!("bad input: {e:#}"))?;
    let book = preprocessor.run(&ctx, book).map_err(|e| format!("{e:#}"))?;
    serde_json::to_writer(io::stdout(), &book).map_err(|e| e.to_string())
}
