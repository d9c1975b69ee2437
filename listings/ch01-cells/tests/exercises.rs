//! The worked solutions of the chapter's exercises, each checked against a slower,
//! independent way of getting the same answer.

use ch01_cells::cells::{get_cell, BoardError, Grid};
use ch01_cells::exercises::{
    chess_picture, count_pieces, has_won, is_one_cell, occupied_cells, place,
    winning_lines, PlaceError,
};
use ch01_cells::print::picture;

/// A few thousand boards spread over all 64 bits (xorshift), plus the extremes.
fn boards() -> Vec<u64> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut boards = vec![0, 1, u64::MAX, 1 << 63, 27];
    for _ in 0..4096 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        boards.push(state);
        boards.push(state & (state >> 17)); // sparser boards too
    }
    boards
}

/// Whether bit `n` of `board` is set, by arithmetic: the oracle of every test here.
fn bit(board: u64, n: u32) -> bool {
    (board >> n) % 2 == 1
}

#[test]
fn count_pieces_counts_every_bit() {
    let every_3x3_board = 0..512;
    for board in every_3x3_board.chain(boards()) {
        let counted = (0..64).filter(|&n| bit(board, n)).count() as u32;
        assert_eq!(count_pieces(board), counted, "board {board:#x}");
    }
    assert_eq!(count_pieces(27), 4);
}

#[test]
fn place_fills_an_empty_cell_and_refuses_a_taken_one() {
    let grid = Grid::TIC_TAC_TOE;
    for board in 0..512u64 {
        for y in 0..3 {
            for x in 0..3 {
                let n = 3 * y + x;
                let expected = if bit(board, n) {
                    Err(PlaceError::Taken { x, y })
                } else {
                    Ok(board + (1 << n))
                };
                assert_eq!(
                    place(board, grid, x, y),
                    expected,
                    "{board} ({x}, {y})"
                );
            }
        }
        for (x, y) in [(3, 0), (0, 3), (7, 7)] {
            let refused = place(board, grid, x, y);
            let expected = BoardError::OffBoard { x, y, grid };
            assert_eq!(refused, Err(PlaceError::OffBoard(expected)));
        }
    }
    assert_eq!(place(27, grid, 2, 0), Ok(31));
    let taken = place(27, grid, 1, 1).unwrap_err();
    assert_eq!(taken.to_string(), "cell (x=1, y=1) is taken");
    let off = place(27, grid, 3, 0).unwrap_err();
    assert!(off
        .to_string()
        .starts_with("cell (x=3, y=0) is off the 3×3 board"));
}

#[test]
fn is_one_cell_agrees_with_counting() {
    let small = 0..1u64 << 16;
    let pairs =
        (0..64).flat_map(|i| (0..64).map(move |j| (1u64 << i) | (1u64 << j)));
    for board in small.chain(pairs).chain(boards()) {
        assert_eq!(is_one_cell(board), board.count_ones() == 1, "{board:#x}");
    }
    assert!(is_one_cell(1) && is_one_cell(8) && is_one_cell(1 << 63));
    assert!(!is_one_cell(0) && !is_one_cell(27) && !is_one_cell(u64::MAX));
}

/// The occupied cells found the slow way: every (x, y) of the grid, row by row.
fn occupied_by_scanning(board: u64, grid: Grid) -> Vec<(u32, u32)> {
    let mut cells = Vec::new();
    for y in 0..grid.height() {
        for x in 0..grid.width() {
            if bit(board, y * grid.width() + x) {
                cells.push((x, y));
            }
        }
    }
    cells
}

#[test]
fn occupied_cells_visits_every_piece_in_bit_order() {
    let grid = Grid::TIC_TAC_TOE;
    for board in 0..512 {
        let expected = occupied_by_scanning(board, grid);
        assert_eq!(occupied_cells(board, grid), Ok(expected));
    }
    for board in boards() {
        let expected = occupied_by_scanning(board, Grid::CHESS);
        assert_eq!(occupied_cells(board, Grid::CHESS), Ok(expected));
    }
    assert_eq!(
        occupied_cells(27, grid),
        Ok(vec![(0, 0), (1, 0), (0, 1), (1, 1)])
    );
    let stray = occupied_cells(27 | 1 << 9, grid);
    assert_eq!(stray, Err(BoardError::NoSuchBit { bitpos: 9, grid }));
}

/// The marks of a picture's rows (`X` or `.`), one string per row, in the order drawn.
fn rows_of_marks(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.split_once(" | "))
        .map(|(_, cells)| cells.chars().filter(|c| "X.".contains(*c)).collect())
        .collect()
}

#[test]
fn chess_picture_is_chapter_1s_picture_upside_down() {
    for board in boards() {
        let mut top_down = rows_of_marks(&picture(board, Grid::CHESS));
        top_down.reverse();
        let drawn = chess_picture(board);
        assert_eq!(rows_of_marks(&drawn), top_down, "{board:#x}");
        assert_eq!(drawn.lines().count(), 11);
    }
    let white_after_e4 = 0xffff ^ (1 << 12 | 1 << 28); // e2 (bit 12) to e4 (bit 28)
    assert_eq!(white_after_e4, 0x1000_efff);
    insta::assert_snapshot!("chess_picture_e4", chess_picture(white_after_e4));
}

/// The lines of an `n × n` board from coordinates: rows, columns and diagonals.
fn lines_by_coordinates(n: u32) -> Vec<u64> {
    let line = |cells: &mut dyn Iterator<Item = (u32, u32)>| {
        cells.map(|(x, y)| 1u64 << (y * n + x)).sum::<u64>()
    };
    let mut lines = Vec::new();
    for y in 0..n {
        lines.push(line(&mut (0..n).map(|x| (x, y))));
    }
    for x in 0..n {
        lines.push(line(&mut (0..n).map(|y| (x, y))));
    }
    lines.push(line(&mut (0..n).map(|i| (i, i))));
    lines.push(line(&mut (0..n).map(|i| (n - 1 - i, i))));
    lines
}

#[test]
fn winning_lines_are_the_rows_columns_and_diagonals() {
    for n in 1..=8 {
        let lines = winning_lines(n).unwrap();
        assert_eq!(lines, lines_by_coordinates(n), "{n} × {n}");
        assert_eq!(lines.len() as u32, 2 * n + 2);
        assert!(lines.iter().all(|line| line.count_ones() == n));
    }
    assert_eq!(
        winning_lines(0),
        Err(BoardError::BadShape {
            width: 0,
            height: 0
        })
    );
    assert_eq!(
        winning_lines(9),
        Err(BoardError::BadShape {
            width: 9,
            height: 9
        })
    );
}

/// Whether an `n × n` board holds a whole row, column or diagonal, looked at as an
/// array of cells.
fn has_a_full_line(board: u64, n: usize) -> bool {
    let cells: Vec<Vec<bool>> = (0..n)
        .map(|y| (0..n).map(|x| bit(board, (n * y + x) as u32)).collect())
        .collect();
    let row = (0..n).any(|y| (0..n).all(|x| cells[y][x]));
    let column = (0..n).any(|x| (0..n).all(|y| cells[y][x]));
    let diagonal = (0..n).all(|i| cells[i][i]);
    let anti_diagonal = (0..n).all(|i| cells[i][n - 1 - i]);
    row || column || diagonal || anti_diagonal
}

#[test]
fn has_won_agrees_with_an_array_on_every_3x3_and_4x4_board() {
    for (n, expected) in [(3, 282), (4, 27_382)] {
        let lines = winning_lines(n as u32).unwrap();
        let mut with_a_line = 0;
        for board in 0..1u64 << (n * n) {
            let won = has_won(board, &lines);
            assert_eq!(won, has_a_full_line(board, n), "{n} × {n}: {board}");
            with_a_line += u32::from(won);
        }
        assert_eq!(with_a_line, expected, "{n} × {n}");
    }
    let lines = winning_lines(3).unwrap();
    // Any bits above the nine cells change nothing.
    assert!(has_won(0b111 | 1 << 40, &lines));
    assert!(!has_won(u64::MAX << 9, &lines));
    assert!(get_cell(lines[6], 1 << 4)); // the diagonal goes through the centre
}
