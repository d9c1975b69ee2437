//! Chapter 1 of *The Bitboard Book*: a board in a number.
//!
//! - [`cells`]: a board as a `u64`, a cell as a one-hot `u64`, the bit position of
//!   (x, y) and back, and reading, setting, clearing and toggling a cell.
//! - [`print`]: two ways to print a board, as a string of bits and as a grid.
//! - [`pitfalls`]: one-hot masks that go wrong (C's 32-bit `int`, shifts of 64 or more).
//! - [`exercises`]: the worked solutions of the chapter's exercises.
//!
//! Each module is self-contained apart from `crate::cells`, so the book can compile any of
//! them on its own (see `CONTRIBUTING.md` at the root of the repository).

pub mod cells;
pub mod exercises;
pub mod pitfalls;
pub mod print;
