//! A Tak position: bitboards for the top stones, the stacks as bits, reserves.
//!
//! The encoding follows the source's design notes: the size, the side to play and the
//! number of moves made; one bitboard per colour of the squares whose top stone is
//! that colour; bitboards of the walls and capstones (which are always on top); and
//! for each square its stack, one bit per stone (0 White, 1 Black) with the top stone
//! in the lowest bit, and its height, its number of stones. The notes store a stack
//! in a `u64`, which holds the tallest stack of 6 × 6 (61 stones) but not those of
//! 7 × 7 (81) or 8 × 8 (101): a stack can hold every flat and wall of the game, with
//! one capstone on top. The listing uses a `u128`.
//!
//! Checking a move is in [`rules`](crate::rules), and reading and writing
//! positions as text in [`tps`](crate::tps).

use crate::geometry::{
    board_mask, check_size, Bitboard, Direction, GeometryError,
};
use crate::roads::has_road;
use crate::zobrist::{toggle_side, toggle_stone, toggle_top, Hashes};

/// One of the two players; White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// The first player (`1` in TPS).
    White,
    /// The second player (`2` in TPS).
    Black,
}

impl Color {
    /// The other player.
    ///
    /// ```
    /// use ch06_tak::position::Color;
    /// assert_eq!(Color::White.other(), Color::Black);
    /// ```
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: the colour's bit in a stack.
    ///
    /// ```
    /// use ch06_tak::position::Color;
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    pub fn index(self) -> usize {
        match self {
            Color::White => 0,
            Color::Black => 1,
        }
    }
}

/// The kind of a stone when it is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// A flat stone: part of roads, counted in a flat win, can be covered.
    Flat,
    /// A standing stone (a wall): blocks roads and slides.
    Wall,
    /// A capstone: part of roads, blocks slides, can flatten a wall.
    Cap,
}

// ANCHOR: move
/// A move: a placement, or a slide of `pickup` stones from `from` in a
/// direction, dropped as the packed `drops` (first drop in the low nibble).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone from the reserve onto an empty square.
    Place {
        /// The square.
        square: u8,
        /// The kind of stone.
        stone: Stone,
    },
    /// Some stones of a stack carried along a line.
    Slide {
        /// The square the stack stands on.
        from: u8,
        /// Which way it goes.
        direction: Direction,
        /// How many stones are picked up.
        pickup: u8,
        /// How many are dropped on each square, packed a nibble each.
        drops: u32,
    },
}
// ANCHOR_END: move

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A player joined two opposite edges.
    Road(Color),
    /// The board filled up or a reserve ran out, and this player had more
    /// flat stones on top.
    Flats(Color),
    /// The same number of flats.
    Draw,
}

// ANCHOR: reserves
/// The stones and capstones each player starts with on a board of `size`.
///
/// ```
/// use ch06_tak::position::starting_reserves;
/// assert_eq!(starting_reserves(5), (21, 1));
/// ```
pub const fn starting_reserves(size: usize) -> (u8, u8) {
    match size {
        3 => (10, 0),
        4 => (15, 0),
        5 => (21, 1),
        6 => (30, 1),
        7 => (40, 2),
        _ => (50, 2),
    }
}
// ANCHOR_END: reserves

// ANCHOR: position
/// A position of a game of Tak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    size: u8,
    to_move: Color,
    /// Moves made so far (plies): the source's `mc`.
    ply: u16,
    /// Squares whose top stone is White's (0) or Black's (1).
    controlled: [Bitboard; 2],
    /// Squares with a wall on top.
    walls: Bitboard,
    /// Squares with a capstone on top.
    caps: Bitboard,
    /// Each square's stones, one bit each (1 = Black), the top in bit 0.
    stacks: [u128; 64],
    /// Each square's number of stones.
    heights: [u8; 64],
    /// Stones and capstones left: `reserves[colour] = [stones, caps]`.
    reserves: [[u8; 2]; 2],
    /// The eight Zobrist hashes, one per symmetry.
    hashes: Hashes,
    /// How the game ended, once it has.
    outcome: Option<Outcome>,
}
// ANCHOR_END: position

impl Position {
    /// The empty board of `size`, White to move.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.ply(), 0);
    /// assert!(Position::new(2).is_err());
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn new(size: usize) -> Result<Position, GeometryError> {
        let size = check_size(size)?;
        let (stones, caps) = starting_reserves(size);
        Ok(Position {
            size: size as u8,
            to_move: Color::White,
            ply: 0,
            controlled: [0; 2],
            walls: 0,
            caps: 0,
            stacks: [0; 64],
            heights: [0; 64],
            reserves: [[stones, caps]; 2],
            hashes: [0; 8],
            outcome: None,
        })
    }

    /// The board size.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(6)?.size(), 6);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The player to move.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(5)?.to_move(), Color::White);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The number of moves made (plies).
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.ply(), 0);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The squares whose top stone is `colour`'s.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(5)?.controlled(Color::White), 0);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn controlled(&self, colour: Color) -> Bitboard {
        self.controlled[colour.index()]
    }

    /// The squares with a wall on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.walls(), 0);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn walls(&self) -> Bitboard {
        self.walls
    }

    /// The squares with a capstone on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.caps(), 0);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn caps(&self) -> Bitboard {
        self.caps
    }

    /// The squares with at least one stone: the union of the two colours.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.occupied(), 0);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn occupied(&self) -> Bitboard {
        self.controlled[0] | self.controlled[1]
    }

    /// The stones of a square (1 = Black, top stone in bit 0) and its height,
    /// its number of stones.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.stack(12), (0, 0));
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn stack(&self, sq: usize) -> (u128, usize) {
        (self.stacks[sq], self.heights[sq] as usize)
    }

    /// The stones and capstones `colour` has left.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(6)?.reserves(Color::Black), (30, 1));
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn reserves(&self, colour: Color) -> (u8, u8) {
        let [stones, caps] = self.reserves[colour.index()];
        (stones, caps)
    }

    /// The eight Zobrist hashes, in the order of `Symmetry::ALL`.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.hashes(), [0; 8]);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn hashes(&self) -> Hashes {
        self.hashes
    }

    /// How the game ended, or `None` while it goes on.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.outcome(), None);
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the first two plies are being played, in which each player
    /// places one of the opponent's flats.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert!(Position::new(5)?.in_opening());
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn in_opening(&self) -> bool {
        self.ply < 2
    }

    /// Puts one stone of `colour` on top of `sq`, keeping every field in step.
    pub(crate) fn push_stone(&mut self, sq: usize, colour: usize) {
        // The new stone has the whole stack under it.
        let (level, size) = (self.heights[sq] as usize, self.size());
        self.stacks[sq] = self.stacks[sq] << 1 | colour as u128;
        self.heights[sq] += 1;
        toggle_stone(&mut self.hashes, size, sq, level, colour);
    }

    /// Takes the top `count` stones off `sq`: their bits, top stone in bit 0.
    fn take_stones(&mut self, sq: usize, count: usize) -> u128 {
        let taken = self.stacks[sq] & ((1 << count) - 1);
        let size = self.size();
        for i in 0..count {
            let level = self.heights[sq] as usize - 1 - i;
            let colour = (taken >> i & 1) as usize;
            toggle_stone(&mut self.hashes, size, sq, level, colour);
        }
        self.stacks[sq] >>= count;
        self.heights[sq] -= count as u8;
        taken
    }

    /// Sets the controlled bitboards of `sq` from its top stone.
    pub(crate) fn update_control(&mut self, sq: usize) {
        let bit = 1 << sq;
        self.controlled[0] &= !bit;
        self.controlled[1] &= !bit;
        if self.heights[sq] > 0 {
            self.controlled[(self.stacks[sq] & 1) as usize] |= bit;
        }
    }

    /// Sets or clears a wall (`kind` 0) or capstone (`kind` 1) on `sq`.
    pub(crate) fn set_top(&mut self, sq: usize, kind: usize, on: bool) {
        let bits = if kind == 0 {
            &mut self.walls
        } else {
            &mut self.caps
        };
        if (*bits >> sq & 1 == 1) != on {
            *bits ^= 1 << sq;
            toggle_top(&mut self.hashes, self.size as usize, sq, kind);
        }
    }

    /// Takes a stone of `colour` (a capstone if `cap`) from its reserve;
    /// `false` if none is left.
    pub(crate) fn take_from_reserve(
        &mut self,
        colour: usize,
        cap: bool,
    ) -> bool {
        let reserve = &mut self.reserves[colour][usize::from(cap)];
        match reserve.checked_sub(1) {
            Some(left) => {
                *reserve = left;
                true
            }
            None => false,
        }
    }

    /// Sets the player to move and the number of moves made, as a position
    /// read from text gives them, and decides the game, looking for both
    /// players' roads (the last mover's first): `make` relies on a game
    /// still going on having none.
    pub(crate) fn set_turn(&mut self, to_move: Color, ply: u16) {
        if to_move != self.to_move {
            toggle_side(&mut self.hashes);
        }
        self.to_move = to_move;
        self.ply = ply;
        let mover = to_move.other();
        self.outcome = self.decide(&[mover, mover.other()]);
    }

    // ANCHOR: play_unchecked
    /// The position after a legal `mv` (the move generator's moves are).
    pub(crate) fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.make(mv);
        next
    }

    /// Plays a legal `mv` on this position itself.
    pub(crate) fn make(&mut self, mv: Move) {
        let size = self.size();
        let mover = self.to_move.index();
        let roads = self.may_make_road(mv);
        match mv {
            Move::Place { square, stone } => {
                let sq = square as usize;
                // The opening rule: a player's first stone is the opponent's.
                let colour = if self.in_opening() { 1 - mover } else { mover };
                let reserve = usize::from(stone == Stone::Cap);
                self.reserves[colour][reserve] -= 1;
                self.push_stone(sq, colour);
                match stone {
                    Stone::Flat => {}
                    Stone::Wall => self.set_top(sq, 0, true),
                    Stone::Cap => self.set_top(sq, 1, true),
                }
                self.update_control(sq);
            }
            Move::Slide {
                from,
                direction,
                pickup,
                drops,
            } => {
                let from = from as usize;
                let top_kind = if self.walls >> from & 1 == 1 {
                    Some(0)
                } else if self.caps >> from & 1 == 1 {
                    Some(1)
                } else {
                    None
                };
                if let Some(kind) = top_kind {
                    self.set_top(from, kind, false);
                }
                let mut carried = self.take_stones(from, pickup as usize);
                let mut left = pickup as usize;
                self.update_control(from);
                let mut at = from;
                let mut drops = drops;
                while drops != 0 {
                    let drop = (drops & 0xf) as usize;
                    drops >>= 4;
                    at = direction
                        .next(size, at)
                        .expect("a legal slide stays on");
                    self.set_top(at, 0, false); // a capstone flattens a wall
                    for i in (left - drop..left).rev() {
                        self.push_stone(at, (carried >> i & 1) as usize);
                    }
                    carried &= (1 << (left - drop)) - 1;
                    left -= drop;
                    self.update_control(at);
                }
                if let Some(kind) = top_kind {
                    self.set_top(at, kind, true); // the top stone lands last
                }
            }
        }
        self.ply += 1;
        self.to_move = self.to_move.other();
        toggle_side(&mut self.hashes);
        self.outcome = self.decide(roads);
    }
    // ANCHOR_END: play_unchecked
}

/// The fields of a position that `Position::unmake` restores as they were.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    controlled: [Bitboard; 2],
    walls: Bitboard,
    caps: Bitboard,
    reserves: [[u8; 2]; 2],
    hashes: Hashes,
    outcome: Option<Outcome>,
}

impl Position {
    /// What a move changes besides the stacks and the turn, saved so that
    /// `unmake` can put it back.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// let start = Position::new(5)?;
    /// assert_eq!(start.save(), start.save());
    /// # Ok::<(), ch06_tak::geometry::GeometryError>(())
    /// ```
    pub fn save(&self) -> Saved {
        Saved {
            controlled: self.controlled,
            walls: self.walls,
            caps: self.caps,
            reserves: self.reserves,
            hashes: self.hashes,
            outcome: self.outcome,
        }
    }

    /// Takes back `mv`, the last move made, given what `save` returned just
    /// before it: the stones go back where they were, the rest is restored.
    ///
    /// ```
    /// use ch06_tak::{position::Position, ptn::parse_move};
    /// let start = Position::new(5)?;
    /// let mv = parse_move("c3", 5)?;
    /// let mut position = start.play(mv)?;
    /// position.unmake(mv, &start.save());
    /// assert_eq!(position, start);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn unmake(&mut self, mv: Move, saved: &Saved) {
        match mv {
            Move::Place { square, .. } => {
                self.stacks[square as usize] = 0;
                self.heights[square as usize] = 0;
            }
            Move::Slide {
                from,
                direction,
                pickup,
                mut drops,
            } => {
                // The stones each square received, carried back.
                let (from, mut left) = (from as usize, pickup as usize);
                let (mut at, mut carried) = (from, 0);
                while drops != 0 {
                    let drop = (drops & 0xf) as usize;
                    drops >>= 4;
                    at = direction
                        .next(self.size(), at)
                        .expect("a legal slide stays on");
                    left -= drop;
                    carried |= (self.stacks[at] & ((1 << drop) - 1)) << left;
                    self.stacks[at] >>= drop;
                    self.heights[at] -= drop as u8;
                }
                self.stacks[from] = self.stacks[from] << pickup | carried;
                self.heights[from] += pickup;
            }
        }
        self.controlled = saved.controlled;
        self.walls = saved.walls;
        self.caps = saved.caps;
        self.reserves = saved.reserves;
        self.hashes = saved.hashes;
        self.outcome = saved.outcome;
        self.ply -= 1;
        self.to_move = self.to_move.other();
    }
}

impl Position {
    // ANCHOR: decide
    /// The players `mv`, about to be made, can give a road to, in the order
    /// the rules look: a flat or capstone placed can join only its owner's
    /// stones, a wall joins nothing, and a slide can uncover either player's.
    fn may_make_road(&self, mv: Move) -> &'static [Color] {
        let order: &'static [Color; 2] = match self.to_move {
            Color::White => &[Color::White, Color::Black],
            Color::Black => &[Color::Black, Color::White],
        };
        match mv {
            Move::Place {
                stone: Stone::Wall, ..
            } => &[],
            // In the opening the stone placed is the opponent's.
            Move::Place { .. } if self.in_opening() => &order[1..],
            Move::Place { .. } => &order[..1],
            Move::Slide { .. } => order,
        }
    }

    /// How the game stands after a move: a road wins, looked for in the
    /// order of `colours` (the mover's first, if both have one); else a full
    /// board or an empty reserve ends the game on flats.
    fn decide(&self, colours: &[Color]) -> Option<Outcome> {
        let size = self.size();
        let road = |colour: Color| {
            has_road(self.controlled(colour) & !self.walls, size)
        };
        if let Some(&winner) = colours.iter().find(|&&c| road(c)) {
            return Some(Outcome::Road(winner));
        }
        let out_of_stones = self
            .reserves
            .iter()
            .any(|&[stones, caps]| stones + caps == 0);
        if self.occupied() != board_mask(size) && !out_of_stones {
            return None;
        }
        let flats = |colour: Color| {
            (self.controlled(colour) & !self.walls & !self.caps).count_ones()
        };
        let (white, black) = (flats(Color::White), flats(Color::Black));
        Some(match white.cmp(&black) {
            std::cmp::Ordering::Greater => Outcome::Flats(Color::White),
            std::cmp::Ordering::Less => Outcome::Flats(Color::Black),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
    // ANCHOR_END: decide
    /// The position turned or reflected by a symmetry: every stack moved to its
    /// image square.
    ///
    /// ```
    /// use ch06_tak::{position::Position, symmetry::Symmetry};
    /// let p = Position::from_tps("1,x2/x3/x3 2 1")?;
    /// let turned = p.transformed(Symmetry::Rotate180);
    /// assert_eq!(turned.to_tps(), "x3/x3/x2,1 2 1");
    /// # Ok::<(), ch06_tak::tps::TpsError>(())
    /// ```
    pub fn transformed(&self, symmetry: crate::symmetry::Symmetry) -> Position {
        let size = self.size();
        let mut image = Position::new(size).expect("same size");
        let mut occupied = self.occupied();
        while occupied != 0 {
            let sq = occupied.trailing_zeros() as usize;
            let to = symmetry.map_square(sq, size);
            for i in (0..self.heights[sq] as usize).rev() {
                image.push_stone(to, (self.stacks[sq] >> i & 1) as usize);
            }
            for kind in 0..2 {
                let bits = if kind == 0 { self.walls } else { self.caps };
                if bits >> sq & 1 == 1 {
                    image.set_top(to, kind, true);
                }
            }
            image.update_control(to);
            occupied &= occupied - 1;
        }
        image.reserves = self.reserves;
        image.ply = self.ply;
        image.to_move = self.to_move;
        if self.to_move == Color::Black {
            toggle_side(&mut image.hashes);
        }
        image.outcome = self.outcome;
        image
    }
}
