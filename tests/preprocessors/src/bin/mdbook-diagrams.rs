//! The `diagrams` preprocessor for mdBook: ```` ```bitboard ```` blocks become board
//! diagrams, and the doc examples of displayed functions fold behind the eye icon.

use book_preprocessors::diagrams::DiagramsPreprocessor;
use std::process::ExitCode;

fn main() -> ExitCode {
    book_preprocessors::command::main(
        "mdbook-diagrams",
        "Draws the book's bitboard diagrams and folds doc examples (an mdBook preprocessor)",
        &DiagramsPreprocessor,
    )
}
