//! The diagrams of the second part: hyperbola quintessence on one file, step
//! by step both ways; the relevant masks; one magic multiplication bit by bit;
//! one magic look-up, from the position to the attacks, with the listing's
//! own magic; and the same look-up by PEXT, with the entry it selects.

mod common;
mod figures;

use figures::chess_board;

use book_diagrams::{Diagram, Words};
use ch07_rays::hyperbola::{line_attacks, positive_ray};
use ch07_rays::magic::{magic_tables, relevant_mask, Slider};
use ch07_rays::pext::{pext, pext_portable, pext_tables};
use ch07_rays::squares::{
    bit, file_mask, file_of, parse_square, parse_squares, square_name,
    squares_of, Square,
};
use ch07_rays::walk::{rook_attacks_walk, walk_ray, Direction};

/// The board of the squares named, e.g. `squares("a1 c3")`.
fn squares(names: &str) -> u64 {
    parse_squares(names).unwrap()
}

/// Squares' names, joined: "e4, e5".
fn names(board: u64) -> String {
    let names: Vec<String> = squares_of(board).map(square_name).collect();
    names.join(", ")
}

/// One number of the formula drawn as a board: its set bits, the slider's
/// square marked when it is set, the line outlined.
fn number(caption: &str, value: u64, slider: u64, line: u64) -> Diagram {
    // Both layers always, so that each keeps its colour on every board.
    chess_board(caption)
        .layer("R slider", (value & slider).into())
        .layer("1 bit set", (value & !slider).into())
        .highlight(line.into())
        .without_bits()
}

/// The rook of the hyperbola figures and its position: pieces on its file
/// above and below it, and pieces elsewhere that the formula must ignore.
const ROOK: &str = "e3";
const POSITION: &str = "e1 e3 e6 b3 c5 g4 g7";

#[test]
fn hyperbola_up_the_file() {
    let from = parse_square(ROOK).unwrap();
    let occupied = squares(POSITION);
    let (r, line) = (bit(from), file_mask(file_of(from)));
    let o = occupied & line | r;
    let two_r = r << 1;
    let difference = o.wrapping_sub(two_r);
    let changed = o ^ difference;
    let up = changed & line;
    // 2r is the next bit, f3, not the next square up the file; the borrow
    // runs from it to the first blocker, e6, through every square between.
    assert_eq!(two_r, squares("f3"));
    assert_eq!(changed.trailing_zeros(), 21);
    assert_eq!(64 - changed.leading_zeros(), 45);
    assert_eq!(up, squares("e4 e5 e6"));
    assert_eq!(up, positive_ray(from, occupied, line));
    assert_eq!(up, walk_ray(from, Direction::North, occupied));
    let diagrams = [
        chess_board("the rook and the pieces")
            .layer("R rook", r.into())
            .layer("o piece", (occupied & !r).into())
            .highlight(line.into())
            .without_bits(),
        number("o: the file's pieces", o, r, line),
        number("2r", two_r, r, line),
        number("o − 2r", difference, r, line),
        number("o ⊕ (o − 2r)", changed, r, line),
        number("& the file: up", up, r, line),
    ];
    insta::assert_snapshot!("hyperbola_up", Diagram::many_to_toml(&diagrams));
}

#[test]
fn hyperbola_down_the_file_by_swap_bytes() {
    let from = parse_square(ROOK).unwrap();
    let occupied = squares(POSITION);
    let (r, line) = (bit(from), file_mask(file_of(from)));
    let o = occupied & line | r;
    let (o_rev, r_rev) = (o.swap_bytes(), r.swap_bytes());
    let difference = o_rev.wrapping_sub(r_rev << 1);
    let back = difference.swap_bytes();
    let both = o.wrapping_sub(r << 1) ^ back;
    let attacks = both & line;
    // Reversed, the file reads e8 to e1: the rook is on e6 and the piece
    // below it, e1, is on e8, above it.
    assert_eq!(r_rev, squares("e6"));
    assert_eq!(o_rev, squares("e3 e6 e8"));
    assert_eq!(back & line, o ^ walk_ray(from, Direction::South, occupied));
    assert_eq!(attacks, squares("e1 e2 e4 e5 e6"));
    assert_eq!(attacks, line_attacks(from, occupied, line));
    assert_eq!(attacks, rook_attacks_walk(from, occupied) & line);
    let diagrams = [
        number("rev(o)", o_rev, r_rev, line),
        number("rev(o) − 2 rev(r)", difference, r_rev, line),
        number("rev(rev(o) − 2 rev(r))", back, r, line),
        number("(o − 2r) ⊕ that", both, r, line),
        number("& the file: both ways", attacks, r, line),
    ];
    insta::assert_snapshot!("hyperbola_down", Diagram::many_to_toml(&diagrams));
}

#[test]
fn swap_bytes_does_not_reverse_a_rank() {
    let rank = squares("a1 b1 c1 d1 e1 f1 g1 h1");
    let pieces = squares("b1 d1 h1");
    // A byte swap moves the rank to the eighth and keeps its order; a
    // reversal of the bits puts h1 where a8 was.
    assert_eq!(pieces.swap_bytes(), squares("b8 d8 h8"));
    assert_eq!(pieces.reverse_bits(), squares("a8 e8 g8"));
    let diagrams = [
        chess_board("b1, d1, h1").layer("1 bit set", pieces.into()),
        chess_board("swap_bytes")
            .layer("1 bit set", pieces.swap_bytes().into()),
        chess_board("reverse_bits")
            .layer("1 bit set", pieces.reverse_bits().into()),
    ]
    .map(|d| {
        d.highlight((rank | rank.swap_bytes()).into())
            .without_bits()
    });
    insta::assert_snapshot!(
        "swap_bytes_keeps_a_rank",
        Diagram::many_to_toml(&diagrams)
    );
}

#[test]
fn the_relevant_masks() {
    let e4 = parse_square("e4").unwrap();
    let a1 = parse_square("a1").unwrap();
    let board = |caption: &str, from: Square, slider: Slider| {
        let mask = relevant_mask(slider, from);
        let empty = slider.walk(from, 0);
        let piece = match slider {
            Slider::Rook => "R rook",
            Slider::Bishop => "B bishop",
        };
        chess_board(caption)
            .layer(piece, bit(from).into())
            .layer("m mask", mask.into())
            .layer("- end of a ray", (empty & !mask).into())
            .without_bits()
    };
    let rook_e4 = relevant_mask(Slider::Rook, e4);
    assert_eq!(rook_attacks_walk(e4, 0) & !rook_e4, squares("e1 e8 a4 h4"));
    assert_eq!(
        rook_attacks_walk(a1, 0) & !relevant_mask(Slider::Rook, a1),
        squares("a8 h1")
    );
    let diagrams = [
        board("rook on e4: 10", e4, Slider::Rook),
        board("rook on a1: 12", a1, Slider::Rook),
        board("bishop on e4: 9", e4, Slider::Bishop),
    ];
    assert_eq!(relevant_mask(Slider::Rook, a1).count_ones(), 12);
    assert_eq!(relevant_mask(Slider::Bishop, e4).count_ones(), 9);
    insta::assert_snapshot!("relevant_masks", Diagram::many_to_toml(&diagrams));
}

/// The magic look-up's position: a rook on d4 with pieces on its lines,
/// one on the edge beyond a blocker, and pieces off its lines.
const LOOKUP_ROOK: &str = "d4";
const LOOKUP_POSITION: &str = "d4 d7 d8 b4 h4 d2 a1 e1 f2 g2 c3 f3 e5 c6 g7 a8";

#[test]
fn one_magic_lookup() {
    let from = parse_square(LOOKUP_ROOK).unwrap();
    let occupied = squares(LOOKUP_POSITION);
    let tables = magic_tables();
    let m = tables.rook(from);
    let bits = 64 - m.shift;
    let relevant = occupied & m.mask;
    let product = relevant.wrapping_mul(m.magic);
    let index = (product >> m.shift) as usize;
    let attacks = tables.rook_attacks(from, occupied);
    assert_eq!(m.mask, common::relevant_mask(from, &common::ROOK_STEPS));
    assert_eq!(index, m.index(occupied));
    assert_eq!(attacks, rook_attacks_walk(from, occupied));
    // The rook itself and the pieces off its lines do not count.
    assert_eq!(relevant, squares("d7 b4 d2"));
    assert_eq!(bits, 10);
    let top = !0u64 << m.shift;
    let piece = bit(from);
    let diagrams = [
        chess_board("the position")
            .layer("R rook", piece.into())
            .layer("o piece", (occupied & !piece).into())
            .without_bits(),
        chess_board("relevant mask")
            .layer("R rook", piece.into())
            .layer("m mask", m.mask.into())
            .without_bits(),
        chess_board("occupied & mask")
            .layer("R rook", piece.into())
            .layer("o blocker", relevant.into())
            .highlight(m.mask.into())
            .without_bits(),
        chess_board(&format!("· magic: top {bits} bits"))
            .layer("1 bit set", product.into())
            .highlight(top.into()),
        Diagram::grid(
            &format!("≫ {}: index {index}", m.shift),
            bits as usize,
            1,
            |x, _| Some(bits - 1 - x),
        )
        .layer("1 bit set", (index as u128) & ((1 << bits) - 1)),
        chess_board(&format!("table entry {index}"))
            .layer("R rook", piece.into())
            .layer("x attacked blocker", (attacks & occupied).into())
            .layer("* attacked empty square", (attacks & !occupied).into())
            .layer("o piece", (occupied & !attacks & !piece).into())
            .without_bits(),
    ];
    insta::assert_snapshot!("magic_lookup", Diagram::many_to_toml(&diagrams));
    let numbers = format!(
            "square       {}\nmask         {:#018x} ({} squares)\nmagic        {:#018x}\nshift        {}\noccupied     {:#018x}\n& mask       {:#018x}\n· magic      {:#018x}\n≫ shift      {index} = {index:#0w$b}\nattacks      {:#018x}: {}\n",
            square_name(from),
            m.mask,
            m.mask.count_ones(),
            m.magic,
            m.shift,
            occupied,
            relevant,
            product,
            attacks,
            names(attacks),
            w = bits as usize + 2,
        );
    insta::assert_snapshot!("magic_lookup_numbers", numbers);
}

/// The small multiplication: the bishop on b1 (the carry-rippler's mask, five
/// relevant squares) among pieces on and off its diagonals.
const MULTIPLY_BISHOP: &str = "b1";
const MULTIPLY_POSITION: &str = "b1 d3 f5 h7 a2 e1";

#[test]
fn one_magic_multiplication() {
    let from = parse_square(MULTIPLY_BISHOP).unwrap();
    let occupied = squares(MULTIPLY_POSITION);
    let m = magic_tables().bishop(from);
    let bits = 64 - m.shift;
    let blockers = occupied & m.mask;
    let product = blockers.wrapping_mul(m.magic);
    let index = product >> m.shift;
    // Each blocker adds one copy of the magic, moved up by its bit; what
    // passes bit 63 falls off.
    let copies: Vec<(Square, u64)> =
        squares_of(blockers).map(|b| (b, m.magic << b)).collect();
    let sum = copies.iter().fold(0u64, |s, &(_, c)| s.wrapping_add(c));
    assert_eq!(sum, product);
    assert_eq!(index as usize, m.index(occupied));
    assert_eq!(m.mask, squares("c2 d3 e4 f5 g6"));
    assert_eq!(blockers, squares("d3 f5"));
    // a2 and h7 end its rays; e1 is off them.
    let rays = Slider::Bishop.walk(from, 0);
    assert_eq!(rays & !m.mask, squares("a2 h7"));
    assert_eq!(rays & squares("e1"), 0);
    assert_eq!(bits, 5);
    // The table is fancy: this square's own shift, 64 minus its own count.
    assert_eq!(m.shift, 64 - m.mask.count_ones());
    // Each copy brings one bit of its own into the top bits, with no carry
    // into them: the index is those bits side by side.
    let top = !0u64 << m.shift;
    for &(_, copy) in &copies {
        assert_eq!((copy & top).count_ones(), 1);
    }
    let brought = copies.iter().fold(0, |t, &(_, c)| t | c & top);
    assert_eq!(product & top, brought);
    assert_eq!(brought.count_ones() as usize, copies.len());
    let mut words = Words::new(
        &format!(
            "Fancy magic, the bishop on {}: its blockers, {}, each add a copy \
             of the magic moved up by its bit; each copy brings one bit into \
             the top {bits}, and the shift by {} (64 \u{2212} {bits}, this \
             square's own) brings them down: index {index}",
            square_name(from),
            names(blockers).replace(", ", " and "),
            m.shift
        ),
        64,
    )
    .grouped(8)
    .row("occupied", occupied.into())
    .note(&names(occupied))
    .row("mask", m.mask.into())
    .note(&names(m.mask))
    .result("occupied & mask", blockers.into())
    .note("the blockers")
    .row("magic", m.magic.into());
    for &(b, copy) in &copies {
        words = words
            .row(&format!("magic \u{226a} {b}"), copy.into())
            .highlight((copy & top).into())
            .note(&format!("for {}", square_name(b)));
    }
    words = words
        .result("product (wraps)", product.into())
        .highlight(top.into())
        .note(&format!("top {bits} bits"))
        .result(&format!("\u{226b} {}", m.shift), index.into())
        .highlight(((1u64 << bits) - 1).into())
        .note(&format!("index {index}"));
    insta::assert_snapshot!("magic_multiplication", words.to_toml());
}

#[test]
fn pext_on_d4() {
    // The magic look-up's position, indexed by `pext` instead.
    let from = parse_square(LOOKUP_ROOK).unwrap();
    let occupied = squares(LOOKUP_POSITION);
    let mask = relevant_mask(Slider::Rook, from);
    let bits = mask.count_ones();
    let relevant = occupied & mask;
    let index = pext(occupied, mask);
    let entry = pext_tables().rook_attacks(from, occupied);
    assert_eq!(index, pext_portable(occupied, mask));
    assert_eq!(index, pext(relevant, mask));
    // Bit i of the index is the i-th lowest square of the mask.
    let place = |sq: Square| (mask & (bit(sq) - 1)).count_ones();
    let gathered = squares_of(relevant).fold(0, |i, sq| i | 1 << place(sq));
    assert_eq!(index, gathered);
    assert_eq!(index, 1 | 1 << 2 | 1 << 9); // d2, b4 and d7
    assert_eq!(relevant, squares("d2 b4 d7"));
    assert_eq!(bits, 10);
    assert!(index < 1 << bits);
    // The entry holds the attacks of every position with these blockers.
    assert_eq!(entry, pext_tables().rook_attacks(from, relevant));
    assert_eq!(entry, rook_attacks_walk(from, occupied));
    assert_eq!(entry, magic_tables().rook_attacks(from, occupied));
    let places: Vec<String> = squares_of(relevant)
        .map(|sq| format!("{} \u{2192} bit {}", square_name(sq), place(sq)))
        .collect();
    let words = Words::new(
        &format!(
            "PEXT for the rook on {}: the occupied squares under its {bits}-square \
             mask, packed in the mask's order into the low {bits} bits, are \
             the index, {index}",
            square_name(from)
        ),
        64,
    )
    .grouped(8)
    .row("occupied", occupied.into())
    .note(&format!("the rook and {} pieces", (occupied & !bit(from)).count_ones()))
    .row("mask", mask.into())
    .note(&names(mask))
    .result("occupied & mask", relevant.into())
    .highlight(mask.into())
    .note(&names(relevant))
    .result("pext(occupied, mask)", index.into())
    .highlight(((1u64 << bits) - 1).into())
    .note(&format!("index {index}: {}", places.join(", ")));
    insta::assert_snapshot!("pext_d4", words.to_toml());
    let piece = bit(from);
    let board = chess_board(&format!(
        "Entry {index} of {}'s table: the rook's attacks, blockers outlined",
        square_name(from)
    ))
    .layer("R rook", piece.into())
    .layer("x attacked blocker", (entry & occupied).into())
    .layer("* attacked empty square", (entry & !occupied).into())
    .layer("o piece", (occupied & !entry & !piece).into())
    .highlight(relevant.into())
    .without_bits();
    insta::assert_snapshot!("pext_d4_entry", board.to_toml());
}
