//! The key of chapter 3.2, one column at a time: the sum `mask + BOTTOM +
//! current` drawn bit by bit, with its carries.

use book_diagrams::Words;
use ch03_connect_four::layout::{BOTTOM, STRIDE, WIDTH};
use ch03_connect_four::position::Position;

/// The position of the chapter's drawing of the key, Red to move.
const KEYED: &str = "4444443352";

/// The value of `column`'s seven bits in `board`.
fn column_bits(board: u64, column: u32) -> u64 {
    board >> (STRIDE * column) & ((1 << STRIDE) - 1)
}

/// The carries of `a + b`: bit `i` set when a carry goes into bit `i`.
fn carries(a: u64, b: u64) -> u64 {
    (a + b) ^ a ^ b
}

/// The sum of `column` in two additions, each with its carries.
fn column_sum(p: &Position, column: u32, caption: &str) -> Words {
    let bits = |board: u64| u128::from(column_bits(board, column));
    let (mask, current) = (p.mask(), p.current());
    let markers = mask + BOTTOM;
    let discs = column_bits(mask, column).count_ones();
    Words::new(caption, STRIDE)
        .row("mask", bits(mask))
        .note(&format!(
            "{discs} disc{}",
            if discs == 1 { "" } else { "s" }
        ))
        .row("+ bottom", bits(BOTTOM))
        .carry("carries", bits(carries(mask, BOTTOM)))
        .note("through the discs")
        .result("= marker", bits(markers))
        .highlight(bits(markers))
        .note(&format!("height {discs}"))
        .row("+ current", bits(current))
        .note(if column_bits(current, column).count_ones() == 1 {
            "Red's disc"
        } else {
            "Red's discs"
        })
        .carry("carries", bits(carries(markers, current)))
        .note("none")
        .result("= sum", bits(markers + current))
        .highlight(bits(markers))
}

#[test]
fn the_key_column_by_column() {
    let p = Position::from_moves(KEYED).unwrap();
    let (mask, current) = (p.mask(), p.current());
    let markers = mask + BOTTOM;
    let sum = markers + current;
    // The order of the text, mask + bottom first, gives the listing's key.
    assert_eq!(sum, p.key() + BOTTOM);
    // mask + bottom carries, in each column, from row 0 up through the
    // discs into the cell above the top disc, and no further: no carry
    // leaves a column (it would enter the next column's row 0).
    let first = carries(mask, BOTTOM);
    assert_eq!(first & BOTTOM, 0);
    for c in 0..WIDTH {
        let height = column_bits(mask, c).count_ones();
        assert_eq!(column_bits(first, c), (1 << (height + 1)) - 2);
        assert_eq!(column_bits(markers, c), 1 << height);
    }
    // Red's discs lie below the marker: adding them carries nowhere.
    assert_eq!(carries(markers, current), 0);
    assert_eq!(sum, markers | current);
    // The carry runs furthest in column 4 (labelled from 1), full: its
    // marker is in the sentinel row, so the key needs all seven bits.
    let run = |c: u32| column_bits(first, c).count_ones();
    let furthest = (0..WIDTH).max_by_key(|&c| run(c)).unwrap();
    assert_eq!((furthest, run(furthest)), (3, 6));
    assert_eq!(column_bits(markers, furthest), 1 << (STRIDE - 1));
    // Column 3 stops the carry above its two discs, Red's at the bottom.
    let partway = 2;
    assert_eq!(column_bits(mask, partway), 0b11);
    assert_eq!(column_bits(current, partway), 0b01);
    // What the text reads off the two sums.
    assert_eq!(
        (column_bits(sum, partway), column_bits(sum, furthest)),
        (0b101, 0b1010101)
    );
    let partway_sum = column_sum(
        &p,
        partway,
        "Column 3 after 4444443352, its seven bits numbered from the bottom, \
         0 to 6: the carry of mask + bottom runs up through the two discs and \
         stops at bit 2, the first empty cell; Red's disc then goes in below \
         the marker without a carry",
    );
    let furthest_sum = column_sum(
        &p,
        furthest,
        "Column 4, full: the carry runs up through all six discs into the \
         sentinel row, so the sum needs the column's seven bits",
    );
    for words in [&partway_sum, &furthest_sum] {
        assert_eq!(words.check(), Ok(()));
    }
    insta::assert_snapshot!("key_column_3", partway_sum.to_toml());
    insta::assert_snapshot!("key_column_4", furthest_sum.to_toml());
}
