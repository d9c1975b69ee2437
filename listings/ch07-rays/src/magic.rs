//! Magic bitboards: the blockers that matter to a slider, turned into a table
//! index by one multiplication with a number found by a seeded random search.

use crate::squares::{bit, Square};
use crate::walk::{bishop_attacks_walk, rook_attacks_walk, step, Direction};
use std::sync::OnceLock;

// ANCHOR: slider
/// The two sliders with a table of their own (a queen is both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// Slides along files and ranks.
    Rook,
    /// Slides along diagonals.
    Bishop,
}

impl Slider {
    /// The four directions it slides in.
    ///
    /// ```
    /// use ch07_rays::magic::Slider;
    /// use ch07_rays::walk::Direction;
    /// assert_eq!(Slider::Rook.directions(), Direction::ROOK);
    /// ```
    pub fn directions(self) -> [Direction; 4] {
        match self {
            Slider::Rook => Direction::ROOK,
            Slider::Bishop => Direction::BISHOP,
        }
    }

    /// Its attacks found by walking the rays: the oracle the tables are
    /// built from.
    ///
    /// ```
    /// use ch07_rays::magic::Slider;
    /// assert_eq!(Slider::Bishop.walk(28, 0).count_ones(), 13);
    /// ```
    pub fn walk(self, from: Square, occupied: u64) -> u64 {
        match self {
            Slider::Rook => rook_attacks_walk(from, occupied),
            Slider::Bishop => bishop_attacks_walk(from, occupied),
        }
    }
}
// ANCHOR_END: slider

// ANCHOR: relevant_mask
/// The squares whose occupancy can change a slider's attacks: each ray
/// without its last square, for nothing lies beyond the edge to be blocked.
///
/// ```
/// use ch07_rays::magic::{relevant_mask, Slider};
/// assert_eq!(relevant_mask(Slider::Rook, 28).count_ones(), 10); // e4
/// assert_eq!(relevant_mask(Slider::Rook, 0).count_ones(), 12); // a1
/// assert_eq!(relevant_mask(Slider::Bishop, 28).count_ones(), 9);
/// ```
pub fn relevant_mask(slider: Slider, square: Square) -> u64 {
    let mut mask = 0;
    for direction in slider.directions() {
        let mut from = square;
        while let Some(next) = step(from, direction) {
            if step(next, direction).is_some() {
                mask |= bit(next); // not the last square of the ray
            }
            from = next;
        }
    }
    mask
}
// ANCHOR_END: relevant_mask

// ANCHOR: subsets
/// Every subset of `mask`, from 0 up, by the carry-rippler:
/// `next = (sub − mask) & mask`, until it comes back to 0.
///
/// ```
/// use ch07_rays::magic::subsets;
/// let all: Vec<u64> = subsets(0b1010).collect();
/// assert_eq!(all, vec![0b0000, 0b0010, 0b1000, 0b1010]);
/// ```
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let sub = next?;
        let following = sub.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(sub)
    })
}
// ANCHOR_END: subsets

// ANCHOR: magic
/// One square's magic: its relevant mask, the magic number, the shift that
/// keeps the top bits, and where its part of the table starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Magic {
    /// The relevant squares.
    pub mask: u64,
    /// The number that turns the relevant blockers into an index.
    pub magic: u64,
    /// 64 minus the number of relevant squares.
    pub shift: u32,
    /// The index of this square's first entry in the whole table.
    pub offset: usize,
}

impl Magic {
    /// The index in this square's part of the table:
    /// `((occupied & mask) · magic) ≫ shift`.
    ///
    /// ```
    /// use ch07_rays::magic::Magic;
    /// let m = Magic { mask: 0b110, magic: 3 << 62, shift: 62, offset: 0 };
    /// // 2 · (3 · 2^62) = 2^63 + 2^64, which wraps to 2^63
    /// assert_eq!(m.index(0b010), 2);
    /// ```
    pub fn index(&self, occupied: u64) -> usize {
        ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}
// ANCHOR_END: magic

// ANCHOR: rng
/// A xorshift generator (Marsaglia's 13, 7, 17): the same seed gives the same
/// numbers on every machine.
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator started from `seed` (0 is replaced, for it would stay 0).
    ///
    /// ```
    /// use ch07_rays::magic::XorShift;
    /// assert_eq!(XorShift::new(1).next_u64(), XorShift::new(1).next_u64());
    /// ```
    pub fn new(seed: u64) -> XorShift {
        XorShift(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next number: `x ⊕= x ≪ 13; x ⊕= x ≫ 7; x ⊕= x ≪ 17`.
    ///
    /// ```
    /// use ch07_rays::magic::XorShift;
    /// let mut rng = XorShift::new(1);
    /// assert_ne!(rng.next_u64(), rng.next_u64());
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A candidate with few bits set, about 8 of 64: `r₁ & r₂ & r₃`.
    ///
    /// ```
    /// use ch07_rays::magic::XorShift;
    /// let mut rng = XorShift::new(7);
    /// assert!(rng.sparse().count_ones() < 32);
    /// ```
    pub fn sparse(&mut self) -> u64 {
        self.next_u64() & self.next_u64() & self.next_u64()
    }
}
// ANCHOR_END: rng

// ANCHOR: find_magic
/// Searches for a magic for one square, from a generator seeded with
/// `seed`: candidates are tried until every subset of the mask gets an index
/// whose entry is empty or already holds the same attacks.
///
/// ```
/// use ch07_rays::magic::{find_magic, Slider};
/// let (magic, table) = find_magic(Slider::Bishop, 0, 1);
/// assert_eq!(table.len(), 1 << 6); // a1's bishop mask has 6 squares
/// assert_eq!(table[magic.index(0)], Slider::Bishop.walk(0, 0));
/// ```
pub fn find_magic(
    slider: Slider,
    square: Square,
    seed: u64,
) -> (Magic, Vec<u64>) {
    let mask = relevant_mask(slider, square);
    let bits = mask.count_ones();
    let cases: Vec<(u64, u64)> = subsets(mask)
        .map(|blockers| (blockers, slider.walk(square, blockers)))
        .collect();
    let mut rng = XorShift::new(seed);
    let mut table = vec![0; 1 << bits];
    // The candidate that last filled each entry: no clearing between tries.
    let mut filled_by = vec![0; 1 << bits];
    let mut candidate = 0;
    loop {
        candidate += 1;
        let magic = Magic {
            mask,
            magic: rng.sparse(),
            shift: 64 - bits,
            offset: 0,
        };
        let fits = cases.iter().all(|&(blockers, attacks)| {
            let i = magic.index(blockers);
            if filled_by[i] != candidate {
                (filled_by[i], table[i]) = (candidate, attacks);
            }
            table[i] == attacks // a collision does no harm if the attacks agree
        });
        if fits {
            return (magic, table);
        }
    }
}
// ANCHOR_END: find_magic

// ANCHOR: tables
/// The seed of the search for every square's magic: any number will do, and
/// the same one finds the same magics on every run.
pub const SEED: u64 = 0x0B17_B0A2_D5EE_D007;

/// Every square's magic, rook and bishop, and one table of attacks for all.
#[derive(Clone, Debug)]
pub struct MagicTables {
    rook: Vec<Magic>,
    bishop: Vec<Magic>,
    attacks: Vec<u64>,
}

impl MagicTables {
    /// Searches every square's magic (square `s` from the seed `SEED + s`,
    /// rooks then bishops) and lays the tables one after another.
    ///
    /// ```
    /// use ch07_rays::magic::MagicTables;
    /// let tables = MagicTables::new();
    /// assert_eq!(tables.len(), 102_400 + 5_248);
    /// ```
    pub fn new() -> MagicTables {
        let mut attacks = Vec::new();
        let mut search = |slider: Slider| -> Vec<Magic> {
            (0..64)
                .map(|square| {
                    let seed = SEED.wrapping_add(square as u64);
                    let (magic, table) = find_magic(slider, square, seed);
                    let offset = attacks.len();
                    attacks.extend(table);
                    Magic { offset, ..magic }
                })
                .collect()
        };
        let rook = search(Slider::Rook);
        let bishop = search(Slider::Bishop);
        MagicTables {
            rook,
            bishop,
            attacks,
        }
    }

    /// A rook's attacks: two loads, the second waiting for the first: the
    /// square's entry, then the attacks at the index it gives (an AND, a
    /// multiplication, a shift and an addition).
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// use ch07_rays::walk::rook_attacks_walk;
    /// let occupied = 0x0000_0010_0010_0000;
    /// let walked = rook_attacks_walk(28, occupied);
    /// assert_eq!(magic_tables().rook_attacks(28, occupied), walked);
    /// ```
    pub fn rook_attacks(&self, from: Square, occupied: u64) -> u64 {
        let m = &self.rook[from];
        self.attacks[m.offset + m.index(occupied)]
    }

    /// A bishop's attacks, the same way with the bishop's magic.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// use ch07_rays::walk::bishop_attacks_walk;
    /// let occupied = 0x0000_0020_0004_0000;
    /// let walked = bishop_attacks_walk(28, occupied);
    /// assert_eq!(magic_tables().bishop_attacks(28, occupied), walked);
    /// ```
    pub fn bishop_attacks(&self, from: Square, occupied: u64) -> u64 {
        let m = &self.bishop[from];
        self.attacks[m.offset + m.index(occupied)]
    }

    /// A queen's attacks: a rook's and a bishop's together.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert_eq!(magic_tables().queen_attacks(28, 0).count_ones(), 27);
    /// ```
    pub fn queen_attacks(&self, from: Square, occupied: u64) -> u64 {
        self.rook_attacks(from, occupied) | self.bishop_attacks(from, occupied)
    }
}
// ANCHOR_END: tables

impl MagicTables {
    /// A square's rook magic.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert_eq!(magic_tables().rook(0).shift, 64 - 12);
    /// ```
    pub fn rook(&self, square: Square) -> &Magic {
        &self.rook[square]
    }

    /// A square's bishop magic.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert_eq!(magic_tables().bishop(28).shift, 64 - 9);
    /// ```
    pub fn bishop(&self, square: Square) -> &Magic {
        &self.bishop[square]
    }

    /// The number of entries of the whole table, rooks' and bishops'.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert_eq!(magic_tables().len(), 107_648);
    /// ```
    pub fn len(&self) -> usize {
        self.attacks.len()
    }

    /// Always false: there is an entry for every square's empty board.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert!(!magic_tables().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }

    /// The bytes of the attack tables: 8 per entry.
    ///
    /// ```
    /// use ch07_rays::magic::magic_tables;
    /// assert_eq!(magic_tables().bytes(), 861_184);
    /// ```
    pub fn bytes(&self) -> usize {
        self.attacks.len() * std::mem::size_of::<u64>()
    }
}

impl Default for MagicTables {
    fn default() -> MagicTables {
        MagicTables::new()
    }
}

/// The tables, built on first use and shared by every look-up after it.
///
/// ```
/// use ch07_rays::magic::magic_tables;
/// assert!(std::ptr::eq(magic_tables(), magic_tables()));
/// ```
pub fn magic_tables() -> &'static MagicTables {
    static TABLES: OnceLock<MagicTables> = OnceLock::new();
    TABLES.get_or_init(MagicTables::new)
}

/// A rook's attacks from the shared magic tables.
///
/// ```
/// use ch07_rays::magic::rook_attacks_magic;
/// assert_eq!(rook_attacks_magic(0, 0).count_ones(), 14);
/// ```
pub fn rook_attacks_magic(from: Square, occupied: u64) -> u64 {
    magic_tables().rook_attacks(from, occupied)
}

/// A bishop's attacks from the shared magic tables.
///
/// ```
/// use ch07_rays::magic::bishop_attacks_magic;
/// assert_eq!(bishop_attacks_magic(0, 0).count_ones(), 7);
/// ```
pub fn bishop_attacks_magic(from: Square, occupied: u64) -> u64 {
    magic_tables().bishop_attacks(from, occupied)
}
