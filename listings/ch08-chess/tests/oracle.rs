//! An independent oracle: shakmaty (crates.io, GPL-3.0, a test-only
//! dependency that shares no code with the listing) judges the listing's
//! move generator on positions from seeded random games.
//!
//! Games start from the start position and from the six positions of the
//! Chess Programming Wiki's perft page (Kiwipete, positions 3, 4 and its
//! mirror, 5 and 6), and are played by both generators side by side, the
//! listing's copy-make `play` and shakmaty's, from the moves shakmaty
//! lists. Each move is drawn with a bias, in this order: a castling, an en
//! passant capture or a promotion half the time when there is one; a move
//! that gives double check, or a pawn's double step beside an enemy pawn,
//! whenever there is one; a checking move a quarter of the time; a pawn
//! move an eighth; else any move. [`POSITIONS`] (10,000) positions are
//! checked, each for:
//!
//! - the legal moves, in UCI, equal to shakmaty's (sorted lists);
//! - the checkers equal;
//! - perft 2 equal, by copy-make, by make/unmake (which must leave the
//!   position as it found it) and by each step of part 8.4, and perft 3
//!   equal on every [`DEEP_EVERY`]th position;
//! - the FEN the listing writes read back by shakmaty as the same position
//!   (board, side to move, castling rights, a legal en passant square and
//!   both clocks), and read back by the listing to the same FEN.
//!
//! So that the test cannot silently cover nothing, the sample must hold at
//! least [`ENOUGH`] (100) positions with a legal castling, with a legal en
//! passant capture, with a legal promotion, and in check, at least
//! [`ENOUGH_DOUBLE`] (10) in double check, and some checkmates.

mod common;

use ch08_chess::fast_perft::{perft_step, STEPS};
use ch08_chess::movegen::{checkers, legal_moves};
use ch08_chess::perft::{perft, perft_make_unmake};
use ch08_chess::position::Position;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position as _};

/// How many positions are checked.
const POSITIONS: usize = 10_000;

/// Every how many positions perft 3 is compared too.
const DEEP_EVERY: usize = 10;

/// The longest game, in plies.
const PLIES: usize = 120;

/// The least number of positions with each kind of special move, and in check.
const ENOUGH: usize = 100;

/// The least number of positions in double check.
const ENOUGH_DOUBLE: usize = 10;

/// The start position and the six published perft positions (position 4
/// both ways), from the shared list.
const STARTS: [&str; 7] = common::published_array();

/// A xorshift generator (Marsaglia's 13, 7, 17), seeded, so every run plays
/// the same games.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True one time in `n`.
    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
}

/// What the sample covered.
#[derive(Default, Debug)]
struct Coverage {
    positions: usize,
    deep: usize,
    castling: usize,
    en_passant: usize,
    promotion: usize,
    check: usize,
    double_check: usize,
    checkmate: usize,
}

fn uci(m: Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

fn shakmaty_position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("a published FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("a legal published position")
}

/// Shakmaty's legal moves of a position, in UCI, sorted.
fn their_moves(theirs: &Chess) -> Vec<String> {
    let mut moves: Vec<String> =
        theirs.legal_moves().into_iter().map(uci).collect();
    moves.sort();
    moves
}

/// The listing's legal moves of a position, in UCI, sorted.
fn our_moves(ours: &Position) -> Vec<String> {
    let mut moves: Vec<String> =
        legal_moves(ours).iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}

/// Checks one position in every way the module's comment lists.
fn check(ours: &Position, theirs: &Chess, index: usize, seen: &mut Coverage) {
    let fen = ours.to_fen();
    assert_eq!(our_moves(ours), their_moves(theirs), "legal moves of {fen}");
    let their_checkers: Vec<usize> =
        theirs.checkers().into_iter().map(usize::from).collect();
    let our_checkers: Vec<usize> = checkers(ours).iter().collect();
    assert_eq!(our_checkers, their_checkers, "checkers of {fen}");
    let perft_2 = shakmaty::perft(theirs, 2);
    assert_eq!(perft(ours, 2), perft_2, "perft 2 of {fen}");
    for step in 1..=STEPS {
        let counted = perft_step(ours, 2, step);
        assert_eq!(counted, perft_2, "perft 2 of {fen}, step {step} of 8.4");
    }
    let mut made = *ours;
    let made_2 = perft_make_unmake(&mut made, 2);
    assert_eq!(made_2, perft_2, "perft 2 of {fen}, made and unmade");
    assert_eq!(made.to_fen(), fen, "unmake restores {fen}");
    if index.is_multiple_of(DEEP_EVERY) {
        assert_eq!(
            perft(ours, 3),
            shakmaty::perft(theirs, 3),
            "perft 3 of {fen}"
        );
        seen.deep += 1;
    }
    let read: Chess = fen
        .parse::<Fen>()
        .unwrap_or_else(|e| panic!("shakmaty cannot read {fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("shakmaty refuses {fen}: {e}"));
    assert!(read == *theirs, "shakmaty reads {fen} as another position");
    assert_eq!(
        read.halfmoves(),
        theirs.halfmoves(),
        "halfmove clock of {fen}"
    );
    assert_eq!(
        read.fullmoves(),
        theirs.fullmoves(),
        "fullmove number of {fen}"
    );
    let again = Position::from_fen(&fen).unwrap_or_else(|e| {
        panic!("the listing cannot read its own {fen}: {e}")
    });
    assert_eq!(again.to_fen(), fen, "the listing's FEN round trip");
    count(theirs, seen);
}

/// Adds what a position holds to the coverage.
fn count(theirs: &Chess, seen: &mut Coverage) {
    let moves = theirs.legal_moves();
    seen.positions += 1;
    seen.castling += usize::from(moves.iter().any(|m| m.is_castle()));
    seen.en_passant += usize::from(moves.iter().any(|m| m.is_en_passant()));
    seen.promotion += usize::from(moves.iter().any(|m| m.is_promotion()));
    let checkers = theirs.checkers().count();
    seen.check += usize::from(checkers > 0);
    seen.double_check += usize::from(checkers > 1);
    seen.checkmate += usize::from(checkers > 0 && moves.is_empty());
}

/// How many pieces check the other side after a move.
fn checkers_after(theirs: &Chess, m: Move) -> u32 {
    let mut after = theirs.clone();
    after.play_unchecked(m);
    after.checkers().count() as u32
}

/// Whether a move is a pawn's double step that lands beside an enemy pawn,
/// which may then take it en passant.
fn offers_en_passant(theirs: &Chess, m: Move) -> bool {
    let (Some(from), to) = (m.from(), m.to()) else {
        return false;
    };
    let double = m.role() == shakmaty::Role::Pawn && from.distance(to) == 2;
    let beside = shakmaty::attacks::king_attacks(to)
        & shakmaty::Bitboard::from_rank(to.rank())
        & theirs.board().pawns()
        & theirs.them();
    double && beside.any()
}

/// One of the legal moves, drawn with the bias the module's comment gives.
fn choose(theirs: &Chess, random: &mut Random) -> Move {
    let moves = theirs.legal_moves();
    let among = |keep: &dyn Fn(Move) -> bool| -> Vec<Move> {
        moves.iter().copied().filter(|&m| keep(m)).collect()
    };
    let biases: [(usize, Vec<Move>); 5] = [
        (
            2,
            among(&|m| m.is_castle() || m.is_en_passant() || m.is_promotion()),
        ),
        (1, among(&|m| checkers_after(theirs, m) > 1)),
        (1, among(&|m| offers_en_passant(theirs, m))),
        (4, among(&|m| checkers_after(theirs, m) > 0)),
        (8, among(&|m| m.role() == shakmaty::Role::Pawn)),
    ];
    for (one_in, list) in biases {
        if !list.is_empty() && random.one_in(one_in) {
            return list[random.below(list.len())];
        }
    }
    moves[random.below(moves.len())]
}

/// The listing's move with the same UCI text as shakmaty's.
fn same_move(ours: &Position, m: Move) -> ch08_chess::types::Move {
    let text = uci(m);
    legal_moves(ours)
        .iter()
        .copied()
        .find(|ours| ours.to_string() == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {}", ours.to_fen()))
}

#[test]
fn legal_moves_perft_and_fen_agree_with_shakmaty_on_random_games() {
    let mut random = Random(0x0DDB_1A5E_5BAD_5EED);
    let mut seen = Coverage::default();
    let mut game = 0;
    while seen.positions < POSITIONS {
        let start = STARTS[game % STARTS.len()];
        game += 1;
        let mut ours = Position::from_fen(start).expect("a published FEN");
        let mut theirs = shakmaty_position(start);
        for _ in 0..PLIES {
            check(&ours, &theirs, seen.positions, &mut seen);
            if seen.positions == POSITIONS || theirs.legal_moves().is_empty() {
                break;
            }
            let m = choose(&theirs, &mut random);
            ours = ours.play(same_move(&ours, m));
            theirs.play_unchecked(m);
        }
    }
    assert_eq!(seen.positions, POSITIONS);
    assert_eq!(seen.deep, POSITIONS / DEEP_EVERY);
    assert!(seen.castling >= ENOUGH, "too few castlings: {seen:?}");
    assert!(seen.en_passant >= ENOUGH, "too few en passant: {seen:?}");
    assert!(seen.promotion >= ENOUGH, "too few promotions: {seen:?}");
    assert!(seen.check >= ENOUGH, "too few checks: {seen:?}");
    assert!(
        seen.double_check >= ENOUGH_DOUBLE,
        "too few double checks: {seen:?}"
    );
    assert!(seen.checkmate > 0, "no checkmate: {seen:?}");
}
