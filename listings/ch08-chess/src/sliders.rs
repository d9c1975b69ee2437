//! The sliders' attack table, indexed by chapter 7's magic numbers and
//! filled by the compiler: a program starts with it ready, and a look-up is
//! one multiplication and one read, with no check that the table exists.
//! Where the target processor has BMI2, a second table indexed by its
//! `pext` instruction is filled too, and the look-ups use it.

use crate::bitboard::Bitboard;
use crate::types::Square;
use ch07_rays::magic::Magic;

/// The rooks' magic numbers, a1 to h8, as chapter 7's search finds them.
pub const ROOK_MAGICS: [u64; 64] = [
    0x0980002030844008,
    0x4040012000405004,
    0x0080088010002000,
    0x0880050800805000,
    0x0200245060020028,
    0x4200010810020004,
    0x0a00082d00820004,
    0x0080004880042700,
    0x8800800020844000,
    0x0440802002884008,
    0xa809005101422000,
    0x0023808008001000,
    0x400c800401880080,
    0x040a800400800601,
    0x2421004443000200,
    0x00110001002a4882,
    0x0404848000400222,
    0x0120210040008100,
    0x0000820040201200,
    0x0088008080100008,
    0x0001010008023044,
    0x0200808004010200,
    0x0200240009080210,
    0x040002000189006c,
    0x4040088080003040,
    0x0090400040201004,
    0x8000200080100082,
    0x6244880080500080,
    0x1002002a00208410,
    0x0100060080040080,
    0x1405810400021048,
    0x0204004200118504,
    0x2200804010800425,
    0x0108402004401002,
    0x8002112001004100,
    0x0001000a21001001,
    0x2020800400801800,
    0x0422000406001008,
    0x000900a405004200,
    0x003a00470a002084,
    0x00082a8040008000,
    0x90c0042000808043,
    0x4c08402001090012,
    0x20060019c0320020,
    0x2085000648010010,
    0x0002000488020030,
    0x2004060004010100,
    0x07000480c1060004,
    0x0802800071400880,
    0x8000201040008280,
    0x1101401100200100,
    0x0080080010008080,
    0xa00080cc00280280,
    0x0000800200140180,
    0x1100880506100c00,
    0x10110002098c4300,
    0x0101003020800841,
    0x0040004080182101,
    0x0804104940200101,
    0x0210208408900101,
    0x8406000410082002,
    0x8001000c00020849,
    0x18205001480e0084,
    0x2800040100245082,
];

/// The bishops' magic numbers, a1 to h8, as chapter 7's search finds them.
pub const BISHOP_MAGICS: [u64; 64] = [
    0x0110201089220020,
    0x0006100202204040,
    0x0804482083004210,
    0x80442c0080400018,
    0x850404a100522820,
    0x80448210c0008010,
    0x0024140248448000,
    0x0444808410010420,
    0x12000404100a0210,
    0xc042200212005900,
    0x1052040400820406,
    0x2100040c00801000,
    0x4c81040421000c80,
    0x0002309044200200,
    0x00180aa094202000,
    0x2300644104032000,
    0x4940042204040880,
    0x0064e15051020406,
    0x1322021000841101,
    0xa108002a82004000,
    0xc041800400a00000,
    0x8010880300a01004,
    0x004410c041141040,
    0x1442100101888421,
    0x0010460010200220,
    0x2005040210103202,
    0x2000480814080010,
    0x0020080001004148,
    0x0810104004044000,
    0x0010a20085004200,
    0x00110e0014238400,
    0x00008201470501c0,
    0x301208a080046008,
    0x28208a2000100c60,
    0x011c004820210200,
    0x0006a00802250150,
    0x11401d8021020020,
    0x580801010028104c,
    0x4050023201088090,
    0x4022020040042422,
    0x8002082014000841,
    0xc0008a1012021080,
    0x0e62055044014804,
    0x0010244200800800,
    0x0000403009002080,
    0x0121200802440180,
    0x08481808005508a0,
    0x4141440402800240,
    0x8804041202118000,
    0x0000840088040105,
    0x6001006484305008,
    0x0008380842020100,
    0x1108400821030000,
    0xc010402911090400,
    0x004c11020a041014,
    0x0010101124408000,
    0x0242818809012000,
    0x0301824508080201,
    0xc000084020843050,
    0x0000082002420610,
    0x00a0002040028222,
    0x2080004010420180,
    0x0a0022820e020400,
    0x0202f01010808080,
];

/// The squares from `square` to the edge, one step `(df, dr)` at a time.
const fn ray(square: Square, df: i32, dr: i32) -> u64 {
    let (mut file, mut rank) = ((square % 8) as i32, (square / 8) as i32);
    let mut squares = 0;
    loop {
        file += df;
        rank += dr;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            return squares;
        }
        squares |= 1 << (8 * rank + file);
    }
}

/// The eight rays of every square: four that go up the board (east, north,
/// north-east, north-west), then the four opposite them (west, south,
/// south-west, south-east), so that ray `d + 4` is ray `d` reversed.
const RAYS: [[u64; 64]; 8] = {
    let steps = [
        (1, 0),
        (0, 1),
        (1, 1),
        (-1, 1),
        (-1, 0),
        (0, -1),
        (-1, -1),
        (1, -1),
    ];
    let mut rays = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut square = 0;
        while square < 64 {
            rays[d][square] = ray(square, steps[d].0, steps[d].1);
            square += 1;
        }
        d += 1;
    }
    rays
};

/// A slider's attacks along ray `d` and its reverse `d + 4`: each ray up
/// to its first blocker, found as the lowest (going up) or highest (going
/// down) square of `ray & occupied`, and cut by the blocker's own ray:
/// `ray ⊕ ray(blocker)`.
const fn line_attacks(square: Square, occupied: u64, d: usize) -> u64 {
    let (up, down) = (RAYS[d][square], RAYS[d + 4][square]);
    let (up_blockers, down_blockers) = (up & occupied, down & occupied);
    let up = match up_blockers {
        0 => up,
        b => up ^ RAYS[d][b.trailing_zeros() as usize],
    };
    let down = match down_blockers {
        0 => down,
        b => down ^ RAYS[d + 4][63 - b.leading_zeros() as usize],
    };
    up | down
}

/// A rook's attacks by rays: along its rank (rays 0 and 4) and its file
/// (rays 1 and 5).
///
/// ```
/// use ch08_chess::sliders::rook_by_rays;
/// assert_eq!(rook_by_rays(0, 1 << 8).count_ones(), 8); // a1, blocked on a2
/// ```
pub const fn rook_by_rays(square: Square, occupied: u64) -> u64 {
    line_attacks(square, occupied, 0) | line_attacks(square, occupied, 1)
}

/// A bishop's attacks by rays: along its two diagonals (rays 2 and 6, 3
/// and 7).
///
/// ```
/// use ch08_chess::sliders::bishop_by_rays;
/// assert_eq!(bishop_by_rays(28, 0).count_ones(), 13); // e4
/// ```
pub const fn bishop_by_rays(square: Square, occupied: u64) -> u64 {
    line_attacks(square, occupied, 2) | line_attacks(square, occupied, 3)
}

/// The number of entries the table holds: 102,400 for the rooks, then
/// 5,248 for the bishops (chapter 7 counts them).
pub const TABLE_LEN: usize = 107_648;

/// The squares whose occupancy can change a slider's attacks (chapter 7):
/// its attacks on an empty board, less the edge squares off its own rank
/// and file.
const fn relevant_mask(rook: bool, square: Square) -> u64 {
    let (file, rank) = (
        0x0101_0101_0101_0101 << (square % 8),
        0xFF << (square / 8 * 8),
    );
    let edges =
        (0xFF00_0000_0000_00FF & !rank) | (0x8181_8181_8181_8181 & !file);
    let attacks = match rook {
        true => rook_by_rays(square, 0),
        false => bishop_by_rays(square, 0),
    };
    attacks & !edges
}

/// Every square's magic, rooks' (`[0]`) then bishops' (`[1]`), each with
/// its relevant mask, its shift and where its part of the table starts.
const ENTRIES: [[Magic; 64]; 2] = {
    let blank = Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    };
    let mut entries = [[blank; 64]; 2];
    let mut offset = 0;
    let mut slider = 0;
    while slider < 2 {
        let mut square = 0;
        while square < 64 {
            let mask = relevant_mask(slider == 0, square);
            let magic = match slider {
                0 => ROOK_MAGICS[square],
                _ => BISHOP_MAGICS[square],
            };
            let shift = 64 - mask.count_ones();
            entries[slider][square] = Magic {
                mask,
                magic,
                shift,
                offset,
            };
            offset += 1 << mask.count_ones();
            square += 1;
        }
        slider += 1;
    }
    assert!(offset == TABLE_LEN);
    entries
};

/// A square's rook magic: mask, magic number, shift and offset.
///
/// ```
/// use ch08_chess::sliders::{rook_magic, ROOK_MAGICS};
/// assert_eq!(rook_magic(0).magic, ROOK_MAGICS[0]);
/// assert_eq!(rook_magic(0).mask.count_ones(), 12); // a1
/// ```
pub fn rook_magic(square: Square) -> Magic {
    ENTRIES[0][square]
}

/// A square's bishop magic: mask, magic number, shift and offset.
///
/// ```
/// use ch08_chess::sliders::{bishop_magic, BISHOP_MAGICS, TABLE_LEN};
/// assert_eq!(bishop_magic(63).magic, BISHOP_MAGICS[63]);
/// assert_eq!(bishop_magic(63).offset + 64, TABLE_LEN); // h8 is last
/// ```
pub fn bishop_magic(square: Square) -> Magic {
    ENTRIES[1][square]
}

/// One ray of a square's relevant mask: the subsets of its squares, each
/// with the attacks it leaves along the ray (up to the first blocker) and
/// its bits of the square's `pext` index.
struct Ray {
    len: usize,
    subsets: [u64; 64],
    attacks: [u64; 64],
    pext: [u64; 64],
}

/// Ray `d` of `square` as a part of its entry's mask: the ray less its last
/// square, whose subsets the carry-rippler lists (`next = (sub − ray) &
/// ray`); the `pext` bits of a subset are its squares' ranks among the
/// mask's squares.
const fn ray_part(square: Square, d: usize, mask: u64) -> Ray {
    let ray = RAYS[d][square];
    // the last square of the ray, the farthest from `square` (none if the
    // square is on the edge the ray points to)
    let last = match (ray, d < 4) {
        (0, _) => 0,
        (_, true) => 1 << (63 - ray.leading_zeros()),
        (_, false) => 1 << ray.trailing_zeros(),
    };
    let relevant = ray & !last & mask;
    let mut part = Ray {
        len: 0,
        subsets: [0; 64],
        attacks: [0; 64],
        pext: [0; 64],
    };
    let mut subset = 0u64;
    loop {
        part.subsets[part.len] = subset;
        part.attacks[part.len] = match subset {
            0 => ray,
            b if d < 4 => ray ^ RAYS[d][b.trailing_zeros() as usize],
            b => ray ^ RAYS[d][63 - b.leading_zeros() as usize],
        };
        let (mut bits, mut index, mut rank) = (mask, 0, 0);
        while bits != 0 {
            if subset >> bits.trailing_zeros() & 1 == 1 {
                index |= 1 << rank;
            }
            bits &= bits - 1;
            rank += 1;
        }
        part.pext[part.len] = index;
        part.len += 1;
        subset = subset.wrapping_sub(relevant) & relevant;
        if subset == 0 {
            return part;
        }
    }
}

/// The table, filled at compile time: for each square, every subset of its
/// relevant mask, as one subset of each of its four rays (so that the
/// attacks are an OR of four parts), at its magic index, or, `by_pext`, at
/// its `pext` index. Two subsets that a magic number sends to one entry
/// with different attacks stop the build.
const fn fill(by_pext: bool) -> [u64; TABLE_LEN] {
    let mut table = [0; TABLE_LEN];
    let mut slider = 0;
    while slider < 2 {
        let mut square = 0;
        while square < 64 {
            let m = &ENTRIES[slider][square];
            // the rook's rays 0, 1, 4, 5; the bishop's 2, 3, 6, 7
            let d = 2 * slider;
            let a = ray_part(square, d, m.mask);
            let b = ray_part(square, d + 1, m.mask);
            let c = ray_part(square, d + 4, m.mask);
            let e = ray_part(square, d + 5, m.mask);
            let mut i = 0;
            while i < a.len * b.len * c.len {
                let (ia, ib, ic) =
                    (i % a.len, i / a.len % b.len, i / a.len / b.len);
                let subset = a.subsets[ia] | b.subsets[ib] | c.subsets[ic];
                let attacks = a.attacks[ia] | b.attacks[ib] | c.attacks[ic];
                let pext = a.pext[ia] | b.pext[ib] | c.pext[ic];
                let mut ie = 0;
                while ie < e.len {
                    let full = subset | e.subsets[ie];
                    let index = match by_pext {
                        true => (pext | e.pext[ie]) as usize,
                        false => {
                            (full.wrapping_mul(m.magic) >> m.shift) as usize
                        }
                    };
                    let (at, value) =
                        (m.offset + index, attacks | e.attacks[ie]);
                    assert!(
                        table[at] == 0 || table[at] == value,
                        "a bad magic"
                    );
                    table[at] = value;
                    ie += 1;
                }
                i += 1;
            }
            square += 1;
        }
        slider += 1;
    }
    table
}

// ANCHOR: magic_look_up
/// The index a magic number gives: `((occupied & mask) · magic) ≫ shift`.
#[inline(always)]
const fn magic_index(m: &Magic, occupied: u64) -> usize {
    ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize
}

/// The attacks of every square's rook and bishop, by magic index: 107,648
/// entries (841 KiB) filled by the compiler, which adds about a second and
/// a half to each build of the crate.
static MAGIC_TABLE: [u64; TABLE_LEN] = fill(false);

/// A rook's attacks from `square`: its entry at
/// `offset + ((occupied & mask) · magic) ≫ shift`.
///
/// ```
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::sliders::rook_by_magic;
/// // A rook on a1, blocked on a2: a2 and the rest of the first rank.
/// assert_eq!(rook_by_magic(0, Bitboard(1 << 8)).count(), 8);
/// ```
#[inline]
pub fn rook_by_magic(square: Square, occupied: Bitboard) -> Bitboard {
    let m = &ENTRIES[0][square];
    Bitboard(MAGIC_TABLE[m.offset + magic_index(m, occupied.0)])
}

/// A bishop's attacks from `square`, the same way with its bishop magic.
///
/// ```
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::sliders::bishop_by_magic;
/// assert_eq!(bishop_by_magic(28, Bitboard::EMPTY).count(), 13); // e4
/// ```
#[inline]
pub fn bishop_by_magic(square: Square, occupied: Bitboard) -> Bitboard {
    let m = &ENTRIES[1][square];
    Bitboard(MAGIC_TABLE[m.offset + magic_index(m, occupied.0)])
}
// ANCHOR_END: magic_look_up

/// The attacks by `pext` index, where the compiler may use BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
static PEXT_TABLE: [u64; TABLE_LEN] = fill(true);

/// The processor's `pext`: the bits of `occupied` under `mask`, gathered
/// into the low bits.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
fn pext(occupied: u64, mask: u64) -> usize {
    // SAFETY: `_pext_u64` needs BMI2, and this crate is compiled only for
    // processors that have it: the `cfg` above keeps this function out of
    // any other build.
    #[allow(unsafe_code)]
    let index = unsafe { std::arch::x86_64::_pext_u64(occupied, mask) };
    index as usize
}

/// A rook's attacks from `square` by `pext` index:
/// `offset + pext(occupied, mask)`.
///
/// ```
/// # #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] {
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::sliders::rook_by_pext;
/// assert_eq!(rook_by_pext(0, Bitboard(1 << 8)).count(), 8);
/// # }
/// ```
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
pub fn rook_by_pext(square: Square, occupied: Bitboard) -> Bitboard {
    let m = &ENTRIES[0][square];
    Bitboard(PEXT_TABLE[m.offset + pext(occupied.0, m.mask)])
}

/// A bishop's attacks from `square` by `pext` index.
///
/// ```
/// # #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] {
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::sliders::bishop_by_pext;
/// assert_eq!(bishop_by_pext(28, Bitboard::EMPTY).count(), 13);
/// # }
/// ```
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
pub fn bishop_by_pext(square: Square, occupied: Bitboard) -> Bitboard {
    let m = &ENTRIES[1][square];
    Bitboard(PEXT_TABLE[m.offset + pext(occupied.0, m.mask)])
}
