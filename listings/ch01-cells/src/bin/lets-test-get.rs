//! The source's first "Let's test" program: read three cells of board 27, then draw it.
//!
//! Run it with `cargo run -p ch01-cells --bin lets-test-get`.

use ch01_cells::cells::{get_cell, BoardError, Grid};
use ch01_cells::print::picture;

// ANCHOR: main
fn main() -> Result<(), BoardError> {
    let grid = Grid::TIC_TAC_TOE;
    let board = 27; // 0b000_011_011: bits 0, 1, 3 and 4
    for (x, y) in [(0, 1), (1, 1), (2, 2)] {
        let value = get_cell(board, grid.cell(x, y)?);
        println!("value at (x={x},y={y}): {}", u8::from(value));
    }
    println!();
    print!("{}", picture(board, grid));
    Ok(())
}
// ANCHOR_END: main
