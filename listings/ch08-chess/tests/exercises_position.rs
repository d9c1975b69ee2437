//! The first part's exercises against things that share no code with them:
//! shakmaty's attack sets and positions, the Chess Programming Wiki's
//! position 4 and its published mirror image, and square-by-square oracles
//! written here on coordinates.

mod common;

use ch08_chess::bitboard::Bitboard;
use ch08_chess::exercises_position::{
    attacked_by, capture_order, fill_down, fill_up, flipped, passed_pawns,
};
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece, Square};
use common::{perft_fens, shakmaty_random_fens};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position as _};

/// Both sides of a pair of positions: ours and shakmaty's.
fn both(fen: &str) -> (Position, Chess) {
    let ours = Position::from_fen(fen).unwrap();
    let theirs: Fen = fen.parse().unwrap();
    (ours, theirs.into_position(CastlingMode::Standard).unwrap())
}

fn sq(square: Square) -> shakmaty::Square {
    shakmaty::Square::new(square as u32)
}

fn color(c: Color) -> shakmaty::Color {
    match c {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    }
}

#[test]
fn attacked_squares_agree_with_shakmaty() {
    let start = Position::start();
    assert_eq!(attacked_by(&start, Color::White).count(), 22);
    assert_eq!(attacked_by(&start, Color::Black).count(), 22);
    for fen in perft_fens()
        .into_iter()
        .map(String::from)
        .chain(shakmaty_random_fens(2_000))
    {
        let (ours, theirs) = both(&fen);
        let board = theirs.board();
        for c in Color::ALL {
            let expected = (0..64)
                .filter(|&s| {
                    board.attacks_to(sq(s), color(c), board.occupied()).any()
                })
                .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s));
            assert_eq!(attacked_by(&ours, c), expected, "{fen} {c:?}");
        }
    }
}

/// The Chess Programming Wiki's position 4 and its mirror image, both as
/// published.
const POSITION_4: &str =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_4_MIRRORED: &str =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";

#[test]
fn the_flip_of_position_4_is_its_published_mirror() {
    let pos = Position::from_fen(POSITION_4).unwrap();
    assert_eq!(flipped(&pos).to_fen(), POSITION_4_MIRRORED);
    let mirror = Position::from_fen(POSITION_4_MIRRORED).unwrap();
    assert_eq!(flipped(&mirror).to_fen(), POSITION_4);
}

/// The FEN of a position turned upside down with its colours exchanged,
/// by rewriting the FEN's text: the other way to the same answer.
fn flip_fen_text(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap_case = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let ranks: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|r| r.chars().map(swap_case).collect())
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling = if fields[2] == "-" {
        "-".to_string()
    } else {
        let swapped: String = fields[2].chars().map(swap_case).collect();
        // FEN lists White's rights first.
        let (upper, lower): (String, String) =
            swapped.chars().partition(|c| c.is_ascii_uppercase());
        upper + &lower
    };
    let ep = match fields[3] {
        "-" => "-".to_string(),
        square => {
            let rank = if &square[1..] == "3" { "6" } else { "3" };
            format!("{}{rank}", &square[..1])
        }
    };
    format!(
        "{} {side} {castling} {ep} {} {}",
        ranks.join("/"),
        fields[4],
        fields[5]
    )
}

#[test]
fn flipping_agrees_with_rewriting_the_fen() {
    for fen in shakmaty_random_fens(2_000) {
        let pos = Position::from_fen(&fen).unwrap();
        let flip = flipped(&pos);
        assert_eq!(flip.to_fen(), flip_fen_text(&pos.to_fen()), "{fen}");
        assert_eq!(flip.key(), flip.key_from_scratch());
        assert_eq!(flipped(&flip), pos);
    }
}

#[test]
fn fills_reach_the_edge() {
    for square in 0..64 {
        let b = Bitboard::from_square(square);
        let (file, rank) = (square % 8, square / 8);
        let down = (0..=rank).fold(0, |a, r| a | 1 << (8 * r + file));
        let up = (rank..8).fold(0, |a, r| a | 1 << (8 * r + file));
        assert_eq!(fill_down(b).0, down);
        assert_eq!(fill_up(b).0, up);
    }
}

/// Passed pawns square by square: no enemy pawn ahead on the pawn's file
/// or the files beside it.
fn passed_by_coordinates(pos: &Position, c: Color) -> Bitboard {
    let mut passed = Bitboard::EMPTY;
    for square in pos.pieces(c, Piece::Pawn) {
        let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
        let ahead = |r: i32| {
            if c == Color::White {
                r > rank
            } else {
                r < rank
            }
        };
        let stopped = pos.pieces(c.other(), Piece::Pawn).into_iter().any(|e| {
            let (f, r) = ((e % 8) as i32, (e / 8) as i32);
            (f - file).abs() <= 1 && ahead(r)
        });
        if !stopped {
            passed |= Bitboard::from_square(square);
        }
    }
    passed
}

#[test]
fn passed_pawns_agree_with_coordinates() {
    for fen in shakmaty_random_fens(3_000) {
        let pos = Position::from_fen(&fen).unwrap();
        for c in Color::ALL {
            assert_eq!(
                passed_pawns(&pos, c),
                passed_by_coordinates(&pos, c),
                "{fen} {c:?}"
            );
        }
    }
}

/// Whether the piece on `from` reaches `to` with `occupied` as the board,
/// walked on coordinates.
fn reaches(pos: &Position, from: Square, to: Square, occupied: u64) -> bool {
    let Some((c, piece)) = pos.piece_at(from) else {
        return false;
    };
    let (df, dr) = (
        (to % 8) as i32 - (from % 8) as i32,
        (to / 8) as i32 - (from / 8) as i32,
    );
    let forward = if c == Color::White { 1 } else { -1 };
    let slides = |diagonal: bool, straight: bool| {
        let line = (df == 0 || dr == 0) && straight
            || df.abs() == dr.abs() && diagonal;
        if !line || (df, dr) == (0, 0) {
            return false;
        }
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut f, mut r) = ((from % 8) as i32 + sf, (from / 8) as i32 + sr);
        while (8 * r + f) as Square != to {
            if occupied & 1 << (8 * r + f) != 0 {
                return false;
            }
            f += sf;
            r += sr;
        }
        true
    };
    match piece {
        Piece::Pawn => dr == forward && df.abs() == 1,
        Piece::Knight => {
            (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1)
        }
        Piece::King => df.abs().max(dr.abs()) == 1,
        Piece::Bishop => slides(true, false),
        Piece::Rook => slides(false, true),
        Piece::Queen => slides(true, true),
    }
}

/// The capture order by brute force: at each step, every piece of the side
/// still on the board that reaches the square, the cheapest (then lowest
/// square) first.
fn capture_order_by_walking(
    pos: &Position,
    square: Square,
    c: Color,
) -> Vec<Square> {
    let mut occupied = pos.occupied().0;
    let mut order = Vec::new();
    loop {
        let next = (0..64)
            .filter(|&s| occupied & 1 << s != 0 && s != square)
            .filter(|&s| matches!(pos.piece_at(s), Some((pc, _)) if pc == c))
            .filter(|&s| reaches(pos, s, square, occupied))
            .min_by_key(|&s| (pos.piece_at(s).map(|(_, p)| p.index()), s));
        match next {
            Some(s) => {
                order.push(s);
                occupied &= !(1 << s);
            }
            None => return order,
        }
    }
}

#[test]
fn capture_order_agrees_with_walking() {
    for fen in shakmaty_random_fens(400) {
        let pos = Position::from_fen(&fen).unwrap();
        for square in 0..64 {
            for c in Color::ALL {
                assert_eq!(
                    capture_order(&pos, square, c),
                    capture_order_by_walking(&pos, square, c),
                    "{fen} {square} {c:?}"
                );
            }
        }
    }
}
