//! Reading the book's sources: its pages, their code blocks and their include directives.

#![allow(dead_code)] // each test file uses part of this module

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use regex::Regex;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

/// The root of the repository (where `book.toml` is).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate lives one level below the repository root")
        .to_path_buf()
}

/// A Markdown page of the book, as written (before any preprocessor).
pub struct Page {
    /// The path relative to the repository root, such as `src/ch01-cells.md`.
    pub path: PathBuf,
    /// The raw Markdown.
    pub text: String,
}

impl Page {
    /// The directory include paths are relative to.
    pub fn dir(&self) -> PathBuf {
        repo_root().join(self.path.parent().unwrap())
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        self.text[..offset].matches('\n').count() + 1
    }
}

/// Every Markdown page under `src/`, sorted by path.
pub fn pages() -> Vec<Page> {
    let mut paths = Vec::new();
    collect_files(&repo_root().join("src"), "md", &mut paths);
    paths.sort();
    paths
        .into_iter()
        .map(|path| Page {
            text: fs::read_to_string(&path).unwrap(),
            path: path.strip_prefix(repo_root()).unwrap().to_path_buf(),
        })
        .collect()
}

/// Every page as the book's `modules` preprocessor hands it to mdBook's `links`: each
/// `{{#module …}}` line expanded into the hidden module lines and the include it
/// stands for. The Markdown rules check these, so a `{{#module}}` line obeys every
/// rule an include does.
pub fn expanded_pages() -> Vec<Page> {
    pages()
        .into_iter()
        .map(|page| Page {
            text: book_preprocessors::modules::expand_modules(&page.text)
                .unwrap_or_else(|e| panic!("{}: {e}", page.path.display())),
            path: page.path,
        })
        .collect()
}

/// Collects the files under `dir` whose name ends with `.{extension}`.
pub fn collect_files(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_files(&path, extension, out);
        } else if path.extension().is_some_and(|ext| ext == extension) {
            out.push(path);
        }
    }
}

/// How a code block was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fence {
    /// Fenced with backticks.
    Backticks,
    /// Fenced with tildes.
    Tildes,
    /// Indented by four spaces.
    Indented,
}

/// A code block of a page.
pub struct Block {
    /// The 1-based line of its opening fence.
    pub line: usize,
    /// The info string (`rust`, `text`, `console`, ...).
    pub info: String,
    /// How it was written.
    pub fence: Fence,
    /// Its contents.
    pub body: String,
}

impl Block {
    /// The first word of the info string: the block's language.
    pub fn language(&self) -> &str {
        self.info
            .split(|c: char| c == ',' || c.is_whitespace())
            .next()
            .unwrap_or("")
    }

    /// The words of the info string after the language (`ignore`, `no_run`, ...).
    pub fn attributes(&self) -> Vec<&str> {
        self.info
            .split(|c: char| c == ',' || c.is_whitespace())
            .skip(1)
            .filter(|word| !word.is_empty())
            .collect()
    }
}

/// Every code block of a page, in order.
pub fn blocks(page: &Page) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (event, range) in Parser::new(&page.text).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let (info, fence) = match kind {
                    CodeBlockKind::Fenced(info) => {
                        let tildes = page.text[range.clone()].trim_start().starts_with('~');
                        let fence = if tildes {
                            Fence::Tildes
                        } else {
                            Fence::Backticks
                        };
                        (info.to_string(), fence)
                    }
                    CodeBlockKind::Indented => (String::new(), Fence::Indented),
                };
                open = Some(Block {
                    line: page.line_of(range.start),
                    info,
                    fence,
                    body: String::new(),
                });
            }
            Event::Text(text) => {
                if let Some(block) = open.as_mut() {
                    block.body.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => blocks.extend(open.take()),
            _ => {}
        }
    }
    blocks
}

/// Which mdBook directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// `{{#include path}}`: the file's text, as is.
    Include,
    /// `{{#rustdoc_include path}}`: the file's text, with the unselected lines hidden.
    RustdocInclude,
    /// Any other directive (`#playground`, `#title`, ...).
    Other,
}

/// What part of the file a directive takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// The whole file.
    Whole,
    /// The lines between `ANCHOR: name` and `ANCHOR_END: name`.
    Anchor(String),
    /// Lines `start..=end` (1-based; `None` means open).
    Lines(Option<usize>, Option<usize>),
}

/// An `{{#...}}` directive in a page.
pub struct Directive {
    /// The kind of directive.
    pub kind: DirectiveKind,
    /// The file, resolved against the page's directory.
    pub file: PathBuf,
    /// The file as written in the page.
    pub written: String,
    /// The part of the file it takes.
    pub selection: Selection,
    /// The 1-based line of the page it is on.
    pub line: usize,
}

static DIRECTIVE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\{\{\s*#([a-z_]+)\s+([^}\s]+)\s*\}\}").unwrap());

/// Whether a whole line is one directive (and nothing else).
pub fn is_directive_line(line: &str) -> bool {
    DIRECTIVE
        .find(line.trim())
        .is_some_and(|m| m.as_str() == line.trim())
}

/// Every directive of a page, in order.
pub fn directives(page: &Page) -> Vec<Directive> {
    DIRECTIVE
        .captures_iter(&page.text)
        .map(|cap| {
            let kind = match &cap[1] {
                "include" => DirectiveKind::Include,
                "rustdoc_include" => DirectiveKind::RustdocInclude,
                _ => DirectiveKind::Other,
            };
            let (written, selector) = match cap[2].split_once(':') {
                Some((path, selector)) => (path.to_string(), Some(selector.to_string())),
                None => (cap[2].to_string(), None),
            };
            Directive {
                kind,
                file: normalize(&page.dir().join(&written)),
                written,
                selection: parse_selection(selector.as_deref()),
                line: page.line_of(cap.get(0).unwrap().start()),
            }
        })
        .collect()
}

/// Parses what follows the path, as mdBook does: `name`, `start:end`, `start:`, `:end`.
fn parse_selection(selector: Option<&str>) -> Selection {
    let Some(selector) = selector else {
        return Selection::Whole;
    };
    let mut parts = selector.splitn(2, ':');
    let first = parts.next().unwrap_or("");
    let second = parts.next();
    let number = |s: &str| s.parse::<usize>().ok();
    match (number(first), second) {
        (Some(start), None) => Selection::Lines(Some(start), Some(start)),
        (Some(start), Some(end)) => Selection::Lines(Some(start), number(end)),
        (None, Some(end)) if first.is_empty() => Selection::Lines(None, number(end)),
        _ => Selection::Anchor(first.to_string()),
    }
}

/// Removes `.` and `..` components without touching the file system.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The lines an anchor selects, as mdBook takes them (nested anchor lines dropped);
/// `None` when the file has no such anchor.
pub fn anchored_lines(text: &str, anchor: &str) -> Option<Vec<String>> {
    let start = Regex::new(&format!(r"ANCHOR:\s*{}\b", regex::escape(anchor))).unwrap();
    let end = Regex::new(&format!(r"ANCHOR_END:\s*{}\b", regex::escape(anchor))).unwrap();
    let any_marker = Regex::new(r"ANCHOR(_END)?:\s*[\w_-]+").unwrap();
    let mut lines = text.lines();
    lines.by_ref().find(|line| start.is_match(line))?;
    let mut taken = Vec::new();
    for line in lines {
        if end.is_match(line) {
            return Some(taken);
        }
        if !any_marker.is_match(line) {
            taken.push(line.to_string());
        }
    }
    None // an anchor that is never closed
}

/// The 1-based line where an insta snapshot's contents start (after its header).
pub fn snapshot_content_line(text: &str) -> Option<usize> {
    let mut dashes = 0;
    for (index, line) in text.lines().enumerate() {
        if line == "---" {
            dashes += 1;
            if dashes == 2 {
                return Some(index + 2);
            }
        }
    }
    None
}

/// The lines a directive makes visible to the reader (hidden lines excluded), or
/// `None` when its file or anchor is missing.
pub fn visible_lines(directive: &Directive) -> Option<Vec<String>> {
    let text = fs::read_to_string(&directive.file).ok()?;
    match &directive.selection {
        Selection::Anchor(anchor) => anchored_lines(&text, anchor),
        Selection::Whole => Some(text.lines().map(str::to_string).collect()),
        Selection::Lines(start, end) => {
            let start = start.unwrap_or(1).max(1);
            let end = end.unwrap_or(usize::MAX);
            Some(
                text.lines()
                    .enumerate()
                    .filter(|(i, _)| (start..=end).contains(&(i + 1)))
                    .map(|(_, line)| line.to_string())
                    .collect(),
            )
        }
    }
}
