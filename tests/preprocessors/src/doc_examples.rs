// Shared by the `diagrams` preprocessor (which renders the book) and by `build.rs`
// (which `include!`s this file to prepare the snippet tests), so that the code a reader
// sees and the code skeptic compiles come from one expansion.
//
// std only: `build.rs` compiles it without the crate's dependencies.

/// Folds the doc-test examples of every displayed function behind mdBook's eye icon,
/// and drops the comments of the hidden lines.
///
/// In each ```` ```rust ```` block of a chapter (after `{{#include}}` has been
/// expanded), a visible doc comment's example (the lines from an opening
/// `/// ```` fence to its closing fence, with an `# Examples` heading and the blank
/// doc lines just before it) becomes hidden lines: `# ` is put in front of each, as
/// `{{#rustdoc_include}}` does for the lines it hides. The reader sees the one-line
/// summary and the code; the eye icon, the Run button and the snippet tests still
/// see the whole program. Examples in `text` fences (pictures) stay visible.
///
/// The lines `{{#rustdoc_include}}` hid (the rest of a module, around what a block
/// shows) lose their comments (`//`, `///` and `//!` lines): the program compiles and
/// runs the same without them, and the page, the Playground's program and the
/// search index are spared a second copy of every module's documentation. (The
/// listings write no string literal across lines, so no such line is inside one.)
///
/// ```
/// use book_preprocessors::doc_examples::fold_doc_examples;
/// let page = "```rust\n/// Adds.\n///\n/// ```\n/// assert_eq!(add(1, 1), 2);\n/// ```\nfn add() {}\n```\n";
/// let folded = fold_doc_examples(page);
/// assert_eq!(
///     folded,
///     "```rust\n/// Adds.\n# ///\n# /// ```\n# /// assert_eq!(add(1, 1), 2);\n# /// ```\nfn add() {}\n```\n"
/// );
/// let hidden = "```rust\n# mod m {\n# //! A module.\n#     /// Two.\n#     // Plainly.\n#     pub fn two() {}\n# }\n```\n";
/// assert_eq!(
///     fold_doc_examples(hidden),
///     "```rust\n# mod m {\n#     pub fn two() {}\n# }\n```\n"
/// );
/// ```
pub fn fold_doc_examples(chapter: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut in_rust_block = false;
    let mut in_example = false;
    for line in chapter.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        if let Some(info) = body.strip_prefix("```") {
            if !in_rust_block && info.split([',', ' ']).next() == Some("rust") {
                in_rust_block = true;
                in_example = false;
            } else if in_rust_block && info.trim().is_empty() {
                in_rust_block = false;
            }
            out.push(line.to_string());
            continue;
        }
        if in_rust_block && is_hidden(body) && is_comment(&body.trim_start()[1..]) {
            // A comment of a hidden module: the program needs none of it.
            continue;
        }
        if !in_rust_block || is_hidden(body) {
            out.push(line.to_string());
            continue;
        }
        match doc_text(body) {
            Some(text) if in_example => {
                if text.trim_start().starts_with("```") {
                    in_example = false;
                }
                out.push(hide(line));
            }
            Some(text) if opens_doc_test(text) => {
                in_example = true;
                // The blank doc lines and the `# Examples` heading just above go too.
                let mut i = out.len();
                while i > 0 {
                    let previous = out[i - 1].trim_end_matches(['\n', '\r']);
                    match doc_text(previous) {
                        Some(t) if !is_hidden(previous) && is_example_preamble(t) => i -= 1,
                        _ => break,
                    }
                }
                for earlier in &mut out[i..] {
                    *earlier = hide(earlier);
                }
                out.push(hide(line));
            }
            _ => {
                in_example = false;
                out.push(line.to_string());
            }
        }
    }
    out.concat()
}

/// The text of a doc-comment line (`///` or `//!`) after its marker, if it is one.
fn doc_text(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    trimmed
        .strip_prefix("///")
        .or_else(|| trimmed.strip_prefix("//!"))
        .map(|t| t.strip_prefix(' ').unwrap_or(t))
}

/// Whether a line is a comment (`//`, `///` or `//!`, after any indentation).
fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with("//")
}

/// Whether a doc line opens a fenced example that rustdoc runs (not a `text` picture).
fn opens_doc_test(text: &str) -> bool {
    let Some(info) = text.trim_start().strip_prefix("```") else {
        return false;
    };
    let first = info.split([',', ' ']).next().unwrap_or("").trim();
    matches!(
        first,
        "" | "rust" | "no_run" | "ignore" | "should_panic" | "compile_fail" | "edition2021"
    )
}

/// A blank doc line or an examples heading, folded with the example it introduces.
fn is_example_preamble(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || t == "# Examples" || t == "# Example"
}

/// Whether mdBook already hides the line (`#` then a space, or a lone `#`).
fn is_hidden(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("# ") || t == "#"
}

/// The line as a hidden line: `# ` in front, its indentation kept after it.
fn hide(line: &str) -> String {
    format!("# {line}")
}
