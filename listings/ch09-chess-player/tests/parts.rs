//! The search's parts on positions built for them: exchanges, the table,
//! insufficient material, the time budget.

mod common;

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move};
use ch09_chess_player::board::is_capture;
use ch09_chess_player::draw::is_insufficient_material;
use ch09_chess_player::score::{from_table, to_table, MATE};
use ch09_chess_player::see::see;
use ch09_chess_player::table::{Bound, Table};
use ch09_chess_player::time::{budget, Limits};
use common::random_positions;
use std::time::Duration;

fn see_of(fen: &str, uci: &str) -> i32 {
    let pos = Position::from_fen(fen).unwrap();
    see(&pos, Move::from_uci(&pos, uci).unwrap())
}

#[test]
fn exchanges_count_every_attacker_and_the_pieces_behind() {
    // a free pawn
    assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
    // a pawn defended by a pawn, taken by a rook
    assert_eq!(see_of("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), -400);
    // the same, with a second rook behind the first (an x-ray): rook takes,
    // pawn takes, rook takes: 100 − 500 + 100
    assert_eq!(see_of("4k3/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), -300);
    // a knight defended by a pawn, taken by a pawn: pawn for knight
    assert_eq!(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 200);
    // a queen behind a bishop on the diagonal joins in: bishop takes the
    // knight (+300), the pawn takes the bishop (−300), the queen takes the
    // pawn (+100)
    assert_eq!(see_of("4k3/8/2p5/3n4/4B3/5Q2/8/4K3 w - - 0 1", "e4d5"), 100);
    // the king may take back only where nothing else can
    assert_eq!(see_of("8/8/8/3pk3/8/8/8/3RK3 w - - 0 1", "d1d5"), 100 - 500);
    assert_eq!(see_of("8/8/8/3pk3/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    // en passant takes a pawn
    assert_eq!(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
}

#[test]
fn exchanges_agree_with_their_sign_on_random_captures() {
    // the value of a capture is never more than the piece it takes (plus a
    // promotion's gain), and a capture that no enemy piece attacks
    // afterwards wins it whole (pins are not looked at)
    for pos in random_positions(0x5EE, 40, 120) {
        for &m in legal_moves(&pos).iter().filter(|&&m| is_capture(&pos, m)) {
            let value = see(&pos, m);
            let after = pos.play(m);
            let them = after.color(after.side_to_move());
            let retakes =
                (after.attackers_to(m.to(), after.occupied()) & them).count();
            let taken = ch09_chess_player::board::captured(&pos, m).unwrap();
            let gain = ch09_chess_player::see::SEE_VALUES[taken.index()]
                + m.promotion().map_or(0, |p| {
                    ch09_chess_player::see::SEE_VALUES[p.index()] - 100
                });
            assert!(value <= gain, "{m} in {}", pos.to_fen());
            if retakes == 0 && m.promotion().is_none() {
                assert_eq!(value, gain, "{m} in {}", pos.to_fen());
            }
        }
    }
}

#[test]
fn the_table_keeps_mates_counted_from_the_node() {
    let mut table = Table::new(1);
    // a mate in 3 plies found at ply 4 (7 plies from the root) …
    table.store(99, None, MATE - 7, 3, Bound::Exact, 4);
    // … read at ply 2 is a mate 5 plies from the root
    assert_eq!(table.probe(99, 2).unwrap().score, MATE - 5);
    assert_eq!(to_table(-MATE + 6, 2), -MATE + 4);
    assert_eq!(from_table(to_table(123, 9), 1), 123);
}

#[test]
fn the_table_keeps_the_best_move_and_prefers_deeper_results() {
    let pos = Position::start();
    let m = Move::from_uci(&pos, "e2e4").unwrap();
    let mut table = Table::new(1);
    table.store(pos.key(), Some(m), 30, 6, Bound::Lower, 0);
    // no move: the old move of the same position stays
    table.store(pos.key(), None, 10, 7, Bound::Upper, 0);
    let entry = table.probe(pos.key(), 0).unwrap();
    assert_eq!(
        (entry.best, entry.depth, entry.bound),
        (Some(m), 7, Bound::Upper)
    );
    // another key in the same slot, shallower, in the same search: kept out
    let other = pos.key() ^ 1;
    table.store(other, None, 0, 1, Bound::Exact, 0);
    assert!(table.probe(pos.key(), 0).is_some());
    assert!(table.probe(other, 0).is_none());
    // in the next search it replaces the old entry
    table.new_search();
    table.store(other, None, 0, 1, Bound::Exact, 0);
    assert!(table.probe(other, 0).is_some());
}

#[test]
fn insufficient_material_is_exactly_the_dead_endings() {
    let dead = [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4kb2/8/8/8/8/8/8/4K1B1 w - - 0 1", // f8 and g1 both dark
    ];
    let alive = [
        "4k3/8/8/8/8/8/8/4KNN1 w - - 0 1",
        "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k1b1/8/8/8/8/8/8/4K1B1 w - - 0 1", // g8 light, g1 dark
        "2b1k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", // c8 and f1 light, c1 dark
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    ];
    for fen in dead {
        assert!(
            is_insufficient_material(&Position::from_fen(fen).unwrap()),
            "{fen}"
        );
    }
    for fen in alive {
        assert!(
            !is_insufficient_material(&Position::from_fen(fen).unwrap()),
            "{fen}"
        );
    }
}

#[test]
fn the_budget_never_spends_more_than_the_clock_allows() {
    for left in [1i64, 10, 60, 100, 300, 1_000, 5_000, 60_000, 600_000] {
        for increment in [0i64, 50, 1_000] {
            for movestogo in [None, Some(1), Some(2), Some(40)] {
                let limits = Limits {
                    time: [Some(left), Some(left)],
                    increment: [Some(increment), Some(increment)],
                    movestogo,
                    ..Limits::default()
                };
                let b = budget(&limits, Color::White, 50);
                let (soft, hard) = (b.soft.unwrap(), b.hard.unwrap());
                assert!(soft <= hard);
                let allowed = Duration::from_millis(
                    ((left - 50).max(1) * 3 / 4).max(1) as u64,
                );
                assert!(
                    hard <= allowed,
                    "{left} {increment} {movestogo:?}: {hard:?}"
                );
            }
        }
    }
    let fixed = budget(
        &Limits {
            movetime: Some(500),
            ..Limits::default()
        },
        Color::Black,
        50,
    );
    assert_eq!(fixed.hard, Some(Duration::from_millis(450)));
    assert_eq!(
        budget(
            &Limits {
                infinite: true,
                ..Limits::default()
            },
            Color::White,
            50
        )
        .hard,
        None
    );
}
