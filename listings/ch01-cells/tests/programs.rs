//! Runs the chapter's programs and snapshots what they print.

use listing_support::programs;
use std::process::Output;

fn run(program: &str, args: &[&str]) -> Output {
    programs::run(program, args, "")
}

fn stdout_of(program: &str, args: &[&str]) -> String {
    programs::stdout_of(program, args, "")
}

#[test]
fn lets_test_get() {
    let printed = stdout_of(env!("CARGO_BIN_EXE_lets-test-get"), &[]);
    insta::assert_snapshot!("lets_test_get", printed);
}

#[test]
fn lets_test_set_clear() {
    let printed = stdout_of(env!("CARGO_BIN_EXE_lets-test-set-clear"), &[]);
    insta::assert_snapshot!("lets_test_set_clear", printed);
}

#[test]
fn show_board() {
    let show = env!("CARGO_BIN_EXE_show-board");
    insta::assert_snapshot!("show_board_27", stdout_of(show, &["27"]));
    let args = ["0b101", "--width", "4", "--height", "2", "--cell", "3,1"];
    insta::assert_snapshot!("show_board_4x2", stdout_of(show, &args));
}

#[test]
fn show_board_rejects_bad_input_with_a_message() {
    let show = env!("CARGO_BIN_EXE_show-board");
    let cases: [&[&str]; 5] = [
        &["27x"],
        &["0x10000000000000000"],
        &["27", "--cell", "3,0"],
        &["27", "--cell", "one,two"],
        &["1", "--width", "9", "--height", "9"],
    ];
    let mut report = String::new();
    for args in cases {
        let output = run(show, args);
        assert!(!output.status.success(), "show-board {args:?} should fail");
        assert!(
            output.stdout.is_empty(),
            "show-board {args:?} printed a board"
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first_line = stderr.lines().next().unwrap_or_default();
        report.push_str(&format!(
            "show-board {}\n  {first_line}\n",
            args.join(" ")
        ));
    }
    insta::assert_snapshot!("show_board_errors", report);
}
