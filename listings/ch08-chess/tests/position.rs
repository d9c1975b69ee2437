//! Positions: FEN read and written back, every malformed field refused with
//! a message naming it, and the generator's checkers, check mask and pins
//! on positions built by hand, with the en passant rank pin and castling
//! through check.

mod common;

use ch07_rays::squares::{parse_square, parse_squares};
use ch08_chess::bitboard::Bitboard;
use ch08_chess::fen::FenError;
use ch08_chess::movegen::{
    check_mask, checkers, legal_moves, pin_rays, pinned,
};
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Piece};
use common::{random_game, Rng, PUBLISHED};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn squares(names: &str) -> Bitboard {
    Bitboard(parse_squares(names).unwrap())
}

fn moves(fen: &str) -> Vec<String> {
    let mut list: Vec<String> = legal_moves(&pos(fen))
        .iter()
        .map(|m| m.to_string())
        .collect();
    list.sort();
    list
}

#[test]
fn published_positions_round_trip() {
    for published in &PUBLISHED {
        assert_eq!(pos(published.fen).to_fen(), published.fen);
    }
}

#[test]
fn positions_of_random_games_round_trip() {
    let mut rng = Rng(0x00C4_E55F_E7A1);
    for _ in 0..50 {
        for p in random_game(&Position::start(), 120, &mut rng) {
            let fen = p.to_fen();
            assert_eq!(pos(&fen), p, "{fen}");
        }
    }
}

#[test]
fn the_start_position_is_what_fen_says() {
    let start = Position::start();
    assert_eq!(start.side_to_move(), Color::White);
    assert_eq!(
        start.piece_at(parse_square("d1").unwrap()),
        Some((Color::White, Piece::Queen))
    );
    assert_eq!(
        start.piece_at(parse_square("g8").unwrap()),
        Some((Color::Black, Piece::Knight))
    );
    assert_eq!(start.pieces(Color::White, Piece::Rook), squares("a1 h1"));
    assert_eq!(start.occupied().count(), 32);
    assert_eq!(start.castling_rights(), 0b1111);
    assert_eq!(start.en_passant(), None);
}

/// Each malformed field, with the message it gets.
const MALFORMED: [(&str, &str); 36] = [
    ("empty", ""),
    (
        "five fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    ),
    (
        "seven fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
    ),
    (
        "seven ranks",
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "rank too long",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "nine empty squares",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "rank too short",
        "rnbqkbnr/pppppppp/8/8/7/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "unknown letter",
        "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "zero empty squares",
        "rnbqkbnr/pppppppp/8/8/08/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "not ascii",
        "rnbqkbnr/pppppppp/8/8/3♞4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "pawn on the eighth rank",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
    ),
    (
        "no White king",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
    ),
    (
        "two Black kings",
        "rnbqkbnr/pppppppp/8/8/8/4k3/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "seventeen pieces",
        "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "nine pawns",
        "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBN1 w Qkq - 0 1",
    ),
    (
        "three rooks with eight pawns",
        "rnbqkbnr/pppppppp/8/8/8/R7/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
    ),
    (
        "side to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1",
    ),
    (
        "castling letter",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    ),
    (
        "castling twice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1",
    ),
    (
        "castling without rook",
        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "castling king moved",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w Q - 0 1",
    ),
    (
        "en passant not a square",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1",
    ),
    (
        "en passant wrong rank",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
    ),
    (
        "en passant wrong side",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
    ),
    (
        "en passant no pawn",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
    ),
    (
        "en passant square occupied",
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
    ),
    (
        "halfmove clock",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
    ),
    (
        "fullmove number",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one",
    ),
    (
        "fullmove too big",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65536",
    ),
    (
        "fullmove zero",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
    ),
    (
        "three fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    ),
    ("three checkers", "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1"),
    ("two knights check", "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"),
    (
        "two rooks on one line check",
        "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1",
    ),
    (
        "a check the double step did not give",
        "4k3/8/8/3p4/8/8/8/r3K3 w - d6 0 1",
    ),
    (
        "side not to move in check",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
    ),
];

#[test]
fn every_malformed_field_is_refused_by_name() {
    let mut report = String::new();
    for (case, fen) in MALFORMED {
        let error: FenError = match Position::from_fen(fen) {
            Ok(p) => panic!("{case}: accepted as {}", p.to_fen()),
            Err(error) => error,
        };
        let message = error.to_string();
        assert!(!message.contains('\n'), "{case}: more than one line");
        assert!(message.starts_with("FEN "), "{case}: {message}");
        report.push_str(&format!("{case}:\n    {message}\n"));
    }
    insta::assert_snapshot!("fen_errors", report);
}

#[test]
fn a_long_value_is_quoted_by_its_first_40_characters_and_its_length() {
    let side = "w".repeat(80);
    let fen = format!(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR {side} KQkq - 0 1"
    );
    let message = Position::from_fen(&fen).unwrap_err().to_string();
    assert_eq!(
        message,
        format!(
            "FEN side to move field: `{}…` (80 characters) is not `w` or `b`",
            "w".repeat(40)
        )
    );
}

#[test]
fn promoted_material_within_the_missing_pawns_is_accepted() {
    // nine queens and no pawns: eight promotions
    pos("QQQQQQQQ/8/8/8/8/8/8/k1K1Q3 b - - 0 1");
    pos("4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1");
    pos("4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1");
}

#[test]
fn four_fields_are_read_with_the_clocks_at_0_and_1() {
    // Kiwipete and position 3 as the Chess Programming Wiki's perft page
    // prints them, without the clocks
    let kiwipete =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
    let position_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -";
    for fen in [kiwipete, position_3] {
        let p = pos(fen);
        assert_eq!(p.to_fen(), format!("{fen} 0 1"));
        assert_eq!(p, pos(&format!("{fen} 0 1")));
    }
}

#[test]
fn checks_a_game_can_give_are_accepted() {
    for fen in [
        // a knight and a rook, as a discovered check gives them
        "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1",
        // a pawn that has just moved two squares and checks
        "8/8/8/8/3p4/4K3/8/7k w - - 0 1",
        "7k/8/8/3p4/4K3/8/8/8 w - d6 0 1",
        // a rook uncovered by a double step
        "k7/r6K/8/3p4/8/8/8/8 w - d6 0 1",
        // two sliders on two lines
        "4r2k/8/8/8/1b6/8/8/4K3 w - - 0 1",
    ] {
        let p = pos(fen);
        assert!(!checkers(&p).is_empty(), "{fen}");
    }
}

#[test]
fn clocks_count_on_past_the_largest_a_fen_gives() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R b K - 65535 65535");
    let after = p.play(legal_moves(&p)[0]);
    assert_eq!(after.fullmove_number(), 65_536);
    assert_eq!(after.halfmove_clock(), 65_536);
    let mut q = p;
    let m = legal_moves(&q)[0];
    let undo = q.make(m);
    q.unmake(m, undo);
    assert_eq!(q, p);
}

#[test]
fn long_and_strange_text_is_refused_without_panic() {
    let long = "8/".repeat(5_000);
    for text in [
        long.as_str(),
        "🂡🂢🂣",
        "\0\0\0",
        "/ / / / / /",
        "K7/8/8/8/8/8/8/k7 w - - 0 1 \u{feff}",
    ] {
        let _ = Position::from_fen(text); // an answer, error or not, without a panic
    }
    assert!(Position::from_fen(&long).is_err());
}

#[test]
fn checkers_and_check_mask_of_a_rook_check() {
    // The rook on a1 checks the king on e1 along the first rank.
    let p = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert_eq!(checkers(&p), squares("a1"));
    assert_eq!(check_mask(&p), squares("a1 b1 c1 d1"));
}

#[test]
fn check_mask_of_a_knight_check_is_the_knight() {
    let p = pos("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1");
    assert_eq!(checkers(&p), squares("f3"));
    assert_eq!(check_mask(&p), squares("f3"));
}

#[test]
fn double_check_leaves_only_king_moves() {
    // The rook on e8 and the bishop on b4 both check the king on e1.
    let p = pos("4r2k/8/8/8/1b6/8/Q7/4K3 w - - 0 1");
    assert_eq!(checkers(&p), squares("e8 b4"));
    assert!(check_mask(&p).is_empty());
    assert!(legal_moves(&p)
        .iter()
        .all(|m| m.from() == parse_square("e1").unwrap()));
}

#[test]
fn no_check_means_every_square() {
    assert_eq!(check_mask(&Position::start()), Bitboard::ALL);
    assert!(checkers(&Position::start()).is_empty());
}

#[test]
fn pinned_pieces_and_their_rays() {
    // The knight on e2 is pinned by the rook on e7, the bishop on c3 by the
    // bishop on b4; each ray runs from the king to the pinner, inclusive.
    let p = pos("4k3/4r3/8/8/1b6/2B5/4N3/4K3 w - - 0 1");
    assert_eq!(pinned(&p), squares("c3 e2"));
    let mut rays = pin_rays(&p);
    rays.sort_by_key(|&(square, _)| square);
    assert_eq!(
        rays,
        vec![
            (parse_square("e2").unwrap(), squares("e2 e3 e4 e5 e6 e7")),
            (parse_square("c3").unwrap(), squares("b4 c3 d2")),
        ]
    );
}

#[test]
fn two_pieces_in_the_way_make_no_pin() {
    let p = pos("4k3/4r3/8/8/8/4B3/4N3/4K3 w - - 0 1");
    assert!(pinned(&p).is_empty());
    // an enemy piece in between pins nothing of ours either
    let p = pos("4k3/4r3/8/8/8/4n3/4N3/4K3 w - - 0 1");
    assert!(pinned(&p).is_empty());
}

#[test]
fn a_pinned_piece_moves_only_along_its_ray() {
    // The rook on e2, pinned on the e-file, may move up to e7 and take it,
    // but not sideways; the pinned knight cannot move at all.
    let rook = moves("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    let from_e2: Vec<&String> =
        rook.iter().filter(|m| m.starts_with("e2")).collect();
    assert_eq!(from_e2, ["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"]);
    let knight = moves("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(knight.iter().all(|m| !m.starts_with("e2")));
}

#[test]
fn en_passant_refused_when_it_exposes_the_king_on_the_rank() {
    // The a5 king, the b5 pawn, the c5 pawn that just moved and the h5
    // rook: taking en passant empties both squares between king and rook.
    let list = moves("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
    assert!(!list.contains(&"b5c6".to_string()), "{list:?}");
    assert!(list.contains(&"b5b6".to_string()));
    // with the rook gone, the capture is legal
    assert!(
        moves("8/8/8/KPp5/8/8/8/7k w - c6 0 2").contains(&"b5c6".to_string())
    );
}

#[test]
fn en_passant_refused_for_a_diagonally_pinned_pawn() {
    // The e5 pawn stands between the king on d4 and the bishop on g7:
    // capturing on d6 would leave the diagonal.
    let list = moves("k7/6b1/8/3pP3/3K4/8/8/8 w - d6 0 2");
    assert!(!list.contains(&"e5d6".to_string()), "{list:?}");
    // without the bishop, it may
    assert!(
        moves("k7/8/8/3pP3/3K4/8/8/8 w - d6 0 2").contains(&"e5d6".to_string())
    );
}

#[test]
fn en_passant_captures_a_checking_pawn() {
    // The d5 pawn just moved and checks the king on e4: taking it en
    // passant answers the check.
    let list = moves("4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 2");
    assert!(list.contains(&"e5d6".to_string()), "{list:?}");
}

#[test]
fn castling_through_or_out_of_check_is_refused() {
    let free = moves("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(
        free.contains(&"e1g1".to_string())
            && free.contains(&"e1c1".to_string())
    );
    // a rook on f8 attacks f1, which the king crosses to castle short
    let through = moves("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert!(!through.contains(&"e1g1".to_string()));
    assert!(through.contains(&"e1c1".to_string()));
    // a rook on e8 checks: no castling at all
    let in_check = moves("r3r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!in_check.iter().any(|m| m == "e1g1" || m == "e1c1"));
    // b1 attacked does not stop the long castling: the king does not cross it
    let b1 = moves("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(b1.contains(&"e1c1".to_string()));
}

#[test]
fn promotions_give_four_moves() {
    let list = moves("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    for m in ["e7e8q", "e7e8r", "e7e8b", "e7e8n"] {
        assert!(list.contains(&m.to_string()), "{m}");
    }
}

#[test]
fn the_king_cannot_step_back_along_the_checking_ray() {
    // The rook on a1 checks along the first rank: f1 is still attacked
    // once the king has left e1.
    let list = moves("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(!list.contains(&"e1f1".to_string()));
    assert!(list.contains(&"e1e2".to_string()));
}

#[test]
fn the_written_out_magics_are_chapter_7s() {
    use ch07_rays::magic::magic_tables;
    use ch08_chess::sliders::{BISHOP_MAGICS, ROOK_MAGICS};
    for square in 0..64 {
        assert_eq!(
            ROOK_MAGICS[square],
            magic_tables().rook(square).magic,
            "rook {square}"
        );
        assert_eq!(
            BISHOP_MAGICS[square],
            magic_tables().bishop(square).magic,
            "bishop {square}"
        );
    }
}

#[test]
fn slider_look_ups_agree_with_walking() {
    use ch07_rays::walk::{bishop_attacks_walk, rook_attacks_walk};
    use ch08_chess::attacks::{bishop, queen, rook};
    use ch08_chess::sliders::{
        bishop_by_magic, bishop_by_rays, rook_by_magic, rook_by_rays,
    };
    let mut rng = Rng(0x51DE_5EED);
    for _ in 0..2_000 {
        let occupied = rng.next() & rng.next();
        for square in 0..64 {
            let board = Bitboard(occupied);
            let rook_walk = rook_attacks_walk(square, occupied);
            let bishop_walk = bishop_attacks_walk(square, occupied);
            assert_eq!(rook(square, board).0, rook_walk);
            assert_eq!(bishop(square, board).0, bishop_walk);
            assert_eq!(queen(square, board).0, rook_walk | bishop_walk);
            assert_eq!(rook_by_magic(square, board).0, rook_walk);
            assert_eq!(bishop_by_magic(square, board).0, bishop_walk);
            assert_eq!(rook_by_rays(square, occupied), rook_walk);
            assert_eq!(bishop_by_rays(square, occupied), bishop_walk);
        }
    }
}

#[test]
fn the_entries_built_by_the_compiler_are_chapter_7s() {
    use ch07_rays::magic::{relevant_mask, Slider};
    use ch08_chess::sliders::{bishop_magic, rook_magic, TABLE_LEN};
    let mut next = 0;
    for (slider, entry) in [
        (Slider::Rook, rook_magic as fn(usize) -> _),
        (Slider::Bishop, bishop_magic),
    ] {
        for square in 0..64 {
            let m = entry(square);
            assert_eq!(
                m.mask,
                relevant_mask(slider, square),
                "{slider:?} {square}"
            );
            assert_eq!(m.shift, 64 - m.mask.count_ones());
            assert_eq!(m.offset, next, "{slider:?} {square}");
            next += 1 << m.mask.count_ones();
        }
    }
    assert_eq!(next, TABLE_LEN);
}

/// Only where the compiler may use BMI2 (`-C target-cpu=native` on most
/// processors since 2015) is there a `pext` table to check.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[test]
fn pext_look_ups_agree_with_magic_look_ups() {
    use ch08_chess::sliders::{
        bishop_by_magic, bishop_by_pext, rook_by_magic, rook_by_pext,
    };
    let mut rng = Rng(0x0BE5_7E27);
    for _ in 0..2_000 {
        let board = Bitboard(rng.next() & rng.next());
        for square in 0..64 {
            assert_eq!(
                rook_by_pext(square, board),
                rook_by_magic(square, board)
            );
            assert_eq!(
                bishop_by_pext(square, board),
                bishop_by_magic(square, board)
            );
        }
    }
}

#[test]
fn between_and_line_agree_with_coordinates() {
    use ch08_chess::attacks::{between, line};
    for a in 0..64usize {
        for b in 0..64usize {
            let (fa, ra, fb, rb) = (
                (a % 8) as i32,
                (a / 8) as i32,
                (b % 8) as i32,
                (b / 8) as i32,
            );
            let (df, dr) = (fb - fa, rb - ra);
            let aligned =
                a != b && (df == 0 || dr == 0 || df.abs() == dr.abs());
            let (mut inside, mut whole) = (0u64, 0u64);
            if aligned {
                let (sf, sr) = (df.signum(), dr.signum());
                for k in 1..(df.abs().max(dr.abs())) {
                    inside |= 1 << (8 * (ra + k * sr) + fa + k * sf);
                }
                for k in -8..=8 {
                    let (f, r) = (fa + k * sf, ra + k * sr);
                    if (0..8).contains(&f) && (0..8).contains(&r) {
                        whole |= 1 << (8 * r + f);
                    }
                }
            }
            assert_eq!(between(a, b).0, inside, "between {a} {b}");
            assert_eq!(line(a, b).0, whole, "line {a} {b}");
        }
    }
}

#[test]
fn boards_and_positions_as_pictures() {
    use ch08_chess::bitboard::knight_fill;
    let knights = squares("b1 g1");
    insta::assert_snapshot!(
        "bitboard_knight_fill",
        knight_fill(knights).to_string()
    );
    insta::assert_snapshot!(
        "position_kiwipete",
        pos(PUBLISHED[1].fen).to_string()
    );
}

#[test]
fn the_newtype_kernel_computes_what_the_bare_one_does() {
    use ch07_rays::leapers::knight_attacks_all;
    use ch08_chess::bitboard::{knight_fill, knight_fill_u64};
    let mut rng = Rng(0x0B17_B0A2);
    for _ in 0..10_000 {
        let b = rng.next() & rng.next();
        assert_eq!(knight_fill(Bitboard(b)).0, knight_fill_u64(b));
        assert_eq!(knight_fill_u64(b), knight_attacks_all(b));
    }
}

#[test]
fn bitboard_squares_come_lowest_first() {
    let board = squares("h8 a1 e4 d5");
    let listed: Vec<usize> = board.into_iter().collect();
    assert_eq!(listed, vec![0, 28, 35, 63]);
    assert_eq!(board.count(), 4);
    assert!(board.contains(28) && !board.contains(27));
}
