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

/// The JSON objects `trace` printed, one after the other.
fn objects(printed: &str) -> Vec<Value> {
    serde_json::Deserializer::from_str(printed)
        .into_iter::<Value>()
        .map(|object| object.expect("trace prints JSON objects"))
        .collect()
}

#[test]
fn trace_prints_one_object_per_position() {
    let games = "57 0 25 11\n57 0 13\n1 2 x\n\n";
    let output = run(&["trace"], games);
    assert!(!output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    let objects = objects(&printed);
    // Game 1: blank, 57, 0, 25, then 11 is refused. Game 2: blank, 57, 0,
    // then 13 is refused. Game 3: blank, 1, 2, then `x`. Game 4: blank.
    assert_eq!(objects.len(), 4 + 3 + 3 + 1);
    // One key a line: an opening brace, the seven keys, a closing brace.
    assert_eq!(printed.lines().count(), 9 * objects.len());
    let keys: Vec<&str> = objects[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "board",
            "ply_count",
            "locs",
            "to_move",
            "actions",
            "terminal",
            "utility"
        ]
    );
    assert_eq!(objects[0]["to_move"], 1);
    assert_eq!(objects[1]["to_move"], 2);
    assert_eq!(objects[2]["board"], "41523161203939121938568444148443134");
    assert_eq!(objects[2]["locs"], serde_json::json!([57, 0]));
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(errors.starts_with("line 1: illegal action 11 at ply 4: "));
    insta::assert_snapshot!("trace_errors", errors);
}

#[test]
fn the_trace_the_chapter_shows() {
    // The chapter's command:
    // cargo run -p ch05-isolation --bin isolation -- trace "57 0 25" | tail -n 9
    let output = run(&["trace", "57 0 25"], "");
    assert!(output.status.success());
    // The same game read from stdin prints the same.
    let from_stdin = stdout_of(&["trace"], "57 0 25\n");
    assert!(from_stdin == stdout_of(&["trace", "57 0 25"], ""));
    assert!(output.stderr.is_empty());
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(objects(&printed).len(), 4); // the blank board and 3 moves
    let lines: Vec<&str> = printed.lines().collect();
    let last = lines[lines.len() - 9..].join("\n");
    assert_eq!(objects(&last).len(), 1); // the last nine lines: one object
    insta::assert_snapshot!("trace_57_0_25_last_position", last);
}

#[test]
fn trace_takes_games_as_arguments_too() {
    let from_stdin = run(&["trace"], "57 0 25 11\n57 0 13\n1 2 x");
    let from_args = run(&["trace", "57 0 25 11", "57 0 13", "1 2 x"], "");
    assert!(
        from_args.stdout == from_stdin.stdout,
        "not the same positions"
    );
    assert_eq!(
        objects(&String::from_utf8(from_args.stdout).unwrap()).len(),
        10
    );
    assert_eq!(from_args.stderr, from_stdin.stderr);
    assert!(!from_args.status.success());
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
    let plies: Vec<u64> = objects(&printed)
        .iter()
        .map(|object| object["ply_count"].as_u64().unwrap())
        .collect();
    // Line 1: blank, 57, 0. Line 3: blank, 57, 0, then 13 is refused.
    // Line 4: blank, 1, 2.
    assert_eq!(plies, [0, 1, 2, 0, 1, 2, 0, 1, 2]);
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(errors.starts_with("line 2: not UTF-8 text\nline 3: "));
    insta::assert_snapshot!("trace_not_text_stdout", printed);
    insta::assert_snapshot!("trace_not_text_stderr", errors);
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
    let last = objects(&printed).pop().unwrap();
    assert_eq!(last["ply_count"], 34);
    assert_eq!(last["terminal"], true);
    assert_eq!(last["utility"], serde_json::json!([1, -1]));
    assert_eq!(last["board"], state.board().to_string());
}

#[test]
fn the_agent_against_a_random_player() {
    // The chapter's command, with the defaults: 100 games, a budget of
    // 20,000 positions a move, seed 1.
    let printed = stdout_of(&["match"], "");
    let args = [
        "match", "--games", "100", "--budget", "20000", "--seed", "1",
    ];
    assert_eq!(stdout_of(&args, ""), printed);
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

#[test]
fn the_defaults_the_chapter_gives() {
    // The chapter: `play` searches up to 200,000 positions a move; `match`
    // plays 100 games at 20,000 positions a move.
    let play = stdout_of(&["play", "--help"], "");
    assert!(play.contains("[default: 200000]"), "{play}");
    let matches = stdout_of(&["match", "--help"], "");
    assert!(matches.contains("[default: 100]"), "{matches}");
    assert!(matches.contains("[default: 20000]"), "{matches}");
}
