//! The Universal Chess Interface: transcripts of commands and answers
//! (snapshots, with times and speeds masked), bad input answered with one
//! line and nothing lost, and random lines thrown at the loop.

use ch09_chess_player::search::Step;
use ch09_chess_player::uci::{
    parse_go, parse_position, run, Flow, Output, Uci,
};
use proptest::prelude::*;
use std::sync::{Arc, Mutex};

/// The text written so far.
fn text(buffer: &Arc<Mutex<Vec<u8>>>) -> String {
    String::from_utf8_lossy(&buffer.lock().unwrap()).into_owned()
}

/// The answers to `commands`, each command handled (and its search waited
/// for) before the next, every line shown after the command it answers;
/// `time` and `nps` left out, since they change from run to run.
fn transcript(commands: &[&str]) -> String {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    let mut shown = String::new();
    let mut seen = 0;
    for command in commands {
        let flow = uci.handle(command.as_bytes());
        let words: Vec<&str> = command.split_whitespace().collect();
        if words.contains(&"go") && !words.contains(&"infinite") {
            uci.wait();
        }
        let all = text(&buffer);
        shown += &format!("> {command}\n");
        for line in all[seen..].lines() {
            shown += &mask(line);
            shown.push('\n');
        }
        seen = all.len();
        if flow == Flow::Quit {
            break;
        }
    }
    shown
}

/// The line without `time` and `nps` and their numbers.
fn mask(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if (words[i] == "time" || words[i] == "nps") && i + 1 < words.len() {
            i += 2;
        } else {
            kept.push(words[i]);
            i += 1;
        }
    }
    kept.join(" ")
}

#[test]
fn the_version_is_the_crates() {
    assert_eq!(ch09_chess_player::uci::VERSION, env!("CARGO_PKG_VERSION"));
}

#[test]
fn a_game_in_uci() {
    insta::assert_snapshot!(
        "game",
        transcript(&[
            "uci",
            "isready",
            "ucinewgame",
            "position startpos moves e2e4 e7e5 g1f3",
            "go depth 4",
            "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "go depth 3",
            "quit",
        ])
    );
}

#[test]
fn bad_input_is_answered_in_one_line_and_changes_nothing() {
    insta::assert_snapshot!(
        "bad_input",
        transcript(&[
            "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "position fen 6k1/5ppp/8/8/8 w - - 0 1",
            "position startpos moves e2e4 e7e4",
            "position start",
            "position",
            "go depth 0",
            "go nodes many",
            "go mate 0",
            "go wtime",
            "setoption name Hash value 0",
            "setoption name Hash value lots",
            "setoption name Threads value 4",
            "setoption value 3",
            "xyzzy",
            "",
            "isready",
            "go depth 2",
        ])
    );
}

#[test]
fn unknown_words_before_a_command_are_skipped() {
    // the protocol's own example: "joho debug on"
    insta::assert_snapshot!(
        "unknown_words",
        transcript(&["joho isready", "hello there", "please go depth 1"])
    );
}

#[test]
fn a_position_with_no_legal_move_gets_bestmove_0000() {
    let shown = transcript(&[
        "position startpos moves f2f3 e7e5 g2g4 d8h4",
        "go depth 3",
        "position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "go wtime 1000 btime 1000",
    ]);
    assert_eq!(shown.matches("bestmove 0000").count(), 2, "{shown}");
}

#[test]
fn stop_isready_and_quit_are_answered_while_searching() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    uci.handle(b"position startpos");
    uci.handle(b"go infinite");
    uci.handle(b"isready");
    // readyok comes at once, before any bestmove
    let after_isready = text(&buffer);
    assert!(after_isready.contains("readyok"), "{after_isready}");
    assert!(!after_isready.contains("bestmove"));
    // a second go is refused while the first runs
    uci.handle(b"go depth 1");
    assert!(
        text(&buffer).contains("info string go: a search is already running")
    );
    uci.handle(b"stop");
    uci.wait();
    let all = text(&buffer);
    assert_eq!(all.matches("bestmove").count(), 1, "{all}");
    assert!(all
        .trim_end()
        .lines()
        .last()
        .unwrap()
        .starts_with("bestmove "));
    // and quit during a search ends it with its move
    uci.handle(b"go infinite");
    assert_eq!(uci.handle(b"quit"), Flow::Quit);
    assert_eq!(text(&buffer).matches("bestmove").count(), 2);
}

#[test]
fn the_clock_limits_the_search() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    uci.handle(b"position startpos");
    let start = std::time::Instant::now();
    uci.handle(b"go wtime 1000 btime 1000 winc 0 binc 0");
    uci.wait();
    // 1000 ms left: the hard limit is a quarter of (1000 − 50)
    assert!(start.elapsed().as_millis() < 1000, "{:?}", start.elapsed());
    assert!(text(&buffer).contains("bestmove"));
}

#[test]
fn lines_that_are_not_utf8_are_one_bad_line_each() {
    let (out, buffer) = Output::captured();
    run(
        &b"isready\n\xff\xfe go depth 1\nisready\nquit\n"[..],
        out,
        Step::LAST,
    );
    insta::assert_snapshot!("not_utf8", text(&buffer));
}

#[test]
fn the_end_of_input_ends_the_loop_with_the_move() {
    let (out, buffer) = Output::captured();
    run(&b"position startpos\ngo infinite\n"[..], out, Step::LAST);
    assert_eq!(text(&buffer).matches("bestmove").count(), 1);
}

#[test]
fn parse_position_keeps_the_keys_of_the_game() {
    let (pos, history) =
        parse_position(&["startpos", "moves", "g1f3", "g8f6", "f3g1", "f6g8"])
            .unwrap();
    assert_eq!(history.len(), 5);
    assert_eq!(history.repetitions(), 1);
    assert_eq!(pos.key(), ch08_chess::position::Position::start().key());
    let fen = ["fen", "8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1"];
    assert!(parse_position(&fen).is_ok());
}

#[test]
fn parse_go_reads_every_limit() {
    let words = "wtime 1 btime 2 winc 3 binc 4 movestogo 5 movetime 6 depth 7 nodes 8 infinite";
    let args: Vec<&str> = words.split(' ').collect();
    let (limits, skipped) = parse_go(&args).unwrap();
    assert!(skipped.is_empty());
    assert_eq!(limits.time, [Some(1), Some(2)]);
    assert_eq!(limits.increment, [Some(3), Some(4)]);
    assert_eq!(
        (
            limits.movestogo,
            limits.movetime,
            limits.depth,
            limits.nodes,
            limits.infinite
        ),
        (Some(5), Some(6), Some(7), Some(8), true)
    );
    // a clock that has run out is sent as a negative time by some GUIs
    assert_eq!(parse_go(&["wtime", "-20"]).unwrap().0.time[0], Some(-20));
}

#[test]
fn parse_go_skips_what_it_does_not_know_up_to_the_next_word_it_knows() {
    let words = ["ponder", "searchmoves", "e2e4", "depth", "3", "joho", "7"];
    let (limits, skipped) = parse_go(&words).unwrap();
    assert_eq!(limits.depth, Some(3));
    assert_eq!(skipped, ["ponder searchmoves e2e4", "joho 7"]);
    // a mate in n moves is a search of 2n - 1 plies
    assert_eq!(parse_go(&["mate", "4"]).unwrap().0.depth, Some(7));
    assert!(parse_go(&["mate", "61"]).is_err());
    assert!(parse_go(&["mate", "60"]).is_ok());
}

#[test]
fn go_skips_the_words_it_does_not_support_and_still_searches() {
    insta::assert_snapshot!(
        "go_skips",
        transcript(&[
            "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "go mate 1",
            "go searchmoves g1f1 g1h1 depth 1",
            "go ponder depth 1",
        ])
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_stop_the_loop(lines in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..40), 1..8)) {
        let (out, buffer) = Output::captured();
        let mut uci = Uci::new(out);
        for line in &lines {
            uci.handle(line);
        }
        uci.handle(b"stop");
        uci.wait();
        uci.handle(b"isready");
        prop_assert!(text(&buffer).ends_with("readyok\n"));
    }

    #[test]
    fn commands_with_random_arguments_are_answered_or_ignored(
        command in prop::sample::select(vec!["position", "go", "setoption", "position fen", "position startpos moves", "go depth"]),
        words in prop::collection::vec("[a-h1-8wbqkrnpKQRBNP/ -]{0,8}|[0-9-]{1,4}|moves|fen|startpos|name|value", 0..8),
    ) {
        let (out, buffer) = Output::captured();
        let mut uci = Uci::new(out);
        let line = format!("{command} {}", words.join(" "));
        uci.handle(line.as_bytes());
        uci.handle(b"stop");
        uci.wait();
        uci.handle(b"isready");
        let all = text(&buffer);
        prop_assert!(all.ends_with("readyok\n"), "{}", all);
        for l in all.lines() {
            prop_assert!(
                l.starts_with("info ") || l.starts_with("bestmove ") || l == "readyok",
                "{}", l
            );
        }
    }
}

#[test]
fn a_finished_go_infinite_keeps_its_searcher_until_stop() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    uci.handle(b"position fen 7k/8/8/8/8/8/8/K7 w - - 0 1");
    uci.handle(b"go infinite");
    // Kings alone: the search ends at once and waits for `stop` to answer.
    std::thread::sleep(std::time::Duration::from_millis(300));
    uci.handle(b"ucinewgame"); // must answer, not wait for the search thread
    uci.handle(b"stop");
    uci.wait();
    let text = String::from_utf8_lossy(&buffer.lock().unwrap()).to_string();
    let refused =
        text.find("info string ucinewgame: wait until the search stops");
    let answered = text.find("bestmove");
    assert!(
        refused.is_some() && answered.is_some() && refused < answered,
        "{text}"
    );
}

#[test]
fn a_search_that_has_answered_gives_its_searcher_back_without_stop() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    // Stalemate: a `go` with no limit has nothing to search and answers at
    // once, so nothing waits for `stop`.
    uci.handle(b"position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    uci.handle(b"go");
    for _ in 0..500 {
        if text(&buffer).contains("bestmove") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    uci.handle(b"ucinewgame");
    uci.handle(b"position startpos");
    uci.handle(b"go depth 1");
    uci.wait();
    let text = text(&buffer);
    assert!(text.starts_with("bestmove 0000\n"), "{text}");
    assert!(
        !text.contains("wait until") && !text.contains("already"),
        "{text}"
    );
    assert_eq!(text.matches("bestmove").count(), 2, "{text}");
}

#[test]
fn skipped_words_are_said_after_the_search_before_answers() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    uci.handle(b"go depth 3");
    uci.handle(b"go ponder depth 1");
    uci.wait();
    let text = text(&buffer);
    let first_answer = text.find("bestmove").unwrap();
    let note = text.find("info string go: skipped ponder").unwrap();
    assert!(first_answer < note, "{text}");
}

#[test]
fn a_second_go_waits_for_the_first_to_answer() {
    let (out, buffer) = Output::captured();
    let mut uci = Uci::new(out);
    uci.handle(b"go depth 4");
    uci.handle(b"go depth 3");
    uci.wait();
    let text = String::from_utf8_lossy(&buffer.lock().unwrap()).to_string();
    assert_eq!(text.matches("bestmove").count(), 2, "{text}");
}
