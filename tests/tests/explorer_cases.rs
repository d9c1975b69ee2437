//! Cases computed by the Rust listings, which the explorers' JavaScript must
//! reproduce: `tests/browser/logic-checks.js` runs the logic of `theme/explorers/`
//! on every case of this test's snapshot, under `cargo test` (`tests/explorer_logic.rs`)
//! and under Node (`tests/browser/logic.test.mjs`). The JSON is pretty-printed, so
//! that a change of the listings shows in the snapshot's diff case by case.

use ch01_cells::cells::{clear_cell, get_cell, set_cell, toggle_cell};
use ch02_neighbours::cells::Grid;
use ch02_neighbours::shifts::{shift_board, shift_wrapping, Direction};
use ch03_connect_four::game::{Game, MoveError, Player};
use ch03_connect_four::position::Position;
use ch04_peg_solitaire::board::START;
use ch04_peg_solitaire::direction::Direction as Jump;
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{jumps, legal_moves, play, Order};
use ch05_isolation::isolation::Isolation;
use ch05_isolation::random::{random_action, Rng};
use ch06_tak::geometry::{square_name, Direction as Way};
use ch06_tak::movegen::{count_moves, legal_moves as tak_moves, room};
use ch06_tak::position::{Move, Position as Tak};
use ch06_tak::ptn::move_to_ptn;
use ch06_tak::rules::IllegalMove;
use ch06_tak::slides::{count_fitting, drops_from_bits, flattening_count, unpack};
use ch06_tak::symmetry::Symmetry;
use ch06_tak::zobrist::canonical;
use ch07_rays::magic::{magic_tables, MagicTables};
use ch07_rays::squares::{parse_square, square_name as chess_square};
use ch07_rays::walk::{bishop_attacks_walk, queen_attacks_walk, rook_attacks_walk};
use ch08_chess::fen::FenError;
use ch08_chess::movegen::{check_mask, checkers, legal_moves as chess_moves, pin_rays, pinned};
use ch08_chess::position::Position as ChessPosition;
use ch08_chess::types::{Color as ChessColor, Piece as ChessPiece};
use ch09_chess_player::eval::{evaluate, phase, taper, terms_sum, Pair, PHASE_WEIGHTS, TERMS};
use ch09_chess_player::eval_king::king_zone;
use ch09_chess_player::eval_material::VALUES;
use ch09_chess_player::eval_mobility::{attacks as piece_attacks, mobility_area, CENTRE, MOBILE};
use ch09_chess_player::eval_pawns::{backward, doubled, isolated, passed};
use ch09_chess_player::eval_pieces::{half_open_files, has_bishop_pair, open_files};
use ch09_chess_player::eval_tables::{entry, TABLES};
use ch09_chess_player::eval_weights::WEIGHTS;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Small reproducible pseudo-random numbers (xorshift).
fn numbers(seed: u64) -> impl Iterator<Item = u64> {
    let mut state = seed | 1;
    std::iter::repeat_with(move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    })
}

fn cell_cases() -> Vec<Value> {
    numbers(1)
        .take(50)
        .map(|n| {
            let (board, bit) = (n >> 6, (n % 64) as u32);
            let cell = 1u64 << bit;
            json!({
                "board": board.to_string(),
                "bit": bit,
                "get": get_cell(board, cell),
                "set": set_cell(board, cell).to_string(),
                "clear": clear_cell(board, cell).to_string(),
                "toggle": toggle_cell(board, cell).to_string(),
            })
        })
        .collect()
}

fn shift_cases() -> Vec<Value> {
    let mut cases = Vec::new();
    for (i, n) in numbers(2).take(200).enumerate() {
        let width = 1 + (n % 8) as u32;
        let height = 1 + ((n >> 8) % (64 / width as u64).min(8)) as u32;
        let grid = Grid::new(width, height).unwrap();
        let board = (n >> 16) & grid.full();
        let direction = Direction::ALL[i % 8];
        let (dx, dy) = direction.offset();
        cases.push(json!({
            "width": width,
            "height": height,
            "board": board.to_string(),
            "dx": dx,
            "dy": dy,
            "wrapping": shift_wrapping(board, grid, direction).to_string(),
            "masked": shift_board(board, grid, direction).to_string(),
        }));
    }
    cases
}

fn isolation_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut rng = Rng::new(seed);
            let mut state = Isolation::new();
            let mut actions = Vec::new();
            let mut positions = Vec::new();
            while !state.terminal_test() {
                let action = random_action(&state, &mut rng).unwrap();
                actions.push(action);
                state = state.result(action).unwrap();
                let sign = |u: f64| {
                    if u > 0.0 {
                        1
                    } else if u < 0.0 {
                        -1
                    } else {
                        0
                    }
                };
                let utility = [sign(state.utility(0)), sign(state.utility(1))];
                positions.push(json!({
                    "board": state.board().to_string(),
                    "locs": state.locs(),
                    "actions": state.actions(),
                    "terminal": state.terminal_test(),
                    "utility": utility,
                }));
            }
            json!({ "actions": actions, "positions": positions })
        })
        .collect()
}

/// Random Connect Four games to the end; after each move, both players'
/// discs (chapter 3's `Game`) and the two-bitboard numbers (`Position`).
fn connect_four_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut random = numbers(seed);
            let mut game = Game::new();
            let mut position = Position::new();
            let mut positions = Vec::new();
            while !game.legal_columns().is_empty() {
                let legal = game.legal_columns();
                let column = legal[(random.next().unwrap() % legal.len() as u64) as usize];
                game.make_move(column).unwrap();
                position = position.play(column);
                let won = game.winner().is_some();
                positions.push(json!({
                    "boards": [
                        game.board(Player::Red).to_string(),
                        game.board(Player::Yellow).to_string(),
                    ],
                    "mask": position.mask().to_string(),
                    "key": position.key().to_string(),
                    // A won game has no moves left, as `legal_columns` says.
                    "possible": if won { 0 } else { position.possible() }.to_string(),
                    "winner": game.winner().map(Player::index),
                }));
            }
            let refused = game.make_move(game.moves()[0]).unwrap_err();
            json!({
                "moves": game.moves(),
                "positions": positions,
                "refused": refused.to_string(),
            })
        })
        .collect()
}

/// Random peg-solitaire games from the start until no jump is left: the
/// jumps of each direction at once (chapter 4's `jumps`) and each jump made.
fn peg_solitaire_cases() -> Vec<Value> {
    (1..=20)
        .map(|seed| {
            let mut random = numbers(100 + seed);
            let mut pegs = START;
            let mut steps = Vec::new();
            loop {
                let starts = Jump::ALL
                    .map(|d| jumps(pegs, ENGLISH_GEOMETRY.starts[d.index()], d).to_string());
                let moves = legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex);
                if moves.is_empty() {
                    steps.push(json!({ "pegs": pegs.to_string(), "starts": starts }));
                    break;
                }
                let m = moves[(random.next().unwrap() % moves.len() as u64) as usize];
                steps.push(json!({
                    "pegs": pegs.to_string(),
                    "starts": starts,
                    "from": m.from,
                    "to": m.to(),
                }));
                pegs = play(pegs, m);
            }
            json!(steps)
        })
        .collect()
}

/// Tak positions in TPS for the Tak explorer: the chapter's middle game, tall
/// stacks with capstones facing walls on 5 × 5 and 6 × 6, a 7 × 7 board, the
/// opening and a finished game.
const TAK_POSITIONS: [&str; 6] = [
    "x5/x2,2S,x2/x2,121,x2/x5/x5 1 4",
    "x6/x,2S,x4/x2,12,x3/x,21212121C,x2,2S,x/x3,221S,x2/2C,x5 1 12",
    "x5/x5/x,1S,1212122C,1C,x/x5/x5 2 10",
    "x7/x2,2,x4/x,12,x,21S,x3/x3,1C,x,2C,x/x2,1,x,12,x2/x7/x6,2 1 9",
    "x5/x5/x5/x5/x4,2 2 1",
    "x3/1,1,1/2,2,x 2 4",
];

/// Malformed TPS, one for each reason the listing refuses one.
const TAK_ERRORS: [&str; 14] = [
    "",
    "x5/x5/x5/x5/x5 1",
    "x5/x5 1 1",
    "xa,x4/x5/x5/x5/x5 1 1",
    "x5,1/x5/x5/x5/x5 1 1",
    "x4/x5/x5/x5/x5 1 1",
    "x5/x5/x2,3,x2/x5/x5 1 2",
    "x5/x5/x2,12SC,x2/x5/x5 1 2",
    "x5/x5/x2,,x2/x5/x5 1 2",
    "x5/x5/x2,1C,x2/x5/1C,x4 1 3",
    "x5/x5/x5/x5/x5 3 1",
    "x5/x5/x5/x5/x5 1 0",
    "x5/x5/x5/x5/x5 1 one",
    "x5/x5/x5/x5/x5 1 40000",
];

/// Malformed TPS that the explorer must answer with a short message: a value
/// of 10,000 characters in each field the listing quotes (a move number, a
/// player, a stack, a run of empty squares: it quotes their start and says how
/// long they are), and a wrong number of fields (four; and markup, whose three
/// fields are all wrong).
fn tak_long_errors() -> Vec<String> {
    let long = |c: &str| c.repeat(10_000);
    vec![
        format!("x5/x5/x5/x5/x5 1 {}", long("9")),
        format!("x5/x5/x5/x5/x5 {} 1", long("3")),
        format!("x5/x5/x2,{},x2/x5/x5 1 2", long("a")),
        format!("x5/x5/x{}/x5/x5 1 1", long("9")),
        "x5/x5/x5/x5/x5 1 1 1".to_string(),
        "<img src=x onerror=alert(1)>".to_string(),
    ]
}

/// A slide as the explorer writes it: its PTN, its gap bits (the `k − 1`
/// bits that `drops_from_bits` turns into its drops), its drops and its
/// packed form.
fn slide_text(mv: Move, size: usize) -> String {
    let Move::Slide { pickup, drops, .. } = mv else {
        panic!("not a slide: {mv:?}");
    };
    let k = u32::from(pickup);
    let list = unpack(drops);
    let bits = (0..1u32 << (k - 1))
        .find(|&bits| drops_from_bits(bits, k) == list)
        .expect("every slide has its gap bits");
    let gaps = if k == 1 {
        "none".to_string()
    } else {
        format!("{bits:0width$b}", width = (k - 1) as usize)
    };
    let stones = if k == 1 { "stone" } else { "stones" };
    format!(
        "{}: {k} {stones}, gaps {gaps}, drops {list:?} → {drops:#x}",
        move_to_ptn(mv, size)
    )
}

fn hex(hashes: [u64; 8]) -> Vec<String> {
    hashes.iter().map(|h| format!("{h:#018x}")).collect()
}

/// The slides of one square, direction by direction (with the room ahead,
/// what stops it, the carry and the count by the chapter's formulas), or
/// why the square's stack cannot move, as `play` says it.
fn tak_square(p: &Tak, sq: usize, moves: &[Move]) -> Value {
    let size = p.size();
    let probe = Move::Slide {
        from: sq as u8,
        direction: Way::Up,
        pickup: 1,
        drops: 1,
    };
    // Whose stack it is comes first; where the probe would land does not matter.
    if let Err(
        refused @ (IllegalMove::GameOver(_)
        | IllegalMove::SlideInOpening
        | IllegalMove::NotYours(_)),
    ) = p.play(probe)
    {
        return json!(refused.to_string());
    }
    let carry = p.stack(sq).1.min(size);
    let cap_on_top = p.caps() >> sq & 1 == 1;
    let directions: Vec<Value> = Way::ALL
        .into_iter()
        .map(|way| {
            let (free, wall) = room(p, sq, way);
            let mut end = sq;
            for _ in 0..free {
                end = way.next(size, end).unwrap();
            }
            let blocker = match (way.next(size, end), wall) {
                (None, _) => "the edge",
                (Some(_), true) => "a wall",
                (Some(_), false) => "a capstone",
            };
            let count: usize = (1..=carry)
                .map(|k| {
                    count_fitting(k, free)
                        + if cap_on_top && wall {
                            flattening_count(k, free)
                        } else {
                            0
                        }
                })
                .sum();
            let slides: Vec<String> = moves
                .iter()
                .filter(|m| {
                    matches!(m, Move::Slide { from, direction, .. }
                    if *from as usize == sq && *direction == way)
                })
                .map(|&m| slide_text(m, size))
                .collect();
            json!({
                "direction": way.symbol().to_string(),
                "room": free,
                "blocker": blocker,
                "carry": carry,
                "count": count,
                "slides": slides,
            })
        })
        .collect();
    json!(directions)
}

/// Tak positions read from TPS: their eight hashes, their eight images, the
/// number of legal moves, and every square's slides; then malformed TPS, each
/// with the listing's message.
fn tak_cases() -> Vec<Value> {
    let positions: Vec<Value> = TAK_POSITIONS
        .iter()
        .map(|tps| {
            let p = Tak::from_tps(tps).unwrap();
            let size = p.size();
            let moves = tak_moves(&p);
            let images: Vec<Value> = Symmetry::ALL
                .into_iter()
                .map(|s| {
                    let image = p.transformed(s);
                    json!({
                        "symmetry": format!("{s:?}"),
                        "tps": image.to_tps(),
                        "hashes": hex(image.hashes()),
                    })
                })
                .collect();
            let (symmetry, smallest) = canonical(&p.hashes());
            let squares: serde_json::Map<String, Value> = (0..size * size)
                .map(|sq| (square_name(size, sq), tak_square(&p, sq, &moves)))
                .collect();
            json!({
                "tps": tps,
                "written": p.to_tps(),
                "outcome": p.outcome().map(|o| format!("{o:?}")),
                "moves": count_moves(&p),
                "hashes": hex(p.hashes()),
                "smallest": format!("{symmetry:?} {smallest:#018x}"),
                "images": images,
                "squares": squares,
            })
        })
        .collect();
    let inputs: Vec<String> = TAK_ERRORS
        .iter()
        .map(|tps| tps.to_string())
        .chain(tak_long_errors())
        .collect();
    let errors: Vec<Value> = inputs
        .iter()
        .map(|tps| {
            let error = Tak::from_tps(tps).unwrap_err();
            json!({ "tps": tps, "error": error.to_string() })
        })
        .collect();
    positions.into_iter().chain(errors).collect()
}

/// The squares of the rays cases: the four corners, centre squares, and
/// squares on an edge.
const RAYS_SQUARES: [&str; 8] = ["a1", "h1", "a8", "h8", "e4", "d5", "a5", "g2"];

/// The magic numbers and shifts as the rays explorer reads them from its
/// diagram (`listings/ch07-rays/tests/explorer.rs` writes the same): `rook=`,
/// each square's `hex:shift` from a1 to h8, then `;bishop=`.
fn rays_magics(tables: &MagicTables) -> String {
    let rook: Vec<String> = (0..64)
        .map(|sq| format!("{:016x}:{}", tables.rook(sq).magic, tables.rook(sq).shift))
        .collect();
    let bishop: Vec<String> = (0..64)
        .map(|sq| {
            format!(
                "{:016x}:{}",
                tables.bishop(sq).magic,
                tables.bishop(sq).shift
            )
        })
        .collect();
    format!("rook={};bishop={}", rook.join(","), bishop.join(","))
}

/// What an occupancy typed into the rays explorer means: hex digits after an
/// optional `0x`, `_` allowed between them, read by Rust's own `from_str_radix`;
/// `Err` says why it is refused (an empty field, not hex, over 64 bits).
fn typed_occupancy(text: &str) -> Result<u64, &'static str> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err("empty");
    }
    let digits = trimmed
        .strip_prefix("0x")
        .or_else(|| trimmed.strip_prefix("0X"))
        .unwrap_or(trimmed)
        .replace('_', "");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("not hex");
    }
    u64::from_str_radix(&digits, 16).map_err(|_| "over 64 bits")
}

/// Occupancies typed into the rays explorer, good and bad.
const TYPED: [&str; 12] = [
    "0x0000001000100000",
    "1000100000",
    "0xFFFF_FFFF_FFFF_FFFF",
    "0x00000000000000000001",
    "0x10000000000000000",
    "ffffffffffffffffff",
    "",
    "0x",
    "zz",
    "-1",
    "0x12 34",
    "e4",
];

/// A slider's attacks from a square, given the occupied squares.
type Attacks = fn(usize, u64) -> u64;

/// The rays explorer's cases: first the magic numbers and shifts (as its
/// diagram carries them), then, for each piece, squares (corners, edges,
/// centre) on an empty board, a full one, the chapter's example and random
/// boards: the attacks by walking, and each slider's look-up (its magic and
/// shift, mask, masked occupancy, index and the table's entry); then typed
/// occupancies, read or refused.
fn rays_cases() -> Vec<Value> {
    let tables = magic_tables();
    let mut cases = vec![json!({ "magics": rays_magics(tables) })];
    let mut random = numbers(7);
    let pieces: [(&str, Attacks, &[&str]); 3] = [
        ("rook", rook_attacks_walk, &["rook"]),
        ("bishop", bishop_attacks_walk, &["bishop"]),
        ("queen", queen_attacks_walk, &["rook", "bishop"]),
    ];
    for (piece, walk, sliders) in pieces {
        for name in RAYS_SQUARES {
            let sq = parse_square(name).unwrap();
            let mut dense = || random.next().unwrap();
            let sparse = dense() & dense() & dense();
            let boards = [
                0,
                u64::MAX,
                0x0000_0010_0010_0000,
                sparse,
                dense() & dense(),
            ];
            for occupied in boards {
                let lookups: Vec<Value> = sliders
                    .iter()
                    .map(|&slider| {
                        let (magic, attacks) = if slider == "rook" {
                            (tables.rook(sq), tables.rook_attacks(sq, occupied))
                        } else {
                            (tables.bishop(sq), tables.bishop_attacks(sq, occupied))
                        };
                        json!({
                            "slider": slider,
                            "magic": format!("{:#018x}", magic.magic),
                            "shift": magic.shift,
                            "mask": format!("{:#018x}", magic.mask),
                            "masked": format!("{:#018x}", occupied & magic.mask),
                            "index": magic.index(occupied),
                            "attacks": format!("{attacks:#018x}"),
                        })
                    })
                    .collect();
                cases.push(json!({
                    "piece": piece,
                    "square": chess_square(sq),
                    "occupied": format!("{occupied:#018x}"),
                    "attacks": format!("{:#018x}", walk(sq, occupied)),
                    "lookups": lookups,
                }));
            }
        }
    }
    // An empty field, and 10,000 characters that are too many bits or not hex.
    let long = ["   ".to_string(), "f".repeat(10_000), "z".repeat(10_000)];
    for text in TYPED.iter().map(|t| t.to_string()).chain(long) {
        let read = typed_occupancy(&text);
        cases.push(json!({
            "typed": text,
            "value": read.ok().map(|v| format!("{v:#018x}")),
            "error": read.err(),
        }));
    }
    cases
}

#[test]
fn the_rays_cases_agree_with_walking_and_the_diagram() {
    // Each look-up's table entry is what walking gives, a queen's is the
    // union of both, and the explorer's diagram carries the same numbers.
    let cases = rays_cases();
    for case in &cases[1..] {
        let Some(lookups) = case["lookups"].as_array() else {
            continue; // a typed occupancy
        };
        let entries: Vec<u64> = lookups
            .iter()
            .map(|l| u64::from_str_radix(&l["attacks"].as_str().unwrap()[2..], 16).unwrap())
            .collect();
        let union = format!("{:#018x}", entries.iter().fold(0, |a, b| a | b));
        assert_eq!(case["attacks"], json!(union), "{case}");
    }
    let snapshot = "../listings/ch07-rays/tests/snapshots/explorer__rays_explorer.snap";
    let diagram =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(snapshot))
            .unwrap();
    let magics = cases[0]["magics"].as_str().unwrap();
    assert!(
        diagram.contains(&format!("explorer_data = \"{magics}\"\n")),
        "the rays explorer's diagram carries other magic numbers than the cases"
    );
    assert_eq!(typed_occupancy("0x10000000000000000"), Err("over 64 bits"));
    assert_eq!(typed_occupancy("0x_1f"), Ok(0x1f));
    assert_eq!(typed_occupancy(" "), Err("empty"));
    assert_eq!(typed_occupancy("0x"), Err("not hex"));
}

#[test]
fn the_tak_cases_count_every_slide_listed() {
    // The formula's count is the number of slides listed, direction by direction.
    for position in tak_cases() {
        let Some(squares) = position["squares"].as_object() else {
            continue; // a malformed TPS
        };
        for (name, square) in squares {
            for direction in square.as_array().into_iter().flatten() {
                let listed = direction["slides"].as_array().unwrap().len();
                assert_eq!(direction["count"], json!(listed), "{name}: {direction}");
            }
        }
    }
}

#[test]
fn the_error_messages_the_explorers_repeat() {
    assert_eq!(MoveError::ColumnFull(0).to_string(), "column 1 is full");
    assert_eq!(MoveError::GameOver.to_string(), "the game is already won");
    // A long bad value is quoted by its first 40 characters and its length.
    let long = Tak::from_tps(&format!("x5/x5/x5/x5/x5 1 {}", "9".repeat(10_000)))
        .unwrap_err()
        .to_string();
    assert_eq!(
        long,
        format!(
            "the move number is a number from 1 to 32768, not `{}…` (10000 characters)",
            "9".repeat(40)
        )
    );
    let long = ChessPosition::from_fen(&format!("4k3/8/8/8/8/8/8/4K3 {} - - 0 1", "é".repeat(50)))
        .unwrap_err()
        .to_string();
    assert_eq!(
        long,
        format!(
            "FEN side to move field: `{}…` (50 characters) is not `w` or `b`",
            "é".repeat(40)
        )
    );
}

/// The Chess Programming Wiki's six perft positions
/// (<https://www.chessprogramming.org/Perft_Results>).
const CHESS_PERFT: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// Positions chosen for one rule each: the explorer's own (a check, and a
/// knight pinned on the file); the en passant capture refused because taking
/// both pawns off the rank exposes the king to the rook, and allowed along a
/// diagonal pin; castling refused through an attacked square; promotions with
/// and without a capture; a double check; a checkmate and a stalemate.
const CHESS_POSITIONS: [&str; 9] = [
    "4r1k1/5ppp/8/q7/8/8/PPP1NPPP/RNBQKB1R w KQ - 0 1",
    "8/8/8/KPp4r/8/8/8/7k w - c6 0 2",
    "8/7k/8/8/3Pp3/8/8/1B4K1 b - d3 0 1",
    "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",
    "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",
    "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
];

/// Malformed FENs, at least one for each reason the listing refuses one.
const CHESS_ERRORS: [&str; 29] = [
    "",
    "8/8/8/8/8/8/8/8 w - - 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1",
    "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
    "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
    "8/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
    "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/pppppppp/qq2K3 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkK - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65536",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
    "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
    "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1",
    "4k3/8/8/3p4/8/8/8/r3K3 w - d6 0 1",
    "<img src=x onerror=alert(1)>",
];

/// Well-formed FENs written in unusual ways: castling rights out of order,
/// a `+` before a clock, the first four fields alone (as the published perft
/// positions are printed), a tab and a next-line character (Unicode white
/// space) between fields; and checks a move can give: a knight and a rook
/// (a discovered check), a rook uncovered by a double step.
const CHESS_UNUSUAL: [&str; 6] = [
    "r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - +3 +10",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    "4k3/8/8/8/8/8/8/4K3\tw\u{85}- - 0 1",
    "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1",
    "k7/r6K/8/3p4/8/8/8/8 w - d6 0 1",
];

/// Malformed FENs of 10,000 characters or more: too many ranks, and a long
/// value in each field the listing quotes (it quotes their start and says how
/// long they are); one in other scripts, and one that ends in a byte-order mark.
fn chess_long_errors() -> Vec<String> {
    let long = |c: &str| c.repeat(10_000);
    vec![
        format!("{} w - - 0 1", long("8/")),
        format!("4k3/8/8/8/8/8/8/4K3 w - - 0 {}", long("9")),
        format!("4k3/8/8/8/8/8/8/4K3 w - - {} 1", long("9")),
        format!("4k3/8/8/8/8/8/8/4K3 {} - - 0 1", long("w")),
        format!("r3k2r/8/8/8/8/8/8/R3K2R w {} - 0 1", long("K")),
        format!("4k3/8/8/8/8/8/8/4K3 w - {} 0 1", long("e3")),
        "♔♕♖♗/8/8/8/8/8/8/8 w - - 0 1".to_string(),
        // A byte-order mark is not white space: the field is `1\u{feff}`.
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1\u{feff}".to_string(),
    ]
}

/// One chess position as the explorer shows it: the FEN written back, the
/// legal moves in UCI (sorted), the checkers, the check mask, the pinned
/// pieces and each pin's ray (boards as decimal strings); or the listing's
/// message for a malformed FEN.
fn chess_case(fen: &str) -> Value {
    match ChessPosition::from_fen(fen) {
        Err(error) => json!({ "fen": fen, "ok": false, "error": error.to_string() }),
        Ok(p) => {
            let mut moves: Vec<String> = chess_moves(&p).iter().map(|m| m.to_string()).collect();
            moves.sort();
            let mut pins = pin_rays(&p);
            pins.sort_by_key(|&(square, _)| square);
            let pins: Vec<Value> = pins
                .into_iter()
                .map(|(square, ray)| json!([chess_square(square), ray.0.to_string()]))
                .collect();
            json!({
                "fen": fen,
                "ok": true,
                "written": p.to_fen(),
                "moves": moves,
                "checkers": checkers(&p).0.to_string(),
                "check_mask": check_mask(&p).0.to_string(),
                "pinned": pinned(&p).0.to_string(),
                "pin_rays": pins,
            })
        }
    }
}

/// What makes a position from a random game worth a case: the first
/// positions found in check, in double check, with a pin, with an en passant
/// capture, a castling or a promotion among its moves, mated or stalemated.
fn chess_features(p: &ChessPosition) -> Vec<&'static str> {
    let moves: Vec<String> = chess_moves(p).iter().map(|m| m.to_string()).collect();
    let ep = p.en_passant().map(chess_square);
    let mut found = Vec::new();
    match checkers(p).0.count_ones() {
        0 => {}
        1 => found.push("check"),
        _ => found.push("double check"),
    }
    if pinned(p).0 != 0 {
        found.push("pin");
    }
    if ep.is_some_and(|ep| moves.iter().any(|m| m[2..4] == ep)) {
        found.push("en passant");
    }
    if moves.iter().any(|m| m.len() == 5) {
        found.push("promotion");
    }
    let king = chess_square(p.king(p.side_to_move()));
    if moves.iter().any(|m| {
        m.starts_with(&king) && (m.as_bytes()[0] as i32 - m.as_bytes()[2] as i32).abs() == 2
    }) {
        found.push("castling");
    }
    if moves.is_empty() {
        found.push(if checkers(p).0 == 0 {
            "stalemate"
        } else {
            "checkmate"
        });
    }
    found
}

/// How many positions of each feature the random games give the cases.
const CHESS_WANTED: [(&str, usize); 8] = [
    ("check", 3),
    ("double check", 2),
    ("pin", 3),
    ("en passant", 2),
    ("promotion", 2),
    ("castling", 2),
    ("checkmate", 1),
    ("stalemate", 1),
];

/// Positions from random games (from the six perft positions, seeded
/// xorshift), one a game: the first after its tenth move with a feature
/// still wanted.
fn chess_random_positions() -> Vec<String> {
    let mut wanted: Vec<(&str, usize)> = CHESS_WANTED.to_vec();
    let mut fens = Vec::new();
    let mut random = numbers(8);
    for game in 0..400 {
        let mut p = ChessPosition::from_fen(CHESS_PERFT[game % CHESS_PERFT.len()]).unwrap();
        for ply in 0..300 {
            let wants = |feature: &str| wanted.iter().position(|&(f, n)| f == feature && n > 0);
            if let Some(i) = chess_features(&p)
                .into_iter()
                .find_map(wants)
                .filter(|_| ply >= 10)
            {
                wanted[i].1 -= 1;
                fens.push(p.to_fen());
                break;
            }
            let moves = chess_moves(&p);
            if moves.is_empty() || p.halfmove_clock() >= 100 {
                break;
            }
            p = p.play(moves[(random.next().unwrap() % moves.len() as u64) as usize]);
        }
        if wanted.iter().all(|&(_, n)| n == 0) {
            break;
        }
    }
    assert!(
        wanted.iter().all(|&(_, n)| n == 0),
        "the random games lack {wanted:?}"
    );
    fens
}

/// The chess explorer's cases: the six perft positions, positions chosen for
/// one rule each, FENs written in unusual ways, positions from random games,
/// then malformed FENs.
fn chess_cases() -> Vec<Value> {
    let fens: Vec<String> = CHESS_PERFT
        .iter()
        .chain(CHESS_POSITIONS.iter())
        .chain(CHESS_UNUSUAL.iter())
        .map(|f| f.to_string())
        .chain(chess_random_positions())
        .chain(CHESS_ERRORS.iter().map(|f| f.to_string()))
        .chain(chess_long_errors())
        .collect();
    fens.iter().map(|fen| chess_case(fen)).collect()
}

/// How many reasons `FenError` has to refuse a FEN: the arms of `fen_error_kind`.
const FEN_ERROR_KINDS: usize = 19;

/// The reason a FEN is refused, by the listing's `FenError` variant (the
/// match names every variant, so a new one must be added here, and a case
/// for it above).
fn fen_error_kind(error: &FenError) -> &'static str {
    match error {
        FenError::Fields(..) => "fields",
        FenError::Ranks(..) => "ranks",
        FenError::RankLength { .. } => "rank length",
        FenError::PieceLetter(..) => "piece letter",
        FenError::PawnOnLastRank(..) => "pawn on the last rank",
        FenError::Kings { .. } => "kings",
        FenError::Material(..) => "material",
        FenError::Side(..) => "side",
        FenError::Castling(..) => "castling",
        FenError::CastlingRight(..) => "castling right",
        FenError::EnPassant(..) => "en passant",
        FenError::EnPassantRank(..) => "en passant rank",
        FenError::EnPassantPawn(..) => "en passant pawn",
        FenError::Halfmove(..) => "halfmove",
        FenError::Fullmove(..) => "fullmove",
        FenError::OpponentInCheck(..) => "opponent in check",
        FenError::Checkers(..) => "checkers",
        FenError::DoubleCheck { .. } => "double check",
        FenError::EnPassantCheck(..) => "en passant check",
    }
}

#[test]
fn the_chess_cases_cover_every_rule_and_the_diagram() {
    let cases = chess_cases();
    // Each malformed FEN is refused, each with a message of one line, and
    // every reason the listing has is among them.
    let refused: Vec<&Value> = cases.iter().filter(|c| c["ok"] == json!(false)).collect();
    assert_eq!(
        refused.len(),
        CHESS_ERRORS.len() + chess_long_errors().len()
    );
    for case in &refused {
        let message = case["error"].as_str().unwrap();
        assert!(!message.contains('\n') && message.len() < 200, "{message}");
    }
    let reasons: BTreeSet<&str> = CHESS_ERRORS
        .iter()
        .map(|fen| fen_error_kind(&ChessPosition::from_fen(fen).unwrap_err()))
        .collect();
    assert_eq!(reasons.len(), FEN_ERROR_KINDS, "{reasons:?}");
    assert!(CHESS_UNUSUAL
        .iter()
        .all(|fen| ChessPosition::from_fen(fen).is_ok()));
    // The explorer's diagram starts from the first of the chosen positions.
    let snapshot = "../listings/ch08-chess/tests/snapshots/explorer__chess_explorer.snap";
    let diagram =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(snapshot))
            .unwrap();
    assert!(
        diagram.contains(&format!("explorer_data = \"{}\"\n", CHESS_POSITIONS[0])),
        "the chess explorer's diagram starts from another position than the cases' first chosen one"
    );
    // The en passant rank pin: b5c6 would leave the king to the rook on h5.
    let rank_pin = chess_case(CHESS_POSITIONS[1]);
    let moves = rank_pin["moves"].as_array().unwrap();
    assert!(!moves.contains(&json!("b5c6")) && moves.contains(&json!("b5b6")));
    // Along a diagonal pin, the en passant capture stays on the ray.
    let along = chess_case(CHESS_POSITIONS[2]);
    assert!(along["moves"].as_array().unwrap().contains(&json!("e4d3")));
}

/// Pairs as the evaluation explorer's data writes them: `mg:eg`, by commas.
fn eval_pairs(list: &[Pair]) -> String {
    let items: Vec<String> = list.iter().map(|p| format!("{}:{}", p.mg, p.eg)).collect();
    items.join(",")
}

/// Every number the evaluation uses, as the evaluation explorer reads them
/// (the listing's `tests/explorer.rs` writes the same fields after the FEN).
fn eval_weights_data() -> String {
    let w = WEIGHTS;
    let numbers = |list: &[i32]| {
        list.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut fields = vec![
        format!("material={}", eval_pairs(&VALUES)),
        format!("phase={}", numbers(&PHASE_WEIGHTS)),
    ];
    for (letter, (mg, eg)) in "pnbrqk".chars().zip(TABLES) {
        let table: Vec<Pair> = (0..64).map(|i| Pair::new(mg[i], eg[i])).collect();
        fields.push(format!("table.{letter}={}", eval_pairs(&table)));
    }
    fields.extend([
        format!("passed={}", eval_pairs(&w.passed)),
        format!("isolated={}", eval_pairs(&[w.isolated])),
        format!("doubled={}", eval_pairs(&[w.doubled])),
        format!("backward={}", eval_pairs(&[w.backward])),
        format!("rook_open={}", eval_pairs(&[w.rook_open])),
        format!("rook_half_open={}", eval_pairs(&[w.rook_half_open])),
        format!("bishop_pair={}", eval_pairs(&[w.bishop_pair])),
        format!("mobility={}", eval_pairs(&w.mobility)),
        format!("king_attack={}", eval_pairs(&w.king_attack)),
        format!("centre={}", numbers(&CENTRE)),
    ]);
    fields.join(";")
}

/// Positions for the evaluation explorer: the chapter's two figure
/// positions (the first is the explorer's own), the start, pawn structures
/// and files built for each term, three queens a side (a phase above 24,
/// capped), and bare kings (phase 0).
const EVAL_POSITIONS: [&str; 9] = [
    "r2q1rk1/5ppp/1n6/pP1p4/3PpP2/4P2P/1Q2BP2/R1R3K1 b - - 1 24",
    "1rbq2k1/5pb1/p1n2n2/1p4N1/P1p1p2Q/2P1N1P1/1P3PB1/R1B3K1 b - - 1 22",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/5p2/4p3/2P5/3P4/8/4K3 w - - 0 1",
    "4k3/5pp1/5p2/8/2P1P3/8/8/4K3 w - - 0 1",
    "2r1k3/p7/8/8/8/8/P1P5/3RK3 w - - 0 1",
    "2b1kb2/8/8/8/8/4B3/8/2B1K3 w - - 0 1",
    "qqqk4/8/8/8/8/8/8/QQQK4 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
];

/// One position as the evaluation explorer shows it: each term's value,
/// the total, the phase, the tapered total and the evaluation for the side
/// to move; each term's masks (White's and Black's, boards as decimal
/// strings); and for each piece its table entry and, for a knight, bishop,
/// rook or queen, its mobility and its attacks on the enemy king's zone.
/// Or the chess listing's message for a malformed FEN.
fn chess_eval_case(fen: &str) -> Value {
    let p = match ChessPosition::from_fen(fen) {
        Err(error) => return json!({ "fen": fen, "ok": false, "error": error.to_string() }),
        Ok(p) => p,
    };
    let w = WEIGHTS;
    let both = |f: &dyn Fn(ChessColor) -> u64| {
        json!([
            f(ChessColor::White).to_string(),
            f(ChessColor::Black).to_string()
        ])
    };
    let terms: Vec<Value> = TERMS
        .iter()
        .map(|(name, term)| {
            let pair = term(&p, &w);
            json!([name, pair.mg, pair.eg])
        })
        .collect();
    let sum = terms_sum(&p);
    let occupied = p.occupied();
    let counted = |c: ChessColor| {
        let area = mobility_area(&p, c);
        MOBILE.iter().fold(0, |b, &piece| {
            p.pieces(c, piece)
                .into_iter()
                .fold(b, |b, s| b | (piece_attacks(piece, s, occupied) & area).0)
        })
    };
    // the squares of the zone of `c`'s king that the other side attacks
    let attacked = |c: ChessColor| {
        let zone = king_zone(&p, c);
        MOBILE.iter().fold(0, |b, &piece| {
            p.pieces(c.other(), piece)
                .into_iter()
                .fold(b, |b, s| b | (piece_attacks(piece, s, occupied) & zone).0)
        })
    };
    let mut pieces = Vec::new();
    for s in occupied {
        let (color, piece) = p.piece_at(s).unwrap();
        let table = entry(color, piece, s);
        let mut case = json!({ "square": chess_square(s), "entry": [table.mg, table.eg] });
        if MOBILE.contains(&piece) {
            let reach = piece_attacks(piece, s, occupied);
            case["mobility"] = json!((reach & mobility_area(&p, color)).count());
            case["zone"] = json!((reach & king_zone(&p, color.other())).count());
        }
        pieces.push(case);
    }
    json!({
        "fen": fen,
        "ok": true,
        "terms": terms,
        "total": [sum.mg, sum.eg],
        "phase": phase(&p),
        "tapered": taper(sum, phase(&p)),
        "eval": evaluate(&p),
        "masks": {
            "passed": both(&|c| passed(&p, c).0),
            "isolated": both(&|c| isolated(&p, c).0),
            "doubled": both(&|c| doubled(&p, c).0),
            "backward": both(&|c| backward(&p, c).0),
            "open": open_files(&p).0.to_string(),
            "half_open": both(&|c| half_open_files(&p, c).0),
            "bishop_pair": [has_bishop_pair(&p, ChessColor::White), has_bishop_pair(&p, ChessColor::Black)],
            "mobility": both(&counted),
            "zone": both(&|c| king_zone(&p, c).0),
            "zone_attacked": both(&attacked),
        },
        "pieces": pieces,
    })
}

/// Positions from random games (seeded xorshift), every fifteenth ply of
/// twelve games, which still have pieces on the board.
fn eval_random_positions() -> Vec<String> {
    let mut random = numbers(9);
    let mut fens = Vec::new();
    for game in 0..12 {
        let mut p = ChessPosition::from_fen(CHESS_PERFT[game % CHESS_PERFT.len()]).unwrap();
        for ply in 1..=90 {
            let moves = chess_moves(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(moves[(random.next().unwrap() % moves.len() as u64) as usize]);
            let pieces = p.occupied().count()
                - p.pieces(ChessColor::White, ChessPiece::Pawn).count()
                - p.pieces(ChessColor::Black, ChessPiece::Pawn).count();
            if ply % 15 == 0 && pieces > 4 {
                fens.push(p.to_fen());
            }
        }
    }
    fens
}

/// The evaluation explorer's cases: first the weights its diagram carries,
/// then positions chosen for each term, positions from random games, and
/// two malformed FENs (the chess explorer's cases check every message).
fn chess_eval_cases() -> Vec<Value> {
    let mut cases = vec![json!({ "weights": eval_weights_data() })];
    let fens: Vec<String> = EVAL_POSITIONS
        .iter()
        .map(|f| f.to_string())
        .chain(eval_random_positions())
        .chain(["", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"].map(String::from))
        .collect();
    cases.extend(fens.iter().map(|fen| chess_eval_case(fen)));
    cases
}

#[test]
fn the_evaluation_cases_cover_every_term_and_the_diagram() {
    let cases = chess_eval_cases();
    let positions: Vec<&Value> = cases.iter().filter(|c| c["ok"] == json!(true)).collect();
    assert!(positions.len() > 40, "{} positions", positions.len());
    // every term is non-zero in some case
    for (i, (name, _)) in TERMS.iter().enumerate() {
        assert!(
            positions
                .iter()
                .any(|c| c["terms"][i][1] != json!(0) || c["terms"][i][2] != json!(0)),
            "{name} is 0 in every case"
        );
    }
    // every mask is non-empty in some case
    for mask in [
        "passed",
        "isolated",
        "doubled",
        "backward",
        "half_open",
        "mobility",
        "zone_attacked",
    ] {
        for side in 0..2 {
            assert!(
                positions
                    .iter()
                    .any(|c| c["masks"][mask][side] != json!("0")),
                "{mask} of side {side} is empty in every case"
            );
        }
    }
    assert!(positions.iter().any(|c| c["masks"]["open"] != json!("0")));
    assert!(
        positions.iter().any(|c| c["phase"] == json!(24))
            && positions.iter().any(|c| c["phase"] == json!(0))
    );
    // the explorer's diagram starts from the first position, with these weights
    let snapshot = "../listings/ch09-chess-player/tests/snapshots/explorer__eval_explorer.snap";
    let diagram =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(snapshot))
            .unwrap();
    assert!(
        diagram.contains(&format!("explorer_data = \"fen={};{}\"\n", EVAL_POSITIONS[0], eval_weights_data())),
        "the evaluation explorer's diagram carries another position or other weights than its cases"
    );
}

#[test]
fn cases_for_the_explorers() {
    let cases = json!({
        "cells": cell_cases(),
        "shifts": shift_cases(),
        "isolation": isolation_cases(),
        "connectFour": connect_four_cases(),
        "pegSolitaire": peg_solitaire_cases(),
        "tak": tak_cases(),
        "rays": rays_cases(),
        "chess": chess_cases(),
        "chessEval": chess_eval_cases(),
    });
    insta::assert_snapshot!("cases", serde_json::to_string_pretty(&cases).unwrap());
}
