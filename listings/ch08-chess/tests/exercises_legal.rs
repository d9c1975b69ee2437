//! The second part's exercises against shakmaty, a move generator that
//! shares no code with the listing: its checkmates, stalemates, legal moves
//! and attack sets, on positions from seeded random games.

use ch08_chess::bitboard::Bitboard;
use ch08_chess::exercises_legal::{
    discoverers, game_end, make_and_test_moves, mates_in_one,
    pseudo_legal_moves, GameEnd,
};
use ch08_chess::position::Position;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// The six positions of the Chess Programming Wiki's "Perft Results" page.
const PERFT_FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// One step of a xorshift generator, for reproducible random games.
fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

/// Positions from seeded random games played by shakmaty from the six
/// published positions, as FEN.
fn random_fens(count: usize) -> Vec<String> {
    let mut x = 0x0DDB_A11C_0FFE_E123;
    let mut fens = Vec::new();
    let mut game = 0;
    while fens.len() < count {
        let fen: Fen = PERFT_FENS[game % 6].parse().unwrap();
        let mut pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        for _ in 0..80 {
            let moves = pos.legal_moves();
            if moves.is_empty() || fens.len() == count {
                break;
            }
            x = xorshift(x);
            pos.play_unchecked(moves[(x % moves.len() as u64) as usize]);
            fens.push(
                Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
            );
        }
        game += 1;
    }
    fens
}

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
    for fen in random_fens(5_000) {
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
    for fen in random_fens(3_000) {
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
    for fen in random_fens(5_000) {
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
    for fen in random_fens(5_000) {
        let ours = Position::from_fen(&fen).unwrap();
        let mut moves: Vec<String> = make_and_test_moves(&ours)
            .iter()
            .map(|m| m.to_string())
            .collect();
        moves.sort();
        assert_eq!(moves, their_moves(&theirs(&fen)), "{fen}");
    }
}
