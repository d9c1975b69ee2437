//! The cells a jump in each direction may start from, derived from the holes.

use crate::board::{coordinates, Board, Shape, CELLS, SIDE};
use crate::direction::Direction;

// ANCHOR: masks
/// The cells of `shape` from which a jump in `direction` stays on the board:
/// the cell, the one it jumps over and the one it lands on are all holes.
///
/// ```
/// use ch04_peg_solitaire::board::Shape;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::masks::jump_starts;
/// use ch04_peg_solitaire::notation::square_name;
/// // The bottom row's holes are c1, d1 and e1 (bits 4, 3 and 2: columns count
/// // from the right). Only the rightmost, e1, jumps left: over d1 into c1.
/// let names: Vec<String> = [4, 3, 2].map(square_name).into();
/// assert_eq!(names, ["c1", "d1", "e1"]);
/// let left = jump_starts(Shape::English, Direction::Left);
/// assert_eq!(left & 0b111_1111, 1 << 2);
/// ```
pub const fn jump_starts(shape: Shape, direction: Direction) -> Board {
    let (dx, dy) = direction.step();
    let mut starts = 0;
    let mut index = 0;
    while index < CELLS {
        let (x, y) = coordinates(index);
        let (x, y) = (x as i32, y as i32);
        if is_hole(shape, x, y)
            && is_hole(shape, x + dx, y + dy)
            && is_hole(shape, x + 2 * dx, y + 2 * dy)
        {
            starts |= 1 << index;
        }
        index += 1;
    }
    starts
}

/// Whether (x, y), which may be outside the grid, is a hole of `shape`.
const fn is_hole(shape: Shape, x: i32, y: i32) -> bool {
    let side = SIDE as i32;
    0 <= x
        && x < side
        && 0 <= y
        && y < side
        && shape.has_hole(x as u32, y as u32)
}

/// A board's holes and its four masks of jump starts, in the order of
/// [`Direction::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// The holes.
    pub holes: Board,
    /// For each direction, the cells a jump may start from.
    pub starts: [Board; 4],
}

impl Geometry {
    /// The geometry of a shape, computed at compile time.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{Shape, ENGLISH};
    /// use ch04_peg_solitaire::masks::Geometry;
    /// assert_eq!(Geometry::of(Shape::English).holes, ENGLISH);
    /// ```
    pub const fn of(shape: Shape) -> Geometry {
        Geometry {
            holes: shape.holes(),
            starts: [
                jump_starts(shape, Direction::Up),
                jump_starts(shape, Direction::Down),
                jump_starts(shape, Direction::Left),
                jump_starts(shape, Direction::Right),
            ],
        }
    }
}

/// The English board's geometry.
pub const ENGLISH_GEOMETRY: Geometry = Geometry::of(Shape::English);
// ANCHOR_END: masks

/// The French board's geometry.
pub const FRENCH_GEOMETRY: Geometry = Geometry::of(Shape::French);
