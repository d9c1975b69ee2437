//! Board diagrams: the data of a chapter's ```` ```bitboard ```` block, and the HTML
//! that the `mdbook-diagrams` preprocessor makes of it.
//!
//! A listing's test builds a [`Diagram`] from the listing's own numbers and writes it
//! as a snapshot ([`Diagram::to_toml`]); the chapter includes that snapshot inside a
//! `bitboard` block, and the book's preprocessor (`book-preprocessors`) parses it and draws
//! it ([`Diagram::to_html`]). So a diagram shows exactly what the code computed.
//!
//! The format, in TOML:
//!
//! ```toml
//! caption = "Board 27 on the 3 × 3 board"
//! columns = 3            # cells across, as drawn
//! rows = 3               # cells down, as drawn, top row first
//! bits = [0, 1, 2, 3, 4, 5, 6, 7, 8]   # each drawn cell's bit, -1 for none
//! column_labels = ["0", "1", "2"]      # optional
//! row_labels = ["0", "1", "2"]         # optional
//! show_bits = true       # write each cell's bit number in it
//! highlight = "16"       # optional: cells to outline, as a board
//! explorer = "cells"     # optional: the in-page explorer to attach
//! explorer_data = "…"    # optional: what that explorer reads beyond the layers
//! [[layers]]
//! name = "X"             # its mark in the cells and its name in the legend
//! board = "27"           # decimal, any width up to 128 bits
//! ```
//!
//! One block may hold several diagrams, drawn side by side, separated by lines
//! that say `+++` ([`Diagram::many_to_toml`]).
//!
//! A search tree, the positions a game's search entered with their windows and
//! scores and the moves it cut, is a [`Tree`], drawn from a ```` ```searchtree ````
//! block in the same way ([`tree`]). Rows of bits aligned by bit number (a sum
//! with its carries, a product, a mask and the bits it gathers) are [`Words`],
//! from a ```` ```bitrows ```` block ([`words`]); what a processor does over time,
//! lane by lane, is a [`Timeline`], from a ```` ```timeline ```` block ([`timeline`]).

use std::fmt::Write as _;

pub mod timeline;
pub mod tree;
pub mod words;
pub use timeline::{Lane, Span, Timeline};
pub use tree::{Tree, TreeNode};
pub use words::{Word, WordKind, Words};

/// One bitboard drawn on a diagram: its set cells carry its mark and colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layer {
    /// The layer's name, whose first character marks its cells.
    pub name: String,
    /// The bitboard.
    pub board: u128,
}

/// A board diagram: a grid of drawn cells, each the picture of one bit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// A sentence under the diagram.
    pub caption: String,
    /// Cells across.
    pub columns: usize,
    /// Cells down.
    pub rows: usize,
    /// The bit of each drawn cell, row by row from the top; `None` for a
    /// drawn square that is not a cell of the board.
    pub bits: Vec<Option<u32>>,
    /// Labels along the top, one per column (or none).
    pub column_labels: Vec<String>,
    /// Labels down the side, one per row (or none).
    pub row_labels: Vec<String>,
    /// Whether each cell shows its bit number.
    pub show_bits: bool,
    /// Cells outlined for attention.
    pub highlight: u128,
    /// The bitboards drawn, in order (a cell in several shows the first).
    pub layers: Vec<Layer>,
    /// The in-page explorer to attach, if any.
    pub explorer: Option<String>,
    /// What the explorer reads beyond the layers (its `data-explorer-data`
    /// attribute), written by the listing's test; empty for none.
    pub explorer_data: String,
    /// Text written in single cells instead of their layer's mark (a shift
    /// amount, an offset), as `(bit, text)`, in the order given.
    pub cell_text: Vec<(u32, String)>,
    /// The step that leads to this panel from the one before it in the same
    /// block (such as "≪ 7"), drawn as an arrow before the board; empty for none.
    pub arrow: String,
}

impl Diagram {
    /// A grid of `columns × rows` drawn cells; `bit_of(x, y)` (y from the
    /// top) gives each one's bit, or `None` where the board has no cell.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("3 × 3", 3, 3, |x, y| Some(y * 3 + x));
    /// assert_eq!(d.bits[4], Some(4));
    /// ```
    pub fn grid(
        caption: &str,
        columns: usize,
        rows: usize,
        bit_of: impl Fn(u32, u32) -> Option<u32>,
    ) -> Diagram {
        let bits = (0..rows)
            .flat_map(|y| (0..columns).map(move |x| (x as u32, y as u32)))
            .map(|(x, y)| bit_of(x, y))
            .collect();
        Diagram {
            caption: caption.to_string(),
            columns,
            rows,
            bits,
            column_labels: Vec::new(),
            row_labels: Vec::new(),
            show_bits: true,
            highlight: 0,
            layers: Vec::new(),
            explorer: None,
            explorer_data: String::new(),
            cell_text: Vec::new(),
            arrow: String::new(),
        }
    }

    /// Adds a layer: `board`'s set cells show `name`'s first character.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 3, 3, |x, y| Some(y * 3 + x)).layer("X", 27);
    /// assert_eq!(d.layers.len(), 1);
    /// ```
    pub fn layer(mut self, name: &str, board: u128) -> Diagram {
        self.layers.push(Layer {
            name: name.to_string(),
            board,
        });
        self
    }

    /// Sets the labels along the top and down the side.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 2, 1, |x, _| Some(x)).labels(&["a", "b"], &["1"]);
    /// assert_eq!(d.column_labels, ["a", "b"]);
    /// ```
    pub fn labels(mut self, columns: &[&str], rows: &[&str]) -> Diagram {
        self.column_labels = columns.iter().map(|s| s.to_string()).collect();
        self.row_labels = rows.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Labels the columns and rows with their numbers, from 0.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 2, 2, |x, y| Some(2 * y + x)).numbered();
    /// assert_eq!(d.row_labels, ["0", "1"]);
    /// ```
    pub fn numbered(mut self) -> Diagram {
        self.column_labels = (0..self.columns).map(|x| x.to_string()).collect();
        self.row_labels = (0..self.rows).map(|y| y.to_string()).collect();
        self
    }

    /// Outlines the cells of `board`.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// assert_eq!(Diagram::grid("", 1, 1, |_, _| Some(0)).highlight(1).highlight, 1);
    /// ```
    pub fn highlight(mut self, board: u128) -> Diagram {
        self.highlight = board;
        self
    }

    /// Hides the bit numbers (for diagrams about values only).
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// assert!(!Diagram::grid("", 1, 1, |_, _| Some(0)).without_bits().show_bits);
    /// ```
    pub fn without_bits(mut self) -> Diagram {
        self.show_bits = false;
        self
    }

    /// Attaches an in-page explorer (`cells`, `shifts`, …).
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 1, 1, |_, _| Some(0)).explorer("cells");
    /// assert_eq!(d.explorer.as_deref(), Some("cells"));
    /// ```
    pub fn explorer(mut self, name: &str) -> Diagram {
        self.explorer = Some(name.to_string());
        self
    }

    /// Gives the explorer data it reads beyond the layers (the chess tables of
    /// chapter 7's explorer), kept out of the caption the reader sees.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 1, 1, |_, _| Some(0)).explorer("cells").explorer_data("a=1");
    /// assert!(d.to_html().contains(" data-explorer-data=\"a=1\""));
    /// ```
    pub fn explorer_data(mut self, data: &str) -> Diagram {
        self.explorer_data = data.to_string();
        self
    }

    /// Writes `text` in the cell of `bit` instead of its layer's mark: a shift
    /// amount on a neighbour, a jump's offset on its target.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 2, 1, |x, _| Some(x)).layer("X", 3).cell_text(1, "+1");
    /// assert!(d.to_html().contains("<span class=\"bb-value bb-text\">+1</span>"));
    /// ```
    pub fn cell_text(mut self, bit: u32, text: &str) -> Diagram {
        self.cell_text.push((bit, text.to_string()));
        self
    }

    /// Draws an arrow before this panel, labelled with the step that leads to
    /// it from the panel before it in the same block (`"≪ 7"`, `"AND"`).
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let d = Diagram::grid("", 1, 1, |_, _| Some(0)).arrow("≪ 7");
    /// assert!(d.to_html().contains("<p class=\"bb-arrow\"><span class=\"bb-arrow-label\">≪ 7</span>"));
    /// ```
    pub fn arrow(mut self, step: &str) -> Diagram {
        self.arrow = step.to_string();
        self
    }

    /// The diagram as TOML, the format of a `bitboard` block.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let text = Diagram::grid("Two cells", 2, 1, |x, _| Some(x)).layer("X", 2).to_toml();
    /// assert!(text.contains("bits = [0, 1]"));
    /// assert!(text.contains("board = \"2\""));
    /// ```
    pub fn to_toml(&self) -> String {
        let quoted = |items: &[String]| {
            let items: Vec<String> = items.iter().map(|s| toml_string(s)).collect();
            format!("[{}]", items.join(", "))
        };
        let mut text = format!("caption = {}\n", toml_string(&self.caption));
        let _ = writeln!(text, "columns = {}", self.columns);
        let _ = writeln!(text, "rows = {}", self.rows);
        let bits: Vec<String> = self
            .bits
            .iter()
            .map(|b| b.map_or("-1".to_string(), |b| b.to_string()))
            .collect();
        if self.rows > 1 {
            // One drawn row a line, as the diagram shows them.
            let rows: Vec<String> = bits
                .chunks(self.columns.max(1))
                .map(|row| format!("  {},", row.join(", ")))
                .collect();
            let _ = writeln!(text, "bits = [\n{}\n]", rows.join("\n"));
        } else {
            let _ = writeln!(text, "bits = [{}]", bits.join(", "));
        }
        if !self.column_labels.is_empty() {
            let _ = writeln!(text, "column_labels = {}", quoted(&self.column_labels));
        }
        if !self.row_labels.is_empty() {
            let _ = writeln!(text, "row_labels = {}", quoted(&self.row_labels));
        }
        let _ = writeln!(text, "show_bits = {}", self.show_bits);
        if self.highlight != 0 {
            let _ = writeln!(text, "highlight = \"{}\"", self.highlight);
        }
        if let Some(explorer) = &self.explorer {
            let _ = writeln!(text, "explorer = {}", toml_string(explorer));
        }
        if !self.explorer_data.is_empty() {
            let _ = writeln!(text, "explorer_data = {}", toml_string(&self.explorer_data));
        }
        if !self.arrow.is_empty() {
            let _ = writeln!(text, "arrow = {}", toml_string(&self.arrow));
        }
        for layer in &self.layers {
            let _ = write!(
                text,
                "\n[[layers]]\nname = {}\nboard = \"{}\"\n",
                toml_string(&layer.name),
                layer.board
            );
        }
        for (bit, cell_text) in &self.cell_text {
            let _ = write!(
                text,
                "\n[[cell_text]]\nbit = {bit}\ntext = {}\n",
                toml_string(cell_text)
            );
        }
        text
    }

    /// Several diagrams for one block, separated by `+++` lines.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let one = Diagram::grid("one", 1, 1, |_, _| Some(0));
    /// let text = Diagram::many_to_toml(&[one.clone(), one]);
    /// assert_eq!(text.matches("\n+++\n").count(), 1);
    /// ```
    pub fn many_to_toml(diagrams: &[Diagram]) -> String {
        let parts: Vec<String> = diagrams.iter().map(Diagram::to_toml).collect();
        parts.join("\n+++\n")
    }

    /// The diagram as an accessible HTML table: a caption, labelled rows and
    /// columns, and in each cell its bit number and its value, with the
    /// layers told apart by mark as well as by colour. Only a figure with an
    /// explorer carries the data its script reads (the figure's grid and
    /// layers, each cell's `data-bit` and `.bb-value`), so that a static
    /// figure stays light.
    ///
    /// ```
    /// use book_diagrams::Diagram;
    /// let html = Diagram::grid("One", 1, 1, |_, _| Some(0)).layer("X", 1).to_html();
    /// assert!(html.contains("<figure class=\"bitboard\">"));
    /// // A static cell: its name, its index and its mark, nothing a script reads.
    /// let cell = "<td class=\"bb-cell bb-layer-0\" aria-label=\"bit 0: X\">\
    ///             <span class=\"bb-index\">0</span> X</td>";
    /// assert!(html.contains(cell));
    /// // An explorer's cell: its bit and its value in a span, which the script rewrites.
    /// let explored = Diagram::grid("One", 1, 1, |_, _| Some(0)).layer("X", 1).explorer("cells");
    /// let html = explored.to_html();
    /// assert!(html.contains(" data-bits=\"0\" data-layers=\"X=1\""));
    /// assert!(html.contains(" data-bit=\"0\" aria-label=\"bit 0: X\">\
    ///                        <span class=\"bb-index\">0</span> <span class=\"bb-value\">X</span>"));
    /// assert!(html.contains("style=\"--bb-columns: 1\""));
    /// let labelled = Diagram::grid("One", 1, 1, |_, _| Some(0)).numbered().to_html();
    /// assert!(labelled.contains("<thead><tr><td class=\"bb-corner\"></td><th scope=\"col\">0</th>"));
    /// assert!(!labelled.contains("<th></th>"));
    /// ```
    pub fn to_html(&self) -> String {
        let mut html = String::new();
        let _ = writeln!(
            html,
            "<figure class=\"bitboard\"{}>",
            self.explorer_attributes()
        );
        if !self.arrow.is_empty() {
            // The label is the step in words; the arrow head is only drawn.
            let _ = writeln!(
                html,
                "<p class=\"bb-arrow\"><span class=\"bb-arrow-label\">{}</span> \
                 <span class=\"bb-arrow-head\" aria-hidden=\"true\">→</span></p>",
                escape(&self.arrow)
            );
        }
        // The cells' size follows the column count (`--bb-columns`, read by
        // theme/diagrams.css), so that a wide board shrinks to fit a phone's
        // column; what still does not fit scrolls inside `bb-scroll`.
        let _ = writeln!(
            html,
            "<div class=\"bb-scroll\">\n<table class=\"bitboard-grid\" aria-label=\"{}\" \
             style=\"--bb-columns: {}\">",
            escape(&self.caption),
            self.columns
        );
        if !self.column_labels.is_empty() {
            html.push_str("<thead><tr>");
            if !self.row_labels.is_empty() {
                // The corner heads nothing: a plain cell, not an empty header.
                html.push_str("<td class=\"bb-corner\"></td>");
            }
            for label in &self.column_labels {
                let _ = write!(html, "<th scope=\"col\">{}</th>", escape(label));
            }
            html.push_str("</tr></thead>\n");
        }
        html.push_str("<tbody>\n");
        for y in 0..self.rows {
            html.push_str("<tr>");
            if let Some(label) = self.row_labels.get(y) {
                let _ = write!(html, "<th scope=\"row\">{}</th>", escape(label));
            }
            for x in 0..self.columns {
                html.push_str(&self.cell_html(x, y));
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody>\n</table>\n</div>\n");
        if !self.layers.is_empty() {
            html.push_str("<p class=\"bitboard-legend\">");
            for (index, layer) in self.layers.iter().enumerate() {
                // One entry a box, so that a phone wraps the legend between entries.
                let _ = write!(
                    html,
                    "<span class=\"bb-entry\"><span class=\"bb-key bb-layer-{}\">{}</span> {} = {}</span> ",
                    index % 4,
                    escape(&mark(&layer.name)),
                    escape(&layer.name),
                    layer.board
                );
            }
            html.push_str("</p>\n");
        }
        let _ = writeln!(
            html,
            "<figcaption>{}</figcaption>\n</figure>",
            escape(&self.caption)
        );
        html
    }

    /// The attributes an explorer reads from its figure (its name, its data,
    /// the grid, each drawn cell's bit, the layers), or none for a static figure,
    /// which no script reads.
    fn explorer_attributes(&self) -> String {
        let Some(name) = self.explorer.as_deref() else {
            return String::new();
        };
        let explorer_data = if self.explorer_data.is_empty() {
            String::new()
        } else {
            format!(" data-explorer-data=\"{}\"", escape(&self.explorer_data))
        };
        let bits: Vec<String> = self
            .bits
            .iter()
            .map(|b| b.map_or("-1".to_string(), |b| b.to_string()))
            .collect();
        let layers: Vec<String> = self
            .layers
            .iter()
            .map(|l| format!("{}={}", escape(&l.name), l.board))
            .collect();
        format!(
            " data-explorer=\"{}\"{explorer_data} data-columns=\"{}\" data-rows=\"{}\" \
             data-bits=\"{}\" data-layers=\"{}\"",
            escape(name),
            self.columns,
            self.rows,
            bits.join(","),
            layers.join(";"),
        )
    }

    /// One `<td>`: empty for a square that is not a cell.
    fn cell_html(&self, x: usize, y: usize) -> String {
        let Some(bit) = self.bits[y * self.columns + x] else {
            return "<td class=\"bb-none\" aria-hidden=\"true\"></td>".to_string();
        };
        let set = self
            .layers
            .iter()
            .enumerate()
            .find(|(_, layer)| layer.board >> bit & 1 == 1);
        let mut classes = vec!["bb-cell".to_string()];
        let text = self
            .cell_text
            .iter()
            .find(|(b, _)| *b == bit)
            .map(|(_, text)| text.clone());
        let value = match set {
            Some((index, layer)) => {
                classes.push(format!("bb-layer-{}", index % 4));
                mark(&layer.name)
            }
            None if self.layers.is_empty() => String::new(),
            None => "·".to_string(),
        };
        let (value, value_class) = match &text {
            Some(text) => (text.clone(), "bb-value bb-text"),
            None => (value, "bb-value"),
        };
        if self.highlight >> bit & 1 == 1 {
            classes.push("bb-highlight".to_string());
        }
        let mut label = format!("bit {bit}");
        if let Some((_, layer)) = set {
            let _ = write!(label, ": {}", layer.name);
        }
        if let Some(text) = &text {
            let _ = write!(label, ", {text}");
        }
        // An explorer's script finds a cell by its `data-bit` and rewrites its
        // `.bb-value`; a static figure needs neither, and its value is the cell's
        // own text (bold from the cell, theme/diagrams.css), in a span only when
        // it is a cell's text, which is drawn smaller.
        let driven = self.explorer.is_some();
        let value = if driven || text.is_some() {
            format!("<span class=\"{value_class}\">{}</span>", escape(&value))
        } else {
            escape(&value)
        };
        let index = if self.show_bits {
            // The space keeps the index and the value two words, as the cell's
            // accessible name reads them ("12, x, …"), not one number ("12x").
            let space = if value.is_empty() { "" } else { " " };
            format!("<span class=\"bb-index\">{bit}</span>{space}")
        } else {
            String::new()
        };
        let data_bit = if driven {
            format!(" data-bit=\"{bit}\"")
        } else {
            String::new()
        };
        format!(
            "<td class=\"{}\"{data_bit} aria-label=\"{}\">{index}{value}</td>",
            classes.join(" "),
            escape(&label),
        )
    }
}

/// A layer's mark: the first character of its name.
fn mark(name: &str) -> String {
    name.chars().next().map_or(String::new(), String::from)
}

/// A TOML basic string.
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
