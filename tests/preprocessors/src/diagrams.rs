//! The `diagrams` preprocessor: every ```` ```bitboard ```` block of the book becomes
//! the HTML of its [`Diagram`]. A block that does not parse stops the build with the
//! chapter's name and the reason. It also folds the doc-test examples of displayed
//! functions behind the eye icon ([`fold_doc_examples`]).

use crate::doc_examples::fold_doc_examples;
use crate::map_chapters;
use book_diagrams::{Diagram, Layer};
use mdbook_preprocessor::book::Book;
use mdbook_preprocessor::errors::Result;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use serde::Deserialize;

/// The fields of a `bitboard` block, as written in TOML.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Spec {
    caption: String,
    columns: usize,
    rows: usize,
    bits: Vec<i64>,
    #[serde(default)]
    column_labels: Vec<String>,
    #[serde(default)]
    row_labels: Vec<String>,
    #[serde(default = "yes")]
    show_bits: bool,
    #[serde(default)]
    highlight: Option<String>,
    #[serde(default)]
    explorer: Option<String>,
    #[serde(default)]
    layers: Vec<LayerSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LayerSpec {
    name: String,
    board: String,
}

fn yes() -> bool {
    true
}

/// The explorers `theme/explorers.js` knows. This is the one list of their names:
/// `tests/explorer_logic.rs` checks that `theme/explorers.js` registers exactly
/// these, and that each has cases from the listings (`tests/explorer_cases.rs`),
/// logic checks (`tests/browser/logic-checks.js`) and a click-through in
/// `tests/browser/browser.mjs`.
pub const EXPLORERS: [&str; 5] = [
    "cells",
    "shifts",
    "connect-four",
    "peg-solitaire",
    "isolation",
];

/// Reads a diagram from the TOML of a `bitboard` block, checking that its
/// parts agree (one bit per drawn cell, one label per row and column).
///
/// ```
/// use book_diagrams::Diagram;
/// use book_preprocessors::diagrams::diagram_from_toml;
/// let d = Diagram::grid("x", 2, 1, |x, _| Some(x)).layer("X", 1);
/// assert_eq!(diagram_from_toml(&d.to_toml()), Ok(d));
/// assert!(diagram_from_toml("columns = 2").is_err());
/// ```
pub fn diagram_from_toml(text: &str) -> std::result::Result<Diagram, String> {
    let spec: Spec = toml::from_str(text).map_err(|e| e.to_string())?;
    if spec.bits.len() != spec.columns * spec.rows {
        return Err(format!(
            "{} bits for {} × {} cells",
            spec.bits.len(),
            spec.columns,
            spec.rows
        ));
    }
    let labels_fit = |labels: &[String], count| labels.is_empty() || labels.len() == count;
    if !labels_fit(&spec.column_labels, spec.columns) || !labels_fit(&spec.row_labels, spec.rows) {
        return Err("one label per column and per row, or none".to_string());
    }
    let bits = spec
        .bits
        .iter()
        .map(|&b| match b {
            -1 => Ok(None),
            0..=127 => Ok(Some(b as u32)),
            _ => Err(format!("bit {b} is not 0 to 127 (or -1 for no cell)")),
        })
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let board = |text: &str| {
        text.parse::<u128>()
            .map_err(|_| format!("`{text}` is not a board (a decimal integer)"))
    };
    if let Some(explorer) = &spec.explorer {
        if !EXPLORERS.contains(&explorer.as_str()) {
            return Err(format!("no explorer `{explorer}`; there are {EXPLORERS:?}"));
        }
    }
    Ok(Diagram {
        caption: spec.caption,
        columns: spec.columns,
        rows: spec.rows,
        bits,
        column_labels: spec.column_labels,
        row_labels: spec.row_labels,
        show_bits: spec.show_bits,
        highlight: spec
            .highlight
            .as_deref()
            .map(board)
            .transpose()?
            .unwrap_or(0),
        layers: spec
            .layers
            .iter()
            .map(|l| {
                Ok(Layer {
                    name: l.name.clone(),
                    board: board(&l.board)?,
                })
            })
            .collect::<std::result::Result<_, String>>()?,
        explorer: spec.explorer,
    })
}

/// Replaces every `bitboard` block of a chapter's Markdown with its HTML.
///
/// ```
/// use book_preprocessors::diagrams::render_diagrams;
/// let page = "Text\n\n```bitboard\ncaption = \"c\"\ncolumns = 1\nrows = 1\nbits = [0]\n```\n";
/// let html = render_diagrams(page).unwrap();
/// assert!(html.contains("<figure class=\"bitboard\""));
/// assert!(render_diagrams("```bitboard\nnonsense\n```\n").is_err());
/// ```
pub fn render_diagrams(markdown: &str) -> std::result::Result<String, String> {
    let mut output = String::with_capacity(markdown.len());
    let mut copied = 0;
    let mut block: Option<(usize, String)> = None;
    for (event, range) in Parser::new(markdown).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info.split_whitespace().next() == Some("bitboard") =>
            {
                block = Some((range.start, String::new()));
            }
            Event::Text(text) => {
                if let Some((_, body)) = block.as_mut() {
                    body.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((start, body)) = block.take() {
                    let line = markdown[..start].matches('\n').count() + 1;
                    output.push_str(&markdown[copied..start]);
                    output.push_str("<div class=\"bitboard-row\">\n");
                    for part in body.split("\n+++\n") {
                        let diagram = diagram_from_toml(part)
                            .map_err(|e| format!("the bitboard block at line {line}: {e}"))?;
                        output.push_str(&diagram.to_html());
                    }
                    output.push_str("</div>\n");
                    copied = range.end;
                }
            }
            _ => {}
        }
    }
    output.push_str(&markdown[copied..]);
    Ok(output)
}

/// The preprocessor, for mdBook (through `mdbook-diagrams`) and for the tests.
pub struct DiagramsPreprocessor;

impl Preprocessor for DiagramsPreprocessor {
    fn name(&self) -> &str {
        "diagrams"
    }

    fn run(&self, _ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        map_chapters(book, |text| {
            render_diagrams(text).map(|content| fold_doc_examples(&content))
        })
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}
