//! The source's game, finished: a bitboard per player, the next free bit of
//! every column, moves by XOR, the player to move by parity, and undo.

use crate::four::has_four;
use crate::layout::{HEIGHT, SENTINEL_ROW, STRIDE, WIDTH};
use std::fmt;

/// A player, named after the colour of its discs; red moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The first player.
    Red,
    /// The second player.
    Yellow,
}

impl Player {
    /// The player's index in `[red, yellow]`: 0 or 1.
    ///
    /// ```
    /// use ch03_connect_four::game::Player;
    /// assert_eq!(Player::Yellow.index(), 1);
    /// ```
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opponent: red for yellow, yellow for red.
    ///
    /// ```
    /// use ch03_connect_four::game::Player;
    /// assert_eq!(Player::Red.other(), Player::Yellow);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::Red => Player::Yellow,
            Player::Yellow => Player::Red,
        }
    }
}

// ANCHOR: move_error
/// Why a move cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The column is not one of the seven (it is counted from 0).
    NoSuchColumn(u32),
    /// The column already holds six discs.
    ColumnFull(u32),
    /// Someone has four in a row: a won game has no more moves.
    GameOver,
}
// ANCHOR_END: move_error

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            MoveError::NoSuchColumn(c) => {
                write!(f, "there is no column {}, only 1 to {WIDTH}", c + 1)
            }
            MoveError::ColumnFull(c) => write!(f, "column {} is full", c + 1),
            MoveError::GameOver => write!(f, "the game is already won"),
        }
    }
}

impl std::error::Error for MoveError {}

// ANCHOR: game
/// A game of Connect Four: one bitboard per player (bit `7·column + row`),
/// each column's next free bit, and the columns played so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    boards: [u64; 2],
    next_bits: [u32; WIDTH as usize],
    moves: Vec<u32>,
}
// ANCHOR_END: game

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    // ANCHOR: new
    /// An empty board: column c's next free bit is its bottom one, `7·c`.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert_eq!(Game::new().next_bits()[6], 42);
    /// ```
    pub fn new() -> Game {
        Game {
            boards: [0, 0],
            next_bits: std::array::from_fn(|c| STRIDE * c as u32),
            moves: Vec::new(),
        }
    }
    // ANCHOR_END: new

    /// The discs of `player`.
    ///
    /// ```
    /// use ch03_connect_four::game::{Game, Player};
    /// assert_eq!(Game::new().board(Player::Red), 0);
    /// ```
    pub fn board(&self, player: Player) -> u64 {
        self.boards[player.index()]
    }

    /// The next free bit of every column.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert_eq!(Game::new().next_bits(), [0, 7, 14, 21, 28, 35, 42]);
    /// ```
    pub fn next_bits(&self) -> [u32; WIDTH as usize] {
        self.next_bits
    }

    /// The columns played so far, from 0.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert!(Game::new().moves().is_empty());
    /// ```
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    // ANCHOR: turn_and_room
    /// The player to move: red when the number of moves made is even.
    ///
    /// ```
    /// use ch03_connect_four::game::{Game, Player};
    /// assert_eq!(Game::new().to_move(), Player::Red);
    /// ```
    pub fn to_move(&self) -> Player {
        if self.moves.len() & 1 == 0 {
            Player::Red
        } else {
            Player::Yellow
        }
    }

    /// Whose disc is in `row` of `column` (both from 0), if any.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert_eq!(Game::new().cell(0, 0), None);
    /// ```
    pub fn cell(&self, row: u32, column: u32) -> Option<Player> {
        let bit = STRIDE * column + row;
        [Player::Red, Player::Yellow]
            .into_iter()
            .find(|&p| self.boards[p.index()] >> bit & 1 == 1)
    }

    /// Whether `column` has room: its next free bit is not in the sentinel row.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert!(Game::new().is_open(3));
    /// ```
    pub fn is_open(&self, column: u32) -> bool {
        SENTINEL_ROW & (1 << self.next_bits[column as usize]) == 0
    }
    // ANCHOR_END: turn_and_room

    // ANCHOR: end_of_game
    /// The player with four in a row, if one has.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert_eq!(Game::new().winner(), None);
    /// ```
    pub fn winner(&self) -> Option<Player> {
        [Player::Red, Player::Yellow]
            .into_iter()
            .find(|&p| has_four(self.boards[p.index()]))
    }

    /// The columns the player to move may play: none once the game is won.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert_eq!(Game::new().legal_columns().len(), 7);
    /// ```
    pub fn legal_columns(&self) -> Vec<u32> {
        if self.winner().is_some() {
            return Vec::new();
        }
        (0..WIDTH).filter(|&c| self.is_open(c)).collect()
    }
    // ANCHOR_END: end_of_game

    // ANCHOR: make_move
    /// Drops a disc of the player to move into `column` (from 0): one XOR
    /// with the column's next free bit, which then moves up.
    ///
    /// ```
    /// use ch03_connect_four::game::{Game, Player};
    /// let mut game = Game::new();
    /// game.make_move(3)?;
    /// assert_eq!(game.board(Player::Red), 1 << 21);
    /// # Ok::<(), ch03_connect_four::game::MoveError>(())
    /// ```
    pub fn make_move(&mut self, column: u32) -> Result<(), MoveError> {
        if column >= WIDTH {
            return Err(MoveError::NoSuchColumn(column));
        }
        if self.winner().is_some() {
            return Err(MoveError::GameOver);
        }
        if !self.is_open(column) {
            return Err(MoveError::ColumnFull(column));
        }
        self.drop_disc(column);
        Ok(())
    }

    /// Drops a disc into `column` without a check: the caller knows that
    /// the column has room and that nobody has won.
    ///
    /// ```
    /// use ch03_connect_four::game::{Game, Player};
    /// let mut game = Game::new();
    /// game.drop_disc(0);
    /// game.drop_disc(0);
    /// assert_eq!(game.board(Player::Yellow), 1 << 1);
    /// ```
    pub fn drop_disc(&mut self, column: u32) {
        let player = self.to_move().index();
        let next_bit = &mut self.next_bits[column as usize];
        self.boards[player] ^= 1 << *next_bit;
        *next_bit += 1;
        self.moves.push(column);
    }
    // ANCHOR_END: make_move

    // ANCHOR: undo
    /// Takes back the last move, with the same XOR, and returns its column.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// let mut game = Game::new();
    /// game.make_move(3)?;
    /// assert_eq!(game.undo(), Some(3));
    /// assert_eq!(game, Game::new());
    /// # Ok::<(), ch03_connect_four::game::MoveError>(())
    /// ```
    pub fn undo(&mut self) -> Option<u32> {
        let column = self.moves.pop()?;
        let player = self.to_move().index();
        let next_bit = &mut self.next_bits[column as usize];
        *next_bit -= 1;
        self.boards[player] ^= 1 << *next_bit;
        Some(column)
    }
    // ANCHOR_END: undo

    // ANCHOR: play
    /// Plays `columns` (from 0) in turn from the empty board. The first move
    /// that cannot be made is the error, with its number (from 1).
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// let game = Game::play(&[3, 3, 4])?;
    /// assert_eq!(game.moves(), [3, 3, 4]);
    /// # Ok::<(), ch03_connect_four::game::PlayError>(())
    /// ```
    pub fn play(columns: &[u32]) -> Result<Game, PlayError> {
        let mut game = Game::new();
        for (index, &column) in columns.iter().enumerate() {
            game.make_move(column).map_err(|error| PlayError {
                number: index + 1,
                column,
                error,
            })?;
        }
        Ok(game)
    }
    // ANCHOR_END: play

    /// Whether all 42 cells are taken.
    ///
    /// ```
    /// use ch03_connect_four::game::Game;
    /// assert!(!Game::new().is_full());
    /// ```
    pub fn is_full(&self) -> bool {
        self.moves.len() == (WIDTH * HEIGHT) as usize
    }
}

/// A move of a list that could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// Which move of the list, from 1.
    pub number: usize,
    /// Its column, from 0.
    pub column: u32,
    /// Why it could not be made.
    pub error: MoveError,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (number, column) = (self.number, self.column + 1);
        write!(f, "move {number} ({column}): {}", self.error)
    }
}

impl std::error::Error for PlayError {}
