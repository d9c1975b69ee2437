//! The board the chapter's explorer starts from, with the magic numbers and
//! shifts it reads: the explorer walks the rays and computes the magic index
//! itself (theme/bitboard-logic.js), from the numbers this test writes.

use book_diagrams::Diagram;
use ch07_rays::magic::{magic_tables, MagicTables};
use ch07_rays::print::LEGEND;
use ch07_rays::squares::{bit, parse_square, Square};
use ch07_rays::walk::rook_attacks_walk;

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The explorer's starting position: a rook on e4 and six blockers, two of
/// them on the edge (a4 is attacked but outside the mask, h7 out of reach).
const PIECE: &str = "e4";
const BLOCKERS: [&str; 6] = ["e2", "e6", "a4", "g4", "c6", "h7"];

/// The magic numbers and shifts as the explorer reads them: `rook=`, then
/// each square's magic in hex and its shift as `hex:shift`, a1 to h8, comma
/// separated; then `;bishop=` and the same for the bishop.
fn explorer_data(tables: &MagicTables) -> String {
    let rook: Vec<String> = (0..64)
        .map(|sq| {
            format!("{:016x}:{}", tables.rook(sq).magic, tables.rook(sq).shift)
        })
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

/// The numbers of `explorer_data` read back, as the explorer reads them.
fn read_back(data: &str) -> Vec<Vec<(u64, u32)>> {
    data.split(';')
        .map(|part| {
            let (_, entries) = part.split_once('=').unwrap();
            entries
                .split(',')
                .map(|entry| {
                    let (magic, shift) = entry.split_once(':').unwrap();
                    (
                        u64::from_str_radix(magic, 16).unwrap(),
                        shift.parse().unwrap(),
                    )
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_rays_explorer() {
    let tables = magic_tables();
    let from: Square = parse_square(PIECE).unwrap();
    let blockers = BLOCKERS
        .iter()
        .map(|name| bit(parse_square(name).unwrap()))
        .fold(0, |a, b| a | b);
    let attacks = rook_attacks_walk(from, blockers);
    // The table gives what walking gives, with the rook's own square in the
    // occupancy or not; a4's blocker is outside the mask and does not count.
    assert_eq!(tables.rook_attacks(from, blockers), attacks);
    assert_eq!(tables.rook_attacks(from, blockers | bit(from)), attacks);
    let mask = tables.rook(from).mask;
    let a4 = bit(parse_square("a4").unwrap());
    assert!(attacks & a4 != 0 && mask & a4 == 0);
    assert_eq!(rook_attacks_walk(from, blockers & !a4), attacks);
    assert_eq!(
        tables.rook(from).index(blockers),
        tables.rook(from).index(blockers & !a4)
    );
    let data = explorer_data(tables);
    let expected: Vec<Vec<(u64, u32)>> = [
        (0..64).map(|sq| tables.rook(sq)).collect::<Vec<_>>(),
        (0..64).map(|sq| tables.bishop(sq)).collect(),
    ]
    .iter()
    .map(|magics| magics.iter().map(|m| (m.magic, m.shift)).collect())
    .collect();
    assert_eq!(read_back(&data), expected);
    let d = Diagram::grid(
        &format!(
            "A rook on {PIECE} and six blockers ({LEGEND}); outlined, the squares \
             of its relevant-occupancy mask"
        ),
        8,
        8,
        |x, y| Some((7 - y) * 8 + x),
    )
    .labels(&FILES, &RANKS)
    .layer("R rook", bit(from).into())
    .layer("x blocker it attacks", (blockers & attacks).into())
    .layer("o blocker out of reach", (blockers & !attacks).into())
    .layer("* attacked square", (attacks & !blockers).into())
    .highlight(mask.into())
    .explorer("rays")
    .explorer_data(&data);
    insta::assert_snapshot!("rays_explorer", d.to_toml());
}
