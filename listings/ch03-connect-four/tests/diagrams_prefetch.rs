//! Step 11's prefetching as a time line: the first positions the program's
//! search enters, the look-ups and prefetches it makes, and a simple cost
//! model whose two numbers come from the chapter's measurements.

use book_diagrams::Timeline;
use ch03_connect_four::compact_table::{CompactTable, ENTRIES};
use ch03_connect_four::layout::{column_mask, WIDTH};
use ch03_connect_four::mirror::canonical_key;
use ch03_connect_four::position::Position;
use ch03_connect_four::solver::{Solver, MIRROR_BELOW};
use ch03_connect_four::solver1_negamax::CELLS;
use ch03_connect_four::solver4_table::MIN_SCORE;
use ch03_connect_four::solver5_null_window::null_windows;
use ch03_connect_four::solver7_threats::order;
use ch03_connect_four::solver8_both_bounds::{Bound, MAX_SCORE};
use std::collections::HashMap;

/// A position the search entered, and what it asked of the table.
#[derive(Clone, Debug, Default)]
struct Visit {
    /// The columns (from 0) played from the position solved to reach it.
    path: Vec<u32>,
    /// The entry it looked up, if it looked one up.
    probe: Option<usize>,
    /// The entries of its children it asked for before searching them.
    prefetched: Vec<usize>,
}

/// The program's search (`Solver::step(11)`, without its budget), writing
/// down each position it enters, in the order entered.
struct Traced {
    table: CompactTable,
    visits: Vec<Visit>,
}

impl Traced {
    /// The entry of `key` in the table: `key % ENTRIES`.
    fn entry(key: u64) -> usize {
        (key % ENTRIES as u64) as usize
    }

    /// `Solver::key`: the canonical key below `MIRROR_BELOW` discs.
    fn key(position: &Position) -> u64 {
        if position.moves() < MIRROR_BELOW {
            canonical_key(position)
        } else {
            position.key()
        }
    }

    /// `Solver::solve`.
    fn solve(position: &Position) -> (i32, Vec<Visit>) {
        let mut traced = Traced {
            table: CompactTable::new(),
            visits: Vec::new(),
        };
        let moves = position.moves() as i32;
        if moves == CELLS {
            return (0, traced.visits);
        }
        if (0..WIDTH)
            .any(|c| position.can_play(c) && position.is_winning_move(c))
        {
            return ((CELLS + 1 - moves) / 2, traced.visits);
        }
        let (min, max) = (-(CELLS - moves) / 2, (CELLS + 1 - moves) / 2);
        let score = null_windows(min, max, |alpha, beta| {
            traced.negamax(position, &[], alpha, beta)
        });
        (score, traced.visits)
    }

    /// `Solver::negamax`, line for line, writing down the visit.
    fn negamax(
        &mut self,
        position: &Position,
        path: &[u32],
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let visit = self.visits.len();
        self.visits.push(Visit {
            path: path.to_vec(),
            ..Visit::default()
        });
        let moves = position.moves() as i32;
        let next = position.non_losing_moves();
        if next == 0 {
            return -(CELLS - moves) / 2;
        }
        if moves >= CELLS - 2 {
            return 0;
        }
        let key = Traced::key(position);
        self.visits[visit].probe = Some(Traced::entry(key));
        let (mut low, mut high) =
            (-(CELLS - 2 - moves) / 2, (CELLS - 1 - moves) / 2);
        match self.table.get(key).map(Bound::from_value) {
            Some(Bound::AtMost(score)) => high = high.min(score),
            Some(Bound::AtLeast(score)) => low = low.max(score),
            None => {}
        }
        alpha = alpha.max(low);
        if alpha >= beta {
            return alpha;
        }
        beta = beta.min(high);
        if alpha >= beta {
            return beta;
        }
        self.visits[visit].prefetched = (0..WIDTH)
            .filter(|&column| next & column_mask(column) != 0)
            .map(|column| Traced::entry(Traced::key(&position.play(column))))
            .collect();
        let (columns, len) = order(position, next);
        for &column in &columns[..len] {
            let child = [path, &[column]].concat();
            let score =
                -self.negamax(&position.play(column), &child, -beta, -alpha);
            if score >= beta {
                let bound = Bound::AtLeast(score.min(MAX_SCORE));
                self.table.put(key, bound.to_value());
                return score;
            }
            alpha = alpha.max(score);
        }
        self.table
            .put(key, Bound::AtMost(alpha.max(MIN_SCORE)).to_value());
        alpha
    }
}

/// The first `n` positions of a test set.
fn test_set(text: &str, n: usize) -> Vec<Position> {
    text.lines()
        .take(n)
        .map(|line| {
            Position::from_moves(line.split(' ').next().unwrap()).unwrap()
        })
        .collect()
}

#[test]
fn the_traced_search_is_the_programs() {
    let sets = [
        test_set(include_str!("data/Test_L3_R1"), 20),
        test_set(include_str!("data/Test_L2_R1"), 20),
    ];
    for p in sets.iter().flatten() {
        let mut solver = Solver::step(11);
        let score = solver.solve(p);
        let (traced, visits) = Traced::solve(p);
        assert_eq!((traced, visits.len() as u64), (score, solver.nodes()));
        // Every child the search enters had its entry asked for.
        for (i, visit) in visits.iter().enumerate() {
            if let Some((_, parent)) = visit.path.split_last() {
                let up = visits[..i].iter().rev().find(|v| v.path == parent);
                let asked = &up.unwrap().prefetched;
                if let Some(entry) = visit.probe {
                    assert!(asked.contains(&entry), "{p:?} {visit:?}");
                }
            }
        }
    }
}

/// The mean nanoseconds a node of `step` took on the beginnings (`L1`), in
/// the chapter's table of step 11.
fn nanoseconds_a_node(step: u32) -> f64 {
    let table = include_str!("../measurements/faster-steps/step11.md");
    let row = table
        .lines()
        .find(|line| line.starts_with(&format!("| {step}. ")))
        .unwrap();
    let cell = row.split('|').nth(4).unwrap().trim();
    let (nodes, seconds) = cell.split_once(" nodes, ").unwrap();
    let nodes: f64 = nodes.replace(',', "").parse().unwrap();
    let seconds: f64 = seconds.strip_suffix(" s").unwrap().parse().unwrap();
    seconds * 1e9 / nodes
}

/// The position of the chapter's search tree (chapter 3.2), Red to move.
const SEARCHED: &str = "62352773434722421463343125746116";

/// A span of the time line: start, length, kind, label.
type Span = (u32, u32, &'static str, String);

/// What the search of `visits` does over time in the model: a node looks up
/// its entry, waiting `wait` if it is not in the cache yet, then works for
/// `work`; with `prefetch`, as its work starts it asks for its children's
/// entries, each in the cache `wait` later. An entry once loaded stays.
/// The spans of the core, then those of the memory.
fn model(
    visits: &[Visit],
    prefetch: bool,
    work: u32,
    wait: u32,
) -> (Vec<Span>, Vec<Span>) {
    let (mut core, mut memory) = (Vec::new(), Vec::new());
    let mut ready: HashMap<usize, u32> = HashMap::new();
    let mut now = 0;
    for (i, visit) in visits.iter().enumerate() {
        let number = (i + 1).to_string();
        if let Some(entry) = visit.probe {
            let arrives = *ready.entry(entry).or_insert_with(|| {
                memory.push((now, wait, LOADING, number.clone()));
                now + wait
            });
            if arrives > now {
                core.push((now, arrives - now, WAITING, number.clone()));
                now = arrives;
            }
        }
        let asked: Vec<usize> = visit
            .prefetched
            .iter()
            .copied()
            .filter(|entry| !ready.contains_key(entry))
            .collect();
        if prefetch && !asked.is_empty() {
            for &entry in &asked {
                ready.insert(entry, now + wait);
            }
            let label = format!("children of {number}");
            memory.push((now, wait, LOADING, label));
        }
        core.push((now, work, WORK, number));
        now += work;
    }
    (core, memory)
}

/// The indices of the children of `visits[parent]` in `visits`.
fn children(
    visits: &[Visit],
    parent: usize,
) -> impl Iterator<Item = usize> + '_ {
    let path = &visits[parent].path;
    (parent + 1..visits.len()).filter(move |&j| {
        visits[j].path.split_last().map(|(_, up)| up) == Some(path.as_slice())
    })
}

/// The kinds of span, as the legend names them.
const WORK: &str = "a node's work";
const WAITING: &str = "waiting for an entry";
const LOADING: &str = "entries loading";

/// The node numbers (from 1) of the spans of `kind`.
fn numbered(spans: &[Span], kind: &str) -> Vec<String> {
    spans
        .iter()
        .filter(|span| span.2 == kind)
        .map(|span| span.3.clone())
        .collect()
}

#[test]
fn prefetching_as_a_time_line() {
    // The model's two numbers: a node's own work is what a node of step 11
    // took on `L1`; a wait for an entry is what prefetching saved a node.
    let (before, after) = (nanoseconds_a_node(10), nanoseconds_a_node(11));
    let work = after.round() as u32;
    let wait = (before - after).round() as u32;
    // The text's "from about 135 to about 83 ns a node".
    assert_eq!((before.round() as u32, work, wait), (135, 83, 52));

    let p = Position::from_moves(SEARCHED).unwrap();
    let (score, visits) = Traced::solve(&p);
    let mut solver = Solver::step(11);
    assert_eq!(
        (solver.solve(&p), solver.nodes()),
        (score, visits.len() as u64)
    );
    // The first question: the root and what the search enters below it.
    let second = (1..visits.len()).find(|&i| visits[i].path.is_empty());
    let first = &visits[..second.unwrap()];
    assert_eq!(first.len(), 7);
    let at = |visit: &Visit| visit.path.iter().fold(p, |q, &c| q.play(c));
    // Nodes 3, 5 and 7 lose at once: every move loses, no look-up.
    let quiet: Vec<usize> = (0..first.len())
        .filter(|&i| first[i].probe.is_none())
        .collect();
    assert_eq!(quiet, [2, 4, 6]);
    assert!(quiet.iter().all(|&i| at(&first[i]).non_losing_moves() == 0));
    // The root's children are nodes 2, 4 and 6, and the root asked for
    // their entries, all different.
    let root_children: Vec<usize> = children(first, 0).collect();
    assert_eq!(root_children, [1, 3, 5]);
    for &child in &root_children {
        assert!(first[0].prefetched.contains(&first[child].probe.unwrap()));
    }
    let mut entries: Vec<usize> =
        first.iter().filter_map(|v| v.probe).collect();
    entries.sort_unstable();
    entries.dedup();
    assert_eq!(entries.len(), 4);

    let (without, _) = model(first, false, work, wait);
    let (with, memory) = model(first, true, work, wait);
    // Without prefetching each of the four look-ups waits; with it, only
    // the root's, and the root's children's entries load while it works.
    assert_eq!(numbered(&without, WAITING), ["1", "2", "4", "6"]);
    assert_eq!(numbered(&with, WAITING), ["1"]);
    let asked = (wait, wait, LOADING, "children of 1".to_string());
    assert_eq!(memory[1], asked);
    assert!(wait < work); // loaded before node 1's work ends
    let end = |spans: &[Span]| spans.last().map(|s| s.0 + s.1).unwrap();
    assert_eq!(end(&without), 7 * work + 4 * wait);
    assert_eq!(end(&with), 7 * work + wait);

    let mut timeline = Timeline::new(
        &format!(
            "The first seven nodes of step 11's search of the position of part \
             3.2's section Step 7 at work, numbered as entered, in a model: a \
             node works {work} ns, its time on the test set L1 with prefetching, \
             and a look-up of an entry not yet in the cache waits {wait} ns, \
             the time prefetching saved a node. Without prefetching, each of \
             the four look-ups waits; with it, only node 1's: the entries of \
             its children 2, 4 and 6 load while it works"
        ),
        "ns",
    );
    for (lane, spans) in [
        ("without: core", &without),
        ("with: core", &with),
        ("with: memory", &memory),
    ] {
        timeline = timeline.lane(lane);
        for (start, length, kind, label) in spans {
            timeline = timeline.span(*start, *length, kind, label);
        }
    }
    assert_eq!(timeline.check(), Ok(()));
    insta::assert_snapshot!("prefetch", timeline.to_toml());
}
