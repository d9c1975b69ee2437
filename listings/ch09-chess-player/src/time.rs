//! What a search may spend: limits of depth, nodes and time, and the time
//! a move may take when the player has a clock.

use ch08_chess::types::Color;
use std::time::Duration;

// ANCHOR: limits
/// The limits of one search, as `go` gives them; none set means search
/// until told to stop.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Search this many plies at most.
    pub depth: Option<i32>,
    /// Stop after this many nodes.
    pub nodes: Option<u64>,
    /// Spend this many milliseconds.
    pub movetime: Option<u64>,
    /// White's and Black's time left on the clock, in milliseconds (a
    /// negative time, which some programs send when a clock has run out,
    /// counts as no time left).
    pub time: [Option<i64>; 2],
    /// White's and Black's increment per move, in milliseconds.
    pub increment: [Option<i64>; 2],
    /// Moves until the next time control, if there is one.
    pub movestogo: Option<u32>,
    /// Search until `stop`, whatever else is set.
    pub infinite: bool,
}
// ANCHOR_END: limits

// ANCHOR: budget
/// How long a move may take: after half of `soft` the search starts no new
/// iteration (the next may take as long as all before it, or longer),
/// at `hard` it stops at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// No new iteration after half of this.
    pub soft: Option<Duration>,
    /// Stop here whatever happens.
    pub hard: Option<Duration>,
}

/// The moves left to plan for when the clock does not say.
pub const MOVES_TO_PLAN: i64 = 25;

/// The milliseconds of the clock kept in reserve (half the clock when it
/// has less than twice this): what a slow moment of a busy machine may eat
/// without losing the game on time.
pub const RESERVE: i64 = 1_000;

/// The time budget of `side` under `limits`, keeping `overhead`
/// milliseconds for the time it takes to send the move: with `t` left
/// after the overhead, a reserve `r = min(1000, t / 2)`, increment `i` and
/// `n` moves to go, the soft limit is `(t − r) / n + i / 2`, the hard limit
/// four times that, and never more than a quarter of `t`. A fixed
/// `movetime`, less the overhead, is spent whole: it is the hard limit,
/// and new depths start until it.
///
/// ```
/// use ch09_chess_player::time::{budget, Limits};
/// use ch08_chess::types::Color;
/// use std::time::Duration;
/// let limits = Limits {
///     time: [Some(5_050), Some(5_050)],
///     increment: [Some(40), Some(40)],
///     ..Limits::default()
/// };
/// let b = budget(&limits, Color::White, 50);
/// assert_eq!(b.soft, Some(Duration::from_millis(180)));
/// assert_eq!(b.hard, Some(Duration::from_millis(720)));
/// ```
pub fn budget(limits: &Limits, side: Color, overhead: u64) -> Budget {
    if limits.infinite {
        return Budget::default();
    }
    if let Some(movetime) = limits.movetime {
        // a fixed time is spent whole: a depth cut short by the hard limit
        // still gives the best move it proved
        let time =
            Duration::from_millis(movetime.saturating_sub(overhead).max(1));
        return Budget {
            soft: Some(2 * time),
            hard: Some(time),
        };
    }
    let Some(left) = limits.time[side.index()] else {
        return Budget::default();
    };
    // ANCHOR: negative
    let left = (left.max(0) - overhead as i64).max(1);
    // ANCHOR_END: negative
    let reserve = RESERVE.min(left / 2);
    let increment = limits.increment[side.index()].unwrap_or(0).max(0);
    let moves = limits.movestogo.map_or(MOVES_TO_PLAN, |n| n.max(1) as i64);
    let soft = (left - reserve) / moves + increment / 2;
    let hard = (soft * 4).min(left / 4).max(1);
    Budget {
        soft: Some(Duration::from_millis(soft.min(hard) as u64)),
        hard: Some(Duration::from_millis(hard as u64)),
    }
}
// ANCHOR_END: budget
