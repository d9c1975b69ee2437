//! The solver, perft and the count, checked by replaying, against the array
//! board, and against published numbers.

use ch04_peg_solitaire::array::{perft_array, Grid};
use ch04_peg_solitaire::board::Board;
use ch04_peg_solitaire::board::{ENGLISH, GOAL, START};
use ch04_peg_solitaire::count::{
    count_every_position, count_levels, next_level, next_level_in_parallel,
    successors,
};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{checked_play, Order};
use ch04_peg_solitaire::notation::side_by_side;
use ch04_peg_solitaire::perft::perft;
use ch04_peg_solitaire::solutions::{
    count_solutions, levels, next_paths, next_paths_in_parallel,
};
use ch04_peg_solitaire::solve::{best_search, Goal, Memory, Search};
use ch04_peg_solitaire::symmetry::{canonical, images};
use std::collections::{BTreeSet, HashMap};

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

/// OEIS A112737, all 32 terms: positions after n jumps from the start, up to
/// symmetry (oeis.org/A112737); they add up to 23,475,688.
const A112737: [u64; 32] = [
    1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927, 229614, 517854,
    1022224, 1753737, 2598215, 3312423, 3626632, 3413313, 2765623, 1930324,
    1160977, 600372, 265865, 100565, 32250, 8688, 1917, 348, 50, 7, 2,
];

/// The positions after n jumps, as this listing's first count (a hash set
/// per level, one core) found them; levels 0 to 8 are checked without
/// symmetry below. They add up to 187,636,299.
const POSITIONS: [u64; 32] = [
    1, 4, 12, 60, 296, 1338, 5648, 21842, 77559, 249690, 717788, 1834379,
    4138302, 8171208, 14020166, 20773236, 26482824, 28994876, 27286330,
    22106348, 15425572, 9274496, 4792664, 2120101, 800152, 255544, 68236,
    14727, 2529, 334, 32, 5,
];

#[test]
fn every_level_matches_oeis_and_the_first_count() {
    let levels = count_levels(&ENGLISH_GEOMETRY, START, u32::MAX, |_| {});
    let classes: Vec<u64> = levels.iter().map(|l| l.up_to_symmetry).collect();
    let positions: Vec<u64> = levels.iter().map(|l| l.positions).collect();
    assert_eq!(classes, A112737);
    assert_eq!(positions, POSITIONS);
    assert_eq!(classes.iter().sum::<u64>(), 23_475_688);
    assert_eq!(positions.iter().sum::<u64>(), 187_636_299);
}

#[test]
fn the_sorted_levels_are_the_canonical_successors() {
    // The fast level (sorted keys, images from the parent's images, two
    // threads) against a set of `canonical` applied to every successor.
    let mut level = vec![START];
    for _ in 0..7 {
        let slow: BTreeSet<Board> = level
            .iter()
            .flat_map(|&p| successors(p, &ENGLISH_GEOMETRY).map(canonical))
            .collect();
        let fast = next_level_in_parallel(&level, &ENGLISH_GEOMETRY);
        assert_eq!(fast, slow.into_iter().collect::<Vec<_>>());
        assert_eq!(fast, next_level(&level, &ENGLISH_GEOMETRY));
        level = fast;
    }
}

/// The number of move sequences reaching each position after `depth` jumps,
/// counted over every position, without symmetry.
fn paths_to_every_position(depth: u32) -> HashMap<Board, u128> {
    let mut paths = HashMap::from([(START, 1)]);
    for _ in 0..depth {
        let mut next = HashMap::new();
        for (&pegs, &n) in &paths {
            for after in successors(pegs, &ENGLISH_GEOMETRY) {
                *next.entry(after).or_insert(0) += n;
            }
        }
        paths = next;
    }
    paths
}

#[test]
fn paths_over_classes_match_paths_over_every_position() {
    let depth = 8;
    let every = paths_to_every_position(depth);
    let levels = levels(&ENGLISH_GEOMETRY, START, depth);
    let mut paths = vec![1];
    for pair in levels.windows(2) {
        let next = next_paths(&pair[0], &paths, &pair[1], &ENGLISH_GEOMETRY);
        let parallel = next_paths_in_parallel(
            &pair[0],
            &paths,
            &pair[1],
            &ENGLISH_GEOMETRY,
        );
        assert_eq!(next, parallel);
        paths = next;
    }
    // Each class's count is the sum over its distinct images.
    for (&class, &t) in levels[depth as usize].iter().zip(&paths) {
        let distinct: BTreeSet<Board> = images(class).into_iter().collect();
        let expected: u128 = distinct.iter().map(|p| every[p]).sum();
        assert_eq!(t, expected);
    }
    assert_eq!(every.len() as u64, POSITIONS[depth as usize]);
    let all: u128 = paths.iter().sum();
    assert_eq!(all, u128::from(perft(&ENGLISH_GEOMETRY, START, depth)));
}

#[test]
fn solutions_to_early_positions_match_every_position() {
    // Every position after 6 jumps as a goal, symmetric or not.
    let every = paths_to_every_position(6);
    for (&goal, &n) in &every {
        assert_eq!(count_solutions(&ENGLISH_GEOMETRY, START, goal), n);
    }
    // A position that is not reachable has no solution.
    let unreachable = START & !(1 << 10);
    assert_eq!(count_solutions(&ENGLISH_GEOMETRY, START, unreachable), 0);
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

/// OEIS A112738, its 32 nonzero terms: positions after n jumps, up to
/// symmetry, that can still be reduced to one peg in the centre
/// (oeis.org/A112738).
const A112738: [u64; 32] = [
    1, 1, 2, 8, 38, 164, 635, 2089, 6174, 16020, 35749, 68326, 112788, 162319,
    204992, 230230, 230230, 204992, 162319, 112788, 68326, 35749, 16020, 6174,
    2089, 635, 164, 38, 8, 2, 1, 1,
];

#[test]
fn pruned_levels_match_oeis() {
    // The classes `count_solutions` keeps: those whose complement's key is in
    // the mirrored level.
    let levels = levels(&ENGLISH_GEOMETRY, START, 31);
    let kept: Vec<u64> = levels
        .iter()
        .zip(levels.iter().rev())
        .map(|(classes, mirrored)| {
            let kept = classes.iter().filter(|&&c| {
                mirrored.binary_search(&canonical(ENGLISH ^ c)).is_ok()
            });
            kept.count() as u64
        })
        .collect();
    assert_eq!(kept, A112738);
}
