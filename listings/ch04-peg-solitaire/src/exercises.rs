//! The worked solutions of chapter 4's exercises.

use crate::board::{coordinates, Board, CELLS, SIDE};
use crate::direction::{pull, Direction};
use crate::masks::Geometry;
use crate::moves::{jumps, play, Move};
use crate::symmetry::delta_swap;
use std::collections::HashMap;

// ANCHOR: move_count
/// The number of legal moves of `pegs`, without a list:
/// $\sum_d \operatorname{popcount}(J_d)$.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::exercises::move_count;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(move_count(START, &ENGLISH_GEOMETRY), 4);
/// ```
pub fn move_count(pegs: Board, geometry: &Geometry) -> u32 {
    Direction::ALL
        .into_iter()
        .map(|d| jumps(pegs, geometry.starts[d.index()], d).count_ones())
        .sum()
}

/// The empty holes some peg can jump into:
/// $\bigvee_d \operatorname{pull}(J_d, -2s_d)$.
///
/// ```
/// use ch04_peg_solitaire::board::{CENTRE, START};
/// use ch04_peg_solitaire::exercises::landing_holes;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// assert_eq!(landing_holes(START, &ENGLISH_GEOMETRY), CENTRE);
/// ```
pub fn landing_holes(pegs: Board, geometry: &Geometry) -> Board {
    Direction::ALL.into_iter().fold(0, |holes, d| {
        let movers = jumps(pegs, geometry.starts[d.index()], d);
        holes | pull(movers, -2 * d.shift()) // each jump moved to its landing
    })
}
// ANCHOR_END: move_count

// ANCHOR: take_back
/// The position before `moves` were played, given the position after them:
/// the same XORs, last move first.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::exercises::take_back;
/// use ch04_peg_solitaire::moves::{play, Move};
/// let m = Move { direction: Direction::Up, from: 10 };
/// assert_eq!(take_back(play(START, m), &[m]), START);
/// ```
pub fn take_back(pegs: Board, moves: &[Move]) -> Board {
    moves.iter().rev().fold(pegs, |board, &m| play(board, m))
}

/// The XOR of the three-bit masks of all `moves`: start ⊕ end of the game.
///
/// ```
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::exercises::moves_xor;
/// use ch04_peg_solitaire::moves::Move;
/// let m = Move { direction: Direction::Up, from: 10 };
/// assert_eq!(moves_xor(&[m, m]), 0);
/// ```
pub fn moves_xor(moves: &[Move]) -> Board {
    moves.iter().fold(0, |all, &m| play(all, m))
}
// ANCHOR_END: take_back

// ANCHOR: chess_flips
/// The 8 × 8 board (bit $8y + x$) turned upside down, row $y$ to row
/// $7 - y$: each row is a byte, so this reverses the bytes.
///
/// ```
/// use ch04_peg_solitaire::exercises::flip_8x8;
/// assert_eq!(flip_8x8(1 << 0), 1 << 56);
/// ```
pub const fn flip_8x8(b: u64) -> u64 {
    b.swap_bytes()
}

/// The 8 × 8 board mirrored left to right, column $x$ to column $7 - x$:
/// reversing all 64 bits turns the board half round, and reversing the
/// bytes turns the rows back.
///
/// ```
/// use ch04_peg_solitaire::exercises::mirror_8x8;
/// assert_eq!(mirror_8x8(1 << 0), 1 << 7);
/// ```
pub const fn mirror_8x8(b: u64) -> u64 {
    b.reverse_bits().swap_bytes()
}
// ANCHOR_END: chess_flips

// ANCHOR: transpose_8x8
/// The 8 × 8 board flipped about its diagonal $x = y$ with three delta
/// swaps: 4 × 4 blocks ($\delta = 28$), then 2 × 2 blocks ($\delta = 14$),
/// then single cells ($\delta = 7$).
///
/// ```
/// use ch04_peg_solitaire::exercises::transpose_8x8;
/// assert_eq!(transpose_8x8(1 << 1), 1 << 8); // (1, 0) to (0, 1)
/// ```
pub const fn transpose_8x8(b: u64) -> u64 {
    let b = delta_swap(b, 0x0000_0000_F0F0_F0F0, 28);
    let b = delta_swap(b, 0x0000_CCCC_0000_CCCC, 14);
    delta_swap(b, 0x00AA_00AA_00AA_00AA, 7)
}
// ANCHOR_END: transpose_8x8

// ANCHOR: triangle
/// The 15 holes of the triangle with five holes a side, in the 7 × 7 grid:
/// the cells with $x + y \le 4$, the apex at bit $7 \cdot 4 = 28$.
///
/// ```
/// use ch04_peg_solitaire::exercises::TRIANGLE;
/// assert_eq!(TRIANGLE.count_ones(), 15);
/// ```
pub const TRIANGLE: Board = triangle_starts(0, 0);

/// The six steps of the triangle's lines, as changes of $(x, y)$: along a
/// row, along a column, and along $x + y = c$ (bit steps ±1, ±7, ±6).
pub const TRIANGLE_STEPS: [(i32, i32); 6] =
    [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

/// The holes of the triangle from which a jump of step $(d_x, d_y)$ stays on
/// it (with step (0, 0), every hole), derived from coordinates.
///
/// ```
/// use ch04_peg_solitaire::exercises::triangle_starts;
/// assert_eq!(triangle_starts(1, 0), 0b111 | 0b11 << 7 | 1 << 14);
/// ```
pub const fn triangle_starts(dx: i32, dy: i32) -> Board {
    let mut starts = 0;
    let mut index = 0;
    while index < CELLS {
        let (x, y) = coordinates(index);
        let (x, y) = (x as i32, y as i32);
        if on_triangle(x, y)
            && on_triangle(x + dx, y + dy)
            && on_triangle(x + 2 * dx, y + 2 * dy)
        {
            starts |= 1 << index;
        }
        index += 1;
    }
    starts
}

/// The jump starts of the six steps, in the order of `TRIANGLE_STEPS`,
/// computed once, at compile time.
pub const TRIANGLE_MASKS: [Board; 6] = {
    let mut masks = [0; 6];
    let mut step = 0;
    while step < 6 {
        let (dx, dy) = TRIANGLE_STEPS[step];
        masks[step] = triangle_starts(dx, dy);
        step += 1;
    }
    masks
};

/// Whether (x, y), which may be outside the grid, is a hole of the triangle.
const fn on_triangle(x: i32, y: i32) -> bool {
    x >= 0 && y >= 0 && x + y <= 4
}

/// Every position one jump away from `pegs` on the triangle: the chapter's
/// formula, $J = P \mathbin{\&} M \mathbin{\&} \operatorname{pull}(P, s)
/// \mathbin{\&} \lnot \operatorname{pull}(P, 2s)$, for each of six steps.
///
/// ```
/// use ch04_peg_solitaire::exercises::{triangle_successors, TRIANGLE};
/// let start = TRIANGLE & !(1 << 28); // the apex empty
/// assert_eq!(triangle_successors(start).len(), 2);
/// ```
pub fn triangle_successors(pegs: Board) -> Vec<Board> {
    let mut next = Vec::new();
    for ((dx, dy), starts) in TRIANGLE_STEPS.into_iter().zip(TRIANGLE_MASKS) {
        let s = dx + SIDE as i32 * dy;
        let mut movers = pegs & starts & pull(pegs, s) & !pull(pegs, 2 * s);
        while movers != 0 {
            let from = movers.trailing_zeros() as i32;
            movers &= movers - 1;
            next.push(
                pegs ^ (1 << from | 1 << (from + s) | 1 << (from + 2 * s)),
            );
        }
    }
    next
}

/// The number of move sequences from `pegs` that end with a single peg,
/// each position's count remembered in `memo`.
///
/// ```
/// use std::collections::HashMap;
/// use ch04_peg_solitaire::exercises::games_to_one_peg;
/// assert_eq!(games_to_one_peg(0b011, &mut HashMap::new()), 1); // 0 jumps to 2
/// assert_eq!(games_to_one_peg(0b101, &mut HashMap::new()), 0); // no jump
/// ```
pub fn games_to_one_peg(pegs: Board, memo: &mut HashMap<Board, u64>) -> u64 {
    if pegs.count_ones() == 1 {
        return 1;
    }
    if let Some(&known) = memo.get(&pegs) {
        return known;
    }
    let games = triangle_successors(pegs)
        .into_iter()
        .map(|next| games_to_one_peg(next, memo))
        .sum();
    memo.insert(pegs, games);
    games
}
// ANCHOR_END: triangle
