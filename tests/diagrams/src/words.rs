//! Words drawn bit by bit: the data of a chapter's ```` ```bitrows ```` block, and its
//! HTML.
//!
//! A sum with its carries, a multiplication's product, a mask and the bits it
//! gathers: rows of bits, one under the other, each bit under its number, so that
//! the reader follows one bit position down the rows. A listing's test computes
//! the rows with the listing's own functions, builds [`Words`] and snapshots its
//! TOML ([`Words::to_toml`]); the preprocessor draws it ([`Words::to_html`]).
//!
//! The format, in TOML:
//!
//! ```toml
//! caption = "One column of the key"
//! width = 7            # bits a row, drawn highest first (or lowest first: lowest_left)
//! group = 0            # optional: a thicker line every `group` bits (0: none)
//! lowest_left = false  # optional: bit 0 on the left, as a chess rank reads a to h
//! show_bits = true     # optional: the bit numbers over the rows
//! bit_labels = []      # optional: names over the rows instead, one a bit from bit 0
//! [[rows]]
//! label = "mask"
//! value = "15"         # decimal, up to 128 bits
//! kind = "plain"       # plain, carry (only its set bits drawn, as carries) or result (a rule above)
//! highlight = "8"      # optional: bits outlined
//! note = "4 discs"     # optional: a few words after the row
//! ```

use crate::{escape, toml_string};
use std::fmt::Write as _;

/// What a row of a [`Words`] drawing is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordKind {
    /// A word: every bit drawn, 0 or 1.
    Plain,
    /// The carries of a sum: only the set bits drawn, small, over the next row.
    Carry,
    /// The result of the rows above it: a rule drawn above it.
    Result,
}

impl WordKind {
    /// Its name in the TOML.
    pub fn name(self) -> &'static str {
        match self {
            WordKind::Plain => "plain",
            WordKind::Carry => "carry",
            WordKind::Result => "result",
        }
    }

    /// The kind a TOML name names, if any.
    pub fn from_name(name: &str) -> Option<WordKind> {
        [WordKind::Plain, WordKind::Carry, WordKind::Result]
            .into_iter()
            .find(|kind| kind.name() == name)
    }
}

/// One row: a word, its label and how it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// What the row is ("mask", "+ bottom", "= key").
    pub label: String,
    /// Its bits.
    pub value: u128,
    /// How it is drawn.
    pub kind: WordKind,
    /// Bits outlined for attention.
    pub highlight: u128,
    /// A few words after the row (may be empty).
    pub note: String,
}

/// Rows of bits, aligned by bit number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// A sentence under the drawing.
    pub caption: String,
    /// Bits a row.
    pub width: u32,
    /// A thicker line every `group` bits (0: none), such as every 8 for bytes.
    pub group: u32,
    /// Bit 0 on the left (as a chess rank reads, a to h) instead of on the right.
    pub lowest_left: bool,
    /// Whether the bit numbers head the columns.
    pub show_bits: bool,
    /// Names heading the columns instead of the bit numbers, one a bit from
    /// bit 0 (such as the files a to h of a rank); empty for the numbers.
    pub bit_labels: Vec<String>,
    /// The rows, top first.
    pub rows: Vec<Word>,
}

impl Words {
    /// No rows yet: `width` bits a row, bit 0 on the right.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert_eq!(Words::new("A sum", 7).width, 7);
    /// ```
    pub fn new(caption: &str, width: u32) -> Words {
        Words {
            caption: caption.to_string(),
            width,
            group: 0,
            lowest_left: false,
            show_bits: true,
            bit_labels: Vec::new(),
            rows: Vec::new(),
        }
    }

    /// Heads the columns with names instead of bit numbers, one a bit from bit 0.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// let w = Words::new("", 2).lowest_left().bit_labels(&["a", "b"]).row("r", 1);
    /// assert!(w.to_html().contains("<th scope=\"col\">a</th><th scope=\"col\">b</th>"));
    /// ```
    pub fn bit_labels(mut self, labels: &[&str]) -> Words {
        self.bit_labels = labels.iter().map(|l| l.to_string()).collect();
        self
    }

    /// A thicker line between every `group` bits.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert_eq!(Words::new("", 64).grouped(8).group, 8);
    /// ```
    pub fn grouped(mut self, group: u32) -> Words {
        self.group = group;
        self
    }

    /// Bit 0 on the left, as a chess rank reads from a to h.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert!(Words::new("", 8).lowest_left().lowest_left);
    /// ```
    pub fn lowest_left(mut self) -> Words {
        self.lowest_left = true;
        self
    }

    /// No bit numbers over the rows.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert!(!Words::new("", 8).without_bits().show_bits);
    /// ```
    pub fn without_bits(mut self) -> Words {
        self.show_bits = false;
        self
    }

    /// Adds a row of the given kind.
    fn push(mut self, label: &str, value: u128, kind: WordKind) -> Words {
        self.rows.push(Word {
            label: label.to_string(),
            value,
            kind,
            highlight: 0,
            note: String::new(),
        });
        self
    }

    /// Adds a word.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert_eq!(Words::new("", 4).row("mask", 3).rows[0].value, 3);
    /// ```
    pub fn row(self, label: &str, value: u128) -> Words {
        self.push(label, value, WordKind::Plain)
    }

    /// Adds the carries of a sum: bit `i` set when a carry goes into bit `i`.
    ///
    /// ```
    /// use book_diagrams::{WordKind, Words};
    /// assert_eq!(Words::new("", 4).carry("carries", 2).rows[0].kind, WordKind::Carry);
    /// ```
    pub fn carry(self, label: &str, carries: u128) -> Words {
        self.push(label, carries, WordKind::Carry)
    }

    /// Adds the result of the rows above, under a rule.
    ///
    /// ```
    /// use book_diagrams::{WordKind, Words};
    /// assert_eq!(Words::new("", 4).result("= sum", 5).rows[0].kind, WordKind::Result);
    /// ```
    pub fn result(self, label: &str, value: u128) -> Words {
        self.push(label, value, WordKind::Result)
    }

    /// Outlines bits of the last row added.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert_eq!(Words::new("", 4).row("a", 3).highlight(1).rows[0].highlight, 1);
    /// ```
    pub fn highlight(mut self, bits: u128) -> Words {
        if let Some(row) = self.rows.last_mut() {
            row.highlight = bits;
        }
        self
    }

    /// Writes a few words after the last row added.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert_eq!(Words::new("", 4).row("a", 3).note("three").rows[0].note, "three");
    /// ```
    pub fn note(mut self, note: &str) -> Words {
        if let Some(row) = self.rows.last_mut() {
            row.note = note.to_string();
        }
        self
    }

    /// Whether the drawing holds together: 1 to 128 bits a row, every value
    /// and outline within them, at least one row; or why not.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// assert!(Words::new("", 4).row("a", 15).check().is_ok());
    /// assert!(Words::new("", 4).row("a", 16).check().is_err());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        if !(1..=128).contains(&self.width) {
            return Err(format!("a width of {} bits: 1 to 128", self.width));
        }
        if self.rows.is_empty() {
            return Err("a bitrows block needs at least one row".to_string());
        }
        if !self.bit_labels.is_empty() && self.bit_labels.len() != self.width as usize {
            return Err(format!(
                "{} bit labels for {} bits: one a bit, or none",
                self.bit_labels.len(),
                self.width
            ));
        }
        let outside = if self.width == 128 {
            0
        } else {
            !0u128 << self.width
        };
        for (index, row) in self.rows.iter().enumerate() {
            if (row.value | row.highlight) & outside != 0 {
                return Err(format!(
                    "row {} (`{}`) has bits above bit {}",
                    index + 1,
                    row.label,
                    self.width - 1
                ));
            }
        }
        Ok(())
    }

    /// The drawing as TOML, the format of a `bitrows` block.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// let text = Words::new("Sum", 4).row("a", 3).carry("c", 2).to_toml();
    /// assert!(text.contains("width = 4"));
    /// assert!(text.contains("kind = \"carry\""));
    /// ```
    pub fn to_toml(&self) -> String {
        let mut text = format!("caption = {}\n", toml_string(&self.caption));
        let _ = writeln!(text, "width = {}", self.width);
        if self.group != 0 {
            let _ = writeln!(text, "group = {}", self.group);
        }
        if self.lowest_left {
            text.push_str("lowest_left = true\n");
        }
        if !self.show_bits {
            text.push_str("show_bits = false\n");
        }
        if !self.bit_labels.is_empty() {
            let labels: Vec<String> = self.bit_labels.iter().map(|l| toml_string(l)).collect();
            let _ = writeln!(text, "bit_labels = [{}]", labels.join(", "));
        }
        for row in &self.rows {
            let _ = write!(
                text,
                "\n[[rows]]\nlabel = {}\nvalue = \"{}\"\nkind = \"{}\"\n",
                toml_string(&row.label),
                row.value,
                row.kind.name()
            );
            if row.highlight != 0 {
                let _ = writeln!(text, "highlight = \"{}\"", row.highlight);
            }
            if !row.note.is_empty() {
                let _ = writeln!(text, "note = {}", toml_string(&row.note));
            }
        }
        text
    }

    /// The bit numbers in the order they are drawn, left to right.
    fn drawn_order(&self) -> Vec<u32> {
        if self.lowest_left {
            (0..self.width).collect()
        } else {
            (0..self.width).rev().collect()
        }
    }

    /// The drawing as an accessible HTML table: one row a word, headed by its
    /// label; each column headed by its bit number; a carry row holds only its
    /// carries; the ones are coloured and also written, so colour is never the
    /// only difference.
    ///
    /// ```
    /// use book_diagrams::Words;
    /// let html = Words::new("Sum", 2).row("a", 1).result("= b", 2).to_html();
    /// assert!(html.contains("<figure class=\"bitboard bitrows\">"));
    /// assert!(html.contains("<th scope=\"row\">= b</th>"));
    /// assert!(html.contains("<tr class=\"bb-word-result\">"));
    /// // A bit is its cell's text; a carry is in a span, drawn smaller.
    /// assert!(html.contains("<th scope=\"row\">a</th><td class=\"bb-cell\">0</td>\
    ///                        <td class=\"bb-cell bb-layer-1\">1</td></tr>"));
    /// let carry = Words::new("", 2).carry("c", 2).to_html();
    /// assert!(carry.contains("<td class=\"bb-cell bb-layer-3\"><span class=\"bb-value\">1</span></td>\
    ///                         <td class=\"bb-cell\"></td>"));
    /// assert!(Words::new("", 64).row("a", 1).to_html().contains("bb-words bb-wide"));
    /// ```
    pub fn to_html(&self) -> String {
        let order = self.drawn_order();
        let notes = self.rows.iter().any(|row| !row.note.is_empty());
        let mut html = String::from("<figure class=\"bitboard bitrows\">\n");
        let _ = writeln!(
            html,
            "<div class=\"bb-scroll\">\n<table class=\"bitboard-grid bb-words{}\" aria-label=\"{}\" \
             style=\"--bb-columns: {}\">",
            // A word wider than a printed page's column is set smaller on paper.
            if self.width > 32 { " bb-wide" } else { "" },
            escape(&self.caption),
            self.width
        );
        if self.show_bits {
            html.push_str("<thead><tr><td class=\"bb-corner\"></td>");
            for &bit in &order {
                let name = self
                    .bit_labels
                    .get(bit as usize)
                    .map_or(bit.to_string(), |label| escape(label));
                let _ = write!(
                    html,
                    "<th scope=\"col\"{}>{name}</th>",
                    self.group_class(bit)
                );
            }
            if notes {
                html.push_str("<td class=\"bb-corner\"></td>");
            }
            html.push_str("</tr></thead>\n");
        }
        html.push_str("<tbody>\n");
        for row in &self.rows {
            let _ = write!(
                html,
                "<tr class=\"bb-word-{}\"><th scope=\"row\">{}</th>",
                row.kind.name(),
                escape(&row.label)
            );
            for &bit in &order {
                html.push_str(&self.bit_html(row, bit));
            }
            if notes {
                let _ = write!(html, "<td class=\"bb-note\">{}</td>", escape(&row.note));
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody>\n</table>\n</div>\n");
        let _ = writeln!(
            html,
            "<figcaption>{}</figcaption>\n</figure>",
            escape(&self.caption)
        );
        html
    }

    /// ` class="bb-group"` on the column that starts a group, drawn with a
    /// thicker line on its left.
    fn group_class(&self, bit: u32) -> &'static str {
        let group = self.group.max(1);
        let first = if self.lowest_left {
            bit.is_multiple_of(group)
        } else {
            (bit + 1).is_multiple_of(group)
        };
        if self.group != 0 && first && bit != self.drawn_order()[0] {
            " class=\"bb-group\""
        } else {
            ""
        }
    }

    /// One bit's `<td>`.
    fn bit_html(&self, row: &Word, bit: u32) -> String {
        let set = row.value >> bit & 1 == 1;
        let mut classes = vec!["bb-cell"];
        let value = match (row.kind, set) {
            (WordKind::Carry, true) => {
                classes.push("bb-layer-3");
                "1"
            }
            (WordKind::Carry, false) => "",
            (_, true) => {
                classes.push("bb-layer-1");
                "1"
            }
            (_, false) => "0",
        };
        if row.highlight >> bit & 1 == 1 {
            classes.push("bb-highlight");
        }
        if !self.group_class(bit).is_empty() {
            classes.push("bb-group");
        }
        // A bit is the cell's own text, bold from the cell; a carry is smaller,
        // in a span (theme/diagrams.css).
        let value = if row.kind == WordKind::Carry && set {
            format!("<span class=\"bb-value\">{value}</span>")
        } else {
            value.to_string()
        };
        format!("<td class=\"{}\">{value}</td>", classes.join(" "))
    }
}
