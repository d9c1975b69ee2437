//! The diagrams of the first part: the board's numbering, a knight's jumps
//! with and without their masks, the eight directions and their offsets, a
//! classical ray cut by a bit scan, and Kogge-Stone's occluded fill round by
//! round, on one rank bit by bit and on the whole board.

mod common;
mod figures;

use book_diagrams::{Diagram, Words};
use ch07_rays::classical::{ray_classical, RAYS};
use ch07_rays::kogge_stone::{
    fill_round, fill_rounds, landing_mask, occluded_fill, ray_kogge_stone,
    shift,
};
use ch07_rays::leapers::{king_attacks, knight_attacks};
use ch07_rays::squares::{
    bit, file_mask, parse_square, parse_squares, rank_mask, square_name,
    squares_of, Square, RANK_1,
};
use ch07_rays::walk::{step, walk_ray, Direction};
use common::ray_squares;
use figures::chess_board;

/// The board of the squares named, e.g. `squares("a1 c3")`.
fn squares(names: &str) -> u64 {
    parse_squares(names).unwrap()
}

#[test]
fn the_board_and_its_masks() {
    let (e_file, fourth_rank) = (file_mask(4), rank_mask(3));
    assert_eq!(e_file, squares("e1 e2 e3 e4 e5 e6 e7 e8"));
    assert_eq!(fourth_rank, squares("a4 b4 c4 d4 e4 f4 g4 h4"));
    let diagrams = [
        chess_board("bit 8 · rank + file"),
        chess_board("file_mask(4), the e-file")
            .layer("1 e-file", e_file.into()),
        chess_board("rank_mask(3), rank 4")
            .layer("1 rank 4", fourth_rank.into()),
    ];
    insta::assert_snapshot!("numbering", Diagram::many_to_toml(&diagrams));
}

#[test]
fn a_knight_on_the_h_file_wraps_without_its_masks() {
    let h4 = parse_square("h4").unwrap();
    let knight = bit(h4);
    let bare = [17, 15, 10, 6]
        .iter()
        .fold(0, |a, &n| a | knight << n | knight >> n);
    let masked = knight_attacks(h4);
    let wrapped = bare & !masked;
    // The four jumps east of the h-file wrap to the a- and b-files, one rank
    // up from where they were aimed.
    assert_eq!(wrapped, squares("a3 b4 b6 a7"));
    assert_eq!(masked, squares("g2 f3 f5 g6"));
    let diagrams = [
        chess_board("shifts alone")
            .layer("N knight", knight.into())
            .layer("* lands on", bare.into())
            .highlight(wrapped.into())
            .without_bits(),
        chess_board("shifts, then masks")
            .layer("N knight", knight.into())
            .layer("* lands on", masked.into())
            .without_bits(),
    ];
    insta::assert_snapshot!("knight_wrap", Diagram::many_to_toml(&diagrams));
}

/// A change of bit as the book writes it: a sign always, and a true minus.
fn signed(offset: isize) -> String {
    if offset > 0 {
        format!("+{offset}")
    } else {
        format!("\u{2212}{}", offset.unsigned_abs())
    }
}

#[test]
fn the_compass_of_the_eight_directions() {
    let e4 = parse_square("e4").unwrap();
    let (mut adds, mut subtracts) = (0, 0);
    let mut offsets = Vec::new();
    for d in Direction::ALL {
        let to = step(e4, d).unwrap();
        // One step changes the bit by the direction's offset.
        assert_eq!(to as isize, e4 as isize + d.offset(), "{d:?}");
        if d.is_positive() {
            adds |= bit(to);
        } else {
            subtracts |= bit(to);
        }
        offsets.push((to, signed(d.offset())));
    }
    // The eight steps are the eight squares around e4; the four that add
    // to the bit are the rank above and the square east.
    assert_eq!(adds | subtracts, king_attacks(e4));
    assert_eq!(adds, squares("d5 e5 f5 f4"));
    // Opposite directions have opposite offsets.
    for (i, d) in Direction::ALL.iter().enumerate() {
        assert_eq!(Direction::ALL[(i + 4) % 8].offset(), -d.offset());
    }
    assert_eq!(signed(Direction::SouthWest.offset()), "\u{2212}9");
    let caption = format!(
        "One step from {} (bit {e4}) in each direction, marked with the \
         change of bit it makes: opposite directions, opposite changes",
        square_name(e4)
    );
    let compass = offsets.iter().fold(
        chess_board(&caption)
            .layer("Q queen", bit(e4).into())
            .layer("+ adds to the bit", adds.into())
            .layer("\u{2212} subtracts from the bit", subtracts.into()),
        |d, (to, text)| d.cell_text(*to as u32, text),
    );
    insta::assert_snapshot!("compass", compass.to_toml());
}

#[test]
fn a_classical_ray_cut_by_a_bit_scan() {
    let from = parse_square("d2").unwrap();
    let occupied = squares("d2 d5 d7 b4 f6 g2");
    let d = Direction::North;
    let ray = RAYS[d as usize][from];
    let blockers = ray & occupied;
    let first = blockers.trailing_zeros() as Square;
    let beyond = RAYS[d as usize][first];
    let attacks = ray ^ beyond;
    assert_eq!(square_name(first), "d5");
    assert_eq!(attacks, walk_ray(from, d, occupied));
    assert_eq!(attacks, ray_classical(from, d, occupied));
    let others = occupied & !bit(from);
    // The same four roles in every board, so that each keeps its colour:
    // the rook, ray squares, pieces that matter, and the rest.
    let board = |caption: &str| {
        chess_board(caption)
            .layer("R rook", bit(from).into())
            .without_bits()
    };
    let off_ray = others & !ray;
    let diagrams = [
        board("the ray, d3 to d8")
            .layer("* ray", (ray & !blockers).into())
            .layer("+ piece on the ray", blockers.into())
            .layer("o other piece", off_ray.into()),
        board("lowest bit: d5")
            .layer("* ray", (ray & !blockers).into())
            .layer("x first blocker", bit(first).into())
            .layer("+ piece on the ray", (blockers & !bit(first)).into())
            .layer("o other piece", off_ray.into())
            .highlight(bit(first).into()),
        board("RAYS from d5")
            .layer("* ray short of d5", (ray & !beyond & !bit(first)).into())
            .layer("x first blocker", bit(first).into())
            .layer("- beyond d5", (beyond & !blockers).into())
            .layer("+ piece on the ray", (beyond & blockers).into())
            .layer("o other piece", off_ray.into()),
        board("ray ⊕ beyond")
            .layer("* attacked empty square", (attacks & !occupied).into())
            .layer("x attacked blocker", (attacks & occupied).into())
            .layer("+ piece on the ray", (blockers & !attacks).into())
            .layer("o other piece", off_ray.into()),
    ];
    insta::assert_snapshot!("classical_ray", Diagram::many_to_toml(&diagrams));
}

/// The position of the fill: five rooks and five other pieces.
fn fill_position() -> (u64, u64) {
    (squares("a1 c3 h4 b6 e8"), squares("f1 e3 d2 g5 g8"))
}

/// The squares each slider reaches in `d` in at most `steps` steps over
/// empty squares, sliders included: on coordinates.
fn fill_by_coordinates(
    sliders: u64,
    occupied: u64,
    d: Direction,
    steps: usize,
) -> u64 {
    let step = (d.step().0 as i32, d.step().1 as i32);
    squares_of(sliders).fold(sliders, |fill, sq| {
        ray_squares(sq, step)
            .into_iter()
            .take(steps)
            .take_while(|&s| occupied & bit(s) == 0)
            .fold(fill, |f, s| f | bit(s))
    })
}

/// The squares that end a run of `steps` empty squares in `d` (the run on
/// the board, the square before it at least on the board's files, so that
/// no step of the run crosses an edge): on coordinates.
fn open_by_coordinates(occupied: u64, d: Direction, steps: usize) -> u64 {
    let (df, dr) = d.step();
    let back = (-df as i32, -dr as i32);
    (0..64)
        .filter(|&sq| {
            let behind = ray_squares(sq, back);
            let file_before = (sq % 8) as isize - steps as isize * df;
            occupied & bit(sq) == 0
                && behind.len() >= steps - 1
                && behind[..steps - 1].iter().all(|&s| occupied & bit(s) == 0)
                && (0..8).contains(&file_before)
        })
        .fold(0, |open, sq| open | bit(sq))
}

#[test]
fn the_fill_rounds_agree_with_coordinates() {
    let (rooks, others) = fill_position();
    let occupied = rooks | others;
    for d in Direction::ALL {
        let rounds = fill_rounds(rooks, !occupied, d);
        for (k, &(filled, open)) in rounds.iter().enumerate() {
            let steps = (1 << k) - 1; // 0, 1, 3, 7 steps filled
            assert_eq!(
                filled,
                fill_by_coordinates(rooks, occupied, d, steps),
                "{d:?} {k}"
            );
            assert_eq!(
                open,
                open_by_coordinates(occupied, d, steps + 1),
                "{d:?} {k}"
            );
        }
        assert_eq!(rounds[3].0, occluded_fill(rooks, !occupied, d));
    }
}

#[test]
fn the_fill_round_by_round() {
    let (rooks, others) = fill_position();
    let occupied = rooks | others;
    let d = Direction::East;
    let rounds = fill_rounds(rooks, !occupied, d);
    let attacks = ray_kogge_stone(rooks, !occupied, d);
    assert_eq!(attacks, shift(rounds[3].0, d));
    let each = squares_of(rooks).fold(0, |a, sq| a | walk_ray(sq, d, occupied));
    assert_eq!(attacks, each);
    // The open squares at the start: the empty ones off the a-file.
    assert_eq!(rounds[0].1, !occupied & landing_mask(d));
    // The rook on a1 needs all three rounds to reach e1; the one on h4
    // never leaves its square.
    assert_eq!(rounds[3].0 & rank_mask(0), squares("a1 b1 c1 d1 e1"));
    assert_eq!(rounds[3].0 & rank_mask(3), squares("h4"));
    assert!(rounds[2].0 & squares("e1") == 0);
    // The same roles in every board keep their colours: what is filled (the
    // rooks to start with), the open squares, the other pieces.
    let board = |caption: &str| chess_board(caption).without_bits();
    let mut diagrams = vec![board("rooks, pieces, open squares")
        .layer("R rook", rooks.into())
        .layer("- open", rounds[0].1.into())
        .layer("o piece", others.into())];
    for (k, steps) in [(1, 1), (2, 2), (3, 4)] {
        let (filled, open) = rounds[k];
        diagrams.push(
            board(&format!("round {k}: shift by {steps}"))
                .layer("+ filled", filled.into())
                .layer("- open", open.into())
                .layer("o piece", others.into())
                .highlight((filled & !rounds[k - 1].0).into()),
        );
    }
    // Nothing is left open after the last round: no run of eight squares
    // east ends off the a-file.
    assert_eq!(rounds[3].1, 0);
    diagrams.push(
        board("the fill moved 1 step")
            .layer("R rook", rooks.into())
            .layer("* attacked empty square", (attacks & !occupied).into())
            .layer("o piece", (others & !attacks).into())
            .layer("x attacked blocker", (attacks & others).into()),
    );
    insta::assert_snapshot!("fill_rounds", Diagram::many_to_toml(&diagrams));
}

#[test]
fn kogge_stone_on_one_rank() {
    // The fill of the next figure, drawn on its first rank only: the rook on
    // a1 and the piece on f1. A fill east never leaves a rank, so the other
    // ranks change nothing here.
    let (rooks, others) = fill_position();
    let occupied = rooks | others;
    let d = Direction::East;
    let on_rank = |board: u64| (board & RANK_1) as u128;
    assert_eq!(rooks & RANK_1, squares("a1"));
    assert_eq!(others & RANK_1, squares("f1"));
    // Generator and propagator, then the three rounds of `fill_round`.
    let (mut filled, mut open) = (rooks, !occupied & landing_mask(d));
    let mut words = Words::new(
        "The fill east on the first rank, a1 to h1: the \
         rook's square runs 1, then 2, then 4 steps over the open squares, \
         and each round keeps open only the ends of runs twice as long",
        8,
    )
    .lowest_left()
    .bit_labels(&["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"])
    .row("occupied", on_rank(occupied))
    .note("rook, piece")
    .row("filled", on_rank(filled))
    .note("the rook")
    .row("open", on_rank(open))
    .note("empty, off the a-file");
    let mut rounds = vec![(filled, open)];
    for steps in [1, 2, 4] {
        let before = filled;
        (filled, open) = fill_round(filled, open, d, steps);
        rounds.push((filled, open));
        let added = (filled & !before) & RANK_1;
        words = words
            .row(&format!("after \u{226a} {steps}: filled"), on_rank(filled))
            .highlight(added.into())
            .note(&format!("+ {}", names_of(added)));
        if steps < 4 {
            // The third round's open squares are never used.
            words = words
                .row(&format!("after \u{226a} {steps}: open"), on_rank(open));
        }
    }
    let attacks = shift(filled, d) & RANK_1;
    words = words.result("attacks", attacks.into()).note(&format!(
        "filled \u{226a} 1, off the a-file: {}",
        names_of(attacks)
    ));
    // The rounds are the listing's own; the rook's square runs 1, 2 and 4
    // steps, the last run cut short by the piece on f1, which is attacked.
    assert_eq!(rounds, fill_rounds(rooks, !occupied, d));
    assert_eq!(filled, occluded_fill(rooks, !occupied, d));
    let rank = |k: usize| rounds[k].0 & RANK_1;
    assert_eq!(rank(1), squares("a1 b1"));
    assert_eq!(rank(2), squares("a1 b1 c1 d1"));
    assert_eq!(rank(3), squares("a1 b1 c1 d1 e1"));
    // The piece's square is never open, and after the second round only
    // e1 is: the end of the run b1 to e1.
    assert!(rounds.iter().all(|&(_, open)| open & squares("f1") == 0));
    assert_eq!(rounds[2].1 & RANK_1, squares("e1"));
    assert_eq!(attacks, ray_kogge_stone(rooks, !occupied, d) & RANK_1);
    assert_eq!(attacks, walk_ray(0, d, occupied));
    assert_eq!(attacks, squares("b1 c1 d1 e1 f1"));
    insta::assert_snapshot!("fill_one_rank", words.to_toml());
}

/// The names of a board's squares, "b1 c1", or "nothing".
fn names_of(board: u64) -> String {
    let names: Vec<String> = squares_of(board).map(square_name).collect();
    if names.is_empty() {
        "nothing".to_string()
    } else {
        names.join(" ")
    }
}
