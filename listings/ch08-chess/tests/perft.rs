//! Perft on the Chess Programming Wiki's six positions
//! (<https://www.chessprogramming.org/Perft_Results>), against the counts
//! published there; the deepest counts in a test of their own (about ten
//! seconds with the test profile, which optimises this crate).

mod common;

use ch08_chess::perft::{divide, perft, perft_make_unmake};
use ch08_chess::position::Position;
use common::PUBLISHED;

/// The depth each position is counted to in the ordinary test run: as deep
/// as takes about a second or less with the test profile.
const DEPTHS: [usize; 7] = [6, 5, 6, 5, 5, 5, 5];

#[test]
fn the_six_positions_match_their_published_counts() {
    for (published, depth) in PUBLISHED.iter().zip(DEPTHS) {
        let pos = Position::from_fen(published.fen).unwrap();
        for (d, &count) in published.counts.iter().enumerate().take(depth) {
            let depth = d as u32 + 1;
            assert_eq!(
                perft(&pos, depth),
                count,
                "{} depth {depth}",
                published.name
            );
        }
    }
}

/// The counts the ordinary run leaves out: position 3 to depth 7 and
/// position 4 (both ways) to depth 6.
#[test]
fn the_deepest_published_counts() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        let depth = published.counts.len();
        let found = perft(&pos, depth as u32);
        assert_eq!(
            found,
            published.counts[depth - 1],
            "{} depth {depth}",
            published.name
        );
    }
}

#[test]
fn make_unmake_counts_what_copy_make_counts() {
    for published in &PUBLISHED {
        let mut pos = Position::from_fen(published.fen).unwrap();
        let before = pos;
        for (d, &count) in published.counts.iter().enumerate().take(4) {
            let depth = d as u32 + 1;
            assert_eq!(
                perft_make_unmake(&mut pos, depth),
                count,
                "{} depth {depth}",
                published.name
            );
            assert_eq!(
                pos, before,
                "{}: unmake left the position changed",
                published.name
            );
        }
    }
}

#[test]
fn divide_splits_the_count_by_first_move() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        let split = divide(&pos, 3);
        assert_eq!(
            split.len() as u64,
            published.counts[0],
            "{}",
            published.name
        );
        let total: u64 = split.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, published.counts[2], "{}", published.name);
        let names: Vec<String> =
            split.iter().map(|(m, _)| m.to_string()).collect();
        assert!(
            names.windows(2).all(|w| w[0] < w[1]),
            "{}: not sorted",
            published.name
        );
    }
}

#[test]
fn depth_zero_counts_the_position_itself() {
    assert_eq!(perft(&Position::start(), 0), 1);
}
