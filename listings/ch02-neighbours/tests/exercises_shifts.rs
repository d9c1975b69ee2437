//! The worked solutions of part 2.1's exercises, each checked against a slower,
//! independent way of getting the same answer.

use ch02_neighbours::cells::Grid;
use ch02_neighbours::exercises_shifts::{
    empty_next_to, knight_attacks, line_count, rook_attacks, slide, south,
    NOT_A, NOT_AB, NOT_GH, NOT_H,
};
use ch02_neighbours::lines::all_lines;
use ch02_neighbours::print::render;
use ch02_neighbours::shifts::{column_mask, shift_board, Direction};
use ch02_neighbours::tictactoe::{Player, State};
use std::collections::HashSet;

/// A few thousand boards spread over all 64 bits (xorshift), plus the extremes.
fn boards() -> Vec<u64> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut boards = vec![0, 1, u64::MAX, 1 << 63, 27];
    for _ in 0..2048 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        boards.push(state);
        boards.push(state & (state >> 11)); // sparser boards too
    }
    boards
}

/// Every grid shape that fits in 64 bits.
fn grids() -> Vec<Grid> {
    (1..=64)
        .flat_map(|w| (1..=64 / w).map(move |h| Grid::new(w, h).unwrap()))
        .collect()
}

/// Whether bit `n` of `board` is set, by arithmetic.
fn bit(board: u64, n: u32) -> bool {
    (board >> n) % 2 == 1
}

/// The cell (x + dx, y + dy) of the grid as a bit position, if it is on the board.
fn step(grid: Grid, n: u32, dx: i32, dy: i32) -> Option<u32> {
    let (w, h) = (grid.width() as i32, grid.height() as i32);
    let (x, y) = ((n as i32) % w + dx, (n as i32) / w + dy);
    ((0..w).contains(&x) && (0..h).contains(&y)).then(|| (y * w + x) as u32)
}

#[test]
fn south_is_the_masked_shift_on_every_grid() {
    for grid in grids() {
        for board in boards() {
            let board = board & grid.full();
            let mut expected = 0;
            for n in (0..grid.cell_count()).filter(|&n| bit(board, n)) {
                if let Some(below) = step(grid, n, 0, 1) {
                    expected |= 1 << below;
                }
            }
            assert_eq!(south(board, grid), expected, "{grid}: {board:#x}");
            assert_eq!(
                south(board, grid),
                shift_board(board, grid, Direction::South)
            );
        }
    }
    assert_eq!(south(27, Grid::TIC_TAC_TOE), 216);
    assert_eq!(south(0b111_000_000, Grid::TIC_TAC_TOE), 0);
    assert_eq!(south(u64::MAX, Grid::new(64, 1).unwrap()), 0); // a shift by 64
}

/// Every position reachable from the empty board, each once.
fn reachable() -> Vec<State> {
    let mut seen = HashSet::new();
    let mut stack = vec![State::new()];
    while let Some(state) = stack.pop() {
        if seen.insert(state) {
            stack.extend(state.children().map(|(_, child)| child));
        }
    }
    seen.into_iter().collect()
}

#[test]
fn empty_next_to_agrees_with_coordinates_in_every_position() {
    let positions = reachable();
    assert_eq!(positions.len(), 5478);
    for state in positions {
        for player in [Player::X, Player::O] {
            let tiles = state.tiles(player);
            let mut expected = 0;
            for n in (0..9).filter(|&n| !bit(state.board(), n)) {
                let beside = (-1..=1)
                    .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
                    .filter_map(|(dx, dy)| step(Grid::TIC_TAC_TOE, n, dx, dy))
                    .any(|m| m != n && bit(tiles, m));
                if beside {
                    expected |= 1 << n;
                }
            }
            let found = empty_next_to(tiles, state.board(), Grid::TIC_TAC_TOE);
            assert_eq!(found, expected, "{state:?}");
        }
    }
    let corner = State::new().play_at(0, 0).unwrap();
    let grid = Grid::TIC_TAC_TOE;
    let (x, o) = (corner.tiles(Player::X), corner.tiles(Player::O));
    assert_eq!(empty_next_to(x, corner.board(), grid), 0b000_011_010);
    assert_eq!(empty_next_to(o, corner.board(), grid), 0);
}

#[test]
fn line_count_is_the_number_of_lines_all_lines_builds() {
    for grid in grids() {
        for length in 0..=10 {
            let built = all_lines(grid, length).len() as u32;
            assert_eq!(
                line_count(grid, length),
                built,
                "{grid}, length {length}"
            );
        }
    }
    // Connect Four by hand: 6 rows × 4 + 7 columns × 3 + 2 diagonal directions × 4 × 3.
    let connect_four = Grid::new(7, 6).unwrap();
    assert_eq!(line_count(connect_four, 4), 6 * 4 + 7 * 3 + 2 * 4 * 3);
    assert_eq!(line_count(connect_four, 4), 69);
    assert_eq!(line_count(Grid::TIC_TAC_TOE, 3), 8);
}

/// The cells a rook on bit `n` attacks, found by walking each direction cell by cell.
fn rook_walk(grid: Grid, n: u32, occupied: u64) -> u64 {
    let mut attacked = 0;
    for (dx, dy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
        let mut at = n;
        while let Some(next) = step(grid, at, dx, dy) {
            attacked |= 1 << next;
            if bit(occupied, next) {
                break;
            }
            at = next;
        }
    }
    attacked
}

#[test]
fn rook_attacks_agree_with_walking() {
    let grid = Grid::CHESS;
    let mut total = 0;
    for n in 0..64 {
        let rook = 1 << n;
        let alone = rook_attacks(rook, rook, grid);
        assert_eq!(alone, rook_walk(grid, n, rook), "bit {n}");
        assert_eq!(alone.count_ones(), 14, "bit {n}");
        total += alone.count_ones();
    }
    assert_eq!(total, 896);
    for grid in [Grid::CHESS, Grid::TIC_TAC_TOE, Grid::new(7, 6).unwrap()] {
        for board in boards() {
            let occupied = board & grid.full();
            let n = board.count_ones() % grid.cell_count();
            let rook = 1u64 << n;
            let expected = rook_walk(grid, n, occupied | rook);
            assert_eq!(rook_attacks(rook, occupied | rook, grid), expected);
        }
    }
    // Many rooks at once: the union of their attacks.
    for board in boards() {
        let rooks = board & (board >> 3) & (board >> 7);
        let occupied = board | rooks;
        let one_by_one = (0..64)
            .filter(|&n| bit(rooks, n))
            .fold(0, |all, n| all | rook_walk(grid, n, occupied));
        assert_eq!(rook_attacks(rooks, occupied, grid), one_by_one);
    }
    let (rook, blocker) = (grid.cell(0, 0).unwrap(), grid.cell(3, 0).unwrap());
    assert_eq!(slide(rook, blocker, grid, Direction::East), 0b1110);
    assert_eq!(rook_attacks(rook, rook | blocker, grid).count_ones(), 10);
}

/// The squares a knight on bit `n` attacks, from its eight jumps as coordinates.
fn knight_walk(n: u32) -> u64 {
    let jumps = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    jumps
        .into_iter()
        .filter_map(|(dx, dy)| step(Grid::CHESS, n, dx, dy))
        .fold(0, |all, m| all | 1 << m)
}

#[test]
fn knight_attacks_agree_with_jumping_square_by_square() {
    let column = |x| column_mask(Grid::CHESS, x).unwrap();
    assert_eq!(NOT_H, !column(7));
    assert_eq!(NOT_GH, !(column(6) | column(7)));
    assert_eq!(NOT_A, !column(0));
    assert_eq!(NOT_AB, !(column(0) | column(1)));
    let mut total = 0;
    for n in 0..64 {
        assert_eq!(knight_attacks(1 << n), knight_walk(n), "bit {n}");
        total += knight_attacks(1 << n).count_ones();
    }
    assert_eq!(total, 336);
    assert_eq!(knight_attacks(1 << 0).count_ones(), 2); // a corner
    assert_eq!(knight_attacks(1 << 27).count_ones(), 8); // (3, 3)
    for board in boards() {
        let one_by_one = (0..64)
            .filter(|&n| bit(board, n))
            .fold(0, |all, n| all | knight_walk(n));
        assert_eq!(knight_attacks(board), one_by_one, "{board:#x}");
    }
    let counts = render(Grid::CHESS, 1, |n| {
        knight_attacks(1 << n).count_ones().to_string()
    });
    insta::assert_snapshot!("knight_attack_counts", counts);
}
