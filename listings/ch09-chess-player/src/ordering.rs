//! Move ordering: the moves most likely to be best searched first, so that
//! alpha-beta cuts sooner: captures by the value they take and the piece
//! that takes, killers (quiet moves that cut at the same ply) and a history
//! of quiet moves that cut anywhere.

use crate::board::{captured, moving};
use crate::score::MAX_PLY;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move};

// ANCHOR: mvv_lva
/// Most valuable victim, least valuable attacker: `8 · (victim + 1) −
/// attacker`, with the kinds numbered pawn 0 to king 5, so that any capture
/// of a queen comes before any capture of a rook, and a pawn taking comes
/// before a queen taking the same piece. 0 for a move that takes nothing.
///
/// ```
/// use ch09_chess_player::ordering::mvv_lva;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// let pos = Position::from_fen("4k3/8/8/3q4/4P3/8/8/3QK3 w - - 0 1").unwrap();
/// let pawn_takes = Move::from_uci(&pos, "e4d5").unwrap();
/// let queen_takes = Move::from_uci(&pos, "d1d5").unwrap();
/// assert!(mvv_lva(&pos, pawn_takes) > mvv_lva(&pos, queen_takes));
/// ```
pub fn mvv_lva(pos: &Position, m: Move) -> i32 {
    match captured(pos, m) {
        Some(victim) => {
            8 * (victim.index() as i32 + 1) - moving(pos, m).index() as i32
        }
        None => 0,
    }
}
// ANCHOR_END: mvv_lva

// ANCHOR: heuristics
/// What the search learns about quiet moves as it goes: two killers a ply,
/// and a history score for each side's moves from one square to another.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<[[i32; 64]; 64]>,
}

/// A history score never grows past this; all are halved when one would.
pub const HISTORY_MAX: i32 = 1 << 14;

impl Heuristics {
    /// Nothing learnt yet.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// let h = Heuristics::new();
    /// assert_eq!(h.killers(0), [None, None]);
    /// ```
    pub fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![[[0; 64]; 64]; 2],
        }
    }

    /// Forgets the killers (a new search starts from another root) and
    /// halves the history.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// let mut h = Heuristics::new();
    /// h.new_search();
    /// ```
    pub fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for score in row.iter_mut() {
                    *score /= 2;
                }
            }
        }
    }

    /// The two killers of a ply, the newest first.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let mut h = Heuristics::new();
    /// let m = Move::new(6, 21, MoveKind::Normal);
    /// h.cutoff(ch08_chess::types::Color::White, m, 3, 4);
    /// assert_eq!(h.killers(3), [Some(m), None]);
    /// ```
    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    /// The history score of a side's move.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// use ch08_chess::types::{Color, Move, MoveKind};
    /// let mut h = Heuristics::new();
    /// let m = Move::new(6, 21, MoveKind::Normal);
    /// h.cutoff(Color::White, m, 3, 4);
    /// assert_eq!(h.history(Color::White, m), 16);
    /// ```
    #[inline]
    pub fn history(&self, side: Color, m: Move) -> i32 {
        self.history[side.index()][m.from()][m.to()]
    }

    /// A quiet move cut off the search at `ply` with `depth` plies left: it
    /// becomes the ply's first killer, and its history grows by `depth²`.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// use ch08_chess::types::{Color, Move, MoveKind};
    /// let mut h = Heuristics::new();
    /// let a = Move::new(6, 21, MoveKind::Normal);
    /// let b = Move::new(1, 18, MoveKind::Normal);
    /// h.cutoff(Color::White, a, 3, 4);
    /// h.cutoff(Color::White, b, 3, 4);
    /// assert_eq!(h.killers(3), [Some(b), Some(a)]);
    /// ```
    pub fn cutoff(&mut self, side: Color, m: Move, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        self.add(side, m, depth * depth);
    }

    /// A quiet move was searched before the one that cut off: its history
    /// shrinks by `depth²`.
    ///
    /// ```
    /// use ch09_chess_player::ordering::Heuristics;
    /// use ch08_chess::types::{Color, Move, MoveKind};
    /// let mut h = Heuristics::new();
    /// let m = Move::new(6, 21, MoveKind::Normal);
    /// h.penalise(Color::White, m, 3);
    /// assert_eq!(h.history(Color::White, m), -9);
    /// ```
    pub fn penalise(&mut self, side: Color, m: Move, depth: i32) {
        self.add(side, m, -depth * depth);
    }

    /// Adds to a move's history, halving every score of the side when one
    /// grows past `HISTORY_MAX` either way.
    fn add(&mut self, side: Color, m: Move, bonus: i32) {
        let score = &mut self.history[side.index()][m.from()][m.to()];
        *score += bonus;
        if score.abs() >= HISTORY_MAX {
            for row in self.history[side.index()].iter_mut() {
                for s in row.iter_mut() {
                    *s /= 2;
                }
            }
        }
    }
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics::new()
    }
}
// ANCHOR_END: heuristics

// ANCHOR: pick
/// Moves the best-scored of `moves[i..]` to place `i` and returns it: a
/// selection sort done one move at a time, so that a cut-off early in the
/// list costs no sorting of the rest.
///
/// ```
/// use ch09_chess_player::ordering::pick;
/// use ch08_chess::types::{Move, MoveKind};
/// let a1b1 = Move::new(0, 1, MoveKind::Normal);
/// let mut moves = [a1b1, Move::new(0, 2, MoveKind::Normal)];
/// let mut scores = [5, 9];
/// assert_eq!(pick(&mut moves, &mut scores, 0).to(), 2);
/// assert_eq!(pick(&mut moves, &mut scores, 1).to(), 1);
/// ```
pub fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
// ANCHOR_END: pick
