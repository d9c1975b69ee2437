//! The worked solutions of the exercises of chapter 3.3, A faster solver.

use crate::compact_table::{ENTRIES, KEPT_BITS, VALUE_BITS};
use crate::layout::{column_mask, WIDTH};
use crate::mirror::mirror;
use crate::position::Position;
use std::collections::HashSet;
use std::fmt;

// ANCHOR: kept_bits
/// A table size the formula of [`kept_bits`] does not cover: an even number
/// of entries (0 among them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvenEntries(pub u64);

/// The fewest low bits of a key an entry must keep to tell apart the keys
/// below `2^key_bits` that share an index `key % entries`, for an odd number
/// of entries: the smallest `b` with `entries · 2^b ≥ 2^key_bits`, that is
/// `key_bits − ⌊log2 entries⌋` (or 0).
///
/// ```
/// use ch03_connect_four::exercises_faster::kept_bits;
/// assert_eq!(kept_bits(16_777_259, 49), Ok(25));
/// assert!(kept_bits(1 << 24, 49).is_err());
/// ```
pub fn kept_bits(entries: u64, key_bits: u32) -> Result<u32, EvenEntries> {
    if entries.is_multiple_of(2) {
        return Err(EvenEntries(entries));
    }
    Ok(key_bits.saturating_sub(entries.ilog2()))
}
// ANCHOR_END: kept_bits

impl fmt::Display for EvenEntries {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let entries = self.0;
        write!(f, "{entries} entries: the kept bits are counted ")?;
        write!(f, "for an odd number of entries only")
    }
}

impl std::error::Error for EvenEntries {}

// ANCHOR: symmetric
/// Whether `position` is its own mirror image: its key, which tells
/// positions apart, is its own mirror, `mirror(key) = key`.
///
/// ```
/// use ch03_connect_four::{exercises_faster::is_symmetric, position::Position};
/// assert!(is_symmetric(&Position::from_moves("4")?));
/// assert!(!is_symmetric(&Position::from_moves("1")?));
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn is_symmetric(position: &Position) -> bool {
    mirror(position.key()) == position.key()
}

/// The distinct positions after exactly `moves` moves from the empty board,
/// where a won position is reached but not played on.
fn positions_after(moves: u32) -> HashSet<Position> {
    let mut level = HashSet::from([Position::new()]);
    for _ in 0..moves {
        level = level
            .iter()
            .filter(|p| !p.last_mover_won())
            .flat_map(|p| {
                (0..WIDTH).filter(|&c| p.can_play(c)).map(|c| p.play(c))
            })
            .collect();
    }
    level
}

/// How many of the distinct positions after exactly `moves` moves are their
/// own mirror image.
///
/// ```
/// use ch03_connect_four::exercises_faster::symmetric_positions;
/// assert_eq!(symmetric_positions(1), 1); // a disc in the centre column
/// ```
pub fn symmetric_positions(moves: u32) -> u64 {
    let level = positions_after(moves);
    level.iter().filter(|p| is_symmetric(p)).count() as u64
}
// ANCHOR_END: symmetric

// ANCHOR: distinct_moves
/// The three columns right of the centre, 4 to 6 (from 0).
pub const RIGHT_HALF: u64 = column_mask(4) | column_mask(5) | column_mask(6);

/// The `moves` (cells) worth searching: at a position that is its own
/// mirror image, a move right of the centre leads to the mirror image of
/// the move opposite it, so it goes when that one is among the moves,
/// `moves & ¬(mirror(moves) & RIGHT_HALF)`; elsewhere all of `moves`.
///
/// ```
/// use ch03_connect_four::exercises_faster::distinct_moves;
/// use ch03_connect_four::position::Position;
/// let p = Position::new();
/// assert_eq!(distinct_moves(&p, p.possible()).count_ones(), 4);
/// ```
pub fn distinct_moves(position: &Position, moves: u64) -> u64 {
    if !is_symmetric(position) {
        return moves;
    }
    moves & !(mirror(moves) & RIGHT_HALF)
}
// ANCHOR_END: distinct_moves

// ANCHOR: bucket_table
/// A table of [`ENTRIES`] buckets of 8 bytes (128 MiB), each two entries of
/// the compact table's form: the key's lowest 25 bits, then a 7-bit value.
/// The first holds the key stored last, the second the one before it.
#[derive(Clone, Debug)]
pub struct BucketTable {
    buckets: Vec<u64>,
}

/// The lowest [`KEPT_BITS`] bits of `key`, the part an entry keeps.
fn kept(key: u64) -> u32 {
    (key & ((1 << KEPT_BITS) - 1)) as u32
}

/// The value of `entry` if it holds `key`'s kept bits and is not empty.
fn value_for(entry: u32, key: u64) -> Option<u8> {
    let value = (entry & ((1 << VALUE_BITS) - 1)) as u8;
    (entry >> VALUE_BITS == kept(key) && value != 0).then_some(value)
}

impl BucketTable {
    /// An empty table (128 MiB).
    ///
    /// ```
    /// use ch03_connect_four::exercises_faster::BucketTable;
    /// assert_eq!(BucketTable::new().get(42), None);
    /// ```
    pub fn new() -> BucketTable {
        BucketTable {
            buckets: vec![0; ENTRIES],
        }
    }

    /// The bucket of `key`: `key % ENTRIES`.
    fn index(key: u64) -> usize {
        (key % ENTRIES as u64) as usize
    }

    /// Stores `value` (1 to 127) for `key` (below 2^49) in the first entry
    /// of its bucket; the old first entry moves to the second, unless it
    /// was `key`'s own.
    ///
    /// ```
    /// use ch03_connect_four::compact_table::ENTRIES;
    /// use ch03_connect_four::exercises_faster::BucketTable;
    /// let mut table = BucketTable::new();
    /// table.put(12, 5);
    /// table.put(12 + ENTRIES as u64, 6); // the same bucket, another key
    /// assert_eq!(table.get(12), Some(5));
    /// ```
    pub fn put(&mut self, key: u64, value: u8) {
        debug_assert!(key < 1 << 49 && value != 0 && value < 1 << VALUE_BITS);
        let bucket = &mut self.buckets[Self::index(key)];
        let first = *bucket as u32;
        let second = if first >> VALUE_BITS == kept(key) {
            (*bucket >> 32) as u32 // `key`'s own entry: just replace it
        } else {
            first
        };
        let entry = kept(key) << VALUE_BITS | u32::from(value);
        *bucket = u64::from(second) << 32 | u64::from(entry);
    }

    /// The value stored for `key`, from either entry of its bucket.
    ///
    /// ```
    /// use ch03_connect_four::compact_table::ENTRIES;
    /// use ch03_connect_four::exercises_faster::BucketTable;
    /// let mut table = BucketTable::new();
    /// for m in 0..3 {
    ///     table.put(12 + m * ENTRIES as u64, 5);
    /// }
    /// assert_eq!(table.get(12), None); // the third key pushed it out
    /// ```
    pub fn get(&self, key: u64) -> Option<u8> {
        let bucket = self.buckets[Self::index(key)];
        let [first, second] = [bucket as u32, (bucket >> 32) as u32];
        value_for(first, key).or_else(|| value_for(second, key))
    }
}
// ANCHOR_END: bucket_table

impl Default for BucketTable {
    fn default() -> BucketTable {
        BucketTable::new()
    }
}
