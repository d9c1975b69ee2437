//! The same rules on a plain 2-D array, to compare with the bitboards.

use crate::game::{MoveError, Player};
use crate::layout::{HEIGHT, WIDTH};

const W: usize = WIDTH as usize;
const H: usize = HEIGHT as usize;

/// A board as a 2-D array, `cells[column][row]`, with each column's height.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArrayBoard {
    cells: [[Option<Player>; H]; W],
    heights: [usize; W],
    moves: Vec<usize>,
}

/// The four directions of a line, as (column, row) steps.
const LINES: [(isize, isize); 4] = [(0, 1), (1, 0), (1, -1), (1, 1)];

impl ArrayBoard {
    /// An empty board.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// assert_eq!(ArrayBoard::new().cell(0, 0), None);
    /// ```
    pub fn new() -> ArrayBoard {
        ArrayBoard::default()
    }

    /// Whose disc is in `row` of `column`, if any.
    ///
    /// ```
    /// use ch03_connect_four::{array::ArrayBoard, game::Player};
    /// let mut board = ArrayBoard::new();
    /// board.drop_disc(2);
    /// assert_eq!(board.cell(0, 2), Some(Player::Red));
    /// ```
    pub fn cell(&self, row: usize, column: usize) -> Option<Player> {
        self.cells[column][row]
    }

    /// The player to move: red after an even number of moves.
    ///
    /// ```
    /// use ch03_connect_four::{array::ArrayBoard, game::Player};
    /// assert_eq!(ArrayBoard::new().to_move(), Player::Red);
    /// ```
    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            Player::Red
        } else {
            Player::Yellow
        }
    }

    /// Whether `column` has room.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// assert!(ArrayBoard::new().is_open(6));
    /// ```
    pub fn is_open(&self, column: usize) -> bool {
        self.heights[column] < H
    }

    /// Drops a disc into `column` without a check.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// let mut board = ArrayBoard::new();
    /// board.drop_disc(2);
    /// assert!(board.cell(0, 2).is_some());
    /// ```
    pub fn drop_disc(&mut self, column: usize) {
        let player = self.to_move();
        self.cells[column][self.heights[column]] = Some(player);
        self.heights[column] += 1;
        self.moves.push(column);
    }

    /// Plays `column` after checking it, as `Game::make_move` does.
    ///
    /// ```
    /// use ch03_connect_four::{array::ArrayBoard, game::MoveError};
    /// let mut board = ArrayBoard::new();
    /// assert_eq!(board.make_move(7), Err(MoveError::NoSuchColumn(7)));
    /// ```
    pub fn make_move(&mut self, column: usize) -> Result<(), MoveError> {
        if column >= W {
            return Err(MoveError::NoSuchColumn(column as u32));
        }
        if self.winner().is_some() {
            return Err(MoveError::GameOver);
        }
        if !self.is_open(column) {
            return Err(MoveError::ColumnFull(column as u32));
        }
        self.drop_disc(column);
        Ok(())
    }

    /// Takes back the last move.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// let mut board = ArrayBoard::new();
    /// board.drop_disc(2);
    /// board.undo();
    /// assert_eq!(board, ArrayBoard::new());
    /// ```
    pub fn undo(&mut self) {
        if let Some(column) = self.moves.pop() {
            self.heights[column] -= 1;
            self.cells[column][self.heights[column]] = None;
        }
    }

    // ANCHOR: has_four
    /// Whether `player` has four in a row: every cell, every direction.
    ///
    /// ```
    /// use ch03_connect_four::{array::ArrayBoard, game::Player};
    /// assert!(!ArrayBoard::new().has_four(Player::Red));
    /// ```
    pub fn has_four(&self, player: Player) -> bool {
        let mine = |c: isize, r: isize| {
            (0..W as isize).contains(&c)
                && (0..H as isize).contains(&r)
                && self.cells[c as usize][r as usize] == Some(player)
        };
        (0..W as isize).any(|c| {
            (0..H as isize).any(|r| {
                LINES.iter().any(|&(dc, dr)| {
                    (0..4).all(|i| mine(c + i * dc, r + i * dr))
                })
            })
        })
    }
    // ANCHOR_END: has_four

    // ANCHOR: last_move_won
    /// Whether the last disc dropped made four in a row: count the same
    /// colour both ways from it along each line.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// assert!(!ArrayBoard::new().last_move_won());
    /// ```
    pub fn last_move_won(&self) -> bool {
        let Some(&column) = self.moves.last() else {
            return false;
        };
        let (c, r) = (column as isize, self.heights[column] as isize - 1);
        let player = self.cells[column][r as usize];
        let same = |c: isize, r: isize| {
            (0..W as isize).contains(&c)
                && (0..H as isize).contains(&r)
                && self.cells[c as usize][r as usize] == player
        };
        LINES.iter().any(|&(dc, dr)| {
            let run = |sign: isize| {
                (1..4)
                    .take_while(|&i| same(c + sign * i * dc, r + sign * i * dr))
                    .count()
            };
            1 + run(1) + run(-1) >= 4
        })
    }
    // ANCHOR_END: last_move_won

    /// The player with four in a row, if one has.
    ///
    /// ```
    /// use ch03_connect_four::array::ArrayBoard;
    /// assert_eq!(ArrayBoard::new().winner(), None);
    /// ```
    pub fn winner(&self) -> Option<Player> {
        [Player::Red, Player::Yellow]
            .into_iter()
            .find(|&p| self.has_four(p))
    }
}

/// The number of move sequences of `depth` moves from `board`, where a
/// move that wins ends its line of play.
///
/// ```
/// use ch03_connect_four::array::{perft_array, ArrayBoard};
/// assert_eq!(perft_array(&mut ArrayBoard::new(), 2), 49);
/// ```
pub fn perft_array(board: &mut ArrayBoard, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if board.winner().is_some() {
        return 0;
    }
    count(board, depth)
}

/// `perft_array` below a position that nobody has won.
fn count(board: &mut ArrayBoard, depth: u32) -> u64 {
    let mut total = 0;
    for column in 0..W {
        if board.is_open(column) {
            board.drop_disc(column);
            total += if depth == 1 {
                1
            } else if board.last_move_won() {
                0
            } else {
                count(board, depth - 1)
            };
            board.undo();
        }
    }
    total
}
