//! Solver step 5: the exact score from a series of null-window searches.

use crate::position::Position;
use crate::solver1_negamax::CELLS;
use crate::solver4_table::Solver;

// ANCHOR: code
/// Narrows `min..=max` down to the exact score by asking
/// `negamax(guess, guess + 1)`, "is the score above `guess`?". The guess is
/// the middle, or `min / 2` (`max / 2`) when the middle is not above (below)
/// 0 and that lies further from 0: quick wins and losses, whose searches are
/// shallow, are asked about first.
///
/// ```
/// use ch03_connect_four::solver5_null_window::null_windows;
/// let mut asked = Vec::new();
/// let score = null_windows(-10, 10, |alpha, _| {
///     asked.push(alpha);
///     3 // a search that knows the score is 3
/// });
/// assert_eq!((score, asked), (3, vec![-5, 6]));
/// ```
pub fn null_windows(
    mut min: i32,
    mut max: i32,
    mut negamax: impl FnMut(i32, i32) -> i32,
) -> i32 {
    while min < max {
        let mut guess = min + (max - min) / 2;
        if guess <= 0 && min / 2 < guess {
            guess = min / 2;
        } else if guess >= 0 && max / 2 > guess {
            guess = max / 2;
        }
        let score = negamax(guess, guess + 1);
        if score <= guess {
            max = score; // not above guess: at most score
        } else {
            min = score; // above guess: at least score
        }
    }
    min
}

/// The exact score of `position` for the player to move, by null windows
/// on the search of step 4.
///
/// ```
/// use ch03_connect_four::{position::Position, solver4_table::Solver};
/// use ch03_connect_four::solver5_null_window::solve;
/// let p = Position::from_moves("2252576253462244111563365343671351441")?;
/// assert_eq!(solve(&mut Solver::new(1009), &p), -1);
/// # Ok::<(), ch03_connect_four::notation::NotationError>(())
/// ```
pub fn solve(solver: &mut Solver, position: &Position) -> i32 {
    let moves = position.moves() as i32;
    let (min, max) = (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
    null_windows(min, max, |alpha, beta| {
        solver.negamax(position, alpha, beta)
    })
}
// ANCHOR_END: code
