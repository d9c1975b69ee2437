//! Part 8.4's picture: the instructions a node of each step and of
//! ellxor/perft, built for processors with PEXT, as bars, read from the
//! table of `measurements/perft-steps.md` that the chapter shows beside it.

use book_diagrams::Timeline;

/// The rows of the table under the anchor `pext`: a name and the two
/// counts (start position, Kiwipete).
fn pext_rows() -> Vec<(String, u32, u32)> {
    let table = include_str!("../measurements/perft-steps.md");
    let start = table
        .find(concat!("ANCHOR", ": pext"))
        .expect("the pext table");
    table[start..]
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| step"))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let number = |cell: &str| cell.replace(',', "").parse().unwrap();
            (cells[1].to_string(), number(cells[2]), number(cells[3]))
        })
        .collect()
}

#[test]
fn instructions_a_node_as_bars() {
    let rows = pext_rows();
    assert_eq!(rows.len(), 7, "steps 0 to 5 and ellxor/perft");
    let (ellxor, steps) = rows.split_last().unwrap();
    assert!(ellxor.0.starts_with("ellxor/perft"));
    // Each step takes instructions away on Kiwipete, and from step 3 on the
    // listing's count executes fewer than ellxor's, on both counts.
    assert!(steps.windows(2).all(|w| w[1].2 < w[0].2));
    for (name, start, kiwipete) in &steps[3..] {
        assert!(*start < ellxor.1 && *kiwipete < ellxor.2, "{name}");
    }
    assert!(
        steps[2].2 > ellxor.2,
        "step 2 is still above ellxor on Kiwipete"
    );

    let mut timeline = Timeline::new(
        "Instructions a node on Kiwipete to depth 5, built for processors with \
         PEXT: each step of this part, from part 8.3's perft with the side a \
         value (step 0), and ellxor/perft. From \
         step 3 on, the listing's count executes fewer than ellxor's",
        "instructions",
    );
    for (name, _, kiwipete) in &rows {
        let (lane, kind) = match name.split_once(": ") {
            Some((step, _)) => (format!("step {step}"), "the listing"),
            None => ("ellxor/perft".to_string(), "ellxor/perft"),
        };
        timeline = timeline.lane(&lane).span(
            0,
            *kiwipete,
            kind,
            &kiwipete.to_string(),
        );
    }
    assert_eq!(timeline.check(), Ok(()));
    insta::assert_snapshot!("instructions_a_node", timeline.to_toml());
}
