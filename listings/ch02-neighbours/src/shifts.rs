//! Directions as shifts: moving every piece of a board one step at once.
//!
//! Cell (x, y) is bit `y · W + x` and row 0 is drawn on top, so a step east adds 1,
//! a step south adds `W`, and the diagonal steps add `W + 1` or `W − 1`. Shifting the
//! whole board by a step moves every piece at once; masks of columns keep the pieces
//! on the east and west edges from reappearing on the other side.

use crate::cells::{Bitboard, BoardError, Grid};
use std::fmt;

/// One of the eight compass directions; north is the top of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Up: y − 1.
    North,
    /// Up and right.
    NorthEast,
    /// Right: x + 1.
    East,
    /// Down and right.
    SouthEast,
    /// Down: y + 1.
    South,
    /// Down and left.
    SouthWest,
    /// Left: x − 1.
    West,
    /// Up and left.
    NorthWest,
}

impl Direction {
    /// All eight directions, clockwise from north.
    ///
    /// ```
    /// use ch02_neighbours::shifts::Direction;
    /// assert_eq!(Direction::ALL.len(), 8);
    /// ```
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    // ANCHOR: offset
    /// The step in columns and rows, `(dx, dy)`: east is `+x`, south is `+y`.
    ///
    /// ```
    /// use ch02_neighbours::shifts::Direction;
    /// assert_eq!(Direction::NorthEast.offset(), (1, -1));
    /// ```
    pub fn offset(self) -> (i32, i32) {
        match self {
            Direction::North => (0, -1),
            Direction::NorthEast => (1, -1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, 1),
            Direction::South => (0, 1),
            Direction::SouthWest => (-1, 1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, -1),
        }
    }
    // ANCHOR_END: offset

    // ANCHOR: step
    /// The change of bit position for one step on a board `W` wide:
    /// `dy · W + dx`.
    ///
    /// ```
    /// use ch02_neighbours::shifts::Direction;
    /// assert_eq!(Direction::South.step(8), 8);
    /// assert_eq!(Direction::NorthWest.step(3), -4);
    /// ```
    pub fn step(self, width: u32) -> i32 {
        let (dx, dy) = self.offset();
        dy * width as i32 + dx
    }
    // ANCHOR_END: step

    /// The direction's name in the compass rose of chess programmers.
    ///
    /// ```
    /// use ch02_neighbours::shifts::Direction;
    /// assert_eq!(Direction::SouthWest.name(), "soWe");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Direction::North => "nort",
            Direction::NorthEast => "noEa",
            Direction::East => "east",
            Direction::SouthEast => "soEa",
            Direction::South => "sout",
            Direction::SouthWest => "soWe",
            Direction::West => "west",
            Direction::NorthWest => "noWe",
        }
    }

    /// The direction that undoes this one.
    ///
    /// ```
    /// use ch02_neighbours::shifts::Direction;
    /// assert_eq!(Direction::NorthEast.opposite(), Direction::SouthWest);
    /// ```
    pub fn opposite(self) -> Direction {
        let (dx, dy) = self.offset();
        Direction::ALL
            .into_iter()
            .find(|d| d.offset() == (-dx, -dy))
            .expect("every direction has an opposite")
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// ANCHOR: shift
/// Shifts by a signed amount: `board << amount` if it is positive, and
/// `board >> −amount` if it is negative. Bits pushed out are lost.
///
/// ```
/// use ch02_neighbours::shifts::shift;
/// assert_eq!(shift(0b0110, 1), 0b1100);
/// assert_eq!(shift(0b0110, -1), 0b0011);
/// assert_eq!(shift(1, 64), 0); // every bit pushed out
/// ```
pub fn shift(board: Bitboard, amount: i32) -> Bitboard {
    let distance = amount.unsigned_abs();
    let shifted = if amount >= 0 {
        board.checked_shl(distance)
    } else {
        board.checked_shr(distance)
    };
    shifted.unwrap_or(0) // 64 or more: nothing is left
}
// ANCHOR_END: shift

// ANCHOR: shift_wrapping
/// Every piece one step in `direction`, with **no** edge masks: a piece that
/// leaves by the east or west edge comes back on the other side, a row off.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::{shift_wrapping, Direction}};
/// let grid = Grid::TIC_TAC_TOE;
/// let east_edge = grid.cell(2, 0)?;
/// let wrapped = shift_wrapping(east_edge, grid, Direction::East);
/// assert_eq!(wrapped, grid.cell(0, 1)?); // the wrong cell
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn shift_wrapping(
    board: Bitboard,
    grid: Grid,
    direction: Direction,
) -> Bitboard {
    shift(board, direction.step(grid.width())) & grid.full()
}
// ANCHOR_END: shift_wrapping

// ANCHOR: column_mask
/// The cells of column `x`, built by shifts: bit `x`, then `W` further on,
/// once per row.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::column_mask};
/// assert_eq!(column_mask(Grid::TIC_TAC_TOE, 0), Ok(0b001_001_001));
/// assert!(column_mask(Grid::TIC_TAC_TOE, 3).is_err());
/// ```
pub fn column_mask(grid: Grid, x: u32) -> Result<Bitboard, BoardError> {
    let mut column = grid.cell(x, 0)?;
    for _ in 1..grid.height() {
        column |= column << grid.width();
    }
    Ok(column)
}
// ANCHOR_END: column_mask

// ANCHOR: edge_masks
/// The cells a piece may step east from: every column but the last.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::not_last_column};
/// assert_eq!(not_last_column(Grid::TIC_TAC_TOE), 0b011_011_011);
/// assert_eq!(not_last_column(Grid::CHESS), 0x7f7f_7f7f_7f7f_7f7f);
/// ```
pub fn not_last_column(grid: Grid) -> Bitboard {
    let last =
        column_mask(grid, grid.width() - 1).expect("a grid has a column");
    grid.full() & !last
}

/// The cells a piece may step west from: every column but the first.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::not_first_column};
/// assert_eq!(not_first_column(Grid::TIC_TAC_TOE), 0b110_110_110);
/// assert_eq!(not_first_column(Grid::CHESS), 0xfefe_fefe_fefe_fefe);
/// ```
pub fn not_first_column(grid: Grid) -> Bitboard {
    let first = column_mask(grid, 0).expect("a grid has a column");
    grid.full() & !first
}
// ANCHOR_END: edge_masks

// ANCHOR: shift_board
/// Every piece one step in `direction`; a piece that would leave the board
/// is dropped instead of wrapping around.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::{shift_board, Direction}};
/// let grid = Grid::TIC_TAC_TOE;
/// let east_edge = grid.cell(2, 0)?;
/// assert_eq!(shift_board(east_edge, grid, Direction::East), 0);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn shift_board(
    board: Bitboard,
    grid: Grid,
    direction: Direction,
) -> Bitboard {
    let can_step = match direction.offset().0 {
        1 => not_last_column(grid), // going east: not from the last column
        -1 => not_first_column(grid), // going west: not from the first column
        _ => grid.full(),
    };
    shift(board & can_step, direction.step(grid.width())) & grid.full()
}
// ANCHOR_END: shift_board

// ANCHOR: neighbours
/// The eight neighbours of every piece at once: the union of the eight shifts.
///
/// ```
/// use ch02_neighbours::{cells::Grid, shifts::neighbours};
/// let grid = Grid::TIC_TAC_TOE;
/// assert_eq!(neighbours(grid.cell(1, 1)?, grid), 0b111_101_111);
/// # Ok::<(), ch02_neighbours::cells::BoardError>(())
/// ```
pub fn neighbours(board: Bitboard, grid: Grid) -> Bitboard {
    Direction::ALL
        .into_iter()
        .fold(0, |all, d| all | shift_board(board, grid, d))
}
// ANCHOR_END: neighbours

/// The compass rose of a board `W` wide: each direction's name above its
/// step, laid out around a cell the way the board is drawn.
///
/// ```
/// use ch02_neighbours::shifts::compass;
/// assert!(compass(8).contains("  -9    -8    -7"));
/// ```
pub fn compass(width: u32) -> String {
    let mut text = String::new();
    for dy in -1..=1 {
        let (mut names, mut steps) = (String::new(), String::new());
        for dx in -1..=1 {
            let found =
                Direction::ALL.into_iter().find(|d| d.offset() == (dx, dy));
            match found {
                Some(d) => {
                    names.push_str(&format!("{:>6}", d.name()));
                    steps.push_str(&format!("{:>+6}", d.step(width)));
                }
                None => {
                    names.push_str(&format!("{:>6}", "cell"));
                    steps.push_str(&format!("{:>6}", 0));
                }
            }
        }
        text.push_str(&format!("{}\n{}\n", names.trim_end(), steps.trim_end()));
    }
    text
}
