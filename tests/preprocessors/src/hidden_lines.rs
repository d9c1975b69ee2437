//! Keeps the hidden lines of the book's Rust blocks out of the page's markup until a
//! reader asks for them.
//!
//! Every Rust block is a whole program: the `modules` preprocessor and mdBook's
//! `links` make each `{{#module}}` line a listing's whole file of hidden `# ` lines,
//! which mdBook renders as one `<span class="boring">` a line. A page whose blocks
//! share a few listing files carries those files again in every block: tens of
//! thousands of spans that nobody sees until the eye button or the Run button needs
//! them.
//!
//! [`HiddenLines::lighten`] runs after the doc examples are folded (the `diagrams`
//! preprocessor, after `links`). In each ```` ```rust ```` block it replaces each
//! maximal run of at least [`MIN_RUN`] hidden lines by one hidden marker line,
//! `# // …` (mdBook renders it as the span [`MARKER`]), and writes after the block one
//! inert element (`<script type="application/json" class="hidden-lines">`, which
//! nothing runs and mdBook's search index skips) that holds, for each of the block's
//! markers in order, the list of the pieces its run is made of, and the text of the
//! pieces this page has not carried yet:
//!
//! ```text
//! {"runs":[[0,1,2],[7]],"chunks":{"0":"mod cells {\n","1":"pub fn get(…) {\n…\n}\n\n",…}}
//! ```
//!
//! A piece (a *chunk*) is a run's lines up to and including a blank line, so mostly
//! one item of a listing's file; the same item shown around different anchors is the
//! same chunk. Chunks are numbered once for the whole book, so a chunk has one number
//! on every page (and on the print page, which repeats the chapters' elements). A
//! chunk's text is what mdBook would have put in its lines' spans: each line after
//! `#` and its space, and a newline.
//!
//! `theme/hidden-lines.js` puts a block's runs back, as `<span class="boring">` lines
//! in place of its markers, in the capture phase of a click on one of the block's
//! buttons (the eye, Run, copy), before mdBook's own handlers: they then see the
//! whole program exactly as before. The snippet tests never see any of this: they
//! expand the Markdown themselves (`tests/build.rs`).
//!
//! Left as they are: runs shorter than [`MIN_RUN`] lines; a hidden line that contains
//! `fn main` (mdBook wraps a block without one in a `main` of its own); a run whose
//! backticks are odd in number (the KaTeX preprocessor that runs next pairs the
//! backticks of the whole chapter, code included, to skip code).

use std::collections::{HashMap, HashSet};

/// The text mdBook renders for a marker line (`# // …`): a comment, should a reader
/// ever see it unrestored.
pub const MARKER: &str = "// …";

/// Runs of fewer hidden lines than this stay in the block: a marker would save little.
pub const MIN_RUN: usize = 4;

/// The class of the elements that carry a block's runs.
pub const ELEMENT_CLASS: &str = "hidden-lines";

/// The chunk numbers of the whole book, kept from chapter to chapter.
#[derive(Debug, Default)]
pub struct HiddenLines {
    numbers: HashMap<String, usize>,
}

impl HiddenLines {
    /// A numbering with no chunk yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// One chapter's Markdown with the long runs of hidden lines of its Rust blocks
    /// replaced by markers, and their text in an element after each block. Fails on a
    /// hidden line that would read as a marker.
    ///
    /// ```
    /// use book_preprocessors::hidden_lines::HiddenLines;
    /// let page = "```rust\n# mod m {\n# pub fn one() {}\n#\n# pub fn two() {}\n# }\nfn main() {}\n```\n";
    /// let light = HiddenLines::new().lighten(page).unwrap();
    /// assert_eq!(
    ///     light,
    ///     "```rust\n# // …\nfn main() {}\n```\n\
    ///      <script type=\"application/json\" class=\"hidden-lines\">\
    ///      {\"runs\":[[0,1]],\"chunks\":{\"0\":\"mod m {\\npub fn one() {}\\n\\n\",\
    ///      \"1\":\"pub fn two() {}\\n}\\n\"}}</script>\n"
    /// );
    /// ```
    pub fn lighten(&mut self, chapter: &str) -> Result<String, String> {
        let mut on_page = HashSet::new();
        let mut out = String::with_capacity(chapter.len() / 4);
        let mut block: Option<Vec<&str>> = None;
        for (number, line) in chapter.split_inclusive('\n').enumerate() {
            let body = line.trim_end_matches(['\n', '\r']);
            let fence = body.strip_prefix("```");
            match (block.as_mut(), fence) {
                (None, Some(info)) if info.split([',', ' ']).next() == Some("rust") => {
                    block = Some(Vec::new());
                    out.push_str(line);
                }
                (None, _) => out.push_str(line),
                (Some(lines), Some(info)) if info.trim().is_empty() => {
                    let first = number + 1 - lines.len();
                    let (code, element) = self
                        .lighten_block(lines, &mut on_page)
                        .map_err(|e| format!("the rust block at line {first}: {e}"))?;
                    out.push_str(&code);
                    out.push_str(line);
                    if !line.ends_with('\n') {
                        out.push('\n');
                    }
                    out.push_str(&element);
                    block = None;
                }
                (Some(lines), _) => lines.push(line),
            }
        }
        if let Some(lines) = block {
            out.push_str(&lines.concat());
        }
        Ok(out)
    }

    /// A block's lines with its long runs replaced, and the element that carries them
    /// (empty when nothing was replaced).
    fn lighten_block(
        &mut self,
        lines: &[&str],
        on_page: &mut HashSet<usize>,
    ) -> Result<(String, String), String> {
        let mut code = String::new();
        let mut runs: Vec<Vec<usize>> = Vec::new();
        let mut chunks: Vec<(usize, String)> = Vec::new();
        if let Some(line) = lines
            .iter()
            .find(|l| hidden_text(l).is_some_and(|t| t.trim_end() == MARKER))
        {
            return Err(format!(
                "the hidden line `{}` reads as a marker",
                line.trim_end()
            ));
        }
        let mut i = 0;
        while i < lines.len() {
            let start = i;
            while i < lines.len() && replaceable(lines[i]) {
                i += 1;
            }
            let run = &lines[start..i];
            if run.len() >= MIN_RUN && backticks_even(run) {
                code.push_str("# ");
                code.push_str(MARKER);
                code.push('\n');
                let mut numbers = Vec::new();
                for chunk in split_into_chunks(run) {
                    let next = self.numbers.len();
                    let number = *self.numbers.entry(chunk.clone()).or_insert(next);
                    if on_page.insert(number) {
                        chunks.push((number, chunk));
                    }
                    numbers.push(number);
                }
                runs.push(numbers);
            } else {
                code.push_str(&run.concat());
            }
            if i < lines.len() {
                // A visible line, or a hidden one that stays (`fn main`).
                code.push_str(lines[i]);
                i += 1;
            }
        }
        if runs.is_empty() {
            return Ok((code, String::new()));
        }
        Ok((code, element(&runs, &chunks)))
    }
}

/// The text mdBook shows for a hidden line (without its newline), or `None` for a
/// line it shows: as its `hide_lines_rust`, `^(\s*)#(.?)(.*)$` where the character
/// after `#` is nothing or a space.
pub fn hidden_text(line: &str) -> Option<String> {
    let line = line.trim_end_matches('\n').trim_end_matches('\r');
    let rest = line.trim_start();
    let indent = &line[..line.len() - rest.len()];
    let after = rest.strip_prefix('#')?;
    if after.is_empty() {
        Some(indent.to_string())
    } else {
        after
            .strip_prefix(' ')
            .map(|text| format!("{indent}{text}"))
    }
}

/// Whether a line may go into a run: hidden, and without `fn main` (or mdBook's other
/// sign of a `main`, `quick_main!`).
fn replaceable(line: &str) -> bool {
    hidden_text(line).is_some() && !line.contains("fn main") && !line.contains("quick_main!")
}

/// Whether the run's backticks and its fences of three are even in number, so that
/// taking it out of the block leaves the KaTeX preprocessor's pairing as it was.
fn backticks_even(run: &[&str]) -> bool {
    let text = run.concat();
    text.matches('`').count() % 2 == 0 && text.matches("```").count() % 2 == 0
}

/// A run's text as chunks: lines (as mdBook shows them, each with a newline) up to and
/// including a blank line.
fn split_into_chunks(run: &[&str]) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut chunk = String::new();
    for line in run {
        let text = hidden_text(line).unwrap_or_default();
        chunk.push_str(&text);
        chunk.push('\n');
        if text.trim().is_empty() {
            chunks.push(std::mem::take(&mut chunk));
        }
    }
    if !chunk.is_empty() {
        chunks.push(chunk);
    }
    chunks
}

/// The element after a block: its runs as chunk numbers, and the chunks new to the page.
fn element(runs: &[Vec<usize>], chunks: &[(usize, String)]) -> String {
    let runs = runs
        .iter()
        .map(|run| {
            let numbers: Vec<String> = run.iter().map(usize::to_string).collect();
            format!("[{}]", numbers.join(","))
        })
        .collect::<Vec<_>>()
        .join(",");
    let chunks = chunks
        .iter()
        .map(|(number, text)| format!("\"{number}\":{}", json_string(text)))
        .collect::<Vec<_>>()
        .join(",");
    format!(
        "<script type=\"application/json\" class=\"{ELEMENT_CLASS}\">\
         {{\"runs\":[{runs}],\"chunks\":{{{chunks}}}}}</script>\n"
    )
}

/// A JSON string that is safe on one line of Markdown inside a `<script>` element:
/// no `</` or `<!` (which would end the element or the HTML block, or open an HTML
/// comment), and no `$` or backtick (which the KaTeX preprocessor would read as the
/// start of a formula or of code). All are written as JSON escapes.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '$' => out.push_str("\\u0024"),
            '`' => out.push_str("\\u0060"),
            '<' if matches!(chars.peek(), Some('/' | '!')) => out.push_str("\\u003c"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A block's program as the page holds it, with each marker line replaced by the run
/// it names, given the runs of the block's element and the text of every chunk: what
/// `theme/hidden-lines.js` does to a block's spans, done on the block's lines (each
/// with its newline but the last, and whether mdBook hid it). The tests of the built
/// book compare the result with the program the snippet tests run.
///
/// ```
/// use book_preprocessors::hidden_lines::restore;
/// use std::collections::HashMap;
/// let chunks = HashMap::from([(3, "mod m {\n".to_string()), (4, "}\n".to_string())]);
/// let lines = [(true, "// …\n"), (false, "fn main() {}")];
/// assert_eq!(restore(&lines, &[vec![3, 4]], &chunks), Ok("mod m {\n}\nfn main() {}".into()));
/// assert!(restore(&lines, &[], &chunks).is_err());
/// // A visible line that reads like a marker is code.
/// assert_eq!(restore(&[(false, "// …")], &[], &chunks), Ok("// …".into()));
/// ```
pub fn restore(
    lines: &[(bool, &str)],
    runs: &[Vec<usize>],
    chunks: &HashMap<usize, String>,
) -> Result<String, String> {
    let mut out = String::new();
    let mut runs = runs.iter();
    for &(hidden, line) in lines {
        if !hidden || line.trim_end_matches('\n') != MARKER {
            out.push_str(line);
            continue;
        }
        let run = runs.next().ok_or("more markers than runs")?;
        let mut run_text = String::new();
        for number in run {
            let chunk = chunks
                .get(number)
                .ok_or_else(|| format!("no text for chunk {number}"))?;
            run_text.push_str(chunk);
        }
        if !line.ends_with('\n') {
            // The block's last line: mdBook gives it no newline.
            run_text.pop();
        }
        out.push_str(&run_text);
    }
    if runs.next().is_some() {
        return Err("more runs than markers".into());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines mdBook puts in a Rust block's `<code>`, each with whether it is
    /// hidden: the hidden ones as mdBook shows them, the last without its newline.
    fn rendered(block: &str) -> Vec<(bool, String)> {
        let count = block.lines().count();
        block
            .lines()
            .enumerate()
            .map(|(i, line)| {
                let newline = if i + 1 < count { "\n" } else { "" };
                match hidden_text(line) {
                    Some(text) => (true, format!("{text}{newline}")),
                    None => (false, format!("{line}{newline}")),
                }
            })
            .collect()
    }

    fn text(lines: &[(bool, String)]) -> String {
        lines.iter().map(|(_, line)| line.as_str()).collect()
    }

    /// A block's element: its runs, and the chunks it carries.
    type Element = (Vec<Vec<usize>>, Vec<(usize, String)>);

    /// Each Rust block's code and its element, in order.
    fn blocks(markdown: &str) -> Vec<(String, Option<Element>)> {
        let mut found = Vec::new();
        let mut lines = markdown.lines().peekable();
        while let Some(line) = lines.next() {
            if line != "```rust" {
                continue;
            }
            let mut code = String::new();
            for line in lines.by_ref() {
                if line == "```" {
                    break;
                }
                code.push_str(line);
                code.push('\n');
            }
            let element = lines
                .next_if(|l| l.starts_with("<script"))
                .map(parse_element);
            found.push((code, element));
        }
        found
    }

    fn parse_element(line: &str) -> Element {
        let json = line
            .strip_prefix("<script type=\"application/json\" class=\"hidden-lines\">")
            .and_then(|l| l.strip_suffix("</script>"))
            .expect("one element on one line");
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        let runs = value["runs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|run| {
                run.as_array()
                    .unwrap()
                    .iter()
                    .map(|n| n.as_u64().unwrap() as usize)
                    .collect()
            })
            .collect();
        let chunks = value["chunks"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.parse().unwrap(), v.as_str().unwrap().to_string()))
            .collect();
        (runs, chunks)
    }

    /// Every block of `light` restored, with the chunks of the whole page.
    fn restored(light: &str) -> Vec<String> {
        let blocks = blocks(light);
        let chunks: HashMap<usize, String> = blocks
            .iter()
            .filter_map(|(_, e)| e.as_ref())
            .flat_map(|(_, chunks)| chunks.iter().cloned())
            .collect();
        blocks
            .iter()
            .map(|(code, element)| {
                let runs = element.as_ref().map(|(r, _)| r.clone()).unwrap_or_default();
                let lines = rendered(code);
                let lines: Vec<(bool, &str)> =
                    lines.iter().map(|(h, l)| (*h, l.as_str())).collect();
                restore(&lines, &runs, &chunks).unwrap()
            })
            .collect()
    }

    fn originals(markdown: &str) -> Vec<String> {
        blocks(markdown)
            .iter()
            .map(|(code, _)| text(&rendered(code)))
            .collect()
    }

    const MODULE: &str = "# mod cells {\n# pub fn get(board: u64, bit: u32) -> bool {\n#     board >> bit & 1 == 1\n# }\n#\n# pub fn set(board: u64, bit: u32) -> u64 {\n#     board | 1 << bit\n# }\n# }\n";

    #[test]
    fn a_run_becomes_one_marker_and_comes_back_byte_for_byte() {
        let page = format!(
            "Text.\n\n```rust\n{MODULE}# use cells::*;\nfn main() {{\n    assert!(get(5, 0));\n}}\n```\n\nMore.\n"
        );
        let light = HiddenLines::new().lighten(&page).unwrap();
        assert!(light.contains("```rust\n# // …\nfn main() {\n"), "{light}");
        assert!(!light.contains("# pub fn get"), "{light}");
        assert_eq!(light.matches("<span").count(), 0);
        assert!(light.ends_with("```\n<script type=\"application/json\" class=\"hidden-lines\">{\"runs\":[[0,1]],\"chunks\":{\"0\":\"mod cells {\\npub fn get(board: u64, bit: u32) -> bool {\\n    board >> bit & 1 == 1\\n}\\n\\n\",\"1\":\"pub fn set(board: u64, bit: u32) -> u64 {\\n    board | 1 << bit\\n}\\n}\\nuse cells::*;\\n\"}}</script>\n\nMore.\n"), "{light}");
        assert_eq!(restored(&light), originals(&page));
    }

    #[test]
    fn short_runs_and_visible_lines_stay() {
        let page = "```rust\n# use a::*;\n# use b::*;\n# use c::*;\nfn main() {}\n```\n";
        assert_eq!(HiddenLines::new().lighten(page).unwrap(), page);
        let visible =
            "```rust\nfn main() {\n    let x = 1;\n    let y = 2;\n    let z = 3;\n}\n```\n";
        assert_eq!(HiddenLines::new().lighten(visible).unwrap(), visible);
        // `#[derive]`, `##` and `#!` lines are shown by mdBook, so they end a run.
        let shown = "```rust\n# a\n# b\n#[derive(Debug)]\n# c\n# d\n## e\n# f\nfn main() {}\n```\n";
        assert_eq!(HiddenLines::new().lighten(shown).unwrap(), shown);
    }

    #[test]
    fn only_rust_blocks_change() {
        let text = format!("```text\n{MODULE}```\n\n```toml\n{MODULE}```\n");
        assert_eq!(HiddenLines::new().lighten(&text).unwrap(), text);
    }

    #[test]
    fn fn_main_stays_in_the_block() {
        let page = "```rust\n# mod a {}\n# mod b {}\n# fn main() {\n#     let x = 1;\n#     let y = 2;\n#     let z = 3;\n#     let w = 4;\n# }\n```\n";
        let light = HiddenLines::new().lighten(page).unwrap();
        // Before `fn main` a run of two stays; after it, a run of five goes.
        assert!(
            light.starts_with("```rust\n# mod a {}\n# mod b {}\n# fn main() {\n# // …\n```\n"),
            "{light}"
        );
        assert_eq!(restored(&light), originals(page));
    }

    #[test]
    fn a_script_end_and_katex_delimiters_are_escaped() {
        let page = "```rust\n# const A: &str = \"</script>\";\n# const B: &str = \"<!-- $x$ `y` </pre>\";\n# const C: &str = \"\\\\ \\\"\";\n# const D: u8 = 1 << 2;\nfn main() {}\n```\n";
        let light = HiddenLines::new().lighten(page).unwrap();
        let element = light.lines().find(|l| l.starts_with("<script")).unwrap();
        let inner = element
            .strip_prefix("<script type=\"application/json\" class=\"hidden-lines\">")
            .unwrap()
            .strip_suffix("</script>")
            .unwrap();
        for forbidden in ["</", "<!", "$", "`"] {
            assert!(!inner.contains(forbidden), "{forbidden} in {inner}");
        }
        assert!(inner.contains("1 << 2"), "plain < stays: {inner}");
        assert_eq!(restored(&light), originals(page));
    }

    #[test]
    fn two_blocks_sharing_a_run_carry_its_text_once() {
        let block = format!("```rust\n{MODULE}fn main() {{}}\n```\n\n");
        let page = block.repeat(2);
        let mut numbering = HiddenLines::new();
        let light = numbering.lighten(&page).unwrap();
        assert_eq!(light.matches("pub fn get").count(), 1, "{light}");
        assert_eq!(light.matches("{\"runs\":[[0,1]]").count(), 2, "{light}");
        assert_eq!(restored(&light), originals(&page));
        // The next chapter carries the text again, under the same numbers.
        let next = numbering.lighten(&block).unwrap();
        assert_eq!(next.matches("pub fn get").count(), 1, "{next}");
        assert!(
            next.contains("{\"runs\":[[0,1]],\"chunks\":{\"0\":"),
            "{next}"
        );
    }

    #[test]
    fn an_item_shared_by_different_runs_is_carried_once() {
        // The same file around two different anchors: `set` is hidden in both blocks.
        let first = "```rust\n# mod m {\n# pub fn a() {}\n#\npub fn get() {}\n#\n# pub fn set() {}\n#\n# pub fn c() {}\n# }\nfn main() {}\n```\n";
        let second = "```rust\n# mod m {\n# pub fn a() {}\n#\n# pub fn get() {}\n#\n# pub fn set() {}\n#\npub fn c() {}\n# }\nfn main() {}\n```\n";
        let page = format!("{first}\n{second}");
        let light = HiddenLines::new().lighten(&page).unwrap();
        assert_eq!(light.matches("pub fn set() {}\\n").count(), 1, "{light}");
        assert_eq!(restored(&light), originals(&page));
    }

    #[test]
    fn a_run_at_the_end_of_a_block_keeps_mdbooks_last_line() {
        let page = "```rust\nfn main() {}\n# mod a {\n# fn x() {}\n# fn y() {}\n# }\n```\n";
        let light = HiddenLines::new().lighten(page).unwrap();
        assert!(
            light.starts_with("```rust\nfn main() {}\n# // …\n```\n"),
            "{light}"
        );
        assert_eq!(restored(&light), originals(page));
        assert!(!restored(&light)[0].ends_with('\n'));
    }

    #[test]
    fn a_run_with_an_odd_fence_stays_for_katex() {
        let page = "```rust\n# /// ```\n# /// assert!(true);\n# /// let x = 1;\n# /// let y = 1;\n# fn main() {\n# /// ```\n# }\n```\n";
        assert_eq!(HiddenLines::new().lighten(page).unwrap(), page);
    }

    #[test]
    fn a_hidden_line_that_reads_as_a_marker_is_refused() {
        let page = "```rust\n# // …\nfn main() {}\n```\n";
        let error = HiddenLines::new().lighten(page).unwrap_err();
        assert!(
            error.contains("line 2") && error.contains("marker"),
            "{error}"
        );
    }

    #[test]
    fn hidden_text_is_what_mdbook_shows() {
        assert_eq!(hidden_text("# foo"), Some("foo".into()));
        assert_eq!(hidden_text("#"), Some(String::new()));
        assert_eq!(hidden_text("#\n"), Some(String::new()));
        assert_eq!(hidden_text("    # foo"), Some("    foo".into()));
        assert_eq!(hidden_text("#  indented"), Some(" indented".into()));
        assert_eq!(hidden_text("#[derive(Debug)]"), None);
        assert_eq!(hidden_text("## shown"), None);
        assert_eq!(hidden_text("fn f() {}"), None);
    }
}
