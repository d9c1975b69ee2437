//! The traps of the evaluation's part: the files beside a pawn found
//! without the edge masks, a passed pawn's rank read from White's side for
//! both colours, and mobility counted from zero.

use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use ch09_chess_player::eval::{white_minus_black, Pair};
use ch09_chess_player::eval_mobility::{
    attacks, mobility, mobility_area, CENTRE,
};
use ch09_chess_player::eval_pawns::{
    file_fill, isolated, passed, passed_pawns,
};
use ch09_chess_player::eval_weights::{Weights, WEIGHTS};

// ANCHOR: beside_unmasked
/// The files beside, without the masks: a shift by one square east or west.
fn beside_unmasked(b: Bitboard) -> Bitboard {
    (b << 1) | (b >> 1)
}
// ANCHOR_END: beside_unmasked

#[test]
// ANCHOR: beside_unmasked_test
fn the_files_beside_wrap_without_their_masks() {
    // a pawn on a3 alone on the a-file, another on h6 alone on the h-file
    let pos = Position::from_fen("4k3/8/7P/8/8/P7/8/4K3 w - - 0 1").unwrap();
    let ours = pos.pieces(Color::White, Piece::Pawn);
    assert_eq!(isolated(&pos, Color::White), ours);
    // unmasked, the h-file shifted east lands on the a-file one rank up,
    // and the a-file shifted west on the h-file one rank down: neither
    // pawn is found isolated
    let wrong = ours & !beside_unmasked(file_fill(ours));
    assert_eq!(wrong, Bitboard::EMPTY);
}
// ANCHOR_END: beside_unmasked_test

// ANCHOR: passed_by_rank
/// Passed pawns weighted by the rank as White counts it, for both sides.
fn passed_by_rank(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|color| {
        let mut sum = Pair::default();
        for square in passed(pos, color) {
            sum += w.passed[square / 8];
        }
        sum
    })
}
// ANCHOR_END: passed_by_rank

#[test]
// ANCHOR: passed_by_rank_test
fn a_rank_read_from_whites_side_is_wrong_for_black() {
    // a White pawn on a6 and a Black pawn on h3: each two steps from
    // promotion, the same pawn seen from either side
    let pos = Position::from_fen("4k3/8/P7/8/8/7p/8/4K3 w - - 0 1").unwrap();
    assert_eq!(passed_pawns(&pos, &WEIGHTS), Pair::default());
    // read from White's side, Black's pawn is on rank 3 (index 2), near home
    let wrong = passed_by_rank(&pos, &WEIGHTS);
    assert_eq!(wrong, WEIGHTS.passed[5] - WEIGHTS.passed[2]);
    assert_ne!(wrong, Pair::default());
}
// ANCHOR_END: passed_by_rank_test

#[test]
// ANCHOR: mobility_from_zero_test
fn mobility_from_zero_pays_for_having_the_piece() {
    // a knight in the corner reaches two squares: counted from zero it earns
    // two squares' worth, as if a cornered knight were an asset
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").unwrap();
    let knight = pos.pieces(Color::White, Piece::Knight).lowest();
    let area = mobility_area(&pos, Color::White);
    let reach =
        (attacks(Piece::Knight, knight, pos.occupied()) & area).count() as i32;
    assert_eq!(reach, 2);
    let from_zero = WEIGHTS.mobility[0] * reach;
    let centred = mobility(&pos, &WEIGHTS);
    assert_eq!(centred, WEIGHTS.mobility[0] * (reach - CENTRE[0]));
    assert!(from_zero.mg > 0 && centred.mg < 0);
}
// ANCHOR_END: mobility_from_zero_test
