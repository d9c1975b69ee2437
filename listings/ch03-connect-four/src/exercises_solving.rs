//! The worked solutions of the exercises of chapter 3.2, Solving Connect Four.

use crate::exercises_test_first::{has_four_with_stride, BoardError};
use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver3_centre_first::CENTRE_FIRST;
use crate::solver7_threats::Solver;
use std::collections::HashMap;
use std::fmt;

// ANCHOR: winning_moves
/// The number of moves that win at once: `popcount(winning_cells & possible)`.
///
/// ```
/// use ch03_connect_four::exercises_solving::winning_moves;
/// use ch03_connect_four::position::Position;
/// assert_eq!(winning_moves(&Position::from_moves("121212")?), 1);
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn winning_moves(position: &Position) -> u32 {
    (position.winning_cells() & position.possible()).count_ones()
}
// ANCHOR_END: winning_moves

// ANCHOR: wide_key
/// The bits a key takes on a board of `width` columns and `height` rows:
/// `width · (height + 1)`.
///
/// ```
/// use ch03_connect_four::exercises_solving::key_bits;
/// assert_eq!(key_bits(7, 6), 49);
/// ```
pub const fn key_bits(width: u32, height: u32) -> u64 {
    width as u64 * (height as u64 + 1)
}

/// Why a key cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyError {
    /// No columns or no rows, or a key of more than 128 bits.
    BadSize {
        /// Its columns.
        width: u32,
        /// Its rows.
        height: u32,
    },
    /// The move is not on the board (columns counted from 0).
    NoSuchColumn(u32),
    /// The column is full.
    ColumnFull(u32),
}

/// The key `current + mask` after `columns` (from 0), played as
/// `Position::play` plays them, on a board of any size whose key fits in a
/// `u128`.
///
/// ```
/// use ch03_connect_four::exercises_solving::wide_key;
/// assert_eq!(wide_key(8, 7, &[7]), Ok(1 << 56)); // one disc, top column
/// ```
pub fn wide_key(
    width: u32,
    height: u32,
    columns: &[u32],
) -> Result<u128, KeyError> {
    if width == 0 || height == 0 || key_bits(width, height) > 128 {
        return Err(KeyError::BadSize { width, height });
    }
    let (mut current, mut mask) = (0u128, 0u128);
    for &column in columns {
        if column >= width {
            return Err(KeyError::NoSuchColumn(column));
        }
        let bottom = 1u128 << ((height + 1) * column);
        if mask & (bottom << (height - 1)) != 0 {
            return Err(KeyError::ColumnFull(column));
        }
        (current, mask) = (current ^ mask, mask | (mask + bottom));
    }
    Ok(current + mask)
}
// ANCHOR_END: wide_key

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            KeyError::BadSize { width: 0, .. }
            | KeyError::BadSize { height: 0, .. } => {
                write!(f, "a board needs at least one column and one row")
            }
            KeyError::BadSize { width, height } => write!(
                f,
                "the key of a board of {width} columns and {height} rows \
                 needs {} bits, more than 128",
                key_bits(*width, *height)
            ),
            KeyError::NoSuchColumn(c) => {
                write!(f, "there is no column {}", c + 1)
            }
            KeyError::ColumnFull(c) => write!(f, "column {} is full", c + 1),
        }
    }
}

impl std::error::Error for KeyError {}

// ANCHOR: best_move
/// The column to play and its exact score, or `None` when the game is over:
/// a move that wins at once, or else the move whose position scores least
/// for the opponent (the centre first among equals).
///
/// ```
/// use ch03_connect_four::{exercises_solving::best_move, position::Position};
/// assert_eq!(best_move(&Position::from_moves("121212")?), Some((0, 18)));
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn best_move(position: &Position) -> Option<(u32, i32)> {
    let moves = position.moves() as i32;
    if position.last_mover_won() || moves == CELLS {
        return None;
    }
    let mut solver = Solver::new(1 << 16 | 1); // 65,537, a prime
    let mut best: Option<(u32, i32)> = None;
    for column in CENTRE_FIRST.into_iter().filter(|&c| position.can_play(c)) {
        let score = if position.is_winning_move(column) {
            (CELLS + 1 - moves) / 2
        } else {
            -solver.solve(&position.play(column))
        };
        if best.is_none_or(|(_, best_score)| score > best_score) {
            best = Some((column, score));
        }
    }
    best
}
// ANCHOR_END: best_move

// ANCHOR: small_board
/// How a game ends with perfect play, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// The opponent wins.
    Loss,
    /// Nobody wins.
    Draw,
    /// The player to move wins.
    Win,
}

impl Outcome {
    /// The same end seen by the other player: a win is a loss.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::Outcome;
    /// assert_eq!(Outcome::Win.for_opponent(), Outcome::Loss);
    /// ```
    pub fn for_opponent(self) -> Outcome {
        match self {
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
            Outcome::Win => Outcome::Loss,
        }
    }
}

/// A position on a board of any size up to 64 bits, in the two-bitboard
/// form: the discs of the player to move, and all discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmallPosition {
    width: u32,
    height: u32,
    current: u64,
    mask: u64,
}

impl SmallPosition {
    /// The empty board of `width` columns and `height` rows.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::SmallPosition;
    /// assert!(SmallPosition::new(5, 4).is_ok());
    /// assert!(SmallPosition::new(8, 8).is_err()); // 72 bits
    /// ```
    pub fn new(width: u32, height: u32) -> Result<SmallPosition, BoardError> {
        if width == 0 || height == 0 || key_bits(width, height) > 64 {
            return Err(BoardError::BadSize { width, height });
        }
        Ok(SmallPosition {
            width,
            height,
            current: 0,
            mask: 0,
        })
    }

    /// The position after `columns` (from 0) from the empty board of
    /// `width` columns and `height` rows.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::SmallPosition;
    /// assert!(SmallPosition::from_moves(5, 4, &[2, 2, 2, 2]).is_ok());
    /// assert!(SmallPosition::from_moves(5, 4, &[2, 2, 2, 2, 2]).is_err());
    /// ```
    pub fn from_moves(
        width: u32,
        height: u32,
        columns: &[u32],
    ) -> Result<SmallPosition, BoardError> {
        let mut position = SmallPosition::new(width, height)?;
        for &column in columns {
            if column >= width {
                return Err(BoardError::NoSuchColumn(column));
            }
            if position.last_mover_won() {
                return Err(BoardError::GameOver);
            }
            if !position.can_play(column) {
                return Err(BoardError::ColumnFull(column));
            }
            position = position.play(column);
        }
        Ok(position)
    }

    /// Whether the player who just moved has four in a row.
    fn last_mover_won(&self) -> bool {
        has_four_with_stride(self.current ^ self.mask, self.height + 1)
    }

    /// The position after `column` (from 0), which must have room.
    fn play(&self, column: u32) -> SmallPosition {
        let bottom = 1 << ((self.height + 1) * column);
        SmallPosition {
            current: self.current ^ self.mask,
            mask: self.mask | (self.mask + bottom),
            ..*self
        }
    }

    /// Whether `column` has room: its top cell is empty.
    fn can_play(&self, column: u32) -> bool {
        let top = 1 << ((self.height + 1) * column + self.height - 1);
        self.mask & top == 0
    }

    /// The outcome for the player to move, who has not lost yet; every
    /// position solved is remembered by its key, `current + mask`.
    fn outcome(&self, known: &mut HashMap<u64, Outcome>) -> Outcome {
        let key = self.current + self.mask;
        if let Some(&outcome) = known.get(&key) {
            return outcome;
        }
        let mut best = Outcome::Draw; // a full board, if no move is left
        let columns: Vec<u32> =
            (0..self.width).filter(|&c| self.can_play(c)).collect();
        for (i, &column) in columns.iter().enumerate() {
            let next = self.play(column);
            let outcome = if next.last_mover_won() {
                Outcome::Win
            } else {
                next.outcome(known).for_opponent()
            };
            best = if i == 0 { outcome } else { best.max(outcome) };
            if best == Outcome::Win {
                break; // nothing is better
            }
        }
        known.insert(key, best);
        best
    }

    /// The outcome of each move for the player to move, column by column
    /// (`None` where there is no move), and the number of positions solved.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::{Outcome, SmallPosition};
    /// let (outcomes, _) = SmallPosition::new(4, 1)?.move_outcomes();
    /// assert_eq!(outcomes, [Some(Outcome::Draw); 4]); // two discs each
    /// # Ok::<(), ch03_connect_four::exercises_test_first::BoardError>(())
    /// ```
    pub fn move_outcomes(&self) -> (Vec<Option<Outcome>>, usize) {
        let mut known = HashMap::new();
        let outcomes = (0..self.width)
            .map(|column| {
                if self.last_mover_won() || !self.can_play(column) {
                    return None;
                }
                let next = self.play(column);
                Some(if next.last_mover_won() {
                    Outcome::Win
                } else {
                    next.outcome(&mut known).for_opponent()
                })
            })
            .collect();
        (outcomes, known.len())
    }
}
// ANCHOR_END: small_board

// ANCHOR: quotient_table
/// A table of fewer than 256 entries: `key / size` might not fit in 56 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooFewEntries(pub usize);

/// A transposition table for keys of all 64 bits: an entry is
/// `(key / size) << 8 | value` at index `key % size`, and the two give the
/// key back, `key = (key / size) · size + key % size`.
#[derive(Clone, Debug)]
pub struct QuotientTable {
    entries: Vec<u64>,
}

impl QuotientTable {
    /// A table of `size` entries, at least 256, all empty.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::QuotientTable;
    /// assert!(QuotientTable::new(1009).is_ok());
    /// assert!(QuotientTable::new(255).is_err());
    /// ```
    pub fn new(size: usize) -> Result<QuotientTable, TooFewEntries> {
        if size < 256 {
            return Err(TooFewEntries(size));
        }
        Ok(QuotientTable {
            entries: vec![0; size],
        })
    }

    /// Stores `value` (not 0, which marks an empty entry) for `key`.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::QuotientTable;
    /// let mut table = QuotientTable::new(1009)?;
    /// table.put(u64::MAX, 7);
    /// assert_eq!(table.get(u64::MAX), Some(7));
    /// # Ok::<(), ch03_connect_four::exercises_solving::TooFewEntries>(())
    /// ```
    pub fn put(&mut self, key: u64, value: u8) {
        let size = self.entries.len() as u64;
        self.entries[(key % size) as usize] =
            (key / size) << 8 | u64::from(value);
    }

    /// The value stored for `key`, unless another key has replaced it.
    ///
    /// ```
    /// use ch03_connect_four::exercises_solving::QuotientTable;
    /// let mut table = QuotientTable::new(1009)?;
    /// table.put(5, 1);
    /// table.put(5 + 1009, 2); // the same entry
    /// assert_eq!((table.get(5), table.get(5 + 1009)), (None, Some(2)));
    /// # Ok::<(), ch03_connect_four::exercises_solving::TooFewEntries>(())
    /// ```
    pub fn get(&self, key: u64) -> Option<u8> {
        let size = self.entries.len() as u64;
        let entry = self.entries[(key % size) as usize];
        let value = (entry & 0xff) as u8;
        (entry >> 8 == key / size && value != 0).then_some(value)
    }
}
// ANCHOR_END: quotient_table

impl fmt::Display for TooFewEntries {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let size = self.0;
        write!(f, "a table needs at least 256 entries, not {size}, ")?;
        write!(f, "for key / size to fit in 56 bits")
    }
}

impl std::error::Error for TooFewEntries {}
