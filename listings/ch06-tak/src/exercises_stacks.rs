//! The worked solutions of the exercises of chapter 6's first part, stacks and
//! symmetries.

use crate::geometry::{
    board_mask, column_mask, parse_square, row_mask, step, Bitboard, Direction,
    GeometryError,
};
use crate::position::{Color, Position, Stone};
use crate::roads::flood;
use crate::symmetry::Symmetry;
use crate::zobrist::Hashes;

// ANCHOR: flat_count
/// The flats on top of `colour`'s stacks, what a flat win counts:
/// `popcount(controlled & ¬walls & ¬caps)`.
///
/// ```
/// use ch06_tak::{exercises_stacks::flat_count, position::{Color, Position}};
/// let p = Position::from_tps("x5/x5/x,2S,x3/1,12,1C,x2/x5 1 4")?;
/// assert_eq!(flat_count(&p, Color::White), 1);
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn flat_count(position: &Position, colour: Color) -> u32 {
    let flats =
        position.controlled(colour) & !position.walls() & !position.caps();
    flats.count_ones()
}
// ANCHOR_END: flat_count

// ANCHOR: top_of
/// The colour and kind of the top stone of the square named `name`, or
/// `None` if it is empty; an error if no such square is on the board.
///
/// ```
/// use ch06_tak::exercises_stacks::top_of;
/// use ch06_tak::position::{Color, Position, Stone};
/// let p = Position::from_tps("x5/x5/x,2S,x3/1,12,1C,x2/x5 1 4")?;
/// assert_eq!(top_of(&p, "b3")?, Some((Color::Black, Stone::Wall)));
/// assert_eq!(top_of(&p, "a5")?, None);
/// assert!(top_of(&p, "f1").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn top_of(
    position: &Position,
    name: &str,
) -> Result<Option<(Color, Stone)>, GeometryError> {
    let bit = 1 << parse_square(position.size(), name)?;
    let colour = if position.controlled(Color::White) & bit != 0 {
        Color::White
    } else if position.controlled(Color::Black) & bit != 0 {
        Color::Black
    } else {
        return Ok(None);
    };
    let stone = if position.walls() & bit != 0 {
        Stone::Wall
    } else if position.caps() & bit != 0 {
        Stone::Cap
    } else {
        Stone::Flat
    };
    Ok(Some((colour, stone)))
}
// ANCHOR_END: top_of

// ANCHOR: is_symmetric
/// Whether `symmetry` leaves the position as it is: its four bitboards are
/// their own images, and every stack is the stack of its image square.
///
/// ```
/// use ch06_tak::{exercises_stacks::is_symmetric, position::Position};
/// use ch06_tak::symmetry::Symmetry;
/// let p = Position::from_tps("x3/x,2,x/x3 2 1")?; // one stone in the middle
/// assert!(Symmetry::ALL.iter().all(|&s| is_symmetric(&p, s)));
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn is_symmetric(position: &Position, symmetry: Symmetry) -> bool {
    let size = position.size();
    let boards = [
        position.controlled(Color::White),
        position.controlled(Color::Black),
        position.walls(),
        position.caps(),
    ];
    if boards.iter().any(|&b| symmetry.apply(b, size) != b) {
        return false; // a stone on top has no twin: most positions stop here
    }
    let mut occupied = position.occupied();
    while occupied != 0 {
        let sq = occupied.trailing_zeros() as usize;
        let image = symmetry.apply(1 << sq, size).trailing_zeros() as usize;
        if position.stack(sq) != position.stack(image) {
            return false;
        }
        occupied &= occupied - 1;
    }
    true
}
// ANCHOR_END: is_symmetric

// ANCHOR: image_hashes
/// The symmetry `after ∘ first`: `first`, then `after`, found by where the
/// two apply a1 and b1 of a 3 × 3 board (no two of the eight agree on both).
///
/// ```
/// use ch06_tak::{exercises_stacks::compose, symmetry::Symmetry};
/// let half_turn = compose(Symmetry::Rotate90, Symmetry::Rotate90);
/// assert_eq!(half_turn, Symmetry::Rotate180);
/// ```
pub fn compose(after: Symmetry, first: Symmetry) -> Symmetry {
    let probe = 0b000_000_011; // a1 and b1
    let image = after.apply(first.apply(probe, 3), 3);
    Symmetry::ALL
        .into_iter()
        .find(|s| s.apply(probe, 3) == image)
        .expect("the eight symmetries are closed under composition")
}

/// The eight hashes of the position's image under `symmetry`, from its own:
/// hash `u` of the image is hash `u ∘ symmetry` of the position.
///
/// ```
/// use ch06_tak::{exercises_stacks::image_hashes, symmetry::Symmetry};
/// let hashes = [10, 11, 12, 13, 14, 15, 16, 17];
/// let turned = image_hashes(&hashes, Symmetry::Rotate90);
/// assert_eq!(turned[..4], [11, 12, 13, 10]);
/// ```
pub fn image_hashes(hashes: &Hashes, symmetry: Symmetry) -> Hashes {
    let index = |s: Symmetry| Symmetry::ALL.iter().position(|&t| t == s);
    let mut image = [0; 8];
    for (u, hash) in Symmetry::ALL.into_iter().zip(image.iter_mut()) {
        let t = index(compose(u, symmetry)).expect("one of the eight");
        *hash = hashes[t];
    }
    image
}
// ANCHOR_END: image_hashes

// ANCHOR: kogge_stone
/// The squares of `roads` reached from `seeds` going straight in `direction`,
/// with steps of 1, 2, 4, … squares (a Kogge-Stone fill): `⌈log₂ S⌉` steps.
///
/// ```
/// use ch06_tak::{exercises_stacks::line_fill, geometry::Direction};
/// let roads = 0b00001_11110; // b1 to e1, and a2
/// let b1 = 0b10;
/// assert_eq!(line_fill(b1, roads, 5, Direction::Right), 0b11110); // not a2
/// assert_eq!(line_fill(b1, roads, 5, Direction::Up), b1);
/// ```
pub fn line_fill(
    seeds: Bitboard,
    roads: Bitboard,
    size: usize,
    direction: Direction,
) -> Bitboard {
    let board = board_mask(size);
    let (unit, no_entry) = match direction {
        Direction::Up | Direction::Down => (size, 0),
        Direction::Left => (1, column_mask(size, size - 1)),
        Direction::Right => (1, column_mask(size, 0)),
    };
    let shift = |b: Bitboard, squares: usize| match direction {
        Direction::Up | Direction::Right => (b << (squares * unit)) & board,
        Direction::Down | Direction::Left => b >> (squares * unit),
    };
    let mut reached = seeds & roads;
    // The squares a run of `distance` steps may end on: every square of the
    // run is road, and none of the steps wraps to the next rank.
    let mut open = roads & !no_entry;
    let mut distance = 1;
    while distance < size {
        reached |= open & shift(reached, distance);
        open &= shift(open, distance);
        distance *= 2;
    }
    reached
}

/// The squares of `roads` connected to `seeds`, each pass growing the set
/// along whole straight runs of road in the four directions.
///
/// ```
/// use ch06_tak::exercises_stacks::flood_by_lines;
/// let roads = 0b011_010_110; // on 3×3
/// assert_eq!(flood_by_lines(0b000_000_100, roads, 3), roads);
/// ```
pub fn flood_by_lines(
    seeds: Bitboard,
    roads: Bitboard,
    size: usize,
) -> Bitboard {
    let mut reached = seeds & roads;
    loop {
        let grown = Direction::ALL
            .into_iter()
            .fold(reached, |all, d| all | line_fill(reached, roads, size, d));
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// Whether `roads` join the left and right edges, or the bottom and top,
/// found with `flood_by_lines`.
///
/// ```
/// use ch06_tak::exercises_stacks::has_road_by_lines;
/// assert!(has_road_by_lines(0b010_010_010, 3));
/// assert!(!has_road_by_lines(0b000_011_100, 3));
/// ```
pub fn has_road_by_lines(roads: Bitboard, size: usize) -> bool {
    let joins = |from: Bitboard, to: Bitboard| {
        flood_by_lines(roads & from, roads, size) & to != 0
    };
    joins(column_mask(size, 0), column_mask(size, size - 1))
        || joins(row_mask(size, 0), row_mask(size, size - 1))
}
// ANCHOR_END: kogge_stone

// ANCHOR: road_distance
/// The fewest flats `colour` must still place for a road if the opponent
/// does nothing, or `None` if walls and the opponent's stones cut every way.
///
/// ```
/// use ch06_tak::exercises_stacks::road_distance;
/// use ch06_tak::position::{Color, Position};
/// let p = Position::from_tps("x5/x5/x5/x5/1,1,1,x,2 2 3")?;
/// assert_eq!(road_distance(&p, Color::White), Some(3)); // d1, d2, e2
/// assert_eq!(road_distance(&p, Color::Black), Some(4)); // e2 to e5
/// # Ok::<(), ch06_tak::tps::TpsError>(())
/// ```
pub fn road_distance(position: &Position, colour: Color) -> Option<u32> {
    let size = position.size();
    let mine = position.controlled(colour) & !position.walls();
    let empty = board_mask(size) & !position.occupied();
    let (left, right) = (column_mask(size, 0), column_mask(size, size - 1));
    let (bottom, top) = (row_mask(size, 0), row_mask(size, size - 1));
    let across = placements_to_join(mine, empty, left, right, size);
    let up = placements_to_join(mine, empty, bottom, top, size);
    [across, up].into_iter().flatten().min()
}

/// Round `k` floods the player's squares and every empty square that one
/// more flat can reach (next to the squares reached, or on the first edge).
fn placements_to_join(
    mine: Bitboard,
    empty: Bitboard,
    from: Bitboard,
    to: Bitboard,
    size: usize,
) -> Option<u32> {
    let mut usable = mine;
    let mut reached = flood(from, usable, size);
    let mut placed = 0;
    while reached & to == 0 {
        let next_to = Direction::ALL
            .into_iter()
            .fold(from, |all, d| all | step(reached, size, d));
        let new = next_to & empty & !usable;
        if new == 0 {
            return None; // nothing more can be reached
        }
        usable |= new;
        reached = flood(reached | from, usable, size);
        placed += 1;
    }
    Some(placed)
}
// ANCHOR_END: road_distance
