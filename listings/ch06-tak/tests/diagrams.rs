//! The diagrams chapter 6 draws: swap masks and the symmetries of a shape,
//! one slide and the table of a stack's slides, and a road's flood fill.

mod common;

use book_diagrams::Diagram;
use ch06_tak::array::sample_boards;
use ch06_tak::geometry::{board_mask, Bitboard};
use ch06_tak::geometry::{column_mask, square_name, Direction};
use ch06_tak::position::{Color, Move, Outcome, Position};
use ch06_tak::print::show;
use ch06_tak::ptn::parse_moves;
use ch06_tak::roads::{flood, flood_rounds, grow, has_road};
use ch06_tak::slides::{drops_from_bits, pack, slides_of};
use ch06_tak::symmetry::{mirror_h_swaps, transpose_swaps, Symmetry};
use common::source_mirror_h5;
use std::collections::HashSet;

const FILES: [&str; 5] = ["a", "b", "c", "d", "e"];
const RANKS: [&str; 5] = ["5", "4", "3", "2", "1"];

/// A 5 × 5 Tak board, rank 5 on top, with one layer.
fn board(caption: &str, name: &str, bits: Bitboard) -> Diagram {
    Diagram::grid(caption, 5, 5, |x, y| Some((4 - y) * 5 + x))
        .labels(&FILES, &RANKS)
        .layer(name, bits.into())
}

/// An asymmetric shape: an F.
const SHAPE: Bitboard = 0b111 << 20 | 1 << 15 | 0b11 << 10 | 1 << 5 | 1;

#[test]
fn the_swap_masks() {
    let h = mirror_h_swaps(5);
    let diagrams: Vec<Diagram> = h.swaps[..h.count]
        .iter()
        .map(|swap| board(&format!("mask, δ = {}", swap.delta), "m", swap.mask))
        .collect();
    insta::assert_snapshot!("mirror_h_masks", Diagram::many_to_toml(&diagrams));
    let t = transpose_swaps(5);
    let diagrams: Vec<Diagram> = t.swaps[..t.count]
        .iter()
        .map(|swap| board(&format!("mask, δ = {}", swap.delta), "m", swap.mask))
        .collect();
    insta::assert_snapshot!(
        "transpose_masks",
        Diagram::many_to_toml(&diagrams)
    );
}

#[test]
fn the_symmetries_of_an_f() {
    let names = ["the F", "rotate 90", "rotate 180", "rotate 270"]
        .into_iter()
        .chain(["mirror h", "mirror v", "mirror diag", "mirror antidiag"]);
    let diagrams: Vec<Diagram> = Symmetry::ALL
        .into_iter()
        .zip(names)
        .map(|(s, name)| board(name, "F", s.apply(SHAPE, 5)).without_bits())
        .collect();
    insta::assert_snapshot!(
        "symmetries_of_an_f",
        Diagram::many_to_toml(&diagrams)
    );
}

#[test]
fn the_source_mirror_on_a_full_board() {
    let full = board_mask(5);
    let once = source_mirror_h5(full);
    let diagrams = [
        board("a full board", "1", full).without_bits(),
        board("source's mirror_h5", "1", once).without_bits(),
        board("applied twice", "1", source_mirror_h5(once)).without_bits(),
    ];
    insta::assert_snapshot!(
        "source_mirror_h5",
        Diagram::many_to_toml(&diagrams)
    );
}

/// The source's `reduce`, transcribed with its typo fixed (`current_drop`
/// throughout) and with the bit value that starts a new drop as a
/// parameter: its note says cutting at 0 instead of 1 gives the same slides
/// in the opposite order.
fn source_reduce(bits: u32, k: u32, cut_at: u32) -> Vec<u32> {
    let mut drops = Vec::new();
    let mut current_drop = 1;
    for gap in (0..k - 1).rev() {
        if bits >> gap & 1 == cut_at {
            drops.push(current_drop);
            current_drop = 1;
        } else {
            current_drop += 1;
        }
    }
    drops.push(current_drop);
    drops
}

/// The `k − 1` gap bits of `bits` as binary digits, the first gap first.
fn gap_digits(bits: u32, k: u32) -> String {
    match k {
        1 => "none".to_string(),
        _ => format!("`{bits:0width$b}`", width = (k - 1) as usize),
    }
}

/// Drops as the chapter writes them: `[1, 2, 1]`.
fn drop_list(drops: &[u32]) -> String {
    format!("`{drops:?}`")
}

#[test]
fn every_slide_of_a_stack_of_four() {
    let h = 4;
    // Cutting at the 0s reads the complement of the gap bits, and so lists
    // the slides of k stones in the opposite order, for every k up to 8.
    for k in 1..=8 {
        let gaps = (1 << (k - 1)) - 1;
        let at_one: Vec<Vec<u32>> =
            (0..=gaps).map(|bits| drops_from_bits(bits, k)).collect();
        let at_zero: Vec<Vec<u32>> =
            (0..=gaps).map(|bits| source_reduce(bits, k, 0)).collect();
        for bits in 0..=gaps {
            assert_eq!(source_reduce(bits, k, 1), at_one[bits as usize]);
            assert_eq!(
                drops_from_bits(!bits & gaps, k),
                at_zero[bits as usize]
            );
        }
        let reversed: Vec<Vec<u32>> = at_one.iter().rev().cloned().collect();
        assert_eq!(at_zero, reversed, "k = {k}");
    }
    let mut table = String::from(
        "| stones left | carried | gap bits | drops | drops, cut at the 0s |\n\
         |---:|---:|:---:|---|---|\n",
    );
    let mut rows = 0;
    for left in 0..h {
        let k = h - left;
        for bits in 0..1 << (k - 1) {
            let drops = drops_from_bits(bits, k);
            assert_eq!(drops.iter().sum::<u32>(), k);
            let gaps = (1 << (k - 1)) - 1;
            table += &format!(
                "| {left} | {k} | {} | {} | {} |\n",
                gap_digits(bits, k),
                drop_list(&drops),
                drop_list(&drops_from_bits(!bits & gaps, k)),
            );
            rows += 1;
        }
    }
    // Every slide of 1 to 4 stones, each once: 2^4 − 1 of them.
    assert_eq!(rows, (1 << h) - 1);
    let all: HashSet<u32> = (1..=h as usize)
        .flat_map(|k| slides_of(k, 8).iter().copied())
        .collect();
    assert_eq!(all.len(), rows);
    insta::assert_snapshot!("slides_of_a_stack_of_four", table);
}

/// Rank 1 of a 5 × 5 board, each square marked with its height.
fn rank_one(caption: &str, position: &Position) -> Diagram {
    let mut d = Diagram::grid(caption, 5, 1, |x, _| Some(x))
        .labels(&FILES, &["1"])
        .without_bits();
    for height in 1..=5 {
        let squares: u128 = (0..5)
            .filter(|&sq| position.stack(sq).1 == height)
            .map(|sq| 1 << sq)
            .sum();
        if squares != 0 {
            let noun = if height == 1 { "stone" } else { "stones" };
            d = d.layer(&format!("{height} {noun}"), squares);
        }
    }
    d
}

/// The carried stones in the order they are dropped, and between each two
/// the gap bit that says whether the second starts a new square: one row of
/// `2k − 1` cells, stone, gap, stone, …, the first dropped on the left. A gap
/// cell's bit is its gap bit (the first gap the highest, `k − 2`), so that the
/// layers are the gap bits and their complement; a stone's cell, numbered
/// `8 + i` apart from them, shows the square it lands on.
fn stones_and_gaps(bits: u32, k: u32, landings: &[String]) -> Diagram {
    let gaps = (1 << (k - 1)) - 1;
    let columns = (2 * k - 1) as usize;
    // Column c: stone c / 2 for even c, else the gap after it, bit k − 2 − c / 2.
    let cell = |c: u32| match c % 2 {
        0 => 8 + c / 2,
        _ => k - 2 - c / 2,
    };
    let mut d = Diagram::grid(
        &format!(
            "where each stone lands, and the gap bits {} between them",
            gap_digits(bits, k).trim_matches('`')
        ),
        columns,
        1,
        |x, _| Some(cell(x)),
    )
    .without_bits()
    .layer("1 new square", u128::from(bits))
    .layer("0 same square", u128::from(!bits & gaps))
    .highlight(u128::from(bits));
    for (i, square) in landings.iter().enumerate() {
        d = d.cell_text(8 + i as u32, square);
    }
    d
}

#[test]
fn one_slide_from_its_gap_bits() {
    let before = Position::from_tps("x5/x5/x5/x5/2121,x4 1 10").unwrap();
    let (k, bits) = (4, 0b101);
    let drops = drops_from_bits(bits, k);
    let after = before
        .play(Move::Slide {
            from: 0,
            direction: Direction::Right,
            pickup: k as u8,
            drops: pack(&drops),
        })
        .unwrap();
    let heights: Vec<usize> = (0..5).map(|sq| after.stack(sq).1).collect();
    let mut expected = vec![0];
    expected.extend(drops.iter().map(|&d| d as usize));
    expected.resize(5, 0);
    assert_eq!(heights, expected);
    // Where each carried stone lands, in the order dropped, from the drops…
    let landings: Vec<String> = drops
        .iter()
        .enumerate()
        .flat_map(|(n, &d)| {
            std::iter::repeat_n(square_name(5, n + 1), d as usize)
        })
        .collect();
    assert_eq!(landings, ["b1", "c1", "c1", "d1"]);
    // …and, independently, from the position the slide made: each square
    // holds as many stones as land on it, and a gap bit is 1 exactly where
    // the stones on either side of it land on different squares.
    for (sq, &height) in heights.iter().enumerate() {
        let name = square_name(5, sq);
        assert_eq!(landings.iter().filter(|&l| *l == name).count(), height);
    }
    for gap in 0..k - 1 {
        let (left, right) = (gap as usize, gap as usize + 1);
        let cut = bits >> (k - 2 - gap) & 1 == 1;
        assert_eq!(cut, landings[left] != landings[right], "gap {gap}");
    }
    let names: Vec<String> =
        (1..=drops.len()).map(|sq| square_name(5, sq)).collect();
    let diagrams = [
        rank_one(&format!("{k} stones on a1, all carried"), &before),
        stones_and_gaps(bits, k, &landings),
        rank_one(
            &format!(
                "drops {} on {}",
                drop_list(&drops).trim_matches(['`', '[', ']']),
                names.join(", ")
            ),
            &after,
        ),
    ];
    insta::assert_snapshot!("one_slide", Diagram::many_to_toml(&diagrams));
}

/// A 6 × 6 game in which white's road bends: the moves, and the position
/// they reach.
const ROAD_GAME: &str = "f1 a2 b2 c2 b3 Cd3 c3 f3 b1 a4 e2 b4 Se3 c5 c4 d5 \
                         d4 e5 e4 f6 f4";
const ROAD_TPS: &str =
    "x5,2/x2,2,2,2,x/2,2,1,1,1,1/x,1,1,2C,1S,2/1,1,2,x,1,x/x,1,x3,2 2 11";

const FILES_6: [&str; 6] = ["a", "b", "c", "d", "e", "f"];
const RANKS_6: [&str; 6] = ["6", "5", "4", "3", "2", "1"];

/// A 6 × 6 Tak board, rank 6 on top.
fn board_6(caption: &str) -> Diagram {
    Diagram::grid(caption, 6, 6, |x, y| Some((5 - y) * 6 + x))
        .labels(&FILES_6, &RANKS_6)
        .without_bits()
}

#[test]
fn a_road_found_round_by_round() {
    let size = 6;
    let position = parse_moves(ROAD_GAME, size)
        .unwrap()
        .into_iter()
        .fold(Position::new(size).unwrap(), |p, mv| p.play(mv).unwrap());
    assert_eq!(position.to_tps(), ROAD_TPS);
    assert_eq!(position, Position::from_tps(ROAD_TPS).unwrap());
    assert_eq!(position.outcome(), Some(Outcome::Road(Color::White)));
    let white = position.controlled(Color::White);
    let roads = white & !position.walls();
    assert_eq!(white & position.caps(), 0, "white's road squares are flats");
    let (left, right) = (column_mask(size, 0), column_mask(size, size - 1));
    let rounds = flood_rounds(roads & left, roads, size);
    let last = *rounds.last().unwrap();
    assert_eq!(last, flood(roads & left, roads, size));
    assert_eq!(grow(last, roads, size), last, "the fill has stopped");
    assert!(last & right != 0 && has_road(roads, size));
    // Only the last round reaches the far edge: the figure ends there.
    assert!(rounds[..rounds.len() - 1].iter().all(|r| r & right == 0));
    let names = |squares: Bitboard| -> String {
        let names: Vec<String> = (0..size * size)
            .filter(|&sq| squares >> sq & 1 == 1)
            .map(|sq| square_name(size, sq))
            .collect();
        names.join(" and ")
    };
    // Short captions and a short legend, so that two boards fit side by side.
    let mut diagrams = Vec::new();
    for (k, &reached) in rounds.iter().enumerate() {
        let before = if k == 0 { 0 } else { rounds[k - 1] };
        let added = reached & !before;
        let caption = match k {
            0 => format!("round 0: the seed, {}", names(added)),
            _ if reached & right != 0 => {
                format!("round {k}: {} added, on file f", names(added))
            }
            _ => format!("round {k}: {} added", names(added)),
        };
        diagrams.push(
            board_6(&caption)
                .layer("o reached", u128::from(reached))
                .layer("- road, not yet reached", u128::from(roads & !reached))
                .highlight(u128::from(added)),
        );
    }
    insta::assert_snapshot!("road_position", show(&position));
    insta::assert_snapshot!("road_rounds", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_rounds_end_where_the_fill_does() {
    // On random 6 × 6 road squares, seeded from the left edge: each round
    // adds exactly the road squares next to the last one (by coordinates),
    // at least one, and the last round is the fill.
    let size = 6;
    let next_to = |board: Bitboard, sq: usize| {
        let (file, rank) = (sq % size, sq / size);
        (0..size * size).any(|other| {
            let (f, r) = (other % size, other / size);
            board >> other & 1 == 1 && file.abs_diff(f) + rank.abs_diff(r) == 1
        })
    };
    for roads in sample_boards(1_000) {
        let seeds = roads & column_mask(size, 0);
        let rounds = flood_rounds(seeds, roads, size);
        assert_eq!(rounds[0], seeds);
        for pair in rounds.windows(2) {
            let added: Bitboard = (0..size * size)
                .filter(|&sq| roads >> sq & 1 == 1 && pair[0] >> sq & 1 == 0)
                .filter(|&sq| next_to(pair[0], sq))
                .map(|sq| 1 << sq)
                .sum();
            assert_ne!(added, 0);
            assert_eq!(pair[1], pair[0] | added);
        }
        assert_eq!(rounds.last(), Some(&flood(seeds, roads, size)));
    }
}

/// The position the Tak explorer starts from: the middle game of the first part.
const EXPLORER_TPS: &str = "x5/x2,2S,x2/x2,121,x2/x5/x5 1 4";

#[test]
fn the_tak_explorer() {
    use ch06_tak::position::{Color as Colour, Position as Tak};
    let position = Tak::from_tps(EXPLORER_TPS).unwrap();
    assert_eq!(position.to_tps(), EXPLORER_TPS);
    // The page: the position is its own left-right mirror image, so its
    // hashes 0 and 4 (MirrorH) are equal.
    assert_eq!(position.hashes()[0], position.hashes()[4]);
    // The explorer reads its position from the start of the caption.
    let d = Diagram::grid(
        &format!(
            "{EXPLORER_TPS}, the position of the first part: each square \
             shows its stack from the bottom, 1 for a white stone and 2 for a \
             black one, S or C for a wall or a capstone on top"
        ),
        5,
        5,
        |x, y| Some((4 - y) * 5 + x),
    )
    .labels(&FILES, &RANKS)
    .layer("1 white on top", position.controlled(Colour::White).into())
    .layer("2 black on top", position.controlled(Colour::Black).into())
    .explorer("tak");
    assert!(d.caption.starts_with(EXPLORER_TPS));
    insta::assert_snapshot!("tak_explorer", d.to_toml());
}
