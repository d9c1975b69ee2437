//! Shared by the test files: seeded random games, a position flipped by
//! rewriting its FEN, and the published problems the search must solve.
#![allow(dead_code)] // each test file uses a part of it

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::Move;

/// A seeded xorshift generator (Marsaglia's 13, 7, 17).
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The positions of `games` random games of at most `plies` plies from the
/// start, each move drawn uniformly from the legal moves, the last position
/// of each game included (it may have no legal move).
pub fn random_positions(
    seed: u64,
    games: usize,
    plies: usize,
) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut pos = Position::start();
        for _ in 0..plies {
            positions.push(pos);
            let moves = legal_moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = pos.play(moves[rng.below(moves.len())]);
        }
    }
    positions
}

/// The FEN of the same position with the board turned round and the colours
/// swapped: ranks in the other order, letters in the other case, the other
/// side to move, castling rights and the en passant square swapped over.
pub fn flipped_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap_case = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let ranks: Vec<&str> = fields[0].split('/').rev().collect();
    let placement = swap_case(&ranks.join("/"));
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling = if fields[2] == "-" {
        "-".to_string()
    } else {
        let swapped = swap_case(fields[2]);
        let mut rights: Vec<char> = swapped.chars().collect();
        rights.sort_by_key(|c| "KQkq".find(*c));
        rights.into_iter().collect()
    };
    let en_passant = if fields[3] == "-" {
        "-".to_string()
    } else {
        let file = &fields[3][..1];
        let rank = if &fields[3][1..] == "3" { "6" } else { "3" };
        format!("{file}{rank}")
    };
    format!(
        "{placement} {side} {castling} {en_passant} {} {}",
        fields[4], fields[5]
    )
}

/// A forced mate from the Lichess puzzle database (database.lichess.org,
/// CC0): the puzzle's id (lichess.org/training/<id>), the position after
/// the opponent's move that starts it, the mate's length in moves, and the
/// first move of the solution.
pub struct Mate {
    /// The puzzle's id.
    pub id: &'static str,
    /// The position to solve, in FEN.
    pub fen: &'static str,
    /// Mate in this many moves of the side to move.
    pub moves: usize,
    /// The solution's first move.
    pub first: &'static str,
}

/// Mates in 1, 2 and 3. Each FEN is the database's, with the opponent's
/// first move played (the database gives the position before it).
pub const MATES: [Mate; 7] = [
    Mate {
        id: "00Xiu",
        fen: "8/pp3Q1p/1n2B1pk/8/5PPq/7P/PPP5/2K5 b - - 0 31",
        moves: 1,
        first: "h4e1",
    },
    Mate {
        id: "00sHx",
        fen: "q5nr/1ppknQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 w - - 1 18",
        moves: 2,
        first: "a2e6",
    },
    Mate {
        id: "00LdT",
        fen: "r5k1/pbp2ppp/6q1/3p4/3p3r/2P1R1P1/PP2QP1P/R5K1 w - - 0 21",
        moves: 2,
        first: "e3e8",
    },
    Mate {
        id: "0042j",
        fen: "3r2k1/4nppp/pq3b2/1p2p3/2r2P2/2P1NR2/PP1Q2BP/3R2K1 w - - 0 25",
        moves: 2,
        first: "d2d8",
    },
    Mate {
        id: "00o7c",
        fen: "2r3k1/pb3ppp/1p2pq2/1P6/2Q1PP2/6P1/P5BP/2R3K1 w - - 1 25",
        moves: 3,
        first: "c4c8",
    },
    Mate {
        id: "001cv",
        fen: "6k1/5p1p/3p2pP/3Pr1b1/1ppR4/7R/PP6/1K6 b - - 1 34",
        moves: 3,
        first: "e5e1",
    },
    Mate {
        id: "JOGv3",
        fen: "5R2/pp6/2p3k1/2R1p2n/8/1BP5/Pr4PP/7K b - - 0 27",
        moves: 3,
        first: "b2b1",
    },
];

/// Plays the UCI moves from `pos`.
pub fn play(pos: &Position, moves: &str) -> Position {
    let mut pos = *pos;
    for text in moves.split_whitespace() {
        let m = Move::from_uci(&pos, text).unwrap();
        pos = pos.play(m);
    }
    pos
}
