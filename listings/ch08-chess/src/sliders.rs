//! The sliders' attack tables, indexed by chapter 7's magic numbers. The
//! numbers are written out here, as chapter 7's seeded search finds them, so
//! that a program starts without searching; the tables are filled from them
//! on first use.

use crate::bitboard::Bitboard;
use crate::types::Square;
use ch07_rays::magic::{relevant_mask, subsets, Magic, Slider};
use std::sync::OnceLock;

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

// ANCHOR: slider_tables
/// The size of the attack table: the 107,648 entries rounded up to a power
/// of two, so that an index ANDed with `SIZE − 1` needs no bounds check.
const SIZE: usize = 1 << 17;

/// Every square's magic for rooks and bishops, and one table of attacks
/// for all of them, rooks' parts first.
pub struct SliderTables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Box<[u64; SIZE]>,
    len: usize,
}

impl SliderTables {
    /// Fills the tables: for each square and each subset of its relevant
    /// mask, the attacks found by walking, at the index its magic gives.
    ///
    /// ```
    /// use ch08_chess::sliders::SliderTables;
    /// assert_eq!(SliderTables::new().len(), 102_400 + 5_248);
    /// ```
    pub fn new() -> SliderTables {
        let mut attacks = Vec::new();
        let mut fill = |slider: Slider, magics: &[u64; 64]| -> [Magic; 64] {
            let mut magic = [Magic::default(); 64];
            for (square, entry) in magic.iter_mut().enumerate() {
                let mask = relevant_mask(slider, square);
                let bits = mask.count_ones();
                *entry = Magic {
                    mask,
                    magic: magics[square],
                    shift: 64 - bits,
                    offset: attacks.len(),
                };
                attacks.resize(attacks.len() + (1 << bits), 0);
                for blockers in subsets(mask) {
                    attacks[entry.offset + entry.index(blockers)] =
                        slider.walk(square, blockers);
                }
            }
            magic
        };
        let rook = fill(Slider::Rook, &ROOK_MAGICS);
        let bishop = fill(Slider::Bishop, &BISHOP_MAGICS);
        let len = attacks.len();
        attacks.resize(SIZE, 0);
        let attacks = match attacks.into_boxed_slice().try_into() {
            Ok(table) => table,
            Err(_) => unreachable!("the table was resized to SIZE"),
        };
        SliderTables {
            rook,
            bishop,
            attacks,
            len,
        }
    }

    /// A rook's attacks: its square's entry at
    /// `((occupied & mask) · magic) ≫ shift`.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// use ch08_chess::sliders::slider_tables;
    /// // A rook on a1, blocked on a2: a2 and the rest of the first rank.
    /// assert_eq!(slider_tables().rook(0, Bitboard(1 << 8)).count(), 8);
    /// ```
    #[inline]
    pub fn rook(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.rook[square & 63];
        Bitboard(self.attacks[(m.offset + index(m, occupied.0)) & (SIZE - 1)])
    }

    /// A bishop's attacks, the same way with the bishop's magic.
    ///
    /// ```
    /// use ch08_chess::bitboard::Bitboard;
    /// use ch08_chess::sliders::slider_tables;
    /// assert_eq!(slider_tables().bishop(28, Bitboard::EMPTY).count(), 13);
    /// ```
    #[inline]
    pub fn bishop(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.bishop[square & 63];
        Bitboard(self.attacks[(m.offset + index(m, occupied.0)) & (SIZE - 1)])
    }

    /// The number of entries the magics use (the table is padded beyond).
    ///
    /// ```
    /// use ch08_chess::sliders::slider_tables;
    /// assert_eq!(slider_tables().len(), 107_648);
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: every square has an entry for the empty board.
    ///
    /// ```
    /// use ch08_chess::sliders::slider_tables;
    /// assert!(!slider_tables().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// A square's rook magic.
    ///
    /// ```
    /// use ch08_chess::sliders::{slider_tables, ROOK_MAGICS};
    /// assert_eq!(slider_tables().rook_magic(0).magic, ROOK_MAGICS[0]);
    /// ```
    pub fn rook_magic(&self, square: Square) -> Magic {
        self.rook[square & 63]
    }

    /// A square's bishop magic.
    ///
    /// ```
    /// use ch08_chess::sliders::{slider_tables, BISHOP_MAGICS};
    /// assert_eq!(slider_tables().bishop_magic(63).magic, BISHOP_MAGICS[63]);
    /// ```
    pub fn bishop_magic(&self, square: Square) -> Magic {
        self.bishop[square & 63]
    }
}

/// The index in a square's part of the table:
/// `((occupied & mask) · magic) ≫ shift`.
#[inline(always)]
fn index(m: &Magic, occupied: u64) -> usize {
    ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize
}

impl Default for SliderTables {
    fn default() -> SliderTables {
        SliderTables::new()
    }
}

/// The tables, filled on first use and shared by every look-up after it.
///
/// ```
/// use ch08_chess::sliders::slider_tables;
/// assert!(std::ptr::eq(slider_tables(), slider_tables()));
/// ```
#[inline]
pub fn slider_tables() -> &'static SliderTables {
    static TABLES: OnceLock<SliderTables> = OnceLock::new();
    TABLES.get_or_init(SliderTables::new)
}
// ANCHOR_END: slider_tables
