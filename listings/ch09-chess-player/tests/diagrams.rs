//! The chapter's pictures, drawn from the listing's own functions, each
//! with its claims asserted: the masks of each term of the evaluation on
//! positions from real games, the attackers of a square in an exchange,
//! the x-ray behind them, and a search's iterations against its clock.

use book_diagrams::{Diagram, Timeline};
use ch08_chess::attacks::pawn_attacks_all;
use ch08_chess::bitboard::Bitboard;
use ch08_chess::history::KeyHistory;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move, Piece};
use ch09_chess_player::eval_king::king_zone;
use ch09_chess_player::eval_mobility::{attacks, mobility_area};
use ch09_chess_player::eval_pawns::{
    backward, beside, doubled, file_fill, front_spans, isolated, north_fill,
    passed,
};
use ch09_chess_player::eval_pieces::{half_open_files, open_files};
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
    // at a million nodes a second, a node is a microsecond
    let half_soft_us = b.soft.unwrap().as_micros() as u64 / 2;
    // milliseconds, to the nearest
    let ms = |nodes: u64| ((nodes + 500) / 1_000) as u32;
    // the iterations that start before half the soft limit: the last of
    // them is the first that ends after it
    let last = reports
        .iter()
        .position(|r| r.nodes >= half_soft_us)
        .unwrap();
    assert!(last >= 6 && last + 1 < reports.len(), "{last}");
    assert!(ms(reports[last].nodes) < hard);
    let small = reports.iter().take_while(|r| ms(r.nodes) < 4).count();
    let mut t = Timeline::new(
        "Depth after depth from the start position at 5 s + 50 ms: times from the node counts at a million nodes a second, a cost model",
        "ms",
    )
    .lane("clock")
    .span(0, soft / 2, "start new depths", &format!("half the soft limit, {} ms", half_soft_us as f64 / 1000.0))
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

/// A position from one of the games the weights were tuned on (Stockfish
/// 15.1 against itself, `selfplay --seed 1`), Black to move: a passed pawn
/// each, isolated, doubled and backward pawns, rooks on an open and on
/// half-open files.
const STRUCTURE: &str =
    "r2q1rk1/5ppp/1n6/pP1p4/3PpP2/4P2P/1Q2BP2/R1R3K1 b - - 1 24";

/// A position from the same games, Black to move, where White's queen and
/// knight attack the squares around Black's king.
const ATTACK: &str =
    "1rbq2k1/5pb1/p1n2n2/1p4N1/P1p1p2Q/2P1N1P1/1P3PB1/R1B3K1 b - - 1 22";

/// The set of the squares named.
fn squares(names: &str) -> Bitboard {
    names.split(' ').fold(Bitboard::EMPTY, |b, name| {
        let bytes = name.as_bytes();
        let square =
            (bytes[1] - b'1') as usize * 8 + (bytes[0] - b'a') as usize;
        b | Bitboard::from_square(square)
    })
}

/// The letters of the pawns only (and nothing else), for the pawn figures.
fn pawn_letters(mut d: Diagram, pos: &Position) -> Diagram {
    for (color, letter) in [(Color::White, "P"), (Color::Black, "p")] {
        for s in pos.pieces(color, Piece::Pawn) {
            d = d.cell_text(s as u32, letter);
        }
    }
    d
}

fn layer(d: Diagram, name: &str, b: Bitboard) -> Diagram {
    d.layer(name, u128::from(b.0))
}

#[test]
fn passed_pawns_from_the_enemy_spans() {
    let pos = Position::from_fen(STRUCTURE).unwrap();
    let black = pos.pieces(Color::Black, Piece::Pawn);
    let white = pos.pieces(Color::White, Piece::Pawn);
    assert_eq!(black, squares("a5 d5 e4 f7 g7 h7"));
    let spans = front_spans(Color::Black, black);
    // every square below a Black pawn, whatever stands there (d4 holds a
    // White pawn)
    let below = |file: &str, from: u8| {
        (1..=from)
            .map(|rank| format!("{file}{rank}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let expected = [("a", 4), ("d", 4), ("e", 3), ("f", 6), ("g", 6), ("h", 6)]
        .map(|(file, from)| below(file, from))
        .join(" ");
    assert_eq!(spans, squares(&expected));
    let stops = spans | beside(spans);
    assert_eq!(passed(&pos, Color::White), squares("b5"));
    assert_eq!(white & !stops, squares("b5"));
    let d = [
        pawn_letters(chess_board("Black's pawns"), &pos)
            .layer("p Black's pawn", u128::from(black.0)),
        pawn_letters(
            chess_board("their front spans").arrow("south fill of ≫ 8"),
            &pos,
        )
        .layer("s front span", u128::from(spans.0)),
        pawn_letters(
            chess_board("with the files beside").arrow("| beside"),
            &pos,
        )
        .layer("s front span", u128::from(spans.0))
        .layer("n file beside", u128::from((beside(spans) & !spans).0)),
        pawn_letters(
            chess_board("White's pawns outside").arrow("White & ¬"),
            &pos,
        )
        .layer("P passed", u128::from((white & !stops).0))
        .layer("x stopped", u128::from((white & stops).0)),
    ];
    insta::assert_snapshot!("passed", Diagram::many_to_toml(&d));
}

#[test]
fn isolated_doubled_and_backward_pawns() {
    let pos = Position::from_fen(STRUCTURE).unwrap();
    let white = pos.pieces(Color::White, Piece::Pawn);
    let black = pos.pieces(Color::Black, Piece::Pawn);
    // isolated: outside the files beside the file fill of their own side
    let white_beside = beside(file_fill(white));
    assert_eq!(isolated(&pos, Color::White), squares("b5 h3"));
    assert_eq!(isolated(&pos, Color::Black), squares("a5"));
    assert_eq!(white & !white_beside, squares("b5 h3"));
    // doubled: inside the front spans of their own side
    let white_spans = front_spans(Color::White, white);
    assert_eq!(doubled(&pos, Color::White), squares("f4"));
    assert!(doubled(&pos, Color::Black).is_empty());
    // backward: the stop square attacked, never defended
    let stops = white << 8;
    let attacked = pawn_attacks_all(Color::Black, black);
    let ever = north_fill(pawn_attacks_all(Color::White, white));
    assert_eq!(stops & attacked & !ever, squares("f3"));
    assert_eq!(backward(&pos, Color::White), squares("f2"));
    assert_eq!(backward(&pos, Color::Black), squares("d5"));
    let d = [
        layer(
            layer(
                pawn_letters(chess_board("isolated"), &pos),
                "i isolated",
                isolated(&pos, Color::White) | isolated(&pos, Color::Black),
            ),
            "n beside White's files",
            white_beside,
        ),
        layer(
            layer(
                pawn_letters(chess_board("doubled"), &pos),
                "d doubled",
                doubled(&pos, Color::White),
            ),
            "s White's front spans",
            white_spans,
        ),
        layer(
            layer(
                layer(
                    pawn_letters(chess_board("backward"), &pos),
                    "k backward",
                    backward(&pos, Color::White) | backward(&pos, Color::Black),
                ),
                "x stop attacked",
                stops & attacked,
            ),
            "e ever defended",
            ever & !(stops & attacked),
        ),
    ];
    insta::assert_snapshot!("pawn_structure", Diagram::many_to_toml(&d));
}

#[test]
fn rooks_on_open_and_half_open_files() {
    let pos = Position::from_fen(STRUCTURE).unwrap();
    let open = open_files(&pos);
    let white_half = half_open_files(&pos, Color::White);
    let black_half = half_open_files(&pos, Color::Black);
    assert_eq!(open & Bitboard(0xFF), squares("c1"));
    assert_eq!(white_half & Bitboard(0xFF), squares("a1 g1"));
    assert_eq!(black_half & Bitboard(0xFF), squares("b1"));
    // White's rooks on a1 (half-open) and c1 (open); Black's on a8 and f8
    // stand on files with their own pawns
    let rooks = pos.pieces(Color::White, Piece::Rook);
    assert_eq!(rooks & open, squares("c1"));
    assert_eq!(rooks & white_half, squares("a1"));
    assert!(
        (pos.pieces(Color::Black, Piece::Rook) & (open | black_half))
            .is_empty()
    );
    let d = letters(chess_board("Open and half-open files"), &pos);
    let d = layer(
        layer(
            layer(d, "o open", open),
            "w half-open for White",
            white_half,
        ),
        "b half-open for Black",
        black_half,
    );
    insta::assert_snapshot!("files", d.to_toml());
}

#[test]
fn mobility_of_a_queen_and_a_knight() {
    let pos = Position::from_fen(STRUCTURE).unwrap();
    let occupied = pos.occupied();
    let queen = squares("b2").lowest();
    let knight = squares("b6").lowest();
    let white_area = mobility_area(&pos, Color::White);
    let black_area = mobility_area(&pos, Color::Black);
    let q = attacks(Piece::Queen, queen, occupied);
    let n = attacks(Piece::Knight, knight, occupied);
    assert_eq!(q & white_area, squares("b1 a2 c2 d2 a3 b3 c3"));
    assert_eq!(q & !white_area, squares("a1 c1 e2 b4 b5 d4"));
    assert_eq!(n & black_area, squares("a4 c4 c8 d7"));
    assert_eq!(n & !black_area, squares("a8 d5"));
    let d = [
        layer(
            layer(
                letters(chess_board("White's queen: 7 squares"), &pos),
                "m counted",
                q & white_area,
            ),
            "x not counted",
            q & !white_area,
        )
        .highlight(1 << queen),
        layer(
            layer(
                letters(chess_board("Black's knight: 4 squares"), &pos),
                "m counted",
                n & black_area,
            ),
            "x not counted",
            n & !black_area,
        )
        .highlight(1 << knight),
    ];
    insta::assert_snapshot!("mobility", Diagram::many_to_toml(&d));
}

#[test]
fn attacks_on_the_kings_zone() {
    let pos = Position::from_fen(ATTACK).unwrap();
    let zone = king_zone(&pos, Color::Black);
    assert_eq!(zone, squares("f8 g8 h8 f7 g7 h7"));
    let occupied = pos.occupied();
    let queen = attacks(Piece::Queen, squares("h4").lowest(), occupied) & zone;
    let knight =
        attacks(Piece::Knight, squares("g5").lowest(), occupied) & zone;
    assert_eq!(queen, squares("h7 h8"));
    assert_eq!(knight, squares("f7 h7"));
    // no other White piece reaches the zone
    let mut others = Bitboard::EMPTY;
    for piece in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
        for s in pos.pieces(Color::White, piece) {
            if s != squares("h4").lowest() && s != squares("g5").lowest() {
                others |= attacks(piece, s, occupied) & zone;
            }
        }
    }
    assert!(others.is_empty());
    let mut d = letters(
        chess_board("The zone around g8 and the attacks on it"),
        &pos,
    );
    d = layer(
        layer(d, "a attacked", queen | knight),
        "z zone",
        zone & !(queen | knight),
    );
    for s in (queen | knight).iter() {
        let hits = (queen.contains(s) as u32) + (knight.contains(s) as u32);
        if pos.piece_at(s).is_none() {
            d = d.cell_text(s as u32, &format!("×{hits}"));
        }
    }
    insta::assert_snapshot!("king_zone", d.to_toml());
}
