//! Times the listing's two perfts, copy-make (`perft`) and make/unmake
//! (`perft_make_unmake`), on the same positions, in turn, and prints the
//! fastest and the median of 15 runs of each as the table of
//! `measurements/copy-make.md`:
//!
//! ```console
//! cargo run --release -p ch08-chess --example copy_make
//! ```

use ch08_chess::perft::{perft, perft_make_unmake};
use ch08_chess::position::Position;
use std::time::Instant;

/// Runs of each perft, alternating.
const RUNS: usize = 15;

/// The works timed: a name, a FEN, a depth and the published count.
const WORKS: [(&str, &str, u32, u64); 2] = [
    (
        "start position, depth 6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "Kiwipete, depth 5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

/// Seconds as whole milliseconds.
fn ms(seconds: f64) -> String {
    format!("{:.0} ms", seconds * 1e3)
}

fn main() {
    assert_eq!(perft(&Position::start(), 3), 8_902); // fills the tables
    println!(
        "| work | copy-make, fastest | copy-make, median | make/unmake, fastest | make/unmake, median |"
    );
    println!("|---|---:|---:|---:|---:|");
    for (name, fen, depth, published) in WORKS {
        let pos = Position::from_fen(fen).expect("a published position");
        let (mut copy, mut unmake) = (Vec::new(), Vec::new());
        for _ in 0..RUNS {
            let start = Instant::now();
            assert_eq!(perft(&pos, depth), published);
            copy.push(start.elapsed().as_secs_f64());
            let mut p = pos;
            let start = Instant::now();
            assert_eq!(perft_make_unmake(&mut p, depth), published);
            unmake.push(start.elapsed().as_secs_f64());
        }
        copy.sort_by(f64::total_cmp);
        unmake.sort_by(f64::total_cmp);
        println!(
            "| {name} | {} | {} | {} | {} |",
            ms(copy[0]),
            ms(copy[RUNS / 2]),
            ms(unmake[0]),
            ms(unmake[RUNS / 2])
        );
    }
}
