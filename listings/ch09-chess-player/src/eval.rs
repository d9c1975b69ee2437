//! The evaluation: a score in centipawns for a position where nothing is
//! decided yet, the sum of terms, each a (middlegame, endgame) pair from
//! White's side, blended by the game's phase and turned to the side to move.

use crate::eval_king::king_safety;
use crate::eval_material::material;
use crate::eval_mobility::mobility;
use crate::eval_pawns::{
    backward_pawns, doubled_pawns, isolated_pawns, passed_pawns,
};
use crate::eval_pieces::{bishop_pair, rooks_on_files};
use crate::eval_tables::piece_squares;
use crate::eval_weights::{Weights, WEIGHTS};
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use std::ops::{Add, AddAssign, Mul, Neg, Sub};

// ANCHOR: pair
/// A term's value in the middlegame and in the endgame, in centipawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pair {
    /// Its value with every piece on the board.
    pub mg: i32,
    /// Its value with only kings and pawns left.
    pub eg: i32,
}
// ANCHOR_END: pair

impl Pair {
    /// A pair from its two values.
    ///
    /// ```
    /// use ch09_chess_player::eval::Pair;
    /// assert_eq!(Pair::new(82, 94).eg, 94);
    /// ```
    pub const fn new(mg: i32, eg: i32) -> Pair {
        Pair { mg, eg }
    }
}

impl Add for Pair {
    type Output = Pair;
    fn add(self, other: Pair) -> Pair {
        Pair::new(self.mg + other.mg, self.eg + other.eg)
    }
}

impl AddAssign for Pair {
    fn add_assign(&mut self, other: Pair) {
        *self = *self + other;
    }
}

impl Sub for Pair {
    type Output = Pair;
    fn sub(self, other: Pair) -> Pair {
        Pair::new(self.mg - other.mg, self.eg - other.eg)
    }
}

impl Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, count: i32) -> Pair {
        Pair::new(self.mg * count, self.eg * count)
    }
}

impl Neg for Pair {
    type Output = Pair;
    fn neg(self) -> Pair {
        Pair::new(-self.mg, -self.eg)
    }
}

// ANCHOR: phase
/// The phase when every piece is on the board: 24.
pub const FULL_PHASE: i32 = 24;

/// Each kind's weight in the phase: knights and bishops 1, rooks 2,
/// queens 4, pawns and kings 0 (PeSTO's).
pub const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// How much of the middlegame is left, from 24 (every piece on the board,
/// or more after a promotion) down to 0 (kings and pawns):
/// `min(24, Σ weight · count)`.
///
/// ```
/// use ch09_chess_player::eval::phase;
/// use ch08_chess::position::Position;
/// assert_eq!(phase(&Position::start()), 24);
/// ```
pub fn phase(pos: &Position) -> i32 {
    let mut phase = 0;
    for piece in Piece::ALL {
        let count = pos.pieces(Color::White, piece).count()
            + pos.pieces(Color::Black, piece).count();
        phase += PHASE_WEIGHTS[piece.index()] * count as i32;
    }
    phase.min(FULL_PHASE)
}

/// The pair blended by the phase `p`: `(mg · p + eg · (24 − p)) / 24`.
///
/// ```
/// use ch09_chess_player::eval::{taper, Pair};
/// assert_eq!(taper(Pair::new(100, 200), 24), 100);
/// assert_eq!(taper(Pair::new(100, 200), 12), 150);
/// assert_eq!(taper(Pair::new(100, 200), 0), 200);
/// ```
pub fn taper(pair: Pair, p: i32) -> i32 {
    (pair.mg * p + pair.eg * (FULL_PHASE - p)) / FULL_PHASE
}
// ANCHOR_END: phase

// ANCHOR: white_minus_black
/// A term from White's side: what it gives White minus what it gives
/// Black, `f(White) − f(Black)`.
///
/// ```
/// use ch09_chess_player::eval::{white_minus_black, Pair};
/// use ch08_chess::types::Color;
/// let f = |c| {
///     if c == Color::White { Pair::new(5, 1) } else { Pair::new(2, 3) }
/// };
/// assert_eq!(white_minus_black(f), Pair::new(3, -2));
/// ```
pub fn white_minus_black(f: impl Fn(Color) -> Pair) -> Pair {
    f(Color::White) - f(Color::Black)
}
// ANCHOR_END: white_minus_black

// ANCHOR: terms
/// A term of the evaluation: its name and the function that computes it,
/// White's value minus Black's, with the weights given.
pub type Term = (&'static str, fn(&Position, &Weights) -> Pair);

/// The terms the evaluation adds up, in the order they are printed.
pub const TERMS: [Term; 10] = [
    ("material", |pos, _| material(pos)),
    ("piece-square", |pos, _| piece_squares(pos)),
    ("passed pawns", passed_pawns),
    ("isolated pawns", isolated_pawns),
    ("doubled pawns", doubled_pawns),
    ("backward pawns", backward_pawns),
    ("rooks on files", rooks_on_files),
    ("bishop pair", bishop_pair),
    ("mobility", mobility),
    ("king safety", king_safety),
];
// ANCHOR_END: terms

// ANCHOR: evaluate
/// The sum of every term with the weights `w`, from White's side.
///
/// ```
/// use ch09_chess_player::eval::{terms_sum_with, Pair};
/// use ch09_chess_player::eval_weights::WEIGHTS;
/// use ch08_chess::position::Position;
/// assert_eq!(terms_sum_with(&Position::start(), &WEIGHTS), Pair::new(0, 0));
/// ```
pub fn terms_sum_with(pos: &Position, w: &Weights) -> Pair {
    let mut sum = Pair::default();
    for (_, term) in TERMS {
        sum += term(pos, w);
    }
    sum
}

/// The sum of every term, from White's side, with the tuned weights.
///
/// ```
/// use ch09_chess_player::eval::{terms_sum, Pair};
/// use ch08_chess::position::Position;
/// assert_eq!(terms_sum(&Position::start()), Pair::new(0, 0));
/// ```
pub fn terms_sum(pos: &Position) -> Pair {
    terms_sum_with(pos, &WEIGHTS)
}

/// The evaluation with the weights `w`, from the side to move's view: the
/// terms' sum, tapered, negated when Black is to move.
///
/// ```
/// use ch09_chess_player::eval::evaluate_with;
/// use ch09_chess_player::eval_weights::Weights;
/// use ch08_chess::position::Position;
/// let fen = "3qk3/8/8/8/8/8/8/4K3 b - - 0 1";
/// let up_a_queen = Position::from_fen(fen).unwrap();
/// assert!(evaluate_with(&up_a_queen, &Weights::ZERO) > 900);
/// ```
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let white = taper(terms_sum_with(pos, w), phase(pos));
    match pos.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The evaluation from the side to move's view, with the tuned weights.
///
/// ```
/// use ch09_chess_player::eval::evaluate;
/// use ch08_chess::position::Position;
/// let fen = "3qk3/8/8/8/8/8/8/4K3 b - - 0 1";
/// let up_a_queen = Position::from_fen(fen).unwrap();
/// assert!(evaluate(&up_a_queen) > 900);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &WEIGHTS)
}
// ANCHOR_END: evaluate
