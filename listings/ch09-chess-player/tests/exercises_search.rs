//! The search part's exercises against independent answers: captures
//! ordered by their victims and attackers as read from the board, the
//! table's line against the search's principal variation, the exchange
//! threshold against the whole exchange, and the mate search on published
//! mates.

mod common;

use ch08_chess::history::KeyHistory;
use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch09_chess_player::board::is_capture;
use ch09_chess_player::exercises_search::{
    captures_in_order, mate_search, see_at_least, table_line,
};
use ch09_chess_player::search::Searcher;
use ch09_chess_player::see::see;
use ch09_chess_player::time::Limits;
use common::{random_positions, MATES};

/// The value rank of the piece on a square, pawn 0 to king 5, read from
/// the FEN letter rather than from the listing's types.
fn rank_of(pos: &Position, square: usize) -> i32 {
    let fen = pos.to_fen();
    let placement = fen.split(' ').next().unwrap();
    let mut letters = Vec::new();
    for row in placement.split('/').rev() {
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => letters.extend(std::iter::repeat_n(' ', n as usize)),
                None => letters.push(c.to_ascii_lowercase()),
            }
        }
    }
    "pnbrqk".find(letters[square]).map_or(-1, |i| i as i32)
}

#[test]
fn captures_come_most_valuable_victim_first_then_cheapest_attacker() {
    for pos in random_positions(0x0DE5, 30, 120) {
        let ordered = captures_in_order(&pos);
        let all: Vec<_> = legal_moves(&pos)
            .iter()
            .copied()
            .filter(|&m| is_capture(&pos, m))
            .collect();
        assert_eq!(ordered.len(), all.len());
        let key = |m: &ch08_chess::types::Move| {
            let victim = if pos.piece_at(m.to()).is_some() {
                rank_of(&pos, m.to())
            } else {
                0
            };
            (victim, -rank_of(&pos, m.from()))
        };
        for pair in ordered.windows(2) {
            assert!(
                key(&pair[0]) >= key(&pair[1]),
                "{} before {} in {}",
                pair[0],
                pair[1],
                pos.to_fen()
            );
        }
    }
}

#[test]
fn the_table_line_starts_with_the_search_move_and_is_legal() {
    let kiwipete = Position::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let outcome = searcher.search(
        &kiwipete,
        &KeyHistory::new(&kiwipete),
        &limits,
        &mut |_| {},
    );
    let line = table_line(searcher.table(), &kiwipete, 20);
    assert!(line.len() >= 2, "{line:?}");
    assert_eq!(line[0], outcome.best.unwrap());
    let mut pos = kiwipete;
    for m in line {
        assert!(legal_moves(&pos).contains(&m));
        pos = pos.play(m);
    }
}

#[test]
fn the_exchange_threshold_agrees_with_the_whole_exchange() {
    let mut checked = 0;
    for pos in random_positions(0x7E5, 40, 150) {
        for &m in legal_moves(&pos)
            .iter()
            .filter(|&&m| is_capture(&pos, m) || m.promotion().is_some())
        {
            let value = see(&pos, m);
            for threshold in [
                -1000, -500, -301, -300, -200, -100, -1, 0, 1, 99, 100, 200,
                300, 500, 900,
            ] {
                assert_eq!(
                    see_at_least(&pos, m, threshold),
                    value >= threshold,
                    "{m} ≥ {threshold} in {} (see {value})",
                    pos.to_fen()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn the_mate_search_solves_the_published_mates_in_their_length_and_not_sooner() {
    for mate in MATES.iter().filter(|m| m.moves <= 2) {
        let pos = Position::from_fen(mate.fen).unwrap();
        let found = mate_search(&pos, mate.moves as u32).unwrap();
        assert_eq!(found.to_string(), mate.first, "{}", mate.id);
        assert_eq!(
            mate_search(&pos, mate.moves as u32 - 1),
            None,
            "{}",
            mate.id
        );
    }
}
