//! The weights of the terms beyond material and the piece-square tables:
//! what each count of the pawn structure, the files, the bishops, the
//! mobility and the king's zone is worth, in centipawns, middlegame and
//! endgame. Tuned by Texel's method (the listing's `tune` example).

use crate::eval::Pair;

// ANCHOR: weights
/// The weights of the counted terms, each a (middlegame, endgame) pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weights {
    /// A passed pawn, by its rank counted from its own side (0 to 7; ranks
    /// 0 and 7 hold no pawn).
    pub passed: [Pair; 8],
    /// An isolated pawn.
    pub isolated: Pair,
    /// A pawn with another pawn of its side behind it on its file.
    pub doubled: Pair,
    /// A backward pawn.
    pub backward: Pair,
    /// A rook on a file with no pawn.
    pub rook_open: Pair,
    /// A rook on a file with enemy pawns only.
    pub rook_half_open: Pair,
    /// Bishops on both colours of square.
    pub bishop_pair: Pair,
    /// Each square of mobility above the kind's centre: knight, bishop,
    /// rook, queen.
    pub mobility: [Pair; 4],
    /// Each attack on a square of the enemy king's zone: knight, bishop,
    /// rook, queen.
    pub king_attack: [Pair; 4],
}
// ANCHOR_END: weights

// ANCHOR: tuned
/// The weights the evaluation uses, as the `tune` example found them on
/// the positions of Stockfish's games against itself.
pub const WEIGHTS: Weights = Weights {
    passed: [
        Pair::new(0, 0),
        Pair::new(-31, 29),
        Pair::new(-26, 19),
        Pair::new(-5, 37),
        Pair::new(24, 37),
        Pair::new(3, 34),
        Pair::new(-52, -1),
        Pair::new(0, 0),
    ],
    isolated: Pair::new(-5, -12),
    doubled: Pair::new(-25, -27),
    backward: Pair::new(-4, -8),
    rook_open: Pair::new(15, 9),
    rook_half_open: Pair::new(12, 16),
    bishop_pair: Pair::new(8, 43),
    mobility: [
        Pair::new(1, 3),
        Pair::new(4, 1),
        Pair::new(5, 0),
        Pair::new(2, -3),
    ],
    king_attack: [
        Pair::new(8, -9),
        Pair::new(9, -6),
        Pair::new(15, -6),
        Pair::new(2, 16),
    ],
};
// ANCHOR_END: tuned

impl Weights {
    /// No weight at all: every term beyond material and the tables adds 0.
    pub const ZERO: Weights = Weights {
        passed: [Pair::new(0, 0); 8],
        isolated: Pair::new(0, 0),
        doubled: Pair::new(0, 0),
        backward: Pair::new(0, 0),
        rook_open: Pair::new(0, 0),
        rook_half_open: Pair::new(0, 0),
        bishop_pair: Pair::new(0, 0),
        mobility: [Pair::new(0, 0); 4],
        king_attack: [Pair::new(0, 0); 4],
    };

    /// Every weight with its name, in one fixed order, for a tuner to read
    /// and change (passed pawns on ranks 0 and 7 left out: no pawn stands
    /// there).
    ///
    /// ```
    /// use ch09_chess_player::eval::Pair;
    /// use ch09_chess_player::eval_weights::Weights;
    /// let mut w = Weights::ZERO;
    /// for (name, weight) in w.named_mut() {
    ///     if name == "isolated" {
    ///         *weight = Pair::new(-7, -9);
    ///     }
    /// }
    /// assert_eq!(w.isolated, Pair::new(-7, -9));
    /// ```
    pub fn named_mut(&mut self) -> Vec<(String, &mut Pair)> {
        const KINDS: [&str; 4] = ["knight", "bishop", "rook", "queen"];
        let mut all: Vec<(String, &mut Pair)> = Vec::new();
        for (rank, w) in self.passed.iter_mut().enumerate().take(7).skip(1) {
            all.push((format!("passed, rank {rank}"), w));
        }
        all.push(("isolated".into(), &mut self.isolated));
        all.push(("doubled".into(), &mut self.doubled));
        all.push(("backward".into(), &mut self.backward));
        all.push(("rook, open file".into(), &mut self.rook_open));
        all.push(("rook, half-open file".into(), &mut self.rook_half_open));
        all.push(("bishop pair".into(), &mut self.bishop_pair));
        for (kind, w) in KINDS.iter().zip(self.mobility.iter_mut()) {
            all.push((format!("mobility, {kind}"), w));
        }
        for (kind, w) in KINDS.iter().zip(self.king_attack.iter_mut()) {
            all.push((format!("king attack, {kind}"), w));
        }
        all
    }

    /// The weights' names, in `named_mut`'s order.
    ///
    /// ```
    /// use ch09_chess_player::eval_weights::Weights;
    /// assert_eq!(Weights::names().len(), 20);
    /// assert_eq!(Weights::names()[6], "isolated");
    /// ```
    pub fn names() -> Vec<String> {
        let mut w = Weights::ZERO;
        w.named_mut().into_iter().map(|(name, _)| name).collect()
    }
}
