//! One move judged on its own, as a search needs it for a move that comes
//! from a table rather than from the generator: is it legal here, and does
//! it give check?

use crate::attacks::{bishop, king, knight, line, pawn_attacks, queen, rook};
use crate::bitboard::Bitboard;
use crate::make::castling_rook;
use crate::movegen::{Board, Sink};
use crate::position::Position;
use crate::types::{Color, Move, MoveKind, Piece, Square};
use ch07_rays::squares::{RANK_1, RANK_8};

/// A sink that only looks for one move among those it is sent.
struct Finder {
    wanted: Move,
    found: bool,
}

impl Sink for Finder {
    fn piece(&mut self, from: Square, targets: Bitboard) {
        self.found |=
            from == self.wanted.from() && targets.contains(self.wanted.to());
    }

    fn pawns(&mut self, _targets: Bitboard, _delta: i32, _kind: MoveKind) {}

    fn promotions(&mut self, _targets: Bitboard, _delta: i32) {}

    fn single(&mut self, m: Move) {
        self.found |= m == self.wanted;
    }
}

impl Board<'_> {
    /// True when a pawn on `m.from()` may make the move `m` on this board,
    /// pins and checks aside: one step forward to an empty square, two from
    /// its first rank through two empty squares, or one diagonal step onto an
    /// enemy piece; a promotion exactly when it lands on the last rank.
    fn pawn_reaches(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        let (up, start, last) = match self.us {
            Color::White => (8, 1, RANK_8),
            Color::Black => (-8, 6, RANK_1),
        };
        let empty = |square: Square| !self.occupied.contains(square);
        let step = (to as i32 - from as i32) == up;
        let push = step && empty(to);
        let capture =
            pawn_attacks(self.us, from).contains(to) && self.enemy.contains(to);
        let on_last = last & (1 << to) != 0;
        match m.kind() {
            MoveKind::Normal => (push || capture) && !on_last,
            MoveKind::Promotion(_) => (push || capture) && on_last,
            MoveKind::DoublePush => {
                let over = (from as i32 + up) as Square;
                from / 8 == start
                    && to as i32 - from as i32 == 2 * up
                    && empty(over)
                    && empty(to)
            }
            MoveKind::EnPassant | MoveKind::Castle => false,
        }
    }

    /// True when the move is one the piece on its square may make here, if
    /// we set aside whether it leaves its own king attacked (a pseudo-legal
    /// move): a step, jump or slide of the piece onto a square not ours, a
    /// pawn's move as `pawn_reaches` has it, en passant onto the en passant
    /// square, and castling as the generator allows it.
    fn reaches(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        if !self.own.contains(from) || self.own.contains(to) {
            return false;
        }
        let Some((_, piece)) = self.pos.piece_at(from) else {
            return false;
        };
        match (piece, m.kind()) {
            (Piece::King, MoveKind::Normal) => king(from).contains(to),
            (Piece::King, MoveKind::Castle) => {
                let mut finder = Finder {
                    wanted: m,
                    found: false,
                };
                if self.checkers().is_empty() {
                    self.castling(Bitboard::from_square(to), &mut finder);
                }
                finder.found
            }
            (Piece::Pawn, MoveKind::EnPassant) => {
                self.pos.en_passant() == Some(to)
                    && pawn_attacks(self.us, from).contains(to)
            }
            (Piece::Pawn, _) => self.pawn_reaches(m),
            (Piece::Knight, MoveKind::Normal) => knight(from).contains(to),
            (Piece::Bishop, MoveKind::Normal) => {
                bishop(from, self.occupied).contains(to)
            }
            (Piece::Rook, MoveKind::Normal) => {
                rook(from, self.occupied).contains(to)
            }
            (Piece::Queen, MoveKind::Normal) => {
                queen(from, self.occupied).contains(to)
            }
            _ => false,
        }
    }

    // ANCHOR: is_legal_board
    /// The generator's rules for one pseudo-legal move: the king's own test;
    /// en passant by the generator's code for it, sent to a sink that looks
    /// for the move; any other piece must land in the check mask and stay
    /// on its pin ray if it is pinned.
    fn is_legal(&self, m: Move) -> bool {
        if !self.reaches(m) {
            return false;
        }
        let (from, to) = (m.from(), m.to());
        let checkers = self.checkers();
        match m.kind() {
            MoveKind::Castle => true,
            _ if from == self.king => {
                let without_king = self.occupied ^ Bitboard::from_square(from);
                !self.attacked(to, without_king)
            }
            _ if checkers.has_more_than_one() => false,
            MoveKind::EnPassant => {
                let mut finder = Finder {
                    wanted: m,
                    found: false,
                };
                self.en_passant(Bitboard::ALL, &mut finder);
                finder.found
            }
            _ => {
                let pinned = self.pinned().contains(from);
                self.check_mask(checkers).contains(to)
                    && (!pinned || line(self.king, from).contains(to))
            }
        }
    }
    // ANCHOR_END: is_legal_board
}

impl Position {
    /// True when `m` is a legal move of the side to move: for any move at
    /// all, such as one read from a table, and exactly the moves
    /// `legal_moves` lists.
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let start = Position::start();
    /// let e2e4 = Move::new(12, 28, MoveKind::DoublePush);
    /// assert!(start.is_legal(e2e4));
    /// assert!(!start.is_legal(Move::new(12, 36, MoveKind::Normal))); // e2e5
    /// let e7e5 = Move::new(52, 36, MoveKind::DoublePush);
    /// assert!(!start.is_legal(e7e5)); // Black's move
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        Board::new(self).is_legal(m)
    }

    /// True when `m` is a move the position allows but for leaving the
    /// mover's own king attacked: what `play` and `make` accept.
    pub(crate) fn is_pseudo_legal(&self, m: Move) -> bool {
        Board::new(self).reaches(m)
    }

    // ANCHOR: gives_check
    /// True when the legal move `m` checks the other king: the piece as it
    /// lands (the new piece of a promotion, the rook of a castling) attacks
    /// the king over the new occupancy, or one of our other sliders does,
    /// seen from the king, through the squares the move empties (a
    /// discovered check, en passant's two squares included).
    ///
    /// ```
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let pos = Position::from_fen("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1")?;
    /// assert!(pos.gives_check(Move::new(0, 56, MoveKind::Normal))); // a1a8
    /// assert!(!pos.gives_check(Move::new(0, 48, MoveKind::Normal))); // a1a7
    /// let e1c1 = Move::new(4, 2, MoveKind::Castle); // the rook lands on d1
    /// assert!(pos.gives_check(e1c1));
    /// # Ok::<(), ch08_chess::fen::FenError>(())
    /// ```
    pub fn gives_check(&self, m: Move) -> bool {
        debug_assert!(
            self.is_legal(m),
            "{m:?} is not legal in {}",
            self.to_fen()
        );
        let (us, (from, to)) = (self.side, (m.from(), m.to()));
        let target = self.king(us.other());
        let Some((_, piece)) = self.piece_at(from) else {
            return false;
        };
        let (moved, mut lands) = (m.promotion().unwrap_or(piece), to);
        let mut occupied = self.occupied() ^ Bitboard::from_square(from)
            | Bitboard::from_square(to);
        let mut left = Bitboard::from_square(from);
        match m.kind() {
            MoveKind::EnPassant => occupied ^= Bitboard::from_square(to ^ 8),
            MoveKind::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                occupied ^= Bitboard::from_square(rook_from)
                    | Bitboard::from_square(rook_to);
                left |= Bitboard::from_square(rook_from);
                lands = rook_to;
            }
            _ => {}
        }
        let direct = match (m.kind(), moved) {
            (MoveKind::Castle, _) => rook(lands, occupied),
            (_, Piece::Pawn) => pawn_attacks(us, lands),
            (_, Piece::Knight) => knight(lands),
            (_, Piece::Bishop) => bishop(lands, occupied),
            (_, Piece::Rook) => rook(lands, occupied),
            (_, Piece::Queen) => queen(lands, occupied),
            (_, Piece::King) => Bitboard::EMPTY,
        };
        let ours = |p: Piece| self.pieces(us, p) & !left;
        let queens = ours(Piece::Queen);
        let discovered = (bishop(target, occupied)
            & (ours(Piece::Bishop) | queens))
            | (rook(target, occupied) & (ours(Piece::Rook) | queens));
        direct.contains(target) || !discovered.is_empty()
    }
    // ANCHOR_END: gives_check
}
