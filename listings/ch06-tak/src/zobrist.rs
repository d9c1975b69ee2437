//! Zobrist hashing, eight times over: one hash per symmetry of the board.
//!
//! A Zobrist hash gives every "stone of colour c on square s with h stones under
//! it" a random 64-bit key and XORs together the keys of the stones on the board,
//! so a move updates it with a few XORs. Hash `t` of a position uses the key of the square that
//! symmetry `t` sends each stone to: it is the plain hash of the position's image.
//! Keeping all eight up to date lets a search recognise a position it has seen
//! turned or reflected: the smallest of the eight is the same for all eight images.

use crate::geometry::{square, MAX_SIZE};
use crate::symmetry::Symmetry;

/// Room for every stone of both players of an 8×8 game (the tallest stack is 101).
pub const MAX_HEIGHT: usize = 104;

const SQUARES: usize = MAX_SIZE * MAX_SIZE;

/// xorshift64*, at compile time: the source of the keys.
const fn next_key(state: u64) -> (u64, u64) {
    let mut x = state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    (x, x.wrapping_mul(0x2545_F491_4F6C_DD1D))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut table = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, key) = next_key(state);
        state = next;
        table[i] = key;
        i += 1;
    }
    table
}

// ANCHOR: keys
/// One key per (level, colour, square), the level `h` being the number of
/// stones under the stone: index `(h · 2 + c) · 64 + q` for square `q`.
pub static STONE_KEYS: [u64; MAX_HEIGHT * 2 * SQUARES] = keys(0x005E_ED0F_7A4B);
/// One key per (kind, square) for a wall (kind 0) or capstone (1) on top.
pub static TOP_KEYS: [u64; 2 * SQUARES] = keys(0x7A4B_CAB5);
/// The key XORed in when Black is to move.
pub const BLACK_TO_MOVE: u64 = keys::<1>(0xB1AC_C0DE)[0];
// ANCHOR_END: keys

// ANCHOR: square_maps
/// Where each symmetry sends each square, for every size: `[size][t][q]`.
pub static SQUARE_MAPS: [[[u8; SQUARES]; 8]; MAX_SIZE + 1] = square_maps();

const fn square_maps() -> [[[u8; SQUARES]; 8]; MAX_SIZE + 1] {
    let mut maps = [[[0u8; SQUARES]; 8]; MAX_SIZE + 1];
    let mut size = 3;
    while size <= MAX_SIZE {
        let m = size - 1;
        let mut sq = 0;
        while sq < size * size {
            let (f, r) = (sq % size, sq / size);
            // The order of `Symmetry::ALL`.
            let images = [
                (f, r),
                (m - r, f),
                (m - f, m - r),
                (r, m - f),
                (m - f, r),
                (f, m - r),
                (r, f),
                (m - r, m - f),
            ];
            let mut t = 0;
            while t < 8 {
                maps[size][t][sq] =
                    square(size, images[t].0, images[t].1) as u8;
                t += 1;
            }
            sq += 1;
        }
        size += 1;
    }
    maps
}
// ANCHOR_END: square_maps

/// The eight hashes of a position, one per symmetry, in the order of
/// [`Symmetry::ALL`].
pub type Hashes = [u64; 8];

// ANCHOR: toggle
/// XORs a stone of `colour` (0 White, 1 Black) with `level` stones under it on
/// `sq` into all eight hashes: each uses the square its symmetry sends `sq` to.
///
/// ```
/// use ch06_tak::zobrist::toggle_stone;
/// let mut hashes = [0; 8];
/// toggle_stone(&mut hashes, 5, 12, 0, 0);
/// assert!(hashes.iter().all(|&h| h != 0));
/// toggle_stone(&mut hashes, 5, 12, 0, 0); // XOR twice: gone again
/// assert_eq!(hashes, [0; 8]);
/// ```
pub fn toggle_stone(
    hashes: &mut Hashes,
    size: usize,
    sq: usize,
    level: usize,
    colour: usize,
) {
    let base = (level * 2 + colour) * SQUARES;
    xor_images(hashes, &STONE_KEYS[base..base + SQUARES], size, sq);
}

/// XORs a wall (`kind` 0) or capstone (`kind` 1) on top of `sq` into the
/// eight hashes.
///
/// ```
/// use ch06_tak::zobrist::toggle_top;
/// let mut hashes = [0; 8];
/// toggle_top(&mut hashes, 5, 0, 1);
/// assert_ne!(hashes[0], hashes[1]); // a1 and its image e1 have other keys
/// ```
pub fn toggle_top(hashes: &mut Hashes, size: usize, sq: usize, kind: usize) {
    let base = kind * SQUARES;
    xor_images(hashes, &TOP_KEYS[base..base + SQUARES], size, sq);
}

/// XORs into hash `t` the key, among one key per square, of the square
/// symmetry `t` sends `sq` to.
fn xor_images(hashes: &mut Hashes, keys: &[u64], size: usize, sq: usize) {
    let keys: &[u64; SQUARES] = keys.try_into().expect("a key per square");
    let images = &SQUARE_MAPS[size];
    for (hash, image) in hashes.iter_mut().zip(images) {
        // A square is below 64: the mask lets the compiler drop the check.
        *hash ^= keys[image[sq] as usize & (SQUARES - 1)];
    }
}
// ANCHOR_END: toggle

/// Flips the side to move in all eight hashes.
///
/// ```
/// use ch06_tak::zobrist::{toggle_side, BLACK_TO_MOVE};
/// let mut hashes = [0; 8];
/// toggle_side(&mut hashes);
/// assert_eq!(hashes, [BLACK_TO_MOVE; 8]);
/// ```
pub fn toggle_side(hashes: &mut Hashes) {
    for hash in hashes.iter_mut() {
        *hash ^= BLACK_TO_MOVE;
    }
}

/// The symmetry whose hash is smallest: the same representative for a
/// position and all its images.
///
/// ```
/// use ch06_tak::{symmetry::Symmetry, zobrist::canonical};
/// assert_eq!(canonical(&[5, 3, 9, 3, 7, 8, 4, 6]), (Symmetry::Rotate90, 3));
/// ```
pub fn canonical(hashes: &Hashes) -> (Symmetry, u64) {
    let (index, hash) = hashes
        .iter()
        .enumerate()
        .min_by_key(|&(_, hash)| *hash)
        .expect("eight hashes");
    (Symmetry::ALL[index], *hash)
}
