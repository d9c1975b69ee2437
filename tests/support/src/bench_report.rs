//! Turns criterion's results into the tables the chapters include.
//!
//! Each listing names its criterion group after its crate (`ch05-isolation`), and
//! `cargo book bench` writes `listings/<crate>/measurements/benchmarks.md`: the
//! machine, the compiler and the date, then one row per benchmark with its mean time,
//! the 95 % confidence interval, and the throughput when the benchmark declares one.
//! A group named `<crate>: <part>` (`ch03-connect-four: solvers`) gets tables of its
//! own, `benchmarks-<part>.md` and `comparison-<part>.md`, for a page that shows
//! only those rows.

use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

/// One benchmark's result, as criterion saved it.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// The criterion group, which is the listing crate's name.
    pub group: String,
    /// The benchmark's name within the group: the work measured.
    pub name: String,
    /// Its parameter, if any: `bitboard` or `array` for the two forms of a game
    /// measured on the same work.
    pub variant: Option<String>,
    /// Mean time per iteration, in nanoseconds, with its 95 % interval.
    pub mean_ns: (f64, f64, f64),
    /// Elements per iteration, when the benchmark declares a throughput.
    pub elements: Option<u64>,
}

/// Reads every benchmark saved under `criterion_dir` (`target/criterion`) that
/// was measured at or after `since` (older results may belong to benchmarks
/// that no longer exist), by group and work, the slowest form of a work first.
///
/// ```
/// use std::time::UNIX_EPOCH;
/// let dir = std::env::temp_dir().join("no-criterion-here");
/// assert!(listing_support::bench_report::read_results(&dir, UNIX_EPOCH).is_empty());
/// ```
pub fn read_results(criterion_dir: &Path, since: SystemTime) -> Vec<Measurement> {
    let mut found = Vec::new();
    collect(criterion_dir, since, &mut found);
    // Within a work, the slowest form first: a fixed order that reads as a ranking.
    found.sort_by(|a, b| {
        (&a.group, &a.name)
            .cmp(&(&b.group, &b.name))
            .then(b.mean_ns.0.total_cmp(&a.mean_ns.0))
    });
    found
}

fn collect(dir: &Path, since: SystemTime, found: &mut Vec<Measurement>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|n| n == "new") {
            let measured = fs::metadata(path.join("estimates.json")).and_then(|m| m.modified());
            if measured.is_ok_and(|time| time >= since) {
                found.extend(read_one(&path));
            }
        } else {
            collect(&path, since, found);
        }
    }
}

fn read_json(path: PathBuf) -> Option<Value> {
    serde_json::from_str(&fs::read_to_string(path).ok()?).ok()
}

fn read_one(dir: &Path) -> Option<Measurement> {
    let benchmark = read_json(dir.join("benchmark.json"))?;
    let estimates = read_json(dir.join("estimates.json"))?;
    let mean = &estimates["mean"];
    let interval = &mean["confidence_interval"];
    Some(Measurement {
        group: benchmark["group_id"].as_str()?.to_string(),
        name: benchmark["function_id"].as_str()?.to_string(),
        variant: benchmark["value_str"].as_str().map(str::to_string),
        mean_ns: (
            mean["point_estimate"].as_f64()?,
            interval["lower_bound"].as_f64()?,
            interval["upper_bound"].as_f64()?,
        ),
        elements: benchmark["throughput"]["Elements"].as_u64(),
    })
}

/// A duration in nanoseconds, written with a unit that keeps 3 or 4 digits.
///
/// ```
/// use listing_support::bench_report::format_time;
/// assert_eq!(format_time(2850.3), "2.85 µs");
/// assert_eq!(format_time(7.97), "7.97 ns");
/// ```
pub fn format_time(ns: f64) -> String {
    let (value, unit) = match ns {
        n if n >= 1e9 => (n / 1e9, "s"),
        n if n >= 1e6 => (n / 1e6, "ms"),
        n if n >= 1e3 => (n / 1e3, "µs"),
        n => (n, "ns"),
    };
    format!("{} {unit}", significant(value))
}

/// A rate per second, written with k, M or G.
///
/// ```
/// use listing_support::bench_report::format_rate;
/// assert_eq!(format_rate(350_840.0), "351 k/s");
/// ```
pub fn format_rate(per_second: f64) -> String {
    let (value, unit) = match per_second {
        r if r >= 1e9 => (r / 1e9, "G/s"),
        r if r >= 1e6 => (r / 1e6, "M/s"),
        r if r >= 1e3 => (r / 1e3, "k/s"),
        r => (r, "/s"),
    };
    format!("{} {unit}", significant(value))
}

/// Three significant digits.
fn significant(value: f64) -> String {
    match value {
        v if v >= 100.0 => format!("{v:.0}"),
        v if v >= 10.0 => format!("{v:.1}"),
        v => format!("{v:.2}"),
    }
}

/// The machine, compiler and date a measurement was made on, as the caption
/// under its table writes them: `AMD EPYC, 2 cores · rustc 1.95.0 · 2026-11-27`.
pub fn stamp() -> String {
    format!("{} · {} · {}", machine(), rustc_release(), today())
}

/// The processor and the cores this process may use: `AMD EPYC, 2 cores`.
pub fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{}, {cores} cores", cpu_model())
}

/// The caption under a measurement table: where and when it was measured
/// (`stamp`), then what its figures are, as one line in italics. A blank line
/// comes first, since a line right under a table would be read as one more row.
///
/// ```
/// use listing_support::bench_report::caption;
/// assert_eq!(
///     caption("AMD EPYC, 2 cores · rustc 1.95.0 · 2026-11-27", "mean of many timed runs"),
///     "\n*AMD EPYC, 2 cores · rustc 1.95.0 · 2026-11-27 · mean of many timed runs*\n"
/// );
/// ```
pub fn caption(stamp: &str, what: &str) -> String {
    format!("\n*{stamp} · {what}*\n")
}

/// The processor's model name from `/proc/cpuinfo` (Linux), or a placeholder.
pub fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split(':').nth(1))
                .map(|model| model.trim().to_string())
        })
        .unwrap_or_else(|| "an unknown CPU".to_string())
}

/// The compiler and its version, without its commit and date: `rustc 1.95.0`.
pub fn rustc_release() -> String {
    let version = rustc_version();
    match version.split_once(" (") {
        Some((release, _)) => release.to_string(),
        None => version,
    }
}

/// What `rustc --version` prints, or a placeholder.
pub fn rustc_version() -> String {
    Command::new("rustc")
        .arg("--version")
        .output()
        .ok()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .unwrap_or_else(|| "an unknown rustc".to_string())
}

/// A whole number with commas between groups of three digits.
///
/// ```
/// use listing_support::bench_report::with_commas;
/// assert_eq!(with_commas(23_475_688), "23,475,688");
/// assert_eq!(with_commas(999), "999");
/// ```
pub fn with_commas(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The machine's load average over the last minute, as `/proc/loadavg`
/// gives it, or `?` where there is none: a timed run's caption says how
/// quiet the machine was.
///
/// ```
/// use listing_support::bench_report::load_average;
/// let load = load_average();
/// assert!(load == "?" || load.parse::<f64>().is_ok());
/// ```
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split(' ').next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// Today's date (UTC) as `YYYY-MM-DD`.
///
/// ```
/// use listing_support::bench_report::today;
/// let date = today();
/// assert_eq!(date.len(), 10);
/// assert!(date.starts_with("20") && date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-');
/// ```
pub fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_from_days((seconds / 86_400) as i64);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
///
/// ```
/// use listing_support::bench_report::civil_from_days;
/// assert_eq!(civil_from_days(0), (1970, 1, 1));
/// assert_eq!(civil_from_days(20_779), (2026, 11, 22));
/// ```
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The Markdown table of one group's measurements, with a caption under it
/// saying where and when they were made.
///
/// ```
/// use listing_support::bench_report::{table, Measurement};
/// let m = Measurement {
///     group: "ch05-isolation".into(),
///     name: "a game".into(),
///     variant: None,
///     mean_ns: (2850.0, 2800.0, 2900.0),
///     elements: Some(1),
/// };
/// let text = table(&[m], "a machine");
/// assert!(text.contains("| a game | 2.85 µs | 2.80 µs – 2.90 µs | 351 k/s |"));
/// assert!(text.ends_with("\n\n*a machine · mean of many timed runs, with its 95 % interval*\n"));
/// ```
pub fn table(measurements: &[Measurement], stamp: &str) -> String {
    let mut text = "| benchmark | mean time | 95 % interval | throughput |\n\
                    |---|---:|---:|---:|\n"
        .to_string();
    for m in measurements {
        let (mean, low, high) = m.mean_ns;
        let rate = m
            .elements
            .map_or("".to_string(), |n| format_rate(n as f64 * 1e9 / mean));
        let name = match &m.variant {
            Some(variant) => format!("{}, {variant}", m.name),
            None => m.name.clone(),
        };
        let _ = writeln!(
            text,
            "| {name} | {} | {} – {} | {rate} |",
            format_time(mean),
            format_time(low),
            format_time(high)
        );
    }
    text + &caption(stamp, "mean of many timed runs, with its 95 % interval")
}

/// The listing crate a criterion group belongs to and the name of the file its
/// table goes to: group `<crate>` writes `<stem>.md`, group `<crate>: <part>`
/// writes `<stem>-<part>.md`.
///
/// ```
/// use listing_support::bench_report::report_file;
/// assert_eq!(report_file("ch05-isolation", "benchmarks"), ("ch05-isolation", "benchmarks.md".into()));
/// assert_eq!(
///     report_file("ch03-connect-four: solvers", "comparison"),
///     ("ch03-connect-four", "comparison-solvers.md".into())
/// );
/// ```
pub fn report_file<'a>(group: &'a str, stem: &str) -> (&'a str, String) {
    match group.split_once(": ") {
        Some((krate, part)) => (krate, format!("{stem}-{part}.md")),
        None => (group, format!("{stem}.md")),
    }
}

/// Writes `listings/<crate>/measurements/benchmarks.md` for every group that
/// is a listing crate (or part of one, see [`report_file`]), and
/// `comparison.md` beside it when the group measured works in both forms;
/// returns the files written.
pub fn write_reports(repo_root: &Path, measurements: &[Measurement]) -> Vec<PathBuf> {
    let mut groups: BTreeMap<&str, Vec<Measurement>> = BTreeMap::new();
    for m in measurements {
        groups.entry(&m.group).or_default().push(m.clone());
    }
    let stamp = stamp();
    let mut written = Vec::new();
    for (group, rows) in groups {
        let (krate, _) = report_file(group, "");
        let dir = repo_root.join("listings").join(krate);
        if !dir.join("Cargo.toml").exists() {
            eprintln!("book: criterion group `{group}` is not a listing crate; skipped");
            continue;
        }
        let mut files = vec![(report_file(group, "benchmarks").1, table(&rows, &stamp))];
        if let Some(text) = comparison_table(&rows, &stamp) {
            files.push((report_file(group, "comparison").1, text));
        }
        for (name, text) in files {
            let file = dir.join("measurements").join(name);
            if fs::create_dir_all(file.parent().unwrap()).is_ok() && fs::write(&file, text).is_ok()
            {
                written.push(file);
            }
        }
    }
    written
}

/// The forms the others are compared with, first choice first: the bitboard,
/// or, where every form is a bitboard (chapter 7's sliding attacks), ray walking.
pub const BASELINES: [&str; 2] = ["bitboard", "ray walking"];

/// The form a group's rows are compared with: the first of [`BASELINES`]
/// that some row has (`bitboard` if none has).
///
/// ```
/// use listing_support::bench_report::baseline;
/// assert_eq!(baseline(&[("perft", "array", 3.0), ("perft", "bitboard", 1.0)]), "bitboard");
/// assert_eq!(baseline(&[("rook", "magic", 1.0), ("rook", "ray walking", 9.0)]), "ray walking");
/// ```
pub fn baseline(rows: &[(&str, &str, f64)]) -> &'static str {
    BASELINES
        .into_iter()
        .find(|b| rows.iter().any(|(_, v, _)| v == b))
        .unwrap_or(BASELINES[0])
}

/// Every work measured in the [`baseline`] form (`bitboard`) and in another
/// (`array`, or an established program), as (work, other form, baseline
/// value, other value), in the order the baseline rows come.
///
/// ```
/// use listing_support::bench_report::pairs;
/// let rows = [("perft", "array", 3.0), ("perft", "bitboard", 1.0), ("x", "bitboard", 2.0)];
/// assert_eq!(pairs(&rows), [("perft".to_string(), "array".to_string(), 1.0, 3.0)]);
/// let rows = [("rook", "ray walking", 8.0), ("rook", "magic", 1.0)];
/// assert_eq!(pairs(&rows), [("rook".to_string(), "magic".to_string(), 8.0, 1.0)]);
/// ```
pub fn pairs(rows: &[(&str, &str, f64)]) -> Vec<(String, String, f64, f64)> {
    let base = baseline(rows);
    let mut found = Vec::new();
    for (work, _, bits) in rows.iter().filter(|(_, v, _)| *v == base) {
        for (_, other, value) in rows.iter().filter(|(w, v, _)| w == work && *v != base) {
            found.push((work.to_string(), other.to_string(), *bits, *value));
        }
    }
    found
}

/// A ratio with two significant digits after the point when it is small
/// (three below 0.1, where a faster form is compared with ray walking).
fn ratio(array: f64, bitboard: f64) -> String {
    match array / bitboard {
        r if r < 0.1 => format!("{r:.3} ×"),
        r => format!("{} ×", significant(r)),
    }
}

/// The works measured as `bitboard` and in another form (criterion
/// parameters: `array`, or the name of an established program), side by
/// side, with how many times longer the other took; `None` if the group
/// measured no such pair.
///
/// ```
/// use listing_support::bench_report::{comparison_table, Measurement};
/// let m = |variant: &str, ns| Measurement {
///     group: "g".into(),
///     name: "perft 5".into(),
///     variant: Some(variant.into()),
///     mean_ns: (ns, ns, ns),
///     elements: None,
/// };
/// let text = comparison_table(&[m("bitboard", 10.0), m("array", 25.0)], "a machine");
/// assert!(text.unwrap().contains("| perft 5 | 10.0 ns | array | 25.0 ns | 2.50 × |"));
/// assert_eq!(comparison_table(&[m("array", 25.0)], "a machine"), None);
/// ```
pub fn comparison_table(measurements: &[Measurement], stamp: &str) -> Option<String> {
    let rows: Vec<(&str, &str, f64)> = measurements
        .iter()
        .filter_map(|m| Some((m.name.as_str(), m.variant.as_deref()?, m.mean_ns.0)))
        .collect();
    let pairs = pairs(&rows);
    if pairs.is_empty() {
        return None;
    }
    let base = baseline(&rows);
    let mut text = format!(
        "| work | {base} | compared with | its time | its time ÷ {base} |\n\
         |---|---:|---|---:|---:|\n"
    );
    for (work, other, bits, value) in pairs {
        let _ = writeln!(
            text,
            "| {work} | {} | {other} | {} | {} |",
            format_time(bits),
            format_time(value),
            ratio(value, bits)
        );
    }
    Some(text + &caption(stamp, "mean of many timed runs"))
}

/// The total number of instructions callgrind reports on its standard error
/// (the line `==pid== Collected : N`).
///
/// ```
/// use listing_support::bench_report::callgrind_total;
/// assert_eq!(callgrind_total("==12== Events    : Ir\n==12== Collected : 123456\n"), Some(123456));
/// assert_eq!(callgrind_total("nothing"), None);
/// ```
pub fn callgrind_total(stderr: &str) -> Option<u64> {
    stderr
        .lines()
        .find_map(|line| line.split_once("Collected :"))
        .and_then(|(_, count)| count.trim().parse().ok())
}

/// A number of instructions in millions or billions.
///
/// ```
/// use listing_support::bench_report::format_count;
/// assert_eq!(format_count(12_345_678), "12.3 M");
/// ```
pub fn format_count(count: u64) -> String {
    let count = count as f64;
    match count {
        c if c >= 1e9 => format!("{} G", significant(c / 1e9)),
        c if c >= 1e6 => format!("{} M", significant(c / 1e6)),
        c if c >= 1e3 => format!("{} k", significant(c / 1e3)),
        c => significant(c),
    }
}

/// The instructions each workload executed in both forms, side by side, as
/// `(work, variant, instructions)` rows give them.
///
/// ```
/// use listing_support::bench_report::instructions_table;
/// let rows = [("games", "bitboard", 2_000_000), ("games", "array", 9_000_000)];
/// let text = instructions_table(&rows, "a machine");
/// assert!(text.contains("| games | 2.00 M | array | 9.00 M | 4.50 × |"));
/// ```
pub fn instructions_table(rows: &[(&str, &str, u64)], stamp: &str) -> String {
    let as_f64: Vec<(&str, &str, f64)> = rows.iter().map(|&(w, v, n)| (w, v, n as f64)).collect();
    let base = baseline(&as_f64);
    let mut text = format!(
        "| work | {base} | compared with | its count | its count ÷ {base} |\n\
         |---|---:|---|---:|---:|\n"
    );
    for (work, other, bits, value) in pairs(&as_f64) {
        let _ = writeln!(
            text,
            "| {work} | {} | {other} | {} | {} |",
            format_count(bits as u64),
            format_count(value as u64),
            ratio(value, bits)
        );
    }
    text + &caption(
        stamp,
        "instructions counted by `valgrind --tool=callgrind`, one run of each workload, \
         program start included",
    )
}
