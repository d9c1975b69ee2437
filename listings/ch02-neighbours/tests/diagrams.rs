//! The diagrams chapter 2 draws, from the listing's own numbers.

use book_diagrams::{Diagram, Tree};
use ch02_neighbours::cells::Grid;
use ch02_neighbours::lines::all_lines;
use ch02_neighbours::shifts::{
    not_first_column, not_last_column, shift_board, shift_wrapping, Direction,
};
use ch02_neighbours::solver::Solver;
use ch02_neighbours::tictactoe::{Player, State};

const GRID: Grid = Grid::TIC_TAC_TOE;

fn board(caption: &str, grid: Grid, board: u64) -> Diagram {
    let (width, height) = (grid.width() as usize, grid.height() as usize);
    Diagram::grid(caption, width, height, |x, y| grid.bit_position(x, y).ok())
        .numbered()
        .layer("1", board.into())
}

#[test]
fn every_piece_at_once() {
    let east = shift_board(27, GRID, Direction::East);
    let south_east = shift_board(27, GRID, Direction::SouthEast);
    let diagrams = [
        board("board 27", GRID, 27),
        board(&format!("east: 27 ≪ 1 = {east}"), GRID, east),
        board(
            &format!("south-east: 27 ≪ 4 = {south_east}"),
            GRID,
            south_east,
        ),
    ];
    insta::assert_snapshot!("shift_27", Diagram::many_to_toml(&diagrams));
}

#[test]
fn wrap_around_and_its_fix() {
    let column_2 = 0b100_100_100;
    let wrapped = shift_wrapping(column_2, GRID, Direction::East);
    let masked = shift_board(column_2, GRID, Direction::East);
    let diagrams = [
        board(&format!("the last column: {column_2}"), GRID, column_2),
        board(&format!("east, no mask: {wrapped}"), GRID, wrapped)
            .highlight(wrapped.into()),
        board(&format!("east, masked: {masked}"), GRID, masked),
    ];
    insta::assert_snapshot!("wrap_east", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_edge_masks() {
    let diagrams = [
        board(
            "not_last_column: may step east",
            GRID,
            not_last_column(GRID),
        ),
        board(
            "not_first_column: may step west",
            GRID,
            not_first_column(GRID),
        ),
    ];
    insta::assert_snapshot!("edge_masks", Diagram::many_to_toml(&diagrams));
}

#[test]
fn the_shift_explorer() {
    let grid = Grid::new(6, 5).unwrap();
    // An L near the east edge, so that shifting east shows the wrap at once.
    let cells = [(4, 1), (4, 2), (4, 3), (5, 3)];
    let bits = cells
        .iter()
        .fold(0, |b, &(x, y)| b | grid.cell(x, y).unwrap());
    let caption = "Try it: shift the board, with and without the edge masks";
    let d = board(caption, grid, bits).explorer("shifts");
    insta::assert_snapshot!("shift_explorer", d.to_toml());
}

#[test]
fn the_winning_lines() {
    let names = ["row 0", "row 1", "row 2", "column 0", "column 1"]
        .into_iter()
        .chain(["column 2", "diagonal", "anti-diagonal"]);
    let diagrams: Vec<Diagram> = names
        .zip(all_lines(GRID, 3))
        .map(|(name, line)| board(name, GRID, line).without_bits())
        .collect();
    insta::assert_snapshot!("winning_lines", Diagram::many_to_toml(&diagrams));
}

/// The position whose negamax tree the chapter draws: X to move, three cells
/// empty, after X (0, 0), O (1, 0), X (2, 0), O (0, 1), X (1, 2), O (2, 1).
fn fork_position() -> State {
    let moves = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 2), (2, 1)];
    moves.iter().fold(State::new(), |state, &(x, y)| {
        state.play_at(x, y).expect("a legal move")
    })
}

/// What a finished game's leaf says.
fn ending(state: &State) -> String {
    match state.winner() {
        Some(player) => format!("{player} has three in a row"),
        None => "full board: a draw".to_string(),
    }
}

/// Adds `state` (reached by `label`, `best` if its parent chose it) and,
/// depth first, every position below it, each scored by the listing's
/// negamax; checks the rule at every node on the way.
fn add_subtree(
    tree: Tree,
    solver: &mut Solver,
    state: &State,
    depth: usize,
    label: &str,
    best: bool,
) -> Tree {
    let score = solver.value(state);
    let mut tree = tree.scored(depth, label, score);
    if best {
        tree = tree.best();
    }
    if state.is_over() {
        return tree.note(&ending(state));
    }
    let children: Vec<(u32, State)> = state.children().collect();
    let child_scores: Vec<i32> =
        children.iter().map(|(_, c)| solver.value(c)).collect();
    // Negamax: the parent's score is the best of its children's, negated.
    assert_eq!(child_scores.iter().map(|s| -s).max(), Some(score));
    let chosen = solver.best_moves(state);
    for ((cell, child), child_score) in children.iter().zip(child_scores) {
        let (x, y) = GRID.coordinates(*cell).expect("a cell of the board");
        let move_label = format!("{} plays ({x}, {y})", state.player());
        // A best move: its score, negated, is its parent's.
        let is_best = -child_score == score;
        assert_eq!(is_best, chosen.contains(cell));
        tree =
            add_subtree(tree, solver, child, depth + 1, &move_label, is_best);
    }
    tree
}

#[test]
fn the_negamax_tree() {
    let start = fork_position();
    assert_eq!(start.player(), Player::X);
    assert_eq!(start.legal_moves(), 1 << 4 | 1 << 6 | 1 << 8);
    let empty: Vec<String> =
        start.children().map(|(cell, _)| cell.to_string()).collect();
    let position = board_xo(
        &format!(
            "X to move; cells {} and {} are empty",
            empty[..empty.len() - 1].join(", "),
            empty[empty.len() - 1]
        ),
        start.tiles(Player::X),
        start.tiles(Player::O),
    );
    insta::assert_snapshot!("negamax_position", position.to_toml());

    let mut solver = Solver::new();
    let tree = Tree::new(
        "Negamax on the position above, every move searched to the end of \
         the game. Each node's score is for the player to move there; a node \
         above the leaves takes the highest of its children's scores once each is \
         negated. Marked best: the moves whose score, negated, is their parent's.",
    );
    let tree = add_subtree(tree, &mut solver, &start, 0, "X to move", false);
    assert_eq!(tree.check(), Ok(()));
    // What the text reads off the tree: X wins with the last cell by taking
    // the centre, which threatens both diagonals; either corner instead
    // lets O complete the middle row with one cell left.
    assert_eq!(tree.nodes.len(), 14);
    assert_eq!(solver.value(&start), 1);
    assert_eq!(solver.best_moves(&start), [4]);
    let centre = start.play_at(1, 1).unwrap();
    assert!(centre.children().all(|(_, c)| c.children().all(|(_, end)| {
        end.winner() == Some(Player::X) && end.board().count_ones() == 9
    })));
    for corner in [(0, 2), (2, 2)] {
        let after = start.play_at(corner.0, corner.1).unwrap();
        let reply = after.play_at(1, 1).unwrap();
        assert_eq!(reply.winner(), Some(Player::O));
        assert_eq!(reply.legal_moves(), 0);
        assert_eq!(reply.board().count_ones(), 8); // one cell left
        assert_eq!(solver.value(&after), 2);
    }
    insta::assert_snapshot!("negamax_tree", tree.to_toml());
}

/// A tic-tac-toe position drawn with X's and O's tiles.
fn board_xo(caption: &str, x: u64, o: u64) -> Diagram {
    Diagram::grid(caption, 3, 3, |c, r| GRID.bit_position(c, r).ok())
        .numbered()
        .layer("X", x.into())
        .layer("O", o.into())
}
