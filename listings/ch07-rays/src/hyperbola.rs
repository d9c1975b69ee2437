//! Hyperbola quintessence: a slider's attacks along a whole line with one
//! subtraction each way along it, `o − 2r` up the line and the same on the
//! reversed board down it, XORed and masked with the line.

use crate::squares::{bit, file_mask, file_of, rank_mask, rank_of, Square};

// ANCHOR: lines
/// The diagonal a1–h8 (file = rank).
pub const DIAGONAL: u64 = 0x8040_2010_0804_0201;
/// The anti-diagonal h1–a8 (file + rank = 7).
pub const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;

/// The diagonal through a square, parallel to a1–h8: `DIAGONAL` moved
/// `rank − file` ranks up (or down when negative).
///
/// ```
/// use ch07_rays::hyperbola::diagonal_mask;
/// // b1, c2, d3, e4, f5, g6, h7: bits 1, 10, 19, 28, 37, 46, 55
/// assert_eq!(diagonal_mask(1), 0x0080_4020_1008_0402);
/// ```
pub const fn diagonal_mask(square: Square) -> u64 {
    let up = rank_of(square) as i32 - file_of(square) as i32;
    if up >= 0 {
        DIAGONAL << (8 * up)
    } else {
        DIAGONAL >> (8 * -up)
    }
}

/// The anti-diagonal through a square, parallel to h1–a8:
/// `ANTI_DIAGONAL` moved `file + rank − 7` ranks up (or down when negative).
///
/// ```
/// use ch07_rays::hyperbola::{anti_diagonal_mask, ANTI_DIAGONAL};
/// assert_eq!(anti_diagonal_mask(0), 1); // a1 is alone on its anti-diagonal
/// // e4 is on h1–a8 itself
/// assert_eq!(anti_diagonal_mask(28), ANTI_DIAGONAL);
/// ```
pub const fn anti_diagonal_mask(square: Square) -> u64 {
    let up = (file_of(square) + rank_of(square)) as i32 - 7;
    if up >= 0 {
        ANTI_DIAGONAL << (8 * up)
    } else {
        ANTI_DIAGONAL >> (8 * -up)
    }
}
// ANCHOR_END: lines

// ANCHOR: positive_ray
/// The attacks of a slider on `from` up one line (towards higher bits):
/// with `o` the line's pieces and the slider `r`, `(o ⊕ (o − 2r)) & line`.
///
/// ```
/// use ch07_rays::hyperbola::positive_ray;
/// use ch07_rays::squares::file_mask;
/// // A rook on e2 looking up the e-file, a blocker on e6: e3 to e6.
/// let attacks = positive_ray(12, 1 << 44, file_mask(4));
/// assert_eq!(attacks, 1 << 20 | 1 << 28 | 1 << 36 | 1 << 44);
/// ```
pub fn positive_ray(from: Square, occupied: u64, line: u64) -> u64 {
    let r = bit(from);
    let o = occupied & line | r;
    (o ^ o.wrapping_sub(r << 1)) & line
}
// ANCHOR_END: positive_ray

// ANCHOR: line_attacks
/// The attacks of a slider on `from` both ways along a line with at most
/// one square per rank (a file or a diagonal), with `rev` = `swap_bytes`:
/// `((o − 2r) ⊕ rev(rev(o) − 2·rev(r))) & line`.
///
/// ```
/// use ch07_rays::hyperbola::line_attacks;
/// use ch07_rays::squares::file_mask;
/// // A rook on e4, blockers on e2 and e6: e2, e3, e5, e6.
/// let attacks = line_attacks(28, 1 << 12 | 1 << 44, file_mask(4));
/// assert_eq!(attacks, 1 << 12 | 1 << 20 | 1 << 36 | 1 << 44);
/// ```
pub fn line_attacks(from: Square, occupied: u64, line: u64) -> u64 {
    let r = bit(from);
    let o = occupied & line | r;
    let up = o.wrapping_sub(r << 1);
    let down = (o.swap_bytes())
        .wrapping_sub(r.swap_bytes() << 1)
        .swap_bytes();
    (up ^ down) & line
}
// ANCHOR_END: line_attacks

// ANCHOR: rank_attacks_reversed
/// The attacks of a slider on `from` along its rank: the same formula with
/// `rev` = `reverse_bits`, for `swap_bytes` keeps a rank's order.
///
/// ```
/// use ch07_rays::hyperbola::rank_attacks_reversed;
/// // A rook on d1, blockers on b1 and g1: b1, c1, e1, f1, g1.
/// assert_eq!(rank_attacks_reversed(3, 1 << 1 | 1 << 6), 0b0111_0110);
/// ```
pub fn rank_attacks_reversed(from: Square, occupied: u64) -> u64 {
    let line = rank_mask(rank_of(from));
    let r = bit(from);
    let o = occupied & line | r;
    let up = o.wrapping_sub(r << 1);
    let down = (o.reverse_bits())
        .wrapping_sub(r.reverse_bits() << 1)
        .reverse_bits();
    (up ^ down) & line
}
// ANCHOR_END: rank_attacks_reversed

// ANCHOR: rank_attacks
/// A slider's attacks along the first rank, by its file and the blockers on
/// the six inner squares b1–g1: the formula on a byte, computed at compile
/// time, 8 × 64 bytes.
pub const FIRST_RANK: [[u8; 64]; 8] = first_rank_table();

/// `FIRST_RANK`: for each file and inner occupancy,
/// `(o − 2r) ⊕ rev(rev(o) − 2·rev(r))` on the 8 bits of a rank.
const fn first_rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let r = 1u8 << file;
            let o = (inner as u8) << 1 | r;
            let up = o.wrapping_sub(r << 1);
            let down = o.reverse_bits().wrapping_sub(r.reverse_bits() << 1);
            table[file][inner] = up ^ down.reverse_bits();
            inner += 1;
        }
        file += 1;
    }
    table
}

/// The attacks of a slider on `from` along its rank, looked up: the rank's
/// six inner squares shifted down to index `FIRST_RANK`, and the answer
/// shifted back up.
///
/// ```
/// use ch07_rays::hyperbola::rank_attacks;
/// // A rook on d3, blockers on b3 and g3: b3, c3, e3, f3, g3.
/// assert_eq!(rank_attacks(19, 1 << 17 | 1 << 22), 0b0111_0110 << 16);
/// ```
pub fn rank_attacks(from: Square, occupied: u64) -> u64 {
    let shift = 8 * rank_of(from);
    let inner = (occupied >> (shift + 1)) & 0b11_1111;
    (FIRST_RANK[file_of(from)][inner as usize] as u64) << shift
}
// ANCHOR_END: rank_attacks

// ANCHOR: pieces
/// A rook's attacks by hyperbola quintessence: its file and its rank.
///
/// ```
/// use ch07_rays::hyperbola::rook_attacks_hyperbola;
/// use ch07_rays::walk::rook_attacks_walk;
/// let occupied = 0x0000_0010_0010_0000; // e3 and e5 around a rook on e4
/// let walked = rook_attacks_walk(28, occupied);
/// assert_eq!(rook_attacks_hyperbola(28, occupied), walked);
/// ```
pub fn rook_attacks_hyperbola(from: Square, occupied: u64) -> u64 {
    line_attacks(from, occupied, file_mask(file_of(from)))
        | rank_attacks(from, occupied)
}

/// A bishop's attacks by hyperbola quintessence: its two diagonals.
///
/// ```
/// use ch07_rays::hyperbola::bishop_attacks_hyperbola;
/// use ch07_rays::walk::bishop_attacks_walk;
/// let occupied = 0x0000_0020_0004_0000; // c3 and f5 around a bishop on e4
/// let walked = bishop_attacks_walk(28, occupied);
/// assert_eq!(bishop_attacks_hyperbola(28, occupied), walked);
/// ```
pub fn bishop_attacks_hyperbola(from: Square, occupied: u64) -> u64 {
    line_attacks(from, occupied, diagonal_mask(from))
        | line_attacks(from, occupied, anti_diagonal_mask(from))
}
// ANCHOR_END: pieces
