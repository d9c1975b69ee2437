//! A fast hash for sets of boards (the standard one is built to resist
//! attacks, and is several times slower on a `u64`).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash of one `u64`: $((b \oplus (b \gg 32)) \cdot K)$,
/// with the high bits folded back into the low ones.
#[derive(Clone, Copy, Default, Debug)]
pub struct BoardHasher(u64);

impl Hasher for BoardHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(self.0 << 8 | u64::from(byte));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

/// A set of boards hashed with [`BoardHasher`].
pub type BoardSet = HashSet<u64, BuildHasherDefault<BoardHasher>>;

/// An empty [`BoardSet`] with room for `capacity` boards.
///
/// ```
/// use ch04_peg_solitaire::hash::board_set;
/// let mut set = board_set(10);
/// assert!(set.insert(42));
/// assert!(!set.insert(42));
/// ```
pub fn board_set(capacity: usize) -> BoardSet {
    BoardSet::with_capacity_and_hasher(capacity, Default::default())
}
