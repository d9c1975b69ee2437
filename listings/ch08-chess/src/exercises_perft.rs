//! Worked solutions to the exercises of the third part: perft without bulk
//! counting, perft that counts what its last moves do, the key a move will
//! give, and perft that remembers the positions it has counted.

use crate::attacks::pawn_attacks;
use crate::movegen::{checkers, count_legal_moves, legal_moves};
use crate::position::Position;
use crate::types::{Move, MoveKind, Piece, Square};
use crate::zobrist::KEYS;

// ANCHOR: perft_making_every_move
/// Perft that plays every move, the last ply's too, and counts the
/// positions it reaches.
///
/// ```
/// use ch08_chess::exercises_perft::perft_making_every_move;
/// use ch08_chess::position::Position;
/// assert_eq!(perft_making_every_move(&Position::start(), 3), 8_902);
/// ```
pub fn perft_making_every_move(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal_moves(pos)
        .iter()
        .map(|&m| perft_making_every_move(&pos.play(m), depth - 1))
        .sum()
}
// ANCHOR_END: perft_making_every_move

// ANCHOR: key_after
/// The castling rights a move from or to `square` takes away: both of a
/// side's when its king leaves its square, one when a rook's corner is left
/// or captured on.
///
/// ```
/// use ch08_chess::exercises_perft::rights_lost;
/// assert_eq!(rights_lost(4), 0b0011); // e1: White's two
/// assert_eq!(rights_lost(63), 0b0100); // h8: Black's king side
/// ```
pub fn rights_lost(square: Square) -> u8 {
    match square {
        0 => 0b0010,
        4 => 0b0011,
        7 => 0b0001,
        56 => 0b1000,
        60 => 0b1100,
        63 => 0b0100,
        _ => 0,
    }
}

/// The Zobrist key of the position after the legal move `m`, from the
/// key before it and the keys of what the move changes, without playing it.
///
/// ```
/// use ch08_chess::exercises_perft::key_after;
/// use ch08_chess::position::Position;
/// use ch08_chess::types::{Move, MoveKind};
/// let start = Position::start();
/// let e2e4 = Move::new(12, 28, MoveKind::DoublePush);
/// assert_eq!(key_after(&start, e2e4), start.play(e2e4).key());
/// ```
pub fn key_after(pos: &Position, m: Move) -> u64 {
    let (us, them) = (
        pos.side_to_move().index(),
        pos.side_to_move().other().index(),
    );
    let (from, to) = (m.from(), m.to());
    let Some((_, piece)) = pos.piece_at(from) else {
        panic!("{m} moves no piece");
    };
    let pieces = &KEYS.pieces;
    // the side to move changes, and the old en passant part goes
    let mut key = pos.key() ^ KEYS.white_to_move ^ pos.en_passant_key();
    key ^= pieces[us][piece.index()][from]
        ^ pieces[us][m.promotion().unwrap_or(piece).index()][to];
    if let Some((_, victim)) = pos.piece_at(to) {
        key ^= pieces[them][victim.index()][to];
    }
    match m.kind() {
        MoveKind::EnPassant => key ^= pieces[them][Piece::Pawn.index()][to ^ 8],
        MoveKind::DoublePush => {
            // hashed only if an enemy pawn stands beside the pawn's square
            let skipped = (from + to) / 2;
            let side = pos.side_to_move();
            let beside = pawn_attacks(side, skipped)
                & pos.pieces(side.other(), Piece::Pawn);
            if !beside.is_empty() {
                key ^= KEYS.en_passant[from % 8];
            }
        }
        MoveKind::Castle => {
            let (rook_from, rook_to) = if to % 8 == 6 {
                (to + 1, to - 1)
            } else {
                (to - 2, to + 1)
            };
            key ^= pieces[us][Piece::Rook.index()][rook_from]
                ^ pieces[us][Piece::Rook.index()][rook_to];
        }
        _ => {}
    }
    let rights = pos.castling_rights();
    let kept = rights & !(rights_lost(from) | rights_lost(to));
    key ^ KEYS.castling[rights as usize] ^ KEYS.castling[kept as usize]
}
// ANCHOR_END: key_after

// ANCHOR: perft_stats
/// What the last moves of perft's sequences do, counted as the Chess
/// Programming Wiki counts them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerftStats {
    /// Sequences (positions at the last ply).
    pub nodes: u64,
    /// Last moves that capture, en passant included.
    pub captures: u64,
    /// Last moves that capture en passant.
    pub en_passant: u64,
    /// Last moves that castle.
    pub castles: u64,
    /// Last moves that promote.
    pub promotions: u64,
    /// Last moves that give check.
    pub checks: u64,
    /// Last moves that give checkmate.
    pub checkmates: u64,
}

/// Perft that sorts the last moves by what they do.
///
/// ```
/// use ch08_chess::exercises_perft::perft_stats;
/// use ch08_chess::position::Position;
/// let stats = perft_stats(&Position::start(), 3);
/// assert_eq!((stats.nodes, stats.captures, stats.checks), (8_902, 34, 12));
/// ```
pub fn perft_stats(pos: &Position, depth: u32) -> PerftStats {
    let mut stats = PerftStats::default();
    if depth == 0 {
        stats.nodes = 1;
    } else {
        add_stats(pos, depth, &mut stats);
    }
    stats
}

/// Adds the last moves below `pos` to `stats`.
fn add_stats(pos: &Position, depth: u32, stats: &mut PerftStats) {
    for &m in legal_moves(pos).iter() {
        let after = pos.play(m);
        if depth > 1 {
            add_stats(&after, depth - 1, stats);
            continue;
        }
        stats.nodes += 1;
        let en_passant = m.kind() == MoveKind::EnPassant;
        stats.captures +=
            u64::from(en_passant || pos.piece_at(m.to()).is_some());
        stats.en_passant += u64::from(en_passant);
        stats.castles += u64::from(m.kind() == MoveKind::Castle);
        stats.promotions += u64::from(m.promotion().is_some());
        if !checkers(&after).is_empty() {
            stats.checks += 1;
            stats.checkmates += u64::from(count_legal_moves(&after) == 0);
        }
    }
}
// ANCHOR_END: perft_stats

// ANCHOR: perft_hashed
/// Counts already made, by position key and depth: `2^bits` slots, a new
/// count replacing the old one in its slot.
pub struct PerftTable {
    /// `(key, depth, count)` per slot; depth 0 marks an empty slot.
    slots: Vec<(u64, u32, u64)>,
}

impl PerftTable {
    /// An empty table of `2^bits` slots.
    ///
    /// ```
    /// use ch08_chess::exercises_perft::{perft_hashed, PerftTable};
    /// use ch08_chess::position::Position;
    /// let mut table = PerftTable::new(10);
    /// assert_eq!(perft_hashed(&Position::start(), 2, &mut table), 400);
    /// ```
    pub fn new(bits: u32) -> PerftTable {
        PerftTable {
            slots: vec![(0, 0, 0); 1 << bits],
        }
    }
}

/// Perft that looks each position up before counting below it: the same
/// position reached by two move orders is counted once.
///
/// ```
/// use ch08_chess::exercises_perft::{perft_hashed, PerftTable};
/// use ch08_chess::position::Position;
/// let mut table = PerftTable::new(16);
/// assert_eq!(perft_hashed(&Position::start(), 4, &mut table), 197_281);
/// ```
pub fn perft_hashed(pos: &Position, depth: u32, table: &mut PerftTable) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            count_legal_moves(pos)
        };
    }
    let slot = pos.key() as usize & (table.slots.len() - 1);
    let (key, stored_depth, count) = table.slots[slot];
    if key == pos.key() && stored_depth == depth {
        return count;
    }
    let count = legal_moves(pos)
        .iter()
        .map(|&m| perft_hashed(&pos.play(m), depth - 1, table))
        .sum();
    table.slots[slot] = (pos.key(), depth, count);
    count
}
// ANCHOR_END: perft_hashed
