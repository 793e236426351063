//! The document checker (feature `document`): every attribute value of an
//! HTML document checked against the [attribute table](crate::attributes),
//! each finding located in the decoded text and in the source bytes.
//!
//! ```
//! use html_microsyntax::document::{check_str, Severity};
//!
//! let report = check_str("<table><td colspan=0>\n<input type=date min=2024-02-30>");
//! let found: Vec<_> = report
//!     .findings()
//!     .iter()
//!     .map(|f| (f.line, f.column, f.attribute.as_str(), f.kind))
//!     .collect();
//! assert_eq!(found, [(1, 20, "colspan", "not_positive"), (2, 30, "min", "day_out_of_range")]);
//! assert_eq!(report.findings()[0].severity, Severity::Error);
//! ```
//!
//! The bytes are decoded as a browser would
//! ([13.2.3 The input byte stream](https://html.spec.whatwg.org/multipage/parsing.html#the-input-byte-stream)):
//! a byte order mark, else the transport layer's charset
//! ([`Options::transport_charset`]), else `<meta charset>`, else UTF-8. The
//! start tags are read with a WHATWG tokenizer (`html5gum`), which decodes
//! character references in attribute values and gives where each value was
//! written; each finding is mapped back through the references to the
//! source ([`source_offset`]).
//!
//! Approximations, since there is no tree construction:
//! - after the start tag of an HTML `title` or `textarea` the tokenizer
//!   switches to the RCDATA state, after `style`, `xmp`, `iframe`,
//!   `noembed` or `noframes` to RAWTEXT, after `script` to script data
//!   (with its escaped states), after `plaintext` to PLAINTEXT, as the tree
//!   builder would; `noscript` contents are markup (scripting disabled);
//! - SVG and MathML (foreign) elements are skipped: from an `<svg>` or
//!   `<math>` start tag to its end tag (nested ones counted, self-closing
//!   ones open nothing). In them no tokenizer state switches (an SVG
//!   `<style>` holds markup) and `<![CDATA[` opens a CDATA section; a start
//!   tag that ends foreign content in a browser (`<img>`, `<p>`, `<div>`, …,
//!   `<font>` with `color`, `face` or `size`) ends it here too, except
//!   inside `foreignObject`, `desc`, `title`, `annotation-xml` and the
//!   MathML token elements (`mi`, `mo`, `mn`, `ms`, `mtext`), whose HTML is
//!   skipped with the rest;
//! - `<template>` contents are checked like any other markup;
//! - what the rules know of an element's ancestors comes from an
//!   approximate stack of open elements, kept from the start and end tags
//!   with the parser's common implied end tags (`p`, `li`, `dt`/`dd`, the
//!   table elements, …) but without the adoption agency algorithm or foster
//!   parenting.
//!
//! Besides each value on its own, rules over a whole start tag check what
//! one attribute requires of the others: `<meta>`'s attributes go together
//! as HTML 4.2.5 says, its `charset` is `utf-8`, and its `content` has the
//! syntax its `name` or `http-equiv` gives it (`referrer`, `theme-color`,
//! `content-type`, `x-ua-compatible`, `content-security-policy`,
//! `color-scheme`); and what a document has once: one character encoding
//! declaration, one `description`, one `color-scheme` (counted over every
//! start tag, `<template>` contents included). Each element's role is one
//! ARIA in HTML allows on it (`role_not_allowed`), and not its implicit
//! role set again (`redundant_role`, a warning), by the rows of ARIA in
//! HTML's table, with their conditions on the element's attributes and
//! ancestors (`<td>` in a `table`, `grid` or `treegrid`, `<li>` in a list).
//!
//! The feature enables `url`, so that the table's URL attributes (`href`,
//! `src`, `action`, `ping`, …) are checked too.
//!
//! Time is linear in the size of the document and in the number of
//! findings: the findings, which come nearly in order, are sorted by
//! position once and located by cursors that only move forwards.
//!
//! # Configuration
//!
//! [`Options::rules`] sets a [`Level`] per rule. A rule is a finding's kind
//! (`day_out_of_range`), its syntax (`valid_media_query_list`) or its
//! attribute (`srcset`, or `img srcset` for one element). When several
//! settings match a finding, the most specific wins: an element's
//! attribute, then an attribute, then a syntax, then a kind; among equals,
//! the last one set. A level applies before [`Options::warnings`], so a rule
//! set to `Warning` is dropped with the other warnings.
//!
//! Comments in the document turn rules off ([`Options::inline_config`]);
//! a list names kinds, separated by spaces or commas, and no list means
//! every kind:
//!
//! | comment | turns off |
//! |---|---|
//! | `<!-- html-microsyntax-disable-next-line [kinds] -->` | the findings on the line after the one the comment ends on |
//! | `<!-- html-microsyntax-disable [kinds] -->` | the findings after the comment, up to a matching `enable` |
//! | `<!-- html-microsyntax-enable [kinds] -->` | nothing: ends the regions of those kinds (of all, without a list) |
//!
//! Only comments count (`<!--` in a script or an attribute value is text).
//! A comment that starts with `html-microsyntax-` but is none of those is a
//! finding itself, `unknown_directive` (a warning at the comment's text),
//! so that a typo does not leave findings on unnoticed.
//!
//! ```
//! use html_microsyntax::document::{check_str_with, Level, Options, Rules, Severity};
//!
//! let html = "<link rel=foo>\n<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>\n<td colspan=0>";
//! let rules = Rules::new()
//!     .kind("unknown_link_type", Level::Off)
//!     .attribute("td colspan", Level::Warning);
//! let report = check_str_with(html, &Options::new().rules(rules));
//! let found: Vec<_> = report.findings().iter().map(|f| (f.line, f.kind, f.severity)).collect();
//! assert_eq!(found, [(4, "not_positive", Severity::Warning)]);
//! ```
//!
//! This module's own code does not panic; the tokenizer is a dependency,
//! and `html-microsyntax lint` checks each document under `catch_unwind` so
//! that a panic there costs one document, not the run.

mod config;
mod encoding;
mod ids;
mod locate;
mod open_elements;
mod rules;
mod tokens;

use alloc::borrow::Cow;

use crate::base::error::{ErrorKind, Violation};
use crate::markup::attributes::{check_attribute, not_allowed, Reading};
use crate::markup::forms::{meter_problems, progress_problems, MeterValues, NOT_ALLOWED_DETAILS};

pub use config::{Level, Rules};

/// The `syntax` of the findings that no single value's syntax makes: the
/// rules over a whole tag or the document, each a name that
/// [`Rules::syntax`] and the CLI's configuration accept.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str, RULE_NAMES};
/// let report = check_str("<link rel=preload href=a.woff2>");
/// assert_eq!(report.findings()[0].syntax, "link_as");
/// assert!(RULE_NAMES.contains(&"link_as"));
/// ```
pub const RULE_NAMES: &[&str] = &[
    "min_le_max",
    "progress_bounds",
    "meter_bounds",
    "input_type_applies",
    "unique_ids",
    "id_references",
    "inline_configuration",
    "meta",
    "link_as",
    "microdata",
    "content_attributes",
    "script_attributes",
    "obsolete_but_conforming",
    "aria_in_html",
    "wai_aria",
];

/// Whether `name` is the `syntax` of some finding: a syntax of the
/// [registry](crate::registry), one the attribute table names (such as
/// `enumerated_attribute`), or one of [`RULE_NAMES`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::is_syntax_name;
/// assert!(is_syntax_name("valid_date"));
/// assert!(is_syntax_name("enumerated_attribute"));
/// assert!(is_syntax_name("aria_in_html"));
/// assert!(!is_syntax_name("valid_dat"));
/// ```
pub fn is_syntax_name(name: &str) -> bool {
    crate::registry::find(name).is_some()
        || RULE_NAMES.contains(&name)
        || crate::attributes::ATTRIBUTES
            .iter()
            .any(|row| row.syntax.name() == name)
}
pub use encoding::sniff_encoding;
pub use encoding_rs::Encoding;
pub use locate::{source_line, source_offset};

use config::Suppressions;
use ids::Ids;
use locate::{LineCursor, SourceCursor};
use open_elements::OpenElements;
use rules::{Place, Seen, RULES};
use tokens::{Attribute, TagEmitter};

pub use crate::base::error::Severity;

/// One problem in one attribute value.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_str;
///
/// let report = check_str("<p>\n  <td colspan=\"&#48;\">");
/// let f = &report.findings()[0];
/// assert_eq!((f.element.as_str(), f.attribute.as_str(), f.value.as_str()), ("td", "colspan", "0"));
/// assert_eq!((f.syntax, f.kind), ("valid_non_negative_integer_greater_than_zero", "not_positive"));
/// assert_eq!((f.line, f.column, f.offset), (2, 16, 19)); // the `&` of `&#48;`
/// assert_eq!(f.message, "expected a number greater than zero");
/// assert!(f.spec.starts_with("https://html.spec.whatwg.org/"));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Finding {
    /// Byte offset of the offending character in the decoded text
    /// ([`Report::text`]). In an attribute value written with character
    /// references, the offset of the reference's `&`.
    pub offset: usize,
    /// Byte offset of the same character in the source bytes: the same as
    /// `offset` for valid UTF-8 input; for other encodings (and after a
    /// malformed UTF-8 sequence) the offset in the bytes as given.
    pub source_offset: usize,
    /// 1-based line (lines end at LF) of `offset`.
    pub line: usize,
    /// 1-based column of `offset`, in characters (a byte order mark that
    /// opens the line not counted).
    pub column: usize,
    /// The lowercase element name.
    pub element: String,
    /// The lowercase attribute name.
    pub attribute: String,
    /// The value after character references are decoded.
    pub value: String,
    /// The syntax name ([`Syntax::name`](crate::attributes::Syntax::name)),
    /// or the name of a cross-attribute rule (`min_le_max`, `meta`).
    pub syntax: &'static str,
    /// The error kind's code ([`ErrorKind::code`](crate::ErrorKind::code)),
    /// or the rule's (`max_below_min`, `charset_not_utf8`).
    pub kind: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// One sentence, lowercase, no final period.
    pub message: String,
    /// A fix, where one is known (the normalized value, what browsers read,
    /// the nearest keyword).
    pub help: Option<String>,
    /// The URL of the attribute's definition in the HTML Standard.
    pub spec: &'static str,
}

/// What a finding says, wherever it sits: the fields of a [`Finding`]
/// besides its place.
struct Said {
    syntax: &'static str,
    kind: &'static str,
    severity: Severity,
    message: String,
    help: Option<String>,
    spec: &'static str,
}

impl Finding {
    /// A finding at `offset` in the decoded text, in the value `value` of
    /// `attribute` on `element`; located (line, column, source offset) once
    /// all are known.
    fn new(offset: usize, element: &str, attribute: &str, value: &str, said: Said) -> Self {
        Finding {
            offset,
            source_offset: 0,
            line: 0,
            column: 0,
            element: element.to_owned(),
            attribute: attribute.to_owned(),
            value: value.to_owned(),
            syntax: said.syntax,
            kind: said.kind,
            severity: said.severity,
            message: said.message,
            help: said.help,
            spec: said.spec,
        }
    }
}

/// What to check and how to read the bytes.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_bytes_with, Options};
///
/// // An HTTP `Content-Type: text/html; charset=iso-8859-1` said the
/// // encoding; the bytes carry no `<meta charset>`.
/// let options = Options::new().transport_charset(Some("iso-8859-1"));
/// let report = check_bytes_with(b"<p title=caf\xE9><td colspan=0>", &options);
/// assert_eq!(report.encoding_name(), "windows-1252");
/// assert_eq!(report.text(), "<p title=caf\u{e9}><td colspan=0>");
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The transport layer's encoding label (the `charset` parameter of an
    /// HTTP `Content-Type`), which wins over `<meta charset>` but not over
    /// a byte order mark. An unknown label is ignored. Only for bytes.
    pub transport_charset: Option<String>,
    /// Whether warnings are reported (the default); `false` keeps errors
    /// only.
    pub warnings: bool,
    /// Stop after this many findings (the first ones by position); `None`,
    /// the default, reports all.
    pub max_findings: Option<usize>,
    /// A level per rule (none by default): see [`Rules`].
    pub rules: Rules,
    /// Whether `<!-- html-microsyntax-… -->` comments in the document turn
    /// rules off (the default): see [configuration](self#configuration).
    pub inline_config: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            transport_charset: None,
            warnings: true,
            max_findings: None,
            rules: Rules::new(),
            inline_config: true,
        }
    }
}

impl Options {
    /// The defaults: no transport charset, warnings reported, every
    /// finding.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::Options;
    ///
    /// assert_eq!(Options::new(), Options::default());
    /// assert!(Options::new().warnings);
    /// ```
    pub fn new() -> Self {
        Options::default()
    }

    /// Sets [`Options::transport_charset`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes_with, Options};
    ///
    /// let options = Options::new().transport_charset(Some("shift_jis"));
    /// assert_eq!(check_bytes_with(b"<p>", &options).encoding_name(), "Shift_JIS");
    /// ```
    pub fn transport_charset(mut self, label: Option<&str>) -> Self {
        self.transport_charset = label.map(str::to_owned);
        self
    }

    /// Sets [`Options::warnings`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<link rel=x-made-up href=i.png>"; // unknown_link_type: a warning
    /// assert_eq!(check_str_with(doc, &Options::new()).findings().len(), 1);
    /// assert!(check_str_with(doc, &Options::new().warnings(false)).findings().is_empty());
    /// ```
    pub fn warnings(mut self, report: bool) -> Self {
        self.warnings = report;
        self
    }

    /// Sets [`Options::max_findings`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<td colspan=0><td colspan=0><td colspan=0>";
    /// let report = check_str_with(doc, &Options::new().max_findings(Some(2)));
    /// assert_eq!(report.findings().len(), 2);
    /// assert!(report.is_truncated());
    /// ```
    pub fn max_findings(mut self, max: Option<usize>) -> Self {
        self.max_findings = max;
        self
    }

    /// Sets [`Options::rules`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Level, Options, Rules};
    ///
    /// let doc = "<link rel=x-made-up href=i.png>";
    /// let rules = Rules::new().kind("unknown_link_type", Level::Off);
    /// assert!(check_str_with(doc, &Options::new().rules(rules)).findings().is_empty());
    /// ```
    pub fn rules(mut self, rules: Rules) -> Self {
        self.rules = rules;
        self
    }

    /// Sets [`Options::inline_config`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>";
    /// assert!(check_str_with(doc, &Options::new()).findings().is_empty());
    /// assert_eq!(check_str_with(doc, &Options::new().inline_config(false)).findings().len(), 1);
    /// ```
    pub fn inline_config(mut self, read: bool) -> Self {
        self.inline_config = read;
        self
    }
}

/// The findings of one document, with its decoded text and encoding.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_bytes;
///
/// // UTF-16LE, by its byte order mark.
/// let bytes: Vec<u8> = "\u{feff}<td colspan=0>".encode_utf16().flat_map(u16::to_le_bytes).collect();
/// let report = check_bytes(&bytes);
/// assert_eq!(report.encoding_name(), "UTF-16LE");
/// assert_eq!(report.text(), "\u{feff}<td colspan=0>");
/// let f = &report.findings()[0];
/// assert_eq!((f.offset, f.source_offset, f.column), (15, 26, 13));
/// ```
#[derive(Debug, Clone)]
pub struct Report<'a> {
    text: Cow<'a, str>,
    encoding: &'static Encoding,
    findings: Vec<Finding>,
    truncated: bool,
}

impl<'a> Report<'a> {
    /// The decoded text the offsets, lines and columns refer to (borrowed
    /// from the input when that was valid UTF-8). A byte order mark stays
    /// in it, as U+FEFF.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// assert_eq!(check_bytes(b"<meta charset=latin1>\xE9").text(), "<meta charset=latin1>\u{e9}");
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The encoding the bytes were decoded with (UTF-8 for [`check_str`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes, Encoding};
    ///
    /// let report = check_bytes(b"<meta charset=shift_jis>");
    /// assert_eq!(report.encoding(), Encoding::for_label(b"sjis").unwrap());
    /// ```
    pub fn encoding(&self) -> &'static Encoding {
        self.encoding
    }

    /// The Encoding Standard's name of [`Report::encoding`] (`"UTF-8"`,
    /// `"windows-1252"`, `"UTF-16LE"`, …).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// assert_eq!(check_bytes(b"<meta charset=iso-8859-1>").encoding_name(), "windows-1252");
    /// ```
    pub fn encoding_name(&self) -> &'static str {
        self.encoding.name()
    }

    /// The findings, sorted by position (then attribute name and kind).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// assert!(check_str("<td colspan=2>").findings().is_empty());
    /// assert_eq!(check_str("<td colspan=x>").findings()[0].kind, "expected_integer");
    /// ```
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Whether the checker stopped at [`Options::max_findings`]: findings
    /// were left out, or start tags after the last finding were not checked
    /// (more findings may follow).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// assert!(!check_str("<td colspan=0>").is_truncated());
    /// ```
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// The findings, without the text.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// let findings = check_str("<td colspan=0 rowspan=-1>").into_findings();
    /// assert_eq!(findings.len(), 2);
    /// ```
    pub fn into_findings(self) -> Vec<Finding> {
        self.findings
    }

    /// The decoded text and the findings.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// let (text, findings) = check_bytes(b"<td colspan=0>").into_parts();
    /// assert_eq!((&*text, findings.len()), ("<td colspan=0>", 1));
    /// ```
    pub fn into_parts(self) -> (Cow<'a, str>, Vec<Finding>) {
        (self.text, self.findings)
    }

    /// The same report, owning its text.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes, Report};
    ///
    /// let report: Report<'static> = check_bytes(&b"<td colspan=0>".to_vec()).into_owned();
    /// assert_eq!(report.findings().len(), 1);
    /// ```
    pub fn into_owned(self) -> Report<'static> {
        Report {
            text: Cow::Owned(self.text.into_owned()),
            encoding: self.encoding,
            findings: self.findings,
            truncated: self.truncated,
        }
    }
}

/// Decodes a document's bytes and checks every attribute value, with the
/// default [`Options`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_bytes;
///
/// // windows-1252 by `<meta charset>` (itself a finding: the declaration
/// // must say "utf-8"); "é" is one byte in the source, two in the decoded
/// // text.
/// let report = check_bytes(b"<meta charset=windows-1252><p title=\xE9><td colspan=0>");
/// assert_eq!(report.encoding_name(), "windows-1252");
/// let kinds: Vec<_> = report.findings().iter().map(|f| f.kind).collect();
/// assert_eq!(kinds, ["charset_not_utf8", "not_positive"]);
/// let f = &report.findings()[1];
/// assert_eq!((f.offset, f.source_offset), (51, 50));
/// ```
pub fn check_bytes(bytes: &[u8]) -> Report<'_> {
    check_bytes_with(bytes, &Options::default())
}

/// [`check_bytes`] with [`Options`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_bytes_with, Options};
///
/// let options = Options::new().transport_charset(Some("utf-8"));
/// let report = check_bytes_with(b"<meta charset=latin1><td colspan=0>", &options);
/// assert_eq!(report.encoding_name(), "UTF-8");
/// assert_eq!(report.findings().len(), 2); // `charset` is not "utf-8", `colspan` is 0
/// ```
pub fn check_bytes_with<'a>(bytes: &'a [u8], options: &Options) -> Report<'a> {
    let encoding = encoding::choose(bytes, options.transport_charset.as_deref());
    let text = encoding::decode(bytes, encoding);
    let (findings, truncated) = {
        // Borrowed text is the source bytes themselves: no decoder to run.
        let decoded = matches!(text, Cow::Owned(_));
        let source = SourceCursor::new(bytes, decoded.then_some(encoding));
        check_text(&text, source, options)
    };
    Report {
        text,
        encoding,
        findings,
        truncated,
    }
}

/// Checks every attribute value of a document already decoded, with the
/// default [`Options`]; the source offsets are the text's.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_str;
///
/// let report = check_str("<ol type=i start=1.5>");
/// let f = &report.findings()[0];
/// assert_eq!((f.attribute.as_str(), f.kind, f.offset), ("start", "trailing_input", 18));
/// assert_eq!(f.help.as_deref(), Some("browsers read this value as \"1\""));
/// ```
pub fn check_str(text: &str) -> Report<'_> {
    check_str_with(text, &Options::default())
}

/// [`check_str`] with [`Options`] (the transport charset does not apply).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, Options};
///
/// // `max` below `min` is a warning.
/// let doc = "<input type=number min=5 max=2>";
/// assert_eq!(check_str_with(doc, &Options::new()).findings()[0].kind, "max_below_min");
/// assert!(check_str_with(doc, &Options::new().warnings(false)).findings().is_empty());
/// ```
pub fn check_str_with<'a>(text: &'a str, options: &Options) -> Report<'a> {
    let (findings, truncated) = check_text(text, SourceCursor::new(text.as_bytes(), None), options);
    Report {
        text: Cow::Borrowed(text),
        encoding: encoding_rs::UTF_8,
        findings,
        truncated,
    }
}

/// The attribute rows whose `min` and `max` may be reversed (`input
/// type=time`): no `min_le_max` warning there.
fn comparable(a: &Reading, b: &Reading) -> Option<bool> {
    use Reading as R;
    Some(match (a, b) {
        (R::Float(x), R::Float(y)) => x <= y,
        (R::Integer(x), R::Integer(y)) => x <= y,
        (R::Date(x), R::Date(y)) => x <= y,
        (R::Month(x), R::Month(y)) => x <= y,
        (R::Week(x), R::Week(y)) => x <= y,
        (R::LocalDateTime(x), R::LocalDateTime(y)) => x <= y,
        _ => return None,
    })
}

/// A fix to suggest, from what a browser reads.
fn help_for(
    syntax: &str,
    value: &str,
    kind: &ErrorKind,
    reading: Option<&Reading>,
) -> Option<String> {
    if *kind == ErrorKind::Invalid(Violation::ObsoleteAttribute) {
        return Some("use CSS".to_owned());
    }
    if let Some(suggestion) = kind.suggestion() {
        return Some(format!("did you mean '{suggestion}'?"));
    }
    let read = match reading? {
        Reading::LocalDateTime(v) if syntax == "valid_normalized_local_datetime" => {
            return Some(format!("use the normalized form \"{v}\""));
        }
        Reading::LocalDateTime(v) => v.to_string(),
        Reading::Date(v) => v.to_string(),
        Reading::Month(v) => v.to_string(),
        Reading::Week(v) => v.to_string(),
        Reading::Time(v) => v.to_string(),
        Reading::Integer(v) => v.to_string(),
        Reading::Float(v) => v.to_string(),
        _ => return None,
    };
    // Only when it differs from what was written.
    (read != value).then(|| format!("browsers read this value as \"{read}\""))
}

/// The broken constraints among a `progress` or `meter` element's valid
/// number attributes (`readings`: name, reading, value offset, value), as
/// findings at the value of the attribute each is reported at.
fn bounds(element: &str, readings: &[(&str, Reading, usize, &str)], findings: &mut Vec<Finding>) {
    let number = |name: &str| {
        readings.iter().find_map(|r| match r {
            (n, Reading::Float(x), _, _) if *n == name => Some(*x),
            _ => None,
        })
    };
    let (syntax, problems) = if element == "progress" {
        (
            "progress_bounds",
            progress_problems(number("value"), number("max")),
        )
    } else {
        let values = MeterValues {
            value: number("value"),
            min: number("min"),
            max: number("max"),
            low: number("low"),
            high: number("high"),
            optimum: number("optimum"),
        };
        ("meter_bounds", meter_problems(&values))
    };
    for problem in problems {
        let Some(&(_, _, offset, value)) = readings.iter().find(|r| r.0 == problem.attribute)
        else {
            continue;
        };
        findings.push(Finding::new(
            offset,
            element,
            problem.attribute,
            value,
            Said {
                syntax,
                kind: problem.code,
                severity: Severity::Error,
                message: problem.message,
                help: None,
                spec: problem.spec,
            },
        ));
    }
}

/// Where `place` in `attr` is in the decoded text: its name's start, or the
/// character of its value at `place`'s offset, through character
/// references (an attribute without a value: its name's start).
fn place_offset(text: &str, attr: &Attribute, place: Place) -> usize {
    match (place, &attr.value_span) {
        (Place::Value(at), Some(span)) => {
            let raw = text.get(span.clone()).unwrap_or(&attr.value);
            span.start + source_offset(raw, &attr.value, at)
        }
        _ => attr.name_span.start,
    }
}

/// The configuration applied to `findings[from..]`: the rules' levels, then
/// warnings dropped unless reported, then the inline configuration.
fn configure(findings: &mut Vec<Finding>, from: usize, options: &Options, off: &Suppressions) {
    if options.rules.is_empty() && options.warnings && off.is_empty() {
        return;
    }
    // Only the tail: each finding goes through once (linear time).
    let tail = findings.split_off(from.min(findings.len()));
    findings.extend(tail.into_iter().filter_map(|mut f| {
        match options.rules.level(&f) {
            Some(Level::Off) => return None,
            Some(Level::Warning) => f.severity = Severity::Warning,
            Some(Level::Error) => f.severity = Severity::Error,
            None => {}
        }
        let reported = options.warnings || f.severity == Severity::Error;
        (reported && !off.covers(&f)).then_some(f)
    }));
}

/// Everything wrong with the attribute values of one decoded document,
/// sorted by position and located; whether it stopped at the maximum.
fn check_text(text: &str, mut source: SourceCursor<'_>, options: &Options) -> (Vec<Finding>, bool) {
    let mut findings = Vec::new();
    let mut truncated = false;
    let mut suppressions = Suppressions::default();
    let mut ids = Ids::default();
    // `findings[..kept]` have been through the configuration.
    let mut kept = 0;
    let mut seen = Seen::default();
    let mut open = OpenElements::default();
    for token in tokens::tags(text, TagEmitter::new(true)) {
        let tag = match token {
            tokens::Tag::Start(tag) => tag,
            tokens::Tag::End(name, foreign) => {
                if !foreign {
                    open.end(&name);
                }
                continue;
            }
            tokens::Tag::Text(_) => continue,
        };
        if options.inline_config && !tag.directives.is_empty() {
            suppressions.read(text, &tag.directives);
            findings.append(&mut suppressions.findings);
        }
        configure(&mut findings, kept, options, &suppressions);
        kept = findings.len();
        suppressions.forget_before(tag.span.start);
        // Findings lie inside their tag, and tags come in order: once the
        // count reaches the maximum, the first findings by position are
        // known.
        if options
            .max_findings
            .is_some_and(|max| findings.len() >= max)
        {
            truncated = true;
            break;
        }
        ids.note(text, &tag);
        findings.append(&mut ids.findings);
        if tag.foreign {
            continue;
        }
        let others: Vec<(&str, &str)> = tag
            .attributes
            .iter()
            .map(|a| (a.name.as_str(), a.value.as_str()))
            .collect();
        let mut readings: Vec<(&str, Reading, usize, &str)> = Vec::new();
        for attr in &tag.attributes {
            let value = attr.value.as_str();
            if let Some(problem) = not_allowed(&tag.name, &attr.name, &others) {
                // At the attribute's name: the value is not wrong, the
                // attribute is.
                let kind = ErrorKind::from(problem);
                let severity = kind.severity();
                if severity == Severity::Error || options.warnings {
                    findings.push(Finding::new(
                        attr.name_span.start,
                        &tag.name,
                        &attr.name,
                        value,
                        Said {
                            syntax: NOT_ALLOWED_DETAILS.syntax,
                            kind: kind.code(),
                            severity,
                            message: kind.to_string(),
                            help: Some(problem.help()),
                            spec: problem.spec(),
                        },
                    ));
                }
                // An attribute that may be there despite the rule (a
                // warning) still has a value to check.
                if severity == Severity::Error {
                    continue;
                }
            }
            let check = check_attribute(&tag.name, &attr.name, value, &others);
            let Some(def) = check.definition else {
                continue;
            };
            // Where the value starts in the source; without a value, where
            // the name starts.
            let start = place_offset(text, attr, Place::Value(0));
            let syntax = def.syntax.name();
            for error in &check.violations {
                let kind = error.kind();
                let code = kind.code();
                let severity = kind.severity();
                if severity == Severity::Warning && !options.warnings {
                    continue;
                }
                let message = kind.to_string();
                findings.push(Finding::new(
                    place_offset(text, attr, Place::Value(error.offset())),
                    &tag.name,
                    &attr.name,
                    value,
                    Said {
                        syntax,
                        kind: code,
                        severity,
                        help: help_for(syntax, value, &kind, check.reading.as_ref()),
                        message,
                        spec: def.spec,
                    },
                ));
            }
            let crossed = match tag.name.as_str() {
                "input" => matches!(attr.name.as_str(), "min" | "max"),
                "progress" | "meter" => true,
                _ => false,
            };
            if crossed {
                // A warning (a date no real value has) keeps the value
                // valid, and so comparable.
                let valid = check
                    .violations
                    .iter()
                    .all(|e| e.kind().severity() == Severity::Warning);
                if let (Some(reading), true) = (check.reading, valid) {
                    readings.push((attr.name.as_str(), reading, start, value));
                }
            }
        }
        if tag.name == "progress" || tag.name == "meter" {
            bounds(&tag.name, &readings, &mut findings);
        }
        open.before_start(&tag.name);
        let view = rules::Tag {
            name: &tag.name,
            attributes: &others,
            ancestors: open.ancestors(),
        };
        let mut problems = Vec::new();
        for rule in RULES {
            rule(&view, &mut seen, &mut problems);
        }
        let role = others
            .iter()
            .find(|(n, _)| *n == "role")
            .and_then(|(_, v)| open_elements::role_of(v));
        open.push(&tag.name, role);
        for problem in problems {
            let Some(attr) = tag.attributes.get(problem.attribute) else {
                continue;
            };
            if problem.said.severity == Severity::Warning && !options.warnings {
                continue;
            }
            findings.push(Finding::new(
                place_offset(text, attr, problem.place),
                &tag.name,
                &attr.name,
                &attr.value,
                problem.said,
            ));
        }
        if !options.warnings || tag.name != "input" {
            continue;
        }
        let min = readings.iter().find(|r| r.0 == "min");
        let max = readings.iter().find(|r| r.0 == "max");
        if let (Some(min), Some(max)) = (min, max) {
            if comparable(&min.1, &max.1) == Some(false) {
                findings.push(Finding::new(
                    max.2,
                    &tag.name,
                    "max",
                    max.3,
                    Said {
                        syntax: "min_le_max",
                        kind: "max_below_min",
                        severity: Severity::Warning,
                        message: format!("max \"{}\" is less than min \"{}\"", max.3, min.3),
                        help: Some("swap min and max, or fix one of them".to_owned()),
                        spec: "https://html.spec.whatwg.org/multipage/input.html#attr-input-max",
                    },
                ));
            }
        }
    }
    // The references, once every id is known (not after a stop at the
    // maximum: the ids after it are unknown).
    if !truncated {
        findings.extend(ids.finish());
    }
    configure(&mut findings, kept, options, &suppressions);
    // Sorted once (the tags come in order, so this is a merge of short
    // runs), then located in one forward pass.
    findings
        .sort_by(|a, b| (a.offset, &a.attribute, a.kind).cmp(&(b.offset, &b.attribute, b.kind)));
    if let Some(max) = options.max_findings {
        truncated |= findings.len() > max;
        findings.truncate(max);
    }
    let mut lines = LineCursor::new(text);
    for f in &mut findings {
        (f.line, f.column) = lines.locate(f.offset);
        f.source_offset = source.locate(f.offset);
    }
    (findings, truncated)
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Documents assembled from markup pieces: no panic, and each
        /// finding inside the text, on a character boundary, in order.
        #[test]
        fn findings_stay_inside_the_text(pieces in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("<(td|th|input|ol|time|svg|math|/svg|/math|script|/script|textarea|/textarea|template)").unwrap(),
                proptest::string::string_regex(" (colspan|type|min|max|value|datetime|step|rowspan|COLSPAN)").unwrap(),
                proptest::string::string_regex("=(\"|')?[-0-9a-zA-Z:&#;x. \r\n\u{e9}]{0,12}(\"|')?").unwrap(),
                proptest::string::string_regex("(>|/>|<!--|-->|\r\n|&amp;|&#45;|&not)").unwrap(),
            ],
            0..40,
        )) {
            let text = pieces.concat();
            let mut previous = 0;
            for f in check_str(&text).findings() {
                proptest::prop_assert!(f.offset <= text.len() && text.is_char_boundary(f.offset));
                proptest::prop_assert!(f.offset >= previous);
                proptest::prop_assert_eq!(f.offset, f.source_offset);
                previous = f.offset;
                let before = &text[..f.offset];
                proptest::prop_assert_eq!(f.line, before.matches('\n').count() + 1);
                let start = before.rfind('\n').map_or(0, |i| i + 1);
                let line = &before[start..];
                let line = line.strip_prefix('\u{feff}').unwrap_or(line);
                proptest::prop_assert_eq!(f.column, line.chars().count() + 1);
            }
        }

        /// The same document in windows-1252 and UTF-16LE: the same
        /// findings at the same decoded offsets, and each source offset at
        /// the bytes of the same character.
        #[test]
        fn source_offsets_point_at_the_same_character(pieces in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("<(td|input|ol) ").unwrap(),
                proptest::string::string_regex("(colspan|type|min|max|value|start)=\"?[-0-9a-z:&#;\u{e9}\u{fc}]{0,8}\"? ").unwrap(),
                proptest::string::string_regex("(>|\r\n|\u{e9}|&amp;)").unwrap(),
            ],
            0..30,
        )) {
            let text = pieces.concat();
            let utf8 = check_str(&text).into_findings();
            let (latin1, _, _) = encoding_rs::WINDOWS_1252.encode(&text);
            let options = Options::new().transport_charset(Some("windows-1252"));
            let report = check_bytes_with(&latin1, &options);
            proptest::prop_assert_eq!(report.text(), text.as_str());
            let utf16: Vec<u8> = "\u{feff}".chars().chain(text.chars()).collect::<String>()
                .encode_utf16().flat_map(u16::to_le_bytes).collect();
            let report16 = check_bytes(&utf16);
            proptest::prop_assert_eq!(report16.findings().len(), utf8.len());
            for ((a, b), c) in utf8.iter().zip(report.findings()).zip(report16.findings()) {
                proptest::prop_assert_eq!(a.offset, b.offset);
                proptest::prop_assert_eq!(a.offset + 3, c.offset);
                let chars = text[..a.offset].chars().count();
                proptest::prop_assert_eq!(b.source_offset, chars);
                let units: usize = text[..a.offset].chars().map(char::len_utf16).sum();
                proptest::prop_assert_eq!(c.source_offset, 2 * (units + 1));
            }
        }
    }

    #[test]
    fn the_first_findings_by_position_under_a_maximum() {
        let doc = "<input type=number min=5 max=2 value=x><td colspan=0>";
        let all = check_str(doc).into_findings();
        let kinds: Vec<_> = all.iter().map(|f| f.kind).collect();
        assert_eq!(kinds, ["max_below_min", "expected_number", "not_positive"]);
        for max in 0..4 {
            let report = check_str_with(doc, &Options::new().max_findings(Some(max)));
            assert_eq!(report.findings(), &all[..max.min(3)]);
            assert_eq!(report.is_truncated(), max < 3, "{max}");
        }
    }
}
