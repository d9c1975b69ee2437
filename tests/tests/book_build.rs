//! The book builds with no warning, its links and anchors resolve, and it needs nothing
//! from the network.
//!
//! The book is built in this process with the pinned mdBook and mdbook-katex libraries
//! (the same versions `cargo book` installs), and every warning or error they log is
//! captured, so that a formula KaTeX cannot render (which mdbook-katex only logs) fails
//! the test instead of scrolling by.

mod common;

use book_preprocessors::diagrams::DiagramsPreprocessor;
use book_preprocessors::modules_preprocessor::ModulesPreprocessor;
use common::{collect_files, normalize, repo_root};
use mdbook_driver::MDBook;
use mdbook_katex::preprocess::KatexProcessor;
use regex::Regex;
use scraper::{Html, Selector};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use tracing_subscriber::fmt::MakeWriter;

/// What mdBook and its preprocessors log at WARN or above, during one build.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Write for Log {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for Log {
    type Writer = Log;
    fn make_writer(&'a self) -> Log {
        self.clone()
    }
}

/// The log every build writes to. The subscriber is global because mdbook-katex renders
/// on rayon's threads; builds take turns (`build` holds the lock), so each one reads
/// only its own messages.
fn log() -> &'static Mutex<Log> {
    static LOG: OnceLock<Mutex<Log>> = OnceLock::new();
    LOG.get_or_init(|| {
        let log = Log::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(log.clone())
            .with_max_level(tracing::Level::WARN)
            .with_ansi(false)
            .without_time()
            .finish();
        tracing::subscriber::set_global_default(subscriber).expect("one subscriber per process");
        Mutex::new(log)
    })
}

/// Builds the book at `root` into `dest`; returns what it logged at WARN or above.
fn build(root: &Path, dest: &Path) -> String {
    let log = log().lock().unwrap_or_else(|e| e.into_inner());
    log.0.lock().unwrap().clear();
    let mut book = MDBook::load(root).unwrap_or_else(|e| panic!("cannot load {root:?}: {e:#}"));
    book.config.build.build_dir = dest.to_path_buf();
    book.with_preprocessor(KatexProcessor);
    book.with_preprocessor(DiagramsPreprocessor);
    book.with_preprocessor(ModulesPreprocessor);
    if dest.exists() {
        fs::remove_dir_all(dest).unwrap();
    }
    book.build()
        .unwrap_or_else(|e| panic!("the book does not build: {e:#}"));
    let logged = String::from_utf8_lossy(&log.0.lock().unwrap()).into_owned();
    logged
}

/// The real book, built once for all the tests of this file: its output and its log.
fn the_book() -> &'static (PathBuf, String) {
    static BOOK: OnceLock<(PathBuf, String)> = OnceLock::new();
    BOOK.get_or_init(|| {
        let dest = Path::new(env!("CARGO_TARGET_TMPDIR")).join("book");
        let logged = build(&repo_root(), &dest);
        (dest, logged)
    })
}

fn html_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    collect_files(dir, "html", &mut files);
    files.sort();
    files
}

#[test]
fn the_book_builds_without_a_warning() {
    let (dest, logged) = the_book();
    assert!(logged.is_empty(), "the build logged problems:\n{logged}");
    assert!(dest.join("ch01-cells.html").exists());
}

#[test]
fn a_formula_katex_cannot_render_is_caught() {
    // A throwaway book with one bad formula: the check above must see it fail.
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("broken-math");
    fs::create_dir_all(root.join("src")).unwrap();
    fs::write(
        root.join("book.toml"),
        "[book]\ntitle = \"t\"\n[preprocessor.katex]\n",
    )
    .unwrap();
    fs::write(root.join("src/SUMMARY.md"), "[Page](page.md)\n").unwrap();
    fs::write(
        root.join("src/page.md"),
        "# Page\n\nBroken: $\\frac{1}{$.\n",
    )
    .unwrap();
    let logged = build(&root, &root.join("book"));
    assert!(
        logged.contains("Rendering failed"),
        "not caught; the log was:\n{logged}"
    );
}

/// The PDF of the whole book, linked from the introduction (see `link_problems`).
const PDF: &str = "the-bitboard-book.pdf";

/// The path the site is served under, `[output.html] site-url` of book.toml.
fn site_url() -> String {
    let book: toml::Table = fs::read_to_string(repo_root().join("book.toml"))
        .unwrap()
        .parse()
        .unwrap();
    book["output"]["html"]["site-url"]
        .as_str()
        .unwrap_or("/")
        .to_string()
}

/// One problem per broken reference in a built book: a missing file or anchor, or a
/// stylesheet, script, image or font that would be fetched from another host.
fn link_problems(book: &Path) -> Vec<String> {
    let mut ids: BTreeMap<PathBuf, BTreeSet<String>> = BTreeMap::new();
    let mut references = Vec::new();
    let with_id = Selector::parse("[id], a[name]").unwrap();
    let base = Selector::parse("base[href]").unwrap();
    let linking =
        Selector::parse("a[href], link[href], script[src], img[src], source[src], iframe[src]")
            .unwrap();
    for file in html_files(book) {
        let html = Html::parse_document(&fs::read_to_string(&file).unwrap());
        let names = html
            .select(&with_id)
            .filter_map(|e| e.value().attr("id").or(e.value().attr("name")))
            .map(str::to_string)
            .collect();
        ids.insert(file.clone(), names);
        // `<base href="/">`, or the `site-url` of book.toml (on 404.html), means the
        // root of the book.
        let dir = match html
            .select(&base)
            .next()
            .and_then(|b| b.value().attr("href"))
        {
            Some(href) if href == "/" || href == site_url() => book.to_path_buf(),
            _ => file.parent().unwrap().to_path_buf(),
        };
        for element in html.select(&linking) {
            let tag = element.value().name().to_string();
            let target = element
                .value()
                .attr("href")
                .or(element.value().attr("src"))
                .unwrap();
            references.push((file.clone(), dir.clone(), tag, target.to_string()));
        }
    }
    let mut css_files = Vec::new();
    collect_files(book, "css", &mut css_files);
    let url = Regex::new(r#"url\(\s*['"]?([^'")]+)['"]?\s*\)"#).unwrap();
    for file in css_files {
        let css = fs::read_to_string(&file).unwrap();
        for cap in url.captures_iter(&css) {
            let dir = file.parent().unwrap().to_path_buf();
            references.push((file.clone(), dir, "css url".into(), cap[1].to_string()));
        }
    }

    let mut problems = Vec::new();
    for (file, dir, tag, target) in references {
        let place = format!(
            "{} <{tag}> {target}",
            file.strip_prefix(book).unwrap().display()
        );
        let remote = target.starts_with("//") || target.contains("://");
        if remote || target.starts_with("mailto:") || target.starts_with("data:") {
            if remote && tag != "a" {
                problems.push(format!("{place}: loaded from another host"));
            }
            continue;
        }
        let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
        let path = path.split('?').next().unwrap();
        if path == PDF && dir == book {
            // Written beside the site by `cargo book pdf` after the build, so absent
            // here; tests/browser/pdf.mjs checks that this link resolves once it is.
            continue;
        }
        let resolved = if path.is_empty() {
            file.clone()
        } else {
            let joined = normalize(&dir.join(path));
            if joined.is_dir() {
                joined.join("index.html")
            } else {
                joined
            }
        };
        if !resolved.starts_with(book) || !resolved.exists() {
            problems.push(format!("{place}: no such file"));
        } else if !fragment.is_empty() {
            if let Some(names) = ids.get(&resolved) {
                if !names.contains(fragment) {
                    problems.push(format!("{place}: no such anchor"));
                }
            }
        }
    }
    problems
}

#[test]
fn every_link_and_anchor_resolves_and_nothing_is_remote() {
    let (book, _) = the_book();
    let problems = link_problems(book);
    assert!(
        problems.is_empty(),
        "broken references:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_link_checker_finds_broken_links() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("broken-links");
    fs::create_dir_all(&dir).unwrap();
    fs::write(
        dir.join("index.html"),
        r##"<html><head><link rel="stylesheet" href="https://cdn.example/k.css"></head>
        <body><h1 id="top">t</h1><a href="#top">ok</a><a href="#nowhere">bad anchor</a>
        <a href="missing.html">bad file</a><a href="https://example.com">ok, a link</a></body></html>"##,
    )
    .unwrap();
    let problems = link_problems(&dir);
    assert_eq!(problems.len(), 3, "{problems:#?}");
}

#[test]
fn every_formula_is_rendered_and_none_is_left_raw() {
    let (book, _) = the_book();
    let prose = Selector::parse("main p, main li, main h1, main h2, main h3, main td").unwrap();
    let mut rendered = 0;
    for file in html_files(book) {
        let text = fs::read_to_string(&file).unwrap();
        assert!(
            !text.contains("katex-error"),
            "{file:?} has a formula KaTeX rejected"
        );
        rendered += text.matches("class=\"katex\"").count();
        let html = Html::parse_document(&text);
        for element in html.select(&prose) {
            // Text outside code and outside rendered math must not hold a `$`.
            let raw: String = element.text().collect::<String>();
            let math: String = element
                .select(&Selector::parse(".katex, code").unwrap())
                .flat_map(|e| e.text())
                .collect();
            let dollars = raw.matches('$').count() - math.matches('$').count();
            assert_eq!(dollars, 0, "raw `$` in {file:?}: {}", raw.trim());
        }
    }
    assert!(rendered > 20, "only {rendered} formulas rendered");
}

#[test]
fn the_math_is_styled_by_the_book_and_not_by_a_cdn() {
    let (book, _) = the_book();
    let chapter = fs::read_to_string(book.join("ch01-cells.html")).unwrap();
    assert!(
        !chapter.contains("cdn.jsdelivr.net"),
        "the KaTeX CDN stylesheet is linked"
    );
    assert!(
        Regex::new(r#"href="theme/katex-[0-9a-f]+\.css""#)
            .unwrap()
            .is_match(&chapter),
        "the vendored KaTeX stylesheet is not linked"
    );
    let mut fonts = Vec::new();
    collect_files(&book.join("fonts"), "woff2", &mut fonts);
    assert!(
        fonts
            .iter()
            .filter(|f| f.to_string_lossy().contains("KaTeX_"))
            .count()
            >= 20
    );
}

#[test]
fn the_vendored_katex_matches_the_katex_that_renders() {
    // The CDN address mdbook-katex would use names the KaTeX version its renderer embeds.
    let header = mdbook_katex::preprocess::KATEX_HEADER;
    let version = Regex::new(r"katex@([0-9.]+)")
        .unwrap()
        .captures(header)
        .unwrap()[1]
        .to_string();
    let css = fs::read_to_string(repo_root().join("theme/katex.css")).unwrap();
    assert!(
        css.starts_with(&format!("/* KaTeX {version} stylesheet")),
        "theme/katex.css is not KaTeX {version}: run .ci/vendor-katex {version}"
    );
}

#[test]
fn the_katex_options_are_well_formed_and_known() {
    // mdbook-katex falls back to its defaults for *every* option when one is malformed,
    // and ignores unknown ones: a typo would silently bring the CDN stylesheet back.
    let book: toml::Table = fs::read_to_string(repo_root().join("book.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let table = book["preprocessor"]["katex"].as_table().unwrap().clone();
    let mut known: toml::Table = toml::Value::try_from(mdbook_katex::cfg::KatexConfig::default())
        .unwrap()
        .try_into()
        .unwrap();
    known.insert("macros".into(), "".into()); // an Option, absent from the serialized defaults
    let mdbook_keys = ["command", "before", "after", "optional", "renderers"];
    for key in table.keys() {
        assert!(
            known.contains_key(key) || mdbook_keys.contains(&key.as_str()),
            "unknown [preprocessor.katex] option `{key}`"
        );
    }
    let options: toml::Table = table
        .into_iter()
        .filter(|(key, _)| !mdbook_keys.contains(&key.as_str()))
        .collect();
    let config: mdbook_katex::cfg::KatexConfig = toml::Value::Table(options)
        .try_into()
        .unwrap_or_else(|e| panic!("[preprocessor.katex] is malformed: {e}"));
    assert!(
        config.no_css,
        "no-css must be true: the stylesheet is served from theme/"
    );
    assert!(config.pre_render, "the math must be rendered at build time");
    assert_eq!(
        config.output, "htmlAndMathml",
        "MathML is what screen readers read"
    );
}

#[test]
fn the_playground_is_not_asked_anything_on_page_load() {
    // theme/head.hbs answers book.js's start-up request for the playground's crate list.
    let (book, _) = the_book();
    let book_js = Regex::new(r#"<script src="book-[0-9a-f]+\.js""#).unwrap();
    for file in html_files(book) {
        let html = fs::read_to_string(&file).unwrap();
        if html.contains("class=\"playground\"") {
            let shim = html.find("play.rust-lang.org/meta/crates");
            let book_js = book_js.find(&html).map(|m| m.start());
            assert!(shim.is_some(), "{file:?} lacks the offline playground shim");
            assert!(shim < book_js, "{file:?} loads book.js before the shim");
        }
    }
}

/// The doc-test lines a reader would see in the built book's Rust blocks: every
/// visible line of a doc comment's runnable example (`/// ```` … `/// ````). Hidden
/// lines (mdBook's `span.boring`) are fine: the eye icon shows them on request.
fn visible_doc_test_lines(html: &str) -> Vec<String> {
    let document = Html::parse_document(html);
    let code = Selector::parse("pre > code.language-rust").unwrap();
    let boring = Regex::new(r#"(?s)<span class="boring">(.*?)</span>"#).unwrap();
    let tag = Regex::new(r"<[^>]+>").unwrap();
    let mut found = Vec::new();
    for block in document.select(&code) {
        // Each hidden line gets a \u{1} in front, so every line says whether it shows.
        let inner = block.inner_html();
        let marked = boring.replace_all(&inner, |c: &regex::Captures| {
            c[1].split_inclusive('\n')
                .map(|line| format!("\u{1}{line}"))
                .collect::<String>()
        });
        // Which fenced part of a doc comment we are in: none, a doc test, a picture.
        let mut fence: Option<bool> = None;
        for line in marked.lines() {
            let visible = !line.starts_with('\u{1}');
            let text = tag
                .replace_all(line.trim_start_matches('\u{1}'), "")
                .replace("&amp;", "&");
            let trimmed = text.trim_start();
            let Some(doc) = trimmed
                .strip_prefix("///")
                .or_else(|| trimmed.strip_prefix("//!"))
            else {
                if !trimmed.is_empty() {
                    fence = None;
                }
                continue;
            };
            let info = doc.trim_start().strip_prefix("```");
            let in_test = match (fence, info) {
                (None, Some(info)) => {
                    let test = !info.trim_start().starts_with("text");
                    fence = Some(test);
                    test
                }
                (Some(test), Some(_)) => {
                    fence = None;
                    test
                }
                (Some(test), None) => test,
                (None, None) => false,
            };
            if in_test && visible {
                found.push(text.trim().to_string());
            }
        }
    }
    found
}

#[test]
fn no_doc_test_line_of_a_displayed_function_is_visible() {
    let (book, _) = the_book();
    let mut problems = Vec::new();
    let mut folded = 0;
    for file in html_files(book) {
        let html = fs::read_to_string(&file).unwrap();
        folded += html.matches("<span class=\"boring\">/// ```").count();
        for line in visible_doc_test_lines(&html) {
            problems.push(format!(
                "{}: {line}",
                file.strip_prefix(book).unwrap().display()
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} doc-test lines are visible (fold them with the book's preprocessor):\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(
        folded > 20,
        "only {folded} folded doc examples: is the folding running?"
    );
}

#[test]
fn the_doc_test_check_sees_a_visible_example() {
    let page = r#"<pre><code class="language-rust">/// Adds one.
/// ```
/// assert_eq!(add_one(1), 2);
/// ```
<span class="boring">/// ```
</span><span class="boring">/// hidden
</span><span class="boring">/// ```
</span>/// ```text
/// a picture, not a test
/// ```
fn add_one(x: u8) -> u8 { x + 1 }
</code></pre>"#;
    assert_eq!(
        visible_doc_test_lines(page),
        ["/// ```", "/// assert_eq!(add_one(1), 2);", "/// ```"]
    );
}

#[test]
fn every_redirect_leads_to_a_page_and_anchor_of_the_book() {
    let (book, _) = the_book();
    let config: toml::Table = fs::read_to_string(repo_root().join("book.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let Some(redirects) = config["output"]["html"]
        .get("redirect")
        .and_then(|r| r.as_table())
    else {
        return;
    };
    let mut problems = Vec::new();
    for (from, to) in redirects {
        let to = to.as_str().unwrap();
        let (page, fragment) = to.split_once('#').unwrap_or((to, ""));
        let dir = Path::new(from.trim_start_matches('/'))
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let target = normalize(&book.join(dir).join(page));
        let Ok(html) = fs::read_to_string(&target) else {
            problems.push(format!("{from} -> {to}: no page {}", target.display()));
            continue;
        };
        if !fragment.is_empty() && !html.contains(&format!("id=\"{fragment}\"")) {
            problems.push(format!("{from} -> {to}: no anchor #{fragment}"));
        }
        let (old_page, old_fragment) = from.split_once('#').unwrap_or((from, ""));
        let old = book.join(old_page.trim_start_matches('/'));
        if !old.exists() {
            problems.push(format!("{from}: mdBook wrote no page for it"));
        } else if !old_fragment.is_empty() {
            // An anchor that moved away from a page that still exists: the page must
            // not keep an element with that id, or the redirect would never fire.
            let old_html = fs::read_to_string(&old).unwrap();
            if old_html.contains(&format!("id=\"{old_fragment}\"")) {
                problems.push(format!("{from}: the old page still has #{old_fragment}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn book_toml_runs_each_preprocessor_of_the_workspace_with_cargo() {
    // What readers' `mdbook serve` runs: each of the book's preprocessors, built and run
    // by cargo from this workspace, and the same ones this file builds the book with.
    let book: toml::Table = fs::read_to_string(repo_root().join("book.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let manifest: toml::Table =
        fs::read_to_string(repo_root().join("tests/preprocessors/Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
    let bins: BTreeSet<&str> = manifest["bin"]
        .as_array()
        .unwrap()
        .iter()
        .map(|bin| bin["name"].as_str().unwrap())
        .collect();
    let mut named = BTreeSet::new();
    for (name, table) in book["preprocessor"].as_table().unwrap() {
        let command = table["command"]
            .as_str()
            .unwrap_or_else(|| panic!("[preprocessor.{name}] has no command"));
        let bin = command
            .strip_prefix("cargo run --quiet --package book-preprocessors --bin ")
            .and_then(|rest| rest.strip_suffix(" --"))
            .unwrap_or_else(|| panic!("[preprocessor.{name}] runs `{command}`"));
        assert!(bins.contains(bin), "no binary {bin} in book-preprocessors");
        named.insert(name.as_str());
    }
    assert_eq!(named, BTreeSet::from(["diagrams", "katex", "modules"]));
}
