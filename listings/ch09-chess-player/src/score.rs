//! Scores: centipawns for positions still open, and mates counted in plies
//! from the root.

// ANCHOR: mate
/// The score of a checkmate on the board, for the side that gave it:
/// larger than any evaluation.
pub const MATE: i32 = 30_000;

/// The deepest a search goes, in plies from the root.
pub const MAX_PLY: usize = 128;

/// Scores beyond this are mates: `MATE − MAX_PLY`.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;

/// More than any score: the search's window starts as `−INFINITY..INFINITY`.
pub const INFINITY: i32 = MATE + 1;

/// The score of being checkmated `ply` plies below the root: `−MATE + ply`,
/// so that a mate further away scores better for the side that is mated,
/// and a nearer one better for the side that mates.
///
/// ```
/// use ch09_chess_player::score::{mated_in, MATE};
/// assert_eq!(mated_in(3), -MATE + 3);
/// assert!(mated_in(3) < mated_in(5));
/// ```
#[inline]
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}
// ANCHOR_END: mate

// ANCHOR: table_scores
/// A score as the table keeps it: a mate counted from the node that stores
/// it rather than from the root (`+ ply` for a win, `− ply` for a loss), so
/// that it stays true when another path reaches the node at another ply.
///
/// ```
/// use ch09_chess_player::score::{from_table, to_table, MATE};
/// // a mate 5 plies from the root, seen at ply 2: 3 plies from that node
/// assert_eq!(to_table(MATE - 5, 2), MATE - 3);
/// assert_eq!(from_table(to_table(MATE - 5, 2), 4), MATE - 7);
/// assert_eq!(to_table(35, 2), 35);
/// ```
#[inline]
pub const fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A score read from the table, counted again from the root for a node
/// `ply` plies below it.
///
/// ```
/// use ch09_chess_player::score::{from_table, MATE};
/// assert_eq!(from_table(-MATE + 1, 3), -MATE + 4);
/// ```
#[inline]
pub const fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
// ANCHOR_END: table_scores

/// A score as UCI prints it: `cp N`, or `mate N` with N in moves (not
/// plies), negative when the side to move is mated.
///
/// ```
/// use ch09_chess_player::score::{uci_score, MATE};
/// assert_eq!(uci_score(35), "cp 35");
/// assert_eq!(uci_score(MATE - 3), "mate 2");
/// assert_eq!(uci_score(-MATE + 4), "mate -2");
/// ```
pub fn uci_score(score: i32) -> String {
    if score > MATE_BOUND {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        format!("mate -{}", (MATE + score) / 2)
    } else {
        format!("cp {score}")
    }
}
