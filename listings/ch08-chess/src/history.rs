//! The keys of the positions a game or a search's line has passed through:
//! enough to see a position repeat, and the fifty-move rule.

use crate::position::Position;

/// One position of the history: its key, its halfmove clock, and how many
/// of the positions before it could be the same position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    key: u64,
    halfmove: u32,
    window: u32,
}

/// The positions so far, the current one last, each by its key. A position
/// can only repeat one reached since the last capture, pawn move or null
/// move, and only one with the same side to move: the history looks back
/// that far (the halfmove clock says how far), two plies at a time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyHistory {
    entries: Vec<Entry>,
}

impl KeyHistory {
    /// A history that starts at `pos` (no earlier position known).
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// let history = KeyHistory::new(&Position::start());
    /// assert_eq!(history.len(), 1);
    /// assert_eq!(history.repetitions(), 0);
    /// ```
    pub fn new(pos: &Position) -> KeyHistory {
        KeyHistory {
            entries: vec![Entry {
                key: pos.key(),
                halfmove: pos.halfmove_clock(),
                window: 0,
            }],
        }
    }

    // ANCHOR: push
    /// Records `pos`, the position a move has just led to: it may repeat as
    /// many earlier positions as its halfmove clock counts, and no more than
    /// the one before it could, plus one.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Move;
    /// let mut pos = Position::start();
    /// let mut history = KeyHistory::new(&pos);
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     pos = pos.play(Move::from_uci(&pos, uci)?);
    ///     history.push(&pos);
    /// }
    /// assert_eq!(history.repetitions(), 1); // the start, once before
    /// # Ok::<(), ch08_chess::make::MoveError>(())
    /// ```
    pub fn push(&mut self, pos: &Position) {
        let before = self.entries.last().map_or(0, |e| e.window + 1);
        self.entries.push(Entry {
            key: pos.key(),
            halfmove: pos.halfmove_clock(),
            window: pos.halfmove_clock().min(before),
        });
    }

    /// Records `pos` after a null move: no position before a null move
    /// counts as a repetition of one after it.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// let start = Position::start();
    /// let mut history = KeyHistory::new(&start);
    /// history.push_null(&start.play_null());
    /// history.push_null(&start.play_null().play_null());
    /// assert_eq!(history.repetitions(), 0); // the start again, but by passing
    /// ```
    pub fn push_null(&mut self, pos: &Position) {
        self.entries.push(Entry {
            key: pos.key(),
            halfmove: pos.halfmove_clock(),
            window: 0,
        });
    }
    // ANCHOR_END: push

    /// Forgets the current position, when its move is taken back.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// let start = Position::start();
    /// let mut history = KeyHistory::new(&start);
    /// history.push(&start.play_null());
    /// history.pop();
    /// assert_eq!(history, KeyHistory::new(&start));
    /// ```
    pub fn pop(&mut self) {
        self.entries.pop();
    }

    /// The number of positions recorded.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// assert_eq!(KeyHistory::new(&Position::start()).len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when no position is recorded (all popped).
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// let mut history = KeyHistory::new(&Position::start());
    /// history.pop();
    /// assert!(history.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    // ANCHOR: repetitions
    /// How many times the current position stood before: the earlier keys
    /// equal to its key, looking back two plies at a time (the same side to
    /// move) as far as its window reaches.
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// assert_eq!(KeyHistory::new(&Position::start()).repetitions(), 0);
    /// ```
    pub fn repetitions(&self) -> usize {
        let Some(last) = self.entries.last() else {
            return 0;
        };
        let n = self.entries.len() - 1;
        (2..=last.window as usize)
            .step_by(2)
            .filter(|&back| self.entries[n - back].key == last.key)
            .count()
    }
    // ANCHOR_END: repetitions

    /// True when the current position stands for the third time: a draw a
    /// player may claim (a search usually scores the second time already).
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// assert!(!KeyHistory::new(&Position::start()).is_threefold());
    /// ```
    pub fn is_threefold(&self) -> bool {
        self.repetitions() >= 2
    }

    /// True when the fifty-move rule lets a player claim a draw: fifty moves
    /// of each side, 100 plies, without a capture or a pawn move (unless the
    /// last of them mates, which the caller checks).
    ///
    /// ```
    /// use ch08_chess::history::KeyHistory;
    /// use ch08_chess::position::Position;
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 100 80")?;
    /// assert!(KeyHistory::new(&pos).fifty_moves());
    /// # Ok::<(), ch08_chess::fen::FenError>(())
    /// ```
    pub fn fifty_moves(&self) -> bool {
        self.entries.last().is_some_and(|e| e.halfmove >= 100)
    }
}
