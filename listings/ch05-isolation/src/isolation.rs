//! The game as an immutable value: a port of the original Python module's API.
//!
//! Two players each have one knight. A player's first move puts the knight on any
//! open cell; every later move is a knight's jump to an open cell. Each cell a knight
//! lands on is blocked for good. A player who cannot move loses.
//!
//! The names and the numbers are the original's: an action is an `i32` (a cell
//! index for an opening move, a knight offset after it), `actions` lists them in the
//! original's order, and `utility` is ±∞ once the game is decided. One rule is
//! fixed: a player whose only open neighbour is cell 0 still has a move.
//!
//! The players are player 1, who moves first, and player 2. Like the original,
//! the methods index them 0 and 1: `player()`, `locs()[p]`, `has_liberties(p)`
//! and `utility(p)` take or return 0 for player 1 and 1 for player 2.

use crate::action::{knight_jumps, Action};
use crate::board::{is_cell, shift, Board, BLANK_BOARD, SIZE};
use std::fmt;

/// Why `result` refused an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// The action asked for.
    pub action: i64,
    /// The ply it would have made: the state's ply count plus one.
    pub ply: u32,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (action, ply) = (self.action, self.ply);
        write!(f, "illegal action {action} at ply {ply}: {}", self.reason)
    }
}

impl std::error::Error for IllegalAction {}

// ANCHOR: state
/// A position: the open cells, the number of plies played, and where the two
/// knights are (`None` before a player's first move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Isolation {
    board: Board,
    ply_count: u32,
    locs: [Option<u32>; 2],
}
// ANCHOR_END: state

impl fmt::Display for Isolation {
    /// The original's `repr`: `Isolation(board=…, ply_count=…, locs=(…, …))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loc = |loc: Option<u32>| {
            loc.map_or("None".to_string(), |l| l.to_string())
        };
        write!(
            f,
            "Isolation(board={}, ply_count={}, locs=({}, {}))",
            self.board,
            self.ply_count,
            loc(self.locs[0]),
            loc(self.locs[1])
        )
    }
}

impl Default for Isolation {
    fn default() -> Isolation {
        Isolation::new()
    }
}

impl Isolation {
    /// The blank board, no knight placed, player 1 to move.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// let state = Isolation::new();
    /// assert_eq!(state.board(), 41523161203939122082683632224299007);
    /// assert_eq!(state.locs(), [None, None]);
    /// ```
    pub fn new() -> Isolation {
        Isolation {
            board: BLANK_BOARD,
            ply_count: 0,
            locs: [None, None],
        }
    }

    /// A position given by its parts, as the original's constructor takes
    /// them; a knight must stand on a blocked cell of the board.
    ///
    /// ```
    /// use ch05_isolation::{board::BLANK_BOARD, isolation::Isolation};
    /// let board = BLANK_BOARD ^ (1 << 57);
    /// assert!(Isolation::from_parts(board, 1, [Some(57), None]).is_ok());
    /// assert!(Isolation::from_parts(board, 1, [Some(58), None]).is_err());
    /// ```
    pub fn from_parts(
        board: Board,
        ply_count: u32,
        locs: [Option<u32>; 2],
    ) -> Result<Isolation, String> {
        if board & !BLANK_BOARD != 0 {
            return Err("the board has border bits or bits past 114 set".into());
        }
        for loc in locs.into_iter().flatten() {
            if !is_cell(i64::from(loc)) || board >> loc & 1 == 1 {
                return Err(format!(
                    "a knight on {loc} must be on a blocked cell"
                ));
            }
        }
        Ok(Isolation {
            board,
            ply_count,
            locs,
        })
    }

    /// The open cells, one bit each.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert_eq!(Isolation::new().board().count_ones(), 99);
    /// ```
    pub fn board(&self) -> Board {
        self.board
    }

    /// The number of plies played so far (one move of one player each).
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert_eq!(Isolation::new().result(57)?.ply_count(), 1);
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn ply_count(&self) -> u32 {
        self.ply_count
    }

    /// Where the two knights stand, player 1's first, `None` for one not
    /// yet placed.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// let state = Isolation::new().result(57)?.result(0)?;
    /// assert_eq!(state.locs(), [Some(57), Some(0)]);
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn locs(&self) -> [Option<u32>; 2] {
        self.locs
    }

    /// The index of the player to move, `ply_count mod 2`: `0` for player 1,
    /// `1` for player 2.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert_eq!(Isolation::new().player(), 0); // player 1 moves first
    /// assert_eq!(Isolation::new().result(57)?.player(), 1); // then player 2
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn player(&self) -> usize {
        (self.ply_count % 2) as usize
    }

    // ANCHOR: liberty_mask
    /// The open cells a knight on `loc` can jump to, as a board:
    /// `knight_jumps(1 << loc) & board`; with no knight, every open cell.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert_eq!(Isolation::new().liberty_mask(Some(57)).count_ones(), 8);
    /// ```
    pub fn liberty_mask(&self, loc: Option<u32>) -> Board {
        match loc {
            None => self.board,
            Some(loc) => knight_jumps(1 << loc) & self.board,
        }
    }
    // ANCHOR_END: liberty_mask

    // ANCHOR: liberties
    /// The open cells in a knight's reach, in the original's order: the
    /// jumps in `Action` order, or every open cell, lowest first, for `None`.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// let liberties = Isolation::new().liberties(Some(57));
    /// assert_eq!(liberties, [82, 68, 42, 30, 32, 46, 72, 84]);
    /// ```
    pub fn liberties(&self, loc: Option<u32>) -> Vec<u32> {
        let mut open = self.liberty_mask(loc);
        match loc {
            None => {
                let mut cells = Vec::new();
                while open != 0 {
                    cells.push(open.trailing_zeros());
                    open &= open - 1;
                }
                cells
            }
            Some(loc) => Action::ALL
                .into_iter()
                .filter(|action| shift(1 << loc, action.offset()) & open != 0)
                .map(|action| (loc as i32 + action.offset()) as u32)
                .collect(),
        }
    }
    // ANCHOR_END: liberties

    // ANCHOR: actions
    /// The legal actions: any open cell for a player's first move, and after
    /// it the offsets of the knight's jumps to open cells, in `Action` order.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// let state = Isolation::new().result(57)?.result(0)?;
    /// assert_eq!(state.actions(), [25, 11, -15, -27, -25, -11, 15, 27]);
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn actions(&self) -> Vec<i32> {
        match self.locs[self.player()] {
            None => {
                self.liberties(None).into_iter().map(|c| c as i32).collect()
            }
            Some(loc) => self
                .liberties(Some(loc))
                .into_iter()
                .map(|c| c as i32 - loc as i32)
                .collect(),
        }
    }
    // ANCHOR_END: actions

    // ANCHOR: result
    /// The position after the player to move plays `action`: the knight lands
    /// on its cell, which is blocked with one XOR. Anything not in `actions()`
    /// is an error.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// let state = Isolation::new().result(57)?.result(0)?;
    /// assert_eq!(state.board(), 41523161203939121938568444148443134);
    /// assert!(state.result(13).is_err()); // not a knight's move
    /// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
    /// ```
    pub fn result(&self, action: i64) -> Result<Isolation, IllegalAction> {
        let target = self.target(action)?;
        Ok(self.move_to(target))
    }

    /// The move itself, for a cell known to be legal (one of the liberty
    /// mask's): the knight goes to `cell`, whose bit the XOR turns off.
    pub(crate) fn move_to(&self, cell: u32) -> Isolation {
        let open = self.liberty_mask(self.locs[self.player()]);
        debug_assert!(open >> cell & 1 == 1, "cell {cell} is not a liberty");
        let mut locs = self.locs;
        locs[self.player()] = Some(cell);
        Isolation {
            board: self.board ^ (1 << cell),
            ply_count: self.ply_count + 1,
            locs,
        }
    }
    // ANCHOR_END: result

    /// The cell an action leads to, or why it is not legal.
    fn target(&self, action: i64) -> Result<u32, IllegalAction> {
        let illegal = |reason: String| IllegalAction {
            action,
            ply: self.ply_count + 1,
            reason,
        };
        let cell = match self.locs[self.player()] {
            None => action,
            Some(loc) => {
                let is_jump = i32::try_from(action)
                    .ok()
                    .and_then(Action::from_offset)
                    .is_some();
                if !is_jump {
                    return Err(illegal(
                        "not one of the 8 knight's moves".into(),
                    ));
                }
                i64::from(loc) + action
            }
        };
        if !is_cell(cell) {
            let within = (0..i64::from(SIZE)).contains(&cell);
            return Err(illegal(if within {
                format!("bit {cell} is a border bit, not a cell")
            } else {
                format!("bit {cell} is off the board")
            }));
        }
        if self.board >> cell & 1 == 0 {
            return Err(illegal(format!("cell {cell} is blocked")));
        }
        Ok(cell as u32)
    }

    // ANCHOR: has_liberties
    /// Whether the player of index `player` (0 for player 1, 1 for player 2)
    /// has a move: a liberty mask that is not empty. (The original asks
    /// whether its list of liberties has a nonzero entry.)
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert!(Isolation::new().has_liberties(0));
    /// ```
    pub fn has_liberties(&self, player: usize) -> bool {
        self.liberty_mask(self.locs[player]) != 0
    }
    // ANCHOR_END: has_liberties

    // ANCHOR: has_liberties_as_the_original
    /// The original's test, `any(liberties)`: Python counts the cell index 0
    /// as false, so a player whose only liberty is cell 0 seems stuck.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert!(Isolation::new().has_liberties_as_the_original(0));
    /// ```
    pub fn has_liberties_as_the_original(&self, player: usize) -> bool {
        self.liberties(self.locs[player])
            .iter()
            .any(|&cell| cell != 0)
    }
    // ANCHOR_END: has_liberties_as_the_original

    // ANCHOR: who_has_lost
    /// Whether the game is over: as in the original, as soon as either
    /// player has no move left.
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert!(!Isolation::new().terminal_test());
    /// ```
    pub fn terminal_test(&self) -> bool {
        !(self.has_liberties(0) && self.has_liberties(1))
    }

    /// The value of the position for the player of index `player` (0 for
    /// player 1, 1 for player 2): `+∞` if the game is over and they won, `−∞`
    /// if they lost, and 0 while it goes on. The player to move wins when they
    /// still have a move (then their opponent has none).
    ///
    /// ```
    /// use ch05_isolation::isolation::Isolation;
    /// assert_eq!(Isolation::new().utility(0), 0.0);
    /// ```
    pub fn utility(&self, player: usize) -> f64 {
        if !self.terminal_test() {
            return 0.0;
        }
        let to_move = self.player();
        let mover_wins = self.has_liberties(to_move);
        if mover_wins == (player == to_move) {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        }
    }
    // ANCHOR_END: who_has_lost
}
