//! The worked solutions of part 2.1's exercises: shifts, masks and slides.

use crate::cells::{Bitboard, Grid};
use crate::shifts::{neighbours, shift, shift_board, Direction};

// ANCHOR: south
/// Every piece one row down, with a single shift and no column mask:
/// `(board << W) & full`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises_shifts::south};
/// assert_eq!(south(27, Grid::TIC_TAC_TOE), 216);
/// assert_eq!(south(0b111_000_000, Grid::TIC_TAC_TOE), 0); // off the bottom
/// ```
pub fn south(board: Bitboard, grid: Grid) -> Bitboard {
    shift(board, grid.width() as i32) & grid.full()
}
// ANCHOR_END: south

// ANCHOR: empty_next_to
/// The empty cells next to `tiles`, where `board` holds every tile:
/// `neighbours(tiles) & !board`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises_shifts::empty_next_to};
/// let x = 1 << 0; // X in the corner (0, 0), alone on the board
/// assert_eq!(empty_next_to(x, x, Grid::TIC_TAC_TOE), 0b000_011_010);
/// ```
pub fn empty_next_to(tiles: Bitboard, board: Bitboard, grid: Grid) -> Bitboard {
    neighbours(tiles, grid) & !board
}
// ANCHOR_END: empty_next_to

// ANCHOR: line_count
/// The number of lines of `k ≥ 2` cells on a `W × H` board, without building
/// them: `H(W − k + 1) + W(H − k + 1) + 2(W − k + 1)(H − k + 1)`.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises_shifts::line_count};
/// assert_eq!(line_count(Grid::TIC_TAC_TOE, 3), 8);
/// assert_eq!(line_count(Grid::new(7, 6)?, 4), 69); // Connect Four
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn line_count(grid: Grid, length: u32) -> u32 {
    match length {
        0 => 0,
        1 => grid.cell_count(), // one cell has no direction: each counts once
        k => {
            let (w, h) = (grid.width(), grid.height());
            let across = (w + 1).saturating_sub(k); // starts of a row's lines
            let down = (h + 1).saturating_sub(k); // starts of a column's lines
            h * across + w * down + 2 * across * down
        }
    }
}
// ANCHOR_END: line_count

// ANCHOR: rook_attacks
/// The cells `sliders` reach going `direction` until the edge or a piece of
/// `occupied` stops them (that piece's cell included).
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::Direction};
/// use ch02_neighbours::exercises_shifts::slide;
/// let grid = Grid::CHESS;
/// let (rook, blocker) = (grid.cell(0, 0)?, grid.cell(3, 0)?);
/// assert_eq!(slide(rook, blocker, grid, Direction::East), 0b1110);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn slide(
    sliders: Bitboard,
    occupied: Bitboard,
    grid: Grid,
    direction: Direction,
) -> Bitboard {
    let mut reached = 0;
    let mut front = shift_board(sliders, grid, direction);
    while front != 0 {
        reached |= front;
        // Only the cells that are empty let the slide go on.
        front = shift_board(front & !occupied, grid, direction);
    }
    reached
}

/// The cells rooks attack: their slides north, east, south and west.
///
/// ```
/// use ch02_neighbours::{cells::Grid, exercises_shifts::rook_attacks};
/// let rook = Grid::CHESS.cell(3, 3)?;
/// assert_eq!(rook_attacks(rook, rook, Grid::CHESS).count_ones(), 14);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn rook_attacks(
    rooks: Bitboard,
    occupied: Bitboard,
    grid: Grid,
) -> Bitboard {
    let straight = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    straight
        .into_iter()
        .fold(0, |all, d| all | slide(rooks, occupied, grid, d))
}
// ANCHOR_END: rook_attacks

// ANCHOR: knight_attacks
/// The squares a knight may jump from to go one file east: not file H.
pub const NOT_H: Bitboard = 0x7f7f_7f7f_7f7f_7f7f;
/// The squares a knight may jump from to go two files east: not G or H.
pub const NOT_GH: Bitboard = 0x3f3f_3f3f_3f3f_3f3f;
/// The squares a knight may jump from to go one file west: not file A.
pub const NOT_A: Bitboard = 0xfefe_fefe_fefe_fefe;
/// The squares a knight may jump from to go two files west: not A or B.
pub const NOT_AB: Bitboard = 0xfcfc_fcfc_fcfc_fcfc;

/// Every square the knights of an 8 × 8 board attack: eight shifts by
/// `8dy + dx`, each from the squares whose file can take the `dx`.
///
/// ```
/// use ch02_neighbours::exercises_shifts::knight_attacks;
/// assert_eq!(knight_attacks(1 << 0).count_ones(), 2); // a corner
/// assert_eq!(knight_attacks(1 << 27).count_ones(), 8); // (3, 3)
/// ```
pub fn knight_attacks(knights: Bitboard) -> Bitboard {
    let (east1, east2) = (knights & NOT_H, knights & NOT_GH);
    let (west1, west2) = (knights & NOT_A, knights & NOT_AB);
    (east1 << 17) | (east1 >> 15) // one file east, two rows down or up
        | (east2 << 10) | (east2 >> 6) // two files east, one row down or up
        | (west1 << 15) | (west1 >> 17) // one file west
        | (west2 << 6) | (west2 >> 10) // two files west
}
// ANCHOR_END: knight_attacks
