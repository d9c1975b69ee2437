//! The diagrams chapter 1 draws, from the listing's own numbers (see the book's
//! `tests/src/diagram.rs` for the format).

use book_diagrams::Diagram;
use ch01_cells::cells::{clear_cell, set_cell, toggle_cell, BoardError, Grid};
use ch01_cells::pitfalls::{c_int_one_hot, one_hot};

const GRID: Grid = Grid::TIC_TAC_TOE;

/// A diagram of a board on a grid, its cells numbered by `bit_position`.
fn board(caption: &str, grid: Grid, board: u64) -> Diagram {
    Diagram::grid(
        caption,
        grid.width() as usize,
        grid.height() as usize,
        |x, y| grid.bit_position(x, y).ok(),
    )
    .numbered()
    .layer("1", board.into())
}

#[test]
fn the_bit_numbers() {
    let diagram =
        Diagram::grid("Bit y · 3 + x of each cell (x, y)", 3, 3, |x, y| {
            GRID.bit_position(x, y).ok()
        })
        .numbered();
    insta::assert_snapshot!("bit_numbers", diagram.to_toml());
}

#[test]
fn board_27() {
    let d = board("Board 27: bits 0, 1, 3 and 4", GRID, 27);
    insta::assert_snapshot!("board_27", d.to_toml());
}

#[test]
fn set_clear_toggle() -> Result<(), BoardError> {
    let (set, cleared) = (GRID.cell(2, 0)?, GRID.cell(0, 1)?);
    let (a, b) = (GRID.cell(1, 1)?, GRID.cell(2, 2)?);
    let toggled = toggle_cell(toggle_cell(27, a), b);
    let diagrams = [
        board(
            &format!("set_cell(27, cell (2, 0)) = {}", set_cell(27, set)),
            GRID,
            set_cell(27, set),
        )
        .highlight(set.into()),
        board(
            &format!(
                "clear_cell(27, cell (0, 1)) = {}",
                clear_cell(27, cleared)
            ),
            GRID,
            clear_cell(27, cleared),
        )
        .highlight(cleared.into()),
        board(
            &format!("toggling (1, 1) and (2, 2) gives {toggled}"),
            GRID,
            toggled,
        )
        .highlight((a | b).into()),
    ];
    insta::assert_snapshot!(
        "set_clear_toggle",
        Diagram::many_to_toml(&diagrams)
    );

    let caption = "Try it: click a cell to toggle it, or use the buttons";
    let d = board(caption, GRID, 27).explorer("cells");
    insta::assert_snapshot!("explorer", d.to_toml());
    Ok(())
}

#[test]
fn a_32_bit_one() -> Result<(), BoardError> {
    let chess = Grid::CHESS;
    let wanted = chess.cell(5, 4)?;
    let right = one_hot(37).expect("bit 37 exists");
    let diagrams = [
        board("1 ≪ 37 in 64 bits: the cell (5, 4)", chess, right)
            .highlight(wanted.into()),
        board("1 ≪ 37 in C's 32 bits: bit 5", chess, c_int_one_hot(37))
            .highlight(wanted.into()),
        board(
            "1 ≪ 31 in C, widened: bits 31 to 63",
            chess,
            c_int_one_hot(31),
        )
        .highlight(1 << 31),
    ];
    insta::assert_snapshot!(
        "thirty_two_bit_ones",
        Diagram::many_to_toml(&diagrams)
    );
    Ok(())
}
