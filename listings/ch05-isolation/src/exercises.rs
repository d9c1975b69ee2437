//! The worked solutions of chapter 5's exercises.

use crate::action::{knight_jumps, Action};
use crate::board::{shift, Board};
use crate::isolation::Isolation;
use crate::random::{random_action, Rng};
use std::collections::HashMap;

// ANCHOR: contested
/// The open cells that both players could move to next, one `knight_jumps`
/// per knight and two ANDs; a knight not yet placed can reach any open cell.
///
/// ```
/// use ch05_isolation::{exercises::contested, isolation::Isolation};
/// let state = Isolation::new().result(57)?.result(31)?;
/// assert_eq!(contested(&state), 1 << 42 | 1 << 46);
/// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
/// ```
pub fn contested(state: &Isolation) -> Board {
    let reach =
        |loc: Option<u32>| loc.map_or(Board::MAX, |l| knight_jumps(1 << l));
    let [first, second] = state.locs();
    reach(first) & reach(second) & state.board()
}
// ANCHOR_END: contested

// ANCHOR: knight_moves
/// The number of knight moves between open cells of `open`, one shift per
/// jump: `Σ popcount(shift(open, o) & open)` over the eight offsets `o`.
///
/// ```
/// use ch05_isolation::{board::BLANK_BOARD, exercises::knight_moves};
/// assert_eq!(knight_moves(BLANK_BOARD), 568);
/// ```
pub fn knight_moves(open: Board) -> u32 {
    Action::ALL
        .into_iter()
        .map(|action| (shift(open, action.offset()) & open).count_ones())
        .sum()
}
// ANCHOR_END: knight_moves

// ANCHOR: perft
/// The number of sequences of `depth` legal moves from `state`, none made
/// after the game is over; the last level is a population count.
///
/// ```
/// use ch05_isolation::{exercises::perft, isolation::Isolation};
/// assert_eq!(perft(&Isolation::new(), 2), 99 * 98);
/// ```
pub fn perft(state: &Isolation, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if state.terminal_test() {
        return 0;
    }
    if depth == 1 {
        let mask = state.liberty_mask(state.locs()[state.player()]);
        return u64::from(mask.count_ones());
    }
    state
        .actions()
        .into_iter()
        .map(|action| state.result(i64::from(action)))
        .map(|child| child.expect("a listed action is legal"))
        .map(|child| perft(&child, depth - 1))
        .sum()
}
// ANCHOR_END: perft

// ANCHOR: most_liberties
/// The one-ply agent: the action after which the mover's knight has the
/// most liberties, the first such in `actions()` order; `None` with no move.
///
/// ```
/// use ch05_isolation::{exercises::most_liberties, isolation::Isolation};
/// let state = Isolation::new().result(57)?.result(0)?;
/// let action = most_liberties(&state).unwrap();
/// assert!(state.actions().contains(&(action as i32)));
/// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
/// ```
pub fn most_liberties(state: &Isolation) -> Option<i64> {
    let mover = state.player();
    let mut best: Option<(u32, i64)> = None;
    for action in state.actions().into_iter().map(i64::from) {
        let child = state.result(action).expect("a listed action is legal");
        let liberties = child.liberty_mask(child.locs()[mover]).count_ones();
        if best.is_none_or(|(most, _)| liberties > most) {
            best = Some((liberties, action));
        }
    }
    best.map(|(_, action)| action)
}

/// Games the one-ply agent wins of `games` against the random player, the
/// agent moving first in every other game; reproducible from `seed`.
///
/// ```
/// use ch05_isolation::exercises::one_ply_wins;
/// assert!(one_ply_wins(2, 1) <= 2);
/// ```
pub fn one_ply_wins(games: u32, seed: u64) -> u32 {
    let mut rng = Rng::new(seed);
    let mut wins = 0;
    for game in 0..games {
        let agent = (game % 2) as usize;
        let mut state = Isolation::new();
        while !state.terminal_test() {
            let action = if state.player() == agent {
                most_liberties(&state)
            } else {
                random_action(&state, &mut rng)
            };
            match action.map(|a| state.result(a)) {
                Some(Ok(next)) => state = next,
                _ => break,
            }
        }
        if state.utility(agent) > 0.0 {
            wins += 1;
        }
    }
    wins
}
// ANCHOR_END: most_liberties

// ANCHOR: small_board
/// Isolation's layout for a square board of `side` × `side` cells in a
/// `u64`: rows `side + 2` bits apart, two border bits after every row but
/// the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmallBoard {
    /// Bits from one row to the next: `side + 2`.
    pub stride: u32,
    /// The bits in use: `(side + 2) · side − 2`.
    pub size: u32,
    /// Every cell open, every border bit 0.
    pub blank: u64,
    /// The eight knight jumps, in `Action` order (NNE first).
    pub offsets: [i32; 8],
}

impl SmallBoard {
    /// The layout for `side` × `side` cells, or an error when its
    /// `(side + 2) · side − 2` bits do not fit 64 (or `side` is 0).
    ///
    /// ```
    /// use ch05_isolation::exercises::SmallBoard;
    /// assert_eq!(SmallBoard::new(7).map(|b| b.size), Ok(61));
    /// assert!(SmallBoard::new(8).is_err()); // 78 bits
    /// ```
    pub fn new(side: u32) -> Result<SmallBoard, String> {
        let stride = side + 2;
        if side == 0 || stride * side - 2 > 64 {
            let why = "needs 1 to 7 cells a side to fit a u64";
            return Err(format!("a board of side {side} {why}"));
        }
        let row = (1u64 << side) - 1;
        let blank = (0..side).fold(0, |board, y| board | row << (stride * y));
        let (north, east) = (stride as i32, -1); // one step each way
        let offsets = [
            north + north + east,
            east + north + east,
            east - north + east,
            -north - north + east,
            -north - north - east,
            -east - north - east,
            -east + north - east,
            north + north - east,
        ];
        let size = stride * side - 2;
        Ok(SmallBoard {
            stride,
            size,
            blank,
            offsets,
        })
    }

    /// Every cell a knight on one of `knights` could jump to, before the AND
    /// with a board: eight shifts ORed together.
    ///
    /// ```
    /// use ch05_isolation::exercises::SmallBoard;
    /// let board = SmallBoard::new(7)?;
    /// let centre = 1 << (9 * 3 + 3);
    /// assert_eq!((board.knight_jumps(centre) & board.blank).count_ones(), 8);
    /// # Ok::<(), String>(())
    /// ```
    pub fn knight_jumps(&self, knights: u64) -> u64 {
        self.offsets.iter().fold(0, |all, &offset| {
            let distance = offset.unsigned_abs();
            let jumped = if offset >= 0 {
                knights.checked_shl(distance)
            } else {
                knights.checked_shr(distance)
            };
            all | jumped.unwrap_or(0)
        })
    }
}
// ANCHOR_END: small_board

// ANCHOR: solve_small
/// Whether the first player wins Isolation on `board` with perfect play:
/// a search of every game, each position's result remembered.
///
/// ```
/// use ch05_isolation::exercises::{first_player_wins, SmallBoard};
/// assert!(first_player_wins(&SmallBoard::new(1)?)); // the second has no cell
/// assert!(!first_player_wins(&SmallBoard::new(4)?));
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(board: &SmallBoard) -> bool {
    let mut memo = HashMap::new();
    mover_wins(board, board.blank, [None, None], 0, &mut memo)
}

/// Whether the player to move wins from the open cells `open`, the knights
/// on `locs` and `player` to move. The game ends as the chapter's does: as
/// soon as either player has no move, and the mover wins if they have one.
fn mover_wins(
    board: &SmallBoard,
    open: u64,
    locs: [Option<u32>; 2],
    player: usize,
    memo: &mut HashMap<(u64, [Option<u32>; 2]), bool>,
) -> bool {
    let liberties = |loc: Option<u32>| match loc {
        None => open,
        Some(l) => board.knight_jumps(1 << l) & open,
    };
    let (mine, theirs) = (liberties(locs[player]), liberties(locs[1 - player]));
    if mine == 0 || theirs == 0 {
        return mine != 0;
    }
    if let Some(&known) = memo.get(&(open, locs)) {
        return known;
    }
    let mut moves = mine;
    let mut wins = false;
    while moves != 0 && !wins {
        let to = moves.trailing_zeros();
        moves &= moves - 1;
        let mut next = locs;
        next[player] = Some(to);
        wins = !mover_wins(board, open ^ (1 << to), next, 1 - player, memo);
    }
    memo.insert((open, locs), wins);
    wins
}
// ANCHOR_END: solve_small
