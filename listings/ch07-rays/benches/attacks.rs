//! Attack look-ups per second: the same 4,096 (square, occupied) pairs looked
//! up by every method of the chapter, for a rook and for a bishop.
//!
//! `cozy-chess` 0.3.4 (crates.io, MIT) is a chess move generator in Rust whose
//! sliders use magic bitboards with tables built when it is compiled; its
//! look-ups are measured on the same pairs, after a check that every one of
//! them gives the chapter's answer. `cargo book bench ch07-rays` writes the
//! tables the book includes; ray walking is the form the others are compared
//! with. The rows "PEXT, portable" read the same PEXT tables with the portable
//! loop instead of the instruction: what a processor without BMI2 runs.

mod common;

use ch07_rays::classical::{bishop_attacks_classical, rook_attacks_classical};
use ch07_rays::hyperbola::{bishop_attacks_hyperbola, rook_attacks_hyperbola};
use ch07_rays::kogge_stone::{
    bishop_attacks_kogge_stone, rook_attacks_kogge_stone,
};
use ch07_rays::magic::magic_tables;
use ch07_rays::pext::pext_tables;
use ch07_rays::squares::Square;
use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk};
use common::{look_up_all, random_pairs, COZY_CHESS, PAIRS};
use cozy_chess::{get_bishop_moves, get_rook_moves, BitBoard};
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion,
    Throughput,
};
use std::hint::black_box;

const ROOK: &str = "rook attacks, 4,096 random boards";
const BISHOP: &str = "bishop attacks, 4,096 random boards";

/// One method's attacks of one slider.
type Attacks = fn(Square, u64) -> u64;

type Group<'a> = BenchmarkGroup<'a, criterion::measurement::WallTime>;

/// Times one method on every pair, after checking that it agrees with ray
/// walking on each of them.
fn measure(
    group: &mut Group,
    work: &str,
    form: &str,
    pairs: &[(Square, u64)],
    walk: Attacks,
    attacks: impl Fn(Square, u64) -> u64 + Copy,
) {
    for &(square, occupied) in pairs {
        assert_eq!(
            attacks(square, occupied),
            walk(square, occupied),
            "{form} on square {square}, occupied {occupied:#018x}"
        );
    }
    group.bench_function(BenchmarkId::new(work, form), |b| {
        b.iter(|| look_up_all(black_box(pairs), attacks))
    });
}

/// cozy-chess's square and board for ours (both number a1 = 0, h8 = 63).
fn cozy(square: Square, occupied: u64) -> (cozy_chess::Square, BitBoard) {
    (cozy_chess::Square::index(square), BitBoard(occupied))
}

fn bench_attacks(c: &mut Criterion) {
    let pairs = random_pairs();
    assert_eq!(PAIRS, 4_096, "the benchmarks' names say 4,096 boards");
    let magic = magic_tables();
    let pext = pext_tables();
    let mut group = c.benchmark_group("ch07-rays");
    group.throughput(Throughput::Elements(PAIRS as u64));
    let (r, b) = (ROOK, BISHOP);
    let (rw, bw): (Attacks, Attacks) = (rook_attacks_walk, bishop_attacks_walk);
    measure(&mut group, r, "ray walking", &pairs, rw, rook_attacks_walk);
    measure(
        &mut group,
        b,
        "ray walking",
        &pairs,
        bw,
        bishop_attacks_walk,
    );
    measure(
        &mut group,
        r,
        "classical",
        &pairs,
        rw,
        rook_attacks_classical,
    );
    measure(
        &mut group,
        b,
        "classical",
        &pairs,
        bw,
        bishop_attacks_classical,
    );
    measure(
        &mut group,
        r,
        "Kogge-Stone",
        &pairs,
        rw,
        rook_attacks_kogge_stone,
    );
    measure(
        &mut group,
        b,
        "Kogge-Stone",
        &pairs,
        bw,
        bishop_attacks_kogge_stone,
    );
    measure(
        &mut group,
        r,
        "hyperbola",
        &pairs,
        rw,
        rook_attacks_hyperbola,
    );
    measure(
        &mut group,
        b,
        "hyperbola",
        &pairs,
        bw,
        bishop_attacks_hyperbola,
    );
    measure(&mut group, r, "magic", &pairs, rw, |s, o| {
        magic.rook_attacks(s, o)
    });
    measure(&mut group, b, "magic", &pairs, bw, |s, o| {
        magic.bishop_attacks(s, o)
    });
    measure(&mut group, r, "PEXT", &pairs, rw, |s, o| {
        pext.rook_attacks(s, o)
    });
    measure(&mut group, b, "PEXT", &pairs, bw, |s, o| {
        pext.bishop_attacks(s, o)
    });
    measure(&mut group, r, "PEXT, portable", &pairs, rw, |s, o| {
        pext.rook_attacks_portable(s, o)
    });
    measure(&mut group, b, "PEXT, portable", &pairs, bw, |s, o| {
        pext.bishop_attacks_portable(s, o)
    });
    measure(&mut group, r, COZY_CHESS, &pairs, rw, |s, o| {
        let (square, blockers) = cozy(s, o);
        get_rook_moves(square, blockers).0
    });
    measure(&mut group, b, COZY_CHESS, &pairs, bw, |s, o| {
        let (square, blockers) = cozy(s, o);
        get_bishop_moves(square, blockers).0
    });
    group.finish();
}

criterion_group!(benches, bench_attacks);
criterion_main!(benches);
