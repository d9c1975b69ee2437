//! The `modules` preprocessor: runs [`expand_modules`] on every chapter, before
//! mdBook's `links` preprocessor.

use crate::map_chapters;
use crate::modules::expand_modules;
use mdbook_preprocessor::book::Book;
use mdbook_preprocessor::errors::Result;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

/// The preprocessor, for mdBook (through `mdbook-modules`) and for the tests.
pub struct ModulesPreprocessor;

impl Preprocessor for ModulesPreprocessor {
    fn name(&self) -> &str {
        "modules"
    }

    fn run(&self, _ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        map_chapters(book, expand_modules)
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}
