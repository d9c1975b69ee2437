//! What the benchmark (`benches/attacks.rs`) and the instruction-count
//! workloads (`examples/workload.rs`) share: the same fixed random boards,
//! and PEXT's tables read with the portable loop.
#![allow(dead_code)] // each of the benchmark, the workloads and a test uses a part

use ch07_rays::magic::{relevant_mask, subsets, Slider};
use ch07_rays::pext::pext_portable;
use ch07_rays::squares::Square;

/// How many (square, occupied) pairs each measurement looks up.
pub const PAIRS: usize = 4_096;

/// The name of the established program measured beside the chapter's methods.
pub const COZY_CHESS: &str = "cozy-chess 0.3.4";

/// [`PAIRS`] (square, occupied) pairs from a seeded xorshift, the same on
/// every run: a square anywhere, and an occupancy that is the AND of two
/// random words, so about 16 occupied squares, as in a middle game.
pub fn random_pairs() -> Vec<(Square, u64)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..PAIRS)
        .map(|_| ((next() % 64) as Square, next() & next()))
        .collect()
}

/// Every attack set of `attacks` over the pairs, XORed together, so that
/// nothing can be skipped.
#[inline(always)]
pub fn look_up_all(
    pairs: &[(Square, u64)],
    attacks: impl Fn(Square, u64) -> u64,
) -> u64 {
    pairs.iter().fold(0, |all, &(square, occupied)| {
        all ^ attacks(square, occupied)
    })
}

/// The chapter's PEXT tables, built and read with the portable loop
/// `pext_portable` where the library calls the instruction: what a processor
/// without BMI2 runs. Laid out as `PextTables` lays them out.
pub struct PortablePext {
    rook: Vec<(u64, usize)>,
    bishop: Vec<(u64, usize)>,
    attacks: Vec<u64>,
}

impl PortablePext {
    /// Every square's mask and the attacks of each subset at its index.
    pub fn new() -> PortablePext {
        let mut attacks = Vec::new();
        let mut build = |slider: Slider| -> Vec<(u64, usize)> {
            (0..64)
                .map(|square| {
                    let mask = relevant_mask(slider, square);
                    let offset = attacks.len();
                    attacks.resize(offset + (1 << mask.count_ones()), 0);
                    for blockers in subsets(mask) {
                        let index = pext_portable(blockers, mask) as usize;
                        attacks[offset + index] = slider.walk(square, blockers);
                    }
                    (mask, offset)
                })
                .collect()
        };
        let rook = build(Slider::Rook);
        let bishop = build(Slider::Bishop);
        PortablePext {
            rook,
            bishop,
            attacks,
        }
    }

    /// The number of entries of the whole table.
    pub fn len(&self) -> usize {
        self.attacks.len()
    }

    /// A rook's attacks, the index gathered by the portable loop.
    #[inline(always)]
    pub fn rook_attacks(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.rook[from];
        self.attacks[offset + pext_portable(occupied, mask) as usize]
    }

    /// A bishop's attacks, the same way.
    #[inline(always)]
    pub fn bishop_attacks(&self, from: Square, occupied: u64) -> u64 {
        let (mask, offset) = self.bishop[from];
        self.attacks[offset + pext_portable(occupied, mask) as usize]
    }
}
