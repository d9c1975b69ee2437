//! The solutions of the exercises of chapter 3.3, each checked against
//! something that does not share its code: brute force over every key of a
//! small table, the board read cell by cell, the program's solver without
//! mirror keys, and a model table that keeps whole keys.

mod common;

use ch03_connect_four::compact_table::{CompactTable, ENTRIES, KEPT_BITS};
use ch03_connect_four::exercises_faster::{
    distinct_moves, is_symmetric, kept_bits, symmetric_positions, BucketTable,
    EvenEntries,
};
use ch03_connect_four::layout::{bit, STRIDE, WIDTH};
use ch03_connect_four::mirror::canonical_key;
use ch03_connect_four::perft::distinct_positions;
use ch03_connect_four::position::Position;
use ch03_connect_four::solver::Solver;
use ch03_connect_four::solver1_negamax::CELLS;
use common::{symmetric, Random};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// The highest key there is, plus one: 49 bits.
const KEYS: u64 = 1 << 49;

// Exercise 1.

/// The fewest low bits that tell apart every two keys below 2^key_bits
/// with the same index, by trying every key.
fn fewest_kept_bits(entries: u64, key_bits: u32) -> u32 {
    (0..=key_bits)
        .find(|&b| {
            let mut seen = HashSet::new();
            (0..1u64 << key_bits)
                .all(|key| seen.insert((key % entries, key & ((1 << b) - 1))))
        })
        .unwrap()
}

#[test]
fn kept_bits_is_the_fewest_that_tell_keys_apart() {
    // Every odd table of up to 63 entries, keys of up to 10 bits.
    for entries in (1..64).step_by(2) {
        for key_bits in 0..=10 {
            assert_eq!(
                kept_bits(entries, key_bits),
                Ok(fewest_kept_bits(entries, key_bits)),
                "{entries} entries, {key_bits}-bit keys"
            );
        }
    }
    // The exercise's tables, for keys of 49 bits: b bits are enough, and
    // with b − 1 the keys 0 and entries · 2^(b−1), both below 2^49, share
    // an index (0) and their lowest b − 1 bits (all 0).
    let tables = [
        (16_777_259, 25),
        (8_388_617, 26),
        (8_388_593, 27),
        (1009, 40),
    ];
    for (entries, b) in tables {
        assert_eq!(kept_bits(entries, 49), Ok(b), "{entries}");
        assert!(u128::from(entries) << b >= 1 << 49);
        let other = entries << (b - 1);
        assert!(other < KEYS && other.is_multiple_of(entries));
        assert_eq!(other & ((1 << (b - 1)) - 1), 0);
    }
    assert_eq!(kept_bits(ENTRIES as u64, 49), Ok(KEPT_BITS));
    // 8,388,593 and 8,388,617 are the primes on either side of 2^23.
    let prime = |n: u64| {
        (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
    };
    let primes: Vec<u64> =
        (8_388_593..=8_388_617).filter(|&n| prime(n)).collect();
    assert_eq!(primes, [8_388_593, 8_388_617]);
    assert!(primes[0] < 1 << 23 && 1 << 23 < primes[1]);
}

#[test]
fn kept_bits_refuses_an_even_number_of_entries() {
    for entries in [0, 2, 1 << 24] {
        assert_eq!(kept_bits(entries, 49), Err(EvenEntries(entries)));
    }
    assert_eq!(
        EvenEntries(1 << 24).to_string(),
        "16777216 entries: the kept bits are counted for an odd number of \
         entries only"
    );
    // With an even number the formula would be wrong: the index already
    // gives the lowest bit, so a table of 4 entries and 6-bit keys needs
    // all 6 bits, not 6 − 2.
    assert_eq!(fewest_kept_bits(4, 6), 6);
    assert_eq!(fewest_kept_bits(6, 6), 5); // not 6 − 2 either
}

// Exercise 2.

/// The distinct positions after 0, 1, …, `plies` moves, as sets; a won
/// position is reached but not played on.
fn levels(plies: u32) -> Vec<HashSet<Position>> {
    let mut levels = vec![HashSet::from([Position::new()])];
    for _ in 0..plies {
        let next = levels
            .last()
            .unwrap()
            .iter()
            .filter(|p| !p.last_mover_won())
            .flat_map(|p| {
                (0..WIDTH).filter(|&c| p.can_play(c)).map(|c| p.play(c))
            })
            .collect();
        levels.push(next);
    }
    levels
}

/// The symmetric positions after 0 to 8 moves.
const SYMMETRIC: [u64; 9] = [1, 1, 1, 4, 16, 25, 40, 87, 213];

#[test]
fn symmetric_positions_counted_cell_by_cell() {
    let levels = levels(8);
    let sizes: Vec<usize> = levels.iter().map(HashSet::len).collect();
    assert_eq!(sizes, distinct_positions(8));
    for (moves, level) in levels.iter().enumerate() {
        for position in level {
            let expected = symmetric(position);
            assert_eq!(is_symmetric(position), expected, "{position:?}");
        }
        let count = level.iter().filter(|p| symmetric(p)).count();
        assert_eq!(count as u64, SYMMETRIC[moves], "{moves} moves");
        assert_eq!(symmetric_positions(moves as u32), SYMMETRIC[moves]);
    }
    // After 8 moves: 213 of 184,275 positions, and (184,275 + 213) / 2
    // canonical keys, since every other position has a twin.
    assert_eq!(sizes[8], 184_275);
    let keys: HashSet<u64> = levels[8].iter().map(canonical_key).collect();
    assert_eq!(keys.len(), 92_244);
    assert_eq!(keys.len(), (184_275 + 213) / 2);
}

// Exercise 3.

/// The columns of a set of move cells.
fn columns(cells: u64) -> Vec<u32> {
    (0..WIDTH)
        .filter(|&c| cells >> bit(c, 0) & ((1 << STRIDE) - 1) != 0)
        .collect()
}

/// Checks `distinct_moves` on `position` for a set of `moves`: nothing is
/// added; at a position that is not its own mirror image nothing is
/// dropped; at one that is, the kept children are one of each pair of
/// mirror images, so their canonical keys are all different and are those
/// of all the children.
fn check_distinct_moves(position: &Position, moves: u64) {
    let kept = distinct_moves(position, moves);
    assert_eq!(kept & !moves, 0, "{position:?}");
    if !symmetric(position) {
        assert_eq!(kept, moves, "{position:?}");
        return;
    }
    let keys = |cells| -> Vec<u64> {
        columns(cells)
            .into_iter()
            .map(|c| canonical_key(&position.play(c)))
            .collect()
    };
    let kept_keys: HashSet<u64> = keys(kept).into_iter().collect();
    assert_eq!(kept_keys.len() as u32, kept.count_ones(), "{position:?}");
    let all_keys: HashSet<u64> = keys(moves).into_iter().collect();
    assert_eq!(kept_keys, all_keys, "{position:?}");
    // A column right of the centre goes exactly when its twin is a move.
    let (moves, kept) = (columns(moves), columns(kept));
    for c in moves.iter().filter(|&&c| c > 3) {
        assert_eq!(kept.contains(c), !moves.contains(&(6 - c)));
    }
}

#[test]
fn distinct_moves_keeps_one_child_of_each_mirror_pair() {
    let mut symmetric_seen = 0;
    for level in levels(8) {
        for position in level.iter().filter(|p| !p.last_mover_won()) {
            check_distinct_moves(position, position.possible());
            check_distinct_moves(position, position.non_losing_moves());
            symmetric_seen += usize::from(symmetric(position));
        }
    }
    assert!(symmetric_seen > 100);
    // A set of moves that is not symmetric: only the twins are dropped.
    let start = Position::new();
    let cells = |cs: &[u32]| cs.iter().map(|&c| 1u64 << bit(c, 0)).sum();
    assert_eq!(distinct_moves(&start, cells(&[1, 5, 6])), cells(&[1, 6]));
    assert_eq!(distinct_moves(&start, cells(&[4, 5, 6])), cells(&[4, 5, 6]));
    assert_eq!(
        distinct_moves(&start, start.possible()),
        cells(&[0, 1, 2, 3])
    );
}

/// A random position that is its own mirror image, with about `discs`
/// discs, played four moves at a time: a column and its mirror for each
/// player (never a column for one player and its mirror for the other,
/// which would swap the colours).
fn symmetric_position(random: &mut Random, discs: u32) -> Position {
    let mut position = Position::new();
    let mut tries = 0;
    while position.moves() < discs && tries < 1000 {
        tries += 1;
        let a = (random.next() % 7) as u32;
        let b = (random.next() % 7) as u32;
        if a != 3 && b == 6 - a {
            continue;
        }
        let mut next = position;
        let mut legal = true;
        for c in [a, b, 6 - a, 6 - b] {
            if next.last_mover_won() || !next.can_play(c) {
                legal = false;
                break;
            }
            next = next.play(c);
        }
        if legal && !next.last_mover_won() && next.non_losing_moves() != 0 {
            position = next;
        }
    }
    position
}

#[test]
fn distinct_moves_loses_no_score() {
    // 50 positions of 20 discs that are their own mirror image, solved by
    // step 9, which has no mirror keys: the best score over the kept moves
    // is the best over all moves, and each dropped move scores as its twin.
    let mut random = Random(0x5eed_1234_abcd_0001);
    let mut solver = Solver::step(9);
    let mut solved = 0;
    while solved < 50 {
        let position = symmetric_position(&mut random, 20);
        if position.moves() != 20 || !symmetric(&position) {
            continue;
        }
        let moves = position.possible();
        check_distinct_moves(&position, moves);
        check_distinct_moves(&position, position.non_losing_moves());
        let moves_made = position.moves() as i32;
        let mut score_of = |c: u32| {
            if position.is_winning_move(c) {
                (CELLS + 1 - moves_made) / 2
            } else {
                -solver.solve(&position.play(c))
            }
        };
        let scores: HashMap<u32, i32> = columns(moves)
            .into_iter()
            .map(|c| (c, score_of(c)))
            .collect();
        let kept = columns(distinct_moves(&position, moves));
        assert!(kept.len() < scores.len(), "{position:?}");
        let best_kept = kept.iter().map(|c| scores[c]).max();
        assert_eq!(best_kept, scores.values().copied().max(), "{position:?}");
        for (&c, &score) in &scores {
            assert_eq!(score, scores[&(6 - c)], "{position:?}");
        }
        solved += 1;
    }
    // 200 random games: moves are dropped only at positions that are
    // their own mirror image.
    for _ in 0..200 {
        let mut position = Position::new();
        while !position.last_mover_won() && position.non_losing_moves() != 0 {
            let open = columns(position.non_losing_moves());
            position = position.play(open[random.next() as usize % open.len()]);
            check_distinct_moves(&position, position.possible());
        }
    }
}

// Exercise 4.

/// Table operations on a few keys that share three buckets.
#[derive(Clone, Debug)]
enum Op {
    Put(usize, u8),
    Get(usize),
}

/// Twelve keys below 2^49, four in each of three buckets, and operations
/// on them (by their place in the list).
fn keys_and_ops() -> impl Strategy<Value = (Vec<u64>, Vec<Op>)> {
    let bases = proptest::collection::vec(0..ENTRIES as u64, 3);
    let multiples = proptest::collection::vec(0..KEYS / ENTRIES as u64 - 1, 4);
    let keys = (bases, multiples).prop_map(|(bases, multiples)| {
        let mut keys = Vec::new();
        for base in &bases {
            for m in &multiples {
                keys.push(base + m * ENTRIES as u64);
            }
        }
        keys
    });
    let op = prop_oneof![
        (0..12usize, 1u8..128).prop_map(|(k, v)| Op::Put(k, v)),
        (0..12usize).prop_map(Op::Get),
    ];
    (keys, proptest::collection::vec(op, 1..100))
}

/// What a two-entry bucket must answer: for each index, the last two
/// distinct whole keys stored there, the latest first, with their last
/// values.
#[derive(Default)]
struct Model(HashMap<u64, Vec<(u64, u8)>>);

impl Model {
    fn put(&mut self, key: u64, value: u8) {
        let bucket = self.0.entry(key % ENTRIES as u64).or_default();
        bucket.retain(|&(k, _)| k != key);
        bucket.insert(0, (key, value));
        bucket.truncate(2);
    }

    fn get(&self, key: u64) -> Option<u8> {
        let bucket = self.0.get(&(key % ENTRIES as u64))?;
        bucket.iter().find(|&&(k, _)| k == key).map(|&(_, v)| v)
    }
}

proptest! {
    #[test]
    fn the_bucket_table_keeps_the_last_two_keys_of_a_bucket(
        (keys, ops) in keys_and_ops()
    ) {
        let mut table = BucketTable::new();
        let mut compact = CompactTable::new();
        let mut model = Model::default();
        for op in ops {
            match op {
                Op::Put(k, value) => {
                    table.put(keys[k], value);
                    compact.put(keys[k], value);
                    model.put(keys[k], value);
                }
                Op::Get(k) => {
                    let found = table.get(keys[k]);
                    prop_assert_eq!(found, model.get(keys[k]));
                    // Whatever the one-entry table finds, it finds too.
                    if let Some(value) = compact.get(keys[k]) {
                        prop_assert_eq!(found, Some(value));
                    }
                }
            }
        }
    }
}

#[test]
fn the_bucket_table_in_a_few_steps() {
    let key = |m: u64| 5 + m * ENTRIES as u64; // all in bucket 5
    let mut table = BucketTable::default();
    table.put(key(0), 1);
    table.put(key(1), 2);
    assert_eq!((table.get(key(0)), table.get(key(1))), (Some(1), Some(2)));
    table.put(key(1), 3); // the first entry's own key: nothing moves
    assert_eq!((table.get(key(0)), table.get(key(1))), (Some(1), Some(3)));
    table.put(key(0), 4); // the second entry's key comes first
    table.put(key(2), 5); // and pushes key(1) out
    assert_eq!(table.get(key(0)), Some(4));
    assert_eq!(table.get(key(1)), None);
    assert_eq!(table.get(key(2)), Some(5));
    // The lowest key and the highest, each beside another key.
    for (a, b) in [(0, ENTRIES as u64), (KEYS - 1, KEYS - 1 - ENTRIES as u64)] {
        table.put(a, 127);
        assert_eq!((table.get(a), table.get(b)), (Some(127), None));
        table.put(b, 1);
        assert_eq!((table.get(a), table.get(b)), (Some(127), Some(1)));
    }
    // Two entries of 4 bytes a bucket: twice the compact table's memory.
    let mib = |bytes: usize| bytes as f64 / f64::from(1 << 20);
    let bucket_bytes = std::mem::size_of::<u64>() * ENTRIES;
    let compact_bytes = std::mem::size_of::<u32>() * ENTRIES;
    assert_eq!(bucket_bytes, 2 * compact_bytes);
    assert_eq!(
        (mib(bucket_bytes).round(), mib(compact_bytes).round()),
        (128.0, 64.0)
    );
}
