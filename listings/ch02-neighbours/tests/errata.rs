//! Mistakes in the source tutorial (`000_5129f4856ad7a535.txt`) about neighbours.

use ch02_neighbours::shifts::Direction::{self, *};

// ANCHOR: rose
/// The source's compass rose, in its order.
const ROSE: [i32; 8] = [7, 8, 9, -1, 1, -9, -8, -7];
/// The directions of the rose's entries: noWe, nort, noEa, west, …
const ROSE_ORDER: [Direction; 8] = [
    NorthWest, North, NorthEast, West, East, SouthWest, South, SouthEast,
];
// ANCHOR_END: rose

#[test]
// ANCHOR: rose_is_for_eight_columns
fn rose_is_for_eight_columns() {
    let sorted = |mut steps: [i32; 8]| {
        steps.sort();
        steps
    };
    // The rose's steps are the steps of a board 8 cells wide...
    assert_eq!(sorted(ROSE), sorted(Direction::ALL.map(|d| d.step(8))));
    // ...but the source's own board is 3 wide: ±1, ±2, ±3 and ±4.
    let steps_3 = sorted(Direction::ALL.map(|d| d.step(3)));
    assert_eq!(steps_3, [-4, -3, -2, -1, 1, 2, 3, 4]);
}
// ANCHOR_END: rose_is_for_eight_columns

#[test]
// ANCHOR: rose_points_the_other_way
fn rose_points_the_other_way() {
    // The rose puts north at +W: right when row 0 is at the bottom (chess's
    // a1 is bit 0). With row 0 on top, as the source and chapters 1 and 2
    // draw it, each of its directions is ours mirrored top to bottom.
    let mirrored = |d: Direction| {
        let (dx, dy) = d.offset();
        Direction::ALL.into_iter().find(|m| m.offset() == (dx, -dy))
    };
    let mirrored_steps = ROSE_ORDER.map(|d| mirrored(d).unwrap().step(8));
    assert_eq!(mirrored_steps, ROSE);
    assert_eq!(North.step(8), -8); // up the picture is −W, not +W
}
// ANCHOR_END: rose_points_the_other_way
