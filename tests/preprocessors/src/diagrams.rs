//! The `diagrams` preprocessor: every ```` ```bitboard ```` block of the book becomes
//! the HTML of its [`Diagram`], and every ```` ```searchtree ```` block the HTML of
//! its [`Tree`]. A block that does not parse stops the build with the chapter's name,
//! the block's line and the reason. It also folds the doc-test examples of displayed
//! functions behind the eye icon ([`fold_doc_examples`]), and then keeps the long runs
//! of hidden lines out of the blocks' markup ([`HiddenLines`]).

use crate::doc_examples::fold_doc_examples;
use crate::hidden_lines::HiddenLines;
use crate::map_chapters;
use book_diagrams::{Diagram, Layer, Tree, TreeNode};
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
}

/// The explorers `theme/explorers.js` knows. This is the one list of their names:
/// `tests/explorer_logic.rs` checks that `theme/explorers.js` registers exactly
/// these, and that each has cases from the listings (`tests/explorer_cases.rs`),
/// logic checks (`tests/browser/logic-checks.js`) and a click-through in
/// `tests/browser/browser.mjs`.
pub const EXPLORERS: [&str; 7] = [
    "cells",
    "shifts",
    "connect-four",
    "peg-solitaire",
    "isolation",
    "tak",
    "rays",
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
            (false, Some(&[alpha, beta]), Some(score)) => Some(((alpha, beta), score)),
            (true, None, None) => None,
            (true, _, _) => {
                return Err(format!(
                    "node {number} is cut, so it has no window or score"
                ))
            }
            (false, _, _) => {
                return Err(format!(
                    "node {number} needs a window and a score (or `cut = true`)"
                ))
            }
        };
        nodes.push(TreeNode {
            depth: node.depth,
            label: node.label,
            search,
            note: node.note,
        });
    }
    let tree = Tree {
        caption: spec.caption,
        nodes,
    };
    tree.check()?;
    Ok(tree)
}

/// Replaces every `bitboard` and `searchtree` block of a chapter's Markdown with
/// its HTML.
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
/// ```
pub fn render_diagrams(markdown: &str) -> std::result::Result<String, String> {
    let mut output = String::with_capacity(markdown.len());
    let mut copied = 0;
    let mut block: Option<(usize, bool, String)> = None;
    for (event, range) in Parser::new(markdown).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                match info.split_whitespace().next() {
                    Some("bitboard") => block = Some((range.start, false, String::new())),
                    Some("searchtree") => block = Some((range.start, true, String::new())),
                    _ => {}
                }
            }
            Event::Text(text) => {
                if let Some((_, _, body)) = block.as_mut() {
                    body.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((start, is_tree, body)) = block.take() {
                    let line = markdown[..start].matches('\n').count() + 1;
                    output.push_str(&markdown[copied..start]);
                    if is_tree {
                        let tree = tree_from_toml(&body)
                            .map_err(|e| format!("the searchtree block at line {line}: {e}"))?;
                        output.push_str(&tree.to_html());
                    } else {
                        output.push_str("<div class=\"bitboard-row\">\n");
                        for part in body.split("\n+++\n") {
                            let diagram = diagram_from_toml(part)
                                .map_err(|e| format!("the bitboard block at line {line}: {e}"))?;
                            output.push_str(&diagram.to_html());
                        }
                        output.push_str("</div>\n");
                    }
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
            (node(0, "score = 0"), "node 1 needs a window and a score"),
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
