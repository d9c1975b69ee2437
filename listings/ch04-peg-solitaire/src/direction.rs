//! The four directions of a jump, as shifts of the bit index.

use crate::board::Board;

// ANCHOR: direction
/// A direction to jump in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Towards the top: one row is 7 bits.
    Up,
    /// Towards the bottom.
    Down,
    /// Towards the left: one column is 1 bit.
    Left,
    /// Towards the right.
    Right,
}

impl Direction {
    /// The four directions, in the source's order.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    /// How far the bit index moves for one step: $+7, -7, +1, -1$.
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// assert_eq!(Direction::ALL.map(Direction::shift), [7, -7, 1, -1]);
    /// ```
    pub const fn shift(self) -> i32 {
        match self {
            Direction::Up => 7,
            Direction::Down => -7,
            Direction::Left => 1,
            Direction::Right => -1,
        }
    }

    /// One step as a change of (column from the right, row from the bottom).
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// assert_eq!(Direction::Left.step(), (1, 0));
    /// ```
    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::Up => (0, 1),
            Direction::Down => (0, -1),
            Direction::Left => (1, 0),
            Direction::Right => (-1, 0),
        }
    }

    /// The direction's position in [`Direction::ALL`].
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// assert_eq!(Direction::Left.index(), 2);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}
// ANCHOR_END: direction

impl Direction {
    /// The direction's name, in lower case.
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// assert_eq!(Direction::Down.name(), "down");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Down => "down",
            Direction::Left => "left",
            Direction::Right => "right",
        }
    }
}

// ANCHOR: pull
/// Moves every bit `amount` places down the index, so that bit $i$ of the
/// result is bit $i + a$ of `board` (0 where $i + a$ is outside the 64
/// bits): a right shift for $a \ge 0$, a left shift by $-a$ otherwise.
///
/// ```
/// use ch04_peg_solitaire::direction::pull;
/// assert_eq!(pull(1 << 31, 7), 1 << 24); // the cell above 24 is 31
/// assert_eq!(pull(1 << 17, -7), 1 << 24); // the cell below 24 is 17
/// ```
pub const fn pull(board: Board, amount: i32) -> Board {
    if amount >= 0 {
        board >> amount
    } else {
        board << -amount
    }
}
// ANCHOR_END: pull
