//! Chapter 3 of *The Bitboard Book*: Connect Four, grown test first, then solved.
//!
//! - [`stage1_empty`] to [`stage5_next_bits`]: the game as the source grows it, one
//!   failing test at a time.
//! - [`layout`]: bit `7·column + row`, with an always-empty sentinel row on top.
//! - [`four`]: four in a row by shifting, in all four directions.
//! - [`game`]: the finished game of the source: one bitboard per player, each
//!   column's next free bit, XOR moves, undo.
//! - [`notation`]: move strings of 1-based column digits, such as `4453`.
//! - [`print`]: the board with emoji discs, as the source prints it, and in ASCII.
//! - [`perft`]: counting move sequences and distinct positions.
//! - [`position`]: the two-bitboard form (current player, mask), its key,
//!   possible moves and winning cells.
//! - [`solver1_negamax`] to [`solver8_both_bounds`]: the solver, one idea at
//!   a time: negamax, alpha-beta, centre first, a transposition table
//!   ([`table`]), null windows, non-losing moves, threats first, lower bounds
//!   in the table too.
//! - [`compact_table`], [`mirror`] and [`solver`]: steps 9 to 11, the
//!   program's solver: four-byte table entries, one key for a position and
//!   its mirror image, the children's entries prefetched; with a budget of
//!   positions and progress reports.
//! - [`traced`]: step 7's search, writing down every position it enters.
//! - [`exercises_test_first`], [`exercises_solving`] and [`exercises_faster`]:
//!   the worked solutions of the exercises of the chapter's three parts.
//! - [`array`]: the same rules on a plain 2-D array, to compare.

pub mod array;
pub mod compact_table;
pub mod exercises_faster;
pub mod exercises_solving;
pub mod exercises_test_first;
pub mod four;
pub mod game;
pub mod layout;
pub mod mirror;
pub mod notation;
pub mod perft;
pub mod position;
pub mod print;
pub mod solver;
pub mod solver1_negamax;
pub mod solver2_alpha_beta;
pub mod solver3_centre_first;
pub mod solver4_table;
pub mod solver5_null_window;
pub mod solver6_non_losing;
pub mod solver7_threats;
pub mod solver8_both_bounds;
pub mod stage1_empty;
pub mod stage2_bottom_left;
pub mod stage3_any_column;
pub mod stage4_two_players;
pub mod stage5_next_bits;
pub mod table;
pub mod traced;
