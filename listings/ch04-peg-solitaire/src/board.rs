//! The board: 49 bits for a 7 × 7 grid, bit 0 at the bottom right and bit 48
//! at the top left, and the holes of the English and French boards in it.

// ANCHOR: board
/// A set of cells of the 7 × 7 grid: bit `7y + x` is the cell `x` columns
/// from the right and `y` rows from the bottom.
pub type Board = u64;

/// Cells across and down the grid.
pub const SIDE: u32 = 7;

/// Cells in the grid: $7 \cdot 7 = 49$ bits of the 64.
pub const CELLS: u32 = SIDE * SIDE;

/// The bit of the cell `x` columns from the right and `y` rows from the
/// bottom: $i = 7y + x$.
///
/// ```
/// use ch04_peg_solitaire::board::bit;
/// assert_eq!(bit(0, 0), 0); // bottom right
/// assert_eq!(bit(6, 6), 48); // top left
/// ```
pub const fn bit(x: u32, y: u32) -> u32 {
    SIDE * y + x
}

/// The column from the right and the row from the bottom of bit `index`:
/// $(i \bmod 7, \lfloor i / 7 \rfloor)$.
///
/// ```
/// use ch04_peg_solitaire::board::coordinates;
/// assert_eq!(coordinates(24), (3, 3)); // the centre
/// ```
pub const fn coordinates(index: u32) -> (u32, u32) {
    (index % SIDE, index / SIDE)
}
// ANCHOR_END: board

// ANCHOR: holes
/// The two boards of this chapter, as shapes cut out of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The English board: a cross of 33 holes, three holes wide.
    English,
    /// The French board: the English cross and four more holes, 37 in all.
    French,
}

impl Shape {
    /// Whether the cell `x` from the right, `y` from the bottom is a hole.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::Shape;
    /// assert!(Shape::English.has_hole(3, 0));
    /// assert!(!Shape::English.has_hole(1, 1));
    /// assert!(Shape::French.has_hole(1, 1));
    /// ```
    pub const fn has_hole(self, x: u32, y: u32) -> bool {
        let cross =
            between(x, 2, 4) && y < SIDE || between(y, 2, 4) && x < SIDE;
        match self {
            Shape::English => cross,
            Shape::French => cross || between(x, 1, 5) && between(y, 1, 5),
        }
    }

    /// The holes of the shape, as a board: one bit per hole.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::Shape;
    /// assert_eq!(Shape::English.holes().count_ones(), 33);
    /// assert_eq!(Shape::French.holes().count_ones(), 37);
    /// ```
    pub const fn holes(self) -> Board {
        let mut holes = 0;
        let mut index = 0;
        while index < CELLS {
            let (x, y) = coordinates(index);
            if self.has_hole(x, y) {
                holes |= 1 << index;
            }
            index += 1;
        }
        holes
    }
}

/// Whether `low ≤ v ≤ high`.
const fn between(v: u32, low: u32, high: u32) -> bool {
    low <= v && v <= high
}

/// The holes of the English board.
pub const ENGLISH: Board = Shape::English.holes();

/// The centre hole, bit $7 \cdot 3 + 3 = 24$.
pub const CENTRE: Board = 1 << bit(3, 3);

/// The start: a peg in every hole but the centre.
pub const START: Board = ENGLISH & !CENTRE;

/// The goal: one peg, in the centre.
pub const GOAL: Board = CENTRE;
// ANCHOR_END: holes

/// The holes of the French board.
pub const FRENCH: Board = Shape::French.holes();
