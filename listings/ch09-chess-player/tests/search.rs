//! The search: a legal move in every position of many random games, none
//! where there is none, published mates at the depth they need, draws
//! recognised, and every step of the chapter searching correctly.

mod common;

use ch08_chess::history::KeyHistory;
use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch09_chess_player::score::{MATE, MATE_BOUND};
use ch09_chess_player::search::{Outcome, Searcher, Step};
use ch09_chess_player::time::Limits;
use common::{play, random_positions, MATES};

fn search_with(
    step: Step,
    pos: &Position,
    history: &KeyHistory,
    depth: i32,
) -> Outcome {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    Searcher::with_step(1, step).search(pos, history, &limits, &mut |_| {})
}

fn search(fen: &str, depth: i32) -> Outcome {
    let pos = Position::from_fen(fen).unwrap();
    search_with(Step::LAST, &pos, &KeyHistory::new(&pos), depth)
}

#[test]
fn every_position_of_random_games_gets_a_legal_move_or_none() {
    let mut searcher = Searcher::new(1);
    let limits = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let (mut with_moves, mut without) = (0, 0);
    for pos in random_positions(0x5EA7C4, 40, 200) {
        let outcome =
            searcher.search(&pos, &KeyHistory::new(&pos), &limits, &mut |_| {});
        let moves = legal_moves(&pos);
        match outcome.best {
            Some(m) => {
                assert!(moves.contains(&m), "{m} in {}", pos.to_fen());
                with_moves += 1;
            }
            None => {
                assert!(moves.is_empty(), "no move in {}", pos.to_fen());
                without += 1;
            }
        }
    }
    assert!(with_moves > 3_000, "{with_moves}");
    assert!(without > 0, "some games end in mate or stalemate");
}

#[test]
fn published_mates_are_found_at_the_depth_they_need() {
    for mate in MATES {
        let depth = 2 * mate.moves as i32 - 1;
        let outcome = search(mate.fen, depth);
        assert_eq!(
            outcome.best.unwrap().to_string(),
            mate.first,
            "{}",
            mate.id
        );
        assert_eq!(outcome.report.score, MATE - depth, "{}", mate.id);
    }
}

#[test]
fn every_step_finds_the_mates_in_two() {
    for step in Step::ALL {
        for mate in MATES.iter().filter(|m| m.moves <= 2) {
            let pos = Position::from_fen(mate.fen).unwrap();
            // before quiescence the mate is seen only at a node searched
            // to depth 1, one ply after the mating move
            let extra = if step < Step::Quiescence { 1 } else { 0 };
            let depth = 2 * mate.moves as i32 - 1 + extra;
            let outcome =
                search_with(step, &pos, &KeyHistory::new(&pos), depth);
            assert_eq!(
                outcome.best.unwrap().to_string(),
                mate.first,
                "{} at step {step:?}",
                mate.id
            );
            assert!(
                outcome.report.score > MATE_BOUND,
                "{} at step {step:?}",
                mate.id
            );
        }
    }
}

#[test]
fn checkmated_and_stalemated_have_no_move() {
    // fool's mate: White is mated
    let mated = play(&Position::start(), "f2f3 e7e5 g2g4 d8h4");
    let outcome = search_with(Step::LAST, &mated, &KeyHistory::new(&mated), 4);
    assert_eq!(outcome.best, None);
    let stalemate =
        Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(
        search_with(Step::LAST, &stalemate, &KeyHistory::new(&stalemate), 4)
            .best,
        None
    );
}

#[test]
fn stalemate_scores_a_draw_not_a_win() {
    // Kf8 would stalemate Black (h7 and g7 taken, g8 next to the king)
    let pos = Position::from_fen("7k/5K2/6P1/8/8/8/8/8 w - - 0 1").unwrap();
    let stalemate = play(&pos, "f7f8");
    assert!(legal_moves(&stalemate).is_empty() && !stalemate.in_check());
    let outcome = search_with(Step::LAST, &pos, &KeyHistory::new(&pos), 3);
    assert_ne!(outcome.best.unwrap().to_string(), "f7f8");
    assert!(outcome.report.score > 0);
}

#[test]
fn a_perpetual_check_is_a_draw() {
    // Black has a queen and two rooks more, but White checks for ever:
    // Qe8+ Kh7 Qh5+ Kg8 Qe8+ …; the repetition scores 0
    let pos =
        Position::from_fen("6k1/6p1/8/7Q/1r6/r7/q5PP/7K w - - 0 1").unwrap();
    let outcome = search_with(Step::LAST, &pos, &KeyHistory::new(&pos), 7);
    assert_eq!(outcome.report.score, 0);
    assert_eq!(outcome.best.unwrap().to_string(), "h5e8");
    // the line comes back to the root's key, and the history sees it
    let after = play(&pos, "h5e8 g8h7 e8h5 h7g8");
    assert_eq!(after.key(), pos.key());
    let mut history = KeyHistory::new(&pos);
    let mut p = pos;
    for uci in ["h5e8", "g8h7", "e8h5", "h7g8"] {
        p = play(&p, uci);
        history.push(&p);
    }
    assert_eq!(history.repetitions(), 1);
}

#[test]
fn the_fifty_move_rule_and_dead_positions_score_0() {
    // a rook up, but the next move is the hundredth ply without capture or
    // pawn move: every reply is a draw unless it mates at once
    let outcome = search("4k3/8/8/8/8/8/8/R3K3 w - - 99 120", 4);
    assert_eq!(outcome.report.score, 0);
    // a bishop each on the same colour: no mate can ever happen
    let outcome = search("4k3/8/3b4/8/8/2B5/8/4K3 w - - 0 1", 4);
    assert_eq!(outcome.report.score, 0);
}

#[test]
fn a_mate_on_the_hundredth_ply_is_a_mate() {
    // White mates at once (f7g7 or f7e8) with the move that reaches 100 plies.
    let outcome = search("7k/5Q2/6K1/8/8/8/8/8 w - - 99 80", 3);
    assert_eq!(outcome.report.score, MATE - 1);
    let best = outcome.best.unwrap().to_string();
    assert!(best == "f7g7" || best == "f7e8", "{best}");
}

#[test]
fn a_fixed_depth_search_is_the_same_every_time() {
    let pos = Position::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    let a = search_with(Step::LAST, &pos, &KeyHistory::new(&pos), 5);
    let b = search_with(Step::LAST, &pos, &KeyHistory::new(&pos), 5);
    assert_eq!(
        a,
        Outcome {
            report: ch09_chess_player::search::Report {
                time: a.report.time,
                ..b.report.clone()
            },
            ..b
        }
    );
}

#[test]
fn the_node_limit_stops_the_search() {
    let pos = Position::start();
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let mut searcher = Searcher::new(1);
    let outcome =
        searcher.search(&pos, &KeyHistory::new(&pos), &limits, &mut |_| {});
    assert!(outcome.best.is_some());
    assert!(
        searcher.nodes() >= 20_000 && searcher.nodes() < 21_000,
        "{}",
        searcher.nodes()
    );
}
