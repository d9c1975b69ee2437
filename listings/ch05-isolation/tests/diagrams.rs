//! The diagrams chapter 5 draws: the 115-bit board with its border bits.

use book_diagrams::Diagram;
use ch05_isolation::action::knight_jumps;
use ch05_isolation::board::{BLANK_BOARD, HEIGHT, SIZE, STRIDE};

/// The board drawn with its two border columns on the left: drawn column c is
/// x = 12 − c, drawn row r is y = 8 − r; bits 115 and 116 do not exist.
fn map(caption: &str) -> Diagram {
    let columns = STRIDE as usize;
    Diagram::grid(caption, columns, HEIGHT as usize, |c, r| {
        let (x, y) = (STRIDE - 1 - c, HEIGHT - 1 - r);
        let bit = STRIDE * y + x;
        (bit < SIZE).then_some(bit)
    })
    .labels(
        &[
            "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0",
        ],
        &["8", "7", "6", "5", "4", "3", "2", "1", "0"],
    )
}

/// The border bits: inside the 115 bits, but not cells.
fn border() -> u128 {
    ((1 << SIZE) - 1) & !BLANK_BOARD
}

#[test]
fn the_index_map() {
    let caption =
        "Bit 13y + x of every cell (x from the right, y from the bottom); \
                   # marks the border bits. Try it: click cells to play";
    let d = map(caption)
        .layer("# border", border())
        .explorer("isolation");
    insta::assert_snapshot!("index_map", d.to_toml());
}

#[test]
fn jumps_from_a_corner() {
    let corner = 1;
    let jumps = knight_jumps(corner);
    let d = map("knight_jumps(1 << 0): two cells, two border bits")
        .layer("K knight", corner)
        .layer("J on the board", jumps & BLANK_BOARD)
        .layer("# on a border bit", jumps & border());
    insta::assert_snapshot!("jumps_from_a_corner", d.to_toml());
}
