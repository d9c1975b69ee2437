//! The source's second "Let's test" program: clear a cell of board 27, then set it again.
//!
//! Run it with `cargo run -p ch01-cells --bin lets-test-set-clear`.

use ch01_cells::cells::{clear_cell, get_cell, set_cell, BoardError, Grid};
use ch01_cells::print::picture;

// ANCHOR: main
fn main() -> Result<(), BoardError> {
    let grid = Grid::TIC_TAC_TOE;
    let (x, y) = (0, 1); // the labels print these, never another cell
    let cell = grid.cell(x, y)?;

    let mut board = 27;
    print!("{}", picture(board, grid));
    println!(
        "value at (x={x},y={y}): {}",
        u8::from(get_cell(board, cell))
    );

    board = clear_cell(board, cell);
    println!(
        "value after clear at (x={x},y={y}): {}",
        u8::from(get_cell(board, cell))
    );

    board = set_cell(board, cell);
    println!(
        "value after set at (x={x},y={y}): {}",
        u8::from(get_cell(board, cell))
    );
    Ok(())
}
// ANCHOR_END: main
