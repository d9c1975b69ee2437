//! The worked solutions of the exercises of chapter 3.1, *Test first*.

use crate::layout::{column_mask, BOARD, WIDTH};
use std::fmt;

// ANCHOR: moves_made
/// The number of moves made, read from the two bitboards alone: one disc a
/// move, so `popcount(red | yellow)`.
///
/// ```
/// use ch03_connect_four::exercises_test_first::moves_made;
/// assert_eq!(moves_made(1, 1 << 1), 2); // red and yellow in the first column
/// ```
pub fn moves_made(red: u64, yellow: u64) -> u32 {
    (red | yellow).count_ones()
}
// ANCHOR_END: moves_made

// ANCHOR: is_full
/// Whether every cell of the board holds a disc: `red | yellow == BOARD`.
///
/// ```
/// use ch03_connect_four::{exercises_test_first::is_full, layout::BOARD};
/// assert!(is_full(BOARD, 0));
/// assert!(!is_full(1, 0));
/// ```
pub fn is_full(red: u64, yellow: u64) -> bool {
    red | yellow == BOARD
}
// ANCHOR_END: is_full

// ANCHOR: take_back
/// Why the last move cannot be taken back from the bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBackError {
    /// The column is not one of the seven (it is counted from 0).
    NoSuchColumn(u32),
    /// The column holds no disc.
    EmptyColumn(u32),
    /// The column's top disc is not the last mover's.
    NotTheLastMove(u32),
}

/// The bitboards `[red, yellow]` before the last move, a move into `column`:
/// the column's top disc, `c & !(c >> 1)` of its discs `c`, XORed off the
/// board of the player who moved last.
///
/// ```
/// use ch03_connect_four::exercises_test_first::take_back;
/// // Red in column 1, then yellow on top of it: take yellow's disc back.
/// assert_eq!(take_back([1, 1 << 1], 0), Ok([1, 0]));
/// ```
pub fn take_back(
    boards: [u64; 2],
    column: u32,
) -> Result<[u64; 2], TakeBackError> {
    if column >= WIDTH {
        return Err(TakeBackError::NoSuchColumn(column));
    }
    let discs = (boards[0] | boards[1]) & column_mask(column);
    let top = discs & !(discs >> 1); // the disc with no disc above it
    if top == 0 {
        return Err(TakeBackError::EmptyColumn(column));
    }
    // Red (0) made the last move when the number of moves is odd.
    let last = (moves_made(boards[0], boards[1]) as usize + 1) % 2;
    if boards[last] & top == 0 {
        return Err(TakeBackError::NotTheLastMove(column));
    }
    let mut before = boards;
    before[last] ^= top;
    Ok(before)
}
// ANCHOR_END: take_back

impl fmt::Display for TakeBackError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            TakeBackError::NoSuchColumn(c) => {
                write!(f, "there is no column {}, only 1 to {WIDTH}", c + 1)
            }
            TakeBackError::EmptyColumn(c) => {
                write!(f, "column {} is empty", c + 1)
            }
            TakeBackError::NotTheLastMove(c) => write!(
                f,
                "the top disc of column {} is not the last mover's",
                c + 1
            ),
        }
    }
}

impl std::error::Error for TakeBackError {}

// ANCHOR: parse_vector
/// What is wrong with a list of moves written as the source writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VectorError {
    /// The list does not start with `[` and end with `]`.
    NoBrackets,
    /// A word that is not a column from 0 to 6, and its place (from 1).
    NotAColumn {
        /// The word.
        word: String,
        /// Its place in the list, from 1.
        place: usize,
    },
}

/// The columns of a move list in the source's notation, `[0 0 1 2 3 2 4]`:
/// columns from 0 in brackets, apart by spaces or commas (as in Clojure).
///
/// ```
/// use ch03_connect_four::exercises_test_first::parse_vector;
/// assert_eq!(parse_vector("[3, 3 4]"), Ok(vec![3, 3, 4]));
/// assert!(parse_vector("[3 7]").is_err());
/// ```
pub fn parse_vector(text: &str) -> Result<Vec<u32>, VectorError> {
    let inside = text
        .trim()
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .ok_or(VectorError::NoBrackets)?;
    inside
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .enumerate()
        .map(|(index, word)| match word.parse::<u32>() {
            Ok(column) if column < WIDTH => Ok(column),
            _ => Err(VectorError::NotAColumn {
                word: word.to_string(),
                place: index + 1,
            }),
        })
        .collect()
}
// ANCHOR_END: parse_vector

impl fmt::Display for VectorError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            VectorError::NoBrackets => {
                write!(f, "a list of moves is written in brackets: [0 0 1]")
            }
            VectorError::NotAColumn { word, place } => write!(
                f,
                "move {place}, {word:?}, is not a column from 0 to {}",
                WIDTH - 1
            ),
        }
    }
}

impl std::error::Error for VectorError {}

// ANCHOR: sized_game
/// Why a board of another size cannot be made, or a move on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// No columns or no rows, or more than 64 bits.
    BadSize {
        /// Its columns.
        width: u32,
        /// Its rows.
        height: u32,
    },
    /// The column is not on the board (it is counted from 0).
    NoSuchColumn(u32),
    /// The column is full.
    ColumnFull(u32),
    /// Someone has four in a row.
    GameOver,
}

/// Whether `board` has four in a row when a column takes `stride` bits:
/// along the four directions 1, `stride`, `stride − 1` and `stride + 1`.
///
/// ```
/// use ch03_connect_four::exercises_test_first::has_four_with_stride;
/// let row = 1 | 1 << 5 | 1 << 10 | 1 << 15; // a bottom row, 5 bits a column
/// assert!(has_four_with_stride(row, 5));
/// assert!(!has_four_with_stride(row, 7));
/// assert!(!has_four_with_stride(row, u32::MAX)); // no board, no panic
/// ```
pub fn has_four_with_stride(board: u64, stride: u32) -> bool {
    // A shift by 64 or more must leave nothing; `>>` would panic (debug)
    // or shift by `n % 64` (release).
    // (Saturating arithmetic: a stride of 0 or near `u32::MAX` is no board,
    // but must not overflow.)
    let shr = |b: u64, n: u32| b.checked_shr(n).unwrap_or(0);
    let diagonals = [stride.saturating_sub(1), stride.saturating_add(1)];
    [1, stride].into_iter().chain(diagonals).any(|d| {
        let pairs = board & shr(board, d);
        pairs & shr(pairs, d.saturating_mul(2)) != 0
    })
}

/// A game on a board of `width` columns and `height` rows, `height + 1` bits
/// a column, so that `width · (height + 1)` bits must fit in a `u64`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedGame {
    width: u32,
    height: u32,
    boards: [u64; 2],
    next_bits: Vec<u32>,
}

impl SizedGame {
    /// An empty board of `width` columns and `height` rows.
    ///
    /// ```
    /// use ch03_connect_four::exercises_test_first::SizedGame;
    /// assert!(SizedGame::new(8, 7).is_ok()); // 64 bits: just fits
    /// assert!(SizedGame::new(9, 7).is_err()); // 72 bits
    /// ```
    pub fn new(width: u32, height: u32) -> Result<SizedGame, BoardError> {
        let bits = u64::from(width) * (u64::from(height) + 1);
        if width == 0 || height == 0 || bits > 64 {
            return Err(BoardError::BadSize { width, height });
        }
        let stride = height + 1;
        Ok(SizedGame {
            width,
            height,
            boards: [0, 0],
            next_bits: (0..width).map(|c| stride * c).collect(),
        })
    }

    /// Drops a disc of the player to move into `column` (from 0), after
    /// checking the column and that nobody has won.
    ///
    /// ```
    /// use ch03_connect_four::exercises_test_first::SizedGame;
    /// let mut game = SizedGame::new(5, 4)?;
    /// game.make_move(4)?;
    /// assert!(game.make_move(5).is_err());
    /// # Ok::<(), ch03_connect_four::exercises_test_first::BoardError>(())
    /// ```
    pub fn make_move(&mut self, column: u32) -> Result<(), BoardError> {
        if column >= self.width {
            return Err(BoardError::NoSuchColumn(column));
        }
        let stride = self.height + 1;
        if self.boards.iter().any(|&b| has_four_with_stride(b, stride)) {
            return Err(BoardError::GameOver);
        }
        if self.next_bits[column as usize] == stride * column + self.height {
            return Err(BoardError::ColumnFull(column));
        }
        self.drop_disc(column);
        Ok(())
    }

    /// The index of the player to move: the parity of the discs.
    fn mover(&self) -> usize {
        moves_made(self.boards[0], self.boards[1]) as usize % 2
    }

    /// One XOR on the column's next free bit, which then moves up.
    fn drop_disc(&mut self, column: u32) {
        let mover = self.mover();
        let next_bit = &mut self.next_bits[column as usize];
        self.boards[mover] ^= 1 << *next_bit;
        *next_bit += 1;
    }

    /// The game after `columns` (from 0) on an empty board of that size.
    ///
    /// ```
    /// use ch03_connect_four::exercises_test_first::SizedGame;
    /// assert!(SizedGame::play(4, 4, &[0, 0, 0, 0]).is_ok());
    /// assert!(SizedGame::play(4, 4, &[0, 0, 0, 0, 0]).is_err());
    /// ```
    pub fn play(
        width: u32,
        height: u32,
        columns: &[u32],
    ) -> Result<SizedGame, BoardError> {
        let mut game = SizedGame::new(width, height)?;
        for &column in columns {
            game.make_move(column)?;
        }
        Ok(game)
    }

    /// The board in ASCII, top row first: `R` for Red, `Y` for Yellow, `.`
    /// for empty, and the column numbers underneath.
    ///
    /// ```
    /// use ch03_connect_four::exercises_test_first::SizedGame;
    /// let game = SizedGame::play(3, 1, &[1])?;
    /// assert_eq!(game.ascii(), ". R .\n1 2 3\n");
    /// # Ok::<(), ch03_connect_four::exercises_test_first::BoardError>(())
    /// ```
    pub fn ascii(&self) -> String {
        let mut text = String::new();
        for row in (0..self.height).rev() {
            let cells: Vec<&str> = (0..self.width)
                .map(|column| {
                    let bit = 1 << ((self.height + 1) * column + row);
                    match (self.boards[0] & bit, self.boards[1] & bit) {
                        (0, 0) => ".",
                        (0, _) => "Y",
                        _ => "R",
                    }
                })
                .collect();
            text += &cells.join(" ");
            text.push('\n');
        }
        let numbers: Vec<String> =
            (1..=self.width).map(|c| c.to_string()).collect();
        text + &numbers.join(" ") + "\n"
    }
}
// ANCHOR_END: sized_game

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            BoardError::BadSize { width, height } => {
                let bits = u64::from(*width) * (u64::from(*height) + 1);
                if bits == 0 {
                    write!(f, "a board needs at least one column and one row")
                } else {
                    write!(
                        f,
                        "a board of {width} columns and {height} rows needs \
                         {width} · ({height} + 1) = {bits} bits, more than 64"
                    )
                }
            }
            BoardError::NoSuchColumn(c) => {
                write!(f, "there is no column {}", c + 1)
            }
            BoardError::ColumnFull(c) => write!(f, "column {} is full", c + 1),
            BoardError::GameOver => write!(f, "the game is already won"),
        }
    }
}

impl std::error::Error for BoardError {}

// ANCHOR: sized_perft
impl SizedGame {
    /// The number of move sequences of `depth` moves, where a move that
    /// wins ends its line of play: the perft of the chapter, on any size.
    ///
    /// ```
    /// use ch03_connect_four::exercises_test_first::SizedGame;
    /// assert_eq!(SizedGame::new(5, 4)?.perft(2), 25);
    /// # Ok::<(), ch03_connect_four::exercises_test_first::BoardError>(())
    /// ```
    pub fn perft(&mut self, depth: u32) -> u64 {
        let stride = self.height + 1;
        if depth == 0 {
            return 1;
        }
        if self.boards.iter().any(|&b| has_four_with_stride(b, stride)) {
            return 0;
        }
        self.count(depth)
    }

    /// `perft` below a position that nobody has won.
    fn count(&mut self, depth: u32) -> u64 {
        let stride = self.height + 1;
        let mover = self.mover();
        let mut total = 0;
        for column in 0..self.width {
            if self.next_bits[column as usize] < stride * column + self.height {
                self.drop_disc(column);
                total += if depth == 1 {
                    1
                } else if has_four_with_stride(self.boards[mover], stride) {
                    0 // this move won: the line ends here
                } else {
                    self.count(depth - 1)
                };
                self.take_back(column);
            }
        }
        total
    }

    /// The same XOR on the bit below the column's next free bit.
    fn take_back(&mut self, column: u32) {
        let next_bit = &mut self.next_bits[column as usize];
        *next_bit -= 1;
        let bit = 1 << *next_bit;
        let last = if self.boards[0] & bit != 0 { 0 } else { 1 };
        self.boards[last] ^= bit;
    }
}
// ANCHOR_END: sized_perft
