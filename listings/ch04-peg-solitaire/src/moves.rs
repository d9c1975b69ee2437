//! Moves: every jump in one direction at once, and one XOR to play or undo.

use crate::board::{coordinates, Board};
use crate::direction::{pull, Direction};
use crate::masks::Geometry;
use std::fmt;

// ANCHOR: move
/// A move: the peg on bit `from` jumps in `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the jump goes.
    pub direction: Direction,
    /// The bit of the peg that jumps.
    pub from: u32,
}
// ANCHOR_END: move

// ANCHOR: jumps
/// Every peg that can jump in `direction`, in one go:
/// `pegs & starts & pull(pegs, s) & !pull(pegs, 2s)`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::moves::jumps;
/// let starts = ENGLISH_GEOMETRY.starts[Direction::Up.index()];
/// assert_eq!(jumps(START, starts, Direction::Up), 1 << 10);
/// ```
pub const fn jumps(pegs: Board, starts: Board, direction: Direction) -> Board {
    let s = direction.shift();
    let neighbour = pull(pegs, s); // a peg one step away
    let landing = pull(pegs, 2 * s); // a peg two steps away
    pegs & starts & neighbour & !landing
}
// ANCHOR_END: jumps

// ANCHOR: play
/// The three bits a move changes: `1 << i | 1 << (i + s) | 1 << (i + 2s)`.
///
/// ```
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::moves::{jump_bits, Move};
/// let up = Move { direction: Direction::Up, from: 10 };
/// assert_eq!(jump_bits(up), 1 << 10 | 1 << 17 | 1 << 24);
/// ```
pub const fn jump_bits(m: Move) -> Board {
    let s = m.direction.shift();
    let from = m.from as i32;
    1 << from | 1 << (from + s) | 1 << (from + 2 * s)
}

/// Plays `m`, or undoes it if it was just played: one XOR of three bits.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::moves::{play, Move};
/// let up = Move { direction: Direction::Up, from: 10 };
/// assert_eq!(play(play(START, up), up), START);
/// ```
pub const fn play(pegs: Board, m: Move) -> Board {
    pegs ^ jump_bits(m)
}
// ANCHOR_END: play

// ANCHOR: order
/// The order in which a search tries the moves of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// By the jumping peg's bit, lowest first (the source's advice).
    ByIndex,
    /// All moves up, then down, then left, then right.
    ByDirection,
}

/// The legal moves of `pegs` on `geometry`, in `order`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::moves::{legal_moves, Order};
/// let moves = legal_moves(START, &ENGLISH_GEOMETRY, Order::ByIndex);
/// let from: Vec<u32> = moves.iter().map(|m| m.from).collect();
/// assert_eq!(from, [10, 22, 26, 38]);
/// ```
pub fn legal_moves(
    pegs: Board,
    geometry: &Geometry,
    order: Order,
) -> Vec<Move> {
    let by_direction = Direction::ALL.map(|direction| {
        jumps(pegs, geometry.starts[direction.index()], direction)
    });
    let mut moves = Vec::new();
    match order {
        Order::ByDirection => {
            for direction in Direction::ALL {
                for from in bits(by_direction[direction.index()]) {
                    moves.push(Move { direction, from });
                }
            }
        }
        Order::ByIndex => {
            let any = by_direction.iter().fold(0, |all, b| all | b);
            for from in bits(any) {
                for direction in Direction::ALL {
                    if by_direction[direction.index()] >> from & 1 == 1 {
                        moves.push(Move { direction, from });
                    }
                }
            }
        }
    }
    moves
}
// ANCHOR_END: order

/// The indices of the set bits of `board`, lowest first.
///
/// ```
/// use ch04_peg_solitaire::moves::bits;
/// assert_eq!(bits(0b1010).collect::<Vec<_>>(), [1, 3]);
/// ```
pub fn bits(mut board: Board) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (board != 0).then(|| {
            let index = board.trailing_zeros();
            board &= board - 1;
            index
        })
    })
}

// ANCHOR: checked
/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The jump would start, pass or land outside the board's holes.
    OffTheBoard,
    /// There is no peg to jump.
    NoPeg,
    /// There is no peg to jump over.
    NothingToJumpOver,
    /// The landing hole is taken.
    LandingTaken,
}

/// Plays `m` after checking that it is legal on `geometry`.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::moves::{checked_play, Move, MoveError};
/// let down = Move { direction: Direction::Down, from: 10 };
/// let refused = checked_play(START, &ENGLISH_GEOMETRY, down);
/// assert_eq!(refused, Err(MoveError::OffTheBoard));
/// ```
pub fn checked_play(
    pegs: Board,
    geometry: &Geometry,
    m: Move,
) -> Result<Board, MoveError> {
    let starts = geometry.starts[m.direction.index()];
    let (from, s) = (m.from as i32, m.direction.shift());
    let is_peg = |at: i32| pegs >> at & 1 == 1;
    if m.from >= 64 || starts >> m.from & 1 == 0 {
        Err(MoveError::OffTheBoard)
    } else if !is_peg(from) {
        Err(MoveError::NoPeg)
    } else if !is_peg(from + s) {
        Err(MoveError::NothingToJumpOver)
    } else if is_peg(from + 2 * s) {
        Err(MoveError::LandingTaken)
    } else {
        Ok(play(pegs, m))
    }
}
// ANCHOR_END: checked

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveError::OffTheBoard => "the jump leaves the board's holes",
            MoveError::NoPeg => "there is no peg to jump",
            MoveError::NothingToJumpOver => "there is no peg to jump over",
            MoveError::LandingTaken => "the hole to land in is not empty",
        })
    }
}

impl std::error::Error for MoveError {}

impl Move {
    /// The bit the peg lands on: $i + 2s$.
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// use ch04_peg_solitaire::moves::Move;
    /// assert_eq!(Move { direction: Direction::Up, from: 10 }.to(), 24);
    /// ```
    pub const fn to(self) -> u32 {
        (self.from as i32 + 2 * self.direction.shift()) as u32
    }

    /// The jumping peg's (column from the right, row from the bottom).
    ///
    /// ```
    /// use ch04_peg_solitaire::direction::Direction;
    /// use ch04_peg_solitaire::moves::Move;
    /// let up = Move { direction: Direction::Up, from: 10 };
    /// assert_eq!(up.square(), (3, 1));
    /// ```
    pub const fn square(self) -> (u32, u32) {
        coordinates(self.from)
    }
}
