// Shared by the `modules` preprocessor (which renders the book), by `build.rs` of the
// book's tests (which `include!`s this file to prepare the snippet tests) and by the
// Markdown tests, so that a block means the same program everywhere.
//
// std only: `build.rs` compiles it without the crate's dependencies.

/// Expands the `{{#module …}}` lines of every ```` ```rust ```` block into the hidden
/// scaffolding that makes a listing's file a module of the snippet, before mdBook's
/// `links` preprocessor expands the `{{#rustdoc_include}}` it writes.
///
/// | in the chapter | becomes |
/// |---|---|
/// | `{{#module ../listings/x/src/cells.rs:get_cell}}` | `# mod cells {`, `{{#rustdoc_include ../listings/x/src/cells.rs:get_cell}}`, `# }`, `# use cells::*;` |
/// | `{{#module ../listings/x/src/cells.rs}}` | the same with the whole file hidden (`:0:0`) |
/// | `{{#module … as c}}` | `# use cells as c;` instead of the glob |
/// | `{{#module … no-use}}` | no `use` line: the module is there for the others |
///
/// A block with a `{{#module}}` line starts with
/// `# #![allow(dead_code, unused_imports)]`: a snippet uses only part of each file.
///
/// ```
/// use book_preprocessors::modules::expand_modules;
/// let page = "```rust\n{{#module ../l/src/cells.rs:get}}\nfn main() {}\n```\n";
/// let expanded = [
///     "```rust",
///     "# #![allow(dead_code, unused_imports)]",
///     "# mod cells {",
///     "{{#rustdoc_include ../l/src/cells.rs:get}}",
///     "# }",
///     "# use cells::*;",
///     "fn main() {}",
///     "```",
/// ];
/// assert_eq!(expand_modules(page).unwrap(), expanded.join("\n") + "\n");
/// assert!(expand_modules("```rust\n{{#module ../l/src/cells.rs as}}\n```\n").is_err());
/// ```
pub fn expand_modules(chapter: &str) -> Result<String, String> {
    let mut out = String::with_capacity(chapter.len() + chapter.len() / 4);
    let mut block: Option<Vec<&str>> = None;
    for (number, line) in chapter.split_inclusive('\n').enumerate() {
        let body = line.trim_end_matches(['\n', '\r']);
        match block.as_mut() {
            None => {
                if body.starts_with("```") && body[3..].split([',', ' ']).next() == Some("rust") {
                    block = Some(Vec::new());
                }
                out.push_str(line);
            }
            Some(lines) if body.starts_with("```") => {
                let first = number + 1 - lines.len();
                out.push_str(&expand_block(lines, first)?);
                out.push_str(line);
                block = None;
            }
            Some(lines) => lines.push(line),
        }
    }
    if let Some(lines) = block {
        out.push_str(&lines.concat());
    }
    Ok(out)
}

/// One block's lines (each with its line ending), its directives expanded.
fn expand_block(lines: &[&str], first_line: usize) -> Result<String, String> {
    let mut out = String::new();
    let mut allowed = false;
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_end_matches(['\n', '\r']);
        if !body.starts_with("{{#module") {
            out.push_str(line);
            continue;
        }
        let directive =
            Module::parse(body).map_err(|e| format!("line {}: `{body}`: {e}", first_line + i))?;
        if !allowed {
            out.insert_str(0, "# #![allow(dead_code, unused_imports)]\n");
            allowed = true;
        }
        out.push_str(&directive.scaffolding());
    }
    Ok(out)
}

/// One `{{#module PATH[:ANCHOR] [as ALIAS | no-use]}}` line.
#[derive(Debug, PartialEq, Eq)]
struct Module<'a> {
    path: &'a str,
    anchor: Option<&'a str>,
    import: Import<'a>,
}

/// How the block refers to the module's items.
#[derive(Debug, PartialEq, Eq)]
enum Import<'a> {
    /// `use name::*;`
    Glob,
    /// `use name as alias;`
    Alias(&'a str),
    /// No `use` line.
    None,
}

impl<'a> Module<'a> {
    fn parse(line: &'a str) -> Result<Module<'a>, String> {
        let inner = line
            .strip_prefix("{{#module")
            .and_then(|rest| rest.strip_suffix("}}"))
            .ok_or("a module directive is `{{#module PATH[:ANCHOR] [as NAME | no-use]}}`")?;
        let words: Vec<&str> = inner.split_whitespace().collect();
        let (target, import) = match words.as_slice() {
            [target] => (*target, Import::Glob),
            [target, "no-use"] => (*target, Import::None),
            [target, "as", alias] if is_identifier(alias) => (*target, Import::Alias(alias)),
            _ => {
                return Err("expected PATH[:ANCHOR], then `as NAME` or `no-use` or nothing".into())
            }
        };
        let (path, anchor) = match target.split_once(':') {
            Some((path, anchor)) if is_identifier(anchor) => (path, Some(anchor)),
            Some(_) => return Err("an anchor is a name, like `get_cell`".into()),
            None => (target, None),
        };
        if !path.ends_with(".rs") {
            return Err("the path names a Rust file".into());
        }
        Ok(Module {
            path,
            anchor,
            import,
        })
    }

    /// The module's name: its file's stem, as in the listing's crate.
    fn name(&self) -> &'a str {
        let file = self.path.rsplit('/').next().unwrap_or(self.path);
        file.strip_suffix(".rs").unwrap_or(file)
    }

    fn scaffolding(&self) -> String {
        let name = self.name();
        let selection = self.anchor.unwrap_or("0:0");
        let mut text = format!(
            "# mod {name} {{\n{{{{#rustdoc_include {}:{selection}}}}}\n# }}\n",
            self.path
        );
        match self.import {
            Import::Glob => text.push_str(&format!("# use {name}::*;\n")),
            Import::Alias(alias) => text.push_str(&format!("# use {name} as {alias};\n")),
            Import::None => {}
        }
        text
    }
}

fn is_identifier(word: &str) -> bool {
    let mut chars = word.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
