//! Helpers shared by the book's tests and by `cargo book` (see `src/bin/book.rs`).

pub mod bench_report;
pub mod tools;
