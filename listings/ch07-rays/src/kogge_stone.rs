//! Kogge-Stone occluded fills: every ray of one direction, for every slider of
//! a board at once, in three rounds of shifts by 1, 2 and 4 steps.

use crate::squares::{bit, Square, NOT_FILE_A, NOT_FILE_H};
use crate::walk::Direction;

// ANCHOR: shift
/// The squares a step in `direction` may land on: not the a-file after a
/// step east, not the h-file after a step west, any square otherwise.
///
/// ```
/// use ch07_rays::kogge_stone::landing_mask;
/// use ch07_rays::{squares::NOT_FILE_A, walk::Direction};
/// assert_eq!(landing_mask(Direction::SouthEast), NOT_FILE_A);
/// assert_eq!(landing_mask(Direction::North), u64::MAX);
/// ```
pub const fn landing_mask(direction: Direction) -> u64 {
    match direction.step().0 {
        1 => NOT_FILE_A,
        -1 => NOT_FILE_H,
        _ => u64::MAX,
    }
}

/// Every bit moved `steps` steps in `direction`, with no mask: a shift by
/// `steps · offset`, left when the offset is positive, right when it is not.
///
/// ```
/// use ch07_rays::{kogge_stone::shift_by, walk::Direction};
/// assert_eq!(shift_by(1 << 28, Direction::North, 2), 1 << 44); // e4 → e6
/// assert_eq!(shift_by(1 << 28, Direction::SouthWest, 1), 1 << 19); // e4 → d3
/// ```
pub const fn shift_by(board: u64, direction: Direction, steps: u32) -> u64 {
    let offset = direction.offset();
    let amount = offset.unsigned_abs() as u32 * steps;
    if offset > 0 {
        board << amount
    } else {
        board >> amount
    }
}

/// Every bit moved one step in `direction`, none wrapping to the other side
/// of the board: `shift_by(board, direction, 1) & landing_mask(direction)`.
///
/// ```
/// use ch07_rays::{kogge_stone::shift, walk::Direction};
/// assert_eq!(shift(1 << 7, Direction::East), 0); // h1 has nothing east
/// assert_eq!(shift(1 << 6, Direction::East), 1 << 7); // g1 → h1
/// ```
pub const fn shift(board: u64, direction: Direction) -> u64 {
    shift_by(board, direction, 1) & landing_mask(direction)
}
// ANCHOR_END: shift

// ANCHOR: fill_round
/// One round of the fill: every filled square runs `steps` steps over open
/// squares, then only squares with `2 · steps` open squares behind them stay
/// open: `filled | open & shift(filled)`, `open & shift(open)`.
///
/// ```
/// use ch07_rays::{kogge_stone::fill_round, walk::Direction};
/// let open = 0b1111_1110; // b1 to h1 empty
/// let (filled, open) = fill_round(0b1, open, Direction::East, 1);
/// assert_eq!((filled, open), (0b11, 0b1111_1100));
/// ```
pub const fn fill_round(
    filled: u64,
    open: u64,
    direction: Direction,
    steps: u32,
) -> (u64, u64) {
    (
        filled | open & shift_by(filled, direction, steps),
        open & shift_by(open, direction, steps),
    )
}
// ANCHOR_END: fill_round

// ANCHOR: occluded_fill
/// Each slider's squares in `direction` up to the square before its first
/// blocker, sliders included: open = `empty & landing_mask`, then rounds of
/// 1, 2 and 4 steps.
///
/// ```
/// use ch07_rays::{kogge_stone::occluded_fill, walk::Direction};
/// // A rook on a1, a blocker on e1: the fill is a1 to d1.
/// assert_eq!(occluded_fill(1, !(1 | 1 << 4), Direction::East), 0b1111);
/// ```
pub const fn occluded_fill(
    sliders: u64,
    empty: u64,
    direction: Direction,
) -> u64 {
    let open = empty & landing_mask(direction);
    let (filled, open) = fill_round(sliders, open, direction, 1);
    let (filled, open) = fill_round(filled, open, direction, 2);
    let (filled, _) = fill_round(filled, open, direction, 4);
    filled
}
// ANCHOR_END: occluded_fill

/// The fill as the book draws it: the sliders, then the filled and open
/// squares after each of the three rounds, from the same [`fill_round`].
///
/// ```
/// use ch07_rays::{kogge_stone::{fill_rounds, occluded_fill}, walk::Direction};
/// let (sliders, empty) = (1, !1);
/// let rounds = fill_rounds(sliders, empty, Direction::North);
/// assert_eq!(rounds[3].0, occluded_fill(sliders, empty, Direction::North));
/// ```
pub const fn fill_rounds(
    sliders: u64,
    empty: u64,
    direction: Direction,
) -> [(u64, u64); 4] {
    let start = (sliders, empty & landing_mask(direction));
    let one = fill_round(start.0, start.1, direction, 1);
    let two = fill_round(one.0, one.1, direction, 2);
    let four = fill_round(two.0, two.1, direction, 4);
    [start, one, two, four]
}

// ANCHOR: ray_kogge_stone
/// Every square the sliders attack in `direction`: the fill moved one step
/// more, which reaches the first blocker and leaves the sliders' own squares.
///
/// ```
/// use ch07_rays::{kogge_stone::ray_kogge_stone, walk::Direction};
/// // A rook on a1, a blocker on e1: it attacks b1 to e1.
/// assert_eq!(ray_kogge_stone(1, !(1 | 1 << 4), Direction::East), 0b1_1110);
/// ```
pub const fn ray_kogge_stone(
    sliders: u64,
    empty: u64,
    direction: Direction,
) -> u64 {
    shift(occluded_fill(sliders, empty, direction), direction)
}
// ANCHOR_END: ray_kogge_stone

// ANCHOR: kogge_stone_pieces
/// Every square some rook attacks: four fills, one per rook direction.
///
/// ```
/// use ch07_rays::kogge_stone::rook_attacks_all;
/// let rooks = 1 | 1 << 63; // a1 and h8, alone on the board
/// assert_eq!(rook_attacks_all(rooks, rooks).count_ones(), 26);
/// ```
pub fn rook_attacks_all(rooks: u64, occupied: u64) -> u64 {
    Direction::ROOK.iter().fold(0, |attacks, &d| {
        attacks | ray_kogge_stone(rooks, !occupied, d)
    })
}

/// Every square some bishop attacks: four fills, one per diagonal direction.
///
/// ```
/// use ch07_rays::kogge_stone::bishop_attacks_all;
/// assert_eq!(bishop_attacks_all(1 | 1 << 7, 0).count_ones(), 14); // a1, h1
/// ```
pub fn bishop_attacks_all(bishops: u64, occupied: u64) -> u64 {
    Direction::BISHOP.iter().fold(0, |attacks, &d| {
        attacks | ray_kogge_stone(bishops, !occupied, d)
    })
}

/// A rook's attacks by Kogge-Stone fills: the fills of a board of one rook.
///
/// ```
/// use ch07_rays::kogge_stone::rook_attacks_kogge_stone;
/// assert_eq!(rook_attacks_kogge_stone(28, 0).count_ones(), 14); // e4
/// ```
pub fn rook_attacks_kogge_stone(from: Square, occupied: u64) -> u64 {
    rook_attacks_all(bit(from), occupied)
}

/// A bishop's attacks by Kogge-Stone fills.
///
/// ```
/// use ch07_rays::kogge_stone::bishop_attacks_kogge_stone;
/// assert_eq!(bishop_attacks_kogge_stone(28, 0).count_ones(), 13); // e4
/// ```
pub fn bishop_attacks_kogge_stone(from: Square, occupied: u64) -> u64 {
    bishop_attacks_all(bit(from), occupied)
}
// ANCHOR_END: kogge_stone_pieces
