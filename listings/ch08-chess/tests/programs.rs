//! Runs `chess` and checks what it prints: perft with and without the
//! split by first move, the legal moves, and bad input refused with one line
//! on stderr that names the field.

mod common;

use common::PUBLISHED;
use listing_support::programs;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_chess");

fn run(args: &[&str]) -> Output {
    programs::run(PROGRAM, args, "")
}

fn stdout_of(args: &[&str]) -> String {
    programs::stdout_of(PROGRAM, args, "")
}

#[test]
fn perft_divide_of_the_start_position() {
    let text = stdout_of(&["perft", "--depth", "2", "--divide"]);
    assert_eq!(text.lines().last(), Some("nodes: 400"));
    insta::assert_snapshot!("perft_divide_start_2", text);
}

#[test]
fn perft_always_ends_with_the_node_count() {
    for published in &PUBLISHED {
        for depth in 0..=3 {
            let d = depth.to_string();
            for divide in [false, true] {
                let mut args =
                    vec!["perft", "--depth", &d, "--fen", published.fen];
                if divide {
                    args.push("--divide");
                }
                let text = stdout_of(&args);
                let expected = match depth {
                    0 => 1,
                    _ => published.counts[depth - 1],
                };
                assert_eq!(
                    text.lines().last(),
                    Some(format!("nodes: {expected}").as_str()),
                    "{args:?}"
                );
                if divide && depth > 0 {
                    let lines = text.lines().count() as u64 - 1;
                    assert_eq!(lines, published.counts[0], "{args:?}");
                    let sum: u64 = text
                        .lines()
                        .filter_map(|line| line.split_once(": "))
                        .filter(|(m, _)| *m != "nodes")
                        .map(|(_, n)| n.parse::<u64>().unwrap())
                        .sum();
                    assert_eq!(sum, expected, "{args:?}");
                }
            }
        }
    }
}

#[test]
fn moves_of_the_start_position_and_of_the_rank_pin() {
    let start = stdout_of(&["moves"]);
    assert_eq!(start.lines().count(), 20);
    let pinned =
        stdout_of(&["moves", "--fen", "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"]);
    insta::assert_snapshot!("moves_start", start);
    insta::assert_snapshot!("moves_en_passant_rank_pin", pinned);
}

#[test]
fn key_prints_the_position_and_its_polyglot_key() {
    // The Polyglot format's published keys: the start, and after e2e4 d7d5
    // e4e5 f7f5, where e5 may take f5 en passant.
    let start = stdout_of(&["key"]);
    assert_eq!(start.lines().last(), Some("key: 463b96181691fc9c"));
    let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    let after = stdout_of(&["key", "--fen", fen]);
    assert_eq!(after.lines().last(), Some("key: 22a48b5a8e47ff78"));
    insta::assert_snapshot!("key_start", start);
    insta::assert_snapshot!("key_en_passant", after);
}

#[test]
fn bad_fens_get_one_line_on_stderr_and_exit_code_1() {
    let cases = [
        (
            "en passant",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
        ),
        (
            "placement",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        ),
        (
            "castling",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
        ),
        ("side to move", "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"),
        ("fields", "not a position"),
        ("fullmove", "4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
        ("placement", "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1"),
    ];
    let mut report = String::new();
    for (field, fen) in cases {
        for args in [
            vec!["perft", "--depth", "1", "--fen", fen],
            vec!["moves", "--fen", fen],
            vec!["key", "--fen", fen],
        ] {
            let output = run(&args);
            assert_eq!(output.status.code(), Some(1), "{args:?}");
            assert!(output.stdout.is_empty(), "{args:?}");
            let stderr = String::from_utf8(output.stderr).unwrap();
            assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
            assert!(stderr.starts_with("error: FEN "), "{args:?}: {stderr}");
            assert!(stderr.contains(field), "{args:?}: {stderr}");
            if args[0] == "moves" {
                report.push_str(&stderr);
            }
        }
    }
    insta::assert_snapshot!("bad_fens", report);
}
