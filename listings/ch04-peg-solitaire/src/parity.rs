//! Parity signatures: a jump flips one cell of each colour of two
//! three-colourings of the grid, which leaves four parities unchanged.

use crate::board::{coordinates, Board, CELLS};

// ANCHOR: colours
/// The cells whose $(x + y) \bmod 3$ is `k` (with `diagonal` false), or
/// whose $(x - y) \bmod 3$ is `k` (with `diagonal` true).
///
/// ```
/// use ch04_peg_solitaire::parity::colour;
/// let all = colour(false, 0) | colour(false, 1) | colour(false, 2);
/// assert_eq!(all, (1 << 49) - 1);
/// assert_eq!(colour(true, 0) & colour(true, 1), 0);
/// ```
pub const fn colour(diagonal: bool, k: u32) -> Board {
    let mut board = 0;
    let mut index = 0;
    while index < CELLS {
        let (x, y) = coordinates(index);
        let c = if diagonal {
            (x + 3 * 7 - y) % 3
        } else {
            (x + y) % 3
        };
        if c == k {
            board |= 1 << index;
        }
        index += 1;
    }
    board
}

/// The parity signature of a position: for each colouring, the parities
/// of the pegs on colours 0 and 1 and on colours 1 and 2, as four bits.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::parity::signature;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::moves::{legal_moves, play, Order};
/// let m = legal_moves(START, &ENGLISH_GEOMETRY, Order::ByIndex)[0];
/// assert_eq!(signature(play(START, m)), signature(START));
/// ```
pub fn signature(pegs: Board) -> u8 {
    let mut signature = 0;
    for diagonal in [false, true] {
        let count = |k| (pegs & colour(diagonal, k)).count_ones();
        let (n0, n1, n2) = (count(0), count(1), count(2));
        signature = signature << 2 | ((n0 + n1) % 2) << 1 | ((n1 + n2) % 2);
    }
    signature as u8
}
// ANCHOR_END: colours
