//! The worked solutions of chapter 4's exercises, each checked against an
//! independent oracle: the array board, coordinates, or a plain search.

use ch04_peg_solitaire::array::Grid;
use ch04_peg_solitaire::board::{
    coordinates, Board, ENGLISH, FRENCH, GOAL, START,
};
use ch04_peg_solitaire::exercises::*;
use ch04_peg_solitaire::masks::{Geometry, ENGLISH_GEOMETRY, FRENCH_GEOMETRY};
use ch04_peg_solitaire::moves::{legal_moves, play, Move, Order};
use ch04_peg_solitaire::notation::parse_move;
use ch04_peg_solitaire::solve::{best_search, Goal};
use proptest::prelude::*;
use std::collections::HashMap;

/// A random set of pegs in the holes: each hole filled with probability 1/2.
fn pegs_in(holes: Board) -> impl Strategy<Value = Board> {
    any::<u64>().prop_map(move |bits| bits & holes)
}

/// The move count and the landing holes, from the array board's move list.
fn from_the_array(geometry: &Geometry, pegs: Board) -> (u32, Board) {
    let moves = Grid::from_boards(geometry.holes, pegs).moves();
    let landings = moves.iter().fold(0, |all, m| all | 1 << m.to());
    (moves.len() as u32, landings)
}

/// The cell (x, y) of an 8 × 8 board (bit 8y + x) sent to `map(x, y)`,
/// one cell at a time.
fn by_cells(b: u64, map: impl Fn(u32, u32) -> (u32, u32)) -> u64 {
    (0..64)
        .filter(|i| b >> i & 1 == 1)
        .map(|i| {
            let (x, y) = map(i % 8, i / 8);
            1 << (8 * y + x)
        })
        .fold(0, |all, bit| all | bit)
}

#[test]
fn move_count_and_landing_holes_of_the_first_positions() {
    let first = parse_move("d2-d4").unwrap();
    let after = play(START, first);
    for pegs in [START, after] {
        let expected = from_the_array(&ENGLISH_GEOMETRY, pegs);
        let found = (
            move_count(pegs, &ENGLISH_GEOMETRY),
            landing_holes(pegs, &ENGLISH_GEOMETRY),
        );
        assert_eq!(found, expected);
    }
    // The exercises' stated results: 4 moves into the centre, then 3 into d3.
    assert_eq!(move_count(after, &ENGLISH_GEOMETRY), 3);
    assert_eq!(landing_holes(after, &ENGLISH_GEOMETRY), 1 << 17);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn move_count_and_landing_holes_match_the_array(pegs in pegs_in(ENGLISH)) {
        let found = (move_count(pegs, &ENGLISH_GEOMETRY), landing_holes(pegs, &ENGLISH_GEOMETRY));
        prop_assert_eq!(found, from_the_array(&ENGLISH_GEOMETRY, pegs));
    }

    #[test]
    fn move_count_and_landing_holes_match_the_array_french(pegs in pegs_in(FRENCH)) {
        let found = (move_count(pegs, &FRENCH_GEOMETRY), landing_holes(pegs, &FRENCH_GEOMETRY));
        prop_assert_eq!(found, from_the_array(&FRENCH_GEOMETRY, pegs));
    }

    #[test]
    fn take_back_retraces_a_random_game(choices in prop::collection::vec(any::<u32>(), 0..31)) {
        // A random legal game from the start, remembering every position.
        let (mut pegs, mut moves, mut seen) = (START, Vec::<Move>::new(), vec![START]);
        for choice in choices {
            let legal = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex);
            if legal.is_empty() {
                break;
            }
            let m = legal[choice as usize % legal.len()];
            pegs = play(pegs, m);
            moves.push(m);
            seen.push(pegs);
        }
        // Taking back the last k moves gives the position k moves before the end.
        for k in 0..=moves.len() {
            let before = take_back(pegs, &moves[moves.len() - k..]);
            prop_assert_eq!(before, seen[seen.len() - 1 - k]);
        }
        prop_assert_eq!(moves_xor(&moves), START ^ pegs);
    }

    #[test]
    fn flips_of_a_chess_board_match_the_cells(b in any::<u64>()) {
        prop_assert_eq!(flip_8x8(b), by_cells(b, |x, y| (x, 7 - y)));
        prop_assert_eq!(mirror_8x8(b), by_cells(b, |x, y| (7 - x, y)));
        prop_assert_eq!(transpose_8x8(b), by_cells(b, |x, y| (y, x)));
    }
}

#[test]
fn the_solution_xored_together_is_the_english_board() {
    let solution = best_search(ENGLISH_GEOMETRY)
        .run(START, Goal::Exactly(GOAL))
        .solution
        .expect("the chapter's search solves the game");
    assert_eq!(solution.len(), 31);
    assert_eq!(take_back(GOAL, &solution), START);
    assert_eq!(moves_xor(&solution), ENGLISH);
}

#[test]
fn flips_of_every_square_of_a_chess_board() {
    for i in 0..64 {
        let (x, y) = (i % 8, i / 8);
        assert_eq!(flip_8x8(1 << i), 1 << (8 * (7 - y) + x), "flip of {i}");
        assert_eq!(mirror_8x8(1 << i), 1 << (8 * y + 7 - x), "mirror of {i}");
        assert_eq!(transpose_8x8(1 << i), 1 << (8 * x + y), "transpose of {i}");
    }
}

/// The triangle as a 5 × 5 array, `true` for a peg, cell (x, y) a hole when
/// x + y ≤ 4; every jump checked cell by cell, no bitboards.
type Triangle = [[bool; 5]; 5];

fn triangle_array(pegs: Board) -> Triangle {
    std::array::from_fn(|y| {
        std::array::from_fn(|x| pegs >> (7 * y + x) & 1 == 1)
    })
}

/// Plain depth-first search with no memory: every game to the end, and the
/// number of those that leave one peg.
fn games_to_one_peg_array(t: &mut Triangle, pegs: u32) -> u64 {
    if pegs == 1 {
        return 1;
    }
    let hole = |x: i32, y: i32| x >= 0 && y >= 0 && x + y <= 4;
    let mut games = 0;
    for y in 0..5i32 {
        for x in 0..5i32 {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
            {
                let (ox, oy, lx, ly) = (x + dx, y + dy, x + 2 * dx, y + 2 * dy);
                if !(hole(x, y) && hole(ox, oy) && hole(lx, ly)) {
                    continue;
                }
                let (x, y, ox, oy, lx, ly) = (
                    x as usize,
                    y as usize,
                    ox as usize,
                    oy as usize,
                    lx as usize,
                    ly as usize,
                );
                if t[y][x] && t[oy][ox] && !t[ly][lx] {
                    (t[y][x], t[oy][ox], t[ly][lx]) = (false, false, true);
                    games += games_to_one_peg_array(t, pegs - 1);
                    (t[y][x], t[oy][ox], t[ly][lx]) = (true, true, false);
                }
            }
        }
    }
    games
}

/// The positions one jump away on the triangle, from the array, every jump
/// checked cell by cell.
fn triangle_successors_array(pegs: Board) -> Vec<Board> {
    let t = triangle_array(pegs);
    let hole = |x: i32, y: i32| x >= 0 && y >= 0 && x + y <= 4;
    let peg = |x: i32, y: i32| hole(x, y) && t[y as usize][x as usize];
    let bit = |x: i32, y: i32| 1 << (7 * y + x);
    let mut next = Vec::new();
    for y in 0..5 {
        for x in 0..5 {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
            {
                let (ox, oy, lx, ly) = (x + dx, y + dy, x + 2 * dx, y + 2 * dy);
                if peg(x, y) && peg(ox, oy) && hole(lx, ly) && !peg(lx, ly) {
                    next.push(pegs ^ (bit(x, y) | bit(ox, oy) | bit(lx, ly)));
                }
            }
        }
    }
    next
}

#[test]
fn triangle_successors_match_the_array_on_every_position() {
    let holes: Vec<u32> = (0..49).filter(|i| TRIANGLE >> i & 1 == 1).collect();
    assert_eq!(holes.len(), 15);
    // Every one of the 2^15 ways to put pegs in the 15 holes.
    for subset in 0u32..1 << 15 {
        let pegs = holes
            .iter()
            .enumerate()
            .filter(|&(k, _)| subset >> k & 1 == 1)
            .fold(0, |all: Board, (_, &i)| all | 1 << i);
        let mut found = triangle_successors(pegs);
        let mut expected = triangle_successors_array(pegs);
        found.sort_unstable();
        expected.sort_unstable();
        assert_eq!(found, expected, "pegs {pegs:#b}");
    }
    // The apex empty: two jumps into it, along its two sides.
    assert_eq!(triangle_successors(TRIANGLE & !(1 << 28)).len(), 2);
}

#[test]
fn the_triangle_is_fifteen_holes_with_the_right_jumps() {
    let holes: Vec<(u32, u32)> = (0..49)
        .filter(|i| TRIANGLE >> i & 1 == 1)
        .map(coordinates)
        .collect();
    assert_eq!(holes.len(), 15);
    assert!(holes.iter().all(|&(x, y)| x + y <= 4));
}

#[test]
fn triangle_starts_are_the_holes_two_steps_from_the_edge() {
    let on = |x: i32, y: i32| x >= 0 && y >= 0 && x + y <= 4;
    for (dx, dy) in TRIANGLE_STEPS.into_iter().chain([(0, 0)]) {
        let expected = (0..49u32)
            .filter(|&i| {
                let (x, y) = coordinates(i);
                let (x, y) = (x as i32, y as i32);
                on(x, y) && on(x + dx, y + dy) && on(x + 2 * dx, y + 2 * dy)
            })
            .fold(0, |board: Board, i| board | 1 << i);
        assert_eq!(triangle_starts(dx, dy), expected, "step ({dx}, {dy})");
    }
    // Along each line of five, three holes start a jump: 3 + 2 + 1 per direction.
    assert_eq!(triangle_starts(1, 0).count_ones(), 6);
    assert_eq!(triangle_starts(0, 0), TRIANGLE);
}

#[test]
fn triangle_games_match_a_plain_search_from_every_vacancy() {
    // The chapter's four kinds of vacancy and their counts: the corners
    // (x + y = 4 or (0, 0)), the holes next to a corner, the middles of the
    // sides, and the three inside holes.
    let kind = |i: u32| match coordinates(i) {
        (0, 0) | (4, 0) | (0, 4) => 29_760,
        (1, 0) | (0, 1) | (3, 0) | (3, 1) | (0, 3) | (1, 3) => 14_880,
        (2, 0) | (0, 2) | (2, 2) => 85_258,
        (1, 1) | (2, 1) | (1, 2) => 1_550,
        other => panic!("{other:?} is not a hole of the triangle"),
    };
    for i in (0..49).filter(|i| TRIANGLE >> i & 1 == 1) {
        let start = TRIANGLE & !(1 << i);
        let fast = games_to_one_peg(start, &mut HashMap::new());
        let slow = games_to_one_peg_array(&mut triangle_array(start), 14);
        assert_eq!(fast, slow, "vacancy on bit {i}");
        assert_eq!(fast, kind(i), "vacancy on bit {i}");
    }
    // From a corner (the apex, bit 28), the count the chapter states.
    assert_eq!(
        games_to_one_peg(TRIANGLE & !(1 << 28), &mut HashMap::new()),
        29_760
    );
}

#[test]
fn the_corner_count_remembers_a_few_thousand_positions() {
    // The chapter says the count visits "a few thousand" positions.
    let mut memo = HashMap::new();
    games_to_one_peg(TRIANGLE & !(1 << 28), &mut memo);
    assert!((1_000..10_000).contains(&memo.len()), "{}", memo.len());
}

// The exercises of the second part, on counting.

use ch04_peg_solitaire::array::perft_array;
use ch04_peg_solitaire::exercises_counting::{
    dead_ends, perft_by_classes, symmetric_classes,
};
use ch04_peg_solitaire::solutions::levels;
use ch04_peg_solitaire::symmetry::images;
use std::collections::BTreeSet;

#[test]
fn symmetric_classes_have_fewer_than_eight_distinct_images() {
    let levels = levels(&ENGLISH_GEOMETRY, START, 8);
    let mut found = Vec::new();
    for level in &levels {
        let distinct =
            |c: &Board| images(*c).into_iter().collect::<BTreeSet<_>>().len();
        let expected = level.iter().filter(|c| distinct(c) < 8).count();
        assert_eq!(symmetric_classes(level), expected);
        found.push(expected);
    }
    // The chapter's numbers: 111 of the 9,751 classes after 8 jumps.
    assert_eq!(found[8], 111);
}

#[test]
fn dead_ends_have_no_move_on_the_array_board() {
    let levels = levels(&ENGLISH_GEOMETRY, START, 12);
    let mut found = Vec::new();
    for level in &levels {
        let expected = level
            .iter()
            .filter(|&&c| Grid::from_boards(ENGLISH, c).moves().is_empty())
            .count();
        assert_eq!(dead_ends(level, &ENGLISH_GEOMETRY), expected);
        found.push(expected);
    }
    // The chapter says the first dead end comes after 6 jumps.
    assert_eq!(found.iter().position(|&n| n > 0), Some(6));
    assert_eq!(found[6], 1);
    assert_eq!(found[7..10], [0, 0, 0], "none again until 10 jumps");
    assert!(found[10] > 0);
}

#[test]
fn perft_by_classes_is_perft_on_the_array_board() {
    for depth in 0..=6 {
        let expected = perft_array(Grid::from_boards(ENGLISH, START), depth);
        assert_eq!(
            perft_by_classes(&ENGLISH_GEOMETRY, START, depth),
            u128::from(expected)
        );
    }
    assert_eq!(
        perft_by_classes(&ENGLISH_GEOMETRY, START, 9),
        u128::from(ch04_peg_solitaire::perft::perft(
            &ENGLISH_GEOMETRY,
            START,
            9
        ))
    );
}
