//! Draws the board alone does not show: a position seen before, fifty moves
//! without a capture or a pawn move, and too little material to mate.

use crate::board::DARK_SQUARES;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

// ANCHOR: history
/// The keys of the positions before the current one, oldest first: the
/// game's, then the search's path.
#[derive(Clone, Debug, Default)]
pub struct History {
    keys: Vec<u64>,
}

impl History {
    /// An empty history.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// assert_eq!(History::new().len(), 0);
    /// ```
    pub fn new() -> History {
        History {
            keys: Vec::with_capacity(512),
        }
    }

    /// The number of positions kept.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// let mut h = History::new();
    /// h.push(7);
    /// assert_eq!(h.len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// True when no position is kept.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// assert!(History::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Remembers a position's key before moving on from it.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// let mut h = History::new();
    /// h.push(7);
    /// assert_eq!(h.pop(), Some(7));
    /// ```
    #[inline]
    pub fn push(&mut self, key: u64) {
        self.keys.push(key);
    }

    /// Forgets the last position kept, when the search takes its move back.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// assert_eq!(History::new().pop(), None);
    /// ```
    #[inline]
    pub fn pop(&mut self) -> Option<u64> {
        self.keys.pop()
    }

    /// True when `pos` stood on the board before, with the same side to
    /// move, since the last capture or pawn move: the keys 2, 4, 6, … plies
    /// back, as far as the halfmove clock reaches.
    ///
    /// ```
    /// use ch09_chess_player::draw::History;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Move;
    /// let mut pos = Position::start();
    /// let mut h = History::new();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     h.push(pos.key());
    ///     pos = pos.play(Move::from_uci(&pos, uci).unwrap());
    /// }
    /// assert!(h.is_repetition(&pos));
    /// ```
    pub fn is_repetition(&self, pos: &Position) -> bool {
        let back = (pos.halfmove_clock() as usize).min(self.keys.len());
        let key = pos.key();
        (2..=back)
            .step_by(2)
            .any(|i| self.keys[self.keys.len() - i] == key)
    }
}
// ANCHOR_END: history

/// True when fifty moves of each side (100 plies) have passed without a
/// capture or a pawn move.
///
/// ```
/// use ch09_chess_player::draw::is_fifty_moves;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80").unwrap();
/// assert!(is_fifty_moves(&pos));
/// ```
pub fn is_fifty_moves(pos: &Position) -> bool {
    pos.halfmove_clock() >= 100
}

// ANCHOR: insufficient
/// True when no sequence of legal moves can end in mate: no pawn, rook or
/// queen, and either at most one knight or bishop, or only bishops, all on
/// squares of one colour.
///
/// ```
/// use ch09_chess_player::draw::is_insufficient_material;
/// use ch08_chess::position::Position;
/// let bishop = Position::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").unwrap();
/// assert!(is_insufficient_material(&bishop));
/// let rook = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert!(!is_insufficient_material(&rook));
/// ```
pub fn is_insufficient_material(pos: &Position) -> bool {
    let both = |piece| {
        pos.pieces(Color::White, piece) | pos.pieces(Color::Black, piece)
    };
    let heavy = both(Piece::Pawn) | both(Piece::Rook) | both(Piece::Queen);
    if !heavy.is_empty() {
        return false;
    }
    let knights = both(Piece::Knight);
    let bishops = both(Piece::Bishop);
    let minors = (knights | bishops).count();
    minors <= 1
        || (knights.is_empty()
            && ((bishops & DARK_SQUARES).is_empty()
                || (bishops & !DARK_SQUARES).is_empty()))
}
// ANCHOR_END: insufficient
