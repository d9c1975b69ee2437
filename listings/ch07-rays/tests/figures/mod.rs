//! Shared by the diagram tests of both parts: the chess board as a diagram.

use book_diagrams::Diagram;

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The chess board as a diagram: rank 8 at the top, a1 (bit 0) at the
/// bottom left.
pub fn chess_board(caption: &str) -> Diagram {
    Diagram::grid(caption, 8, 8, |x, y| Some((7 - y) * 8 + x))
        .labels(&FILES, &RANKS)
}
