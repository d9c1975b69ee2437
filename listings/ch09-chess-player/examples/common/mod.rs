//! Shared by the examples: test suites in EPD with their best moves in
//! standard algebraic notation (SAN), read into positions and moves.
#![allow(dead_code)] // each example uses a part of it

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::{Move, MoveKind, Piece};
use ch09_chess_player::board::{is_capture, moving};

/// A problem of a suite: its id, its position, its best moves.
pub struct Problem {
    /// The `id` field (`WAC.001`).
    pub id: String,
    /// The position.
    pub position: Position,
    /// The moves that solve it (`bm`).
    pub best: Vec<Move>,
}

/// A move in SAN, without the check sign: `Nf3`, `exd5`, `e8=Q`, `O-O`,
/// the file or rank of the piece that moves added when another piece of its
/// kind could reach the same square.
pub fn san(pos: &Position, m: Move) -> String {
    if m.kind() == MoveKind::Castle {
        return if m.to() % 8 == 6 { "O-O" } else { "O-O-O" }.to_string();
    }
    let square =
        |s: usize| format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1);
    let piece = moving(pos, m);
    let capture = if is_capture(pos, m) { "x" } else { "" };
    let mut text = String::new();
    if piece == Piece::Pawn {
        if is_capture(pos, m) {
            text.push((b'a' + (m.from() % 8) as u8) as char);
        }
    } else {
        text.push(piece.letter().to_ascii_uppercase());
        let rivals: Vec<Move> = legal_moves(pos)
            .iter()
            .copied()
            .filter(|r| {
                r.to() == m.to()
                    && r.from() != m.from()
                    && moving(pos, *r) == piece
            })
            .collect();
        if !rivals.is_empty() {
            let file = |s: usize| s % 8;
            let rank = |s: usize| s / 8;
            let from = square(m.from());
            if rivals.iter().all(|r| file(r.from()) != file(m.from())) {
                text.push_str(&from[..1]);
            } else if rivals.iter().all(|r| rank(r.from()) != rank(m.from())) {
                text.push_str(&from[1..]);
            } else {
                text.push_str(&from);
            }
        }
    }
    text.push_str(capture);
    text.push_str(&square(m.to()));
    if let Some(promoted) = m.promotion() {
        text.push('=');
        text.push(promoted.letter().to_ascii_uppercase());
    }
    text
}

/// The legal move written `text` in SAN (check signs ignored).
pub fn from_san(pos: &Position, text: &str) -> Option<Move> {
    let bare = text.trim_end_matches(['+', '#', '!', '?']);
    legal_moves(pos)
        .iter()
        .copied()
        .find(|&m| san(pos, m) == bare)
}

/// The problems of an EPD suite: each line a position's first four FEN
/// fields, then operations such as `bm Qg6; id "WAC.001";`.
pub fn read_epd(text: &str) -> Result<Vec<Problem>, String> {
    let mut problems = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        if fields.len() < 5 {
            return Err(format!("line {}: not an EPD line", n + 1));
        }
        let fen = format!("{} 0 1", fields[..4].join(" "));
        let position = Position::from_fen(&fen)
            .map_err(|e| format!("line {}: {e}", n + 1))?;
        let mut best = Vec::new();
        let mut id = format!("line {}", n + 1);
        for op in fields[4]
            .split(';')
            .map(str::trim)
            .filter(|op| !op.is_empty())
        {
            if let Some(moves) = op.strip_prefix("bm ") {
                for text in moves.split_whitespace() {
                    let m = from_san(&position, text).ok_or_else(|| {
                        format!("line {}: no move {text}", n + 1)
                    })?;
                    best.push(m);
                }
            } else if let Some(name) = op.strip_prefix("id ") {
                id = name.trim_matches('"').to_string();
            }
        }
        if best.is_empty() {
            return Err(format!("line {}: no bm", n + 1));
        }
        problems.push(Problem { id, position, best });
    }
    Ok(problems)
}

/// True when the side to move is checkmated.
pub fn is_mate(pos: &Position) -> bool {
    pos.in_check() && legal_moves(pos).is_empty()
}
