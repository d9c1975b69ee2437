//! The board the chapter's explorer starts from, with the FEN it reads: the
//! explorer finds the legal moves, the checkers, the check mask and the pins
//! itself (theme/bitboard-logic.js), from the position this test writes.

use book_diagrams::Diagram;
use ch07_rays::squares::parse_square;
use ch08_chess::movegen::{
    check_mask, checkers, legal_moves, pin_rays, pinned,
};
use ch08_chess::position::Position;

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The explorer's starting position: White in check from the queen on a5,
/// and the knight on e2 pinned on the file by the rook on e8.
const FEN: &str = "4r1k1/5ppp/8/q7/8/8/PPP1NPPP/RNBQKB1R w KQ - 0 1";

/// The board of the squares named.
fn board(names: &[&str]) -> u64 {
    names
        .iter()
        .map(|name| 1 << parse_square(name).unwrap())
        .fold(0, |a, b| a | b)
}

#[test]
fn the_chess_explorer() {
    let p = Position::from_fen(FEN).unwrap();
    assert_eq!(p.to_fen(), FEN);
    // One checker: capture it or block between it and the king.
    assert_eq!(checkers(&p).0, board(&["a5"]));
    let mask = check_mask(&p).0;
    assert_eq!(mask, board(&["a5", "b4", "c3", "d2"]));
    // The knight may not block on c3: it would leave the e-file to the rook.
    assert_eq!(pinned(&p).0, board(&["e2"]));
    let pins = pin_rays(&p);
    let ray = board(&["e2", "e3", "e4", "e5", "e6", "e7", "e8"]);
    assert_eq!(
        pins.iter()
            .map(|&(sq, ray)| (sq, ray.0))
            .collect::<Vec<_>>(),
        [(parse_square("e2").unwrap(), ray)]
    );
    let moves: Vec<String> =
        legal_moves(&p).iter().map(|m| m.to_string()).collect();
    assert!(
        moves.contains(&"b1c3".to_string())
            && !moves.contains(&"e2c3".to_string())
    );
    let d = Diagram::grid(
        "The explorer's first position: White in check from the queen on a5 \
         (+ the check mask), the knight on e2 pinned by the rook on e8 (= its pin ray)",
        8,
        8,
        |x, y| Some((7 - y) * 8 + x),
    )
    .labels(&FILES, &RANKS)
    .layer("+ check mask", mask.into())
    .layer("= pin ray", ray.into())
    .explorer("chess")
    .explorer_data(FEN);
    insta::assert_snapshot!("chess_explorer", d.to_toml());
}
