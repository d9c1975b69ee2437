//! The quiescence search: at the leaves, captures until the position is
//! quiet.

use crate::eval::evaluate;
use crate::ordering::{mvv_lva, pick};
use crate::score::{mated_in, INFINITY, MAX_PLY};
use crate::search::{Searcher, Step};
use crate::see::see;
use ch08_chess::movegen::{captures_into, legal_moves_into};
use ch08_chess::position::Position;

impl Searcher {
    // ANCHOR: quiescence
    /// The score of `pos` once the captures are played out: the side to
    /// move may stand on the evaluation (it need not capture) or capture;
    /// in check it must answer the check with any move.
    pub(crate) fn quiescence(
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
        let check = pos.in_check();
        let mut best = -INFINITY;
        if !check {
            let stand = evaluate(pos);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut own = std::mem::take(&mut self.plies[ply]);
        let mut list = own.list.take().unwrap_or_default();
        if check {
            legal_moves_into(pos, &mut list);
        } else {
            captures_into(pos, &mut list);
        }
        own.fill(&list);
        own.list = Some(list);
        if check && own.moves.is_empty() {
            self.plies[ply] = own;
            return mated_in(ply);
        }
        if self.step >= Step::MvvLva {
            for (score, &m) in own.scores.iter_mut().zip(&own.moves) {
                *score = mvv_lva(pos, m);
            }
        }
        for i in 0..own.moves.len() {
            let m = pick(&mut own.moves, &mut own.scores, i);
            if !check && self.step >= Step::Exchanges && see(pos, m) < 0 {
                continue;
            }
            let child = pos.play(m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
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
        self.plies[ply] = own;
        if self.stopped {
            return 0;
        }
        best
    }
    // ANCHOR_END: quiescence
}
