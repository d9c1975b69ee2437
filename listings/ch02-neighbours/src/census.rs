//! The whole game tree of tic-tac-toe, counted: games, results and positions.

use crate::symmetry::{transform, Symmetry};
use crate::tictactoe::{Player, State, GRID};
use std::collections::{HashMap, HashSet};

/// What the game tree of tic-tac-toe holds, counted from the empty board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Complete games: sequences of moves from the empty board to a finished game.
    pub games: u64,
    /// Games X wins.
    pub x_wins: u64,
    /// Games O wins.
    pub o_wins: u64,
    /// Games that fill the board without a line.
    pub draws: u64,
    /// Distinct positions reachable in play, the empty board included.
    pub positions: u64,
    /// Distinct positions in which the game is over.
    pub terminal_positions: u64,
    /// Distinct positions, counting the ones a symmetry maps onto each other once.
    pub positions_up_to_symmetry: u64,
    /// Distinct finished positions, up to symmetry.
    pub terminal_positions_up_to_symmetry: u64,
}

impl Census {
    /// The counts as `name: value` lines, the way `tic-tac-toe stats` prints them.
    ///
    /// ```
    /// use ch02_neighbours::census::Census;
    /// assert!(Census::default().lines().starts_with("games: 0\n"));
    /// ```
    pub fn lines(&self) -> String {
        [
            ("games", self.games),
            ("x-wins", self.x_wins),
            ("o-wins", self.o_wins),
            ("draws", self.draws),
            ("positions", self.positions),
            ("terminal-positions", self.terminal_positions),
            ("positions-up-to-symmetry", self.positions_up_to_symmetry),
            (
                "terminal-positions-up-to-symmetry",
                self.terminal_positions_up_to_symmetry,
            ),
        ]
        .iter()
        .map(|(name, value)| format!("{name}: {value}\n"))
        .collect()
    }
}

/// The number of complete games below `state`: every legal move, taken from
/// the mask of empty cells one bit at a time with `moves & (moves - 1)`.
///
/// ```
/// use ch02_neighbours::census::count_games;
/// use ch02_neighbours::tictactoe::State;
/// assert_eq!(count_games(&State::new()), 255_168);
/// ```
pub fn count_games(state: &State) -> u64 {
    let mut moves = state.legal_moves();
    if moves == 0 {
        return 1;
    }
    let mut games = 0;
    while moves != 0 {
        let cell = moves & moves.wrapping_neg();
        let child = state.play(cell).expect("a legal move");
        games += count_games(&child);
        moves &= moves - 1;
    }
    games
}

/// Games, X wins, O wins and draws below a position.
type Outcomes = [u64; 4];

/// Walks every game from the empty board and counts what it finds.
///
/// ```
/// use ch02_neighbours::census::census;
/// assert_eq!(census().games, 255_168);
/// ```
pub fn census() -> Census {
    let mut walk = Walk::default();
    let [games, x_wins, o_wins, draws] = walk.outcomes(&State::new());
    let finished = |keys: &HashSet<(u64, u64)>| -> u64 {
        keys.iter()
            .filter(|&&key| walk.terminal.contains(&key))
            .count() as u64
    };
    let canonical: HashSet<(u64, u64)> =
        walk.seen.iter().map(|&k| canonical(k)).collect();
    Census {
        games,
        x_wins,
        o_wins,
        draws,
        positions: walk.seen.len() as u64,
        terminal_positions: finished(&walk.seen),
        positions_up_to_symmetry: canonical.len() as u64,
        terminal_positions_up_to_symmetry: finished(&canonical),
    }
}

/// The state of the walk: the positions seen (as X's and O's tiles), the finished
/// ones, and the outcomes below each position, so that none is walked twice.
#[derive(Default)]
struct Walk {
    seen: HashSet<(u64, u64)>,
    terminal: HashSet<(u64, u64)>,
    below: HashMap<(u64, u64), Outcomes>,
}

impl Walk {
    fn outcomes(&mut self, state: &State) -> Outcomes {
        let key = (state.tiles(Player::X), state.tiles(Player::O));
        if let Some(&known) = self.below.get(&key) {
            return known;
        }
        self.seen.insert(key);
        let outcomes = if state.is_over() {
            self.terminal.insert(key);
            match state.winner() {
                Some(Player::X) => [1, 1, 0, 0],
                Some(Player::O) => [1, 0, 1, 0],
                None => [1, 0, 0, 1],
            }
        } else {
            let children: Vec<State> =
                state.children().map(|(_, c)| c).collect();
            children.iter().fold([0; 4], |sum, child| {
                let below = self.outcomes(child);
                [0, 1, 2, 3].map(|i| sum[i] + below[i])
            })
        };
        self.below.insert(key, outcomes);
        outcomes
    }
}

/// The smallest of the eight images of a position: one representative for all
/// the positions a symmetry maps onto each other.
fn canonical((x, o): (u64, u64)) -> (u64, u64) {
    Symmetry::ALL
        .into_iter()
        .map(|symmetry| {
            let image = |tiles| {
                transform(tiles, GRID, symmetry).expect("3 × 3 is square")
            };
            (image(x), image(o))
        })
        .min()
        .expect("eight images")
}
