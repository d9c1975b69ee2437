//! The counted terms of the evaluation: each set computed by fills and
//! spans checked against a square-by-square oracle (a loop over files and
//! ranks, rays walked a step at a time) on thousands of random positions,
//! and each term on positions built for it.

mod common;

use ch08_chess::bitboard::Bitboard;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use ch09_chess_player::eval::{evaluate, evaluate_with, terms_sum_with, Pair};
use ch09_chess_player::eval_king::{king_safety, king_zone};
use ch09_chess_player::eval_mobility::{
    mobility, mobility_area, CENTRE, MOBILE,
};
use ch09_chess_player::eval_pawns::{
    backward, backward_pawns, doubled, doubled_pawns, isolated, isolated_pawns,
    passed, passed_pawns,
};
use ch09_chess_player::eval_pieces::{
    bishop_pair, half_open_files, has_bishop_pair, open_files, rooks_on_files,
};
use ch09_chess_player::eval_weights::{Weights, WEIGHTS};
use common::random_positions;

fn fen(text: &str) -> Position {
    Position::from_fen(text).unwrap()
}

/// The square of a file and a rank, or `None` off the board.
fn at(file: i32, rank: i32) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank))
        .then(|| (rank * 8 + file) as usize)
}

fn has(
    pos: &Position,
    color: Color,
    piece: Piece,
    square: Option<usize>,
) -> bool {
    square.is_some_and(|s| pos.piece_at(s) == Some((color, piece)))
}

/// One rank forward for `color`: +1 for White, −1 for Black.
fn forward(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The set of the squares for which `keep(file, rank)` holds.
fn oracle(keep: impl Fn(i32, i32) -> bool) -> Bitboard {
    let mut b = 0;
    for rank in 0..8 {
        for file in 0..8 {
            if keep(file, rank) {
                b |= 1 << (rank * 8 + file);
            }
        }
    }
    Bitboard(b)
}

fn pawn(pos: &Position, color: Color, file: i32, rank: i32) -> bool {
    has(pos, color, Piece::Pawn, at(file, rank))
}

/// Passed: no enemy pawn ahead on its file or the files beside it.
fn passed_oracle(pos: &Position, color: Color) -> Bitboard {
    let d = forward(color);
    oracle(|f, r| {
        pawn(pos, color, f, r)
            && !(1..8).any(|k| {
                (-1..=1).any(|df| pawn(pos, color.other(), f + df, r + k * d))
            })
    })
}

/// Isolated: no pawn of its side anywhere on the files beside it.
fn isolated_oracle(pos: &Position, color: Color) -> Bitboard {
    oracle(|f, r| {
        pawn(pos, color, f, r)
            && !(0..8).any(|rr| {
                pawn(pos, color, f - 1, rr) || pawn(pos, color, f + 1, rr)
            })
    })
}

/// Doubled: a pawn of its side behind it on its file.
fn doubled_oracle(pos: &Position, color: Color) -> Bitboard {
    let d = forward(color);
    oracle(|f, r| {
        pawn(pos, color, f, r) && (1..8).any(|k| pawn(pos, color, f, r - k * d))
    })
}

/// Backward: an enemy pawn attacks its next square, and no pawn of its side
/// stands beside it or behind it on the files beside it.
fn backward_oracle(pos: &Position, color: Color) -> Bitboard {
    let d = forward(color);
    oracle(|f, r| {
        let attacked = pawn(pos, color.other(), f - 1, r + 2 * d)
            || pawn(pos, color.other(), f + 1, r + 2 * d);
        let support = (0..8).any(|rr| {
            let beside_or_behind = (rr - r) * d <= 0;
            beside_or_behind
                && (pawn(pos, color, f - 1, rr) || pawn(pos, color, f + 1, rr))
        });
        pawn(pos, color, f, r) && attacked && !support
    })
}

fn file_has_pawn(pos: &Position, color: Color, file: i32) -> bool {
    (0..8).any(|r| pawn(pos, color, file, r))
}

fn open_oracle(pos: &Position) -> Bitboard {
    oracle(|f, _| {
        !file_has_pawn(pos, Color::White, f)
            && !file_has_pawn(pos, Color::Black, f)
    })
}

fn half_open_oracle(pos: &Position, color: Color) -> Bitboard {
    oracle(|f, _| {
        !file_has_pawn(pos, color, f) && file_has_pawn(pos, color.other(), f)
    })
}

/// The squares a piece attacks, its rays walked a step at a time.
fn walk_attacks(pos: &Position, piece: Piece, square: usize) -> Bitboard {
    let (f, r) = ((square % 8) as i32, (square / 8) as i32);
    let knight = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let straight = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let diagonal = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
    let mut b = 0u64;
    if piece == Piece::Knight {
        for (df, dr) in knight {
            if let Some(s) = at(f + df, r + dr) {
                b |= 1 << s;
            }
        }
        return Bitboard(b);
    }
    let mut directions = Vec::new();
    if matches!(piece, Piece::Rook | Piece::Queen) {
        directions.extend(straight);
    }
    if matches!(piece, Piece::Bishop | Piece::Queen) {
        directions.extend(diagonal);
    }
    for (df, dr) in directions {
        let mut k = 1;
        while let Some(s) = at(f + k * df, r + k * dr) {
            b |= 1 << s;
            if pos.piece_at(s).is_some() {
                break;
            }
            k += 1;
        }
    }
    Bitboard(b)
}

/// Squares not held by `color` and not attacked by an enemy pawn.
fn area_oracle(pos: &Position, color: Color) -> Bitboard {
    let back = -forward(color.other());
    oracle(|f, r| {
        let ours = at(f, r)
            .and_then(|s| pos.piece_at(s))
            .is_some_and(|(c, _)| c == color);
        let taken = pawn(pos, color.other(), f - 1, r + back)
            || pawn(pos, color.other(), f + 1, r + back);
        !ours && !taken
    })
}

fn mobility_oracle(pos: &Position, w: &Weights) -> Pair {
    let mut sum = Pair::default();
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let area = area_oracle(pos, color);
        for (i, piece) in MOBILE.into_iter().enumerate() {
            for s in 0..64 {
                if pos.piece_at(s) == Some((color, piece)) {
                    let n = (walk_attacks(pos, piece, s) & area).count() as i32;
                    sum += w.mobility[i] * ((n - CENTRE[i]) * sign);
                }
            }
        }
    }
    sum
}

fn zone_oracle(pos: &Position, color: Color) -> Bitboard {
    let k = pos.king(color);
    let (kf, kr) = ((k % 8) as i32, (k / 8) as i32);
    oracle(|f, r| (f - kf).abs() <= 1 && (r - kr).abs() <= 1)
}

fn king_safety_oracle(pos: &Position, w: &Weights) -> Pair {
    let mut sum = Pair::default();
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let zone = zone_oracle(pos, color.other());
        for (i, piece) in MOBILE.into_iter().enumerate() {
            for s in 0..64 {
                if pos.piece_at(s) == Some((color, piece)) {
                    let n = (walk_attacks(pos, piece, s) & zone).count() as i32;
                    sum += w.king_attack[i] * (n * sign);
                }
            }
        }
    }
    sum
}

fn bishop_pair_oracle(pos: &Position, color: Color) -> bool {
    let colours: Vec<usize> = (0..64)
        .filter(|&s| pos.piece_at(s) == Some((color, Piece::Bishop)))
        .map(|s| (s % 8 + s / 8) % 2)
        .collect();
    colours.contains(&0) && colours.contains(&1)
}

/// Positions with pawns in many shapes: random games of up to 160 plies.
fn positions() -> Vec<Position> {
    let positions = random_positions(0x5EED_7E57, 40, 160);
    assert!(positions.len() > 5_000, "{} positions", positions.len());
    positions
}

#[test]
fn every_pawn_set_agrees_with_a_square_by_square_oracle() {
    let mut seen = [0usize; 4];
    for pos in positions() {
        for color in Color::ALL {
            let fen = pos.to_fen();
            let sets = [
                (passed(&pos, color), passed_oracle(&pos, color)),
                (isolated(&pos, color), isolated_oracle(&pos, color)),
                (doubled(&pos, color), doubled_oracle(&pos, color)),
                (backward(&pos, color), backward_oracle(&pos, color)),
            ];
            for (i, (fast, slow)) in sets.into_iter().enumerate() {
                assert_eq!(fast, slow, "set {i} of {color:?}: {fen}");
                seen[i] += fast.count() as usize;
            }
        }
    }
    // each kind of pawn occurs many times, so the agreement means something
    assert!(seen.iter().all(|&n| n > 500), "{seen:?}");
}

#[test]
fn files_bishops_mobility_and_king_zones_agree_with_oracles() {
    let mut files = [0usize; 2];
    for pos in positions() {
        let fen = pos.to_fen();
        assert_eq!(open_files(&pos), open_oracle(&pos), "{fen}");
        files[0] += open_files(&pos).count() as usize;
        for color in Color::ALL {
            assert_eq!(
                half_open_files(&pos, color),
                half_open_oracle(&pos, color),
                "{fen}"
            );
            files[1] += half_open_files(&pos, color).count() as usize;
            assert_eq!(
                has_bishop_pair(&pos, color),
                bishop_pair_oracle(&pos, color),
                "{fen}"
            );
            assert_eq!(
                mobility_area(&pos, color),
                area_oracle(&pos, color),
                "{fen}"
            );
            assert_eq!(
                king_zone(&pos, color),
                zone_oracle(&pos, color),
                "{fen}"
            );
        }
        assert_eq!(
            mobility(&pos, &WEIGHTS),
            mobility_oracle(&pos, &WEIGHTS),
            "{fen}"
        );
        assert_eq!(
            king_safety(&pos, &WEIGHTS),
            king_safety_oracle(&pos, &WEIGHTS),
            "{fen}"
        );
    }
    assert!(files.iter().all(|&n| n > 1_000), "{files:?}");
}

/// Weights with every field different, so that a term reading the wrong
/// weight shows.
fn distinct_weights() -> Weights {
    let mut w = Weights::ZERO;
    for (i, (_, weight)) in w.named_mut().into_iter().enumerate() {
        *weight = Pair::new(i as i32 + 1, 100 + i as i32);
    }
    w
}

#[test]
fn a_passed_pawn_is_worth_its_rank() {
    let w = distinct_weights();
    // White: a passed pawn on b6 (its sixth rank, code rank 5); the e4 pawn
    // faces d5. Black: a passed pawn on h3 (its sixth rank too)
    let pos = fen("4k3/8/1P6/3p4/4P3/7p/8/4K3 w - - 0 1");
    assert_eq!(passed(&pos, Color::White), Bitboard(1 << 41));
    assert_eq!(passed(&pos, Color::Black), Bitboard(1 << 23));
    assert_eq!(passed_pawns(&pos, &w), Pair::default());
    // the same with the Black pawn on h4: its fifth rank
    let pos = fen("4k3/8/1P6/3p4/4P2p/8/8/4K3 w - - 0 1");
    assert_eq!(passed_pawns(&pos, &w), w.passed[5] - w.passed[4]);
}

#[test]
fn an_isolated_pair_and_doubled_pawns() {
    let w = distinct_weights();
    // White's c- and e-pawns have no neighbour; Black's f-pawns are doubled
    // and its g-pawn stands beside them
    let pos = fen("4k3/5pp1/5p2/8/2P1P3/8/8/4K3 w - - 0 1");
    assert_eq!(isolated(&pos, Color::White).count(), 2);
    assert_eq!(isolated(&pos, Color::Black).count(), 0);
    assert_eq!(doubled(&pos, Color::Black), Bitboard(1 << 45)); // f6
    assert_eq!(isolated_pawns(&pos, &w), w.isolated * 2);
    assert_eq!(doubled_pawns(&pos, &w), -w.doubled);
}

#[test]
fn a_backward_pawn_and_one_that_is_not() {
    let w = distinct_weights();
    // d3 is backward: d4 is attacked by e5 and c4 has gone past. The pawn
    // on e5 is not: f6 can defend e4. With the c-pawn on c2, which could
    // come to c3 and defend d4, d3 is not backward either
    let pos = fen("4k3/8/5p2/4p3/2P5/3P4/8/4K3 w - - 0 1");
    assert_eq!(backward(&pos, Color::White), Bitboard(1 << 19));
    assert!(backward(&pos, Color::Black).is_empty());
    assert_eq!(backward_pawns(&pos, &w), w.backward);
    let pos = fen("4k3/8/5p2/4p3/8/3P4/2P5/4K3 w - - 0 1");
    assert!(backward(&pos, Color::White).is_empty());
}

#[test]
fn a_rook_on_an_open_file_and_one_on_a_half_open_file() {
    let w = distinct_weights();
    // the rook on d1 sees an open d-file; Black's rook on c8 a half-open
    // c-file (White's c-pawn only)
    let pos = fen("2r1k3/p7/8/8/8/8/P1P5/3RK3 w - - 0 1");
    assert_eq!(rooks_on_files(&pos, &w), w.rook_open - w.rook_half_open);
}

#[test]
fn two_bishops_on_one_colour_are_not_a_pair() {
    let w = distinct_weights();
    // c1 and e3 are both dark squares: no pair for White; Black has c8, f8
    let pos = fen("2b1kb2/8/8/8/8/4B3/8/2B1K3 w - - 0 1");
    assert!(!has_bishop_pair(&pos, Color::White));
    assert_eq!(bishop_pair(&pos, &w), -w.bishop_pair);
}

#[test]
fn mobility_leaves_out_own_pieces_and_squares_pawns_guard() {
    let w = distinct_weights();
    // the knight on d4 attacks 8 squares: e6 and c6 are guarded by the pawn
    // on d7, and b3 holds its own pawn: 5 count
    let pos = fen("4k3/3p4/8/8/3N4/1P6/8/4K3 w - - 0 1");
    assert_eq!(mobility(&pos, &w), w.mobility[0] * (5 - CENTRE[0]));
}

#[test]
fn king_safety_counts_attacks_on_the_zone() {
    let w = distinct_weights();
    // the zone of g8 is f8 g8 h8 f7 g7 h7: the queen on h5 attacks h7, h8
    // and f7 of it, the knight on g5 f7 and h7
    let pos = fen("6k1/8/8/6NQ/8/8/8/4K3 w - - 0 1");
    let queen = (ch09_chess_player::eval_mobility::attacks(
        Piece::Queen,
        39,
        pos.occupied(),
    ) & king_zone(&pos, Color::Black))
    .count() as i32;
    assert_eq!(queen, 3);
    assert_eq!(
        king_safety(&pos, &w),
        w.king_attack[3] * 3 + w.king_attack[0] * 2
    );
}

#[test]
fn zero_weights_leave_material_and_tables_only() {
    let positions = random_positions(0xC0FF_EE00, 10, 80);
    let mut changed = 0;
    for pos in &positions {
        let fixed = ch09_chess_player::eval_material::material(pos)
            + ch09_chess_player::eval_tables::piece_squares(pos);
        assert_eq!(terms_sum_with(pos, &Weights::ZERO), fixed);
        changed +=
            usize::from(evaluate(pos) != evaluate_with(pos, &Weights::ZERO));
    }
    // the tuned weights change the evaluation of most positions
    assert!(
        changed * 2 > positions.len(),
        "{changed} of {}",
        positions.len()
    );
}
