//! The explorers' logic (`theme/explorers/`, one file an explorer beside a shared
//! `harness.js`) against the cases the listings compute (`tests/explorer_cases.rs`
//! and its snapshot), run by `cargo test` in an embedded JavaScript engine
//! (QuickJS), so that no Node is needed. The checks are
//! `tests/browser/logic-checks.js`, the very script Node runs in
//! `tests/browser/logic.test.mjs`.
//!
//! It also keeps the explorer names in one place: `EXPLORERS` of the diagrams
//! preprocessor is the list, and the files of `theme/explorers/` (each registering
//! the explorer it is named after, all loaded by `book.toml`), the cases, the checks
//! and the browser click-through must each cover exactly those explorers.

use book_preprocessors::diagrams::EXPLORERS;
mod common;
use common::repo_root;
use quick_js::Context;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::fs;

const HARNESS: &str = "theme/explorers/harness.js";
const CHECKS: &str = "tests/browser/logic-checks.js";
const BROWSER: &str = "tests/browser/browser.mjs";
const CASES: &str = "tests/tests/snapshots/explorer_cases__cases.snap";

/// A file of the repository, by its path from the root.
fn read(path: &str) -> String {
    fs::read_to_string(repo_root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The explorers' scripts as the page loads them: the entries of book.toml's
/// `additional-js` under `theme/explorers/`, in order.
fn explorer_scripts() -> Vec<String> {
    let book: toml::Table = toml::from_str(&read("book.toml")).unwrap();
    let list = book["output"]["html"]["additional-js"]
        .as_array()
        .expect("book.toml: [output.html] additional-js is a list");
    list.iter()
        .map(|v| v.as_str().expect("additional-js holds paths").to_string())
        .filter(|p| p.starts_with("theme/explorers/"))
        .collect()
}

/// The JSON of the cases: the snapshot after its header's second `---` line.
fn cases_json() -> String {
    let text = read(CASES);
    let body = text.splitn(3, "---\n").nth(2);
    body.unwrap_or_else(|| panic!("{CASES}: no insta header"))
        .to_string()
}

/// Evaluates the script of the file at `path`, failing with the file's name.
fn run_file(context: &Context, path: &str) {
    // Evaluated through `eval` inside a `try`, so that an error keeps its stack
    // (QuickJS's own report of an uncaught one has only the message).
    context.set_global("source", read(path)).unwrap();
    let error: String = context
        .eval_as(
            "(function () {
                try { (0, eval)(source); return ''; }
                catch (e) { return String(e) + '\\n' + (e && e.stack || ''); }
            })()",
        )
        .unwrap();
    assert!(error.is_empty(), "{path} does not load: {error}");
}

/// The explorers registered so far, by name (`BitboardBook.views`).
fn registered(context: &Context) -> BTreeSet<String> {
    let names: String = context
        .eval_as("JSON.stringify(Object.keys(BitboardBook.views))")
        .unwrap();
    serde_json::from_str(&names).unwrap()
}

/// A QuickJS context holding every explorer script, as the page runs them (with
/// no `document`, so nothing is drawn), the logic as `L`, and the checks.
fn engine() -> Context {
    let context = Context::new().unwrap();
    for path in explorer_scripts() {
        run_file(&context, &path);
    }
    context.eval("var L = BitboardBook.logic;").unwrap();
    run_file(&context, CHECKS);
    context
}

/// The failures of every check on the cases written as `json` (the BigInts are
/// made inside JavaScript, from the decimal strings of the cases).
fn failures(context: &Context, json: &str) -> Vec<String> {
    context.set_global("casesJson", json).unwrap();
    let out: String = context
        .eval_as("JSON.stringify(checkExplorerLogic(L, JSON.parse(casesJson)))")
        .unwrap();
    serde_json::from_str(&out).unwrap()
}

#[test]
fn the_explorers_logic_reproduces_the_listings_cases() {
    let failures = failures(&engine(), &cases_json());
    assert!(
        failures.is_empty(),
        "theme/explorers/ disagrees with the listings' cases ({CASES}), checked by {CHECKS}:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_wrong_case_is_reported() {
    let mut cases: Value = serde_json::from_str(&cases_json()).unwrap();
    let game = &mut cases["connectFour"][0];
    let column = game["moves"][2].clone();
    let key = std::mem::replace(&mut game["positions"][2]["key"], json!("0"));
    let found = failures(&engine(), &cases.to_string());
    assert_eq!(
        found,
        [format!(
            "Connect Four games match chapter 3, move by move: connect four game 0, \
             move 3 (column {column}): key: got {key}, expected \"0\""
        )]
    );
}

#[test]
fn wrong_logic_is_reported() {
    // A toggle that only sets: every case whose bit was set already fails, in ten
    // messages at most and a count of the others. And a rule that throws.
    let context = engine();
    context
        .eval(
            "L.cells.toggle = function (board, n) { return board | L.bit(n); };
             L.isolation.actions = function () { throw new Error('boom'); };",
        )
        .unwrap();
    let cases: Value = serde_json::from_str(&cases_json()).unwrap();
    let wrong = cases["cells"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["get"] == json!(true))
        .count();
    assert!(wrong > 10, "only {wrong} cases have their bit set");
    let found = failures(&context, &cases_json());
    assert_eq!(found.len(), 12, "{found:#?}");
    let cells = "the cell operations match chapter 1: cells[";
    assert!(
        found[..10]
            .iter()
            .all(|f| f.starts_with(cells) && f.contains(": toggle: got ")),
        "{found:#?}"
    );
    assert_eq!(
        found[10],
        format!(
            "the cell operations match chapter 1: and {} more failures",
            wrong - 10
        )
    );
    let thrown = "Isolation games match chapter 5, move by move: threw Error: boom\n";
    assert!(
        found[11].starts_with(thrown) && found[11].contains("checkExplorerLogic"),
        "the message and the stack: {}",
        found[11]
    );
}

/// The explorer each script registers, in the order book.toml loads them: the
/// harness none, every other file one, the explorer named by its file.
fn registered_by_each_script() -> Vec<(String, BTreeSet<String>)> {
    let context = Context::new().unwrap();
    let mut before = BTreeSet::new();
    let mut found = Vec::new();
    for path in explorer_scripts() {
        run_file(&context, &path);
        let now = registered(&context);
        found.push((path, now.difference(&before).cloned().collect()));
        before = now;
    }
    found
}

/// `connectFour` → `connect-four`: the cases name an explorer in camel case.
fn kebab(name: &str) -> String {
    name.chars()
        .flat_map(|c| {
            let dash = c.is_ascii_uppercase().then_some('-');
            dash.into_iter()
                .chain(std::iter::once(c.to_ascii_lowercase()))
        })
        .collect()
}

#[test]
fn every_explorer_is_registered_checked_and_clicked_through() {
    let names: BTreeSet<String> = EXPLORERS.iter().map(|s| s.to_string()).collect();
    let mut problems = Vec::new();

    let registered: BTreeSet<String> = registered_by_each_script()
        .into_iter()
        .flat_map(|(_, names)| names)
        .collect();
    if registered != names {
        problems.push(format!(
            "theme/explorers/ registers {registered:?}, but `EXPLORERS` \
             (tests/preprocessors/src/diagrams.rs) is {names:?}"
        ));
    }

    let logic: String = engine()
        .eval_as(
            "JSON.stringify(Object.keys(L).filter(function (k) { \
                 return typeof L[k] === 'object' && L[k] !== null; }))",
        )
        .unwrap();
    let logic: BTreeSet<String> = serde_json::from_str::<Vec<String>>(&logic)
        .unwrap()
        .iter()
        .map(|k| kebab(k))
        .collect();
    if logic != names {
        problems.push(format!(
            "theme/explorers/ registers logic for {logic:?}, but `EXPLORERS` is {names:?}"
        ));
    }

    let cases: Value = serde_json::from_str(&cases_json()).unwrap();
    let keys: Vec<&String> = cases.as_object().unwrap().keys().collect();
    let with_cases: BTreeSet<String> = keys.iter().map(|k| kebab(k)).collect();
    if with_cases != names {
        problems.push(format!(
            "{CASES} (tests/explorer_cases.rs) has cases for {with_cases:?}, \
             but `EXPLORERS` is {names:?}"
        ));
    }

    let checks = read(CHECKS);
    for key in keys {
        if !checks.contains(&format!("explorerLogicList(cases, '{key}')")) {
            problems.push(format!("{CHECKS} does not check the `{key}` cases"));
        }
    }

    let browser = read(BROWSER);
    for name in &names {
        if !browser.contains(&format!("expectOutput(page, '{name}'")) {
            problems.push(format!(
                "{BROWSER} never checks what the `{name}` explorer shows"
            ));
        }
    }

    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn one_file_an_explorer_all_loaded_harness_first() {
    let scripts = explorer_scripts();
    assert_eq!(
        scripts.first().map(String::as_str),
        Some(HARNESS),
        "book.toml's additional-js must load {HARNESS} before the explorers"
    );
    let on_disk: BTreeSet<String> = fs::read_dir(repo_root().join("theme/explorers"))
        .unwrap()
        .map(|e| {
            format!(
                "theme/explorers/{}",
                e.unwrap().file_name().to_string_lossy()
            )
        })
        .collect();
    let listed: BTreeSet<String> = scripts.iter().cloned().collect();
    assert_eq!(
        on_disk, listed,
        "every file of theme/explorers/ is in book.toml's additional-js, once"
    );
    assert_eq!(listed.len(), scripts.len(), "a script listed twice");
    for (path, names) in registered_by_each_script() {
        let stem = path
            .trim_start_matches("theme/explorers/")
            .trim_end_matches(".js");
        let expected: BTreeSet<String> = if path == HARNESS {
            BTreeSet::new()
        } else {
            BTreeSet::from([stem.to_string()])
        };
        assert_eq!(names, expected, "{path} registers {names:?}");
    }
}

#[test]
fn camel_case_names_become_explorer_names() {
    assert_eq!(kebab("connectFour"), "connect-four");
    assert_eq!(kebab("pegSolitaire"), "peg-solitaire");
    assert_eq!(kebab("cells"), "cells");
}
