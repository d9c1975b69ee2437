//! The rules a move must follow: `play` checks a move, says why it is illegal
//! if it is, and makes it.

use crate::geometry::square_name;
use crate::position::{Move, Outcome, Position, Stone};
use crate::slides::unpack;
use std::fmt;

/// Why a move cannot be made in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game has ended, so no move follows.
    GameOver(Outcome),
    /// The move's square (a bit index) is not on the board.
    NotOnBoard(usize),
    /// A placement on a square that holds stones.
    NotEmpty(String),
    /// A wall or capstone placed in the opening, whose two moves each place a
    /// flat of the opponent's.
    OpeningNotFlat {
        /// The kind of stone placed.
        stone: Stone,
        /// The square's name.
        square: String,
    },
    /// A capstone placed with none left in the reserve.
    NoCapstoneLeft,
    /// A flat or a wall placed with no stone left in the reserve.
    NoStoneLeft,
    /// A slide in the opening, whose two moves are placements.
    SlideInOpening,
    /// A slide from a square whose top stone is not the mover's.
    NotYours(String),
    /// A pickup of no stones, or of more than the stack's height or the
    /// carry limit.
    BadPickup {
        /// The square's name.
        square: String,
        /// How many stones the move picks up.
        pickup: usize,
        /// How many stones the stack has.
        height: usize,
        /// The carry limit: the board's size.
        limit: usize,
    },
    /// Drops that do not add up to the stones picked up, or a drop of none.
    BadDrops {
        /// The stones dropped on each square, in order.
        drops: Vec<u32>,
        /// How many stones the move picks up.
        pickup: usize,
    },
    /// A slide that runs past the edge of the board.
    RunsOffTheBoard(String),
    /// A slide onto a capstone.
    OntoCapstone(String),
    /// A slide onto a wall, other than by a capstone dropped alone on it.
    OntoWall(String),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver(outcome) => {
                write!(f, "the game is over ({outcome:?})")
            }
            IllegalMove::NotOnBoard(sq) => {
                write!(f, "square {sq} is not on the board")
            }
            IllegalMove::NotEmpty(square) => write!(f, "{square} is not empty"),
            IllegalMove::OpeningNotFlat { stone, square } => {
                let stone = match stone {
                    Stone::Flat => "flat",
                    Stone::Wall => "wall",
                    Stone::Cap => "capstone",
                };
                write!(
                    f,
                    "the first move of each player places a flat of the \
                     opponent's, not a {stone} on {square}"
                )
            }
            IllegalMove::NoCapstoneLeft => write!(f, "no capstone is left"),
            IllegalMove::NoStoneLeft => write!(f, "no stone is left"),
            IllegalMove::SlideInOpening => {
                write!(f, "the first move of each player is a placement")
            }
            IllegalMove::NotYours(square) => {
                write!(f, "{square} is not topped by a stone of yours")
            }
            IllegalMove::BadPickup {
                square,
                pickup,
                height,
                limit,
            } => write!(
                f,
                "cannot pick up {pickup} from {square}: its height is \
                 {height} and the carry limit {limit}"
            ),
            IllegalMove::BadDrops { drops, pickup } => {
                write!(f, "the drops {drops:?} do not add up to {pickup}")
            }
            IllegalMove::RunsOffTheBoard(square) => {
                write!(f, "the slide from {square} runs off the board")
            }
            IllegalMove::OntoCapstone(square) => {
                write!(f, "{square} holds a capstone")
            }
            IllegalMove::OntoWall(square) => write!(
                f,
                "{square} holds a wall, which only a capstone dropped alone \
                 can flatten"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    // ANCHOR: play
    /// The position after `mv`, or why it is illegal.
    ///
    /// ```
    /// use ch06_tak::position::Position;
    /// use ch06_tak::ptn::parse_move;
    /// let start = Position::new(5)?;
    /// let after = start.play(parse_move("a1", 5)?)?;
    /// assert_eq!(after.stack(0), (1, 1)); // a Black flat: the opening rule
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
        let size = self.size();
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::GameOver(outcome));
        }
        match mv {
            Move::Place { square, stone } => {
                let sq = square as usize;
                if sq >= size * size {
                    return Err(IllegalMove::NotOnBoard(sq));
                }
                let name = square_name(size, sq);
                if self.stack(sq).1 > 0 {
                    return Err(IllegalMove::NotEmpty(name));
                }
                let (stones, caps) = self.reserves(self.to_move());
                match (self.in_opening(), stone) {
                    (true, Stone::Flat) => {}
                    (true, _) => {
                        return Err(IllegalMove::OpeningNotFlat {
                            stone,
                            square: name,
                        })
                    }
                    (false, Stone::Cap) if caps == 0 => {
                        return Err(IllegalMove::NoCapstoneLeft)
                    }
                    (false, Stone::Flat | Stone::Wall) if stones == 0 => {
                        return Err(IllegalMove::NoStoneLeft)
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
                    return Err(IllegalMove::NotOnBoard(sq));
                }
                let name = square_name(size, sq);
                let height = self.stack(sq).1;
                let pickup = pickup as usize;
                if self.in_opening() {
                    return Err(IllegalMove::SlideInOpening);
                }
                if self.controlled(self.to_move()) >> sq & 1 == 0 {
                    return Err(IllegalMove::NotYours(name));
                }
                if pickup == 0 || pickup > height || pickup > size {
                    return Err(IllegalMove::BadPickup {
                        square: name,
                        pickup,
                        height,
                        limit: size,
                    });
                }
                let drops = unpack(drops);
                if drops.iter().sum::<u32>() as usize != pickup
                    || drops.contains(&0)
                {
                    return Err(IllegalMove::BadDrops { drops, pickup });
                }
                let cap_on_top = self.caps() >> sq & 1 == 1;
                let mut at = sq;
                for (i, &drop) in drops.iter().enumerate() {
                    let Some(next) = direction.next(size, at) else {
                        return Err(IllegalMove::RunsOffTheBoard(name));
                    };
                    at = next;
                    let target = square_name(size, at);
                    if self.caps() >> at & 1 == 1 {
                        return Err(IllegalMove::OntoCapstone(target));
                    }
                    if self.walls() >> at & 1 == 1 {
                        let last = i + 1 == drops.len();
                        if !(last && cap_on_top && drop == 1) {
                            return Err(IllegalMove::OntoWall(target));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
