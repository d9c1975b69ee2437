//! The exercises: every chapter page ends with 4 to 6 of them, graded from a warm-up to a
//! challenge, each with a folded hint and a folded solution whose code is included from the
//! chapter's listing (an `exercises` module), where the listing's tests check it.

mod common;

use common::{collect_files, pages, repo_root, Page};
use regex::Regex;
use std::collections::BTreeSet;
use std::fs;
use std::sync::LazyLock;

/// The fewest and the most exercises a chapter page has.
const EXERCISES: std::ops::RangeInclusive<usize> = 4..=6;

/// The levels, in the order a page climbs them.
const LEVELS: [&str; 3] = ["Warm-up", "Practice", "Challenge"];

/// The pages of `SUMMARY.md` that are chapters (their file starts with `ch`) and have no
/// parts nested under them: an overview page (chapters 3 and 6) leaves the exercises to
/// its parts.
fn chapter_pages() -> Vec<Page> {
    static ENTRY: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(\s*)- \[[^\]]*\]\(([^)]+\.md)\)").unwrap());
    let summary = fs::read_to_string(repo_root().join("src/SUMMARY.md")).unwrap();
    let entries: Vec<(usize, String)> = summary
        .lines()
        .filter_map(|line| ENTRY.captures(line))
        .map(|cap| (cap[1].len(), cap[2].to_string()))
        .collect();
    let mut chapters = BTreeSet::new();
    for (i, (indent, file)) in entries.iter().enumerate() {
        let has_parts = entries.get(i + 1).is_some_and(|(next, _)| next > indent);
        if file.starts_with("ch") && !has_parts {
            chapters.insert(format!("src/{file}"));
        }
    }
    let found: Vec<Page> = pages()
        .into_iter()
        .filter(|page| chapters.contains(&*page.path.to_string_lossy()))
        .collect();
    assert_eq!(
        found.len(),
        chapters.len(),
        "a chapter of SUMMARY.md has no page"
    );
    found
}

/// The text of a page from the heading `heading` to the next heading of the same or a
/// higher level, or `None`.
fn section<'a>(text: &'a str, heading: &str) -> Option<&'a str> {
    let start = text.find(&format!("\n{heading}\n"))? + 1;
    let level = heading.split(' ').next().unwrap().len();
    let rest = &text[start + heading.len()..];
    let mut fenced = false;
    let end = rest
        .lines()
        .scan(0, |offset, line| {
            let at = *offset;
            *offset += line.len() + 1;
            Some((at, line))
        })
        .find(|(_, line)| {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
            }
            let hashes = line.len() - line.trim_start_matches('#').len();
            !fenced && (1..=level).contains(&hashes) && line[hashes..].starts_with(' ')
        })
        .map_or(rest.len(), |(at, _)| at);
    Some(&text[start..start + heading.len() + end])
}

/// The problems with one exercise's text (its `### Exercise` heading to the next).
fn exercise_problems(number: usize, text: &str, level: &mut usize) -> Vec<String> {
    static HEADING: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^### Exercise (\d+): \S").unwrap());
    static LEVEL: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?m)^\*(Warm-up|Practice|Challenge)\.\* \S").unwrap());
    static SOLUTION_MODULE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?m)^\{\{#module \.\./listings/[^/]+/src/exercises\w*\.rs:\w+\}\}$").unwrap()
    });
    let mut problems = Vec::new();
    let heading = text.lines().next().unwrap_or("");
    match HEADING.captures(heading) {
        Some(cap) if cap[1] == number.to_string() => {}
        _ => problems.push(format!(
            "`{heading}` should be `### Exercise {number}: <title>`"
        )),
    }
    match LEVEL.captures(text) {
        Some(cap) => {
            let this = LEVELS.iter().position(|l| *l == &cap[1]).unwrap();
            if this < *level {
                problems.push(format!("{heading}: *{}.* comes after a harder one", &cap[1]));
            }
            *level = this;
        }
        None => problems.push(format!(
            "{heading}: the task starts with its level, `*Warm-up.*`, `*Practice.*` or `*Challenge.*`"
        )),
    }
    let hint = text.find("<details>\n<summary>Hint</summary>\n\n");
    let solution = text.find("<details>\n<summary>Solution</summary>\n\n");
    match (hint, solution) {
        (Some(h), Some(s)) if h < s => {
            let fold = &text[s..];
            let end = fold.find("</details>").unwrap_or(fold.len());
            if !SOLUTION_MODULE.is_match(&fold[..end]) {
                problems.push(format!(
                    "{heading}: the solution fold shows no `{{{{#module ../listings/<crate>/src/exercises….rs:<anchor>}}}}` line"
                ));
            }
        }
        _ => problems.push(format!(
            "{heading}: needs a folded hint, then a folded solution \
             (`<details>`, a blank-line-separated `<summary>Hint</summary>` / `<summary>Solution</summary>`)"
        )),
    }
    if text.matches("<details>").count() != text.matches("</details>").count() {
        problems.push(format!("{heading}: a `<details>` is not closed"));
    }
    problems
}

#[test]
fn every_chapter_page_ends_with_graded_exercises() {
    let mut problems = Vec::new();
    let chapters = chapter_pages();
    assert!(
        chapters.len() >= 8,
        "only {} chapter pages found",
        chapters.len()
    );
    for page in &chapters {
        let path = page.path.display();
        if page.text.contains("\n## Try it\n") {
            problems.push(format!("{path}: `## Try it` is now `## Exercises`"));
        }
        let Some(exercises) = section(&page.text, "## Exercises") else {
            problems.push(format!("{path}: no `## Exercises` section"));
            continue;
        };
        let parts: Vec<&str> = exercises.split("\n### ").skip(1).collect();
        if !EXERCISES.contains(&parts.len()) {
            problems.push(format!(
                "{path}: {} exercises, not {} to {}",
                parts.len(),
                EXERCISES.start(),
                EXERCISES.end()
            ));
        }
        let mut level = 0;
        for (i, part) in parts.iter().enumerate() {
            let text = format!("### {part}");
            let found = exercise_problems(i + 1, &text, &mut level);
            problems.extend(found.into_iter().map(|p| format!("{path}: {p}")));
        }
        if !parts.is_empty() && !parts[0].contains("*Warm-up.*") {
            problems.push(format!("{path}: the first exercise is a warm-up"));
        }
        if !parts.iter().any(|part| part.contains("*Challenge.*")) {
            problems.push(format!("{path}: no challenge among the exercises"));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Every solution in a listing's `exercises` modules is shown in a chapter's solution
/// fold and called by the listing's own tests (`tests/exercises*.rs`).
#[test]
fn every_solution_is_shown_and_tested() {
    static ANCHOR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"// ANCHOR: (\w+)").unwrap());
    static PUB_FN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?m)^pub (?:const )?fn (\w+)").unwrap());
    let shown: String = pages().iter().map(|page| page.text.as_str()).collect();
    let mut files = Vec::new();
    collect_files(&repo_root().join("listings"), "rs", &mut files);
    let modules: Vec<_> = files
        .iter()
        .filter(|f| f.parent().is_some_and(|dir| dir.ends_with("src")))
        .filter(|f| {
            f.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("exercises"))
        })
        .collect();
    assert!(!modules.is_empty(), "no listing has an exercises module");
    let mut problems = Vec::new();
    for module in modules {
        let text = fs::read_to_string(module).unwrap();
        let crate_dir = module.parent().unwrap().parent().unwrap();
        let crate_name = crate_dir.file_name().unwrap().to_string_lossy();
        let file = module.file_name().unwrap().to_string_lossy();
        for cap in ANCHOR.captures_iter(&text) {
            let directive = format!(
                "{{{{#module ../listings/{crate_name}/src/{file}:{}}}}}",
                &cap[1]
            );
            if !shown.contains(&directive) {
                problems.push(format!(
                    "{crate_name}/src/{file}: anchor `{}` is in no chapter",
                    &cap[1]
                ));
            }
        }
        let mut tests = Vec::new();
        collect_files(&crate_dir.join("tests"), "rs", &mut tests);
        let tests: String = tests
            .iter()
            .filter(|t| {
                t.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("exercises"))
            })
            .map(|t| fs::read_to_string(t).unwrap())
            .collect();
        for cap in PUB_FN.captures_iter(&text) {
            if !tests.contains(&format!("{}(", &cap[1])) {
                problems.push(format!(
                    "{crate_name}/src/{file}: `{}` is called by no test in {crate_name}/tests/exercises*.rs",
                    &cap[1]
                ));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_checks_can_fail() {
    let bad =
        "### Exercise 2: Late\n\n*Warm-up.* Do it.\n\n<details>\n<summary>Solution</summary>\n\n\
               ```rust\nfn main() {}\n```\n\n</details>\n";
    let mut level = 2;
    let problems = exercise_problems(1, bad, &mut level);
    assert_eq!(problems.len(), 3, "{problems:#?}");
    assert!(problems[0].contains("### Exercise 1"));
    assert!(problems[1].contains("comes after a harder one"));
    assert!(problems[2].contains("folded hint"));
    let text = "intro\n## Exercises\n\n### Exercise 1: A\n\n```rust\n# fn main() {}\n```\ntext\n## What we have\nend\n";
    let found = section(text, "## Exercises").unwrap();
    assert!(
        found.starts_with("## Exercises") && found.ends_with("text\n"),
        "{found:?}"
    );
}
