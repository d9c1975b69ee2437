//! The book builds with no warning, its links and anchors resolve, and it needs nothing
//! from the network.
//!
//! The book is built in this process with the pinned mdBook and mdbook-katex libraries
//! (the same versions `cargo book` installs), and every warning or error they log is
//! captured, so that a formula KaTeX cannot render (which mdbook-katex only logs) fails
//! the test instead of scrolling by.

mod common;

use book_preprocessors::diagrams::DiagramsPreprocessor;
use book_preprocessors::hidden_lines::{self, MARKER};
use book_preprocessors::modules_preprocessor::ModulesPreprocessor;
use common::{collect_files, normalize, repo_root};
use mdbook_driver::MDBook;
use mdbook_katex::preprocess::KatexProcessor;
use regex::Regex;
use scraper::{Html, Selector};
use std::collections::{BTreeMap, BTreeSet, HashMap};
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
        // The page as the eye button shows it, with the hidden lines put back.
        let html = restored_page(&fs::read_to_string(&file).unwrap());
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

/// The limits of issue 29: a page's HTML and its DOM nodes, and the print page's HTML
/// (4 MB then; 4.5 MB since chapter 9's parts 9.2 and 9.3, which add about 0.4 MB to
/// the print page, each carrying the search's code once for its blocks; 5 MB since part
/// 9.1, about 0.3 MB more, a third of it its eleven boards with their pieces).
const PAGE_BYTES: usize = 500_000;
const PAGE_NODES: usize = 20_000;
const PRINT_BYTES: usize = 5_000_000;

/// The nodes of a page's DOM, as a browser builds it from the HTML before any script
/// runs: elements and text nodes.
fn node_count(html: &str) -> usize {
    Html::parse_document(html)
        .tree
        .nodes()
        .filter(|node| node.value().is_element() || node.value().is_text())
        .count()
}

/// The `<script class="hidden-lines">` element after a block, as its runs and chunks.
type Carried = (Vec<Vec<usize>>, HashMap<usize, String>);

fn parse_carried(json: &str) -> Carried {
    let value: serde_json::Value =
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json:.200}"));
    let runs = value["runs"]
        .as_array()
        .expect("runs")
        .iter()
        .map(|run| {
            run.as_array()
                .expect("a run is a list")
                .iter()
                .map(|n| n.as_u64().expect("a chunk number") as usize)
                .collect()
        })
        .collect();
    let chunks = value["chunks"]
        .as_object()
        .expect("chunks")
        .iter()
        .map(|(n, text)| (n.parse().unwrap(), text.as_str().unwrap().to_string()))
        .collect();
    (runs, chunks)
}

/// Every Rust block of a built page as the Playground gets it once the page's script
/// has put its hidden lines back: its `<code>` text with each marker (a hidden line
/// `// …`) replaced by the run the element after the block names.
fn restored_programs(html: &str) -> Result<Vec<String>, String> {
    let document = Html::parse_document(html);
    let elements = Selector::parse("script.hidden-lines").unwrap();
    let mut chunks = HashMap::new();
    for element in document.select(&elements) {
        chunks.extend(parse_carried(&element.text().collect::<String>()).1);
    }
    let code = Selector::parse("pre > code.language-rust").unwrap();
    let mut programs = Vec::new();
    for block in document.select(&code) {
        let mut lines: Vec<(bool, String)> = Vec::new();
        for child in block.children() {
            if let Some(text) = child.value().as_text() {
                lines.extend(text.split_inclusive('\n').map(|l| (false, l.to_string())));
            } else if let Some(span) = scraper::ElementRef::wrap(child) {
                let hidden = span
                    .value()
                    .has_class("boring", scraper::CaseSensitivity::CaseSensitive);
                let text: String = span.text().collect();
                lines.extend(text.split_inclusive('\n').map(|l| (hidden, l.to_string())));
            }
        }
        let pre = block.parent().unwrap();
        let after = pre
            .next_siblings()
            .filter_map(scraper::ElementRef::wrap)
            .next()
            .filter(|e| {
                e.value().name() == "script"
                    && e.value()
                        .has_class("hidden-lines", scraper::CaseSensitivity::CaseSensitive)
            });
        let runs = after
            .map(|e| parse_carried(&e.text().collect::<String>()).0)
            .unwrap_or_default();
        let lines: Vec<(bool, &str)> = lines.iter().map(|(h, l)| (*h, l.as_str())).collect();
        programs.push(hidden_lines::restore(&lines, &runs, &chunks)?);
    }
    Ok(programs)
}

/// A built page as it would be without the hidden-lines step: every marker span
/// replaced by one `<span class="boring">` a line of its run, as mdBook writes them,
/// and the elements that carried the runs taken out.
fn restored_page(html: &str) -> String {
    let carried =
        Regex::new(r#"\n?<script type="application/json" class="hidden-lines">(.*?)</script>"#)
            .unwrap();
    let mut chunks = HashMap::new();
    for cap in carried.captures_iter(html) {
        chunks.extend(parse_carried(&cap[1]).1);
    }
    let marker = format!(
        r#"<span class="boring">{}(\n?)</span>"#,
        regex::escape(MARKER)
    );
    let block = Regex::new(
        r#"(?s)<pre class="playground">(.*?)</pre>\n?<script type="application/json" class="hidden-lines">(.*?)</script>"#,
    )
    .unwrap();
    let marker = Regex::new(&marker).unwrap();
    let escape = |text: &str| {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    block
        .replace_all(html, |cap: &regex::Captures| {
            let (runs, _) = parse_carried(&cap[2]);
            let mut runs = runs.into_iter();
            let code = marker.replace_all(&cap[1], |m: &regex::Captures| {
                let run = runs.next().expect("a run for every marker");
                let mut text: String = run.iter().map(|n| chunks[n].as_str()).collect();
                if m[1].is_empty() {
                    text.pop();
                }
                text.split_inclusive('\n')
                    .map(|line| format!("<span class=\"boring\">{}</span>", escape(line)))
                    .collect::<String>()
            });
            format!("<pre class=\"playground\">{code}</pre>")
        })
        .into_owned()
}

#[test]
fn every_page_is_light() {
    // Issue 29, part 6: hidden lines are kept out of the blocks (theme/hidden-lines.js
    // puts them back on request), so that no page is heavy to load.
    let (book, _) = the_book();
    let mut problems = Vec::new();
    let mut table =
        String::from("page | bytes | nodes | bytes with the hidden lines | nodes with them\n");
    for file in html_files(book) {
        let name = file.strip_prefix(book).unwrap().display().to_string();
        let html = fs::read_to_string(&file).unwrap();
        let (bytes, nodes) = (html.len(), node_count(&html));
        let full = restored_page(&html);
        table.push_str(&format!(
            "{name} | {bytes} | {nodes} | {} | {}\n",
            full.len(),
            node_count(&full)
        ));
        if name == "print.html" {
            if bytes >= PRINT_BYTES {
                problems.push(format!("{name}: {bytes} bytes, the limit is {PRINT_BYTES}"));
            }
        } else if bytes >= PAGE_BYTES || nodes >= PAGE_NODES {
            problems.push(format!(
                "{name}: {bytes} bytes and {nodes} nodes, the limits are {PAGE_BYTES} and {PAGE_NODES}"
            ));
        }
    }
    let index = fs::read_dir(book)
        .unwrap()
        .filter_map(|e| e.ok())
        .find(|e| e.file_name().to_string_lossy().starts_with("searchindex-"))
        .map(|e| e.metadata().unwrap().len());
    table.push_str(&format!("search index | {index:?}\n"));
    println!("{table}");
    assert!(problems.is_empty(), "{}\n\n{table}", problems.join("\n"));
}

#[test]
fn the_page_weight_check_sees_a_heavy_page() {
    // 30,000 hidden lines in one block: far over both limits, until they are carried.
    let line =
        "<span class=\"boring\">pub const TABLE: [u64; 2] = [0x1234_5678, 0x9abc_def0];\n</span>";
    let heavy = format!(
        "<html><body><pre class=\"playground\"><code class=\"language-rust\">{}fn main() {{}}</code></pre></body></html>",
        line.repeat(30_000)
    );
    assert!(heavy.len() > PAGE_BYTES && node_count(&heavy) > PAGE_NODES);
    let light = format!(
        "<html><body><pre class=\"playground\"><code class=\"language-rust\"><span class=\"boring\">// …\n</span>fn main() {{}}</code></pre>\n\
         <script type=\"application/json\" class=\"hidden-lines\">{{\"runs\":[[{}]],\"chunks\":{{\"7\":\"pub const TABLE: [u64; 2] = [0x1234_5678, 0x9abc_def0];\\n\"}}}}</script></body></html>",
        vec!["7"; 30_000].join(",")
    );
    assert!(light.len() < PAGE_BYTES && node_count(&light) < 20);
    // Put back, the light page is the heavy one, and its program the same.
    let strip = |html: &str| html.replace("\n<script", "<script");
    assert_eq!(strip(&restored_page(&light)), strip(&heavy));
    assert_eq!(restored_programs(&light), restored_programs(&heavy));
}

/// The Rust blocks of a chapter, as skeptic tests them (the chapters `build.rs` wrote
/// for it), each as mdBook puts it in the page: hidden lines without their `# `, the
/// last line without its newline.
fn tested_programs(markdown: &str) -> Vec<String> {
    use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
    let mut programs = Vec::new();
    let mut current: Option<String> = None;
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info.split([',', ' ']).next() == Some("rust") =>
            {
                current = Some(String::new());
            }
            Event::Text(text) => {
                if let Some(code) = current.as_mut() {
                    code.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(code) = current.take() {
                    let lines: Vec<String> = code
                        .lines()
                        .map(|line| {
                            hidden_lines::hidden_text(line).unwrap_or_else(|| line.to_string())
                        })
                        .collect();
                    programs.push(lines.join("\n"));
                }
            }
            _ => {}
        }
    }
    programs
}

#[test]
fn every_block_restored_is_the_program_the_snippet_tests_run() {
    // What reaches the Playground (the block's text once its hidden lines are put
    // back) is what skeptic compiled and ran: the expanded Markdown of build.rs.
    let (book, _) = the_book();
    let tested = Path::new(env!("OUT_DIR")).join("chapters");
    let mut problems = Vec::new();
    let mut blocks = 0;
    let mut markers = 0;
    for file in html_files(book) {
        let name = file.strip_prefix(book).unwrap();
        let markdown = tested.join(name.with_extension("md"));
        let Ok(markdown) = fs::read_to_string(&markdown) else {
            continue;
        };
        let html = fs::read_to_string(&file).unwrap();
        markers += html
            .matches(&format!("<span class=\"boring\">{MARKER}"))
            .count();
        let expected = tested_programs(&markdown);
        let restored = match restored_programs(&html) {
            Ok(restored) => restored,
            Err(e) => {
                problems.push(format!("{}: {e}", name.display()));
                continue;
            }
        };
        if restored.len() != expected.len() {
            problems.push(format!(
                "{}: {} Rust blocks in the page, {} tested",
                name.display(),
                restored.len(),
                expected.len()
            ));
            continue;
        }
        for (i, (page, tested)) in restored.iter().zip(&expected).enumerate() {
            blocks += 1;
            if page != tested {
                let line = page
                    .lines()
                    .zip(tested.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(page.lines().count().min(tested.lines().count()));
                problems.push(format!(
                    "{} block {}: differs from the tested program at its line {}:\n  page:   {:?}\n  tested: {:?}",
                    name.display(),
                    i + 1,
                    line + 1,
                    page.lines().nth(line),
                    tested.lines().nth(line)
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(blocks > 300, "only {blocks} Rust blocks compared");
    assert!(
        markers > 500,
        "only {markers} markers: is the hidden-lines step running?"
    );
}
