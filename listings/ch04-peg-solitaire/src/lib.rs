//! Chapter 4 of *The Bitboard Book*: peg solitaire.
//!
//! The English board's 33 holes live in a 7 × 7 grid of 49 bits, bit 0 at the
//! bottom right and bit 48 at the top left. Every jump in one direction is
//! found at once with shifts and masks, a move is played and undone with one
//! XOR, and a depth-first search that remembers failed positions, shared by
//! the board's eight symmetries, solves the game in a fraction of a second.

pub mod array;
pub mod board;
pub mod count;
pub mod direction;
pub mod exercises;
pub mod exercises_counting;
pub mod hash;
pub mod masks;
pub mod moves;
pub mod notation;
pub mod parity;
pub mod perft;
pub mod radix;
pub mod solutions;
pub mod solve;
pub mod source;
pub mod symmetry;
