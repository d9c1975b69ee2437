//! The second part's diagrams, drawn from the listing's own functions: the
//! check mask in a single check, a knight's check and a double check; pins
//! found through the king's x-ray and the rays a pinned piece keeps; and the
//! en passant capture that uncovers a rook along the king's rank.

use book_diagrams::Diagram;
use ch07_rays::squares::{parse_square, parse_squares};
use ch08_chess::attacks::{bishop, rook};
use ch08_chess::bitboard::Bitboard;
use ch08_chess::movegen::{
    check_mask, checkers, legal_moves, pin_rays, pinned,
};
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Square};

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["8", "7", "6", "5", "4", "3", "2", "1"];

/// The chess board as a diagram: rank 8 at the top, a1 (bit 0) at the
/// bottom left, without bit numbers.
fn chess_board(caption: &str) -> Diagram {
    Diagram::grid(caption, 8, 8, |x, y| Some((7 - y) * 8 + x))
        .labels(&FILES, &RANKS)
        .without_bits()
}

/// The board of the squares named, e.g. `squares("a1 c3")`.
fn squares(names: &str) -> Bitboard {
    Bitboard(parse_squares(names).unwrap())
}

fn square(name: &str) -> Square {
    parse_square(name).unwrap()
}

fn board(b: Bitboard) -> u128 {
    u128::from(b.0)
}

/// Writes each piece's letter (capital for White) in its cell, for the
/// pieces of `on`.
fn letters(mut d: Diagram, pos: &Position, on: Bitboard) -> Diagram {
    for s in on {
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

/// A position's king of the side to move, the checkers, the check mask (its
/// checker drawn as a checker) and the other pieces, each piece with its letter.
fn check_board(caption: &str, pos: &Position) -> Diagram {
    let king = Bitboard::from_square(pos.king(pos.side_to_move()));
    let checkers = checkers(pos);
    let others = pos.occupied() & !king & !checkers;
    let d = chess_board(caption)
        .layer("K king in check", board(king))
        .layer("x checker", board(checkers))
        .layer("* check mask", board(check_mask(pos)))
        .layer("o other piece", board(others));
    letters(d, pos, pos.occupied())
}

#[test]
fn the_check_mask() {
    let bishop_check =
        Position::from_fen("4k3/8/8/8/1b6/8/8/4K3 w - - 0 1").unwrap();
    let knight_check =
        Position::from_fen("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1").unwrap();
    let double_check =
        Position::from_fen("4k3/8/8/8/1b6/5n2/8/4K3 w - - 0 1").unwrap();
    // A slider's check: capture it, or block on the squares between.
    assert_eq!(checkers(&bishop_check), squares("b4"));
    assert_eq!(check_mask(&bishop_check), squares("b4 c3 d2"));
    // A knight's check cannot be blocked.
    assert_eq!(check_mask(&knight_check), squares("f3"));
    // Two checkers: no square answers both, and only the king moves. (The
    // knight's move from d2 to f3 uncovered the bishop: a position a game
    // can reach.)
    assert_eq!(checkers(&double_check), squares("b4 f3"));
    assert_eq!(check_mask(&double_check), Bitboard::EMPTY);
    let king_moves: Vec<String> = legal_moves(&double_check)
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(king_moves.len(), 4);
    assert!(king_moves.iter().all(|m| m.starts_with("e1")));
    let steps = legal_moves(&double_check)
        .iter()
        .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from_square(m.to()));
    assert_eq!(steps, squares("d1 f1 e2 f2"));
    let diagrams = [
        check_board("a bishop: block or capture", &bishop_check),
        check_board("a knight: capture only", &knight_check),
        check_board("double check: king moves", &double_check)
            .layer("+ king's move", board(steps)),
    ];
    insta::assert_snapshot!("check_mask", Diagram::many_to_toml(&diagrams));
}

/// The position of the pin figure: a rook pinned on the e-file, a knight on
/// the a5–e1 diagonal, and two pawns that shelter the king from the queen
/// together, so that neither is pinned.
const PIN_FEN: &str = "4r1k1/8/8/b7/4R2q/2N3P1/5P2/4K3 w - - 0 1";

#[test]
fn pins_from_the_kings_x_ray() {
    let pos = Position::from_fen(PIN_FEN).unwrap();
    let k = pos.king(Color::White);
    let enemy = pos.color(Color::Black);
    let own = pos.color(Color::White);
    // The king as a queen that sees through its own pieces: its lines stop
    // only at enemy pieces.
    let x_ray = rook(k, enemy) | bishop(k, enemy);
    let snipers = x_ray & squares("e8 a5 h4");
    assert_eq!(x_ray & enemy, squares("e8 a5 h4"));
    // One own piece between king and sniper: pinned. Two: not pinned.
    assert_eq!(pinned(&pos), squares("e4 c3"));
    let rays = pin_rays(&pos);
    let all_rays = rays.iter().fold(Bitboard::EMPTY, |b, &(_, ray)| b | ray);
    assert_eq!(all_rays, squares("e2 e3 e4 e5 e6 e7 e8 d2 c3 b4 a5"));
    // The pinned rook moves along its ray, captures included; the pinned
    // knight cannot move at all.
    let moves = legal_moves(&pos);
    let rook_moves = moves
        .iter()
        .filter(|m| m.from() == square("e4"))
        .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from_square(m.to()));
    assert_eq!(rook_moves, squares("e2 e3 e5 e6 e7 e8"));
    assert!(moves.iter().all(|m| m.from() != square("c3")));
    let king = Bitboard::from_square(k);
    let diagrams = [
        letters(
            chess_board("the king's lines through its own pieces")
                .layer("K king", board(king))
                .layer("s sniper", board(snipers))
                .layer(
                    "o other piece",
                    board(pos.occupied() & !king & !snipers),
                )
                .layer("* x-ray", board(x_ray & !enemy & !own)),
            &pos,
            pos.occupied(),
        ),
        letters(
            chess_board("pin rays; the rook's moves outlined")
                .layer("K king", board(king))
                .layer("p pinned", board(pinned(&pos)))
                .layer("* pin ray", board(all_rays & !pinned(&pos)))
                .layer(
                    "o other piece",
                    board(pos.occupied() & !king & !all_rays),
                )
                .highlight(board(rook_moves)),
            &pos,
            pos.occupied(),
        ),
    ];
    insta::assert_snapshot!("pin_rays", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_en_passant_rank_pin() {
    let pos = Position::from_fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 2").unwrap();
    let (a5, b5, c5, c6, h5) = (
        square("a5"),
        square("b5"),
        square("c5"),
        square("c6"),
        square("h5"),
    );
    // Before: the rook's rank stops at the black pawn on c5.
    let before = rook(h5, pos.occupied()) & squares("a5 b5 c5 d5 e5 f5 g5");
    assert_eq!(before, squares("c5 d5 e5 f5 g5"));
    // After b5c6: both pawns leave the fifth rank at once.
    let after =
        pos.occupied() ^ Bitboard::from_square(b5) ^ Bitboard::from_square(c5)
            | Bitboard::from_square(c6);
    let exposed = rook(h5, after) & squares("a5 b5 c5 d5 e5 f5 g5");
    assert!(exposed.contains(a5));
    let moves: Vec<String> =
        legal_moves(&pos).iter().map(|m| m.to_string()).collect();
    assert!(!moves.contains(&"b5c6".to_string()));
    assert!(moves.contains(&"b5b6".to_string()));
    let ep = Bitboard::from_square(c6);
    let diagrams = [
        letters(
            chess_board("c7c5 has just been played")
                .layer("K king", board(squares("a5")))
                .layer("r rook", board(squares("h5")))
                .layer("* rook's attacks", board(before & !pos.occupied()))
                .layer(
                    "o other piece",
                    board(pos.occupied() & !squares("a5 h5")),
                )
                .cell_text(c6 as u32, "ep")
                .layer("e en passant square", board(ep)),
            &pos,
            pos.occupied(),
        ),
        letters(
            chess_board("after b5c6 the rook sees a5")
                .layer("K king", board(squares("a5")))
                .layer("r rook", board(squares("h5")))
                .layer("* rook's attacks", board(exposed & !squares("a5")))
                .layer(
                    "o other piece",
                    board(Bitboard(after.0) & !squares("a5 h5")),
                )
                .highlight(board(squares("a5"))),
            &pos,
            squares("a5 h5 h1"),
        )
        .cell_text(c6 as u32, "P"),
    ];
    insta::assert_snapshot!(
        "en_passant_rank_pin",
        Diagram::many_to_toml(&diagrams)
    );
}

/// The squares of the legal moves from `from`.
fn targets_from(pos: &Position, from: Square) -> Bitboard {
    legal_moves(pos)
        .iter()
        .filter(|m| m.from() == from)
        .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from_square(m.to()))
}

#[test]
fn the_kings_retreat_along_the_checking_ray() {
    // The rook on e1 checks the king on e2.
    let pos = Position::from_fen("8/8/8/8/8/8/4K3/4r2k w - - 0 1").unwrap();
    let (e1, e2) = (square("e1"), square("e2"));
    let king = Bitboard::from_square(e2);
    // Asked with the king on its square, the rook stops at the king...
    let with_king = rook(e1, pos.occupied());
    assert!(!with_king.contains(square("e3")));
    // ...asked without it, the rook's file runs on behind the king.
    let without_king = rook(e1, pos.occupied() ^ king);
    assert!(without_king.contains(square("e3")));
    assert_eq!(without_king ^ with_king, squares("e3 e4 e5 e6 e7 e8"));
    // The king takes the rook or steps off its lines, never back to e3.
    let steps = targets_from(&pos, e2);
    assert_eq!(steps, squares("e1 d2 f2 d3 f3"));
    let pieces = pos.occupied();
    let diagrams = [
        letters(
            chess_board("the rook's look-up, the king on e2")
                .layer("K king", board(king))
                .layer("r rook", board(squares("e1")))
                .layer("* rook's attacks", board(with_king & !pieces))
                .layer("o other piece", board(squares("h1"))),
            &pos,
            pieces,
        ),
        letters(
            chess_board("the same without the king")
                .layer("r rook", board(squares("e1")))
                .layer(
                    "* rook's attacks",
                    board(without_king & !(pieces & !king)),
                )
                .layer("o other piece", board(squares("h1")))
                .highlight(board(squares("e3"))),
            &pos,
            pieces & !king,
        ),
        letters(
            chess_board("the king's moves")
                .layer("K king", board(king))
                .layer("r rook", board(squares("e1")))
                .layer("+ king's move", board(steps & !pieces))
                .layer("o other piece", board(squares("h1")))
                .highlight(board(squares("e1"))),
            &pos,
            pieces,
        ),
    ];
    insta::assert_snapshot!("king_retreat", Diagram::many_to_toml(&diagrams));
}

#[test]
fn castling_through_an_attacked_square() {
    // White may castle both ways; Black's rook on f8 attacks f1.
    let pos =
        Position::from_fen("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1").unwrap();
    let rank_1 = Bitboard(0xFF);
    let attacked = rank_1
        .iter()
        .filter(|&s| pos.is_attacked(s, Color::Black))
        .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s));
    assert_eq!(attacked, squares("a1 f1"));
    // The king crosses f1 and lands on g1 to castle short, crosses d1 and
    // lands on c1 to castle long; b1 must be empty, not safe.
    let short_path = squares("f1 g1");
    let long_path = squares("d1 c1");
    assert!(!(attacked & short_path).is_empty());
    assert!((attacked & long_path).is_empty());
    let steps = targets_from(&pos, square("e1"));
    assert!(steps.contains(square("c1")) && !steps.contains(square("g1")));
    let pieces = pos.occupied();
    let white = pos.color(Color::White);
    let diagrams = [
        letters(
            chess_board("the king's path each way")
                .layer("K king", board(squares("e1")))
                .layer("* crossed or landed on", board(short_path | long_path))
                .layer("o other piece", board(pieces & !squares("e1"))),
            &pos,
            pieces,
        ),
        letters(
            chess_board("f1 attacked: only e1c1")
                .layer("K king", board(squares("e1")))
                .layer("x attacked by Black", board(attacked & !white))
                .layer("+ king's move", board(steps & !pieces))
                .layer("o other piece", board(pieces & !squares("e1")))
                .highlight(board(squares("c1"))),
            &pos,
            pieces,
        ),
    ];
    insta::assert_snapshot!("castling_path", Diagram::many_to_toml(&diagrams));
}
