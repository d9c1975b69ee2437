//! Step 7's search traced: the trace watches the search without changing
//! it, and what it writes down is a tree of the search.

use ch03_connect_four::position::Position;
use ch03_connect_four::solver7_threats::Solver;
use ch03_connect_four::traced::TracedSolver;

/// The first `n` positions of `Test_L3_R1`.
fn positions(n: usize) -> Vec<Position> {
    include_str!("data/Test_L3_R1")
        .lines()
        .take(n)
        .map(|line| {
            Position::from_moves(line.split(' ').next().unwrap()).unwrap()
        })
        .collect()
}

#[test]
fn a_traced_search_is_the_same_search() {
    for p in positions(300) {
        let mut plain = Solver::new(1 << 16);
        let score = plain.solve(&p);
        let mut traced = TracedSolver::new(1 << 16);
        assert_eq!(traced.solve(&p), score);
        assert_eq!(traced.visits().len() as u64, plain.nodes, "{p:?}");
    }
}

#[test]
fn a_trace_is_a_tree_of_null_window_searches() {
    for p in positions(300) {
        let mut traced = TracedSolver::new(1 << 16);
        traced.solve(&p);
        let visits = traced.visits();
        for (i, visit) in visits.iter().enumerate() {
            let (alpha, beta) = visit.window;
            assert_eq!(beta, alpha + 1, "every window is a null window");
            let Some((_, parent_path)) = visit.path.split_last() else {
                continue; // a root: one null-window search of `p`
            };
            // Its parent is the last node before it one level up, entered
            // with the window negated, and not cutting this move.
            let parent = visits[..i]
                .iter()
                .rev()
                .find(|v| v.path.len() < visit.path.len())
                .unwrap();
            assert_eq!(parent.path, parent_path);
            assert_eq!(parent.window, (-beta, -alpha));
            assert!(!parent.cut.contains(visit.path.last().unwrap()));
            // The move was legal where it was played.
            let before = parent.path.iter().fold(p, |q, &c| q.play(c));
            assert!(before.can_play(*visit.path.last().unwrap()));
        }
        // A node cut moves only when a move reached beta: it scored at least beta.
        for visit in visits.iter().filter(|v| !v.cut.is_empty()) {
            assert!(visit.score >= visit.window.1, "{visit:?}");
        }
    }
}
