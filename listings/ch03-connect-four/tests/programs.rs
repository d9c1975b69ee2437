//! Runs `connect-four` and snapshots what it prints.

use listing_support::programs;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_connect-four");

fn run(args: &[&str], input: &str) -> Output {
    programs::run(PROGRAM, args, input)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn show_prints_the_position() {
    let output = run(&["show", "4453"], "");
    assert!(output.status.success());
    insta::assert_snapshot!("show_4453", text(&output.stdout));
    let output = run(&["show", "--emoji", "4453"], "");
    insta::assert_snapshot!("show_4453_emoji", text(&output.stdout));
    let output = run(&["show", "1212121"], "");
    assert!(text(&output.stdout).ends_with("Red has won\n"));
}

#[test]
fn show_refuses_bad_moves() {
    let mut errors = Vec::new();
    for moves in ["44x3", "4444444", "12121212"] {
        let output = run(&["show", moves], "");
        assert!(!output.status.success());
        assert!(output.stdout.is_empty());
        errors.push(text(&output.stderr));
    }
    insta::assert_snapshot!("show_errors", errors.concat());
}

#[test]
fn perft_counts_move_sequences() {
    let output = run(&["perft", "7"], "");
    assert_eq!(text(&output.stdout), "823536\n");
}

#[test]
fn solve_scores_every_good_line() {
    let input = "2252576253462244111563365343671351441 -1\n\
                 44x3\n\
                 4444444\n\
                 1212121\n\
                 7422341735647741166133573473242566 1\n";
    let output = run(&["solve"], input);
    assert!(!output.status.success());
    insta::assert_snapshot!("solve_stdout", text(&output.stdout));
    insta::assert_snapshot!("solve_stderr", text(&output.stderr));
}

#[test]
fn play_against_the_solver() {
    let moves = "1\n1\n9\n1\n2\n3\n";
    let output = run(&["play", "--budget", "100000"], moves);
    assert!(output.status.success());
    let session = text(&output.stdout);
    assert!(session.ends_with("Yellow wins.\n"));
    insta::assert_snapshot!("play_session", session);
}

#[test]
fn solve_goes_on_after_a_line_that_is_not_text() {
    // Two lines of `Test_L3_R1`, with their published scores, around a line
    // that is not UTF-8 and a bad move; the last line ends as on Windows.
    let input = b"2252576253462244111563365343671351441 -1\n\
                  \xff\xfe\n\
                  44x3\n\
                  7422341735647741166133573473242566 1\r\n";
    let output = programs::run_bytes(PROGRAM, &["solve"], input);
    assert!(!output.status.success());
    let printed = text(&output.stdout);
    assert_eq!(
        printed,
        "2252576253462244111563365343671351441 -1\n\
         7422341735647741166133573473242566 1\n"
    );
    let errors = text(&output.stderr);
    assert!(errors.starts_with("line 2: not UTF-8 text\nline 3: 44x3: "));
    insta::assert_snapshot!("solve_not_text_stdout", printed);
    insta::assert_snapshot!("solve_not_text_stderr", errors);
}

#[test]
fn play_asks_again_after_a_line_that_is_not_text() {
    let args = ["play", "--budget", "100000"];
    let clean = run(&args, "1\n1\n2\n3\n");
    let output = programs::run_bytes(PROGRAM, &args, b"1\n\xff\xfe\n1\n2\n3\n");
    assert!(output.status.success());
    let session = text(&output.stdout);
    assert!(session.contains("\nthat line is not UTF-8 text\n"));
    // The bad line changes nothing else: the game ends as without it.
    let clean = text(&clean.stdout);
    let last_move = &clean[clean.rfind("Your move").unwrap()..];
    assert!(session.ends_with(last_move), "{session}");
    insta::assert_snapshot!("play_not_text", session);
}
