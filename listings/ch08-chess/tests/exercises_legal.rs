//! The second part's exercises against shakmaty, a move generator that
//! shares no code with the listing: its checkmates, stalemates, legal moves
//! and attack sets, on positions from seeded random games.

mod common;

use ch08_chess::bitboard::Bitboard;
use ch08_chess::exercises_legal::{
    discoverers, game_end, make_and_test_moves, mates_in_one,
    pseudo_legal_moves, GameEnd,
};
use ch08_chess::position::Position;
use common::shakmaty_random_fens;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position as _};

/// Shakmaty's position for a FEN.
fn theirs(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

/// Shakmaty's legal moves in UCI, sorted.
fn their_moves(pos: &Chess) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    moves.sort();
    moves
}

/// Positions where the game is over, as published puzzles show them.
const ENDED: [(&str, GameEnd); 4] = [
    (
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        GameEnd::Checkmate,
    ),
    ("k7/8/1Q6/8/8/8/8/7K b - - 0 1", GameEnd::Stalemate),
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", GameEnd::Stalemate),
    ("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", GameEnd::Checkmate),
];

#[test]
fn checkmates_and_stalemates_agree_with_shakmaty() {
    for (fen, end) in ENDED {
        assert_eq!(
            game_end(&Position::from_fen(fen).unwrap()),
            Some(end),
            "{fen}"
        );
        let theirs = theirs(fen);
        assert_eq!(end == GameEnd::Checkmate, theirs.is_checkmate(), "{fen}");
        assert_eq!(end == GameEnd::Stalemate, theirs.is_stalemate(), "{fen}");
    }
    for fen in shakmaty_random_fens(5_000) {
        let (ours, theirs) = (Position::from_fen(&fen).unwrap(), theirs(&fen));
        let expected = if theirs.is_checkmate() {
            Some(GameEnd::Checkmate)
        } else if theirs.is_stalemate() {
            Some(GameEnd::Stalemate)
        } else {
            None
        };
        assert_eq!(game_end(&ours), expected, "{fen}");
    }
}

#[test]
fn mates_in_one_agree_with_shakmaty() {
    let mut found = 0;
    for fen in shakmaty_random_fens(3_000) {
        let (ours, theirs) = (Position::from_fen(&fen).unwrap(), theirs(&fen));
        let mut mates: Vec<String> =
            mates_in_one(&ours).iter().map(|m| m.to_string()).collect();
        mates.sort();
        let mut expected: Vec<String> = theirs
            .legal_moves()
            .iter()
            .filter(|&m| {
                theirs
                    .clone()
                    .play(*m)
                    .is_ok_and(|after| after.is_checkmate())
            })
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect();
        expected.sort();
        assert_eq!(mates, expected, "{fen}");
        found += mates.len();
    }
    assert!(found > 0, "the sample has no mate in one");
}

#[test]
fn discoverers_agree_with_removing_each_piece() {
    let mut found = 0;
    for fen in shakmaty_random_fens(5_000) {
        let theirs = theirs(&fen);
        let board = theirs.board();
        let us = theirs.turn();
        let target = board.king_of(!us).unwrap();
        let occupied = board.occupied();
        let mut expected = 0u64;
        for piece in board.by_color(us) {
            let without = occupied.without(piece);
            let uncovered =
                board.by_color(us).without(piece).into_iter().any(|s| {
                    let role = board.role_at(s).unwrap();
                    matches!(
                        role,
                        shakmaty::Role::Bishop
                            | shakmaty::Role::Rook
                            | shakmaty::Role::Queen
                    ) && shakmaty::attacks::attacks(
                        s,
                        shakmaty::Piece { color: us, role },
                        without,
                    )
                    .contains(target)
                });
            if uncovered {
                expected |= 1 << u32::from(piece);
            }
        }
        let ours = discoverers(&Position::from_fen(&fen).unwrap());
        assert_eq!(ours, Bitboard(expected), "{fen}");
        found += ours.count();
    }
    assert!(found > 0, "the sample has no discovered check");
}

#[test]
fn make_and_test_agrees_with_shakmaty() {
    let start = Position::start();
    assert_eq!(pseudo_legal_moves(&start).len(), 20);
    for fen in shakmaty_random_fens(5_000) {
        let ours = Position::from_fen(&fen).unwrap();
        let mut moves: Vec<String> = make_and_test_moves(&ours)
            .iter()
            .map(|m| m.to_string())
            .collect();
        moves.sort();
        assert_eq!(moves, their_moves(&theirs(&fen)), "{fen}");
    }
}
