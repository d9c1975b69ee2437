//! The diagrams chapter 5 draws: the 115-bit board with its border bits, and
//! the knight's jumps as offsets.

use book_diagrams::Diagram;
use ch05_isolation::action::{knight_jumps, Action};
use ch05_isolation::board::{
    ind2xy, is_cell, shift, xy2ind, BLANK_BOARD, EAST, HEIGHT, NORTH, SIZE,
    SOUTH, STRIDE, WEST, WIDTH,
};

/// The board drawn with its two border columns on the left: drawn column c is
/// x = 12 − c, drawn row r is y = 8 − r; bits 115 and 116 do not exist.
fn map(caption: &str) -> Diagram {
    let columns = STRIDE as usize;
    Diagram::grid(caption, columns, HEIGHT as usize, |c, r| {
        let (x, y) = (STRIDE - 1 - c, HEIGHT - 1 - r);
        let bit = STRIDE * y + x;
        (bit < SIZE).then_some(bit)
    })
    .labels(
        &[
            "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0",
        ],
        &["8", "7", "6", "5", "4", "3", "2", "1", "0"],
    )
}

/// The border bits: inside the 115 bits, but not cells.
fn border() -> u128 {
    ((1 << SIZE) - 1) & !BLANK_BOARD
}

#[test]
fn the_index_map() {
    let caption =
        "Bit 13y + x of every cell (x from the right, y from the bottom); \
                   # marks the border bits. Try it: click cells to play";
    let d = map(caption)
        .layer("# border", border())
        .explorer("isolation");
    insta::assert_snapshot!("index_map", d.to_toml());
}

#[test]
fn jumps_from_a_corner() {
    let corner = 1;
    let jumps = knight_jumps(corner);
    let d = map("The jumps of a knight on cell 0: two cells, two border bits")
        .layer("K knight", corner)
        .layer("J on the board", jumps & BLANK_BOARD)
        .layer("B on a border bit", jumps & border())
        .layer("# other border bit", border() & !jumps);
    insta::assert_snapshot!("jumps_from_a_corner", d.to_toml());
}

/// The part of [`map`] from row `top` down to row `bottom`.
fn rows(caption: &str, top: u32, bottom: u32) -> Diagram {
    let full = map(caption);
    let columns = full.columns;
    let first = (HEIGHT - 1 - top) as usize * columns;
    let last = (HEIGHT - bottom) as usize * columns;
    let row_labels = full.row_labels[first / columns..last / columns].to_vec();
    Diagram {
        rows: (top - bottom + 1) as usize,
        bits: full.bits[first..last].to_vec(),
        row_labels,
        ..full
    }
}

/// An offset as the chapter writes it: `+25`, `−15`.
fn signed(offset: i32) -> String {
    let sign = if offset < 0 { '−' } else { '+' };
    format!("{sign}{}", offset.abs())
}

/// An action's (columns west, rows north): its offset is `13·dy + dx`
/// with `dx` between −2 and 2.
fn steps(action: Action) -> (i32, i32) {
    let offset = action.offset();
    let dy = (offset + 2).div_euclid(NORTH);
    (offset - NORTH * dy, dy)
}

/// The jumps of a knight on `cell` (x from the right, y from the bottom),
/// drawn on rows y − 2 to y + 2, each target showing `text` of its action.
fn knight_panel(
    caption: &str,
    (x, y): (u32, u32),
    targets: &[(&str, u128)],
    text: impl Fn(Action) -> String,
) -> Diagram {
    let from = xy2ind(x, y).expect("a cell");
    let mut d = rows(caption, y + 2, y - 2).layer("K knight", 1 << from);
    for (name, board) in targets {
        d = d.layer(name, *board);
    }
    for action in Action::ALL {
        let to = i64::from(from) + i64::from(action.offset());
        d = d.cell_text(to as u32, &text(action));
    }
    d
}

#[test]
fn the_knight_offsets() {
    let centre = xy2ind(5, 4).expect("a cell");
    let jumps = knight_jumps(1 << centre);
    // Every jump from the centre is a cell, at the knight's offset, and its
    // offset is its three compass steps.
    assert_eq!(jumps & BLANK_BOARD, jumps);
    assert_eq!(jumps.count_ones(), 8);
    for action in Action::ALL {
        let to = i64::from(centre) + i64::from(action.offset());
        assert!(is_cell(to), "{action}");
        assert_eq!(shift(1 << centre, action.offset()), 1 << to);
        let (dx, dy) = steps(action);
        assert!(matches!((dx.abs(), dy.abs()), (1, 2) | (2, 1)), "{action}");
        let compass: i32 = action
            .name()
            .chars()
            .map(|c| match c {
                'N' => NORTH,
                'S' => SOUTH,
                'E' => EAST,
                _ => WEST,
            })
            .sum();
        assert_eq!(compass, action.offset(), "{action}");
    }
    let targets = [("J jump target", jumps), ("# border bit", border())];
    let offsets = knight_panel(
        &format!(
            "The jumps of a knight on cell {centre}: each shows its offset"
        ),
        (5, 4),
        &targets,
        |a| signed(a.offset()),
    );
    let (nne, steps_of_nne) = (Action::NNE, "N + N + E");
    let names = knight_panel(
        &format!(
            "The same targets by name, a letter a step: N {}, S {}, E {}, W {}, \
             so {nne} = {steps_of_nne} = {}",
            signed(NORTH),
            signed(SOUTH),
            signed(EAST),
            signed(WEST),
            signed(nne.offset())
        ),
        (5, 4),
        &targets,
        |a| a.name().to_string(),
    );
    assert_eq!(nne.offset(), NORTH + NORTH + EAST);
    assert_eq!(format!("{nne}"), steps_of_nne.replace(" + ", ""));
    insta::assert_snapshot!(
        "knight_offsets",
        Diagram::many_to_toml(&[offsets, names])
    );
}

#[test]
fn jumps_from_the_west_edge() {
    let (x, y) = (WIDTH - 1, 4);
    let knight = xy2ind(x, y).expect("a cell");
    let jumps = knight_jumps(1 << knight);
    let on_border = jumps & border();
    // Each jump lands on the row it aims at, x + dx columns from the right:
    // nothing wraps into another row. Those past the west edge (x + dx of
    // 11 or 12) land on that row's two border bits.
    let mut west = Vec::new();
    for action in Action::ALL {
        let (dx, dy) = steps(action);
        let to = (i64::from(knight) + i64::from(action.offset())) as u32;
        let (tx, ty) = ind2xy(to);
        assert_eq!((tx as i32, ty as i32), (x as i32 + dx, y as i32 + dy));
        if tx >= WIDTH {
            assert_eq!(on_border >> to & 1, 1, "{action}");
            west.push(action.name());
        } else {
            assert!(is_cell(i64::from(to)), "{action}");
        }
    }
    assert_eq!(on_border.count_ones() as usize, west.len());
    assert_eq!(jumps & BLANK_BOARD | on_border, jumps);
    let caption = format!(
        "A knight on the west edge, bit {knight}: its {} jumps west ({}) land on \
         the border bits of the rows they aim at, never on a cell",
        west.len(),
        west.join(", ")
    );
    let d = knight_panel(
        &caption,
        (x, y),
        &[
            ("J on a cell", jumps & BLANK_BOARD),
            ("B on a border bit", on_border),
            ("# other border bit", border() & !on_border),
        ],
        |a| signed(a.offset()),
    );
    insta::assert_snapshot!("jumps_from_the_west_edge", d.to_toml());
}
