//! The transposition table: what the search learnt about a position, kept
//! under its Zobrist key in a fixed array of 16-byte entries.

use crate::score::{from_table, to_table};
use ch08_chess::types::Move;

// ANCHOR: slot
/// What a stored score says about the position's true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact: it fell inside the window.
    Exact,
    /// The true score is at least this: a move reached beta.
    Lower,
    /// The true score is at most this: no move reached alpha.
    Upper,
}

/// One slot: the full key, the best move in 16 bits, the score, the depth
/// searched, the bound and the search that wrote it: 16 bytes.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    best: u16,
    score: i16,
    depth: i8,
    /// The bound in the low two bits (0 for an empty slot), the search's
    /// generation in the other six.
    flags: u8,
}
// ANCHOR_END: slot

/// What a probe finds: the stored move, score (mate distances counted from
/// the probing node), depth and bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move found, if any.
    pub best: Option<Move>,
    /// The score, as the probing node sees it.
    pub score: i32,
    /// The depth it was searched to.
    pub depth: i32,
    /// What the score says.
    pub bound: Bound,
}

/// The table: a power of two of slots, indexed by the key's high bits.
pub struct Table {
    slots: Vec<Slot>,
    generation: u8,
}

/// The size of one slot in bytes.
pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

impl Table {
    /// A table of at most `megabytes` MiB (at least one slot), the slots a
    /// power of two.
    ///
    /// ```
    /// use ch09_chess_player::table::Table;
    /// assert_eq!(Table::new(1).len(), 65_536);
    /// ```
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) << 20;
        let slots = (bytes / SLOT_BYTES).max(1);
        let slots = 1usize << (usize::BITS - 1 - slots.leading_zeros());
        Table {
            slots: vec![Slot::default(); slots],
            generation: 0,
        }
    }

    /// The number of slots.
    ///
    /// ```
    /// use ch09_chess_player::table::Table;
    /// assert!(Table::new(16).len() > 1_000_000);
    /// ```
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// True when the table has no slots (never: it has at least one).
    ///
    /// ```
    /// use ch09_chess_player::table::Table;
    /// assert!(!Table::new(1).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Forgets everything.
    ///
    /// ```
    /// use ch09_chess_player::table::{Bound, Table};
    /// let mut t = Table::new(1);
    /// t.store(42, None, 10, 3, Bound::Exact, 0);
    /// t.clear();
    /// assert!(t.probe(42, 0).is_none());
    /// ```
    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.generation = 0;
    }

    /// Marks the start of a new search: slots of older searches are
    /// replaced first.
    ///
    /// ```
    /// use ch09_chess_player::table::Table;
    /// let mut t = Table::new(1);
    /// t.new_search();
    /// ```
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    // ANCHOR: index
    /// The slot of a key: its high bits, as many as the table has slots.
    #[inline]
    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }
    // ANCHOR_END: index

    /// What the table holds for `key`, its mate scores counted from a node
    /// `ply` plies below the root.
    ///
    /// ```
    /// use ch09_chess_player::table::{Bound, Table};
    /// let mut t = Table::new(1);
    /// t.store(42, None, 10, 3, Bound::Lower, 0);
    /// assert_eq!(t.probe(42, 0).unwrap().score, 10);
    /// assert!(t.probe(43, 0).is_none());
    /// ```
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let slot = self.slots[self.index(key)];
        if slot.key != key || slot.flags & 3 == 0 {
            return None;
        }
        let bound = match slot.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            // 0 is no move: its from and to squares are the same
            best: Move::from_bits(slot.best),
            score: from_table(slot.score as i32, ply),
            depth: slot.depth as i32,
            bound,
        })
    }

    /// Keeps what a search of `depth` plies found for `key` at `ply` plies
    /// below the root, unless the slot holds a deeper result of the same
    /// search for another position.
    ///
    /// ```
    /// use ch09_chess_player::table::{Bound, Table};
    /// let mut t = Table::new(1);
    /// t.store(42, None, 10, 3, Bound::Exact, 0);
    /// assert_eq!(t.probe(42, 0).unwrap().depth, 3);
    /// ```
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        best: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
        ply: usize,
    ) {
        let index = self.index(key);
        let old = self.slots[index];
        let same_search = old.flags >> 2 == self.generation;
        if old.key != key && same_search && old.depth as i32 > depth + 2 {
            return;
        }
        let best = match best {
            Some(m) => m.to_bits(),
            // keep the old move of the same position rather than none
            None if old.key == key => old.best,
            None => 0,
        };
        let code = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.slots[index] = Slot {
            key,
            best,
            score: to_table(score, ply) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: code | self.generation << 2,
        };
    }
}
