//! The search: negamax with alpha-beta, grown one idea a step. Every step is
//! switched on by `Step`, in order, so that the same code measures each
//! prefix of the list.

use crate::board::{
    captures_into, gives_check, has_pieces, in_check, is_capture, is_legal,
    null_move,
};
use crate::draw::{is_fifty_moves, is_insufficient_material, History};
use crate::eval::evaluate;
use crate::ordering::{mvv_lva, pick, Heuristics};
use crate::score::{mated_in, INFINITY, MATE_BOUND, MAX_PLY};
use crate::see::see;
use crate::table::{Bound, Table};
use crate::time::{budget, Budget, Limits};
use ch08_chess::movegen::{legal_moves_into, MoveList, MAX_MOVES};
use ch08_chess::position::Position;
use ch08_chess::types::{Move, MoveKind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

// ANCHOR: steps
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
// ANCHOR_END: steps

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

/// The margin of futility pruning per ply of depth left, in centipawns.
const FUTILITY_MARGIN: i32 = 90;

/// The nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// The searcher: the table and the heuristics it keeps between searches,
/// and the state of the search under way.
pub struct Searcher {
    step: Step,
    table: Table,
    heuristics: Heuristics,
    stop: Arc<AtomicBool>,
    history: History,
    nodes: u64,
    seldepth: usize,
    start: Instant,
    budget: Budget,
    node_limit: Option<u64>,
    completed: i32,
    stopped: bool,
    root_moves: Vec<Move>,
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    last_pv: Vec<Move>,
    on_pv: [bool; MAX_PLY + 1],
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
            history: History::new(),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            budget: Budget::default(),
            node_limit: None,
            completed: 0,
            stopped: false,
            root_moves: Vec::new(),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            last_pv: Vec::new(),
            on_pv: [false; MAX_PLY + 1],
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
    /// use ch09_chess_player::draw::History;
    /// use ch09_chess_player::search::Searcher;
    /// use ch09_chess_player::time::Limits;
    /// use ch08_chess::position::Position;
    /// // mate in one: the rook to the eighth rank
    /// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    /// let limits = Limits { depth: Some(2), ..Limits::default() };
    /// let outcome = Searcher::new(1).search(&pos, &History::new(), &limits, &mut |_| {});
    /// assert_eq!(outcome.best.unwrap().to_string(), "a1a8");
    /// ```
    pub fn search(
        &mut self,
        pos: &Position,
        game: &History,
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
        self.root_moves = moves.to_vec();
        if self.root_moves.is_empty() {
            return outcome;
        }
        outcome.best = Some(self.root_moves[0]);
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
        for depth in first_depth..=max_depth {
            score = self.iteration(pos, depth, score);
            if self.stopped {
                // a first iteration cut short still has a move that its
                // search proved better than the moves before it
                if self.completed == 0 && self.pv_len[0] > 0 {
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
        outcome
    }

    /// Resets the state of one search.
    fn begin(&mut self, game: &History, limits: &Limits, pos: &Position) {
        self.history = game.clone();
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
    /// One iteration: a full window, or, from step 12 and depth 5, a window
    /// of ±25 around the last score, widened fourfold on the side that
    /// fails until the score falls inside.
    fn iteration(&mut self, pos: &Position, depth: i32, last: i32) -> i32 {
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

    /// True, and the search marked stopped, when it must stop now: at the
    /// node limit, or, once depth 1 is complete (so that there is a move to
    /// play), at the stop flag or the hard time limit, looked at every 1,024
    /// nodes.
    #[inline]
    fn must_stop(&mut self) -> bool {
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

    /// True when the next iteration should not start: past half the soft
    /// limit, or at the node limit.
    fn out_of_soft_time(&self) -> bool {
        let soft = self
            .budget
            .soft
            .is_some_and(|s| self.start.elapsed() >= s / 2);
        soft || self.node_limit.is_some_and(|n| self.nodes >= n)
    }

    /// Copies the child's line behind `m` into this ply's line.
    #[inline]
    fn update_pv(&mut self, ply: usize, m: Move) {
        let child = ply + 1;
        let len = self.pv_len[child].max(child);
        let (row, rest) = self.pv.split_at_mut(child);
        let line = &mut row[ply];
        line[ply] = Some(m);
        line[child..len].copy_from_slice(&rest[0][child..len]);
        self.pv_len[ply] = len.max(child);
    }

    // ANCHOR: negamax
    /// The score of `pos` for the side to move, searched `depth` plies deep
    /// within the window `alpha..beta`, `ply` plies below the root.
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        may_pass: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if self.must_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let root = ply == 0;
        // ANCHOR: draws
        if !root
            && (is_fifty_moves(pos)
                || is_insufficient_material(pos)
                || self.history.is_repetition(pos))
        {
            return 0;
        }
        // ANCHOR_END: draws
        if ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }
        let check = in_check(pos);
        // ANCHOR: check_extension
        if check && self.step >= Step::CheckExtension {
            depth += 1;
        }
        // ANCHOR_END: check_extension
        if depth <= 0 {
            return if self.step >= Step::Quiescence {
                self.quiescence(pos, alpha, beta, ply)
            } else {
                evaluate(pos)
            };
        }
        let pv_node = beta - alpha > 1;
        // ANCHOR: probe
        let mut table_move = None;
        if self.step >= Step::TranspositionTable {
            if let Some(entry) = self.table.probe(pos.key(), ply) {
                table_move = entry.best.filter(|&m| is_legal(pos, m));
                if !root && entry.depth >= depth {
                    let s = entry.score;
                    match entry.bound {
                        Bound::Exact => return s,
                        Bound::Lower if s >= beta => return s,
                        Bound::Upper if s <= alpha => return s,
                        _ => {}
                    }
                }
            }
        }
        // ANCHOR_END: probe
        let static_eval = if check { -INFINITY } else { evaluate(pos) };
        // ANCHOR: reverse_futility
        if self.step >= Step::Futility
            && !pv_node
            && !check
            && depth <= 6
            && beta.abs() < MATE_BOUND
            && static_eval - FUTILITY_MARGIN * depth >= beta
        {
            return static_eval;
        }
        // ANCHOR_END: reverse_futility
        // ANCHOR: null_move
        if self.step >= Step::NullMove
            && may_pass
            && !pv_node
            && !check
            && depth >= 3
            && has_pieces(pos)
            && static_eval >= beta
        {
            let reduction = 3 + depth / 6;
            self.history.push(pos.key());
            let passed = null_move(pos);
            self.on_pv[ply + 1] = false;
            let score = -self.negamax(
                &passed,
                depth - 1 - reduction,
                -beta,
                -beta + 1,
                ply + 1,
                false,
            );
            self.history.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score > MATE_BOUND { beta } else { score };
            }
        }
        // ANCHOR_END: null_move
        let mut list = MoveList::new();
        legal_moves_into(pos, &mut list);
        if list.is_empty() {
            return if check { mated_in(ply) } else { 0 };
        }
        let count = list.len();
        let mut moves = [Move::new(0, 0, MoveKind::Normal); MAX_MOVES];
        moves[..count].copy_from_slice(&list);
        let moves = &mut moves[..count];
        let mut scores = [0i32; MAX_MOVES];
        self.score_moves(pos, moves, &mut scores[..count], table_move, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried = [Move::new(0, 0, MoveKind::Normal); MAX_MOVES];
        let mut quiet_count = 0;
        for i in 0..count {
            let m = pick(moves, &mut scores[..count], i);
            let quiet = !is_capture(pos, m) && m.promotion().is_none();
            // ANCHOR: futility
            if self.step >= Step::Futility
                && i > 0
                && quiet
                && !pv_node
                && !check
                && best > -MATE_BOUND
                && (depth <= 3
                    && static_eval + FUTILITY_MARGIN * (depth + 1) <= alpha
                    || depth <= 4 && i >= 3 + 4 * depth as usize)
                && !gives_check(pos, m)
            {
                continue;
            }
            // ANCHOR_END: futility
            let child = pos.play(m);
            self.history.push(pos.key());
            self.on_pv[ply + 1] =
                self.on_pv[ply] && self.last_pv.get(ply) == Some(&m);
            let score = if i == 0 || self.step < Step::NullWindow {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                // ANCHOR: pvs
                let reduction =
                    self.reduction(pos, &child, m, quiet, check, depth, i, ply);
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if s > alpha && reduction > 0 {
                    s = -self.negamax(
                        &child,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        true,
                    );
                }
                if s > alpha && s < beta {
                    s = -self.negamax(
                        &child,
                        depth - 1,
                        -beta,
                        -alpha,
                        ply + 1,
                        true,
                    );
                }
                s
                // ANCHOR_END: pvs
            };
            self.history.pop();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if score >= beta {
                        if quiet && self.step >= Step::KillersHistory {
                            let side = pos.side_to_move();
                            self.heuristics.cutoff(side, m, ply, depth);
                            for &q in &quiets_tried[..quiet_count] {
                                self.heuristics.penalise(side, q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried[quiet_count] = m;
                quiet_count += 1;
            }
        }
        // ANCHOR: store
        if self.step >= Step::TranspositionTable {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table
                .store(pos.key(), best_move, best, depth, bound, ply);
        }
        // ANCHOR_END: store
        best
    }
    // ANCHOR_END: negamax

    // ANCHOR: reduction
    /// How many plies less to search the `i`-th move (from 0): from step
    /// 10, a quiet move that neither gives nor evades check, not a killer,
    /// from the fourth on and with 3 plies left, by
    /// `⌊0.75 + ln(depth) · ln(i) / 2.25⌋`, leaving at least one ply.
    #[allow(clippy::too_many_arguments)]
    fn reduction(
        &self,
        pos: &Position,
        child: &Position,
        m: Move,
        quiet: bool,
        check: bool,
        depth: i32,
        i: usize,
        ply: usize,
    ) -> i32 {
        if self.step < Step::LateReductions
            || depth < 3
            || i < 3
            || !quiet
            || check
        {
            return 0;
        }
        if self.heuristics.killers(ply).contains(&Some(m)) || in_check(child) {
            return 0;
        }
        let _ = pos;
        let r = 0.75 + (depth as f64).ln() * (i as f64).ln() / 2.25;
        (r as i32).clamp(0, depth - 2)
    }
    // ANCHOR_END: reduction

    // ANCHOR: quiescence
    /// The score of `pos` once the captures are played out: the side to
    /// move may stand on the evaluation (it need not capture) or capture;
    /// in check it must answer the check with any move.
    fn quiescence(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.must_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }
        let check = in_check(pos);
        let mut list = MoveList::new();
        let mut best = -INFINITY;
        if check {
            legal_moves_into(pos, &mut list);
            if list.is_empty() {
                return mated_in(ply);
            }
        } else {
            let stand = evaluate(pos);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            captures_into(pos, &mut list);
        }
        let count = list.len();
        let mut moves = [Move::new(0, 0, MoveKind::Normal); MAX_MOVES];
        moves[..count].copy_from_slice(&list);
        let moves = &mut moves[..count];
        let mut scores = [0i32; MAX_MOVES];
        if self.step >= Step::MvvLva {
            for (score, &m) in scores.iter_mut().zip(moves.iter()) {
                *score = mvv_lva(pos, m);
            }
        }
        for i in 0..count {
            let m = pick(moves, &mut scores[..count], i);
            if !check && self.step >= Step::Exchanges && see(pos, m) < 0 {
                continue;
            }
            let child = pos.play(m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
    // ANCHOR_END: quiescence

    // ANCHOR: score_moves
    /// The order of the moves: the table's move (or, before the table, the
    /// last principal variation's), then captures that do not lose
    /// material by MVV-LVA, then killers, then quiet moves by history, then
    /// captures that lose material.
    fn score_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        scores: &mut [i32],
        table_move: Option<Move>,
        ply: usize,
    ) {
        let pv_move = if self.on_pv[ply] {
            self.last_pv.get(ply).copied()
        } else {
            None
        };
        let killers = self.heuristics.killers(ply);
        let side = pos.side_to_move();
        for (score, &m) in scores.iter_mut().zip(moves) {
            *score = if Some(m) == table_move || Some(m) == pv_move {
                1 << 20
            } else if self.step < Step::MvvLva {
                0
            } else if is_capture(pos, m) || m.promotion().is_some() {
                let good = self.step < Step::Exchanges || see(pos, m) >= 0;
                mvv_lva(pos, m) + if good { 1 << 18 } else { -(1 << 18) }
            } else if self.step < Step::KillersHistory {
                0
            } else if killers[0] == Some(m) {
                (1 << 17) + 1
            } else if killers[1] == Some(m) {
                1 << 17
            } else {
                self.heuristics.history(side, m)
            };
        }
    }
    // ANCHOR_END: score_moves
}
