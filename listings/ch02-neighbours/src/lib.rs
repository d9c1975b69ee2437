//! Chapter 2 of *The Bitboard Book*: neighbours.
//!
//! - [`shifts`]: the eight directions as shifts, moving every piece at once, and the
//!   column masks that stop pieces from wrapping around the edge.
//! - [`moving`]: moving one piece with a single XOR, and undoing it with the same XOR.
//! - [`bits`]: counting the set bits and visiting them one by one.
//! - [`lines`]: rows, columns and diagonals built from shifts.
//! - [`tictactoe`]: the game, with the state the source sketches.
//! - [`solver`]: perfect play by negamax over the game tree, memoised.
//! - [`symmetry`]: the eight symmetries of a square board.
//! - [`census`]: the whole game tree of tic-tac-toe, counted.
//! - [`array`]: the same game on a plain array, for the speed comparison.
//! - [`exercises_shifts`]: the worked solutions of part 2.1's exercises.
//! - [`exercises_tictactoe`]: the worked solutions of part 2.2's exercises.
//!
//! Chapter 1's modules are re-exported as [`cells`] and [`print`], so every module here
//! names them `crate::cells` and `crate::print`, exactly as the book's snippets do.

pub use ch01_cells::{cells, print};

pub mod array;
pub mod bits;
pub mod census;
pub mod exercises_shifts;
pub mod exercises_tictactoe;
pub mod lines;
pub mod moving;
pub mod shifts;
pub mod solver;
pub mod symmetry;
pub mod tictactoe;
