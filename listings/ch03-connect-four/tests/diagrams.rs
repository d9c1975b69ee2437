//! The diagrams chapter 3 draws, from the listing's own numbers.

use book_diagrams::Diagram;
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::layout::{
    bit, BOARD, BOTTOM, HEIGHT, SENTINEL_ROW, STRIDE, WIDTH,
};
use ch03_connect_four::position::Position;

/// The board as drawn: 7 columns, 7 rows with the sentinel row 6 on top;
/// drawn column c, drawn row r is bit 7·c + (6 − r).
fn board(caption: &str) -> Diagram {
    Diagram::grid(caption, WIDTH as usize, STRIDE as usize, |c, r| {
        Some(bit(c, HEIGHT - r))
    })
    .labels(
        &["1", "2", "3", "4", "5", "6", "7"],
        &["6", "5", "4", "3", "2", "1", "0"],
    )
}

#[test]
fn the_bit_numbers() {
    let d = board(
        "Bit 7·column + row of every cell (columns from 0 in the formula, \
         labelled from 1); # marks the sentinel row, always empty",
    )
    .layer("# sentinel row", u128::from(SENTINEL_ROW));
    insta::assert_snapshot!("bit_numbers", d.to_toml());
}

#[test]
fn the_explorer() {
    let empty = Game::new();
    let d = board(
        "The board of Connect Four, sentinel row on top. Try it: click a \
         column to drop a disc",
    )
    .layer("X player 1", u128::from(empty.board(Player::Red)))
    .layer("O player 2", u128::from(empty.board(Player::Yellow)))
    .layer("# sentinel row", u128::from(SENTINEL_ROW))
    .explorer("connect-four");
    assert_eq!((d.columns, d.rows), (7, 7));
    assert_eq!(d.bits[0], Some(6)); // drawn top left: the sentinel of column 0
    assert_eq!(d.bits[7 * 7 - 1], Some(42)); // bottom right: column 6, row 0
    assert!(d.caption.ends_with("Try it: click a column to drop a disc"));
    insta::assert_snapshot!("explorer", d.to_toml());
}

#[test]
fn a_row_of_four_by_shifts() {
    // Red's discs after 1 1 2 2 3 3 4: columns 1 to 4 of row 0 (a win).
    let p = Position::from_moves("1122334").unwrap();
    let red = p.current() ^ p.mask();
    let pairs = red & (red >> 7);
    let fours = pairs & (pairs >> 14);
    assert_eq!(fours, ch03_connect_four::four::fours(red, 7));
    assert_eq!(fours, 1);
    let steps = [
        board("b: red's discs").layer("X red", u128::from(red)),
        board("m = b & (b >> 7): a disc with one to its right")
            .layer("m pairs", u128::from(pairs)),
        board("m & (m >> 14): a pair with a pair two to its right")
            .layer("4 fours", u128::from(fours)),
    ];
    insta::assert_snapshot!("row_of_four", Diagram::many_to_toml(&steps));
}

#[test]
fn possible_moves() {
    let p = Position::from_moves("4453").unwrap();
    let d = board("(mask + BOTTOM) & BOARD after 4 4 5 3: one cell a column")
        .layer("m mask", u128::from(p.mask()))
        .layer("+ possible", u128::from(p.possible()));
    assert_eq!(p.possible(), (p.mask() + BOTTOM) & BOARD);
    insta::assert_snapshot!("possible_moves", d.to_toml());
}

#[test]
fn winning_cells() {
    let p = Position::from_moves("445566").unwrap();
    let red = p.current(); // red is to move
    let yellow = red ^ p.mask();
    let d = board(
        "winning_cells after 4 4 5 5 6 6: red's W cells are both playable",
    )
    .layer("X red", u128::from(red))
    .layer("O yellow", u128::from(yellow))
    .layer("W red's winning cells", u128::from(p.winning_cells()))
    .layer(
        "V yellow's winning cells",
        u128::from(p.opponent_winning_cells()),
    )
    .highlight(u128::from(p.possible()));
    assert_eq!(p.winning_cells(), 1 << bit(2, 0) | 1 << bit(6, 0));
    assert_eq!(p.opponent_winning_cells(), 1 << bit(2, 1) | 1 << bit(6, 1));
    insta::assert_snapshot!("winning_cells", d.to_toml());
}
