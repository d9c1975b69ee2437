//! The command line of a listing's workload example, `examples/chNN_workload.rs`
//! (`ch05_workload` in `ch05-isolation`): fixed pieces of work that
//! `cargo book bench` runs one at a time under `valgrind --tool=callgrind`, to
//! count the instructions each executes.
//!
//! `ch05_workload --list` prints one `work<TAB>form` line per workload;
//! `ch05_workload N` runs the N-th (from 0) once and prints its result, so that
//! the compiler cannot drop the work.

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
            "expected --list or N, N from 0 to {}",
            works.len() - 1
        ))?;
    Ok(format!("{}\n", run()))
}

/// The `main` of a workload program: prints the answer, or the error (after
/// the program's name) and exits with status 2.
pub fn main(works: &[Workload]) {
    let mut args = std::env::args();
    let program = args.next().unwrap_or_default();
    let name = std::path::Path::new(&program)
        .file_stem()
        .map_or("workload".into(), |s| s.to_string_lossy());
    match answer(works, &args.next().unwrap_or_default()) {
        Ok(text) => print!("{text}"),
        Err(message) => {
            eprintln!("{name}: {message}");
            std::process::exit(2);
        }
    }
}
