//! Stage 4: the second player, chosen by the parity of a move counter.

/// A game with a move counter: red moves when it is even, yellow when odd.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The players' discs, `[red, yellow]`.
    pub boards: [u64; 2],
    /// Moves made so far.
    pub counter: u32,
}

/// Plays `column` for the player to move, `counter & 1`.
///
/// ```
/// use ch03_connect_four::stage4_two_players::*;
/// let game = make_move(1, make_move(0, Game::default()));
/// assert_eq!(game.boards, [1, 1 << 7]);
/// ```
pub fn make_move(column: u32, game: Game) -> Game {
    let player = (game.counter & 1) as usize;
    let mut boards = game.boards;
    boards[player] ^= 1 << (7 * column);
    Game {
        boards,
        counter: game.counter + 1,
    }
}
