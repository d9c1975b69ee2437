//! Chapter 7 of *The Bitboard Book*: sliding attacks on the chess board.
//!
//! - [`squares`]: the 8 × 8 board in a `u64` (a1 = bit 0, h1 = bit 7, a8 = bit 56),
//!   squares by name, files and ranks as masks.
//! - [`walk`]: the eight directions and ray walking, one square at a time: the
//!   oracle every faster method is checked against.
//! - [`print`]: the board drawn with a piece, its blockers and its attacks.
//! - [`leapers`]: knight and king attacks by shifts with wrap masks.
//! - [`classical`]: precomputed rays cut at the first blocker by a bit scan.
//! - [`kogge_stone`]: occluded fills, every ray of a direction at once.
//! - [`exercises_walking`]: the solutions of the exercises of the first part.
//! - [`hyperbola`]: a whole line's attacks by one subtraction each way along it, `o − 2r`.
//! - [`magic`]: relevant masks, the carry-rippler, magic numbers found by a
//!   seeded search, and the tables they index.
//! - [`pext`]: the same tables indexed by the processor's `pext`, with a fallback.
//! - [`exercises_magic`]: the solutions of the exercises of the second part.

pub mod classical;
pub mod exercises_magic;
pub mod exercises_walking;
pub mod hyperbola;
pub mod kogge_stone;
pub mod leapers;
pub mod magic;
pub mod pext;
pub mod print;
pub mod squares;
pub mod walk;
