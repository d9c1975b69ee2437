//! The worked solutions of the chapter's exercises, each against an
//! independent answer: the stacks as text, the listing's slower or simpler
//! code, brute-force enumeration, or a published count.

mod common;

use ch06_tak::array::{has_road_array, to_array};
use ch06_tak::exercises_moves::{
    bits_from_drops, distinct_positions, divide, road_wins, slide_count,
    slides_towards_wall,
};
use ch06_tak::exercises_stacks::{
    compose, flat_count, flood_by_lines, has_road_by_lines, image_hashes,
    is_symmetric, line_fill, road_distance, top_of,
};
use ch06_tak::geometry::{
    board_mask, column_mask, row_mask, square_name, Direction, MAX_SIZE,
    MIN_SIZE,
};
use ch06_tak::movegen::{legal_moves, room};
use ch06_tak::perft::{perft, perft_making_every_move};
use ch06_tak::position::{Color, Move, Outcome, Position, Stone};
use ch06_tak::ptn::parse_move;
use ch06_tak::roads::{flood, has_road};
use ch06_tak::slides::drops_from_bits;
use ch06_tak::symmetry::Symmetry;
use common::random_position;
use proptest::prelude::*;
use std::collections::HashSet;

const SIZES: std::ops::RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

/// The example position of the first part's warm-ups.
const WARM_UP: &str = "x5/x5/x,2S,x3/1,12,1C,x2/x5 1 4";

/// Random positions of every size, short and long games.
fn sample_positions() -> Vec<Position> {
    let mut positions = Vec::new();
    for size in SIZES {
        for seed in 1..40u64 {
            let moves = (seed * 7 % 90) as u32;
            positions.push(random_position(size, seed * 0x9E37_79B9, moves));
        }
    }
    positions
}

// --- Part 1, exercise 1: flat count -------------------------------------

#[test]
fn flat_count_agrees_with_the_stacks_as_text() {
    let warm_up = Position::from_tps(WARM_UP).unwrap();
    assert_eq!(flat_count(&warm_up, Color::White), 1);
    assert_eq!(flat_count(&warm_up, Color::Black), 1);
    for p in sample_positions() {
        for (colour, digit) in [(Color::White, '1'), (Color::Black, '2')] {
            // A flat on top: the stack's text ends with the colour's digit
            // (a wall or capstone ends with S or C).
            let expected = (0..p.size() * p.size())
                .filter(|&sq| p.stack_text(sq).ends_with(digit))
                .count() as u32;
            assert_eq!(flat_count(&p, colour), expected, "{}", p.to_tps());
        }
    }
}

// --- Part 1, exercise 2: the top of a square -------------------------------

#[test]
fn top_of_agrees_with_the_stack_words() {
    let warm_up = Position::from_tps(WARM_UP).unwrap();
    assert_eq!(
        top_of(&warm_up, "b3"),
        Ok(Some((Color::Black, Stone::Wall)))
    );
    assert_eq!(top_of(&warm_up, "c2"), Ok(Some((Color::White, Stone::Cap))));
    for p in sample_positions() {
        let size = p.size();
        for sq in 0..size * size {
            let (stones, height) = p.stack(sq);
            let text = p.stack_text(sq);
            let expected = (height > 0).then(|| {
                let colour = if stones & 1 == 1 {
                    Color::Black
                } else {
                    Color::White
                };
                let stone = match text.chars().last() {
                    Some('S') => Stone::Wall,
                    Some('C') => Stone::Cap,
                    _ => Stone::Flat,
                };
                (colour, stone)
            });
            assert_eq!(top_of(&p, &square_name(size, sq)), Ok(expected));
        }
    }
    for bad in ["f1", "a6", "a0", "", "c", "3c", "a99999999999999999999"] {
        assert!(top_of(&warm_up, bad).is_err(), "{bad}");
    }
}

// --- Part 1, exercise 3: symmetric positions ---------------------------------

/// A position whose stacks are copied to their images under `symmetry`,
/// from random stacks (those are symmetric by construction), if its
/// stones fit in the reserves.
fn symmetric_position(
    size: usize,
    seed: u64,
    symmetry: Symmetry,
) -> Option<Position> {
    let source = random_position(size, seed, 6 + (seed % 30) as u32);
    let mut texts = vec![String::new(); size * size];
    for sq in 0..size * size {
        let image = symmetry.map_square(sq, size);
        let text = source.stack_text(sq.min(image));
        texts[sq] = text.clone();
        texts[image] = text;
    }
    let ranks: Vec<String> = (0..size)
        .rev()
        .map(|rank| {
            (0..size)
                .map(|file| match texts[rank * size + file].as_str() {
                    "" => "x".to_string(),
                    t => t.to_string(),
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    Position::from_tps(&format!("{} 1 9", ranks.join("/"))).ok()
}

#[test]
fn is_symmetric_agrees_with_the_transformed_position() {
    let example =
        Position::from_tps("2,x3,1/x5/x2,12,x2/x5/1,x3,2 1 4").unwrap();
    let found: Vec<Symmetry> = Symmetry::ALL
        .into_iter()
        .filter(|&s| is_symmetric(&example, s))
        .collect();
    assert_eq!(
        found,
        [
            Symmetry::Identity,
            Symmetry::Rotate180,
            Symmetry::MirrorDiag,
            Symmetry::MirrorAntidiag
        ]
    );
    let mut positions = sample_positions();
    for size in SIZES {
        for seed in 1..30u64 {
            for symmetry in Symmetry::ALL {
                positions.extend(symmetric_position(size, seed * 31, symmetry));
            }
        }
    }
    let mut symmetric = 0;
    for p in &positions {
        for s in Symmetry::ALL {
            let expected = p.transformed(s) == *p;
            assert_eq!(is_symmetric(p, s), expected, "{s:?} {}", p.to_tps());
            symmetric += usize::from(expected && s != Symmetry::Identity);
        }
    }
    // Both answers occur many times, so the check can fail either way.
    assert!(symmetric > 500, "{symmetric}");
}

// --- Part 1, exercise 4: the hashes of an image ------------------------------

#[test]
fn compose_agrees_with_the_coordinates() {
    for size in SIZES {
        for after in Symmetry::ALL {
            for first in Symmetry::ALL {
                let both = compose(after, first);
                for sq in 0..size * size {
                    let expected =
                        after.map_square(first.map_square(sq, size), size);
                    assert_eq!(both.map_square(sq, size), expected);
                }
            }
        }
    }
}

#[test]
fn image_hashes_are_the_hashes_of_the_image() {
    for p in sample_positions() {
        for s in Symmetry::ALL {
            assert_eq!(
                image_hashes(&p.hashes(), s),
                p.transformed(s).hashes(),
                "{s:?} {}",
                p.to_tps()
            );
        }
    }
    // The permutation the exercise states for a quarter turn.
    let hashes = [10, 11, 12, 13, 14, 15, 16, 17];
    assert_eq!(
        image_hashes(&hashes, Symmetry::Rotate90),
        [11, 12, 13, 10, 16, 17, 15, 14]
    );
}

// --- Part 1, exercise 5: roads, a whole line at a time ------------------------

proptest! {
    #[test]
    fn fill_by_lines_agrees_with_the_chapter(
        size in MIN_SIZE..=MAX_SIZE,
        a: u64,
        b: u64,
        seeds: u64,
    ) {
        // Dense boards (a | b: three squares in four are road) have long roads.
        let roads = (a | b) & board_mask(size);
        prop_assert_eq!(
            flood_by_lines(seeds, roads, size),
            flood(seeds, roads, size)
        );
        prop_assert_eq!(has_road_by_lines(roads, size), has_road(roads, size));
        prop_assert_eq!(
            has_road_by_lines(roads, size),
            has_road_array(&to_array(roads, size), size)
        );
    }
}

/// The squares reached from `seed` by single steps in `direction` along
/// `roads`, one step at a time: the oracle for one line.
fn walk(seed: usize, roads: u64, size: usize, direction: Direction) -> u64 {
    let mut reached = 0;
    let mut at = Some(seed);
    while let Some(sq) = at.filter(|&sq| roads >> sq & 1 == 1) {
        reached |= 1 << sq;
        at = direction.next(size, sq);
    }
    reached
}

#[test]
fn line_fill_goes_straight_and_never_wraps() {
    let mut state = 0x1234_5678_9ABC_DEF1u64;
    for size in SIZES {
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let roads = (state | state >> 3) & board_mask(size);
            for direction in Direction::ALL {
                for seed in 0..size * size {
                    assert_eq!(
                        line_fill(1 << seed, roads, size, direction),
                        walk(seed, roads, size, direction),
                        "{size} {direction:?} {seed} {roads:b}"
                    );
                }
            }
        }
    }
}

#[test]
fn roads_by_lines_on_edge_cases() {
    for size in SIZES {
        let full = board_mask(size);
        let mut cases = vec![0, full, 1, 1 << (size * size - 1)];
        for i in 0..size {
            cases.push(row_mask(size, i));
            cases.push(column_mask(size, i));
            cases.push(full & !row_mask(size, i));
            cases.push(full & !column_mask(size, i));
        }
        // A snake: every other rank full, joined at alternate ends, which
        // turns at every rank; and the two diagonals, which never join.
        let mut snake = 0;
        for rank in 0..size {
            if rank % 2 == 0 {
                snake |= row_mask(size, rank);
            } else {
                let file = if rank % 4 == 1 { size - 1 } else { 0 };
                snake |= 1 << (rank * size + file);
            }
        }
        cases.push(snake);
        cases.push(snake & !row_mask(size, size - 1));
        let diagonal: u64 = (0..size).map(|i| 1u64 << (i * size + i)).sum();
        cases.push(diagonal);
        cases.push(Symmetry::MirrorH.apply(diagonal, size));
        for roads in cases {
            assert_eq!(has_road_by_lines(roads, size), has_road(roads, size));
            for seed in 0..size * size {
                assert_eq!(
                    flood_by_lines(1 << seed, roads, size),
                    flood(1 << seed, roads, size)
                );
            }
        }
        assert!(has_road_by_lines(snake, size));
        assert!(!has_road_by_lines(diagonal, size));
    }
}

#[test]
fn roads_by_lines_on_the_roads_of_random_games() {
    for p in sample_positions() {
        for colour in [Color::White, Color::Black] {
            let roads = p.controlled(colour) & !p.walls();
            assert_eq!(
                has_road_by_lines(roads, p.size()),
                has_road(roads, p.size())
            );
        }
    }
}

// --- Part 1, exercise 6: how far from a road ----------------------------------

/// The fewest empty squares whose flats give `mine` a road, by trying every
/// set of empty squares, smallest first.
fn road_distance_by_brute_force(
    mine: u64,
    empty: u64,
    size: usize,
) -> Option<u32> {
    let squares: Vec<usize> = (0..size * size)
        .filter(|&sq| empty >> sq & 1 == 1)
        .collect();
    (0u64..1 << squares.len())
        .filter(|subset| {
            let added: u64 = (0..squares.len())
                .filter(|i| subset >> i & 1 == 1)
                .map(|i| 1 << squares[i])
                .sum();
            has_road(mine | added, size)
        })
        .map(|subset| subset.count_ones())
        .min()
}

/// The same by a shortest-path search over the squares: an own square
/// costs 0, an empty one 1, any other is closed (0-1 breadth-first search).
fn road_distance_by_search(mine: u64, empty: u64, size: usize) -> Option<u32> {
    let cost = |sq: usize| {
        if mine >> sq & 1 == 1 {
            Some(0)
        } else if empty >> sq & 1 == 1 {
            Some(1)
        } else {
            None
        }
    };
    let search = |start: &dyn Fn(usize) -> bool,
                  goal: &dyn Fn(usize) -> bool| {
        let mut best = vec![u32::MAX; size * size];
        let mut queue = std::collections::VecDeque::new();
        for sq in (0..size * size).filter(|&sq| start(sq)) {
            if let Some(c) = cost(sq) {
                best[sq] = c;
                if c == 0 {
                    queue.push_front(sq)
                } else {
                    queue.push_back(sq)
                }
            }
        }
        while let Some(sq) = queue.pop_front() {
            for d in Direction::ALL {
                let Some(next) = d.next(size, sq) else {
                    continue;
                };
                let Some(c) = cost(next) else { continue };
                if best[sq] + c < best[next] {
                    best[next] = best[sq] + c;
                    if c == 0 {
                        queue.push_front(next)
                    } else {
                        queue.push_back(next)
                    }
                }
            }
        }
        (0..size * size)
            .filter(|&sq| goal(sq))
            .map(|sq| best[sq])
            .min()
            .filter(|&c| c != u32::MAX)
    };
    let across = search(&|sq| sq % size == 0, &|sq| sq % size == size - 1);
    let up = search(&|sq| sq / size == 0, &|sq| sq / size == size - 1);
    [across, up].into_iter().flatten().min()
}

#[test]
fn road_distance_agrees_with_brute_force_and_search() {
    let mut state = 0x0DDB_A11C_AFE5_EED5u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut counted = [0usize; 2]; // roads that can and cannot be made
    for p in sample_positions() {
        let size = p.size();
        let empty = board_mask(size) & !p.occupied();
        for colour in [Color::White, Color::Black] {
            let mine = p.controlled(colour) & !p.walls();
            let found = road_distance(&p, colour);
            assert_eq!(
                found,
                road_distance_by_search(mine, empty, size),
                "{}",
                p.to_tps()
            );
            if empty.count_ones() <= 10 {
                assert_eq!(
                    found,
                    road_distance_by_brute_force(mine, empty, size)
                );
            }
            counted[usize::from(found.is_none())] += 1;
        }
    }
    // Random boards of three kinds of square, every size.
    for size in SIZES {
        for _ in 0..300 {
            let (a, b) = (next() & board_mask(size), next());
            let (mine, empty) = (a & b, a & !b);
            let expected = road_distance_by_search(mine, empty, size);
            let by_brute = (size <= 4)
                .then(|| road_distance_by_brute_force(mine, empty, size));
            let p = position_of(mine, empty, size);
            let found = road_distance(&p, Color::White);
            assert_eq!(found, expected, "{}", p.to_tps());
            if let Some(expected) = by_brute {
                assert_eq!(found, expected);
            }
            counted[usize::from(found.is_none())] += 1;
        }
    }
    assert!(counted[0] > 300 && counted[1] > 300, "{counted:?}");
    let p = Position::from_tps("x5/x5/x5/x5/1,1,1,x,2 2 3").unwrap();
    assert_eq!(road_distance(&p, Color::White), Some(3));
    assert_eq!(road_distance(&p, Color::Black), Some(4));
    assert_eq!(
        road_distance(&Position::new(6).unwrap(), Color::Black),
        Some(6)
    );
}

/// A position with white flats on `mine`, nothing on `empty`, and black
/// flats on the other squares.
fn position_of(mine: u64, empty: u64, size: usize) -> Position {
    let ranks: Vec<String> = (0..size)
        .rev()
        .map(|rank| {
            (0..size)
                .map(|file| {
                    let sq = rank * size + file;
                    if mine >> sq & 1 == 1 {
                        "1"
                    } else if empty >> sq & 1 == 1 {
                        "x"
                    } else {
                        "2"
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    // Not from a game, but any board whose stones fit the reserves is a
    // position: about half the squares are black, within every reserve.
    Position::from_tps(&format!("{} 1 9", ranks.join("/"))).expect("a board")
}

// --- Part 2, exercise 1: gap bits from drops ---------------------------------

#[test]
fn bits_from_drops_undoes_drops_from_bits() {
    for k in 1..=16u32 {
        for bits in 0..1u32 << (k - 1) {
            let drops = drops_from_bits(bits, k);
            assert_eq!(bits_from_drops(&drops), Some((bits, k)), "{drops:?}");
        }
    }
    // The longest: 32 stones, 31 gaps.
    assert_eq!(bits_from_drops(&[1; 32]), Some((u32::MAX >> 1, 32)));
    assert_eq!(bits_from_drops(&[32]), Some((0, 32)));
    for bad in [&[][..], &[0], &[2, 0, 1], &[33], &[20, 13], &[u32::MAX, 1]] {
        assert_eq!(bits_from_drops(bad), None, "{bad:?}");
    }
}

// --- Part 2, exercises 2 and 5: counting slides -------------------------------

/// Every list of drop counts of `k` stones: brute force over compositions.
fn compositions(k: u32) -> Vec<Vec<u32>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for first in 1..=k {
        for mut rest in compositions(k - first) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// The slides a stack of `height` can make with `room` free squares, then
/// (if `wall`) a wall that a capstone on top may flatten alone.
fn slides_by_brute_force(
    size: usize,
    height: usize,
    room: usize,
    wall: bool,
) -> usize {
    (1..=height.min(size) as u32)
        .flat_map(compositions)
        .filter(|drops| {
            drops.len() <= room
                || wall && drops.len() == room + 1 && drops.last() == Some(&1)
        })
        .count()
}

#[test]
fn slide_counts_agree_with_enumeration() {
    assert_eq!(slide_count(5, 6, 3), Ok(25));
    assert_eq!(slides_towards_wall(5, 3, 1), Ok(5));
    for size in SIZES {
        for height in 0..=12 {
            for room in 0..size {
                assert_eq!(
                    slide_count(size, height, room),
                    Ok(slides_by_brute_force(size, height, room, false))
                );
                assert_eq!(
                    slides_towards_wall(size, height, room),
                    Ok(slides_by_brute_force(size, height, room, true))
                );
            }
        }
    }
    for bad in [0, 2, 9] {
        assert!(slide_count(bad, 3, 1).is_err());
        assert!(slides_towards_wall(bad, 3, 1).is_err());
    }
}

/// How many of `moves` slide from `from` in `direction`.
fn slides_from(moves: &[Move], from: usize, towards: Direction) -> usize {
    moves
        .iter()
        .filter(|mv| {
            matches!(mv, Move::Slide { from: f, direction, .. }
                if *f as usize == from && *direction == towards)
        })
        .count()
}

#[test]
fn slide_counts_agree_with_the_move_generator() {
    let mut positions = sample_positions();
    // A white capstone on a stack of 1 to 8 on a1, `d` free squares, a wall
    // (3 × 3 and 4 × 4 have no capstones).
    for size in 5..=MAX_SIZE {
        for height in 1..=8 {
            for d in 0..size - 1 {
                let stack: String =
                    (0..height - 1).map(|i| ['2', '1'][i % 2]).collect();
                let mut rank = vec![format!("{stack}1C")];
                rank.extend(std::iter::repeat_n("x".to_string(), d));
                rank.push("2S".to_string());
                rank.extend(std::iter::repeat_n("x".to_string(), size - d - 2));
                let empty = format!("x{size}");
                let mut ranks = vec![empty; size - 1];
                ranks.push(rank.join(","));
                let tps = format!("{} 1 9", ranks.join("/"));
                positions.push(Position::from_tps(&tps).expect(&tps));
            }
        }
    }
    let mut flattening = 0;
    for p in &positions {
        let moves = legal_moves(p);
        if p.outcome().is_some() || p.in_opening() {
            continue;
        }
        let me = p.controlled(p.to_move());
        for from in (0..p.size() * p.size()).filter(|&sq| me >> sq & 1 == 1) {
            let height = p.stack(from).1;
            let cap = p.caps() >> from & 1 == 1;
            for direction in Direction::ALL {
                let (free, wall) = room(p, from, direction);
                let expected = if cap && wall {
                    flattening += 1;
                    slides_towards_wall(p.size(), height, free)
                } else {
                    slide_count(p.size(), height, free)
                };
                assert_eq!(
                    Ok(slides_from(&moves, from, direction)),
                    expected,
                    "{} {from} {direction:?}",
                    p.to_tps()
                );
            }
        }
    }
    assert!(flattening >= 200, "{flattening}");
}

// --- Part 2, exercise 3: placements that win by a road ------------------------

#[test]
fn road_wins_agree_with_playing_every_placement() {
    let mut found = 0;
    let mut positions = sample_positions();
    // Every position along random games on small boards, where roads are
    // near from the start.
    for size in 3..=4 {
        for seed in 1..80u64 {
            for moves in 4..40 {
                positions.push(random_position(size, seed * 0x51_7CC1, moves));
            }
        }
    }
    for p in &positions {
        let me = p.to_move();
        let mut expected = 0u64;
        for mv in legal_moves(p) {
            if let Move::Place {
                square,
                stone: Stone::Flat | Stone::Cap,
            } = mv
            {
                let after = p.play(mv).unwrap();
                if after.outcome() == Some(Outcome::Road(me)) {
                    expected |= 1 << square;
                }
            }
        }
        assert_eq!(road_wins(p), expected, "{}", p.to_tps());
        found += expected.count_ones();
    }
    assert!(found >= 100, "{found}");
}

#[test]
fn road_wins_of_the_exercise() {
    let p = Position::from_tps(ROAD_WINS).unwrap();
    let wins = road_wins(&p);
    let names: Vec<String> = (0..25)
        .filter(|&sq| wins >> sq & 1 == 1)
        .map(|sq| square_name(5, sq))
        .collect();
    assert_eq!(names, ["e3", "c5"]);
}

/// The position of the exercise: white needs e3 or c5.
const ROAD_WINS: &str = "2,2,x,2,x/x2,1,x2/1,1,1,1,x/x,2,1,2,x/2,x,1,x,2 1 8";

// --- Part 2, exercise 4: perft divide -----------------------------------------

#[test]
fn divide_adds_up_to_the_published_perft() {
    // Tiltak's move_gen_5s_tests.rs: 43,320 sequences of 3 from the empty 5×5.
    let five = Position::new(5).unwrap();
    let split = divide(&five, 3);
    assert_eq!(split.len(), 25);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 43_320);
    assert!(divide(&five, 0).is_empty());
}

#[test]
fn divide_agrees_with_playing_every_move() {
    for p in sample_positions().iter().filter(|p| p.size() <= 6) {
        let split = divide(p, 2);
        assert_eq!(split.len(), legal_moves(p).len());
        assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), perft(p, 2));
        let mut names = HashSet::new();
        for (ptn, count) in &split {
            assert!(names.insert(ptn.clone()), "{ptn} twice");
            let after = p.play(parse_move(ptn, p.size()).unwrap()).unwrap();
            assert_eq!(*count, perft_making_every_move(&after, 1), "{ptn}");
        }
    }
}

#[test]
fn divide_of_a_small_position() {
    let mut position = Position::new(3).unwrap();
    for mv in ["a1", "c3", "b2"] {
        position = position.play(parse_move(mv, 3).unwrap()).unwrap();
    }
    assert_eq!(position, Position::from_tps("x2,1/x,1,x/2,x2 2 2").unwrap());
    let split = divide(&position, 2);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 222);
    assert_eq!(perft(&position, 2), 222);
    let text: String = split
        .iter()
        .map(|(ptn, count)| format!("{ptn:>4} {count}\n"))
        .collect();
    insta::assert_snapshot!("divide_3x3", text);
}

// --- Part 2, exercise 6: positions, and positions up to symmetry --------------

/// The positions `depth` moves lead to, by their text, and up to symmetry by
/// the smallest text of the eight images: no hashes involved.
fn distinct_by_text(start: &Position, depth: u32) -> (usize, usize) {
    let mut frontier = vec![start.clone()];
    for _ in 0..depth {
        let mut seen = HashSet::new();
        frontier = frontier
            .iter()
            .flat_map(|p| {
                legal_moves(p).into_iter().map(|mv| p.play(mv).unwrap())
            })
            .filter(|p| seen.insert(p.to_tps()))
            .collect();
    }
    let classes: HashSet<String> = frontier
        .iter()
        .map(|p| {
            Symmetry::ALL
                .into_iter()
                .map(|s| p.transformed(s).to_tps())
                .min()
                .unwrap()
        })
        .collect();
    (frontier.len(), classes.len())
}

#[test]
fn distinct_positions_agree_with_the_texts() {
    for (size, depth) in [
        (3, 1),
        (3, 2),
        (3, 3),
        (3, 4),
        (4, 3),
        (5, 2),
        (5, 3),
        (6, 2),
    ] {
        let start = Position::new(size).unwrap();
        assert_eq!(
            distinct_positions(&start, depth),
            distinct_by_text(&start, depth),
            "{size} {depth}"
        );
    }
    let five = Position::new(5).unwrap();
    // Burnside: the 600 placements of a black and a white flat, plus 20 fixed by
    // each of the four reflections (both stones on its line of 5 squares),
    // over the 8 symmetries: (600 + 4 · 20) / 8 = 85.
    assert_eq!(distinct_positions(&five, 2), (600, 85));
    // The exercise's three moves, counted by text above as well.
    assert_eq!(distinct_positions(&five, 3), (35_125, 4_505));
}
