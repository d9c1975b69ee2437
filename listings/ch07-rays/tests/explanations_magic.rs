//! Common explanations of the second part's methods that are wrong, each
//! shown on the listing's own code.

use ch07_rays::magic::{relevant_mask, Slider};
use ch07_rays::squares::{
    bit, parse_square, rank_mask, FILE_A, FILE_H, RANK_1, RANK_8,
};
use ch07_rays::walk::{rook_attacks_walk, walk_ray, Direction};

#[test]
// ANCHOR: unmasked_formula
fn o_xor_o_minus_2r_is_not_the_attack_set() {
    let e4 = parse_square("e4").unwrap();
    let (r, occupied) = (bit(e4), bit(e4)); // a rook alone on the board
    let o = occupied | r;
    let unmasked = o ^ o.wrapping_sub(r << 1);
    // With no blocker the borrow runs off the top: every bit above e4.
    assert_eq!(unmasked.count_ones(), 64 - 28 - 1);
    // The rank's attacks east are three squares: the line mask is needed.
    let east = unmasked & rank_mask(3);
    assert_eq!(east, walk_ray(e4, Direction::East, occupied));
    assert_eq!(east.count_ones(), 3);
}
// ANCHOR_END: unmasked_formula

#[test]
// ANCHOR: edges_of_the_board
fn dropping_every_edge_is_wrong_for_a_rook_on_an_edge() {
    let edges = FILE_A | FILE_H | RANK_1 | RANK_8;
    let (a1, e4) = (parse_square("a1").unwrap(), parse_square("e4").unwrap());
    let without_edges = |sq| rook_attacks_walk(sq, 0) & !edges;
    // Right in the middle of the board...
    assert_eq!(without_edges(e4), relevant_mask(Slider::Rook, e4));
    // ...but a rook on a1 loses its whole file and rank, and a blocker on
    // a4, which changes its attacks, would not change its index.
    assert_eq!(without_edges(a1), 0);
    assert_eq!(relevant_mask(Slider::Rook, a1).count_ones(), 12);
    let a4 = bit(parse_square("a4").unwrap());
    assert_ne!(rook_attacks_walk(a1, a4), rook_attacks_walk(a1, 0));
}
// ANCHOR_END: edges_of_the_board
