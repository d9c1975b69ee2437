//! A search agent: alpha-beta with iterative deepening and a mobility heuristic.

use crate::isolation::Isolation;
use crate::random::{random_action, Rng};

/// The score of a won game, less the plies it takes: quick wins score more.
const WIN: i32 = 1_000_000;

// ANCHOR: mobility
/// The heuristic, for the player to move: their moves minus the opponent's.
/// A knight not yet placed counts as having the most a knight can have, 8.
///
/// ```
/// use ch05_isolation::{agent::mobility, isolation::Isolation};
/// let state = Isolation::new().result(57)?.result(0)?;
/// assert_eq!(mobility(&state), 8 - 2); // centre against corner
/// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
/// ```
pub fn mobility(state: &Isolation) -> i32 {
    let moves = |player: usize| match state.locs()[player] {
        None => 8,
        loc => state.liberty_mask(loc).count_ones() as i32,
    };
    moves(state.player()) - moves(1 - state.player())
}
// ANCHOR_END: mobility

/// An alpha-beta searcher that stops deepening when it has used its budget
/// of positions, so that it plays the same moves on any machine.
#[derive(Clone, Debug)]
pub struct Agent {
    budget: u64,
    nodes: u64,
}

impl Agent {
    /// An agent that may look at `budget` positions per move.
    ///
    /// ```
    /// use ch05_isolation::agent::Agent;
    /// let agent = Agent::new(10_000);
    /// ```
    pub fn new(budget: u64) -> Agent {
        Agent { budget, nodes: 0 }
    }

    // ANCHOR: choose
    /// The action to play: the best move of the deepest search (depth 1, 2,
    /// …) that finished within the budget; `None` when there is no move.
    ///
    /// ```
    /// use ch05_isolation::{agent::Agent, isolation::Isolation};
    /// let state = Isolation::new().result(57)?.result(0)?;
    /// let action = Agent::new(5_000).choose(&state).unwrap();
    /// assert!(state.actions().contains(&(action as i32)));
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn choose(&mut self, state: &Isolation) -> Option<i64> {
        let actions = state.actions();
        let mut best = i64::from(*actions.first()?);
        self.nodes = 0;
        for depth in 1..=100 {
            match self.best_at_depth(state, &actions, depth) {
                Some((action, score)) => {
                    best = action;
                    if score.abs() >= WIN - 200 {
                        break; // a forced result: no deeper search changes it
                    }
                }
                None => break, // out of budget: keep the last finished answer
            }
        }
        Some(best)
    }
    // ANCHOR_END: choose

    /// The best action and its score with a search `depth` plies deep, or
    /// `None` if the budget ran out first (or there is no move).
    ///
    /// ```
    /// use ch05_isolation::{agent::Agent, isolation::Isolation};
    /// let state = Isolation::new().result(57)?.result(0)?;
    /// let actions = state.actions();
    /// let (action, _score) = Agent::new(10_000).best_at_depth(&state, &actions, 2).unwrap();
    /// assert!(actions.contains(&(action as i32)));
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn best_at_depth(
        &mut self,
        state: &Isolation,
        actions: &[i32],
        depth: u32,
    ) -> Option<(i64, i32)> {
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best = None;
        for &action in actions {
            let child = state.result(i64::from(action)).ok()?;
            let score = -self.negamax(&child, depth - 1, -beta, -alpha)?;
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some((i64::from(action), score));
            }
        }
        best
    }

    // ANCHOR: negamax
    /// Negamax with alpha-beta pruning: the value of `state` for the player
    /// to move, searched `depth` plies, between the bounds `alpha` and `beta`.
    fn negamax(
        &mut self,
        state: &Isolation,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if state.terminal_test() {
            let ply = state.ply_count() as i32;
            let won = state.utility(state.player()) > 0.0;
            return Some(if won { WIN - ply } else { ply - WIN });
        }
        if depth == 0 {
            return Some(mobility(state));
        }
        for action in state.actions() {
            let child = state.result(i64::from(action)).ok()?;
            let score = -self.negamax(&child, depth - 1, -beta, -alpha)?;
            if score >= beta {
                return Some(score); // the opponent will not allow this line
            }
            alpha = alpha.max(score);
        }
        Some(alpha)
    }
    // ANCHOR_END: negamax
}

/// The outcome of a match between the agent and a random player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    /// Games played.
    pub games: u32,
    /// Games the agent won.
    pub agent_wins: u32,
    /// Games the random player won.
    pub random_wins: u32,
}

/// Plays `games` games of the agent against a random player, the agent
/// moving first in every other game; reproducible from `seed`.
///
/// ```
/// use ch05_isolation::agent::play_match;
/// let result = play_match(2, 2_000, 1);
/// assert_eq!(result.agent_wins + result.random_wins, 2);
/// ```
pub fn play_match(games: u32, budget: u64, seed: u64) -> MatchResult {
    let mut rng = Rng::new(seed);
    let mut result = MatchResult {
        games,
        ..MatchResult::default()
    };
    for game in 0..games {
        let agent_player = (game % 2) as usize;
        let mut agent = Agent::new(budget);
        let mut state = Isolation::new();
        while !state.terminal_test() {
            let action = if state.player() == agent_player {
                agent.choose(&state)
            } else {
                random_action(&state, &mut rng)
            };
            let Some(next) = action.and_then(|a| state.result(a).ok()) else {
                break;
            };
            state = next;
        }
        if state.utility(agent_player) > 0.0 {
            result.agent_wins += 1;
        } else {
            result.random_wins += 1;
        }
    }
    result
}
