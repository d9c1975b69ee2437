//! `cargo book`: serve or build The Bitboard Book with the pinned tools.
//!
//! ```text
//! cargo book serve            # http://localhost:3000, rebuilt on every change
//! cargo book build            # writes book/, fails on any warning
//! cargo book install-tools    # only installs the pinned mdbook into .tools/
//! cargo book bench            # runs every benchmark, writes the chapters' tables
//! cargo book browser-test     # builds the book and tests it in headless Chromium
//! cargo book pdf              # builds the book and prints it to book/the-bitboard-book.pdf
//! ```

mod tools;

use clap::{Parser, Subcommand};
use listing_support::bench_report;
use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::SystemTime;

/// Serve or build The Bitboard Book, installing the pinned mdBook tools when missing.
#[derive(Parser)]
#[command(name = "cargo book", bin_name = "cargo book", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Install mdBook at its pinned version into .tools/ if needed.
    InstallTools,
    /// Serve the book on localhost, rebuilding it when a file changes.
    Serve {
        /// Extra arguments for `mdbook serve` (for example `--open` or `--port 8000`).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<OsString>,
    },
    /// Build the book into book/ and fail if mdBook or KaTeX reports any warning.
    Build {
        /// Extra arguments for `mdbook build` (for example `--dest-dir /tmp/book`).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<OsString>,
    },
    /// Run the criterion benchmarks (all, or those of the given listings) and
    /// write each listing's `measurements/benchmarks.md` (and `comparison.md`,
    /// bitboard against array), which the book includes; then count the
    /// instructions of each listing's workload example (`examples/chNN_workload.rs`)
    /// with callgrind (`measurements/instructions.md`).
    Bench {
        /// Listing crates to benchmark, such as `ch05-isolation` (default: all).
        packages: Vec<String>,
    },
    /// Build the book, then test it in headless Chromium (tests/browser): the
    /// explorers, offline loading, links and anchors, and screenshots in
    /// target/browser. Needs Node.js 20 or newer and Debian's `chromium`.
    BrowserTest,
    /// Build the book, then print its print page with headless Chromium to
    /// book/the-bitboard-book.pdf (tests/browser/pdf.mjs) and check the PDF: no code
    /// line cut off, every chapter title in its text. Needs what browser-test needs,
    /// and pdftotext and pdfinfo (Debian's `poppler-utils`).
    Pdf,
}

/// The commands, as a reader types them.
const COMMANDS: &str = "serve, build, install-tools, bench, browser-test, pdf";

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("book: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `--help` and `--version` as clap prints them; any other mistake on the command
/// line as one line that says what to do, and exit status 2.
fn usage_error(error: clap::Error) -> ExitCode {
    use clap::error::{ContextKind, ErrorKind};
    let said = |kind| {
        error
            .get(kind)
            .map(|value| value.to_string())
            .unwrap_or_default()
    };
    let message = match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            format!("no command given; the commands are {COMMANDS} (see cargo book --help)")
        }
        ErrorKind::InvalidSubcommand => format!(
            "there is no command `{}`; the commands are {COMMANDS} (see cargo book --help)",
            said(ContextKind::InvalidSubcommand)
        ),
        ErrorKind::UnknownArgument => format!(
            "`{}` is not an option here; see cargo book --help",
            said(ContextKind::InvalidArg)
        ),
        _ => error
            .render()
            .to_string()
            .lines()
            .next()
            .unwrap_or("bad command line")
            .trim_start_matches("error: ")
            .to_string(),
    };
    eprintln!("book: {message}");
    ExitCode::from(2)
}

fn run(action: Action) -> Result<(), String> {
    if let Action::Bench { packages } = action {
        check_listings(&packages)?;
        return bench(&packages);
    }
    match action {
        Action::BrowserTest => browser_prerequisites("browser-test")?,
        Action::Pdf => {
            browser_prerequisites("pdf")?;
            pdf_prerequisites()?;
        }
        _ => {}
    }
    tools::ensure_installed().map_err(|e| e.to_string())?;
    match action {
        Action::Bench { .. } => unreachable!("handled above"),
        Action::InstallTools => {
            eprintln!(
                "book: mdbook {} is in {}",
                tools::MDBOOK_VERSION,
                tools::bin_dir().display()
            );
            Ok(())
        }
        Action::Serve { args } => {
            let status = tools::mdbook()
                .arg("serve")
                .args(args)
                .status()
                .map_err(|e| format!("cannot run mdbook: {e}"))?;
            status
                .success()
                .then_some(())
                .ok_or(format!("mdbook serve exited with {status}"))
        }
        Action::Build { args } => build(args),
        Action::BrowserTest => {
            build(Vec::new())?;
            npm_ci()?;
            npm(&["test"])
        }
        Action::Pdf => {
            build(Vec::new())?;
            npm_ci()?;
            npm(&["run", "pdf"])
        }
    }
}

/// The listing crates of the repository, sorted.
fn listing_names() -> Result<Vec<String>, String> {
    let mut all: Vec<String> = fs::read_dir(tools::repo_root().join("listings"))
        .map_err(|e| format!("cannot list listings/: {e}"))?
        .flatten()
        .filter(|entry| entry.path().join("Cargo.toml").exists())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    all.sort();
    Ok(all)
}

/// Every package named for `bench` is a listing.
fn check_listings(packages: &[String]) -> Result<(), String> {
    let all = listing_names()?;
    match packages.iter().find(|p| !all.contains(p)) {
        Some(unknown) => Err(format!(
            "there is no listing `{unknown}`; the listings are {}",
            all.join(", ")
        )),
        None => Ok(()),
    }
}

/// Node.js 20 or newer, npm and Chromium, checked before anything is built;
/// `command` names the command that needs them.
fn browser_prerequisites(command: &str) -> Result<(), String> {
    let node = Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    let Some(version) = node else {
        return Err(format!(
            "{command} needs Node.js 20 or newer, and `node` is not on the PATH: \
             install it (Debian: apt-get install nodejs npm) and try again"
        ));
    };
    let major: u32 = version
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0);
    if major < 20 {
        return Err(format!(
            "{command} needs Node.js 20 or newer, found {version}: upgrade it and try again"
        ));
    }
    if !Command::new("npm")
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success())
    {
        return Err(format!(
            "{command} needs npm, which is not on the PATH: install it (Debian: apt-get install npm)"
        ));
    }
    let chromium = std::env::var_os("CHROMIUM").unwrap_or_else(|| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Err(format!(
            "{command} needs Chromium, and there is none at {}: install Debian's \
             `chromium` package, or set CHROMIUM to its path",
            Path::new(&chromium).display()
        ));
    }
    Ok(())
}

/// pdftotext and pdfinfo, which read the PDF back, checked before anything is built.
fn pdf_prerequisites() -> Result<(), String> {
    for program in ["pdftotext", "pdfinfo"] {
        if !Command::new(program)
            .arg("-v")
            .output()
            .is_ok_and(|out| out.status.success())
        {
            return Err(format!(
                "pdf needs {program}, which is not on the PATH: install Debian's \
                 `poppler-utils` package (apt-get install poppler-utils)"
            ));
        }
    }
    Ok(())
}

/// Runs npm with `args` in tests/browser.
fn npm(args: &[&str]) -> Result<(), String> {
    let status = Command::new("npm")
        .args(args)
        .current_dir(tools::repo_root().join("tests/browser"))
        .status()
        .map_err(|e| format!("cannot run npm (is Node.js installed?): {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or(format!("`npm {}` failed ({status})", args.join(" ")))
}

/// Installs the browser scripts' npm packages, from their lockfile.
fn npm_ci() -> Result<(), String> {
    npm(&["ci", "--no-audit", "--no-fund"])
}

/// Runs `mdbook build`, echoing its log, and fails on any warning or error in it.
fn build(args: Vec<OsString>) -> Result<(), String> {
    let output = tools::mdbook()
        .arg("build")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run mdbook: {e}"))?;
    let log = String::from_utf8_lossy(&output.stderr);
    io::stdout().write_all(&output.stdout).ok();
    eprint!("{log}");
    if !output.status.success() {
        return Err(format!("mdbook build exited with {}", output.status));
    }
    let problems = tools::problem_lines(&log);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the build reported {} problem(s); a clean build has none:\n{}",
            problems.len(),
            problems.join("\n")
        ))
    }
}

/// Runs `cargo bench` and turns the results into the chapters' tables.
fn bench(packages: &[String]) -> Result<(), String> {
    let started = SystemTime::now();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(tools::repo_root()).arg("bench");
    if packages.is_empty() {
        command.arg("--workspace");
    }
    for package in packages {
        command.args(["--package", package]);
    }
    let status = command
        .status()
        .map_err(|e| format!("cannot run cargo bench: {e}"))?;
    if !status.success() {
        return Err(format!("cargo bench exited with {status}"));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| tools::repo_root().join("target"), Into::into);
    let results = bench_report::read_results(&target.join("criterion"), started);
    let written = bench_report::write_reports(&tools::repo_root(), &results);
    for file in &written {
        eprintln!("book: wrote {}", file.display());
    }
    if written.is_empty() {
        return Err("no benchmark results were found".into());
    }
    count_instructions(packages, &target)
}

/// The name of a listing's workload example: `ch05_workload` for `ch05-isolation`.
/// Each has its own name, since examples of one workspace share an output directory.
fn workload_example(listing: &str) -> String {
    let chapter = listing.split('-').next().unwrap_or(listing);
    format!("{chapter}_workload")
}

/// Runs each listing's workload example under callgrind and writes
/// `measurements/instructions.md` beside the benchmark tables.
fn count_instructions(packages: &[String], target: &Path) -> Result<(), String> {
    let valgrind = Command::new("valgrind").arg("--version").output();
    if !valgrind.is_ok_and(|out| out.status.success()) {
        eprintln!("book: valgrind is not installed; instruction counts not updated");
        return Ok(());
    }
    let root = tools::repo_root();
    let listings: Vec<String> = if packages.is_empty() {
        listing_names()?
    } else {
        packages.to_vec()
    };
    let stamp = bench_report::stamp();
    for listing in listings {
        let dir = root.join("listings").join(&listing);
        let example = workload_example(&listing);
        if !dir.join(format!("examples/{example}.rs")).exists() {
            continue;
        }
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let built = Command::new(cargo)
            .current_dir(&root)
            .args([
                "build",
                "--release",
                "--package",
                &listing,
                "--example",
                &example,
            ])
            .status()
            .map_err(|e| format!("cannot run cargo build: {e}"))?;
        if !built.success() {
            return Err(format!("the workloads of {listing} do not build"));
        }
        let program = target.join("release/examples").join(&example);
        let list = output(Command::new(&program).arg("--list"))?;
        let mut rows = Vec::new();
        for (index, line) in list.lines().enumerate() {
            let (work, variant) = line.split_once('\t').unwrap_or((line, ""));
            eprintln!("book: callgrind: {listing}: {work}, {variant}");
            let run = Command::new("valgrind")
                .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
                .arg(&program)
                .arg(index.to_string())
                .output()
                .map_err(|e| format!("cannot run valgrind: {e}"))?;
            let stderr = String::from_utf8_lossy(&run.stderr);
            let total = bench_report::callgrind_total(&stderr)
                .filter(|_| run.status.success())
                .ok_or(format!("callgrind failed on {listing} {line}: {stderr}"))?;
            rows.push((work.to_string(), variant.to_string(), total));
        }
        let rows: Vec<(&str, &str, u64)> = rows
            .iter()
            .map(|(w, v, n)| (w.as_str(), v.as_str(), *n))
            .collect();
        let file = dir.join("measurements/instructions.md");
        fs::write(&file, bench_report::instructions_table(&rows, &stamp))
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        eprintln!("book: wrote {}", file.display());
    }
    Ok(())
}

/// A program's standard output, or an error naming it.
fn output(command: &mut Command) -> Result<String, String> {
    let out = command
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", command.get_program()))?;
    if !out.status.success() {
        return Err(format!("{:?} failed", command.get_program()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn the_workload_example_is_named_for_its_chapter() {
        assert_eq!(workload_example("ch05-isolation"), "ch05_workload");
    }

    /// Every example of every listing, by name: the listings it is in.
    fn examples() -> BTreeMap<String, Vec<String>> {
        let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for listing in listing_names().unwrap() {
            let dir = tools::repo_root()
                .join("listings")
                .join(&listing)
                .join("examples");
            for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if let Some(stem) = name.strip_suffix(".rs") {
                    found
                        .entry(stem.to_string())
                        .or_default()
                        .push(listing.clone());
                }
            }
        }
        found
    }

    #[test]
    fn no_two_listings_share_an_example_name() {
        // Examples of one workspace are built into one directory: two of the same
        // name overwrite each other (cargo warns, and may refuse one day).
        let examples = examples();
        let shared: Vec<_> = examples.iter().filter(|(_, l)| l.len() > 1).collect();
        assert!(
            shared.is_empty(),
            "examples in more than one listing: {shared:?}"
        );
        let workloads: Vec<_> = examples
            .iter()
            .filter(|(name, _)| name.contains("workload"))
            .collect();
        assert!(workloads.len() > 1, "{workloads:?}");
        for (name, listings) in workloads {
            assert_eq!(*name, workload_example(&listings[0]), "in {listings:?}");
        }
    }
}
