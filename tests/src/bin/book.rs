//! `cargo book`: serve or build The Bitboard Book with the pinned tools.
//!
//! ```text
//! cargo book serve            # http://localhost:3000, rebuilt on every change
//! cargo book build            # writes book/, fails on any warning
//! cargo book install-tools    # only installs mdbook and mdbook-katex into .tools/
//! cargo book bench            # runs every benchmark, writes the chapters' tables
//! cargo book browser-test     # builds the book and tests it in headless Chromium
//! ```

use book_tests::{bench_report, tools};
use clap::{Parser, Subcommand};
use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::SystemTime;

/// Serve or build The Bitboard Book, installing the pinned mdBook tools when missing.
#[derive(Parser)]
#[command(name = "cargo book", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Install mdbook and mdbook-katex at their pinned versions into .tools/ if needed.
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
    /// instructions of each listing's `examples/workload.rs` with callgrind
    /// (`measurements/instructions.md`).
    Bench {
        /// Listing crates to benchmark, such as `ch05-isolation` (default: all).
        packages: Vec<String>,
    },
    /// Build the book, then test it in headless Chromium (tests/browser): the
    /// explorers, offline loading, links and anchors, and screenshots in
    /// target/browser. Needs Node.js 20 or newer and Debian's `chromium`.
    BrowserTest,
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("book: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(action: Action) -> Result<(), String> {
    if let Action::Bench { packages } = action {
        return bench(&packages);
    }
    tools::ensure_installed().map_err(|e| e.to_string())?;
    match action {
        Action::Bench { .. } => unreachable!("handled above"),
        Action::InstallTools => {
            for tool in tools::TOOLS {
                eprintln!(
                    "book: {} {} is in {}",
                    tool.name,
                    tool.version,
                    tools::bin_dir().display()
                );
            }
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
            browser_test()
        }
    }
}

/// Installs the browser tests' npm packages (from their lockfile) and runs them.
fn browser_test() -> Result<(), String> {
    let dir = tools::repo_root().join("tests/browser");
    let run = |program: &str, args: &[&str]| -> Result<(), String> {
        let status = Command::new(program)
            .args(args)
            .current_dir(&dir)
            .status()
            .map_err(|e| format!("cannot run {program} (is Node.js installed?): {e}"))?;
        status
            .success()
            .then_some(())
            .ok_or(format!("`{program} {}` failed ({status})", args.join(" ")))
    };
    run("npm", &["ci", "--no-audit", "--no-fund"])?;
    run("npm", &["test"])
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

/// Runs each listing's `examples/workload.rs` under callgrind and writes
/// `measurements/instructions.md` beside the benchmark tables.
fn count_instructions(packages: &[String], target: &Path) -> Result<(), String> {
    let valgrind = Command::new("valgrind").arg("--version").output();
    if !valgrind.is_ok_and(|out| out.status.success()) {
        eprintln!("book: valgrind is not installed; instruction counts not updated");
        return Ok(());
    }
    let root = tools::repo_root();
    let listings: Vec<String> = if packages.is_empty() {
        let mut all: Vec<String> = fs::read_dir(root.join("listings"))
            .map_err(|e| format!("cannot list listings/: {e}"))?
            .flatten()
            .filter(|entry| entry.path().join("Cargo.toml").exists())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        all.sort();
        all
    } else {
        packages.to_vec()
    };
    let stamp = bench_report::stamp();
    for listing in listings {
        let dir = root.join("listings").join(&listing);
        if !dir.join("examples/workload.rs").exists() {
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
                "workload",
            ])
            .status()
            .map_err(|e| format!("cannot run cargo build: {e}"))?;
        if !built.success() {
            return Err(format!("the workloads of {listing} do not build"));
        }
        let program = target.join("release/examples/workload");
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
