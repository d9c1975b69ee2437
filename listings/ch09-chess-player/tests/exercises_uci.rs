//! The playing part's exercises against independent answers: the command
//! read back by the listing's parser, perft against the Chess Programming
//! Wiki's published counts, and the match statistics against fastchess's
//! own tests.

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch09_chess_player::exercises_uci::{
    elo_difference, elo_interval, erf, go_perft, likelihood_of_superiority,
    position_command,
};
use ch09_chess_player::uci::parse_position;

#[test]
fn the_position_command_sets_up_the_game() {
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for i in 0..40 {
        let legal = legal_moves(&pos);
        if legal.is_empty() {
            break;
        }
        let m = legal[(i * 7) % legal.len()];
        moves.push(m);
        pos = pos.play(m);
    }
    let line = position_command(&moves);
    let args: Vec<&str> = line.split(' ').skip(1).collect();
    let (read, history) = parse_position(&args).unwrap();
    assert_eq!(read, pos);
    assert_eq!(history.len(), moves.len() + 1);
}

#[test]
fn go_perft_gives_the_published_counts() {
    // Chess Programming Wiki, "Perft Results": the start position and Kiwipete
    let start = Position::start();
    assert_eq!(go_perft(&start, &["perft", "4"]).unwrap(), "nodes 197281");
    let kiwipete = Position::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    assert_eq!(go_perft(&kiwipete, &["perft", "3"]).unwrap(), "nodes 97862");
    assert_eq!(
        go_perft(&start, &["perft", "nine"]).unwrap_err(),
        "go perft: a depth from 0 to 8, not nine"
    );
}

#[test]
fn the_statistics_agree_with_fastchess() {
    // fastchess v1.8.2-alpha, app/tests/elo_test.cpp, case "EloWDL 2":
    // 136 wins, 96 losses, 111 draws: Elo 40.70 ± 30.43, LOS 99.60 %
    let (elo, error) = elo_interval(136, 111, 96);
    assert!((elo - 40.70).abs() < 0.01, "{elo}");
    assert!((error - 30.43).abs() < 0.01, "{error}");
    assert!((likelihood_of_superiority(136, 111, 96) - 0.9960).abs() < 0.00005);
    // case "EloWDL 1": 76 wins, 89 losses, 123 draws: LOS 15.53 %
    assert!((likelihood_of_superiority(76, 123, 89) - 0.1553).abs() < 0.00005);
    // the error function's published values (Abramowitz and Stegun, table 7.1)
    assert!(erf(0.0).abs() < 1e-7);
    assert!((erf(0.5) - 0.520_499_877_8).abs() < 2e-7);
    assert!((erf(1.0) - 0.842_700_792_9).abs() < 2e-7);
    assert!((erf(-1.0) + 0.842_700_792_9).abs() < 2e-7);
    // a score of 3/4 is 190.85 Elo: 400 · log₁₀ 3
    assert!((elo_difference(0.75) - 400.0 * 3f64.log10()).abs() < 1e-9);
}
