//! Squares, directions and masks of a Tak board of size 3 to 8, in a `u64`.
//!
//! Square a1, file a and rank 1, is the bottom left corner and bit 0; b1 is bit 1,
//! and a2 is bit S on a board of size S. So a square's bit is `rank · S + file`
//! (both counted from 0), a step up adds S and a step right adds 1, as in the
//! earlier chapters with rows counted from the bottom.

use std::fmt;

/// A set of squares, bit `rank · S + file` for each.
pub type Bitboard = u64;

/// The smallest board Tak is played on.
pub const MIN_SIZE: usize = 3;
/// The largest board Tak is played on: 64 squares, a whole `u64`.
pub const MAX_SIZE: usize = 8;

/// Why a size, a square or a direction was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeometryError {
    /// Tak is played on boards of size 3 to 8.
    BadSize(usize),
    /// Not the name of a square of this board.
    BadSquare(String),
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeometryError::BadSize(size) => {
                write!(f, "a board of size {size}: Tak is played on 3×3 to 8×8")
            }
            GeometryError::BadSquare(name) => {
                write!(f, "`{name}` is not a square of this board")
            }
        }
    }
}

impl std::error::Error for GeometryError {}

/// Checks that a board size is one Tak is played on.
///
/// ```
/// use ch06_tak::geometry::check_size;
/// assert_eq!(check_size(5), Ok(5));
/// assert!(check_size(9).is_err());
/// ```
pub fn check_size(size: usize) -> Result<usize, GeometryError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(GeometryError::BadSize(size))
    }
}

// ANCHOR: masks
/// Every square of a board of size S, `size` (1 to 8): the low S² bits,
/// all ones shifted right by `64 − S²`.
///
/// ```
/// use ch06_tak::geometry::board_mask;
/// assert_eq!(board_mask(3), 0b111_111_111);
/// assert_eq!(board_mask(8), u64::MAX);
/// ```
pub const fn board_mask(size: usize) -> Bitboard {
    u64::MAX >> (64 - size * size)
}

/// The squares of one rank (row): S bits, starting at `rank · S`.
///
/// ```
/// use ch06_tak::geometry::row_mask;
/// assert_eq!(row_mask(3, 1), 0b000_111_000);
/// ```
pub const fn row_mask(size: usize, rank: usize) -> Bitboard {
    ((1 << size) - 1) << (rank * size)
}

/// The squares of one file (column): one bit every S bits.
///
/// ```
/// use ch06_tak::geometry::column_mask;
/// assert_eq!(column_mask(3, 0), 0b001_001_001);
/// ```
pub const fn column_mask(size: usize, file: usize) -> Bitboard {
    let mut mask = 0;
    let mut rank = 0;
    while rank < size {
        mask |= 1 << (rank * size + file);
        rank += 1;
    }
    mask
}
// ANCHOR_END: masks

/// The bit of the square on `file` and `rank` (both from 0): `rank · S + file`.
///
/// ```
/// use ch06_tak::geometry::square;
/// assert_eq!(square(5, 2, 3), 17); // c4 on a 5×5 board
/// ```
pub const fn square(size: usize, file: usize, rank: usize) -> usize {
    rank * size + file
}

/// The file and rank (from 0) of a square: `(sq mod S, ⌊sq / S⌋)`.
///
/// ```
/// use ch06_tak::geometry::file_rank;
/// assert_eq!(file_rank(5, 17), (2, 3));
/// ```
pub const fn file_rank(size: usize, square: usize) -> (usize, usize) {
    (square % size, square / size)
}

/// A square's name: its file as a letter and its rank as a number, like `c4`.
///
/// ```
/// use ch06_tak::geometry::square_name;
/// assert_eq!(square_name(5, 17), "c4");
/// ```
pub fn square_name(size: usize, square: usize) -> String {
    let (file, rank) = file_rank(size, square);
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// The square a name such as `c4` names on a board of `size`.
///
/// ```
/// use ch06_tak::geometry::parse_square;
/// assert_eq!(parse_square(5, "c4"), Ok(17));
/// assert!(parse_square(5, "f1").is_err()); // no file f on 5×5
/// ```
pub fn parse_square(size: usize, name: &str) -> Result<usize, GeometryError> {
    let bad = || GeometryError::BadSquare(name.to_string());
    let mut chars = name.chars();
    let file = chars.next().ok_or_else(bad)?;
    let rank: usize = chars.as_str().parse().map_err(|_| bad())?;
    let file = (file as usize).wrapping_sub('a' as usize);
    if file >= size || !(1..=size).contains(&rank) {
        return Err(bad());
    }
    Ok(square(size, file, rank - 1))
}

/// A direction along the board, with its PTN sign: `+` up, `-` down, `<`
/// left, `>` right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards higher ranks: `+`, a step of `+S`.
    Up,
    /// Towards lower ranks: `-`, a step of `−S`.
    Down,
    /// Towards file a: `<`, a step of `−1`.
    Left,
    /// Towards higher files: `>`, a step of `+1`.
    Right,
}

impl Direction {
    /// The four directions, in the order moves are generated.
    ///
    /// ```
    /// use ch06_tak::geometry::Direction;
    /// assert_eq!(Direction::ALL.len(), 4);
    /// ```
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    /// The direction's sign in PTN.
    ///
    /// ```
    /// use ch06_tak::geometry::Direction;
    /// assert_eq!(Direction::Left.symbol(), '<');
    /// ```
    pub fn symbol(self) -> char {
        match self {
            Direction::Up => '+',
            Direction::Down => '-',
            Direction::Left => '<',
            Direction::Right => '>',
        }
    }

    /// The direction with this PTN sign.
    ///
    /// ```
    /// use ch06_tak::geometry::Direction;
    /// assert_eq!(Direction::from_symbol('>'), Some(Direction::Right));
    /// ```
    pub fn from_symbol(symbol: char) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.symbol() == symbol)
    }

    /// The square one step away, or `None` off the edge.
    ///
    /// ```
    /// use ch06_tak::geometry::Direction;
    /// assert_eq!(Direction::Up.next(5, 17), Some(22));
    /// assert_eq!(Direction::Left.next(5, 15), None); // a4 has nothing left of it
    /// ```
    pub fn next(self, size: usize, square: usize) -> Option<usize> {
        let (file, rank) = file_rank(size, square);
        match self {
            Direction::Up => (rank + 1 < size).then(|| square + size),
            Direction::Down => (rank > 0).then(|| square - size),
            Direction::Left => (file > 0).then(|| square - 1),
            Direction::Right => (file + 1 < size).then(|| square + 1),
        }
    }
}

// ANCHOR: step
/// Every square one step from one of `squares`, all at once: a shift by `S`
/// or 1, with the first or last file masked so that nothing wraps around.
///
/// ```
/// use ch06_tak::geometry::{step, Direction};
/// assert_eq!(step(0b000_000_100, 3, Direction::Right), 0); // c1: the edge
/// assert_eq!(step(0b000_000_100, 3, Direction::Up), 0b000_100_000);
/// ```
pub fn step(squares: Bitboard, size: usize, direction: Direction) -> Bitboard {
    let board = board_mask(size);
    match direction {
        Direction::Up => (squares << size) & board,
        Direction::Down => squares >> size,
        Direction::Left => (squares & !column_mask(size, 0)) >> 1,
        Direction::Right => (squares & !column_mask(size, size - 1)) << 1,
    }
}
// ANCHOR_END: step
