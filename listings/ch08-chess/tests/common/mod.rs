//! Shared by the test files: the Chess Programming Wiki's six perft
//! positions with their published counts, a seeded random game, and
//! positions of random games played by shakmaty.
#![allow(dead_code)] // each test file uses a part of it

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;

/// A position of the Chess Programming Wiki's page *Perft Results*
/// (<https://www.chessprogramming.org/Perft_Results>), with its published
/// counts for depths 1, 2, 3, …
pub struct Published {
    /// The wiki's name for it.
    pub name: &'static str,
    /// The position in FEN.
    pub fen: &'static str,
    /// The published perft counts, depth 1 first.
    pub counts: &'static [u64],
}

/// The six positions of the wiki's page (with position 4 also mirrored), and
/// their published counts.
pub const PUBLISHED: [Published; 7] = [
    Published {
        name: "initial position",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        counts: &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324],
    },
    Published {
        name: "Kiwipete (position 2)",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        counts: &[48, 2_039, 97_862, 4_085_603, 193_690_690],
    },
    Published {
        name: "position 3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        counts: &[14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661],
    },
    Published {
        name: "position 4",
        fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        counts: &[6, 264, 9_467, 422_333, 15_833_292, 706_045_033],
    },
    Published {
        name: "position 4 mirrored",
        fen: "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        counts: &[6, 264, 9_467, 422_333, 15_833_292, 706_045_033],
    },
    Published {
        name: "position 5",
        fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        counts: &[44, 1_486, 62_379, 2_103_487, 89_941_194],
    },
    Published {
        name: "position 6",
        fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        counts: &[46, 2_079, 89_890, 3_894_594, 164_075_551],
    },
];

/// A seeded xorshift generator for random games (Marsaglia's 13, 7, 17).
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

/// The positions of a random game from `start`: a uniformly chosen legal
/// move each turn, until the game ends or `plies` moves have been played.
pub fn random_game(
    start: &Position,
    plies: usize,
    rng: &mut Rng,
) -> Vec<Position> {
    let mut positions = vec![*start];
    let mut pos = *start;
    for _ in 0..plies {
        let moves = legal_moves(&pos);
        if moves.is_empty() {
            break;
        }
        pos = pos.play(moves[rng.below(moves.len())]);
        positions.push(pos);
    }
    positions
}

/// The FENs of [`PUBLISHED`], in its order, as a constant array.
pub const fn published_array() -> [&'static str; 7] {
    let mut fens = [""; 7];
    let mut i = 0;
    while i < 7 {
        fens[i] = PUBLISHED[i].fen;
        i += 1;
    }
    fens
}

/// The six positions of the wiki's page, without position 4 mirrored.
pub fn perft_fens() -> Vec<&'static str> {
    PUBLISHED
        .iter()
        .filter(|p| p.name != "position 4 mirrored")
        .map(|p| p.fen)
        .collect()
}

/// One step of a xorshift generator, for reproducible random games.
fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

/// `count` positions from seeded random games played by shakmaty (so that
/// the oracle also chooses the positions) from the six published positions,
/// as FEN.
pub fn shakmaty_random_fens(count: usize) -> Vec<String> {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};
    let starts = perft_fens();
    let mut x = 0x0DDB_A11C_0FFE_E123;
    let mut fens = Vec::new();
    let mut game = 0;
    while fens.len() < count {
        let fen: Fen = starts[game % starts.len()].parse().unwrap();
        let mut pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        for _ in 0..80 {
            let moves = pos.legal_moves();
            if moves.is_empty() || fens.len() == count {
                break;
            }
            x = xorshift(x);
            pos.play_unchecked(moves[(x % moves.len() as u64) as usize]);
            fens.push(
                Fen::from_position(&pos, EnPassantMode::Legal).to_string(),
            );
        }
        game += 1;
    }
    fens
}
