//! The worked solutions of the exercises of chapter 6's second part, slides
//! and every move.

use crate::geometry::{board_mask, check_size, Bitboard, GeometryError};
use crate::movegen::legal_moves;
use crate::perft::perft;
use crate::position::Position;
use crate::ptn::move_to_ptn;
use crate::roads::has_road;
use crate::slides::{any_pickups, binomial};
use crate::zobrist::canonical;
use std::collections::HashSet;

// ANCHOR: bits_from_drops
/// The gap bits and the number of stones `k` of a drop list, the inverse of
/// `drops_from_bits`: each drop adds `drop − 1` zeros, each later one a 1
/// first. `None` for no drops, a drop of 0 or more than 32 stones.
///
/// ```
/// use ch06_tak::exercises_moves::bits_from_drops;
/// assert_eq!(bits_from_drops(&[1, 2, 1]), Some((0b101, 4)));
/// assert_eq!(bits_from_drops(&[2, 0]), None);
/// ```
pub fn bits_from_drops(drops: &[u32]) -> Option<(u32, u32)> {
    let k = drops.iter().try_fold(0u32, |sum, &drop| {
        (drop > 0).then_some(sum.saturating_add(drop))
    })?;
    if k == 0 || k > 32 {
        return None;
    }
    let mut bits = 0u32;
    for (i, &drop) in drops.iter().enumerate() {
        if i > 0 {
            bits = bits << 1 | 1; // the cut before this drop
        }
        bits <<= drop - 1; // its inner gaps
    }
    Some((bits, k))
}
// ANCHOR_END: bits_from_drops

// ANCHOR: slide_count
/// The slides of a stack of `height` on a board of `size` (the carry limit)
/// with `room` free squares ahead: `Σ_{n=1}^{room} C(m, n)`, `m = min(h, S)`.
///
/// ```
/// use ch06_tak::exercises_moves::slide_count;
/// assert_eq!(slide_count(5, 6, 3)?, 25); // 5 + 10 + 10
/// assert!(slide_count(9, 6, 3).is_err());
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn slide_count(
    size: usize,
    height: usize,
    room: usize,
) -> Result<usize, GeometryError> {
    let carried = height.min(check_size(size)?);
    Ok((1..=room).map(|n| any_pickups(carried, n)).sum())
}
// ANCHOR_END: slide_count

// ANCHOR: road_wins
/// The empty squares where the player to move completes a road by placing
/// a flat: for each, a flood fill of the player's road squares with it.
///
/// ```
/// use ch06_tak::{exercises_moves::road_wins, position::Position};
/// let p = Position::from_tps("x5/x5/x5/x5/1,1,1,1,x 1 5")?;
/// assert_eq!(road_wins(&p), 1 << 4); // e1
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn road_wins(position: &Position) -> Bitboard {
    let me = position.to_move();
    let (stones, caps) = position.reserves(me);
    let over = position.outcome().is_some() || stones + caps == 0;
    if over || position.in_opening() {
        return 0; // no placement, or only the opponent's flat
    }
    let size = position.size();
    let mine = position.controlled(me) & !position.walls();
    let mut empty = board_mask(size) & !position.occupied();
    let mut wins = 0;
    while empty != 0 {
        let bit = 1 << empty.trailing_zeros(); // the lowest empty square
        if has_road(mine | bit, size) {
            wins |= bit;
        }
        empty &= empty - 1;
    }
    wins
}
// ANCHOR_END: road_wins

// ANCHOR: divide
/// Perft split by first move: each legal move in PTN with the number of
/// sequences of `depth` plies that start with it (none for depth 0).
///
/// ```
/// use ch06_tak::{exercises_moves::divide, position::Position};
/// let counts = divide(&Position::new(3)?, 2);
/// assert_eq!(counts[0], ("a1".to_string(), 8));
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn divide(position: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    legal_moves(position)
        .into_iter()
        .map(|mv| {
            let after = position.play_unchecked(mv);
            (move_to_ptn(mv, position.size()), perft(&after, depth - 1))
        })
        .collect()
}
// ANCHOR_END: divide

// ANCHOR: past_a_wall
/// The slides of a capstone on a stack of `height`, on a board of `size`,
/// with `room` free squares and then a wall: those that stop before it,
/// and `C(m − 1, room)` that flatten it, `m = min(h, S)`.
///
/// ```
/// use ch06_tak::exercises_moves::slides_towards_wall;
/// assert_eq!(slides_towards_wall(5, 3, 1)?, 5); // 3 stop, 2 flatten
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn slides_towards_wall(
    size: usize,
    height: usize,
    room: usize,
) -> Result<usize, GeometryError> {
    let carried = height.min(check_size(size)?);
    let flattening = match carried {
        0 => 0,
        m => binomial(m - 1, room),
    };
    Ok(slide_count(size, height, room)? + flattening)
}
// ANCHOR_END: past_a_wall

// ANCHOR: distinct_positions
/// How many different positions `depth` plies lead to, and how many up to
/// symmetry: a set of hashes per ply, and the smallest of the eight.
///
/// ```
/// use ch06_tak::{exercises_moves::distinct_positions, position::Position};
/// assert_eq!(distinct_positions(&Position::new(3)?, 1), (9, 3));
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn distinct_positions(position: &Position, depth: u32) -> (usize, usize) {
    let mut frontier = vec![position.clone()];
    for _ in 0..depth {
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for p in &frontier {
            for mv in legal_moves(p) {
                let after = p.play_unchecked(mv);
                if seen.insert(after.hashes()[0]) {
                    next.push(after);
                }
            }
        }
        frontier = next;
    }
    let classes: HashSet<u64> =
        frontier.iter().map(|p| canonical(&p.hashes()).1).collect();
    (frontier.len(), classes.len())
}
// ANCHOR_END: distinct_positions
