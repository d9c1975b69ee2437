//! The worked solutions of part 2.2's exercises, each checked against a slower,
//! independent way of getting the same answer: the same question asked of the game
//! on a plain array of nine cells, or a published count.

use ch02_neighbours::array::{ArrayState, LINE_CELLS};
use ch02_neighbours::census::census;
use ch02_neighbours::exercises_tictactoe::{
    dawdling_positions, games_up_to_symmetry, plain_value, plies_to_end,
    positions_by_ply, tally, Tally, TooBig,
};
use ch02_neighbours::solver::Solver;
use ch02_neighbours::tictactoe::{Player, State};
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

/// An array position as a number: its nine cells as base-3 digits, cell 0 the
/// lowest, 0 empty, 1 X and 2 O.
fn array_key(state: &ArrayState) -> u32 {
    (0..9).rev().fold(0, |key, index| {
        let digit = match state.at(index) {
            None => 0,
            Some(Player::X) => 1,
            Some(Player::O) => 2,
        };
        key * 3 + digit
    })
}

/// A bitboard position as the same number, from its cells read one by one.
fn state_key(state: &State) -> u32 {
    (0..9).rev().fold(0, |key, index| {
        let cell = 1 << index;
        let digit = if state.tiles(Player::X) & cell != 0 {
            1
        } else if state.tiles(Player::O) & cell != 0 {
            2
        } else {
            0
        };
        key * 3 + digit
    })
}

/// The children of an array position, one for each empty cell, lowest first.
fn array_children(state: &ArrayState) -> Vec<(usize, ArrayState)> {
    (0..9)
        .filter_map(|index| state.play(index).map(|child| (index, child)))
        .collect()
}

/// Every position of the array game reachable from the empty board, each once.
fn array_positions() -> Vec<ArrayState> {
    let mut seen = HashMap::new();
    let mut stack = vec![ArrayState::new()];
    while let Some(state) = stack.pop() {
        if seen.insert(array_key(&state), state).is_none() {
            stack.extend(array_children(&state).into_iter().map(|(_, c)| c));
        }
    }
    seen.into_values().collect()
}

/// Every position of the bitboard game reachable from the empty board, each once.
fn positions() -> Vec<State> {
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
fn positions_by_ply_agree_with_the_array_and_the_census() {
    let levels = positions_by_ply();
    // The array game, one level at a time, each level a set of keys.
    let mut expected = Vec::new();
    let mut level: HashMap<u32, ArrayState> =
        HashMap::from([(array_key(&ArrayState::new()), ArrayState::new())]);
    while !level.is_empty() {
        expected.push(level.len() as u64);
        level = level
            .values()
            .flat_map(array_children)
            .map(|(_, child)| (array_key(&child), child))
            .collect();
    }
    assert_eq!(levels, expected);
    assert_eq!(levels.iter().sum::<u64>(), census().positions);
    assert_eq!(levels, [1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78]);
}

/// What perfect play leads to from an array position, for the player to move:
/// the outcome (1 a win, 0 a draw, −1 a loss) and the number of plies to the end.
/// The winner hurries, the loser holds out: an outcome is better the higher it
/// is, then, for a win, the shorter, and for a loss, the longer.
fn outcome(
    state: &ArrayState,
    known: &mut HashMap<u32, (i32, u32)>,
) -> (i32, u32) {
    if let Some(&found) = known.get(&array_key(state)) {
        return found;
    }
    let result = if state.winner().is_some() {
        (-1, 0) // the player who has just moved has a line
    } else if state.empty_cells().next().is_none() {
        (0, 0)
    } else {
        let replies: Vec<(i32, u32)> = array_children(state)
            .iter()
            .map(|(_, child)| {
                let (theirs, plies) = outcome(child, known);
                (-theirs, plies + 1)
            })
            .collect();
        *replies.iter().max_by(|a, b| compare(**a, **b)).unwrap()
    };
    known.insert(array_key(state), result);
    result
}

/// Which of two (outcome, plies) is better for the player who gets it.
fn compare(a: (i32, u32), b: (i32, u32)) -> Ordering {
    a.0.cmp(&b.0).then(match a.0 {
        1 => b.1.cmp(&a.1),  // a quicker win is better
        -1 => a.1.cmp(&b.1), // a slower loss is better
        _ => Ordering::Equal,
    })
}

#[test]
fn plies_to_end_is_the_length_of_perfect_play_on_the_array() {
    let mut known = HashMap::new();
    let lengths: HashMap<u32, u32> = array_positions()
        .iter()
        .map(|state| (array_key(state), outcome(state, &mut known).1))
        .collect();
    let mut solver = Solver::new();
    let all = positions();
    assert_eq!(all.len(), 5478);
    for state in &all {
        let expected = lengths[&state_key(state)];
        assert_eq!(plies_to_end(&mut solver, state), expected, "{state:?}");
    }
    assert_eq!(plies_to_end(&mut solver, &State::new()), 9);
    // The chapter's position, X to move with three cells empty: the centre, a
    // corner, the last cell.
    let mut state = State::new();
    for (x, y) in [(0, 0), (1, 0), (2, 0), (0, 1), (1, 2), (2, 1)] {
        state = state.play_at(x, y).unwrap();
    }
    assert_eq!(solver.value(&state), 1);
    assert_eq!(plies_to_end(&mut solver, &state), 3);
}

/// Negamax with a win 1 and a loss −1 on the array game.
fn plain_array(state: &ArrayState, known: &mut HashMap<u32, i32>) -> i32 {
    if let Some(&value) = known.get(&array_key(state)) {
        return value;
    }
    let value = if state.winner().is_some() {
        -1
    } else {
        array_children(state)
            .iter()
            .map(|(_, child)| -plain_array(child, known))
            .max()
            .unwrap_or(0)
    };
    known.insert(array_key(state), value);
    value
}

#[test]
fn the_plain_score_agrees_with_the_array_and_dawdles_where_the_array_says() {
    let (mut plain, mut known) = (HashMap::new(), HashMap::new());
    let mut dawdling = 0;
    for state in array_positions() {
        let value = plain_array(&state, &mut plain);
        assert_eq!(value, outcome(&state, &mut known).0);
        let best = outcome(&state, &mut known);
        let slower = array_children(&state).iter().any(|(_, child)| {
            let (theirs, plies) = outcome(child, &mut known);
            -plain_array(child, &mut plain) == value
                && compare((-theirs, plies + 1), best) != Ordering::Equal
        });
        dawdling += usize::from(slower);
    }
    let mut values = HashMap::new();
    for state in positions() {
        let value = plain_value(&state, &mut values);
        let key = state_key(&state);
        assert_eq!(value, plain[&key], "{state:?}");
    }
    assert_eq!(dawdling_positions(), dawdling);
    assert_eq!(dawdling, 852);
    // X with (2, 1) and (2, 2), O with (0, 2) and (1, 2): X wins at once on (2, 0),
    // and the plain score rates (0, 0), a slower win, as high.
    let mut state = State::new();
    for (x, y) in [(2, 1), (0, 2), (2, 2), (1, 2)] {
        state = state.play_at(x, y).unwrap();
    }
    let mut solver = Solver::new();
    let after = |x, y| state.play_at(x, y).unwrap();
    assert_eq!(-plain_value(&after(2, 0), &mut values), 1);
    assert_eq!(-plain_value(&after(0, 0), &mut values), 1);
    assert!(-solver.value(&after(2, 0)) > -solver.value(&after(0, 0)));
}

/// A map of the 3 × 3 board's coordinates onto themselves.
type CellMap = fn(usize, usize) -> (usize, usize);

/// The eight symmetries of the 3 × 3 board as maps of coordinates, written out.
const SYMMETRIES: [CellMap; 8] = [
    |x, y| (x, y),
    |x, y| (2 - y, x),
    |x, y| (2 - x, 2 - y),
    |x, y| (y, 2 - x),
    |x, y| (2 - x, y),
    |x, y| (x, 2 - y),
    |x, y| (y, x),
    |x, y| (2 - y, 2 - x),
];

/// The smallest key among the eight images of an array position.
fn array_class(state: &ArrayState) -> u32 {
    SYMMETRIES
        .iter()
        .map(|map| {
            (0..9).rev().fold(0, |key, index| {
                // The image's cell `index` holds what the cell it came from holds.
                let from = (0..9)
                    .find(|&f| {
                        let (x, y) = map(f % 3, f / 3);
                        y * 3 + x == index
                    })
                    .unwrap();
                let digit = match state.at(from) {
                    None => 0,
                    Some(Player::X) => 1,
                    Some(Player::O) => 2,
                };
                key * 3 + digit
            })
        })
        .min()
        .unwrap()
}

/// The games below an array position, one child for each class of children.
fn array_games(state: &ArrayState, known: &mut HashMap<u32, u64>) -> u64 {
    let key = array_class(state);
    if let Some(&games) = known.get(&key) {
        return games;
    }
    let mut classes = HashMap::new();
    for (_, child) in array_children(state) {
        classes.entry(array_class(&child)).or_insert(child);
    }
    let games = if classes.is_empty() {
        1
    } else {
        classes
            .values()
            .map(|child| array_games(child, known))
            .sum()
    };
    known.insert(key, games);
    games
}

#[test]
fn games_up_to_symmetry_agree_with_the_array_and_the_published_count() {
    // Every symmetry maps the lines onto lines, so the counts below are the game's.
    for map in SYMMETRIES {
        for line in LINE_CELLS {
            let mut image: Vec<usize> = line
                .iter()
                .map(|&i| {
                    let (x, y) = map(i % 3, i / 3);
                    y * 3 + x
                })
                .collect();
            image.sort();
            assert!(LINE_CELLS.iter().any(|l| l[..] == image[..]));
        }
    }
    let games = games_up_to_symmetry();
    assert_eq!(games, array_games(&ArrayState::new(), &mut HashMap::new()));
    // "When rotations and reflections of positions are viewed as the same, there
    // are only 26,830 possible games": https://en.wikipedia.org/wiki/Tic-tac-toe,
    // section "Combinatorics".
    assert_eq!(games, 26_830);
}

/// The same count on arrays: cells 0 (empty), 1 (X) or 2 (O), lines as lists of cells.
fn tally_by_arrays(n: usize) -> Tally {
    let mut lines: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        lines.push((0..n).map(|x| i * n + x).collect()); // row i
        lines.push((0..n).map(|y| y * n + i).collect()); // column i
    }
    lines.push((0..n).map(|i| i * n + i).collect());
    lines.push((0..n).map(|i| i * n + n - 1 - i).collect());
    let owner_of_a_line = |cells: &[u8]| -> Option<u8> {
        lines.iter().find_map(|line| {
            let first = cells[line[0]];
            (first != 0 && line.iter().all(|&i| cells[i] == first))
                .then_some(first)
        })
    };
    // A position's key is its cells read as a number in base 3, cell 0 the lowest
    // digit, so putting `mover` on cell i adds `mover · 3^i`.
    let powers: Vec<u32> = (0..n * n).map(|i| 3u32.pow(i as u32)).collect();
    let mut tally = Tally::default();
    let mut level: HashMap<u32, u64> = HashMap::from([(0, 1)]);
    let mut mover: u8 = 1;
    while !level.is_empty() {
        let mut next: HashMap<u32, u64> =
            HashMap::with_capacity(2 * level.len());
        for (key, games) in level {
            let cells: Vec<u8> =
                powers.iter().map(|p| (key / p % 3) as u8).collect();
            tally.positions += 1;
            let winner = owner_of_a_line(&cells);
            if winner.is_some() || cells.iter().all(|&c| c != 0) {
                tally.finished += 1;
                tally.games += games;
                match winner {
                    Some(1) => tally.x_wins += games,
                    Some(_) => tally.o_wins += games,
                    None => tally.draws += games,
                }
                continue;
            }
            for i in (0..n * n).filter(|&i| cells[i] == 0) {
                let child = key + u32::from(mover) * powers[i];
                *next.entry(child).or_insert(0) += games;
            }
        }
        level = next;
        mover = 3 - mover;
    }
    tally
}

#[test]
fn tally_agrees_with_arrays_and_the_published_counts() {
    // 1 × 1 and 2 × 2: 2 and 29 positions, counted by hand in the question "Determining
    // the number of valid TicTacToe board states in terms of board dimension",
    // https://math.stackexchange.com/questions/469371
    assert_eq!(tally(1).unwrap().positions, 2);
    assert_eq!(tally(2).unwrap().positions, 29);
    // 3 × 3: the census of the chapter, which matches the published numbers.
    let three = tally(3).unwrap();
    let known = census();
    assert_eq!(
        (three.games, three.x_wins, three.o_wins, three.draws),
        (known.games, known.x_wins, known.o_wins, known.draws)
    );
    assert_eq!((three.positions, three.finished), (5478, 958));
    for n in 1..=3 {
        assert_eq!(tally(n as u32).unwrap(), tally_by_arrays(n), "{n} × {n}");
    }
    let four = tally(4).unwrap();
    assert_eq!(four, tally_by_arrays(4));
    assert_eq!(four.positions, 9_722_011);
    assert_eq!(four.games, 15_038_733_958_272);
    assert_eq!(four.games, four.x_wins + four.o_wins + four.draws);
    let rows = [
        ("games", three.games, four.games),
        ("X wins", three.x_wins, four.x_wins),
        ("O wins", three.o_wins, four.o_wins),
        ("draws", three.draws, four.draws),
        ("positions", three.positions, four.positions),
        ("finished", three.finished, four.finished),
    ];
    let mut text = format!("{:<10} {:>9} {:>18}\n", "", "3 × 3", "4 × 4");
    for (name, on_3, on_4) in rows {
        text.push_str(&format!("{name:<10} {on_3:>9} {on_4:>18}\n"));
    }
    insta::assert_snapshot!("tally_3_and_4", text);
    assert_eq!(tally(0), Err(TooBig { n: 0 }));
    assert_eq!(tally(5), Err(TooBig { n: 5 }));
    let error = tally(5).unwrap_err().to_string();
    assert_eq!(error, "tally counts boards of side 1 to 4, not 5 × 5");
}
