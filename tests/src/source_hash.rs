// Shared by the library and `build.rs` (which `include!`s this file), so that a
// workspace-built tool and `cargo book` agree on which sources make it and on
// how their version is computed.

/// The source files of `mdbook-katex`, relative to the tests crate.
pub const KATEX_SOURCES: &[&str] = &["src/bin/mdbook-katex.rs"];

/// The source files of `mdbook-diagrams`, relative to the tests crate.
pub const DIAGRAMS_SOURCES: &[&str] = &[
    "src/bin/mdbook-diagrams.rs",
    "src/diagram.rs",
    "src/diagrams_preprocessor.rs",
    "src/doc_examples.rs",
];

/// FNV-1a (64 bits) of the files' contents, in order, as 16 hex digits; a
/// missing file counts as empty.
pub fn source_hash(crate_dir: &std::path::Path, files: &[&str]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in files {
        let bytes = std::fs::read(crate_dir.join(file)).unwrap_or_default();
        for byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}
