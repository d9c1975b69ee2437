//! Running a listing's command-line program from its tests: arguments in,
//! standard input fed, everything it prints captured.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `program` with `args`, writes `input` to its standard input and
/// closes it, and returns its exit status and what it printed.
///
/// ```
/// let out = listing_support::programs::run("cat", &[], "hello");
/// assert_eq!(out.stdout, b"hello");
/// ```
pub fn run(program: &str, args: &[&str], input: &str) -> Output {
    run_bytes(program, args, input.as_bytes())
}

/// [`run`] with standard input given as bytes, which need not be UTF-8.
///
/// ```
/// let out = listing_support::programs::run_bytes("cat", &[], b"\xff\n");
/// assert_eq!(out.stdout, b"\xff\n");
/// ```
pub fn run_bytes(program: &str, args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // A program may exit without reading its input; that is its answer.
    let _ = stdin.write_all(input);
    drop(stdin);
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("{program} did not finish: {e}"))
}

/// What `program` prints on standard output; fails the test if it exits
/// with an error.
///
/// ```
/// assert_eq!(listing_support::programs::stdout_of("echo", &["hi"], ""), "hi\n");
/// ```
pub fn stdout_of(program: &str, args: &[&str], input: &str) -> String {
    let output = run(program, args, input);
    assert!(
        output.status.success(),
        "{program} {args:?} failed: {output:?}"
    );
    String::from_utf8(output.stdout).expect("programs print UTF-8")
}
