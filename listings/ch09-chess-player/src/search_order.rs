//! The order in which a node tries its moves.

use crate::board::is_capture;
use crate::ordering::mvv_lva;
use crate::search::{Searcher, Step};
use crate::see::see;
use ch08_chess::position::Position;
use ch08_chess::types::Move;

impl Searcher {
    // ANCHOR: score_moves
    /// The order of the moves: the table's move (or, before the table, the
    /// last principal variation's), then captures that do not lose
    /// material by MVV-LVA, then killers, then quiet moves by history, then
    /// captures that lose material.
    pub(crate) fn score_moves(
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
