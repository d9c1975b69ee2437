//! Runs `isolation` and snapshots what it prints.

use listing_support::programs;
use serde_json::Value;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_isolation");

fn run(args: &[&str], input: &str) -> Output {
    programs::run(PROGRAM, args, input)
}

fn stdout_of(args: &[&str], input: &str) -> String {
    programs::stdout_of(PROGRAM, args, input)
}

#[test]
fn trace_prints_one_object_per_position() {
    let games = "57 0 25 11\n57 0 13\n1 2 x\n\n";
    let output = run(&["trace"], games);
    assert!(!output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    let objects: Vec<Value> = printed
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    // Game 1: blank, 57, 0, 25, then 11 is refused. Game 2: blank, 57, 0,
    // then 13 is refused. Game 3: blank, 1, 2, then `x`. Game 4: blank.
    assert_eq!(objects.len(), 4 + 3 + 3 + 1);
    let keys: Vec<&str> = objects[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "ply",
            "board",
            "ply_count",
            "player",
            "locs",
            "actions",
            "terminal",
            "utility"
        ]
    );
    assert_eq!(objects[2]["board"], "41523161203939121938568444148443134");
    assert_eq!(objects[2]["locs"], serde_json::json!([57, 0]));
    // Shown in the book: the last positions of game 1, one key a line so
    // that they fit the page.
    let tail: Vec<String> = objects[2..4].iter().map(one_key_a_line).collect();
    insta::assert_snapshot!("trace_game_1_tail", tail.join("\n"));
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(errors.starts_with("line 1: illegal action 11 at ply 4: "));
    insta::assert_snapshot!("trace_errors", errors);
}

#[test]
fn trace_goes_on_after_a_line_that_is_not_text() {
    let output = programs::run_bytes(
        PROGRAM,
        &["trace"],
        b"57 0\n\xff\xfe\n57 0 13\r\n1 2\n",
    );
    assert!(!output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    let plies: Vec<u64> = printed
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["ply"].clone())
        .map(|ply| ply.as_u64().unwrap())
        .collect();
    // Line 1: blank, 57, 0. Line 3: blank, 57, 0, then 13 is refused.
    // Line 4: blank, 1, 2.
    assert_eq!(plies, [0, 1, 2, 0, 1, 2, 0, 1, 2]);
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(errors.starts_with("line 2: not UTF-8 text\nline 3: "));
    insta::assert_snapshot!("trace_not_text_stdout", printed);
    insta::assert_snapshot!("trace_not_text_stderr", errors);
}

/// A JSON object written with one key a line and compact values.
fn one_key_a_line(object: &Value) -> String {
    let fields: Vec<String> = object
        .as_object()
        .unwrap()
        .iter()
        .map(|(key, value)| format!("  {key:?}: {value}"))
        .collect();
    format!("{{\n{}\n}}", fields.join(",\n"))
}

#[test]
fn the_first_action_game_traced_to_its_end() {
    // Replays the errata's game through the program: the same end.
    let mut state = ch05_isolation::isolation::Isolation::new();
    let mut actions = Vec::new();
    while !state.terminal_test() {
        let first = state.actions()[0];
        actions.push(first.to_string());
        state = state.result(first.into()).unwrap();
    }
    let printed = stdout_of(&["trace"], &actions.join(" "));
    let last: Value =
        serde_json::from_str(printed.lines().last().unwrap()).unwrap();
    assert_eq!(last["ply_count"], 34);
    assert_eq!(last["terminal"], true);
    assert_eq!(last["utility"], serde_json::json!([1, -1]));
    assert_eq!(last["board"], state.board().to_string());
}

#[test]
fn the_agent_against_a_random_player() {
    let args = [
        "match", "--games", "100", "--budget", "20000", "--seed", "1",
    ];
    let printed = stdout_of(&args, "");
    insta::assert_snapshot!("match_100", printed);
}

#[test]
fn a_short_session_against_the_agent() {
    let printed = stdout_of(&["play"], "57\nNNE\n13\nnonsense\n");
    assert!(printed.contains("not one of the 8 knight's moves"));
    assert!(printed.contains("`nonsense` is not a move"));
    insta::assert_snapshot!("play_session", printed);
}

#[test]
fn bad_arguments_fail_with_a_message() {
    for args in [
        &["match", "--games", "x"][..],
        &["play", "--budget", "-1"],
        &[],
    ] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?} should fail");
        assert!(!output.stderr.is_empty(), "{args:?} says nothing");
    }
}

#[test]
fn play_asks_again_after_a_line_that_is_not_text() {
    let clean = stdout_of(&["play"], "57\nNNE\n");
    let output =
        programs::run_bytes(PROGRAM, &["play"], b"57\n\xff\xfe\nNNE\n");
    assert!(output.status.success());
    let session = String::from_utf8(output.stdout).unwrap();
    assert!(session.contains("\nthat line is not UTF-8 text; try again.\n"));
    // The bad line changes nothing else: the game goes on as without it.
    let last_move = &clean[clean.rfind("your move> ").unwrap()..];
    assert!(session.ends_with(last_move), "{session}");
    insta::assert_snapshot!("play_not_text", session);
}
