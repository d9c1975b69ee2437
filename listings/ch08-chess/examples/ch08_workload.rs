//! Fixed workloads whose instructions `cargo book bench` counts with callgrind
//! (see `listing_support::workload`): `--list`, or the number of one to run.
//!
//! Each is a work of the benchmark, by the listing, by cozy-chess and by
//! the mailbox of `src/array.rs`: the legal moves of its 1,000 positions
//! (100 times over, into one list reused from position to position; every
//! program includes making the positions, with the listing's generator)
//! and its two perfts. Callgrind counts the whole program, so each also runs
//! without the deep count (perft 1 of the start position): what each does
//! before its first move (the listing's and cozy-chess's slider tables are
//! filled by the compiler).

#[path = "../benches/common/mod.rs"]
mod common;

use ch08_chess::array::Mailbox;
use ch08_chess::movegen::{legal_moves_into, MoveList};
use ch08_chess::perft::perft;
use ch08_chess::position::Position;
use common::{
    cozy_board, cozy_collect, cozy_list, cozy_perft, random_fens, ARRAY,
    BITBOARD, COZY_CHESS, KIWIPETE, START,
};
use listing_support::workload::{main as run, Workload};
use std::hint::black_box;

const PERFT_START: &str = "perft 5, start position";
const KIWI: &str = "perft 4, Kiwipete";
const LEGAL: &str = "legal moves, 1,000 positions, 100 times";
const SETUP: &str = "the same program with perft 1 only";

fn ours(fen: &str, depth: u32) -> u64 {
    perft(&Position::from_fen(fen).unwrap(), depth)
}

fn theirs(fen: &str, depth: u8) -> u64 {
    cozy_perft(&cozy_board(fen), depth)
}

fn mailbox(fen: &str, depth: u32) -> u64 {
    Mailbox::from_position(&Position::from_fen(fen).unwrap()).perft(depth)
}

/// Our legal moves of the benchmark's positions, 100 times over.
fn our_legal_moves() -> u64 {
    let positions: Vec<Position> = random_fens()
        .iter()
        .map(|f| Position::from_fen(f).unwrap())
        .collect();
    let mut moves = MoveList::new();
    (0..100).fold(0, |all, _| {
        black_box(&positions).iter().fold(all, |all, pos| {
            legal_moves_into(pos, &mut moves);
            all + black_box(&moves).len() as u64
        })
    })
}

/// cozy-chess's legal moves of the same positions, 100 times over.
fn their_legal_moves() -> u64 {
    let boards: Vec<cozy_chess::Board> =
        random_fens().iter().map(|f| cozy_board(f)).collect();
    let mut list = cozy_list();
    (0..100).fold(0, |all, _| {
        black_box(&boards).iter().fold(all, |all, board| {
            let n = cozy_collect(board, &mut list);
            all + black_box(&list)[..n].len() as u64
        })
    })
}

/// The mailbox's legal moves of the same positions, 100 times over.
fn mailbox_legal_moves() -> u64 {
    let mut boards: Vec<Mailbox> = random_fens()
        .iter()
        .map(|f| Mailbox::from_position(&Position::from_fen(f).unwrap()))
        .collect();
    let mut moves = Vec::with_capacity(256);
    (0..100).fold(0, |all, _| {
        black_box(&mut boards).iter_mut().fold(all, |all, board| {
            board.legal_moves_into(&mut moves);
            all + black_box(&moves).len() as u64
        })
    })
}

fn main() {
    let works: [Workload; 12] = [
        (LEGAL, BITBOARD, our_legal_moves),
        (LEGAL, COZY_CHESS, their_legal_moves),
        (LEGAL, ARRAY, mailbox_legal_moves),
        (PERFT_START, BITBOARD, || ours(START, 5)),
        (PERFT_START, COZY_CHESS, || theirs(START, 5)),
        (PERFT_START, ARRAY, || mailbox(START, 5)),
        (KIWI, BITBOARD, || ours(KIWIPETE, 4)),
        (KIWI, COZY_CHESS, || theirs(KIWIPETE, 4)),
        (KIWI, ARRAY, || mailbox(KIWIPETE, 4)),
        (SETUP, BITBOARD, || ours(START, 1)),
        (SETUP, COZY_CHESS, || theirs(START, 1)),
        (SETUP, ARRAY, || mailbox(START, 1)),
    ];
    run(&works);
}
