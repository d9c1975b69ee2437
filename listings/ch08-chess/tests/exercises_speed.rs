//! The fourth part's exercises against published counts: the Chess
//! Programming Wiki's "Perft Results"
//! (https://www.chessprogramming.org/Perft_Results), its node counts and
//! its counts of captures among the last moves; and `divide_fast` against
//! `divide`.

mod common;

use ch08_chess::exercises_speed::{
    count_nodes, divide_fast, last_ply_captures, perft_threads,
};
use ch08_chess::perft::divide;
use ch08_chess::position::Position;
use common::PUBLISHED;

#[test]
fn count_nodes_adds_the_published_counts_of_the_plies_above_the_last() {
    let start = Position::from_fen(PUBLISHED[0].fen).unwrap();
    assert_eq!(count_nodes(&start, 6), 5_072_213);
    let kiwipete = Position::from_fen(PUBLISHED[1].fen).unwrap();
    assert_eq!(count_nodes(&kiwipete, 5), 4_185_553);
    assert_eq!(count_nodes(&kiwipete, 0), 0);
}

#[test]
fn divide_fast_is_divide() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        for depth in 0..=3 {
            assert_eq!(
                divide_fast(&pos, depth),
                divide(&pos, depth),
                "{} at depth {depth}",
                published.name
            );
        }
        let total: u64 = divide_fast(&pos, 3).iter().map(|&(_, n)| n).sum();
        assert_eq!(total, published.counts[2], "{}", published.name);
    }
}

#[test]
fn last_ply_captures_gives_the_published_captures() {
    // (position, [captures at depth 1, 2, …]) from the wiki's tables
    let published: [(usize, &[u64]); 3] = [
        (0, &[0, 0, 34, 1_576, 82_719]),
        (1, &[8, 351, 17_102, 757_163]),
        (2, &[1, 14, 209, 3_348, 52_051]),
    ];
    for (index, captures) in published {
        let pos = Position::from_fen(PUBLISHED[index].fen).unwrap();
        for (depth, &count) in (1..).zip(captures) {
            assert_eq!(
                last_ply_captures(&pos, depth),
                count,
                "{} at depth {depth}",
                PUBLISHED[index].name
            );
        }
    }
}

#[test]
fn perft_threads_gives_the_published_counts_on_any_number_of_threads() {
    for published in &PUBLISHED {
        let pos = Position::from_fen(published.fen).unwrap();
        for threads in [1, 2, 3, 7] {
            assert_eq!(
                perft_threads(&pos, 4, threads),
                published.counts[3],
                "{} on {threads} threads",
                published.name
            );
        }
        assert_eq!(perft_threads(&pos, 0, 2), 1);
    }
}
