//! Where the figures of a listing's measuring example go (`examples/measure.rs`,
//! `solver_steps.rs`, `solve_empty_board.rs`, …). A reader who runs one as the book
//! shows it gets the figures on standard output and changes no file of the book;
//! only `--record` on its command line also writes them into the listing's
//! `measurements/`, the files the chapters include.

use std::path::{Path, PathBuf};

/// The flag that asks an example to write its files into `measurements/`.
pub const RECORD: &str = "--record";

/// An example's files: written under `measurements/` with `--record`, else only named.
#[derive(Debug)]
pub struct Recording {
    /// The listing's `measurements/` when recording, else `None`.
    dir: Option<PathBuf>,
    /// The files kept so far, by their path under `measurements/`.
    kept: Vec<String>,
}

impl Recording {
    /// The recording asked for by `args` (the command line after the program's
    /// name) for the listing at `manifest_dir`, and the other arguments in order.
    ///
    /// ```
    /// use listing_support::record::Recording;
    /// let args = ["11", "--record"].map(String::from);
    /// let (recording, rest) = Recording::from_args("/listing", args);
    /// assert!(recording.is_on());
    /// assert_eq!(rest, ["11"]);
    /// let (recording, rest) = Recording::from_args("/listing", ["11".to_string()]);
    /// assert!(!recording.is_on());
    /// assert_eq!(rest, ["11"]);
    /// ```
    pub fn from_args(
        manifest_dir: &str,
        args: impl IntoIterator<Item = String>,
    ) -> (Recording, Vec<String>) {
        let (flags, rest): (Vec<String>, Vec<String>) = args.into_iter().partition(|a| a == RECORD);
        let dir = (!flags.is_empty()).then(|| Path::new(manifest_dir).join("measurements"));
        (
            Recording {
                dir,
                kept: Vec::new(),
            },
            rest,
        )
    }

    /// The recording of this process's command line, and its other arguments.
    ///
    /// ```
    /// use listing_support::record::Recording;
    /// let (_, rest) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    /// assert!(!rest.iter().any(|a| a == "--record"));
    /// ```
    pub fn from_env(manifest_dir: &str) -> (Recording, Vec<String>) {
        Recording::from_args(manifest_dir, std::env::args().skip(1))
    }

    /// Whether the files are written into `measurements/`.
    ///
    /// ```
    /// use listing_support::record::Recording;
    /// assert!(Recording::from_args("/l", ["--record".to_string()]).0.is_on());
    /// ```
    pub fn is_on(&self) -> bool {
        self.dir.is_some()
    }

    /// Keeps `text` as the file `name` of `measurements/` (`faster.md`,
    /// `empty-board/step11.md`): writes it there when recording, and in any case
    /// remembers its name for [`Recording::summary`].
    ///
    /// ```
    /// use listing_support::record::Recording;
    /// let (mut recording, _) = Recording::from_args("/listing", []);
    /// recording.keep("solve.md", "| a | b |\n").unwrap(); // not recording: no file
    /// assert!(recording.summary().contains("measurements/solve.md"));
    /// ```
    pub fn keep(&mut self, name: &str, text: &str) -> std::io::Result<()> {
        if let Some(dir) = &self.dir {
            let path = dir.join(name);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, text)?;
        }
        self.kept.push(format!("measurements/{name}"));
        Ok(())
    }

    /// One line for standard error: the files written, or, when not recording,
    /// that none was and how to write them.
    ///
    /// ```
    /// use listing_support::record::Recording;
    /// let (mut recording, _) = Recording::from_args("/listing", []);
    /// recording.keep("solve.md", "").unwrap();
    /// assert_eq!(
    ///     recording.summary(),
    ///     "not recorded: run with --record to write measurements/solve.md"
    /// );
    /// ```
    pub fn summary(&self) -> String {
        let files = self.kept.join(", ");
        if self.is_on() {
            format!("recorded {files}")
        } else {
            format!("not recorded: run with {RECORD} to write {files}")
        }
    }
}
