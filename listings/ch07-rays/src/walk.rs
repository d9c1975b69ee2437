//! The eight directions, and ray walking: the simple, obviously correct way to
//! find where a sliding piece goes, one square at a time.

use crate::squares::{bit, file_of, rank_of, square, Square};

// ANCHOR: direction
/// One of the eight directions a queen can slide in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Up the board, towards the eighth rank: `+8`.
    North,
    /// Up and right: `+9`.
    NorthEast,
    /// Right, towards the h-file: `+1`.
    East,
    /// Down and right: `−7`.
    SouthEast,
    /// Down, towards the first rank: `−8`.
    South,
    /// Down and left: `−9`.
    SouthWest,
    /// Left, towards the a-file: `−1`.
    West,
    /// Up and left: `+7`.
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north.
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
    /// The four a rook slides in.
    pub const ROOK: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    /// The four a bishop slides in.
    pub const BISHOP: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// One step as (files, ranks): east and north are positive.
    ///
    /// ```
    /// use ch07_rays::walk::Direction;
    /// assert_eq!(Direction::NorthWest.step(), (-1, 1));
    /// ```
    pub const fn step(self) -> (isize, isize) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The change of bit index of one step: `files + 8 · ranks`.
    ///
    /// ```
    /// use ch07_rays::walk::Direction;
    /// assert_eq!(Direction::NorthEast.offset(), 9);
    /// assert_eq!(Direction::SouthEast.offset(), -7);
    /// ```
    pub const fn offset(self) -> isize {
        let (files, ranks) = self.step();
        files + 8 * ranks
    }

    /// True when a step adds to the bit index (north, north-east, east,
    /// north-west).
    ///
    /// ```
    /// use ch07_rays::walk::Direction;
    /// assert!(Direction::NorthWest.is_positive());
    /// assert!(!Direction::West.is_positive());
    /// ```
    pub const fn is_positive(self) -> bool {
        self.offset() > 0
    }
}
// ANCHOR_END: direction

// ANCHOR: step
/// The square one step away in `direction`, or `None` off the board.
///
/// ```
/// use ch07_rays::walk::{step, Direction};
/// assert_eq!(step(28, Direction::North), Some(36)); // e4 → e5
/// assert_eq!(step(7, Direction::East), None); // h1 has nothing east
/// ```
pub fn step(from: Square, direction: Direction) -> Option<Square> {
    let (files, ranks) = direction.step();
    let file = file_of(from).checked_add_signed(files)?;
    let rank = rank_of(from).checked_add_signed(ranks)?;
    (file < 8 && rank < 8).then(|| square(file, rank))
}
// ANCHOR_END: step

// ANCHOR: walk_ray
/// The squares a slider on `from` attacks in one direction: step until the
/// edge, and stop on the first occupied square, which is attacked too.
///
/// ```
/// use ch07_rays::walk::{walk_ray, Direction};
/// // A rook on a1 looking north, a blocker on a3: it attacks a2 and a3.
/// assert_eq!(walk_ray(0, Direction::North, 1 << 16), 1 << 8 | 1 << 16);
/// ```
pub fn walk_ray(from: Square, direction: Direction, occupied: u64) -> u64 {
    let mut attacks = 0;
    let mut square = from;
    while let Some(next) = step(square, direction) {
        attacks |= bit(next);
        if occupied & bit(next) != 0 {
            break; // a blocker: attacked, and nothing beyond it
        }
        square = next;
    }
    attacks
}
// ANCHOR_END: walk_ray

// ANCHOR: walk_pieces
/// A rook's attacks, walked: the union of its four rays.
///
/// ```
/// use ch07_rays::walk::rook_attacks_walk;
/// assert_eq!(rook_attacks_walk(0, 0).count_ones(), 14); // an empty board
/// ```
pub fn rook_attacks_walk(from: Square, occupied: u64) -> u64 {
    Direction::ROOK
        .iter()
        .fold(0, |attacks, &d| attacks | walk_ray(from, d, occupied))
}

/// A bishop's attacks, walked: the union of its four diagonal rays.
///
/// ```
/// use ch07_rays::walk::bishop_attacks_walk;
/// assert_eq!(bishop_attacks_walk(28, 0).count_ones(), 13); // e4, empty board
/// ```
pub fn bishop_attacks_walk(from: Square, occupied: u64) -> u64 {
    Direction::BISHOP
        .iter()
        .fold(0, |attacks, &d| attacks | walk_ray(from, d, occupied))
}
// ANCHOR_END: walk_pieces

/// A queen's attacks, walked: a rook's and a bishop's together.
///
/// ```
/// use ch07_rays::walk::queen_attacks_walk;
/// assert_eq!(queen_attacks_walk(28, 0).count_ones(), 27);
/// ```
pub fn queen_attacks_walk(from: Square, occupied: u64) -> u64 {
    rook_attacks_walk(from, occupied) | bishop_attacks_walk(from, occupied)
}
