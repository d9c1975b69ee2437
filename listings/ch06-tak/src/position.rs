//! A Tak position: bitboards for the top stones, the stacks as bits, reserves.
//!
//! The encoding follows the source's design notes: the size, the side to play and the
//! number of moves made; one bitboard per colour of the squares whose top stone is
//! that colour; bitboards of the walls and capstones (which are always on top); and
//! for each square its stack, one bit per stone (0 white, 1 black) with the top stone
//! in the lowest bit, and its height. The notes store a stack in a `u64`, which is
//! enough on boards up to 6 × 6 (62 stones in all) but not on 7 × 7 (84) or 8 × 8
//! (104): a stack can hold every stone of the game. The listing uses a `u128`.

use crate::geometry::{
    board_mask, check_size, square_name, Bitboard, Direction, GeometryError,
};
use crate::roads::has_road;
use crate::slides::unpack;
use crate::zobrist::{toggle_side, toggle_stone, toggle_top, Hashes};
use std::fmt;

/// One of the two players; white moves first.
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

    /// 0 for white, 1 for black: the colour's bit in a stack.
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

/// Why a move or a position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub String);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IllegalMove {}

impl From<GeometryError> for IllegalMove {
    fn from(error: GeometryError) -> IllegalMove {
        IllegalMove(error.to_string())
    }
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
    /// Squares whose top stone is white's (0) or black's (1).
    controlled: [Bitboard; 2],
    /// Squares with a wall on top.
    walls: Bitboard,
    /// Squares with a capstone on top.
    caps: Bitboard,
    /// Each square's stones, one bit each (1 = black), the top in bit 0.
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
    /// The empty board of `size`, white to move.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.ply(), 0);
    /// assert!(Position::new(2).is_err());
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn new(size: usize) -> Result<Position, IllegalMove> {
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
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The player to move.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(5)?.to_move(), Color::White);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The number of moves made (plies).
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.ply(), 0);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The squares whose top stone is `colour`'s.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(5)?.controlled(Color::White), 0);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn controlled(&self, colour: Color) -> Bitboard {
        self.controlled[colour.index()]
    }

    /// The squares with a wall on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.walls(), 0);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn walls(&self) -> Bitboard {
        self.walls
    }

    /// The squares with a capstone on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.caps(), 0);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn caps(&self) -> Bitboard {
        self.caps
    }

    /// The squares with at least one stone: the union of the two colours.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.occupied(), 0);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn occupied(&self) -> Bitboard {
        self.controlled[0] | self.controlled[1]
    }

    /// The stones of a square (1 = black, top stone in bit 0) and its height.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.stack(12), (0, 0));
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn stack(&self, sq: usize) -> (u128, usize) {
        (self.stacks[sq], self.heights[sq] as usize)
    }

    /// The stones and capstones `colour` has left.
    ///
    /// ```
    /// use ch06_tak::position::{Color, Position};
    /// assert_eq!(Position::new(6)?.reserves(Color::Black), (30, 1));
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
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
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn hashes(&self) -> Hashes {
        self.hashes
    }

    /// How the game ended, or `None` while it goes on.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(5)?.outcome(), None);
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
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
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn in_opening(&self) -> bool {
        self.ply < 2
    }

    /// Puts one stone of `colour` on top of `sq`, keeping every field in step.
    fn push_stone(&mut self, sq: usize, colour: usize) {
        let (height, size) = (self.heights[sq] as usize, self.size());
        self.stacks[sq] = self.stacks[sq] << 1 | colour as u128;
        self.heights[sq] += 1;
        toggle_stone(&mut self.hashes, size, sq, height, colour);
    }

    /// Takes the top `count` stones off `sq`: their bits, top stone in bit 0.
    fn take_stones(&mut self, sq: usize, count: usize) -> u128 {
        let taken = self.stacks[sq] & ((1 << count) - 1);
        let size = self.size();
        for i in 0..count {
            let height = self.heights[sq] as usize - 1 - i;
            let colour = (taken >> i & 1) as usize;
            toggle_stone(&mut self.hashes, size, sq, height, colour);
        }
        self.stacks[sq] >>= count;
        self.heights[sq] -= count as u8;
        taken
    }

    /// Sets the controlled bitboards of `sq` from its top stone.
    fn update_control(&mut self, sq: usize) {
        let bit = 1 << sq;
        self.controlled[0] &= !bit;
        self.controlled[1] &= !bit;
        if self.heights[sq] > 0 {
            self.controlled[(self.stacks[sq] & 1) as usize] |= bit;
        }
    }

    /// Sets or clears a wall (`kind` 0) or capstone (`kind` 1) on `sq`.
    fn set_top(&mut self, sq: usize, kind: usize, on: bool) {
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

    // ANCHOR: play
    /// The position after `mv`, or why it is illegal.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// use ch06_tak::ptn::parse_move;
    /// let start = Position::new(5)?;
    /// let after = start.play(parse_move("a1", 5)?)?;
    /// assert_eq!(after.stack(0), (1, 1)); // a black flat: the opening rule
    /// assert!(after.play(parse_move("a1", 5)?).is_err()); // occupied
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }
    // ANCHOR_END: play

    /// Why `mv` is illegal here, if it is.
    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        let illegal = |why: String| Err(IllegalMove(why));
        let size = self.size();
        if let Some(outcome) = self.outcome {
            return illegal(format!("the game is over ({outcome:?})"));
        }
        match mv {
            Move::Place { square, stone } => {
                let sq = square as usize;
                let name = square_name(size, sq);
                if sq >= size * size {
                    return illegal(format!("square {sq} is not on the board"));
                }
                if self.heights[sq] > 0 {
                    return illegal(format!("{name} is not empty"));
                }
                let own = self.to_move.index();
                let [stones, caps] = self.reserves[own];
                match (self.in_opening(), stone) {
                    (true, Stone::Flat) => {}
                    (true, _) => {
                        return illegal(format!(
                        "the first move of each player places a flat of the \
                             opponent's, not a {stone:?} on {name}"
                    ))
                    }
                    (false, Stone::Cap) if caps == 0 => {
                        return illegal("no capstone is left".to_string())
                    }
                    (false, Stone::Flat | Stone::Wall) if stones == 0 => {
                        return illegal("no stone is left".to_string())
                    }
                    _ => {}
                }
            }
            Move::Slide {
                from,
                direction,
                pickup,
                drops,
            } => {
                let sq = from as usize;
                if sq >= size * size {
                    return illegal(format!("square {sq} is not on the board"));
                }
                let name = square_name(size, sq);
                let height = self.heights[sq] as usize;
                let pickup = pickup as usize;
                if self.in_opening() {
                    return illegal(
                        "the first move of each player is a placement".into(),
                    );
                }
                if self.controlled[self.to_move.index()] >> sq & 1 == 0 {
                    return illegal(format!(
                        "{name} is not topped by a stone of yours"
                    ));
                }
                if pickup == 0 || pickup > height || pickup > size {
                    return illegal(format!(
                        "cannot pick up {pickup} from {name}: its height is \
                         {height} and the carry limit {size}"
                    ));
                }
                let drops = unpack(drops);
                if drops.iter().sum::<u32>() as usize != pickup
                    || drops.contains(&0)
                {
                    return illegal(format!(
                        "the drops {drops:?} do not add up to {pickup}"
                    ));
                }
                let cap_on_top = self.caps >> sq & 1 == 1;
                let mut at = sq;
                for (i, &drop) in drops.iter().enumerate() {
                    let Some(next) = direction.next(size, at) else {
                        return illegal(format!(
                            "the slide from {name} runs off the board"
                        ));
                    };
                    at = next;
                    let target = square_name(size, at);
                    if self.caps >> at & 1 == 1 {
                        return illegal(format!("{target} holds a capstone"));
                    }
                    if self.walls >> at & 1 == 1 {
                        let last = i + 1 == drops.len();
                        if !(last && cap_on_top && drop == 1) {
                            return illegal(format!(
                                "{target} holds a wall, which only a capstone \
                                 dropped alone can flatten"
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ANCHOR: play_unchecked
    /// The position after a legal `mv` (the move generator's moves are).
    pub(crate) fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let size = self.size();
        let mover = self.to_move.index();
        match mv {
            Move::Place { square, stone } => {
                let sq = square as usize;
                // The opening rule: a player's first stone is the opponent's.
                let colour = if self.in_opening() { 1 - mover } else { mover };
                let reserve = usize::from(stone == Stone::Cap);
                next.reserves[colour][reserve] -= 1;
                next.push_stone(sq, colour);
                match stone {
                    Stone::Flat => {}
                    Stone::Wall => next.set_top(sq, 0, true),
                    Stone::Cap => next.set_top(sq, 1, true),
                }
                next.update_control(sq);
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
                    next.set_top(from, kind, false);
                }
                let mut carried = next.take_stones(from, pickup as usize);
                let mut left = pickup as usize;
                next.update_control(from);
                let mut at = from;
                let mut drops = drops;
                while drops != 0 {
                    let drop = (drops & 0xf) as usize;
                    drops >>= 4;
                    at = direction
                        .next(size, at)
                        .expect("a legal slide stays on");
                    next.set_top(at, 0, false); // a capstone flattens a wall
                    for i in (left - drop..left).rev() {
                        next.push_stone(at, (carried >> i & 1) as usize);
                    }
                    carried &= (1 << (left - drop)) - 1;
                    left -= drop;
                    next.update_control(at);
                }
                if let Some(kind) = top_kind {
                    next.set_top(at, kind, true); // the top stone lands last
                }
            }
        }
        next.ply += 1;
        next.to_move = self.to_move.other();
        toggle_side(&mut next.hashes);
        next.outcome = next.decide(self.to_move);
        next
    }
    // ANCHOR_END: play_unchecked

    // ANCHOR: decide
    /// How the game stands after `mover` moved: a road wins (the mover's
    /// first, if both have one); else a full board or an empty reserve ends
    /// the game on flats.
    fn decide(&self, mover: Color) -> Option<Outcome> {
        let size = self.size();
        let road = |colour: Color| {
            has_road(self.controlled(colour) & !self.walls, size)
        };
        if road(mover) {
            return Some(Outcome::Road(mover));
        }
        if road(mover.other()) {
            return Some(Outcome::Road(mover.other()));
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

    // ANCHOR: tps
    /// The position in Tak Positional System notation: the ranks from the
    /// top, squares separated by commas (`x3` for three empty squares, a stack
    /// as its colours from the bottom, `S` or `C` for the top stone), then the
    /// player to move (1 or 2) and the move number.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// assert_eq!(Position::new(3)?.to_tps(), "x3/x3/x3 1 1");
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn to_tps(&self) -> String {
        let size = self.size();
        let mut ranks = Vec::new();
        for rank in (0..size).rev() {
            let mut squares: Vec<String> = Vec::new();
            let mut empties = 0;
            for file in 0..size {
                let sq = rank * size + file;
                if self.heights[sq] == 0 {
                    empties += 1;
                    continue;
                }
                if empties > 0 {
                    squares.push(empty_run(empties));
                    empties = 0;
                }
                squares.push(self.stack_text(sq));
            }
            if empties > 0 {
                squares.push(empty_run(empties));
            }
            ranks.push(squares.join(","));
        }
        let player = self.to_move.index() + 1;
        format!("{} {player} {}", ranks.join("/"), self.ply / 2 + 1)
    }
    // ANCHOR_END: tps

    /// A stack as TPS writes it: its colours from the bottom (`1` white, `2`
    /// black), then `S` or `C` if a wall or capstone is on top.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// let p = Position::from_tps("x2,12S/x3/x3 1 3")?;
    /// assert_eq!(p.stack_text(8), "12S");
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn stack_text(&self, sq: usize) -> String {
        let mut text: String = (0..self.heights[sq])
            .rev()
            .map(|i| {
                if self.stacks[sq] >> i & 1 == 1 {
                    '2'
                } else {
                    '1'
                }
            })
            .collect();
        if self.walls >> sq & 1 == 1 {
            text.push('S');
        } else if self.caps >> sq & 1 == 1 {
            text.push('C');
        }
        text
    }

    /// A position from TPS, with its reserves worked out from the stones on
    /// the board and its outcome from the last move's player.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// let p = Position::from_tps("x5/x5/x5/x5/x5 1 1")?;
    /// assert_eq!(p, Position::new(5)?);
    /// assert!(Position::from_tps("x5/x5 1 1").is_err()); // two ranks of five
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn from_tps(tps: &str) -> Result<Position, IllegalMove> {
        let bad = |why: &str| IllegalMove(format!("bad TPS `{tps}`: {why}"));
        let fields: Vec<&str> = tps.split_whitespace().collect();
        let [board, player, number] = fields[..] else {
            return Err(bad("expected a board, a player and a move number"));
        };
        let ranks: Vec<&str> = board.split('/').collect();
        let size = check_size(ranks.len()).map_err(|e| bad(&e.to_string()))?;
        let mut position = Position::new(size)?;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = size - 1 - i;
            let mut file = 0;
            for token in rank_text.split(',') {
                if let Some(count) = token.strip_prefix('x') {
                    let count: usize = if count.is_empty() {
                        1
                    } else {
                        count.parse().map_err(|_| bad(&format!("`{token}`")))?
                    };
                    file += count;
                    continue;
                }
                if file >= size {
                    return Err(bad(&format!("rank {} is too long", rank + 1)));
                }
                position
                    .put_stack(rank * size + file, token)
                    .map_err(|e| bad(&e))?;
                file += 1;
            }
            if file != size {
                return Err(bad(&format!(
                    "rank {} has {file} squares, not {size}",
                    rank + 1
                )));
            }
        }
        position.to_move = match player {
            "1" => Color::White,
            "2" => Color::Black,
            _ => return Err(bad("the player to move is 1 or 2")),
        };
        let number: u16 = number
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| bad("the move number starts at 1"))?;
        position.ply = 2 * (number - 1) + position.to_move.index() as u16;
        if position.to_move == Color::Black {
            toggle_side(&mut position.hashes);
        }
        position.outcome = if position.ply > 0 {
            position.decide(position.to_move.other())
        } else {
            None
        };
        Ok(position)
    }

    /// Sets up one stack from its TPS text, taking its stones from the reserves.
    fn put_stack(&mut self, sq: usize, text: &str) -> Result<(), String> {
        let (colours, top) = match text.strip_suffix(['S', 'C']) {
            Some(colours) => (colours, text.chars().last()),
            None => (text, None),
        };
        if colours.is_empty() || !colours.chars().all(|c| c == '1' || c == '2')
        {
            return Err(format!("`{text}` is not a stack"));
        }
        let count = colours.len();
        for (i, c) in colours.chars().enumerate() {
            let colour = usize::from(c == '2');
            let is_cap = top == Some('C') && i + 1 == count;
            let reserve = &mut self.reserves[colour][usize::from(is_cap)];
            *reserve = reserve
                .checked_sub(1)
                .ok_or("more stones than a player has")?;
            self.push_stone(sq, colour);
        }
        match top {
            Some('S') => self.set_top(sq, 0, true),
            Some('C') => self.set_top(sq, 1, true),
            _ => {}
        }
        self.update_control(sq);
        Ok(())
    }

    /// The position turned or reflected by a symmetry: every stack moved to its
    /// image square.
    ///
    /// ```
    /// use ch06_tak::{position::Position, symmetry::Symmetry};
    /// let p = Position::from_tps("1,x2/x3/x3 2 1")?;
    /// let turned = p.transformed(Symmetry::Rotate180);
    /// assert_eq!(turned.to_tps(), "x3/x3/x2,1 2 1");
    /// # Ok::<(), ch06_tak::position::IllegalMove>(())
    /// ```
    pub fn transformed(&self, symmetry: crate::symmetry::Symmetry) -> Position {
        let size = self.size();
        let mut image = Position::new(size).expect("same size");
        for sq in 0..size * size {
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

/// `x` for one empty square, `xN` for N.
fn empty_run(count: usize) -> String {
    if count == 1 {
        "x".to_string()
    } else {
        format!("x{count}")
    }
}
