//! Rules for the reader's side of the book: chapters talk to readers, not to the tests,
//! and each page is short enough to finish.
//!
//! How the book is tested has its own appendix (`src/appendix-testing.md`); the errata
//! appendix names the test of each erratum. Everywhere else, the prose names no test
//! function, no test file, no snapshot path and no testing or benchmarking tool.

mod common;

use common::{collect_files, is_directive_line, pages, repo_root};
use regex::Regex;
use std::collections::BTreeSet;
use std::fs;
use std::sync::LazyLock;

/// Pages whose subject is the testing itself: they may name tests and tools.
const ABOUT_TESTING: [&str; 2] = ["src/appendix-testing.md", "src/appendix-errata.md"];

/// The longest a page may be, in source lines: a chapter one can finish.
const MAX_PAGE_LINES: usize = 1_000;

/// Every test function of the listings (`#[test] fn name`), where the name is specific
/// enough to be looked for in prose (it has an underscore) and is not also the name of
/// a function of the code the book teaches (a test may share its subject's name).
fn test_names() -> BTreeSet<String> {
    static TEST_FN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"#\[test\]\s*(?:#\[[^\]]*\]\s*)*fn\s+(\w+)").unwrap());
    static ANY_FN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\bfn\s+(\w+)").unwrap());
    let mut files = Vec::new();
    collect_files(&repo_root().join("listings"), "rs", &mut files);
    let mut names = BTreeSet::new();
    let mut taught = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for cap in TEST_FN.captures_iter(&text) {
            if cap[1].contains('_') {
                names.insert(cap[1].to_string());
            }
        }
        let path = file.to_string_lossy().replace('\\', "/");
        if path.contains("/src/") {
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            taught.extend(ANY_FN.captures_iter(code).map(|cap| cap[1].to_string()));
        }
    }
    names.retain(|name| !taught.contains(name));
    names
}

/// The lines of a page outside its fenced code blocks and include directives, with
/// their 1-based numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut prose = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced && !is_directive_line(line) {
            prose.push((i + 1, line));
        }
    }
    prose
}

/// The files a page includes outside its code blocks, with the line of each include
/// and the first line of the file it shows (`file:5:` shows from line 5).
fn prose_includes(text: &str) -> Vec<(usize, String, usize)> {
    static INCLUDE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\{\{#include\s+([^}:\s]+)(?::(\d+):\d*)?\s*\}\}").unwrap());
    let mut fenced = false;
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            for cap in INCLUDE.captures_iter(line) {
                let first = cap.get(2).map_or(1, |m| m.as_str().parse().unwrap());
                found.push((i + 1, cap[1].to_string(), first));
            }
        }
    }
    found
}

/// What a prose line says to the tests rather than to the reader, if anything.
fn test_talk(line: &str, test_names: &BTreeSet<String>) -> Option<String> {
    static TOOLING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)(\btests/[\w./-]*|[\w-]+\.snap\b|\bsnapshots/|cargo (book|test|insta)\b|\bcriterion\b|\bnot run:|\binsta\b|\bskeptic\b)",
        )
        .unwrap()
    });
    static WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\w+").unwrap());
    if let Some(m) = TOOLING.find(line) {
        return Some(format!("names `{}`", m.as_str()));
    }
    WORD.find_iter(line)
        .find(|w| test_names.contains(w.as_str()))
        .map(|w| format!("names the test `{}`", w.as_str()))
}

#[test]
fn chapters_talk_to_readers_not_to_their_tests() {
    let names = test_names();
    assert!(names.len() > 100, "only {} test names found", names.len());
    let mut problems = Vec::new();
    for page in pages() {
        let path = page.path.to_string_lossy().replace('\\', "/");
        if ABOUT_TESTING.contains(&path.as_str()) {
            continue;
        }
        for (number, line) in prose_lines(&page.text) {
            if let Some(what) = test_talk(line, &names) {
                problems.push(format!("{path}:{number}: {what}"));
            }
        }
        // What a page includes outside code blocks (a table of measurements) is
        // prose too.
        for (number, file, first) in prose_includes(&page.text) {
            let included = page.dir().join(&file);
            let text = fs::read_to_string(&included)
                .unwrap_or_else(|e| panic!("{path}:{number}: {file}: {e}"));
            for line in text.lines().skip(first - 1) {
                if let Some(what) = test_talk(line, &names) {
                    problems.push(format!("{path}:{number}: the included {file} {what}"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "say it to the reader, and leave the testing to appendix-testing.md:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_test_talk_check_can_fail() {
    let names = BTreeSet::from(["masks_match_the_source".to_string()]);
    for line in [
        "The listing's `tests/properties.rs` checks this.",
        "as `masks_match_the_source` compares",
        "Run `cargo book bench ch04-peg-solitaire`.",
        "The criterion benchmarks measured:",
        "Not run: the test reads a file.",
        "from `boards__board_27_picture.snap`",
    ] {
        assert!(test_talk(line, &names).is_some(), "not caught: {line}");
    }
    for line in [
        "Run it yourself with `cargo run -p ch01-cells --bin show-board`.",
        "Every one of the 99 cells was checked against a cell-by-cell shift.",
    ] {
        assert_eq!(test_talk(line, &names), None, "wrongly caught: {line}");
    }
    let page =
        "Prose `tests/x.rs`\n```rust\n// tests/y.rs\n{{#include b.rs}}\n```\n{{#include a.md}}\n";
    assert_eq!(prose_lines(page), [(1, "Prose `tests/x.rs`")]);
    assert_eq!(prose_includes(page), [(6, "a.md".to_string(), 1)]);
    assert_eq!(
        prose_includes("{{#include s.snap:5:}}"),
        [(1, "s.snap".to_string(), 5)]
    );
}

#[test]
fn every_page_is_short_enough_to_finish() {
    let long: Vec<String> = pages()
        .iter()
        .map(|page| (page.path.display().to_string(), page.text.lines().count()))
        .filter(|&(_, lines)| lines > MAX_PAGE_LINES)
        .map(|(path, lines)| format!("{path}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "pages over {MAX_PAGE_LINES} lines (split them):\n{}",
        long.join("\n")
    );
}

/// The bitwise operators a formula may not use: the book writes AND, OR, XOR and NOT
/// one way, said once in chapter 1 (`\mathbin{\&}`, `\mathbin{\vert}`, `\oplus`,
/// `\lnot`).
fn other_notation(formula: &str) -> Option<&'static str> {
    [
        "\\land",
        "\\lor",
        "\\wedge",
        "\\vee",
        "∧",
        "∨",
        "\\mathbin{|}",
        "\\veebar",
    ]
    .into_iter()
    .find(|symbol| formula.contains(symbol))
}

#[test]
fn formulas_use_the_one_notation_of_chapter_1() {
    static MATH: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?s)\$\$.*?\$\$|\$[^$\n]+\$").unwrap());
    let mut problems = Vec::new();
    for page in pages() {
        let prose: String = prose_lines(&page.text)
            .iter()
            .map(|(_, line)| format!("{line}\n"))
            .collect();
        for formula in MATH.find_iter(&prose) {
            if let Some(symbol) = other_notation(formula.as_str()) {
                problems.push(format!(
                    "{}: `{symbol}` in {}",
                    page.path.display(),
                    formula.as_str()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(other_notation("$b \\land c$"), Some("\\land"));
    assert_eq!(other_notation("$b \\mathbin{\\&} c$"), None);
}
