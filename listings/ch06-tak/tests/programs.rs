//! Runs `tak` and snapshots what it prints, including its errors.

use listing_support::programs;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_tak");
const MIDDLE: &str = "d3 c3 c4 1d3< 1c4- Sc4";

fn run(args: &[&str]) -> Output {
    programs::run(PROGRAM, args, "")
}

fn stdout_of(args: &[&str]) -> String {
    programs::stdout_of(PROGRAM, args, "")
}

#[test]
fn perft_from_the_start_and_from_a_position() {
    assert_eq!(
        stdout_of(&["perft", "--size", "5", "--depth", "3"]),
        "43320\n"
    );
    let from_moves =
        stdout_of(&["perft", "--size", "5", "--depth", "2", "--moves", MIDDLE]);
    assert_eq!(from_moves, "6155\n");
    let tps = "x5/x2,2S,x2/x2,121,x2/x5/x5 1 4";
    assert_eq!(stdout_of(&["perft", "--tps", tps, "--depth", "1"]), "87\n");
}

#[test]
fn show_a_middle_game() {
    insta::assert_snapshot!(
        "show_middle_game",
        stdout_of(&["show", "--size", "5", "--moves", MIDDLE])
    );
}

#[test]
fn errors_name_the_move_and_the_reason() {
    let cases: [&[&str]; 6] = [
        &[
            "show",
            "--size",
            "5",
            "--moves",
            "d3 c3 c4 1d3< 1c4- Sc4 Sc4",
        ],
        &["show", "--size", "5", "--moves", "d3 c3 2c3>"],
        &["show", "--size", "5", "--moves", "d3 k9"],
        &["show", "--size", "9"],
        &["show", "--tps", "x5/x5 1 1"],
        &["perft", "--depth", "2"],
    ];
    let mut report = String::new();
    for args in cases {
        let output = run(args);
        assert!(!output.status.success(), "{args:?} should fail");
        let stderr = String::from_utf8_lossy(&output.stderr);
        report.push_str(&format!(
            "tak {}\n  {}\n",
            args.join(" "),
            stderr.trim()
        ));
    }
    insta::assert_snapshot!("errors", report);
}
