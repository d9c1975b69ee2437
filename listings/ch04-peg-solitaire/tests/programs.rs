//! Runs `peg-solitaire` and snapshots what it prints.

use ch04_peg_solitaire::board::START;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::perft::perft;
use listing_support::programs;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_peg-solitaire");

fn run(args: &[&str]) -> Output {
    programs::run(PROGRAM, args, "")
}

fn stdout_of(args: &[&str]) -> String {
    programs::stdout_of(PROGRAM, args, "")
}

#[test]
fn solve_prints_moves_and_the_final_board() {
    let printed = stdout_of(&["solve"]);
    assert_eq!(printed.lines().filter(|l| l.contains('-')).count(), 31);
    insta::assert_snapshot!("solve", printed);
}

#[test]
fn solve_after_given_moves() {
    let printed = stdout_of(&["solve", "--moves", "f4-d4 e6-e4"]);
    assert_eq!(printed.lines().filter(|l| l.contains('-')).count(), 29);
}

#[test]
fn perft_prints_the_library_numbers() {
    for depth in 0..=5 {
        let printed = stdout_of(&["perft", &depth.to_string()]);
        let expected = perft(&ENGLISH_GEOMETRY, START, depth);
        assert_eq!(printed.trim(), expected.to_string());
    }
    insta::assert_snapshot!("perft_5", stdout_of(&["perft", "5"]));
}

#[test]
fn count_prints_name_value_lines() {
    let output = run(&["count", "--max-jumps", "6"]);
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 7, "one progress line per level");
    insta::assert_snapshot!(
        "count_6_jumps",
        String::from_utf8(output.stdout).unwrap()
    );
}

#[test]
fn count_solutions_prints_every_solution_of_the_english_board() {
    // The number of move sequences from the start to one peg in the centre:
    // 40,861,647,040,079,968 (issue 17, and the literature on the board).
    let printed = stdout_of(&["count", "--solutions"]);
    assert_eq!(printed, "solutions: 40861647040079968\n");
    insta::assert_snapshot!("count_solutions", printed);
}

#[test]
fn errors_are_messages_and_a_failure() {
    let cases: [&[&str]; 11] = [
        &["solve", "--moves", "d2d4"],
        &["solve", "--moves", "h1-h3"],
        &["solve", "--moves", "d2-d5"],
        &["solve", "--moves", "a1-c1"],
        &["solve", "--moves", "d4-d2"],
        &["solve", "--moves", "d2-d4 d1-d3"],
        &["solve", "--moves", "a3-c3"],
        &["perft", "3", "--board", "0011100/0011100"],
        &[
            "perft",
            "3",
            "--board",
            "0011100/0011100/1111111/1112111/1111111/0011100/0011100",
        ],
        &[
            "solve",
            "--board",
            "1011100/0011100/1111111/1110111/1111111/0011100/0011100",
        ],
        &[
            "solve",
            "--board",
            "0010000/0000000/0000000/0000000/0000000/0000000/0000000",
        ],
    ];
    let mut text = String::new();
    for args in cases {
        let output = run(args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let quoted: Vec<String> = args
            .iter()
            .map(|a| {
                if a.contains(' ') {
                    format!("\"{a}\"")
                } else {
                    a.to_string()
                }
            })
            .collect();
        let mut command = format!("$ peg-solitaire {}", quoted.join(" "));
        if command.len() > 80 {
            // Break before the last argument, as a shell would accept it.
            let (head, last) = command.rsplit_once(' ').unwrap();
            command = format!("{head} \\\n    {last}");
        }
        text.push_str(&command);
        text.push('\n');
        text.push_str(&String::from_utf8(output.stderr).unwrap());
    }
    insta::assert_snapshot!("errors", text);
}
