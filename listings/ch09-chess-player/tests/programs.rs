//! Runs `chess-player` and checks what it prints: the evaluation term by
//! term, the bench and its pinned node count, UCI on standard input, and
//! bad input refused with one line.

use listing_support::programs;

const PROGRAM: &str = env!("CARGO_BIN_EXE_chess-player");

fn stdout_of(args: &[&str], input: &str) -> String {
    programs::stdout_of(PROGRAM, args, input)
}

#[test]
fn eval_prints_each_term_then_the_evaluation() {
    let kiwipete =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let text = stdout_of(&["eval", "--fen", kiwipete], "");
    assert!(text.lines().last().unwrap().starts_with("eval: "));
    insta::assert_snapshot!("eval_kiwipete", text);
}

#[test]
fn eval_of_a_position_with_every_pawn_structure() {
    // the position of the evaluation's figures, Black to move: the last
    // line is the tapered total for White, negated
    let fen = "r2q1rk1/5ppp/1n6/pP1p4/3PpP2/4P2P/1Q2BP2/R1R3K1 b - - 1 24";
    let text = stdout_of(&["eval", "--fen", fen], "");
    let tapered: i32 = text
        .lines()
        .find_map(|l| l.split("tapered: ").nth(1))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(text.lines().last().unwrap(), format!("eval: {}", -tapered));
    insta::assert_snapshot!("eval_structure", text);
}

#[test]
fn eval_refuses_a_bad_fen_in_one_line() {
    let out = programs::run(PROGRAM, &["eval", "--fen", "8/8/8 w - - 0 1"], "");
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    insta::assert_snapshot!("eval_bad_fen", stderr);
}

#[test]
fn the_bench_signature() {
    let text = stdout_of(&["bench"], "");
    let last = text.lines().last().unwrap();
    let nodes: u64 = last.split(' ').nth(1).unwrap().parse().unwrap();
    // the bench's node count: the same on every machine; a change to the
    // search or the evaluation changes it, and this number with it
    assert_eq!(nodes, BENCH_NODES, "{text}");
}

/// The bench's node count.
const BENCH_NODES: u64 = 627_898;

#[test]
fn uci_on_standard_input() {
    let input = "uci\nisready\nposition startpos moves e2e4\ngo depth 2\n";
    let text = stdout_of(&[], input);
    assert!(text.contains("uciok\nreadyok\n"), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("info depth 2 ")),
        "{text}"
    );
    assert!(
        text.lines().last().unwrap().starts_with("bestmove "),
        "{text}"
    );
    let same = stdout_of(&["uci"], input);
    assert_eq!(same.lines().last(), text.lines().last());
}
