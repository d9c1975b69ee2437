//! The chapter's pictures, drawn from the listing's own functions, each
//! with its claims asserted: the attackers of a square in an exchange, the
//! x-ray behind them, and a search's iterations against its clock.

use book_diagrams::{Diagram, Timeline};
use ch08_chess::bitboard::Bitboard;
use ch08_chess::history::KeyHistory;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move};
use ch09_chess_player::search::{Report, Searcher};
use ch09_chess_player::see::see;
use ch09_chess_player::time::{budget, Limits};

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The chess board as a diagram: rank 8 at the top, a1 (bit 0) at the
/// bottom left, without bit numbers.
fn chess_board(caption: &str) -> Diagram {
    Diagram::grid(caption, 8, 8, |x, y| Some((7 - y) * 8 + x))
        .labels(&FILES, &RANKS)
        .without_bits()
}

/// Each piece's letter (capital for White) in its cell.
fn letters(mut d: Diagram, pos: &Position) -> Diagram {
    for s in pos.occupied() {
        if let Some((color, piece)) = pos.piece_at(s) {
            let letter = match color {
                Color::White => piece.letter().to_ascii_uppercase(),
                Color::Black => piece.letter(),
            };
            d = d.cell_text(s as u32, &letter.to_string());
        }
    }
    d
}

#[test]
fn an_exchange_and_its_x_ray() {
    // the bishop takes the knight on d5, the pawn takes back, and the
    // queen, behind the bishop on the same diagonal, takes the pawn
    let pos =
        Position::from_fen("4k3/8/2p5/3n4/4B3/5Q2/8/4K3 w - - 0 1").unwrap();
    let d5 = 35;
    let first = pos.attackers_to(d5, pos.occupied());
    let white = first & pos.color(Color::White);
    let black = first & pos.color(Color::Black);
    assert_eq!(white, Bitboard(1 << 28)); // e4 only: the queen is behind it
    assert_eq!(black, Bitboard(1 << 42)); // c6
    let without_bishop = pos.occupied() ^ Bitboard(1 << 28);
    let second = pos.attackers_to(d5, without_bishop) & without_bishop;
    let xray = second & !first;
    assert_eq!(xray, Bitboard(1 << 21)); // f3: the queen joins
    let bxd5 = Move::from_uci(&pos, "e4d5").unwrap();
    assert_eq!(see(&pos, bxd5), 100);
    let others = pos.occupied() & !first & !xray;
    let d = chess_board("Who takes on d5")
        .layer("w White attacker", u128::from(white.0))
        .layer("b Black attacker", u128::from(black.0))
        .layer("x behind the bishop", u128::from(xray.0))
        .layer("o other piece", u128::from(others.0))
        .highlight(1 << d5);
    insta::assert_snapshot!("exchange", letters(d, &pos).to_toml());
}

/// The time line of one search under a clock, the times taken from the
/// node counts at a million nodes a second: which iterations start, and
/// where the search stops.
#[test]
fn iterations_against_the_clock() {
    let pos = Position::start();
    let limits = Limits {
        time: [Some(5_000), Some(5_000)],
        increment: [Some(50), Some(50)],
        ..Limits::default()
    };
    let b = budget(&limits, Color::White, 50);
    let (soft, hard) = (
        b.soft.unwrap().as_millis() as u32,
        b.hard.unwrap().as_millis() as u32,
    );
    assert_eq!((soft, hard), (183, 732));
    // the node count at the end of each depth, from a search to depth 12
    let mut reports: Vec<Report> = Vec::new();
    let depth_limit = Limits {
        depth: Some(12),
        ..Limits::default()
    };
    Searcher::new(16).search(
        &pos,
        &KeyHistory::new(&pos),
        &depth_limit,
        &mut |r| reports.push(r.clone()),
    );
    let ms = |nodes: u64| (nodes / 1_000) as u32;
    // the iterations that start before half the soft limit, and the first
    // one that ends after it, which is the last the search does
    let last = reports
        .iter()
        .position(|r| ms(r.nodes) >= soft / 2)
        .unwrap();
    assert!(last >= 6 && last + 1 < reports.len(), "{last}");
    assert!(ms(reports[last].nodes) < hard);
    let small = reports.iter().take_while(|r| ms(r.nodes) < 4).count();
    let mut t = Timeline::new(
        "Depth after depth from the start position at 5 s + 50 ms: times from the node counts at a million nodes a second, a cost model",
        "ms",
    )
    .lane("clock")
    .span(0, soft / 2, "start new depths", &format!("half the soft limit, {} ms", soft / 2))
    .span(soft / 2, hard - soft / 2, "finish the depth", &format!("until the hard limit, {hard} ms"))
    .lane("search");
    let mut start = 0;
    let first = ms(reports[small - 1].nodes).max(1);
    t = t.span(0, first, "depth", &format!("depths 1 to {small}"));
    start += first;
    for r in &reports[small..=last] {
        let end = ms(r.nodes).max(start + 1);
        t = t.span(start, end - start, "depth", &format!("depth {}", r.depth));
        start = end;
    }
    let next = &reports[last + 1];
    let end = ms(next.nodes).max(start + 1);
    t = t.lane("not searched").span(
        start,
        end - start,
        "not started",
        &format!("depth {}", next.depth),
    );
    t.check().unwrap();
    insta::assert_snapshot!("clock", t.to_toml());
}
