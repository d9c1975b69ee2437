//! Legal moves without playing them: the checkers, the check mask, the
//! pinned pieces and their rays, king moves to unattacked squares, castling
//! and en passant, all found from the position as it stands, with the side
//! to move a value or (part 8.4) a type.

use crate::attacks::{between, bishop, king, knight, line, pawn_attacks, rook};
use crate::bitboard::Bitboard;
use crate::position::{
    Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE,
};
use crate::types::{Color, Move, MoveKind, Piece, Promotion, Square};
use ch07_rays::squares::{NOT_FILE_A, NOT_FILE_H, RANK_1, RANK_8};
use std::ops::{Deref, DerefMut};

/// A board moved `delta` squares: up (`≪ delta`) when positive, down
/// (`≫ −delta`) when negative.
#[inline(always)]
pub(crate) fn shift(board: u64, delta: i32) -> u64 {
    if delta > 0 {
        board << delta
    } else {
        board >> -delta
    }
}

/// The kind of the slider on `square`: a queen if it is one of `queens`,
/// else `other`.
#[inline(always)]
fn kind_of(square: Square, queens: Bitboard, other: Piece) -> Piece {
    if queens.contains(square) {
        Piece::Queen
    } else {
        other
    }
}

/// The most legal moves any position has is 218; a list holds 256.
pub const MAX_MOVES: usize = 256;

/// What fills the unused slots of a new list: never read.
const NO_MOVE: Move = Move::new(0, 1, MoveKind::Normal);

/// A list of moves in a fixed array: no allocation.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    ///
    /// ```
    /// use ch08_chess::movegen::MoveList;
    /// assert!(MoveList::new().is_empty());
    /// ```
    #[inline(always)]
    pub fn new() -> MoveList {
        MoveList {
            moves: [NO_MOVE; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a move at the end. A list holds [`MAX_MOVES`]; one more panics,
    /// as no position's legal moves can make it.
    ///
    /// ```
    /// use ch08_chess::movegen::MoveList;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let mut list = MoveList::new();
    /// list.push(Move::new(12, 28, MoveKind::DoublePush));
    /// assert_eq!(list.len(), 1);
    /// ```
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Empties the list, keeping its room for the next position's moves.
    ///
    /// ```
    /// use ch08_chess::movegen::MoveList;
    /// use ch08_chess::types::{Move, MoveKind};
    /// let mut list = MoveList::new();
    /// list.push(Move::new(12, 28, MoveKind::DoublePush));
    /// list.clear();
    /// assert!(list.is_empty());
    /// ```
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline(always)]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

/// The moves as a slice that may be reordered (a search sorts its moves).
impl DerefMut for MoveList {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

// ANCHOR: sink
/// Where the generator sends the moves it finds, a set of targets at a
/// time: a list expands them into moves, a counter only counts them.
pub(crate) trait Sink {
    /// Moves of the piece of kind `kind` on `from` to each square of
    /// `targets`.
    fn piece(&mut self, kind: Piece, from: Square, targets: Bitboard);
    /// Pawn moves to each square of `targets`, each from `to − delta`.
    fn pawns(&mut self, targets: Bitboard, delta: i32, kind: MoveKind);
    /// Pawn moves to the last rank, each from `to − delta`: four moves each.
    fn promotions(&mut self, targets: Bitboard, delta: i32);
    /// One move (en passant, castling).
    fn single(&mut self, m: Move);
}
// ANCHOR_END: sink

impl Sink for MoveList {
    #[inline(always)]
    fn piece(&mut self, _kind: Piece, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to, MoveKind::Normal));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i32, kind: MoveKind) {
        for to in targets {
            self.push(Move::new((to as i32 - delta) as Square, to, kind));
        }
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            let from = (to as i32 - delta) as Square;
            for piece in [
                Promotion::Queen,
                Promotion::Rook,
                Promotion::Bishop,
                Promotion::Knight,
            ] {
                self.push(Move::new(from, to, MoveKind::Promotion(piece)));
            }
        }
    }

    #[inline(always)]
    fn single(&mut self, m: Move) {
        self.push(m);
    }
}

// ANCHOR: counter
/// Counts moves without making them: a population count per set of targets.
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _kind: Piece, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _delta: i32, _kind: MoveKind) {
        self.0 += targets.count() as u64;
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += 4 * targets.count() as u64;
    }

    #[inline(always)]
    fn single(&mut self, _m: Move) {
        self.0 += 1;
    }
}
// ANCHOR_END: counter

// ANCHOR: placement
/// What the generator reads of a position: where the pieces stand, whose
/// turn it is, the castling rights and the en passant square. A
/// [`Position`] has more (the key, the square array, the clocks); part 8.4's
/// [`PerftBoard`](crate::perft_board::PerftBoard) has just this.
pub trait Placement {
    /// The squares of one piece kind, both colours.
    fn of_kind(&self, piece: Piece) -> Bitboard;
    /// The squares of one colour's pieces.
    fn of_color(&self, color: Color) -> Bitboard;
    /// Whose turn it is.
    fn side(&self) -> Color;
    /// The castling rights, one bit each (`WHITE_KINGSIDE`, …).
    fn rights(&self) -> u8;
    /// The square a pawn skipped with a double step on the last move.
    fn en_passant_square(&self) -> Option<Square>;
}
// ANCHOR_END: placement

impl Placement for Position {
    #[inline(always)]
    fn of_kind(&self, piece: Piece) -> Bitboard {
        self.by_piece[piece.index()]
    }
    #[inline(always)]
    fn of_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }
    #[inline(always)]
    fn side(&self) -> Color {
        self.side
    }
    #[inline(always)]
    fn rights(&self) -> u8 {
        self.castling
    }
    #[inline(always)]
    fn en_passant_square(&self) -> Option<Square> {
        self.en_passant()
    }
}

// ANCHOR: side
/// The side to move as the generator sees it: a [`Color`] read when the
/// program runs, or a type, [`WhiteToMove`] or [`BlackToMove`], whose colour
/// the compiler knows and folds into every shift and table that depends on
/// it. `Other` is the side to move after a move.
pub trait Side: Copy {
    /// The side to move after this one.
    type Other: Side<Other = Self>;
    /// Its colour.
    fn color(self) -> Color;
    /// The side to move after a move.
    fn other(self) -> Self::Other;
}

impl Side for Color {
    type Other = Color;
    #[inline(always)]
    fn color(self) -> Color {
        self
    }
    #[inline(always)]
    fn other(self) -> Color {
        Color::other(self)
    }
}

/// White to move, known when the program is compiled.
#[derive(Clone, Copy, Debug)]
pub struct WhiteToMove;

/// Black to move, known when the program is compiled.
#[derive(Clone, Copy, Debug)]
pub struct BlackToMove;

impl Side for WhiteToMove {
    type Other = BlackToMove;
    #[inline(always)]
    fn color(self) -> Color {
        Color::White
    }
    #[inline(always)]
    fn other(self) -> BlackToMove {
        BlackToMove
    }
}

impl Side for BlackToMove {
    type Other = WhiteToMove;
    #[inline(always)]
    fn color(self) -> Color {
        Color::Black
    }
    #[inline(always)]
    fn other(self) -> WhiteToMove {
        WhiteToMove
    }
}
// ANCHOR_END: side

/// What the generator works from: the position, the side to move, and the
/// sets it uses again and again.
pub(crate) struct Board<'a, P = Position, S = Color> {
    pub(crate) pos: &'a P,
    pub(crate) side: S,
    pub(crate) own: Bitboard,
    pub(crate) enemy: Bitboard,
    pub(crate) occupied: Bitboard,
    pub(crate) king: Square,
}

impl<'a> Board<'a> {
    /// The generator of a position, its side read when the program runs.
    #[inline(always)]
    pub(crate) fn new(pos: &'a Position) -> Board<'a> {
        Board::with(pos, pos.side)
    }
}

impl<'a, P: Placement, S: Side> Board<'a, P, S> {
    /// The generator of what `pos` holds, with the side to move `side`.
    #[inline(always)]
    pub(crate) fn with(pos: &'a P, side: S) -> Board<'a, P, S> {
        let us = side.color();
        let own = pos.of_color(us);
        Board {
            pos,
            side,
            own,
            enemy: pos.of_color(us.other()),
            occupied: own | pos.of_color(us.other()),
            king: (pos.of_kind(Piece::King) & own).lowest(),
        }
    }

    /// The colour of the side to move.
    #[inline(always)]
    pub(crate) fn us(&self) -> Color {
        self.side.color()
    }

    /// The enemy's pieces of one kind.
    #[inline(always)]
    pub(crate) fn theirs(&self, piece: Piece) -> Bitboard {
        self.pos.of_kind(piece) & self.enemy
    }

    /// Our pieces of one kind.
    #[inline(always)]
    pub(crate) fn ours(&self, piece: Piece) -> Bitboard {
        self.pos.of_kind(piece) & self.own
    }

    /// The enemy's bishops and queens: the pieces that slide on diagonals.
    #[inline(always)]
    pub(crate) fn their_diagonal(&self) -> Bitboard {
        (self.pos.of_kind(Piece::Bishop) | self.pos.of_kind(Piece::Queen))
            & self.enemy
    }

    /// The enemy's rooks and queens: the pieces that slide on files and ranks.
    #[inline(always)]
    pub(crate) fn their_straight(&self) -> Bitboard {
        (self.pos.of_kind(Piece::Rook) | self.pos.of_kind(Piece::Queen))
            & self.enemy
    }

    // ANCHOR: attacked
    /// True when an enemy piece attacks `square` with the board's occupancy
    /// `occupied`: each kind's attacks looked at from the square.
    #[inline(always)]
    pub(crate) fn attacked(&self, square: Square, occupied: Bitboard) -> bool {
        !(pawn_attacks(self.us(), square) & self.theirs(Piece::Pawn)).is_empty()
            || !(knight(square) & self.theirs(Piece::Knight)).is_empty()
            || !(king(square) & self.theirs(Piece::King)).is_empty()
            || !(bishop(square, occupied) & self.their_diagonal()).is_empty()
            || !(rook(square, occupied) & self.their_straight()).is_empty()
    }
    // ANCHOR_END: attacked

    // ANCHOR: checkers
    /// The enemy pieces that give check: those that attack our king.
    #[inline(always)]
    pub(crate) fn checkers(&self) -> Bitboard {
        let k = self.king;
        ((pawn_attacks(self.us(), k) & self.theirs(Piece::Pawn))
            | (knight(k) & self.theirs(Piece::Knight))
            | (bishop(k, self.occupied) & self.their_diagonal())
            | (rook(k, self.occupied) & self.their_straight()))
            & self.enemy
    }
    // ANCHOR_END: checkers

    // ANCHOR: pins
    /// Our pieces pinned to our king, each with the ray it may still move
    /// on: an enemy slider that would see the king through its x-ray (its
    /// attacks on a board of enemy pieces only) pins the one piece between
    /// them, if there is exactly one and it is ours.
    #[inline(always)]
    fn for_each_pin(&self, mut found: impl FnMut(Square, Square)) {
        let k = self.king;
        let snipers = (bishop(k, self.enemy) & self.their_diagonal())
            | (rook(k, self.enemy) & self.their_straight());
        for sniper in snipers {
            let blockers = between(k, sniper) & self.occupied;
            if !blockers.is_empty()
                && !blockers.has_more_than_one()
                && !(blockers & self.own).is_empty()
            {
                found(blockers.lowest(), sniper);
            }
        }
    }

    /// The pinned pieces as one set.
    #[inline(always)]
    pub(crate) fn pinned(&self) -> Bitboard {
        let mut pinned = Bitboard::EMPTY;
        self.for_each_pin(|square, _| pinned |= Bitboard::from_square(square));
        pinned
    }
    // ANCHOR_END: pins

    // ANCHOR: king_moves
    /// The king's moves: to each square of `targets` it attacks that is not
    /// ours and that no enemy attacks once the king has left its square, so
    /// that it cannot step back along a checking ray.
    #[inline(always)]
    pub(crate) fn king_moves(&self, targets: Bitboard, sink: &mut impl Sink) {
        let without_king = self.occupied ^ Bitboard::from_square(self.king);
        let mut safe = Bitboard::EMPTY;
        for to in king(self.king) & !self.own & targets {
            if !self.attacked(to, without_king) {
                safe |= Bitboard::from_square(to);
            }
        }
        sink.piece(Piece::King, self.king, safe);
    }
    // ANCHOR_END: king_moves

    // ANCHOR: check_mask
    /// The squares a move other than the king's must land on: with no check,
    /// every square; with one checker, the checker itself (capture it) or a
    /// square between it and the king (block it); with two, none.
    #[inline(always)]
    pub(crate) fn check_mask(&self, checkers: Bitboard) -> Bitboard {
        if checkers.is_empty() {
            Bitboard::ALL
        } else if checkers.has_more_than_one() {
            Bitboard::EMPTY
        } else {
            between(self.king, checkers.lowest()) | checkers
        }
    }
    // ANCHOR_END: check_mask

    /// The moves of knights, bishops, rooks and queens: their attacks that
    /// are not on our pieces, within the check mask, and along the pin ray
    /// for a pinned piece (a pinned knight has none).
    #[inline(always)]
    pub(crate) fn piece_moves(
        &self,
        mask: Bitboard,
        pinned: Bitboard,
        sink: &mut impl Sink,
    ) {
        let targets = mask & !self.own;
        for from in self.ours(Piece::Knight) & !pinned {
            sink.piece(Piece::Knight, from, knight(from) & targets);
        }
        let queens = self.ours(Piece::Queen);
        for from in self.ours(Piece::Bishop) | queens {
            let mut to = bishop(from, self.occupied) & targets;
            if pinned.contains(from) {
                to &= line(self.king, from);
            }
            sink.piece(kind_of(from, queens, Piece::Bishop), from, to);
        }
        for from in self.ours(Piece::Rook) | queens {
            let mut to = rook(from, self.occupied) & targets;
            if pinned.contains(from) {
                to &= line(self.king, from);
            }
            sink.piece(kind_of(from, queens, Piece::Rook), from, to);
        }
    }

    // ANCHOR: pawn_moves
    /// The moves of a set of pawns, all at once by shifts: single pushes to
    /// empty squares, double pushes from the start rank through two empty
    /// squares, captures both ways onto enemy pieces, each kept only where
    /// `allowed`; the pawns on the rank before the last promote instead.
    #[inline(always)]
    fn pawn_moves(
        &self,
        pawns: Bitboard,
        allowed: Bitboard,
        sink: &mut impl Sink,
    ) {
        let (empty, enemy, allowed) =
            (!self.occupied.0, self.enemy.0, allowed.0);
        // the rank before the last, the rank a double push passes, and the
        // squares moved by a push, a capture east and a capture west
        let (seventh, third, deltas) = match self.us() {
            Color::White => (RANK_8 >> 8, RANK_1 << 16, [8, 9, 7]),
            Color::Black => (RANK_1 << 8, RANK_8 >> 16, [-8, -7, -9]),
        };
        let steps = |p: u64| {
            let push = shift(p, deltas[0]) & empty;
            let east = shift(p, deltas[1]) & NOT_FILE_A & enemy;
            let west = shift(p, deltas[2]) & NOT_FILE_H & enemy;
            (push, east, west)
        };
        let (push, east, west) = steps(pawns.0 & !seventh);
        let double = shift(push & third, deltas[0]) & empty;
        sink.pawns(Bitboard(push & allowed), deltas[0], MoveKind::Normal);
        sink.pawns(
            Bitboard(double & allowed),
            2 * deltas[0],
            MoveKind::DoublePush,
        );
        sink.pawns(Bitboard(east & allowed), deltas[1], MoveKind::Normal);
        sink.pawns(Bitboard(west & allowed), deltas[2], MoveKind::Normal);
        let promoting = pawns.0 & seventh;
        if promoting != 0 {
            let (push, east, west) = steps(promoting);
            sink.promotions(Bitboard(push & allowed), deltas[0]);
            sink.promotions(Bitboard(east & allowed), deltas[1]);
            sink.promotions(Bitboard(west & allowed), deltas[2]);
        }
    }
    // ANCHOR_END: pawn_moves

    /// Every pawn move: the pawns that are not pinned all together, each
    /// pinned pawn alone with its pin line added to the mask.
    #[inline(always)]
    fn all_pawn_moves(
        &self,
        mask: Bitboard,
        pinned: Bitboard,
        sink: &mut impl Sink,
    ) {
        let pawns = self.ours(Piece::Pawn);
        self.pawn_moves(pawns & !pinned, mask, sink);
        for from in pawns & pinned {
            let ray = line(self.king, from);
            self.pawn_moves(Bitboard::from_square(from), mask & ray, sink);
        }
    }

    // ANCHOR: en_passant
    /// En passant captures, if the pawn they take is in `targets`: legal
    /// when, with our pawn moved and the captured pawn gone, no enemy
    /// attacks our king. Both pawns leave the king's rank at once, so a rook
    /// or queen behind them on that rank would give check: the test redoes
    /// the sliders' attacks with the new occupancy.
    #[inline(always)]
    pub(crate) fn en_passant(&self, targets: Bitboard, sink: &mut impl Sink) {
        let Some(target) = self.pos.en_passant_square() else {
            return;
        };
        // One rank nearer to us: the pawn that passed.
        let captured = target ^ 8;
        if !targets.contains(captured) {
            return;
        }
        for from in
            pawn_attacks(self.us().other(), target) & self.ours(Piece::Pawn)
        {
            let occupied = self.occupied
                ^ Bitboard::from_square(from)
                ^ Bitboard::from_square(captured)
                | Bitboard::from_square(target);
            let k = self.king;
            let pawns =
                self.theirs(Piece::Pawn) & !Bitboard::from_square(captured);
            let attacked = (rook(k, occupied) & self.their_straight())
                | (bishop(k, occupied) & self.their_diagonal())
                | (knight(k) & self.theirs(Piece::Knight))
                | (pawn_attacks(self.us(), k) & pawns);
            if attacked.is_empty() {
                sink.single(Move::new(from, target, MoveKind::EnPassant));
            }
        }
    }
    // ANCHOR_END: en_passant

    // ANCHOR: castling
    /// Castling, when not in check: the right still held, the squares between
    /// king and rook empty, and the two squares the king crosses and lands on
    /// not attacked (and the square it lands on in `targets`).
    #[inline(always)]
    pub(crate) fn castling(&self, targets: Bitboard, sink: &mut impl Sink) {
        let (kingside, queenside, base) = match self.us() {
            Color::White => (WHITE_KINGSIDE, WHITE_QUEENSIDE, 0),
            Color::Black => (BLACK_KINGSIDE, BLACK_QUEENSIDE, 56),
        };
        let rights = self.pos.rights();
        let empty = |squares: u64| (self.occupied.0 & squares << base) == 0;
        let safe = |a: Square, b: Square| {
            !self.attacked(base + a, self.occupied)
                && !self.attacked(base + b, self.occupied)
        };
        let short = rights & kingside != 0 && targets.contains(base + 6);
        let long = rights & queenside != 0 && targets.contains(base + 2);
        if short && empty(0x60) && safe(5, 6) {
            sink.single(Move::new(base + 4, base + 6, MoveKind::Castle));
        }
        if long && empty(0x0E) && safe(3, 2) {
            sink.single(Move::new(base + 4, base + 2, MoveKind::Castle));
        }
    }
    // ANCHOR_END: castling

    // ANCHOR: generate
    /// Every legal move that lands on a square of `targets` (or, en passant,
    /// takes a pawn there), sent to `sink`: the king's first; then, unless
    /// in double check, every other piece's within the check mask and its
    /// pin ray, en passant, and castling when not in check.
    #[inline(always)]
    pub(crate) fn generate(&self, targets: Bitboard, sink: &mut impl Sink) {
        let checkers = self.checkers();
        self.king_moves(targets, sink);
        if checkers.has_more_than_one() {
            return;
        }
        let mask = self.check_mask(checkers) & targets;
        let pinned = self.pinned();
        self.piece_moves(mask, pinned, sink);
        self.all_pawn_moves(mask, pinned, sink);
        self.en_passant(targets, sink);
        if checkers.is_empty() {
            self.castling(targets, sink);
        }
    }
    // ANCHOR_END: generate
}

/// Every legal move of `pos` that lands on a square of `targets` (en
/// passant: that takes a pawn there), sent to `sink` by part 8.2's
/// generator with the side to move a type (part 8.4's step 3).
#[inline(always)]
pub(crate) fn legal_moves_to<P: Placement>(
    pos: &P,
    targets: Bitboard,
    sink: &mut impl Sink,
) {
    match pos.side() {
        Color::White => Board::with(pos, WhiteToMove).generate(targets, sink),
        Color::Black => Board::with(pos, BlackToMove).generate(targets, sink),
    }
}

/// Every legal move of the side to move.
///
/// ```
/// use ch08_chess::movegen::legal_moves;
/// use ch08_chess::position::Position;
/// assert_eq!(legal_moves(&Position::start()).len(), 20);
/// ```
#[inline]
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    legal_moves_to(pos, Bitboard::ALL, &mut list);
    list
}

/// Every legal move of the side to move, written into `list` after emptying
/// it: a search reuses one list a ply instead of filling a new one each time.
///
/// ```
/// use ch08_chess::movegen::{legal_moves_into, MoveList};
/// use ch08_chess::position::Position;
/// let mut list = MoveList::new();
/// legal_moves_into(&Position::start(), &mut list);
/// legal_moves_into(&Position::start(), &mut list);
/// assert_eq!(list.len(), 20);
/// ```
#[inline]
pub fn legal_moves_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    legal_moves_to(pos, Bitboard::ALL, list);
}

// ANCHOR: targets
/// The legal captures of the side to move, written into `list` after
/// emptying it: the moves onto an enemy piece, promotions that capture
/// included, and en passant (which takes the pawn beside it).
///
/// ```
/// use ch08_chess::movegen::{captures_into, MoveList};
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")?;
/// let mut list = MoveList::new();
/// captures_into(&pos, &mut list);
/// let captures: Vec<String> = list.iter().map(|m| m.to_string()).collect();
/// assert_eq!(captures, ["e4d5"]);
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn captures_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    legal_moves_to(pos, pos.color(pos.side.other()), list);
}

/// The legal moves that capture nothing, written into `list` after emptying
/// it: the moves onto empty squares (castling and promotions by a push
/// included) but en passant.
///
/// ```
/// use ch08_chess::movegen::{quiets_into, MoveList};
/// use ch08_chess::position::Position;
/// let mut list = MoveList::new();
/// quiets_into(&Position::start(), &mut list);
/// assert_eq!(list.len(), 20);
/// ```
pub fn quiets_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    legal_moves_to(pos, !pos.occupied(), list);
}

/// The legal moves of a side in check, written into `list` after emptying
/// it: the king's steps to safety and, against a single checker, the moves
/// that capture it or block its ray. Asked when the side to move is not in
/// check, a debug build panics and a release build lists every legal move.
///
/// ```
/// use ch08_chess::movegen::{evasions_into, MoveList};
/// use ch08_chess::position::Position;
/// // The rook on a1 checks the king on e1: the king steps up.
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")?;
/// let mut list = MoveList::new();
/// evasions_into(&pos, &mut list);
/// assert_eq!(list.len(), 3); // e1d2, e1e2, e1f2
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn evasions_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    debug_assert!(!checkers(pos).is_empty(), "evasions_into: not in check");
    legal_moves_to(pos, Bitboard::ALL, list);
}
// ANCHOR_END: targets

// ANCHOR: count_legal_moves
/// The number of legal moves, counted by population counts of the target
/// sets without building a single move.
///
/// ```
/// use ch08_chess::movegen::count_legal_moves;
/// use ch08_chess::position::Position;
/// assert_eq!(count_legal_moves(&Position::start()), 20);
/// ```
pub fn count_legal_moves(pos: &Position) -> u64 {
    let mut counter = Counter(0);
    legal_moves_to(pos, Bitboard::ALL, &mut counter);
    counter.0
}
// ANCHOR_END: count_legal_moves

/// The enemy pieces that give check to the side to move.
///
/// ```
/// use ch08_chess::movegen::checkers;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1")?;
/// assert_eq!(checkers(&pos).0, 1 << 21); // the knight on f3
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn checkers(pos: &Position) -> Bitboard {
    Board::new(pos).checkers()
}

/// The squares a move other than the king's must land on: every square
/// when not in check, none in double check, else the checker and the
/// squares between it and the king.
///
/// ```
/// use ch08_chess::movegen::check_mask;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")?;
/// assert_eq!(check_mask(&pos).0, 0b1111); // a1 (the rook), b1, c1, d1
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn check_mask(pos: &Position) -> Bitboard {
    let board = Board::new(pos);
    board.check_mask(board.checkers())
}

/// The pieces of the side to move pinned to its king.
///
/// ```
/// use ch08_chess::movegen::pinned;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")?;
/// assert_eq!(pinned(&pos).0, 1 << 12); // the knight on e2
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn pinned(pos: &Position) -> Bitboard {
    Board::new(pos).pinned()
}

/// Each pinned piece with its ray: the squares between it and the king's
/// pinner, and the pinner's square; the piece may move only on them.
///
/// ```
/// use ch08_chess::movegen::pin_rays;
/// use ch08_chess::position::Position;
/// let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")?;
/// let rays = pin_rays(&pos);
/// assert_eq!(rays.len(), 1);
/// assert_eq!(rays[0].0, 12); // e2
/// assert_eq!(rays[0].1.count(), 6); // e2 to e7
/// # Ok::<(), ch08_chess::fen::FenError>(())
/// ```
pub fn pin_rays(pos: &Position) -> Vec<(Square, Bitboard)> {
    let board = Board::new(pos);
    let mut rays = Vec::new();
    board.for_each_pin(|square, pinner| {
        rays.push((
            square,
            between(board.king, pinner) | Bitboard::from_square(pinner),
        ));
    });
    rays
}
