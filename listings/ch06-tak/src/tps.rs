//! Positions as text in the Tak Positional System (TPS), read and written:
//! `x5/x2,2S,x2/x2,121,x2/x5/x5 1 4`.

use crate::geometry::{check_size, GeometryError};
use crate::position::{Color, Position};
use std::fmt;

/// What is wrong with a position given in TPS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TpsError {
    /// Not the three fields: a board, a player and a move number.
    Fields,
    /// A number of ranks that is not a size Tak is played on.
    Size(GeometryError),
    /// A run of empty squares whose count is not a number, such as `xa`.
    EmptyRun(String),
    /// A rank (counted from 1) with a stack past its last square.
    RankTooLong(usize),
    /// A rank with more or fewer squares than the board's size.
    RankLength {
        /// The rank, counted from 1.
        rank: usize,
        /// How many squares it has.
        squares: usize,
        /// How many it should have.
        size: usize,
    },
    /// A stack that is not colours `1` and `2` with an optional `S` or `C`.
    Stack(String),
    /// More stones or capstones of a colour than its reserve holds.
    TooManyStones,
    /// A player to move other than 1 or 2.
    Player(String),
    /// A move number that is not a whole number from 1 to 32,768.
    MoveNumber(String),
}

/// A value as a message quotes it, in backticks: whole if it has at most 40
/// characters, else its first 40, then `…` and how long it is, so that a long
/// bad value is named briefly and never repeated whole.
fn quote(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((end, _)) => {
            format!("`{}…` ({} characters)", &text[..end], text.chars().count())
        }
        None => format!("`{text}`"),
    }
}

impl fmt::Display for TpsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TpsError::Fields => write!(
                f,
                "expected three fields, a board, a player and a move number, \
                 separated by spaces"
            ),
            TpsError::Size(GeometryError::BadSize(ranks)) => write!(
                f,
                "the board has {ranks} {} (separated by `/`): Tak is played \
                 on 3×3 to 8×8",
                if *ranks == 1 { "rank" } else { "ranks" }
            ),
            TpsError::Size(error) => error.fmt(f),
            TpsError::EmptyRun(token) => {
                write!(f, "{} is not a run of empty squares", quote(token))
            }
            TpsError::RankTooLong(rank) => write!(f, "rank {rank} is too long"),
            TpsError::RankLength {
                rank,
                squares,
                size,
            } => write!(f, "rank {rank} has {squares} squares, not {size}"),
            TpsError::Stack(text) => {
                write!(f, "{} is not a stack", quote(text))
            }
            TpsError::TooManyStones => {
                write!(f, "more stones than a player has")
            }
            TpsError::Player(text) => {
                write!(f, "the player to move is 1 or 2, not {}", quote(text))
            }
            TpsError::MoveNumber(text) => write!(
                f,
                "the move number is a number from 1 to 32768, not {}",
                quote(text)
            ),
        }
    }
}

impl std::error::Error for TpsError {}

impl From<GeometryError> for TpsError {
    fn from(error: GeometryError) -> TpsError {
        TpsError::Size(error)
    }
}

impl Position {
    // ANCHOR: tps
    /// The position in Tak Positional System notation: the ranks from the
    /// top, squares separated by commas (`x3` for three empty squares, a stack
    /// as its colours from the bottom, `S` or `C` for the top stone), then the
    /// player to move (1 or 2) and the move number.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(3)?.to_tps(), "x3/x3/x3 1 1");
    /// # Ok::<(), ch06_tak::tps::TpsError>(())
    /// ```
    pub fn to_tps(&self) -> String {
        let size = self.size();
        let mut ranks = Vec::new();
        for rank in (0..size).rev() {
            let mut squares: Vec<String> = Vec::new();
            let mut empties = 0;
            for file in 0..size {
                let sq = rank * size + file;
                if self.stack(sq).1 == 0 {
                    empties += 1;
                    continue;
                }
                if empties > 0 {
                    squares.push(empty_run(empties));
                    empties = 0;
                }
                squares.push(self.stack_text(sq));
            }
            if empties > 0 {
                squares.push(empty_run(empties));
            }
            ranks.push(squares.join(","));
        }
        let player = self.to_move().index() + 1;
        format!("{} {player} {}", ranks.join("/"), self.ply() / 2 + 1)
    }
    // ANCHOR_END: tps

    /// A stack as TPS writes it: its colours from the bottom (`1` White, `2`
    /// Black), then `S` or `C` if a wall or capstone is on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// let p = Position::from_tps("x2,12S/x3/x3 1 3")?;
    /// assert_eq!(p.stack_text(8), "12S");
    /// # Ok::<(), ch06_tak::tps::TpsError>(())
    /// ```
    pub fn stack_text(&self, sq: usize) -> String {
        let (stones, height) = self.stack(sq);
        let mut text: String = (0..height)
            .rev()
            .map(|i| if stones >> i & 1 == 1 { '2' } else { '1' })
            .collect();
        if self.walls() >> sq & 1 == 1 {
            text.push('S');
        } else if self.caps() >> sq & 1 == 1 {
            text.push('C');
        }
        text
    }

    /// A position from TPS, with its reserves worked out from the stones on
    /// the board and its outcome from the last move's player.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// let p = Position::from_tps("x5/x5/x5/x5/x5 1 1")?;
    /// assert_eq!(p, Position::new(5)?);
    /// assert!(Position::from_tps("x5/x5 1 1").is_err()); // two ranks of five
    /// # Ok::<(), ch06_tak::tps::TpsError>(())
    /// ```
    pub fn from_tps(tps: &str) -> Result<Position, TpsError> {
        let fields: Vec<&str> = tps.split_whitespace().collect();
        let [board, player, number] = fields[..] else {
            return Err(TpsError::Fields);
        };
        let ranks: Vec<&str> = board.split('/').collect();
        let size = check_size(ranks.len())?;
        let mut position = Position::new(size)?;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = size - 1 - i;
            let mut file: usize = 0;
            for token in rank_text.split(',') {
                if let Some(count) = token.strip_prefix('x') {
                    let count: usize = if count.is_empty() {
                        1
                    } else {
                        count
                            .parse()
                            .map_err(|_| TpsError::EmptyRun(token.into()))?
                    };
                    file = file.saturating_add(count);
                    continue;
                }
                if file >= size {
                    return Err(TpsError::RankTooLong(rank + 1));
                }
                position.put_stack(rank * size + file, token)?;
                file += 1;
            }
            if file != size {
                return Err(TpsError::RankLength {
                    rank: rank + 1,
                    squares: file,
                    size,
                });
            }
        }
        let to_move = match player {
            "1" => Color::White,
            "2" => Color::Black,
            _ => return Err(TpsError::Player(player.into())),
        };
        // Plies are counted in a `u16`: move numbers from 1 to 32,768 fit.
        let ply = number
            .parse::<u16>()
            .ok()
            .filter(|&n| n >= 1)
            .and_then(|n| (n - 1).checked_mul(2))
            .and_then(|p| p.checked_add(to_move.index() as u16))
            .ok_or_else(|| TpsError::MoveNumber(number.into()))?;
        position.set_turn(to_move, ply);
        Ok(position)
    }

    /// Sets up one stack from its TPS text, taking its stones from the reserves.
    fn put_stack(&mut self, sq: usize, text: &str) -> Result<(), TpsError> {
        let (colours, top) = match text.strip_suffix(['S', 'C']) {
            Some(colours) => (colours, text.chars().last()),
            None => (text, None),
        };
        if colours.is_empty() || !colours.chars().all(|c| c == '1' || c == '2')
        {
            return Err(TpsError::Stack(text.into()));
        }
        let count = colours.len();
        for (i, c) in colours.chars().enumerate() {
            let colour = usize::from(c == '2');
            let is_cap = top == Some('C') && i + 1 == count;
            if !self.take_from_reserve(colour, is_cap) {
                return Err(TpsError::TooManyStones);
            }
            self.push_stone(sq, colour);
        }
        match top {
            Some('S') => self.set_top(sq, 0, true),
            Some('C') => self.set_top(sq, 1, true),
            _ => {}
        }
        self.update_control(sq);
        Ok(())
    }
}

/// `x` for one empty square, `xN` for N.
fn empty_run(count: usize) -> String {
    if count == 1 {
        "x".to_string()
    } else {
        format!("x{count}")
    }
}
