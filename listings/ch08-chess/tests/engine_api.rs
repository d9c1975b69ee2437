//! What an engine asks of the generator besides `legal_moves`, each checked
//! against an independent answer on positions of seeded random games
//! (played by shakmaty from the published positions) and the published
//! positions themselves:
//!
//! - `captures_into` and `quiets_into` split the legal moves in two, the
//!   captures being shakmaty's `capture_moves`;
//! - `evasions_into` lists the legal moves of a side in check;
//! - `is_legal` of every 16-bit number that is a move says whether
//!   `legal_moves` lists it;
//! - `gives_check` says whether the king is in check after the move is
//!   played, with discovered checks, castling and en passant among them;
//! - a null move is shakmaty's `swap_turn`, key included;
//! - the 16 bits of a move and the panics that guard the preconditions.

mod common;

use ch08_chess::bitboard::Bitboard;
use ch08_chess::movegen::{
    captures_into, evasions_into, legal_moves, quiets_into, MoveList, MAX_MOVES,
};
use ch08_chess::position::Position;
use ch08_chess::types::{Move, MoveKind, Promotion};
use common::{perft_fens, shakmaty_random_fens};
use shakmaty::fen::Fen;
use shakmaty::zobrist::{Zobrist64, ZobristHash};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};
use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The published positions and `n` positions of shakmaty's random games.
fn positions(n: usize) -> Vec<(Position, Chess)> {
    perft_fens()
        .into_iter()
        .map(str::to_string)
        .chain(shakmaty_random_fens(n))
        .map(|fen| {
            let theirs: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            (Position::from_fen(&fen).unwrap(), theirs)
        })
        .collect()
}

/// The moves of a list in UCI, as a set.
fn uci(moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// Shakmaty's moves in UCI, as a set.
fn their_uci(moves: &[shakmaty::Move]) -> BTreeSet<String> {
    moves
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect()
}

#[test]
fn captures_and_quiets_split_the_legal_moves() {
    let (mut captures, mut quiets) = (MoveList::new(), MoveList::new());
    let mut seen_en_passant = 0;
    for (ours, theirs) in positions(3_000) {
        captures_into(&ours, &mut captures);
        quiets_into(&ours, &mut quiets);
        let fen = ours.to_fen();
        assert_eq!(
            uci(&captures),
            their_uci(&theirs.capture_moves()),
            "captures of {fen}"
        );
        let legal = uci(&legal_moves(&ours));
        let quiet = uci(&quiets);
        assert_eq!(captures.len() + quiets.len(), legal.len(), "{fen}");
        let both: BTreeSet<String> =
            uci(&captures).union(&quiet).cloned().collect();
        assert_eq!(both, legal, "captures and quiets of {fen}");
        seen_en_passant += usize::from(
            captures.iter().any(|m| m.kind() == MoveKind::EnPassant),
        );
    }
    assert!(seen_en_passant > 10, "only {seen_en_passant} en passant");
}

#[test]
fn evasions_are_the_legal_moves_of_a_side_in_check() {
    let mut list = MoveList::new();
    let mut in_check = 0;
    for (ours, _) in positions(3_000) {
        if !ours.in_check() {
            continue;
        }
        in_check += 1;
        evasions_into(&ours, &mut list);
        assert_eq!(uci(&list), uci(&legal_moves(&ours)), "{}", ours.to_fen());
    }
    assert!(in_check > 100, "only {in_check} positions in check");
    let start = Position::start();
    let asked = catch_unwind(AssertUnwindSafe(|| {
        evasions_into(&start, &mut list);
    }));
    if cfg!(debug_assertions) {
        assert!(asked.is_err(), "evasions of a side not in check");
    } else {
        assert_eq!(uci(&list), uci(&legal_moves(&start)));
    }
}

#[test]
fn is_legal_is_true_of_exactly_the_listed_moves_for_every_16_bits() {
    for (ours, theirs) in positions(300) {
        let listed: BTreeSet<u16> =
            legal_moves(&ours).iter().map(|m| m.to_bits()).collect();
        let judged: BTreeSet<u16> = (0..=u16::MAX)
            .filter(|&bits| {
                Move::from_bits(bits).is_some_and(|m| ours.is_legal(m))
            })
            .collect();
        assert_eq!(judged, listed, "{}", ours.to_fen());
        assert_eq!(listed.len(), theirs.legal_moves().len());
    }
}

#[test]
fn gives_check_is_a_check_once_the_move_is_played() {
    let (mut checks, mut discovered, mut special) = (0, 0, 0);
    for (ours, _) in positions(3_000) {
        for &m in legal_moves(&ours).iter() {
            let after = ours.play(m);
            let check = after.in_check();
            assert_eq!(ours.gives_check(m), check, "{m} in {}", ours.to_fen());
            if check {
                checks += 1;
                // the moved piece does not attack the king itself
                let mover = after.attackers_to(
                    after.king(after.side_to_move()),
                    after.occupied(),
                ) & Bitboard::from_square(m.to());
                discovered += usize::from(mover.is_empty());
                special += usize::from(m.kind() != MoveKind::Normal);
            }
        }
    }
    assert!(checks > 1_000, "only {checks} checks");
    assert!(discovered > 50, "only {discovered} discovered checks");
    assert!(special > 50, "only {special} checks by special moves");
}

#[test]
fn a_null_move_is_shakmatys_swap_turn() {
    for (ours, theirs) in positions(2_000) {
        if ours.in_check() {
            continue;
        }
        let passed = ours.play_null();
        let swapped = theirs.swap_turn().unwrap();
        let key = swapped.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal);
        assert_eq!(passed.key(), key.0, "{}", ours.to_fen());
        let fen = Fen::from_position(&swapped, EnPassantMode::Always);
        let placement_side_castling: Vec<String> = fen
            .to_string()
            .split(' ')
            .take(4)
            .map(str::to_string)
            .collect();
        let ours_fen: Vec<String> = passed
            .to_fen()
            .split(' ')
            .take(4)
            .map(str::to_string)
            .collect();
        assert_eq!(ours_fen, placement_side_castling);
    }
}

#[test]
fn a_move_is_16_bits_and_every_16_bits_are_a_move_or_refused() {
    assert_eq!(std::mem::size_of::<Move>(), 2);
    for bits in 0..=u16::MAX {
        let (from, to, code) = (
            usize::from(bits & 63),
            usize::from(bits >> 6 & 63),
            bits >> 12,
        );
        match Move::from_bits(bits) {
            None => assert!(code > 7 || from == to, "{bits:#06x}"),
            Some(m) => {
                assert!(code <= 7 && from != to, "{bits:#06x}");
                assert_eq!((m.from(), m.to(), m.to_bits()), (from, to, bits));
                assert_eq!(Move::new(from, to, m.kind()), m);
            }
        }
    }
    let promotion = Move::new(52, 60, MoveKind::Promotion(Promotion::Knight));
    assert_eq!(promotion.to_bits(), 52 | 60 << 6 | 4 << 12);
    assert_eq!(promotion.to_string(), "e7e8n");
}

/// Whether `f` panics.
fn panics(f: impl FnOnce()) -> bool {
    catch_unwind(AssertUnwindSafe(f)).is_err()
}

#[test]
fn impossible_requests_panic_rather_than_answer_wrongly() {
    let start = Position::start();
    // a 257th move in a list
    let mut list = MoveList::new();
    for _ in 0..MAX_MOVES {
        list.push(Move::new(12, 28, MoveKind::DoublePush));
    }
    assert!(panics(|| list.push(Move::new(12, 20, MoveKind::Normal))));
    // a move from an empty square, played or made
    let from_empty = Move::new(28, 36, MoveKind::Normal); // e4e5
    assert!(panics(|| {
        start.play(from_empty);
    }));
    // unmaking a move that was not made
    let mut pos = start;
    let e2e4 = Move::new(12, 28, MoveKind::DoublePush);
    let undo = pos.make(e2e4);
    assert!(panics(
        || pos.unmake(Move::new(11, 27, MoveKind::DoublePush), undo)
    ));
}

#[cfg(debug_assertions)]
#[test]
fn impossible_requests_panic_in_a_debug_build() {
    let start = Position::start();
    assert!(panics(|| {
        Bitboard::from_square(64);
    }));
    assert!(panics(|| {
        Bitboard::EMPTY.contains(64);
    }));
    assert!(panics(|| {
        Move::new(12, 12, MoveKind::Normal);
    }));
    assert!(panics(|| {
        Move::new(12, 64, MoveKind::Normal);
    }));
    // a move the piece cannot make: e2e5, and a rook through a pawn
    assert!(panics(|| {
        start.play(Move::new(12, 36, MoveKind::Normal));
    }));
    assert!(panics(|| {
        start.play(Move::new(0, 24, MoveKind::Normal));
    }));
    // a null move in check
    let in_check =
        Position::from_fen("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1").unwrap();
    assert!(panics(|| {
        in_check.play_null();
    }));
}
