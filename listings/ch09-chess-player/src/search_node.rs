//! A node of the search: negamax with alpha-beta, and what each step adds
//! to it: the table's bounds, pruning, the order of the moves, null windows
//! and reductions.

use crate::board::{has_pieces, is_capture};
use crate::draw::is_insufficient_material;
use crate::eval::evaluate;
use crate::ordering::pick;
use crate::score::{mated_in, INFINITY, MATE_BOUND, MAX_PLY};
use crate::search::{Searcher, Step};
use crate::table::Bound;
use ch08_chess::movegen::{legal_moves, legal_moves_into};
use ch08_chess::position::Position;
use ch08_chess::types::Move;

/// The margin of futility pruning per ply of depth left, in centipawns.
pub const FUTILITY_MARGIN: i32 = 90;

impl Searcher {
    /// The score of `pos` for the side to move, searched `depth` plies deep
    /// within the window `alpha..beta`, `ply` plies below the root.
    pub(crate) fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        may_pass: bool,
    ) -> i32 {
        // ANCHOR: enter
        self.pv_len[ply] = ply;
        if self.must_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);

        let root = ply == 0;

        if !root
            && (self.history.repetitions() > 0 || is_insufficient_material(pos))
        {
            return 0;
        }
        // The move that reaches 100 plies may still give mate, which wins.
        if !root && self.history.fifty_moves() {
            let mated = pos.in_check() && legal_moves(pos).is_empty();
            return if mated { mated_in(ply) } else { 0 };
        }
        // ANCHOR_END: enter

        if ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }
        let check = pos.in_check();

        // ANCHOR: check_extension
        if check && self.step >= Step::CheckExtension {
            depth += 1;
        }
        // ANCHOR_END: check_extension

        // ANCHOR: leaf
        if depth <= 0 {
            return if self.step >= Step::Quiescence {
                self.quiescence(pos, alpha, beta, ply)
            } else {
                evaluate(pos)
            };
        }
        // ANCHOR_END: leaf

        let pv_node = beta - alpha > 1;

        // ANCHOR: probe
        let mut table_move = None;
        if self.step >= Step::TranspositionTable {
            if let Some(entry) = self.table.probe(pos.key(), ply) {
                table_move = entry.best.filter(|&m| pos.is_legal(m));
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
            let passed = pos.play_null();
            self.history.push_null(&passed);
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

        // ANCHOR: moves
        let mut own = std::mem::take(&mut self.plies[ply]);
        let mut list = own.list.take().unwrap_or_default();
        legal_moves_into(pos, &mut list);
        own.fill(&list);
        own.list = Some(list);
        if own.moves.is_empty() {
            self.plies[ply] = own;
            return if check { mated_in(ply) } else { 0 };
        }
        self.score_moves(pos, &own.moves, &mut own.scores, table_move, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        // ANCHOR_END: moves

        for i in 0..own.moves.len() {
            let m = pick(&mut own.moves, &mut own.scores, i);
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
                && !pos.gives_check(m)
            {
                continue;
            }
            // ANCHOR_END: futility

            // ANCHOR: each_move
            let child = pos.play(m);
            self.history.push(&child);
            self.on_pv[ply + 1] =
                self.on_pv[ply] && self.last_pv.get(ply) == Some(&m);
            let score = if i == 0 || self.step < Step::NullWindow {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                let r =
                    self.reduction(&child, m, quiet && !check, depth, i, ply);
                self.search_later(&child, depth, r, alpha, beta, ply)
            };
            self.history.pop();
            if self.stopped {
                break;
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
                            for &q in &own.quiets {
                                self.heuristics.penalise(side, q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            // ANCHOR_END: each_move

            if quiet {
                own.quiets.push(m);
            }
        }
        self.plies[ply] = own;
        if self.stopped {
            return 0;
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

    // ANCHOR: pvs
    /// The score of a move after the first, whose position is `child`: a
    /// null window, `alpha..alpha + 1`, searched `reduction` plies less
    /// deep, asks only whether it beats alpha; if it does, the full depth
    /// asks again, and then the whole window finds its score.
    fn search_later(
        &mut self,
        child: &Position,
        depth: i32,
        reduction: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let next = ply + 1;
        let reduced = depth - 1 - reduction;
        let mut s =
            -self.negamax(child, reduced, -alpha - 1, -alpha, next, true);
        if s > alpha && reduction > 0 {
            s = -self.negamax(child, depth - 1, -alpha - 1, -alpha, next, true);
        }
        if s > alpha && s < beta {
            s = -self.negamax(child, depth - 1, -beta, -alpha, next, true);
        }
        s
    }
    // ANCHOR_END: pvs

    // ANCHOR: reduction
    /// How many plies less to search the `i`-th move (from 0) of a node
    /// `depth` plies deep: from step 10, a quiet move played out of check
    /// (`reducible`) that gives no check and is not a killer, from the
    /// fourth move on and with 3 plies left, by
    /// `⌊0.75 + ln(depth) · ln(i) / 2.25⌋`, leaving at least one ply.
    fn reduction(
        &self,
        child: &Position,
        m: Move,
        reducible: bool,
        depth: i32,
        i: usize,
        ply: usize,
    ) -> i32 {
        if self.step < Step::LateReductions || depth < 3 || i < 3 || !reducible
        {
            return 0;
        }
        if self.heuristics.killers(ply).contains(&Some(m)) || child.in_check() {
            return 0;
        }
        let r = 0.75 + (depth as f64).ln() * (i as f64).ln() / 2.25;
        (r as i32).clamp(0, depth - 2)
    }
    // ANCHOR_END: reduction
}
