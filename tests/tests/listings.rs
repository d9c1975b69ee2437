//! Rules for the listing crates under `listings/`.

mod common;

use common::{collect_files, directives, normalize, pages, repo_root, Selection};
use regex::Regex;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Every listing crate's directory.
fn listings() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(repo_root().join("listings"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("Cargo.toml").exists())
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty(), "no listing crates found");
    dirs
}

fn relative(path: &Path) -> String {
    path.strip_prefix(repo_root())
        .unwrap()
        .display()
        .to_string()
}

#[test]
fn every_public_function_has_a_doc_example() {
    let mut problems = Vec::new();
    for listing in listings() {
        let mut files = Vec::new();
        collect_files(&listing.join("src"), "rs", &mut files);
        files.retain(|file| !file.components().any(|c| c.as_os_str() == "bin"));
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            for (index, line) in lines.iter().enumerate() {
                let item = line.trim_start();
                if !(item.starts_with("pub fn ") || item.starts_with("pub const fn ")) {
                    continue;
                }
                // The doc comment above it, past attributes and anchor comments.
                let docs: Vec<&str> = lines[..index]
                    .iter()
                    .rev()
                    .map(|l| l.trim_start())
                    .skip_while(|l| l.starts_with("#[") || l.starts_with("// ANCHOR"))
                    .take_while(|l| l.starts_with("///"))
                    .collect();
                if !docs.iter().any(|l| l.starts_with("/// ```")) {
                    problems.push(format!("{}:{}: {}", relative(&file), index + 1, item));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "public functions without a doc example:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_listing_has_a_readme_and_a_chapter() {
    let book: String = pages().into_iter().map(|page| page.text).collect();
    for listing in listings() {
        let name = listing.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            listing.join("README.md").exists(),
            "listings/{name} has no README.md"
        );
        assert!(
            book.contains(&format!("listings/{name}/")),
            "no chapter includes anything from listings/{name}"
        );
    }
}

#[test]
fn no_snapshot_is_left_for_review() {
    let mut pending = Vec::new();
    for listing in listings() {
        for extension in ["new", "pending-snap"] {
            collect_files(&listing, extension, &mut pending);
        }
    }
    assert!(
        pending.is_empty(),
        "snapshots waiting for `cargo insta review`: {pending:?}"
    );
}

#[test]
fn every_snapshot_belongs_to_a_test_that_names_it() {
    let mut orphans = Vec::new();
    for listing in listings() {
        let dir = listing.join("tests/snapshots");
        if !dir.exists() {
            continue;
        }
        let mut snapshots = Vec::new();
        collect_files(&dir, "snap", &mut snapshots);
        for snapshot in snapshots {
            let stem = snapshot.file_stem().unwrap().to_string_lossy().into_owned();
            let (test_file, name) = stem.split_once("__").expect("named snapshot");
            let source = fs::read_to_string(listing.join("tests").join(format!("{test_file}.rs")))
                .unwrap_or_default();
            if !source.contains(&format!("\"{name}\"")) {
                orphans.push(relative(&snapshot));
            }
        }
    }
    assert!(orphans.is_empty(), "snapshots no test writes: {orphans:?}");
}

#[test]
fn every_anchor_is_included_by_a_chapter() {
    // Every (file, anchor) that a page's `{{#include file:anchor}}` or
    // `{{#rustdoc_include file:anchor}}` takes.
    let mut included = BTreeSet::new();
    for page in pages() {
        for directive in directives(&page) {
            if let Selection::Anchor(anchor) = directive.selection {
                included.insert((normalize(&directive.file), anchor));
            }
        }
    }
    // Every `ANCHOR: name` marker of the listings' files (as mdBook finds them:
    // anywhere in a line, in any kind of file), and of any other included file.
    let mut files = Vec::new();
    for listing in listings() {
        collect_all_files(&listing, &mut files);
    }
    files.extend(included.iter().map(|(file, _)| file.clone()));
    let files: BTreeSet<PathBuf> = files.iter().map(|f| normalize(f)).collect();
    let marker = Regex::new(r"ANCHOR:\s*([\w_-]+)").unwrap();
    let mut unused = Vec::new();
    for file in files {
        let Ok(text) = fs::read_to_string(&file) else {
            continue; // binary, or a missing file (the markdown tests report it)
        };
        for (index, line) in text.lines().enumerate() {
            for cap in marker.captures_iter(line) {
                if !included.contains(&(file.clone(), cap[1].to_string())) {
                    let place = format!("{}:{}", relative(&file), index + 1);
                    unused.push(format!("{place}: {}", &cap[1]));
                }
            }
        }
    }
    assert!(
        unused.is_empty(),
        "anchors that no chapter includes (include them, or remove their \
         `ANCHOR` and `ANCHOR_END` lines):\n{}",
        unused.join("\n")
    );
}

/// Collects every file under `dir`, whatever its extension.
fn collect_all_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_all_files(&path, out);
        } else {
            out.push(path);
        }
    }
}
