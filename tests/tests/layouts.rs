//! The four ways the book numbers the bits of a board, side by side, each computed by
//! the function of the listing that uses it (chapter 1 shows the figure).

use book_diagrams::Diagram;
use ch01_cells::cells::Grid;
use ch03_connect_four::layout::{self, HEIGHT, SENTINEL_ROW, STRIDE, WIDTH};
use ch04_peg_solitaire::board::{self as peg, ENGLISH, SIDE};
use ch06_tak::geometry::square;

/// Chapters 1 and 2: row by row from the top left, bit y · W + x.
fn row_major() -> Diagram {
    let grid = Grid::new(4, 4).unwrap();
    Diagram::grid(
        "Chapters 1 and 2: row by row from the top left, bit y·W + x (here W = 4)",
        4,
        4,
        |x, y| grid.bit_position(x, y).ok(),
    )
    .numbered()
}

/// Chapter 3: seven bits a column, from the bottom up, the seventh a sentinel.
fn columns_with_sentinel() -> Diagram {
    Diagram::grid(
        "Chapter 3: column by column from the bottom left, seven bits a column: \
         code column c and code row r, both from 0, are bit 7c + r; # marks the sentinel row",
        WIDTH as usize,
        STRIDE as usize,
        |c, r| Some(layout::bit(c, HEIGHT - r)),
    )
    .labels(
        &["1", "2", "3", "4", "5", "6", "7"],
        &["s", "6", "5", "4", "3", "2", "1"],
    )
    .layer("# sentinel", u128::from(SENTINEL_ROW))
}

/// Chapter 4 (and 5, with 13 bits a row): from the bottom right, x from the right and
/// y from the bottom.
fn from_the_bottom_right() -> Diagram {
    let last = SIDE - 1;
    Diagram::grid(
        "Chapter 4: row by row from the bottom right, bit 7y + x (x from the right, \
         y from the bottom, both from 0); o marks the 33 holes, named by file and rank",
        SIDE as usize,
        SIDE as usize,
        |c, r| Some(peg::bit(last - c, last - r)),
    )
    .labels(
        &["a", "b", "c", "d", "e", "f", "g"],
        &["7", "6", "5", "4", "3", "2", "1"],
    )
    .layer("o hole", u128::from(ENGLISH))
}

/// Chapters 6 to 9: Tak's and chess's squares, a1 = bit 0 at the bottom left,
/// rank · S + file.
fn tak_squares() -> Diagram {
    let size = 5;
    Diagram::grid(
        "Chapters 6 to 9: row by row from the bottom left, a1 = bit 0, bit rank·S + file \
         (here S = 5; chess has S = 8)",
        size,
        size,
        |c, r| Some(square(size, c as usize, size - 1 - r as usize) as u32),
    )
    .labels(&["a", "b", "c", "d", "e"], &["5", "4", "3", "2", "1"])
}

#[test]
fn the_four_layouts() {
    let diagrams = [
        row_major(),
        columns_with_sentinel(),
        from_the_bottom_right(),
        tak_squares(),
    ];
    // The corners the captions name.
    assert_eq!(diagrams[0].bits[0], Some(0)); // top left
    assert_eq!(diagrams[1].bits[6 * 7], Some(0)); // bottom left
    assert_eq!(diagrams[2].bits[7 * 7 - 1], Some(0)); // bottom right
    assert_eq!(diagrams[3].bits[4 * 5], Some(0)); // a1, bottom left
    insta::assert_snapshot!("four_layouts", Diagram::many_to_toml(&diagrams));
}
