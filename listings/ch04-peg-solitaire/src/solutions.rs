//! Counting every solution: the move sequences from the start to the goal,
//! counted as paths over the classes of positions, level by level.

use crate::board::Board;
use crate::count::{next_level_in_parallel, successor_keys};
use crate::masks::Geometry;
use crate::symmetry::{canonical, orbit_size};

// ANCHOR: paths
/// The paths into each class of the level after `classes`: `paths[i]` is
/// the number of move sequences from the start reaching any position of
/// the class `classes[i]`, and the result holds the same for `next`; a
/// successor whose class is not in `next` is left out.
///
/// Each jump from a class's key carries the class's whole count, because
/// every position of the class has as many jumps into each class as its key.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::next_level;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::solutions::next_paths;
/// let one = next_level(&[START], &ENGLISH_GEOMETRY);
/// assert_eq!(next_paths(&[START], &[1], &one, &ENGLISH_GEOMETRY), [4]);
/// ```
pub fn next_paths(
    classes: &[Board],
    paths: &[u128],
    next: &[Board],
    geometry: &Geometry,
) -> Vec<u128> {
    let mut next_paths = vec![0; next.len()];
    for (&pegs, &n) in classes.iter().zip(paths) {
        for key in successor_keys(pegs, geometry) {
            if let Ok(i) = next.binary_search(&key) {
                next_paths[i] += n;
            }
        }
    }
    next_paths
}
// ANCHOR_END: paths

/// [`next_paths`] on two threads, each on half of the classes, then the two
/// lists of counts added.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::count::next_level;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::solutions::{next_paths, next_paths_in_parallel};
/// let one = next_level(&[START], &ENGLISH_GEOMETRY);
/// let two = next_level(&one, &ENGLISH_GEOMETRY);
/// assert_eq!(
///     next_paths_in_parallel(&one, &[4], &two, &ENGLISH_GEOMETRY),
///     next_paths(&one, &[4], &two, &ENGLISH_GEOMETRY),
/// );
/// ```
pub fn next_paths_in_parallel(
    classes: &[Board],
    paths: &[u128],
    next: &[Board],
    geometry: &Geometry,
) -> Vec<u128> {
    let half = classes.len() / 2;
    let (a, b) = std::thread::scope(|scope| {
        let other = scope.spawn(|| {
            next_paths(&classes[half..], &paths[half..], next, geometry)
        });
        let mine = next_paths(&classes[..half], &paths[..half], next, geometry);
        (
            mine,
            other
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e)),
        )
    });
    a.iter().zip(&b).map(|(x, y)| x + y).collect()
}

// ANCHOR: solutions
/// The classes reachable from `start` (which must be symmetric, as the
/// board), level by level, up to `jumps` jumps.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::solutions::levels;
/// let levels = levels(&ENGLISH_GEOMETRY, START, 3);
/// let sizes: Vec<usize> = levels.iter().map(Vec::len).collect();
/// assert_eq!(sizes, [1, 1, 2, 8]);
/// ```
pub fn levels(
    geometry: &Geometry,
    start: Board,
    jumps: u32,
) -> Vec<Vec<Board>> {
    let mut levels = vec![vec![canonical(start)]];
    for _ in 0..jumps {
        let last = levels.last().map_or(&[][..], Vec::as_slice);
        let next = next_level_in_parallel(last, geometry);
        levels.push(next);
    }
    levels
}

/// The number of move sequences from `start` (symmetric, as the board)
/// that end on `goal`. A jump from $q$ to $q'$ is an ordinary jump from
/// the empty holes of $q'$ to those of $q$, so a position $p$ can reach `goal`
/// if and only if $H \oplus p$ is reachable from $H \oplus$ `goal`, $H$ the
/// holes: each level keeps only those classes, then the paths are counted.
///
/// ```
/// use ch04_peg_solitaire::board::START;
/// use ch04_peg_solitaire::direction::Direction;
/// use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
/// use ch04_peg_solitaire::moves::{play, Move};
/// use ch04_peg_solitaire::solutions::count_solutions;
/// let first = play(START, Move { direction: Direction::Up, from: 10 });
/// assert_eq!(count_solutions(&ENGLISH_GEOMETRY, START, first), 1);
/// assert_eq!(count_solutions(&ENGLISH_GEOMETRY, START, START), 1);
/// ```
pub fn count_solutions(geometry: &Geometry, start: Board, goal: Board) -> u128 {
    let holes = geometry.holes;
    let jumps = start.count_ones().saturating_sub(goal.count_ones());
    let forward = levels(geometry, start, jumps);
    let backward_start = holes ^ goal;
    let other;
    let backward = if backward_start == start {
        &forward
    } else {
        other = levels(geometry, backward_start, jumps);
        &other
    };
    let useful: Vec<Vec<Board>> = forward
        .iter()
        .zip(backward.iter().rev())
        .map(|(classes, reverse)| {
            let reaches_goal = |c: &&Board| {
                reverse.binary_search(&canonical(holes ^ **c)).is_ok()
            };
            classes.iter().filter(reaches_goal).copied().collect()
        })
        .collect();
    let mut paths = vec![1];
    for pair in useful.windows(2) {
        paths = next_paths_in_parallel(&pair[0], &paths, &pair[1], geometry);
    }
    let last = useful.last().map_or(&[][..], Vec::as_slice);
    match last.binary_search(&canonical(goal)) {
        Ok(i) => paths[i] / u128::from(orbit_size(goal)),
        Err(_) => 0,
    }
}
// ANCHOR_END: solutions
