//! The command line every preprocessor of the book shares, as mdBook calls it:
//! `NAME supports RENDERER` (exit status 0 if supported), or `NAME` with the book as
//! JSON on standard input and the processed book as JSON on standard output.

use clap::{Arg, Command};
use mdbook_preprocessor::{parse_input, Preprocessor, MDBOOK_VERSION};
use std::io::{self, Read};
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
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read the book from mdBook: {e}"))?;
    check_mdbook_version(&input)?;
    let (ctx, book) = parse_input(input.as_bytes()).map_err(|e| format!("bad input: {e:#}"))?;
    let book = preprocessor.run(&ctx, book).map_err(|e| format!("{e:#}"))?;
    serde_json::to_writer(io::stdout(), &book).map_err(|e| e.to_string())
}

/// The mdBook this book is built with: its preprocessors speak mdBook 0.5's protocol.
const NEEDED: &str = "0.5";

/// One line that says which mdBook the book needs, when another one runs it.
///
/// ```
/// use book_preprocessors::command::check_mdbook_version;
/// assert!(check_mdbook_version(r#"[{"mdbook_version": "0.5.4"}, {}]"#).is_ok());
/// let old = check_mdbook_version(r#"[{"mdbook_version": "0.4.40"}, {}]"#).unwrap_err();
/// assert!(old.contains("needs mdBook 0.5") && old.contains("cargo book serve"));
/// ```
pub fn check_mdbook_version(input: &str) -> Result<(), String> {
    let version = serde_json::from_str::<serde_json::Value>(input)
        .ok()
        .and_then(|value| value[0]["mdbook_version"].as_str().map(str::to_string));
    match version {
        Some(v) if v == NEEDED || v.starts_with(&format!("{NEEDED}.")) => Ok(()),
        found => Err(format!(
            "this book needs mdBook {NEEDED}.x, and mdBook {} is running it: run \
             `cargo book serve` (it installs mdBook {MDBOOK_VERSION} into .tools/), or \
             `cargo install mdbook --version {MDBOOK_VERSION} --locked`",
            found.as_deref().unwrap_or("of an unknown version")
        )),
    }
}
