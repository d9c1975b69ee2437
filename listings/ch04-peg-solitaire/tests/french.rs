//! The French board: parity signatures rule out most single-vacancy starts,
//! the centre among them, and a search solves one of the others.

use ch04_peg_solitaire::board::{Board, CENTRE, ENGLISH, FRENCH, START};
use ch04_peg_solitaire::masks::{ENGLISH_GEOMETRY, FRENCH_GEOMETRY};
use ch04_peg_solitaire::moves::{bits, checked_play};
use ch04_peg_solitaire::notation::{parse_square, side_by_side, square_name};
use ch04_peg_solitaire::parity::signature;
use ch04_peg_solitaire::solve::{best_search, Goal};
use ch04_peg_solitaire::symmetry::canonical;

// ANCHOR: last_pegs
/// The holes of `holes` where a single peg has the same signature as `start`.
fn possible_last_pegs(holes: Board, start: Board) -> Vec<String> {
    bits(holes)
        .filter(|&i| signature(1 << i) == signature(start))
        .map(square_name)
        .collect()
}
// ANCHOR_END: last_pegs

#[test]
// ANCHOR: no_centre
fn no_single_peg_has_the_signature_of_the_french_centre_start() {
    let start = FRENCH & !CENTRE;
    assert!(possible_last_pegs(FRENCH, start).is_empty());
}
// ANCHOR_END: no_centre

#[test]
fn on_the_english_board_the_signatures_allow_five_last_holes() {
    // The five holes where the count's last level has its five positions.
    let last = possible_last_pegs(ENGLISH, START);
    assert_eq!(last, ["d1", "g4", "d4", "a4", "d7"]);
}

#[test]
fn vacancies_ruled_out_by_the_signatures() {
    // For each vacancy, whether some single peg has the start's signature.
    let mut text = String::from("  a b c d e f g\n");
    for y in (0..7).rev() {
        let mut line = format!("{}", y + 1);
        for x in (0..7).rev() {
            let i = 7 * y + x;
            line.push(' ');
            line.push(if FRENCH >> i & 1 == 0 {
                ' '
            } else if possible_last_pegs(FRENCH, FRENCH & !(1 << i)).is_empty()
            {
                'x'
            } else {
                '?'
            });
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    insta::assert_snapshot!("french_vacancies", text);
}

#[test]
fn the_french_board_from_d2_ends_with_one_peg() {
    let start = FRENCH & !(1 << parse_square("d2").unwrap());
    let outcome = best_search(FRENCH_GEOMETRY).run(start, Goal::OnePeg);
    let moves = outcome.solution.expect("d2 is solvable");
    assert_eq!(moves.len(), 35);
    let end = moves
        .iter()
        .try_fold(start, |pegs, &m| checked_play(pegs, &FRENCH_GEOMETRY, m));
    let last = end.unwrap();
    assert_eq!(last.count_ones(), 1);
    assert_eq!(signature(last), signature(start));
    let mut text = String::new();
    for (n, line) in moves.chunks(7).enumerate() {
        let line: Vec<String> = line.iter().map(|m| m.to_string()).collect();
        text.push_str(&format!("{:>2}. {}\n", 7 * n + 1, line.join(" ")));
    }
    text.push('\n');
    text.push_str(&side_by_side(&[("start", start), ("end", last)], FRENCH, 2));
    insta::assert_snapshot!("french_d2_solution", text);
}

#[test]
fn signatures_do_not_change_in_the_english_solution() {
    let outcome = best_search(ENGLISH_GEOMETRY).run(START, Goal::OnePeg);
    let mut pegs = START;
    for m in outcome.solution.unwrap() {
        pegs = checked_play(pegs, &ENGLISH_GEOMETRY, m).unwrap();
        assert_eq!(signature(pegs), signature(START));
    }
}

#[test]
fn the_vacancies_the_signatures_allow_are_images_of_three() {
    // Every vacancy the signatures allow is a symmetric image of e1, d2 or d3,
    // so solving those three solves all of them.
    let three =
        ["e1", "d2", "d3"].map(|s| canonical(1 << parse_square(s).unwrap()));
    let allowed: Vec<u32> = bits(FRENCH)
        .filter(|&i| !possible_last_pegs(FRENCH, FRENCH & !(1 << i)).is_empty())
        .collect();
    assert_eq!(allowed.len(), 16);
    for i in allowed {
        assert!(three.contains(&canonical(1 << i)), "{}", square_name(i));
    }
}
