//! The board the evaluation's explorer starts from, and the numbers it
//! evaluates with: the explorer reads the position and every weight (PeSTO's
//! material and tables, the phase weights, the tuned weights, the mobility
//! centres) from the diagram's data, which this test writes from the
//! listing's own constants, and computes each term itself
//! (theme/explorers/chess-eval.js).

use book_diagrams::Diagram;
use ch08_chess::position::Position;
use ch08_chess::types::Color;
use ch09_chess_player::eval::{Pair, PHASE_WEIGHTS};
use ch09_chess_player::eval_material::VALUES;
use ch09_chess_player::eval_mobility::CENTRE;
use ch09_chess_player::eval_pawns::passed;
use ch09_chess_player::eval_tables::TABLES;
use ch09_chess_player::eval_weights::WEIGHTS;

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The explorer's first position: the figures' position, Black to move.
const FEN: &str = "r2q1rk1/5ppp/1n6/pP1p4/3PpP2/4P2P/1Q2BP2/R1R3K1 b - - 1 24";

fn pairs(list: &[Pair]) -> String {
    let items: Vec<String> =
        list.iter().map(|p| format!("{}:{}", p.mg, p.eg)).collect();
    items.join(",")
}

fn numbers(list: &[i32]) -> String {
    let items: Vec<String> = list.iter().map(|n| n.to_string()).collect();
    items.join(",")
}

/// Every number the evaluation uses, as `name=values` fields joined by `;`:
/// pairs as `mg:eg`, each table in its printed order (a8 first).
fn weights_data() -> String {
    let w = WEIGHTS;
    let mut fields = vec![
        format!("material={}", pairs(&VALUES)),
        format!("phase={}", numbers(&PHASE_WEIGHTS)),
    ];
    for (letter, (mg, eg)) in "pnbrqk".chars().zip(TABLES) {
        let table: Vec<Pair> =
            (0..64).map(|i| Pair::new(mg[i], eg[i])).collect();
        fields.push(format!("table.{letter}={}", pairs(&table)));
    }
    fields.extend([
        format!("passed={}", pairs(&w.passed)),
        format!("isolated={}", pairs(&[w.isolated])),
        format!("doubled={}", pairs(&[w.doubled])),
        format!("backward={}", pairs(&[w.backward])),
        format!("rook_open={}", pairs(&[w.rook_open])),
        format!("rook_half_open={}", pairs(&[w.rook_half_open])),
        format!("bishop_pair={}", pairs(&[w.bishop_pair])),
        format!("mobility={}", pairs(&w.mobility)),
        format!("king_attack={}", pairs(&w.king_attack)),
        format!("centre={}", numbers(&CENTRE)),
    ]);
    fields.join(";")
}

#[test]
fn the_evaluation_explorer() {
    let pos = Position::from_fen(FEN).unwrap();
    assert_eq!(pos.to_fen(), FEN);
    let white = passed(&pos, Color::White);
    let black = passed(&pos, Color::Black);
    assert_eq!((white.0, black.0), (1 << 33, 1 << 32)); // b5 and a5
    let mut d = Diagram::grid(
        "The explorer's first position, Black to move: the masks of the passed pawns \
         (W White's, B Black's); pick another term to see its masks",
        8,
        8,
        |x, y| Some((7 - y) * 8 + x),
    )
    .labels(&FILES, &RANKS)
    .layer("W White's", white.0.into())
    .layer("B Black's", black.0.into())
    .explorer("chess-eval")
    .explorer_data(&format!("fen={FEN};{}", weights_data()));
    for s in pos.occupied() {
        if let Some((color, piece)) = pos.piece_at(s) {
            let letter = match color {
                Color::White => piece.letter().to_ascii_uppercase(),
                Color::Black => piece.letter(),
            };
            d = d.cell_text(s as u32, &letter.to_string());
        }
    }
    insta::assert_snapshot!("eval_explorer", d.to_toml());
}
