//! The `diagrams` preprocessor: every ```` ```bitboard ```` block of the book becomes
//! the HTML of its [`Diagram`], and every ```` ```searchtree ```` block the HTML of
//! its [`Tree`]. A block that does not parse stops the build with the chapter's name,
//! the block's line and the reason. It also folds the doc-test examples of displayed
//! functions behind the eye icon ([`fold_doc_examples`]), and then keeps the long runs
//! of hidden lines out of the blocks' markup ([`HiddenLines`]).

use crate::doc_examples::fold_doc_examples;
use crate::hidden_lines::HiddenLines;
use crate::map_chapters;
use book_diagrams::{Diagram, Lane, Layer, Span, Timeline, Tree, TreeNode, Word, WordKind, Words};
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
    explorer_data: String,
    #[serde(default)]
    layers: Vec<LayerSpec>,
    #[serde(default)]
    arrow: String,
    #[serde(default)]
    cell_text: Vec<CellTextSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CellTextSpec {
    bit: u32,
    text: String,
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

/// The fields of a `searchtree` block, as written in TOML.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TreeSpec {
    caption: String,
    #[serde(default)]
    nodes: Vec<NodeSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NodeSpec {
    depth: usize,
    label: String,
    #[serde(default)]
    window: Option<Vec<i32>>,
    #[serde(default)]
    score: Option<i32>,
    #[serde(default)]
    cut: bool,
    #[serde(default)]
    note: String,
    #[serde(default)]
    best: bool,
}

/// The fields of a `bitrows` block, as written in TOML.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsSpec {
    caption: String,
    width: u32,
    #[serde(default)]
    group: u32,
    #[serde(default)]
    lowest_left: bool,
    #[serde(default = "yes")]
    show_bits: bool,
    #[serde(default)]
    bit_labels: Vec<String>,
    #[serde(default)]
    rows: Vec<WordSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WordSpec {
    label: String,
    value: String,
    #[serde(default = "plain")]
    kind: String,
    #[serde(default)]
    highlight: Option<String>,
    #[serde(default)]
    note: String,
}

fn plain() -> String {
    "plain".to_string()
}

/// The fields of a `timeline` block, as written in TOML.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TimelineSpec {
    caption: String,
    unit: String,
    #[serde(default)]
    lanes: Vec<LaneSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LaneSpec {
    label: String,
    #[serde(default)]
    spans: Vec<SpanSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpanSpec {
    start: u32,
    length: u32,
    kind: String,
    #[serde(default)]
    label: String,
}

/// The explorers of `theme/explorers/`, one file each (`<name>.js`). This is the one
/// list of their names: `tests/explorer_logic.rs` checks that those files register
/// exactly these, and that each has cases from the listings
/// (`tests/explorer_cases.rs`), logic checks (`tests/browser/logic-checks.js`) and a
/// click-through in `tests/browser/browser.mjs`.
pub const EXPLORERS: [&str; 9] = [
    "cells",
    "shifts",
    "connect-four",
    "peg-solitaire",
    "isolation",
    "tak",
    "rays",
    "chess",
    "chess-eval",
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
    if spec.explorer.is_none() && !spec.explorer_data.is_empty() {
        return Err("`explorer_data` is for an explorer: name it with `explorer`".to_string());
    }
    if let Some(t) = spec.cell_text.iter().find(|t| !bits.contains(&Some(t.bit))) {
        return Err(format!(
            "`cell_text` for bit {}, which is not a drawn cell",
            t.bit
        ));
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
        explorer_data: spec.explorer_data,
        cell_text: spec
            .cell_text
            .into_iter()
            .map(|t| (t.bit, t.text))
            .collect(),
        arrow: spec.arrow,
    })
}

/// Reads a search tree from the TOML of a `searchtree` block, checking that it
/// is a tree (each node at most one deeper than the one before, nothing below a
/// cut move) and that each node is either searched, with a window and a score,
/// or cut, with neither.
///
/// ```
/// use book_diagrams::Tree;
/// use book_preprocessors::diagrams::tree_from_toml;
/// let t = Tree::new("t").searched(0, "root", (0, 1), 1).cut(1, "column 4");
/// assert_eq!(tree_from_toml(&t.to_toml()), Ok(t));
/// assert!(tree_from_toml("caption = \"t\"\n[[nodes]]\ndepth = 0\nlabel = \"r\"\n").is_err());
/// ```
pub fn tree_from_toml(text: &str) -> std::result::Result<Tree, String> {
    let spec: TreeSpec = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut nodes = Vec::with_capacity(spec.nodes.len());
    for (index, node) in spec.nodes.into_iter().enumerate() {
        let number = index + 1;
        let search = match (node.cut, node.window.as_deref(), node.score) {
            (_, Some(window), _) if window.len() != 2 => {
                return Err(format!(
                    "node {number} has a window of {} numbers: write it `[alpha, beta]`",
                    window.len()
                ))
            }
            (false, Some(&[alpha, beta]), Some(score)) => Some((Some((alpha, beta)), score)),
            (false, None, Some(score)) => Some((None, score)),
            (true, None, None) => None,
            (true, _, _) => {
                return Err(format!(
                    "node {number} is cut, so it has no window or score"
                ))
            }
            (false, _, _) => {
                return Err(format!(
                    "node {number} needs a score, with or without a window (or `cut = true`)"
                ))
            }
        };
        nodes.push(TreeNode {
            depth: node.depth,
            label: node.label,
            search,
            note: node.note,
            best: node.best,
        });
    }
    let tree = Tree {
        caption: spec.caption,
        nodes,
    };
    tree.check()?;
    Ok(tree)
}

/// Reads rows of bits from the TOML of a `bitrows` block, checking that every
/// value fits the width and every kind is known.
///
/// ```
/// use book_diagrams::Words;
/// use book_preprocessors::diagrams::words_from_toml;
/// let w = Words::new("sum", 4).row("a", 3).carry("carries", 2).result("= b", 5);
/// assert_eq!(words_from_toml(&w.to_toml()), Ok(w));
/// assert!(words_from_toml("caption = \"c\"\nwidth = 2\n[[rows]]\nlabel = \"a\"\nvalue = \"4\"\n").is_err());
/// ```
pub fn words_from_toml(text: &str) -> std::result::Result<Words, String> {
    let spec: WordsSpec = toml::from_str(text).map_err(|e| e.to_string())?;
    let number = |text: &str| {
        text.parse::<u128>()
            .map_err(|_| format!("`{text}` is not a word (a decimal integer)"))
    };
    let rows = spec
        .rows
        .into_iter()
        .map(|row| {
            Ok(Word {
                kind: WordKind::from_name(&row.kind)
                    .ok_or_else(|| format!("no row kind `{}`: plain, carry or result", row.kind))?,
                value: number(&row.value)?,
                highlight: row
                    .highlight
                    .as_deref()
                    .map(number)
                    .transpose()?
                    .unwrap_or(0),
                label: row.label,
                note: row.note,
            })
        })
        .collect::<std::result::Result<_, String>>()?;
    let words = Words {
        caption: spec.caption,
        width: spec.width,
        group: spec.group,
        lowest_left: spec.lowest_left,
        show_bits: spec.show_bits,
        bit_labels: spec.bit_labels,
        rows,
    };
    words.check()?;
    Ok(words)
}

/// Reads a time line from the TOML of a `timeline` block, checking that its
/// spans are in order in each lane and never overlap.
///
/// ```
/// use book_diagrams::Timeline;
/// use book_preprocessors::diagrams::timeline_from_toml;
/// let t = Timeline::new("t", "ns").lane("core").span(0, 4, "work", "node 1");
/// assert_eq!(timeline_from_toml(&t.to_toml()), Ok(t));
/// assert!(timeline_from_toml("caption = \"t\"\nunit = \"ns\"\n").is_err());
/// ```
pub fn timeline_from_toml(text: &str) -> std::result::Result<Timeline, String> {
    let spec: TimelineSpec = toml::from_str(text).map_err(|e| e.to_string())?;
    let timeline = Timeline {
        caption: spec.caption,
        unit: spec.unit,
        lanes: spec
            .lanes
            .into_iter()
            .map(|lane| Lane {
                label: lane.label,
                spans: lane
                    .spans
                    .into_iter()
                    .map(|s| Span {
                        start: s.start,
                        length: s.length,
                        kind: s.kind,
                        label: s.label,
                    })
                    .collect(),
            })
            .collect(),
    };
    timeline.check()?;
    Ok(timeline)
}

/// The kinds of drawing block, by the word after the fence.
#[derive(Clone, Copy)]
enum Block {
    Boards,
    Tree,
    Words,
    Timeline,
}

/// A block's HTML, or why its TOML does not make a drawing.
fn block_html(kind: Block, body: &str) -> std::result::Result<String, String> {
    Ok(match kind {
        Block::Tree => tree_from_toml(body)?.to_html(),
        Block::Words => words_from_toml(body)?.to_html(),
        Block::Timeline => timeline_from_toml(body)?.to_html(),
        Block::Boards => {
            let mut html = String::from("<div class=\"bitboard-row\">\n");
            for part in body.split("\n+++\n") {
                html.push_str(&diagram_from_toml(part)?.to_html());
            }
            html.push_str("</div>\n");
            html
        }
    })
}

/// Replaces every `bitboard`, `searchtree`, `bitrows` and `timeline` block of a
/// chapter's Markdown with its HTML.
///
/// ```
/// use book_preprocessors::diagrams::render_diagrams;
/// let page = "Text\n\n```bitboard\ncaption = \"c\"\ncolumns = 1\nrows = 1\nbits = [0]\n```\n";
/// let html = render_diagrams(page).unwrap();
/// assert!(html.contains("<figure class=\"bitboard\""));
/// assert!(render_diagrams("```bitboard\nnonsense\n```\n").is_err());
/// let tree = "```searchtree\ncaption = \"c\"\n[[nodes]]\ndepth = 0\nlabel = \"r\"\n\
///             window = [0, 1]\nscore = 1\n```\n";
/// assert!(render_diagrams(tree).unwrap().contains("<figure class=\"searchtree\">"));
/// let rows = "```bitrows\ncaption = \"c\"\nwidth = 2\n[[rows]]\nlabel = \"a\"\nvalue = \"1\"\n```\n";
/// assert!(render_diagrams(rows).unwrap().contains("bitrows"));
/// let time = "```timeline\ncaption = \"c\"\nunit = \"ns\"\n[[lanes]]\nlabel = \"a\"\n\
///             [[lanes.spans]]\nstart = 0\nlength = 1\nkind = \"w\"\n```\n";
/// assert!(render_diagrams(time).unwrap().contains("timeline"));
/// ```
pub fn render_diagrams(markdown: &str) -> std::result::Result<String, String> {
    let mut output = String::with_capacity(markdown.len());
    let mut copied = 0;
    let mut block: Option<(usize, Block, String)> = None;
    for (event, range) in Parser::new(markdown).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let kind = match info.split_whitespace().next() {
                    Some("bitboard") => Some(Block::Boards),
                    Some("searchtree") => Some(Block::Tree),
                    Some("bitrows") => Some(Block::Words),
                    Some("timeline") => Some(Block::Timeline),
                    _ => None,
                };
                if let Some(kind) = kind {
                    block = Some((range.start, kind, String::new()));
                }
            }
            Event::Text(text) => {
                if let Some((_, _, body)) = block.as_mut() {
                    body.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((start, kind, body)) = block.take() {
                    let line = markdown[..start].matches('\n').count() + 1;
                    let name = match kind {
                        Block::Boards => "bitboard",
                        Block::Tree => "searchtree",
                        Block::Words => "bitrows",
                        Block::Timeline => "timeline",
                    };
                    output.push_str(&markdown[copied..start]);
                    let html = block_html(kind, &body)
                        .map_err(|e| format!("the {name} block at line {line}: {e}"))?;
                    output.push_str(&html);
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
        // One numbering of the hidden lines' chunks for the whole book.
        let mut hidden_lines = HiddenLines::new();
        map_chapters(book, |text| {
            let folded = fold_doc_examples(&render_diagrams(text)?);
            hidden_lines.lighten(&folded)
        })
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A node of a `searchtree` block, as a chapter's snapshot writes it.
    fn node(depth: usize, rest: &str) -> String {
        format!("\n[[nodes]]\ndepth = {depth}\nlabel = \"n\"\n{rest}\n")
    }

    const SEARCHED: &str = "window = [-1, 0]\nscore = -1";

    #[test]
    fn explorer_data_reads_back_and_needs_an_explorer() {
        let d = Diagram::grid("c", 2, 1, |x, _| Some(x))
            .explorer("rays")
            .explorer_data("rook=1:63 \"x\" & <y>");
        assert_eq!(diagram_from_toml(&d.to_toml()), Ok(d.clone()));
        let html = d.to_html();
        assert!(
            html.contains(" data-explorer-data=\"rook=1:63 &quot;x&quot; &amp; &lt;y&gt;\""),
            "{html}"
        );
        let without = "caption = \"c\"\ncolumns = 1\nrows = 1\nbits = [0]\nexplorer_data = \"x\"\n";
        let error = diagram_from_toml(without).unwrap_err();
        assert!(
            error.contains("`explorer_data` is for an explorer"),
            "{error}"
        );
        let plain = Diagram::grid("c", 1, 1, |_, _| Some(0));
        assert!(!plain.to_toml().contains("explorer_data"));
        assert!(!plain.to_html().contains("data-explorer-data"));
    }

    #[test]
    fn cell_text_and_arrows_read_back_and_name_their_cells() {
        let d = Diagram::grid("c", 3, 1, |x, _| (x > 0).then_some(x))
            .layer("X", 2)
            .cell_text(1, "+1")
            .cell_text(2, "−7 \"x\"")
            .arrow("≪ 7");
        assert_eq!(diagram_from_toml(&d.to_toml()), Ok(d.clone()));
        let html = d.to_html();
        assert!(html.contains("aria-label=\"bit 1: X, +1\""), "{html}");
        assert!(html.contains("<span class=\"bb-value bb-text\">−7 &quot;x&quot;</span>"));
        assert!(html.find("bb-arrow").unwrap() < html.find("<table").unwrap());
        let stray = d.clone().cell_text(0, "no cell");
        let error = diagram_from_toml(&stray.to_toml()).unwrap_err();
        assert!(
            error.contains("bit 0, which is not a drawn cell"),
            "{error}"
        );
    }

    #[test]
    fn bit_rows_read_back_and_say_what_is_wrong() {
        let words = Words::new("A \"key\"", 8)
            .grouped(4)
            .row("mask", 0b0000_0111)
            .highlight(4)
            .carry("carries", 0b0000_0110)
            .result("= key", 0b0000_1000)
            .note("marker");
        assert_eq!(words_from_toml(&words.to_toml()), Ok(words.clone()));
        let lowest = words.clone().lowest_left().without_bits();
        assert_eq!(words_from_toml(&lowest.to_toml()), Ok(lowest));
        let files = ["a", "b", "c", "d", "e", "f", "g", "h"];
        let named = words.clone().lowest_left().bit_labels(&files);
        assert_eq!(words_from_toml(&named.to_toml()), Ok(named));
        let short = words.clone().bit_labels(&files[..3]).to_toml();
        let error = words_from_toml(&short).unwrap_err();
        assert!(error.contains("3 bit labels for 8 bits"), "{error}");
        let head = "caption = \"c\"\nwidth = 4\n";
        let row = |rest: &str| format!("{head}[[rows]]\nlabel = \"a\"\n{rest}\n");
        let cases = [
            (head.to_string(), "at least one row"),
            (row("value = \"16\""), "row 1 (`a`) has bits above bit 3"),
            (row("value = \"1\"\nhighlight = \"32\""), "bits above bit 3"),
            (row("value = \"x\""), "`x` is not a word"),
            (row("value = \"1\"\nkind = \"sum\""), "no row kind `sum`"),
            (
                "caption = \"c\"\nwidth = 0\n".to_string(),
                "a width of 0 bits",
            ),
            (row("value = \"1\"\ncolour = 1"), "unknown field `colour`"),
        ];
        for (text, expected) in cases {
            let error = words_from_toml(&text).unwrap_err();
            assert!(error.contains(expected), "{expected:?} not in {error:?}");
        }
        let page = format!("x\n\n```bitrows\n{}```\n", row("value = \"99\""));
        let error = render_diagrams(&page).unwrap_err();
        assert!(
            error.starts_with("the bitrows block at line 3: row 1"),
            "{error}"
        );
    }

    #[test]
    fn bit_rows_draw_each_bit_under_its_number() {
        let html = Words::new("c", 8)
            .grouped(4)
            .row("a", 0b1000_0001)
            .carry("carries", 0b10)
            .note("two")
            .to_html();
        // Highest bit first, one header a bit, a thicker line between the nibbles.
        let head = html.find("<thead>").unwrap();
        assert!(html[head..]
            .starts_with("<thead><tr><td class=\"bb-corner\"></td><th scope=\"col\">7</th>"));
        assert_eq!(html.matches("<th scope=\"col\"").count(), 8);
        assert_eq!(
            html.matches("<th scope=\"col\" class=\"bb-group\">3</th>")
                .count(),
            1
        );
        // The word's ones are coloured and written; its zeros written; a carry row
        // writes only its carries.
        assert_eq!(html.matches("bb-layer-1\">1</td>").count(), 2);
        assert_eq!(html.matches("\">0</td>").count(), 6);
        assert_eq!(html.matches("bb-layer-3").count(), 1);
        assert!(html.contains("bb-layer-3\"><span class=\"bb-value\">1</span></td>"));
        assert!(html.contains("<td class=\"bb-note\">two</td>"));
        let lowest = Words::new("c", 8).lowest_left().row("a", 1).to_html();
        let head = lowest.find("<thead>").unwrap();
        assert!(lowest[head..]
            .starts_with("<thead><tr><td class=\"bb-corner\"></td><th scope=\"col\">0</th>"));
    }

    #[test]
    fn time_lines_read_back_and_refuse_overlaps() {
        let t = Timeline::new("T \"x\"", "ns")
            .lane("core")
            .span(0, 4, "work", "node 1")
            .span(10, 2, "wait", "")
            .lane("memory")
            .span(2, 8, "load", "entry 7");
        assert_eq!(timeline_from_toml(&t.to_toml()), Ok(t.clone()));
        let html = t.to_html();
        assert_eq!(html.matches("<li class=\"tl-span").count(), 3);
        assert!(
            html.contains("<span class=\"tl-when\">load, 2 to 10 ns</span>"),
            "{html}"
        );
        assert!(html.contains("left: 83.33%; width: 16.67%"), "{html}");
        assert_eq!(html.matches("class=\"bb-key tl-key").count(), 3);
        let head = "caption = \"t\"\nunit = \"ns\"\n[[lanes]]\nlabel = \"a\"\n";
        let span = |start: u32, length: u32, kind: &str| {
            format!("[[lanes.spans]]\nstart = {start}\nlength = {length}\nkind = \"{kind}\"\n")
        };
        let cases = [
            (head.to_string(), "at least one span"),
            (
                format!("{head}{}{}", span(0, 4, "w"), span(3, 1, "w")),
                "starts at 3, before",
            ),
            (
                format!("{head}{}", span(0, 0, "w")) + &span(1, 1, "w"),
                "lasts no time",
            ),
            (
                format!(
                    "{head}{}{}{}{}{}",
                    span(0, 1, "a"),
                    span(1, 1, "b"),
                    span(2, 1, "c"),
                    span(3, 1, "d"),
                    span(4, 1, "e")
                ),
                "5 kinds of span",
            ),
        ];
        for (text, expected) in cases {
            let error = timeline_from_toml(&text).unwrap_err();
            assert!(error.contains(expected), "{expected:?} not in {error:?}");
        }
    }

    #[test]
    fn a_negamax_tree_reads_back_with_its_best_moves() {
        let tree = Tree::new("negamax")
            .scored(0, "X to move", 1)
            .scored(1, "a1", -1)
            .best()
            .scored(1, "b2", 0);
        assert_eq!(tree_from_toml(&tree.to_toml()), Ok(tree.clone()));
        let html = tree.to_html();
        assert!(
            html.contains("<li class=\"st-searched st-best\">"),
            "{html}"
        );
        assert!(html.contains(
            "<span class=\"st-score\">score −1</span> <span class=\"st-best-mark\">best</span>"
        ));
        assert!(!html.contains("window"));
        assert_eq!(html.matches("st-best-mark").count(), 1);
    }

    #[test]
    fn a_search_tree_reads_back_what_it_wrote() {
        let tree = Tree::new("A \"search\"")
            .searched(0, "is it above −1?", (-1, 0), 0)
            .note("yes")
            .searched(1, "column 4", (0, 1), 0)
            .searched(2, "column 3", (-1, 0), 0)
            .cut(1, "column 5")
            .searched(0, "is it above 0?", (0, 1), 0);
        assert_eq!(tree_from_toml(&tree.to_toml()), Ok(tree));
    }

    #[test]
    fn bad_search_trees_say_what_is_wrong() {
        let caption = "caption = \"t\"\n";
        let cases = [
            (String::new(), "at least one node"),
            (node(1, SEARCHED), "node 1 is at depth 1"),
            (
                node(0, SEARCHED) + &node(2, SEARCHED),
                "node 2 is at depth 2",
            ),
            (node(0, "cut = true") + &node(1, SEARCHED), "a cut move"),
            (
                node(0, "window = [0, 0]\nscore = 0"),
                "alpha must be below beta",
            ),
            (node(0, "label2 = 0"), "unknown field `label2`"),
            (node(0, "note = \"x\""), "node 1 needs a score"),
            (
                node(0, "cut = true\nbest = true"),
                "cannot be the best move",
            ),
            (node(0, "cut = true\nscore = 0"), "node 1 is cut"),
            (
                node(0, "window = [0, 1, 2]\nscore = 0"),
                "a window of 3 numbers",
            ),
            (node(0, "colour = \"red\""), "unknown field `colour`"),
        ];
        for (nodes, expected) in cases {
            let error = tree_from_toml(&format!("{caption}{nodes}")).unwrap_err();
            assert!(error.contains(expected), "{expected:?} not in {error:?}");
        }
        let page = format!("Text\n\n```searchtree\n{caption}{}```\n", node(1, SEARCHED));
        let error = render_diagrams(&page).unwrap_err();
        assert!(
            error.starts_with("the searchtree block at line 3: node 1"),
            "{error}"
        );
    }

    #[test]
    fn a_search_tree_is_nested_lists_with_cuts_in_words() {
        let tree = Tree::new("t")
            .searched(0, "root", (-1, 0), -1)
            .searched(1, "column 4", (0, 1), 3)
            .searched(2, "column 2", (-1, 0), -3)
            .cut(2, "column 5")
            .searched(1, "column 3", (0, 1), 2)
            .searched(0, "again", (-2, -1), -1);
        let html = tree.to_html();
        assert_eq!(html.matches("<ul").count(), html.matches("</ul>").count());
        assert_eq!(html.matches("<li").count(), html.matches("</li>").count());
        assert_eq!(html.matches("<li").count(), 6);
        // Two roots in one list; the first has two children, the first of them two.
        assert_eq!(html.matches("<ul").count(), 3);
        assert!(html.contains(
            "column 4</span> <span class=\"st-window\">window 0..1</span> \
                               <span class=\"st-score\">at least 3</span>"
        ));
        assert!(html.contains("<span class=\"st-score\">at most −1</span>"));
        assert!(html.contains("column 5</span> <span class=\"st-cut-mark\">cut</span>"));
        // The second root closes the first's lists before it opens.
        let second = html.find("again").unwrap();
        assert_eq!(html[..second].matches("</ul>").count(), 2);
    }
}
