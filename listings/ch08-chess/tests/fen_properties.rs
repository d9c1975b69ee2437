//! Malformed FENs: property tests over mutated FENs.
//!
//! Each case starts from a valid FEN (the start position, the six published
//! perft positions, or a position of a seeded random game played by
//! shakmaty) and applies one or two mutations: a character deleted,
//! inserted or replaced, two fields swapped, a field dropped or doubled, a
//! digit changed, a king added or removed, a piece put on or taken off a
//! square (keeping the kings), a knight of the side to move put
//! where it checks the other king, one to three enemy knights put where
//! they check the king of the side to move, an en passant square or
//! castling rights set at random, random Unicode, a very long string.
//!
//! - `Position::from_fen` never panics. When it accepts a FEN, its `to_fen`
//!   reads back to itself, and shakmaty (an independent reader) accepts the
//!   same text as the same position. When it refuses one, its message is
//!   one short line that names the field.
//! - On the position itself the two agree: what shakmaty refuses as a
//!   position (a missing or extra king, a pawn on the first or last rank, a
//!   castling right without its king and rook, an impossible en passant
//!   square, the side not to move in check, a check no move can give) the
//!   listing refuses too, and a six-field FEN the listing refuses for one of
//!   these, shakmaty refuses, for the same reason when it is a check.
//! - The `chess` program refuses every FEN the library refuses: a non-zero
//!   exit, exactly one line on stderr (the library's message), nothing on
//!   stdout, no panic; and prints the library's moves for the others.
//!
//! Where the two differ, deliberately. Shakmaty counts bishops by the
//! colour of their squares when it judges material (a second light-squared
//! bishop must be a promoted pawn), the listing only counts them, so the
//! listing may accept what shakmaty calls too much material (never the
//! other way round). On the text, shakmaty is looser: it reads fewer than
//! four fields (the rest default) or five, castling letters repeated and a
//! fullmove number 0 (as 1), which the listing refuses, so only a refusal
//! that judges the position (kings, material, pawns on the last ranks,
//! castling rights, en passant square, the side not to move in check, a
//! check no move gives) must be shakmaty's too. The listing takes any run
//! of whitespace between fields, shakmaty one space, so shakmaty is given
//! the fields joined by single spaces.
//!
//! Per run: [`CASES`] (4,000) mutated FENs through the library, of which
//! more than three quarters are malformed (checked on 4,000 more drawn with
//! a fixed seed, which must also meet every kind of refusal the reader
//! has), and [`PROGRAM_CASES`] (300) through the program.

mod common;

use ch08_chess::fen::FenError;
use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{
    CastlingMode, Chess, EnPassantMode, Position as _, PositionErrorKinds,
};
use std::process::Command;
use std::sync::OnceLock;

/// Mutated FENs given to the library per run.
const CASES: u32 = 4_000;

/// Mutated FENs given to the program per run.
const PROGRAM_CASES: u32 = 300;

/// The start position and the six published perft positions (position 4
/// both ways), from the shared list.
const PUBLISHED: [&str; 7] = common::published_array();

/// How a refusal's message starts: with the field it names.
const FIELDS: [&str; 7] = [
    "FEN has ",
    "FEN placement field: ",
    "FEN side to move field: ",
    "FEN castling field: ",
    "FEN en passant field: ",
    "FEN halfmove clock field: ",
    "FEN fullmove number field: ",
];

/// Every kind of refusal the reader has: the mutations must meet each.
const KINDS: [&str; 19] = [
    "fields",
    "ranks",
    "rank too long",
    "rank too short",
    "piece letter",
    "pawn on last rank",
    "kings",
    "material",
    "side",
    "opponent in check",
    "castling",
    "castling right",
    "en passant",
    "en passant rank",
    "en passant pawn",
    "clock",
    "checkers",
    "double check",
    "en passant check",
];

/// The kind of a refusal, one of [`KINDS`].
fn kind(error: &FenError) -> &'static str {
    match error {
        FenError::Fields(_) => "fields",
        FenError::Ranks(_) => "ranks",
        FenError::RankLength { files, .. } if *files > 8 => "rank too long",
        FenError::RankLength { .. } => "rank too short",
        FenError::PieceLetter(_) => "piece letter",
        FenError::PawnOnLastRank(..) => "pawn on last rank",
        FenError::Kings { .. } => "kings",
        FenError::Material(_) => "material",
        FenError::Side(_) => "side",
        FenError::OpponentInCheck(_) => "opponent in check",
        FenError::Castling(_) => "castling",
        FenError::CastlingRight(..) => "castling right",
        FenError::EnPassant(_) => "en passant",
        FenError::EnPassantRank(..) => "en passant rank",
        FenError::EnPassantPawn(..) => "en passant pawn",
        FenError::Halfmove(_) | FenError::Fullmove(_) => "clock",
        FenError::Checkers(..) => "checkers",
        FenError::DoubleCheck { .. } => "double check",
        FenError::EnPassantCheck(_) => "en passant check",
    }
}

/// Whether a refusal judges the position rather than how the text is
/// written: on the text, shakmaty is looser in places (see the module's
/// comment); on what a position may be, the two must agree.
fn judges_position(error: &FenError) -> bool {
    matches!(
        error,
        FenError::PawnOnLastRank(..)
            | FenError::Kings { .. }
            | FenError::Material(_)
            | FenError::OpponentInCheck(_)
            | FenError::CastlingRight(..)
            | FenError::EnPassantRank(..)
            | FenError::EnPassantPawn(..)
            | FenError::Checkers(..)
            | FenError::DoubleCheck { .. }
            | FenError::EnPassantCheck(_)
    )
}

/// Whether a refusal is of a check no move can give.
fn impossible_check(error: &FenError) -> bool {
    matches!(
        error,
        FenError::Checkers(..)
            | FenError::DoubleCheck { .. }
            | FenError::EnPassantCheck(_)
    )
}

/// The longest message a refusal may have, quotes included.
const LONGEST_MESSAGE: usize = 160;

/// A xorshift generator (Marsaglia's 13, 7, 17).
fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// The valid FENs the mutations start from: the published ones and 200
/// positions from seeded random games played by shakmaty, with the en
/// passant square written after every double push, as FEN does.
fn valid_fens() -> &'static [String] {
    static FENS: OnceLock<Vec<String>> = OnceLock::new();
    FENS.get_or_init(|| {
        let mut fens: Vec<String> =
            PUBLISHED.iter().map(|f| f.to_string()).collect();
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        for game in 0..20 {
            let fen: Fen = PUBLISHED[game % PUBLISHED.len()].parse().unwrap();
            let mut pos: Chess =
                fen.into_position(CastlingMode::Standard).unwrap();
            for ply in 0..100 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m =
                    moves[(xorshift(&mut state) % moves.len() as u64) as usize];
                pos.play_unchecked(m);
                if ply % 10 == 9 {
                    fens.push(
                        Fen::from_position(&pos, EnPassantMode::Always)
                            .to_string(),
                    );
                }
            }
        }
        fens
    })
}

/// One change to a FEN's text. The numbers are taken modulo the length of
/// what they index, so any number means something.
#[derive(Clone, Debug)]
enum Mutation {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
    SwapFields(usize, usize),
    DropField(usize),
    DuplicateField(usize),
    ChangeDigit(usize, u8),
    AddKing(usize, bool),
    PutPiece(usize, char),
    RemoveKing(bool),
    CheckSideNotToMove(usize),
    CheckSideToMove(usize, usize),
    EnPassant(usize),
    Castling(u8),
    Unicode(String),
    VeryLong(usize),
}

/// A character a FEN has, or any character at all.
fn fen_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => proptest::sample::select(
            "pnbrqkPNBRQK012345678/ -wabcdefgh9".chars().collect::<Vec<_>>()
        ),
        1 => any::<char>(),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Delete),
        (any::<usize>(), fen_char()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        (any::<usize>(), fen_char()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        (any::<usize>(), any::<usize>())
            .prop_map(|(i, j)| Mutation::SwapFields(i, j)),
        any::<usize>().prop_map(Mutation::DropField),
        any::<usize>().prop_map(Mutation::DuplicateField),
        (any::<usize>(), 0..10u8)
            .prop_map(|(i, d)| Mutation::ChangeDigit(i, d)),
        (0..64usize, any::<bool>()).prop_map(|(s, w)| Mutation::AddKing(s, w)),
        any::<bool>().prop_map(Mutation::RemoveKing),
        (
            0..64usize,
            proptest::sample::select("PNBRQpnbrq.".chars().collect::<Vec<_>>())
        )
            .prop_map(|(s, c)| Mutation::PutPiece(s, c)),
        any::<usize>().prop_map(Mutation::CheckSideNotToMove),
        (1..=3usize, any::<usize>())
            .prop_map(|(n, i)| Mutation::CheckSideToMove(n, i)),
        (0..64usize).prop_map(Mutation::EnPassant),
        (0..16u8).prop_map(Mutation::Castling),
        "\\PC{0,30}".prop_map(Mutation::Unicode),
        (1_000..20_000usize).prop_map(Mutation::VeryLong),
    ]
}

/// A valid FEN and one or two mutations of it.
fn mutated_fen() -> impl Strategy<Value = String> {
    (
        0..valid_fens().len(),
        proptest::collection::vec(mutation(), 1..=2),
    )
        .prop_map(|(base, mutations)| {
            mutations
                .iter()
                .fold(valid_fens()[base].clone(), |fen, m| mutate(&fen, m))
        })
}

/// The FEN with one mutation applied.
fn mutate(fen: &str, mutation: &Mutation) -> String {
    let chars: Vec<char> = fen.chars().collect();
    let fields: Vec<&str> = fen.split(' ').collect();
    let n = chars.len().max(1);
    match mutation {
        Mutation::Delete(i) => {
            let mut c = chars.clone();
            if !c.is_empty() {
                c.remove(i % n);
            }
            c.into_iter().collect()
        }
        Mutation::Insert(i, x) => {
            let mut c = chars.clone();
            c.insert(i % (chars.len() + 1), *x);
            c.into_iter().collect()
        }
        Mutation::Replace(i, x) => {
            let mut c = chars.clone();
            if !c.is_empty() {
                c[i % n] = *x;
            }
            c.into_iter().collect()
        }
        Mutation::SwapFields(i, j) => {
            let mut f = fields.clone();
            let len = f.len();
            f.swap(i % len, j % len);
            f.join(" ")
        }
        Mutation::DropField(i) => {
            let mut f = fields.clone();
            let len = f.len();
            f.remove(i % len);
            f.join(" ")
        }
        Mutation::DuplicateField(i) => {
            let mut f = fields.clone();
            let len = f.len();
            f.insert(i % len, fields[i % len]);
            f.join(" ")
        }
        Mutation::ChangeDigit(i, d) => {
            let digits: Vec<usize> = (0..chars.len())
                .filter(|&k| chars[k].is_ascii_digit())
                .collect();
            let mut c = chars.clone();
            if !digits.is_empty() {
                c[digits[i % digits.len()]] = char::from(b'0' + d);
            }
            c.into_iter().collect()
        }
        Mutation::AddKing(square, white) => edit_board(fen, |board, _| {
            board[*square] = if *white { 'K' } else { 'k' }
        }),
        Mutation::PutPiece(square, piece) => edit_board(fen, |board, _| {
            if !matches!(board[*square], 'K' | 'k') {
                board[*square] = *piece;
            }
        }),
        Mutation::RemoveKing(white) => edit_board(fen, |board, _| {
            let king = if *white { 'K' } else { 'k' };
            for cell in board.iter_mut().filter(|cell| **cell == king) {
                *cell = '.';
            }
        }),
        Mutation::CheckSideNotToMove(i) => {
            edit_board(fen, |board, black_to_move| {
                check_side_not_to_move(board, black_to_move, *i)
            })
        }
        Mutation::CheckSideToMove(n, i) => {
            edit_board(fen, |board, black_to_move| {
                check_side_to_move(board, black_to_move, *n, *i)
            })
        }
        Mutation::EnPassant(square) => {
            let name = format!(
                "{}{}",
                char::from(b'a' + (square % 8) as u8),
                square / 8 + 1
            );
            set_field(&fields, 3, &name)
        }
        Mutation::Castling(rights) => {
            let kept: String = "KQkq"
                .chars()
                .enumerate()
                .filter(|(i, _)| rights >> i & 1 == 1)
                .map(|(_, c)| c)
                .collect();
            set_field(&fields, 2, if kept.is_empty() { "-" } else { &kept })
        }
        Mutation::Unicode(text) => text.clone(),
        Mutation::VeryLong(len) => {
            let piece = format!("{}/", fen.replace(' ', "/"));
            let mut long = fen.to_string();
            while long.len() < *len {
                long.push_str(&piece);
            }
            long
        }
    }
}

/// The fields with the `i`th replaced by `text` (unchanged if there is none).
fn set_field(fields: &[&str], i: usize, text: &str) -> String {
    let mut f = fields.to_vec();
    if let Some(field) = f.get_mut(i) {
        *field = text;
    }
    f.join(" ")
}

/// Puts a knight of the side to move a knight's jump from the other king
/// (the `i`th such square that holds no king), so that the side not to move
/// stands in check.
fn check_side_not_to_move(
    board: &mut [char; 64],
    black_to_move: bool,
    i: usize,
) {
    let (their_king, our_knight) = if black_to_move {
        ('K', 'n')
    } else {
        ('k', 'N')
    };
    let squares = knight_squares(board, their_king);
    if !squares.is_empty() {
        board[squares[i % squares.len()]] = our_knight;
    }
}

/// Puts `n` knights of the side not to move a knight's jump from the king
/// of the side to move (from the `i`th such square on), so that it stands
/// in check from them.
fn check_side_to_move(
    board: &mut [char; 64],
    black_to_move: bool,
    n: usize,
    i: usize,
) {
    let (our_king, their_knight) = if black_to_move {
        ('k', 'N')
    } else {
        ('K', 'n')
    };
    let squares = knight_squares(board, our_king);
    for k in 0..n.min(squares.len()) {
        board[squares[(i + k) % squares.len()]] = their_knight;
    }
}

/// The squares a knight's jump from `king` that hold no king.
fn knight_squares(board: &[char; 64], king: char) -> Vec<usize> {
    let Some(king) = board.iter().position(|&c| c == king) else {
        return Vec::new();
    };
    let (file, rank) = ((king % 8) as i32, (king / 8) as i32);
    let jumps = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    jumps
        .iter()
        .map(|(df, dr)| (file + df, rank + dr))
        .filter(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .map(|(f, r)| (r * 8 + f) as usize)
        .filter(|&s| !matches!(board[s], 'K' | 'k'))
        .collect()
}

/// The FEN with its placement field edited as 64 cells (a1 = 0, `.` for
/// empty); unchanged if the placement is not 8 ranks of 8 files. The edit
/// also learns whether Black is to move.
fn edit_board(fen: &str, edit: impl FnOnce(&mut [char; 64], bool)) -> String {
    let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
    let Some(mut board) = read_board(&fields[0]) else {
        return fen.to_string();
    };
    edit(&mut board, fields.get(1).is_some_and(|side| side == "b"));
    fields[0] = write_board(&board);
    fields.join(" ")
}

/// The 64 cells of a placement field, or `None` if it has not 8 ranks of 8.
fn read_board(placement: &str) -> Option<[char; 64]> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut board = ['.'; 64];
    for (row, rank) in ranks.iter().enumerate() {
        let mut file = 0;
        for c in rank.chars() {
            match c.to_digit(10) {
                Some(d @ 1..=8) => file += d as usize,
                _ if file < 8 => {
                    board[(7 - row) * 8 + file] = c;
                    file += 1;
                }
                _ => return None,
            }
        }
        if file != 8 {
            return None;
        }
    }
    Some(board)
}

/// A placement field from 64 cells.
fn write_board(board: &[char; 64]) -> String {
    let mut ranks = Vec::new();
    for row in (0..8).rev() {
        let mut rank = String::new();
        let mut empty = 0;
        for &c in &board[row * 8..row * 8 + 8] {
            if c == '.' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                rank.push_str(&empty.to_string());
                empty = 0;
            }
            rank.push(c);
        }
        if empty > 0 {
            rank.push_str(&empty.to_string());
        }
        ranks.push(rank);
    }
    ranks.join("/")
}

/// The fields of a FEN separated by single spaces: the listing takes any
/// run of whitespace between fields, shakmaty one space.
fn normalized(fen: &str) -> String {
    fen.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What shakmaty makes of a FEN (its fields separated by single spaces):
/// `None` if it cannot read the text, else the position or the reasons it
/// refuses it, less too much material if `material` is false (see the
/// module's comment).
#[allow(clippy::result_large_err)] // shakmaty's error carries the position
fn shakmaty_reads(
    fen: &str,
    material: bool,
) -> Option<Result<Chess, PositionErrorKinds>> {
    let parsed: Fen = normalized(fen).parse().ok()?;
    let read = parsed.into_position::<Chess>(CastlingMode::Standard);
    let read = match material {
        true => read,
        false => read.or_else(|e| e.ignore_too_much_material()),
    };
    Some(read.map_err(|e| e.kinds()))
}

/// Checks the library on one FEN; returns its message if it refused it.
fn check_library(fen: &str) -> Result<(), TestCaseError> {
    match Position::from_fen(fen) {
        Ok(pos) => {
            let written = pos.to_fen();
            let again = Position::from_fen(&written);
            prop_assert!(again.is_ok(), "cannot read back {written:?}");
            prop_assert_eq!(again.unwrap().to_fen(), written.clone());
            match shakmaty_reads(fen, false) {
                Some(Ok(theirs)) => {
                    let ours = shakmaty_reads(&written, false);
                    prop_assert!(
                        matches!(&ours, Some(Ok(p)) if *p == theirs),
                        "{fen:?} accepted; shakmaty reads our {written:?} otherwise"
                    );
                    prop_assert_eq!(pos.halfmove_clock(), theirs.halfmoves());
                    prop_assert_eq!(
                        pos.fullmove_number(),
                        theirs.fullmoves().get()
                    );
                }
                other => {
                    prop_assert!(false, "{fen:?} accepted; shakmaty: {other:?}")
                }
            }
        }
        Err(e) => {
            let message = e.to_string();
            prop_assert!(!message.contains('\n'), "two lines: {message:?}");
            prop_assert!(
                message.chars().count() <= LONGEST_MESSAGE,
                "long: {message:?}"
            );
            prop_assert!(
                FIELDS.iter().any(|f| message.starts_with(f)),
                "{message:?} names no field"
            );
            let six_fields = fen.split_whitespace().count() == 6;
            let strict = match six_fields && judges_position(&e) {
                true => shakmaty_reads(fen, true),
                false => None,
            };
            if let Some(Ok(theirs)) = &strict {
                let read = Fen::from_position(theirs, EnPassantMode::Always);
                prop_assert!(
                    false,
                    "{fen:?} refused ({message}); shakmaty reads {read}"
                );
            }
            if let (FenError::Material(_), Some(Err(kinds))) = (&e, &strict) {
                prop_assert!(
                    kinds.contains(PositionErrorKinds::TOO_MUCH_MATERIAL),
                    "{fen:?}: too much material for the listing, not for shakmaty"
                );
            }
            if let (true, Some(Err(kinds))) = (impossible_check(&e), &strict) {
                prop_assert!(
                    kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK),
                    "{fen:?}: an impossible check for the listing ({message}), \
                     not for shakmaty ({kinds:?})"
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn mutated_fens_are_read_or_refused_cleanly(fen in mutated_fen()) {
        check_library(&fen)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(PROGRAM_CASES))]

    #[test]
    fn the_program_refuses_malformed_fens_in_one_line(fen in mutated_fen()) {
        check_program(&fen)?;
    }
}

/// Checks the `chess` program on one FEN against the library.
fn check_program(fen: &str) -> Result<(), TestCaseError> {
    // A NUL cannot be passed as an argument.
    let fen = fen.replace('\0', "");
    let out = Command::new(env!("CARGO_BIN_EXE_chess"))
        .args(["moves", &format!("--fen={fen}")])
        .output()
        .expect("the chess program runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    prop_assert!(!stderr.contains("panicked"), "panic on {fen:?}: {stderr}");
    match Position::from_fen(&fen) {
        Ok(pos) => {
            prop_assert!(out.status.success(), "{fen:?}: {stderr}");
            let mut ours: Vec<String> =
                legal_moves(&pos).iter().map(|m| m.to_string()).collect();
            ours.sort();
            prop_assert_eq!(stdout.lines().collect::<Vec<_>>(), ours);
        }
        Err(e) => {
            prop_assert!(!out.status.success(), "{fen:?} exits with success");
            prop_assert_eq!(stderr.lines().count(), 1, "{:?}: {}", fen, stderr);
            prop_assert_eq!(stderr.trim_end(), format!("error: {e}"));
            prop_assert!(stdout.is_empty(), "{fen:?} printed {stdout}");
        }
    }
    Ok(())
}

/// Cases the properties met once, kept so that every run meets them: a tab
/// between fields, a FEN that looks like an option, too much material before
/// a malformed clock, nine pawns, a fullmove number 0, a castling letter
/// twice.
#[test]
fn cases_the_properties_met() {
    let cases = [
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8\t w - - 0 1",
        "-A",
        "rnbqkbnr/ppppppNp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1rnbqkbnr/pppp",
        "r4rk1/1pp1qppp/ppnp1n2/2b1p1B1/2B1P1b1/3P1N1P/PPP1NPP1/R2Q1RK1 w - - 0 10",
        "4qr1k/rpp2pp1/p1n3B1/3np3/2p1P3/2PPBbPP/P3NP1N/R2Q1RK1 w - - 20 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qKQkq - 0 1",
    ];
    for fen in cases {
        check_library(fen).unwrap_or_else(|e| panic!("{fen:?}: {e}"));
        check_program(fen).unwrap_or_else(|e| panic!("{fen:?}: {e}"));
    }
}

/// The mutations are not mostly harmless: of 4,000 drawn the same way with
/// a fixed seed, more than three quarters are refused, and every kind of refusal (each
/// of [`KINDS`]) is met at least once.
#[test]
fn most_mutations_are_malformed_and_every_kind_is_met() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let strategy = mutated_fen();
    let mut refused = 0;
    let mut met = [0usize; KINDS.len()];
    for _ in 0..4_000 {
        let fen = strategy.new_tree(&mut runner).unwrap().current();
        if let Err(e) = Position::from_fen(&fen) {
            refused += 1;
            met[KINDS.iter().position(|&k| k == kind(&e)).unwrap()] += 1;
        }
    }
    assert!(refused > 3_000, "only {refused} of 4,000 refused");
    for (kind, n) in KINDS.iter().zip(met) {
        assert!(n > 0, "no mutation met {kind:?}: {met:?}");
    }
}

#[test]
fn every_starting_fen_is_valid() {
    for fen in valid_fens() {
        let pos =
            Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(&pos.to_fen(), fen);
    }
}
