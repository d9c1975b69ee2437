//! The eight knight moves as bit offsets, and all of them at once by shifts.
//!
//! A knight jumps two cells one way and one cell across. In bits, each jump is the
//! sum of three compass steps (north +13, south −13, east −1, west +1), so north
//! north east is `13 + 13 − 1 = 25`.

use crate::board::{shift, Board, EAST, NORTH, SOUTH, WEST};
use std::fmt;

/// A knight move, named by its three steps (north-north-east is up, up, right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// North-north-east: `N + N + E = +25`.
    NNE,
    /// East-north-east: `E + N + E = +11`.
    ENE,
    /// East-south-east: `E + S + E = −15`.
    ESE,
    /// South-south-east: `S + S + E = −27`.
    SSE,
    /// South-south-west: `S + S + W = −25`.
    SSW,
    /// West-south-west: `W + S + W = −11`.
    WSW,
    /// West-north-west: `W + N + W = +15`.
    WNW,
    /// North-north-west: `N + N + W = +27`.
    NNW,
}

impl Action {
    /// All eight, in the original's order (the order of its `Action` enum).
    ///
    /// ```
    /// use ch05_isolation::action::Action;
    /// assert_eq!(Action::ALL[0], Action::NNE);
    /// ```
    pub const ALL: [Action; 8] = [
        Action::NNE,
        Action::ENE,
        Action::ESE,
        Action::SSE,
        Action::SSW,
        Action::WSW,
        Action::WNW,
        Action::NNW,
    ];

    // ANCHOR: offset
    /// The change of bit index: the sum of the move's three compass steps.
    ///
    /// ```
    /// use ch05_isolation::action::Action;
    /// let offsets = Action::ALL.map(Action::offset);
    /// assert_eq!(offsets, [25, 11, -15, -27, -25, -11, 15, 27]);
    /// ```
    pub const fn offset(self) -> i32 {
        match self {
            Action::NNE => NORTH + NORTH + EAST,
            Action::ENE => EAST + NORTH + EAST,
            Action::ESE => EAST + SOUTH + EAST,
            Action::SSE => SOUTH + SOUTH + EAST,
            Action::SSW => SOUTH + SOUTH + WEST,
            Action::WSW => WEST + SOUTH + WEST,
            Action::WNW => WEST + NORTH + WEST,
            Action::NNW => NORTH + NORTH + WEST,
        }
    }
    // ANCHOR_END: offset

    /// The move with this offset, if one has it.
    ///
    /// ```
    /// use ch05_isolation::action::Action;
    /// assert_eq!(Action::from_offset(-27), Some(Action::SSE));
    /// assert_eq!(Action::from_offset(13), None);
    /// ```
    pub fn from_offset(offset: i32) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.offset() == offset)
    }

    /// The move's name as the original writes it, such as `NNE`.
    ///
    /// ```
    /// use ch05_isolation::action::Action;
    /// assert_eq!(Action::WSW.name(), "WSW");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Action::NNE => "NNE",
            Action::ENE => "ENE",
            Action::ESE => "ESE",
            Action::SSE => "SSE",
            Action::SSW => "SSW",
            Action::WSW => "WSW",
            Action::WNW => "WNW",
            Action::NNW => "NNW",
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// ANCHOR: knight_jumps
/// Every cell a knight on one of `knights` could jump to: the eight shifts
/// ORed together. Jumps off the board land on border bits or fall off the
/// integer, so ANDing with a board keeps exactly the legal targets.
///
/// ```
/// use ch05_isolation::{action::knight_jumps, board::BLANK_BOARD};
/// let corner = 1 << 0; // the bottom right cell
/// let targets = knight_jumps(corner) & BLANK_BOARD;
/// assert_eq!(targets, 1 << 15 | 1 << 27); // two jumps stay on the board
/// ```
pub fn knight_jumps(knights: Board) -> Board {
    Action::ALL
        .into_iter()
        .fold(0, |all, action| all | shift(knights, action.offset()))
}
// ANCHOR_END: knight_jumps
