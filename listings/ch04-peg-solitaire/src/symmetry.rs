//! The eight symmetries of the square grid, as delta swaps.

use crate::board::{bit, Board, SIDE};

// ANCHOR: delta_swap
/// Swaps each bit of `mask` with the bit `delta` places above it:
/// `t = (b ⊕ (b ≫ δ)) & m`, then `b ⊕ t ⊕ (t ≪ δ)`.
///
/// ```
/// use ch04_peg_solitaire::symmetry::delta_swap;
/// assert_eq!(delta_swap(0b0001, 0b0001, 3), 0b1000);
/// ```
pub const fn delta_swap(b: Board, mask: Board, delta: u32) -> Board {
    let t = (b ^ (b >> delta)) & mask; // the pairs whose two bits differ
    b ^ t ^ (t << delta) // flip both bits of each of them
}
// ANCHOR_END: delta_swap

/// The cells of column `x` (from the right): for $x = 0, 1, 2$, the mask of
/// the mirror's swap with $\delta = 6 - 2x$.
///
/// ```
/// use ch04_peg_solitaire::symmetry::column;
/// assert_eq!(column(0).count_ones(), 7); // bits 0, 7, 14, …, 42
/// assert_eq!(column(0) << 6, column(6)); // each bit's partner
/// ```
pub const fn column(x: u32) -> Board {
    let mut board = 0;
    let mut y = 0;
    while y < SIDE {
        board |= 1 << bit(x, y);
        y += 1;
    }
    board
}

/// The cells of row `y` (from the bottom).
const fn row(y: u32) -> Board {
    ((1 << SIDE) - 1) << (SIDE * y)
}

/// The cells `k` columns left of the diagonal x = y: `x = y + k`.
const fn above_diagonal(k: u32) -> Board {
    let mut board = 0;
    let mut y = 0;
    while y + k < SIDE {
        board |= 1 << bit(y + k, y);
        y += 1;
    }
    board
}

// ANCHOR: symmetries
/// The left-right mirror: column $x$ swaps with column $6 - x$,
/// $\delta = 6 - 2x$.
///
/// ```
/// use ch04_peg_solitaire::symmetry::mirror;
/// assert_eq!(mirror(1 << 0), 1 << 6);
/// ```
pub const fn mirror(b: Board) -> Board {
    let b = delta_swap(b, column(0), 6);
    let b = delta_swap(b, column(1), 4);
    delta_swap(b, column(2), 2)
}

/// The top-bottom flip: row $y$ swaps with row $6 - y$, $\delta = 7(6 - 2y)$.
///
/// ```
/// use ch04_peg_solitaire::symmetry::flip;
/// assert_eq!(flip(1 << 0), 1 << 42);
/// ```
pub const fn flip(b: Board) -> Board {
    let b = delta_swap(b, row(0), 42);
    let b = delta_swap(b, row(1), 28);
    delta_swap(b, row(2), 14)
}

/// The flip about the diagonal $x = y$: cell $(y + k, y)$ swaps with
/// $(y, y + k)$, $\delta = 6k$.
///
/// ```
/// use ch04_peg_solitaire::symmetry::transpose;
/// assert_eq!(transpose(1 << 1), 1 << 7);
/// ```
pub const fn transpose(b: Board) -> Board {
    let mut b = b;
    let mut k = 1;
    while k < SIDE {
        b = delta_swap(b, above_diagonal(k), 6 * k);
        k += 1;
    }
    b
}

/// The eight images of `b`: itself, mirrored, flipped, both, and the same
/// four flipped about the diagonal.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::symmetry::images;
/// assert!(images(START).iter().all(|&image| image == START));
/// ```
pub const fn images(b: Board) -> [Board; 8] {
    let (m, f) = (mirror(b), flip(b));
    let mf = flip(m);
    [
        b,
        m,
        f,
        mf,
        transpose(b),
        transpose(m),
        transpose(f),
        transpose(mf),
    ]
}

/// The key of `b`'s class: the smallest of its eight images.
///
/// ```
/// use ch04_peg_solitaire::symmetry::{canonical, mirror};
/// assert_eq!(canonical(1 << 6), canonical(mirror(1 << 6)));
/// ```
pub fn canonical(b: Board) -> Board {
    images(b).into_iter().min().unwrap_or(b)
}

/// How many different boards the eight images of `b` are:
/// $8 / |\text{stabiliser}|$.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::symmetry::orbit_size;
/// assert_eq!(orbit_size(START), 1);
/// assert_eq!(orbit_size(1 << 1), 8);
/// ```
pub fn orbit_size(b: Board) -> u64 {
    let stabiliser = images(b).iter().filter(|&&image| image == b).count();
    8 / stabiliser as u64
}
// ANCHOR_END: symmetries
