//! Zobrist keys: one fixed random number per (colour, piece, square), for the
//! side to move, for each set of castling rights and for each en passant
//! file; a position's key is the XOR of the numbers of what it has.

// ANCHOR: zobrist_rng
/// The seed of the keys: any number will do, and the same one gives the same
/// keys on every machine.
pub const SEED: u64 = 0x5EED_C4E5_5B17_B0A2;

/// One step of Marsaglia's xorshift: `x ⊕= x ≪ 13; x ⊕= x ≫ 7; x ⊕= x ≪ 17`.
///
/// ```
/// use ch08_chess::zobrist::xorshift;
/// assert_ne!(xorshift(1), 1);
/// assert_eq!(xorshift(1), xorshift(1));
/// ```
pub const fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}
// ANCHOR_END: zobrist_rng

/// All the keys, drawn in one sequence from the seed.
pub struct Keys {
    /// `pieces[colour][piece][square]`.
    pub pieces: [[[u64; 64]; 6]; 2],
    /// XORed in when Black is to move.
    pub black_to_move: u64,
    /// One per set of castling rights, indexed by its four bits.
    pub castling: [u64; 16],
    /// One per file of the en passant square.
    pub en_passant: [u64; 8],
}

/// Fills the keys from the xorshift sequence started at `SEED`, at compile
/// time.
const fn draw_keys() -> Keys {
    let mut x = SEED;
    let mut keys = Keys {
        pieces: [[[0; 64]; 6]; 2],
        black_to_move: 0,
        castling: [0; 16],
        en_passant: [0; 8],
    };
    let mut i = 0;
    while i < 2 * 6 * 64 {
        x = xorshift(x);
        keys.pieces[i / 384][i / 64 % 6][i % 64] = x;
        i += 1;
    }
    x = xorshift(x);
    keys.black_to_move = x;
    let mut c = 1; // no rights: key 0, so that a position without any needs none
    while c < 16 {
        x = xorshift(x);
        keys.castling[c] = x;
        c += 1;
    }
    let mut f = 0;
    while f < 8 {
        x = xorshift(x);
        keys.en_passant[f] = x;
        f += 1;
    }
    keys
}

/// The keys, computed once by the compiler.
pub static KEYS: Keys = draw_keys();
