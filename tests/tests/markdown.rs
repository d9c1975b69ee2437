//! Rules for the book's Markdown that keep the text and the code in step.
//!
//! - Code is never pasted: every visible line of a Rust block is an include directive.
//! - Output is never pasted: every `text` block is an include of what the code printed.
//! - Every include points at a file and an anchor that exist and shows something.
//! - Every snippet can be tested by skeptic as the reader would run it.

mod common;

use common::{
    anchored_lines, blocks, directives, expanded_pages, is_directive_line, pages, repo_root,
    snapshot_content_line, visible_lines, DirectiveKind, Fence, Page, Selection,
};
use regex::Regex;
use std::fs;

/// Collects the problems of every page and fails with all of them at once.
fn check_pages(rule: &str, check: impl Fn(&Page, &mut Vec<String>)) {
    let mut problems = Vec::new();
    for page in expanded_pages() {
        check(&page, &mut problems);
    }
    assert!(
        problems.is_empty(),
        "{rule}:\n{}",
        problems
            .iter()
            .map(|p| format!("  - {p}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn code_blocks_are_fenced_with_backticks() {
    // mdbook-katex rewrites `$` inside tilde fences and indented code.
    check_pages("use ``` fences only", |page, problems| {
        for block in blocks(page) {
            if block.fence != Fence::Backticks {
                let how = format!("{:?}", block.fence).to_lowercase();
                problems.push(format!(
                    "{}:{}: {how} code block",
                    page.path.display(),
                    block.line
                ));
            }
        }
    });
}

/// The blocks the diagrams preprocessor draws (`tests/preprocessors/src/diagrams.rs`).
const DRAWINGS: [&str; 4] = ["bitboard", "searchtree", "bitrows", "timeline"];

#[test]
fn every_block_has_a_known_language() {
    check_pages(
        "code blocks are rust, text, console, or a drawing: bitboard, searchtree, bitrows, timeline",
        |page, problems| {
            for block in blocks(page) {
                let known = ["rust", "text", "console"];
                if !known.contains(&block.language()) && !DRAWINGS.contains(&block.language()) {
                    problems.push(format!(
                        "{}:{}: language `{}`",
                        page.path.display(),
                        block.line,
                        block.info
                    ));
                }
            }
        },
    );
}

#[test]
fn rust_blocks_show_only_included_code() {
    check_pages(
        "a Rust block shows only code included from a listing (hidden `# ` lines excepted)",
        |page, problems| {
            for block in blocks(page).iter().filter(|b| b.language() == "rust") {
                let mut included = false;
                for (offset, line) in block.body.lines().enumerate() {
                    let hidden = line.trim_start().starts_with("# ") || line.trim() == "#";
                    if is_directive_line(line) {
                        included = true;
                    } else if !hidden && !line.trim().is_empty() {
                        problems.push(format!(
                            "{}:{}: pasted code `{}`",
                            page.path.display(),
                            block.line + 1 + offset,
                            line.trim()
                        ));
                    }
                }
                if !included {
                    problems.push(format!(
                        "{}:{}: a Rust block with nothing included",
                        page.path.display(),
                        block.line
                    ));
                }
            }
        },
    );
}

#[test]
fn rust_blocks_run_unless_the_reader_is_told_why_not() {
    // skeptic runs `compile_fail` blocks anyway, and counts a `should_panic` block that
    // does not even compile as a pass, so neither can be trusted: catch the panic in the
    // code instead. `ignore` and `no_run` need a reason on the line before the block.
    check_pages("untestable or unexplained Rust blocks", |page, problems| {
        let lines: Vec<&str> = page.text.lines().collect();
        for block in blocks(page).iter().filter(|b| b.language() == "rust") {
            for attribute in block.attributes() {
                let place = format!("{}:{}", page.path.display(), block.line);
                match attribute {
                    "should_panic" | "compile_fail" => {
                        problems.push(format!("{place}: `{attribute}` cannot be tested"))
                    }
                    "ignore" | "no_run" => {
                        let before = lines[..block.line - 1]
                            .iter()
                            .rev()
                            .find(|line| !line.trim().is_empty())
                            .unwrap_or(&"");
                        if !before.contains("Not run:") {
                            problems.push(format!(
                                "{place}: `{attribute}` without a \"Not run: <reason>\" line"
                            ));
                        }
                    }
                    "editable" | "noplayground" | "edition2021" => {}
                    other => problems.push(format!("{place}: unknown attribute `{other}`")),
                }
            }
        }
    });
}

#[test]
fn text_blocks_are_included_output() {
    check_pages(
        "a text block or a drawing holds only includes of what the code printed",
        |page, problems| {
            let output =
                |b: &&common::Block| b.language() == "text" || DRAWINGS.contains(&b.language());
            for block in blocks(page).iter().filter(output) {
                let lines: Vec<&str> = block
                    .body
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .collect();
                if lines.is_empty() || !lines.iter().all(|line| is_directive_line(line)) {
                    problems.push(format!(
                        "{}:{}: pasted output",
                        page.path.display(),
                        block.line
                    ));
                }
            }
        },
    );
}

#[test]
fn includes_exist_and_show_what_they_promise() {
    check_pages("broken includes", |page, problems| {
        for directive in directives(page) {
            let place = format!(
                "{}:{}: {}",
                page.path.display(),
                directive.line,
                directive.written
            );
            if directive.kind == DirectiveKind::Other {
                problems.push(format!(
                    "{place}: only #include and #rustdoc_include are used"
                ));
                continue;
            }
            let Ok(text) = fs::read_to_string(&directive.file) else {
                problems.push(format!("{place}: no such file"));
                continue;
            };
            let is_snapshot = directive.written.ends_with(".snap");
            match &directive.selection {
                Selection::Anchor(anchor) => match anchored_lines(&text, anchor) {
                    None => {
                        problems.push(format!("{place}: no anchor `{anchor}` (or no ANCHOR_END)"))
                    }
                    Some(lines) if lines.iter().all(|l| l.trim().is_empty()) => {
                        problems.push(format!("{place}: anchor `{anchor}` is empty"))
                    }
                    Some(_) => {}
                },
                // The one line range for code: all of the file, all of it hidden.
                Selection::Lines(Some(0), Some(0))
                    if directive.kind == DirectiveKind::RustdocInclude => {}
                // A snapshot is included from its first line of contents to the end.
                Selection::Lines(Some(start), None) if is_snapshot => {
                    let content = snapshot_content_line(&text);
                    if content != Some(*start) {
                        problems.push(format!(
                            "{place}: the snapshot's contents start at line {content:?}, not {start}"
                        ));
                    }
                }
                Selection::Whole if !is_snapshot => {}
                other => problems.push(format!(
                    "{place}: {other:?} goes stale when the file changes; use an anchor \
                     (or `:N:` from a snapshot's first line of contents)"
                )),
            }
        }
    });
}

#[test]
fn run_commands_name_real_packages_and_binaries() {
    let command =
        Regex::new(r"cargo (?:run|test)\s+-p\s+([\w-]+)(?:\s+--bin\s+([\w-]+))?").unwrap();
    check_pages("commands that would fail", |page, problems| {
        for cap in command.captures_iter(&page.text) {
            let package = &cap[1];
            let dir = repo_root().join("listings").join(package);
            let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
            if !manifest.contains(&format!("name = \"{package}\"")) {
                problems.push(format!(
                    "{}: no package `{package}` in listings/",
                    page.path.display()
                ));
            } else if let Some(bin) = cap.get(2) {
                if !dir
                    .join("src/bin")
                    .join(format!("{}.rs", bin.as_str()))
                    .exists()
                {
                    problems.push(format!(
                        "{}: `{package}` has no binary `{}`",
                        page.path.display(),
                        bin.as_str()
                    ));
                }
            }
        }
    });
}

#[test]
fn console_blocks_hold_commands_only() {
    check_pages(
        "a console block holds commands to type",
        |page, problems| {
            for block in blocks(page).iter().filter(|b| b.language() == "console") {
                for line in block.body.lines() {
                    let word = line.split_whitespace().next().unwrap_or("");
                    if !["cargo", "git", "cd", ".ci/run"].contains(&word) {
                        problems.push(format!("{}:{}: `{line}`", page.path.display(), block.line));
                    }
                }
            }
        },
    );
}

#[test]
fn the_summary_lists_every_page() {
    let summary = fs::read_to_string(repo_root().join("src/SUMMARY.md")).unwrap();
    for page in expanded_pages() {
        let name = page
            .path
            .strip_prefix("src")
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if name != "SUMMARY.md" {
            assert!(
                summary.contains(&format!("]({name})")),
                "src/{name} is not in SUMMARY.md"
            );
        }
    }
}

#[test]
fn every_clone_command_uses_the_repository_url_of_book_toml() {
    let book: toml::Table = fs::read_to_string(repo_root().join("book.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let url = book["output"]["html"]["git-repository-url"]
        .as_str()
        .unwrap();
    let clone = Regex::new(r"git clone (\S+)").unwrap();
    let readme = fs::read_to_string(repo_root().join("README.md")).unwrap();
    let mut texts: Vec<(String, String)> = pages()
        .into_iter()
        .map(|p| (p.path.display().to_string(), p.text))
        .collect();
    texts.push(("README.md".into(), readme));
    let mut seen = 0;
    for (name, text) in texts {
        for cap in clone.captures_iter(&text) {
            seen += 1;
            assert_eq!(
                &cap[1], url,
                "{name} clones another repository than book.toml names"
            );
        }
    }
    assert!(seen > 0, "no clone command found: the check would be empty");
    // GitHub Pages serves a project site under /<repository name>/, and 404.html's
    // links are relative to `site-url`: it must name the same repository.
    let repository = url.trim_end_matches('/').rsplit('/').next().unwrap();
    let site_url = book["output"]["html"]["site-url"]
        .as_str()
        .expect("book.toml sets [output.html] site-url");
    assert_eq!(
        site_url,
        format!("/{repository}/"),
        "book.toml's site-url is not the project site of git-repository-url ({url})"
    );
}

/// The widest line a code or output block may show: wider lines are cut off in the
/// page's column (about 88 characters of code at 1280 pixels) and on paper.
const MAX_VISIBLE_WIDTH: usize = 80;

#[test]
fn included_lines_fit_the_page() {
    check_pages(
        "lines too wide for the page and for print",
        |page, problems| {
            let in_code: Vec<String> = blocks(page)
                .iter()
                .filter(|block| !DRAWINGS.contains(&block.language())) // drawn
                .flat_map(|block| {
                    block
                        .body
                        .lines()
                        .map(str::trim)
                        .map(String::from)
                        .collect::<Vec<_>>()
                })
                .filter(|line| is_directive_line(line))
                .collect();
            for directive in directives(page) {
                let written = directive.written.as_str();
                let shown_as_code = in_code.iter().any(|line| line.contains(written));
                if !shown_as_code || directive.selection == Selection::Lines(Some(0), Some(0)) {
                    continue; // prose (a table, say) wraps; hidden lines are not shown
                }
                for line in visible_lines(&directive).unwrap_or_default() {
                    let width = line.chars().count();
                    if width > MAX_VISIBLE_WIDTH {
                        problems.push(format!(
                            "{}:{}: {} shows a line of {width} characters: {}",
                            page.path.display(),
                            directive.line,
                            directive.written,
                            line.trim()
                        ));
                    }
                }
            }
        },
    );
}

/// The hidden lines of a page's Rust blocks that the `modules` preprocessor writes,
/// typed by hand: a `mod`, an `allow`, or the `use` of a `{{#module}}`.
fn typed_scaffolding(page: &Page) -> Vec<String> {
    let module = Regex::new(r"^\{\{#module \S*?/(\w+)\.rs\b").unwrap();
    let mut found = Vec::new();
    for block in blocks(page).iter().filter(|b| b.language() == "rust") {
        let stems: Vec<String> = block
            .body
            .lines()
            .filter_map(|line| module.captures(line).map(|c| c[1].to_string()))
            .collect();
        for (i, line) in block.body.lines().enumerate() {
            let typed = line.starts_with("# mod ")
                || line.starts_with("# #![allow(")
                || stems.iter().any(|stem| {
                    line == format!("# use {stem}::*;")
                        || line.starts_with(&format!("# use {stem} as "))
                });
            if typed {
                found.push(format!(
                    "{}:{}: `{line}`",
                    page.path.display(),
                    block.line + 1 + i
                ));
            }
        }
    }
    found
}

#[test]
fn no_scaffolding_is_typed_by_hand() {
    // A listing's file becomes a module of a snippet through a `{{#module}}` line; the
    // `modules` preprocessor writes the `mod`, the include, the `use` and the `allow`.
    let problems: Vec<String> = pages().iter().flat_map(typed_scaffolding).collect();
    assert!(
        problems.is_empty(),
        "hidden scaffolding typed by hand; write {{{{#module PATH[:ANCHOR]}}}} instead:\n{}",
        problems.join("\n")
    );
}

#[test]
fn typed_scaffolding_is_found() {
    let page = Page {
        path: "src/x.md".into(),
        text: "```rust\n# #![allow(dead_code)]\n{{#module ../l/src/cells.rs}}\n\
               # use cells::*;\n# mod print {\n# }\n# use std::fmt;\n```\n"
            .into(),
    };
    assert_eq!(typed_scaffolding(&page).len(), 3);
}
