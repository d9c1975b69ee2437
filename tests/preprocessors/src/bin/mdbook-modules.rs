//! The `modules` preprocessor for mdBook: each `{{#module …}}` line of a Rust block
//! becomes the hidden scaffolding that makes a listing's file a module of the snippet.

use book_preprocessors::modules_preprocessor::ModulesPreprocessor;
use std::process::ExitCode;

fn main() -> ExitCode {
    book_preprocessors::command::main(
        "mdbook-modules",
        "Expands the book's {{#module}} lines into hidden modules (an mdBook preprocessor)",
        &ModulesPreprocessor,
    )
}
