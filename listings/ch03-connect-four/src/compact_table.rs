//! Step 9's table: four bytes an entry, so twice the entries of the
//! program's 8-byte table in the same memory; and step 11's prefetch.

// ANCHOR: compact
/// The entries of a [`CompactTable`]: the smallest prime above 2^24, about
/// 16.8 million, four bytes each (64 MiB).
pub const ENTRIES: usize = 16_777_259;

/// The bits of a key an entry keeps: its lowest 25. A key is below 2^49, and
/// `ENTRIES · 2^25` is above it, so two keys with the same index (the same
/// remainder by `ENTRIES`) and the same lowest 25 bits are the same key.
pub const KEPT_BITS: u32 = 25;

/// The bits of an entry's value: 7, for values 1 to 127 (0 is empty).
pub const VALUE_BITS: u32 = 32 - KEPT_BITS;

// Keys below 2^49 with the same index and the same kept bits are the same
// key only if ENTRIES · 2^KEPT_BITS reaches 2^49, and ENTRIES is odd.
const _: () =
    assert!((ENTRIES as u64) << KEPT_BITS >= 1 << 49 && ENTRIES % 2 == 1);

/// A table of [`ENTRIES`] entries of four bytes, each the key's lowest
/// [`KEPT_BITS`] bits, then a 7-bit value; a later key with the same index
/// replaces an earlier one.
#[derive(Clone, Debug)]
pub struct CompactTable {
    entries: Vec<u32>,
}

impl CompactTable {
    /// An empty table (64 MiB).
    ///
    /// ```
    /// use ch03_connect_four::compact_table::CompactTable;
    /// assert_eq!(CompactTable::new().get(42), None);
    /// ```
    pub fn new() -> CompactTable {
        CompactTable {
            entries: vec![0; ENTRIES],
        }
    }

    /// The entry of `key`: `key % ENTRIES`.
    fn index(key: u64) -> usize {
        (key % ENTRIES as u64) as usize
    }

    /// Stores `value` (1 to 127) for `key` (below 2^49): the key's lowest
    /// 25 bits, shifted above the value's 7.
    ///
    /// ```
    /// use ch03_connect_four::compact_table::CompactTable;
    /// let mut table = CompactTable::new();
    /// table.put(12, 5);
    /// assert_eq!(table.get(12), Some(5));
    /// ```
    pub fn put(&mut self, key: u64, value: u8) {
        debug_assert!(key < 1 << 49 && value != 0 && value < 1 << VALUE_BITS);
        self.entries[Self::index(key)] =
            (key as u32) << VALUE_BITS | u32::from(value);
    }

    /// The value stored for `key`, unless another key has replaced it: the
    /// entry's key bits must be those of `key`.
    ///
    /// ```
    /// use ch03_connect_four::compact_table::{CompactTable, ENTRIES};
    /// let mut table = CompactTable::new();
    /// table.put(12, 5);
    /// table.put(12 + ENTRIES as u64, 6); // the same index, another key
    /// assert_eq!(table.get(12), None);
    /// ```
    pub fn get(&self, key: u64) -> Option<u8> {
        let entry = self.entries[Self::index(key)];
        let value = (entry & ((1 << VALUE_BITS) - 1)) as u8;
        let same_key =
            entry >> VALUE_BITS == (key as u32) << VALUE_BITS >> VALUE_BITS;
        (same_key && value != 0).then_some(value)
    }

    /// Empties every entry.
    ///
    /// ```
    /// use ch03_connect_four::compact_table::CompactTable;
    /// let mut table = CompactTable::new();
    /// table.put(1, 1);
    /// table.clear();
    /// assert_eq!(table.get(1), None);
    /// ```
    pub fn clear(&mut self) {
        self.entries.fill(0);
    }
}
// ANCHOR_END: compact

// ANCHOR: prefetch
impl CompactTable {
    /// Asks the processor to start bringing `key`'s entry into its cache,
    /// and returns at once: a later [`CompactTable::get`] or
    /// [`CompactTable::put`] of that key finds it there. (On processors
    /// other than x86-64 it does nothing.)
    ///
    /// ```
    /// use ch03_connect_four::compact_table::CompactTable;
    /// let table = CompactTable::new();
    /// table.prefetch(12);
    /// assert_eq!(table.get(12), None); // a prefetch changes nothing
    /// ```
    pub fn prefetch(&self, key: u64) {
        let entry: *const u32 = &self.entries[Self::index(key)];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `_mm_prefetch` needs SSE, which every x86-64 processor
        // has; and a prefetch only warms the cache: it changes no memory and
        // cannot fault (here `entry` points into the table anyway).
        #[allow(unsafe_code)]
        unsafe {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            _mm_prefetch::<_MM_HINT_T0>(entry.cast());
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = entry;
    }
}
// ANCHOR_END: prefetch

impl Default for CompactTable {
    fn default() -> CompactTable {
        CompactTable::new()
    }
}
