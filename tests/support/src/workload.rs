//! The command line of a listing's `examples/workload.rs`: fixed pieces of
//! work that `cargo book bench` runs one at a time under
//! `valgrind --tool=callgrind`, to count the instructions each executes.
//!
//! `workload --list` prints one `work<TAB>form` line per workload;
//! `workload N` runs the N-th (from 0) once and prints its result, so that the
//! compiler cannot drop the work.

/// One workload: what it does, in which form (`bitboard` or `array`), and the
/// function that does it and returns a number that depends on all of it.
pub type Workload = (&'static str, &'static str, fn() -> u64);

/// Lists the workloads or runs the one named by the first argument.
///
/// ```
/// use listing_support::workload::{answer, Workload};
/// let works: [Workload; 1] = [("sum", "bitboard", || 3)];
/// assert_eq!(answer(&works, "--list"), Ok("sum\tbitboard\n".to_string()));
/// assert_eq!(answer(&works, "0"), Ok("3\n".to_string()));
/// assert!(answer(&works, "1").is_err());
/// ```
pub fn answer(works: &[Workload], arg: &str) -> Result<String, String> {
    if arg == "--list" {
        return Ok(works
            .iter()
            .map(|(w, v, _)| format!("{w}\t{v}\n"))
            .collect());
    }
    let (_, _, run) = arg
        .parse::<usize>()
        .ok()
        .and_then(|i| works.get(i))
        .ok_or(format!(
            "usage: workload --list | N, N from 0 to {}",
            works.len() - 1
        ))?;
    Ok(format!("{}\n", run()))
}

/// The `main` of a workload program: prints the answer, or the error and
/// exits with status 2.
pub fn main(works: &[Workload]) {
    let arg = std::env::args().nth(1).unwrap_or_default();
    match answer(works, &arg) {
        Ok(text) => print!("{text}"),
        Err(message) => {
            eprintln!("workload: {message}");
            std::process::exit(2);
        }
    }
}
