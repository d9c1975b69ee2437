//! Chapter 5 of *The Bitboard Book*: Isolation, on a board wider than 64 bits.
//!
//! - [`board`]: the 115-bit encoding (9 rows of 11 cells, 2 border bits between
//!   rows), the blank board, cell indices and coordinates.
//! - [`action`]: the eight knight moves as bit offsets.
//! - [`isolation`]: the game as an immutable value, a faithful port of the
//!   original Python module's API and numbers, with its "has a liberty" rule fixed.
//! - [`print`]: the debug printer, the bit string and the diagrams.
//! - [`agent`]: alpha-beta search with iterative deepening and a mobility heuristic.
//! - [`random`]: a small random-number generator and random playouts.
//! - [`array`]: the same game on a plain array, for the speed comparison.
//! - [`exercises`]: the worked solutions of the chapter's exercises.

pub mod action;
pub mod agent;
pub mod array;
pub mod board;
pub mod exercises;
pub mod isolation;
pub mod print;
pub mod random;
