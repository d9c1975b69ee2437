//! Runs `rays` and snapshots what it prints, including its errors; checks
//! that every method prints the attacks ray walking finds.

mod common;

use ch07_rays::squares::{parse_square, square_name};
use ch07_rays::walk::{
    bishop_attacks_walk, queen_attacks_walk, rook_attacks_walk,
};
use common::{
    attacks_by_coordinates, relevant_mask, subset, BISHOP_STEPS,
    BISHOP_SUBSETS, ROOK_STEPS, ROOK_SUBSETS,
};
use listing_support::programs;
use std::collections::HashMap;
use std::process::Output;

const PROGRAM: &str = env!("CARGO_BIN_EXE_rays");

/// Every method the program offers.
const METHODS: [&str; 6] = [
    "walk",
    "classical",
    "kogge-stone",
    "hyperbola",
    "magic",
    "pext",
];

/// (piece, square, occupied): a rook with blockers on every side and two out
/// of reach, a bishop standing on its own occupied square, a queen in a crowd
/// (its own square occupied too), and pieces in corners and on edges.
const POSITIONS: [(&str, &str, &str); 7] = [
    ("rook", "e4", "0x8000100842001000"),
    ("bishop", "c1", "0x0008800020110204"),
    ("queen", "d5", "0x0820044900220800"),
    ("rook", "a1", "0x0"),
    ("bishop", "h8", "0xffffffffffffffff"),
    ("queen", "h1", "0x00000000000000c0"),
    ("rook", "d8", "0x0900000000000000"),
];

fn run(args: &[&str]) -> Output {
    programs::run(PROGRAM, args, "")
}

fn stdout_of(args: &[&str]) -> String {
    programs::stdout_of(PROGRAM, args, "")
}

/// What `rays attacks` prints for a position, with the default method when
/// `method` is `None`.
fn attacks(
    piece: &str,
    square: &str,
    occupied: &str,
    method: Option<&str>,
) -> String {
    let mut args = vec![
        "attacks",
        "--piece",
        piece,
        "--square",
        square,
        "--occupied",
        occupied,
    ];
    args.extend(method.map(|m| ["--method", m]).into_iter().flatten());
    stdout_of(&args)
}

#[test]
fn a_rook_a_bishop_and_a_queen() {
    let [rook, bishop, queen, ..] = POSITIONS;
    for (name, (piece, square, occupied)) in [
        ("attacks_rook_e4", rook),
        ("attacks_bishop_c1", bishop),
        ("attacks_queen_d5", queen),
    ] {
        let text = attacks(piece, square, occupied, None);
        insta::assert_snapshot!(name, text);
    }
}

#[test]
fn every_method_prints_what_walking_finds() {
    for (piece, square, occupied) in POSITIONS {
        let from = parse_square(square).unwrap();
        let board = u64::from_str_radix(&occupied[2..], 16).unwrap();
        let walked = match piece {
            "rook" => rook_attacks_walk(from, board),
            "bishop" => bishop_attacks_walk(from, board),
            _ => queen_attacks_walk(from, board),
        };
        let expected = format!("attacks: 0x{walked:016x}");
        let default = attacks(piece, square, occupied, None);
        for method in METHODS {
            let text = attacks(piece, square, occupied, Some(method));
            let last = text.lines().last().unwrap();
            assert_eq!(last, expected, "{piece} {square} {occupied} {method}");
            assert_eq!(
                text.lines().filter(|l| l.starts_with("attacks:")).count(),
                1
            );
            assert_eq!(text, default, "{method} draws the same board");
        }
    }
}

#[test]
fn a_board_may_be_written_with_fewer_digits_or_capitals() {
    let short = attacks("rook", "e4", "0x10000000", Some("walk"));
    // The same board with capitals, grouped by _, without 0x, and with more
    // than 16 digits, the extra ones leading zeros: a board is a value.
    for same in [
        "0X0000000010000000",
        "0x0000_0000_1000_0000",
        "10000000",
        "0x0000000000000000010000000",
    ] {
        assert_eq!(short, attacks("rook", "e4", same, Some("walk")), "{same}");
    }
    assert!(short.ends_with("attacks: 0x10101010ef101010\n"));
    // Capital hex letters read as small ones.
    assert_eq!(
        attacks("rook", "e4", "0xABCD_0000_0000", Some("walk")),
        attacks("rook", "e4", "0xabcd00000000", Some("walk"))
    );
}

#[test]
fn bad_input_is_one_clear_error() {
    let cases: [&[&str]; 11] = [
        &["attacks", "--piece", "rook", "--square", "z9"],
        &["attacks", "--piece", "rook", "--square", "E4"],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "g4",
        ],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "0xg1",
        ],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "0x",
        ],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "0x10000000000000000",
        ],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "0x_",
        ],
        &[
            "attacks",
            "--piece",
            "rook",
            "--square",
            "e4",
            "--occupied",
            "0x12 34",
        ],
        &["attacks", "--piece", "knight", "--square", "e4"],
        &[
            "attacks", "--piece", "rook", "--square", "e4", "--method", "fast",
        ],
        &["attacks", "--square", "e4"],
    ];
    let mut report = String::new();
    // The first eight are the program's own errors, one line each; the
    // rest are clap's, which add a short usage.
    for (index, args) in cases.into_iter().enumerate() {
        let output = run(args);
        assert!(!output.status.success(), "{args:?} should fail");
        assert!(output.stdout.is_empty(), "{args:?} printed a board");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        let lines = stderr.lines().filter(|l| !l.is_empty()).count();
        let most = if index < 8 { 1 } else { 4 };
        assert!(lines <= most, "{args:?}: {stderr}");
        report.push_str(&format!(
            "rays {}\n  {}\n",
            args.join(" "),
            stderr.trim()
        ));
    }
    insta::assert_snapshot!("errors", report);
}

#[test]
fn the_magic_numbers() {
    insta::assert_snapshot!("magics", stdout_of(&["magics"]));
}

/// Checks one printed magic on its own: the shift keeps as many bits as the
/// square has relevant squares, and every two arrangements of blockers that
/// share an index have the same attacks (by coordinates, not the library).
fn check_magic(square: usize, steps: &[(i32, i32)], magic: &str, shift: &str) {
    let magic =
        u64::from_str_radix(magic.trim_start_matches("0x"), 16).unwrap();
    let shift: u32 = shift.parse().unwrap();
    let mask = relevant_mask(square, steps);
    assert_eq!(shift, 64 - mask.count_ones(), "square {square}");
    let mut seen = HashMap::new();
    for i in 0..1u64 << mask.count_ones() {
        let blockers = subset(mask, i);
        let index = blockers.wrapping_mul(magic) >> shift;
        let attacks = attacks_by_coordinates(square, blockers, steps);
        let first = *seen.entry(index).or_insert(attacks);
        assert_eq!(first, attacks, "square {square}, magic {magic:#x}");
    }
}

#[test]
fn every_printed_magic_works_and_the_sizes_add_up() {
    let text = stdout_of(&["magics"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 64 + 2);
    let (mut rooks, mut bishops) = (0, 0);
    for (square, line) in lines[1..65].iter().enumerate() {
        let cells: Vec<&str> = line.split_whitespace().collect();
        let [name, rook, rook_shift, rook_entries, bishop, bishop_shift, bishop_entries] =
            cells[..]
        else {
            panic!("not a row of seven cells: {line}");
        };
        assert_eq!(name, square_name(square));
        check_magic(square, &ROOK_STEPS, rook, rook_shift);
        check_magic(square, &BISHOP_STEPS, bishop, bishop_shift);
        let entries = |e: &str, s: &str| {
            let e: usize = e.parse().unwrap();
            assert_eq!(e, 1 << (64 - s.parse::<u32>().unwrap()));
            e
        };
        rooks += entries(rook_entries, rook_shift);
        bishops += entries(bishop_entries, bishop_shift);
    }
    assert_eq!((rooks, bishops), (ROOK_SUBSETS, BISHOP_SUBSETS));
    assert_eq!(lines[65], "rook entries: 102,400, bishop entries: 5,248");
    assert_eq!(
        lines[66],
        "total: 107,648 entries of 8 bytes, 861,184 bytes"
    );
}
