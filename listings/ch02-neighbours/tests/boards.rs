//! Snapshots of every board and table the chapter prints.

use ch02_neighbours::bits::{bits, lowest, without_lowest};
use ch02_neighbours::cells::{BoardError, Grid};
use ch02_neighbours::lines::all_lines;
use ch02_neighbours::print::{picture, side_by_side};
use ch02_neighbours::shifts::{
    compass, not_first_column, not_last_column, shift_board, shift_wrapping,
    Direction,
};
use ch02_neighbours::symmetry::{transform, Symmetry};
use ch02_neighbours::tictactoe::{picture_xo, LINES};

const GRID: Grid = Grid::TIC_TAC_TOE;

#[test]
fn compass_roses() {
    insta::assert_snapshot!("compass_8", compass(8));
    insta::assert_snapshot!("compass_3", compass(3));
}

#[test]
fn every_piece_moves_at_once() {
    let before = ("board 27", picture(27, GRID));
    let east = (
        "east",
        picture(shift_board(27, GRID, Direction::East), GRID),
    );
    let south_east = (
        "south-east",
        picture(shift_board(27, GRID, Direction::SouthEast), GRID),
    );
    insta::assert_snapshot!(
        "shift_27",
        side_by_side(&[before, east, south_east], 3)
    );
}

#[test]
fn wrap_around_before_and_after_the_fix() {
    let column_2 = 0b100_100_100;
    let pictures = [
        ("board", picture(column_2, GRID)),
        (
            "east, no mask",
            picture(shift_wrapping(column_2, GRID, Direction::East), GRID),
        ),
        (
            "east, masked",
            picture(shift_board(column_2, GRID, Direction::East), GRID),
        ),
    ];
    insta::assert_snapshot!("wrap_east", side_by_side(&pictures, 3));
}

#[test]
fn edge_masks() {
    let pictures = [
        ("not_last_column", picture(not_last_column(GRID), GRID)),
        ("not_first_column", picture(not_first_column(GRID), GRID)),
    ];
    insta::assert_snapshot!("edge_masks_3x3", side_by_side(&pictures, 3));
}

#[test]
fn clearing_the_lowest_bit_step_by_step() {
    let mut board: u64 = 27;
    let mut text = String::new();
    while board != 0 {
        let low = lowest(board).expect("not empty");
        text.push_str(&format!(
            "{board:>2} = {board:#07b}   lowest set bit: {low}\n"
        ));
        board = without_lowest(board);
    }
    text.push_str(&format!("{board:>2} = {board:#07b}\n"));
    let visited: Vec<String> = bits(27).map(|b| b.to_string()).collect();
    text.push_str(&format!("\nbits(27) visits {}\n", visited.join(", ")));
    insta::assert_snapshot!("lowest_bit_loop", text);
}

#[test]
fn the_eight_winning_lines() -> Result<(), BoardError> {
    let built = all_lines(GRID, 3);
    assert_eq!(
        built,
        LINES.to_vec(),
        "the constants are the lines built by shifts"
    );
    let names = [
        "row 0", "row 1", "row 2", "column 0", "column 1", "column 2",
    ]
    .into_iter()
    .chain(["diagonal", "anti-diagonal"]);
    let pictures: Vec<(&str, String)> = names
        .zip(&built)
        .map(|(n, &l)| (n, picture(l, GRID)))
        .collect();
    let rows = [
        side_by_side(&pictures[..4], 2),
        side_by_side(&pictures[4..], 2),
    ];
    insta::assert_snapshot!("winning_lines", rows.join("\n"));
    Ok(())
}

#[test]
fn the_eight_symmetries_of_a_position() -> Result<(), BoardError> {
    let (x, o) = (1 << 1 | 1 << 5, 1 << 8); // X on (1, 0) and (2, 1), O on (2, 2)
    let names = ["identity", "rotate 90", "rotate 180", "rotate 270"]
        .into_iter()
        .chain(["flip x", "flip y", "transpose", "anti-transpose"]);
    let mut pictures = Vec::new();
    for (symmetry, name) in Symmetry::ALL.into_iter().zip(names) {
        let image = picture_xo(
            transform(x, GRID, symmetry)?,
            transform(o, GRID, symmetry)?,
        );
        pictures.push((name, image));
    }
    let rows = [
        side_by_side(&pictures[..4], 2),
        side_by_side(&pictures[4..], 2),
    ];
    insta::assert_snapshot!("symmetries", rows.join("\n"));
    Ok(())
}
