//! `cargo book`: serve or build The Bitboard Book with the pinned tools.
//!
//! ```text
//! cargo book serve            # http://localhost:3000, rebuilt on every change
//! cargo book build            # writes book/, fails on any warning
//! cargo book install-tools    # only installs mdbook and mdbook-katex into .tools/
//! ```

use book_tests::tools;
use clap::{Parser, Subcommand};
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::{ExitCode, Stdio};

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
    tools::ensure_installed().map_err(|e| e.to_string())?;
    match action {
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
    }
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
