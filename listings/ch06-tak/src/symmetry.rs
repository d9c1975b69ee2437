//! The eight symmetries of a square board: mirrors and diagonal flips as delta
//! swaps, rotations as compositions of them, and the mirror index formulas.
//!
//! A *delta swap* exchanges every bit of a mask with the bit `delta` places above
//! it, with two shifts, three XORs and an AND, and no loop over the bits. Mirroring a board left to right
//! swaps file a with the last file, b with the one before it, and so on: one delta
//! swap per pair of files. The masks are computed at compile time for every size.

use crate::geometry::{
    column_mask, file_rank, row_mask, square, Bitboard, MAX_SIZE,
};

/// Swaps each bit of `mask` with the bit `delta` places above it (the bits
/// of `mask` and `mask << delta` must not overlap):
/// `t = (b ⊕ (b ≫ δ)) & m`, then `b ⊕ t ⊕ (t ≪ δ)`.
///
/// ```
/// use ch06_tak::symmetry::delta_swap;
/// assert_eq!(delta_swap(0b0001, 0b0001, 3), 0b1000); // bit 0 to bit 3
/// assert_eq!(delta_swap(0b1001, 0b0001, 3), 0b1001); // both set: no change
/// ```
pub const fn delta_swap(b: Bitboard, mask: Bitboard, delta: u32) -> Bitboard {
    let t = (b ^ (b >> delta)) & mask; // where the pair's two bits differ
    b ^ t ^ (t << delta) // flip both bits of those pairs
}

/// One delta swap: the lower squares of each pair, and the distance to the
/// other square of the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swap {
    /// The lower square of every pair.
    pub mask: Bitboard,
    /// How many bits above it its partner is.
    pub delta: u32,
}

/// The swaps that make up one symmetry of one size (unused ones are empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swaps {
    /// The swaps, used in order.
    pub swaps: [Swap; MAX_SIZE - 1],
    /// How many of them are used.
    pub count: usize,
}

const NO_SWAP: Swap = Swap { mask: 0, delta: 0 };

// ANCHOR: mirror_swaps
/// The swaps of the left-right mirror: file `f` with file `S − 1 − f`,
/// `δ = S − 1 − 2f`, for the files left of the middle.
///
/// ```
/// use ch06_tak::symmetry::mirror_h_swaps;
/// let swaps = mirror_h_swaps(5);
/// assert_eq!(swaps.count, 2); // a with e, b with d; c stays
/// assert_eq!(swaps.swaps[0].delta, 4);
/// ```
pub const fn mirror_h_swaps(size: usize) -> Swaps {
    let mut swaps = [NO_SWAP; MAX_SIZE - 1];
    let mut file = 0;
    while file < size / 2 {
        swaps[file] = Swap {
            mask: column_mask(size, file),
            delta: (size - 1 - 2 * file) as u32,
        };
        file += 1;
    }
    Swaps {
        swaps,
        count: size / 2,
    }
}

/// The swaps of the top-bottom mirror: rank `r` with rank `S − 1 − r`,
/// `δ = (S − 1 − 2r) · S`, for the ranks below the middle.
///
/// ```
/// use ch06_tak::symmetry::mirror_v_swaps;
/// assert_eq!(mirror_v_swaps(5).swaps[0].delta, 20);
/// ```
pub const fn mirror_v_swaps(size: usize) -> Swaps {
    let mut swaps = [NO_SWAP; MAX_SIZE - 1];
    let mut rank = 0;
    while rank < size / 2 {
        swaps[rank] = Swap {
            mask: row_mask(size, rank),
            delta: ((size - 1 - 2 * rank) * size) as u32,
        };
        rank += 1;
    }
    Swaps {
        swaps,
        count: size / 2,
    }
}
// ANCHOR_END: mirror_swaps

// ANCHOR: transpose_swaps
/// The swaps of the flip in the a1 diagonal, `(f, r) → (r, f)`: the squares
/// with `f − r = k` go up by `δ = k · (S − 1)`, for k = 1 to S − 1.
///
/// ```
/// use ch06_tak::symmetry::transpose_swaps;
/// assert_eq!(transpose_swaps(3).swaps[0].delta, 2); // b1 and a2, c2 and b3
/// ```
pub const fn transpose_swaps(size: usize) -> Swaps {
    let mut swaps = [NO_SWAP; MAX_SIZE - 1];
    let mut k = 1;
    while k < size {
        let mut mask = 0;
        let mut rank = 0;
        while rank + k < size {
            mask |= 1 << square(size, rank + k, rank); // file − rank = k
            rank += 1;
        }
        swaps[k - 1] = Swap {
            mask,
            delta: (k * (size - 1)) as u32,
        };
        k += 1;
    }
    Swaps {
        swaps,
        count: size - 1,
    }
}
// ANCHOR_END: transpose_swaps

/// The swaps of the three basic reflections of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeSwaps {
    /// Left-right mirror.
    pub mirror_h: Swaps,
    /// Top-bottom mirror.
    pub mirror_v: Swaps,
    /// Flip in the a1 diagonal.
    pub transpose: Swaps,
}

const fn size_swaps(size: usize) -> SizeSwaps {
    SizeSwaps {
        mirror_h: mirror_h_swaps(size),
        mirror_v: mirror_v_swaps(size),
        transpose: transpose_swaps(size),
    }
}

// ANCHOR: swap_table
/// The swaps of every size from 3 to 8, indexed by size, computed when the
/// program is compiled.
pub const SWAP_TABLE: [SizeSwaps; MAX_SIZE + 1] = {
    let mut table = [size_swaps(3); MAX_SIZE + 1];
    let mut size = 3;
    while size <= MAX_SIZE {
        table[size] = size_swaps(size);
        size += 1;
    }
    table
};
// ANCHOR_END: swap_table

/// Applies a list of swaps in order.
fn apply(board: Bitboard, swaps: &Swaps) -> Bitboard {
    swaps.swaps[..swaps.count]
        .iter()
        .fold(board, |b, swap| delta_swap(b, swap.mask, swap.delta))
}

// ANCHOR: reflections
/// The board mirrored left to right: `(f, r) → (S − 1 − f, r)`.
///
/// ```
/// use ch06_tak::symmetry::mirror_h;
/// assert_eq!(mirror_h(0b000_000_011, 3), 0b000_000_110);
/// ```
pub fn mirror_h(board: Bitboard, size: usize) -> Bitboard {
    apply(board, &SWAP_TABLE[size].mirror_h)
}

/// The board mirrored top to bottom: `(f, r) → (f, S − 1 − r)`.
///
/// ```
/// use ch06_tak::symmetry::mirror_v;
/// assert_eq!(mirror_v(0b000_000_011, 3), 0b011_000_000);
/// ```
pub fn mirror_v(board: Bitboard, size: usize) -> Bitboard {
    apply(board, &SWAP_TABLE[size].mirror_v)
}

/// The board flipped in the a1 diagonal: `(f, r) → (r, f)`.
///
/// ```
/// use ch06_tak::symmetry::transpose;
/// assert_eq!(transpose(0b000_000_011, 3), 0b000_001_001);
/// ```
pub fn transpose(board: Bitboard, size: usize) -> Bitboard {
    apply(board, &SWAP_TABLE[size].transpose)
}
// ANCHOR_END: reflections

// ANCHOR: symmetry
/// One of the eight symmetries of the square. Rotations are anticlockwise,
/// with rank 1 at the bottom as on a real board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Every square stays.
    Identity,
    /// A quarter turn anticlockwise: `(f, r) → (S−1−r, f)`.
    Rotate90,
    /// A half turn: `(f, r) → (S−1−f, S−1−r)`.
    Rotate180,
    /// A quarter turn clockwise: `(f, r) → (r, S−1−f)`.
    Rotate270,
    /// Left-right mirror ("mirror h"): `(f, r) → (S−1−f, r)`.
    MirrorH,
    /// Top-bottom mirror ("mirror v"): `(f, r) → (f, S−1−r)`.
    MirrorV,
    /// Flip in the a1 diagonal ("mirror diag"): `(f, r) → (r, f)`.
    MirrorDiag,
    /// Flip in the other diagonal ("mirror antidiag"):
    /// `(f, r) → (S−1−r, S−1−f)`.
    MirrorAntidiag,
}
// ANCHOR_END: symmetry

impl Symmetry {
    /// All eight, the identity first.
    ///
    /// ```
    /// use ch06_tak::symmetry::Symmetry;
    /// assert_eq!(Symmetry::ALL.len(), 8);
    /// ```
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorH,
        Symmetry::MirrorV,
        Symmetry::MirrorDiag,
        Symmetry::MirrorAntidiag,
    ];

    // ANCHOR: apply
    /// The symmetry applied to a bitboard: at most three reflections, each a
    /// few delta swaps.
    ///
    /// ```
    /// use ch06_tak::symmetry::Symmetry;
    /// let a1 = 1;
    /// assert_eq!(Symmetry::Rotate90.apply(a1, 3), 1 << 2); // to c1
    /// ```
    pub fn apply(self, board: Bitboard, size: usize) -> Bitboard {
        let (h, v, t) = (mirror_h, mirror_v, transpose);
        match self {
            Symmetry::Identity => board,
            Symmetry::Rotate90 => h(t(board, size), size),
            Symmetry::Rotate180 => v(h(board, size), size),
            Symmetry::Rotate270 => v(t(board, size), size),
            Symmetry::MirrorH => h(board, size),
            Symmetry::MirrorV => v(board, size),
            Symmetry::MirrorDiag => t(board, size),
            Symmetry::MirrorAntidiag => v(h(t(board, size), size), size),
        }
    }
    // ANCHOR_END: apply

    /// Where the symmetry sends one square, worked out on its coordinates.
    ///
    /// ```
    /// use ch06_tak::symmetry::Symmetry;
    /// assert_eq!(Symmetry::MirrorAntidiag.map_square(0, 5), 24); // a1 to e5
    /// ```
    pub fn map_square(self, sq: usize, size: usize) -> usize {
        let (f, r) = file_rank(size, sq);
        let m = size - 1;
        let (f, r) = match self {
            Symmetry::Identity => (f, r),
            Symmetry::Rotate90 => (m - r, f),
            Symmetry::Rotate180 => (m - f, m - r),
            Symmetry::Rotate270 => (r, m - f),
            Symmetry::MirrorH => (m - f, r),
            Symmetry::MirrorV => (f, m - r),
            Symmetry::MirrorDiag => (r, f),
            Symmetry::MirrorAntidiag => (m - r, m - f),
        };
        square(size, f, r)
    }

    /// The symmetry that undoes this one.
    ///
    /// ```
    /// use ch06_tak::symmetry::Symmetry;
    /// assert_eq!(Symmetry::Rotate90.inverse(), Symmetry::Rotate270);
    /// ```
    pub fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other, // the rest are their own inverses
        }
    }
}

// ANCHOR: mirror_index
/// The left-right mirror of square `n` by arithmetic, for any size:
/// `n' = n + 2(⌊S/2⌋ − n mod S) − e(S)`, where `e(S) = 1 − S mod 2`.
///
/// ```
/// use ch06_tak::symmetry::mirror_h_index;
/// assert_eq!(mirror_h_index(0, 5), 4); // a1 to e1
/// ```
pub fn mirror_h_index(n: usize, size: usize) -> usize {
    let (n, s) = (n as i64, size as i64);
    let even = 1 - s % 2;
    (n + 2 * (s / 2 - n % s) - even) as usize
}

/// The top-bottom mirror of square `n` by arithmetic, for any size:
/// `n' = n + 2S·(⌊S/2⌋ − ⌊n/S⌋) − S·e(S)`.
///
/// ```
/// use ch06_tak::symmetry::mirror_v_index;
/// assert_eq!(mirror_v_index(0, 6), 30); // a1 to a6
/// ```
pub fn mirror_v_index(n: usize, size: usize) -> usize {
    let (n, s) = (n as i64, size as i64);
    let even = 1 - s % 2;
    (n + 2 * s * (s / 2 - n / s) - s * even) as usize
}

/// When the size is a power of two, the mirrors are XORs: the file is the
/// low bits of `n` and the rank the high ones. `mirror_h`: `n ⊕ (S − 1)`;
/// `mirror_v`: `n ⊕ S(S − 1)`.
///
/// ```
/// use ch06_tak::symmetry::mirror_indices_power_of_two;
/// assert_eq!(mirror_indices_power_of_two(9, 8), (14, 49)); // b2: g2 and b7
/// ```
pub fn mirror_indices_power_of_two(n: usize, size: usize) -> (usize, usize) {
    (n ^ (size - 1), n ^ (size * (size - 1)))
}
// ANCHOR_END: mirror_index
