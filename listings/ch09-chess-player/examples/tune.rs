//! Texel's tuning method for the weights of the counted terms: the weights
//! that make a sigmoid of the evaluation predict the results of games best.
//!
//! ```text
//! cargo run --release -p ch09-chess-player --example tune -- \
//!     target/eval/selfplay.epd --out target/eval/tuning.md
//! ```
//!
//! (`--out listings/ch09-chess-player/measurements/tuning.md` records the
//! run for the book.)
//!
//! It writes the errors before and after to the file named by `--out`, and
//! the weights found, with each kind's mean mobility (the centres of
//! `eval_mobility`), to `tuned-weights.md` beside it.
//!
//! The positions are the `selfplay` example's: a FEN and the game's result
//! for White in brackets (`[1.0]`, `[0.5]`, `[0.0]`). Every tenth block of
//! a thousand lines is kept apart as a test set, which the tuning never
//! sees; the rest is the training set.
//!
//! The error of a set of weights is `E = 1/N · Σ (r − σ(q))²`, with `r` a
//! position's result, `q` its evaluation from White's side and
//! `σ(q) = 1 / (1 + 10^(−K·q/400))`. First `K` is chosen to make the error
//! of the evaluation without the counted terms (material and PeSTO's tables
//! only) smallest; then, from all weights 0, Texel's local search: each
//! weight in turn is raised by 1, kept if the error falls, else lowered by
//! 1, kept if the error falls, else left; the rounds go on until a whole
//! round changes nothing. Material and the piece-square tables stay
//! PeSTO's.
//!
//! The evaluation is linear in the weights, so each position is read once:
//! its phase, the value of the fixed terms, and for each weight the count
//! it multiplies (the terms evaluated with that weight 1 and every other
//! weight 0). The error of a set of weights is then a sum over these counts.

use ch08_chess::position::Position;
use ch08_chess::types::Color;
use ch09_chess_player::eval::{evaluate_with, phase, Pair, FULL_PHASE, TERMS};
use ch09_chess_player::eval_mobility::{attacks, mobility_area, MOBILE};
use ch09_chess_player::eval_weights::Weights;
use listing_support::bench_report::with_commas;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader};
use std::time::Instant;

/// The number of terms at the head of `TERMS` whose weights are fixed
/// (material and the piece-square tables).
const FIXED_TERMS: usize = 2;

/// One position, read for the tuner.
struct Sample {
    /// The phase as a fraction: 1 with every piece, 0 with none.
    phase: f64,
    /// The fixed terms' (middlegame, endgame) value, White's side.
    fixed: (f64, f64),
    /// The counts each weight multiplies, those that are not 0.
    counts: Vec<(u16, f64)>,
    /// The game's result for White: 1, 0.5 or 0.
    result: f64,
    /// The position, for the final check against the evaluation itself.
    position: Position,
}

/// The weights as the search changes them: one (middlegame, endgame) pair
/// a weight, in `Weights::named_mut`'s order.
type Vector = Vec<(i32, i32)>;

fn weights_from(v: &Vector) -> Weights {
    let mut w = Weights::ZERO;
    for ((_, weight), &(mg, eg)) in w.named_mut().into_iter().zip(v) {
        *weight = Pair::new(mg, eg);
    }
    w
}

/// The sum of the counted terms (all but the fixed ones) with weights `w`.
fn counted(pos: &Position, w: &Weights) -> Pair {
    let mut sum = Pair::default();
    for (_, term) in &TERMS[FIXED_TERMS..] {
        sum += term(pos, w);
    }
    sum
}

fn sample(pos: Position, result: f64, weights: usize) -> Sample {
    let mut fixed = Pair::default();
    for (_, term) in &TERMS[..FIXED_TERMS] {
        fixed += term(&pos, &Weights::ZERO);
    }
    let mut counts = Vec::new();
    for j in 0..weights {
        let mut unit = Weights::ZERO;
        *unit.named_mut()[j].1 = Pair::new(1, 0);
        let count = counted(&pos, &unit).mg;
        if count != 0 {
            counts.push((j as u16, f64::from(count)));
        }
    }
    Sample {
        phase: f64::from(phase(&pos)) / f64::from(FULL_PHASE),
        fixed: (f64::from(fixed.mg), f64::from(fixed.eg)),
        counts,
        result,
        position: pos,
    }
}

/// The evaluation of a sample from White's side with the weights `v`.
fn eval(s: &Sample, v: &Vector) -> f64 {
    let (mut mg, mut eg) = s.fixed;
    for &(j, count) in &s.counts {
        let (wm, we) = v[j as usize];
        mg += f64::from(wm) * count;
        eg += f64::from(we) * count;
    }
    mg * s.phase + eg * (1.0 - s.phase)
}

fn sigmoid(k: f64, q: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * q / 400.0))
}

/// The mean squared error of the weights `v` on `set`.
fn error(set: &[Sample], k: f64, v: &Vector) -> f64 {
    let sum: f64 = set
        .iter()
        .map(|s| (s.result - sigmoid(k, eval(s, v))).powi(2))
        .sum();
    sum / set.len() as f64
}

/// The same error, from the listing's own `evaluate_with` (integer
/// arithmetic, tapered as the player tapers).
fn error_of_evaluation(set: &[Sample], k: f64, w: &Weights) -> f64 {
    let sum: f64 = set
        .iter()
        .map(|s| {
            let e = evaluate_with(&s.position, w);
            let white = match s.position.side_to_move() {
                Color::White => e,
                Color::Black => -e,
            };
            (s.result - sigmoid(k, f64::from(white))).powi(2)
        })
        .sum();
    sum / set.len() as f64
}

/// The `K` that makes the error of `v` smallest, to 0.001, by a scan of
/// 0.1 to 3 and two finer scans around the best.
fn best_k(set: &[Sample], v: &Vector) -> f64 {
    let mut best = 1.0;
    for step in [0.1, 0.01, 0.001] {
        let (low, high) = if step == 0.1 {
            (0.1, 3.0)
        } else {
            (best - 10.0 * step, best + 10.0 * step)
        };
        let mut k = low;
        let mut best_error = f64::MAX;
        while k <= high + 1e-9 {
            let e = error(set, k, v);
            if e < best_error {
                best_error = e;
                best = k;
            }
            k += step;
        }
    }
    best
}

/// Texel's local search from `v`: returns the weights and the rounds.
fn local_search(set: &[Sample], k: f64, mut v: Vector) -> (Vector, usize) {
    let mut best = error(set, k, &v);
    let mut rounds = 0;
    loop {
        rounds += 1;
        let mut improved = false;
        for j in 0..v.len() {
            for half in 0..2 {
                let get = |v: &Vector| if half == 0 { v[j].0 } else { v[j].1 };
                let set_to = |v: &mut Vector, x: i32| {
                    if half == 0 {
                        v[j].0 = x
                    } else {
                        v[j].1 = x
                    }
                };
                let start = get(&v);
                set_to(&mut v, start + 1);
                let e = error(set, k, &v);
                if e < best {
                    best = e;
                    improved = true;
                    continue;
                }
                set_to(&mut v, start - 1);
                let e = error(set, k, &v);
                if e < best {
                    best = e;
                    improved = true;
                    continue;
                }
                set_to(&mut v, start);
            }
        }
        eprintln!("round {rounds}: error {best:.6}");
        if !improved {
            return (v, rounds);
        }
    }
}

/// Each mobile kind's mean mobility over the positions, for `CENTRE`.
fn mean_mobility(set: &[Sample]) -> [f64; 4] {
    let mut sums = [0f64; 4];
    let mut pieces = [0f64; 4];
    for s in set {
        let pos = &s.position;
        for color in Color::ALL {
            let area = mobility_area(pos, color);
            for (i, piece) in MOBILE.into_iter().enumerate() {
                for square in pos.pieces(color, piece) {
                    let n =
                        (attacks(piece, square, pos.occupied()) & area).count();
                    sums[i] += f64::from(n);
                    pieces[i] += 1.0;
                }
            }
        }
    }
    [0, 1, 2, 3].map(|i| sums[i] / pieces[i])
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(input), Some(at)) =
        (args.first(), args.iter().position(|a| a == "--out"))
    else {
        eprintln!("usage: tune POSITIONS --out FILE.md");
        std::process::exit(2);
    };
    let out = &args[at + 1];
    let started = Instant::now();
    let weights = Weights::names().len();
    let file = std::fs::File::open(input)
        .unwrap_or_else(|e| panic!("cannot open {input}: {e}"));
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (n, line) in BufReader::new(file).lines().enumerate() {
        let line = line.unwrap();
        let (fen, result) = line.rsplit_once(" [").expect("a result");
        let result: f64 = result.trim_end_matches(']').parse().unwrap();
        let pos = Position::from_fen(fen).unwrap();
        let s = sample(pos, result, weights);
        if (n / 1000) % 10 == 9 {
            test.push(s);
        } else {
            train.push(s);
        }
    }
    eprintln!("{} training, {} test positions", train.len(), test.len());
    let zero: Vector = vec![(0, 0); weights];
    let k = best_k(&train, &zero);
    let before = (error(&train, k, &zero), error(&test, k, &zero));
    eprintln!("K = {k:.3}, error before {:.6} / {:.6}", before.0, before.1);
    let (tuned, rounds) = local_search(&train, k, zero.clone());
    let after = (error(&train, k, &tuned), error(&test, k, &tuned));
    let w = weights_from(&tuned);
    // the same errors from the player's own evaluation, integer tapering
    let exact_before = error_of_evaluation(&test, k, &Weights::ZERO);
    let exact_after = error_of_evaluation(&test, k, &w);
    let means = mean_mobility(&train);

    // the errors, included in the chapter
    let mut md = String::new();
    let _ = writeln!(
        md,
        "| set | positions | error, material and tables only | error, every term |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|");
    let _ = writeln!(
        md,
        "| training set | {} | {:.5} | {:.5} |",
        with_commas(train.len() as u64),
        before.0,
        after.0
    );
    let _ = writeln!(
        md,
        "| test set | {} | {exact_before:.5} | {exact_after:.5} |",
        with_commas(test.len() as u64)
    );
    let _ = writeln!(md);
    let _ = writeln!(
        md,
        "*K = {k:.3}, {rounds} rounds of the local search; the test set's errors from the player's own evaluation.*"
    );
    std::fs::write(out, &md)
        .unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    print!("{md}");
    // the weights found and the mean mobility of each kind, for the record
    let weights_out =
        std::path::Path::new(out).with_file_name("tuned-weights.md");
    let mut md = String::new();
    let _ = writeln!(md, "| weight | middlegame | endgame |");
    let _ = writeln!(md, "|---|---:|---:|");
    for (name, (mg, eg)) in Weights::names().iter().zip(&tuned) {
        let _ = writeln!(md, "| {name} | {mg} | {eg} |");
    }
    let _ = writeln!(md);
    let _ = writeln!(
        md,
        "Mean mobility over the training set (knight, bishop, rook, queen): {:.2}, {:.2}, {:.2}, {:.2}; \
         the test set's errors computed the tuner's way (floating-point tapering): {:.5}, {:.5}.",
        means[0], means[1], means[2], means[3], before.1, after.1
    );
    std::fs::write(&weights_out, &md).unwrap_or_else(|e| {
        panic!("cannot write {}: {e}", weights_out.display())
    });
    print!("{md}");
    eprintln!("{:?}", w);
    eprintln!("took {:.0} s", started.elapsed().as_secs_f64());
}
