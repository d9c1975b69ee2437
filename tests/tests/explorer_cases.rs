//! Cases computed by the Rust listings, which the explorers' JavaScript must
//! reproduce: `tests/browser/logic-checks.js` runs `theme/bitboard-logic.js` on
//! every case of this test's snapshot, under `cargo test` (`tests/explorer_logic.rs`)
//! and under Node (`tests/browser/logic.test.mjs`). The JSON is pretty-printed, so
//! that a change of the listings shows in the snapshot's diff case by case.

use ch01_cells::cells::{clear_cell, get_cell, set_cell, toggle_cell};
use ch02_neighbours::cells::Grid;
use ch02_neighbours::shifts::{shift_board, shift_wrapping, Direction};
use ch03_connect_four::game::{Game, MoveError, Player};
use ch03_connect_four::position::Position;
use ch04_peg_solitaire::board::START;
use ch04_peg_solitaire::direction::Direction as Jump;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{jumps, legal_moves, play, Order};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{random_action, Rng};
use serde_json::{json, Value};

/// Small reproducible pseudo-random numbers (xorshift).
fn numbers(seed: u64) -> impl Iterator<Item = u64> {
    let mut state = seed | 1;
    std::iter::repeat_with(move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    })
}

fn cell_cases() -> Vec<Value> {
    numbers(1)
        .take(50)
        .map(|n| {
            let (board, bit) = (n >> 6, (n % 64) as u32);
            let cell = 1u64 << bit;
            json!({
                "board": board.to_string(),
                "bit": bit,
                "get": get_cell(board, cell),
                "set": set_cell(board, cell).to_string(),
                "clear": clear_cell(board, cell).to_string(),
                "toggle": toggle_cell(board, cell).to_string(),
            })
        })
        .collect()
}

fn shift_cases() -> Vec<Value> {
    let mut cases = Vec::new();
    for (i, n) in numbers(2).take(200).enumerate() {
        let width = 1 + (n % 8) as u32;
        let height = 1 + ((n >> 8) % (64 / width as u64).min(8)) as u32;
        let grid = Grid::new(width, height).unwrap();
        let board = (n >> 16) & grid.full();
        let direction = Direction::ALL[i % 8];
        let (dx, dy) = direction.offset();
        cases.push(json!({
            "width": width,
            "height": height,
            "board": board.to_string(),
            "dx": dx,
            "dy": dy,
            "wrapping": shift_wrapping(board, grid, direction).to_string(),
            "masked": shift_board(board, grid, direction).to_string(),
        }));
    }
    cases
}

fn isolation_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut rng = Rng::new(seed);
            let mut state = Isolation::new();
            let mut actions = Vec::new();
            let mut positions = Vec::new();
            while !state.terminal_test() {
                let action = random_action(&state, &mut rng).unwrap();
                actions.push(action);
                state = state.result(action).unwrap();
                let sign = |u: f64| {
                    if u > 0.0 {
                        1
                    } else if u < 0.0 {
                        -1
                    } else {
                        0
                    }
                };
                let utility = [sign(state.utility(0)), sign(state.utility(1))];
                positions.push(json!({
                    "board": state.board().to_string(),
                    "locs": state.locs(),
                    "actions": state.actions(),
                    "terminal": state.terminal_test(),
                    "utility": utility,
                }));
            }
            json!({ "actions": actions, "positions": positions })
        })
        .collect()
}

/// Random Connect Four games to the end; after each move, both players'
/// discs (chapter 3's `Game`) and the two-bitboard numbers (`Position`).
fn connect_four_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut random = numbers(seed);
            let mut game = Game::new();
            let mut position = Position::new();
            let mut positions = Vec::new();
            while !game.legal_columns().is_empty() {
                let legal = game.legal_columns();
                let column = legal[(random.next().unwrap() % legal.len() as u64) as usize];
                game.make_move(column).unwrap();
                position = position.play(column);
                let won = game.winner().is_some();
                positions.push(json!({
                    "boards": [
                        game.board(Player::Red).to_string(),
                        game.board(Player::Yellow).to_string(),
                    ],
                    "mask": position.mask().to_string(),
                    "key": position.key().to_string(),
                    // A won game has no moves left, as `legal_columns` says.
                    "possible": if won { 0 } else { position.possible() }.to_string(),
                    "winner": game.winner().map(Player::index),
                }));
            }
            let refused = game.make_move(game.moves()[0]).unwrap_err();
            json!({
                "moves": game.moves(),
                "positions": positions,
                "refused": refused.to_string(),
            })
        })
        .collect()
}

/// Random peg-solitaire games from the start until no jump is left: the
/// jumps of each direction at once (chapter 4's `jumps`) and each jump made.
fn peg_solitaire_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut random = numbers(100 + seed);
            let mut pegs = START;
            let mut steps = Vec::new();
            loop {
                let starts = Jump::ALL
                    .map(|d| jumps(pegs, ENGLISH_GEOMETRY.starts[d.index()], d).to_string());
                let moves = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex);
                if moves.is_empty() {
                    steps.push(json!({ "pegs": pegs.to_string(), "starts": starts }));
                    break;
                }
                let m = moves[(random.next().unwrap() % moves.len() as u64) as usize];
                steps.push(json!({
                    "pegs": pegs.to_string(),
                    "starts": starts,
                    "from": m.from,
                    "to": m.to(),
                }));
                pegs = play(pegs, m);
            }
            json!(steps)
        })
        .collect()
}

#[test]
fn the_error_messages_the_explorers_repeat() {
    assert_eq!(MoveError::ColumnFull(0).to_string(), "column 1 is full");
    assert_eq!(MoveError::GameOver.to_string(), "the game is already won");
}

#[test]
fn cases_for_the_explorers() {
    let cases = json!({
        "cells": cell_cases(),
        "shifts": shift_cases(),
        "isolation": isolation_cases(),
        "connectFour": connect_four_cases(),
        "pegSolitaire": peg_solitaire_cases(),
    });
    insta::assert_snapshot!("cases", serde_json::to_string_pretty(&cases).unwrap());
}
