//! Every Rust block of the book, compiled and run as a program of its own.
//!
//! `build.rs` expands each chapter's `{{#include}}` and `{{#rustdoc_include}}`
//! directives with mdBook's `links` preprocessor and lets skeptic write one test per
//! Rust block; this file compiles those tests. A test is named after its chapter, the
//! section it is in, and its line in the *expanded* chapter.

include!(concat!(env!("OUT_DIR"), "/skeptic-tests.rs"));
