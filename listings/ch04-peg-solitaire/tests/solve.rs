//! The solver, perft and the count, checked by replaying, against the array
//! board, and against published numbers.

use ch04_peg_solitaire::array::{perft_array, Grid};
use ch04_peg_solitaire::board::{ENGLISH, GOAL, START};
use ch04_peg_solitaire::count::{count_every_position, count_levels};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{checked_play, Order};
use ch04_peg_solitaire::notation::side_by_side;
use ch04_peg_solitaire::perft::perft;
use ch04_peg_solitaire::solve::{best_search, Goal, Memory, Search};

/// OEIS A112737, the first eleven terms: positions after n jumps from the
/// start, up to symmetry (oeis.org/A112737).
const A112737_START: [u64; 11] =
    [1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927];

#[test]
fn the_solution_replays_move_by_move() {
    let outcome = best_search(ENGLISH_GEOMETRY).run(START, Goal::Exactly(GOAL));
    let moves = outcome.solution.expect("the English board is solvable");
    assert_eq!(moves.len(), 31); // 32 pegs, one removed per move
    let mut pegs = START;
    for m in moves {
        // Each move is legal where it is played, and removes one peg.
        let next = checked_play(pegs, &ENGLISH_GEOMETRY, m).unwrap();
        assert_eq!(next.count_ones() + 1, pegs.count_ones());
        pegs = next;
    }
    assert_eq!(pegs, GOAL);
}

#[test]
fn every_search_finds_a_valid_solution() {
    for memory in [Memory::Failed, Memory::FailedUpToSymmetry] {
        for order in [Order::ByIndex, Order::ByDirection] {
            let search = Search {
                geometry: ENGLISH_GEOMETRY,
                order,
                memory,
                budget: u64::MAX,
            };
            let outcome = search.run(START, Goal::Exactly(GOAL));
            let moves = outcome.solution.expect("solvable");
            let end = moves.iter().try_fold(START, |pegs, &m| {
                checked_play(pegs, &ENGLISH_GEOMETRY, m)
            });
            assert_eq!(end, Ok(GOAL), "{order:?} {memory:?}");
        }
    }
}

#[test]
fn the_solution_as_boards() {
    let outcome = best_search(ENGLISH_GEOMETRY).run(START, Goal::Exactly(GOAL));
    let moves = outcome.solution.unwrap();
    let mut titles = vec!["start".to_string()];
    let mut boards = vec![START];
    for (n, m) in moves.iter().enumerate() {
        let pegs = checked_play(*boards.last().unwrap(), &ENGLISH_GEOMETRY, *m);
        boards.push(pegs.unwrap());
        titles.push(format!("{:>2}. {m}", n + 1));
    }
    let pairs: Vec<(&str, u64)> =
        titles.iter().map(String::as_str).zip(boards).collect();
    insta::assert_snapshot!(
        "solution_boards",
        side_by_side(&pairs, ENGLISH, 4)
    );
}

#[test]
fn perft_matches_the_array_board() {
    let grid = Grid::from_boards(ENGLISH, START);
    for depth in 0..=6 {
        assert_eq!(
            perft(&ENGLISH_GEOMETRY, START, depth),
            perft_array(grid, depth),
            "depth {depth}"
        );
    }
}

#[test]
fn perft_of_the_first_moves() {
    // Four first jumps into the centre; after each, three jumps (worked out
    // in the chapter): 12 sequences of two moves.
    assert_eq!(perft(&ENGLISH_GEOMETRY, START, 1), 4);
    assert_eq!(perft(&ENGLISH_GEOMETRY, START, 2), 12);
}

#[test]
fn levels_up_to_symmetry_match_oeis() {
    let levels = count_levels(&ENGLISH_GEOMETRY, START, 10, |_| {});
    let classes: Vec<u64> = levels.iter().map(|l| l.up_to_symmetry).collect();
    assert_eq!(classes, A112737_START);
}

#[test]
fn class_sizes_add_up_to_every_position() {
    // Counting every position, without symmetry, gives the same totals as
    // adding up the sizes of the classes.
    let depth = 8;
    let levels = count_levels(&ENGLISH_GEOMETRY, START, depth, |_| {});
    let positions: Vec<u64> = levels.iter().map(|l| l.positions).collect();
    assert_eq!(
        positions,
        count_every_position(&ENGLISH_GEOMETRY, START, depth)
    );
}
