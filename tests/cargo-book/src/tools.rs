//! The pinned mdBook: where it lives and how it is installed.
//!
//! mdBook is installed with `cargo install --locked` into `.tools/` at the root of the
//! repository, so it never clashes with another version on the machine, and only when
//! the binary is missing or reports another version.
//!
//! The book's other preprocessors are not installed at all: `book.toml` runs them with
//! `cargo run --package book-preprocessors`, so they are built in this workspace's
//! `target/` with its lockfile, sharing what `cargo test --workspace` has already
//! compiled, and rebuilt whenever their sources change.

use std::env;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The crate and binary installed from crates.io.
pub const MDBOOK: &str = "mdbook";

/// Its exact version, the one `mdbook-driver` is pinned to in `Cargo.toml`.
pub const MDBOOK_VERSION: &str = "0.5.4";

/// The root of the repository (where `book.toml` is).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("cargo-book lives in tests/cargo-book")
        .to_path_buf()
}

/// Where mdBook is installed: `.tools/` in the repository (git ignores it).
pub fn install_root() -> PathBuf {
    repo_root().join(".tools")
}

/// The directory holding the installed binary.
pub fn bin_dir() -> PathBuf {
    install_root().join("bin")
}

/// The path of the installed `mdbook`.
pub fn mdbook_binary() -> PathBuf {
    bin_dir().join(format!("{MDBOOK}{}", env::consts::EXE_SUFFIX))
}

/// The version the installed `mdbook` reports with `--version`, if it runs at all.
pub fn installed_version() -> Option<String> {
    let output = Command::new(mdbook_binary())
        .arg("--version")
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    parse_version(&String::from_utf8_lossy(&output.stdout))
}

/// The version in a `--version` line such as `mdbook v0.5.4`.
pub fn parse_version(line: &str) -> Option<String> {
    let last = line.split_whitespace().last()?;
    Some(last.trim_start_matches('v').to_string())
}

/// Installs mdBook if it is missing or at another version; says what it does on stderr.
pub fn ensure_installed() -> io::Result<()> {
    match installed_version() {
        Some(version) if version == MDBOOK_VERSION => return Ok(()),
        Some(version) => eprintln!(
            "book: mdbook {version} found in {}, installing {MDBOOK_VERSION} instead",
            bin_dir().display(),
        ),
        None => eprintln!(
            "book: installing mdbook {MDBOOK_VERSION} into {} (once; it takes a few minutes)",
            install_root().display()
        ),
    }
    install()
}

/// Runs `cargo install --locked` for mdBook at its pinned version.
fn install() -> io::Result<()> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let status = Command::new(cargo)
        .args(["install", "--locked", "--force", "--root"])
        .arg(install_root())
        .args(["--version", &format!("={MDBOOK_VERSION}"), MDBOOK])
        .status()
        .map_err(|e| {
            io::Error::other(format!(
                "cannot run cargo to install mdbook {MDBOOK_VERSION}: {e}"
            ))
        })?;
    if status.success() && installed_version().as_deref() == Some(MDBOOK_VERSION) {
        Ok(())
    } else {
        Err(io::Error::other(format!(
            "could not install mdbook {MDBOOK_VERSION} (cargo install exited with {status}): \
             read cargo's messages above, fix what they name (often the network or the \
             toolchain), then run cargo book install-tools"
        )))
    }
}

/// An `mdbook` command run from the repository root.
pub fn mdbook() -> Command {
    let mut command = Command::new(mdbook_binary());
    command.current_dir(repo_root());
    command
}

/// The lines of mdBook's log that report a problem (a warning or an error).
pub fn problem_lines(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|line| {
            let words: Vec<&str> = line.split_whitespace().take(3).collect();
            words
                .iter()
                .any(|word| word.contains("WARN") || word.contains("ERROR"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_read_from_both_styles_of_version_line() {
        assert_eq!(parse_version("mdbook v0.5.4\n").as_deref(), Some("0.5.4"));
        assert_eq!(
            parse_version("mdbook-katex 0.10.0").as_deref(),
            Some("0.10.0")
        );
        assert_eq!(parse_version(""), None);
    }

    #[test]
    fn problem_lines_skip_info_and_plain_text() {
        let log = "2026-01-01 [INFO] (mdbook): ok\n\
                   2026-01-01 [WARN] (mdbook): missing\n\
                   \u{1b}[33m WARN\u{1b}[0m katex: Rendering failed\n\
                   ERROR Rendering failed\n\
                   a sentence that mentions a WARNING later on\n";
        assert_eq!(problem_lines(log).len(), 3);
    }

    #[test]
    fn the_pinned_mdbook_matches_the_workspace_libraries() {
        let manifest = std::fs::read_to_string(repo_root().join("Cargo.toml")).unwrap();
        for krate in ["mdbook-driver", "mdbook-preprocessor"] {
            let pin = format!("\"={MDBOOK_VERSION}\"");
            let line = manifest
                .lines()
                .find(|line| line.starts_with(&format!("{krate} =")))
                .unwrap_or_else(|| panic!("{krate} is not a workspace dependency"));
            assert!(
                line.contains(&pin),
                "{krate} is not pinned to {pin}: {line}"
            );
        }
    }
}
