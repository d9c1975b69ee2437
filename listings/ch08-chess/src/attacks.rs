//! The squares each piece attacks: pawns by shifts with wrap masks, knights
//! and kings from tables built by chapter 7's shifts, sliders from chapter
//! 7's magic tables; the squares between two squares and the whole line
//! through them; and the attackers of a square.

use crate::bitboard::Bitboard;
use crate::position::Position;
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
use crate::sliders::{
    bishop_by_magic as bishop_look_up, rook_by_magic as rook_look_up,
};
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
use crate::sliders::{
    bishop_by_pext as bishop_look_up, rook_by_pext as rook_look_up,
};
use crate::types::{Color, Piece, Square};
use ch07_rays::leapers::{king_attacks, knight_attacks};
use ch07_rays::squares::{NOT_FILE_A, NOT_FILE_H};

// ANCHOR: pawn_attacks_all
/// Every square some pawn of `pawns` attacks: one rank forward (up for
/// White, `≪ 8`, down for Black, `≫ 8`) and one file each way, the step
/// east masked by `¬FILE_A` and the step west by `¬FILE_H`.
///
/// ```
/// use ch08_chess::attacks::pawn_attacks_all;
/// use ch08_chess::bitboard::Bitboard;
/// use ch08_chess::types::Color;
/// // a White pawn on e4 attacks d5 and f5
/// let e4 = Bitboard(1 << 28);
/// assert_eq!(pawn_attacks_all(Color::White, e4), Bitboard(1 << 35 | 1 << 37));
/// ```
#[inline]
pub const fn pawn_attacks_all(color: Color, pawns: Bitboard) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => (p << 9) & NOT_FILE_A | (p << 7) & NOT_FILE_H,
        Color::Black => (p >> 7) & NOT_FILE_A | (p >> 9) & NOT_FILE_H,
    })
}
// ANCHOR_END: pawn_attacks_all

/// A table of 64 boards filled by `f(square)` at compile time.
macro_rules! table {
    ($s:ident => $f:expr) => {{
        let mut t = [Bitboard::EMPTY; 64];
        let mut $s = 0;
        while $s < 64 {
            t[$s] = $f;
            $s += 1;
        }
        t
    }};
}

/// The squares a White pawn on each square attacks.
static WHITE_PAWN: [Bitboard; 64] =
    table!(s => pawn_attacks_all(Color::White, Bitboard::from_square(s)));
/// The squares a Black pawn on each square attacks.
static BLACK_PAWN: [Bitboard; 64] =
    table!(s => pawn_attacks_all(Color::Black, Bitboard::from_square(s)));
/// The squares a knight on each square attacks (chapter 7's shifts).
static KNIGHT: [Bitboard; 64] = table!(s => Bitboard(knight_attacks(s)));
/// The squares a king on each square attacks (chapter 7's shifts).
static KING: [Bitboard; 64] = table!(s => Bitboard(king_attacks(s)));

/// The squares a pawn of `color` on `square` attacks.
///
/// ```
/// use ch08_chess::attacks::pawn_attacks;
/// use ch08_chess::types::Color;
/// // a Black pawn on e5 attacks d4 and f4
/// assert_eq!(pawn_attacks(Color::Black, 36).0, 1 << 27 | 1 << 29);
/// ```
#[inline]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    match color {
        Color::White => WHITE_PAWN[square],
        Color::Black => BLACK_PAWN[square],
    }
}

/// The squares a knight on `square` attacks, from a table.
///
/// ```
/// use ch08_chess::attacks::knight;
/// assert_eq!(knight(0).0, 1 << 10 | 1 << 17); // a1: c2, b3
/// ```
#[inline]
pub fn knight(square: Square) -> Bitboard {
    KNIGHT[square]
}

/// The squares a king on `square` attacks, from a table.
///
/// ```
/// use ch08_chess::attacks::king;
/// assert_eq!(king(28).count(), 8); // e4
/// ```
#[inline]
pub fn king(square: Square) -> Bitboard {
    KING[square]
}

// ANCHOR: sliders
/// A rook's attacks from `square` with the given occupancy: the `pext`
/// table where the compiler may use BMI2, else the magic table.
///
/// ```
/// use ch08_chess::attacks::rook;
/// use ch08_chess::bitboard::Bitboard;
/// assert_eq!(rook(0, Bitboard::EMPTY).count(), 14);
/// ```
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    rook_look_up(square, occupied)
}

/// A bishop's attacks from `square` with the given occupancy, the same way.
///
/// ```
/// use ch08_chess::attacks::bishop;
/// use ch08_chess::bitboard::Bitboard;
/// assert_eq!(bishop(28, Bitboard::EMPTY).count(), 13);
/// ```
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    bishop_look_up(square, occupied)
}

/// A queen's attacks: a rook's and a bishop's from the same square.
///
/// ```
/// use ch08_chess::attacks::queen;
/// use ch08_chess::bitboard::Bitboard;
/// assert_eq!(queen(28, Bitboard::EMPTY).count(), 27); // e4
/// ```
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied) | bishop(square, occupied)
}
// ANCHOR_END: sliders

/// The eight directions as (file, rank) steps.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// The squares strictly between `a` and `b` when they share a line, and
/// the whole line through them (edge to edge), as two 64 × 64 tables.
const fn line_tables() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            // the whole line: a, and both ways from it
            let mut full = 1u64 << a;
            let mut sign = -1;
            while sign <= 1 {
                let (mut f, mut r) = ((a % 8) as i32, (a / 8) as i32);
                loop {
                    f += sign * df;
                    r += sign * dr;
                    if f < 0 || f > 7 || r < 0 || r > 7 {
                        break;
                    }
                    full |= 1 << (8 * r + f);
                }
                sign += 2;
            }
            let (mut f, mut r) = ((a % 8) as i32, (a / 8) as i32);
            let mut passed = 0u64;
            loop {
                f += df;
                r += dr;
                if f < 0 || f > 7 || r < 0 || r > 7 {
                    break;
                }
                let b = (8 * r + f) as usize;
                between[a][b] = Bitboard(passed);
                line[a][b] = Bitboard(full);
                passed |= 1 << b;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

/// Both line tables, computed by the compiler.
static LINES: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = line_tables();

// ANCHOR: between_line
/// The squares strictly between `a` and `b` if they share a file, rank or
/// diagonal, else none.
///
/// ```
/// use ch08_chess::attacks::between;
/// assert_eq!(between(4, 7).0, 1 << 5 | 1 << 6); // e1–h1: f1, g1
/// assert!(between(0, 10).is_empty()); // a1 and c2 share no line
/// ```
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    LINES.0[a][b]
}

/// The whole line, edge to edge, through `a` and `b` if they share one,
/// else none.
///
/// ```
/// use ch08_chess::attacks::line;
/// assert_eq!(line(0, 9).0, 0x8040_2010_0804_0201); // the a1–h8 diagonal
/// assert!(line(0, 10).is_empty());
/// ```
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINES.1[a][b]
}
// ANCHOR_END: between_line

impl Position {
    // ANCHOR: attackers_to
    /// Every piece, of either colour, that attacks `square` when the board's
    /// occupancy is `occupied`: each kind's attacks looked at from the square
    /// itself (a pawn of the other colour's attacks for pawns).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// let start = Position::start();
    /// // f3 is attacked by the e2 and g2 pawns and the g1 knight
    /// assert_eq!(start.attackers_to(21, start.occupied()).count(), 3);
    /// ```
    pub fn attackers_to(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let diagonal = self.by_piece[Piece::Bishop.index()]
            | self.by_piece[Piece::Queen.index()];
        let straight = self.by_piece[Piece::Rook.index()]
            | self.by_piece[Piece::Queen.index()];
        (pawn_attacks(Color::Black, square)
            & self.pieces(Color::White, Piece::Pawn))
            | (pawn_attacks(Color::White, square)
                & self.pieces(Color::Black, Piece::Pawn))
            | (knight(square) & self.by_piece[Piece::Knight.index()])
            | (king(square) & self.by_piece[Piece::King.index()])
            | (bishop(square, occupied) & diagonal)
            | (rook(square, occupied) & straight)
    }
    // ANCHOR_END: attackers_to

    /// True when some piece of `by` attacks `square`, with the board as it
    /// stands.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// let start = Position::start();
    /// assert!(start.is_attacked(21, Color::White)); // f3
    /// assert!(!start.is_attacked(28, Color::White)); // e4
    /// ```
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        !(self.attackers_to(square, self.occupied()) & self.color(by))
            .is_empty()
    }
}
