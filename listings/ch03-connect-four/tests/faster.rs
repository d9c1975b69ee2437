//! Steps 9 to 11: the compact table keeps keys apart, mirror keys join a
//! position and its image, and the solver finds the published scores.

mod common;

use ch03_connect_four::compact_table::{CompactTable, ENTRIES, KEPT_BITS};
use ch03_connect_four::layout::WIDTH;
use ch03_connect_four::mirror::{canonical_key, mirror};
use ch03_connect_four::position::Position;
use common::{random_games, string, symmetric};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// The highest key there is, plus one: 49 bits.
const KEYS: u64 = 1 << 49;

#[test]
fn keys_with_the_same_index_differ_in_the_kept_bits() {
    // Two keys with the same index differ by m · ENTRIES for some m ≥ 1;
    // below 2^49, m is below 2^49 / ENTRIES. For every such m, the
    // difference changes the lowest 25 bits, so the kept bits differ.
    let largest = (KEYS - 1) / ENTRIES as u64;
    assert!(largest < 1 << KEPT_BITS);
    let low = (1u64 << KEPT_BITS) - 1;
    assert!((1..=largest).all(|m| (m * ENTRIES as u64) & low != 0));
    // With one bit fewer, some pair would be confused.
    let fewer = (1u64 << (KEPT_BITS - 1)) - 1;
    assert!((1..=largest).any(|m| (m * ENTRIES as u64) & fewer == 0));
}

#[test]
fn entries_is_the_smallest_prime_above_two_to_the_24() {
    let prime = |n: usize| {
        (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
    };
    assert!(prime(ENTRIES));
    assert!(((1 << 24)..ENTRIES).all(|n| !prime(n)));
}

/// Table operations on keys that often share an index.
#[derive(Clone, Debug)]
enum Op {
    Put(u64, u8),
    Get(u64),
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    // A few base keys, each with several keys at its index.
    let key = (0u64..5, 0u64..(KEYS / ENTRIES as u64))
        .prop_map(|(base, m)| base * 7919 + m * ENTRIES as u64);
    let op = prop_oneof![
        (key.clone(), 1u8..128).prop_map(|(k, v)| Op::Put(k, v)),
        key.prop_map(Op::Get),
    ];
    proptest::collection::vec(op, 1..200)
}

proptest! {
    #[test]
    fn the_compact_table_answers_as_whole_keys_do(ops in ops()) {
        // The model keeps each index's last whole key and value.
        let mut table = CompactTable::new();
        let mut model: HashMap<u64, (u64, u8)> = HashMap::new();
        for op in ops {
            match op {
                Op::Put(key, value) => {
                    table.put(key, value);
                    model.insert(key % ENTRIES as u64, (key, value));
                }
                Op::Get(key) => {
                    let expected = model
                        .get(&(key % ENTRIES as u64))
                        .filter(|(k, _)| *k == key)
                        .map(|&(_, v)| v);
                    prop_assert_eq!(table.get(key), expected);
                }
            }
        }
    }
}

#[test]
fn mirror_is_playing_the_mirrored_moves() {
    for moves in random_games() {
        let position = Position::from_moves(&string(&moves)).unwrap();
        let mirrored: Vec<u32> = moves.iter().map(|c| WIDTH - 1 - c).collect();
        let image = Position::from_moves(&string(&mirrored)).unwrap();
        assert_eq!(mirror(position.current()), image.current());
        assert_eq!(mirror(position.mask()), image.mask());
        assert_eq!(mirror(position.key()), image.key());
        assert_eq!(canonical_key(&position), canonical_key(&image));
        assert_eq!(mirror(mirror(position.key())), position.key());
    }
}

#[test]
fn canonical_keys_count_positions_up_to_the_mirror() {
    // Burnside's lemma: with N positions, S of them their own mirror image,
    // there are (N + S) / 2 positions up to the mirror.
    let mut level = HashSet::from([Position::new()]);
    for _ in 0..8 {
        level = level
            .iter()
            .filter(|p| !p.last_mover_won())
            .flat_map(|p| {
                (0..WIDTH).filter(|&c| p.can_play(c)).map(|c| p.play(c))
            })
            .collect();
        let symmetric = level.iter().filter(|p| symmetric(p)).count();
        let classes: HashSet<u64> = level.iter().map(canonical_key).collect();
        assert_eq!(classes.len(), (level.len() + symmetric) / 2);
    }
}
