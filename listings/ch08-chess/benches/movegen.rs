//! Legal moves and perft per second: the chapter's move generator beside
//! cozy-chess, on the same positions, one thread each.
//!
//! `cozy-chess` 0.3.4 (crates.io, MIT) is a chess move generator in Rust
//! with magic-bitboard sliders whose tables are built when it is compiled.
//! Three works, each checked before it is timed (the same number of legal
//! moves in every position, the published perft counts for both):
//!
//! - the legal moves of 1,000 positions from seeded random games, each
//!   position's written into one fixed-size move list reused from position
//!   to position, as a search reuses a list a ply: ours `legal_moves_into`;
//!   cozy-chess's `generate_moves`, whose moves are written one by one into
//!   an array of 256;
//! - perft 5 from the start position and perft 4 from Kiwipete, ours
//!   `perft` against cozy-chess's perft written as its own example writes it
//!   (bulk counting at the last ply, a copy of the board per move).
//!
//! The same three works are timed on the mailbox of `src/array.rs` (the
//! `array` form: moves by offsets, legality by make-and-test, its perft
//! making every move of the last ply too), after the same checks.
//!
//! `cargo book bench ch08-chess` writes the tables the book includes; the
//! listing's code is the `bitboard` form the others are compared with.

mod common;

use ch08_chess::array::Mailbox;
use ch08_chess::movegen::{legal_moves, legal_moves_into, MoveList};
use ch08_chess::perft::perft;
use ch08_chess::position::Position;
use common::{
    cozy_board, cozy_collect, cozy_list, cozy_perft, random_fens, ARRAY,
    BITBOARD, COZY_CHESS, KIWIPETE, KIWIPETE_PERFT_4, POSITIONS, START,
    START_PERFT_5,
};
use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, Throughput,
};
use std::hint::black_box;

const LEGAL: &str = "legal moves, 1,000 positions";
const PERFT_START: &str = "perft 5, start position";
const PERFT_KIWIPETE: &str = "perft 4, Kiwipete";

fn bench_legal_moves(c: &mut Criterion) {
    let fens = random_fens();
    assert_eq!(
        fens.len(),
        POSITIONS,
        "the benchmark's name says 1,000 positions"
    );
    let ours: Vec<Position> = fens
        .iter()
        .map(|f| Position::from_fen(f).unwrap())
        .collect();
    let theirs: Vec<cozy_chess::Board> =
        fens.iter().map(|f| cozy_board(f)).collect();
    let mut mailboxes: Vec<Mailbox> =
        ours.iter().map(Mailbox::from_position).collect();
    let mut list = cozy_list();
    for (((fen, pos), board), mailbox) in
        fens.iter().zip(&ours).zip(&theirs).zip(&mut mailboxes)
    {
        let n = legal_moves(pos).len();
        assert_eq!(n, cozy_collect(board, &mut list), "legal moves of {fen}");
        assert_eq!(n, mailbox.legal_moves().len(), "legal moves of {fen}");
    }
    let mut group = c.benchmark_group("ch08-chess");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    group.bench_function(BenchmarkId::new(LEGAL, BITBOARD), |b| {
        let mut moves = MoveList::new();
        b.iter(|| {
            black_box(&ours).iter().fold(0, |all, pos| {
                legal_moves_into(pos, &mut moves);
                all + black_box(&moves).len()
            })
        })
    });
    group.bench_function(BenchmarkId::new(LEGAL, COZY_CHESS), |b| {
        let mut list = cozy_list();
        b.iter(|| {
            black_box(&theirs).iter().fold(0, |all, board| {
                let n = cozy_collect(board, &mut list);
                all + black_box(&list)[..n].len()
            })
        })
    });
    group.bench_function(BenchmarkId::new(LEGAL, ARRAY), |b| {
        let mut moves = Vec::with_capacity(256);
        b.iter(|| {
            black_box(&mut mailboxes).iter_mut().fold(0, |all, board| {
                board.legal_moves_into(&mut moves);
                all + black_box(&moves).len()
            })
        })
    });
    group.finish();
}

/// Times ours, cozy-chess's and the mailbox's perft of one position, after
/// checking each against the published count.
fn bench_perft(
    c: &mut Criterion,
    work: &str,
    fen: &str,
    depth: u8,
    published: u64,
) {
    let ours = Position::from_fen(fen).unwrap();
    let theirs = cozy_board(fen);
    let mut mailbox = Mailbox::from_position(&ours);
    assert_eq!(perft(&ours, u32::from(depth)), published, "ours, {work}");
    assert_eq!(cozy_perft(&theirs, depth), published, "cozy-chess, {work}");
    assert_eq!(mailbox.perft(u32::from(depth)), published, "array, {work}");
    let mut group = c.benchmark_group("ch08-chess");
    group.throughput(Throughput::Elements(published));
    group.sample_size(20);
    group.bench_function(BenchmarkId::new(work, BITBOARD), |b| {
        b.iter(|| perft(black_box(&ours), black_box(u32::from(depth))))
    });
    group.bench_function(BenchmarkId::new(work, COZY_CHESS), |b| {
        b.iter(|| cozy_perft(black_box(&theirs), black_box(depth)))
    });
    group.bench_function(BenchmarkId::new(work, ARRAY), |b| {
        b.iter(|| black_box(&mut mailbox).perft(black_box(u32::from(depth))))
    });
    group.finish();
}

fn bench_perfts(c: &mut Criterion) {
    bench_perft(c, PERFT_START, START, 5, START_PERFT_5);
    bench_perft(c, PERFT_KIWIPETE, KIWIPETE, 4, KIWIPETE_PERFT_4);
}

criterion_group!(benches, bench_legal_moves, bench_perfts);
criterion_main!(benches);
