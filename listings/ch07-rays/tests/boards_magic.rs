//! The boards and outputs the second part prints, each computed by every
//! method that applies and checked to be the same before it is written.

use ch07_rays::hyperbola::bishop_attacks_hyperbola;
use ch07_rays::magic::{magic_tables, relevant_mask, subsets, Slider};
use ch07_rays::pext::{pext, pext_tables};
use ch07_rays::print::{draw_attacks, LEGEND};
use ch07_rays::squares::{
    parse_square, parse_squares, square_name, squares_of,
};
use ch07_rays::walk::bishop_attacks_walk;

/// The board of the squares named, e.g. `squares("a1 c3")`.
fn squares(names: &str) -> u64 {
    parse_squares(names).unwrap()
}

/// A board drawn with its legend, one mark a line.
fn with_legend(board: String) -> String {
    let legend: Vec<&str> = LEGEND.split(", ").collect();
    format!("{board}{}\n", legend.join("\n"))
}

#[test]
fn a_bishop_by_hyperbola() {
    let c1 = parse_square("c1").unwrap();
    let occupied = squares("c1 e3 b2 a3 f4 g5 d4 h6");
    let attacks = bishop_attacks_hyperbola(c1, occupied);
    assert_eq!(attacks, bishop_attacks_walk(c1, occupied));
    assert_eq!(attacks, magic_tables().bishop_attacks(c1, occupied));
    assert_eq!(attacks, pext_tables().bishop_attacks(c1, occupied));
    assert_eq!(attacks, squares("b2 d2 e3"));
    insta::assert_snapshot!(
        "bishop_hyperbola",
        with_legend(draw_attacks('B', c1, occupied, attacks))
    );
}

#[test]
fn the_carry_rippler_on_a_bishops_mask() {
    let b1 = parse_square("b1").unwrap();
    let mask = relevant_mask(Slider::Bishop, b1);
    assert_eq!(mask, squares("c2 d3 e4 f5 g6"));
    let all: Vec<u64> = subsets(mask).collect();
    assert_eq!(all.len(), 32);
    let row = |sub: u64| {
        let names: Vec<String> = squares_of(sub).map(square_name).collect();
        let next = sub.wrapping_sub(mask) & mask;
        format!(
            "{:#018x}  {:05b}  {:<15} {:#018x}",
            sub,
            pext(sub, mask),
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(" ")
            },
            next
        )
    };
    let mut text = format!(
        "mask {mask:#018x}: {}\n\n{:<18}  {:<5}  {:<15} {}\n",
        squares_of(mask)
            .map(square_name)
            .collect::<Vec<_>>()
            .join(" "),
        "subset",
        "bits",
        "squares",
        "(sub − mask) & mask"
    );
    for (i, &sub) in all.iter().enumerate() {
        // The subsets come in the order of their pext index: counting.
        assert_eq!(pext(sub, mask), i as u64);
        if i < 6 || i == all.len() - 1 {
            text += &row(sub);
            text += "\n";
        } else if i == 6 {
            text += "…\n";
        }
    }
    insta::assert_snapshot!("carry_rippler", text);
}
