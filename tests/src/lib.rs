//! Helpers shared by the book's tests and by `cargo book` (see `src/bin/book.rs`).

pub mod bench_report;
pub mod diagram;
#[cfg(feature = "preprocessors")]
pub mod diagrams_preprocessor;
/// Folds the doc-test examples of displayed functions behind the eye icon.
pub mod doc_examples;
pub mod programs;
/// Which sources make each workspace-built tool, and the hash that versions it.
pub mod source_hash;
pub mod tools;
pub mod workload;
