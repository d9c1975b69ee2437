//! What the listings' tests, examples and benches share, so that no listing depends
//! on the book's own test crate: running a program with input
//! ([`programs`]), the workloads whose instructions `cargo book bench` counts
//! ([`workload`]), the tables of measurements the book includes
//! ([`bench_report`]), and the `--record` flag of the examples that measure
//! ([`record`]).

pub mod bench_report;
pub mod programs;
pub mod record;
pub mod workload;
