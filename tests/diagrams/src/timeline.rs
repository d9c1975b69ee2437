//! Time lines: the data of a chapter's ```` ```timeline ```` block, and its HTML.
//!
//! What a processor does over time, lane by lane: each lane a row of spans (work,
//! a wait, a load on its way), each span with a start, a length and a kind, so
//! that two lanes drawn one under the other show what overlaps and what waits. A
//! listing's test builds a [`Timeline`] from the listing's own trace and cost
//! model and snapshots its TOML ([`Timeline::to_toml`]); the preprocessor draws it
//! ([`Timeline::to_html`]).
//!
//! The format, in TOML:
//!
//! ```toml
//! caption = "Without prefetching"
//! unit = "ns"            # what the times count
//! [[lanes]]
//! label = "core"
//! [[lanes.spans]]
//! start = 0
//! length = 10
//! kind = "work"          # the legend's name; spans of a kind share a colour
//! label = "node 1"       # what the span is
//! ```

use crate::{escape, toml_string};
use std::fmt::Write as _;

/// One thing done over a stretch of time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// When it starts.
    pub start: u32,
    /// How long it lasts (at least 1).
    pub length: u32,
    /// Its kind, named in the legend ("work", "waiting for memory").
    pub kind: String,
    /// What it is ("node 3").
    pub label: String,
}

/// One row of the time line: its spans, in time order, never overlapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lane {
    /// What the lane is ("core", "memory").
    pub label: String,
    /// Its spans.
    pub spans: Vec<Span>,
}

/// A time line: lanes one under the other on one time axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// A sentence under the drawing.
    pub caption: String,
    /// What the times count ("ns", "cycles").
    pub unit: String,
    /// The lanes, top first.
    pub lanes: Vec<Lane>,
}

impl Timeline {
    /// No lanes yet.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// assert_eq!(Timeline::new("Prefetching", "ns").unit, "ns");
    /// ```
    pub fn new(caption: &str, unit: &str) -> Timeline {
        Timeline {
            caption: caption.to_string(),
            unit: unit.to_string(),
            lanes: Vec::new(),
        }
    }

    /// Adds an empty lane.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// assert_eq!(Timeline::new("", "ns").lane("core").lanes[0].label, "core");
    /// ```
    pub fn lane(mut self, label: &str) -> Timeline {
        self.lanes.push(Lane {
            label: label.to_string(),
            spans: Vec::new(),
        });
        self
    }

    /// Adds a span to the last lane.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// let t = Timeline::new("", "ns").lane("core").span(0, 5, "work", "node 1");
    /// assert_eq!(t.lanes[0].spans[0].length, 5);
    /// ```
    pub fn span(mut self, start: u32, length: u32, kind: &str, label: &str) -> Timeline {
        if let Some(lane) = self.lanes.last_mut() {
            lane.spans.push(Span {
                start,
                length,
                kind: kind.to_string(),
                label: label.to_string(),
            });
        }
        self
    }

    /// When the last span of any lane ends.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// let t = Timeline::new("", "ns").lane("a").span(2, 5, "w", "x");
    /// assert_eq!(t.end(), 7);
    /// ```
    pub fn end(&self) -> u32 {
        self.lanes
            .iter()
            .flat_map(|lane| &lane.spans)
            .map(|span| span.start + span.length)
            .max()
            .unwrap_or(0)
    }

    /// The kinds in the order they first appear: the legend's order, and each
    /// kind's colour.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// let t = Timeline::new("", "ns").lane("a").span(0, 1, "w", "").span(1, 1, "x", "").span(2, 1, "w", "");
    /// assert_eq!(t.kinds(), ["w", "x"]);
    /// ```
    pub fn kinds(&self) -> Vec<&str> {
        let mut kinds: Vec<&str> = Vec::new();
        for span in self.lanes.iter().flat_map(|lane| &lane.spans) {
            if !kinds.contains(&span.kind.as_str()) {
                kinds.push(&span.kind);
            }
        }
        kinds
    }

    /// Whether the time line holds together: at least one span, at most four
    /// kinds (the four colours), and in each lane spans of length at least 1,
    /// in time order, none overlapping the one before; or why not.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// assert!(Timeline::new("", "ns").lane("a").span(0, 2, "w", "").span(2, 1, "w", "").check().is_ok());
    /// assert!(Timeline::new("", "ns").lane("a").span(0, 2, "w", "").span(1, 1, "w", "").check().is_err());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        if self.end() == 0 {
            return Err("a time line needs at least one span".to_string());
        }
        if self.kinds().len() > 4 {
            return Err(format!(
                "{} kinds of span: at most 4, one a colour",
                self.kinds().len()
            ));
        }
        for lane in &self.lanes {
            let mut free_from = 0;
            for (index, span) in lane.spans.iter().enumerate() {
                if span.length == 0 {
                    return Err(format!(
                        "span {} of lane `{}` lasts no time",
                        index + 1,
                        lane.label
                    ));
                }
                if span.start < free_from {
                    return Err(format!(
                        "span {} of lane `{}` starts at {}, before the span before it ends ({free_from})",
                        index + 1,
                        lane.label,
                        span.start
                    ));
                }
                free_from = span.start + span.length;
            }
        }
        Ok(())
    }

    /// The time line as TOML, the format of a `timeline` block.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// let text = Timeline::new("T", "ns").lane("core").span(0, 5, "work", "n1").to_toml();
    /// assert!(text.contains("[[lanes.spans]]\nstart = 0\nlength = 5\n"));
    /// ```
    pub fn to_toml(&self) -> String {
        let mut text = format!(
            "caption = {}\nunit = {}\n",
            toml_string(&self.caption),
            toml_string(&self.unit)
        );
        for lane in &self.lanes {
            let _ = write!(text, "\n[[lanes]]\nlabel = {}\n", toml_string(&lane.label));
            for span in &lane.spans {
                let _ = write!(
                    text,
                    "[[lanes.spans]]\nstart = {}\nlength = {}\nkind = {}\nlabel = {}\n",
                    span.start,
                    span.length,
                    toml_string(&span.kind),
                    toml_string(&span.label)
                );
            }
        }
        text
    }

    /// The time line as HTML: one list a lane, each span an item placed and
    /// sized by its times (a percentage of the whole), coloured by its kind and
    /// saying in words what it is, from when to when; a legend names the kinds,
    /// and an axis gives the times at its two ends.
    ///
    /// ```
    /// use book_diagrams::Timeline;
    /// let html = Timeline::new("T", "ns").lane("core").span(0, 5, "work", "n1").span(5, 5, "wait", "").to_html();
    /// assert!(html.contains("<figure class=\"bitboard timeline\">"));
    /// assert!(html.contains("style=\"left: 50%; width: 50%\""));
    /// assert!(html.contains("<span class=\"tl-when\">wait, 5 to 10 ns</span>"));
    /// ```
    pub fn to_html(&self) -> String {
        let end = self.end().max(1);
        let kinds = self.kinds();
        let percent = |t: u32| {
            let p = f64::from(t) * 100.0 / f64::from(end);
            let text = format!("{p:.2}");
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        };
        let mut html = String::from("<figure class=\"bitboard timeline\">\n");
        let _ = writeln!(
            html,
            "<div class=\"tl-chart\" role=\"group\" aria-label=\"{}\">",
            escape(&self.caption)
        );
        for lane in &self.lanes {
            let _ = write!(
                html,
                "<div class=\"tl-lane\"><span class=\"tl-label\">{}</span>\
                 <ol class=\"tl-track\" aria-label=\"{}\">",
                escape(&lane.label),
                escape(&lane.label)
            );
            for span in &lane.spans {
                let kind = kinds.iter().position(|k| *k == span.kind).unwrap_or(0);
                let what = if span.label.is_empty() {
                    String::new()
                } else {
                    format!("<span class=\"bb-value\">{}</span>", escape(&span.label))
                };
                let _ = write!(
                    html,
                    "<li class=\"tl-span bb-layer-{kind}\" style=\"left: {}%; width: {}%\">{what}\
                     <span class=\"tl-when\">{}, {} to {} {}</span></li>",
                    percent(span.start),
                    percent(span.length),
                    escape(&span.kind),
                    span.start,
                    span.start + span.length,
                    escape(&self.unit)
                );
            }
            html.push_str("</ol></div>\n");
        }
        let _ = writeln!(
            html,
            "<div class=\"tl-axis\" aria-hidden=\"true\"><span>0</span><span>{end} {}</span></div>\n</div>",
            escape(&self.unit)
        );
        html.push_str("<p class=\"bitboard-legend\">");
        for (index, kind) in kinds.iter().enumerate() {
            let _ = write!(
                html,
                "<span class=\"bb-entry\"><span class=\"bb-key tl-key bb-layer-{index}\"></span> {}</span> ",
                escape(kind)
            );
        }
        html.push_str("</p>\n");
        let _ = writeln!(
            html,
            "<figcaption>{}</figcaption>\n</figure>",
            escape(&self.caption)
        );
        html
    }
}
