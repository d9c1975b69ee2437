//! The boards the first part prints, each computed by every method that
//! applies and checked to be the same before it is written.

use ch07_rays::classical::{bishop_attacks_classical, rook_attacks_classical};
use ch07_rays::kogge_stone::{
    bishop_attacks_kogge_stone, rook_attacks_kogge_stone,
};
use ch07_rays::leapers::{king_attacks_all, knight_attacks_all};
use ch07_rays::print::{draw, draw_attacks, LEGEND};
use ch07_rays::squares::{parse_square, parse_squares};
use ch07_rays::walk::queen_attacks_walk;

/// The board of the squares named, e.g. `squares("a1 c3")`.
fn squares(names: &str) -> u64 {
    parse_squares(names).unwrap()
}

#[test]
fn the_knights_and_kings_of_the_starting_position() {
    let knights = squares("b1 g1 b8 g8");
    let attacks = knight_attacks_all(knights);
    assert_eq!(attacks, squares("a3 c3 d2 e2 f3 h3 a6 c6 d7 e7 f6 h6"));
    insta::assert_snapshot!("starting_knights", draw(attacks));
    let kings = squares("e1 e8");
    assert_eq!(king_attacks_all(kings).count_ones(), 10);
    insta::assert_snapshot!("starting_kings", draw(king_attacks_all(kings)));
}

#[test]
fn a_queen_walked() {
    let d4 = parse_square("d4").unwrap();
    let occupied = squares("d4 d7 b6 f6 a4 g4 b2 d1 h8 e3");
    let walked = queen_attacks_walk(d4, occupied);
    let classical = rook_attacks_classical(d4, occupied)
        | bishop_attacks_classical(d4, occupied);
    let kogge_stone = rook_attacks_kogge_stone(d4, occupied)
        | bishop_attacks_kogge_stone(d4, occupied);
    assert_eq!(classical, walked);
    assert_eq!(kogge_stone, walked);
    // One piece stops it on each of its eight lines; h8 stands behind f6.
    assert_eq!((walked & occupied).count_ones(), 8);
    assert_eq!(walked & squares("h8"), 0);
    let legend: Vec<&str> = LEGEND.split(", ").collect();
    let text = format!(
        "{}{}\n",
        draw_attacks('Q', d4, occupied, walked),
        legend.join("\n")
    );
    insta::assert_snapshot!("queen_walked", text);
}
