//! The third part's exercises against published counts: the Chess
//! Programming Wiki's "Perft Results"
//! (https://www.chessprogramming.org/Perft_Results),
//! its node counts for the six positions and its breakdown of the last
//! moves from the start position and Kiwipete; and the key a move gives
//! against the key computed from the whole position after it.

use ch08_chess::exercises_perft::{
    key_after, perft_hashed, perft_making_every_move, perft_stats, rights_lost,
    PerftStats, PerftTable,
};
use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;

/// The six positions of the Chess Programming Wiki's "Perft Results" page.
const PERFT_FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// Published node counts at depths 1 to 4 for each of the six positions.
const PUBLISHED: [[u64; 4]; 6] = [
    [20, 400, 8_902, 197_281],
    [48, 2_039, 97_862, 4_085_603],
    [14, 191, 2_812, 43_238],
    [6, 264, 9_467, 422_333],
    [44, 1_486, 62_379, 2_103_487],
    [46, 2_079, 89_890, 3_894_594],
];

#[test]
fn perft_making_every_move_gives_the_published_counts() {
    for (fen, counts) in PERFT_FENS.iter().zip(PUBLISHED) {
        let pos = Position::from_fen(fen).unwrap();
        for (depth, &count) in (1..=3).zip(&counts) {
            assert_eq!(
                perft_making_every_move(&pos, depth),
                count,
                "{fen} {depth}"
            );
        }
    }
    assert_eq!(perft_making_every_move(&Position::start(), 4), 197_281);
}

/// The published breakdown: nodes, captures, en passant, castles,
/// promotions, checks, checkmates.
fn stats(s: [u64; 7]) -> PerftStats {
    PerftStats {
        nodes: s[0],
        captures: s[1],
        en_passant: s[2],
        castles: s[3],
        promotions: s[4],
        checks: s[5],
        checkmates: s[6],
    }
}

#[test]
fn perft_stats_give_the_published_breakdown() {
    let start = Position::start();
    assert_eq!(perft_stats(&start, 3), stats([8_902, 34, 0, 0, 0, 12, 0]));
    assert_eq!(
        perft_stats(&start, 4),
        stats([197_281, 1_576, 0, 0, 0, 469, 8])
    );
    assert_eq!(
        perft_stats(&start, 5),
        stats([4_865_609, 82_719, 258, 0, 0, 27_351, 347])
    );
    let kiwipete = Position::from_fen(PERFT_FENS[1]).unwrap();
    assert_eq!(perft_stats(&kiwipete, 1), stats([48, 8, 0, 2, 0, 0, 0]));
    assert_eq!(
        perft_stats(&kiwipete, 2),
        stats([2_039, 351, 1, 91, 0, 3, 0])
    );
    assert_eq!(
        perft_stats(&kiwipete, 3),
        stats([97_862, 17_102, 45, 3_162, 0, 993, 1])
    );
}

#[test]
fn perft_with_a_table_gives_the_published_counts() {
    for (fen, counts) in PERFT_FENS.iter().zip(PUBLISHED) {
        let pos = Position::from_fen(fen).unwrap();
        // A small table, so that slots are overwritten and looked up often.
        let mut table = PerftTable::new(12);
        for (depth, &count) in (1..=4).zip(&counts) {
            assert_eq!(
                perft_hashed(&pos, depth, &mut table),
                count,
                "{fen} {depth}"
            );
        }
    }
    let mut table = PerftTable::new(20);
    assert_eq!(perft_hashed(&Position::start(), 6, &mut table), 119_060_324);
    let kiwipete = Position::from_fen(PERFT_FENS[1]).unwrap();
    assert_eq!(perft_hashed(&kiwipete, 5, &mut table), 193_690_690);
}

/// One step of a xorshift generator, for reproducible random games.
fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

#[test]
fn the_key_after_a_move_is_the_key_from_scratch() {
    let mut x = 0x005E_ED0F_CAFE;
    let mut moves = 0;
    for game in 0..300 {
        let mut pos = Position::from_fen(PERFT_FENS[game % 6]).unwrap();
        for _ in 0..100 {
            let list = legal_moves(&pos);
            if list.is_empty() {
                break;
            }
            for &m in list.iter() {
                assert_eq!(
                    key_after(&pos, m),
                    pos.play(m).key_from_scratch(),
                    "{} {m}",
                    pos.to_fen()
                );
                moves += 1;
            }
            x = xorshift(x);
            pos = pos.play(list[(x % list.len() as u64) as usize]);
        }
    }
    assert!(moves > 100_000);
}

#[test]
fn a_right_is_lost_by_its_king_and_rook_squares() {
    // FEN's letters, each with the two squares whose moves end it: K (e1, h1),
    // Q (e1, a1), k (e8, h8), q (e8, a8), in the position's bit order.
    let rights: [(u8, [usize; 2]); 4] =
        [(1, [4, 7]), (2, [4, 0]), (4, [60, 63]), (8, [60, 56])];
    for square in 0..64 {
        let expected = rights
            .iter()
            .filter(|(_, squares)| squares.contains(&square))
            .fold(0, |lost, (bit, _)| lost | bit);
        assert_eq!(rights_lost(square), expected, "{square}");
    }
}
