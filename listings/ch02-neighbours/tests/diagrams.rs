//! The diagrams chapter 2 draws, from the listing's own numbers.

use book_diagrams::Diagram;
use ch02_neighbours::cells::Grid;
use ch02_neighbours::lines::all_lines;
use ch02_neighbours::shifts::{
    not_first_column, not_last_column, shift_board, shift_wrapping, Direction,
};

const GRID: Grid = Grid::TIC_TAC_TOE;

fn board(caption: &str, grid: Grid, board: u64) -> Diagram {
    let (width, height) = (grid.width() as usize, grid.height() as usize);
    Diagram::grid(caption, width, height, |x, y| grid.bit_position(x, y).ok())
        .numbered()
        .layer("1", board.into())
}

#[test]
fn every_piece_at_once() {
    let east = shift_board(27, GRID, Direction::East);
    let south_east = shift_board(27, GRID, Direction::SouthEast);
    let diagrams = [
        board("board 27", GRID, 27),
        board(&format!("east: 27 << 1 = {east}"), GRID, east),
        board(
            &format!("south-east: 27 << 4 = {south_east}"),
            GRID,
            south_east,
        ),
    ];
    insta::assert_snapshot!("shift_27", Diagram::many_to_toml(&diagrams));
}

#[test]
fn wrap_around_and_its_fix() {
    let column_2 = 0b100_100_100;
    let wrapped = shift_wrapping(column_2, GRID, Direction::East);
    let masked = shift_board(column_2, GRID, Direction::East);
    let diagrams = [
        board(&format!("the last column: {column_2}"), GRID, column_2),
        board(&format!("east, no mask: {wrapped}"), GRID, wrapped)
            .highlight(wrapped.into()),
        board(&format!("east, masked: {masked}"), GRID, masked),
    ];
    insta::assert_snapshot!("wrap_east", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_edge_masks() {
    let diagrams = [
        board(
            "not_last_column: may step east",
            GRID,
            not_last_column(GRID),
        ),
        board(
            "not_first_column: may step west",
            GRID,
            not_first_column(GRID),
        ),
    ];
    insta::assert_snapshot!("edge_masks", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_shift_explorer() {
    let grid = Grid::new(6, 5).unwrap();
    // An L near the east edge, so that shifting east shows the wrap at once.
    let cells = [(4, 1), (4, 2), (4, 3), (5, 3)];
    let bits = cells
        .iter()
        .fold(0, |b, &(x, y)| b | grid.cell(x, y).unwrap());
    let caption = "Try it: shift the board, with and without the edge masks";
    let d = board(caption, grid, bits).explorer("shifts");
    insta::assert_snapshot!("shift_explorer", d.to_toml());
}

#[test]
fn the_winning_lines() {
    let names = ["row 0", "row 1", "row 2", "column 0", "column 1"]
        .into_iter()
        .chain(["column 2", "diagonal", "anti-diagonal"]);
    let diagrams: Vec<Diagram> = names
        .zip(all_lines(GRID, 3))
        .map(|(name, line)| board(name, GRID, line).without_bits())
        .collect();
    insta::assert_snapshot!("winning_lines", Diagram::many_to_toml(&diagrams));
}
