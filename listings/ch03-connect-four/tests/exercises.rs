//! The solutions of the exercises of both parts of chapter 3, each checked
//! against something that does not share its code: the listing's game and
//! position, brute force cell by cell, an array version written here, or the
//! published scores of the test set `Test_L3_R1`.

mod common;

use ch03_connect_four::exercises_solving::{
    best_move, key_bits, wide_key, winning_moves, KeyError, Outcome,
    QuotientTable, SmallPosition, TooFewEntries,
};
use ch03_connect_four::exercises_test_first::{
    has_four_with_stride, is_full, moves_made, parse_vector, take_back,
    BoardError, SizedGame, TakeBackError, VectorError,
};
use ch03_connect_four::four::has_four;
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::layout::{BOARD, HEIGHT, STRIDE, WIDTH};
use ch03_connect_four::notation::parse_moves;
use ch03_connect_four::perft::perft;
use ch03_connect_four::position::Position;
use ch03_connect_four::print::ascii;
use ch03_connect_four::solver1_negamax::CELLS;
use ch03_connect_four::solver7_threats::Solver;
use ch03_connect_four::table::Table;
use common::{random_games, string, Random};
use std::collections::{HashMap, HashSet};

fn boards(game: &Game) -> [u64; 2] {
    [game.board(Player::Red), game.board(Player::Yellow)]
}

// Chapter 3.1, exercise 1.
#[test]
fn moves_made_is_the_length_of_the_game() {
    for moves in random_games() {
        let [red, yellow] = boards(&Game::play(&moves).unwrap());
        assert_eq!(moves_made(red, yellow) as usize, moves.len());
    }
}

// Chapter 3.1, exercise 2.
#[test]
fn is_full_after_exactly_42_moves() {
    let mut full = 0;
    for moves in random_games() {
        let game = Game::play(&moves).unwrap();
        let [red, yellow] = boards(&game);
        assert_eq!(is_full(red, yellow), moves.len() == 42, "{moves:?}");
        full += usize::from(is_full(red, yellow));
    }
    assert!(full > 0, "some random games must fill the board");
    // The drawn game of the exercise.
    let draw = parse_moves(DRAWN_GAME).unwrap();
    let game = Game::play(&draw).unwrap();
    assert_eq!((game.winner(), game.moves().len()), (None, 42));
    assert!(is_full(game.board(Player::Red), game.board(Player::Yellow)));
}

/// A game that fills the board and that nobody wins, as the exercise's
/// snippet plays it.
const DRAWN_GAME: &str = "111333555777222444666666444222777555333111";

// Chapter 3.1, exercise 3.
#[test]
fn take_back_is_the_games_undo() {
    let mut wrong_but_accepted = 0;
    for moves in random_games().into_iter().filter(|m| !m.is_empty()) {
        let mut game = Game::play(&moves).unwrap();
        let after = boards(&game);
        let last = game.undo().unwrap();
        assert_eq!(take_back(after, last), Ok(boards(&game)), "{moves:?}");
        // Any other column is refused: empty, or topped by the other player,
        // or topped by the last mover but not the last move.
        for column in (0..WIDTH).filter(|&c| c != last) {
            if let Ok(before) = take_back(after, column) {
                // Only possible when the column's top disc is the last mover's;
                // then it is a different position from the true one.
                assert_ne!(before, boards(&game));
                wrong_but_accepted += 1;
            }
        }
    }
    // The bitboards cannot tell which top disc of the last mover came last.
    assert!(wrong_but_accepted > 0);
}

#[test]
fn take_back_explains_what_is_wrong() {
    let game = Game::play(&[0, 1]).unwrap();
    let after = boards(&game);
    assert_eq!(take_back(after, 7), Err(TakeBackError::NoSuchColumn(7)));
    assert_eq!(take_back(after, 2), Err(TakeBackError::EmptyColumn(2)));
    assert_eq!(take_back(after, 0), Err(TakeBackError::NotTheLastMove(0)));
    let errors: Vec<String> = [7, 2, 0]
        .into_iter()
        .map(|c| take_back(after, c).unwrap_err().to_string())
        .collect();
    insta::assert_snapshot!("take_back_errors", errors.join("\n"));
}

// Chapter 3.1, exercise 4.
#[test]
fn parse_vector_agrees_with_move_strings() {
    // Every move string of up to four moves, and the random games, written
    // both ways.
    let mut strings: Vec<String> = vec![String::new()];
    for _ in 0..4 {
        let longer: Vec<String> = strings
            .iter()
            .filter(|s| s.len() == strings.last().unwrap().len())
            .flat_map(|s| ('1'..='7').map(move |d| format!("{s}{d}")))
            .collect();
        strings.extend(longer);
    }
    for moves in random_games().into_iter().step_by(97) {
        strings.push(moves.iter().map(|c| (c + 1).to_string()).collect());
    }
    for (i, string) in strings.iter().enumerate() {
        let columns = parse_moves(string).unwrap();
        let words: Vec<String> =
            columns.iter().map(|c| c.to_string()).collect();
        let separator = [" ", ", ", ",", "  "][i % 4];
        let vector = format!("[{}]", words.join(separator));
        assert_eq!(parse_vector(&vector), Ok(columns), "{vector}");
    }
}

#[test]
fn parse_vector_explains_what_is_wrong() {
    let source = parse_vector("[0 0 1 2 3 2 4]").unwrap();
    assert_eq!(source, [0, 0, 1, 2, 3, 2, 4]);
    let not_a_column = |word: &str, place| {
        Err(VectorError::NotAColumn {
            word: word.to_string(),
            place,
        })
    };
    let bad = ["0 0 1", "[0 0 1", "[0 7]", "[3 -1]", "[1 2 x]", "[4.0]"];
    assert_eq!(parse_vector(bad[0]), Err(VectorError::NoBrackets));
    assert_eq!(parse_vector(bad[1]), Err(VectorError::NoBrackets));
    assert_eq!(parse_vector(bad[2]), not_a_column("7", 2));
    assert_eq!(parse_vector(bad[3]), not_a_column("-1", 2));
    assert_eq!(parse_vector(bad[4]), not_a_column("x", 3));
    assert_eq!(parse_vector(bad[5]), not_a_column("4.0", 1));
    assert_eq!(parse_vector("[]"), Ok(vec![]));
    let errors: Vec<String> = bad
        .iter()
        .map(|text| format!("{text}: {}", parse_vector(text).unwrap_err()))
        .collect();
    insta::assert_snapshot!("vector_errors", errors.join("\n"));
}

// Chapter 3.1, exercise 5.
#[test]
fn a_sized_game_of_seven_by_six_is_the_game() {
    for moves in random_games().into_iter().step_by(7) {
        let game = Game::play(&moves).unwrap();
        let sized = SizedGame::play(WIDTH, HEIGHT, &moves).unwrap();
        assert_eq!(sized.ascii(), ascii(&game));
    }
    // Its errors are the game's.
    let full = [0; 6];
    assert_eq!(
        SizedGame::play(7, 6, &[full.as_slice(), &[0]].concat()),
        Err(BoardError::ColumnFull(0))
    );
    let won = [0, 1, 0, 1, 0, 1, 0, 1];
    assert_eq!(SizedGame::play(7, 6, &won), Err(BoardError::GameOver));
    assert_eq!(
        SizedGame::play(7, 6, &[7]),
        Err(BoardError::NoSuchColumn(7))
    );
}

#[test]
fn has_four_with_stride_is_has_four_on_the_standard_board() {
    let mut random = Random(12345);
    for _ in 0..100_000 {
        // Sparse and dense boards, within the 42 cells.
        let board = random.next() & random.next() & BOARD;
        let dense = (random.next() | random.next()) & BOARD;
        assert_eq!(has_four_with_stride(board, STRIDE), has_four(board));
        assert_eq!(has_four_with_stride(dense, STRIDE), has_four(dense));
    }
}

#[test]
fn boards_of_other_sizes() {
    let small = SizedGame::play(5, 4, &[2, 1, 2, 3, 3, 4, 1, 2]).unwrap();
    insta::assert_snapshot!("sized_5x4", small.ascii());
    let large = SizedGame::play(8, 7, &[7, 7, 7, 7, 7, 7, 7, 0]).unwrap();
    insta::assert_snapshot!("sized_8x7", large.ascii());
    // The last column's seventh disc is bit 7·8 + 6 = 62, below the last
    // sentinel bit, 63: 8 × 7 is the largest board with 8 bits a column.
    assert!(SizedGame::new(8, 7).is_ok());
    // The masks of 8 × 7, cell by cell: the bottom row, the 56 cells, and
    // the sentinel row, the rest.
    let cells = |rows: u32| -> u64 {
        (0..8)
            .flat_map(|c| (0..rows).map(move |r| 1 << (8 * c + r)))
            .sum()
    };
    let (bottom, board) = (cells(1), cells(7));
    assert_eq!(bottom, 0x0101_0101_0101_0101);
    assert_eq!(board, bottom * 0x7F);
    assert_eq!(board, 0x7F7F_7F7F_7F7F_7F7F);
    assert_eq!(!board, bottom << 7);
    assert_eq!(!board, 0x8080_8080_8080_8080);
    for (width, height) in [(9, 7), (8, 8), (0, 6), (7, 0), (1, 64)] {
        let error = SizedGame::new(width, height).unwrap_err();
        assert_eq!(error, BoardError::BadSize { width, height });
    }
    assert!(SizedGame::new(1, 63).is_ok());
    let messages = [(9, 7), (0, 6)].map(|(width, height)| {
        SizedGame::new(width, height).unwrap_err().to_string()
    });
    insta::assert_snapshot!("sized_too_big", messages.join("\n"));
}

// Chapter 3.1, exercise 6.

/// The rules on a plain 2-D array of any size, with the same perft: the
/// oracle of the sized game, sharing none of its code.
struct Array {
    cells: Vec<Vec<u8>>, // cells[column][row]: 0 empty, 1 red, 2 yellow
    height: usize,
    moves: usize,
}

impl Array {
    fn new(width: usize, height: usize) -> Array {
        Array {
            cells: vec![Vec::new(); width],
            height,
            moves: 0,
        }
    }

    /// Whether the disc on top of `column` is part of four in a row.
    fn top_makes_four(&self, column: usize) -> bool {
        let row = self.cells[column].len() as isize - 1;
        let who = self.cells[column][row as usize];
        let same = |c: isize, r: isize| {
            c >= 0
                && (c as usize) < self.cells.len()
                && r >= 0
                && self.cells[c as usize].get(r as usize) == Some(&who)
        };
        [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let run = |s: isize| {
                (1..4)
                    .take_while(|&i| {
                        same(column as isize + s * i * dc, row + s * i * dr)
                    })
                    .count()
            };
            1 + run(1) + run(-1) >= 4
        })
    }

    fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        for column in 0..self.cells.len() {
            if self.cells[column].len() < self.height {
                self.cells[column].push(1 + (self.moves % 2) as u8);
                self.moves += 1;
                total += if depth == 1 {
                    1
                } else if self.top_makes_four(column) {
                    0
                } else {
                    self.perft(depth - 1)
                };
                self.moves -= 1;
                self.cells[column].pop();
            }
        }
        total
    }
}

#[test]
fn sized_perft_against_the_array() {
    for depth in 0..=7 {
        let sized = SizedGame::new(7, 6).unwrap().perft(depth);
        assert_eq!(sized, perft(&mut Game::new(), depth));
    }
    for (width, height, depths) in
        [(5, 4, 10), (4, 4, 11), (8, 7, 8), (2, 31, 12)]
    {
        for depth in 0..=depths {
            let sized = SizedGame::new(width, height).unwrap().perft(depth);
            let array =
                Array::new(width as usize, height as usize).perft(depth);
            assert_eq!(sized, array, "{width} x {height}, depth {depth}");
        }
    }
    // On 8 × 7 nothing cuts a line before depth 8: 8⁷, then fewer than 8⁸.
    let mut eight_by_seven = SizedGame::new(8, 7).unwrap();
    assert_eq!(eight_by_seven.perft(7), 8u64.pow(7));
    assert!(eight_by_seven.perft(8) < 8u64.pow(8));
    // The exercise's numbers: 5⁴ and 5⁵ − 5.
    assert_eq!(SizedGame::new(5, 4).unwrap().perft(4), 625);
    assert_eq!(SizedGame::new(5, 4).unwrap().perft(5), 3120);
}

// Chapter 3.2, exercise 1.
#[test]
fn winning_moves_by_trying_every_move() {
    let mut seen = [0; 4];
    for moves in random_games() {
        let position = Game::play(&moves).unwrap();
        if position.winner().is_some() {
            continue;
        }
        let position = Position::from_moves(&string(&moves)).unwrap();
        let wins = (0..WIDTH)
            .filter(|&c| {
                position.can_play(c) && position.play(c).last_mover_won()
            })
            .count();
        assert_eq!(winning_moves(&position) as usize, wins, "{moves:?}");
        seen[wins.min(3)] += 1;
    }
    assert!(seen[2] > 0, "some positions must have two winning moves");
    assert_eq!(winning_moves(&Position::from_moves("445566").unwrap()), 2);
}

// Chapter 3.2, exercise 2.
#[test]
fn wide_key_is_the_key_on_the_standard_board() {
    for moves in random_games() {
        let position = Position::from_moves(&string(&moves)).unwrap();
        let key = wide_key(WIDTH, HEIGHT, &moves).unwrap();
        assert_eq!(key, u128::from(position.key()), "{moves:?}");
    }
    assert_eq!(wide_key(7, 6, &[7]), Err(KeyError::NoSuchColumn(7)));
    assert_eq!(wide_key(7, 6, &[0; 7]), Err(KeyError::ColumnFull(0)));
    assert_eq!(
        wide_key(11, 11, &[]),
        Err(KeyError::BadSize {
            width: 11,
            height: 11
        })
    );
    assert!(wide_key(16, 7, &[]).is_ok()); // 128 bits
    for (width, height) in [(3, 0), (0, 6), (u32::MAX, u32::MAX)] {
        let error = wide_key(width, height, &[0]).unwrap_err();
        assert_eq!(error, KeyError::BadSize { width, height });
    }
    assert_eq!(
        wide_key(3, 0, &[0]).unwrap_err().to_string(),
        "a board needs at least one column and one row"
    );
    assert_eq!(
        wide_key(11, 11, &[]).unwrap_err().to_string(),
        "the key of a board of 11 columns and 11 rows needs 132 bits, \
         more than 128"
    );
}

#[test]
fn keys_take_key_bits_bits() {
    // Every position of small boards, brute force: the highest key bit.
    for (width, height) in [(3, 3), (4, 3), (2, 5), (5, 2)] {
        let mut level = HashSet::from([Vec::<u32>::new()]);
        let mut highest = 0;
        for _ in 0..width * height {
            level = level
                .iter()
                .flat_map(|moves| {
                    (0..width).map(move |c| [moves.as_slice(), &[c]].concat())
                })
                .filter(|moves| wide_key(width, height, moves).is_ok())
                .collect();
            for moves in &level {
                let key = wide_key(width, height, moves).unwrap();
                highest = highest.max(128 - key.leading_zeros());
            }
        }
        let highest = u64::from(highest);
        assert_eq!(highest, key_bits(width, height), "{width} x {height}");
    }
    // 7 × 6: the key and a byte of value fit in 64 bits, 49 + 8 = 57.
    assert_eq!(key_bits(7, 6) + 8, 57);
    // 8 × 7: the last column full, the player to move with a disc in it:
    // bit 63 of the key is set, so `key << 8` loses it.
    let key = wide_key(8, 7, &[7; 7]).unwrap();
    assert_eq!(128 - key.leading_zeros(), 64);
    assert_eq!(key_bits(8, 7), 64);
    // The listing's table cannot find such a key again.
    let one_disc = wide_key(8, 7, &[7]).unwrap() as u64;
    let mut table = Table::new(1009);
    table.put(one_disc, 5);
    assert_eq!(table.get(one_disc), None);
    let low = wide_key(8, 7, &[0]).unwrap() as u64; // fits in 56 bits
    table.put(low, 5);
    assert_eq!(table.get(low), Some(5));
}

// Chapter 3.2, exercise 3.
#[test]
fn best_move_scores_the_test_set() {
    // All of Test_L3_R1, and the first 200 positions of Test_L2_R1.
    let l3 = include_str!("data/Test_L3_R1").lines();
    let l2 = include_str!("data/Test_L2_R1").lines().take(200);
    for line in l3.chain(l2) {
        let (moves, score) = line.split_once(' ').unwrap();
        let score: i32 = score.parse().unwrap();
        let position = Position::from_moves(moves).unwrap();
        let (column, best) = best_move(&position).unwrap();
        assert_eq!(best, score, "{moves}");
        // The move reaches that score, and no move does better.
        let mut solver = Solver::new(4093);
        let moves_made = position.moves() as i32;
        let score_of = |solver: &mut Solver, c: u32| {
            if position.is_winning_move(c) {
                (CELLS + 1 - moves_made) / 2
            } else {
                -solver.solve(&position.play(c))
            }
        };
        assert!(position.can_play(column));
        assert_eq!(score_of(&mut solver, column), score, "{moves}");
        for c in (0..WIDTH).filter(|&c| position.can_play(c)) {
            assert!(score_of(&mut solver, c) <= score, "{moves}");
        }
    }
    // The exercise's position: the second and the sixth column both score
    // 1, and the centre first meets the second first.
    let p = Position::from_moves("7422341735647741166133573473242566").unwrap();
    let mut solver = Solver::new(4093);
    let scores: Vec<Option<i32>> = (0..WIDTH)
        .map(|c| p.can_play(c).then(|| -solver.solve(&p.play(c))))
        .collect();
    let best = scores.iter().flatten().max().copied();
    let tied: Vec<u32> =
        (0..WIDTH).filter(|&c| scores[c as usize] == best).collect();
    assert_eq!((best, tied), (Some(1), vec![1, 5]));
    assert_eq!(best_move(&p), Some((1, 1)));
    // No move when the game is over.
    let won = Position::from_moves("1212121").unwrap();
    assert_eq!(best_move(&won), None);
    let full = Position::from_moves(DRAWN_GAME).unwrap();
    assert_eq!(best_move(&full), None);
}

// Chapter 3.2, exercise 4.

/// Plain minimax on a 2-D array, remembering each position by its cells
/// read as a number in base 3: the outcome for the player to move, -1, 0
/// or 1.
fn array_outcome(array: &mut Array, known: &mut HashMap<u64, i8>) -> i8 {
    let cells = array.cells.iter().flat_map(|column| {
        (0..array.height).map(|row| column.get(row).copied().unwrap_or(0))
    });
    let code = cells.fold(0, |code, cell| 3 * code + u64::from(cell));
    if let Some(&outcome) = known.get(&code) {
        return outcome;
    }
    let mut best = None;
    for column in 0..array.cells.len() {
        if array.cells[column].len() < array.height && best != Some(1) {
            array.cells[column].push(1 + (array.moves % 2) as u8);
            array.moves += 1;
            let outcome = if array.top_makes_four(column) {
                1
            } else {
                -array_outcome(array, known)
            };
            array.moves -= 1;
            array.cells[column].pop();
            best = best.max(Some(outcome));
        }
    }
    let best = best.unwrap_or(0); // a full board is a draw
    known.insert(code, best);
    best
}

/// The outcomes of every move of a small-board position, by the array.
fn array_move_outcomes(
    width: u32,
    height: u32,
    moves: &[u32],
) -> Vec<Option<Outcome>> {
    let mut array = Array::new(width as usize, height as usize);
    for &c in moves {
        array.cells[c as usize].push(1 + (array.moves % 2) as u8);
        array.moves += 1;
    }
    if moves
        .last()
        .is_some_and(|&c| array.top_makes_four(c as usize))
    {
        return vec![None; width as usize]; // the game is over
    }
    let mut known = HashMap::new();
    (0..width as usize)
        .map(|column| {
            if array.cells[column].len() == array.height {
                return None;
            }
            array.cells[column].push(1 + (array.moves % 2) as u8);
            array.moves += 1;
            let outcome = if array.top_makes_four(column) {
                1
            } else {
                -array_outcome(&mut array, &mut known)
            };
            array.moves -= 1;
            array.cells[column].pop();
            Some(
                [Outcome::Loss, Outcome::Draw, Outcome::Win]
                    [(outcome + 1) as usize],
            )
        })
        .collect()
}

#[test]
fn small_boards_solved_against_the_array() {
    use Outcome::{Draw, Loss, Win};
    // The challenge: the whole 5 × 4 board. The edge columns lose.
    let (outcomes, _) = SmallPosition::new(5, 4).unwrap().move_outcomes();
    let expected = [Loss, Draw, Draw, Draw, Loss].map(Some);
    assert_eq!(outcomes, expected);
    assert_eq!(array_move_outcomes(5, 4, &[]), expected);
    // Other small boards, and the exercise's position.
    for (width, height) in [(4, 4), (3, 4), (4, 3), (5, 3)] {
        let (outcomes, _) =
            SmallPosition::new(width, height).unwrap().move_outcomes();
        assert_eq!(outcomes, array_move_outcomes(width, height, &[]));
    }
    let moves = [0, 4, 3, 2, 4, 2, 4, 1, 3];
    let position = SmallPosition::from_moves(5, 4, &moves).unwrap();
    let expected = [Loss, Draw, Draw, Win, Loss].map(Some);
    assert_eq!(position.move_outcomes().0, expected);
    assert_eq!(array_move_outcomes(5, 4, &moves), expected);
    let board = SizedGame::play(5, 4, &moves).unwrap();
    insta::assert_snapshot!("small_board_position", board.ascii());
    // 200 random positions of 5 × 4 with 6 to 12 moves.
    let mut random = Random(777);
    let mut checked = 0;
    while checked < 200 {
        let length = 6 + random.next() as usize % 7;
        let moves: Vec<u32> =
            (0..length).map(|_| (random.next() % 5) as u32).collect();
        if let Ok(position) = SmallPosition::from_moves(5, 4, &moves) {
            let array = array_move_outcomes(5, 4, &moves);
            assert_eq!(position.move_outcomes().0, array, "{moves:?}");
            checked += 1;
        }
    }
    assert_eq!(
        SmallPosition::from_moves(5, 4, &[0, 1, 0, 1, 0, 1, 0, 1]),
        Err(BoardError::GameOver)
    );
}

// Chapter 3.2, exercise 5.

/// What a table of `size` entries must answer: each index holds the last
/// key put there, with its value.
struct Model(Vec<Option<(u64, u8)>>);

impl Model {
    fn put(&mut self, key: u64, value: u8) {
        let size = self.0.len() as u64;
        self.0[(key % size) as usize] = Some((key, value));
    }

    fn get(&self, key: u64) -> Option<u8> {
        let size = self.0.len() as u64;
        match self.0[(key % size) as usize] {
            Some((k, value)) if k == key && value != 0 => Some(value),
            _ => None,
        }
    }
}

#[test]
fn the_quotient_table_keeps_every_key() {
    let mut random = Random(2024);
    for size in [256, 257, 1009, 4096] {
        let mut table = QuotientTable::new(size).unwrap();
        let mut model = Model(vec![None; size]);
        // Keys of every size, many of them sharing an index.
        let near: Vec<u64> = (0..50).map(|_| random.next()).collect();
        for _ in 0..100_000 {
            let key = match random.next() % 4 {
                0 => random.next(),
                1 => random.next() >> (random.next() % 64),
                2 => near[random.next() as usize % 50],
                // Another key at the same index as one of `near`.
                _ => {
                    let k = near[random.next() as usize % 50];
                    let step = size as u64 * (1 + random.next() % 5);
                    k.checked_add(step).unwrap_or(k - step)
                }
            };
            if random.next().is_multiple_of(2) {
                let value = 1 + (random.next() % 255) as u8;
                table.put(key, value);
                model.put(key, value);
            } else {
                assert_eq!(table.get(key), model.get(key), "{size} {key}");
            }
        }
    }
    assert_eq!(QuotientTable::new(255).unwrap_err(), TooFewEntries(255));
    insta::assert_snapshot!("too_few_entries", TooFewEntries(255).to_string());
}

#[test]
fn the_quotient_table_on_8_by_7() {
    // The keys of random games on 8 × 7: the listing's table forgets those
    // with a disc in the last column, the quotient table does not.
    let mut random = Random(31);
    let mut table = Table::new(1009);
    let mut quotient = QuotientTable::new(1009).unwrap();
    let (mut forgotten, mut kept) = (0, 0);
    for _ in 0..2000 {
        let mut moves = Vec::new();
        for _ in 0..random.next() % 40 {
            let column = (random.next() % 8) as u32;
            if wide_key(8, 7, &[moves.as_slice(), &[column]].concat()).is_ok() {
                moves.push(column);
            }
        }
        let key = u64::try_from(wide_key(8, 7, &moves).unwrap()).unwrap();
        table.put(key, 9);
        quotient.put(key, 9);
        assert_eq!(quotient.get(key), Some(9));
        if key >> 56 != 0 {
            assert_eq!(table.get(key), None);
            forgotten += 1;
        } else {
            assert_eq!(table.get(key), Some(9));
            kept += 1;
        }
    }
    assert!(forgotten > 0 && kept > 0);
}
