//! Tic-tac-toe with bitboards, in the shape the source sketches: the player to
//! move, all the tiles, and the tiles of the player to move.
//!
//! The other player's tiles are never stored: they are `board ^ position`, the tiles
//! that are on the board but not the mover's. After a move the roles swap, so the new
//! `position` is exactly that XOR.

use crate::cells::{Bitboard, BoardError, Grid};
use crate::print::render;
use std::fmt;

/// The tic-tac-toe board: 3 × 3 cells, bits 0 to 8.
pub const GRID: Grid = Grid::TIC_TAC_TOE;

/// Every cell of the board: the nine low bits.
pub const FULL: Bitboard = 0b111_111_111;

// ANCHOR: winning_lines
/// The eight winning lines: three rows, three columns and two diagonals.
pub const LINES: [Bitboard; 8] = [
    0b000_000_111, // row 0
    0b000_111_000, // row 1
    0b111_000_000, // row 2
    0b001_001_001, // column 0
    0b010_010_010, // column 1
    0b100_100_100, // column 2
    0b100_010_001, // diagonal from (0, 0)
    0b001_010_100, // diagonal from (2, 0)
];

/// Whether `tiles` hold a whole line: `tiles & line == line` for some line.
///
/// ```
/// use ch02_neighbours::tictactoe::has_line;
/// assert!(has_line(0b000_111_001)); // row 1 and one more
/// assert!(!has_line(0b000_011_011));
/// ```
pub fn has_line(tiles: Bitboard) -> bool {
    LINES.into_iter().any(|line| tiles & line == line)
}
// ANCHOR_END: winning_lines

/// One of the two players; X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Player {
    /// The other player.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::Player;
    /// assert_eq!(Player::X.other(), Player::O);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::X => "X",
            Player::O => "O",
        })
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The coordinates are not on the board.
    OffBoard(BoardError),
    /// The cell (x, y) already holds a tile.
    Occupied {
        /// Its column.
        x: u32,
        /// Its row.
        y: u32,
    },
    /// The game is over: someone has a line, or the board is full.
    GameOver,
    /// The bitboard given as a move has more or fewer than one bit set.
    NotACell,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::OffBoard(error) => write!(f, "{error}"),
            PlayError::Occupied { x, y } => {
                write!(f, "cell (x={x}, y={y}) is taken")
            }
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::NotACell => {
                f.write_str("a move is one cell: one bit set")
            }
        }
    }
}

impl std::error::Error for PlayError {}

// ANCHOR: state
/// A position: who is to move, every tile on the board, and the tiles of the
/// player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    player: Player,
    board: Bitboard,
    position: Bitboard,
}
// ANCHOR_END: state

impl Default for State {
    fn default() -> State {
        State::new()
    }
}

impl State {
    /// The empty board, X to move.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::{Player, State};
    /// assert_eq!(State::new().player(), Player::X);
    /// ```
    pub fn new() -> State {
        State {
            player: Player::X,
            board: 0,
            position: 0,
        }
    }

    /// The player to move.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::{Player, State};
    /// assert_eq!(State::new().play_at(1, 1)?.player(), Player::O);
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn player(&self) -> Player {
        self.player
    }

    /// Every tile on the board, both players'.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert_eq!(State::new().play_at(1, 1)?.board(), 1 << 4);
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn board(&self) -> Bitboard {
        self.board
    }

    // ANCHOR: tiles
    /// The tiles of `player`: `position` for the player to move, and
    /// `board ^ position` for the other.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::{Player, State};
    /// let state = State::new().play_at(1, 1)?.play_at(0, 0)?;
    /// assert_eq!(state.tiles(Player::X), 1 << 4);
    /// assert_eq!(state.tiles(Player::O), 1 << 0);
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn tiles(&self, player: Player) -> Bitboard {
        if player == self.player {
            self.position
        } else {
            self.board ^ self.position
        }
    }
    // ANCHOR_END: tiles

    // ANCHOR: winner
    /// The player with three in a row, if any. Only the player who moved last
    /// can have one, so only their tiles are tested.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::{Player, State};
    /// let mut state = State::new();
    /// for (x, y) in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)] {
    ///     state = state.play_at(x, y)?;
    /// }
    /// assert_eq!(state.winner(), Some(Player::X));
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn winner(&self) -> Option<Player> {
        let last_mover = self.player.other();
        has_line(self.tiles(last_mover)).then_some(last_mover)
    }
    // ANCHOR_END: winner

    /// Whether the game has ended: a line is complete or the board is full.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert!(!State::new().is_over());
    /// ```
    pub fn is_over(&self) -> bool {
        self.board == FULL || self.winner().is_some()
    }

    // ANCHOR: legal_moves
    /// The cells the player to move may take: `!board & FULL`, or none once
    /// the game is over.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert_eq!(State::new().legal_moves(), 0b111_111_111);
    /// assert_eq!(State::new().play_at(0, 0)?.legal_moves(), 0b111_111_110);
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn legal_moves(&self) -> Bitboard {
        if self.is_over() {
            0
        } else {
            !self.board & FULL
        }
    }
    // ANCHOR_END: legal_moves

    // ANCHOR: play
    /// Puts a tile of the player to move on the one-hot `cell`, after checking
    /// that it is empty; the result has the other player to move.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::{PlayError, State};
    /// let state = State::new().play(1 << 4)?;
    /// assert_eq!(state.play(1 << 4), Err(PlayError::Occupied { x: 1, y: 1 }));
    /// # Ok::<(), PlayError>(())
    /// ```
    pub fn play(&self, cell: Bitboard) -> Result<State, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if cell.count_ones() != 1 {
            return Err(PlayError::NotACell);
        }
        if cell & FULL == 0 {
            let bitpos = cell.trailing_zeros();
            let error = BoardError::NoSuchBit { bitpos, grid: GRID };
            return Err(PlayError::OffBoard(error));
        }
        if self.board & cell != 0 {
            let (x, y) = GRID
                .coordinates(cell.trailing_zeros())
                .expect("on the board");
            return Err(PlayError::Occupied { x, y });
        }
        Ok(self.after(cell))
    }
    // ANCHOR_END: play

    /// Plays the cell (x, y): `play(1 << (3y + x))`, with errors for a
    /// coordinate off the board.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert!(State::new().play_at(3, 0).is_err());
    /// ```
    pub fn play_at(&self, x: u32, y: u32) -> Result<State, PlayError> {
        let cell = GRID.cell(x, y).map_err(PlayError::OffBoard)?;
        self.play(cell)
    }

    // ANCHOR: after
    /// The position after the player to move takes the empty `cell`: the
    /// opponent's tiles, `board ^ position`, become the new `position`.
    fn after(&self, cell: Bitboard) -> State {
        State {
            player: self.player.other(),
            board: self.board | cell,
            position: self.board ^ self.position,
        }
    }
    // ANCHOR_END: after

    /// Every legal move with the position it leads to, lowest cell first.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert_eq!(State::new().children().count(), 9);
    /// ```
    pub fn children(&self) -> impl Iterator<Item = (u32, State)> + '_ {
        let mut moves = self.legal_moves();
        std::iter::from_fn(move || {
            (moves != 0).then(|| {
                let bitpos = moves.trailing_zeros();
                moves &= moves - 1;
                (bitpos, self.after(1 << bitpos))
            })
        })
    }

    /// A number that identifies the position: `position` in bits 9 to 17 and
    /// `board` in bits 0 to 8 (the player to move follows from the tile count).
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// assert_eq!(State::new().key(), 0);
    /// ```
    pub fn key(&self) -> u32 {
        ((self.position << 9) | self.board) as u32
    }

    /// The board with `X`, `O` and `.`, and coordinates along the edges.
    ///
    /// ```
    /// use ch02_neighbours::tictactoe::State;
    /// let text = State::new().play_at(1, 1)?.picture();
    /// assert!(text.contains("1 | . X . |"));
    /// # Ok::<(), ch02_neighbours::tictactoe::PlayError>(())
    /// ```
    pub fn picture(&self) -> String {
        picture_xo(self.tiles(Player::X), self.tiles(Player::O))
    }
}

/// A board drawn from X's tiles and O's tiles, `.` where neither is.
///
/// ```
/// use ch02_neighbours::tictactoe::picture_xo;
/// assert!(picture_xo(0b001, 0b100).contains("0 | X . O |"));
/// ```
pub fn picture_xo(x: Bitboard, o: Bitboard) -> String {
    render(GRID, 1, |bitpos| {
        let cell = 1 << bitpos;
        let mark = if x & cell != 0 {
            "X"
        } else if o & cell != 0 {
            "O"
        } else {
            "."
        };
        mark.to_string()
    })
}
