//! Slide enumeration, packing and counting against the formulas.

use ch06_tak::slides::{
    any_pickups, count_fitting, drops_from_bits, full_pickups, length, pack,
    slides_of, unpack, SLIDES,
};
use std::collections::HashSet;

#[test]
fn the_source_table_for_a_stack_of_four() {
    let rows: Vec<Vec<u32>> =
        (0..8).map(|bits| drops_from_bits(bits, 4)).collect();
    let expected: [&[u32]; 8] = [
        &[4],
        &[3, 1],
        &[2, 2],
        &[2, 1, 1],
        &[1, 3],
        &[1, 2, 1],
        &[1, 1, 2],
        &[1, 1, 1, 1],
    ];
    assert_eq!(rows, expected);
}

#[test]
fn every_slide_of_every_size_once_and_in_order() {
    for k in 1..=8usize {
        let all = slides_of(k, 8);
        assert_eq!(all.len(), 1 << (k - 1), "2^(k-1) slides of {k} stones");
        let distinct: HashSet<u32> = all.iter().copied().collect();
        assert_eq!(distinct.len(), all.len());
        for &slide in all {
            let drops = unpack(slide);
            assert_eq!(drops.iter().sum::<u32>() as usize, k);
            assert!(drops.iter().all(|&d| d >= 1));
            assert_eq!(pack(&drops), slide);
            assert_eq!(length(slide) as usize, drops.len());
        }
        let lengths: Vec<u32> = all.iter().map(|&s| length(s)).collect();
        assert!(lengths.windows(2).all(|w| w[0] <= w[1]), "sorted by length");
        for room in 0..=8 {
            let fitting = slides_of(k, room);
            assert_eq!(fitting.len(), count_fitting(k, room));
            assert!(fitting.iter().all(|&s| length(s) as usize <= room));
        }
    }
    assert_eq!(SLIDES.len(), 255);
}

#[test]
fn the_counts_by_number_of_squares() {
    for h in 1..=8usize {
        // Whole stack picked up: 2^(h−1) slides, C(h−1, n−1) of them over n squares.
        let whole: Vec<usize> = (1..=h).map(|n| full_pickups(h, n)).collect();
        assert_eq!(whole.iter().sum::<usize>(), 1 << (h - 1));
        for (n, &count) in whole.iter().enumerate() {
            let enumerated = slides_of(h, 8)
                .iter()
                .filter(|&&s| length(s) as usize == n + 1);
            assert_eq!(enumerated.count(), count);
        }
        // 1 to h stones: 2^h − 1 slides, C(h, n) over n squares.
        let any: Vec<usize> = (1..=h).map(|n| any_pickups(h, n)).collect();
        assert_eq!(any.iter().sum::<usize>(), (1 << h) - 1);
        for (n, &count) in any.iter().enumerate() {
            let enumerated = (1..=h)
                .flat_map(|k| slides_of(k, 8))
                .filter(|&&s| length(s) as usize == n + 1);
            assert_eq!(enumerated.count(), count, "h = {h}, n = {}", n + 1);
        }
    }
}
