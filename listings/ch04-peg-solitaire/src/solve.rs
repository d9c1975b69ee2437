//! Solving: a depth-first search that remembers the positions that failed,
//! optionally one key for each class of symmetric ones.

use crate::board::Board;
use crate::hash::{board_set, BoardSet};
use crate::masks::Geometry;
use crate::moves::{legal_moves, play, Move, Order};
use crate::symmetry::{canonical, images};

/// What the search remembers of the positions it has left without success.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// Nothing: a plain depth-first search.
    Nothing,
    /// Every failed position.
    Failed,
    /// Every failed position's class under the eight symmetries. The board
    /// must be symmetric; with a goal that is not, this is [`Memory::Failed`].
    FailedUpToSymmetry,
}

/// Where the search must end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Exactly these pegs.
    Exactly(Board),
    /// A single peg, anywhere.
    OnePeg,
}

/// How to search: the board, the move order, the memory and a budget of
/// positions after which the search gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// The board's holes and masks.
    pub geometry: Geometry,
    /// The order moves are tried in.
    pub order: Order,
    /// What is remembered of failed positions.
    pub memory: Memory,
    /// The most positions to visit before giving up.
    pub budget: u64,
}

/// What a search found, and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The moves from the start to the goal, if some were found.
    pub solution: Option<Vec<Move>>,
    /// Positions visited (calls of the search).
    pub nodes: u64,
    /// Whether the budget ran out before the search ended.
    pub gave_up: bool,
    /// Failed positions (or classes) remembered at the end.
    pub remembered: usize,
}

/// One run of a search.
struct Run<'a> {
    search: &'a Search,
    goal: Goal,
    memory: Memory,
    failed: BoardSet,
    nodes: u64,
    gave_up: bool,
    path: Vec<Move>,
}

impl Run<'_> {
    // ANCHOR: dfs
    /// Whether the goal can be reached from `pegs`; the moves on the way
    /// are left in `self.path`.
    fn reaches_goal(&mut self, pegs: Board) -> bool {
        self.nodes += 1;
        if self.nodes > self.search.budget {
            self.gave_up = true;
            return false;
        }
        match self.goal {
            Goal::Exactly(goal) if pegs.count_ones() <= goal.count_ones() => {
                return pegs == goal;
            }
            Goal::OnePeg if pegs.count_ones() == 1 => return true,
            _ => {}
        }
        let key = match self.memory {
            Memory::Nothing => None,
            Memory::Failed => Some(pegs),
            Memory::FailedUpToSymmetry => Some(canonical(pegs)),
        };
        if key.is_some_and(|key| self.failed.contains(&key)) {
            return false;
        }
        for m in legal_moves(pegs, &self.search.geometry, self.search.order) {
            self.path.push(m);
            if self.reaches_goal(play(pegs, m)) {
                return true;
            }
            self.path.pop();
            if self.gave_up {
                return false;
            }
        }
        if let Some(key) = key {
            self.failed.insert(key);
        }
        false
    }
    // ANCHOR_END: dfs
}

impl Search {
    /// Searches for moves from `start` to `goal`.
    ///
    /// ```
    /// use ch04_peg_solitaire::board::{GOAL, START};
    /// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
    /// use ch04_peg_solitaire::moves::Order;
    /// use ch04_peg_solitaire::solve::{Goal, Memory, Search};
    /// let search = Search {
    ///     geometry: ENGLISH_GEOMETRY,
    ///     order: Order::ByIndex,
    ///     memory: Memory::FailedUpToSymmetry,
    ///     budget: u64::MAX,
    /// };
    /// let outcome = search.run(START, Goal::Exactly(GOAL));
    /// assert_eq!(outcome.solution.map(|moves| moves.len()), Some(31));
    /// ```
    pub fn run(&self, start: Board, goal: Goal) -> Outcome {
        let symmetric_goal = match goal {
            Goal::Exactly(board) => images(board).iter().all(|&b| b == board),
            Goal::OnePeg => true,
        };
        let memory = match self.memory {
            Memory::FailedUpToSymmetry if !symmetric_goal => Memory::Failed,
            memory => memory,
        };
        let mut run = Run {
            search: self,
            goal,
            memory,
            failed: board_set(1 << 16),
            nodes: 0,
            gave_up: false,
            path: Vec::new(),
        };
        let found = run.reaches_goal(start);
        Outcome {
            solution: found.then_some(run.path),
            nodes: run.nodes,
            gave_up: run.gave_up,
            remembered: run.failed.len(),
        }
    }
}

/// The search that visits the fewest positions in this chapter's table: index
/// order, failed positions shared by symmetry, no budget.
///
/// ```
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::solve::best_search;
/// assert_eq!(best_search(ENGLISH_GEOMETRY).budget, u64::MAX);
/// ```
pub fn best_search(geometry: Geometry) -> Search {
    Search {
        geometry,
        order: Order::ByIndex,
        memory: Memory::FailedUpToSymmetry,
        budget: u64::MAX,
    }
}
