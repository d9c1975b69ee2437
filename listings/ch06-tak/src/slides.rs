//! Slides: the ways to spread the stones picked up from a stack along a line.
//!
//! A player picks up `k` stones (at most the carry limit, the board size) and drops
//! at least one on each square they pass, so a slide is a list of drop counts that
//! adds up to `k`. Between the `k` stones there are `k − 1` gaps, and a new square
//! starts at any subset of them: there are `2^(k − 1)` slides of `k` stones, and
//! `k − 1` bits enumerate them. A slide packs into a `u32`, four bits per drop.

// ANCHOR: drops_from_bits
/// The drops that the `k − 1` gap bits of `bits` make of `k` stones: reading
/// the gaps from the highest bit, a 1 ends the drop and starts the next.
///
/// ```
/// use ch06_tak::slides::drops_from_bits;
/// assert_eq!(drops_from_bits(0b000, 4), vec![4]);
/// assert_eq!(drops_from_bits(0b001, 4), vec![3, 1]);
/// assert_eq!(drops_from_bits(0b110, 4), vec![1, 1, 2]);
/// ```
pub fn drops_from_bits(bits: u32, k: u32) -> Vec<u32> {
    let mut drops = Vec::new();
    let mut current = 1; // the first stone
    for gap in (0..k.saturating_sub(1)).rev() {
        if bits >> gap & 1 == 1 {
            drops.push(current);
            current = 1;
        } else {
            current += 1;
        }
    }
    drops.push(current);
    drops
}
// ANCHOR_END: drops_from_bits

// ANCHOR: pack
/// Packs drops into a `u32`, four bits per drop, the first drop in the
/// lowest four bits: `[a, b, c]` becomes `0xcba`.
///
/// ```
/// use ch06_tak::slides::pack;
/// assert_eq!(pack(&[1, 2]), 0x21);
/// ```
pub fn pack(drops: &[u32]) -> u32 {
    drops
        .iter()
        .rev()
        .fold(0, |packed, &drop| packed << 4 | drop)
}

/// The drops of a packed slide, first drop first.
///
/// ```
/// use ch06_tak::slides::unpack;
/// assert_eq!(unpack(0x21), vec![1, 2]);
/// ```
pub fn unpack(mut packed: u32) -> Vec<u32> {
    let mut drops = Vec::new();
    while packed != 0 {
        drops.push(packed & 0xf);
        packed >>= 4;
    }
    drops
}
// ANCHOR_END: pack

/// How many squares a packed slide covers: its number of nonzero nibbles.
///
/// ```
/// use ch06_tak::slides::length;
/// assert_eq!(length(0x121), 3);
/// ```
pub const fn length(packed: u32) -> u32 {
    (32 - packed.leading_zeros()).div_ceil(4)
}

/// The largest carry limit: the size of the largest board.
pub const MAX_CARRY: usize = 8;

/// Slides of `k` stones for every `k` up to 8: `2^k − 1` of them in all.
pub const SLIDE_COUNT: usize = (1 << MAX_CARRY) - 1;

// ANCHOR: table
/// Every packed slide of 1 to 8 stones, built at compile time. The slides
/// of `k` stones start at `2^(k−1) − 1` and are sorted by length, so the
/// ones that fit in `d` squares come first.
pub const SLIDES: [u32; SLIDE_COUNT] = build_slides();

const fn build_slides() -> [u32; SLIDE_COUNT] {
    let mut table = [0u32; SLIDE_COUNT];
    let mut next = 0;
    let mut k = 1;
    while k <= MAX_CARRY {
        // All slides of k stones, shortest first: for each length, every gap
        // pattern with that many 1s (a slide of n drops has n − 1 cuts).
        let mut cuts = 0;
        while cuts < k {
            let mut bits = 0u32;
            while bits < 1 << (k - 1) {
                if bits.count_ones() as usize == cuts {
                    table[next] = pack_bits(bits, k as u32);
                    next += 1;
                }
                bits += 1;
            }
            cuts += 1;
        }
        k += 1;
    }
    table
}

/// `drops_from_bits` and `pack` in one, for the compile-time table.
const fn pack_bits(bits: u32, k: u32) -> u32 {
    let mut packed = 0;
    let mut shift = 0;
    let mut current = 1;
    let mut gap = k - 1;
    while gap > 0 {
        gap -= 1;
        if bits >> gap & 1 == 1 {
            packed |= current << shift;
            shift += 4;
            current = 1;
        } else {
            current += 1;
        }
    }
    packed | current << shift
}
// ANCHOR_END: table

// ANCHOR: slides_of
/// The packed slides of `k` stones (1 to 8) that fit in `room` squares.
///
/// ```
/// use ch06_tak::slides::{slides_of, unpack};
/// let fitting: Vec<Vec<u32>> =
///     slides_of(3, 2).iter().map(|&s| unpack(s)).collect();
/// assert_eq!(fitting, [vec![3], vec![2, 1], vec![1, 2]]); // not [1, 1, 1]
/// ```
pub fn slides_of(k: usize, room: usize) -> &'static [u32] {
    let start = (1 << (k - 1)) - 1;
    &SLIDES[start..start + count_fitting(k, room)]
}
// ANCHOR_END: slides_of

// ANCHOR: counts
/// Binomial coefficient `C(n, r)`, 0 when `r > n`.
///
/// ```
/// use ch06_tak::slides::binomial;
/// assert_eq!(binomial(4, 2), 6);
/// ```
pub const fn binomial(n: usize, r: usize) -> usize {
    if r > n {
        return 0;
    }
    let mut result = 1;
    let mut i = 0;
    while i < r {
        result = result * (n - i) / (i + 1);
        i += 1;
    }
    result
}

/// Slides of exactly `k` stones over exactly `n` squares: `C(k − 1, n − 1)`
/// (choose which of the `k − 1` gaps are cuts).
///
/// ```
/// use ch06_tak::slides::full_pickups;
/// let row: Vec<usize> = (1..=5).map(|n| full_pickups(5, n)).collect();
/// assert_eq!(row, [1, 4, 6, 4, 1]);
/// ```
pub const fn full_pickups(k: usize, n: usize) -> usize {
    if n == 0 || k == 0 {
        return 0;
    }
    binomial(k - 1, n - 1)
}

/// Slides of 1 to `h` stones from a stack of `h` over exactly `n` squares:
/// `Σₖ C(k − 1, n − 1) = C(h, n)`.
///
/// ```
/// use ch06_tak::slides::any_pickups;
/// let row: Vec<usize> = (1..=5).map(|n| any_pickups(5, n)).collect();
/// assert_eq!(row, [5, 10, 10, 5, 1]);
/// ```
pub const fn any_pickups(h: usize, n: usize) -> usize {
    binomial(h, n)
}

/// How many slides of `k` stones fit in `room` squares:
/// `Σ_{n ≤ room} C(k−1, n−1)`.
///
/// ```
/// use ch06_tak::slides::count_fitting;
/// assert_eq!(count_fitting(4, 8), 8); // all 2^(4−1)
/// assert_eq!(count_fitting(4, 1), 1); // only [4]
/// ```
pub const fn count_fitting(k: usize, room: usize) -> usize {
    let mut total = 0;
    let mut n = 1;
    while n <= k && n <= room {
        total += full_pickups(k, n);
        n += 1;
    }
    total
}
// ANCHOR_END: counts

// ANCHOR: flattening
/// Slides of `k` stones that cover `room` free squares and then flatten a
/// wall with the capstone alone: `room` drops of `k − 1` stones, then 1.
///
/// ```
/// use ch06_tak::slides::flattening_count;
/// assert_eq!(flattening_count(1, 0), 1); // the capstone steps onto the wall
/// assert_eq!(flattening_count(3, 1), 1); // [2, 1]
/// assert_eq!(flattening_count(4, 2), 2); // [1, 2, 1] and [2, 1, 1]
/// ```
pub const fn flattening_count(k: usize, room: usize) -> usize {
    if room == 0 {
        return (k == 1) as usize;
    }
    if k < room + 1 {
        return 0;
    }
    binomial(k - 2, room - 1)
}
// ANCHOR_END: flattening
