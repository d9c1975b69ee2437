//! The mailbox generator of `src/array.rs` against the published perft
//! counts and against the bitboard generator, with which it shares no move
//! generation: the same legal moves, as sets of UCI strings, on every
//! position of seeded random games played on both boards side by side; and
//! make/unmake that restores the mailbox exactly.

mod common;

use ch08_chess::array::{cell_of, square_of, Mailbox, MailboxMove, Special};
use ch08_chess::movegen::{checkers, legal_moves};
use ch08_chess::position::Position;
use ch08_chess::types::Move;
use common::{Rng, PUBLISHED};
use std::collections::BTreeSet;

/// The depth each published position is counted to: as deep as keeps the
/// whole test to a few seconds with the test profile.
const DEPTHS: [usize; 7] = [5, 4, 5, 4, 4, 4, 4];

#[test]
fn perft_matches_the_published_counts() {
    for (published, depth) in PUBLISHED.iter().zip(DEPTHS) {
        let pos = Position::from_fen(published.fen).unwrap();
        let mut board = Mailbox::from_position(&pos);
        for (d, &count) in published.counts.iter().enumerate().take(depth) {
            let depth = d as u32 + 1;
            assert_eq!(
                board.perft(depth),
                count,
                "{} depth {depth}",
                published.name
            );
        }
        assert_eq!(board, Mailbox::from_position(&pos), "{}", published.name);
    }
}

#[test]
fn cells_and_squares_convert_both_ways() {
    for square in 0..64 {
        assert_eq!(square_of(cell_of(square)), square);
    }
    // The board's cells are the 8 × 8 middle of the 10 × 12 array.
    let cells: BTreeSet<usize> = (0..64).map(cell_of).collect();
    let middle: BTreeSet<usize> = (2..10)
        .flat_map(|row| (1..9).map(move |column| 10 * row + column))
        .collect();
    assert_eq!(cells, middle);
}

/// Mailbox moves as UCI strings.
fn uci(moves: &[MailboxMove]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// The bitboard generator's legal moves as UCI strings.
fn bitboard_uci(pos: &Position) -> BTreeSet<String> {
    legal_moves(pos).iter().map(|m| m.to_string()).collect()
}

/// The bitboard move written as `uci`.
fn bitboard_move(pos: &Position, uci: &str) -> Move {
    *legal_moves(pos)
        .iter()
        .find(|m| m.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {}", pos.to_fen()))
}

/// How many legal moves of each special kind the positions offered.
#[derive(Default)]
struct Seen {
    positions: usize,
    castles: usize,
    en_passant: usize,
    promotions: usize,
    checks: usize,
    no_moves: usize,
}

impl Seen {
    fn count(&mut self, moves: &[MailboxMove], in_check: bool) {
        self.positions += 1;
        self.checks += usize::from(in_check);
        self.no_moves += usize::from(moves.is_empty());
        for m in moves {
            match m.special() {
                Special::Castle => self.castles += 1,
                Special::EnPassant => self.en_passant += 1,
                Special::Promotion(_) => self.promotions += 1,
                _ => {}
            }
        }
    }
}

/// Plays `games` seeded random games from each published position on both
/// boards at once: a random move of the mailbox, made in place, and the
/// bitboard move of the same UCI text. At every position both boards must
/// hold the same pieces, agree on check and list the same legal moves; and
/// every legal move made and unmade must give back the mailbox exactly.
fn play_side_by_side(games: usize, plies: usize) -> Seen {
    let mut rng = Rng(0x5EED_0FA1_1ABB_1E55);
    let mut seen = Seen::default();
    for published in &PUBLISHED {
        for _ in 0..games {
            let mut pos = Position::from_fen(published.fen).unwrap();
            let mut board = Mailbox::from_position(&pos);
            for _ in 0..plies {
                let fen = pos.to_fen();
                for square in 0..64 {
                    assert_eq!(board.piece_at(square), pos.piece_at(square));
                }
                assert_eq!(board.side_to_move(), pos.side_to_move(), "{fen}");
                let in_check = !checkers(&pos).is_empty();
                assert_eq!(board.in_check(), in_check, "{fen}");
                let moves = board.legal_moves();
                assert_eq!(uci(&moves), bitboard_uci(&pos), "{fen}");
                seen.count(&moves, in_check);
                let before = board.clone();
                for &m in &moves {
                    let undo = board.make(m);
                    board.unmake(m, undo);
                    assert_eq!(board, before, "{m} made and unmade in {fen}");
                }
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                pos = pos.play(bitboard_move(&pos, &m.to_string()));
                board.make(m);
            }
        }
    }
    seen
}

#[test]
fn the_same_legal_moves_as_the_bitboards_on_random_games() {
    let seen = play_side_by_side(60, 120);
    assert!(seen.positions > 40_000, "{} positions", seen.positions);
    assert!(seen.castles >= 100, "{} castles", seen.castles);
    assert!(seen.en_passant >= 100, "{} en passant", seen.en_passant);
    assert!(seen.promotions >= 100, "{} promotions", seen.promotions);
    assert!(seen.checks >= 100, "{} checks", seen.checks);
    assert!(seen.no_moves >= 1, "no game ended in mate or stalemate");
}

#[test]
fn the_same_legal_moves_as_the_bitboards_on_the_oracles_positions() {
    for fen in common::shakmaty_random_fens(2_000) {
        let pos = Position::from_fen(&fen).unwrap();
        let mut board = Mailbox::from_position(&pos);
        assert_eq!(uci(&board.legal_moves()), bitboard_uci(&pos), "{fen}");
    }
}
