//! PEXT: the processor's own instruction for gathering the bits of a mask
//! into the low bits of a number, used as the table index, with a portable
//! fallback for processors without it.

use crate::magic::{relevant_mask, subsets, Slider};
use crate::squares::Square;
use std::sync::OnceLock;

// ANCHOR: pext_portable
/// Parallel bits extract, one mask bit at a time: bit `i` of the result is
/// the bit of `value` under the `i`-th lowest set bit of `mask`.
///
/// ```
/// use ch07_rays::pext::pext_portable;
/// assert_eq!(pext_portable(0b1011_0010, 0b1111_0000), 0b1011);
/// assert_eq!(pext_portable(0b0100_0100, 0b0101_0101), 0b1010);
/// ```
pub fn pext_portable(value: u64, mask: u64) -> u64 {
    let (mut result, mut mask, mut i) = (0, mask, 0);
    while mask != 0 {
        let square = mask.trailing_zeros();
        result |= (value >> square & 1) << i;
        mask &= mask - 1; // the next mask bit
        i += 1;
    }
    result
}
// ANCHOR_END: pext_portable

// ANCHOR: pext_bmi2
/// The processor's `pext` instruction, or `None` when it has none (it came
/// with BMI2: Intel's Haswell, 2013, and AMD's Excavator, 2015).
///
/// ```
/// use ch07_rays::pext::{pext_bmi2, pext_portable};
/// if let Some(found) = pext_bmi2(0b1011_0010, 0b1111_0000) {
///     assert_eq!(found, pext_portable(0b1011_0010, 0b1111_0000));
/// }
/// ```
#[cfg(target_arch = "x86_64")]
pub fn pext_bmi2(value: u64, mask: u64) -> Option<u64> {
    if std::is_x86_feature_detected!("bmi2") {
        // SAFETY: `pext_instruction` needs BMI2, and the processor has it:
        // `is_x86_feature_detected!` just asked it.
        #[allow(unsafe_code)]
        let extracted = unsafe { pext_instruction(value, mask) };
        Some(extracted)
    } else {
        None
    }
}

/// The processor's `pext` instruction, or `None` when it has none: always
/// `None` on processors other than x86-64.
///
/// ```
/// use ch07_rays::pext::pext_bmi2;
/// assert_eq!(pext_bmi2(1, 1), None);
/// ```
#[cfg(not(target_arch = "x86_64"))]
pub fn pext_bmi2(_value: u64, _mask: u64) -> Option<u64> {
    None
}

/// `_pext_u64`, compiled for processors with BMI2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
fn pext_instruction(value: u64, mask: u64) -> u64 {
    std::arch::x86_64::_pext_u64(value, mask)
}

/// Parallel bits extract: the instruction where the processor has it, the
/// portable loop where it has not.
///
/// ```
/// use ch07_rays::pext::pext;
/// assert_eq!(pext(0b1011_0010, 0b1111_0000), 0b1011);
/// ```
pub fn pext(value: u64, mask: u64) -> u64 {
    pext_bmi2(value, mask).unwrap_or_else(|| pext_portable(value, mask))
}
// ANCHOR_END: pext_bmi2

// ANCHOR: tables
/// Every square's relevant mask, rook and bishop, and one table of attacks
/// indexed by `offset + pext(occupied, mask)`: no magic, no collision.
#[derive(Clone, Debug)]
pub struct PextTables {
    rook: Vec<(u64, usize)>,
    bishop: Vec<(u64, usize)>,
    attacks: Vec<u64>,
}

impl PextTables {
    /// Builds the tables: for each square, the attacks of every subset of
    /// its mask, walked, at the subset's `pext` index.
    ///
    /// ```
    /// use ch07_rays::pext::PextTables;
    /// assert_eq!(PextTables::new().len(), 102_400 + 5_248);
    /// ```
    pub fn new() -> PextTables {
        let mut attacks = Vec::new();
        let mut build = |slider: Slider| -> Vec<(u64, usize)> {
            (0..64)
                .map(|square| {
                    let mask = relevant_mask(slider, square);
                    let offset = attacks.len();
                    attacks.resize(offset + (1 << mask.count_ones()), 0);
                    for blockers in subsets(mask) {
                        let index = offset + pext(blockers, mask) as usize;
                        attacks[index] = slider.walk(square, blockers);
                    }
                    (mask, offset)
                })
                .collect()
        };
        let rook = build(Slider::Rook);
        let bishop = build(Slider::Bishop);
        PextTables {
            rook,
            bishop,
            attacks,
        }
    }

    /// A rook's attacks: the square's mask and offset, one `pext`, then the
    /// attacks at the index it gives: two loads, the second waiting for the
    /// first.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// use ch07_rays::walk::rook_attacks_walk;
    /// let occupied = 0x0000_0010_0010_0000;
    /// let walked = rook_attacks_walk(28, occupied);
    /// assert_eq!(pext_tables().rook_attacks(28, occupied), walked);
    /// ```
    pub fn rook_attacks(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.rook[from];
        self.attacks[offset + pext(occupied, mask) as usize]
    }

    /// A bishop's attacks, the same way with the bishop's mask.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// use ch07_rays::walk::bishop_attacks_walk;
    /// let occupied = 0x0000_0020_0004_0000;
    /// let walked = bishop_attacks_walk(28, occupied);
    /// assert_eq!(pext_tables().bishop_attacks(28, occupied), walked);
    /// ```
    pub fn bishop_attacks(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.bishop[from];
        self.attacks[offset + pext(occupied, mask) as usize]
    }
}
// ANCHOR_END: tables

impl PextTables {
    /// The number of entries of the whole table, rooks' and bishops'.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// assert_eq!(pext_tables().len(), 107_648);
    /// ```
    pub fn len(&self) -> usize {
        self.attacks.len()
    }

    /// A rook's attacks from the same table, the index gathered by
    /// `pext_portable`: what a processor without BMI2 runs.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// let occupied = 0x0000_0010_0010_0000;
    /// let tables = pext_tables();
    /// let portable = tables.rook_attacks_portable(28, occupied);
    /// assert_eq!(portable, tables.rook_attacks(28, occupied));
    /// ```
    pub fn rook_attacks_portable(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.rook[from];
        self.attacks[offset + pext_portable(occupied, mask) as usize]
    }

    /// A bishop's attacks, the index gathered by `pext_portable`.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// let occupied = 0x0000_0020_0004_0000;
    /// let tables = pext_tables();
    /// let portable = tables.bishop_attacks_portable(28, occupied);
    /// assert_eq!(portable, tables.bishop_attacks(28, occupied));
    /// ```
    pub fn bishop_attacks_portable(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.bishop[from];
        self.attacks[offset + pext_portable(occupied, mask) as usize]
    }

    /// Always false: there is an entry for every square's empty board.
    ///
    /// ```
    /// use ch07_rays::pext::pext_tables;
    /// assert!(!pext_tables().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }
}

impl Default for PextTables {
    fn default() -> PextTables {
        PextTables::new()
    }
}

/// The tables, built on first use and shared by every look-up after it.
///
/// ```
/// use ch07_rays::pext::pext_tables;
/// assert!(std::ptr::eq(pext_tables(), pext_tables()));
/// ```
pub fn pext_tables() -> &'static PextTables {
    static TABLES: OnceLock<PextTables> = OnceLock::new();
    TABLES.get_or_init(PextTables::new)
}

/// A rook's attacks from the shared PEXT tables.
///
/// ```
/// use ch07_rays::pext::rook_attacks_pext;
/// assert_eq!(rook_attacks_pext(0, 0).count_ones(), 14);
/// ```
pub fn rook_attacks_pext(from: Square, occupied: u64) -> u64 {
    pext_tables().rook_attacks(from, occupied)
}

/// A bishop's attacks from the shared PEXT tables.
///
/// ```
/// use ch07_rays::pext::bishop_attacks_pext;
/// assert_eq!(bishop_attacks_pext(0, 0).count_ones(), 7);
/// ```
pub fn bishop_attacks_pext(from: Square, occupied: u64) -> u64 {
    pext_tables().bishop_attacks(from, occupied)
}
