//! Figures of the appendices that code computes rather than measures: the
//! bytes each game's position takes, as a bitboard and as an array.

use std::fmt::Write as _;
use std::mem::size_of;

/// One row: the game, what the compared forms hold, and their sizes.
struct Row {
    game: &'static str,
    what: &'static str,
    bitboard: usize,
    array: usize,
}

fn rows() -> Vec<Row> {
    vec![
        Row {
            game: "Tic-tac-toe (chapter 2)",
            what: "a position: the cells and the player to move",
            bitboard: size_of::<ch02_neighbours::tictactoe::State>(),
            array: size_of::<ch02_neighbours::array::ArrayState>(),
        },
        Row {
            game: "Connect Four (chapter 3)",
            what: "the discs and the moves played (`Position`; the array: 6 × 7 `Option<Player>`, cells only)",
            bitboard: size_of::<ch03_connect_four::position::Position>(),
            array: size_of::<[[Option<ch03_connect_four::game::Player>; 6]; 7]>(),
        },
        Row {
            game: "Peg solitaire (chapter 4)",
            what: "the pegs (the array: 7 × 7 `bool`, the pegs only)",
            bitboard: size_of::<ch04_peg_solitaire::board::Board>(),
            array: size_of::<[[bool; 7]; 7]>(),
        },
        Row {
            game: "Isolation (chapter 5)",
            what: "a position: open cells, knights, plies",
            bitboard: size_of::<ch05_isolation::isolation::Isolation>(),
            array: size_of::<ch05_isolation::array::ArrayIsolation>(),
        },
        Row {
            game: "Tak (chapter 6)",
            what: "the road squares of one player, 6 × 6 (`Vec<bool>`: header and 36 flags)",
            bitboard: size_of::<ch06_tak::geometry::Bitboard>(),
            array: size_of::<Vec<bool>>() + 36 * size_of::<bool>(),
        },
    ]
}

/// The rows as the Markdown table the speed appendix includes.
fn table(rows: &[Row]) -> String {
    let mut text = String::from(
        "| game | what is stored | bitboard | array | array ÷ bitboard |\n\
         |---|---|---:|---:|---:|\n",
    );
    for row in rows {
        let ratio = row.array as f64 / row.bitboard as f64;
        let _ = writeln!(
            text,
            "| {} | {} | {} bytes | {} bytes | {ratio:.1} × |",
            row.game, row.what, row.bitboard, row.array
        );
    }
    text
}

#[test]
fn bytes_per_position() {
    let rows = rows();
    assert!(rows.iter().all(|row| row.bitboard > 0 && row.array > 0));
    insta::assert_snapshot!("bytes_per_position", table(&rows));
}
