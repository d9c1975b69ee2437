//! A small random-number generator, and games played at random.

use crate::board::Board;
use crate::isolation::Isolation;

/// xorshift64*, a tiny and fast generator: reproducible from its seed, good
/// enough for games, not for secrets.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed` (0 is replaced, as it would stay 0).
    ///
    /// ```
    /// use ch05_isolation::random::Rng;
    /// assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    /// ```
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next 64 random bits.
    ///
    /// ```
    /// use ch05_isolation::random::Rng;
    /// let mut rng = Rng::new(7);
    /// assert_ne!(rng.next_u64(), rng.next_u64());
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number from `0` to `n − 1`: the high bits times `n`, shifted down.
    ///
    /// ```
    /// use ch05_isolation::random::Rng;
    /// let mut rng = Rng::new(7);
    /// assert!((0..100).all(|_| rng.below(6) < 6));
    /// ```
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }
}

// ANCHOR: random_action
/// A set bit of `open` picked uniformly at random, or `None` if there is
/// none: the k-th set bit, reached by clearing the k lowest ones.
///
/// ```
/// use ch05_isolation::random::{random_cell, Rng};
/// let cell = random_cell(1 << 15 | 1 << 27, &mut Rng::new(1)).unwrap();
/// assert!(cell == 15 || cell == 27);
/// ```
pub fn random_cell(mut open: Board, rng: &mut Rng) -> Option<u32> {
    let count = open.count_ones();
    if count == 0 {
        return None;
    }
    for _ in 0..rng.below(count) {
        open &= open - 1; // drop the lowest set bit
    }
    Some(open.trailing_zeros())
}

/// A legal action picked uniformly at random, or `None` if there is none:
/// a random cell of the player to move's liberty mask.
///
/// ```
/// use ch05_isolation::{isolation::Isolation, random::{random_action, Rng}};
/// let state = Isolation::new();
/// let action = random_action(&state, &mut Rng::new(1)).unwrap();
/// assert!(state.actions().contains(&(action as i32)));
/// ```
pub fn random_action(state: &Isolation, rng: &mut Rng) -> Option<i64> {
    let loc = state.locs()[state.player()];
    let cell = i64::from(random_cell(state.liberty_mask(loc), rng)?);
    Some(match loc {
        None => cell,
        Some(loc) => cell - i64::from(loc),
    })
}
// ANCHOR_END: random_action

// ANCHOR: random_playout
/// Plays random legal actions from `state` until the game is over. A move
/// blocks one cell, so the other knight's liberty mask only loses that bit,
/// `m & ¬(1 << cell)`: only the knight that moved needs its jumps again.
///
/// ```
/// use ch05_isolation::{isolation::Isolation, random::{random_playout, Rng}};
/// let end = random_playout(Isolation::new(), &mut Rng::new(1));
/// assert!(end.terminal_test());
/// ```
pub fn random_playout(mut state: Isolation, rng: &mut Rng) -> Isolation {
    let mut liberties = state.locs().map(|loc| state.liberty_mask(loc));
    while liberties[0] != 0 && liberties[1] != 0 {
        let mover = state.player();
        let Some(cell) = random_cell(liberties[mover], rng) else {
            break; // cannot happen: the mask is not empty
        };
        state = state.move_to(cell); // a liberty: no need to check it
        liberties[1 - mover] &= !(1 << cell);
        liberties[mover] = state.liberty_mask(Some(cell));
    }
    state
}
// ANCHOR_END: random_playout

/// Plays the same game as [`random_playout`] the slow way, one
/// [`random_action`] and one checked [`Isolation::result`] a ply, every
/// liberty mask worked out again: the playout's reference and its rival.
///
/// ```
/// use ch05_isolation::{isolation::Isolation, random::*};
/// let slow = random_game_checked(Isolation::new(), &mut Rng::new(1));
/// assert_eq!(slow, random_playout(Isolation::new(), &mut Rng::new(1)));
/// ```
pub fn random_game_checked(mut state: Isolation, rng: &mut Rng) -> Isolation {
    while !state.terminal_test() {
        let Some(action) = random_action(&state, rng) else {
            break; // cannot happen: the mover has a liberty
        };
        match state.result(action) {
            Ok(next) => state = next,
            Err(_) => break, // cannot happen: the action came from the mask
        }
    }
    state
}
