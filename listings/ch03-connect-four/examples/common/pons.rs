//! Runs Pascal Pons' C++ solver, `c4solver`, as a reader runs it: one
//! process, the positions on its standard input. Shared by the examples
//! `faster_steps` and `solve_empty_board` and by the solver's benchmark.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs the solver at `path` once with `input` on its standard input: what
/// it printed and how long it took, start to end.
pub fn run(path: &str, input: &str) -> Result<(String, Duration), String> {
    let start = Instant::now();
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {path}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no standard input")?;
    stdin
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    drop(stdin);
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let time = start.elapsed();
    if !output.status.success() {
        return Err(format!("{path} failed: {}", output.status));
    }
    let printed =
        String::from_utf8(output.stdout).map_err(|e| e.to_string())?;
    Ok((printed, time))
}
