//! Runs `tic-tac-toe` and snapshots what it prints.

use listing_support::programs;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_tic-tac-toe");

fn run(args: &[&str], input: &str) -> Output {
    programs::run(PROGRAM, args, input)
}

fn stdout_of(args: &[&str], input: &str) -> String {
    programs::stdout_of(PROGRAM, args, input)
}

#[test]
fn stats() {
    let printed = stdout_of(&["stats"], "");
    assert!(printed.contains("games: 255168\n"));
    insta::assert_snapshot!("stats", printed);
}

#[test]
fn a_perfect_game() {
    let printed = stdout_of(&["game"], "");
    assert!(printed.ends_with("A draw.\n"));
    insta::assert_snapshot!("game", printed);
}

#[test]
fn a_session_with_mistakes_in_it() {
    let moves = "1,1\n1,1\n7,0\nfoo\n0,2\n1,2\n";
    insta::assert_snapshot!("play_session", stdout_of(&["play"], moves));
}

#[test]
fn playing_second() {
    let printed = stdout_of(&["play", "--as", "o"], "1,1\n2,0\n0,1\n1,2\n");
    assert!(
        printed.starts_with("You are O.") && printed.ends_with("A draw.\n")
    );
    insta::assert_snapshot!("play_as_o", printed);
}

#[test]
fn bad_arguments_fail_with_a_message() {
    for args in [&["play", "--as", "z"][..], &["solve"], &[]] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?} should fail");
        assert!(!output.stderr.is_empty(), "{args:?} says nothing");
    }
}

#[test]
fn a_line_that_is_not_text_is_asked_again() {
    let clean = stdout_of(&["play"], "1,1\n0,2\n1,2\n");
    let output =
        programs::run_bytes(PROGRAM, &["play"], b"1,1\n\xff\xfe\n0,2\n1,2\n");
    assert!(output.status.success());
    let session = String::from_utf8(output.stdout).unwrap();
    assert!(session.contains("\nthat line is not UTF-8 text: type x,y"));
    // The bad line changes nothing else: the game ends as without it.
    let last_move = &clean[clean.rfind("your move> ").unwrap()..];
    assert!(session.ends_with(last_move), "{session}");
    insta::assert_snapshot!("play_not_text", session);
}
