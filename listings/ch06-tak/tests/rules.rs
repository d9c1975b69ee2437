//! The rules, one by one, on small positions given in TPS.

use ch06_tak::movegen::{count_moves, legal_moves};
use ch06_tak::position::{Color, Move, Outcome, Position};
use ch06_tak::ptn::{move_to_ptn, parse_move};

fn at(tps: &str) -> Position {
    Position::from_tps(tps).unwrap_or_else(|e| panic!("{e}"))
}

fn play(position: &Position, ptn: &str) -> Result<Position, String> {
    let mv = parse_move(ptn, position.size()).map_err(|e| e.to_string())?;
    position.play(mv).map_err(|e| e.to_string())
}

fn moves_ptn(position: &Position) -> Vec<String> {
    legal_moves(position)
        .into_iter()
        .map(|m| move_to_ptn(m, position.size()))
        .collect()
}

#[test]
fn the_first_move_of_each_player_places_an_opponents_flat() {
    let start = Position::new(5).unwrap();
    assert!(play(&start, "Sa1").unwrap_err().contains("opponent's"));
    assert!(play(&start, "Ca1").is_err());
    let first = play(&start, "a1").unwrap();
    assert_eq!(first.controlled(Color::Black), 1); // white placed a black flat
    assert_eq!(first.reserves(Color::Black), (20, 1));
    // Black's first move is a white flat, and moving a1 is not allowed yet.
    assert!(play(&first, "a1>").unwrap_err().contains("placement"));
    let second = play(&first, "e5").unwrap();
    assert_eq!(second.controlled(Color::White), 1 << 24);
}

#[test]
fn walls_block_slides_and_roads_and_a_lone_capstone_flattens_them() {
    // White capstone on a1, black wall on b1 (and filler so the game is on).
    let p = at("x5/x5/x5/x5/1C,2S,x3 1 4");
    let moves = moves_ptn(&p);
    assert!(moves.contains(&"a1>".to_string()), "{moves:?}"); // onto the wall
    assert_eq!(count_moves(&p), moves.len() as u64);
    let flattened = play(&p, "a1>").unwrap();
    assert_eq!(flattened.walls(), 0);
    assert_eq!(flattened.stack_text(1), "21C");
    // A flat cannot go onto a wall, and a capstone with company cannot either.
    let p = at("x5/x5/x5/x5/1,2S,x3 1 4");
    assert!(play(&p, "a1>").unwrap_err().contains("wall"));
    let p = at("x5/x5/x5/x5/21C,2S,x3 1 4");
    assert!(play(&p, "2a1>").unwrap_err().contains("wall"));
    assert!(play(&p, "2a1>11").is_err()); // runs onto the wall with 1 flat
                                          // A capstone is never covered.
    let p = at("x5/x5/x5/x5/1,2C,x3 1 4");
    assert!(play(&p, "a1>").unwrap_err().contains("capstone"));
}

#[test]
fn the_carry_limit_is_the_board_size() {
    let p = at("x3/x3/1111,x2 1 8");
    assert!(play(&p, "4a1+")
        .unwrap_err()
        .contains("1 to 3 stones can be carried"));
    assert!(play(&p, "3a1+12").is_ok());
    assert!(play(&p, "3a1+111").unwrap_err().contains("off the board"));
    let low = at("x3/x3/11,x2 1 8");
    assert!(play(&low, "3a1+").unwrap_err().contains("its height is 2"));
}

#[test]
fn roads_win_and_the_mover_wins_a_double_road() {
    let p = at("x5/x5/x5/x5/1,1,1,1,x 1 5");
    let won = play(&p, "e1").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Road(Color::White)));
    assert!(legal_moves(&won).is_empty());
    // Walls are not road; capstones are.
    assert_eq!(play(&p, "Se1").unwrap().outcome(), None);
    assert_eq!(
        play(&p, "Ce1").unwrap().outcome(),
        Some(Outcome::Road(Color::White))
    );
    // White's slide completes a road for both: the mover wins.
    let p = at("x3/2,2,21/1,1,x 1 5");
    let both = play(&p, "c2-").unwrap();
    assert_eq!(both.outcome(), Some(Outcome::Road(Color::White)));
}

#[test]
fn a_full_board_or_an_empty_reserve_ends_the_game_on_flats() {
    let p = at("1,2,1/2,1,2/1,2S,x 1 5");
    let full = play(&p, "c1").unwrap();
    assert_eq!(full.outcome(), Some(Outcome::Flats(Color::White))); // 5 flats to 3
                                                                    // 3×3: 10 stones each. White has one left; placing it ends the game.
    let p = at("111,111,x/111,x2/x3 1 10");
    assert_eq!(p.reserves(Color::White), (1, 0));
    assert!(p.outcome().is_none());
    let last = play(&p, "c1").unwrap();
    assert_eq!(last.outcome(), Some(Outcome::Flats(Color::White))); // 4 to 0
                                                                    // Equal flats: a draw.
    let p = at("1,2,x/x3/x3 2 2");
    let even = at("1,2,1/2,1,2/1,2,x 1 5");
    assert!(p.outcome().is_none());
    assert_eq!(play(&even, "Sc1").unwrap().outcome(), Some(Outcome::Draw));
}

#[test]
fn stacks_taller_than_64_fit_in_the_u128_words() {
    // 80 stones in one stack on 7×7 (40 each): too many for a u64.
    let tall: String = "21".repeat(40); // white on top
    let tps = format!("x7/x7/x7/x7/x7/x7/{tall},x6 1 41");
    let p = at(&tps);
    assert_eq!(p.stack(0).1, 80);
    assert_eq!(p.to_tps(), tps);
    let slid = play(&p, "7a1>111112").unwrap(); // the carry limit: 7 stones
    assert_eq!(slid.stack(0).1, 73);
    assert_eq!(slid.stack_text(6), "21"); // the old top stone lands last
}

#[test]
fn the_tallest_stack_of_8x8_fits_and_slides() {
    // Every flat of both players, 100, under a white capstone: 101 stones.
    let tall = format!("{}1C", "12".repeat(50));
    let tps = format!("x8/x8/x8/x8/x8/x8/x8/{tall},x7 1 51");
    let p = at(&tps);
    assert_eq!(p.stack(0).1, 101);
    assert_eq!(p.to_tps(), tps);
    let slid = play(&p, "8a1>1111112").unwrap(); // the carry limit: 8 stones
    assert_eq!(slid.stack(0).1, 93);
    assert_eq!(slid.stack_text(7), "21C"); // the capstone lands last, on top
}

#[test]
fn every_listed_move_round_trips_through_ptn() {
    let p = at("x5/x2,2S,x2/x2,121,x2/x5/x5 1 4");
    for mv in legal_moves(&p) {
        let text = move_to_ptn(mv, 5);
        let back: Move = parse_move(&text, 5).unwrap();
        assert_eq!(back, mv, "{text}");
    }
}

#[test]
fn malformed_ptn_gets_a_reason() {
    for (text, reason) in [
        ("", "not a square"),
        ("a9", "not a square"),
        ("9a1>", "carried"),
        ("3a1>22", "add up"),
        ("2a1>20", "digits"),
        ("Sa1>", "stone letter"),
        ("a1x", "not a square"),
    ] {
        let error = parse_move(text, 5).unwrap_err().to_string();
        assert!(error.contains(reason), "{text}: {error}");
    }
}

#[test]
fn move_numbers_beyond_the_ply_counter_are_refused() {
    // Plies are counted in a u16: move 32,768 with black to move is ply 65,535.
    assert!(Position::from_tps("x3/x3/x3 2 32768").is_ok());
    for number in ["0", "32769", "40000", "65536", "-1", "one"] {
        let tps = format!("x3/x3/x3 1 {number}");
        let error = Position::from_tps(&tps).unwrap_err().to_string();
        assert_eq!(
            error,
            format!(
                "the move number is a number from 1 to 32768, not `{number}`"
            )
        );
    }
}
