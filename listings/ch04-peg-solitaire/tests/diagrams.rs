//! The diagrams chapter 4 draws: the 49-bit map, the masks, the jump formula
//! step by step, one move, the board of the page's explorer, a delta swap and
//! the mirror made of them, a jump on the complements, and the paths into a
//! class summed over the jumps that reach it.

use book_diagrams::Diagram;
use ch04_peg_solitaire::board::{
    bit, Board, CELLS, ENGLISH, FRENCH, GOAL, START,
};
use ch04_peg_solitaire::direction::{pull, Direction};
use ch04_peg_solitaire::masks::ENGLISH_GEOMETRY;
use ch04_peg_solitaire::moves::{
    checked_play, jump_bits, jumps, legal_moves, play, Move, Order,
};
use ch04_peg_solitaire::notation::{parse_move, square_name};
use ch04_peg_solitaire::parity::colour;
use ch04_peg_solitaire::solutions::{levels, next_paths};
use ch04_peg_solitaire::solve::{best_search, Goal};
use ch04_peg_solitaire::symmetry::{
    canonical, column, delta_swap, mirror, orbit_size,
};

/// The 7 × 7 grid as the source draws it: drawn column c, drawn row r (top
/// row first) is bit 7·(6 − r) + (6 − c): bit 48 top left, bit 0 bottom
/// right.
fn map(caption: &str) -> Diagram {
    Diagram::grid(caption, 7, 7, |c, r| Some(7 * (6 - r) + (6 - c))).labels(
        &["a", "b", "c", "d", "e", "f", "g"],
        &["7", "6", "5", "4", "3", "2", "1"],
    )
}

/// The cells of the grid that are not holes.
fn not_holes() -> Board {
    ((1 << CELLS) - 1) & !ENGLISH
}

#[test]
fn the_bit_map() {
    let d = map(
        "Bit 7y + x of each cell (x from the right, y from the bottom); \
         o marks the 33 holes",
    )
    .layer("o hole", u128::from(ENGLISH));
    insta::assert_snapshot!("bit_map", d.to_toml());
}

#[test]
fn the_four_masks() {
    let diagrams: Vec<Diagram> = Direction::ALL
        .into_iter()
        .map(|direction| {
            let starts = ENGLISH_GEOMETRY.starts[direction.index()];
            let name = direction.name();
            let mark = format!(
                "{} can jump {name}",
                name.to_uppercase().chars().next().unwrap()
            );
            map(&format!("jump_starts(English, {direction:?})"))
                .without_bits()
                .layer(&mark, u128::from(starts))
                .layer(". other hole", u128::from(ENGLISH & !starts))
        })
        .collect();
    insta::assert_snapshot!("four_masks", Diagram::many_to_toml(&diagrams));
}

#[test]
fn one_move_before_and_after() {
    let m = parse_move("d2-d4").unwrap();
    let changed = u128::from(jump_bits(m));
    let before = map("Before d2-d4: the three bits of jump_bits(m) outlined")
        .without_bits()
        .layer("o peg", u128::from(START))
        .layer(". empty hole", u128::from(ENGLISH & !START))
        .highlight(changed);
    let after_pegs = play(START, m);
    let after = map("After: pegs ^ jump_bits(m), three bits flipped at once")
        .without_bits()
        .layer("o peg", u128::from(after_pegs))
        .layer(". empty hole", u128::from(ENGLISH & !after_pegs))
        .highlight(changed);
    insta::assert_snapshot!(
        "one_move",
        Diagram::many_to_toml(&[before, after])
    );
}

#[test]
fn the_explorer_board() {
    let d = map(
        "The start: a peg in every hole but the centre, on the 7 × 7 grid \
         whose corners are not holes. Try it: click a peg, then the hole to \
         jump to",
    )
    .layer("# not a hole", u128::from(not_holes()))
    .layer("o peg", u128::from(START))
    .explorer("peg-solitaire");
    // The layout the explorer's JavaScript relies on: 7 × 7, top row first,
    // every cell drawn, drawn (c, r) is bit 7·(6 − r) + (6 − c).
    assert_eq!((d.columns, d.rows), (7, 7));
    for (n, bit) in d.bits.iter().enumerate() {
        let (c, r) = (n as u32 % 7, n as u32 / 7);
        assert_eq!(*bit, Some(7 * (6 - r) + (6 - c)));
    }
    insta::assert_snapshot!("explorer", d.to_toml());
}

#[test]
fn the_french_colourings() {
    let diagrams: Vec<Diagram> = [(false, "x + y"), (true, "x − y")]
        .into_iter()
        .map(|(diagonal, sum)| {
            let mut d =
                map(&format!("The French board coloured by ({sum}) mod 3"))
                    .without_bits();
            for k in 0..3 {
                let cells = colour(diagonal, k) & FRENCH;
                d = d.layer(
                    &format!("{k} ({sum}) mod 3 = {k}"),
                    u128::from(cells),
                );
            }
            d
        })
        .collect();
    insta::assert_snapshot!(
        "french_colourings",
        Diagram::many_to_toml(&diagrams)
    );
}

/// The 31 jumps of the solution the chapter shows.
fn solution() -> Vec<Move> {
    let outcome = best_search(ENGLISH_GEOMETRY).run(START, Goal::Exactly(GOAL));
    outcome.solution.expect("the English board is solvable")
}

/// The pegs after the first `n` jumps of `moves`, each checked legal.
fn after(moves: &[Move], n: usize) -> Board {
    let pegs = moves[..n]
        .iter()
        .try_fold(START, |pegs, &m| checked_play(pegs, &ENGLISH_GEOMETRY, m));
    pegs.expect("the solution's moves are legal")
}

/// The pegs after the first twelve jumps of the solution the chapter shows:
/// a board with no left-right symmetry.
fn after_twelve_jumps() -> Board {
    let pegs = after(&solution(), 12);
    assert_ne!(mirror(pegs), pegs);
    pegs
}

/// The pegs of `pegs` on the map, and the empty holes (short names, for a
/// short legend).
fn pegs_on_map(caption: &str, pegs: Board) -> Diagram {
    map(caption)
        .without_bits()
        .layer("o peg", u128::from(pegs))
        .layer(". hole", u128::from(ENGLISH & !pegs))
}

/// The letter of column `x` (counted from the right).
fn file(x: u32) -> String {
    square_name(bit(x, 0))[..1].to_string()
}

#[test]
fn one_delta_swap_step_by_step() {
    let b = after_twelve_jumps();
    // The mirror's last swap: column e (x = 2) with column c, δ = 2.
    let (x, delta) = (2, 2);
    let m = column(x);
    let pairs = m | m << delta;
    let t = (b ^ b >> delta) & m;
    let swapped = delta_swap(b, m, delta);
    assert_eq!(swapped, b ^ t ^ t << delta);
    // Every pair of columns e and c exchanged, every other bit kept.
    for y in 0..7 {
        let (low, high) = (bit(x, y), bit(x, y) + delta);
        assert_eq!(swapped >> low & 1, b >> high & 1);
        assert_eq!(swapped >> high & 1, b >> low & 1);
    }
    assert_eq!(swapped & !pairs, b & !pairs);
    // The pairs left alone here hold two pegs each (as the chapter says).
    let same = m & !t;
    assert_eq!(b & (same | same << delta), same | same << delta);
    let (lower, upper) = (file(x), file(x + delta));
    let flipped = t | t << delta;
    // Captions and legends stay short, so that two boards fit side by side.
    let diagrams = [
        pegs_on_map(&format!("b, its {} pairs outlined", m.count_ones()), b)
            .highlight(u128::from(pairs)),
        map(&format!(
            "m: column {lower}; u = m ≪ {delta}: column {upper}"
        ))
        .without_bits()
        .layer("m", u128::from(m))
        .layer("u", u128::from(m << delta)),
        map(&format!(
            "t = (b ⊕ (b ≫ {delta})) & m: {} pairs differ",
            t.count_ones()
        ))
        .without_bits()
        .layer("t", u128::from(t))
        .layer(&format!("s = t ≪ {delta}"), u128::from(t << delta)),
        pegs_on_map(&format!("b ⊕ t ⊕ (t ≪ {delta}): flipped"), swapped)
            .highlight(u128::from(flipped)),
    ];
    insta::assert_snapshot!("one_delta_swap", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_mirror_as_three_delta_swaps() {
    let b = after_twelve_jumps();
    let mut diagrams = vec![pegs_on_map("b", b)];
    let mut board = b;
    for x in 0..3 {
        let delta = 6 - 2 * x;
        let m = column(x);
        board = delta_swap(board, m, delta);
        let mut caption = format!(
            "swap {}: δ = {delta}, {} and {}",
            x + 1,
            file(x),
            file(x + delta)
        );
        if x == 2 {
            caption += ", mirror(b)";
        }
        diagrams.push(
            pegs_on_map(&caption, board).highlight(u128::from(m | m << delta)),
        );
    }
    // The chain is the listing's mirror, on this board and on every cell.
    assert_eq!(board, mirror(b));
    for i in 0..CELLS {
        let one = 1 << i;
        let chained =
            (0..3).fold(one, |bb, x| delta_swap(bb, column(x), 6 - 2 * x));
        assert_eq!(chained, mirror(one), "bit {i}");
    }
    insta::assert_snapshot!("mirror_chain", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_jump_formula_in_five_steps() {
    // The board after twelve jumps of the solution, and its next jump.
    let moves = solution();
    let n = 12;
    let (p, m) = (after(&moves, n), moves[n]);
    let d = m.direction;
    let (s, name) = (d.shift(), d.name());
    let grid: Board = (1 << CELLS) - 1;
    let mask = ENGLISH_GEOMETRY.starts[d.index()];
    // The formula's intermediate values, as `jumps` computes them.
    let one_step = pull(p, s);
    let two_steps_empty = !pull(p, 2 * s);
    let j = jumps(p, mask, d);
    assert_eq!(j, p & mask & one_step & two_steps_empty);
    let after_jump = play(p, m);
    // What the panels say: bit i of pull(P, s) is the cell one step
    // from i; the next jump of the solution is one of the jumps found;
    // the shifts bring in cells that are not holes, which the mask keeps
    // out.
    for i in 0..CELLS {
        let from = i as i32 + s;
        let expected = (0..64).contains(&from) && p >> from & 1 == 1;
        assert_eq!(one_step >> i & 1 == 1, expected, "bit {i}");
    }
    assert_eq!(j >> m.from & 1, 1);
    assert_ne!(one_step & grid & !ENGLISH, 0);
    assert_ne!(two_steps_empty & grid & !ENGLISH, 0);
    assert_eq!(j & !ENGLISH, 0);
    assert_eq!(after_jump.count_ones(), p.count_ones() - 1);
    let m_name = format!("M_{name}");
    let (one, two) = (signed(s), signed(2 * s));
    // A panel: the value on the 49 cells. Captions and legends stay short,
    // so that two boards fit side by side.
    let panel = |caption: String, arrow: String, mark: &str, value: Board| {
        map(&caption)
            .without_bits()
            .arrow(&arrow)
            .layer(mark, u128::from(value & grid))
    };
    let diagrams = [
        pegs_on_map(&format!("P: {} pegs after {n} jumps", p.count_ones()), p),
        panel(
            format!("pull(P, {one}): a peg one step {name}"),
            format!("pull(P, {one})"),
            "n neighbour",
            one_step,
        ),
        panel(
            format!("¬pull(P, {two}): no peg two steps {name}"),
            format!("¬pull(P, {two})"),
            "e empty landing",
            two_steps_empty,
        ),
        panel(
            format!("J_{name}: {} can jump; {m_name} outlined", j.count_ones()),
            format!("& P & {m_name}"),
            "J can jump",
            j,
        )
        .highlight(u128::from(mask)),
        pegs_on_map(
            &format!(
                "After {m}, one of the {}: {} pegs",
                j.count_ones(),
                after_jump.count_ones()
            ),
            after_jump,
        )
        .arrow(&format!("⊕ bits i, i {}, i {}", spaced(s), spaced(2 * s)))
        .highlight(u128::from(jump_bits(m))),
    ];
    // Each panel's first layer is the formula's value on the 49 cells.
    let values = [p, one_step, two_steps_empty, j, after_jump];
    for (diagram, value) in diagrams.iter().zip(values) {
        assert_eq!(diagram.layers[0].board, u128::from(value & grid));
    }
    insta::assert_snapshot!("jump_formula", Diagram::many_to_toml(&diagrams));
}

/// A shift amount added to a bit: `+ 7`, `− 7`.
fn spaced(s: i32) -> String {
    format!("{} {}", sign(s), s.abs())
}

/// A shift amount with its sign, as the formulas write it: `+7`, `−7`.
fn signed(s: i32) -> String {
    format!("{}{}", sign(s), s.abs())
}

/// The sign of a shift amount, `+` or `−`.
fn sign(s: i32) -> char {
    if s < 0 {
        '−'
    } else {
        '+'
    }
}

#[test]
fn the_same_jump_on_the_complements() {
    // A jump of the solution from q (level n: n jumps made) to q'.
    let moves = solution();
    let made = 12;
    let (q, m) = (after(&moves, made), moves[made]);
    let q2 = play(q, m);
    let h = ENGLISH_GEOMETRY.holes;
    assert_eq!(h.count_ones(), 33);
    // Level k holds the positions with 32 − k pegs; a complement H ⊕ p
    // has 33 − (32 − k) = k + 1 pegs, so it is on level 31 − k.
    let level = |p: Board| 32 - p.count_ones();
    let (n, n2) = (level(q), level(q2));
    assert_eq!((n as usize, n2), (made, n + 1));
    assert_eq!(level(h ^ q), 31 - n);
    assert_eq!(level(h ^ q2), 31 - n2);
    // The same move, unchanged, is a legal jump from H ⊕ q' to H ⊕ q.
    assert_eq!(checked_play(h ^ q2, &ENGLISH_GEOMETRY, m), Ok(h ^ q));
    // And H ⊕ q is found by the count: the solution's last 31 − n jumps,
    // played backwards from the start (H ⊕ the goal), reach it.
    assert_eq!(h ^ GOAL, START);
    let backwards =
        moves[made..].iter().rev().try_fold(h ^ GOAL, |pegs, &m| {
            checked_play(pegs, &ENGLISH_GEOMETRY, m)
        });
    assert_eq!(backwards, Ok(h ^ q));
    let changed = u128::from(jump_bits(m));
    let board = |caption: String, pegs: Board| {
        pegs_on_map(&caption, pegs).highlight(changed)
    };
    let forwards = [
        board(format!("q: level {n}, {} pegs", q.count_ones()), q),
        board(format!("q′: level {n2}, {} pegs", q2.count_ones()), q2)
            .arrow(&format!("jump {m}")),
    ];
    let complements = [
        board(
            format!(
                "H ⊕ q′: level {} = 31 − {n2}, {} pegs",
                31 - n2,
                (h ^ q2).count_ones()
            ),
            h ^ q2,
        ),
        board(
            format!(
                "H ⊕ q: level {} = 31 − {n}, {} pegs",
                31 - n,
                (h ^ q).count_ones()
            ),
            h ^ q,
        )
        .arrow(&format!("the same jump {m}")),
    ];
    insta::assert_snapshot!("jump_forwards", Diagram::many_to_toml(&forwards));
    insta::assert_snapshot!(
        "jump_on_the_complements",
        Diagram::many_to_toml(&complements)
    );
}

/// The number of jump sequences of `depth` jumps from `pegs` that end in
/// the class whose key is `key`: every sequence played, one by one.
fn sequences_into(pegs: Board, depth: u32, key: Board) -> u128 {
    if depth == 0 {
        return u128::from(canonical(pegs) == key);
    }
    legal_moves(pegs, &ENGLISH_GEOMETRY, Order::ByIndex)
        .into_iter()
        .map(|m| sequences_into(play(pegs, m), depth - 1, key))
        .sum()
}

/// The arrow drawn on a peg that jumps in `direction`, as the map is drawn.
fn arrow(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "↑",
        Direction::Down => "↓",
        Direction::Left => "←",
        Direction::Right => "→",
    }
}

#[test]
fn paths_into_a_class() {
    // Levels 3 and 4 (after 3 and 4 jumps), and the paths T into the classes
    // of level 3, as the count of solutions computes them.
    let levels = levels(&ENGLISH_GEOMETRY, START, 4);
    let (before, after) = (&levels[3], &levels[4]);
    let mut paths = vec![1];
    for n in 0..3 {
        paths =
            next_paths(&levels[n], &paths, &levels[n + 1], &ENGLISH_GEOMETRY);
    }
    // e(c, C′): the jumps from the key c that land in the class C′.
    let jumps_into = |c: Board, key: Board| -> Vec<Move> {
        legal_moves(c, &ENGLISH_GEOMETRY, Order::ByIndex)
            .into_iter()
            .filter(|&m| canonical(play(c, m)) == key)
            .collect()
    };
    // The class drawn: the one class of level 4 that a key of level 3 jumps
    // into twice.
    let twice: Vec<(usize, Board)> = before
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| after.iter().map(move |&k| (i, c, k)))
        .filter(|&(_, c, k)| jumps_into(c, k).len() == 2)
        .map(|(i, _, k)| (i, k))
        .collect();
    assert_eq!(twice.len(), 1);
    let target = twice[0].1;
    // Every class of level 3 with a jump into it: its key, T and jumps.
    let sources: Vec<(Board, u128, Vec<Move>)> = before
        .iter()
        .zip(&paths)
        .map(|(&c, &t)| (c, t, jumps_into(c, target)))
        .filter(|(_, _, jumps)| !jumps.is_empty())
        .collect();
    let terms: Vec<(u128, usize)> =
        sources.iter().map(|(_, t, j)| (*t, j.len())).collect();
    assert_eq!(terms, [(4, 2), (8, 1)]);
    let sum: u128 = terms.iter().map(|&(t, e)| t * e as u128).sum();
    assert_eq!(sum, 16);
    // The sum is what the count of solutions gets for C′, and what playing
    // every sequence of 4 jumps from the start finds.
    let next = next_paths(before, &paths, after, &ENGLISH_GEOMETRY);
    let index = after.binary_search(&target).unwrap();
    assert_eq!(next[index], sum);
    assert_eq!(sequences_into(START, 4, target), sum);
    // The sizes of the classes, which the sum never needs: 4, 8 and 8.
    let sizes: Vec<u64> =
        sources.iter().map(|(c, _, _)| orbit_size(*c)).collect();
    assert_eq!((sizes, orbit_size(target)), (vec![4, 8], 8));
    // The two jumps of c₁ land on mirror images of each other.
    let (c1, two) = (sources[0].0, &sources[0].2);
    assert_eq!(mirror(play(c1, two[0])), play(c1, two[1]));

    let mut panels: Vec<Diagram> = sources
        .iter()
        .enumerate()
        .map(|(i, (c, t, jumps))| {
            let e = jumps.len();
            let caption = format!(
                "c{0}: T(C{0}) = {t}, {e} jump{1} into C′",
                ["₁", "₂"][i],
                if e == 1 { "" } else { "s" }
            );
            let starts = jumps.iter().fold(0, |b, m| b | 1u128 << m.from);
            jumps
                .iter()
                .fold(pegs_on_map(&caption, *c).highlight(starts), |d, m| {
                    d.cell_text(m.from, arrow(m.direction))
                })
        })
        .collect();
    let expression: Vec<String> =
        terms.iter().map(|(t, e)| format!("{t} · {e}")).collect();
    panels.push(
        pegs_on_map(
            &format!(
                "c′, the key of C′: T(C′) = {} = {sum}",
                expression.join(" + ")
            ),
            target,
        )
        .arrow("Σ T · e"),
    );
    insta::assert_snapshot!(
        "paths_into_a_class",
        Diagram::many_to_toml(&panels)
    );
}
