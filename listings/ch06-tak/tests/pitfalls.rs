//! The traps of chapter 6's Pitfalls sections, each shown in code that runs:
//! stack words too narrow, delta-swap masks that hold both bits of a pair,
//! rotations without a direction, stones unloaded from the wrong end, the
//! flattening slide outside the table's prefix, and perft's sequences.

use ch06_tak::geometry::Direction;
use ch06_tak::movegen::{legal_moves, room};
use ch06_tak::position::{starting_reserves, Position};
use ch06_tak::ptn::{move_to_ptn, parse_move, parse_moves};
use ch06_tak::slides::slides_of;
use ch06_tak::symmetry::{delta_swap, mirror_h, transpose, Symmetry};

#[test]
// ANCHOR: stack_words_overflow
fn a_64_bit_stack_word_loses_the_bottom_stones() {
    // The tallest stack of 7 × 7, 81 stones. A stone goes on top: the word
    // shifts up, and the new stone is bit 0 (1 = Black).
    let tallest = 2 * starting_reserves(7).0 as usize + 1;
    let colours = (0..tallest).map(|i| i % 2 == 0); // Black at the bottom
    let narrow = colours.clone().fold(0u64, |w, black| w << 1 | black as u64);
    let wide = colours.fold(0u128, |w, black| w << 1 | black as u128);
    assert_eq!(wide >> (tallest - 1) & 1, 1); // the u128 has the bottom stone
    let top_64 = wide & u128::from(u64::MAX);
    assert_eq!(u128::from(narrow), top_64); // the u64 has the top 64 stones
    assert_ne!(top_64, wide); // and has lost the 17 under them
}
// ANCHOR_END: stack_words_overflow

#[test]
// ANCHOR: mask_with_partners
fn a_delta_swap_mask_with_partners_in_it_makes_stones() {
    // 3 × 3: the line just below the a1 diagonal, b1 and c2, pairs with the
    // line just above it, a2 and b3, two bits higher (δ = S − 1).
    let (b1, c2, a2, b3): (u64, u64, u64, u64) =
        (1 << 1, 1 << 5, 1 << 3, 1 << 7);
    let stone = a2;
    // The flip moves it to b1:
    assert_eq!(delta_swap(stone, b1 | c2, 2), b1);
    // With the partners in the mask too, a2 is swapped down *and* up:
    assert_eq!(delta_swap(stone, b1 | c2 | a2 | b3, 2), b1 | a2 | c2);
}
// ANCHOR_END: mask_with_partners

#[test]
// ANCHOR: rotation_direction
fn a_quarter_turn_has_a_direction() {
    let (a1, e1, a5): (u64, u64, u64) = (1, 1 << 4, 1 << 20);
    // On 5 × 5, anticlockwise with rank 1 at the bottom, a1 goes to e1:
    assert_eq!(Symmetry::Rotate90.apply(a1, 5), e1);
    // the diagonal flip, then the left-right mirror. The other order turns
    // the other way:
    assert_eq!(mirror_h(transpose(a1, 5), 5), e1);
    assert_eq!(transpose(mirror_h(a1, 5), 5), a5);
}
// ANCHOR_END: rotation_direction

#[test]
// ANCHOR: bottom_first
fn carried_stones_land_bottom_first() {
    // a1: a Black flat under White's capstone, the word 0b10 (top in bit 0).
    let p = Position::from_tps("x5/x5/x5/x5/21C,x4 1 3").unwrap();
    assert_eq!(p.stack(0), (0b10, 2));
    let after = p.play(parse_move("2a1>11", 5).unwrap()).unwrap();
    // b1 gets the stone that was lowest, the word's high bit; the capstone,
    // bit 0, lands last and stays a capstone:
    assert_eq!(after.stack_text(1), "2");
    assert_eq!(after.stack_text(2), "1C");
}
// ANCHOR_END: bottom_first

#[test]
// ANCHOR: flattening_outside_the_prefix
fn a_flattening_slide_goes_one_square_past_the_room() {
    // a1: a Black flat under White's capstone; b1 empty; c1 a Black wall.
    let p = Position::from_tps("x5/x5/x5/x5/21C,x,2S,x2 1 3").unwrap();
    // One free square to the right, then a wall:
    assert_eq!(room(&p, 0, Direction::Right), (1, true));
    let prefix = slides_of(1, 1).len() + slides_of(2, 1).len(); // [1]; [2]
    assert_eq!(prefix, 2);
    let right: Vec<String> = legal_moves(&p)
        .into_iter()
        .map(|m| move_to_ptn(m, 5))
        .filter(|ptn| ptn.contains("a1>"))
        .collect();
    assert_eq!(right, ["a1>", "2a1>", "2a1>11"]); // the last one flattens c1
}
// ANCHOR_END: flattening_outside_the_prefix

#[test]
// ANCHOR: sequences_not_positions
fn two_sequences_reach_one_position() {
    let play = |moves: &str| {
        let start = Position::new(5).unwrap();
        let moves = parse_moves(moves, 5).unwrap();
        moves.into_iter().fold(start, |p, m| p.play(m).unwrap())
    };
    // White's two flats on b1 and c1, placed in either order:
    let one = play("a1 e5 b1 d5 c1");
    let other = play("a1 e5 c1 d5 b1");
    assert_eq!(one, other); // one position, hashes and all, counted twice
}
// ANCHOR_END: sequences_not_positions
