//! Chapter 6 of *The Bitboard Book*: Tak.
//!
//! - [`geometry`]: squares, sizes 3 to 8, and the masks of rows, columns and edges,
//!   computed by `const fn`s.
//! - [`symmetry`]: the eight symmetries of the board as delta swaps, and the mirror
//!   index formulas.
//! - [`slides`]: the ways to drop a stack along a line, packed one nibble per drop,
//!   in a table built at compile time.
//! - [`position`]: the position: side to move, bitboards, stacks as bits, reserves;
//!   making moves.
//! - [`rules`]: checking a move, and why it is illegal.
//! - [`tps`]: positions in the Tak Positional System, read and written.
//! - [`ptn`]: moves in Portable Tak Notation.
//! - [`movegen`]: every legal move, and counting them without making them.
//! - [`roads`]: roads found by flood fill, and the end of the game.
//! - [`zobrist`]: the eight hashes of a position, one per symmetry.
//! - [`perft`]: counting move sequences.
//! - [`print`]: the board with its stacks, as `tak show` prints it.
//! - [`array`]: roads found on a plain array, for the speed comparison.
//! - [`exercises_stacks`], [`exercises_moves`]: the worked solutions of the
//!   exercises of the chapter's two parts.

pub mod array;
pub mod exercises_moves;
pub mod exercises_stacks;
pub mod geometry;
pub mod movegen;
pub mod perft;
pub mod position;
pub mod print;
pub mod ptn;
pub mod roads;
pub mod rules;
pub mod slides;
pub mod symmetry;
pub mod tps;
pub mod zobrist;
