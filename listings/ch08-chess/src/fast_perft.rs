//! Perft as part 8.4 makes it faster, one step at a time: on a board without
//! key or square array (step 1); each move played where the generator finds
//! it (step 2); the side to move a type (step 3); the pins as two masks
//! (step 4); the enemy's attacks as one set when castling needs them
//! (step 5). `perft_step` runs any step, `perft_fast` the last.

use crate::bitboard::Bitboard;
use crate::movegen::{
    BlackToMove, Board, Counter, MoveList, Placement, Side, Sink, WhiteToMove,
};
use crate::perft_board::PerftBoard;
use crate::position::Position;
use crate::types::{Color, Move, MoveKind, Piece, Promotion, Square};

/// The last step of part 8.4; step 0 is part 8.3's perft with the side to
/// move a value.
pub const STEPS: u32 = 5;

/// Part 8.3's perft with part 8.2's generator as it reads the side to move,
/// a `Color` value (step 3 makes it a type): a list of moves, each played
/// on a copy of the position, the last ply counted.
fn perft_part_8_3(pos: &Position, depth: u32) -> u64 {
    let board = Board::new(pos);
    match depth {
        0 => 1,
        1 => {
            let mut counter = Counter(0);
            board.generate(Bitboard::ALL, &mut counter);
            counter.0
        }
        _ => {
            let mut list = MoveList::new();
            board.generate(Bitboard::ALL, &mut list);
            list.iter()
                .map(|&m| perft_part_8_3(&pos.play(m), depth - 1))
                .sum()
        }
    }
}

/// Step 1: part 8.3's perft on a [`PerftBoard`].
fn perft_listed(board: &PerftBoard, depth: u32) -> u64 {
    let generator = Board::with(board, board.side());
    match depth {
        0 => 1,
        1 => {
            let mut counter = Counter(0);
            generator.generate(Bitboard::ALL, &mut counter);
            counter.0
        }
        _ => {
            let mut list = MoveList::new();
            generator.generate(Bitboard::ALL, &mut list);
            list.iter()
                .map(|&m| perft_listed(&board.play(m), depth - 1))
                .sum()
        }
    }
}

// ANCHOR: player
/// A sink that plays each move it is sent on a copy of `board`, the moving
/// piece's kind given, and adds the count of the sequences below it.
struct Player<'a, S: Side, const STEP: u32> {
    board: &'a PerftBoard,
    side: S,
    depth: u32,
    nodes: u64,
}

impl<S: Side, const STEP: u32> Player<'_, S, STEP> {
    /// Adds the count of the sequences after the move that led to `next`.
    #[inline(always)]
    fn count(&mut self, next: PerftBoard) {
        let (side, depth) = (self.side.other(), self.depth - 1);
        self.nodes += perft_found::<S::Other, STEP>(&next, side, depth);
    }
}

impl<S: Side, const STEP: u32> Sink for Player<'_, S, STEP> {
    #[inline(always)]
    fn piece(&mut self, kind: Piece, from: Square, targets: Bitboard) {
        for to in targets {
            self.count(self.board.play_piece(kind, from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i32, kind: MoveKind) {
        for to in targets {
            let from = (to as i32 - delta) as Square;
            let m = Move::new(from, to, kind);
            self.count(self.board.play_moving(Piece::Pawn, m));
        }
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            let from = (to as i32 - delta) as Square;
            for piece in Promotion::ALL {
                let m = Move::new(from, to, MoveKind::Promotion(piece));
                self.count(self.board.play_moving(Piece::Pawn, m));
            }
        }
    }

    #[inline(always)]
    fn single(&mut self, m: Move) {
        let kind = match m.kind() {
            MoveKind::Castle => Piece::King,
            _ => Piece::Pawn, // en passant
        };
        self.count(self.board.play_moving(kind, m));
    }
}
// ANCHOR_END: player

// ANCHOR: perft_found
/// Steps 2 to 5: perft with each move played where the generator finds it,
/// `side` the side to move as a [`Color`] (step 2) or as a type (from step
/// 3), with part 8.2's generator or, from step 4, part 8.4's.
fn perft_found<S: Side, const STEP: u32>(
    board: &PerftBoard,
    side: S,
    depth: u32,
) -> u64 {
    let generator = Board::with(board, side);
    match depth {
        0 => 1,
        1 => {
            let mut counter = Counter(0);
            generate::<_, _, STEP>(&generator, &mut counter);
            counter.0
        }
        _ => {
            let mut player = Player::<S, STEP> {
                board,
                side,
                depth,
                nodes: 0,
            };
            generate::<_, _, STEP>(&generator, &mut player);
            player.nodes
        }
    }
}

/// Every legal move, by the generator of step `STEP`.
#[inline(always)]
fn generate<P: Placement, S: Side, const STEP: u32>(
    generator: &Board<'_, P, S>,
    sink: &mut impl Sink,
) {
    match STEP {
        ..=3 => generator.generate(Bitboard::ALL, sink),
        4 => generator.generate_masked::<false>(Bitboard::ALL, sink),
        _ => generator.generate_masked::<true>(Bitboard::ALL, sink),
    }
}
// ANCHOR_END: perft_found

/// From step 3: the root's side to move turned into a type, once; every
/// ply below alternates the two types.
fn perft_typed<const STEP: u32>(board: &PerftBoard, depth: u32) -> u64 {
    match board.side() {
        Color::White => perft_found::<_, STEP>(board, WhiteToMove, depth),
        Color::Black => perft_found::<_, STEP>(board, BlackToMove, depth),
    }
}

/// Perft as of step `step` of part 8.4, 0 (part 8.3's, the side a value) to
/// [`STEPS`]: the same count, each step faster.
///
/// ```
/// use ch08_chess::fast_perft::{perft_step, STEPS};
/// use ch08_chess::position::Position;
/// for step in 0..=STEPS {
///     assert_eq!(perft_step(&Position::start(), 3, step), 8_902);
/// }
/// ```
pub fn perft_step(pos: &Position, depth: u32, step: u32) -> u64 {
    let board = PerftBoard::from(pos);
    match step {
        0 => perft_part_8_3(pos, depth),
        1 => perft_listed(&board, depth),
        2 => perft_found::<Color, 2>(&board, board.side(), depth),
        3 => perft_typed::<3>(&board, depth),
        4 => perft_typed::<4>(&board, depth),
        _ => perft_typed::<5>(&board, depth),
    }
}

/// The number of legal move sequences of `depth` plies, by part 8.4's last
/// step.
///
/// ```
/// use ch08_chess::fast_perft::perft_fast;
/// use ch08_chess::position::Position;
/// assert_eq!(perft_fast(&Position::start(), 4), 197_281);
/// ```
pub fn perft_fast(pos: &Position, depth: u32) -> u64 {
    perft_typed::<STEPS>(&PerftBoard::from(pos), depth)
}
