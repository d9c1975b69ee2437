//! The evaluation: symmetric under a colour flip, its terms on positions
//! built for them, the phase and the taper.

mod common;

use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use ch09_chess_player::eval::{evaluate, phase, terms_sum, Pair, TERMS};
use ch09_chess_player::eval_material::VALUES;
use ch09_chess_player::eval_tables::{entry, TABLES};
use ch09_chess_player::eval_weights::WEIGHTS;
use common::{flipped_fen, random_positions};

#[test]
fn the_evaluation_is_the_same_for_a_position_and_its_colour_flip() {
    let positions = random_positions(0x0E7A_15EE, 60, 120);
    assert!(positions.len() > 5_000, "{} positions", positions.len());
    for pos in positions {
        let fen = pos.to_fen();
        let flip = Position::from_fen(&flipped_fen(&fen)).unwrap();
        assert_eq!(evaluate(&pos), evaluate(&flip), "{fen}");
        for (name, term) in TERMS {
            assert_eq!(
                term(&pos, &WEIGHTS),
                -term(&flip, &WEIGHTS),
                "{name}: {fen}"
            );
        }
    }
}

#[test]
fn the_start_position_is_level() {
    let start = Position::start();
    assert_eq!(terms_sum(&start), Pair::new(0, 0));
    assert_eq!(evaluate(&start), 0);
    assert_eq!(phase(&start), 24);
}

#[test]
fn material_counts_each_piece_at_its_published_value() {
    // White: queen, two rooks, knight, three pawns; Black: rook, bishop, pawn
    let pos = Position::from_fen("4k3/p7/8/8/2r1b3/8/PPP5/RQ1NK2R w - - 0 1")
        .unwrap();
    let (material, _) = TERMS[0];
    let expected = |v: fn(Pair) -> i32| {
        v(VALUES[4]) + v(VALUES[3]) + v(VALUES[1]) + 2 * v(VALUES[0])
            - v(VALUES[2])
    };
    let pair = TERMS[0].1(&pos, &WEIGHTS);
    assert_eq!(material, "material");
    assert_eq!(pair, Pair::new(expected(|p| p.mg), expected(|p| p.eg)));
    assert_eq!(VALUES[0], Pair::new(82, 94));
    assert_eq!(VALUES[4], Pair::new(1025, 936));
}

#[test]
fn a_table_entry_is_read_from_the_pieces_own_side() {
    // PeSTO's middlegame knight table, as printed: row 5 (the fourth rank
    // from White's side), e-file is 28; row 4 (fifth rank), e-file is 37
    assert_eq!(TABLES[1].0[4 * 8 + 4], 28);
    assert_eq!(entry(Color::White, Piece::Knight, 28).mg, 28); // e4
    assert_eq!(entry(Color::Black, Piece::Knight, 36).mg, 28); // e5, Black's e4
                                                               // every square: White's entry on s is Black's on s ⊕ 56
    for piece in Piece::ALL {
        for square in 0..64 {
            assert_eq!(
                entry(Color::White, piece, square),
                entry(Color::Black, piece, square ^ 56)
            );
        }
    }
}

#[test]
fn the_phase_falls_with_the_pieces_and_stops_at_24() {
    let kings = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(phase(&kings), 0);
    let rook_and_knight =
        Position::from_fen("4k3/8/8/8/8/8/8/RN2K3 w - - 0 1").unwrap();
    assert_eq!(phase(&rook_and_knight), 3);
    // three queens a side after promotions: more than 24, capped
    let queens =
        Position::from_fen("qqqqk3/8/8/8/8/8/8/QQQQK3 w - - 0 1").unwrap();
    assert_eq!(phase(&queens), 24);
}

#[test]
fn the_evaluation_is_for_the_side_to_move() {
    let white = Position::from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").unwrap();
    let black = Position::from_fen("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1").unwrap();
    assert!(evaluate(&white) > 800);
    assert_eq!(evaluate(&black), -evaluate(&white));
}
