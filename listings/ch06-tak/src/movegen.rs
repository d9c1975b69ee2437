//! Every legal move of a position, and counting them without listing them.

use crate::geometry::{board_mask, Bitboard, Direction};
use crate::position::{Move, Position, Stone};
use crate::slides::{count_fitting, flattening_count, length, slides_of};

/// The positions of the set bits, lowest first (chapter 2's `b & (b − 1)` loop).
fn squares(mut board: Bitboard) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (board != 0).then(|| {
            let sq = board.trailing_zeros() as usize;
            board &= board - 1;
            sq
        })
    })
}

// ANCHOR: room
/// How many squares a stack on `from` can slide over in `direction` before
/// the edge or the first wall or capstone, and whether that first blocker is
/// a wall (which a capstone alone can flatten).
///
/// ```
/// use ch06_tak::{geometry::Direction, movegen::room, position::Position};
/// let p = Position::from_tps("x5/x5/x5/x5/1,x,2S,x2 1 3")?;
/// assert_eq!(room(&p, 0, Direction::Right), (1, true)); // b1, then the wall
/// assert_eq!(room(&p, 0, Direction::Up), (4, false)); // to the top edge
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn room(
    position: &Position,
    from: usize,
    direction: Direction,
) -> (usize, bool) {
    let size = position.size();
    let blockers = position.walls() | position.caps();
    let mut free = 0;
    let mut at = from;
    while let Some(next) = direction.next(size, at) {
        if blockers >> next & 1 == 1 {
            return (free, position.walls() >> next & 1 == 1);
        }
        free += 1;
        at = next;
    }
    (free, false)
}
// ANCHOR_END: room

// ANCHOR: legal_moves
/// Every legal move: placements on the empty squares (only the opponent's
/// flat during the opening), then the slides of every stack the player to
/// move controls. A finished game has none.
///
/// ```
/// use ch06_tak::{movegen::legal_moves, position::Position};
/// assert_eq!(legal_moves(&Position::new(5)?).len(), 25);
/// # Ok::<(), ch06_tak::geometry::GeometryError>(())
/// ```
pub fn legal_moves(position: &Position) -> Vec<Move> {
    if position.outcome().is_some() {
        return Vec::new();
    }
    // Room for every placement and a few stacks' slides: growing the
    // vector move by move would cost more than the moves.
    let mut moves = Vec::with_capacity(256);
    let size = position.size();
    let me = position.to_move();
    let empty = board_mask(size) & !position.occupied();
    let (stones, caps) = position.reserves(me);
    let kinds: &[Stone] = match (position.in_opening(), stones > 0, caps > 0) {
        (true, _, _) => &[Stone::Flat],
        (false, true, true) => &[Stone::Flat, Stone::Wall, Stone::Cap],
        (false, true, false) => &[Stone::Flat, Stone::Wall],
        (false, false, true) => &[Stone::Cap],
        (false, false, false) => &[],
    };
    for square in squares(empty) {
        for &stone in kinds {
            moves.push(Move::Place {
                square: square as u8,
                stone,
            });
        }
    }
    if position.in_opening() {
        return moves;
    }
    for from in squares(position.controlled(me)) {
        let carry = position.stack(from).1.min(size);
        let cap_on_top = position.caps() >> from & 1 == 1;
        for direction in Direction::ALL {
            let (free, wall_next) = room(position, from, direction);
            for pickup in 1..=carry {
                let slide = |drops| Move::Slide {
                    from: from as u8,
                    direction,
                    pickup: pickup as u8,
                    drops,
                };
                moves.extend(slides_of(pickup, free).iter().map(|&d| slide(d)));
                if cap_on_top && wall_next {
                    // One square further, onto the wall: the capstone alone.
                    let flattening = slides_of(pickup, free + 1)
                        .iter()
                        .filter(|&&d| length(d) as usize == free + 1)
                        .filter(|&&d| d >> (4 * free) == 1);
                    moves.extend(flattening.map(|&d| slide(d)));
                }
            }
        }
    }
    moves
}
// ANCHOR_END: legal_moves

// ANCHOR: count_moves
/// The number of legal moves, counted from the masks and the slide formulas
/// without building a single move: what a perft needs at its last ply.
///
/// ```
/// use ch06_tak::{movegen::{count_moves, legal_moves}, position::Position};
/// let p = Position::from_tps("x5/x5/x2,1,x2/x5/x5 2 2")?;
/// assert_eq!(count_moves(&p), legal_moves(&p).len() as u64);
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn count_moves(position: &Position) -> u64 {
    if position.outcome().is_some() {
        return 0;
    }
    let size = position.size();
    let me = position.to_move();
    let empty = (board_mask(size) & !position.occupied()).count_ones() as usize;
    let (stones, caps) = position.reserves(me);
    if position.in_opening() {
        return empty as u64;
    }
    let kinds = 2 * usize::from(stones > 0) + usize::from(caps > 0);
    let mut total = empty * kinds;
    for from in squares(position.controlled(me)) {
        let carry = position.stack(from).1.min(size);
        let cap_on_top = position.caps() >> from & 1 == 1;
        for direction in Direction::ALL {
            let (free, wall_next) = room(position, from, direction);
            for pickup in 1..=carry {
                total += count_fitting(pickup, free);
                if cap_on_top && wall_next {
                    total += flattening_count(pickup, free);
                }
            }
        }
    }
    total as u64
}
// ANCHOR_END: count_moves
