//! Worked solutions to the exercises of the evaluation's part: pawn islands
//! from a file fill, connected pawns, outposts from the spans of the enemy's
//! pawn attacks, and Texel's method on a single weight.

use crate::eval_pawns::{beside, file_fill, north_fill, south_fill};
use ch08_chess::attacks::pawn_attacks_all;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};

// ANCHOR: pawn_islands
/// The number of pawn islands of `pawns`: groups of pawns on neighbouring
/// files. The files with a pawn are the first rank of the file fill; an
/// island starts at a file whose western neighbour has none:
/// `popcount(files & ¬(files ≪ 1))`.
///
/// ```
/// use ch09_chess_player::exercises_eval::pawn_islands;
/// use ch08_chess::bitboard::Bitboard;
/// // pawns on a2, b2, e3 and h2: three islands
/// assert_eq!(pawn_islands(Bitboard(1 << 8 | 1 << 9 | 1 << 20 | 1 << 15)), 3);
/// ```
pub fn pawn_islands(pawns: Bitboard) -> u32 {
    let files = file_fill(pawns).0 as u8;
    (files & !(files << 1)).count_ones()
}
// ANCHOR_END: pawn_islands

// ANCHOR: connected
/// The connected pawns of `color`: those a pawn of their side defends, and
/// those with a pawn of their side beside them on the same rank,
/// `ours & (pawn_attacks(ours) | beside(ours))`.
///
/// ```
/// use ch09_chess_player::exercises_eval::connected;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // d4 defends e5; f2 and g2 stand side by side; a3 is alone
/// let fen = "4k3/8/8/4P3/3P4/P7/5PP1/4K3 w - - 0 1";
/// let pos = Position::from_fen(fen).unwrap();
/// assert_eq!(connected(&pos, Color::White).0, 1 << 36 | 1 << 13 | 1 << 14);
/// ```
pub fn connected(pos: &Position, color: Color) -> Bitboard {
    let ours = pos.pieces(color, Piece::Pawn);
    ours & (pawn_attacks_all(color, ours) | beside(ours))
}
// ANCHOR_END: connected

// ANCHOR: outposts
/// The outposts of `color`: squares of its fourth, fifth and sixth ranks
/// that a pawn of its side defends and no enemy pawn can ever attack,
/// outside the fill of the enemy pawns' attacks towards us.
///
/// ```
/// use ch09_chess_player::exercises_eval::outposts;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Color;
/// // e4 defends d5 and f5; the c7 pawn can still come to c6 and attack d5
/// let pos = Position::from_fen("4k3/2p5/8/8/4P3/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(outposts(&pos, Color::White).0, 1 << 37);
/// ```
pub fn outposts(pos: &Position, color: Color) -> Bitboard {
    let ours = pos.pieces(color, Piece::Pawn);
    let theirs = pos.pieces(color.other(), Piece::Pawn);
    let (ranks, ever_attacked) = match color {
        Color::White => (
            Bitboard(0x0000_FFFF_FF00_0000),
            south_fill(pawn_attacks_all(Color::Black, theirs)),
        ),
        Color::Black => (
            Bitboard(0x0000_00FF_FFFF_0000),
            north_fill(pawn_attacks_all(Color::White, theirs)),
        ),
    };
    ranks & pawn_attacks_all(color, ours) & !ever_attacked
}
// ANCHOR_END: outposts

// ANCHOR: tune_one
/// Texel's method on one weight: each sample is the evaluation without the
/// weight, the count the weight multiplies, and the game's result. From 0,
/// the weight moves by 1 in whichever direction lowers the mean squared
/// error `Σ (r − σ(q + w · n))² / N`, `σ(q) = 1 / (1 + 10^(−K·q/400))`,
/// until neither does.
///
/// ```
/// use ch09_chess_player::exercises_eval::tune_one;
/// // a count of 1 scores 75 %, a count of −1 25 %: σ(w) = 0.75 at
/// // w = 400 · log10(3) ≈ 190.8
/// let samples = [(0, 1, 0.75), (0, -1, 0.25)];
/// assert_eq!(tune_one(&samples, 1.0), 191);
/// ```
pub fn tune_one(samples: &[(i32, i32, f64)], k: f64) -> i32 {
    let error = |w: i32| {
        let sum: f64 = samples
            .iter()
            .map(|&(q, n, r)| {
                let e = f64::from(q + w * n);
                (r - 1.0 / (1.0 + 10f64.powf(-k * e / 400.0))).powi(2)
            })
            .sum();
        sum / samples.len() as f64
    };
    let mut w = 0;
    let mut best = error(w);
    loop {
        let (up, down) = (error(w + 1), error(w - 1));
        if up < best && up <= down {
            (w, best) = (w + 1, up);
        } else if down < best {
            (w, best) = (w - 1, down);
        } else {
            return w;
        }
    }
}
// ANCHOR_END: tune_one
