//! The same rules on a plain array, for comparison: a 10 × 12 mailbox board
//! with a frame of off-board cells, moves found by walking offsets from each
//! piece, and legality by make-and-test (play the move, look outward from
//! the king for an attacker, take the move back).
//!
//! Nothing in the chapter builds on this module, and it shares no move
//! generation with the bitboard code: it reads a [`Position`] once, square by
//! square, and writes its moves in UCI. The book's speed appendix measures it
//! against [`movegen`](crate::movegen) and [`perft`](crate::perft).

use crate::position::{
    Position, BLACK_KINGSIDE, BLACK_QUEENSIDE, WHITE_KINGSIDE, WHITE_QUEENSIDE,
};
use crate::types::{Color, Piece, Square};
use std::fmt;

/// What a cell of the mailbox holds: the frame, nothing, or a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    /// Outside the 8 × 8 board: stops every walk and every jump.
    Off,
    /// An empty square.
    Empty,
    /// A piece of a colour.
    Piece(Color, Piece),
}

/// One step north (up the board, towards rank 8) on the 10-wide board.
const NORTH: isize = 10;

/// The rook's four directions: south, west, east, north.
const ORTHOGONAL: [isize; 4] = [-10, -1, 1, 10];

/// The bishop's four directions: south-west, south-east, north-west,
/// north-east.
const DIAGONAL: [isize; 4] = [-11, -9, 9, 11];

/// The king's eight steps.
const KING_STEPS: [isize; 8] = [-11, -10, -9, -1, 1, 9, 10, 11];

/// The knight's eight jumps: two frame ranks above and below the board keep
/// every jump from an edge square inside the array.
const KNIGHT_JUMPS: [isize; 8] = [-21, -19, -12, -8, 8, 12, 19, 21];

/// The cell of a square: `21 + file + 10 · rank` (a1 = 21, h8 = 98).
///
/// ```
/// use ch08_chess::array::cell_of;
/// assert_eq!(cell_of(0), 21); // a1
/// assert_eq!(cell_of(63), 98); // h8
/// ```
pub const fn cell_of(square: Square) -> usize {
    21 + square % 8 + 10 * (square / 8)
}

/// The square of a cell inside the frame: `8 · rank + file`, where
/// rank = cell / 10 − 2 and file = cell mod 10 − 1.
///
/// ```
/// use ch08_chess::array::square_of;
/// assert_eq!(square_of(21), 0); // a1
/// assert_eq!(square_of(55), 28); // e4
/// ```
pub const fn square_of(cell: usize) -> Square {
    8 * (cell / 10 - 2) + cell % 10 - 1
}

/// The rank of a cell, 0 (rank 1) to 7 (rank 8).
const fn rank_of(cell: usize) -> usize {
    cell / 10 - 2
}

/// The 64 cells of the board, a1 first.
const BOARD_CELLS: [usize; 64] = {
    let mut cells = [0; 64];
    let mut square = 0;
    while square < 64 {
        cells[square] = cell_of(square);
        square += 1;
    }
    cells
};

/// The castling rights that survive a move from or to each cell:
/// `rights & KEPT[from] & KEPT[to]`.
const KEPT: [u8; 120] = {
    let mut kept = [0b1111u8; 120];
    kept[cell_of(0)] = !WHITE_QUEENSIDE; // a1
    kept[cell_of(4)] = !(WHITE_KINGSIDE | WHITE_QUEENSIDE); // e1
    kept[cell_of(7)] = !WHITE_KINGSIDE; // h1
    kept[cell_of(56)] = !BLACK_QUEENSIDE; // a8
    kept[cell_of(60)] = !(BLACK_KINGSIDE | BLACK_QUEENSIDE); // e8
    kept[cell_of(63)] = !BLACK_KINGSIDE; // h8
    kept
};

/// The cell `offset` away; the frame keeps it inside the array.
#[inline]
fn step(cell: usize, offset: isize) -> usize {
    cell.wrapping_add_signed(offset)
}

/// A piece a pawn may become.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// A knight, `n` in UCI.
    Knight,
    /// A bishop, `b`.
    Bishop,
    /// A rook, `r`.
    Rook,
    /// A queen, `q`.
    Queen,
}

impl Promotion {
    /// The four, in the order the generator lists them.
    pub const ALL: [Promotion; 4] = [
        Promotion::Queen,
        Promotion::Rook,
        Promotion::Bishop,
        Promotion::Knight,
    ];

    /// The piece the pawn becomes.
    ///
    /// ```
    /// use ch08_chess::array::Promotion;
    /// use ch08_chess::types::Piece;
    /// assert_eq!(Promotion::Knight.piece(), Piece::Knight);
    /// ```
    pub const fn piece(self) -> Piece {
        match self {
            Promotion::Knight => Piece::Knight,
            Promotion::Bishop => Piece::Bishop,
            Promotion::Rook => Piece::Rook,
            Promotion::Queen => Piece::Queen,
        }
    }
}

/// What a mailbox move does besides moving one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Nothing more: a step, a slide or a capture.
    None,
    /// A pawn's two-square first step, which leaves an en passant cell.
    DoublePush,
    /// A pawn takes the pawn that has just passed it.
    EnPassant,
    /// The king moves two cells and the rook jumps over it.
    Castle,
    /// A pawn reaches the last rank and becomes another piece.
    Promotion(Promotion),
}

/// A move between two cells of the mailbox: from, to and what else it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MailboxMove {
    from: u8,
    to: u8,
    special: Special,
}

impl MailboxMove {
    /// A move between two cells.
    #[inline]
    fn new(from: usize, to: usize, special: Special) -> MailboxMove {
        MailboxMove {
            from: from as u8,
            to: to as u8,
            special,
        }
    }

    /// The square the piece leaves (a1 = 0 … h8 = 63).
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let moves = Mailbox::from_position(&Position::start()).legal_moves();
    /// assert!(moves.iter().all(|m| m.from() < 16));
    /// ```
    pub fn from(self) -> Square {
        square_of(usize::from(self.from))
    }

    /// The square the piece lands on (a1 = 0 … h8 = 63).
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let moves = Mailbox::from_position(&Position::start()).legal_moves();
    /// assert!(moves.iter().all(|m| (16..32).contains(&m.to())));
    /// ```
    pub fn to(self) -> Square {
        square_of(usize::from(self.to))
    }

    /// What the move does besides moving one piece.
    ///
    /// ```
    /// use ch08_chess::array::{Mailbox, Special};
    /// use ch08_chess::position::Position;
    /// let moves = Mailbox::from_position(&Position::start()).legal_moves();
    /// let doubles = moves.iter().filter(|m| m.special() == Special::DoublePush);
    /// assert_eq!(doubles.count(), 8);
    /// ```
    pub fn special(self) -> Special {
        self.special
    }
}

/// A square's name from its cell: file letter, rank digit.
fn write_cell(f: &mut fmt::Formatter<'_>, cell: u8) -> fmt::Result {
    let square = square_of(usize::from(cell));
    let file = char::from(b'a' + (square % 8) as u8);
    let rank = char::from(b'1' + (square / 8) as u8);
    write!(f, "{file}{rank}")
}

/// UCI: from and to squares, then the promotion's letter (`e7e8q`; castling
/// as the king's move, `e1g1`).
impl fmt::Display for MailboxMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_cell(f, self.from)?;
        write_cell(f, self.to)?;
        match self.special {
            Special::Promotion(p) => write!(f, "{}", p.piece().letter()),
            _ => Ok(()),
        }
    }
}

/// What [`Mailbox::make`] overwrote, for [`Mailbox::unmake`]: the cell it
/// landed on, the castling rights and the en passant cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Cell,
    castling: u8,
    en_passant: Option<u8>,
}

/// A position on a 10 × 12 array: the 8 × 8 board inside a frame of
/// off-board cells, two ranks deep above and below and one file deep on
/// each side (two frame cells between a rank's h and the next rank's a), so
/// that no knight's jump leaves the array; with the side to move, castling
/// rights, en passant cell and both kings' cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mailbox {
    cells: [Cell; 120],
    side: Color,
    castling: u8,
    en_passant: Option<u8>,
    kings: [u8; 2],
}

impl Mailbox {
    /// The mailbox of a position, read square by square (its FEN reader has
    /// already checked it: one king a side, rights that match the rooks).
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::{Color, Piece};
    /// let board = Mailbox::from_position(&Position::start());
    /// assert_eq!(board.piece_at(4), Some((Color::White, Piece::King)));
    /// ```
    pub fn from_position(pos: &Position) -> Mailbox {
        let mut board = Mailbox {
            cells: [Cell::Off; 120],
            side: pos.side_to_move(),
            castling: pos.castling_rights(),
            en_passant: pos.en_passant().map(|s| cell_of(s) as u8),
            kings: [0; 2],
        };
        for (square, &cell) in BOARD_CELLS.iter().enumerate() {
            board.cells[cell] = match pos.piece_at(square) {
                None => Cell::Empty,
                Some((color, piece)) => {
                    if piece == Piece::King {
                        board.kings[color.index()] = cell as u8;
                    }
                    Cell::Piece(color, piece)
                }
            };
        }
        board
    }

    /// The piece on a square (a1 = 0 … h8 = 63) and its colour, if any.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// assert_eq!(Mailbox::from_position(&Position::start()).piece_at(28), None);
    /// ```
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        match self.cells[cell_of(square)] {
            Cell::Piece(color, piece) => Some((color, piece)),
            _ => None,
        }
    }

    /// Whose turn it is.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// use ch08_chess::types::Color;
    /// let board = Mailbox::from_position(&Position::start());
    /// assert_eq!(board.side_to_move(), Color::White);
    /// ```
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Whether a piece of colour `by` attacks the cell, found by looking
    /// outward from it: a pawn or knight or king one offset away, a rook or
    /// queen first along a file or rank, a bishop or queen first along a
    /// diagonal.
    #[inline]
    fn is_attacked(&self, cell: usize, by: Color) -> bool {
        // A White pawn attacks north-west and north-east, so it attacks this
        // cell from the south-east or the south-west.
        let pawn_from = match by {
            Color::White => [-9, -11],
            Color::Black => [9, 11],
        };
        let is = |c: usize, piece| self.cells[c] == Cell::Piece(by, piece);
        pawn_from.iter().any(|&d| is(step(cell, d), Piece::Pawn))
            || KNIGHT_JUMPS
                .iter()
                .any(|&d| is(step(cell, d), Piece::Knight))
            || KING_STEPS.iter().any(|&d| is(step(cell, d), Piece::King))
            || self.slider_on(cell, &ORTHOGONAL, by, Piece::Rook)
            || self.slider_on(cell, &DIAGONAL, by, Piece::Bishop)
    }

    /// Whether the first piece along one of the directions from the cell is
    /// a `slider` or a queen of colour `by`.
    #[inline]
    fn slider_on(
        &self,
        cell: usize,
        directions: &[isize; 4],
        by: Color,
        slider: Piece,
    ) -> bool {
        directions.iter().any(|&d| {
            let mut to = step(cell, d);
            while self.cells[to] == Cell::Empty {
                to = step(to, d);
            }
            matches!(self.cells[to], Cell::Piece(c, p)
                if c == by && (p == slider || p == Piece::Queen))
        })
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    /// let board = Mailbox::from_position(&Position::from_fen(fen).unwrap());
    /// assert!(board.in_check());
    /// ```
    pub fn in_check(&self) -> bool {
        let king = usize::from(self.kings[self.side.index()]);
        self.is_attacked(king, self.side.other())
    }

    /// Adds the moves of the side to move that follow the pieces' rules,
    /// whether or not they leave its king attacked: every cell of the board
    /// scanned for its pieces, each piece's offsets walked.
    fn push_pseudo_legal(&self, moves: &mut Vec<MailboxMove>) {
        let us = self.side;
        for &from in &BOARD_CELLS {
            let Cell::Piece(color, piece) = self.cells[from] else {
                continue;
            };
            if color != us {
                continue;
            }
            match piece {
                Piece::Pawn => self.push_pawn_moves(from, moves),
                Piece::Knight => self.push_steps(from, &KNIGHT_JUMPS, moves),
                Piece::Bishop => self.push_slides(from, &DIAGONAL, moves),
                Piece::Rook => self.push_slides(from, &ORTHOGONAL, moves),
                Piece::Queen => {
                    self.push_slides(from, &DIAGONAL, moves);
                    self.push_slides(from, &ORTHOGONAL, moves);
                }
                Piece::King => {
                    self.push_steps(from, &KING_STEPS, moves);
                    self.push_castles(from, moves);
                }
            }
        }
    }

    /// Whether a cell holds a piece of the side not to move.
    #[inline]
    fn is_enemy(&self, cell: usize) -> bool {
        matches!(self.cells[cell], Cell::Piece(c, _) if c != self.side)
    }

    /// The steps or jumps of a knight or king: one offset each, onto an
    /// empty cell or an enemy piece.
    #[inline]
    fn push_steps(
        &self,
        from: usize,
        offsets: &[isize; 8],
        moves: &mut Vec<MailboxMove>,
    ) {
        for &d in offsets {
            let to = step(from, d);
            if self.cells[to] == Cell::Empty || self.is_enemy(to) {
                moves.push(MailboxMove::new(from, to, Special::None));
            }
        }
    }

    /// The slides of a rook, bishop or queen: along each direction, every
    /// empty cell, then the first piece if it is an enemy; the frame or an
    /// own piece ends the walk.
    #[inline]
    fn push_slides(
        &self,
        from: usize,
        directions: &[isize; 4],
        moves: &mut Vec<MailboxMove>,
    ) {
        for &d in directions {
            let mut to = step(from, d);
            while self.cells[to] == Cell::Empty {
                moves.push(MailboxMove::new(from, to, Special::None));
                to = step(to, d);
            }
            if self.is_enemy(to) {
                moves.push(MailboxMove::new(from, to, Special::None));
            }
        }
    }

    /// A pawn's steps forward, its double step from its first rank, its
    /// captures and en passant; each move to the last rank four times, once
    /// for each promotion.
    fn push_pawn_moves(&self, from: usize, moves: &mut Vec<MailboxMove>) {
        let (forward, first_rank) = match self.side {
            Color::White => (NORTH, 1),
            Color::Black => (-NORTH, 6),
        };
        let one = step(from, forward);
        if self.cells[one] == Cell::Empty {
            push_pawn_move(from, one, moves);
            let two = step(one, forward);
            if rank_of(from) == first_rank && self.cells[two] == Cell::Empty {
                moves.push(MailboxMove::new(from, two, Special::DoublePush));
            }
        }
        for side in [-1, 1] {
            let to = step(one, side);
            if self.is_enemy(to) {
                push_pawn_move(from, to, moves);
            } else if self.en_passant == Some(to as u8) {
                moves.push(MailboxMove::new(from, to, Special::EnPassant));
            }
        }
    }

    /// The castling moves of the king on `from`: the right kept, the king
    /// and the rook on their cells, the cells between them empty, and the
    /// king not in check nor crossing an attacked cell (the cell it lands on
    /// is tested with every other move, after it is made).
    fn push_castles(&self, from: usize, moves: &mut Vec<MailboxMove>) {
        let (home, kingside, queenside) = match self.side {
            Color::White => (cell_of(4), WHITE_KINGSIDE, WHITE_QUEENSIDE),
            Color::Black => (cell_of(60), BLACK_KINGSIDE, BLACK_QUEENSIDE),
        };
        if from != home || self.castling & (kingside | queenside) == 0 {
            return;
        }
        let them = self.side.other();
        if self.is_attacked(home, them) {
            return;
        }
        let rook = Cell::Piece(self.side, Piece::Rook);
        let empty = |cells: &[usize]| {
            cells.iter().all(|&c| self.cells[c] == Cell::Empty)
        };
        if self.castling & kingside != 0
            && self.cells[home + 3] == rook
            && empty(&[home + 1, home + 2])
            && !self.is_attacked(home + 1, them)
        {
            moves.push(MailboxMove::new(home, home + 2, Special::Castle));
        }
        if self.castling & queenside != 0
            && self.cells[home - 4] == rook
            && empty(&[home - 1, home - 2, home - 3])
            && !self.is_attacked(home - 1, them)
        {
            moves.push(MailboxMove::new(home, home - 2, Special::Castle));
        }
    }

    /// Plays a move of [`legal_moves`](Mailbox::legal_moves) in place and
    /// returns what [`unmake`](Mailbox::unmake) needs to take it back.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let mut board = Mailbox::from_position(&Position::start());
    /// let before = board.clone();
    /// let moves = board.legal_moves();
    /// let e2e4 = *moves.iter().find(|m| m.to_string() == "e2e4").unwrap();
    /// let undo = board.make(e2e4);
    /// assert_eq!(board.legal_moves().len(), 20);
    /// board.unmake(e2e4, undo);
    /// assert_eq!(board, before);
    /// ```
    pub fn make(&mut self, m: MailboxMove) -> Undo {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let us = self.side;
        let moving = self.cells[from];
        debug_assert!(
            matches!(moving, Cell::Piece(c, _) if c == us),
            "{m} moves no piece of the side to move"
        );
        let undo = Undo {
            captured: self.cells[to],
            castling: self.castling,
            en_passant: self.en_passant,
        };
        self.cells[to] = moving;
        self.cells[from] = Cell::Empty;
        self.en_passant = None;
        match m.special {
            Special::None => {}
            Special::DoublePush => {
                self.en_passant = Some(((from + to) / 2) as u8);
            }
            Special::EnPassant => {
                self.cells[behind(to, us)] = Cell::Empty;
            }
            Special::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                self.cells[rook_to] = self.cells[rook_from];
                self.cells[rook_from] = Cell::Empty;
            }
            Special::Promotion(p) => {
                self.cells[to] = Cell::Piece(us, p.piece());
            }
        }
        if moving == Cell::Piece(us, Piece::King) {
            self.kings[us.index()] = to as u8;
        }
        self.castling &= KEPT[from] & KEPT[to];
        self.side = us.other();
        undo
    }

    /// Takes back the move [`make`](Mailbox::make) just played, with the
    /// record it returned.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let mut board = Mailbox::from_position(&Position::start());
    /// let before = board.clone();
    /// for m in before.clone().legal_moves() {
    ///     let undo = board.make(m);
    ///     board.unmake(m, undo);
    ///     assert_eq!(board, before);
    /// }
    /// ```
    pub fn unmake(&mut self, m: MailboxMove, undo: Undo) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let us = self.side.other();
        self.side = us;
        let moved = match m.special {
            Special::Promotion(_) => Cell::Piece(us, Piece::Pawn),
            _ => self.cells[to],
        };
        self.cells[from] = moved;
        self.cells[to] = undo.captured;
        match m.special {
            Special::EnPassant => {
                self.cells[behind(to, us)] =
                    Cell::Piece(us.other(), Piece::Pawn);
            }
            Special::Castle => {
                let (rook_from, rook_to) = castling_rook(to);
                self.cells[rook_from] = self.cells[rook_to];
                self.cells[rook_to] = Cell::Empty;
            }
            _ => {}
        }
        if moved == Cell::Piece(us, Piece::King) {
            self.kings[us.index()] = from as u8;
        }
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
    }

    /// Whether a move that follows the pieces' rules leaves the mover's king
    /// unattacked: make it, look outward from the king, take it back.
    #[inline]
    fn is_legal(&mut self, m: MailboxMove) -> bool {
        let undo = self.make(m);
        let mover = self.side.other();
        let king = usize::from(self.kings[mover.index()]);
        let legal = !self.is_attacked(king, self.side);
        self.unmake(m, undo);
        legal
    }

    /// Adds the legal moves of the side to move after the moves already in
    /// the list: the pseudo-legal ones added, then those that leave the king
    /// attacked dropped in place.
    fn push_legal_moves(&mut self, moves: &mut Vec<MailboxMove>) {
        let start = moves.len();
        self.push_pseudo_legal(moves);
        let mut kept = start;
        for i in start..moves.len() {
            let m = moves[i];
            if self.is_legal(m) {
                moves[kept] = m;
                kept += 1;
            }
        }
        moves.truncate(kept);
    }

    /// The legal moves of the side to move, found by make-and-test (the
    /// board is the same afterwards).
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let mut board = Mailbox::from_position(&Position::start());
    /// assert_eq!(board.legal_moves().len(), 20);
    /// ```
    pub fn legal_moves(&mut self) -> Vec<MailboxMove> {
        let mut moves = Vec::new();
        self.push_legal_moves(&mut moves);
        moves
    }

    /// The legal moves written into a list reused from call to call (it is
    /// emptied first), as a search reuses a list a ply.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let mut board = Mailbox::from_position(&Position::start());
    /// let mut moves = Vec::new();
    /// board.legal_moves_into(&mut moves);
    /// board.legal_moves_into(&mut moves);
    /// assert_eq!(moves.len(), 20);
    /// ```
    pub fn legal_moves_into(&mut self, moves: &mut Vec<MailboxMove>) {
        moves.clear();
        self.push_legal_moves(moves);
    }

    /// Perft: the number of legal move sequences of `depth` plies, the last
    /// ply counted from the list, not played. Every ply's moves go on one
    /// stack of moves, which each node pops back to where it started.
    ///
    /// ```
    /// use ch08_chess::array::Mailbox;
    /// use ch08_chess::position::Position;
    /// let mut board = Mailbox::from_position(&Position::start());
    /// assert_eq!(board.perft(3), 8_902);
    /// ```
    pub fn perft(&mut self, depth: u32) -> u64 {
        let mut stack = Vec::with_capacity(64 * depth as usize);
        self.perft_on(depth, &mut stack)
    }

    /// Perft with the moves of the plies above already on the stack.
    fn perft_on(&mut self, depth: u32, stack: &mut Vec<MailboxMove>) -> u64 {
        if depth == 0 {
            return 1;
        }
        let start = stack.len();
        self.push_legal_moves(stack);
        let mut nodes = (stack.len() - start) as u64;
        if depth > 1 {
            nodes = 0;
            for i in start..stack.len() {
                let m = stack[i];
                let undo = self.make(m);
                nodes += self.perft_on(depth - 1, stack);
                self.unmake(m, undo);
            }
        }
        stack.truncate(start);
        nodes
    }
}

/// Adds a pawn's move, four times (one per promotion) when it reaches the
/// last rank.
#[inline]
fn push_pawn_move(from: usize, to: usize, moves: &mut Vec<MailboxMove>) {
    if matches!(rank_of(to), 0 | 7) {
        for p in Promotion::ALL {
            moves.push(MailboxMove::new(from, to, Special::Promotion(p)));
        }
    } else {
        moves.push(MailboxMove::new(from, to, Special::None));
    }
}

/// The cell behind a pawn of colour `us` that has landed on `cell`: where
/// the pawn it takes en passant stands.
#[inline]
fn behind(cell: usize, us: Color) -> usize {
    match us {
        Color::White => cell - 10,
        Color::Black => cell + 10,
    }
}

/// The rook's cells when the king castles to `to`: (from, to).
#[inline]
fn castling_rook(to: usize) -> (usize, usize) {
    match square_of(to) % 8 {
        6 => (to + 1, to - 1), // king side: h → f
        _ => (to - 2, to + 1), // queen side: a → d
    }
}
