//! Printing the board: the bit string, the original's debug grid, the index map.

use crate::board::{Board, HEIGHT, SIZE, STRIDE, WIDTH};
use crate::isolation::Isolation;

/// The board in binary, all 115 bits, highest first (the original's
/// `bitboard_string`): the top left cell comes first, cell 0 last.
///
/// ```
/// use ch05_isolation::{board::BLANK_BOARD, print::bitboard_string};
/// let bits = bitboard_string(BLANK_BOARD);
/// assert_eq!(bits.len(), 115);
/// assert!(bits.starts_with("1111111111100111"));
/// ```
pub fn bitboard_string(board: Board) -> String {
    format!("{board:0width$b}", width = SIZE as usize)
}

/// The grid as the original's debug printer draws it: `1` and `2` for the
/// knights, `X` for any other blocked cell, north at the top, cell 0 at the
/// bottom right.
///
/// ```
/// use ch05_isolation::{isolation::Isolation, print::debug_grid};
/// let text = debug_grid(&Isolation::new().result(0)?);
/// assert!(text.ends_with("| 1 |\n+ - + - + - + - + - + - + - + - + - + - + - +\n"));
/// # Ok::<(), ch05_isolation::isolation::IllegalAction>(())
/// ```
pub fn debug_grid(state: &Isolation) -> String {
    let rule = format!("{}+\n", "+ - ".repeat(WIDTH as usize));
    let mut text = String::new();
    for y in (0..HEIGHT).rev() {
        text.push_str(&rule);
        for x in (0..WIDTH).rev() {
            let index = STRIDE * y + x;
            text.push_str(&format!("| {} ", mark(state, index)));
        }
        text.push_str("|\n");
    }
    text.push_str(&rule);
    text
}

/// What a cell shows: a knight's number, `X` if blocked, a space if open.
fn mark(state: &Isolation, index: u32) -> char {
    match state.locs() {
        [Some(loc), _] if loc == index => '1',
        [_, Some(loc)] if loc == index => '2',
        _ if state.board() >> index & 1 == 0 => 'X',
        _ => ' ',
    }
}

/// The bit index of every cell, with the border bits after each row drawn at
/// its left (x = 11 and 12), so that the numbers count up from the bottom
/// right, right to left and row by row.
///
/// ```
/// use ch05_isolation::print::index_map;
/// let map = index_map();
/// assert!(map.contains("  0 |  12  11 |  10   9   8   7"));
/// ```
pub fn index_map() -> String {
    let mut text = String::from("  y | border  |");
    for x in (0..WIDTH).rev() {
        text.push_str(&format!("{x:>4}"));
    }
    text.push_str("  x\n");
    for y in (0..HEIGHT).rev() {
        text.push_str(&format!("{y:>3} |"));
        for x in [12, 11] {
            let index = STRIDE * y + x;
            if index < SIZE {
                text.push_str(&format!("{index:>4}"));
            } else {
                text.push_str("   -");
            }
        }
        text.push_str(" |");
        for x in (0..WIDTH).rev() {
            text.push_str(&format!("{:>4}", STRIDE * y + x));
        }
        text.push('\n');
    }
    text
}
