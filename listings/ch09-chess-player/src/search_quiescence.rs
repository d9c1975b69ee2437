//! The quiescence search: at the leaves, captures until the position is
//! quiet.

use crate::eval::evaluate;
use crate::ordering::{mvv_lva, pick, FILLER};
use crate::score::{mated_in, INFINITY, MAX_PLY};
use crate::search::{Searcher, Step};
use crate::see::see;
use ch08_chess::movegen::{
    captures_into, legal_moves_into, MoveList, MAX_MOVES,
};
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
        let mut moves = [FILLER; MAX_MOVES];
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
}
