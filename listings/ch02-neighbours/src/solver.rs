//! Perfect play: negamax over the whole game tree, memoised.
//!
//! A position's value is what the player to move gets if both sides play perfectly,
//! seen from that player: above 0 a win, 0 a draw, below 0 a loss. Negamax uses one
//! rule for both players, because what is good for one is bad for the other:
//! `value(position) = max over moves of −value(position after the move)`.

use crate::tictactoe::State;
use std::collections::HashMap;

/// Solves tic-tac-toe positions, remembering every value it has worked out.
#[derive(Debug, Default)]
pub struct Solver {
    values: HashMap<u32, i32>,
    evaluated: u64,
}

impl Solver {
    /// A solver that knows no values yet.
    ///
    /// ```
    /// use ch02_neighbours::solver::Solver;
    /// assert_eq!(Solver::new().evaluated(), 0);
    /// ```
    pub fn new() -> Solver {
        Solver::default()
    }

    // ANCHOR: value
    /// The value of `state` for the player to move: `−(1 + empty cells)` if
    /// the game is lost (a later loss is less bad), 0 for a draw, and
    /// otherwise `max` over the moves of `−value(child)`.
    ///
    /// ```
    /// use ch02_neighbours::{solver::Solver, tictactoe::State};
    /// assert_eq!(Solver::new().value(&State::new()), 0); // a draw
    /// ```
    pub fn value(&mut self, state: &State) -> i32 {
        if let Some(&known) = self.values.get(&state.key()) {
            return known;
        }
        self.evaluated += 1;
        let empty = 9 - state.board().count_ones() as i32;
        let value = if state.winner().is_some() {
            -(1 + empty) // the player to move has lost
        } else if empty == 0 {
            0 // a full board without a line: a draw
        } else {
            let children: Vec<State> =
                state.children().map(|(_, c)| c).collect();
            children
                .iter()
                .map(|child| -self.value(child))
                .max()
                .unwrap_or(0)
        };
        self.values.insert(state.key(), value);
        value
    }
    // ANCHOR_END: value

    /// The cells (bit positions) of the moves that keep the best value,
    /// lowest first; empty when the game is over.
    ///
    /// ```
    /// use ch02_neighbours::{solver::Solver, tictactoe::State};
    /// let mut solver = Solver::new();
    /// assert_eq!(solver.best_moves(&State::new()).len(), 9); // all draw
    /// ```
    pub fn best_moves(&mut self, state: &State) -> Vec<u32> {
        let scored: Vec<(u32, i32)> = state
            .children()
            .collect::<Vec<_>>()
            .into_iter()
            .map(|(bitpos, child)| (bitpos, -self.value(&child)))
            .collect();
        let best = scored.iter().map(|&(_, value)| value).max();
        scored
            .into_iter()
            .filter(|&(_, value)| Some(value) == best)
            .map(|(bitpos, _)| bitpos)
            .collect()
    }

    /// How many distinct positions the solver has evaluated so far.
    ///
    /// ```
    /// use ch02_neighbours::{solver::Solver, tictactoe::State};
    /// let mut solver = Solver::new();
    /// solver.value(&State::new());
    /// assert_eq!(solver.evaluated(), 5478); // every reachable position, once
    /// ```
    pub fn evaluated(&self) -> u64 {
        self.evaluated
    }
}
