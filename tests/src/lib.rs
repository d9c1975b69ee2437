//! The tests of The Bitboard Book itself: every snippet (`build.rs` and
//! `tests/snippets.rs`), the Markdown rules, the build, the links, the reading rules,
//! the explorers' logic. The code is in `tests/`; this library is empty.
