//! The search: negamax with alpha-beta, grown one idea a step. Every step is
//! switched on by `Step`, in order, so that the same code measures each
//! prefix of the list.

use crate::ordering::Heuristics;
use crate::score::{INFINITY, MAX_PLY};
use crate::table::Table;
use crate::time::{budget, Budget, Limits};
use ch08_chess::history::KeyHistory;
use ch08_chess::movegen::{legal_moves_into, MoveList};
use ch08_chess::position::Position;
use ch08_chess::types::Move;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The ideas of the search, in the order the chapter adds them; a search
/// with step `s` uses every idea up to `s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Step {
    /// Negamax with alpha-beta to a fixed depth, the evaluation at its
    /// leaves.
    AlphaBeta = 1,
    /// Depth 1, 2, 3, …, each searching the last one's principal
    /// variation first.
    IterativeDeepening,
    /// At the leaves, captures until the position is quiet.
    Quiescence,
    /// Captures first, most valuable victim, least valuable attacker.
    MvvLva,
    /// A transposition table: its move first, its bounds to cut.
    TranspositionTable,
    /// Killers and history for the quiet moves.
    KillersHistory,
    /// Static exchange evaluation: losing captures last, and none in the
    /// quiescence search.
    Exchanges,
    /// Principal variation search: every move after the first with a null
    /// window.
    NullWindow,
    /// Null-move pruning: pass, and cut if the opponent still cannot reach
    /// beta.
    NullMove,
    /// Late-move reductions: quiet moves late in the order searched less
    /// deep.
    LateReductions,
    /// Futility pruning: near the leaves, no search where the evaluation is
    /// far beyond beta, and no quiet move that cannot bring it to alpha.
    Futility,
    /// One more ply for a side in check.
    CheckExtension,
    /// Aspiration windows around the last iteration's score.
    Aspiration,
}

impl Step {
    /// Every step, in order.
    pub const ALL: [Step; 13] = [
        Step::AlphaBeta,
        Step::IterativeDeepening,
        Step::Quiescence,
        Step::MvvLva,
        Step::TranspositionTable,
        Step::KillersHistory,
        Step::Exchanges,
        Step::NullWindow,
        Step::NullMove,
        Step::LateReductions,
        Step::Futility,
        Step::CheckExtension,
        Step::Aspiration,
    ];

    /// The last step: the player as it plays.
    pub const LAST: Step = Step::Aspiration;

    /// The step's number, from 1.
    ///
    /// ```
    /// use ch09_chess_player::search::Step;
    /// assert_eq!(Step::Quiescence.number(), 3);
    /// ```
    pub const fn number(self) -> usize {
        self as usize
    }

    /// The step of a number, 1 to 13.
    ///
    /// ```
    /// use ch09_chess_player::search::Step;
    /// assert_eq!(Step::from_number(3), Some(Step::Quiescence));
    /// assert_eq!(Step::from_number(14), None);
    /// ```
    pub fn from_number(n: usize) -> Option<Step> {
        Step::ALL.get(n.checked_sub(1)?).copied()
    }

    /// What the step adds, in a few words.
    ///
    /// ```
    /// use ch09_chess_player::search::Step;
    /// assert_eq!(Step::NullMove.name(), "null-move pruning");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Step::AlphaBeta => "alpha-beta",
            Step::IterativeDeepening => "iterative deepening",
            Step::Quiescence => "quiescence",
            Step::MvvLva => "MVV-LVA",
            Step::TranspositionTable => "transposition table",
            Step::KillersHistory => "killers and history",
            Step::Exchanges => "exchange evaluation",
            Step::NullWindow => "null windows (PVS)",
            Step::NullMove => "null-move pruning",
            Step::LateReductions => "late-move reductions",
            Step::Futility => "futility pruning",
            Step::CheckExtension => "check extension",
            Step::Aspiration => "aspiration windows",
        }
    }
}

/// What the search tells after each depth it completes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The depth completed, in plies.
    pub depth: i32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: usize,
    /// The score for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub time: Duration,
    /// The principal variation: the best line found.
    pub pv: Vec<Move>,
}

/// What a search returns: its best move (none when there is no legal
/// move), with the last completed depth's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The move to play.
    pub best: Option<Move>,
    /// The last report (depth 0 and no line if none was completed).
    pub report: Report,
}

/// A ply's moves, their scores for the order, and the quiet moves tried:
/// kept by the searcher for each ply, so that no node fills arrays of its
/// own.
#[derive(Default)]
pub(crate) struct PlyMoves {
    /// The legal moves, or the captures.
    pub(crate) list: Option<Box<MoveList>>,
    /// The moves, to be picked in order.
    pub(crate) moves: Vec<Move>,
    /// Each move's score for the order.
    pub(crate) scores: Vec<i32>,
    /// The quiet moves searched so far.
    pub(crate) quiets: Vec<Move>,
}

impl PlyMoves {
    /// Fills `moves` from `list`, every score 0, no quiet move tried.
    pub(crate) fn fill(&mut self, list: &MoveList) {
        self.moves.clear();
        self.moves.extend_from_slice(list);
        self.scores.clear();
        self.scores.resize(self.moves.len(), 0);
        self.quiets.clear();
    }
}

/// The nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// The searcher: the table and the heuristics it keeps between searches,
/// and the state of the search under way.
pub struct Searcher {
    /// The last step used.
    pub(crate) step: Step,
    /// The transposition table.
    pub(crate) table: Table,
    /// Killers and history.
    pub(crate) heuristics: Heuristics,
    /// Set from another thread to stop the search.
    pub(crate) stop: Arc<AtomicBool>,
    /// The keys of the game's positions and of the path searched.
    pub(crate) history: KeyHistory,
    /// The nodes searched so far.
    pub(crate) nodes: u64,
    /// The deepest ply reached.
    pub(crate) seldepth: usize,
    /// When the search started.
    pub(crate) start: Instant,
    /// Its time limits.
    pub(crate) budget: Budget,
    /// Its node limit.
    pub(crate) node_limit: Option<u64>,
    /// The deepest depth completed.
    pub(crate) completed: i32,
    /// True once the search must unwind.
    pub(crate) stopped: bool,
    /// The best line from each ply (a triangular table).
    pub(crate) pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    /// Where each ply's line ends.
    pub(crate) pv_len: [usize; MAX_PLY + 1],
    /// The last depth's principal variation.
    pub(crate) last_pv: Vec<Move>,
    /// True at a ply reached along the last principal variation.
    pub(crate) on_pv: [bool; MAX_PLY + 1],
    /// Each ply's moves.
    pub(crate) plies: Vec<PlyMoves>,
    /// Milliseconds kept back for sending the move.
    pub overhead: u64,
}

impl Searcher {
    /// A searcher with every step and a table of `megabytes` MiB.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// let s = Searcher::new(1);
    /// ```
    pub fn new(megabytes: usize) -> Searcher {
        Searcher::with_step(megabytes, Step::LAST)
    }

    /// A searcher with the steps up to `step` only.
    ///
    /// ```
    /// use ch09_chess_player::search::{Searcher, Step};
    /// let s = Searcher::with_step(1, Step::Quiescence);
    /// assert_eq!(s.step(), Step::Quiescence);
    /// ```
    pub fn with_step(megabytes: usize, step: Step) -> Searcher {
        Searcher {
            step,
            table: Table::new(megabytes),
            heuristics: Heuristics::new(),
            stop: Arc::new(AtomicBool::new(false)),
            history: KeyHistory::default(),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            budget: Budget::default(),
            node_limit: None,
            completed: 0,
            stopped: false,
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            last_pv: Vec::new(),
            on_pv: [false; MAX_PLY + 1],
            plies: (0..=MAX_PLY)
                .map(|_| PlyMoves {
                    list: Some(Box::new(MoveList::new())),
                    ..PlyMoves::default()
                })
                .collect(),
            overhead: 50,
        }
    }

    /// The last step this searcher uses.
    ///
    /// ```
    /// use ch09_chess_player::search::{Searcher, Step};
    /// assert_eq!(Searcher::new(1).step(), Step::LAST);
    /// ```
    pub fn step(&self) -> Step {
        self.step
    }

    /// The flag that stops the search when set from another thread; the
    /// caller clears it before a search.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// let s = Searcher::new(1);
    /// s.stop_flag().store(true, std::sync::atomic::Ordering::Relaxed);
    /// ```
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Forgets everything learnt: a new game.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// let mut s = Searcher::new(1);
    /// s.clear();
    /// ```
    pub fn clear(&mut self) {
        self.table.clear();
        self.heuristics = Heuristics::new();
    }

    /// A new table of `megabytes` MiB, empty.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// let mut s = Searcher::new(1);
    /// s.resize(2);
    /// ```
    pub fn resize(&mut self, megabytes: usize) {
        self.table = Table::new(megabytes);
    }

    /// Searches `pos`, reached after the positions of `game`, within
    /// `limits`; calls `report` after each depth completed.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch09_chess_player::search::Searcher;
    /// use ch09_chess_player::time::Limits;
    /// use ch08_chess::position::Position;
    /// // mate in one: the rook to the eighth rank
    /// let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    /// let pos = Position::from_fen(fen).unwrap();
    /// let limits = Limits { depth: Some(2), ..Limits::default() };
    /// let mut searcher = Searcher::new(1);
    /// let outcome = searcher.search(&pos, &KeyHistory::new(&pos), &limits, &mut |_| {});
    /// assert_eq!(outcome.best.unwrap().to_string(), "a1a8");
    /// ```
    pub fn search(
        &mut self,
        pos: &Position,
        game: &KeyHistory,
        limits: &Limits,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        self.start = Instant::now();
        self.begin(game, limits, pos);
        let mut outcome = Outcome {
            best: None,
            report: self.report(0, 0, Vec::new()),
        };
        let mut moves = MoveList::new();
        legal_moves_into(pos, &mut moves);
        let Some(&first) = moves.first() else {
            return outcome;
        };
        outcome.best = Some(first);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 8)
            .clamp(1, MAX_PLY as i32 - 8);
        let first_depth =
            if self.step < Step::IterativeDeepening && limits.depth.is_some() {
                max_depth
            } else {
                1
            };
        let mut score = 0;

        // ANCHOR: deepening
        for depth in first_depth..=max_depth {
            score = self.iteration(pos, depth, score);
            if self.stopped {
                // a depth cut short still has a move if its search proved
                // it better than the moves before it, the first of which
                // was the last depth's best (from step 2, which searches
                // that move first; before it, only a first depth's move
                // is better than none)
                let proved = self.step >= Step::IterativeDeepening
                    || self.completed == 0;
                if proved && self.pv_len[0] > 0 {
                    outcome.best = self.pv[0][0];
                }
                break;
            }
            self.completed = depth;
            let pv: Vec<Move> = self.pv[0][..self.pv_len[0]]
                .iter()
                .flatten()
                .copied()
                .collect();
            if let Some(&best) = pv.first() {
                outcome.best = Some(best);
            }
            if self.step >= Step::IterativeDeepening {
                self.last_pv = pv.clone();
            }
            outcome.report = self.report(depth, score, pv);
            report(&outcome.report);
            if self.stopped || self.out_of_soft_time() {
                break;
            }
        }
        // ANCHOR_END: deepening

        outcome
    }

    /// Resets the state of one search.
    fn begin(&mut self, game: &KeyHistory, limits: &Limits, pos: &Position) {
        self.history = game.clone();
        if self.history.is_empty() {
            self.history = KeyHistory::new(pos);
        }
        self.nodes = 0;
        self.seldepth = 0;
        self.completed = 0;
        self.stopped = false;
        self.budget = budget(limits, pos.side_to_move(), self.overhead);
        self.node_limit = limits.nodes;
        self.last_pv.clear();
        self.table.new_search();
        self.heuristics.new_search();
    }

    /// The report of a completed depth.
    fn report(&self, depth: i32, score: i32, pv: Vec<Move>) -> Report {
        Report {
            depth,
            seldepth: self.seldepth,
            score,
            nodes: self.nodes,
            time: self.start.elapsed(),
            pv,
        }
    }

    /// The transposition table.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// assert_eq!(Searcher::new(1).table().len(), 65_536);
    /// ```
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The nodes searched so far.
    ///
    /// ```
    /// use ch09_chess_player::search::Searcher;
    /// assert_eq!(Searcher::new(1).nodes(), 0);
    /// ```
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    // ANCHOR: aspiration
    /// One iteration: a full window, or, from step 13 and depth 5, a window
    /// of ±25 around the last score, widened fourfold on the side that
    /// fails until the score falls inside.
    pub(crate) fn iteration(
        &mut self,
        pos: &Position,
        depth: i32,
        last: i32,
    ) -> i32 {
        self.seldepth = 0;
        self.on_pv[0] = true;
        if self.step < Step::Aspiration || depth < 5 {
            return self.negamax(pos, depth, -INFINITY, INFINITY, 0, true);
        }
        let mut delta = 25;
        let (mut alpha, mut beta) = (last - delta, last + delta);
        loop {
            self.on_pv[0] = true;
            let score = self.negamax(pos, depth, alpha, beta, 0, true);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 4;
            if delta > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }
    // ANCHOR_END: aspiration

    // ANCHOR: must_stop
    /// True, and the search marked stopped, when it must stop now: at the
    /// node limit, or, once depth 1 is complete (so that there is a move to
    /// play), at the stop flag or the hard time limit, looked at every 1,024
    /// nodes.
    #[inline]
    pub(crate) fn must_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        } else if self.completed > 0 && self.nodes & (CHECK_EVERY - 1) == 0 {
            let hard =
                self.budget.hard.is_some_and(|h| self.start.elapsed() >= h);
            self.stopped = hard || self.stop.load(Ordering::Relaxed);
        }
        self.stopped
    }
    // ANCHOR_END: must_stop

    /// True when the next iteration should not start: past half the soft
    /// limit, or at the node limit.
    pub(crate) fn out_of_soft_time(&self) -> bool {
        let soft = self
            .budget
            .soft
            .is_some_and(|s| self.start.elapsed() >= s / 2);
        soft || self.node_limit.is_some_and(|n| self.nodes >= n)
    }

    // ANCHOR: update_pv
    /// Copies the child's line behind `m` into this ply's line.
    #[inline]
    pub(crate) fn update_pv(&mut self, ply: usize, m: Move) {
        let child = ply + 1;
        let len = self.pv_len[child].max(child);
        let (row, rest) = self.pv.split_at_mut(child);
        let line = &mut row[ply];
        line[ply] = Some(m);
        line[child..len].copy_from_slice(&rest[0][child..len]);
        self.pv_len[ply] = len.max(child);
    }
    // ANCHOR_END: update_pv
}
