//! The boards the chapter prints, and the source's pictures checked against
//! the code.

use ch04_peg_solitaire::board::{ENGLISH, GOAL, START};
use ch04_peg_solitaire::direction::Direction;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::notation::{binary_rows, picture, side_by_side};

/// The source's pictures, as it draws them: rows of 0s and 1s, top first.
const SOURCE_START: &str = "0011100
0011100
1111111
1110111
1111111
0011100
0011100
";

const SOURCE_GOAL: &str = "0000000
0000000
0000000
0001000
0000000
0000000
0000000
";

/// The source's masks for UP, DOWN, LEFT and RIGHT.
const SOURCE_MASKS: [&str; 4] = [
    "0000000\n0000000\n0011100\n0011100\n1111111\n0011100\n0011100\n",
    "0011100\n0011100\n1111111\n0011100\n0011100\n0000000\n0000000\n",
    "0000100\n0000100\n0011111\n0011111\n0011111\n0000100\n0000100\n",
    "0010000\n0010000\n1111100\n1111100\n1111100\n0010000\n0010000\n",
];

#[test]
fn start_and_goal_match_the_source() {
    assert_eq!(binary_rows(START), SOURCE_START);
    assert_eq!(binary_rows(GOAL), SOURCE_GOAL);
    assert_eq!(START.count_ones(), 32);
}

#[test]
fn masks_match_the_source() {
    for direction in Direction::ALL {
        let starts = ENGLISH_GEOMETRY.starts[direction.index()];
        assert_eq!(
            binary_rows(starts),
            SOURCE_MASKS[direction.index()],
            "{direction:?}"
        );
        assert_eq!(starts & !ENGLISH, 0, "{direction:?} starts on holes");
    }
}

#[test]
fn start_and_goal_printed() {
    let text = side_by_side(&[("start", START), ("goal", GOAL)], ENGLISH, 2);
    insta::assert_snapshot!("start_and_goal", text);
}

#[test]
fn start_in_the_sources_rows() {
    insta::assert_snapshot!("start_binary", binary_rows(START));
}

#[test]
fn goal_picture() {
    insta::assert_snapshot!("goal", picture(GOAL, ENGLISH));
}
