//! The board drawn as text: rank 8 at the top, the a-file at the left, as a
//! chess player sees it from White's side.

use crate::squares::{bit, square, Square};

// ANCHOR: draw
/// A bitboard drawn as a grid: `1` for a set bit, `.` for a clear one, with
/// the rank numbers at the left and the file letters below.
///
/// ```
/// use ch07_rays::print::draw;
/// let text = draw(0x8000_0000_0000_0001); // a1 and h8
/// assert!(text.starts_with("8 . . . . . . . 1\n"));
/// assert!(text.ends_with("1 1 . . . . . . .\n  a b c d e f g h\n"));
/// ```
pub fn draw(board: u64) -> String {
    grid(|square| if board & bit(square) != 0 { '1' } else { '.' })
}
// ANCHOR_END: draw

/// What each mark of [`draw_attacks`] means, in one line.
pub const LEGEND: &str =
    "R/B/Q the piece, x a blocker it attacks, o a blocker it does not, * an attacked empty square";

// ANCHOR: draw_attacks
/// A slider on `from` with its blockers and its attacks: the piece's letter,
/// `x` for an attacked blocker, `o` for a blocker out of reach, `*` for an
/// attacked empty square and `.` for the rest.
///
/// ```
/// use ch07_rays::{print::draw_attacks, walk::rook_attacks_walk};
/// let occupied = 1 << 16; // a blocker on a3
/// let text = draw_attacks('R', 0, occupied, rook_attacks_walk(0, occupied));
/// assert!(text.contains("3 x . . . . . . .\n2 * . . . . . . .\n"));
/// assert!(text.contains("1 R * * * * * * *\n"));
/// ```
pub fn draw_attacks(
    piece: char,
    from: Square,
    occupied: u64,
    attacks: u64,
) -> String {
    grid(|square| {
        let (blocked, attacked) =
            (occupied & bit(square) != 0, attacks & bit(square) != 0);
        match (square == from, blocked, attacked) {
            (true, _, _) => piece,
            (_, true, true) => 'x',
            (_, true, false) => 'o',
            (_, false, true) => '*',
            _ => '.',
        }
    })
}
// ANCHOR_END: draw_attacks

/// The 8 × 8 grid, one mark per square, rank 8 first.
fn grid(mark: impl Fn(Square) -> char) -> String {
    let mut text = String::new();
    for rank in (0..8).rev() {
        text.push((b'1' + rank as u8) as char);
        for file in 0..8 {
            text.push(' ');
            text.push(mark(square(file, rank)));
        }
        text.push('\n');
    }
    text.push_str("  a b c d e f g h\n");
    text
}
