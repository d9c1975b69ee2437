//! The book's own mdBook preprocessors, as a library (the book's tests run them in
//! process) and as programs that `book.toml` runs with `cargo run`:
//!
//! - `mdbook-modules`, before mdBook's `links`: each `{{#module …}}` line of a Rust
//!   block becomes the hidden lines that make a listing's file a module of the snippet
//!   ([`modules`]);
//! - `mdbook-diagrams`, after `links`: every ```` ```bitboard ```` block becomes the
//!   HTML of its diagram ([`diagrams`]), and the doc examples of displayed functions
//!   fold behind the eye icon ([`doc_examples`]), and the long runs of hidden lines
//!   of Rust blocks leave the blocks' markup until a reader asks for them
//!   ([`hidden_lines`]);
//! - `mdbook-katex` is a thin `main` around the mdbook-katex library, built with this
//!   workspace's lockfile so that it matches our mdBook (see its source).

pub mod command;
pub mod diagrams;
/// Folds the doc-test examples of displayed functions behind the eye icon.
pub mod doc_examples;
pub mod hidden_lines;
/// Expands `{{#module}}` lines into hidden modules (shared with the tests' `build.rs`).
pub mod modules;
pub mod modules_preprocessor;

use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::errors::{Error, Result};

/// Rewrites every chapter's Markdown with `rewrite`; the first failure stops the
/// build, named with its chapter.
pub fn map_chapters(
    mut book: Book,
    mut rewrite: impl FnMut(&str) -> std::result::Result<String, String>,
) -> Result<Book> {
    let mut failure = None;
    book.for_each_mut(|item| {
        if let BookItem::Chapter(chapter) = item {
            match rewrite(&chapter.content) {
                Ok(content) => chapter.content = content,
                Err(e) => {
                    failure.get_or_insert(format!("{}: {e}", chapter.name));
                }
            }
        }
    });
    match failure {
        Some(message) => Err(Error::msg(message)),
        None => Ok(book),
    }
}
