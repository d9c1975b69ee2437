//! The pinned book tools (mdBook, mdbook-katex and the book's own mdbook-diagrams):
//! where they live, how they are installed.
//!
//! They are installed with `cargo install --locked` into `.tools/` at the root of the
//! repository, so they never clash with other versions on the machine, and only when
//! a binary is missing or reports another version.
//!
//! mdBook comes from crates.io with its own lockfile. `mdbook-katex` is built from this
//! workspace instead (`src/bin/mdbook-katex.rs`, a thin `main` around the mdbook-katex
//! library pinned in `Cargo.lock`): the lockfile published with mdbook-katex 0.10.0
//! pins mdbook-preprocessor 0.5.3, and that binary warns on every build run by
//! mdBook 0.5.4. Our lockfile pins mdbook-preprocessor 0.5.4, so the build is clean.

use std::env;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A command-line tool pinned at an exact version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tool {
    /// The binary's name (and, for a crates.io tool, the crate's).
    pub name: &'static str,
    /// The exact version; a workspace tool adds `+` and a hash of its sources.
    pub version: &'static str,
    /// Where `cargo install` takes it from.
    pub source: Source,
}

/// Where a tool is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The crate of the same name on crates.io, with its published lockfile.
    CratesIo,
    /// A binary of this `tests` crate, with the workspace's lockfile and a feature.
    Workspace {
        /// The feature the binary requires.
        feature: &'static str,
        /// The files it is built from, relative to the tests crate.
        sources: &'static [&'static str],
    },
}

/// The version a correctly installed tool reports: its pinned version, and
/// for a workspace tool a hash of its current sources.
///
/// ```
/// use book_tests::tools::{expected_version, MDBOOK, MDBOOK_DIAGRAMS};
/// assert_eq!(expected_version(MDBOOK), "0.5.4");
/// assert!(expected_version(MDBOOK_DIAGRAMS).starts_with("0.1.0+"));
/// ```
pub fn expected_version(tool: Tool) -> String {
    match tool.source {
        Source::CratesIo => tool.version.to_string(),
        Source::Workspace { sources, .. } => {
            let crate_dir = repo_root().join("tests");
            format!(
                "{}+{}",
                tool.version,
                crate::source_hash::source_hash(&crate_dir, sources)
            )
        }
    }
}

/// mdBook itself: builds and serves the book.
pub const MDBOOK: Tool = Tool {
    name: "mdbook",
    version: "0.5.4",
    source: Source::CratesIo,
};

/// The KaTeX preprocessor: renders the math at build time. Its version is the
/// mdbook-katex library's, with a hash of our `main` that tells it from upstream's.
pub const MDBOOK_KATEX: Tool = Tool {
    name: "mdbook-katex",
    version: "0.10.0",
    source: Source::Workspace {
        feature: "preprocessors",
        sources: crate::source_hash::KATEX_SOURCES,
    },
};

/// The book's own preprocessor: ```` ```bitboard ```` blocks become diagrams.
pub const MDBOOK_DIAGRAMS: Tool = Tool {
    name: "mdbook-diagrams",
    version: "0.1.0",
    source: Source::Workspace {
        feature: "preprocessors",
        sources: crate::source_hash::DIAGRAMS_SOURCES,
    },
};

/// Every tool the book needs, in installation order.
pub const TOOLS: [Tool; 3] = [MDBOOK, MDBOOK_KATEX, MDBOOK_DIAGRAMS];

/// The root of the repository (where `book.toml` is).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate lives one level below the repository root")
        .to_path_buf()
}

/// Where the tools are installed: `.tools/` in the repository (git ignores it).
pub fn install_root() -> PathBuf {
    repo_root().join(".tools")
}

/// The directory holding the installed binaries.
pub fn bin_dir() -> PathBuf {
    install_root().join("bin")
}

/// The path of a tool's installed binary.
pub fn binary(tool: Tool) -> PathBuf {
    bin_dir().join(format!("{}{}", tool.name, env::consts::EXE_SUFFIX))
}

/// The version an installed tool reports with `--version`, if it runs at all.
pub fn installed_version(tool: Tool) -> Option<String> {
    let output = Command::new(binary(tool)).arg("--version").output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&output.stdout);
    parse_version(&text)
}

/// The version in a `--version` line such as `mdbook v0.5.4` or `mdbook-katex 0.10.0`.
pub fn parse_version(line: &str) -> Option<String> {
    let last = line.split_whitespace().last()?;
    Some(last.trim_start_matches('v').to_string())
}

/// Installs every tool that is missing or at another version; says what it does on stderr.
pub fn ensure_installed() -> io::Result<()> {
    for tool in TOOLS {
        let expected = expected_version(tool);
        match installed_version(tool) {
            Some(version) if version == expected => continue,
            Some(version) => eprintln!(
                "book: {} {version} found in {}, installing {expected} instead",
                tool.name,
                bin_dir().display(),
            ),
            None => eprintln!(
                "book: installing {} {expected} into {} (once; it takes a few minutes)",
                tool.name,
                install_root().display()
            ),
        }
        install(tool)?;
    }
    Ok(())
}

/// Runs `cargo install --locked` for one tool at its pinned version.
fn install(tool: Tool) -> io::Result<()> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let mut command = Command::new(cargo);
    command
        .args(["install", "--locked", "--force", "--root"])
        .arg(install_root());
    match tool.source {
        Source::CratesIo => {
            command.args(["--version", &format!("={}", tool.version), tool.name]);
        }
        Source::Workspace { feature, .. } => {
            command
                .arg("--path")
                .arg(repo_root().join("tests"))
                .args(["--no-default-features", "--features", feature])
                .args(["--bin", tool.name]);
        }
    }
    let status = command.status().map_err(|e| {
        io::Error::other(format!(
            "cannot run cargo to install {} {}: {e}",
            tool.name, tool.version
        ))
    })?;
    if status.success() && installed_version(tool) == Some(expected_version(tool)) {
        Ok(())
    } else {
        Err(io::Error::other(format!(
            "could not install {} {} (cargo install exited with {status}): read cargo's \
             messages above, fix what they name (often the network or the toolchain), \
             then run cargo book install-tools",
            tool.name, tool.version
        )))
    }
}

/// A `mdbook` command run from the repository root, with `.tools/bin` first on `PATH`
/// so that mdBook finds the pinned `mdbook-katex`.
pub fn mdbook() -> Command {
    let mut paths = vec![bin_dir()];
    if let Some(path) = env::var_os("PATH") {
        paths.extend(env::split_paths(&path));
    }
    let mut command = Command::new(binary(MDBOOK));
    command.current_dir(repo_root());
    if let Ok(path) = env::join_paths(paths) {
        command.env("PATH", path);
    }
    command
}

/// The lines of mdBook's log that report a problem (a warning or an error).
///
/// ```
/// use book_tests::tools::problem_lines;
/// let log = " INFO Book building has started\n WARN mdbook_katex: Rendering failed\n";
/// assert_eq!(problem_lines(log), vec![" WARN mdbook_katex: Rendering failed"]);
/// ```
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
    fn the_pinned_versions_match_the_workspace_dependencies() {
        let manifest = std::fs::read_to_string(repo_root().join("Cargo.toml")).unwrap();
        for (krate, tool) in [("mdbook-driver", MDBOOK), ("mdbook-katex", MDBOOK_KATEX)] {
            let pin = format!("\"={}\"", tool.version);
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
