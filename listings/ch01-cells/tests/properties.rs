//! Properties of the cell operations, for every grid shape and every board.

use ch01_cells::cells::{clear_cell, get_cell, set_cell, toggle_cell, Grid};
use proptest::prelude::*;

/// Every grid that fits in 64 bits, with one of its cells.
fn grid_and_cell() -> impl Strategy<Value = (Grid, u32, u32)> {
    (1u32..=64, 1u32..=64)
        .prop_filter_map("fits in 64 bits", |(w, h)| Grid::new(w, h).ok())
        .prop_flat_map(|grid| (Just(grid), 0..grid.width(), 0..grid.height()))
}

#[test]
fn bit_positions_and_coordinates_are_inverse_on_every_grid() {
    for width in 1..=64 {
        for height in 1..=64 / width {
            let grid = Grid::new(width, height).unwrap();
            let mut seen = 0u64;
            for y in 0..height {
                for x in 0..width {
                    let bitpos = grid.bit_position(x, y).unwrap();
                    assert_eq!(grid.coordinates(bitpos), Ok((x, y)));
                    seen |= grid.cell(x, y).unwrap();
                }
            }
            assert_eq!(
                seen,
                grid.full(),
                "every cell of {grid} has its own bit"
            );
            assert!(grid.bit_position(width, 0).is_err());
            assert!(grid.bit_position(0, height).is_err());
            assert!(grid.coordinates(grid.cell_count()).is_err());
        }
    }
}

proptest! {
    #[test]
    fn set_clear_toggle_do_what_they_say(board: u64, (grid, x, y) in grid_and_cell()) {
        let cell = grid.cell(x, y).unwrap();
        prop_assert!(get_cell(set_cell(board, cell), cell));
        prop_assert!(!get_cell(clear_cell(board, cell), cell));
        prop_assert_eq!(get_cell(toggle_cell(board, cell), cell), !get_cell(board, cell));
        prop_assert_eq!(toggle_cell(toggle_cell(board, cell), cell), board);
        // Only the one cell changes.
        prop_assert_eq!(set_cell(board, cell) & !cell, board & !cell);
        prop_assert_eq!(clear_cell(board, cell) & !cell, board & !cell);
    }
}
