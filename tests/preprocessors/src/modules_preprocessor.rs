//! The `modules` preprocessor: runs [`expand_modules`] on every chapter, before
//! mdBook's `links` preprocessor.

use crate::modules::expand_modules;
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::errors::{Error, Result};
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

/// The preprocessor, for mdBook (through `mdbook-modules`) and for the tests.
pub struct ModulesPreprocessor;

impl Preprocessor for ModulesPreprocessor {
    fn name(&self) -> &str {
        "modules"
    }

    fn run(&self, _ctx: &PreprocessorContext, mut book: Book) -> Result<Book> {
        let mut failure = None;
        book.for_each_mut(|item| {
            if let BookItem::Chapter(chapter) = item {
                match expand_modules(&chapter.content) {
                    Ok(content) => chapter.content = content,
                    Err(e) => {
                        failure.get_or_insert(format!("{}: {e}", chapter.name));
                    }
                }
            }
        });
        match failure {
            Some(message) => Err(Error::msg(message)),
            None => Ok(book),
        }
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}
