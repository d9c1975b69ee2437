//! Snapshots of every board the chapter prints (`cargo insta review` to accept changes).

use ch01_cells::cells::{
    clear_cell, set_cell, toggle_cell, Bitboard, BoardError, Grid,
};
use ch01_cells::pitfalls::{c_int_one_hot, one_hot};
use ch01_cells::print::{bit_numbers, bits_lsb_first, bits_msb_first, picture};

const GRID: Grid = Grid::TIC_TAC_TOE;

/// A board, its value and its picture, under a one-line description of where it came from.
fn described(call: &str, board: Bitboard, grid: Grid) -> String {
    format!("{call} = {board}\n\n{}", picture(board, grid))
}

#[test]
fn bit_numbers_of_the_boards() {
    insta::assert_snapshot!("bit_numbers_3x3", bit_numbers(GRID));
    insta::assert_snapshot!("bit_numbers_8x8", bit_numbers(Grid::CHESS));
}

#[test]
fn board_27_printed_both_ways() {
    insta::assert_snapshot!("board_27_picture", picture(27, GRID));
    let bits = format!(
        "binary, bit 0 last:  {}\nbit 0 first:         {}",
        bits_msb_first(27, GRID),
        bits_lsb_first(27, GRID)
    );
    insta::assert_snapshot!("board_27_bits", bits);
}

#[test]
fn worked_examples_on_board_27() -> Result<(), BoardError> {
    let set = set_cell(27, GRID.cell(2, 0)?);
    insta::assert_snapshot!(
        "set_2_0",
        described("set_cell(27, cell (2, 0))", set, GRID)
    );
    let clear = clear_cell(27, GRID.cell(0, 1)?);
    insta::assert_snapshot!(
        "clear_0_1",
        described("clear_cell(27, cell (0, 1))", clear, GRID)
    );
    let toggled =
        toggle_cell(toggle_cell(27, GRID.cell(1, 1)?), GRID.cell(2, 2)?);
    let call = "toggle_cell(toggle_cell(27, cell (1, 1)), cell (2, 2))";
    insta::assert_snapshot!(
        "toggle_1_1_and_2_2",
        described(call, toggled, GRID)
    );
    Ok(())
}

#[test]
fn a_32_bit_one_on_a_64_cell_board() -> Result<(), BoardError> {
    let (x, y) = (5, 4);
    let bitpos = Grid::CHESS.bit_position(x, y)?;
    assert_eq!(bitpos, 37);
    let right = one_hot(bitpos).expect("bit 37 exists");
    let call = format!("one_hot({bitpos}), the cell (x={x}, y={y})");
    insta::assert_snapshot!("one_hot_37", described(&call, right, Grid::CHESS));
    let wrong = c_int_one_hot(bitpos);
    let call = format!("c_int_one_hot({bitpos}), C's `1 << {bitpos}`");
    insta::assert_snapshot!(
        "c_int_one_hot_37",
        described(&call, wrong, Grid::CHESS)
    );
    let sign = c_int_one_hot(31);
    insta::assert_snapshot!(
        "c_int_one_hot_31",
        described("c_int_one_hot(31), C's `1 << 31`", sign, Grid::CHESS)
    );
    Ok(())
}

#[test]
fn bits_beyond_the_grid_are_listed_not_dropped() {
    insta::assert_snapshot!("stray_bits", picture(27 | 1 << 9 | 1 << 40, GRID));
}
