//! Part 8.4's generator: the pins found once per position as two masks, one
//! per direction, so that pinned pieces and pawns move by ANDs (step 4); and
//! the enemy's attacks found once as a set when castling needs them (step 5).

use crate::attacks::{between, bishop, king, knight, pawn_attacks_all, rook};
use crate::bitboard::Bitboard;
use crate::movegen::{shift, Board, Placement, Side, Sink};
use crate::position::{
    BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE,
};
use crate::types::{Color, Move, MoveKind, Piece, Square};
use ch07_rays::squares::{NOT_FILE_A, NOT_FILE_H, RANK_1, RANK_8};

/// The pin rays of a position, split by direction: for each enemy slider
/// that pins one of our pieces, the squares from the king (left out) to the
/// slider (included).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pins {
    /// The rays of the pins along diagonals.
    pub(crate) diagonal: Bitboard,
    /// The rays of the pins along files and ranks.
    pub(crate) straight: Bitboard,
}

/// One castling as the generator tests it: the right it needs, the squares
/// that must be empty, the squares the king crosses and lands on, and the
/// square it lands on.
#[derive(Clone, Copy, Debug)]
struct Castling {
    right: u8,
    empty: Bitboard,
    crossed: Bitboard,
    to: Square,
}

impl<P: Placement, S: Side> Board<'_, P, S> {
    // ANCHOR: pin_masks
    /// The pins as two masks, found as part 8.2 finds them: an enemy slider
    /// that would see the king on a board of enemy pieces only pins the one
    /// piece between them if there is exactly one and it is ours; its ray
    /// joins the mask of its direction.
    #[inline(always)]
    fn pins(&self) -> Pins {
        let k = self.king;
        let rays_of = |snipers: Bitboard| {
            let mut rays = Bitboard::EMPTY;
            for sniper in snipers {
                let ray = between(k, sniper);
                let blockers = ray & self.occupied;
                if !(blockers & self.own).is_empty()
                    && !blockers.has_more_than_one()
                {
                    rays |= ray | Bitboard::from_square(sniper);
                }
            }
            rays
        };
        Pins {
            diagonal: rays_of(bishop(k, self.enemy) & self.their_diagonal()),
            straight: rays_of(rook(k, self.enemy) & self.their_straight()),
        }
    }
    // ANCHOR_END: pin_masks

    // ANCHOR: pinned_pieces
    /// The moves of knights, bishops, rooks and queens within `mask`: a piece
    /// that is not pinned to all its attacks; a pinned one along its pin
    /// only, with the attacks of the pin's direction (a queen pinned on a
    /// diagonal moves as a bishop) ANDed with that direction's mask; a
    /// pinned knight not at all.
    #[inline(always)]
    fn piece_moves_pinned(
        &self,
        mask: Bitboard,
        pins: Pins,
        sink: &mut impl Sink,
    ) {
        let targets = mask & !self.own;
        let free = !(pins.diagonal | pins.straight);
        let occupied = self.occupied;
        for from in self.ours(Piece::Knight) & free {
            sink.piece(Piece::Knight, from, knight(from) & targets);
        }
        for from in self.ours(Piece::Bishop) & free {
            sink.piece(Piece::Bishop, from, bishop(from, occupied) & targets);
        }
        for from in self.ours(Piece::Rook) & free {
            sink.piece(Piece::Rook, from, rook(from, occupied) & targets);
        }
        let queens = self.ours(Piece::Queen);
        for from in queens & free {
            let attacks = bishop(from, occupied) | rook(from, occupied);
            sink.piece(Piece::Queen, from, attacks & targets);
        }
        if (self.own & !free).is_empty() {
            return; // nothing of ours is pinned
        }
        let kind = |from, other| {
            if queens.contains(from) {
                Piece::Queen
            } else {
                other
            }
        };
        for from in (self.ours(Piece::Bishop) | queens) & pins.diagonal {
            let to = bishop(from, occupied) & targets & pins.diagonal;
            sink.piece(kind(from, Piece::Bishop), from, to);
        }
        for from in (self.ours(Piece::Rook) | queens) & pins.straight {
            let to = rook(from, occupied) & targets & pins.straight;
            sink.piece(kind(from, Piece::Rook), from, to);
        }
    }
    // ANCHOR_END: pinned_pieces

    /// Every pawn move within `mask` but en passant, all pawns at once:
    /// pushes by the pawns not pinned or pinned on the king's file; captures
    /// by the pawns not pinned, or pinned on a diagonal and capturing along
    /// it; a move that reaches the last rank promotes.
    #[inline(always)]
    fn pawn_moves_pinned(
        &self,
        mask: Bitboard,
        pins: Pins,
        sink: &mut impl Sink,
    ) {
        let pawns = self.ours(Piece::Pawn).0;
        let (empty, enemy, mask) = (!self.occupied.0, self.enemy.0, mask.0);
        let (diagonal, straight) = (pins.diagonal.0, pins.straight.0);
        // the rank a double push passes, and the squares moved by a push, a
        // capture east and a capture west
        let (third, [up, east, west]) = match self.us() {
            Color::White => (RANK_1 << 16, [8, 9, 7]),
            Color::Black => (RANK_8 >> 16, [-8, -7, -9]),
        };
        let king_file = 0x0101_0101_0101_0101 << (self.king % 8);
        let pushing = pawns & !diagonal & (!straight | king_file);
        let free = pawns & !(diagonal | straight);
        let on_diagonal = pawns & diagonal;
        let captures = |delta, edge| {
            let to = shift(free, delta) | shift(on_diagonal, delta) & diagonal;
            Bitboard(to & edge & enemy & mask)
        };
        let push = shift(pushing, up) & empty;
        let double = Bitboard(shift(push & third, up) & empty & mask);
        let push = Bitboard(push & mask);
        let (east_takes, west_takes) =
            (captures(east, NOT_FILE_A), captures(west, NOT_FILE_H));
        let last = Bitboard(RANK_1 | RANK_8);
        sink.pawns(push & !last, up, MoveKind::Normal);
        sink.pawns(double, 2 * up, MoveKind::DoublePush);
        sink.pawns(east_takes & !last, east, MoveKind::Normal);
        sink.pawns(west_takes & !last, west, MoveKind::Normal);
        if !((push | east_takes | west_takes) & last).is_empty() {
            sink.promotions(push & last, up);
            sink.promotions(east_takes & last, east);
            sink.promotions(west_takes & last, west);
        }
    }

    // ANCHOR: danger
    /// Every square an enemy piece attacks, with our king taken off the
    /// board so that the square behind it on a checking ray counts: the
    /// squares the king must not step to.
    #[inline(always)]
    fn danger(&self) -> Bitboard {
        let occupied = self.occupied ^ Bitboard::from_square(self.king);
        let mut attacked =
            pawn_attacks_all(self.us().other(), self.theirs(Piece::Pawn));
        for from in self.theirs(Piece::Knight) {
            attacked |= knight(from);
        }
        for from in self.theirs(Piece::King) {
            attacked |= king(from);
        }
        for from in self.their_diagonal() {
            attacked |= bishop(from, occupied);
        }
        for from in self.their_straight() {
            attacked |= rook(from, occupied);
        }
        attacked
    }
    // ANCHOR_END: danger

    /// Our two castlings, king side first.
    #[inline(always)]
    fn castlings(&self) -> [Castling; 2] {
        let (kingside, queenside, base) = match self.us() {
            Color::White => (WHITE_KINGSIDE, WHITE_QUEENSIDE, 0),
            Color::Black => (BLACK_KINGSIDE, BLACK_QUEENSIDE, 56),
        };
        let squares = |bits: u64| Bitboard(bits << base);
        [
            Castling {
                right: kingside,
                empty: squares(0x60),
                crossed: squares(0x60),
                to: base + 6,
            },
            Castling {
                right: queenside,
                empty: squares(0x0E),
                crossed: squares(0x0C),
                to: base + 2,
            },
        ]
    }

    /// True when a castling's right is held and the squares between king
    /// and rook are empty: then its squares need testing.
    #[inline(always)]
    fn may_castle(&self) -> bool {
        self.castlings().iter().any(|c| {
            self.pos.rights() & c.right != 0
                && (self.occupied & c.empty).is_empty()
        })
    }

    /// The king's steps to squares of `targets` not ours and not in
    /// `danger`, and, when not in check, each castling whose right is held,
    /// whose path is empty and whose squares are all out of `danger`.
    #[inline(always)]
    fn king_moves_out_of(
        &self,
        danger: Bitboard,
        targets: Bitboard,
        in_check: bool,
        sink: &mut impl Sink,
    ) {
        let steps = king(self.king) & !self.own & !danger & targets;
        sink.piece(Piece::King, self.king, steps);
        if in_check {
            return;
        }
        for c in self.castlings() {
            if self.pos.rights() & c.right != 0
                && (self.occupied & c.empty).is_empty()
                && (danger & c.crossed).is_empty()
                && targets.contains(c.to)
            {
                sink.single(Move::new(self.king, c.to, MoveKind::Castle));
            }
        }
    }

    // ANCHOR: generate_masked
    /// Every legal move that lands on a square of `targets` (en passant: that
    /// takes a pawn there), sent to `sink`, part 8.2's way but with the pins
    /// as two masks (step 4) and, with `DANGER` when a castling may be
    /// possible, the king's squares tested against one set of the enemy's
    /// attacks (step 5).
    #[inline(always)]
    pub(crate) fn generate_masked<const DANGER: bool>(
        &self,
        targets: Bitboard,
        sink: &mut impl Sink,
    ) {
        let checkers = self.checkers();
        let in_check = !checkers.is_empty();
        let by_danger = DANGER && self.may_castle();
        if by_danger {
            self.king_moves_out_of(self.danger(), targets, in_check, sink);
        } else {
            self.king_moves(targets, sink);
        }
        if checkers.has_more_than_one() {
            return;
        }
        let mask = self.check_mask(checkers) & targets;
        let pins = self.pins();
        self.piece_moves_pinned(mask, pins, sink);
        self.pawn_moves_pinned(mask, pins, sink);
        self.en_passant(targets, sink);
        if !DANGER && !in_check {
            self.castling(targets, sink); // step 4: part 8.2's castling
        }
    }
    // ANCHOR_END: generate_masked
}
