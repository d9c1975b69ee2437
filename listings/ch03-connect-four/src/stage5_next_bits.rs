//! Stage 5: discs stack up, so each column remembers its next free bit.

// ANCHOR: code
/// A game that knows, for each column, the bit of its lowest empty cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    /// The players' discs, `[red, yellow]`.
    pub boards: [u64; 2],
    /// Moves made so far.
    pub counter: u32,
    /// The next free bit of each column: `7·column` when it is empty.
    pub next_bits: [u32; 7],
}

impl Default for Game {
    /// An empty board: every column's next free bit is its bottom one.
    fn default() -> Game {
        Game {
            boards: [0, 0],
            counter: 0,
            next_bits: [0, 7, 14, 21, 28, 35, 42],
        }
    }
}

/// Plays `column`: sets its next free bit for the player to move, and the
/// bit above becomes the column's next free bit.
///
/// ```
/// use ch03_connect_four::stage5_next_bits::*;
/// let game = make_move(0, make_move(0, Game::default()));
/// assert_eq!(game.boards, [1, 1 << 1]);
/// ```
pub fn make_move(column: u32, game: Game) -> Game {
    let player = (game.counter & 1) as usize;
    let mut next = game;
    next.boards[player] ^= 1 << game.next_bits[column as usize];
    next.next_bits[column as usize] += 1;
    next.counter += 1;
    next
}
// ANCHOR_END: code
