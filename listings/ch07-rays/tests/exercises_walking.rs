//! The solutions of the first part's exercises, each against an answer found
//! another way: coordinates, walking, a breadth-first search, brute force.

mod common;

use ch07_rays::classical::ray_classical;
use ch07_rays::exercises_walking::{
    between, knight_distance, pawn_attacks, pinned, ray_without_branch,
};
use ch07_rays::squares::{bit, square, squares_of};
use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk, Direction};
use common::{
    every_relevant_occupancy, jumps_by_coordinates, ray_squares, BISHOP_STEPS,
    KNIGHT_JUMPS, ROOK_STEPS,
};
use std::collections::VecDeque;

#[test]
fn pawn_attacks_agree_with_coordinates() {
    for sq in 0..64 {
        let white = jumps_by_coordinates(sq, &[(-1, 1), (1, 1)]);
        let black = jumps_by_coordinates(sq, &[(-1, -1), (1, -1)]);
        assert_eq!(pawn_attacks(bit(sq), true), white, "{sq}");
        assert_eq!(pawn_attacks(bit(sq), false), black, "{sq}");
    }
    // All eight white pawns on rank 2 attack all of rank 3.
    assert_eq!(pawn_attacks(0xFF00, true), 0xFF_0000);
}

#[test]
fn between_agrees_with_the_rays_on_coordinates() {
    let steps = ROOK_STEPS.iter().chain(&BISHOP_STEPS);
    let mut lined_up = 0;
    for a in 0..64 {
        for b in 0..64 {
            // The squares before b on the ray from a that reaches b, if any.
            let expected = steps
                .clone()
                .map(|&step| ray_squares(a, step))
                .find_map(|ray| {
                    let at = ray.iter().position(|&sq| sq == b)?;
                    Some(ray[..at].iter().fold(0, |m, &sq| m | bit(sq)))
                });
            lined_up += usize::from(expected.is_some());
            assert_eq!(between(a, b), expected.unwrap_or(0), "{a} {b}");
        }
    }
    // Each square sees 14 others on its rank and file, and 7 to 13 on its
    // diagonals: 64 · 14 + 560 ordered pairs.
    assert_eq!(lined_up, 64 * 14 + 560);
}

#[test]
fn the_branchless_ray_agrees_on_every_case() {
    let cases = every_relevant_occupancy(&ROOK_STEPS)
        .chain(every_relevant_occupancy(&BISHOP_STEPS));
    for (sq, occupied) in cases {
        for d in Direction::ALL {
            assert_eq!(
                ray_without_branch(sq, d, occupied),
                ray_classical(sq, d, occupied),
                "{sq} {d:?} {occupied:#x}"
            );
        }
    }
}

/// Knight distances from `from` by a breadth-first search on coordinates.
fn knight_distances_bfs(from: usize) -> [u32; 64] {
    let mut distance = [u32::MAX; 64];
    distance[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(sq) = queue.pop_front() {
        for next in squares_of(jumps_by_coordinates(sq, &KNIGHT_JUMPS)) {
            if distance[next] == u32::MAX {
                distance[next] = distance[sq] + 1;
                queue.push_back(next);
            }
        }
    }
    distance
}

#[test]
fn knight_distances_agree_with_a_breadth_first_search() {
    for from in 0..64 {
        let bfs = knight_distances_bfs(from);
        for (to, &distance) in bfs.iter().enumerate() {
            assert_eq!(knight_distance(from, to), distance, "{from} {to}");
        }
    }
    // The corner to the far corner takes six moves; the longest on 8 × 8.
    assert_eq!(knight_distance(square(0, 0), square(7, 7)), 6);
    assert_eq!((0..64).map(|to| knight_distance(0, to)).max(), Some(6));
}

/// The pinned pieces by brute force: a piece of `own` is pinned when taking
/// it off the board lets an enemy slider of the right kind see the king.
fn pinned_by_removal(
    king: usize,
    own: u64,
    rooks: u64,
    bishops: u64,
    occupied: u64,
) -> u64 {
    let sees = |occ: u64| {
        rook_attacks_walk(king, occ) & rooks
            | bishop_attacks_walk(king, occ) & bishops
    };
    squares_of(own & !bit(king))
        .filter(|&sq| sees(occupied & !bit(sq)) & !sees(occupied) != 0)
        .fold(0, |p, sq| p | bit(sq))
}

/// A xorshift generator, for random positions.
fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn pinned_pieces_agree_with_brute_force() {
    let mut state = 0x9E37_79B9_7F4A_7C15;
    let mut found = 0;
    for _ in 0..20_000 {
        // Sparse random pieces, so that lines stay open often enough.
        let pieces = xorshift(&mut state) & xorshift(&mut state);
        let own = pieces & xorshift(&mut state);
        let enemy = pieces & !own;
        let king = (xorshift(&mut state) % 64) as usize;
        let (own, enemy) = (own | bit(king), enemy & !bit(king));
        let rooks = enemy & xorshift(&mut state);
        let bishops = enemy & xorshift(&mut state);
        let occupied = own | enemy;
        let expected = pinned_by_removal(king, own, rooks, bishops, occupied);
        assert_eq!(pinned(king, own, rooks, bishops, occupied), expected);
        found += expected.count_ones();
    }
    assert!(found > 1_000, "too few pins to test: {found}");
}
