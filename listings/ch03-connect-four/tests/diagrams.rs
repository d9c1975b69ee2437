//! The diagrams chapter 3 draws, from the listing's own numbers.

use book_diagrams::{Diagram, Tree};
use ch03_connect_four::game::{Game, Player};
use ch03_connect_four::layout::{
    bit, BOARD, BOTTOM, HEIGHT, SENTINEL_ROW, STRIDE, WIDTH,
};
use ch03_connect_four::position::Position;
use ch03_connect_four::solver1_negamax::CELLS;
use ch03_connect_four::solver2_alpha_beta;
use ch03_connect_four::traced::Visit;

/// The board as drawn: 7 columns, 7 rows with the sentinel row on top;
/// drawn column c, drawn row r is bit 7·c + (6 − r). Columns and rows are
/// labelled as a player counts them, from 1 (the sentinel row `s`).
fn board(caption: &str) -> Diagram {
    Diagram::grid(caption, WIDTH as usize, STRIDE as usize, |c, r| {
        Some(bit(c, HEIGHT - r))
    })
    .labels(
        &["1", "2", "3", "4", "5", "6", "7"],
        &["s", "6", "5", "4", "3", "2", "1"],
    )
}

#[test]
fn the_bit_numbers() {
    let d = board(
        "Bit 7c + r of every cell, for the code's column c and row r, both \
         from 0: column 1 is c = 0 and row 1 is r = 0. # marks the sentinel \
         row s, always empty",
    )
    .layer("# sentinel row", u128::from(SENTINEL_ROW));
    insta::assert_snapshot!("bit_numbers", d.to_toml());
}

#[test]
fn the_explorer() {
    let empty = Game::new();
    let d = board(
        "The board of Connect Four, sentinel row on top. Try it: click a \
         column to drop a disc",
    )
    .layer("R Red", u128::from(empty.board(Player::Red)))
    .layer("Y Yellow", u128::from(empty.board(Player::Yellow)))
    .layer("# sentinel row", u128::from(SENTINEL_ROW))
    .explorer("connect-four");
    assert_eq!((d.columns, d.rows), (7, 7));
    assert_eq!(d.bits[0], Some(6)); // drawn top left: the sentinel of column 0
    assert_eq!(d.bits[7 * 7 - 1], Some(42)); // bottom right: column 6, row 0
    assert!(d.caption.ends_with("Try it: click a column to drop a disc"));
    insta::assert_snapshot!("explorer", d.to_toml());
}

#[test]
fn a_row_of_four_by_shifts() {
    // Red's discs after 1 1 2 2 3 3 4: columns 1 to 4 of row 0 (a win).
    let p = Position::from_moves("1122334").unwrap();
    let red = p.current() ^ p.mask();
    let pairs = red & (red >> 7);
    let fours = pairs & (pairs >> 14);
    assert_eq!(fours, ch03_connect_four::four::fours(red, 7));
    assert_eq!(fours, 1);
    let steps = [
        board("b: Red's discs").layer("R Red", u128::from(red)),
        board("m = b & (b ≫ 7): a disc with one to its right")
            .layer("m pairs", u128::from(pairs)),
        board("m & (m ≫ 14): a pair with a pair two to its right")
            .layer("4 fours", u128::from(fours)),
    ];
    insta::assert_snapshot!("row_of_four", Diagram::many_to_toml(&steps));
}

#[test]
fn a_diagonal_and_the_sentinel_row() {
    use ch03_connect_four::four::{fours, DIRECTIONS};
    // Up and to the right: one column over (7) and one row up (1).
    let up_right = DIRECTIONS[3];
    assert_eq!(up_right, STRIDE + 1);
    // A four from column 0, row 2 (both from 0) to column 3, row 5, the top.
    let four: Vec<u32> = (0..4).map(|i| bit(i, 2 + i)).collect();
    assert!(four.windows(2).all(|w| w[1] - w[0] == up_right));
    let discs = four.iter().fold(0u64, |b, &i| b | 1 << i);
    assert_eq!(discs & BOARD, discs);
    assert_eq!(fours(discs, up_right), 1 << four[0]);
    let steps = |d: Diagram, bits: &[u32]| {
        bits.iter()
            .fold(d, |d, &i| d.cell_text(i, &format!("+{up_right}")))
    };
    let first = steps(
        board(&format!(
            "A diagonal four: each disc {up_right} bits above the last"
        ))
        .layer("R Red", u128::from(discs))
        .layer("# sentinel row", u128::from(SENTINEL_ROW)),
        &four[1..],
    );
    // One more step from the top disc lands in the sentinel row; one more
    // after it is the bottom of the column after next, a real cell.
    let top = four[3];
    let (sentinel, beyond) = (top + up_right, top + 2 * up_right);
    assert_eq!(1 << sentinel & SENTINEL_ROW, 1 << sentinel);
    assert_eq!(1 << beyond & BOTTOM, 1 << beyond);
    assert_eq!((sentinel / STRIDE, beyond / STRIDE), (4, 6)); // 5 and 7, as labelled
                                                              // Three discs 8 apart around the sentinel bit are no four: that bit is
                                                              // never a disc. With it set, they would be.
    let wrapped = 1 << four[2] | 1 << top | 1 << beyond;
    assert_eq!(fours(wrapped, up_right), 0);
    assert_eq!(fours(wrapped | 1 << sentinel, up_right), 1 << four[2]);
    let second = steps(
        board(&format!(
            "{top} + {up_right} = {sentinel}, in the sentinel row: \
             the run to bit {beyond} is broken"
        ))
        .layer("R Red", u128::from(wrapped))
        .layer("# sentinel row", u128::from(SENTINEL_ROW))
        .highlight(1 << sentinel),
        &[top, sentinel, beyond],
    );
    insta::assert_snapshot!(
        "diagonal_sentinel",
        Diagram::many_to_toml(&[first, second])
    );
}

#[test]
fn possible_moves() {
    let p = Position::from_moves("4453").unwrap();
    let d = board("(mask + BOTTOM) & BOARD after 4453: one cell a column")
        .layer("m mask", u128::from(p.mask()))
        .layer("+ possible", u128::from(p.possible()));
    assert_eq!(p.possible(), (p.mask() + BOTTOM) & BOARD);
    insta::assert_snapshot!("possible_moves", d.to_toml());
}

#[test]
fn winning_cells() {
    let p = Position::from_moves("445566").unwrap();
    let red = p.current(); // red is to move
    let yellow = red ^ p.mask();
    let d =
        board("winning_cells after 445566: Red's W cells are both playable")
            .layer("R Red", u128::from(red))
            .layer("Y Yellow", u128::from(yellow))
            .layer("W Red's winning cells", u128::from(p.winning_cells()))
            .layer(
                "V Yellow's winning cells",
                u128::from(p.opponent_winning_cells()),
            )
            .highlight(u128::from(p.possible()));
    assert_eq!(p.winning_cells(), 1 << bit(2, 0) | 1 << bit(6, 0));
    assert_eq!(p.opponent_winning_cells(), 1 << bit(2, 1) | 1 << bit(6, 1));
    insta::assert_snapshot!("winning_cells", d.to_toml());
}

/// The value of `column`'s seven bits in `board`.
fn column_bits(board: u64, column: u32) -> u64 {
    board >> (STRIDE * column) & ((1 << STRIDE) - 1)
}

#[test]
fn the_key_bit_by_bit() {
    // Column 4 full, columns 2, 3 and 5 partly filled, red to move.
    let p = Position::from_moves("4444443352").unwrap();
    let (current, mask) = (p.current(), p.mask());
    let sum = current + mask + BOTTOM;
    assert_eq!(sum, p.key() + BOTTOM);
    // mask + BOTTOM is one marker a column, just above its discs; the discs
    // of the player to move lie below it, so the sum carries nowhere.
    let markers = mask + BOTTOM;
    assert_eq!(markers.count_ones(), WIDTH);
    assert_eq!(sum, current | markers);
    // What the text reads off the columns (1-based, as labelled).
    let read: Vec<u64> = (0..WIDTH).map(|c| column_bits(sum, c)).collect();
    assert_eq!(read, [0b1, 0b10, 0b101, 0b1010101, 0b11, 0b1, 0b1]);
    // The key gives both bitboards back: in each column the highest bit set
    // is the marker, at the column's height.
    let mut found = 0;
    for c in 0..WIDTH {
        let top = 63 - column_bits(sum, c).leading_zeros();
        assert_eq!(top, (column_bits(mask, c) + 1).trailing_zeros());
        found |= 1 << bit(c, top);
    }
    assert_eq!(
        (found, found - BOTTOM, sum ^ found),
        (markers, mask, current)
    );
    let steps = [
        board("current: Red's discs, Red to move")
            .layer("R current", u128::from(current)),
        board("+ mask: every disc").layer("m mask", u128::from(mask)),
        board("+ BOTTOM: the bottom row").layer("b BOTTOM", u128::from(BOTTOM)),
        board("= current + mask + BOTTOM (outlined: the markers)")
            .layer("k current + mask + BOTTOM", u128::from(sum))
            .highlight(u128::from(markers)),
    ];
    insta::assert_snapshot!("key", Diagram::many_to_toml(&steps));
}

/// A column as the tree labels it, counted from 1.
fn column(c: u32) -> String {
    format!("column {}", c + 1)
}

/// The tree of a traced search of `root`: each visit drawn by `node` (given
/// the visit and its position) in the order entered, and after each node's
/// searched children, dashed, the moves its cut left unsearched.
fn tree_of_visits(
    mut tree: Tree,
    root: &Position,
    visits: &[Visit],
    node: impl Fn(Tree, &Visit, &Position) -> Tree,
) -> Tree {
    // Each node's cut moves go after its searched children.
    let mut open: Vec<(usize, Vec<u32>)> = Vec::new();
    let close =
        |tree: Tree, open: &mut Vec<(usize, Vec<u32>)>, depth: usize| {
            let mut tree = tree;
            while open.last().is_some_and(|(d, _)| *d >= depth) {
                let (d, cut) = open.pop().unwrap();
                for &c in &cut {
                    tree = tree.cut(d + 1, &column(c));
                }
            }
            tree
        };
    for visit in visits {
        let depth = visit.path.len();
        tree = close(tree, &mut open, depth);
        let position = visit.path.iter().fold(*root, |q, &c| q.play(c));
        tree = node(tree, visit, &position);
        open.push((depth, visit.cut.clone()));
    }
    close(tree, &mut open, 0)
}

/// The position the search tree is drawn for: red to move, 32 moves made.
const SEARCHED: &str = "62352773434722421463343125746116";

#[test]
fn a_search_traced() {
    // A prime number of entries, as in the program: with a power of two,
    // positions that differ only in the high columns share an entry.
    const TABLE: usize = 65_521;
    use ch03_connect_four::traced::TracedSolver;
    let p = Position::from_moves(SEARCHED).unwrap();
    let mut traced = TracedSolver::new(TABLE);
    let score = traced.solve(&p);
    let visits = traced.visits().to_vec();
    // The traced search is step 7's: as many nodes as without the trace.
    // Step 8 enters 3 fewer: in the second question, the positions after
    // red's moves are answered by the table.
    let mut step7 = ch03_connect_four::solver7_threats::Solver::new(TABLE);
    assert_eq!((step7.solve(&p), step7.nodes), (score, visits.len() as u64));
    let mut step8 = ch03_connect_four::solver8_both_bounds::Solver::new(TABLE);
    assert_eq!((step8.solve(&p), step8.nodes), (score, 12));
    assert_eq!(score, -4);
    let questions: Vec<(i32, i32)> = visits
        .iter()
        .filter(|v| v.path.is_empty())
        .map(|v| v.window)
        .collect();
    assert_eq!(questions, [(-2, -1), (-4, -3), (-5, -4)]);
    // What the text reads off the tree: 15 positions; the second question
    // enters the same positions, cutting the same moves, as the first; the
    // third is answered at once.
    assert_eq!(visits.len(), 15);
    let roots: Vec<usize> = (0..visits.len())
        .filter(|&i| visits[i].path.is_empty())
        .collect();
    let shape = |range: std::ops::Range<usize>| -> Vec<(Vec<u32>, Vec<u32>)> {
        visits[range]
            .iter()
            .map(|v| (v.path.clone(), v.cut.clone()))
            .collect()
    };
    assert_eq!(shape(roots[0]..roots[1]), shape(roots[1]..roots[2]));
    assert_eq!(roots[2], visits.len() - 1);
    // Four columns have room; column 5 would give yellow the cell above.
    let column_5 = ch03_connect_four::layout::column_mask(4);
    assert_eq!(p.possible().count_ones(), 4);
    assert_eq!(p.non_losing_moves(), p.possible() & !column_5);
    assert_ne!(
        p.opponent_winning_cells() & (p.possible() & column_5) << 1,
        0
    );
    // In the first question, each of red's moves scores 4 for yellow after
    // yellow's first reply, and yellow's three other replies are cut.
    let replies: Vec<(i32, usize)> = visits[roots[0]..roots[1]]
        .iter()
        .filter(|v| v.path.len() == 1)
        .map(|v| (v.score, v.cut.len()))
        .collect();
    assert_eq!(replies, [(4, 3); 3]);
    let first_replies: Vec<u32> = visits[roots[0]..roots[1]]
        .iter()
        .filter(|v| v.path.len() == 2)
        .map(|v| v.path[1])
        .collect();
    assert_eq!(first_replies, [4; 3]); // column 5, each time
    let red = p.current();
    let board_drawn = board(
        "The position after 62352773434722421463343125746116, Red to move; \
         outlined: the moves that do not lose at once",
    )
    .layer("R Red", u128::from(red))
    .layer("Y Yellow", u128::from(red ^ p.mask()))
    .highlight(u128::from(p.non_losing_moves()));
    insta::assert_snapshot!("searched_position", board_drawn.to_toml());

    let tree = Tree::new(
        "Step 7's search of the position after \
         62352773434722421463343125746116, Red to move: each question is one \
         search from the position, and each node shows the move that led to it, \
         its window on entry and the score it returned, for the player to move \
         there. Dashed: moves never searched, cut when an earlier move reached \
         beta.",
    );
    let tree = tree_of_visits(tree, &p, &visits, |tree, visit, node| {
        let (alpha, _) = visit.window;
        match visit.path.last() {
            None => {
                let answer = if visit.score > alpha { "yes" } else { "no" };
                let question = format!("above {alpha}?").replace('-', "−");
                tree.searched(0, &question, visit.window, visit.score)
                    .note(answer)
            }
            Some(&c) => {
                let t = tree.searched(
                    visit.path.len(),
                    &column(c),
                    visit.window,
                    visit.score,
                );
                if node.non_losing_moves() == 0 {
                    t.note("every move loses")
                } else {
                    t
                }
            }
        }
    });
    assert_eq!(tree.check(), Ok(()));
    assert_eq!(
        tree.nodes.iter().filter(|n| n.search.is_some()).count(),
        visits.len()
    );
    insta::assert_snapshot!("search_tree", tree.to_toml());
}

#[test]
fn what_an_entry_keeps() {
    use ch03_connect_four::compact_table::{ENTRIES, KEPT_BITS};
    // The position of the key's drawing in chapter 3.2.
    let p = Position::from_moves("4444443352").unwrap();
    let key = p.key();
    let kept = (1u64 << KEPT_BITS) - 1;
    // The lowest 25 bits: columns 1 to 3 and the bottom four cells of
    // column 4, as drawn.
    assert_eq!(kept, ((1 << 21) - 1) | (0b1111 << 21));
    let index = key % ENTRIES as u64;
    let entry = (key & kept) << 7;
    assert_eq!(
        (key, index, key & kept),
        (713_097_344, 8_452_466, 8_454_272)
    );
    let d = board(&format!(
        "The key of 4444443352, {key}: its index is key mod \
         16,777,259 = {index}, and its entry keeps the outlined bits, the \
         lowest 25, which read {}",
        key & kept
    ))
    .layer("k key", u128::from(key))
    .highlight(u128::from(kept));
    assert_eq!(entry >> 7, key & kept);
    insta::assert_snapshot!("entry_keeps", d.to_toml());
}

#[test]
fn a_position_and_its_mirror_image() {
    use ch03_connect_four::mirror::{canonical_key, mirror};
    let p = Position::from_moves("4453").unwrap();
    let image = Position::from_moves("4435").unwrap();
    assert_eq!(mirror(p.key()), image.key());
    assert_eq!(canonical_key(&p), canonical_key(&image));
    assert_eq!(canonical_key(&p), p.key().min(image.key()));
    // Red is to move after four moves: red's discs are `current`.
    let discs = |q: &Position, caption: String| {
        board(&caption)
            .layer("R Red", u128::from(q.current()))
            .layer("Y Yellow", u128::from(q.current() ^ q.mask()))
            .without_bits()
    };
    let (k, m) = (p.key(), image.key());
    assert!(m < k);
    let key_bits = |key: u64, caption: String| {
        board(&caption).layer("k key bits", u128::from(key))
    };
    let steps = [
        discs(&p, format!("After 4453: key {k}")),
        discs(
            &image,
            format!(
                "After 4435, its mirror image: key {m}, the canonical \
                 key of both"
            ),
        ),
        key_bits(k, "The key of 4453, bit by bit".to_string()),
        key_bits(
            m,
            "The key of 4435: the same columns in the opposite order"
                .to_string(),
        ),
    ];
    insta::assert_snapshot!("mirror_image", Diagram::many_to_toml(&steps));
}

/// Step 2's alpha-beta search ([`solver2_alpha_beta`]), step for step,
/// writing down every position it enters: the path to it, its window on
/// entry, the score it returned, and the moves a cut left unsearched.
#[derive(Default)]
struct AlphaBetaTrace {
    visits: Vec<Visit>,
}

impl AlphaBetaTrace {
    /// The exact score of `position`, as step 2's `solve` finds it.
    fn solve(&mut self, position: &Position) -> i32 {
        self.negamax(position, Vec::new(), -CELLS / 2, CELLS / 2)
    }

    /// Step 2's `negamax`, with its trace.
    fn negamax(
        &mut self,
        position: &Position,
        path: Vec<u32>,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let index = self.visits.len();
        self.visits.push(Visit {
            path: path.clone(),
            window: (alpha, beta),
            score: 0,
            cut: Vec::new(),
        });
        let score = 'search: {
            let moves = position.moves() as i32;
            if moves == CELLS {
                break 'search 0;
            }
            for column in 0..WIDTH {
                if position.can_play(column) && position.is_winning_move(column)
                {
                    break 'search (CELLS + 1 - moves) / 2;
                }
            }
            let best = (CELLS - 1 - moves) / 2;
            if beta > best {
                beta = best;
                if alpha >= beta {
                    break 'search beta;
                }
            }
            for column in 0..WIDTH {
                if position.can_play(column) {
                    let mut next = path.clone();
                    next.push(column);
                    let score = -self.negamax(
                        &position.play(column),
                        next,
                        -beta,
                        -alpha,
                    );
                    if score >= beta {
                        self.visits[index].cut = (column + 1..WIDTH)
                            .filter(|&c| position.can_play(c))
                            .collect();
                        break 'search score;
                    }
                    alpha = alpha.max(score);
                }
            }
            alpha
        };
        self.visits[index].score = score;
        score
    }
}

/// The position the alpha-beta figure is drawn for: a line of the test set
/// L3, Yellow to move, 37 moves made.
const FIRST_CUT: &str = "3517415417525135241443324316562662737";

#[test]
fn an_alpha_beta_cut() {
    let p = Position::from_moves(FIRST_CUT).unwrap();
    // A position of the test set, with its published score.
    let set = include_str!("data/Test_L3_R1");
    let published = set
        .lines()
        .find_map(|line| line.strip_prefix(FIRST_CUT)?.trim().parse().ok());
    let mut trace = AlphaBetaTrace::default();
    let score = trace.solve(&p);
    assert_eq!(Some(score), published);
    // The traced search is step 2's: the same score, the same nodes.
    let mut step2 = solver2_alpha_beta::Solver::default();
    assert_eq!(step2.solve(&p), score);
    assert_eq!(step2.nodes, trace.visits.len() as u64);
    let visits = trace.visits;
    assert_eq!(visits.len(), 12);
    assert_eq!(score, 1);
    assert_eq!(p.moves(), 37); // odd: Yellow to move
                               // What the text reads off the tree. The root's window is narrowed from
                               // above to a win with the disc after next, 2; its first move, column 2,
                               // scores exactly 1 (−1 for Red), which becomes alpha.
    let root_best = (CELLS - 1 - p.moves() as i32) / 2;
    assert_eq!(root_best, 2);
    let children: Vec<&Visit> =
        visits.iter().filter(|v| v.path.len() == 1).collect();
    let paths: Vec<u32> = children.iter().map(|v| v.path[0]).collect();
    assert_eq!(paths, [1, 5, 6]);
    assert_eq!(
        (children[0].window, children[0].score),
        ((-root_best, 21), -1)
    );
    // Columns 6 and 7 are each asked only whether they beat 1: the window
    // −2..−1 for Red, who moves there. One reply each shows they do not (it
    // reaches beta, −1 for Red), and Red's other replies are never searched.
    for child in &children[1..] {
        assert_eq!(child.window, (-root_best, -1));
        assert_eq!(child.score, -1);
        assert!(!child.cut.is_empty());
    }
    // The first cut of the search is at column 6, after Red's reply in
    // column 6: column 7 is never searched.
    let first_cut = visits.iter().position(|v| !v.cut.is_empty()).unwrap();
    assert_eq!(
        (&visits[first_cut].path, &visits[first_cut].cut),
        (&vec![5], &vec![6])
    );
    // The reply that proves it: the last one searched below each cut node,
    // whose score is at most its own alpha; negated, it reaches its parent's
    // beta.
    let proofs: Vec<usize> = (0..visits.len())
        .filter(|&j| !visits[j].cut.is_empty())
        .map(|j| {
            let depth = visits[j].path.len();
            (j + 1..visits.len())
                .take_while(|&k| visits[k].path.len() > depth)
                .filter(|&k| visits[k].path.len() == depth + 1)
                .last()
                .unwrap()
        })
        .collect();
    for &k in &proofs {
        assert!(visits[k].score <= visits[k].window.0);
    }
    let tree = Tree::new(&format!(
        "Step 2's alpha-beta search of {FIRST_CUT}, Yellow to move: each node \
         shows the move that led to it, its window on entry and the score it \
         returned, for the player to move there. Once column 2 has scored 1, \
         columns 6 and 7 need only show that they do no better: one reply each \
         reaches beta, and the replies after it, dashed, are never searched."
    ));
    let tree = tree_of_visits(tree, &p, &visits, |tree, visit, _| {
        let t = match visit.path.last() {
            None => {
                tree.searched(0, "Yellow to move", visit.window, visit.score)
            }
            Some(&c) => tree.searched(
                visit.path.len(),
                &column(c),
                visit.window,
                visit.score,
            ),
        };
        let index = visits.iter().position(|v| v == visit).unwrap();
        if proofs.contains(&index) {
            t.note("reaches beta")
        } else {
            t
        }
    });
    assert_eq!(tree.check(), Ok(()));
    assert_eq!(
        tree.nodes.iter().filter(|n| n.search.is_none()).count(),
        visits.iter().map(|v| v.cut.len()).sum::<usize>()
    );
    insta::assert_snapshot!("alpha_beta_cut", tree.to_toml());
}
