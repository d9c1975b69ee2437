//! The evaluation part's exercises against independent answers: islands,
//! connected pawns and outposts read square by square from random games,
//! and the one-weight tuner against an exhaustive scan and against a weight
//! known in advance.

mod common;

use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use ch09_chess_player::exercises_eval::{
    connected, outposts, pawn_islands, tune_one,
};
use common::{random_positions, Rng};

fn pawn(pos: &Position, color: Color, file: i32, rank: i32) -> bool {
    (0..8).contains(&file)
        && (0..8).contains(&rank)
        && pos.piece_at((rank * 8 + file) as usize)
            == Some((color, Piece::Pawn))
}

fn forward(color: Color) -> i32 {
    if color == Color::White {
        1
    } else {
        -1
    }
}

fn islands_oracle(pos: &Position, color: Color) -> u32 {
    let files: Vec<bool> = (0..8)
        .map(|f| (0..8).any(|r| pawn(pos, color, f, r)))
        .collect();
    let mut islands = 0;
    for f in 0..8 {
        if files[f] && (f == 0 || !files[f - 1]) {
            islands += 1;
        }
    }
    islands
}

fn connected_oracle(pos: &Position, color: Color) -> u64 {
    let d = forward(color);
    let mut b = 0;
    for r in 0..8 {
        for f in 0..8 {
            let defended = pawn(pos, color, f - 1, r - d)
                || pawn(pos, color, f + 1, r - d);
            let beside =
                pawn(pos, color, f - 1, r) || pawn(pos, color, f + 1, r);
            if pawn(pos, color, f, r) && (defended || beside) {
                b |= 1 << (r * 8 + f);
            }
        }
    }
    b
}

fn outposts_oracle(pos: &Position, color: Color) -> u64 {
    let d = forward(color);
    let mut b = 0;
    for r in 0..8 {
        let relative = if color == Color::White { r } else { 7 - r };
        if !(3..=5).contains(&relative) {
            continue;
        }
        for f in 0..8 {
            let defended = pawn(pos, color, f - 1, r - d)
                || pawn(pos, color, f + 1, r - d);
            // an enemy pawn beside the file, further up the board than the
            // square's next rank (for White), can come down and attack it
            let threat = (1..8).any(|k| {
                pawn(pos, color.other(), f - 1, r + k * d)
                    || pawn(pos, color.other(), f + 1, r + k * d)
            });
            if defended && !threat {
                b |= 1 << (r * 8 + f);
            }
        }
    }
    b
}

#[test]
fn islands_connected_pawns_and_outposts_agree_with_the_board() {
    let mut seen = [0u32; 3];
    for pos in random_positions(0x15_1A4D, 40, 160) {
        for color in Color::ALL {
            let fen = pos.to_fen();
            let pawns = pos.pieces(color, Piece::Pawn);
            assert_eq!(
                pawn_islands(pawns),
                islands_oracle(&pos, color),
                "{fen}"
            );
            assert_eq!(
                connected(&pos, color).0,
                connected_oracle(&pos, color),
                "{fen}"
            );
            assert_eq!(
                outposts(&pos, color).0,
                outposts_oracle(&pos, color),
                "{fen}"
            );
            seen[0] += pawn_islands(pawns);
            seen[1] += connected(&pos, color).count();
            seen[2] += outposts(&pos, color).count();
        }
    }
    assert!(seen.iter().all(|&n| n > 1_000), "{seen:?}");
}

fn sigmoid(k: f64, q: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * q / 400.0))
}

/// Samples whose results are drawn from the sigmoid of `q + weight · n`.
fn samples(
    weight: i32,
    k: f64,
    count: usize,
    seed: u64,
) -> Vec<(i32, i32, f64)> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|_| {
            let q = rng.below(401) as i32 - 200;
            let n = rng.below(5) as i32 - 2;
            let p = sigmoid(k, f64::from(q + weight * n));
            let draw = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
            (q, n, if draw < p { 1.0 } else { 0.0 })
        })
        .collect()
}

fn error(samples: &[(i32, i32, f64)], k: f64, w: i32) -> f64 {
    samples
        .iter()
        .map(|&(q, n, r)| (r - sigmoid(k, f64::from(q + w * n))).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

#[test]
fn one_weight_tuned_is_the_best_of_an_exhaustive_scan() {
    for (weight, seed) in [(37, 1), (-60, 2), (150, 3)] {
        let set = samples(weight, 1.2, 4_000, seed);
        let tuned = tune_one(&set, 1.2);
        let best = (-400..=400)
            .min_by(|&a, &b| {
                error(&set, 1.2, a).total_cmp(&error(&set, 1.2, b))
            })
            .unwrap();
        assert_eq!(tuned, best, "weight {weight}");
    }
}

#[test]
fn one_weight_tuned_finds_the_weight_the_results_were_drawn_with() {
    let set = samples(37, 1.0, 50_000, 0xBEEF);
    let tuned = tune_one(&set, 1.0);
    assert!((tuned - 37).abs() <= 6, "{tuned}");
}
