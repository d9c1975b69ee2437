//! Chapter 8 of *The Bitboard Book*: chess, from attack sets to legal moves.
//!
//! - [`bitboard`]: the `Bitboard` newtype over `u64`: operators, the squares
//!   it holds, and a picture of the board.
//! - [`types`]: squares, colours, pieces and moves.
//! - [`position`]: a position as a bitboard per piece kind and per colour,
//!   with a square array beside them.
//! - [`fen`]: positions read from and written to Forsyth–Edwards Notation,
//!   every field checked.
//! - [`zobrist`]: the position's 64-bit key, a XOR of one random number per
//!   feature, the numbers being the Polyglot format's.
//! - [`sliders`]: the rooks' and bishops' attack table, filled by the
//!   compiler and indexed by chapter 7's magic numbers (or by `pext` where the
//!   build has BMI2).
//! - [`attacks`]: pawns, knights and kings by tables and shifts, sliders from
//!   the table, and the squares between and on a line.
//! - [`movegen`]: legal moves without playing them: checkers, the check mask,
//!   pins, king safety, en passant and castling; all of them, or the captures,
//!   the quiet moves or the evasions alone.
//! - [`legality`]: one move judged on its own: legal here, giving check.
//! - [`make`]: a move played on a copy, or made and unmade in place; the null
//!   move.
//! - [`history`]: the keys of a game's positions, for repetitions and the
//!   fifty-move rule.
//! - [`perft`]: the number of move paths of a given length, and its
//!   breakdown by first move.
//! - [`array`]: the same rules on a 10 × 12 mailbox array, for the speed
//!   appendix's comparison: moves by offsets, legality by make-and-test.
//! - [`exercises_position`], [`exercises_legal`], [`exercises_perft`]: the
//!   solutions of the exercises of the chapter's three parts.

pub mod array;
pub mod attacks;
pub mod bitboard;
pub mod exercises_legal;
pub mod exercises_perft;
pub mod exercises_position;
pub mod fen;
pub mod history;
pub mod legality;
pub mod make;
pub mod movegen;
pub mod perft;
pub mod position;
pub mod sliders;
pub mod types;
pub mod zobrist;
