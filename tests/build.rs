//! Prepares the snippet tests: expands every chapter's `{{#module}}` lines as the
//! book's `modules` preprocessor does, then runs mdBook's own `links` preprocessor (so
//! `{{#include}}` and `{{#rustdoc_include}}` become the code the reader sees), folds
//! doc examples as the book's `diagrams` preprocessor does, and hands the expanded chapters to skeptic, which writes one test per Rust
//! block into `$OUT_DIR/skeptic-tests.rs` (compiled by `tests/snippets.rs`).
//!
//! The KaTeX preprocessor is deliberately not run here: it is not needed to test code,
//! and it would rewrite `$` in prose only.

fn main() {
    snippets::generate();
}

mod snippets {
    use mdbook_driver::book::BookItem;
    use mdbook_driver::builtin_preprocessors::LinkPreprocessor;
    use mdbook_driver::MDBook;
    use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};

    pub fn generate() {
        let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
        let root = manifest_dir.parent().unwrap().to_path_buf();
        for watched in ["book.toml", "src", "listings"] {
            println!("cargo:rerun-if-changed={}", root.join(watched).display());
        }

        let mut book =
            MDBook::load(&root).unwrap_or_else(|e| panic!("cannot load the book: {e:#}"));
        // The book's `modules` preprocessor runs before `links`: the same expansion.
        println!("cargo:rerun-if-changed=preprocessors/src/modules.rs");
        book.book.for_each_mut(|item| {
            if let BookItem::Chapter(chapter) = item {
                chapter.content = modules::expand_modules(&chapter.content)
                    .unwrap_or_else(|e| panic!("{}: {e}", chapter.name));
            }
        });
        let ctx = PreprocessorContext::new(root.clone(), book.config.clone(), "html".into());
        let expanded = LinkPreprocessor::new()
            .run(&ctx, book.book.clone())
            .unwrap_or_else(|e| panic!("cannot expand the includes: {e:#}"));

        let out_dir = PathBuf::from(env::var("OUT_DIR").unwrap()).join("chapters");
        println!("cargo:rerun-if-changed=preprocessors/src/doc_examples.rs");
        let mut chapters = Vec::new();
        for item in expanded.iter() {
            if let BookItem::Chapter(chapter) = item {
                if let Some(path) = &chapter.path {
                    let target = out_dir.join(path);
                    // The same folding of doc examples as the book's preprocessor.
                    write_if_changed(&target, &fold::fold_doc_examples(&chapter.content));
                    chapters.push(target);
                }
            }
        }
        skeptic::generate_doc_tests(&chapters);
    }

    #[allow(dead_code)]
    mod modules {
        include!("preprocessors/src/modules.rs");
    }

    #[allow(dead_code)]
    mod fold {
        include!("preprocessors/src/doc_examples.rs");
    }

    /// Writes a file only when its contents change, so that cargo sees no new change.
    fn write_if_changed(path: &Path, contents: &str) {
        if fs::read_to_string(path).ok().as_deref() == Some(contents) {
            return;
        }
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
    }
}
