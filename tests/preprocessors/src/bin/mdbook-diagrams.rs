//! The `diagrams` preprocessor for mdBook: ```` ```bitboard ```` blocks become board
//! diagrams, the doc examples of displayed functions fold behind the eye icon, and the
//! long runs of hidden lines wait outside their blocks until a reader asks for them.

use book_preprocessors::diagrams::DiagramsPreprocessor;
use std::process::ExitCode;

fn main() -> ExitCode {
    book_preprocessors::command::main(
        "mdbook-diagrams",
        "Draws the book's bitboard diagrams, folds doc examples and lightens hidden lines (an mdBook preprocessor)",
        &DiagramsPreprocessor,
    )
}
