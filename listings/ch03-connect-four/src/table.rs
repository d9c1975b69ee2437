//! A transposition table: a score bound for each position met, by key.

/// The entries of the largest table of the steps before step 9: a prime,
/// 8,388,593, eight bytes each (64 MiB).
pub const SIZE_64_MIB: usize = 8_388_593;

// ANCHOR: table
/// A fixed number of entries, each a position's key and one byte of value,
/// packed as `key << 8 | value`; a later position with the same index
/// replaces an earlier one.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<u64>,
}

impl Table {
    /// A table of `size` entries, all empty (a prime spreads keys best).
    ///
    /// ```
    /// use ch03_connect_four::table::Table;
    /// assert_eq!(Table::new(7).get(3), None);
    /// ```
    pub fn new(size: usize) -> Table {
        Table {
            entries: vec![0; size.max(1)],
        }
    }

    /// Stores `value` (not 0, which marks an empty entry) for `key`.
    ///
    /// ```
    /// use ch03_connect_four::table::Table;
    /// let mut table = Table::new(7);
    /// table.put(12, 5);
    /// assert_eq!(table.get(12), Some(5));
    /// ```
    pub fn put(&mut self, key: u64, value: u8) {
        let index = (key % self.entries.len() as u64) as usize;
        self.entries[index] = key << 8 | u64::from(value);
    }

    /// The value stored for `key`, unless another key has replaced it.
    ///
    /// ```
    /// use ch03_connect_four::table::Table;
    /// let mut table = Table::new(7);
    /// table.put(12, 5);
    /// table.put(19, 6); // the same entry: 19 % 7 == 12 % 7
    /// assert_eq!(table.get(12), None);
    /// ```
    pub fn get(&self, key: u64) -> Option<u8> {
        let entry = self.entries[(key % self.entries.len() as u64) as usize];
        let value = (entry & 0xff) as u8;
        (entry >> 8 == key && value != 0).then_some(value)
    }

    /// Empties every entry.
    ///
    /// ```
    /// use ch03_connect_four::table::Table;
    /// let mut table = Table::new(7);
    /// table.put(1, 1);
    /// table.clear();
    /// assert_eq!(table.get(1), None);
    /// ```
    pub fn clear(&mut self) {
        self.entries.fill(0);
    }
}
// ANCHOR_END: table
