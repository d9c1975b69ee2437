//! Search trees: the data of a chapter's ```` ```searchtree ```` block, and its HTML.
//!
//! A listing's test traces its own search, builds a [`Tree`] from the trace and
//! snapshots its TOML ([`Tree::to_toml`]); the chapter includes the snapshot in a
//! `searchtree` block, which the book's preprocessor parses and draws
//! ([`Tree::to_html`]) as nested lists with connector lines.
//!
//! The format, in TOML: the nodes in the order the search entered them, each with
//! its depth (0 for a root; a node's children follow it, one deeper):
//!
//! ```toml
//! caption = "Is the score above 0?"
//! [[nodes]]
//! depth = 0
//! label = "the position"   # what the node is: a move, or the root
//! window = [0, 1]          # alpha..beta on entry
//! score = 2                # what the search returned
//! note = "yes"             # optional
//! [[nodes]]
//! depth = 1
//! label = "column 4"
//! window = [-1, 0]
//! score = -2
//! [[nodes]]
//! depth = 1
//! label = "column 3"
//! cut = true               # never searched: no window, score or children
//! ```

use crate::{escape, toml_string};
use std::fmt::Write as _;

/// One node of a search tree: a position searched, or a move the search cut.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// Its depth: 0 for a root, one more than its parent's.
    pub depth: usize,
    /// What the node is: the move that led to it, or the root's question.
    pub label: String,
    /// The window `alpha..beta` on entry (`None` for a search without one,
    /// such as plain negamax) and the score returned; `None` for a move the
    /// search cut (never searched).
    pub search: Option<(Option<(i32, i32)>, i32)>,
    /// A few words drawn after the score (may be empty).
    pub note: String,
    /// Whether this is the move its parent chose: drawn bold, and said in words.
    pub best: bool,
}

/// A search tree: its nodes in the order searched (each node's children right
/// after it, one level deeper), and a caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// A sentence under the tree.
    pub caption: String,
    /// The nodes, depth first, in the order the search entered them.
    pub nodes: Vec<TreeNode>,
}

impl Tree {
    /// An empty tree with its caption.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// assert!(Tree::new("A search").nodes.is_empty());
    /// ```
    pub fn new(caption: &str) -> Tree {
        Tree {
            caption: caption.to_string(),
            nodes: Vec::new(),
        }
    }

    /// Adds a position the search entered with `window` and left with `score`.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let t = Tree::new("").searched(0, "root", (0, 1), 1);
    /// assert_eq!(t.nodes[0].search, Some((Some((0, 1)), 1)));
    /// ```
    pub fn searched(mut self, depth: usize, label: &str, window: (i32, i32), score: i32) -> Tree {
        self.nodes.push(TreeNode {
            depth,
            label: label.to_string(),
            search: Some((Some(window), score)),
            note: String::new(),
            best: false,
        });
        self
    }

    /// Adds a position searched without a window, with the score it returned
    /// (a plain negamax).
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let t = Tree::new("").scored(0, "root", 1);
    /// assert_eq!(t.nodes[0].search, Some((None, 1)));
    /// ```
    pub fn scored(mut self, depth: usize, label: &str, score: i32) -> Tree {
        self.nodes.push(TreeNode {
            depth,
            label: label.to_string(),
            search: Some((None, score)),
            note: String::new(),
            best: false,
        });
        self
    }

    /// Marks the last node added as the move its parent chose.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let t = Tree::new("").scored(0, "root", 1).scored(1, "a", -1).best();
    /// assert!(t.nodes[1].best && !t.nodes[0].best);
    /// ```
    pub fn best(mut self) -> Tree {
        if let Some(node) = self.nodes.last_mut() {
            node.best = true;
        }
        self
    }

    /// Adds a move the search cut: never searched.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let t = Tree::new("").searched(0, "root", (0, 1), 1).cut(1, "column 3");
    /// assert_eq!(t.nodes[1].search, None);
    /// ```
    pub fn cut(mut self, depth: usize, label: &str) -> Tree {
        self.nodes.push(TreeNode {
            depth,
            label: label.to_string(),
            search: None,
            note: String::new(),
            best: false,
        });
        self
    }

    /// Sets the note of the last node added.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let t = Tree::new("").searched(0, "root", (0, 1), 1).note("yes");
    /// assert_eq!(t.nodes[0].note, "yes");
    /// ```
    pub fn note(mut self, note: &str) -> Tree {
        if let Some(node) = self.nodes.last_mut() {
            node.note = note.to_string();
        }
        self
    }

    /// Whether the nodes make a tree: the first at depth 0, each at most one
    /// deeper than the one before, and nothing below a cut move; or why not.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// assert!(Tree::new("").searched(0, "r", (0, 1), 1).cut(1, "c").check().is_ok());
    /// assert!(Tree::new("").cut(0, "c").cut(1, "d").check().is_err());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        if self.nodes.is_empty() {
            return Err("a search tree needs at least one node".to_string());
        }
        let mut previous: Option<&TreeNode> = None;
        for (index, node) in self.nodes.iter().enumerate() {
            let number = index + 1;
            let deepest = previous.map_or(0, |p| p.depth + 1);
            if node.depth > deepest {
                return Err(format!(
                    "node {number} is at depth {}, more than one below the node before it",
                    node.depth
                ));
            }
            if let Some(p) = previous.filter(|p| p.search.is_none() && node.depth > p.depth) {
                return Err(format!(
                    "node {number} is below node {index} (`{}`), a cut move, which has no children",
                    p.label
                ));
            }
            if node.best && node.search.is_none() {
                return Err(format!(
                    "node {number} is cut, so it cannot be the best move"
                ));
            }
            if let Some((Some((alpha, beta)), _)) = node.search {
                if alpha >= beta {
                    return Err(format!(
                        "node {number} has the window {alpha}..{beta}: alpha must be below beta"
                    ));
                }
            }
            previous = Some(node);
        }
        Ok(())
    }

    /// The tree as TOML, the format of a `searchtree` block.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let text = Tree::new("One").searched(0, "root", (0, 1), 1).cut(1, "4").to_toml();
    /// assert!(text.contains("window = [0, 1]"));
    /// assert!(text.contains("cut = true"));
    /// ```
    pub fn to_toml(&self) -> String {
        let mut text = format!("caption = {}\n", toml_string(&self.caption));
        for node in &self.nodes {
            let _ = write!(
                text,
                "\n[[nodes]]\ndepth = {}\nlabel = {}\n",
                node.depth,
                toml_string(&node.label)
            );
            match node.search {
                Some((Some((alpha, beta)), score)) => {
                    let _ = writeln!(text, "window = [{alpha}, {beta}]\nscore = {score}");
                }
                Some((None, score)) => {
                    let _ = writeln!(text, "score = {score}");
                }
                None => text.push_str("cut = true\n"),
            }
            if node.best {
                text.push_str("best = true\n");
            }
            if !node.note.is_empty() {
                let _ = writeln!(text, "note = {}", toml_string(&node.note));
            }
        }
        text
    }

    /// The tree as HTML: nested lists, each searched node with its window and
    /// what its score says (at most `alpha`, at least `beta`, or exact), each
    /// cut move marked "cut" in words as well as drawn dashed.
    ///
    /// ```
    /// use book_diagrams::Tree;
    /// let html = Tree::new("t").searched(0, "root", (0, 1), -2).cut(1, "4").to_html();
    /// assert!(html.contains("<figure class=\"searchtree\">"));
    /// assert!(html.contains("at most −2"));
    /// assert!(html.contains("<li class=\"st-cut\">"));
    /// ```
    pub fn to_html(&self) -> String {
        let mut html = String::from("<figure class=\"searchtree\">\n");
        let mut depth = 0;
        for (index, node) in self.nodes.iter().enumerate() {
            if index == 0 {
                html.push_str("<ul class=\"st-tree\">\n");
            } else if node.depth > depth {
                html.push_str("\n<ul>\n");
            } else {
                html.push_str("</li>\n");
                for _ in node.depth..depth {
                    html.push_str("</ul>\n</li>\n");
                }
            }
            depth = node.depth;
            html.push_str(&node_html(node));
        }
        if !self.nodes.is_empty() {
            html.push_str("</li>\n");
            for _ in 0..depth {
                html.push_str("</ul>\n</li>\n");
            }
            html.push_str("</ul>\n");
        }
        let _ = writeln!(
            html,
            "<figcaption>{}</figcaption>\n</figure>",
            escape(&self.caption)
        );
        html
    }
}

/// A node's `<li>` and its line, left open for its children.
fn node_html(node: &TreeNode) -> String {
    let label = format!("<span class=\"st-label\">{}</span>", escape(&node.label));
    let note = if node.note.is_empty() {
        String::new()
    } else {
        format!(" <span class=\"st-note\">{}</span>", escape(&node.note))
    };
    // The chosen move is bold and outlined, and says so in words.
    let (best_class, best) = if node.best {
        (" st-best", " <span class=\"st-best-mark\">best</span>")
    } else {
        ("", "")
    };
    match node.search {
        None => format!(
            "<li class=\"st-cut\"><span class=\"st-node\">{label} \
             <span class=\"st-cut-mark\">cut</span>{note}</span>"
        ),
        Some((None, score)) => format!(
            "<li class=\"st-searched{best_class}\"><span class=\"st-node\">{label} \
             <span class=\"st-score\">score {}</span>{best}{note}</span>",
            number(score)
        ),
        Some((Some((alpha, beta)), score)) => {
            let says = if score <= alpha {
                "at most"
            } else if score >= beta {
                "at least"
            } else {
                "exactly"
            };
            format!(
                "<li class=\"st-searched{best_class}\"><span class=\"st-node\">{label} \
                 <span class=\"st-window\">window {}..{}</span> \
                 <span class=\"st-score\">{says} {}</span>{best}{note}</span>",
                number(alpha),
                number(beta),
                number(score)
            )
        }
    }
}

/// A number as set in the book: a true minus sign.
fn number(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}
