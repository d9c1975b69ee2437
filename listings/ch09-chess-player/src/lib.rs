//! Chapter 9 of *The Bitboard Book*: a chess player over chapter 8's rules.
//!
//! - [`board`]: what the player asks of chapter 8 beyond legal moves:
//!   captures, checks, a pass, moves in 16 bits.
//! - [`eval`], [`eval_material`], [`eval_tables`]: the evaluation, a sum of
//!   terms each a (middlegame, endgame) pair, tapered by the game's phase;
//!   [`eval_pawns`], [`eval_pieces`], [`eval_mobility`], [`eval_king`]: the
//!   terms counted from bitboards, with the weights of [`eval_weights`].
//! - [`score`]: centipawns and mates.
//! - [`draw`]: repetitions, the fifty-move rule, insufficient material.
//! - [`see`]: static exchange evaluation.
//! - [`ordering`]: MVV-LVA, killers, history, and picking the next move.
//! - [`table`]: the transposition table.
//! - [`time`]: limits, and the time a move may take.
//! - [`search`], [`search_node`], [`search_quiescence`], [`search_order`]:
//!   the search, grown one step at a time: its driver, a node, the
//!   quiescence search at the leaves, and the order of the moves.
//! - [`bench`]: a fixed set of positions searched to a fixed depth.
//! - [`uci`]: the Universal Chess Interface.
//! - [`exercises_eval`], [`exercises_search`], [`exercises_uci`]: the
//!   solutions of the exercises of the evaluation's part, the search's part
//!   and the playing part.

pub mod bench;
pub mod board;
pub mod draw;
pub mod eval;
pub mod eval_king;
pub mod eval_material;
pub mod eval_mobility;
pub mod eval_pawns;
pub mod eval_pieces;
pub mod eval_tables;
pub mod eval_weights;
pub mod exercises_eval;
pub mod exercises_search;
pub mod exercises_uci;
pub mod ordering;
pub mod score;
pub mod search;
pub mod search_node;
pub mod search_order;
pub mod search_quiescence;
pub mod see;
pub mod table;
pub mod time;
pub mod uci;
