//! `cargo book` given bad input: one line that says what to do, and a non-zero exit,
//! before anything is installed or built.

use std::process::{Command, Output};

/// Runs the `book` program (what `cargo book` runs) with `args` and extra `env`.
fn book(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_book"));
    command.args(args);
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("the book program runs")
}

/// The program failed with exactly one line on stderr, which contains `needle`.
fn fails_with_one_line(output: &Output, needle: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "it succeeded: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "not one line:\n{stderr}");
    assert!(stderr.starts_with("book: "), "{stderr}");
    assert!(stderr.contains(needle), "{stderr}");
}

#[test]
fn an_unknown_command_is_named_with_the_known_ones() {
    let output = book(&["frobnicate"], &[]);
    fails_with_one_line(&output, "no command `frobnicate`");
    assert_eq!(output.status.code(), Some(2));
    fails_with_one_line(&book(&["frobnicate"], &[]), "browser-test");
}

#[test]
fn no_command_lists_the_commands() {
    fails_with_one_line(&book(&[], &[]), "serve, build, install-tools, bench");
}

#[test]
fn an_unknown_listing_to_bench_is_refused_before_benchmarking() {
    fails_with_one_line(
        &book(&["bench", "ch09-chess"], &[]),
        "no listing `ch09-chess`",
    );
}

#[test]
fn browser_test_without_node_says_how_to_get_it() {
    let output = book(&["browser-test"], &[("PATH", "/nonexistent")]);
    fails_with_one_line(&output, "needs Node.js 20 or newer");
}

#[test]
fn pdf_without_node_says_how_to_get_it() {
    let output = book(&["pdf"], &[("PATH", "/nonexistent")]);
    fails_with_one_line(&output, "pdf needs Node.js 20 or newer");
}

#[test]
fn browser_test_without_chromium_says_how_to_get_it() {
    let output = book(&["browser-test"], &[("CHROMIUM", "/nonexistent/chromium")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if stderr.contains("Node.js") || stderr.contains("npm") {
        // No Node on this machine: the first missing piece is named instead.
        fails_with_one_line(&output, "browser-test needs");
    } else {
        fails_with_one_line(&output, "needs Chromium, and there is none at /nonexistent");
    }
}

#[test]
fn help_and_version_still_print_normally() {
    let output = book(&["--version"], &[]);
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("cargo book "));
}
