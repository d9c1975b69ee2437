//! Pawn structure from fills and spans: passed, isolated, doubled and
//! backward pawns, each a set computed for all the pawns of a side at once.

use crate::eval::{white_minus_black, Pair};
use crate::eval_weights::Weights;
use ch08_chess::attacks::pawn_attacks_all;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

/// The a-file.
pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
/// The h-file.
pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);

// ANCHOR: fills
/// Every square on or above a square of `b`: `b | b ≪ 8 | b ≪ 16 | … |
/// b ≪ 56`, in three doubling steps.
///
/// ```
/// use ch09_chess_player::eval_pawns::north_fill;
/// use ch08_chess::bitboard::Bitboard;
/// // e4 fills e4 to e8
/// assert_eq!(north_fill(Bitboard(1 << 28)).count(), 5);
/// ```
pub fn north_fill(b: Bitboard) -> Bitboard {
    let mut b = b.0;
    b |= b << 8;
    b |= b << 16;
    b |= b << 32;
    Bitboard(b)
}

/// Every square on or below a square of `b`: `b | b ≫ 8 | … | b ≫ 56`.
///
/// ```
/// use ch09_chess_player::eval_pawns::south_fill;
/// use ch08_chess::bitboard::Bitboard;
/// // e4 fills e4 down to e1
/// assert_eq!(south_fill(Bitboard(1 << 28)).count(), 4);
/// ```
pub fn south_fill(b: Bitboard) -> Bitboard {
    let mut b = b.0;
    b |= b >> 8;
    b |= b >> 16;
    b |= b >> 32;
    Bitboard(b)
}

/// Every square of each file that holds a square of `b`: the north fill
/// OR the south fill.
///
/// ```
/// use ch09_chess_player::eval_pawns::{file_fill, FILE_A};
/// use ch08_chess::bitboard::Bitboard;
/// assert_eq!(file_fill(Bitboard(1 << 24)), FILE_A); // a4
/// ```
pub fn file_fill(b: Bitboard) -> Bitboard {
    north_fill(b) | south_fill(b)
}
// ANCHOR_END: fills

// ANCHOR: spans
/// The squares in front of the pawns of `color`, up to the edge: their
/// *front spans*, the north fill of `pawns ≪ 8` for White, the south fill
/// of `pawns ≫ 8` for Black.
///
/// ```
/// use ch09_chess_player::eval_pawns::front_spans;
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::types::Color;
/// // a Black pawn on d5: d4, d3, d2, d1
/// assert_eq!(front_spans(Color::Black, Bitboard(1 << 35)).count(), 4);
/// ```
pub fn front_spans(color: Color, pawns: Bitboard) -> Bitboard {
    match color {
        Color::White => north_fill(pawns << 8),
        Color::Black => south_fill(pawns >> 8),
    }
}

/// The squares one file to each side of the squares of `b`:
/// `(b ≪ 1) & ¬FILE_A | (b ≫ 1) & ¬FILE_H`.
///
/// ```
/// use ch09_chess_player::eval_pawns::beside;
/// use ch08_chess::bitboard::Bitboard;
/// // beside a1: b1 only
/// assert_eq!(beside(Bitboard(1)), Bitboard(1 << 1));
/// ```
pub fn beside(b: Bitboard) -> Bitboard {
    (b << 1) & !FILE_A | (b >> 1) & !FILE_H
}
// ANCHOR_END: spans

/// The pawns of `color`, and the other side's.
fn pawns(pos: &Position, color: Color) -> (Bitboard, Bitboard) {
    (
        pos.pieces(color, Piece::Pawn),
        pos.pieces(color.other(), Piece::Pawn),
    )
}

// ANCHOR: passed
/// The passed pawns of `color`, which no enemy pawn can stop or take on
/// their way: outside the enemy's front spans and the files beside them,
/// `ours & ¬(spans | beside(spans))`.
///
/// ```
/// use ch09_chess_player::eval_pawns::passed;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // the a-pawn is passed; the e-pawn faces the pawn on d5
/// let pos = Position::from_fen("4k3/8/8/3p4/P3P3/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(passed(&pos, Color::White).0, 1 << 24);
/// ```
pub fn passed(pos: &Position, color: Color) -> Bitboard {
    let (ours, theirs) = pawns(pos, color);
    let spans = front_spans(color.other(), theirs);
    ours & !(spans | beside(spans))
}
// ANCHOR_END: passed

// ANCHOR: relative_rank
/// The `rank` (0 to 7) as the side `color` counts it, from its own edge:
/// `rank` for White, `7 − rank` for Black.
///
/// ```
/// use ch09_chess_player::eval_pawns::relative_rank;
/// use ch08_chess::types::Color;
/// assert_eq!(relative_rank(Color::Black, 1), 6);
/// ```
pub fn relative_rank(color: Color, rank: usize) -> usize {
    match color {
        Color::White => rank,
        Color::Black => 7 - rank,
    }
}

/// The passed pawns' weights, White's minus Black's: `Σ weight(rank) ·
/// popcount(passed & rank)`, each rank counted from the pawn's own side.
///
/// ```
/// use ch09_chess_player::eval_pawns::passed_pawns;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/P7/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(passed_pawns(&pos, &WEIGHTS), WEIGHTS.passed[3]);
/// ```
pub fn passed_pawns(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|color| {
        let passed = passed(pos, color);
        let mut sum = Pair::default();
        for rank in 1..7 {
            let on_rank = Bitboard(0xFF << (8 * rank));
            let count = (passed & on_rank).count() as i32;
            sum += w.passed[relative_rank(color, rank)] * count;
        }
        sum
    })
}
// ANCHOR_END: relative_rank

// ANCHOR: weaknesses
/// The isolated pawns of `color`, with no pawn of their side on a file
/// beside them: `ours & ¬beside(file_fill(ours))`.
///
/// ```
/// use ch09_chess_player::eval_pawns::isolated;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // a2 and c2 have no neighbour; e2 and f2 stand side by side
/// let fen = "4k3/8/8/8/8/8/P1P1PP2/4K3 w - - 0 1";
/// let pos = Position::from_fen(fen).unwrap();
/// assert_eq!(isolated(&pos, Color::White).0, 1 << 8 | 1 << 10);
/// ```
pub fn isolated(pos: &Position, color: Color) -> Bitboard {
    let (ours, _) = pawns(pos, color);
    ours & !beside(file_fill(ours))
}

/// The doubled pawns of `color`: those with a pawn of their side behind
/// them on their file, `ours & front_spans(ours)`. Two pawns on a file
/// count once, three twice.
///
/// ```
/// use ch09_chess_player::eval_pawns::doubled;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // c2 and c4: the pawn on c4 is the doubled one
/// let pos = Position::from_fen("4k3/8/8/8/2P5/8/2P5/4K3 w - - 0 1").unwrap();
/// assert_eq!(doubled(&pos, Color::White).0, 1 << 26);
/// ```
pub fn doubled(pos: &Position, color: Color) -> Bitboard {
    let (ours, _) = pawns(pos, color);
    ours & front_spans(color, ours)
}

/// The backward pawns of `color`: a pawn whose next square is attacked by
/// an enemy pawn, and which no pawn of its side can ever defend there,
/// because those on the files beside it have all gone past. The squares
/// its side's pawns can ever attack are the fill of their attacks,
/// forward; a stop square outside them and attacked by an enemy pawn is
/// moved back a rank onto its pawn.
///
/// ```
/// use ch09_chess_player::eval_pawns::backward;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // d3 cannot go to d4, which the pawn on e5 takes, and c4 has gone past
/// let fen = "4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1";
/// let pos = Position::from_fen(fen).unwrap();
/// assert_eq!(backward(&pos, Color::White).0, 1 << 19);
/// ```
pub fn backward(pos: &Position, color: Color) -> Bitboard {
    let (ours, theirs) = pawns(pos, color);
    let our_attacks = pawn_attacks_all(color, ours);
    let their_attacks = pawn_attacks_all(color.other(), theirs);
    let (stops, ever_defended) = match color {
        Color::White => (ours << 8, north_fill(our_attacks)),
        Color::Black => (ours >> 8, south_fill(our_attacks)),
    };
    let stuck = stops & their_attacks & !ever_defended;
    match color {
        Color::White => stuck >> 8,
        Color::Black => stuck << 8,
    }
}
// ANCHOR_END: weaknesses

// ANCHOR: structure
/// The isolated pawns' weight, White's count minus Black's:
/// `weight · popcount(isolated)`.
///
/// ```
/// use ch09_chess_player::eval_pawns::isolated_pawns;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1").unwrap();
/// assert_eq!(isolated_pawns(&pos, &WEIGHTS), WEIGHTS.isolated);
/// ```
pub fn isolated_pawns(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|c| w.isolated * isolated(pos, c).count() as i32)
}

/// The doubled pawns' weight, White's count minus Black's.
///
/// ```
/// use ch09_chess_player::eval_pawns::doubled_pawns;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/p7/p7/8/8/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(doubled_pawns(&pos, &WEIGHTS), -WEIGHTS.doubled);
/// ```
pub fn doubled_pawns(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|c| w.doubled * doubled(pos, c).count() as i32)
}

/// The backward pawns' weight, White's count minus Black's.
///
/// ```
/// use ch09_chess_player::eval_pawns::backward_pawns;
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// // d3 is backward; e5 is not, f6 can defend e4
/// let fen = "4k3/8/5p2/4p3/2P5/3P4/8/4K3 w - - 0 1";
/// let pos = Position::from_fen(fen).unwrap();
/// assert_eq!(backward_pawns(&pos, &WEIGHTS), WEIGHTS.backward);
/// ```
pub fn backward_pawns(pos: &Position, w: &Weights) -> Pair {
    white_minus_black(|c| w.backward * backward(pos, c).count() as i32)
}
// ANCHOR_END: structure
