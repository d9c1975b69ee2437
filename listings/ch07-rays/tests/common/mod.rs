//! Shared by the test files: the squares that matter to a slider and every
//! arrangement of blockers on them, computed from coordinates alone (no code
//! of the library), and an attack oracle on coordinates.
#![allow(dead_code)] // each test file uses a part of it

/// A rook's four steps as (files, ranks).
pub const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// A bishop's four steps as (files, ranks).
pub const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// How many (square, blockers) pairs there are for a rook: published, and
/// the sum over the squares of 2 to the number of relevant squares.
pub const ROOK_SUBSETS: usize = 102_400;
/// The same for a bishop.
pub const BISHOP_SUBSETS: usize = 5_248;

/// The squares from `square` to the edge along one step, in order.
pub fn ray_squares(square: usize, (df, dr): (i32, i32)) -> Vec<usize> {
    let (mut f, mut r) = ((square % 8) as i32, (square / 8) as i32);
    let mut squares = Vec::new();
    loop {
        f += df;
        r += dr;
        if !(0..8).contains(&f) || !(0..8).contains(&r) {
            return squares;
        }
        squares.push((8 * r + f) as usize);
    }
}

/// The squares whose occupancy can change a slider's attacks: its rays,
/// each without its last square (a piece on the edge square blocks nothing
/// beyond it, for there is nothing beyond it).
pub fn relevant_mask(square: usize, steps: &[(i32, i32)]) -> u64 {
    steps
        .iter()
        .flat_map(|&step| {
            let ray = ray_squares(square, step);
            let keep = ray.len().saturating_sub(1);
            ray.into_iter().take(keep)
        })
        .fold(0, |mask, sq| mask | 1 << sq)
}

/// The subset of `mask` picked by the bits of `index`: its `i`-th square
/// (lowest first) is in when bit `i` of `index` is.
pub fn subset(mask: u64, index: u64) -> u64 {
    (0..64)
        .filter(|&sq| mask >> sq & 1 == 1)
        .enumerate()
        .filter(|&(i, _)| index >> i & 1 == 1)
        .fold(0, |board, (_, sq)| board | 1 << sq)
}

/// Every (square, blockers) a slider with these steps can meet that matters:
/// each square, with every subset of its relevant mask.
pub fn every_relevant_occupancy(
    steps: &'static [(i32, i32)],
) -> impl Iterator<Item = (usize, u64)> {
    (0..64).flat_map(move |square| {
        let mask = relevant_mask(square, steps);
        (0..1u64 << mask.count_ones()).map(move |i| (square, subset(mask, i)))
    })
}

/// A slider's attacks on coordinates: along each step until the edge or the
/// first occupied square, which is attacked too.
pub fn attacks_by_coordinates(
    square: usize,
    occupied: u64,
    steps: &[(i32, i32)],
) -> u64 {
    let mut attacks = 0;
    for &step in steps {
        for sq in ray_squares(square, step) {
            attacks |= 1 << sq;
            if occupied >> sq & 1 == 1 {
                break;
            }
        }
    }
    attacks
}

/// The squares a leaper on `square` reaches with these jumps, on coordinates.
pub fn jumps_by_coordinates(square: usize, jumps: &[(i32, i32)]) -> u64 {
    let (f, r) = ((square % 8) as i32, (square / 8) as i32);
    jumps
        .iter()
        .map(|&(df, dr)| (f + df, r + dr))
        .filter(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .fold(0, |board, (f, r)| board | 1 << (8 * r + f))
}

/// A knight's eight jumps.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// A king's eight steps.
pub const KING_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// An attack method: a slider's square and the occupied squares in, its
/// attacks out.
pub type Attacks = fn(usize, u64) -> u64;

/// Checks each method against `walk` on every case of `steps`, with the
/// slider's own square empty and occupied, and with every square outside
/// the relevant mask filled; and that the cases were all of them.
pub fn agrees_on_every_case(
    steps: &'static [(i32, i32)],
    walk: Attacks,
    methods: &[(&str, Attacks)],
) {
    let mut cases = 0;
    for (square, occupied) in every_relevant_occupancy(steps) {
        let expected = walk(square, occupied);
        let outside = !relevant_mask(square, steps);
        for &(name, method) in methods {
            for occupied in
                [occupied, occupied | 1 << square, occupied | outside]
            {
                assert_eq!(
                    method(square, occupied),
                    expected,
                    "{name}, square {square}, occupied {occupied:#018x}"
                );
            }
        }
        cases += 1;
    }
    let all = if *steps == ROOK_STEPS {
        ROOK_SUBSETS
    } else {
        BISHOP_SUBSETS
    };
    assert_eq!(cases, all);
}
