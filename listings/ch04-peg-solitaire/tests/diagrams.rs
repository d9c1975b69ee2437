//! The diagrams chapter 4 draws: the 49-bit map, the masks, one move, and the
//! board of the page's explorer.

use book_diagrams::Diagram;
use ch04_peg_solitaire::board::{Board, CELLS, ENGLISH, FRENCH, START};
use ch04_peg_solitaire::classes::colour;
use ch04_peg_solitaire::direction::Direction;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{jump_bits, play};
use ch04_peg_solitaire::notation::parse_move;

/// The 7 × 7 grid as the source draws it: drawn column c, drawn row r (top
/// row first) is bit 7·(6 − r) + (6 − c): bit 48 top left, bit 0 bottom
/// right.
fn map(caption: &str) -> Diagram {
    Diagram::grid(caption, 7, 7, |c, r| Some(7 * (6 - r) + (6 - c))).labels(
        &["a", "b", "c", "d", "e", "f", "g"],
        &["7", "6", "5", "4", "3", "2", "1"],
    )
}

/// The cells of the grid that are not holes.
fn not_holes() -> Board {
    ((1 << CELLS) - 1) & !ENGLISH
}

#[test]
fn the_bit_map() {
    let d = map(
        "Bit 7y + x of each cell (x from the right, y from the bottom); \
         o marks the 33 holes",
    )
    .layer("o hole", u128::from(ENGLISH));
    insta::assert_snapshot!("bit_map", d.to_toml());
}

#[test]
fn the_four_masks() {
    let diagrams: Vec<Diagram> = Direction::ALL
        .into_iter()
        .map(|direction| {
            let starts = ENGLISH_GEOMETRY.starts[direction.index()];
            let name = direction.name();
            let mark = format!(
                "{} can jump {name}",
                name.to_uppercase().chars().next().unwrap()
            );
            map(&format!("jump_starts(English, {direction:?})"))
                .without_bits()
                .layer(&mark, u128::from(starts))
                .layer(". other hole", u128::from(ENGLISH & !starts))
        })
        .collect();
    insta::assert_snapshot!("four_masks", Diagram::many_to_toml(&diagrams));
}

#[test]
fn one_move_before_and_after() {
    let m = parse_move("d2-d4").unwrap();
    let changed = u128::from(jump_bits(m));
    let before = map("Before d2-d4: the three bits of jump_bits(m) outlined")
        .without_bits()
        .layer("o peg", u128::from(START))
        .layer(". empty hole", u128::from(ENGLISH & !START))
        .highlight(changed);
    let after_pegs = play(START, m);
    let after = map("After: pegs ^ jump_bits(m), three bits flipped at once")
        .without_bits()
        .layer("o peg", u128::from(after_pegs))
        .layer(". empty hole", u128::from(ENGLISH & !after_pegs))
        .highlight(changed);
    insta::assert_snapshot!(
        "one_move",
        Diagram::many_to_toml(&[before, after])
    );
}

#[test]
fn the_explorer_board() {
    let d = map(
        "The start: a peg in every hole but the centre, on the 7 × 7 grid \
         whose corners are not holes. Try it: click a peg, then the hole to \
         jump to",
    )
    .layer("# not a hole", u128::from(not_holes()))
    .layer("o peg", u128::from(START))
    .explorer("peg-solitaire");
    // The layout the explorer's JavaScript relies on: 7 × 7, top row first,
    // every cell drawn, drawn (c, r) is bit 7·(6 − r) + (6 − c).
    assert_eq!((d.columns, d.rows), (7, 7));
    for (n, bit) in d.bits.iter().enumerate() {
        let (c, r) = (n as u32 % 7, n as u32 / 7);
        assert_eq!(*bit, Some(7 * (6 - r) + (6 - c)));
    }
    insta::assert_snapshot!("explorer", d.to_toml());
}

#[test]
fn the_french_colourings() {
    let diagrams: Vec<Diagram> = [(false, "x + y"), (true, "x − y")]
        .into_iter()
        .map(|(diagonal, sum)| {
            let mut d =
                map(&format!("The French board coloured by ({sum}) mod 3"))
                    .without_bits();
            for k in 0..3 {
                let cells = colour(diagonal, k) & FRENCH;
                d = d.layer(
                    &format!("{k} ({sum}) mod 3 = {k}"),
                    u128::from(cells),
                );
            }
            d
        })
        .collect();
    insta::assert_snapshot!(
        "french_colourings",
        Diagram::many_to_toml(&diagrams)
    );
}
