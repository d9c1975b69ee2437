//! Worked solutions to the exercises of the playing part: the `position`
//! command of a game, perft as a UCI command, the Elo difference of a match
//! score and its interval, and the likelihood that the winner is stronger.

use ch08_chess::perft::perft;
use ch08_chess::position::Position;
use ch08_chess::types::Move;

// ANCHOR: position_command
/// The `position` command that sets up the game whose moves, from the
/// start, are `moves`.
///
/// ```
/// use ch09_chess_player::exercises_uci::position_command;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::Move;
/// let e4 = Move::from_uci(&Position::start(), "e2e4").unwrap();
/// assert_eq!(position_command(&[e4]), "position startpos moves e2e4");
/// assert_eq!(position_command(&[]), "position startpos");
/// ```
pub fn position_command(moves: &[Move]) -> String {
    let mut line = "position startpos".to_string();
    if !moves.is_empty() {
        line += " moves";
        for m in moves {
            line += &format!(" {m}");
        }
    }
    line
}
// ANCHOR_END: position_command

// ANCHOR: go_perft
/// The answer to `go perft N` (a command some engines add to UCI for
/// testing): `nodes C`, the number of move paths of `N` plies from `pos`,
/// or an error naming what is wrong with the arguments.
///
/// ```
/// use ch09_chess_player::exercises_uci::go_perft;
/// use ch08_chess::position::Position;
/// let start = Position::start();
/// assert_eq!(go_perft(&start, &["perft", "3"]).unwrap(), "nodes 8902");
/// assert!(go_perft(&Position::start(), &["perft"]).is_err());
/// ```
pub fn go_perft(pos: &Position, args: &[&str]) -> Result<String, String> {
    match args {
        ["perft", depth] => match depth.parse::<u32>() {
            Ok(d) if d <= 8 => Ok(format!("nodes {}", perft(pos, d))),
            _ => Err(format!("go perft: a depth from 0 to 8, not {depth}")),
        },
        _ => Err("go perft: one depth expected".to_string()),
    }
}
// ANCHOR_END: go_perft

// ANCHOR: elo
/// The rating difference that makes `score` (0 to 1, draws counting a
/// half) the expected score of the better player under the Elo model:
/// `−400 · log₁₀(1 / score − 1)`.
///
/// ```
/// use ch09_chess_player::exercises_uci::elo_difference;
/// assert_eq!(elo_difference(0.5), 0.0);
/// assert!((elo_difference(0.75) - 190.85).abs() < 0.01);
/// ```
pub fn elo_difference(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The Elo difference of a match of `wins`, `draws` and `losses`, and the
/// half-width of its 95 % interval: the score `s` has a per-game
/// variance `σ² = (W(1 − s)² + D(½ − s)² + L·s²) / N`, the interval on
/// the score is `s ± 1.96 σ / √N`, and each end is turned into Elo.
///
/// ```
/// use ch09_chess_player::exercises_uci::elo_interval;
/// let (elo, error) = elo_interval(10, 20, 10);
/// assert_eq!(elo, 0.0);
/// assert!(error > 0.0 && error < 100.0);
/// ```
pub fn elo_interval(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let (w, d, l) = (wins as f64, draws as f64, losses as f64);
    let n = w + d + l;
    let s = (w + d / 2.0) / n;
    let variance =
        (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / n;
    let margin = 1.959_963_984_540_054 * (variance / n).sqrt();
    let (low, high) = (elo_difference(s - margin), elo_difference(s + margin));
    (elo_difference(s), (high - low) / 2.0)
}
// ANCHOR_END: elo

// ANCHOR: los
/// The error function, `erf(x) = 2/√π ∫₀ˣ e^(−t²) dt`, by Abramowitz
/// and Stegun's formula 7.1.26 (error below 1.5 · 10⁻⁷).
///
/// ```
/// use ch09_chess_player::exercises_uci::erf;
/// assert!(erf(0.0).abs() < 1e-7);
/// assert!((erf(1.0) - 0.842_700_79).abs() < 1e-6);
/// assert!((erf(-1.0) + 0.842_700_79).abs() < 1e-6);
/// ```
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741
                    + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 {
        -y
    } else {
        y
    }
}

/// The likelihood of superiority: how sure a match of `wins`, `draws` and
/// `losses` makes us that the first player is the stronger, under the
/// normal approximation of the score:
/// `½ (1 + erf((s − ½) / √(2σ²/N)))`, with `s` and `σ²` as in
/// [`elo_interval`].
///
/// ```
/// use ch09_chess_player::exercises_uci::likelihood_of_superiority;
/// assert!((likelihood_of_superiority(10, 20, 10) - 0.5).abs() < 1e-9);
/// assert!(likelihood_of_superiority(30, 10, 10) > 0.99);
/// ```
pub fn likelihood_of_superiority(wins: u32, draws: u32, losses: u32) -> f64 {
    let (w, d, l) = (wins as f64, draws as f64, losses as f64);
    let n = w + d + l;
    let s = (w + d / 2.0) / n;
    let variance =
        (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / n;
    0.5 * (1.0 + erf((s - 0.5) / (2.0 * variance / n).sqrt()))
}
// ANCHOR_END: los
